/**
 * SYNTHETIC fakes that keep their type's rules, not only its format (an exploratory test,
 * 2026-11-29, found expiry dates "49/81", phone codes "+22" and IBANs "WO50 ..."): a card expiry
 * is a month 01-12 and a coming year, an international phone keeps its country code, an IBAN
 * keeps its country and has valid check digits.
 */
import { isValidIBAN } from "ibantools";
import { describe, expect, it } from "vitest";
import { createEngine } from "../../src/engine/engine.js";

/** The SYNTHETIC text under an engine of its own seed (the fake is a function of seed, type and value). */
const fake = async (text: string, seed: string) => {
  const [r] = await createEngine({ seed }).process({ text: [text], processed_text: { type: "SYNTHETIC" } });
  return (r as { processed_text: string }).processed_text;
};

describe("SYNTHETIC values that hold their type's rules", () => {
  it("card expiry: a real month and a coming year, written as the original", async () => {
    const year = new Date().getUTCFullYear();
    const seen = new Set<string>();
    for (let k = 0; k < 20; k++) {
      const out = await fake("card 4111 1111 1111 1111 exp 09/27 thanks", `seed-${k}`);
      const m = / exp (\d{2})\/(\d{2}) thanks$/.exec(out);
      expect(m, out).not.toBeNull();
      expect(Number(m![1])).toBeGreaterThanOrEqual(1);
      expect(Number(m![1])).toBeLessThanOrEqual(12);
      expect(2000 + Number(m![2])).toBeGreaterThan(year);
      expect(2000 + Number(m![2])).toBeLessThanOrEqual(year + 6);
      seen.add(m![0]);
    }
    expect(seen.size).toBeGreaterThan(5);
  });

  it("international phone keeps its country code; IBAN keeps its country with valid check digits and its layout", async () => {
    for (let k = 0; k < 10; k++) {
      const out = await fake("tel +49 171 2345678, IBAN DE89 3704 0044 0532 0130 00.", `seed-${k}`);
      const m = /^tel (\+49 \d{3} \d{7}), IBAN (DE\d{2}(?: \d{4}){4} \d{2})\.$/.exec(out);
      expect(m, out).not.toBeNull();
      expect(m![1]).not.toBe("+49 171 2345678");
      expect(isValidIBAN(m![2]!.replace(/ /g, ""))).toBe(true);
    }
  });
});
