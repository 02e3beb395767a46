/**
 * npm run eval:structured [-- --no-model] [-- --limit N] [-- --concurrency N] [-- --json] [-- --file F]
 *                         [-- --seed N] [-- --save-predictions F.json] [-- --from-predictions F.json]
 *
 * Scores the multilingual structured suite (fixtures/suites/structured.jsonl; regenerated from its
 * seed when the file is missing, `node --import tsx scripts/suites/generate.ts` rewrites it; --seed N
 * scores a fresh draw of the generator instead, documents no rule was tuned on) through
 * the whole engine with default settings (model on): per type recall, precision, exact-span rate
 * and partially redacted values, overall, per language, kind, casing and cue; the worst types and
 * formats, the invalid-check-digit negatives that got flagged, and the type confusions. Rules of
 * the count: structured/score.ts. Targets (issue 13): recall >= 0.99 per type, precision >= 0.98,
 * no partial redaction. Prints types, formats and document ids, never document text.
 */
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import type { SuiteDocument } from "./lib/doc.js";
import { predict, pct, ratio, readJsonl, table } from "./lib/engine.js";
import { generateStructured } from "./structured/generate.js";
import { emptyStructuredScore, rates, scoreDocument, TARGETS, worstTypes, type Counts, type StructuredScore } from "./structured/score.js";

const { values } = parseArgs({
  options: {
    file: { type: "string", default: "fixtures/suites/structured.jsonl" },
    limit: { type: "string" },
    concurrency: { type: "string", default: String(2 * availableParallelism()) },
    json: { type: "boolean", default: false },
    "no-model": { type: "boolean", default: false },
    "save-predictions": { type: "string" },
    "from-predictions": { type: "string" },
    seed: { type: "string" },
  },
});

if (values.seed !== undefined && !/^\d+$/.test(values.seed)) {
  console.error("--seed: expected a whole number");
  process.exit(2);
}
const docs: SuiteDocument[] =
  values.seed !== undefined ? generateStructured(Number(values.seed)) : existsSync(values.file) ? await readJsonl<SuiteDocument>(values.file) : generateStructured();
const limit = values.limit ? Number(values.limit) : docs.length;
const selected = docs.slice(0, limit);

const { model, predictions } = await predict(selected.map((d) => d.text), {
  model: !values["no-model"],
  concurrency: Number(values.concurrency),
  save: values["save-predictions"],
  from: values["from-predictions"],
});

const score = emptyStructuredScore();
selected.forEach((d, k) => scoreDocument(score, d, predictions[k]!));

if (values.json) {
  console.log(JSON.stringify({ model: model, ...score, worst: worstTypes(score, 30) }, null, 2));
} else {
  console.log(report(score, model));
}

function row(name: string, c: Counts): Array<string | number> {
  const r = rates(c);
  return [name, c.gold, ratio(r.recall), c.predicted, ratio(r.precision), pct(r.exactRate), c.partial];
}

function report(s: StructuredScore, model: boolean): string {
  const header = ["", "gold", "recall", "predicted", "precision", "exact", "partial"];
  const out: string[] = [];
  const gold = s.overall.gold;
  out.push(`structured suite: ${s.docs} documents, ${gold} gold values, ${s.negatives.total} negatives; model ${model ? "on" : "off"}`);
  out.push(`targets: recall >= ${TARGETS.recall} per type, precision >= ${TARGETS.precision}, partial = 0\n`);
  out.push("per type (precision: predicted structured entities attributed to the type)");
  const types = Object.keys(s.perType).sort((a, b) => (s.perType[b]!.gold - s.perType[a]!.gold) || a.localeCompare(b));
  out.push(table(header, [...types.map((t) => row(t, s.perType[t]!)), row("ALL", s.overall)]));
  out.push("\nper language");
  out.push(table(header, Object.keys(s.perLang).sort().map((l) => row(l, s.perLang[l]!))));
  out.push("\nper kind");
  out.push(table(header, Object.keys(s.perKind).sort().map((k) => row(k, s.perKind[k]!))));
  out.push("\nper casing");
  out.push(table(header, Object.keys(s.perCasing).sort().map((k) => row(k, s.perCasing[k]!))));
  out.push("\nwith / without a cue word (recall side only)");
  out.push(table(["", "gold", "recall", "exact", "partial"], (["cue", "no cue"] as const).map((k) => { const c = s.perCue[k]; const r = rates(c); return [k, c.gold, ratio(r.recall), pct(r.exactRate), c.partial]; })));
  out.push("\nworst types");
  out.push(table(["type", "gold", "recall", "precision", "partial"], worstTypes(s, 12).map((w) => [w.type, w.gold, ratio(w.recall), ratio(w.precision), w.partial])));
  out.push("\nworst formats (by values missed or partly redacted)");
  const formats = Object.entries(s.perFormat)
    .map(([f, c]) => ({ f, c, bad: c.gold - c.found + c.partial }))
    .filter((x) => x.bad > 0)
    .sort((a, b) => b.bad - a.bad || a.f.localeCompare(b.f))
    .slice(0, 40);
  out.push(table(["format", "type", "gold", "found", "exact", "partial"], formats.map(({ f, c }) => [f, c.label, c.gold, c.found, c.exact, c.partial])));
  out.push(`\nnegatives (invalid check digits, no cue): ${s.negatives.flagged} of ${s.negatives.total} flagged`);
  const negs = Object.entries(s.negatives.perFormat).filter(([, n]) => n.flagged > 0).sort((a, b) => b[1].flagged - a[1].flagged);
  if (negs.length) out.push(table(["format", "total", "flagged", "as"], negs.map(([f, n]) => [f, n.total, n.flagged, Object.entries(n.as).map(([t, k]) => `${t} ${k}`).join(", ")])));
  out.push("\nmissed values overlapped by another type (gold -> predicted)");
  const conf = Object.entries(s.confusions).flatMap(([g, m]) => Object.entries(m).map(([p, n]) => ({ g, p, n }))).sort((a, b) => b.n - a.n).slice(0, 25);
  out.push(table(["gold", "predicted", "count"], conf.map((c) => [c.g, c.p, c.n])));
  return out.join("\n");
}
