/**
 * What is no payment card or account number (issue 13: IMEIs and EAN barcodes read as cards,
 * order numbers read as ACCOUNT_NUMBER, in the structured suite and on PII-free text).
 */
import { describe, expect, it } from "vitest";
import { accountNumberDetector } from "../../../src/engine/detectors/account-number.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";
import { gtinValid, paymentCardDetector } from "../../../src/engine/detectors/payment-card.js";
import type { Detector } from "../../../src/engine/types.js";

const values = (d: Detector, text: string) => d.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));

describe("numbers that are no payment cards", () => {
  it("a 15-digit Luhn number whose prefix is Visa's or JCB's is no card (cards of those issuers have 16-19 digits): an IMEI", () => {
    expect(values(paymentCardDetector, "IMEI: 356104753320647")).toEqual([]);
    expect(values(paymentCardDetector, "imei : 497835694306654")).toEqual([]);
    expect(values(paymentCardDetector, "378282246310005")).toEqual(["378282246310005"]); // Amex has 15
  });
  it("an EAN barcode is no card: a barcode word near, or 13 digits with a valid GS1 check digit", () => {
    expect(gtinValid("5605585971766")).toBe(true);
    expect(gtinValid("5605585971767")).toBe(false);
    expect(values(paymentCardDetector, "Los filtros de recambio (EAN 5005012080663)")).toEqual([]);
    expect(values(paymentCardDetector, "code 5605585971766 ok")).toEqual([]);
    expect(values(paymentCardDetector, "Card 5605585971766")).toEqual(["5605585971766"]);
    expect(values(paymentCardDetector, "4111111111111111")).toEqual(["4111111111111111"]);
  });
});

describe("order numbers", () => {
  it("are no account numbers; customer and invoice numbers are", () => {
    expect(values(accountNumberDetector, "keep the order number ORD-2023-38563 for any claim")).toEqual([]);
    expect(values(accountNumberDetector, "retry 2/5 for order #8236-3259")).toEqual([]);
    expect(values(accountNumberDetector, "customer number CU-4601-9681")).toEqual(["CU-4601-9681"]);
  });
});
