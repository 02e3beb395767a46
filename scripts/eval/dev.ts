/**
 * npm run eval:dev [-- --no-model] [-- --limit N] [-- --accuracy MODE] [-- --concurrency N] [-- --json] [-- --min-score S]
 *
 * Every dev set of sets.ts through the whole engine (detectors + model + resolver), one after the
 * other in one process (the model loads once), then one table: overlap precision/recall/F1,
 * PERSON precision and recall, F1 (recall) per gold label, unredacted share of gold PII
 * characters; and at the end the engine's speed over the whole run (characters analysed / wall
 * time of the analysis phases, one document per call, --concurrency calls in flight, by default
 * twice the cores as in `npm run bench`; the figures do not depend on it, see run.ts).
 *
 *   EVAL_SETS=btc,gum npm run eval:dev        only these sets (names as in the table)
 *   npm run eval:dev -- --limit 50            the first 50 documents of each set, for a quick look
 *   EVAL_MODEL_DIR=/tmp/candidate npm run eval:dev   a candidate model instead of the shipped one
 *   EVAL_PASSES=given-name-fill,countries-as-places npm run eval:dev   only these model passes ("none": no pass)
 *   DATASETS=/path/to/datasets npm run eval:dev      default ../shared/datasets
 *   npm run eval:dev -- --min-score 0.8       score only entities scoring at least 0.8: what a CI gate
 *                                             with `--fail-on-pii --fail-min-score 0.8` would notice
 *
 * Progress (set names, counts, seconds) goes to stderr; never any document text.
 */
import { existsSync } from "node:fs";
import { relative } from "node:path";
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import { createEngine } from "../../src/engine/engine.js";
import { DEFAULT_DETECTORS } from "../../src/engine/detectors/registry.js";
import { loadDefaultNer } from "./ner.js";
import { evaluateSet, type SetReport } from "./run.js";
import { devSets } from "./sets.js";

const { values } = parseArgs({
  options: {
    accuracy: { type: "string", default: "high_automatic" },
    limit: { type: "string" },
    concurrency: { type: "string", default: String(2 * availableParallelism()) },
    json: { type: "boolean", default: false },
    "no-model": { type: "boolean", default: false },
    "min-score": { type: "string", default: "0" },
  },
});
const limit = values.limit === undefined ? undefined : Number(values.limit);
if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) {
  console.error("--limit: expected a positive whole number of documents");
  process.exit(2);
}
const minScore = Number(values["min-score"]);
if (!(values["min-score"]!.trim() !== "" && minScore >= 0 && minScore <= 1)) {
  console.error("--min-score: expected a number from 0 to 1");
  process.exit(2);
}
const concurrency = Number(values.concurrency);
if (!(Number.isInteger(concurrency) && concurrency > 0)) {
  console.error("--concurrency: expected a positive whole number of analyze calls");
  process.exit(2);
}

const all = devSets(process.env.DATASETS || "../shared/datasets");
const wanted = (process.env.EVAL_SETS ?? "").split(",").map((s) => s.trim()).filter(Boolean);
const unknown = wanted.filter((w) => !all.some((s) => s.name === w));
if (unknown.length) {
  console.error(`EVAL_SETS: unknown set ${unknown.join(", ")}; the sets are ${all.map((s) => s.name).join(", ")}`);
  process.exit(2);
}
const sets = wanted.length ? all.filter((s) => wanted.includes(s.name)) : all;

const ner = values["no-model"] ? undefined : await loadDefaultNer();
if (!values["no-model"] && !ner) console.error("no model found (or its runtime is missing): scoring without the model");
const modelDir = (ner as { modelDir?: string } | undefined)?.modelDir;
// EVAL_PASSES=a,b runs only those model passes (engine/passes/registry.ts); EVAL_PASSES=none runs none
const passesEnv = process.env.EVAL_PASSES;
const passes = passesEnv === undefined ? undefined : passesEnv === "none" ? [] : passesEnv.split(",").map((s) => s.trim()).filter(Boolean);
// EVAL_DROP_DETECTORS=title-cue,greeting-cue leaves those detectors out (names as in detectors/registry.ts)
const drop = new Set((process.env.EVAL_DROP_DETECTORS ?? "").split(",").map((s) => s.trim()).filter(Boolean));
for (const d of drop) if (!DEFAULT_DETECTORS.some((x) => x.name === d)) throw new Error(`EVAL_DROP_DETECTORS: unknown detector ${d}`);
const detectors = DEFAULT_DETECTORS.filter((d) => !drop.has(d.name));
const engine = createEngine({ ner, seed: "eval", detectors, ...(passes ? { passes } : {}) });

// warm up (worker threads, sessions, lazy tables) outside the timed calls, on a made-up text
await engine.analyze({ text: ["Warm-up: Maria Keller from Leeds wrote to @mk_example at Example Ltd on 3 May."] });

const reports: Record<string, SetReport> = {};
const runStarted = performance.now();
for (const [k, set] of sets.entries()) {
  if (!existsSync(set.file)) {
    console.error(`skip ${set.name}: ${set.file} not found`);
    continue;
  }
  const started = performance.now();
  reports[set.name] = await evaluateSet(engine, set, { accuracy: values.accuracy, concurrency, minScore, ...(limit !== undefined ? { limit } : {}) });
  const r = reports[set.name]!;
  console.error(`[${k + 1}/${sets.length}] ${set.name}: ${r.docs} docs, ${r.chars} characters, ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
await engine.close();

const chars = Object.values(reports).reduce((n, r) => n + r.chars, 0);
const seconds = Object.values(reports).reduce((n, r) => n + r.analyzeSeconds, 0);
const cpuSeconds = Object.values(reports).reduce((n, r) => n + r.cpuSeconds, 0);
const model = ner ? `model on (${modelDir ? relative(process.cwd(), modelDir) || modelDir : "default"})` : "no model";
const speed = {
  characters: chars,
  analyzeSeconds: seconds,
  charsPerSecond: seconds > 0 ? chars / seconds : 0,
  cpuSeconds,
  charsPerCpuSecond: cpuSeconds > 0 ? chars / cpuSeconds : 0,
  cores: availableParallelism(),
  model,
  wallSeconds: (performance.now() - runStarted) / 1000,
};

if (values.json) {
  console.log(JSON.stringify({ accuracy: values.accuracy, limit: limit ?? null, concurrency, minScore, sets: reports, speed }, null, 2));
} else {
  const f = (x: number) => x.toFixed(3);
  console.log(`accuracy=${values.accuracy}, ${model}${limit !== undefined ? `, first ${limit} documents per set` : ""}${minScore > 0 ? `, entities scoring >= ${minScore} only` : ""}`);
  console.log("| dev set | precision | recall | F1 | PERSON precision | PERSON recall | F1 (recall) per gold label | unredacted PII chars |");
  console.log("|---|---:|---:|---:|---:|---:|---|---:|");
  for (const [name, r] of Object.entries(reports)) {
    const per = r.rows.map((x) => `${x.label} ${f(x.f1)} (${f(x.recall)})`).join(", ");
    const m = r.micro;
    const p = r.person;
    console.log(
      `| ${name} (${r.docs} docs) | ${f(m.precision)} | ${f(m.recall)} | ${f(m.f1)} | ${p ? f(p.precision) : "–"} | ${p ? f(p.recall) : "–"} | ${per} | ${(100 * r.leakRate).toFixed(1)}% |`,
    );
  }
  console.log(
    `\nEngine speed over the run: ${Math.round(speed.charsPerSecond).toLocaleString("en")} characters/s ` +
      `(${chars.toLocaleString("en")} characters in ${seconds.toFixed(1)} s of analysis, one document per call, ${concurrency} in flight, ${model}; ` +
      `whole run ${speed.wallSeconds.toFixed(0)} s); ` +
      `${Math.round(speed.charsPerCpuSecond).toLocaleString("en")} characters per CPU-second (${cpuSeconds.toFixed(1)} CPU s of all threads on ${speed.cores} cores; ` +
      `less sensitive than the wall-time figure to other work on the machine)`,
  );
}
