/**
 * Turns generated documents and the mapped gold corpora (train splits only) into feature files
 * for train.py, builds the vocabularies, and writes the featuriser golden fixture.
 *
 *   node --import tsx models/train/prepare.ts --work models/train/.work [--synthetic FILE]
 *
 * Writes under --work: train.jsonl, dev/<dataset>.jsonl (one unit a line:
 * {"w":[word ids],"c":[[char ids]...],"k":[case ids],"y":[tag ids]}), vocab.json, chars.json,
 * labels.json, word_counts.json, and fixtures/ner/featurize-golden.json in the repository.
 */
import { createReadStream, mkdirSync, readFileSync, writeFileSync, createWriteStream } from "node:fs";
import { createInterface } from "node:readline";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { featurize, normaliseWord, tokenChars, vocabFromFiles, PAD_TOKEN, UNK_TOKEN, type Vocab } from "../../src/engine/ner/featurize.js";
import { tokenize, type Token } from "../../src/engine/ner/tokenize.js";
import { cpToUtf16, mapGold, TAGS, type UnitSpan } from "./lib/labels.js";
import { toUnits, type Unit } from "./lib/units.js";
import { tokenLexicon } from "../../src/engine/ner/lexicon-features.js";

/**
 * Corpora the shipped model is trained on, with how many times each is repeated (small ones
 * count more). Only licences that allow commercial use: the model ships in a product others use
 * commercially. Licences are in each corpus's README under ../shared/datasets and in the card.
 */
interface TrainCorpus {
  name: string;
  repeat: number;
  keepEmpty: number;
  /** The split that trains (default train). */
  split?: "train" | "dev";
}

export const TRAIN_CORPORA: TrainCorpus[] = [
  { name: "wnut17", repeat: 2, keepEmpty: 0.5 }, // CC BY 4.0
  { name: "physionet_deid", repeat: 2, keepEmpty: 0.1 }, // GPL-2.0
  { name: "presidio_synth", repeat: 2, keepEmpty: 1 }, // MIT
  { name: "meddocan", repeat: 1, keepEmpty: 0.3 }, // CC BY 4.0
  { name: "echr_fr_es_manual", repeat: 1, keepEmpty: 0.5 }, // MIT
  { name: "uner", repeat: 1, keepEmpty: 0.5 }, // CC BY-SA 4.0 / 3.0 (the NC tl_ugnayan set has no train split)
  { name: "norne", repeat: 1, keepEmpty: 0.5 }, // CC0
  { name: "turku_ner", repeat: 1, keepEmpty: 0.5 }, // CC BY-SA 4.0
  { name: "europeana_ner", repeat: 1, keepEmpty: 0.3 }, // CC0 (de, nl, fr historic newspapers, OCR)
  { name: "btc", repeat: 2, keepEmpty: 0.5 }, // CC BY 4.0 (English tweets)
  { name: "gum", repeat: 2, keepEmpty: 0.3 }, // CC BY 4.0 annotations; texts CC BY / CC BY-SA (only the commercially usable genres are in the corpus)
  // CC BY 4.0; the corpus has no train split here, so its dev split trains (German evaluation
  // uses conll2003_de dev and europeana_ner de dev instead)
  { name: "germeval2014", repeat: 2, keepEmpty: 0.3, split: "dev" },
];

/**
 * Research-only corpora (CoNLL: Reuters / Frankfurter Rundschau / EFE / De Morgen texts, "research
 * use only, not an open licence"). Never in the shipped model; `--include-research` adds them for
 * experiments whose model stays private.
 */
export const RESEARCH_ONLY_CORPORA: TrainCorpus[] = [
  { name: "conll2003_en", repeat: 1, keepEmpty: 1 },
  { name: "conll2003_de", repeat: 1, keepEmpty: 1 },
  { name: "conll2002_es", repeat: 1, keepEmpty: 1 },
  { name: "conll2002_nl", repeat: 1, keepEmpty: 1 },
];
export const DEV_CORPORA = ["conll2003_en", "conll2003_de", "conll2002_es", "conll2002_nl", "wnut17", "physionet_deid", "presidio_synth", "btc", "gum", "europeana_ner"];

interface Doc {
  text: string;
  spans: UnitSpan[];
}

async function* readJsonl(path: string): AsyncGenerator<Record<string, unknown>> {
  const rl = createInterface({ input: createReadStream(path), crlfDelay: Infinity });
  for await (const line of rl) if (line.trim()) yield JSON.parse(line) as Record<string, unknown>;
}

type RawSpan = { start: number; end: number; label: string; head_upos?: string };

const GUM_NAMED = new Set(["person", "place", "organization"]);
const GUM_LEAD = /^(?:(?:the|a|an|mr|mrs|ms|miss|dr|prof|sir|lady|lord|saint|st|king|queen|president|senator|general|captain|uncle|aunt)\.?\s+)+/i;

/**
 * GUM annotates every mention (pronouns, "the committee", nested names); a name is a mention whose
 * head is a proper noun. Leading determiners and titles and a trailing possessive are trimmed
 * ("the Netherlands", "Dr. William Glennie", "Byron 's"); nested named mentions keep the outer one
 * unless it is longer than six words (then its inner names are kept instead).
 */
function gumNamedSpans(text: string, spans: RawSpan[]): RawSpan[] {
  const named: RawSpan[] = [];
  const cps = Array.from(text);
  for (const s of spans) {
    if (s.head_upos !== "PROPN" || !GUM_NAMED.has(s.label)) continue;
    let start = s.start;
    let end = s.end;
    const m = GUM_LEAD.exec(cps.slice(start, end).join(""));
    if (m) start += Array.from(m[0]).length;
    const tail = /\s*['’]\s*s$/.exec(cps.slice(start, end).join(""));
    if (tail) end -= Array.from(tail[0]).length;
    const inner = cps.slice(start, end).join("");
    if (start >= end || !/^\p{Lu}/u.test(inner) || inner.split(/\s+/).length > 6) continue;
    named.push({ ...s, start, end });
  }
  named.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: RawSpan[] = [];
  for (const s of named) if (!kept.some((k) => k.start < s.end && s.start < k.end)) kept.push(s);
  return kept;
}

export async function loadCorpus(datasetsDir: string, name: string, split: "train" | "dev"): Promise<Doc[]> {
  const docs: Doc[] = [];
  for await (const d of readJsonl(join(datasetsDir, name, `${split}.jsonl`))) {
    const text = d.text as string;
    const map = cpToUtf16(text);
    const spans: UnitSpan[] = [];
    const raw = name === "gum" ? gumNamedSpans(text, d.spans as RawSpan[]) : (d.spans as RawSpan[]);
    for (const s of raw) {
      let start = map[s.start]!;
      let end = map[s.end]!;
      while (start < end && /\s/.test(text[start]!)) start++;
      while (end > start && /\s/.test(text[end - 1]!)) end--;
      if (start < end) spans.push(...mapGold(name, s.label, text, start, end));
    }
    docs.push({ text, spans });
  }
  return docs;
}

async function loadSynthetic(path: string): Promise<Doc[]> {
  const docs: Doc[] = [];
  for await (const d of readJsonl(path)) docs.push({ text: d.text as string, spans: d.spans as UnitSpan[] });
  return docs;
}

/** Deterministic PRNG (mulberry32) so that the pipeline reruns identically. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function recase(unit: Unit, fn: (s: string) => string): Unit {
  return { tokens: unit.tokens.map((t) => ({ ...t, text: fn(t.text) })), tags: unit.tags };
}

function encode(unit: Unit, vocab: Vocab): string {
  const f = featurize(unit.tokens, vocab);
  const c: number[][] = [];
  for (let i = 0; i < f.length; i++) {
    const n = tokenChars(unit.tokens[i]!.text).length;
    c.push(Array.from(f.charIds.subarray(i * 20, i * 20 + n)));
  }
  const y = unit.tags.map((t) => {
    const id = TAGS.indexOf(t);
    if (id < 0) throw new Error(`tag: unknown ${t}`);
    return id;
  });
  return JSON.stringify({ w: Array.from(f.wordIds), c, k: Array.from(f.caseIds), y });
}

const GOLDEN_SENTENCES = [
  "Dr. Maria Schröder saw Will Brown at St. Mary's Hospital in Köln on 12.03.2024.",
  "hey jean-pierre, r u coming to the Web Summit in Lisbon? 😂👍",
  "PATIENT: JOHN O'BRIEN, 67 Y/O, LIVES AT 221B BAKER STREET, LONDON NW1 6XE",
  "Señora Núñez trabaja en Telefónica, Madrid (café ☕ con leche).",
];

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      work: { type: "string", default: "models/train/.work" },
      datasets: { type: "string", default: "../shared/datasets" },
      synthetic: { type: "string" },
      "max-words": { type: "string", default: "40000" },
      // Most tokens per training unit (lines are packed up to it). The runtime reads windows of
      // up to 256 tokens, so units near that length teach the LSTM to keep its state over long runs.
      "unit-tokens": { type: "string", default: "80" },
      // Reuse vocab.json/chars.json from this folder instead of building them (fine-tuning a model
      // trained on them: train.py --init).
      "vocab-dir": { type: "string" },
      "lower-rate": { type: "string", default: "0.3" },
      "upper-rate": { type: "string", default: "0.07" },
      seed: { type: "string", default: "7" },
      golden: { type: "string", default: "fixtures/ner/featurize-golden.json" },
      // comma list of TRAIN_CORPORA names to leave out (e.g. the research-only CoNLL corpora)
      exclude: { type: "string", default: "" },
      "include-research": { type: "boolean", default: false },
      "no-lexicon": { type: "boolean", default: false },
      // the model folder the golden fixture's vocabularies will be read from
      "model-dir": { type: "string", default: "models/pii-ner-v2" },
    },
  });
  const work = values.work!;
  mkdirSync(join(work, "dev"), { recursive: true });
  const rnd = prng(Number(values.seed));
  const unitTokens = Number(values["unit-tokens"]);
  if (!Number.isInteger(unitTokens) || unitTokens < 8) throw new Error("--unit-tokens: must be an integer >= 8");

  // 1. training units
  const units: Unit[] = [];
  const stats: Record<string, number> = {};
  // tokens of each source once (before repetition): the model card's data table
  const sourceTokens: Record<string, number> = {};
  const addDocs = (name: string, docs: Doc[], repeat: number, keepEmpty: number) => {
    let n = 0;
    for (let r = 0; r < repeat; r++) {
      for (const d of docs) {
        for (const u of toUnits(d.text, d.spans, unitTokens)) {
          if (r === 0) sourceTokens[name] = (sourceTokens[name] ?? 0) + u.tokens.length;
          if (u.tags.every((t) => t === "O") && rnd() >= keepEmpty) continue;
          units.push(u);
          n++;
        }
      }
    }
    stats[name] = n;
  };
  const excluded = new Set(values.exclude!.split(",").filter(Boolean));
  for (const name of excluded) if (!TRAIN_CORPORA.some((c) => c.name === name)) throw new Error(`--exclude: unknown corpus ${name}`);
  const corpora = values["include-research"] ? [...TRAIN_CORPORA, ...RESEARCH_ONLY_CORPORA] : TRAIN_CORPORA;
  for (const c of corpora.filter((c) => !excluded.has(c.name))) addDocs(c.name, await loadCorpus(values.datasets!, c.name, c.split ?? "train"), c.repeat, c.keepEmpty);
  if (values.synthetic) addDocs("synthetic", await loadSynthetic(values.synthetic), 1, 1);

  // 2. vocabularies from training data: words lower-cased, digits -> 0, min count 2, capped
  const wordCounts = new Map<string, number>();
  const charCounts = new Map<string, number>();
  for (const u of units) {
    for (const t of u.tokens) {
      const w = normaliseWord(t.text);
      wordCounts.set(w, (wordCounts.get(w) ?? 0) + 1);
      for (const ch of tokenChars(t.text)) charCounts.set(ch, (charCounts.get(ch) ?? 0) + 1);
      // case augmentation below creates upper/lower variants: count their chars too
      for (const ch of tokenChars(t.text.toUpperCase())) charCounts.set(ch, (charCounts.get(ch) ?? 0) + 1);
    }
  }
  const byCount = (m: Map<string, number>, min: number, cap: number) =>
    [...m.entries()]
      .filter(([, n]) => n >= min)
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, cap)
      .map(([w]) => w);
  const readTokens = (file: string) => JSON.parse(readFileSync(join(values["vocab-dir"]!, file), "utf8")) as { tokens: string[] };
  const words = values["vocab-dir"] ? readTokens("vocab.json") : { tokens: [PAD_TOKEN, UNK_TOKEN, ...byCount(wordCounts, 2, Number(values["max-words"]) - 2)] };
  const chars = values["vocab-dir"] ? readTokens("chars.json") : { tokens: [PAD_TOKEN, UNK_TOKEN, ...byCount(charCounts, 5, 1000)] };
  // word-list bits in the case ids (lexicon-features.ts); --no-lexicon for a model without them
  const vocab = vocabFromFiles(words, chars, values["no-lexicon"] ? undefined : tokenLexicon());
  writeFileSync(join(work, "features.json"), JSON.stringify({ lexicon: !values["no-lexicon"] }));
  writeFileSync(join(work, "vocab.json"), JSON.stringify(words));
  writeFileSync(join(work, "chars.json"), JSON.stringify(chars));
  writeFileSync(join(work, "labels.json"), JSON.stringify({ tags: TAGS }));
  writeFileSync(join(work, "word_counts.json"), JSON.stringify(words.tokens.map((w) => wordCounts.get(w) ?? 0)));

  // 3. shuffle, case augmentation, encode
  for (let i = units.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [units[i], units[j]] = [units[j]!, units[i]!];
  }
  const lowerRate = Number(values["lower-rate"]);
  const upperRate = Number(values["upper-rate"]);
  const out = createWriteStream(join(work, "train.jsonl"));
  let tokens = 0;
  for (const u of units) {
    const r = rnd();
    const v = r < lowerRate ? recase(u, (s) => s.toLowerCase()) : r < lowerRate + upperRate ? recase(u, (s) => s.toUpperCase()) : u;
    tokens += v.tokens.length;
    if (!out.write(encode(v, vocab) + "\n")) await new Promise((res) => out.once("drain", () => res(undefined)));
  }
  await new Promise<void>((res) => out.end(() => res()));

  // 4. dev units (features + mapped gold tags) for train.py's early stopping
  for (const name of DEV_CORPORA) {
    const docs = await loadCorpus(values.datasets!, name, "dev");
    const lines = docs.flatMap((d) => toUnits(d.text, d.spans)).map((u) => encode(u, vocab));
    writeFileSync(join(work, "dev", `${name}.jsonl`), lines.join("\n") + "\n");
  }

  // 5. featuriser golden fixture: train.py re-checks it, the TS test compares featurize()
  const golden = GOLDEN_SENTENCES.map((text) => {
    const toks: Token[] = tokenize(text);
    const f = featurize(toks, vocab);
    return {
      text,
      tokens: toks.map((t) => ({ text: t.text, start: t.start, end: t.end })),
      wordIds: Array.from(f.wordIds),
      charIds: Array.from({ length: f.length }, (_, i) => Array.from(f.charIds.subarray(i * 20, (i + 1) * 20))),
      caseIds: Array.from(f.caseIds),
    };
  });
  mkdirSync("fixtures/ner", { recursive: true });
  const shipped = values["model-dir"]!;
  writeFileSync(values.golden!, JSON.stringify({ vocab: `${shipped}/vocab.json`, chars: `${shipped}/chars.json`, lexicon: !values["no-lexicon"], sentences: golden }, null, 1) + "\n");
  writeFileSync(join(work, "golden.json"), readFileSync(values.golden!));

  writeFileSync(join(work, "sources.json"), JSON.stringify({ unitsPerSource: stats, tokensPerSource: sourceTokens }, null, 1));
  console.log(JSON.stringify({ units: units.length, tokens, perSource: stats, tokensPerSource: sourceTokens, words: words.tokens.length, chars: chars.tokens.length }));
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
