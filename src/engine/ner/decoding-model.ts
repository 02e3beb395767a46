/**
 * The part of a model folder that decoding needs: its tags (labels.json) and CRF (crf.json),
 * checked as model.ts checks the rest. A module of its own, without the vocabularies and word
 * lists, so that the pool's workers (worker.ts) load only this to decode their texts.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { makeCrf, type Crf } from "./crf.js";
import { parseTagSet, type TagSet } from "./labels.js";
import { ModelError } from "./model-error.js";

/** What decoding needs of the model folder: its tags and CRF (labels.json, crf.json), checked. The pool's workers load these alone. */
export function loadDecoding(dir: string): { tags: TagSet; crf: Crf } {
  const labelsJson = readJson(dir, "labels.json") as { tags?: unknown } | unknown[];
  const labels = Array.isArray(labelsJson) ? labelsJson : labelsJson?.tags;
  if (!Array.isArray(labels)) throw new ModelError('NER model: labels.json must be {"tags": [...]} (or an array of tags)');
  const tags = parseTagSet(labels as string[], "NER model: labels.json");
  const crfJson = readJson(dir, "crf.json") as { tags?: unknown };
  if (crfJson?.tags !== undefined && JSON.stringify(crfJson.tags) !== JSON.stringify(tags.tags)) {
    throw new ModelError("NER model: crf.json tags must equal labels.json tags (same order)");
  }
  return { tags, crf: makeCrf(tags, parseCrf(crfJson, tags.tags.length)) };
}

/** A JSON file of the model folder; an unreadable one is a ModelError naming it. */
export function readJson(dir: string, file: string): unknown {
  try {
    return JSON.parse(readFileSync(join(dir, file), "utf8"));
  } catch (e) {
    throw new ModelError(`NER model: ${file} is not readable JSON (${(e as Error).name})`);
  }
}

/** crf.json: {transitions: L x L, start: L, end: L} (pytorch-crf's start_transitions/end_transitions names accepted too). */
function parseCrf(json: unknown, L: number): { transitions: Float64Array; start: Float64Array; end: Float64Array } {
  const obj = (json ?? {}) as Record<string, unknown>;
  const vector = (value: unknown, field: string, n: number): Float64Array => {
    if (!Array.isArray(value) || value.length !== n || !value.every((v) => typeof v === "number" && Number.isFinite(v))) {
      throw new ModelError(`NER model: crf.json ${field} must be ${n} finite numbers (one per label)`);
    }
    return Float64Array.from(value as number[]);
  };
  const rows = obj.transitions;
  if (!Array.isArray(rows) || rows.length !== L) throw new ModelError(`NER model: crf.json transitions must be ${L} rows (one per label)`);
  const transitions = new Float64Array(L * L);
  rows.forEach((row, i) => transitions.set(vector(row, `transitions[${i}]`, L), i * L));
  return {
    transitions,
    start: vector(obj.start ?? obj.start_transitions, "start", L),
    end: vector(obj.end ?? obj.end_transitions, "end", L),
  };
}
