import { describe, expect, it } from "vitest";
import { CASE_CLASSES, caseClass, featurize, vocabFromFiles } from "../../../src/engine/ner/featurize.js";
import { LEXICON_BITS, tokenLexicon } from "../../../src/engine/ner/lexicon-features.js";
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
