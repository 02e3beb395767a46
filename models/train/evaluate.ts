/**
 * Dev-set figures for an exported model, computed the way production runs it: the shared
 * TypeScript tokenizer/featuriser, onnxruntime-node emissions, CRF Viterbi decoding in TS.
 *
 *   node --import tsx models/train/evaluate.ts [--model models/pii-ner-v2] [--datasets ../shared/datasets] [--out FILE.json] [--markdown FILE.md]
 *
 * Scores per dataset and coarse type (PER = any NAME*, LOC = any LOCATION*, ORG = any
 * ORGANIZATION*, other labels as themselves): overlap-match and exact-match precision/recall/F1,
 * and the share of gold PII characters that no predicted span covers ("left unredacted").
 * Adjacent spans of one coarse type separated only by white space are merged on both sides,
 * so NAME_GIVEN + NAME_FAMILY count as one PER span, as a whole-name gold span does.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import * as ort from "onnxruntime-node";
import { featurize, MAX_CHARS, vocabFromFiles, type Vocab } from "../../src/engine/ner/featurize.js";
import { packBatch } from "../../src/engine/ner/batch.js";
import { modelFeeds } from "../../src/engine/ner/feeds.js";
import { coarse, type UnitSpan } from "./lib/labels.js";
import { loadCorpus } from "./prepare.js";
import { toUnits } from "./lib/units.js";

interface Crf {
  tags: string[];
  transitions: number[][];
  start: number[];
  end: number[];
}

/** Best tag path for one sequence; emissions row-major [T, L]. */
export function viterbi(em: Float32Array, t: number, crf: Crf): number[] {
  const L = crf.tags.length;
  let score = new Float64Array(L);
  for (let j = 0; j < L; j++) score[j] = crf.start[j]! + em[j]!;
  const back: Int32Array[] = [];
  for (let i = 1; i < t; i++) {
    const next = new Float64Array(L);
    const bp = new Int32Array(L);
    for (let j = 0; j < L; j++) {
      let best = -Infinity;
      let arg = 0;
      for (let k = 0; k < L; k++) {
        const s = score[k]! + crf.transitions[k]![j]!;
        if (s > best) {
          best = s;
          arg = k;
        }
      }
      next[j] = best + em[i * L + j]!;
      bp[j] = arg;
    }
    back.push(bp);
    score = next;
  }
  let cur = 0;
  let best = -Infinity;
  for (let j = 0; j < L; j++) {
    const s = score[j]! + crf.end[j]!;
    if (s > best) {
      best = s;
      cur = j;
    }
  }
  const path = [cur];
  for (let i = back.length - 1; i >= 0; i--) {
    cur = back[i]![cur]!;
    path.push(cur);
  }
  return path.reverse();
}

interface Span {
  start: number;
  end: number;
  type: string;
}

/** Coarse spans, adjacent same-type spans separated by white space only merged. */
function mergeCoarse(text: string, spans: UnitSpan[]): Span[] {
  const sorted = spans.map((s) => ({ start: s.start, end: s.end, type: coarse(s.label) })).sort((a, b) => a.start - b.start);
  const out: Span[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && last.type === s.type && s.start >= last.end && /^[ \t]*$/.test(text.slice(last.end, s.start))) last.end = Math.max(last.end, s.end);
    else out.push({ ...s });
  }
  return out;
}

class Model {
  constructor(
    readonly session: ort.InferenceSession,
    readonly crf: Crf,
    readonly vocab: Vocab,
    readonly batchSize = 64,
  ) {}
  static async load(dir: string, batchSize = 64): Promise<Model> {
    const session = await ort.InferenceSession.create(join(dir, "model.onnx"), { intraOpNumThreads: 1, interOpNumThreads: 1 });
    const crf = JSON.parse(readFileSync(join(dir, "crf.json"), "utf8")) as Crf;
    const vocab = vocabFromFiles(JSON.parse(readFileSync(join(dir, "vocab.json"), "utf8")), JSON.parse(readFileSync(join(dir, "chars.json"), "utf8")));
    return new Model(session, crf, vocab, batchSize);
  }
  runSeconds = 0;
  tokens = 0;
  chars = 0;

  /** Predicted spans (UTF-16) of many texts; batches of units of similar length. */
  async predict(texts: string[]): Promise<UnitSpan[][]> {
    const t0 = performance.now();
    const units = texts.flatMap((text, doc) => toUnits(text, []).map((u) => ({ doc, tokens: u.tokens })));
    const order = units.map((_, i) => i).sort((a, b) => units[a]!.tokens.length - units[b]!.tokens.length);
    const result: UnitSpan[][] = texts.map(() => []);
    const L = this.crf.tags.length;
    for (let b = 0; b < order.length; b += this.batchSize) {
      const idx = order.slice(b, b + this.batchSize);
      const T = Math.max(...idx.map((i) => units[i]!.tokens.length));
      // padded to the longest unit of the batch (this offline scorer does not need the pool's
      // equal-length batches)
      const seqs = idx.map((ui) => {
        const f = featurize(units[ui]!.tokens, this.vocab);
        return { ...f, charWidth: MAX_CHARS, start: 0, end: f.length };
      });
      const out = await this.session.run(modelFeeds(packBatch(seqs, T)));
      const em = out.emissions!.data as Float32Array;
      idx.forEach((ui, r) => {
        const u = units[ui]!;
        const n = u.tokens.length;
        const path = viterbi(em.subarray(r * T * L, r * T * L + n * L), n, this.crf);
        let cur: UnitSpan | undefined;
        for (let i = 0; i < n; i++) {
          const tag = this.crf.tags[path[i]!]!;
          const tok = u.tokens[i]!;
          if (tag === "O") {
            cur = undefined;
            continue;
          }
          const label = tag.slice(2);
          if (tag.startsWith("I-") && cur && cur.label === label) cur.end = tok.end;
          else {
            cur = { start: tok.start, end: tok.end, label };
            result[u.doc]!.push(cur);
          }
        }
      });
      this.tokens += idx.reduce((s, i) => s + units[i]!.tokens.length, 0);
    }
    this.chars += texts.reduce((s, t) => s + t.length, 0);
    this.runSeconds += (performance.now() - t0) / 1000;
    return result;
  }
}

interface Counts {
  gold: number;
  pred: number;
  goldHit: number;
  predHit: number;
  exact: number;
}

function score(golds: Span[][], preds: Span[][], types: string[]) {
  const per: Record<string, Counts> = {};
  let goldChars = 0;
  let missedChars = 0;
  for (let d = 0; d < golds.length; d++) {
    const g = golds[d]!.filter((s) => types.includes(s.type));
    const p = preds[d]!;
    for (const s of g) {
      const c = (per[s.type] ??= { gold: 0, pred: 0, goldHit: 0, predHit: 0, exact: 0 });
      c.gold++;
      if (p.some((q) => q.type === s.type && q.start < s.end && q.end > s.start)) c.goldHit++;
      if (p.some((q) => q.type === s.type && q.start === s.start && q.end === s.end)) c.exact++;
      for (let i = s.start; i < s.end; i++) {
        goldChars++;
        if (!p.some((q) => q.start <= i && q.end > i)) missedChars++;
      }
    }
    for (const q of p.filter((s) => types.includes(s.type))) {
      const c = (per[q.type] ??= { gold: 0, pred: 0, goldHit: 0, predHit: 0, exact: 0 });
      c.pred++;
      if (g.some((s) => s.type === q.type && q.start < s.end && q.end > s.start)) c.predHit++;
    }
  }
  const f = (c: Counts) => {
    const p = c.pred ? c.predHit / c.pred : 0;
    const r = c.gold ? c.goldHit / c.gold : 0;
    const ep = c.pred ? c.exact / c.pred : 0;
    const er = c.gold ? c.exact / c.gold : 0;
    return {
      gold: c.gold,
      pred: c.pred,
      precision: round(p),
      recall: round(r),
      f1: round(p + r ? (2 * p * r) / (p + r) : 0),
      exactF1: round(ep + er ? (2 * ep * er) / (ep + er) : 0),
    };
  };
  const all = Object.values(per).reduce(
    (a, c) => ({ gold: a.gold + c.gold, pred: a.pred + c.pred, goldHit: a.goldHit + c.goldHit, predHit: a.predHit + c.predHit, exact: a.exact + c.exact }),
    { gold: 0, pred: 0, goldHit: 0, predHit: 0, exact: 0 },
  );
  return {
    types: Object.fromEntries(Object.entries(per).map(([t, c]) => [t, f(c)])),
    all: f(all),
    unredactedCharShare: round(goldChars ? missedChars / goldChars : 0),
  };
}
const round = (x: number) => Math.round(x * 10000) / 10000;

/**
 * A dev set; `predAs` renames predicted coarse types before scoring, for gold schemes whose class
 * covers two of ours (physionet_deid's "Location" covers hospitals, which we tag ORGANIZATION_MEDICAL_FACILITY).
 */
const SETS: { name: string; dataset: string; types: string[]; transform?: (s: string) => string; predAs?: Record<string, string> }[] = [
  { name: "conll2003_en", dataset: "conll2003_en", types: ["PER", "LOC", "ORG"] },
  { name: "conll2003_en_lower", dataset: "conll2003_en", types: ["PER", "LOC", "ORG"], transform: (s) => s.toLowerCase() },
  { name: "conll2003_en_upper", dataset: "conll2003_en", types: ["PER", "LOC", "ORG"], transform: (s) => s.toUpperCase() },
  { name: "conll2003_de", dataset: "conll2003_de", types: ["PER", "LOC", "ORG"] },
  { name: "conll2002_es", dataset: "conll2002_es", types: ["PER", "LOC", "ORG"] },
  { name: "conll2002_nl", dataset: "conll2002_nl", types: ["PER", "LOC", "ORG"] },
  { name: "wnut17", dataset: "wnut17", types: ["PER", "LOC", "ORG"] },
  { name: "physionet_deid", dataset: "physionet_deid", types: ["PER", "LOC"], predAs: { ORG: "LOC" } },
  { name: "presidio_synth", dataset: "presidio_synth", types: ["PER", "LOC", "ORG", "OCCUPATION", "ORIGIN"] },
  // @handles are USERNAME on both sides (labels.ts), so PER/LOC/ORG here are names written out
  { name: "btc", dataset: "btc", types: ["PER", "LOC", "ORG"] },
  { name: "gum", dataset: "gum", types: ["PER", "LOC", "ORG"] },
  { name: "europeana_ner", dataset: "europeana_ner", types: ["PER", "LOC", "ORG"] },
];

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      model: { type: "string", default: "models/pii-ner-v2" },
      datasets: { type: "string", default: "../shared/datasets" },
      out: { type: "string" },
      markdown: { type: "string" },
      only: { type: "string" },
      batch: { type: "string", default: "64" },
    },
  });
  const batch = Number(values.batch);
  if (!Number.isInteger(batch) || batch < 1) throw new Error("--batch: must be a positive integer");
  const model = await Model.load(values.model!, batch);
  const results: Record<string, ReturnType<typeof score>> = {};
  let speed = { tokensPerSecond: 0, charsPerSecond: 0 };
  for (const set of SETS) {
    if (values.only && !values.only.split(",").includes(set.name)) continue;
    const docs = await loadCorpus(values.datasets!, set.dataset, "dev");
    const texts = docs.map((d) => {
      const t = set.transform ? set.transform(d.text) : d.text;
      if (t.length !== d.text.length) throw new Error(`${set.name}: case transform changed a text's length`);
      return t;
    });
    model.runSeconds = 0;
    model.tokens = 0;
    model.chars = 0;
    const preds = await model.predict(texts);
    if (set.name === "conll2003_en") speed = { tokensPerSecond: Math.round(model.tokens / model.runSeconds), charsPerSecond: Math.round(model.chars / model.runSeconds) };
    const golds = docs.map((d, i) => mergeCoarse(texts[i]!, d.spans));
    const predCoarse = preds.map((p, i) =>
      mergeCoarse(texts[i]!, p).map((s) => (set.predAs?.[s.type] ? { ...s, type: set.predAs[s.type]! } : s)),
    );
    results[set.name] = score(golds, predCoarse, set.types);
    const r = results[set.name]!;
    console.log(
      `${set.name.padEnd(20)} overlap F1 ${r.all.f1.toFixed(3)} (P ${r.all.precision.toFixed(3)} R ${r.all.recall.toFixed(3)}) exact F1 ${r.all.exactF1.toFixed(3)} unredacted ${r.unredactedCharShare.toFixed(3)} | ` +
        Object.entries(r.types)
          .map(([t, v]) => `${t} F1 ${v.f1.toFixed(3)} R ${v.recall.toFixed(3)}`)
          .join(", "),
    );
  }
  console.log(`speed (featurise + onnxruntime-node, 1 thread, batches of ${batch}, + Viterbi): ${speed.tokensPerSecond} tokens/s, ${speed.charsPerSecond} chars/s`);
  const report = { model: values.model, results, speed };
  if (values.out) writeFileSync(values.out, JSON.stringify(report, null, 1) + "\n");
  if (values.markdown) {
    const lines = ["| dev set | types | overlap P | overlap R | overlap F1 | exact F1 | per type overlap F1 (recall) | gold PII chars left unredacted |", "|---|---|---:|---:|---:|---:|---|---:|"];
    for (const [name, r] of Object.entries(results)) {
      const per = Object.entries(r.types).map(([t, v]) => `${t} ${v.f1.toFixed(3)} (${v.recall.toFixed(3)})`).join(", ");
      lines.push(`| ${name} | ${Object.keys(r.types).join("/")} | ${r.all.precision.toFixed(3)} | ${r.all.recall.toFixed(3)} | ${r.all.f1.toFixed(3)} | ${r.all.exactF1.toFixed(3)} | ${per} | ${r.unredactedCharShare.toFixed(3)} |`);
    }
    writeFileSync(values.markdown, lines.join("\n") + "\n");
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
