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
import type { Candidate } from "../types.js";
import type { ResolvedEntity } from "./resolve.js";

export interface CompiledFilter {
  type: "ALLOW" | "BLOCK" | "ALLOW_TEXT";
  /** Global regex over the text (BLOCK, ALLOW_TEXT) or the entity text (ALLOW). */
  regex: RegExp;
  entityType?: string;
  threshold: number;
}

export function blockCandidates(text: string, filters: readonly CompiledFilter[]): Candidate[] {
  const out: Candidate[] = [];
  for (const f of filters) {
    if (f.type !== "BLOCK" || !f.entityType) continue;
    for (const m of matchesOf(text, f.regex)) {
      out.push({ start: m.start, end: m.end, label: f.entityType, score: f.threshold, source: "filter" });
    }
  }
  return out;
}

export function applyAllowFilters(
  text: string,
  entities: ResolvedEntity[],
  filters: readonly CompiledFilter[],
): ResolvedEntity[] {
  const allow = filters.filter((f) => f.type === "ALLOW");
  const allowText = filters.filter((f) => f.type === "ALLOW_TEXT");
  if (allow.length === 0 && allowText.length === 0) return entities;
  const regions = allowText.flatMap((f) => matchesOf(text, f.regex));
  return entities.filter((e) => {
    if (regions.some((r) => r.start <= e.start && e.end <= r.end)) return false;
    const entityText = text.slice(e.start, e.end);
    return !allow.some((f) => (!f.entityType || f.entityType in e.labels) && fullMatch(f.regex, entityText));
  });
}

const anchoredCache = new WeakMap<RegExp, RegExp>();

function fullMatch(regex: RegExp, value: string): boolean {
  let anchored = anchoredCache.get(regex);
  if (!anchored) {
    anchored = new RegExp(`^(?:${regex.source})$`, regex.flags.replace(/[gy]/g, ""));
    anchoredCache.set(regex, anchored);
  }
  return anchored.test(value);
}

function matchesOf(text: string, regex: RegExp): { start: number; end: number }[] {
  const global = regex.global ? regex : new RegExp(regex.source, regex.flags + "g");
  const out: { start: number; end: number }[] = [];
  global.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = global.exec(text)) !== null) {
    if (m[0].length === 0) {
      global.lastIndex++;
      continue;
    }
    out.push({ start: m.index, end: m.index + m[0].length });
  }
  return out;
}
