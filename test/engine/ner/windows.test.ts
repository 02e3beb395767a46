import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeCrf, viterbi } from "../../../src/engine/ner/crf.js";
import { parseTagSet } from "../../../src/engine/ner/labels.js";
import { tagsToSpans } from "../../../src/engine/ner/spans.js";
import { tokenize } from "../../../src/engine/ner/tokenize.js";
import { ownerOfTokens, planWindows, sentenceStarts, stitchEmissions } from "../../../src/engine/ner/windows.js";

describe("window planning", () => {
  it("uses one window when the text fits", () => {
    expect(planWindows(10, { size: 16, overlap: 4 })).toEqual([{ start: 0, end: 10 }]);
    expect(planWindows(16, { size: 16, overlap: 4 })).toEqual([{ start: 0, end: 16 }]);
    expect(planWindows(0, { size: 16, overlap: 4 })).toEqual([]);
  });

  it("cuts windows of exactly `size` tokens with the requested overlap when there are no sentence breaks", () => {
    expect(planWindows(40, { size: 16, overlap: 4 })).toEqual([
      { start: 0, end: 16 },
      { start: 12, end: 28 },
      { start: 24, end: 40 },
    ]);
    // The last window ends at the text's end and reaches back a full `size` (sharing more than
    // `overlap` tokens with the one before it).
    expect(planWindows(30, { size: 16, overlap: 4 })).toEqual([
      { start: 0, end: 16 },
      { start: 12, end: 28 },
      { start: 14, end: 30 },
    ]);
  });

  it("prefers to end a window at a sentence start in the second half of its stride", () => {
    // size 16, overlap 2: stride 14, so after the end at 16 the next end lies in 23..30.
    expect(planWindows(50, { size: 16, overlap: 2 }, [7, 13, 22, 26, 29, 40])).toEqual([
      { start: 0, end: 16 },
      { start: 13, end: 29 }, // 29 is the last sentence start in 23..30
      { start: 24, end: 40 }, // 40 is in 36..43
      { start: 34, end: 50 }, // 40 + 14 >= 50: the last window ends at the text's end
    ]);
  });

  it("always covers every token, within size, with at least `overlap` shared tokens", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 2, max: 64 }),
        fc.double({ min: 0, max: 0.49, noNaN: true }),
        fc.uniqueArray(fc.integer({ min: 1, max: 599 })),
        (n, size, ratio, rawStarts) => {
          const overlap = Math.floor(size * ratio);
          const starts = rawStarts.filter((s) => s < n).sort((a, b) => a - b);
          const ws = planWindows(n, { size, overlap }, starts);
          if (n === 0) {
            expect(ws).toEqual([]);
            return;
          }
          expect(ws[0]!.start).toBe(0);
          expect(ws.at(-1)!.end).toBe(n);
          for (const [k, w] of ws.entries()) {
            expect(w.end - w.start).toBeGreaterThan(0);
            // A long text's windows all hold exactly `size` tokens (they batch without padding).
            expect(w.end - w.start).toBe(Math.min(size, n));
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

  it("finds sentence starts after end punctuation and line breaks", () => {
    const text = "Hi there. How are you?\nFine";
    const tokens = tokenize(text);
    expect(sentenceStarts(text, tokens).map((i) => tokens[i]!.text)).toEqual(["How", "Fine"]);
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
