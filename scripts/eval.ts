/**
 * npm run eval -- --data FILE.jsonl --map MAP.json [--data ... --map ...] [--accuracy MODE]
 *                 [--lowercase | --uppercase] [--lang CODE] [--limit N] [--json] [--no-model]
 *
 * Scores the engine's analyze output against gold JSONL in the format of ../shared/datasets
 * ({"id","text","lang","spans":[{"start","end","label"}]}, code-point offsets) and prints
 * precision, recall, F1 per gold label (overlap match; exact-match recall too), PERSON precision
 * and recall over the map's "$person" labels, the share of gold PII characters left unredacted
 * and the engine's speed. The map (scripts/maps/*.json) says which of our types count for each
 * gold label (null: not scored) and how gold spans are prepared (scripts/eval/gold.ts).
 * --lowercase / --uppercase feed the engine a re-cased text; --lang keeps only the documents
 * whose "lang" is CODE (multilingual corpora); --limit N stops after N scored documents.
 * EVAL_MODEL_DIR scores a candidate model instead of the shipped one.
 * `npm run eval:dev` runs every dev set in one go (scripts/eval/dev.ts).
 */
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import { createEngine } from "../src/engine/engine.js";
import { loadDefaultNer } from "./eval/ner.js";
import { evaluateSet, readMapFile, type SetReport } from "./eval/run.js";

const { values } = parseArgs({
  options: {
    data: { type: "string", multiple: true },
    map: { type: "string", multiple: true },
    accuracy: { type: "string", default: "high_automatic" },
    lowercase: { type: "boolean", default: false },
    uppercase: { type: "boolean", default: false },
    limit: { type: "string" },
    concurrency: { type: "string", default: String(2 * availableParallelism()) },
    lang: { type: "string" },
    json: { type: "boolean", default: false },
    "no-model": { type: "boolean", default: false },
  },
});

const usage =
  "usage: npm run eval -- --data FILE.jsonl --map MAP.json [--data F2 --map M2 ...] [--accuracy MODE] [--lowercase | --uppercase] [--lang CODE] [--limit N] [--json] [--no-model]";
if (!values.data?.length || values.data.length !== values.map?.length) {
  console.error(usage);
  process.exit(2);
}
if (values.lowercase && values.uppercase) {
  console.error("--lowercase and --uppercase exclude each other");
  process.exit(2);
}
const limit = values.limit === undefined ? undefined : Number(values.limit);
if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) {
  console.error("--limit: expected a positive whole number of documents");
  process.exit(2);
}
const concurrency = Number(values.concurrency);
if (!(Number.isInteger(concurrency) && concurrency > 0)) {
  console.error("--concurrency: expected a positive whole number of analyze calls");
  process.exit(2);
}
const recase = values.lowercase ? "lower" : values.uppercase ? "upper" : undefined;

const ner = values["no-model"] ? undefined : await loadDefaultNer();
const engine = createEngine({ ner, seed: "eval" });
const report: Record<string, SetReport> = {};
const f = (x: number) => x.toFixed(3);

for (let k = 0; k < values.data.length; k++) {
  const file = values.data[k]!;
  const map = values.map![k]!;
  const r = await evaluateSet(
    engine,
    { file, map, ...(values.lang !== undefined ? { lang: values.lang } : {}), ...(recase ? { recase } : {}) },
    { accuracy: values.accuracy, concurrency, ...(limit !== undefined ? { limit } : {}) },
  );
  report[file] = r;
  if (values.json) continue;
  console.log(`\n${file}${recase ? ` (${recase}-cased)` : ""}: ${r.docs} documents, accuracy=${values.accuracy}${ner ? "" : ", no model"}`);
  console.log("label".padEnd(22) + "gold".padStart(6) + "pred".padStart(6) + "  precision  recall      f1  exact-recall");
  const lines = [...r.rows, { ...r.micro, label: "micro-average" }, ...(r.person ? [{ ...r.person, label: "PERSON ($person)" }] : [])];
  for (const row of lines) {
    console.log(
      row.label.padEnd(22) + String(row.gold).padStart(6) + String(row.predicted).padStart(6) +
        f(row.precision).padStart(11) + f(row.recall).padStart(8) + f(row.f1).padStart(8) +
        (row.gold ? row.exact / row.gold : 1).toFixed(3).padStart(14),
    );
  }
  const scoredLabels = readMapFile(map).map;
  for (const [label, n] of Object.entries(r.relabelled)) {
    console.log(`gold spans relabelled ${label} by the map's $relabel rules: ${n}${scoredLabels[label] ? "" : " (not scored)"}`);
  }
  console.log(`unredacted share of gold PII characters: ${(r.leakRate * 100).toFixed(2)}% (${r.leakedChars}/${r.goldChars})`);
  console.log(`engine speed: ${Math.round(r.charsPerSecond).toLocaleString("en")} characters/s (${r.chars} characters, ${r.analyzeSeconds.toFixed(1)} s of analysis, ${r.cpuSeconds.toFixed(1)} CPU s, ${ner ? "model on" : "no model"})`);
}
if (values.json) console.log(JSON.stringify(report, null, 2));
await engine.close();
