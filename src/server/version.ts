/**
 * Version-3 responses at the edge (spec 9.4): the engine speaks version 4; on /v3/ paths the
 * server renames GENDER and SEXUALITY to GENDER_SEXUALITY in labels, best labels and markers.
 * (Requests are translated by the contract's parser: ParseOptions.version = 3.)
 *
 * Numbered markers are renumbered so that they count distinct GENDER_SEXUALITY entities in order
 * of first appearance, as a version-3 service would: [GENDER_1] ... [SEXUALITY_1] become
 * [GENDER_SEXUALITY_1] ... [GENDER_SEXUALITY_2]. Counters run per input, or across all inputs
 * under link_batch, like the engine's. The processed text is rebuilt from the entities' processed
 * offsets (never by searching the text, which may itself contain marker-like strings), so the
 * route asks the engine for entities even when the client sent return_entity false, and drops
 * them afterwards.
 */
import { entityType } from "../contract/catalog.js";
import type { NerResult, ParsedProcessRequest, ProcessedEntity, ProcessResult } from "../contract/types.js";

export function v3Label(label: string): string {
  return entityType(label)?.v3Name ?? label;
}

function v3Labels(labels: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [label, score] of Object.entries(labels)) {
    const name = v3Label(label);
    out[name] = Math.max(out[name] ?? 0, score);
  }
  return out;
}

export function nerResultsToV3(results: NerResult[]): NerResult[] {
  return results.map((r) => (r.entities ? { ...r, entities: r.entities.map((e) => ({ ...e, label: v3Label(e.label) })) } : r));
}

/** The marker (without brackets) a version-3 service would print for this entity. */
type Renumber = (oldMarker: string) => number;

function v3Marker(e: ProcessedEntity, pattern: string, renumber: Renumber): string {
  const old = e.processed_text;
  switch (pattern) {
    case "[BEST_ENTITY_TYPE]":
      return v3Label(old);
    case "[ALL_ENTITY_TYPES]":
      return [...new Set(old.split("|").map(v3Label))].join("|");
    case "[UNIQUE_HASHED_ENTITY_TYPE]":
      return old.startsWith(`${e.best_label}_`) ? `${v3Label(e.best_label)}${old.slice(e.best_label.length)}` : old;
    default:
      return v3Label(e.best_label) === "GENDER_SEXUALITY" ? `GENDER_SEXUALITY_${renumber(old)}` : old;
  }
}

/** Rebuild processed_text with each entity's marker replaced, and move the processed offsets. */
function rewriteMarkers(result: ProcessResult, markers: string[]): ProcessResult {
  const cps = Array.from(result.processed_text);
  const pieces: string[] = [];
  let cursor = 0;
  let shift = 0;
  const entities = result.entities.map((e, i) => {
    const { stt_idx_processed: s, end_idx_processed: t } = e.location;
    pieces.push(cps.slice(cursor, s).join(""));
    const inText = `[${markers[i]!}]`;
    const length = Array.from(inText).length;
    pieces.push(inText);
    cursor = t;
    const moved = { ...e, processed_text: markers[i]!, location: { ...e.location, stt_idx_processed: s + shift, end_idx_processed: s + shift + length } };
    shift += length - (t - s);
    return moved;
  });
  pieces.push(cps.slice(cursor).join(""));
  return { ...result, processed_text: pieces.join(""), entities };
}

export function processResultsToV3(results: ProcessResult[], req: ParsedProcessRequest): ProcessResult[] {
  const marker = req.processed_text.type === "MARKER";
  const linked = req.link_batch && req.text.length > 1;
  let counter = new Map<string, number>();
  const renumber: Renumber = (old) => {
    let n = counter.get(old);
    if (n === undefined) {
      n = counter.size + 1;
      counter.set(old, n);
    }
    return n;
  };
  return results.map((r) => {
    if (!linked) counter = new Map();
    if (!r.entities) return r;
    const relabelled = r.entities.map((e) => ({ ...e, best_label: v3Label(e.best_label), labels: v3Labels(e.labels) }));
    if (!marker) return { ...r, entities: relabelled };
    const markers = r.entities.map((e) => v3Marker(e, req.processed_text.pattern, renumber));
    const changed = markers.some((m, i) => m !== r.entities[i]!.processed_text);
    const out = { ...r, entities: relabelled };
    return changed ? rewriteMarkers(out, markers) : out;
  });
}
