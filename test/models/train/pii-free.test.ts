import { fakerDE, fakerEN_US, fakerES, fakerFR, fakerIT, fakerNL, fakerPT_PT, type Faker } from "@faker-js/faker";
import { describe, expect, it } from "vitest";
import { expectSpansOnTokens } from "./spans.js";
import { DocBuilder, type GeneratedDoc } from "../../../models/train/generate/builder.js";
import { generate } from "../../../models/train/generate/generate.js";
import { LOOK_ALIKE_LISTS, PII_FREE_LANGS, PII_FREE_TEMPLATES, titleCase } from "../../../models/train/generate/pii-free.js";

const FAKERS: Record<string, Faker> = { en: fakerEN_US, de: fakerDE, es: fakerES, nl: fakerNL, it: fakerIT, fr: fakerFR, pt: fakerPT_PT };

/** Builds documents the way generate.ts does: seeded fakers, one rnd stream, every template in every language. */
function build(seed: number, perTemplate: number): GeneratedDoc[] {
  for (const f of Object.values(FAKERS)) f.seed(seed);
  const rnd = () => fakerEN_US.number.float({ min: 0, max: 1 });
  const docs: GeneratedDoc[] = [];
  let n = 0;
  for (const lang of PII_FREE_LANGS) {
    for (const tpl of PII_FREE_TEMPLATES) {
      for (let i = 0; i < perTemplate; i++) {
        const b = new DocBuilder();
        tpl.build({ f: FAKERS[lang]!, lang, rnd, b });
        docs.push(b.build(`pf-${seed}-${n++}`, lang, tpl.kind));
      }
    }
  }
  return docs;
}

const isName = (label: string) => label.startsWith("NAME");
const inSpan = (d: GeneratedDoc, start: number, end: number) => d.spans.some((s) => start < s.end && end > s.start);
/** Occurrences of look-alike list entries in a document, as [start, end). */
function lookAlikes(d: GeneratedDoc): [number, number][] {
  const out: [number, number][] = [];
  for (const list of LOOK_ALIKE_LISTS) {
    for (const w of list) {
      for (let i = d.text.indexOf(w); i >= 0; i = d.text.indexOf(w, i + 1)) out.push([i, i + w.length]);
    }
  }
  return out;
}

describe("PII-free templates", () => {
  const docs = build(13, 12);
  const mixed = docs.filter((d) => d.spans.some((s) => isName(s.label)));
  const clean = docs.filter((d) => !d.spans.some((s) => isName(s.label)));

  it("cover every language and write spans on token boundaries with our labels", () => {
    expect(new Set(docs.map((d) => d.lang))).toEqual(new Set(["en", "de", "es", "fr", "it", "nl", "pt"]));
    for (const d of docs) expectSpansOnTokens(d);
  });

  it("leave products, dishes, teas, coffees, wines, brands, features and weather words O", () => {
    let seen = 0;
    for (const d of clean) {
      // organisations and places may be tagged; never a person
      for (const s of d.spans) expect(["ORGANIZATION", "LOCATION_CITY"]).toContain(s.label);
      // (club names in the results may contain a brand or a coffee: "FC Den Bosch", "Santos Laguna")
      if (d.kind === "sports") continue;
      for (const [s, e] of lookAlikes(d)) {
        seen++;
        expect(inSpan(d, s, e), `${d.id}: a look-alike inside a span`).toBe(false);
      }
    }
    expect(seen).toBeGreaterThan(clean.length);
  });

  it("put real names next to look-alikes in about a third of the documents, and tag them", () => {
    const share = mixed.length / docs.length;
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.5);
    let withBoth = 0;
    for (const d of mixed) {
      const names = d.spans.filter((s) => isName(s.label));
      for (const s of names) {
        expect(d.text.slice(s.start, s.end)).toMatch(/^\p{L}[\p{L}'’ -]*$/u);
        if (s.label === "NAME_FAMILY") expect(d.text.slice(s.start, s.end)).not.toMatch(/^(?:\p{L}{1,2}|von|van)$/iu);
      }
      if (lookAlikes(d).some(([s, e]) => !inSpan(d, s, e))) withBoth++;
    }
    // a look-alike in clear in the same document as the tagged person (sports and logs may have none)
    expect(withBoth / mixed.length).toBeGreaterThan(0.5);
  });
});

describe("generate --pii-free", () => {
  it("title-cases every word for headline style", () => {
    expect(titleCase("fill it up to the MAX mark, l'eau 3e")).toBe("Fill It Up To The MAX Mark, L'eau 3e");
  });

  it("draws the given share of documents from the family, in four casings, and nothing from it at 0", () => {
    const docs = generate(1500, 4, { piiFree: 0.1 });
    const pf = docs.filter((d) => d.kind.startsWith("pii-free-"));
    expect(pf.length / docs.length).toBeGreaterThan(0.07);
    expect(pf.length / docs.length).toBeLessThan(0.13);
    const letters = (d: GeneratedDoc) => d.text.replace(/[^\p{L}]/gu, "");
    expect(pf.some((d) => letters(d) === letters(d).toLowerCase())).toBe(true);
    expect(pf.some((d) => letters(d) === letters(d).toUpperCase())).toBe(true);
    expect(pf.some((d) => /\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+/u.test(d.text) && /\b\p{Ll}/u.test(d.text))).toBe(true);
    // headline style: every word capitalised
    expect(pf.some((d) => /\p{Ll}{3}/u.test(d.text) && !/(^|[^\p{L}\p{N}'’])\p{Ll}/u.test(d.text))).toBe(true);
    expect(generate(300, 4, { piiFree: 0 }).some((d) => d.kind.startsWith("pii-free-"))).toBe(false);
    // share 0 draws exactly what the generator drew without the option
    expect(generate(50, 9, { piiFree: 0 })).toEqual(generate(50, 9));
  });
});
