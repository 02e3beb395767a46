/**
 * npm run eval:coref [-- --gum ../shared/datasets/gum/dev.jsonl] [-- --mentions gold|engine|both] [-- --modes heuristics,combined] [-- --no-model] [-- --json] [-- --verbose]
 *
 * Coreference and relations on the hand-written dev set (fixtures/coref-relations, 7 languages):
 * pairwise coreference precision / recall / F1 per coreference mode (person mentions, and all
 * annotated mentions), relation precision / recall / F1 overall and per label (label and both
 * groups right), as scripts/coref/score.ts defines them.
 *
 * Two readings of the same documents:
 * - gold: the gold mentions (spans and types) go straight to coreference and relation extraction
 *   (src/engine/coref/index.ts): what those stages do with the right mentions;
 * - engine: the whole engine (detectors + model, `--no-model` for detectors only) on the text, as
 *   a user runs it: missed or split mentions count against coreference and relations. The engine
 *   finds the entities once per document; each mode then groups and relates them as analyze does
 *   (coref/index.ts on the entities, with their normalised values). `--cache FILE` keeps those
 *   entities between runs (a JSON file outside the repository; it is rebuilt when the documents change).
 *
 * --gum FILE scores GUM's dev split instead (../shared/datasets/gum/dev.jsonl; scripts/coref/gum.ts):
 * person coreference on named mentions of a corpus nothing here was designed on (no relations).
 *
 * --show ID prints one document's mentions (engine or gold, by group) and predicted relations under
 * each mode: the dev set's invented text, for reading an error list.
 *
 * --verbose lists each document's relation errors by group id and label, and its person
 * coreference errors with the mentions' text (the dev set's invented names; never other input).
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import type { AnalyzeResult, CoreferenceMode } from "../src/contract/types.js";
import { groupMentions } from "../src/engine/coref/index.js";
import { normalisedValue } from "../src/engine/coref/heuristic.js";
import { createEngine } from "../src/engine/engine.js";
import { OffsetMap } from "../src/engine/text/offsets.js";
import { goldMentions, loadDevSet, RELATION_LABELS, type DevDoc } from "./coref/devset.js";
import { loadGumDocs } from "./coref/gum.js";
import { addCounts, prf, scoreDoc, zero, type Counts, type DocScore, type Prediction } from "./coref/score.js";
import { loadDefaultNer } from "./eval/ner.js";

const { values } = parseArgs({
  options: {
    mentions: { type: "string", default: "both" },
    modes: { type: "string", default: "heuristics,model_prediction,combined" },
    dir: { type: "string", default: new URL("../fixtures/coref-relations", import.meta.url).pathname },
    "no-model": { type: "boolean", default: false },
    cache: { type: "string" },
    json: { type: "boolean", default: false },
    verbose: { type: "boolean", default: false },
    lang: { type: "string" },
    gum: { type: "string" },
    show: { type: "string" },
  },
});

const modes = values.modes!.split(",").map((s) => s.trim()) as CoreferenceMode[];
for (const m of modes) if (!["heuristics", "model_prediction", "combined"].includes(m)) throw new Error(`--modes: unknown mode ${m}`);
const readings = values.mentions === "both" ? ["gold", "engine"] : [values.mentions!];
let docs = values.gum ? loadGumDocs(values.gum) : loadDevSet(values.dir!);
if (values.lang) docs = docs.filter((d) => values.lang!.split(",").includes(d.lang));

interface Found {
  start: number;
  end: number;
  best: string;
  text: string;
  value: string;
  labels: Record<string, number>;
}

function gold(doc: DevDoc): Found[] {
  return goldMentions(doc);
}

/** Groups and relations of the mentions under one mode, as analyze computes them (coref/index.ts). */
function predictionOf(doc: DevDoc, mentions: readonly Found[], mode: CoreferenceMode): Prediction {
  const g = groupMentions(doc.text, mentions, { mode, relations: true });
  const entities = mentions.map((m, i) => ({ start: m.start, end: m.end, group: g.clusters[i]!.key }));
  const relations: Prediction["relations"] = [];
  for (const [a, list] of g.relations) for (const r of list) if (a < r.key) relations.push({ a, b: r.key, label: r.label });
  return { entities, relations };
}

type Engine = ReturnType<typeof createEngine>;

/** The engine's entities of a document, as spans of the whole document (under link_batch its lines are the inputs). */
async function engineMentions(engine: Engine, doc: DevDoc): Promise<Found[]> {
  const inputs = doc.batch ? doc.text.split("\n") : [doc.text];
  const results = (await engine.analyze({ text: inputs, link_batch: doc.batch })) as AnalyzeResult[];
  const out: Found[] = [];
  let offset = 0;
  results.forEach((r, i) => {
    const map = new OffsetMap(inputs[i]!);
    for (const e of r.entities) {
      const start = offset + map.toUtf16(e.location.stt_idx);
      const end = offset + map.toUtf16(e.location.end_idx);
      const formatted = e.analysis_result.formatted;
      out.push({ start, end, best: e.best_label, text: doc.text.slice(start, end), value: normalisedValue(doc.text.slice(start, end), formatted === e.text ? undefined : formatted), labels: e.labels });
    }
    offset += inputs[i]!.length + 1;
  });
  return out.sort((a, b) => a.start - b.start);
}

interface Row {
  reading: string;
  mode: string;
  corefPersons: Counts;
  corefAll: Counts;
  relations: Counts;
  perLabel: Record<string, Counts>;
  mentionsFound: number;
  mentions: number;
}

function total(reading: string, mode: string, scores: DocScore[]): Row {
  const row: Row = { reading, mode, corefPersons: zero(), corefAll: zero(), relations: zero(), perLabel: {}, mentionsFound: 0, mentions: 0 };
  for (const l of RELATION_LABELS) row.perLabel[l] = zero();
  for (const s of scores) {
    addCounts(row.corefPersons, s.corefPersons);
    addCounts(row.corefAll, s.corefAll);
    addCounts(row.relations, s.relations);
    for (const [l, c] of Object.entries(s.perLabel)) addCounts(row.perLabel[l] ?? (row.perLabel[l] = zero()), c);
    row.mentionsFound += s.mentionsFound;
    row.mentions += s.mentions;
  }
  return row;
}

const rows: Row[] = [];
for (const reading of readings) {
  let found: Map<string, Found[]>;
  if (reading === "gold") found = new Map(docs.map((d) => [d.id, gold(d)]));
  else found = await engineFound();
  for (const mode of modes) {
    const started = performance.now();
    const scores: DocScore[] = [];
    for (const doc of docs) {
      const prediction = predictionOf(doc, found.get(doc.id)!, mode);
      if (values.show === doc.id) showPrediction(reading, mode, found.get(doc.id)!, prediction);
      const s = scoreDoc(doc, prediction);
      scores.push(s);
      if (values.verbose && s.errors.length > 0) console.error(`${reading} ${mode} ${doc.id}: ${s.errors.join(", ")}`);
      if (values.verbose && s.corefErrors.length > 0) console.error(`${reading} ${mode} ${doc.id} coref: ${s.corefErrors.join(", ")}`);
    }
    rows.push(total(reading, mode, scores));
    console.error(`eval:coref ${reading} ${mode}: ${docs.length} documents in ${((performance.now() - started) / 1000).toFixed(1)}s`);
  }
}

/** One document's mentions and relations under one mode (--show). */
function showPrediction(reading: string, mode: string, mentions: readonly Found[], p: Prediction): void {
  console.error(`--- ${reading} ${mode}`);
  mentions.forEach((m, i) => console.error(`  ${String(m.start).padStart(5)} ${p.entities[i]!.group.padEnd(12)} ${m.best.padEnd(22)} ${JSON.stringify(m.text)}`));
  for (const r of p.relations) console.error(`  rel ${r.a} ${r.label} ${r.b}`);
}

/** The engine's entities of every document: from the cache when it matches, else found now (and cached). */
async function engineFound(): Promise<Map<string, Found[]>> {
  const digest = createHash("sha256").update(JSON.stringify(docs.map((d) => [d.id, d.text])) + String(values["no-model"])).digest("hex");
  if (values.cache && existsSync(values.cache)) {
    const cached = JSON.parse(readFileSync(values.cache, "utf8")) as { digest: string; found: [string, Found[]][] };
    if (cached.digest === digest) return new Map(cached.found);
  }
  const ner = values["no-model"] ? undefined : await loadDefaultNer();
  if (!values["no-model"] && !ner) console.error("eval:coref: no model found, engine reading runs the detectors only");
  const engine = createEngine({ seed: "eval-coref", ...(ner ? { ner } : {}) });
  const started = performance.now();
  const found = new Map<string, Found[]>();
  for (const doc of docs) found.set(doc.id, await engineMentions(engine, doc));
  await engine.close();
  console.error(`eval:coref engine: entities of ${docs.length} documents in ${((performance.now() - started) / 1000).toFixed(1)}s`);
  if (values.cache) writeFileSync(values.cache, JSON.stringify({ digest, found: [...found] }));
  return found;
}

const f3 = (x: number) => x.toFixed(3);
const cell = (c: Counts) => {
  const { p, r, f } = prf(c);
  return `${f3(p)} ${f3(r)} ${f3(f)}`;
};
if (values.json) {
  console.log(JSON.stringify(rows.map((r) => ({ ...r, scores: { corefPersons: prf(r.corefPersons), corefAll: prf(r.corefAll), relations: prf(r.relations) } })), null, 2));
} else {
  const langs = [...new Set(docs.map((d) => d.lang))].join(",");
  const goldRelations = docs.reduce((n, d) => n + d.relations.length, 0);
  console.log(`dev set: ${docs.length} documents (${langs}), ${docs.reduce((n, d) => n + d.mentions.length, 0)} mentions, ${goldRelations} relations`);
  console.log("");
  console.log("mentions  mode              coref persons P/R/F1   coref all P/R/F1       relations P/R/F1       mentions found");
  for (const r of rows) {
    console.log(
      `${r.reading.padEnd(9)} ${r.mode.padEnd(17)} ${cell(r.corefPersons)}    ${cell(r.corefAll)}    ${goldRelations > 0 ? cell(r.relations) : "(no gold relations)  "}    ${r.mentionsFound}/${r.mentions}`,
    );
  }
  for (const r of goldRelations > 0 ? rows : []) {
    console.log("");
    console.log(`relations per label (${r.reading} mentions, ${r.mode}):  label  P  R  F1  (gold n)`);
    for (const l of RELATION_LABELS) {
      const c = r.perLabel[l]!;
      console.log(`  ${l.padEnd(12)} ${cell(c)}  (${c.tp + c.fn})`);
    }
  }
}
