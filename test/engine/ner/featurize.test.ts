import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { caseClass, CASE_CLASSES, featurize, MAX_CHARS, normaliseWord, TOKEN_CACHE_SIZE, UNK_ID, vocabFromFiles } from "../../../src/engine/ner/featurize.js";
import { tokenLexicon } from "../../../src/engine/ner/lexicon-features.js";
import { tokenize } from "../../../src/engine/ner/tokenize.js";

const cls = (s: string) => CASE_CLASSES[caseClass(s)];

describe("featurize", () => {
  const vocab = vocabFromFiles({ tokens: ["<pad>", "<unk>", "smith", "00", "köln"] }, { tokens: ["<pad>", "<unk>", "S", "m", "i", "t", "h", "0", "K", "ö", "l", "n"] });

  it("normalises words: lower case, digits to 0", () => {
    expect(normaliseWord("SMITH")).toBe("smith");
    expect(normaliseWord("2024")).toBe("0000");
    expect(normaliseWord("KÖLN")).toBe("köln");
  });

  it("maps words and chars through the vocabularies, unknowns to UNK, padding chars to 0", () => {
    const f = featurize(tokenize("Smith 42 Köln Zed"), vocab);
    expect(Array.from(f.wordIds)).toEqual([2, 3, 4, UNK_ID]);
    expect(Array.from(f.charIds.subarray(0, MAX_CHARS))).toEqual([2, 3, 4, 5, 6, ...Array(MAX_CHARS - 5).fill(0)]);
    expect(Array.from(f.charIds.subarray(MAX_CHARS, MAX_CHARS + 3))).toEqual([7, 7, 0]);
    // "Zed": Z, e, d are not in the char vocabulary
    expect(Array.from(f.charIds.subarray(3 * MAX_CHARS, 3 * MAX_CHARS + 4))).toEqual([UNK_ID, UNK_ID, UNK_ID, 0]);
  });

  it("gives a repeated token the same features at every occurrence as on its own", () => {
    const text = "Smith met smith , Smith and SMITH met Köln 42 Smith";
    const together = featurize(tokenize(text), vocab);
    tokenize(text).forEach((token, i) => {
      const alone = featurize([token], vocab);
      expect(together.wordIds[i]).toBe(alone.wordIds[0]);
      expect(together.caseIds[i]).toBe(alone.caseIds[0]);
      expect(Array.from(together.charIds.subarray(i * MAX_CHARS, (i + 1) * MAX_CHARS))).toEqual(Array.from(alone.charIds));
    });
  });

  it("points each repeated token at its first occurrence (distinctRow), case kept apart", () => {
    const f = featurize(tokenize("Smith smith Smith 42 Smith 42"), vocab);
    expect(Array.from(f.distinctRow)).toEqual([0, 1, 0, 3, 0, 3]);
  });

  it("truncates long tokens to MAX_CHARS code points", () => {
    const long = "Smith".repeat(6);
    const f = featurize(tokenize(long), vocab);
    expect(f.charIds.length).toBe(MAX_CHARS);
    expect(f.charIds.every((c) => c !== 0)).toBe(true);
  });

  it("assigns casing classes", () => {
    expect(cls("smith")).toBe("lower");
    expect(cls("SMITH")).toBe("upper");
    expect(cls("Smith")).toBe("title");
    expect(cls("I")).toBe("title");
    expect(cls("McDonald")).toBe("mixed");
    expect(cls("2024")).toBe("numeric");
    expect(cls(",")).toBe("punct");
    // emoji are symbols (\p{So}) and share the punctuation class; "other" is what is neither
    expect(cls("😂")).toBe("punct");
    expect(cls("\ue000")).toBe("other");
    expect(cls("Ärzte")).toBe("title");
  });

  it("rejects vocabulary files without the pad/unk header", () => {
    expect(() => vocabFromFiles({ tokens: ["smith"] }, { tokens: ["<pad>", "<unk>"] })).toThrow(/vocab.json/);
  });
});

describe("featurize against the vectors exported by the training pipeline", () => {
  interface Golden {
    vocab: string;
    chars: string;
    /** The model was trained with word-list bits in its case ids (features.json). */
    lexicon?: boolean;
    sentences: { text: string; tokens: { text: string; start: number; end: number }[]; wordIds: number[]; charIds: number[][]; caseIds: number[] }[];
  }
  const golden = JSON.parse(readFileSync("fixtures/ner/featurize-golden.json", "utf8")) as Golden;
  const vocab = vocabFromFiles(JSON.parse(readFileSync(golden.vocab, "utf8")), JSON.parse(readFileSync(golden.chars, "utf8")), golden.lexicon ? tokenLexicon() : undefined);

  it("describes the shipped model's features", () => {
    const features = JSON.parse(readFileSync(golden.vocab.replace(/vocab\.json$/, "features.json"), "utf8")) as { lexicon?: boolean };
    expect(golden.lexicon === true).toBe(features.lexicon === true);
  });

  it("covers accents and emoji", () => {
    expect(golden.sentences.some((s) => /\p{Extended_Pictographic}/u.test(s.text))).toBe(true);
    expect(golden.sentences.some((s) => /[öñé]/u.test(s.text))).toBe(true);
  });

  for (const s of golden.sentences) {
    it(`reproduces tokens and ids: ${s.text.slice(0, 30)}...`, () => {
      const tokens = tokenize(s.text);
      expect(tokens.map((t) => ({ text: t.text, start: t.start, end: t.end }))).toEqual(s.tokens);
      const f = featurize(tokens, vocab);
      expect(Array.from(f.wordIds)).toEqual(s.wordIds);
      expect(Array.from(f.caseIds)).toEqual(s.caseIds);
      expect(Array.from({ length: f.length }, (_, i) => Array.from(f.charIds.subarray(i * MAX_CHARS, (i + 1) * MAX_CHARS)))).toEqual(s.charIds);
    });
  }
});

describe("featurize's cache of token features", () => {
  it("gives the same features for a text featurised again, after other texts, and after the cache started over", () => {
    const vocab = vocabFromFiles({ tokens: ["<pad>", "<unk>", "the", "0000", "smith"] }, { tokens: ["<pad>", "<unk>", "t", "h", "e", "S", "0"] });
    const text = "The Smith 2024 the smith THE";
    const fresh = featurize(tokenize(text), vocab);
    const again = featurize(tokenize(text), vocab);
    expect(again).toEqual(fresh);
    // more distinct tokens than the cache holds: it starts over, and features stay the same
    const many = Array.from({ length: TOKEN_CACHE_SIZE + 10 }, (_, i) => `w${i.toString(36)}x`).join(" ");
    featurize(tokenize(many), vocab);
    expect(featurize(tokenize(text), vocab)).toEqual(fresh);
    // a different vocabulary has its own cache
    const other = vocabFromFiles({ tokens: ["<pad>", "<unk>", "smith"] }, { tokens: ["<pad>", "<unk>"] });
    expect(featurize(tokenize("smith"), other).wordIds).toEqual(new Int32Array([2]));
    expect(featurize(tokenize("the"), other).wordIds).toEqual(new Int32Array([1]));
  });
});
