import { describe, expect, it } from "vitest";
import { bankAccountDetector } from "../../../src/engine/detectors/bank-account.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const run = (text: string) =>
  bankAccountDetector.detect(makeDetectContext(text)).map((c) => ({ ...c, text: text.slice(c.start, c.end) }));

describe("bank-account detector", () => {
  it("scores a mod-97-valid IBAN at 0.98 and a failing one after 'IBAN' at 0.6", () => {
    expect(run("GB82WEST12345698765432")[0]?.score).toBe(0.98);
    expect(run("IBAN: GB82WEST12345698765433")[0]?.score).toBe(0.6);
  });

  it("stops at the country's length even when a 4-letter word follows", () => {
    // BE IBANs have 16 characters: the following "CODE" is not part of it.
    expect(run("BE68 5390 0754 7034 CODE").map((h) => h.text)).toEqual(["BE68 5390 0754 7034"]);
  });

  it("rejects an IBAN that is too short for its country", () => {
    expect(run("IBAN GB82 WEST 1234 5698")).toEqual([]);
  });

  it("allows a space only between groups of four", () => {
    expect(run("DE89 370 40044 0532 0130 00")).toEqual([]);
  });

  it("emits one candidate when several keywords lead to the same value", () => {
    expect(run("bank account number: 12345678").map((h) => h.text)).toEqual(["12345678"]);
  });
});
