/**
 * SYNTHETIC fakes that keep their type's rules, not only its format (an exploratory test,
 * 2026-11-29, found expiry dates "49/81", phone codes "+22" and IBANs "WO50 ..."): a card expiry
 * is a month 01-12 and a coming year, an international phone keeps its country code, an IBAN
 * keeps its country and has valid check digits. A later one found times "52:24 XA", durations "03
 * yzdswyo" and DNIs with a wrong letter ("14660443I"): a time is a valid time in its layout, a
 * duration keeps its unit, a date is a real date and an id passes its check digit or letter.
 */
import { isValidIBAN } from "ibantools";
import { stdnum } from "stdnum";
import { describe, expect, it } from "vitest";
import type { Entity } from "../../src/contract/types.js";
import { createEngine } from "../../src/engine/engine.js";
import { syntheticValue } from "../../src/redact/synthetic.js";

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

const SEEDS = Array.from({ length: 200 }, (_, k) => `seed-${k}`);

/** An entity as a model span gives it: no subtypes, no validation. */
const span = (text: string, label: string): Entity => ({
  text,
  best_label: label,
  labels: { [label]: 0.8 },
  coreference_id: "c",
  relations: [],
  location: { stt_idx: 0, end_idx: text.length },
  analysis_result: { formatted: text, subtypes: [], validation_assertions: [] },
});

/** Whether y-m-d is a day of the calendar. */
const realDate = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

const DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";

describe("SYNTHETIC times, durations, dates and check-digit ids (200 seeds)", () => {
  it("times stay valid times in their layout; durations keep their unit; the chat header's date is real", async () => {
    const text = "17/1/80 10:15 - Anna: meeting at 10:15 AM, call lasted 45 minutes, back at 14:30, [00:00:18] at 0:15, took 2 hours and 15 minutes, 11 a.m.";
    const layout =
      /^(\d{1,2})\/(\d{1,2})\/(\d{2}) (\d{2}):(\d{2}) - \w+: meeting at (\d{2}):(\d{2}) (AM|PM), call lasted (\d{2}) minutes, back at (\d{2}):(\d{2}), \[(\d{2}):(\d{2}):(\d{2})\] at (\d{1,2}):(\d{2}), took (\d) hours and (\d{2}) minutes, (\d{1,2}) ([ap])\.m\.$/;
    const seen = new Set<string>();
    for (const seed of SEEDS) {
      const out = await fake(text, seed);
      const m = layout.exec(out);
      expect(m, out).not.toBeNull();
      const n = m!.slice(1).map(Number);
      const [day, month, year, h1, m1, h2, m2, , , h3, m3, h4, m4, s4, h5, m5, hours, minutes, h6] = n as number[];
      expect(realDate(1900 + year!, month!, day!), out).toBe(true);
      for (const [h, min] of [[h1, m1], [h3, m3], [h4, m4], [h5, m5]]) {
        expect(h!, out).toBeLessThanOrEqual(23);
        expect(min!, out).toBeLessThanOrEqual(59);
      }
      expect(s4!, out).toBeLessThanOrEqual(59);
      // with AM/PM: hours 1-12
      for (const h of [h2!, h6!]) expect(h >= 1 && h <= 12, out).toBe(true);
      expect(m2!, out).toBeLessThanOrEqual(59);
      expect(hours!, out).toBeGreaterThanOrEqual(2);
      expect(minutes!, out).toBeLessThanOrEqual(59);
      seen.add(`${m![6]}:${m![7]} ${m![8]}`);
    }
    // AM and PM both drawn, and many different times
    expect([...seen].some((t) => t.endsWith("AM")) && [...seen].some((t) => t.endsWith("PM"))).toBe(true);
    expect(seen.size).toBeGreaterThan(100);
  });

  it("a duration a model found keeps its unit word, a number word stays a number word", () => {
    for (const seed of SEEDS) {
      expect(syntheticValue(span("6 Tage", "DURATION"), "a", seed)).toMatch(/^[2-9] Tage$/);
      expect(syntheticValue(span("45 minutes", "DURATION"), "b", seed)).toMatch(/^[1-9]\d minutes$/);
      expect(syntheticValue(span("six months", "DURATION"), "c", seed)).toMatch(/^(?:two|three|four|five|six|seven|eight|nine|ten|twelve) months$/);
      expect(syntheticValue(span("1:30 hours", "DURATION"), "d", seed)).toMatch(/^1:[0-5]\d hours$/);
    }
  });

  it("a time or a numeric date without subtypes (a model's span) is still valid in its layout", () => {
    for (const seed of SEEDS) {
      const t = syntheticValue(span("10:15 am", "TIME"), "t", seed);
      expect(t, t).toMatch(/^(?:0[1-9]|1[0-2]):[0-5]\d [ap]m$/);
      const bare = syntheticValue(span("0:15", "TIME"), "b", seed);
      expect(bare, bare).toMatch(/^(?:1?\d|2[0-3]):[0-5]\d$/);
      const d = syntheticValue(span("17/1/80", "DATE"), "d", seed);
      const [day, month, year] = d.split("/").map(Number);
      expect(d).toMatch(/^\d{1,2}\/\d{1,2}\/\d{2}$/);
      expect(realDate(1900 + year!, month!, day!), d).toBe(true);
      // 03/04/2020: day-month or month-day, so the fake must be a date read either way
      const us = syntheticValue(span("03/04/2020", "DATE"), "u", seed);
      const [a, b, y] = us.split("/").map(Number);
      expect(realDate(y!, a!, b!) && realDate(y!, b!, a!), us).toBe(true);
      const iso = syntheticValue(span("1980-01-17", "DATE"), "i", seed);
      const [iy, im, id] = iso.split("-").map(Number);
      expect(realDate(iy!, im!, id!), iso).toBe(true);
    }
  });

  it("ids keep their check digit or letter: Spanish DNI and NIE, codice fiscale, NHS number", async () => {
    // the DNI's letter is wrong: kept after its keyword, its fake is a valid DNI all the same
    const text = "DNI 12345678A, NIE X1234567L, codice fiscale RSSMRA85T10A562S, NHS 943 476 5919";
    const seen = new Set<string>();
    for (const seed of SEEDS) {
      const out = await fake(text, seed);
      const m = /^DNI (\d{8})([A-Z]), NIE ([XYZ]\d{7}[A-Z]), codice fiscale ([A-Z0-9]{16}), NHS (\d{3} \d{3} \d{4})$/.exec(out);
      expect(m, out).not.toBeNull();
      expect(m![2], out).toBe(DNI_LETTERS[Number(m![1]) % 23]);
      expect(stdnum.ES!.nie!.validate(m![3]!).isValid, out).toBe(true);
      expect(stdnum.IT!.codicefiscale!.validate(m![4]!).isValid, out).toBe(true);
      const nhs = m![5]!.replace(/ /g, "");
      const sum = [...nhs.slice(0, 9)].reduce((s, d, i) => s + Number(d) * (10 - i), 0);
      expect((11 - (sum % 11)) % 11, out).toBe(Number(nhs[9]));
      seen.add(m![1]!);
    }
    expect(seen.size).toBeGreaterThan(150);
  });

  it("the same seed gives the same fakes", async () => {
    const text = "At 10:15 AM for 45 minutes on 17/1/80, DNI 12345678Z.";
    expect(await fake(text, "seed-7")).toBe(await fake(text, "seed-7"));
    expect(await fake(text, "seed-7")).not.toBe(await fake(text, "seed-8"));
  });
});
