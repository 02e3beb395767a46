/**
 * The engine as the suites run it: the structured detectors plus the shipped model (unless
 * --no-model), default accuracy and locale, every non-beta type on plus ORGANIZATION_ID (a beta
 * type the catalog lists and the suites measure), one document per analyze call as a client
 * sends them, several calls in flight so every model worker is busy. Never logs input text.
 */
import pLimit from "p-limit";
import { ENTITY_TYPES } from "../../../src/contract/catalog.js";
import type { AnalyzeResult } from "../../../src/contract/types.js";
import { createEngine } from "../../../src/engine/engine.js";
import { loadDefaultNer } from "../../eval/ner.js";

export interface Entity {
  start: number;
  end: number;
  best_label: string;
  /** The best label's score (absent in predictions saved before it was recorded). */
  best_score?: number;
}

/** Every non-beta type plus ORGANIZATION_ID. */
export const SUITE_TYPES = [...ENTITY_TYPES.filter((t) => !t.beta).map((t) => t.name), "ORGANIZATION_ID"];

export interface SuiteEngine {
  analyzeAll(texts: readonly string[], onProgress?: (done: number) => void): Promise<Entity[][]>;
  close(): Promise<void>;
  model: boolean;
}

export async function openSuiteEngine(options: { model: boolean; concurrency: number }): Promise<SuiteEngine> {
  const ner = options.model ? await loadDefaultNer() : undefined;
  if (options.model && !ner) console.error("no model found (or its runtime is missing): running the detectors alone");
  const engine = createEngine({ ner, seed: "suites" });
  const analyze = async (text: string): Promise<Entity[]> => {
    const [result] = (await engine.analyze({
      text: [text],
      entity_detection: { entity_types: [{ type: "ENABLE", value: SUITE_TYPES }] },
    })) as [AnalyzeResult];
    return result.entities.map((e) => ({ start: e.location.stt_idx, end: e.location.end_idx, best_label: e.best_label, best_score: e.labels[e.best_label] ?? 0 }));
  };
  return {
    model: !!ner,
    async analyzeAll(texts, onProgress) {
      const inFlight = pLimit(Math.max(1, options.concurrency));
      let done = 0;
      return Promise.all(
        texts.map((t) =>
          inFlight(async () => {
            const out = await analyze(t);
            done++;
            onProgress?.(done);
            return out;
          }),
        ),
      );
    },
    close: () => engine.close(),
  };
}

/**
 * Predictions for the texts: from the engine (progress to stderr: counts and seconds only), or
 * read back from a file written by an earlier run (--from-predictions) so that the scoring can be
 * redone without the engine; --save-predictions writes them (entity offsets and types, no text).
 */
export async function predict(
  texts: readonly string[],
  options: { model: boolean; concurrency: number; save?: string; from?: string },
): Promise<{ model: boolean; predictions: Entity[][] }> {
  const { readFile, writeFile } = await import("node:fs/promises");
  if (options.from) {
    const saved = JSON.parse(await readFile(options.from, "utf8")) as { model: boolean; predictions: Entity[][] };
    if (saved.predictions.length < texts.length) throw new Error(`${options.from}: ${saved.predictions.length} predictions for ${texts.length} texts`);
    return { model: saved.model, predictions: saved.predictions.slice(0, texts.length) };
  }
  const engine = await openSuiteEngine({ model: options.model, concurrency: options.concurrency });
  const started = performance.now();
  const step = Math.max(50, Math.ceil(texts.length / 10));
  const predictions = await engine.analyzeAll(texts, (n) => {
    if (n % step === 0 || n === texts.length) console.error(`${n}/${texts.length} texts, ${((performance.now() - started) / 1000).toFixed(0)} s`);
  });
  await engine.close();
  if (options.save) await writeFile(options.save, JSON.stringify({ model: engine.model, predictions }));
  return { model: engine.model, predictions };
}

/** Reads a JSONL file of documents. */
export async function readJsonl<T>(path: string): Promise<T[]> {
  const { readFile } = await import("node:fs/promises");
  return (await readFile(path, "utf8"))
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);
}

export const pct = (x: number, digits = 1) => (Number.isNaN(x) ? "  n/a" : `${(100 * x).toFixed(digits)}%`);
export const ratio = (x: number) => (Number.isNaN(x) ? "  n/a" : x.toFixed(3));

/** A plain text table: columns padded, the first left-aligned, the rest right-aligned. */
export function table(header: string[], rows: Array<Array<string | number>>): string {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? "").length)));
  return cells.map((r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ")).join("\n");
}
