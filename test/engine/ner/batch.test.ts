import { readFileSync } from "node:fs";
import { InferenceSession } from "onnxruntime-node";
import { describe, expect, it } from "vitest";
import { packBatch, type SeqView } from "../../../src/engine/ner/batch.js";
import { featurize, MAX_CHARS, vocabFromFiles } from "../../../src/engine/ner/featurize.js";
import { modelFeeds } from "../../../src/engine/ner/feeds.js";
import { tokenize } from "../../../src/engine/ner/tokenize.js";

const MODEL = "models/pii-ner-v2";
const vocab = vocabFromFiles(JSON.parse(readFileSync(`${MODEL}/vocab.json`, "utf8")), JSON.parse(readFileSync(`${MODEL}/chars.json`, "utf8")));

function view(text: string, start = 0, end?: number): SeqView {
  const f = featurize(tokenize(text), vocab);
  return { ...f, charWidth: MAX_CHARS, start, end: end ?? f.length };
}

/** The char row position (b, t) reads, widened back to MAX_CHARS. */
function charsAt(p: ReturnType<typeof packBatch>, b: number, t: number): number[] {
  const row = Number(p.charIndex[b * p.T + t]);
  const chars = Array.from(p.tokenChars.subarray(row * p.C, (row + 1) * p.C), Number);
  return [...chars, ...Array(MAX_CHARS - p.C).fill(0)];
}

describe("packBatch", () => {
  it("sends each distinct token's chars once and points every position at its row", () => {
    const s = view("the cat saw the dog and the cat ran .");
    const p = packBatch([s]);
    const distinct = new Set(tokenize("the cat saw the dog and the cat ran .").map((t) => t.text)).size;
    expect(p.U).toBe(distinct + 1); // + the padding row
    expect(p.charIndex[0]).toBe(p.charIndex[3]); // "the"
    expect(p.charIndex[1]).toBe(p.charIndex[7]); // "cat"
    expect(p.charIndex[1]).not.toBe(p.charIndex[0]);
    for (let t = 0; t < s.end; t++) {
      expect(charsAt(p, 0, t)).toEqual(Array.from(s.charIds.subarray(t * MAX_CHARS, (t + 1) * MAX_CHARS)));
      expect(Number(p.wordIds[t])).toBe(s.wordIds[t]);
      expect(Number(p.caseIds[t])).toBe(s.caseIds[t]);
    }
  });

  it("shares rows between windows of one text and between texts, and narrows C to the widest token", () => {
    const text = "Anna met Bob . Bob met Anna .";
    const a = view(text, 0, 4);
    const b = { ...a, start: 4, end: 8 }; // second window of the same features
    const other = view("Bob Bobby bob");
    const p = packBatch([a, b, other]);
    expect(p.T).toBe(4);
    expect(p.C).toBe(5); // "Bobby"
    expect(p.charIndex[1 * 4 + 0]).toBe(p.charIndex[0 * 4 + 2]); // "Bob" in both windows
    expect(p.charIndex[2 * 4 + 0]).toBe(p.charIndex[0 * 4 + 2]); // another text's "Bob": the same row
    expect(p.charIndex[2 * 4 + 1]).not.toBe(p.charIndex[0 * 4 + 2]); // "Bobby" starts with "Bob" but is another token
    expect(p.charIndex[2 * 4 + 2]).not.toBe(p.charIndex[0 * 4 + 2]); // "bob": other chars
    // Anna, met, Bob, ".", Bobby, bob + the padding row
    expect(p.U).toBe(7);
    for (let t = 0; t < 3; t++) expect(charsAt(p, 2, t)).toEqual(Array.from(other.charIds.subarray(t * MAX_CHARS, (t + 1) * MAX_CHARS)));
  });

  it("pads shorter sequences with id 0 and the all-padding row 0", () => {
    const p = packBatch([view("Hello there friend"), view("Hi")], 3);
    expect(Array.from(p.tokenChars.subarray(0, p.C), Number).every((c) => c === 0)).toBe(true);
    expect([p.wordIds[4], p.caseIds[4], p.charIndex[4], p.charIndex[5]]).toEqual([0n, 0n, 0n, 0n]);
    expect(p.charIndex[3]).not.toBe(0n);
    expect(() => packBatch([view("one two three four")], 3)).toThrow(/does not fit T = 3/);
  });

  it("gives the shipped model the same emissions as sending every position its own chars", async () => {
    const text = "Dr. Maria Gonzalez met maria gonzalez and Peter Schneider-Wolff in Berlin on 2024-03-01; Maria called Peter twice.";
    const s = view(text);
    const session = await InferenceSession.create(`${MODEL}/model.onnx`, { intraOpNumThreads: 1 });
    try {
      const shared = packBatch([s]);
      // every position its own row of MAX_CHARS chars, built here without packBatch
      const separate = {
        B: 1, T: s.end, U: s.end + 1, C: MAX_CHARS,
        wordIds: BigInt64Array.from(s.wordIds, BigInt),
        caseIds: BigInt64Array.from(s.caseIds, BigInt),
        charIndex: BigInt64Array.from({ length: s.end }, (_, i) => BigInt(i + 1)),
        tokenChars: BigInt64Array.from([...Array<number>(MAX_CHARS).fill(0), ...s.charIds.subarray(0, s.end * MAX_CHARS)], BigInt),
      };
      expect(shared.U).toBeLessThan(separate.U);
      const a = (await session.run(modelFeeds(shared))).emissions!.data as Float32Array;
      const b = (await session.run(modelFeeds(separate))).emissions!.data as Float32Array;
      expect(a.length).toBe(b.length);
      let worst = 0;
      for (let i = 0; i < a.length; i++) worst = Math.max(worst, Math.abs(a[i]! - b[i]!));
      expect(worst).toBeLessThan(1e-5);
    } finally {
      await session.release();
    }
  });
});
