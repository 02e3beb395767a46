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
  /** exp() of start and end, for forward-backward in probability space. */
  readonly expStart: Float64Array;
  readonly expEnd: Float64Array;
  /**
   * Allowed moves as adjacency lists: predecessors of each tag (into[j] = from[intoStart[j] ..
   * intoStart[j+1])) and successors of each tag (likewise). The BIO constraint leaves an I- tag only
   * two predecessors, which roughly halves the decoding work for a typical tag set.
   */
  readonly intoStart: Int32Array;
  readonly into: Int32Array;
  /** transitions[into[k] * L + j] for every k of tag j's predecessor list: the Viterbi inner loop reads it sequentially. */
  readonly intoScores: Float64Array;
  /** Largest minus smallest allowed transition score (0 when there is none): bounds how far behind a predecessor can start and still win. */
  readonly transitionSpread: number;
  /** Tags every tag may precede (O and the B- tags), and the others (the I- tags, with two predecessors each), ascending. */
  readonly openTargets: Int32Array;
  readonly boundTargets: Int32Array;
  /** exp() of the allowed transition scores, laid out like intoScores (forward pass) and along outOf (backward pass). */
  readonly intoExp: Float64Array;
  readonly outOfExp: Float64Array;
  readonly outOfStart: Int32Array;
  readonly outOf: Int32Array;
}

export function makeCrf(tags: TagSet, scores: CrfScores): Crf {
  const L = tags.tags.length;
  // back pointers are bytes (ViterbiBuffers)
  if (L > 256) throw new Error(`crf: at most 256 labels, not ${L}`);
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
  const tagIndices = Int32Array.from({ length: L }, (_, j) => j);
  /** Whether every tag may precede tag j. */
  const isOpen = (j: number): boolean => into.starts[j + 1]! - into.starts[j]! === L;
  const intoScores = new Float64Array(into.list.length);
  for (let j = 0; j < L; j++) {
    for (let k = into.starts[j]!; k < into.starts[j + 1]!; k++) intoScores[k] = transitions[into.list[k]! * L + j]!;
  }
  const outOfExp = new Float64Array(outOf.list.length);
  for (let i = 0; i < L; i++) {
    for (let k = outOf.starts[i]!; k < outOf.starts[i + 1]!; k++) outOfExp[k] = Math.exp(transitions[i * L + outOf.list[k]!]!);
  }
  // Learned scores are small (|s| < ~20), so exp() of them is safe in float64.
  return {
    numTags: L,
    transitions,
    start,
    end,
    expStart: start.map(Math.exp),
    expEnd: end.map(Math.exp),
    intoStart: into.starts,
    into: into.list,
    intoScores,
    transitionSpread: spread(transitions),
    openTargets: tagIndices.filter(isOpen),
    boundTargets: tagIndices.filter((j) => !isOpen(j)),
    intoExp: intoScores.map(Math.exp),
    outOfExp,
    outOfStart: outOf.starts,
    outOf: outOf.list,
  };
}

/**
 * Best tag sequence (Viterbi). `emissions` holds at least T * L values.
 *
 * Exact, with one shortcut: a predecessor i can only beat the step's best-scoring tag m for any
 * target if score[i] >= score[m] - spread, where spread is the range of the allowed transition
 * scores. On a clear O token every other tag is far below that bound, so the targets that any tag
 * may precede (O and the B- tags) scan only the few live predecessors instead of all L, and with
 * one live tag take its row of transitions as it is. Live tags are kept in index order, so ties
 * break exactly as a full scan would. (The one-live path, the best score kept as each row is
 * written and byte back pointers took 100,000 mostly-O tokens of 33 tags from 0.84 to 0.53 µs a
 * token; the paths are the same.)
 */
export function viterbi(crf: Crf, emissions: ArrayLike<number>, T: number): Int32Array {
  const L = crf.numTags;
  const path = new Int32Array(T);
  if (T === 0) return path;
  const stream = new ViterbiStream(crf, T, {
    back: scratchU8(0, T * L),
    score: scratchF64(4, L),
    next: scratchF64(5, L),
    live: scratchI32(1, L),
  });
  stream.advance(emissions, T);
  stream.finish(path);
  return path;
}

/**
 * Working arrays of a ViterbiStream: back pointers [T * L] (a tag index, one byte: a tag set has
 * fewer than 256 tags, and a 500 KB document's pointers took 13 MB as 32-bit integers), two score
 * rows and the live list [L].
 */
export interface ViterbiBuffers {
  back: Uint8Array;
  score: Float64Array;
  next: Float64Array;
  live: Int32Array;
}

/**
 * Viterbi's forward pass token by token, as emissions become available (a long text's windows
 * come back from the workers one batch at a time, and the pass over the rows already in runs
 * while the rest are computed); finish() backtracks once all T tokens are in. The same steps as
 * viterbi(), which runs on it: the path is identical however the tokens are fed.
 */
export class ViterbiStream {
  private t = 0;
  private score: Float64Array;
  private next: Float64Array;
  private readonly back: Uint8Array;
  private readonly live: Int32Array;

  constructor(
    private readonly crf: Crf,
    readonly T: number,
    buffers: ViterbiBuffers = {
      back: new Uint8Array(T * crf.numTags),
      score: new Float64Array(crf.numTags),
      next: new Float64Array(crf.numTags),
      live: new Int32Array(crf.numTags),
    },
  ) {
    ({ back: this.back, score: this.score, next: this.next, live: this.live } = buffers);
  }

  /** Tokens consumed so far. */
  get consumed(): number {
    return this.t;
  }

  /** Consume tokens up to `upTo` (exclusive): emissions row t at t * L, for t < upTo. */
  advance(emissions: ArrayLike<number>, upTo: number): void {
    const crf = this.crf;
    const L = crf.numTags;
    const until = Math.min(upTo, this.T);
    if (this.t >= until) return;
    // locals, not property loads, in the hot loop (this runs over every token of every text)
    const { intoScores, intoStart, into, transitions, start, transitionSpread, openTargets, boundTargets } = crf;
    const back = this.back;
    const live = this.live;
    let score = this.score;
    let next = this.next;
    let t = this.t;
    if (t === 0) {
      for (let j = 0; j < L; j++) score[j] = start[j]! + emissions[j]!;
      t = 1;
    }
    // the best score of the row before, kept as each row is written
    let top = -Infinity;
    for (let i = 0; i < L; i++) if (score[i]! > top) top = score[i]!;
    for (; t < until; t++) {
      const row = t * L;
      const bound = top - transitionSpread;
      top = -Infinity;
      let nLive = 0;
      for (let i = 0; i < L; i++) if (score[i]! >= bound) live[nLive++] = i;
      // targets any tag may precede: only the live ones can win (one, on a clear token)
      if (nLive === 1) {
        const i = live[0]!;
        const from = score[i]!;
        const base = i * L;
        for (let n = 0; n < openTargets.length; n++) {
          const j = openTargets[n]!;
          const v = from + transitions[base + j]! + emissions[row + j]!;
          next[j] = v;
          back[row + j] = i;
          if (v > top) top = v;
        }
      } else {
        for (let n = 0; n < openTargets.length; n++) {
          const j = openTargets[n]!;
          let best = -Infinity;
          let arg = 0;
          for (let k = 0; k < nLive; k++) {
            const i = live[k]!;
            const s = score[i]! + transitions[i * L + j]!;
            if (s > best) {
              best = s;
              arg = i;
            }
          }
          const v = best + emissions[row + j]!;
          next[j] = v;
          back[row + j] = arg;
          if (v > top) top = v;
        }
      }
      // the other targets: their few predecessors
      for (let n = 0; n < boundTargets.length; n++) {
        const j = boundTargets[n]!;
        let best = -Infinity;
        let arg = 0;
        for (let k = intoStart[j]!, stop = intoStart[j + 1]!; k < stop; k++) {
          const i = into[k]!;
          const s = score[i]! + intoScores[k]!;
          if (s > best) {
            best = s;
            arg = i;
          }
        }
        const v = best + emissions[row + j]!;
        next[j] = v;
        back[row + j] = arg;
        if (v > top) top = v;
      }
      const swap = score;
      score = next;
      next = swap;
    }
    this.t = t;
    this.score = score;
    this.next = next;
  }

  /** Backtrack into path[offset .. offset + T). Throws if not every token was consumed. */
  finish(path: Int32Array, offset = 0): void {
    const T = this.T;
    if (T === 0) return;
    if (this.t < T) throw new Error(`viterbi: ${this.t} of ${T} tokens consumed`);
    const L = this.crf.numTags;
    const { end } = this.crf;
    const score = this.score;
    const back = this.back;
    let best = -Infinity;
    let last = 0;
    for (let j = 0; j < L; j++) {
      const s = score[j]! + end[j]!;
      if (s > best) {
        best = s;
        last = j;
      }
    }
    path[offset + T - 1] = last;
    for (let t = T - 1; t > 0; t--) path[offset + t - 1] = back[t * L + path[offset + t]!]!;
  }
}

/**
 * Posterior marginals P(tag_t = j | sentence) by forward-backward, [T, L] row-major; each row sums
 * to 1. Computed in probability space with per-step normalisation (L*L multiply-adds per token and
 * only L exp() calls), which is several times cheaper than log-space and exact to float64 precision.
 */
export function marginals(crf: Crf, emissions: ArrayLike<number>, T: number): Float64Array {
  const out = new Float64Array(T * crf.numTags);
  forwardBackward(crf, emissions, 0, T, crf.expStart, crf.expEnd, out);
  return out;
}

/**
 * Marginals of tokens [from, from + T) of `emissions` into out[from * L ...], with the given
 * start/end potentials (the CRF's own at the text's ends, free ones mid-text, see marginalsNear).
 */
function forwardBackward(
  crf: Crf,
  emissions: ArrayLike<number>,
  from: number,
  T: number,
  expStart: Float64Array,
  expEnd: Float64Array,
  out: Float64Array,
): void {
  const L = crf.numTags;
  if (T === 0) return;
  const { intoStart, into, outOfStart, outOf, intoExp, outOfExp } = crf;
  const base = from * L;
  // Per-token potentials exp(emission - max), shifted for range; the shift cancels on normalising.
  const pot = scratchF64(0, T * L);
  for (let t = 0; t < T; t++) {
    const row = t * L;
    let max = -Infinity;
    for (let j = 0; j < L; j++) max = Math.max(max, emissions[base + row + j]!);
    for (let j = 0; j < L; j++) pot[row + j] = Math.exp(emissions[base + row + j]! - max);
  }
  const alpha = scratchF64(1, T * L);
  for (let j = 0; j < L; j++) alpha[j] = expStart[j]! * pot[j]!;
  normalise(alpha, 0, L);
  for (let t = 1; t < T; t++) {
    const row = t * L;
    const prev = row - L;
    for (let j = 0; j < L; j++) {
      let s = 0;
      for (let k = intoStart[j]!, stop = intoStart[j + 1]!; k < stop; k++) {
        const i = into[k]!;
        s += alpha[prev + i]! * intoExp[k]!;
      }
      alpha[row + j] = s * pot[row + j]!;
    }
    normalise(alpha, row, L);
  }
  const beta = scratchF64(2, T * L);
  const lastRow = (T - 1) * L;
  for (let i = 0; i < L; i++) beta[lastRow + i] = expEnd[i]!;
  normalise(beta, lastRow, L);
  const weighted = scratchF64(3, L);
  for (let t = T - 2; t >= 0; t--) {
    const row = t * L;
    const nextRow = row + L;
    for (let j = 0; j < L; j++) weighted[j] = pot[nextRow + j]! * beta[nextRow + j]!;
    for (let i = 0; i < L; i++) {
      let s = 0;
      for (let k = outOfStart[i]!, stop = outOfStart[i + 1]!; k < stop; k++) {
        const j = outOf[k]!;
        s += outOfExp[k]! * weighted[j]!;
      }
      beta[row + i] = s;
    }
    normalise(beta, row, L);
  }
  for (let t = 0; t < T; t++) {
    const row = t * L;
    for (let j = 0; j < L; j++) out[base + row + j] = alpha[row + j]! * beta[row + j]!;
    normalise(out, base + row, L);
  }
}

/**
 * Working arrays reused from call to call (decoding is synchronous, so no two calls share them):
 * allocating them for every text was a large part of the garbage a batch of short records made.
 * Each slot grows to the longest text decoded, up to SCRATCH_MAX elements; longer texts get
 * arrays of their own, so a 500,000-character request does not pin its buffers afterwards.
 * Every caller writes each element it later reads, so no clearing is needed.
 */
const SCRATCH_MAX = 1 << 16;

type ScratchArray = Float64Array | Int32Array | Uint8Array;

/** One kind of working array, its slots growing as scratch arrays do (above). */
function scratchOf<A extends ScratchArray>(make: new (n: number) => A): (slot: number, n: number) => A {
  const slots: A[] = [];
  return (slot, n) => {
    if (n > SCRATCH_MAX) return new make(n);
    let a = slots[slot];
    if (!a || a.length < n) slots[slot] = a = new make(Math.min(SCRATCH_MAX, Math.max(n, 2 * (a?.length ?? 0))));
    return a;
  };
}

const scratchF64 = scratchOf(Float64Array);
const scratchI32 = scratchOf(Int32Array);
const scratchU8 = scratchOf(Uint8Array);

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
  const free = ones(L);
  for (const [from, to] of segments) {
    // Mid-text, any tag (an I- tag too) may precede or follow the segment: free boundaries.
    forwardBackward(crf, emissions, from, to - from, from === 0 ? crf.expStart : free, to === T ? crf.expEnd : free, out);
  }
  return out;
}

function spread(transitions: Float64Array): number {
  let lo = Infinity;
  let hi = -Infinity;
  for (const v of transitions) {
    if (v === -Infinity) continue;
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  return hi >= lo ? hi - lo : 0;
}

function ones(n: number): Float64Array {
  return new Float64Array(n).fill(1);
}
