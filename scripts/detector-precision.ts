/**
 * npm run eval:detector -- --detector NAME --data FILE.jsonl --labels GOLD[,GOLD...] [--lowercase] [--show]
 *
 * Precision of one structured detector alone (no model, no resolver) against gold JSONL in the
 * format of ../shared/datasets: how many of its matches overlap a gold span with one of --labels,
 * how many overlap another gold span, how many overlap none; and how many of those gold spans it
 * touches. Run it on TRAIN splits when writing a rule, so the dev splits stay for the figures.
 * --show prints each match that is not on a wanted gold span, with its type and score but never
 * the document's text around it beyond the match itself.
 */
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { DEFAULT_DETECTORS } from "../src/engine/detectors/registry.js";
import { makeDetectContext } from "../src/engine/detectors/make-context.js";
import { OffsetMap } from "../src/engine/text/offsets.js";

const { values } = parseArgs({
  options: {
    detector: { type: "string" },
    data: { type: "string" },
    labels: { type: "string" },
    lowercase: { type: "boolean", default: false },
    show: { type: "boolean", default: false },
  },
});

const detector = DEFAULT_DETECTORS.find((d) => d.name === values.detector);
if (!detector || !values.data || !values.labels) {
  console.error(`usage: npm run eval:detector -- --detector NAME --data FILE.jsonl --labels GOLD[,GOLD...] [--lowercase] [--show]
detectors: ${DEFAULT_DETECTORS.map((d) => d.name).join(", ")}`);
  process.exit(2);
}
const wanted = new Set(values.labels.split(","));

let matches = 0;
let onWanted = 0;
let onOther = 0;
let gold = 0;
let goldTouched = 0;
let docs = 0;
const lines = createInterface({ input: createReadStream(values.data, "utf8"), crlfDelay: Infinity });
for await (const line of lines) {
  if (!line.trim()) continue;
  const doc = JSON.parse(line) as { text: string; lang?: string; spans: { start: number; end: number; label: string }[] };
  const text = values.lowercase ? doc.text.toLowerCase() : doc.text;
  // gold spans count code points, detectors UTF-16 units
  const offsets = new OffsetMap(text);
  const spans = doc.spans.map((s) => ({ label: s.label, start: offsets.toUtf16(s.start), end: offsets.toUtf16(s.end) }));
  const found = detector.detect(makeDetectContext(text, { language: doc.lang }));
  docs++;
  for (const g of spans) {
    if (!wanted.has(g.label)) continue;
    gold++;
    if (found.some((c) => c.start < g.end && g.start < c.end)) goldTouched++;
  }
  for (const c of found) {
    matches++;
    const over = spans.filter((g) => g.start < c.end && c.start < g.end);
    if (over.some((g) => wanted.has(g.label))) onWanted++;
    else {
      if (over.length > 0) onOther++;
      if (values.show) console.log(`${over.map((g) => g.label).join("|") || "-"}\t${c.label}\t${c.score}\t${text.slice(c.start, c.end)}`);
    }
  }
}
const ratio = (a: number, b: number) => (b === 0 ? "n/a" : (a / b).toFixed(3));
console.log(`${values.detector} on ${values.data}${values.lowercase ? " (lower-cased)" : ""}: ${docs} documents`);
console.log(`matches ${matches}: on ${[...wanted].join("/")} ${onWanted} (precision ${ratio(onWanted, matches)}), on other gold ${onOther}, on no gold ${matches - onWanted - onOther}`);
console.log(`gold ${[...wanted].join("/")} spans ${gold}: touched ${goldTouched} (${ratio(goldTouched, gold)})`);
