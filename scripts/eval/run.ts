/**
 * One evaluation set through the engine: read the gold JSONL, prepare each document with its map
 * file's options (gold.ts), analyze the documents (all types on, one document per call, as a
 * client would, `concurrency` calls in flight so that every worker of the model pool is busy, as
 * in `npm run bench`), then score them in file order (score.ts). The analysis phase is timed on
 * its own, so that the speed is the engine's. Padding in a batch changes no scores (the graph
 * gives its LSTM each sequence's length; ner/pool.ts), so the entities of a document do not
 * depend on what ran beside it: any concurrency gives the same figures. Never prints document text.
 */
import { createReadStream, readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import pLimit from "p-limit";
import type { AnalyzeResult } from "../../src/contract/types.js";
import { parseMapOptions, prepareDocument, recase, trimPredictions, type CorpusSpan, type MapFile, type PreparedDocument } from "./gold.js";
import { emptyScore, metrics, MICRO, scoreDocument, total, type Metrics, type TypeCounts } from "./score.js";

export interface SetSpec {
  /** Gold JSONL ({"id","text","lang","spans":[{"start","end","label",...}]}, code-point offsets). */
  file: string;
  /** Map file (scripts/maps/*.json). */
  map: string;
  /** Keep only the documents whose "lang" is this. */
  lang?: string;
  /** Feed the engine a lower- or upper-cased text (same offsets). */
  recase?: "lower" | "upper";
}

export interface RunOptions {
  accuracy: string;
  /** Stop after this many scored documents. */
  limit?: number;
  /** analyze calls in flight at once (default 1). */
  concurrency?: number;
  /**
   * Score only entities whose best label scores at least this: what `--fail-on-pii
   * --fail-min-score` would count (default 0: every entity).
   */
  minScore?: number;
}

export interface Analyzer {
  analyze(body: unknown): Promise<unknown>;
}

export type Row = { label: string } & TypeCounts & Metrics;

export interface SetReport {
  docs: number;
  relabelled: Record<string, number>;
  rows: Row[];
  micro: TypeCounts & Metrics;
  /** PERSON figures over the map's "$person" labels; null when the map names none. */
  person: (TypeCounts & Metrics) | null;
  leakRate: number;
  leakedChars: number;
  goldChars: number;
  /** Code points analysed. */
  chars: number;
  /** Wall time of the analysis phase (all documents, `concurrency` calls in flight). */
  analyzeSeconds: number;
  charsPerSecond: number;
  /** CPU time of the process (every thread: main and model workers) during the analysis phase. */
  cpuSeconds: number;
}

export function readMapFile(path: string): MapFile {
  return parseMapOptions(JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>);
}

export async function evaluateSet(engine: Analyzer, spec: SetSpec, options: RunOptions): Promise<SetReport> {
  const mapFile = readMapFile(spec.map);
  const { map } = mapFile;
  const person = mapFile.options.person;
  const limit = options.limit ?? Infinity;
  const relabelled: Record<string, number> = {};
  const score = emptyScore();
  const prepared: PreparedDocument[] = [];
  const lines = createInterface({ input: createReadStream(spec.file, "utf8"), crlfDelay: Infinity });
  for await (const line of lines) {
    if (prepared.length >= limit) break;
    if (!line.trim()) continue;
    const doc = JSON.parse(line) as { text: string; lang?: string; spans: CorpusSpan[] };
    if (spec.lang !== undefined && doc.lang !== spec.lang) continue;
    prepared.push(prepareDocument(doc.text, doc.spans, mapFile));
  }
  const docs = prepared.length;
  const chars = prepared.reduce((n, d) => n + d.codePoints.length, 0);

  const texts = prepared.map((d) => recase(d.text, spec.recase));
  const inFlight = pLimit(Math.max(1, options.concurrency ?? 1));
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const results = await Promise.all(
    texts.map((text) =>
      inFlight(async () => {
        const [result] = (await engine.analyze({
          text: [text],
          // all types on, as in production: only the scoring looks at the mapped ones
          entity_detection: { accuracy: options.accuracy },
        })) as [AnalyzeResult];
        return result;
      }),
    ),
  );
  const analyzeMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuStarted);

  prepared.forEach((d, k) => {
    for (const [label, n] of Object.entries(d.relabelled)) relabelled[label] = (relabelled[label] ?? 0) + n;
    const predicted = trimPredictions(
      d.codePoints,
      results[k]!.entities
        .filter((e) => (e.labels[e.best_label] ?? 0) >= (options.minScore ?? 0))
        .map((e) => ({ start: e.location.stt_idx, end: e.location.end_idx, best_label: e.best_label, labels: e.labels })),
      mapFile.options,
    );
    scoreDocument(score, d.gold, predicted, map, person);
  });
  const labels = Object.keys(score.perLabel).filter((l) => l !== MICRO && score.perLabel[l]!.gold > 0).sort();
  const rows = labels.map((l) => ({ label: l, ...score.perLabel[l]!, ...metrics(score.perLabel[l]!) }));
  const all = total(score);
  const seconds = analyzeMs / 1000;
  const personCounts = score.person ?? { gold: 0, found: 0, predicted: 0, correct: 0, exact: 0 };
  return {
    docs,
    relabelled,
    rows,
    micro: { ...all, ...metrics(all) },
    person: person?.length ? { ...personCounts, ...metrics(personCounts) } : null,
    leakRate: score.goldChars === 0 ? 0 : score.leakedChars / score.goldChars,
    leakedChars: score.leakedChars,
    goldChars: score.goldChars,
    chars,
    analyzeSeconds: seconds,
    charsPerSecond: seconds > 0 ? chars / seconds : 0,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
  };
}
