import { fakerDE, fakerEN_US } from "@faker-js/faker";
import { describe, expect, it } from "vitest";
import { expectSpansOnTokens } from "./spans.js";
import { DocBuilder, type GeneratedDoc } from "../../../models/train/generate/builder.js";
import { GERMAN_PROSE_FRAME_COUNT, GERMAN_PROSE_TEMPLATES, nounPool } from "../../../models/train/generate/german-prose.js";
import { tokenize } from "../../../src/engine/ner/tokenize.js";

/** Builds documents the way generate.ts does: seeded fakers, one rnd stream, every template in turn. */
function build(seed: number, perTemplate: number): GeneratedDoc[] {
  fakerDE.seed(seed);
  fakerEN_US.seed(seed);
  const rnd = () => fakerEN_US.number.float({ min: 0, max: 1 });
  const docs: GeneratedDoc[] = [];
  let n = 0;
  for (const tpl of GERMAN_PROSE_TEMPLATES) {
    for (let i = 0; i < perTemplate; i++) {
      const b = new DocBuilder();
      tpl.build({ f: fakerDE, lang: "de", rnd, b });
      docs.push(b.build(`gp-${seed}-${n++}`, "de", tpl.kind));
    }
  }
  return docs;
}

const inSpan = (d: GeneratedDoc, start: number, end: number) => d.spans.some((s) => start < s.end && end > s.start);
/** Sentences of a document's prose lines: text up to . ! ? followed by white space or the end. */
const sentences = (d: GeneratedDoc) => [...d.text.matchAll(/[^.!?\n]*[a-zäöüß“][.!?](?=\s|$)/g)].map((m) => ({ start: m.index!, end: m.index! + m[0].length }));

describe("German prose templates", () => {
  const docs = build(11, 30);

  it("are German only, weighted, with many frames", () => {
    for (const t of GERMAN_PROSE_TEMPLATES) {
      expect(t.langs).toEqual(["de"]);
      expect(t.weight).toBeGreaterThan(0);
    }
    expect(GERMAN_PROSE_FRAME_COUNT).toBeGreaterThanOrEqual(40);
  });

  it("writes spans on token boundaries, never on white space, ordered, with our labels", () => {
    for (const d of docs) {
      expectSpansOnTokens(d);
      for (let i = 1; i < d.spans.length; i++) expect(d.spans[i]!.start).toBeGreaterThanOrEqual(d.spans[i - 1]!.end);
    }
    const labels = new Set(docs.flatMap((d) => d.spans.map((s) => s.label)));
    for (const l of ["NAME_GIVEN", "NAME_FAMILY", "NAME_MEDICAL_PROFESSIONAL", "LOCATION_CITY", "LOCATION_COUNTRY", "ORGANIZATION", "ORGANIZATION_MEDICAL_FACILITY", "LOCATION_ADDRESS_STREET", "LOCATION_ZIP"]) {
      expect(labels).toContain(l);
    }
  });

  it("writes German with many capitalised words outside any span", () => {
    let capsOutside = 0;
    for (const d of docs) {
      expect(d.text).toMatch(/\b(der|die|das|und|mit|den|dem|des)\b/);
      for (const t of tokenize(d.text)) {
        if (/^\p{Lu}\p{Ll}{2,}$/u.test(t.text) && !inSpan(d, t.start, t.end)) capsOutside++;
      }
    }
    // sentence starts alone give about one per sentence; nouns give several per sentence
    expect(capsOutside / docs.length).toBeGreaterThan(15);
    expect(docs.some((d) => /[äöüß]/.test(d.text))).toBe(true);
  });

  it("writes about a third of the sentences without any entity, the rest with one to three", () => {
    let none = 0;
    let some = 0;
    for (const d of docs) {
      for (const s of sentences(d)) {
        const n = d.spans.filter((sp) => sp.start >= s.start && sp.end <= s.end).length;
        if (n === 0) none++;
        else some++;
      }
    }
    const share = none / (none + some);
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.55);
  });

  it("writes some ALL-CAPS headlines and some lower-case lines", () => {
    expect(docs.filter((d) => /^[^a-zäöüß\n]{12,}\n/.test(d.text)).length).toBeGreaterThan(10);
    const lowerLines = docs.flatMap((d) => d.text.split("\n")).filter((l) => l.length > 30 && l === l.toLowerCase() && /[a-z]/.test(l));
    expect(lowerLines.length).toBeGreaterThan(3);
  });

  it("writes grammatical noun phrases from the dictionary's forms", () => {
    const text = docs.map((d) => d.text).join("\n");
    // dative plural after "mit den"/"von den" ends in -n or -s; "des" is followed by a genitive form
    expect(text).toMatch(/\bdes \p{Lu}\p{Ll}+(s|es)\b/u);
    expect(text).not.toMatch(/\b(ein|eine) (die|der|das)\b/);
  });

  it("keeps names out of the noun pool and uses noun-surnames only as names", () => {
    const pool = nounPool();
    const lemmas = new Set([...pool.core, ...pool.dict].map((n) => n.lemma));
    for (const surname of ["Koch", "Fischer", "Müller", "Schneider", "Weber", "Bauer", "Wolf", "Richter", "Klein", "Schwarz", "Braun", "Vogel", "Engel", "König", "Kaiser", "Frank", "Hahn", "Winter", "Sommer"]) {
      expect(lemmas.has(surname)).toBe(false);
    }
    for (const noun of ["Kind", "Jahr", "Woche", "Krieg", "Geld", "Verein", "Leute", "Arbeit"]) expect(lemmas.has(noun)).toBe(true);
    for (const n of pool.dict) expect(n.lemma).toMatch(/^\p{Lu}\p{Ll}{2,11}$/u);
    // "Koch", "Fischer" ... appear in the documents, always inside a name span
    let asName = 0;
    for (const d of docs) {
      for (const m of d.text.matchAll(/\b(Koch|Fischer|Müller|Schneider|Weber|Bauer|Wolf|Richter|Hahn|Winter|Sommer|König|Kaiser)\b/g)) {
        expect(inSpan(d, m.index!, m.index! + m[0].length)).toBe(true);
        asName++;
      }
    }
    expect(asName).toBeGreaterThan(5);
  });

  it("is deterministic for a seed", () => {
    expect(build(3, 2)).toEqual(build(3, 2));
  });
});

describe("generate() and the German prose option", () => {
  it("draws the German prose templates only when asked (their company letters are the only German 'letter' documents)", async () => {
    const { generate } = await import("../../../models/train/generate/generate.js");
    const germanLetters = (docs: GeneratedDoc[]) => docs.filter((d) => d.lang === "de" && d.kind === "letter").length;
    expect(germanLetters(generate(1500, 7))).toBe(0);
    expect(germanLetters(generate(1500, 7, { germanProse: true }))).toBeGreaterThan(0);
  });
});
