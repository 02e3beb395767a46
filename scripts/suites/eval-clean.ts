/**
 * npm run eval:clean [-- --no-model] [-- --limit N] [-- --concurrency N] [-- --json] [-- --ids] [-- --file F]
 *                    [-- --save-predictions F.json] [-- --from-predictions F.json] [-- --min-score S]
 *
 * Runs the engine (default settings, model on, see lib/engine.ts) on every text of the PII-free
 * corpus (fixtures/suites/clean.jsonl; regenerated from its seed when missing) and reports the
 * share of texts flagged with a false-alarm type (clean/score.ts: names, usernames, phones,
 * emails, ids, accounts, cards...), per language and per kind, the offending types with the ids of
 * their texts (all of them with --ids, the first 12 otherwise), and, for information, the other
 * types found. Target (issue 13): at most 1 % of texts flagged. --min-score S counts only entities
 * whose best label scores at least S, as `pii --fail-on-pii --fail-min-score S` does (predictions
 * saved without scores count whatever S). Never prints text.
 */
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import { generateClean, type CleanText } from "./clean/corpus.js";
import { CLEAN_TARGET, emptyCleanScore, flaggedShare, scoreCleanText, type CleanScore } from "./clean/score.js";
import { predict, pct, readJsonl, table } from "./lib/engine.js";

const { values } = parseArgs({
  options: {
    file: { type: "string", default: "fixtures/suites/clean.jsonl" },
    limit: { type: "string" },
    concurrency: { type: "string", default: String(2 * availableParallelism()) },
    json: { type: "boolean", default: false },
    ids: { type: "boolean", default: false },
    "no-model": { type: "boolean", default: false },
    "save-predictions": { type: "string" },
    "from-predictions": { type: "string" },
    "min-score": { type: "string", default: "0" },
  },
});
const minScore = Number(values["min-score"]);
if (!(values["min-score"].trim() !== "" && minScore >= 0 && minScore <= 1)) {
  console.error("--min-score: expected a number from 0 to 1");
  process.exit(2);
}

const texts: CleanText[] = existsSync(values.file) ? await readJsonl<CleanText>(values.file) : generateClean();
const selected = texts.slice(0, values.limit ? Number(values.limit) : texts.length);

const { model, predictions } = await predict(selected.map((t) => t.text), {
  model: !values["no-model"],
  concurrency: Number(values.concurrency),
  save: values["save-predictions"],
  from: values["from-predictions"],
});

const score = emptyCleanScore();
selected.forEach((t, k) => scoreCleanText(score, t, predictions[k]!.filter((p) => p.best_score === undefined || p.best_score >= minScore)));

if (values.json) console.log(JSON.stringify({ model, ...score }, null, 2));
else console.log(report(score, model));

function report(s: CleanScore, model: boolean): string {
  const out: string[] = [];
  const share = flaggedShare(s.overall);
  out.push(`PII-free corpus: ${s.overall.texts} texts; model ${model ? "on" : "off"}${minScore > 0 ? `; entities scoring >= ${minScore} only` : ""}`);
  out.push(`flagged with a name, username, phone, id or account type: ${s.overall.flagged} (${pct(share)}; target <= ${pct(CLEAN_TARGET, 0)})\n`);
  const rows = (m: Record<string, { texts: number; flagged: number }>) => Object.keys(m).sort().map((k) => [k, m[k]!.texts, m[k]!.flagged, pct(flaggedShare(m[k]!))]);
  out.push(table(["language", "texts", "flagged", "share"], rows(s.perLang)));
  out.push("");
  out.push(table(["kind", "texts", "flagged", "share"], rows(s.perKind)));
  out.push("\noffending types");
  const types = Object.entries(s.perType).sort((a, b) => b[1].texts - a[1].texts);
  out.push(table(["type", "texts", "entities"], types.map(([t, v]) => [t, v.texts, v.entities])));
  out.push(`\ntext ids per offending type${values.ids ? "" : " (the first 12; --ids for all)"}`);
  for (const [t, v] of types) out.push(`${t}: ${values.ids || v.ids.length <= 12 ? v.ids.join(" ") : `${v.ids.slice(0, 12).join(" ")} ... (+${v.ids.length - 12})`}`);
  out.push("\nother types found (not false alarms): " + Object.entries(s.other).sort((a, b) => b[1] - a[1]).map(([t, n]) => `${t} ${n}`).join(", "));
  return out.join("\n");
}
