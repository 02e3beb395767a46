import { describe, expect, it } from "vitest";
import { savedTermScanner, termScanner } from "../../../src/engine/detectors/term-scan.js";

const scanner = termScanner([
  { form: "nurse", data: "nurse-en" },
  { form: "nurse practitioner", data: "np" },
  { form: "beta-blocker", data: "bb" },
  { form: "blocker", data: "blocker" },
  { form: "st. john's wort", data: "herb" },
  { form: "Nurse", data: "nurse-dup" },
  { form: "covid-19", data: "covid" },
]);
const found = (text: string) => scanner.scan(text.toLowerCase()).map((m) => [text.slice(m.start, m.end), m.entries]);

describe("termScanner", () => {
  it("finds whole words only", () => {
    expect(found("a nurse came")).toEqual([["nurse", ["nurse-en", "nurse-dup"]]]);
    expect(found("nurses and nursery")).toEqual([]);
    expect(found("l'nurse")).toEqual([["nurse", ["nurse-en", "nurse-dup"]]]);
  });

  it("prefers the longest form and lets white space runs match a space", () => {
    expect(found("the nurse  \n practitioner said")).toEqual([["nurse  \n practitioner", ["np"]]]);
    expect(found("the nurse practitioners")).toEqual([["nurse", ["nurse-en", "nurse-dup"]]]);
  });

  it("treats hyphenated compounds as one word", () => {
    expect(found("on a beta-blocker since")).toEqual([["beta-blocker", ["bb"]]]);
    expect(found("on a beta-blocker-free diet")).toEqual([]);
    expect(found("a blocker.")).toEqual([["blocker", ["blocker"]]]);
    expect(found("tested for COVID-19 today")).toEqual([["COVID-19", ["covid"]]]);
  });

  it("matches forms with inner punctuation and keeps scanning after a match", () => {
    expect(found("St. John's Wort and a nurse")).toEqual([
      ["St. John's Wort", ["herb"]],
      ["nurse", ["nurse-en", "nurse-dup"]],
    ]);
  });

  it("gives each scanner the words of the text it is given, when texts and scanners alternate", () => {
    // the words of the last text are shared between scanners; a new text must not reuse them
    const other = termScanner([{ form: "john's wort", data: "jw" }]);
    const a = "a nurse practitioner and st. john's wort";
    const b = "st. john's wort, then a nurse";
    for (let round = 0; round < 2; round++) {
      expect(scanner.scan(a).map((m) => a.slice(m.start, m.end))).toEqual(["nurse practitioner", "st. john's wort"]);
      expect(other.scan(a).map((m) => a.slice(m.start, m.end))).toEqual(["john's wort"]);
      expect(scanner.scan(b).map((m) => b.slice(m.start, m.end))).toEqual(["st. john's wort", "nurse"]);
      expect(other.scan(b).map((m) => b.slice(m.start, m.end))).toEqual(["john's wort"]);
    }
  });

  it("refuses a form that does not start with a letter or digit", () => {
    expect(() => termScanner([{ form: "-x", data: 1 }])).toThrow(/must start with a letter or digit/);
  });

  it("saves its index as JSON for the build and scans the same from the saved index", () => {
    const g = globalThis as { __piiPrecomputed?: { values?: Record<string, unknown>; record?: Record<string, unknown> } };
    const terms = [
      { form: "nurse", data: { lang: "en" } },
      { form: "nurse practitioner", data: { lang: "en" } },
      { form: "Nurse", data: { lang: "any" } },
      { form: "infirmière", data: { lang: "fr" } },
    ];
    const text = "the nurse practitioner and the infirmière, a nurse";
    const scanned = (s: ReturnType<typeof termScanner>) => s.scan(text).map((m) => [text.slice(m.start, m.end), m.entries]);
    const record: Record<string, unknown> = {};
    let built = 0;
    try {
      g.__piiPrecomputed = { record };
      const recorded = savedTermScanner("test", ["nurse,infirmière"], () => (built++, terms));
      expect(scanned(recorded)).toEqual(scanned(termScanner(terms)));
      expect(Object.keys(record)).toHaveLength(1);
      // the next start reads the saved index through JSON and builds nothing
      g.__piiPrecomputed = { values: JSON.parse(JSON.stringify(record)) as Record<string, unknown> };
      const saved = savedTermScanner("test", ["nurse,infirmière"], () => (built++, terms));
      expect(scanned(saved)).toEqual(scanned(termScanner(terms)));
      expect(built).toBe(1);
      // words that name an ordinary object's inherited properties are no forms
      expect(saved.scan("constructor tostring __proto__ hasownproperty")).toEqual([]);
      // another source list misses the saved index and builds its own
      savedTermScanner("test", ["nurse"], () => (built++, terms));
      expect(built).toBe(2);
    } finally {
      delete g.__piiPrecomputed;
    }
  });
});
