/**
 * The engine as the CLI and the server run it: structured detectors plus the shipped model
 * through its worker pool. Model loading is file I/O, so it lives here, at the faces' edge,
 * not inside the engine.
 */
import { existsSync } from "node:fs";
import type { Engine } from "./engine/api.js";
import { createEngine } from "./engine/engine.js";
import { createNerSource, defaultModelDir, executionProvidersFromEnv } from "./engine/ner/index.js";

export interface LoadEngineOptions {
  /** false: detectors only; a path: that model folder; default: the shipped model. */
  model?: boolean | string;
  /** Model worker threads (default: number of cores). */
  workers?: number;
  /** Most batches waiting for a model worker before requests are refused (QueueFullError). */
  maxQueue?: number;
  /** Execution providers, e.g. ["cuda"]; default from PII_EXECUTION_PROVIDER, else CPU. */
  executionProviders?: string[];
  seed?: string;
  env?: Record<string, string | undefined>;
}

export class ModelMissingError extends Error {
  constructor(dir: string) {
    super(`model folder not found: ${dir} (reinstall, pass --model DIR, or --no-model for detectors only)`);
    this.name = "ModelMissingError";
  }
}

export async function loadEngine(options: LoadEngineOptions = {}): Promise<Engine> {
  const seed = options.seed !== undefined ? { seed: options.seed } : {};
  if (options.model === false) return createEngine(seed);
  const modelDir = typeof options.model === "string" ? options.model : defaultModelDir();
  if (!existsSync(modelDir)) throw new ModelMissingError(modelDir);
  const ner = await createNerSource({
    modelDir,
    ...(options.workers !== undefined ? { workers: options.workers } : {}),
    ...(options.maxQueue !== undefined ? { maxQueue: options.maxQueue } : {}),
    executionProviders: options.executionProviders ?? executionProvidersFromEnv(options.env ?? process.env),
  });
  return createEngine({ ...seed, ner });
}
