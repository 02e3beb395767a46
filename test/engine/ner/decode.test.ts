/**
 * Decoding a text's windows as they come back from the workers (decode.ts) gives exactly what
 * decoding them all at once gives (stitch, bar tab cells, Viterbi per paragraph, spans,
 * confidences), whatever order the windows arrive in, with blank lines and tabs in the text.
 */
import { describe, expect, it } from "vitest";
import { barCellCrossings } from "../../../src/engine/ner/cell-boundaries.js";
import { makeCrf, marginalsNear, viterbi } from "../../../src/engine/ner/crf.js";
import { decodedSpans, EmissionDecoder, paragraphStarts } from "../../../src/engine/ner/decode.js";
import { parseTagSet } from "../../../src/engine/ner/labels.js";
import { assembleCandidates, marginalScorer } from "../../../src/engine/ner/spans.js";
import { tokenize } from "../../../src/engine/ner/tokenize.js";
import { planWindows, stitchEmissions, type TokenWindow } from "../../../src/engine/ner/windows.js";

const TAGS = parseTagSet(["O", "B-NAME", "I-NAME", "B-LOCATION_CITY", "I-LOCATION_CITY", "B-ORGANIZATION", "I-ORGANIZATION"]);
const L = TAGS.tags.length;

/** Deterministic pseudo-random numbers (no Math.random in tests). */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function randomCrf(rand: () => number) {
  const f = (n: number) => Float64Array.from({ length: n }, () => rand() * 4 - 2);
  return makeCrf(TAGS, { transitions: f(L * L), start: f(L), end: f(L) });
}

function randomText(rand: () => number, words: number): string {
  const pool = ["Ana", "Lopez", "lives", "in", "Porto", "and", "works", "at", "Acme", "Corp", "."];
  let text = "";
  for (let i = 0; i < words; i++) {
    const r = rand();
    text += i === 0 ? "" : r < 0.03 ? "\n\n" : r < 0.06 ? "\t" : r < 0.09 ? "\n" : " ";
    text += pool[Math.floor(rand() * pool.length)];
  }
  return text;
}

/** Each window's emissions: its own noisy reading of every token (windows disagree where they overlap). */
function windowEmissions(rand: () => number, windows: readonly TokenWindow[]): Float32Array[] {
  return windows.map((w) => Float32Array.from({ length: (w.end - w.start) * L }, () => rand() * 6 - 3));
}

/** The all-at-once decode, from the pure stages. */
function reference(crf: ReturnType<typeof makeCrf>, text: string, windows: readonly TokenWindow[], perWindow: Float32Array[]) {
  const tokens = tokenize(text);
  const n = tokens.length;
  const emissions = barCellCrossings(TAGS, stitchEmissions(n, L, windows, perWindow), tokens, text);
  const bounds = [0, ...paragraphStarts(tokens, text), n];
  const path = new Int32Array(n);
  for (let p = 0; p + 1 < bounds.length; p++) {
    const [a, b] = [bounds[p]!, bounds[p + 1]!];
    path.set(viterbi(crf, emissions.subarray(a * L, b * L), b - a), a);
  }
  const spans = decodedSpans(TAGS, path, tokens, text);
  return spans.length === 0 ? [] : assembleCandidates(text, spans, marginalScorer(TAGS, marginalsNear(crf, emissions, n, spans)));
}

function shuffled(rand: () => number, n: number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** A random CRF, text, its windows and their emissions, all from one seed. */
function randomCase(seed: number, words: (rand: () => number) => number, size: number, overlap: number) {
  const rand = lcg(seed);
  const crf = randomCrf(rand);
  const text = randomText(rand, words(rand));
  const tokens = tokenize(text);
  const windows = planWindows(tokens.length, { size, overlap });
  const perWindow = windowEmissions(rand, windows);
  return { rand, crf, text, tokens, windows, perWindow };
}

describe("EmissionDecoder", () => {
  it("gives the all-at-once result for windows arriving in order, in reverse and shuffled", () => {
    for (let seed = 1; seed <= 12; seed++) {
      const { rand, crf, text, tokens, windows, perWindow } = randomCase(seed, (r) => 150 + Math.floor(r() * 250), 48, 6);
      expect(windows.length).toBeGreaterThan(2);
      const expected = reference(crf, text, windows, perWindow);
      expect(expected.length).toBeGreaterThan(0);
      const orders = [windows.map((_, k) => k), windows.map((_, k) => windows.length - 1 - k), shuffled(rand, windows.length)];
      for (const order of orders) {
        const decoder = new EmissionDecoder({ tags: TAGS, crf }, text, tokens, windows);
        for (const k of order) decoder.accept(k, perWindow[k]!);
        expect(decoder.finish()).toEqual(expected);
      }
    }
  });

  it("decodes a one-window text the same way", () => {
    const { crf, text, tokens, windows, perWindow } = randomCase(99, () => 30, 256, 16);
    expect(windows).toHaveLength(1);
    const decoder = new EmissionDecoder({ tags: TAGS, crf }, text, tokens, windows);
    decoder.accept(0, perWindow[0]!);
    expect(decoder.finish()).toEqual(reference(crf, text, windows, perWindow));
  });

  it("refuses to finish with a window missing, and a window given twice", () => {
    const { crf, text, tokens, windows, perWindow } = randomCase(5, () => 200, 48, 6);
    const decoder = new EmissionDecoder({ tags: TAGS, crf }, text, tokens, windows);
    decoder.accept(0, perWindow[0]!);
    expect(() => decoder.accept(0, perWindow[0]!)).toThrow(/window 0 given twice/);
    expect(() => decoder.finish()).toThrow(/window 1 missing/);
  });
});
