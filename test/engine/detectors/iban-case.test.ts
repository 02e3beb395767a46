/**
 * IBANs in lower- and title-cased texts without the word IBAN (issue 13 structured suite): taken
 * when valid and printed as an IBAN (groups of four, or title-cased), lower when valid, compact and
 * all lower case; an invalid one still needs the word.
 */
import { describe, expect, it } from "vitest";
import { bankAccountDetector } from "../../../src/engine/detectors/bank-account.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const found = (text: string) => bankAccountDetector.detect(makeDetectContext(text)).map((c) => [text.slice(c.start, c.end), c.score]);

describe("IBANs in another case", () => {
  it.each([
    ["vale, entonces se15 3314 5683 6001 9161 7770.", "se15 3314 5683 6001 9161 7770"],
    ["update: dk89 2040 4479 2218 95", "dk89 2040 4479 2218 95"],
    ["zie de89-3704-0044-0532-0130-00", "de89-3704-0044-0532-0130-00"],
    ["Profil Enregistré : Lu146321384927944677 V10", "Lu146321384927944677"],
  ])("%s", (text, iban) => {
    expect(found(text)).toEqual([[iban, 0.8]]);
  });
  it.each([
    ["here you go: at695661016073920488", "at695661016073920488"],
    ["info [forms] pagamento elaborato : at779780993587083649 queue=3", "at779780993587083649"],
  ])("%s (compact, lower case: valid, scored below printed forms)", (text, iban) => {
    expect(found(text)).toEqual([[iban, 0.7]]);
  });
  it.each([
    "use code gb82west12345698765431 at checkout",
    "zie de89 3704 0044 0532 0130 01",
    "ref Lu146321384927944678",
  ])("%s stays out", (text) => {
    expect(found(text)).toEqual([]);
  });
  it("upper case and after the word IBAN as before", () => {
    expect(found("DE89 3704 0044 0532 0130 00")).toEqual([["DE89 3704 0044 0532 0130 00", 0.98]]);
    expect(found("iban: de89370400440532013000")).toEqual([["de89370400440532013000", 0.9]]);
  });
});
