/**
 * Linear-chain CRF decoding over the model's per-token emissions, done here rather than in the
 * ONNX graph: the model exports only emissions, crf.json carries the learned transition scores.
 *
 * Emissions are row-major [T, L] (token t, tag j at t * L + j). transitions[i * L + j] is the score
 * of tag i followed by tag j (pytorch-crf's convention). The BIO constraint (I-X only after B-X or
 * I-X, never first) is imposed on top of the learned scores, so the decoder can never produce an
 * ill-formed tag sequence, whatever the weights.
 */
import { startAllowed, transitionAllowed, type TagSet } from "./labels.js";

export interface CrfScores {
  /** L * L, row = previous tag. */
  readonly transitions: Float64Array;
  readonly start: Float64Array;
  readonly end: Float64Array;
}

/** A CRF ready for decoding: learned scores with the BIO constraint applied. */
export interface Crf {
  readonly numTags: number;
  /** Learned scores; forbidden moves are -Infinity. */
  readonly transitions: Float64Array;
  readonly start: Float64Array;
  readonly end: Float64Array;
  /** exp() of the three above (0 for forbidden moves), for forward-backward in probability space. */
  readonly expTransitions: Float64Array;
  readonly expStart: Float64Array;
  readonly expEnd: Float64Array;
  /**
   * Allowed moves as adjacency lists: predecessors of each tag (into[j] = from[intoStart[j] ..
   * intoStart[j+1])) and successors of each tag (likewise). The BIO constraint leaves an I- tag only
   * two predecessors, which roughly halves the decoding work for a typical tag set.
   */
  readonly intoStart: Int32Array;
  readonly into: Int32Array;
  readonly outOfStart: Int32Array;
  readonly outOf: Int32Array;
}

export function makeCrf(tags: TagSet, scores: CrfScores): Crf {
  const L = tags.tags.length;
  if (scores.transitions.length !== L * L || scores.start.length !== L || scores.end.length !== L) {
    throw new Error(`crf: sizes must match the ${L} labels`);
  }
  const transitions = new Float64Array(L * L);
  const start = new Float64Array(L);
  for (let i = 0; i < L; i++) {
    start[i] = startAllowed(tags, i) ? scores.start[i]! : -Infinity;
    for (let j = 0; j < L; j++) {
      transitions[i * L + j] = transitionAllowed(tags, i, j) ? scores.transitions[i * L + j]! : -Infinity;
    }
  }
  const end = Float64Array.from(scores.end);
  const adjacency = (allowed: (a: number, b: number) => boolean) => {
    const starts = new Int32Array(L + 1);
    const list: number[] = [];
    for (let a = 0; a < L; a++) {
      starts[a] = list.length;
      for (let b = 0; b < L; b++) if (allowed(a, b)) list.push(b);
    }
    starts[L] = list.length;
    return { starts, list: Int32Array.from(list) };
  };
  const into = adjacency((j, i) => transitions[i * L + j]! > -Infinity);
  const outOf = adjacency((i, j) => transitions[i * L + j]! > -Infinity);
  // Learned scores are small (|s| < ~20), so exp() of them is safe in float64.
  return {
    numTags: L,
    transitions,
    start,
    end,
    expTransitions: transitions.map(Math.exp),
    expStart: start.map(Math.exp),
    expEnd: end.map(Math.exp),
    intoStart: into.starts,
    into: into.list,
    outOfStart: outOf.starts,
    outOf: outOf.list,
  };
}

/** Best tag sequence (Viterbi). `emissions` holds at least T * L values. */
export function viterbi(crf: Crf, emissions: ArrayLike<number>, T: number): Int32Array {
  const L = crf.numTags;
  const path = new Int32Array(T);
  if (T === 0) return path;
  // locals, not property loads, in the hot loop (this runs over every token of every text)
  const { transitions, intoStart, into, start, end } = crf;
  const back = new Int32Array(T * L);
  let score = new Float64Array(L);
  let next = new Float64Array(L);
  for (let j = 0; j < L; j++) score[j] = start[j]! + emissions[j]!;
  for (let t = 1; t < T; t++) {
    const row = t * L;
    for (let j = 0; j < L; j++) {
      let best = -Infinity;
      let arg = 0;
      const stop = intoStart[j + 1]!;
      for (let k = intoStart[j]!; k < stop; k++) {
        const i = into[k]!;
        const s = score[i]! + transitions[i * L + j]!;
        if (s > best) {
          best = s;
          arg = i;
        }
      }
      next[j] = best + emissions[row + j]!;
      back[row + j] = arg;
    }
    const swap = score;
    score = next;
    next = swap;
  }
  let best = -Infinity;
  let last = 0;
  for (let j = 0; j < L; j++) {
    const s = score[j]! + end[j]!;
    if (s > best) {
      best = s;
      last = j;
    }
  }
  path[T - 1] = last;
  for (let t = T - 1; t > 0; t--) path[t - 1] = back[t * L + path[t]!]!;
  return path;
}

/**
 * Posterior marginals P(tag_t = j | sentence) by forward-backward, [T, L] row-major; each row sums
 * to 1. Computed in probability space with per-step normalisation (L*L multiply-adds per token and
 * only L exp() calls), which is several times cheaper than log-space and exact to float64 precision.
 */
export function marginals(crf: Crf, emissions: ArrayLike<number>, T: number): Float64Array {
  const L = crf.numTags;
  const out = new Float64Array(T * L);
  if (T === 0) return out;
  // Per-token potentials exp(emission - max), shifted for range; the shift cancels on normalising.
  const pot = new Float64Array(T * L);
  for (let t = 0; t < T; t++) {
    const row = t * L;
    let max = -Infinity;
    for (let j = 0; j < L; j++) max = Math.max(max, emissions[row + j]!);
    for (let j = 0; j < L; j++) pot[row + j] = Math.exp(emissions[row + j]! - max);
  }
  const alpha = new Float64Array(T * L);
  for (let j = 0; j < L; j++) alpha[j] = crf.expStart[j]! * pot[j]!;
  normalise(alpha, 0, L);
  for (let t = 1; t < T; t++) {
    const row = t * L;
    const prev = row - L;
    for (let j = 0; j < L; j++) {
      let s = 0;
      for (let k = crf.intoStart[j]!, stop = crf.intoStart[j + 1]!; k < stop; k++) {
        const i = crf.into[k]!;
        s += alpha[prev + i]! * crf.expTransitions[i * L + j]!;
      }
      alpha[row + j] = s * pot[row + j]!;
    }
    normalise(alpha, row, L);
  }
  const beta = new Float64Array(T * L);
  const lastRow = (T - 1) * L;
  for (let i = 0; i < L; i++) beta[lastRow + i] = crf.expEnd[i]!;
  normalise(beta, lastRow, L);
  const weighted = new Float64Array(L);
  for (let t = T - 2; t >= 0; t--) {
    const row = t * L;
    const nextRow = row + L;
    for (let j = 0; j < L; j++) weighted[j] = pot[nextRow + j]! * beta[nextRow + j]!;
    for (let i = 0; i < L; i++) {
      let s = 0;
      for (let k = crf.outOfStart[i]!, stop = crf.outOfStart[i + 1]!; k < stop; k++) {
        const j = crf.outOf[k]!;
        s += crf.expTransitions[i * L + j]! * weighted[j]!;
      }
      beta[row + i] = s;
    }
    normalise(beta, row, L);
  }
  for (let t = 0; t < T; t++) {
    const row = t * L;
    for (let j = 0; j < L; j++) out[row + j] = alpha[row + j]! * beta[row + j]!;
    normalise(out, row, L);
  }
  return out;
}

function normalise(a: Float64Array, from: number, n: number): void {
  let sum = 0;
  for (let k = from; k < from + n; k++) sum += a[k]!;
  if (sum > 0 && Number.isFinite(sum)) for (let k = from; k < from + n; k++) a[k]! /= sum;
}

/**
 * Marginals only where they are needed: forward-backward over each token range widened by
 * `margin` tokens on both sides (overlapping ranges merged), each segment decoded on its own with
 * the real start/end scores where it touches the text's ends and free boundaries elsewhere.
 * Rows outside the segments stay 0. Span confidences need marginals only on the spans' tokens,
 * and a CRF's influence fades within a few tokens, so this matches marginals() closely at a
 * fraction of the cost on long, mostly-O texts.
 */
export function marginalsNear(
  crf: Crf,
  emissions: ArrayLike<number>,
  T: number,
  ranges: readonly { first: number; last: number }[],
  margin = 8,
): Float64Array {
  const L = crf.numTags;
  const out = new Float64Array(T * L);
  const segments: [number, number][] = [];
  for (const r of [...ranges].sort((a, b) => a.first - b.first)) {
    const from = Math.max(0, r.first - margin);
    const to = Math.min(T, r.last + 1 + margin);
    const prev = segments[segments.length - 1];
    if (prev && from <= prev[1]) prev[1] = Math.max(prev[1], to);
    else segments.push([from, to]);
  }
  for (const [from, to] of segments) {
    // Mid-text, any tag (an I- tag too) may precede or follow the segment: free boundaries.
    const local: Crf = {
      ...crf,
      expStart: from === 0 ? crf.expStart : ones(L),
      expEnd: to === T ? crf.expEnd : ones(L),
    };
    const slice = Float64Array.from({ length: (to - from) * L }, (_, k) => emissions[from * L + k]!);
    out.set(marginals(local, slice, to - from), from * L);
  }
  return out;
}

function ones(n: number): Float64Array {
  return new Float64Array(n).fill(1);
}
