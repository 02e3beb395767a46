/**
 * Properties of process/text output for any text and any set of non-overlapping entities:
 * processed offsets point at the replacements, and text outside entities is unchanged.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createEngine } from "../../src/engine/engine.js";
import type { ProcessResult } from "../../src/contract/types.js";
import type { Detector } from "../../src/engine/types.js";

/** Marks every run of the planted marker character as an entity: the test controls the spans. */
const planted: Detector = {
  name: "planted",
  types: ["NAME", "PHONE_NUMBER"],
  detect(ctx) {
    const out = [];
    for (const m of ctx.text.matchAll(/[§¶]+/g)) {
      out.push({ start: m.index, end: m.index + m[0].length, label: m[0][0] === "§" ? "NAME" : "PHONE_NUMBER", score: 0.9, source: "planted" });
    }
    return out;
  },
};
const engine = createEngine({ detectors: [planted] });

const textArb = fc.array(fc.oneof(fc.string({ unit: "grapheme", maxLength: 8 }), fc.constantFrom("§", "§§", "¶¶¶", "😀", "é")), { maxLength: 20 }).map((parts) => parts.join(""));
const modeArb = fc.constantFrom(
  { type: "MARKER" as const },
  { type: "MARKER" as const, pattern: "[BEST_ENTITY_TYPE]" as const },
  { type: "MASK" as const, mask_character: "▒" },
  { type: "SYNTHETIC" as const },
);

describe("redaction properties", () => {
  it("processed offsets point at the replacements and the rest of the text is unchanged", async () => {
    await fc.assert(
      fc.asyncProperty(textArb, modeArb, async (text, mode) => {
        const [r] = (await engine.process({ text: [text], processed_text: mode })) as [ProcessResult];
        const original = [...text];
        const processed = [...r.processed_text];
        let o = 0;
        let p = 0;
        for (const e of r.entities) {
          // the stretch before the entity is copied unchanged
          expect(processed.slice(p, e.location.stt_idx_processed).join("")).toBe(original.slice(o, e.location.stt_idx).join(""));
          const replacement = processed.slice(e.location.stt_idx_processed, e.location.end_idx_processed).join("");
          expect(replacement).toBe(mode.type === "MARKER" ? `[${e.processed_text}]` : e.processed_text);
          expect(original.slice(e.location.stt_idx, e.location.end_idx).join("")).toBe(e.text);
          if (mode.type === "MASK") expect(replacement).toBe("▒".repeat([...e.text].length));
          o = e.location.end_idx;
          p = e.location.end_idx_processed;
        }
        expect(processed.slice(p).join("")).toBe(original.slice(o).join(""));
        // nothing of the planted entities survives a marker or mask
        if (mode.type !== "SYNTHETIC") expect(/[§¶]/.test(r.processed_text)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
