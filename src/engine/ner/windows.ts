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

export interface WindowOptions {
  /** Most tokens per window. */
  size: number;
  /** Tokens shared by consecutive windows (context on each side of a cut). */
  overlap: number;
}

export const DEFAULT_WINDOW: WindowOptions = { size: 256, overlap: 16 };

/** Token range [start, end) of one window. */
export interface TokenWindow {
  start: number;
  end: number;
}

/** Window lengths are rounded up to a multiple of this (for sizes of at least 4 grains). */
const LENGTH_GRAIN = 16;

/**
 * Plan windows over n tokens. A text of at most `size` tokens is one window. A longer text gets
 * the fewest windows that can cover it with `overlap` shared tokens at each cut, all of one length
 * m <= size (so a text's windows batch together without padding, see pool.ts), spread evenly
 * from the text's start to its end. Against windows of exactly `size` tokens this saves the work
 * of a last window that reaches far back into the one before it (measured on 10 KB documents:
 * 7 % of the tokens run instead of 22 % extra). m is rounded up to a multiple of 16, so that the
 * workers' onnxruntime memory arena sees a handful of tensor shapes rather than one per text
 * (which grew resident memory by about 6 %).
 */
export function planWindows(n: number, options: WindowOptions = DEFAULT_WINDOW): TokenWindow[] {
  const { size, overlap } = options;
  if (!Number.isInteger(size) || size < 1) throw new Error("window.size: must be a positive integer");
  if (!Number.isInteger(overlap) || overlap < 0 || overlap * 2 >= size) {
    throw new Error("window.overlap: must be an integer >= 0 and less than half of window.size");
  }
  if (n === 0) return [];
  if (n <= size) return [{ start: 0, end: n }];
  const k = Math.ceil((n - overlap) / (size - overlap));
  let m = Math.ceil((n + (k - 1) * overlap) / k);
  while (Math.ceil((n - m) / (k - 1)) > m - overlap) m++; // integer starts: keep every shared run >= overlap
  if (size >= 4 * LENGTH_GRAIN) m = Math.min(size, Math.ceil(m / LENGTH_GRAIN) * LENGTH_GRAIN);
  return Array.from({ length: k }, (_, i) => {
    const start = i === k - 1 ? n - m : Math.floor((i * (n - m)) / (k - 1));
    return { start, end: start + m };
  });
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

/**
 * Stitch per-window emissions ([window length, L] each) into one [n, L] matrix, all at once: what
 * decode.ts does window by window as the batches come back (its tests compare the two).
 */
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
