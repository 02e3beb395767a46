/**
 * Rebuild an input with each entity replaced, and report where each replacement landed in the
 * processed text (stt_idx_processed/end_idx_processed, code points, brackets included).
 */
import type { ProcessedEntity } from "../contract/types.js";
import { codePointLength } from "../engine/text/offsets.js";
import type { AnalyzedInput } from "../engine/analyze.js";

export interface Replacement {
  /** What goes into the text ("[NAME_1]", "####", "Maria"). */
  inText: string;
  /** What the entity's processed_text field says ("NAME_1" without brackets, or the same as inText). */
  label: string;
  /** Text put right after the replacement, outside the entity's processed span (kept line breaks). */
  after?: string;
}

export function renderInput(
  input: AnalyzedInput,
  replacementOf: (index: number) => Replacement,
): { processed_text: string; entities: ProcessedEntity[] } {
  const pieces: string[] = [];
  const entities: ProcessedEntity[] = [];
  let cursor = 0; // UTF-16 in the input
  let processedCp = 0; // code points in the output so far
  input.entities.forEach((a, i) => {
    const before = input.text.slice(cursor, a.start);
    pieces.push(before);
    processedCp += codePointLength(before);
    const r = replacementOf(i);
    pieces.push(r.inText);
    const start = processedCp;
    processedCp += codePointLength(r.inText);
    const end = processedCp;
    if (r.after) {
      pieces.push(r.after);
      processedCp += codePointLength(r.after);
    }
    entities.push({
      processed_text: r.label,
      text: a.entity.text,
      best_label: a.entity.best_label,
      labels: a.entity.labels,
      coreference_id: a.entity.coreference_id,
      location: { ...a.entity.location, stt_idx_processed: start, end_idx_processed: end },
    });
    cursor = a.end;
  });
  pieces.push(input.text.slice(cursor));
  return { processed_text: pieces.join(""), entities };
}
