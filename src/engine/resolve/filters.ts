/**
 * The request's filters (entity_detection.filter), with the semantics the reference service's
 * clients rely on (reference-notes 2.3):
 * - BLOCK: every match of the pattern in the text becomes an entity of `entity_type` (which may
 *   be a custom label), scored `threshold` (default 1), so it wins over overlapping detections.
 * - ALLOW: an entity whose whole text matches the pattern is not reported (restricted to
 *   entities carrying `entity_type` when one is given).
 * - ALLOW_TEXT: the pattern runs over the input text; entities inside a matched region are not
 *   reported.
 */
import { RequestError } from "../../contract/errors.js";
import { decodedText } from "../text/encoded-view.js";
import type { Candidate } from "../types.js";
import { findAll, fullMatches, PATTERN_BUDGET_MS, PatternBudgetError } from "./guarded-regex.js";

export interface CompiledFilter {
  type: "ALLOW" | "BLOCK" | "ALLOW_TEXT";
  /** Global regex over the text (BLOCK, ALLOW_TEXT) or the entity text (ALLOW). */
  regex: RegExp;
  entityType?: string;
  threshold: number;
}

export function blockCandidates(text: string, filters: readonly CompiledFilter[]): Candidate[] {
  const out: Candidate[] = [];
  filters.forEach((f, i) => {
    if (f.type !== "BLOCK" || !f.entityType) return;
    for (const m of guarded(i, () => findAll(f.regex, text))) {
      out.push({ start: m.start, end: m.end, label: f.entityType, score: f.threshold, source: "filter" });
    }
  });
  return out;
}

export function applyAllowFilters<E extends { start: number; end: number; labels: Record<string, number> }>(
  text: string,
  entities: E[],
  filters: readonly CompiledFilter[],
): E[] {
  let kept = entities;
  filters.forEach((f, i) => {
    if (f.type === "ALLOW_TEXT") {
      const regions = guarded(i, () => findAll(f.regex, text));
      kept = kept.filter((e) => !regions.some((r) => r.start <= e.start && e.end <= r.end));
    } else if (f.type === "ALLOW") {
      const candidates = kept.filter((e) => !f.entityType || f.entityType in e.labels);
      // matched as written and decoded ("support&#64;acme.com" is "support@acme.com" to the user)
      const values = candidates.map((e) => text.slice(e.start, e.end));
      const decoded = values.map(decodedText);
      const matched = guarded(i, () => {
        const raw = fullMatches(f.regex, values);
        const plain = decoded.some((d, k) => d !== values[k]) ? fullMatches(f.regex, decoded) : raw;
        return raw.map((m, k) => m || plain[k]!);
      });
      const allowed = new Set(candidates.filter((_, k) => matched[k]));
      kept = kept.filter((e) => !allowed.has(e));
    }
  });
  return kept;
}

/** Request patterns run with a time budget; one that exhausts it is the request's fault (400). */
function guarded<T>(index: number, match: () => T): T {
  try {
    return match();
  } catch (err) {
    if (err instanceof PatternBudgetError) {
      throw new RequestError(`entity_detection.filter[${index}].pattern`, `took longer than ${PATTERN_BUDGET_MS} ms to match: simplify it (nested quantifiers backtrack exponentially)`);
    }
    throw err;
  }
}
