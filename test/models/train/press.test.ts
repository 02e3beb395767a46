import { describe, expect, it } from "vitest";
import { expectSpansOnTokens } from "./spans.js";
import { generate, loseDiacritics } from "../../../models/train/generate/generate.js";

describe("accent loss noise", () => {
  it("strips, transliterates or drops accented letters and keeps everything else", () => {
    expect(loseDiacritics("Jürgen Müller, Straße 5, café", "base")).toBe("Jurgen Muller, Strasse 5, cafe");
    expect(loseDiacritics("Jürgen Müller, Straße 5", "translit")).toBe("Juergen Mueller, Strasse 5");
    expect(loseDiacritics("Jürgen Müller, Straße 5 – €", "drop")).toBe("Jrgen Mller, Strae 5 – €");
  });

  it("hits only non-English documents, and only when asked for", () => {
    const plain = generate(400, 21);
    expect(generate(400, 21, { diacritics: 0 })).toEqual(plain);
    const noisy = generate(400, 21, { diacritics: 1 });
    const accented = (ds: typeof plain) => ds.filter((d) => d.lang !== "en" && /[à-åç-ïñ-öù-ýÿ]/i.test(d.text)).length;
    expect(accented(plain)).toBeGreaterThan(50);
    expect(accented(noisy)).toBe(0);
    for (const d of noisy) expectSpansOnTokens(d);
  });
});

describe("press template", () => {
  const docs = generate(1500, 22, { press: true }).filter((d) => d.kind === "news" && (d.lang === "de" || d.lang === "nl"));

  it("labels a genitive surname as the whole word, never the apostrophe", () => {
    let genitives = 0;
    for (const d of docs) {
      expectSpansOnTokens(d);
      for (const m of d.text.matchAll(/(\p{Lu}[\p{L}-]+)(?:s|') (?:Sprecher|Worten|Rücktritt|Kurs|Darstellung|Vorgänger|Amtsantritt|Umfeld|voorstel)\b/gu)) {
        const start = m.index;
        const span = d.spans.find((s) => s.start === start);
        if (!span) continue;
        genitives++;
        expect(span.label).toBe("NAME_FAMILY");
        expect(d.text.slice(span.end, span.end + 1)).not.toMatch(/\p{L}/u);
        expect(d.text.slice(span.start, span.end)).not.toContain("'");
      }
    }
    expect(genitives).toBeGreaterThan(3);
  });
});
