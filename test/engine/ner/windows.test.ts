import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeCrf, viterbi } from "../../../src/engine/ner/crf.js";
import { parseTagSet } from "../../../src/engine/ner/labels.js";
import { tagsToSpans } from "../../../src/engine/ner/spans.js";
import { tokenize } from "../../../src/engine/ner/tokenize.js";
import { ownerOfTokens, planWindows, stitchEmissions } from "../../../src/engine/ner/windows.js";

describe("window planning", () => {
  it("uses one window when the text fits", () => {
    expect(planWindows(10, { size: 16, overlap: 4 })).toEqual([{ start: 0, end: 10 }]);
    expect(planWindows(16, { size: 16, overlap: 4 })).toEqual([{ start: 0, end: 16 }]);
    expect(planWindows(0, { size: 16, overlap: 4 })).toEqual([]);
  });

  it("cuts the fewest windows of one length, spread evenly from the text's start to its end", () => {
    // 40 tokens, size 16, overlap 4: 3 windows are needed; 16 tokens each, starts 0, 12, 24.
    expect(planWindows(40, { size: 16, overlap: 4 })).toEqual([
      { start: 0, end: 16 },
      { start: 12, end: 28 },
      { start: 24, end: 40 },
    ]);
    // 30 tokens: still 3 windows, but 13 tokens each suffice (shared runs of 5 and 4 tokens)
    // instead of a third full window reaching back over most of the second.
    expect(planWindows(30, { size: 16, overlap: 4 })).toEqual([
      { start: 0, end: 13 },
      { start: 8, end: 21 },
      { start: 17, end: 30 },
    ]);
  });

  it("rounds long windows up to a multiple of 16 tokens, within size", () => {
    // 2,460 tokens (a 10 KB document), size 256, overlap 16: 11 windows; 239 would do, 240 are cut.
    const ws = planWindows(2460, { size: 256, overlap: 16 });
    expect(ws).toHaveLength(11);
    expect(new Set(ws.map((w) => w.end - w.start))).toEqual(new Set([240]));
    expect(ws.at(-1)!.end).toBe(2460);
  });

  it("always covers every token, within size, with at least `overlap` shared tokens", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 2, max: 64 }),
        fc.double({ min: 0, max: 0.49, noNaN: true }),
        (n, size, ratio) => {
          const overlap = Math.floor(size * ratio);
          const ws = planWindows(n, { size, overlap });
          if (n === 0) {
            expect(ws).toEqual([]);
            return;
          }
          expect(ws[0]!.start).toBe(0);
          expect(ws.at(-1)!.end).toBe(n);
          for (const [k, w] of ws.entries()) {
            expect(w.end - w.start).toBeGreaterThan(0);
            // A text's windows all hold the same number of tokens (they batch without padding).
            expect(w.end - w.start).toBe(ws[0]!.end - ws[0]!.start);
            expect(w.end - w.start).toBeLessThanOrEqual(size);
            if (k > 0) {
              const prev = ws[k - 1]!;
              expect(w.start).toBeGreaterThan(prev.start);
              expect(prev.end - w.start).toBeGreaterThanOrEqual(overlap);
            }
          }
        },
      ),
    );
  });

  it("rejects window options that cannot work", () => {
    expect(() => planWindows(10, { size: 0, overlap: 0 })).toThrow(/window.size/);
    expect(() => planWindows(10, { size: 8, overlap: 4 })).toThrow(/window.overlap/);
  });

});

describe("stitching", () => {
  it("gives each token the window where it is farthest from a cut edge", () => {
    const ws = [
      { start: 0, end: 16 },
      { start: 12, end: 28 },
    ];
    const owner = Array.from(ownerOfTokens(28, ws));
    // Tokens 12..15 are shared: 12, 13 are nearer the second window's cut start -> window 0;
    // 14, 15 nearer the first window's cut end -> window 1 (13: 2 from the end of window 0, 1 from the start of 1).
    expect(owner.slice(0, 14)).toEqual(new Array(14).fill(0));
    expect(owner.slice(14)).toEqual(new Array(14).fill(1));
  });

  it("copies each token's emission row from its owner window", () => {
    const L = 2;
    const ws = [
      { start: 0, end: 4 },
      { start: 2, end: 6 },
    ];
    // Window k writes 10 * (k + 1) + token index into every column.
    const em = ws.map((w, k) => Float32Array.from({ length: (w.end - w.start) * L }, (_, i) => 10 * (k + 1) + w.start + Math.floor(i / L)));
    const out = stitchEmissions(6, L, ws, em);
    expect(Array.from(out)).toEqual([10, 10, 11, 11, 12, 12, 23, 23, 24, 24, 25, 25]);
  });

  it("finds an entity that crosses a window edge exactly once, with the right offsets", () => {
    const tags = parseTagSet(["O", "B-NAME", "I-NAME"]);
    const L = 3;
    const crf = makeCrf(tags, { transitions: new Float64Array(L * L), start: new Float64Array(L), end: new Float64Array(L) });
    const words = new Array<string>(40).fill("word");
    // A four-token name at tokens 13..16 straddles the cut between windows [0,16) and [12,28).
    const name = [13, 14, 15, 16];
    words.splice(13, 4, "Anna", "Maria", "de", "Souza");
    const text = words.join(" ");
    const tokens = tokenize(text);
    expect(tokens.map((t) => t.text).slice(13, 17)).toEqual(["Anna", "Maria", "de", "Souza"]);
    const n = tokens.length;
    const ws = planWindows(n, { size: 16, overlap: 4 });
    expect(ws.length).toBeGreaterThan(1);
    const truth = (t: number) => (t === name[0] ? 1 : name.includes(t) ? 2 : 0);
    // Each window sees the truth, except within 1 token of its own cut edges, where it is blind
    // (a window cut mid-name cannot know how the name goes on): it says O there.
    const em = ws.map((w) =>
      Float32Array.from({ length: (w.end - w.start) * L }, (_, i) => {
        const t = w.start + Math.floor(i / L);
        const nearCut = (w.start > 0 && t - w.start < 1) || (w.end < n && w.end - 1 - t < 1);
        const tag = nearCut ? 0 : truth(t);
        return i % L === tag ? 5 : 0;
      }),
    );
    const path = viterbi(crf, stitchEmissions(n, L, ws, em), n);
    const spans = tagsToSpans(tags, path, tokens);
    expect(spans.map((s) => text.slice(s.start, s.end))).toEqual(["Anna Maria de Souza"]);
    // Decoding each window on its own would see the name cut in two, and find it twice.
    const perWindow = ws.flatMap((w, k) => tagsToSpans(tags, viterbi(crf, em[k]!, w.end - w.start), tokens.slice(w.start, w.end)));
    expect(perWindow.length).toBeGreaterThan(1);
  });
});
