import { describe, expect, it } from "vitest";
import { vocabularyDetector } from "../../../src/engine/detectors/vocabulary.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";
import { trieSource } from "../../../src/engine/detectors/vocabulary/trie.js";
import { LANGUAGE } from "../../../src/engine/detectors/vocabulary/language.js";
import { ORIGIN } from "../../../src/engine/detectors/vocabulary/origin.js";

const labels = (text: string, enabled?: string[]) =>
  vocabularyDetector.detect(makeDetectContext(text, enabled ? { enabled } : {})).map((c) => `${c.label}:${text.slice(c.start, c.end)}`);

describe("vocabulary detector", () => {
  it("builds a trie regex that matches exactly its words, preferring the longest", () => {
    const re = new RegExp(`^(?:${trieSource(["trans", "trans woman", "transgender", "tran"])})$`);
    for (const w of ["trans", "trans woman", "transgender", "tran"]) expect(re.test(w)).toBe(true);
    for (const w of ["tra", "transwoman", "trans women"]) expect(re.test(w)).toBe(false);
    const longest = new RegExp(trieSource(["trans", "trans woman"]));
    expect(longest.exec("a trans woman")?.[0]).toBe("trans woman");
  });

  it("ships lists of the promised size", () => {
    expect(LANGUAGE.entries.length).toBeGreaterThanOrEqual(80);
    expect(ORIGIN.entries.length).toBeGreaterThanOrEqual(150);
  });

  it("reads a shared name as ORIGIN when LANGUAGE is disabled", () => {
    expect(labels("She speaks French.", ["ORIGIN"])).toEqual(["ORIGIN:French"]);
  });

  it("respects the enabled types", () => {
    expect(labels("He is a Catholic and a Republican.", ["RELIGION"])).toEqual(["RELIGION:Catholic"]);
  });

  it("does not match inside longer words or after accented letters", () => {
    expect(labels("Malemute, females? éAmerican")).toEqual(["GENDER:females"]);
  });
});

describe("special categories in the other languages", () => {
  const found = (text: string) => vocabularyDetector.detect(makeDetectContext(text)).map((c) => [c.label, text.slice(c.start, c.end)]);
  it("reads religion, marital status and gender after their label in de, es, fr, it, nl, pt (before: in clear)", () => {
    expect(found("Religion: islamisch. Familienstand: verheiratet.")).toEqual([["RELIGION", "islamisch"], ["MARITAL_STATUS", "verheiratet"]]);
    expect(found("Religión: musulmana. Estado civil: divorciada.")).toEqual([["RELIGION", "musulmana"], ["MARITAL_STATUS", "divorciada"]]);
    expect(found("Geschlecht: weiblich")).toEqual([["GENDER", "weiblich"]]);
    expect(found("Sexo: Hombre. Estado civil: casado")).toEqual([["GENDER", "Hombre"], ["MARITAL_STATUS", "casado"]]);
    expect(found("Situation familiale : mariée")).toEqual([["MARITAL_STATUS", "mariée"]]);
    expect(found("Burgerlijke staat: gescheiden")).toEqual([["MARITAL_STATUS", "gescheiden"]]);
  });

  it("reads an everyday gender word as a whole cell under a gender column or field (seventh exploratory test: {\"gender\": \"man\"} in clear)", () => {
    const inField = (text: string, field: string) => vocabularyDetector.detect(makeDetectContext(text, { field })).map((c) => [c.label, text.slice(c.start, c.end)]);
    expect(inField("man", "profile.gender")).toEqual([["GENDER", "man"]]);
    expect(found("id,sex,age\n1,woman,34\n")).toEqual([["GENDER", "woman"]]);
    expect(inField("the man went home", "gender")).toEqual([]);
    expect(inField("man", "note")).toEqual([]);
  });

  it("reads orientation words whatever the context, and leaves the everyday words without a label", () => {
    expect(found("Hij is homoseksueel en lid van de PvdA.")).toEqual([["SEXUALITY", "homoseksueel"]]);
    expect(found("Der Vertrag ist verheiratet mit nichts; ein Mann kam.")).toEqual([]);
    expect(found("Ha firmado el contrato un hombre casado con la empresa")).toEqual([]);
  });
});
