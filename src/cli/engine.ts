/**
 * The engine as `pii analyze` and `pii redact` run it over files:
 *
 * - `--no-model`, or `--accuracy standard` (an accuracy mode that never asks the model): the
 *   structured detectors only; no model file is read and no worker thread starts.
 * - Otherwise the model's worker pool starts first, and the engine's code (detectors, tables)
 *   loads while the workers load onnxruntime and the model in their threads; the model is needed
 *   only after the detectors of the first record.
 * - The model source is wrapped so that the model calls of all records in flight go to the pool
 *   together (ner-batch.ts): short records fill the pool's batches.
 *
 * Modules are imported here, when a command runs, not when the program starts: `pii --help` or
 * `pii serve` does not load the engine, and standard accuracy does not load the model runner.
 */
import { existsSync } from "node:fs";
import type { Engine } from "../engine/api.js";
import type { NerSource } from "../engine/ner/index.js";
import { type BatchingSource, batchingSource } from "./ner-batch.js";

export interface CliEngineOptions {
  /** false: detectors only; a path: that model folder; true: the shipped model. */
  readonly model: boolean | string;
  readonly workers?: number;
  readonly seed?: string;
  /** entity_detection.accuracy of the run's requests. */
  readonly accuracy?: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Characters of model input sent to the pool at once (default ner-batch.ts DEFAULT_BATCH_CHARS). */
  readonly batchChars?: number;
  /** Sequences per model batch (default the pool's; tests use 1 to make many batches). */
  readonly maxBatch?: number;
  /** Texts before the model workers run the detectors too (engine/ner/pool.ts detectorsAfter; default the pool's). */
  readonly detectorsAfter?: number;
}

/**
 * The pool's queue limit (1024 batches by default) is the HTTP service's back-pressure: a full queue
 * answers 503 and the client retries. The CLI has no one to retry: a refused batch failed its records
 * (an "internal error", left out of redact's output, exit 2); over a 50 MB NDJSON file of short
 * records about 1 in 100 records failed so, as the pool packs each call's sequences by length into
 * many batches. Here the window of records in flight (--concurrency and its character bound, see
 * pipeline.ts) already bounds what can wait for the model, so the queue takes all of it.
 */
const CLI_MAX_QUEUE = Number.MAX_SAFE_INTEGER;

/** Accuracy modes in which the engine never calls the model (engine/analyze.ts DETECTORS_ONLY). */
const DETECTORS_ONLY_ACCURACY: ReadonlySet<string> = new Set(["standard"]);

export function runsModel(options: Pick<CliEngineOptions, "model" | "accuracy">): boolean {
  return options.model !== false && !(options.accuracy !== undefined && DETECTORS_ONLY_ACCURACY.has(options.accuracy));
}

export interface CliEngine {
  readonly engine: Engine;
  /** The batching wrapper around the model, when the model runs. */
  readonly model?: BatchingSource;
}

export async function loadCliEngine(options: CliEngineOptions): Promise<CliEngine> {
  const seed = options.seed !== undefined ? { seed: options.seed } : {};
  if (!runsModel(options)) {
    const { createEngine } = await import("../engine/engine.js");
    return { engine: createEngine(seed) };
  }
  const ner = await import("../engine/ner/index.js");
  const modelDir = typeof options.model === "string" ? options.model : ner.defaultModelDir();
  if (!existsSync(modelDir)) {
    const { ModelMissingError } = await import("../load-engine.js");
    throw new ModelMissingError(modelDir);
  }
  // The workers start now and load onnxruntime and the model while the engine's modules load and
  // the detectors run on the first records; the first model call waits for them. A folder that
  // cannot be read throws ModelError here; a model onnxruntime refuses rejects that first call
  // with ModelError, which the pipeline treats as fatal (pipeline.ts).
  const source: NerSource = ner.startNerSource({
    modelDir,
    ...(options.workers !== undefined ? { workers: options.workers } : {}),
    ...(options.maxBatch !== undefined ? { maxBatch: options.maxBatch } : {}),
    ...(options.detectorsAfter !== undefined ? { detectorsAfter: options.detectorsAfter } : {}),
    maxQueue: CLI_MAX_QUEUE,
    ...(options.accuracy !== undefined ? { accuracy: options.accuracy } : {}),
    executionProviders: ner.executionProvidersFromEnv(options.env),
  });
  const { createEngine } = await import("../engine/engine.js");
  const model = batchingSource(source, options.batchChars !== undefined ? { maxChars: options.batchChars } : {});
  return { engine: createEngine({ ...seed, ner: model }), model };
}
