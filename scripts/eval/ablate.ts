/**
 * npm run eval:ablate [-- --limit N]
 *
 * What each model pass and each rule detector is worth: the dev sets through the whole engine
 * once with everything on (the baseline), then once per pass and per rule detector with that one
 * left out, in one process (the model loads once). Prints, per configuration and per set, the
 * change of F1 and of the unredacted share against the baseline: a positive F1 change, or a
 * negative unredacted change, when the rule is left out says the rule hurts there.
 *
 *   EVAL_SETS=btc,gum,europeana_de npm run eval:ablate    only these sets
 *   ABLATE=given-name-fill,title-cue npm run eval:ablate  only these rules
 *
 * The rule is the registry's (engine/passes/registry.ts): a rule stays only if it helps F1 or the
 * unredacted share on at least two corpora it was not tuned on.
 */
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import { createEngine } from "../../src/engine/engine.js";
import { DEFAULT_DETECTORS } from "../../src/engine/detectors/registry.js";
import { MODEL_PASSES } from "../../src/engine/passes/registry.js";
import { loadDefaultNer } from "./ner.js";
import { evaluateSet, type SetReport } from "./run.js";
import { devSets } from "./sets.js";

/** Detectors that read names, places and organisations from cue words and lists: rules around the model. */
export const RULE_DETECTORS = ["title-cue", "greeting-cue", "person-cue", "organization", "results-table", "name-lexicon", "place-name", "medical-facility"];

const { values } = parseArgs({ options: { limit: { type: "string" }, concurrency: { type: "string", default: String(2 * availableParallelism()) } } });
const limit = values.limit === undefined ? undefined : Number(values.limit);
const concurrency = Number(values.concurrency);
const all = devSets(process.env.DATASETS || "../shared/datasets");
const wanted = (process.env.EVAL_SETS ?? "").split(",").filter(Boolean);
const sets = wanted.length ? all.filter((s) => wanted.includes(s.name)) : all;
const only = (process.env.ABLATE ?? "").split(",").filter(Boolean);

const ner = await loadDefaultNer();
if (!ner) throw new Error("ablation needs the model");
const passNames = MODEL_PASSES.map((p) => p.name);
const ruleNames = DEFAULT_DETECTORS.map((d) => d.name).filter((n) => RULE_DETECTORS.includes(n));
const configs: { name: string; passes?: string[]; drop?: string }[] = [{ name: "baseline" }];
for (const p of passNames) if (!only.length || only.includes(p)) configs.push({ name: `-${p}`, passes: passNames.filter((x) => x !== p) });
for (const d of ruleNames) if (!only.length || only.includes(d)) configs.push({ name: `-${d}`, drop: d });
if (!only.length) configs.push({ name: "-all-rules", passes: [], drop: "*" });

const results = new Map<string, Record<string, SetReport>>();
for (const c of configs) {
  const detectors = DEFAULT_DETECTORS.filter((d) => (c.drop === "*" ? !RULE_DETECTORS.includes(d.name) : d.name !== c.drop));
  const engine = createEngine({ ner, seed: "eval", detectors, ...(c.passes ? { passes: c.passes } : {}) });
  const reports: Record<string, SetReport> = {};
  for (const set of sets) reports[set.name] = await evaluateSet(engine, set, { accuracy: "high_automatic", concurrency, ...(limit !== undefined ? { limit } : {}) });
  results.set(c.name, reports);
  console.error(`${c.name}: done`);
}
await (ner as { close?: () => Promise<void> }).close?.();

const base = results.get("baseline")!;
const sign = (x: number, d = 3) => (x >= 0 ? "+" : "") + x.toFixed(d);
console.log(`| left out | ${sets.map((s) => s.name).join(" | ")} |`);
console.log(`|---|${sets.map(() => "---:").join("|")}|`);
console.log(`| baseline F1 / unredacted | ${sets.map((s) => `${base[s.name]!.micro.f1.toFixed(3)} / ${(100 * base[s.name]!.leakRate).toFixed(1)}%`).join(" | ")} |`);
for (const [name, reports] of results) {
  if (name === "baseline") continue;
  const cells = sets.map((s) => `${sign(reports[s.name]!.micro.f1 - base[s.name]!.micro.f1)} / ${sign(100 * (reports[s.name]!.leakRate - base[s.name]!.leakRate), 1)}`);
  console.log(`| ${name} | ${cells.join(" | ")} |`);
}
