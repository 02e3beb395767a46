import { describe, expect, it } from "vitest";
import { makeCrf, marginals, marginalsNear, viterbi, type Crf } from "../../../src/engine/ner/crf.js";
import { parseTagSet, transitionAllowed, startAllowed, type TagSet } from "../../../src/engine/ner/labels.js";

const TAGS = parseTagSet(["O", "B-PER", "I-PER", "B-LOC", "I-LOC"]);
const L = TAGS.tags.length;
const id = (tag: string) => TAGS.tags.indexOf(tag);

function zeroCrf(tags: TagSet = TAGS): Crf {
  const n = tags.tags.length;
  return makeCrf(tags, { transitions: new Float64Array(n * n), start: new Float64Array(n), end: new Float64Array(n) });
}

/** Emissions [T, L] from rows of {tag: score}; unspecified tags score 0. */
function emissionsOf(rows: Record<string, number>[]): Float32Array {
  const e = new Float32Array(rows.length * L);
  rows.forEach((row, t) => {
    for (const [tag, s] of Object.entries(row)) e[t * L + id(tag)] = s;
  });
  return e;
}

/** Deterministic pseudo-random numbers (no Math.random in tests). */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Every allowed path with its unnormalised log score, by enumeration. */
function allPaths(crf: Crf, tags: TagSet, e: ArrayLike<number>, T: number): { path: number[]; score: number }[] {
  const out: { path: number[]; score: number }[] = [];
  const n = tags.tags.length;
  const rec = (path: number[]) => {
    if (path.length === T) {
      let s = crf.start[path[0]!]! + crf.end[path[T - 1]!]!;
      for (let t = 0; t < T; t++) {
        s += e[t * n + path[t]!]!;
        if (t > 0) s += crf.transitions[path[t - 1]! * n + path[t]!]!;
      }
      if (Number.isFinite(s)) out.push({ path: [...path], score: s });
      return;
    }
    for (let j = 0; j < n; j++) rec([...path, j]);
  };
  rec([]);
  return out;
}

function randomCrf(rand: () => number): { crf: Crf; e: Float32Array; T: number } {
  const T = 4;
  const transitions = Float64Array.from({ length: L * L }, () => rand() * 4 - 2);
  const start = Float64Array.from({ length: L }, () => rand() * 2 - 1);
  const end = Float64Array.from({ length: L }, () => rand() * 2 - 1);
  const e = Float32Array.from({ length: T * L }, () => rand() * 6 - 3);
  return { crf: makeCrf(TAGS, { transitions, start, end }), e, T };
}

describe("BIO tag set", () => {
  it("parses prefixes and types", () => {
    expect(TAGS.prefix).toEqual(["O", "B", "I", "B", "I"]);
    expect(TAGS.type).toEqual(["", "PER", "PER", "LOC", "LOC"]);
    expect(TAGS.types).toEqual(["PER", "LOC"]);
  });

  it("allows I-X only after B-X or I-X, and never first", () => {
    expect(transitionAllowed(TAGS, id("B-PER"), id("I-PER"))).toBe(true);
    expect(transitionAllowed(TAGS, id("I-PER"), id("I-PER"))).toBe(true);
    expect(transitionAllowed(TAGS, id("O"), id("I-PER"))).toBe(false);
    expect(transitionAllowed(TAGS, id("B-LOC"), id("I-PER"))).toBe(false);
    expect(transitionAllowed(TAGS, id("I-PER"), id("B-LOC"))).toBe(true);
    expect(startAllowed(TAGS, id("I-LOC"))).toBe(false);
    expect(startAllowed(TAGS, id("B-LOC"))).toBe(true);
  });

  it("rejects malformed tag lists with the rule", () => {
    expect(() => parseTagSet(["O", "B-PER", "B-PER"])).toThrow(/duplicate/);
    expect(() => parseTagSet(["O", "PER"])).toThrow(/"O", "B-<TYPE>" or "I-<TYPE>"/);
    expect(() => parseTagSet(["O", "I-PER"])).toThrow(/without a matching B-/);
    expect(() => parseTagSet(["B-PER"])).toThrow(/must contain the tag "O"/);
    expect(() => parseTagSet([])).toThrow(/at least one/);
  });
});

describe("Viterbi decoding", () => {
  it("follows the emissions when transitions are neutral", () => {
    const e = emissionsOf([{ "B-PER": 3 }, { "I-PER": 3 }, { O: 3 }, { "B-LOC": 3 }]);
    expect(Array.from(viterbi(zeroCrf(), e, 4))).toEqual([id("B-PER"), id("I-PER"), id("O"), id("B-LOC")]);
  });

  it("never starts with I-X, nor puts I-X after O or after another type", () => {
    // Emissions alone would say I-PER first, I-PER after O, and I-LOC right after B-PER.
    const e = emissionsOf([
      { "I-PER": 5, "B-PER": 4 },
      { O: 3 },
      { "I-PER": 5, "B-PER": 4 },
      { "I-LOC": 5, "I-PER": 4.5 },
    ]);
    expect(Array.from(viterbi(zeroCrf(), e, 4))).toEqual([id("B-PER"), id("O"), id("B-PER"), id("I-PER")]);
  });

  it("lets learned transitions overturn a weak emission", () => {
    const transitions = new Float64Array(L * L);
    transitions[id("B-PER") * L + id("I-PER")] = 2; // a name usually goes on
    const crf = makeCrf(TAGS, { transitions, start: new Float64Array(L), end: new Float64Array(L) });
    const e = emissionsOf([{ "B-PER": 3 }, { O: 1, "I-PER": 0.5 }]);
    expect(Array.from(viterbi(crf, e, 2))).toEqual([id("B-PER"), id("I-PER")]);
    expect(Array.from(viterbi(zeroCrf(), e, 2))).toEqual([id("B-PER"), id("O")]);
  });

  it("finds the best allowed path (checked against enumeration of every path)", () => {
    const rand = lcg(42);
    for (let k = 0; k < 20; k++) {
      const { crf, e, T } = randomCrf(rand);
      const paths = allPaths(crf, TAGS, e, T);
      const best = paths.reduce((a, b) => (b.score > a.score ? b : a));
      expect(Array.from(viterbi(crf, e, T))).toEqual(best.path);
    }
  });

  it("prunes nothing that matters: long, peaked sequences decode as a full scan over every pair of tags does", () => {
    // The decoder skips predecessors far behind the step's best; peaked emissions (a clear tag on
    // most tokens, as real text has) make it skip most of them. A plain O(T*L*L) scan is the reference.
    const rand = lcg(7);
    const fullScan = (crf: Crf, e: Float32Array, T: number): number[] => {
      let score = Array.from({ length: L }, (_, j) => crf.start[j]! + e[j]!);
      const back: number[][] = [];
      for (let t = 1; t < T; t++) {
        const row: number[] = [];
        score = Array.from({ length: L }, (_, j) => {
          let best = -Infinity;
          let arg = 0;
          for (let i = 0; i < L; i++) {
            const s = score[i]! + crf.transitions[i * L + j]!;
            if (s > best) [best, arg] = [s, i];
          }
          row.push(arg);
          return best + e[t * L + j]!;
        });
        back.push(row);
      }
      let last = 0;
      for (let j = 1; j < L; j++) if (score[j]! + crf.end[j]! > score[last]! + crf.end[last]!) last = j;
      const path = [last];
      for (let t = T - 1; t > 0; t--) path.unshift(back[t - 1]![path[0]!]!);
      return path;
    };
    for (let k = 0; k < 30; k++) {
      const T = 50 + Math.floor(rand() * 200);
      const transitions = Float64Array.from({ length: L * L }, () => rand() * 8 - 4);
      const crf = makeCrf(TAGS, { transitions, start: new Float64Array(L), end: new Float64Array(L) });
      const e = new Float32Array(T * L);
      for (let t = 0; t < T; t++) {
        const peak = Math.floor(rand() * L);
        for (let j = 0; j < L; j++) e[t * L + j] = (j === peak ? 6 + rand() * 10 : 0) + rand() * 2;
      }
      expect(Array.from(viterbi(crf, e, T))).toEqual(fullScan(crf, e, T));
    }
  });

  it("handles empty and one-token sequences", () => {
    expect(viterbi(zeroCrf(), new Float32Array(0), 0).length).toBe(0);
    expect(Array.from(viterbi(zeroCrf(), emissionsOf([{ "B-LOC": 1 }]), 1))).toEqual([id("B-LOC")]);
  });
});

describe("forward-backward marginals", () => {
  it("rows sum to 1 and equal the marginals of the enumerated path distribution", () => {
    const rand = lcg(7);
    for (let k = 0; k < 10; k++) {
      const { crf, e, T } = randomCrf(rand);
      const m = marginals(crf, e, T);
      const paths = allPaths(crf, TAGS, e, T);
      const max = Math.max(...paths.map((p) => p.score));
      const z = paths.reduce((s, p) => s + Math.exp(p.score - max), 0);
      for (let t = 0; t < T; t++) {
        let row = 0;
        for (let j = 0; j < L; j++) {
          const expected = paths.filter((p) => p.path[t] === j).reduce((s, p) => s + Math.exp(p.score - max), 0) / z;
          expect(m[t * L + j]).toBeCloseTo(expected, 10);
          row += m[t * L + j]!;
        }
        expect(row).toBeCloseTo(1, 12);
      }
    }
  });

  it("gives forbidden tags zero probability", () => {
    const e = emissionsOf([{ "I-PER": 9 }, { O: 1 }]);
    const m = marginals(zeroCrf(), e, 2);
    expect(m[id("I-PER")]).toBe(0);
    expect(m[id("I-LOC")]).toBe(0);
  });

  it("stays finite for long sequences with large emissions", () => {
    const T = 2000;
    const e = new Float32Array(T * L);
    for (let t = 0; t < T; t++) e[t * L + (t % 3 === 0 ? id("B-PER") : id("O"))] = 40;
    const m = marginals(zeroCrf(), e, T);
    expect(m.every(Number.isFinite)).toBe(true);
    expect(m[(T - 1) * L + id("O")]).toBeCloseTo(1, 6); // 1999 is not a multiple of 3: O
    expect(m[(T - 2) * L + id("B-PER")]).toBeCloseTo(1, 6); // 1998 = 3 * 666: B-PER
  });
});

describe("marginals near spans", () => {
  const rand = lcg(99);
  const T = 300;
  const crf = makeCrf(TAGS, {
    transitions: Float64Array.from({ length: L * L }, () => rand() * 2 - 1),
    start: Float64Array.from({ length: L }, () => rand() - 0.5),
    end: Float64Array.from({ length: L }, () => rand() - 0.5),
  });
  const e = Float32Array.from({ length: T * L }, () => rand() * 6 - 3);
  const exact = marginals(crf, e, T);
  const ranges = [
    { first: 3, last: 5 },
    { first: 100, last: 101 },
    { first: 104, last: 110 }, // merges with the one before (margins overlap)
    { first: 297, last: 299 },
  ];

  it("equals the full marginals when the margin reaches both ends of the text", () => {
    const near = marginalsNear(crf, e, T, [{ first: 150, last: 150 }], T);
    for (let k = 0; k < exact.length; k++) expect(near[k]).toBeCloseTo(exact[k]!, 12);
  });

  it("is close to the full marginals on the ranges' tokens and zero far from them", () => {
    const near = marginalsNear(crf, e, T, ranges, 8);
    let worst = 0;
    for (const r of ranges) {
      for (let t = r.first; t <= r.last; t++) for (let j = 0; j < L; j++) worst = Math.max(worst, Math.abs(near[t * L + j]! - exact[t * L + j]!));
    }
    expect(worst).toBeLessThan(1e-3);
    expect(Array.from(near.subarray(50 * L, 51 * L))).toEqual([0, 0, 0, 0, 0]);
    for (const r of ranges) {
      let row = 0;
      for (let j = 0; j < L; j++) row += near[r.first * L + j]!;
      expect(row).toBeCloseTo(1, 12);
    }
  });
});

// The shipped crf.json carries a decision bias against O folded into start[O] and every
// transition into O (models/train/train.py crf_json). The runtime decodes the file as it is, so
// that folding must be exactly "O's emission lowered by the bias at every token".
describe("O bias folded into crf.json", () => {
  const rand = lcg(7);
  const T = 12;
  const bias = 0.75;
  const o = id("O");
  const transitions = Float64Array.from({ length: L * L }, () => rand() * 4 - 2);
  const start = Float64Array.from({ length: L }, () => rand() * 2 - 1);
  const end = Float64Array.from({ length: L }, () => rand() * 2 - 1);
  const raw = makeCrf(TAGS, { transitions, start, end });
  const folded = makeCrf(TAGS, {
    transitions: transitions.map((s, k) => (k % L === o ? s - bias : s)),
    start: start.map((s, j) => (j === o ? s - bias : s)),
    end,
  });

  it("decodes and scores like lowering O's emission at every token", () => {
    for (let trial = 0; trial < 20; trial++) {
      const e = Float32Array.from({ length: T * L }, () => rand() * 4 - 2);
      const lowered = Float64Array.from(e, (s, k) => (k % L === o ? s - bias : s)); // in double, like the folded scores
      expect(Array.from(viterbi(folded, e, T))).toEqual(Array.from(viterbi(raw, lowered, T)));
      const a = marginals(folded, e, T);
      const b = marginals(raw, lowered, T);
      for (let k = 0; k < a.length; k++) expect(a[k]).toBeCloseTo(b[k]!, 9);
    }
  });

  it("moves decisions away from O", () => {
    let oRaw = 0;
    let oFolded = 0;
    for (let trial = 0; trial < 50; trial++) {
      const e = Float32Array.from({ length: T * L }, () => rand() * 4 - 2);
      for (const t of viterbi(raw, e, T)) oRaw += t === o ? 1 : 0;
      for (const t of viterbi(folded, e, T)) oFolded += t === o ? 1 : 0;
    }
    expect(oFolded).toBeLessThan(oRaw);
  });
});
