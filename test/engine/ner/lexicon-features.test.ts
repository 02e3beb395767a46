import { describe, expect, it } from "vitest";
import { CASE_CLASSES, caseClass, featurize, vocabFromFiles } from "../../../src/engine/ner/featurize.js";
import { LEXICON_BITS, packedLexicon, tokenLexicon } from "../../../src/engine/ner/lexicon-features.js";
import { COMMON_WORDS, FAMILY_NAMES, GIVEN_NAMES } from "../../../src/engine/detectors/names/lexicon.generated.js";
import { STOP_WORDS } from "../../../src/engine/detectors/names/common-words.js";
import { placeForms } from "../../../src/engine/detectors/places/forms.js";
import { COUNTRY_LANGUAGES } from "../../../src/engine/detectors/places/countries.js";
import { tokenize } from "../../../src/engine/ner/tokenize.js";

const files = { words: { tokens: ["<pad>", "<unk>", "the"] }, chars: { tokens: ["<pad>", "<unk>", "a"] } };

describe("word-list bits as model features", () => {
  it("marks listed given names, family names, places and common words, whatever their case", () => {
    const lex = tokenLexicon();
    expect(lex.bits("Oluwaseun") & LEXICON_BITS.given).toBe(LEXICON_BITS.given);
    expect(lex.bits("oluwaseun")).toBe(lex.bits("OLUWASEUN"));
    expect(lex.bits("Nowak") & LEXICON_BITS.family).toBe(LEXICON_BITS.family);
    expect(lex.bits("Rotterdam") & LEXICON_BITS.place).toBe(LEXICON_BITS.place);
    expect(lex.bits("the") & LEXICON_BITS.common).toBe(LEXICON_BITS.common);
    expect(lex.bits("xqzvbnm")).toBe(0);
    expect(lex.bits(",")).toBe(0);
  });

  it("folds the bits into the case ids only for a model trained with them", () => {
    const tokens = tokenize("Oluwaseun lives in Rotterdam, xqzvbnm");
    const plain = featurize(tokens, vocabFromFiles(files.words, files.chars));
    const withLexicon = featurize(tokens, vocabFromFiles(files.words, files.chars, tokenLexicon()));
    tokens.forEach((t, i) => {
      expect(plain.caseIds[i]).toBe(caseClass(t.text));
      expect(withLexicon.caseIds[i]).toBe(caseClass(t.text) + CASE_CLASSES.length * tokenLexicon().bits(t.text));
    });
    // a listed name and an unlisted word differ only in the lexicon part of the id
    expect(withLexicon.caseIds[0]! % CASE_CLASSES.length).toBe(plain.caseIds[0]);
    expect(withLexicon.caseIds[0]).not.toBe(plain.caseIds[0]);
    expect(withLexicon.caseIds[tokens.length - 1]).toBe(plain.caseIds[tokens.length - 1]);
  });
});

describe("the packed word-list table (saved by the CLI build, searched in place)", () => {
  it("gives every listed word the bits a plain Map of the lists gives, and unlisted words none", () => {
    const reference = new Map<string, number>();
    const mark = (word: string, bit: number) => reference.set(word.toLowerCase(), (reference.get(word.toLowerCase()) ?? 0) | bit);
    for (const w of GIVEN_NAMES.split(" ")) mark(w, LEXICON_BITS.given);
    for (const w of FAMILY_NAMES.split(" ")) mark(w, LEXICON_BITS.family);
    for (const p of placeForms({ countryLanguages: COUNTRY_LANGUAGES })) if (!/\s/.test(p)) mark(p, LEXICON_BITS.place);
    for (const w of COMMON_WORDS.split(" ")) mark(w, LEXICON_BITS.common);
    for (const w of STOP_WORDS) mark(w, LEXICON_BITS.common);
    const lex = tokenLexicon();
    let checked = 0;
    for (const [word, bits] of reference) {
      if (word === "") continue;
      expect(lex.bits(word), word).toBe(bits);
      expect(lex.bits(word.toUpperCase() === word ? word : word.toUpperCase()), word).toBe(lex.bits(word.toUpperCase().toLowerCase()));
      checked++;
    }
    expect(checked).toBeGreaterThan(30_000);
    for (const word of ["", "xqzvbnm", "zzzzzzzz", "aaaa0", "~", "\u00ff\u00ff"]) expect(lex.bits(word)).toBe(reference.get(word.toLowerCase()) ?? 0);
  });

  it("searches a small table at its edges and refuses a damaged one", () => {
    const lex = packedLexicon({ keys: ["ab", "b", "ba"].join("\n"), bits: "123" });
    expect([lex.bits("AB"), lex.bits("b"), lex.bits("ba"), lex.bits("a"), lex.bits("bb"), lex.bits("c")]).toEqual([1, 2, 3, 0, 0, 0]);
    expect(packedLexicon({ keys: "", bits: "" }).bits("x")).toBe(0);
    expect(() => packedLexicon({ keys: "a\nb", bits: "1" })).toThrow(/differ/);
  });
});
