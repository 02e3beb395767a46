/**
 * npm run eval -- --data FILE.jsonl --map MAP.json [--data ... --map ...] [--accuracy MODE]
 *                 [--lowercase] [--lang CODE] [--limit N] [--json]
 *
 * Scores the engine's analyze output against gold JSONL in the format of ../shared/datasets
 * ({"id","text","lang","spans":[{"start","end","label"}]}, code-point offsets) and prints
 * precision, recall, F1 per gold label (overlap match; exact-match recall too) and the share of
 * gold PII characters left unredacted. The map (scripts/maps/*.json) says which of our types
 * count for each gold label; labels mapped to null are not scored. --lang keeps only the
 * documents whose "lang" is CODE (multilingual corpora such as wikineural); --limit N stops after
 * N scored documents.
 */
import { createReadStream, readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { createEngine } from "../src/engine/engine.js";
import type { AnalyzeResult } from "../src/contract/types.js";
import { emptyScore, metrics, MICRO, parseMapFile, relabelGold, scoreDocument, total, type GoldSpan } from "./eval/score.js";
import { loadDefaultNer } from "./eval/ner.js";

const { values } = parseArgs({
  options: {
    data: { type: "string", multiple: true },
    map: { type: "string", multiple: true },
    accuracy: { type: "string", default: "high_automatic" },
    lowercase: { type: "boolean", default: false },
    limit: { type: "string" },
    lang: { type: "string" },
    json: { type: "boolean", default: false },
    "no-model": { type: "boolean", default: false },
  },
});

if (!values.data?.length || values.data.length !== values.map?.length) {
  console.error("usage: npm run eval -- --data FILE.jsonl --map MAP.json [--data F2 --map M2 ...] [--accuracy MODE] [--lowercase] [--lang CODE] [--limit N] [--json] [--no-model]");
  process.exit(2);
}

const ner = values["no-model"] ? undefined : await loadDefaultNer();
const engine = createEngine({ ner, seed: "eval" });
const limit = values.limit ? Number(values.limit) : Infinity;
const report: Record<string, unknown> = {};

for (let k = 0; k < values.data.length; k++) {
  const file = values.data[k]!;
  const { map, relabel } = parseMapFile(JSON.parse(readFileSync(values.map![k]!, "utf8")) as Record<string, unknown>);
  const relabelled: Record<string, number> = {};
  const score = emptyScore();
  let docs = 0;
  const started = performance.now();
  let chars = 0;
  const lines = createInterface({ input: createReadStream(file, "utf8"), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line.trim()) continue;
    if (docs >= limit) break;
    const doc = JSON.parse(line) as { text: string; lang?: string; spans: GoldSpan[] };
    if (values.lang !== undefined && doc.lang !== values.lang) continue;
    const text = values.lowercase ? doc.text.toLowerCase() : doc.text;
    chars += [...text].length;
    const [result] = (await engine.analyze({
      text: [text],
      // all types on, as in production: only the scoring looks at the mapped ones
      entity_detection: { accuracy: values.accuracy },
    })) as [AnalyzeResult];
    const gold = relabelGold(doc.text, doc.spans, relabel);
    gold.forEach((g, i) => {
      if (g.label !== doc.spans[i]!.label) relabelled[g.label] = (relabelled[g.label] ?? 0) + 1;
    });
    scoreDocument(
      score,
      gold,
      result.entities.map((e) => ({ start: e.location.stt_idx, end: e.location.end_idx, best_label: e.best_label, labels: e.labels })),
      map,
    );
    docs++;
  }
  const seconds = (performance.now() - started) / 1000;
  const labels = Object.keys(score.perLabel).filter((l) => l !== MICRO && score.perLabel[l]!.gold > 0).sort();
  const rows = labels.map((l) => ({ label: l, ...score.perLabel[l]!, ...metrics(score.perLabel[l]!) }));
  const all = total(score);
  const leak = score.goldChars === 0 ? 0 : score.leakedChars / score.goldChars;
  report[file] = { docs, relabelled, rows, micro: { ...all, ...metrics(all) }, leakRate: leak, charsPerSecond: chars / seconds };
  if (!values.json) {
    console.log(`\n${file}${values.lowercase ? " (lower-cased)" : ""}: ${docs} documents, accuracy=${values.accuracy}${ner ? "" : ", no model"}`);
    console.log("label".padEnd(22) + "gold".padStart(6) + "pred".padStart(6) + "  precision  recall      f1  exact-recall");
    for (const r of [...rows, { label: "micro-average", ...all, ...metrics(all) }]) {
      console.log(
        r.label.padEnd(22) + String(r.gold).padStart(6) + String(r.predicted).padStart(6) +
          r.precision.toFixed(3).padStart(11) + r.recall.toFixed(3).padStart(8) + r.f1.toFixed(3).padStart(8) +
          (r.gold ? r.exact / r.gold : 1).toFixed(3).padStart(14),
      );
    }
    for (const [label, n] of Object.entries(relabelled)) {
      console.log(`gold spans relabelled ${label} by the map's $relabel rules: ${n}${map[label] ? "" : " (not scored)"}`);
    }
    console.log(`unredacted share of gold PII characters: ${(leak * 100).toFixed(2)}% (${score.leakedChars}/${score.goldChars})`);
  }
}
if (values.json) console.log(JSON.stringify(report, null, 2));
await engine.close();
