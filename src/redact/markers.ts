/**
 * Placeholder text for each entity (processed_text.pattern):
 * - [UNIQUE_NUMBERED_ENTITY_TYPE] (default): NAME_1, NAME_2 ... n counts distinct entities per
 *   type in order of first appearance; mentions with the same normalised value (and so the same
 *   coreference id) share n. Counters run per input, or across the batch under link_batch, or
 *   across the inputs when `acrossInputs` (one record's fields: values equal after
 *   normalisation share n there too).
 * - [BEST_ENTITY_TYPE]: NAME (no number).
 * - [ALL_ENTITY_TYPES]: every label of the span, most specific first, joined by "|".
 * - [UNIQUE_HASHED_ENTITY_TYPE]: NAME_ plus 8 hex digits of an HMAC of the value keyed by the
 *   request seed: stable across requests that share a seed (CLI --seed), unlinkable otherwise.
 */
import { createHmac } from "node:crypto";
import { specificity } from "../contract/catalog.js";
import type { MarkerPattern } from "../contract/types.js";
import type { AnalyzedEntity, AnalyzedInput } from "../engine/analyze.js";

export function markerTexts(
  inputs: readonly AnalyzedInput[],
  pattern: MarkerPattern,
  seed: string,
  acrossInputs = false,
): Map<AnalyzedEntity, string> {
  const out = new Map<AnalyzedEntity, string>();
  const numbers = new Map<string, number>();
  const counters = new Map<string, number>();
  for (const input of inputs) {
    for (const a of input.entities) {
      const best = a.entity.best_label;
      // numbered and hashed markers follow the coreference cluster: "Maria" after "Maria Jensen" is [NAME_1]
      const clusterType = a.markerLabel;
      switch (pattern) {
        case "[BEST_ENTITY_TYPE]":
          out.set(a, best);
          break;
        case "[ALL_ENTITY_TYPES]":
          out.set(a, allLabels(a.entity.labels).join("|"));
          break;
        case "[UNIQUE_HASHED_ENTITY_TYPE]":
          out.set(a, `${clusterType}_${createHmac("sha256", seed).update(a.value).digest("hex").slice(0, 8)}`);
          break;
        default: {
          // per cluster and type: a cluster whose mentions name two types ("John" NAME_GIVEN, "Smith"
          // NAME_FAMILY of one person) numbers each type on its own counter, so no number is shared
          const unit = acrossInputs ? 0 : a.unit;
          const key = `${unit}\u0000${a.value}\u0000${clusterType}`;
          let n = numbers.get(key);
          if (n === undefined) {
            const counterKey = `${unit}\u0000${clusterType}`;
            n = (counters.get(counterKey) ?? 0) + 1;
            counters.set(counterKey, n);
            numbers.set(key, n);
          }
          out.set(a, `${clusterType}_${n}`);
        }
      }
    }
  }
  return out;
}

function allLabels(labels: Record<string, number>): string[] {
  return Object.keys(labels).sort((a, b) => specificity(b) - specificity(a) || labels[b]! - labels[a]!);
}
