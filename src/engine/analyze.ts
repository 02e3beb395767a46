/**
 * The analysis pipeline for one validated request: text -> candidates (detectors, model, BLOCK
 * filters) -> resolved entities -> allow filters -> type selection -> coreference -> entities
 * with code-point offsets, per input.
 *
 * Every stage is a pure function of its input; the only async step is the model, when present.
 */
import type { InputHints } from "./api.js";
import { randomUUID } from "node:crypto";
import type { AnalyzeRequest, Entity, Relation } from "../contract/types.js";
import { ancestors } from "../contract/catalog.js";
import { compileFilters, resolveEnabledTypes } from "../contract/validate.js";
import { coreferenceId, normalisedValue } from "./coref/heuristic.js";
import { groupMentions } from "./coref/index.js";
import { withRepeatedMentions } from "./coref/propagate.js";
import { withFamilyNameSense } from "./coref/surname-sense.js";
import { DEFAULT_DETECTORS, detectorsFor } from "./detectors/registry.js";
import { detectorJob, runDetectors } from "./detectors/run.js";
import { detectLanguages, dominantLanguage, languagesByScore } from "./language/detect.js";
import type { LanguagePart } from "./ner/language-parts.js";
import { selectPasses } from "./passes/registry.js";
import type { ModelPass } from "./passes/types.js";
import { applyAllowFilters, blockCandidates, type CompiledFilter } from "./resolve/filters.js";
import { resolveCandidates } from "./resolve/resolve.js";
import { selectLabels } from "./resolve/select.js";
import { decodedText, fromEncodedView, encodedView, sameLengthView, toEncodedView, type EncodedView } from "./text/encoded-view.js";
import { ocrNormalised } from "./text/ocr-confusions.js";
import { markupSyntax, outsideMarkup, type Offsets } from "./text/markup-syntax.js";
import { dicomSyntax } from "./detectors/dicom.js";
import { candidatePiece } from "./resolve/piece.js";
import { codePointLength, OffsetMap } from "./text/offsets.js";
import type { AsyncCandidateSource, Candidate, Detector, DetectorJob } from "./types.js";

/** Inputs analysed together: one input, or all of them under link_batch. */
export interface Unit {
  text: string;
  /** UTF-16 start of each input inside the unit text. */
  parts: { input: number; start: number; end: number }[];
}

/** An entity with what redaction needs beside the public shape. */
export interface AnalyzedEntity {
  entity: Entity;
  /** UTF-16 span inside the input text. */
  start: number;
  end: number;
  /** Index of the unit (link_batch group) the entity was found in: numbering is per unit. */
  unit: number;
  /** Cluster key (type + normalised value, or the full name a short mention belongs to): placeholder numbers and synthetic values follow it. */
  value: string;
  /** The type the entity's placeholder names (the cluster's, which may be wider than best_label). */
  markerLabel: string;
}

export interface AnalyzedInput {
  text: string;
  entities: AnalyzedEntity[];
  languages: Record<string, number>;
}

export interface AnalyzedRequest {
  inputs: AnalyzedInput[];
  charactersProcessed: number;
  seed: string;
}

export interface PipelineDeps {
  detectors: readonly Detector[];
  ner?: AsyncCandidateSource;
  seed?: string;
  /** Names of the model passes to run (passes/registry.ts); default all. For measuring a pass's worth. */
  passes?: readonly string[];
}

/** Separator between inputs analysed as one text under link_batch: a message boundary. */
const LINK_SEPARATOR = "\n";

/** Accuracy modes that use only the structured detectors (no model), the fastest. */
const DETECTORS_ONLY: ReadonlySet<string> = new Set(["standard"]);

/** What every route shares: units, their candidates from all sources, and the request's settings. */
export interface CollectedCandidates {
  units: Unit[];
  candidates: Candidate[][];
  languages: Record<string, number>[];
  enabled: Set<string>;
  filters: CompiledFilter[];
  nms: boolean;
}

export async function collectCandidates(req: AnalyzeRequest, deps: PipelineDeps, hints: InputHints = {}): Promise<CollectedCandidates> {
  const ed = req.entity_detection ?? {};
  const enabled = resolveEnabledTypes(ed);
  const filters: CompiledFilter[] = compileFilters(ed.filter ?? []);
  const nms = ed.enable_non_max_suppression === true;
  const detectors = detectorsFor(enabled, deps.detectors);
  const useModel = deps.ner && !DETECTORS_ONLY.has(ed.accuracy ?? "high_automatic")
    && deps.ner.types.some((t) => enabled.has(t) || ancestors(t).some((a) => enabled.has(a)));

  const languages = req.text.map((t) => detectLanguages(t));
  const units = makeUnits(req.text, req.link_batch === true);
  // encoded sequences (HTML space entities, quoted-printable soft breaks) read as what they stand
  // for, by the detectors and the model alike (text/encoded-view.ts); one view per unit
  // a scanned form's OCR confusions undone first (same length, so offsets stay: text/ocr-confusions.ts)
  const views = units.map((u) => {
    const ocr = ocrNormalised(u.text);
    return encodedView(ocr ?? u.text) ?? (ocr !== undefined ? sameLengthView(ocr) : undefined);
  });
  // With the default detectors and a model source that runs them (engine/ner: in its workers, for
  // the texts they run whole, else here), the detectors of each unit travel with its model work
  // as a DetectorJob and their candidates come back ahead of the model's: the same candidates in
  // the same order as below, computed off this thread, which short records kept busy while the
  // model workers waited.
  const offload = useModel === true && deps.detectors === DEFAULT_DETECTORS && deps.ner!.runsDetectors === true;
  const enabledTypes = offload ? [...enabled] : [];
  const jobs: DetectorJob[] = [];
  const candidates: Candidate[][] = units.map((unit, u) => {
    // without a locale hint, locale-dependent readings follow the detected language
    const detected = languages[unit.parts[0]?.input ?? 0] ?? {};
    const language = dominantLanguage(detected);
    // the field an input came from, where the unit is that one input (not a link_batch of several)
    const field = unit.parts.length === 1 ? hints.fields?.[unit.parts[0]!.input] : undefined;
    const out: Candidate[] = [];
    const job = { language, languages: languagesByScore(detected), locale: req.locale ?? undefined, field };
    if (offload) {
      jobs.push(detectorJob(enabledTypes, job));
      return out;
    }
    const view = views[u];
    out.push(...runDetectors(view ? view.text : unit.text, { ...job, enabled }, detectors));
    return out;
  });
  if (useModel) {
    const modelOut = await deps.ner!.detect(
      units.map((u, i) => views[i]?.text ?? u.text),
      { language: dominantLanguage(languages[0] ?? {}), accuracy: ed.accuracy, ...(offload ? { detectorJobs: jobs } : {}) },
    );
    modelOut.forEach((cands, u) => candidates[u]!.push(...cands));
    // the passes read the text the candidates were found in: the view where there is one
    await refineModelCandidates(units.map((unit, u) => (views[u] ? viewUnit(unit, views[u]!) : unit)), languages, candidates, selectPasses(deps.passes));
  }
  // candidates found in a view go back to the text's offsets; a filter's blocked spans are found
  // in the text itself, ahead of them
  const mapped = candidates.map((cands, u) => {
    const view = views[u];
    const text = units[u]!.text;
    const found = view ? cands.map((c) => wholeUrl(fromEncodedView(view, c), text)) : cands;
    // markup's own syntax (tag names, attribute names, namespaces) and a DICOM dump's (tags, VRs,
    // brackets, comments: detectors/dicom.ts) are never an entity or part of one
    return [...blockCandidates(text, filters), ...piecesOutsideMarkup(found, text)];
  });
  return { units, candidates: mapped, languages, enabled, filters, nms };
}

/**
 * A URL read in a decoded view, to the end of the URL as written: the view's "%20" and "+" are
 * spaces, where the URL ended, and a name read after them was mapped back into the escape
 * ("[URL_1]%[NAME_1]&lang=en" for "...?customer=Oliver%20Whitfield&lang=en"; ninth exploratory
 * test). In the text itself the URL runs on to its first blank, quote or bracket.
 */
function wholeUrl(c: Candidate, text: string): Candidate {
  if (c.label !== "URL" || c.end >= text.length || !URL_GOES_ON.test(text[c.end]!)) return c;
  let end = c.end;
  while (end < text.length && URL_GOES_ON.test(text[end]!)) end++;
  // a sentence's full stop or comma after the URL is not part of it
  while (end > c.end && /[.,;:!?)]/.test(text[end - 1]!)) end--;
  return end === c.end ? c : { ...c, end, ...(c.formatted !== undefined ? { formatted: text.slice(c.start, end) } : {}) };
}
const URL_GOES_ON = /[^\s"'<>()[\]{}`]/;

/** The unit as its encoded view reads it: the view's text, each part's offsets in it. */
function viewUnit(unit: Unit, view: EncodedView): Unit {
  return { text: view.text, parts: unit.parts.map((p) => ({ input: p.input, start: toEncodedView(view, p.start), end: toEncodedView(view, p.end) })) };
}

/**
 * The candidates with markup's syntax cut out of them. The pieces of one candidate are one entity:
 * they share a value (wholeValue), so they take one placeholder number ("Flat 2, 41 Albert
 * Road<br>London NW1 4DG" was "[LOCATION_ADDRESS_1]<br>[LOCATION_ADDRESS_2]").
 */
function piecesOutsideMarkup(found: readonly Candidate[], text: string): Candidate[] {
  const pieces = new Map<Candidate, Candidate[]>();
  const out = outsideMarkup(found, syntaxOf(text), (c, a, b) => {
    const p = candidatePiece(c, a, b, text);
    if (p) {
      const parts = pieces.get(c);
      if (parts) parts.push(p);
      else pieces.set(c, [p]);
    }
    return p;
  });
  for (const [whole, parts] of pieces) {
    if (parts.length < 2) continue;
    const value = normalisedValue(parts.map((p) => decodedText(text.slice(p.start, p.end))).join(" "), whole.formatted);
    for (const p of parts) p.wholeValue = value;
  }
  return out;
}

/** The syntax spans of markup and of DICOM dump lines in `text`, sorted and disjoint as outsideMarkup needs them. */
function syntaxOf(text: string): Offsets[] {
  const markup = markupSyntax(text);
  const dicom = dicomSyntax(text);
  if (dicom.length === 0) return markup;
  if (markup.length === 0) return dicom;
  const merged: Offsets[] = [];
  for (const s of [...markup, ...dicom].sort((a, b) => a.start - b.start)) {
    const last = merged[merged.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else merged.push({ ...s });
  }
  return merged;
}

/** A unit's parts with the dominant language of their input, in text order. */
function languageParts(unit: Unit, languages: readonly Record<string, number>[]): LanguagePart[] {
  return unit.parts.map((p) => ({ start: p.start, end: p.end, language: dominantLanguage(languages[p.input] ?? {}) }));
}

/** Parts grouped by language (parts without one left out). */
function byLanguage(parts: readonly LanguagePart[]): Map<string, LanguagePart[]> {
  const out = new Map<string, LanguagePart[]>();
  for (const part of parts) {
    if (part.language === undefined) continue;
    const group = out.get(part.language);
    if (group) group.push(part);
    else out.set(part.language, [part]);
  }
  return out;
}

/**
 * The model's candidates, refined per unit by the declared passes (passes/registry.ts), in order,
 * each seeing the unit's parts by language.
 */
async function refineModelCandidates(units: readonly Unit[], languages: readonly Record<string, number>[], candidates: Candidate[][], passes: readonly ModelPass[]): Promise<void> {
  for (let u = 0; u < units.length; u++) {
    const unit = units[u]!;
    const parts = languageParts(unit, languages);
    const grouped = byLanguage(parts);
    let refined: Candidate[] = candidates[u]!;
    for (const pass of passes) refined = await pass.run({ text: unit.text, candidates: refined, parts, byLanguage: grouped });
    candidates[u] = refined;
  }
}

export async function analyzeRequest(req: AnalyzeRequest, deps: PipelineDeps, hints: InputHints = {}): Promise<AnalyzedRequest> {
  const seed = deps.seed ?? randomUUID();
  const { units, candidates: unitCandidates, languages, enabled, filters, nms } = await collectCandidates(req, deps, hints);

  const inputs: AnalyzedInput[] = req.text.map((text, i) => ({ text, entities: [], languages: languages[i]! }));
  let clusterOrdinal = 0;
  units.forEach((unit, u) => {
    // a named person's family name read elsewhere as a place is that person (coref/surname-sense.ts);
    // a name, organisation or place found once is found wherever it recurs (coref/propagate.ts)
    const found = withRepeatedMentions(unit.text, withFamilyNameSense(unit.text, resolveCandidates(unitCandidates[u]!, unit.text)));
    const resolved = applyAllowFilters(unit.text, found, filters);
    const kept = resolved.flatMap((r) => {
      const selected = selectLabels(r.labels, enabled, nms);
      if (!selected) return [];
      const text = unit.text.slice(r.start, r.end);
      // the value as read: a name written as a MIME encoded word or with character references is the
      // same person as the name written plainly (tenth exploratory test: two placeholder numbers)
      return [{ r, selected, text, value: r.winner.wholeValue ?? normalisedValue(decodedText(text), r.winner.formatted) }];
    });
    // coreference groups and, when asked, relations between them (coref/index.ts)
    const grouping = groupMentions(
      unit.text,
      kept.map((k) => ({ start: k.r.start, end: k.r.end, best: k.selected.best, value: k.value, text: k.text, labels: k.selected.labels })),
      { mode: req.relation_detection?.coreference_resolution ?? "heuristics", relations: req.relation_detection?.enable_relation_extraction === true },
    );
    const mentionClusters = grouping.clusters;
    const clusters = new Map<string, string>();
    const withKey: { entity: Entity; key: string }[] = [];
    kept.forEach(({ r, selected }, k) => {
      const { key, markerLabel } = mentionClusters[k]!;
      for (const part of unit.parts) {
        const start = Math.max(r.start, part.start);
        const end = Math.min(r.end, part.end);
        if (start >= end) continue;
        const input = inputs[part.input]!;
        const text = input.text.slice(start - part.start, end - part.start);
        const formatted = r.winner.formatted ?? null;
        let id = clusters.get(key);
        if (!id) {
          id = coreferenceId(seed, clusterOrdinal++);
          clusters.set(key, id);
        }
        const entity: Entity = {
          text,
          best_label: selected.best,
          labels: roundScores(selected.labels),
          coreference_id: id,
          relations: [],
          location: { stt_idx: start - part.start, end_idx: end - part.start },
          analysis_result: {
            formatted: formatted ?? text,
            subtypes: (r.winner.subtypes ?? [])
              .filter((s) => s.start >= start && s.end <= end)
              .map((s) => ({
                label: s.label,
                text: unit.text.slice(s.start, s.end),
                formatted: s.formatted,
                location: { stt_idx: s.start - part.start, end_idx: s.end - part.start },
              })),
            validation_assertions: r.winner.validations ?? [],
          },
        };
        if (grouping.relations.size > 0) withKey.push({ entity, key });
        input.entities.push({
          start: start - part.start,
          end: end - part.start,
          unit: u,
          value: key,
          markerLabel,
          entity,
        });
      }
    });
    // a relation is on every mention of both groups, naming the other group's id
    for (const { entity, key } of withKey) {
      const related = grouping.relations.get(key);
      if (!related) continue;
      entity.relations = related.flatMap((rel): Relation[] => {
        const other = clusters.get(rel.key);
        return other ? [{ coreference_id: other, label: rel.label }] : [];
      });
    }
  });
  // offsets leave the engine as code points (the one conversion point)
  for (const input of inputs) toCodePoints(input);
  const charactersProcessed = req.text.reduce((n, t) => n + codePointLength(t), 0);
  return { inputs, charactersProcessed, seed };
}

export function makeUnits(texts: readonly string[], linkBatch: boolean): Unit[] {
  if (!linkBatch || texts.length < 2) {
    return texts.map((text, input) => ({ text, parts: [{ input, start: 0, end: text.length }] }));
  }
  const parts: Unit["parts"] = [];
  let pos = 0;
  texts.forEach((text, input) => {
    parts.push({ input, start: pos, end: pos + text.length });
    pos += text.length + LINK_SEPARATOR.length;
  });
  return [{ text: texts.join(LINK_SEPARATOR), parts }];
}

function toCodePoints(input: AnalyzedInput): void {
  const map = new OffsetMap(input.text);
  for (const { entity } of input.entities) {
    entity.location = { stt_idx: map.toCodePoint(entity.location.stt_idx), end_idx: map.toCodePoint(entity.location.end_idx) };
    for (const s of entity.analysis_result.subtypes) {
      s.location = { stt_idx: map.toCodePoint(s.location.stt_idx), end_idx: map.toCodePoint(s.location.end_idx) };
    }
  }
}

function roundScores(labels: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(labels)) out[k] = Math.round(v * 10_000) / 10_000;
  return out;
}
