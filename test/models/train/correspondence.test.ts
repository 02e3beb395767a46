import { fakerDE, fakerEN_US, fakerES, fakerFR, fakerIT, fakerNL, fakerPT_PT, type Faker } from "@faker-js/faker";
import { describe, expect, it } from "vitest";
import { expectSpansOnTokens } from "./spans.js";
import { DocBuilder, type GeneratedDoc } from "../../../models/train/generate/builder.js";
import { CORRESPONDENCE_LANGS, CORRESPONDENCE_TEMPLATES, SIGN_OFFS } from "../../../models/train/generate/correspondence.js";
import { generate } from "../../../models/train/generate/generate.js";

const FAKERS: Record<string, Faker> = { en: fakerEN_US, de: fakerDE, es: fakerES, fr: fakerFR, it: fakerIT, nl: fakerNL, pt: fakerPT_PT };

function build(seed: number, perTemplate: number): GeneratedDoc[] {
  for (const f of Object.values(FAKERS)) f.seed(seed);
  const rnd = () => fakerEN_US.number.float({ min: 0, max: 1 });
  const docs: GeneratedDoc[] = [];
  for (const lang of CORRESPONDENCE_LANGS) {
    for (const tpl of CORRESPONDENCE_TEMPLATES) {
      for (let i = 0; i < perTemplate; i++) {
        const b = new DocBuilder();
        tpl.build({ f: FAKERS[lang]!, lang, rnd, b });
        docs.push(b.build(`c-${lang}-${i}`, lang, tpl.kind));
      }
    }
  }
  return docs;
}

describe("correspondence templates", () => {
  const docs = build(5, 25);

  it("write spans on token boundaries with our labels, in every language", () => {
    for (const d of docs) expectSpansOnTokens(d);
    for (const lang of CORRESPONDENCE_LANGS) {
      const labels = new Set(docs.filter((d) => d.lang === lang).flatMap((d) => d.spans.map((s) => s.label)));
      for (const l of ["NAME_GIVEN", "NAME_FAMILY", "LOCATION_CITY", "LOCATION_ADDRESS_STREET", "ORGANIZATION"]) expect(labels).toContain(l);
    }
  });

  it("leave sign-offs, phone numbers and e-mail addresses outside every span", () => {
    let signOffs = 0;
    for (const d of docs) {
      const outside = (start: number, end: number) => !d.spans.some((s) => start < s.end && end > s.start);
      for (const phrase of SIGN_OFFS[d.lang]!) {
        for (const m of d.text.matchAll(new RegExp(`(?<=^|\\n|\\s)${phrase.replace(/[.]/g, "\\.")}(?=[,!.: \\n]|$)`, "gi"))) {
          if (m.index > 0 && !/\s/.test(d.text[m.index - 1]!)) continue;
          signOffs++;
          expect(outside(m.index, m.index + m[0].length)).toBe(true);
        }
      }
      for (const m of d.text.matchAll(/\S+@\S+|\+\d[\d ]{6,}/g)) expect(outside(m.index, m.index + m[0].length)).toBe(true);
    }
    expect(signOffs).toBeGreaterThan(docs.length / 2);
  });

  it("are drawn only with --correspondence, so earlier draws stay the same", () => {
    const plain = generate(300, 9);
    const withLetters = generate(300, 9, { correspondence: true });
    expect(plain.some((d) => d.kind === "letter")).toBe(false);
    expect(withLetters.filter((d) => d.kind === "letter").length).toBeGreaterThan(3);
    expect(generate(300, 9)).toEqual(plain);
  });
});
