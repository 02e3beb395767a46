/**
 * Test inputs written with their entities marked, as the dev set marks them: "[[Michael
 * Carter|NAME]] was born on [[20/10/1975|DOB]]". `marked()` returns the plain texts and a detector
 * that finds exactly the marked spans (in each input, and in the joined text under link_batch).
 */
import type { Candidate, Detector } from "../../../src/engine/types.js";

const MARK = /\[\[([^|\]]+)\|([A-Z_]+)\]\]/g;

export function marked(...sources: string[]): { texts: string[]; detector: Detector } {
  const spans: { text: string; label: string }[] = [];
  const texts = sources.map((src) =>
    src.replace(MARK, (_, text: string, label: string) => {
      spans.push({ text, label });
      return text;
    }),
  );
  const types = [...new Set(spans.map((s) => s.label))];
  const detector: Detector = {
    name: "marked",
    types,
    detect(ctx) {
      const out: Candidate[] = [];
      // each marked span, found in order of the marks through the inputs
      let from = 0;
      for (const s of spans) {
        const i = ctx.text.indexOf(s.text, from);
        if (i < 0) continue;
        out.push({ start: i, end: i + s.text.length, label: s.label, score: 0.95, source: "marked" });
        from = i + s.text.length;
      }
      return out;
    },
  };
  return { texts, detector };
}
