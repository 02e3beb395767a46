import { expect } from "vitest";
import type { GeneratedDoc } from "../../../models/train/generate/builder.js";
import { ENTITY_LABELS } from "../../../models/train/lib/labels.js";
import { tokenize } from "../../../src/engine/ner/tokenize.js";

/**
 * The span checks every document generator must pass: labels from our set, spans non-empty, never
 * starting or ending on white space, and on token boundaries (otherwise they cannot become BIO tags).
 */
export function expectSpansOnTokens(d: GeneratedDoc): void {
  const tokens = tokenize(d.text);
  const starts = new Set(tokens.map((t) => t.start));
  const ends = new Set(tokens.map((t) => t.end));
  for (const s of d.spans) {
    expect(ENTITY_LABELS as readonly string[]).toContain(s.label);
    const text = d.text.slice(s.start, s.end);
    expect(text.length).toBeGreaterThan(0);
    expect(text.trim()).toBe(text);
    if (!(starts.has(s.start) && ends.has(s.end))) throw new Error(`span off token boundary in ${d.id}: ${s.label}`);
  }
}
