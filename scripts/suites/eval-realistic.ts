/**
 * npm run eval:realistic [-- --no-model] [-- --concurrency N] [-- --json] [-- --ids]
 *
 * The realistic-documents suite (fixtures/suites/realistic.jsonl): 86 documents in the seven
 * languages, written for this project as people and systems write them (HR forms, claims, leases,
 * bookings with passport zones, bank statements, police reports, prescriptions, CVs, chats in
 * lower case, voicemail transcripts with numbers read out, OCR'd letters, e-mail headers, vCards,
 * iCalendar, SQL dumps, YAML/INI with credentials, stack traces; and 10 PII-free ones), each with
 * the personal values it holds. Reports, per type and per language, the values redacted whole,
 * partly and not at all, and the share of their letters and digits left in clear
 * (realistic/score.ts); and the PII-free documents flagged. It was used to find gaps (2026-11-29):
 * a development set, not a held-out one. Never prints text: only counts, types and document ids.
 */
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import { predict, pct, readJsonl, table } from "./lib/engine.js";
import { emptyRealisticScore, scoreRealisticDoc, type RealisticDoc, type Tally } from "./realistic/score.js";

const { values } = parseArgs({
  options: {
    file: { type: "string", default: "fixtures/suites/realistic.jsonl" },
    concurrency: { type: "string", default: String(2 * availableParallelism()) },
    json: { type: "boolean", default: false },
    ids: { type: "boolean", default: false },
    "no-model": { type: "boolean", default: false },
  },
});

const docs = await readJsonl<RealisticDoc>(values.file);
const { model, predictions } = await predict(docs.map((d) => d.text), { model: !values["no-model"], concurrency: Number(values.concurrency) });
const score = emptyRealisticScore();
docs.forEach((d, k) => scoreRealisticDoc(score, d, predictions[k]!));

if (values.json) {
  console.log(JSON.stringify({ model, ...score }, null, 2));
} else {
  const row = (name: string, t: Tally) => [name, t.gold, t.whole, t.partial, t.missed, (t.whole / t.gold).toFixed(3), pct(t.clearChars / t.chars)];
  const header = ["", "values", "whole", "partly", "missed", "recall", "chars in clear"];
  const out: string[] = [];
  out.push(`realistic documents: ${docs.length} (${score.clean.texts} PII-free); model ${model ? "on" : "off"}`);
  out.push(table(header, [row("all", score.overall)]));
  out.push("");
  out.push(table(["type", ...header.slice(1)], Object.entries(score.perType).sort((a, b) => b[1].gold - a[1].gold).map(([k, t]) => row(k, t))));
  out.push("");
  out.push(table(["language", ...header.slice(1)], Object.entries(score.perLang).sort().map(([k, t]) => row(k, t))));
  out.push(`\nPII-free documents flagged with a name, username, phone, id or account type: ${score.clean.flagged} of ${score.clean.texts}${values.ids ? ` (${score.clean.ids.join(" ")})` : ""}`);
  if (values.ids) {
    out.push("\ndocuments with a value partly or not redacted, per type");
    for (const [type, ids] of Object.entries(score.leaks).sort()) out.push(`${type}: ${ids.join(" ")}`);
  }
  console.log(out.join("\n"));
}
