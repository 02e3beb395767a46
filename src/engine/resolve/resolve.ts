/**
 * Merge overlapping candidates from all sources into non-overlapping entities.
 *
 * Greedy by confidence: the best candidate (score, then length, then earlier start) claims its
 * span; a later candidate with exactly the same span adds its labels to the winner (a DOB that is
 * also a DATE, a city the model and a detector both found); any other overlapping candidate is
 * dropped. Pure function; O(n log n) in the number of candidates.
 */
import type { Candidate } from "../types.js";

export interface ResolvedEntity {
  start: number;
  end: number;
  /** Every label the span received, with the best score each label got. */
  labels: Record<string, number>;
  /** The winning candidate: its formatted value, subtypes and validations are the entity's. */
  winner: Candidate;
}

export function resolveCandidates(candidates: readonly Candidate[]): ResolvedEntity[] {
  const ordered = [...candidates].sort(
    (a, b) => b.score - a.score || b.end - b.start - (a.end - a.start) || a.start - b.start,
  );
  // accepted spans kept sorted by start; they never overlap each other
  const accepted: ResolvedEntity[] = [];
  for (const c of ordered) {
    if (c.end <= c.start) continue;
    const i = firstEndingAfter(accepted, c.start);
    const hit = accepted[i];
    if (hit && hit.start < c.end) {
      if (hit.start === c.start && hit.end === c.end) addLabels(hit.labels, c);
      continue;
    }
    const entity: ResolvedEntity = { start: c.start, end: c.end, labels: {}, winner: c };
    addLabels(entity.labels, c);
    accepted.splice(i, 0, entity);
  }
  return accepted;
}

/** Index of the first accepted span whose end is after `pos` (binary search; spans are disjoint and sorted). */
function firstEndingAfter(spans: readonly ResolvedEntity[], pos: number): number {
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (spans[mid]!.end <= pos) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function addLabels(into: Record<string, number>, c: Candidate): void {
  const put = (label: string, score: number) => {
    if (!(label in into) || into[label]! < score) into[label] = score;
  };
  put(c.label, c.score);
  for (const [label, score] of Object.entries(c.labels ?? {})) put(label, score);
}
