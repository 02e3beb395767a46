/**
 * Long texts are cut into overlapping token windows (the model sees at most `size` tokens at a
 * time), and the per-window emissions are stitched back into one [T, L] matrix before a single
 * Viterbi pass over the whole text. Decoding once over stitched emissions means an entity that
 * crosses a window edge is decoded from one consistent tag sequence: never lost, never twice.
 *
 * Each token takes its emissions from the window where it sits farthest from a cut edge (the
 * text's own start and end are not cuts), so every token is scored with as much context on both
 * sides as the windows allow.
 */
import type { TokenOffsets } from "./spans.js";

export interface WindowOptions {
  /** Most tokens per window. */
  size: number;
  /** Tokens shared by consecutive windows (context on each side of a cut). */
  overlap: number;
}

export const DEFAULT_WINDOW: WindowOptions = { size: 256, overlap: 32 };

/** Token range [start, end) of one window. */
export interface TokenWindow {
  start: number;
  end: number;
}

/**
 * Token indexes where a sentence starts (after ".", "!", "?", "…" or a line break), used to prefer
 * cutting windows between sentences. Index 0 is not included.
 */
export function sentenceStarts(text: string, tokens: readonly TokenOffsets[]): number[] {
  const starts: number[] = [];
  for (let i = 1; i < tokens.length; i++) {
    const prev = tokens[i - 1]!;
    const prevText = text.slice(prev.start, prev.end);
    if (/^[.!?\u2026\u3002]$/.test(prevText) || text.slice(prev.end, tokens[i]!.start).includes("\n")) starts.push(i);
  }
  return starts;
}

/**
 * Plan windows over n tokens. A text of at most `size` tokens is one window. A longer text gets
 * windows of exactly `size` tokens (so windows of all long texts batch together without padding,
 * see pool.ts): the first is [0, size), each next one ends at most `size - overlap` tokens after
 * the previous end (so consecutive windows share at least `overlap` tokens), preferably at a
 * sentence start in the second half of that stride, and the last one ends at n.
 */
export function planWindows(n: number, options: WindowOptions = DEFAULT_WINDOW, starts: readonly number[] = []): TokenWindow[] {
  const { size, overlap } = options;
  if (!Number.isInteger(size) || size < 1) throw new Error("window.size: must be a positive integer");
  if (!Number.isInteger(overlap) || overlap < 0 || overlap * 2 >= size) {
    throw new Error("window.overlap: must be an integer >= 0 and less than half of window.size");
  }
  if (n === 0) return [];
  if (n <= size) return [{ start: 0, end: n }];
  const stride = size - overlap;
  const windows: TokenWindow[] = [{ start: 0, end: size }];
  let end = size;
  while (end < n) {
    end = end + stride >= n ? n : (lastIn(starts, end + Math.ceil(stride / 2), end + stride) ?? end + stride);
    windows.push({ start: end - size, end });
  }
  return windows;
}

/** Largest value v in sorted `xs` with lo <= v <= hi. */
function lastIn(xs: readonly number[], lo: number, hi: number): number | undefined {
  let found: number | undefined;
  for (const x of xs) {
    if (x > hi) break;
    if (x >= lo) found = x;
  }
  return found;
}

/**
 * For each token, the window it should take its emissions from: the one where its distance to the
 * nearest cut edge is largest (ties go to the earlier window).
 */
export function ownerOfTokens(n: number, windows: readonly TokenWindow[]): Int32Array {
  const owner = new Int32Array(n).fill(-1);
  const best = new Float64Array(n).fill(-1);
  windows.forEach((w, k) => {
    for (let t = w.start; t < w.end; t++) {
      const left = w.start === 0 ? Infinity : t - w.start;
      const right = w.end === n ? Infinity : w.end - 1 - t;
      const d = Math.min(left, right);
      if (d > best[t]!) {
        best[t] = d;
        owner[t] = k;
      }
    }
  });
  for (let t = 0; t < n; t++) if (owner[t]! < 0) throw new Error(`windows: token ${t} is not covered`);
  return owner;
}

/** Stitch per-window emissions ([window length, L] each) into one [n, L] matrix. */
export function stitchEmissions(
  n: number,
  numTags: number,
  windows: readonly TokenWindow[],
  emissions: readonly Float32Array[],
): Float32Array {
  if (emissions.length !== windows.length) throw new Error("windows: one emission matrix per window expected");
  const owner = ownerOfTokens(n, windows);
  const out = new Float32Array(n * numTags);
  for (let t = 0; t < n; t++) {
    const k = owner[t]!;
    const w = windows[k]!;
    const src = emissions[k]!;
    if (src.length < (w.end - w.start) * numTags) throw new Error(`windows: emissions of window ${k} too short`);
    const from = (t - w.start) * numTags;
    out.set(src.subarray(from, from + numTags), t * numTags);
  }
  return out;
}
