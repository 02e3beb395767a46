/**
 * The shipped model (or the one in EVAL_MODEL_DIR) as a candidate source for evaluation, when it
 * is present and its runtime is built; otherwise the evaluation runs the structured detectors
 * alone and says so.
 */
import { existsSync } from "node:fs";
import type { AsyncCandidateSource } from "../../src/engine/types.js";

export async function loadDefaultNer(): Promise<AsyncCandidateSource | undefined> {
  const runtime = new URL("../../src/engine/ner/index.ts", import.meta.url);
  if (!existsSync(runtime)) return undefined;
  const mod = (await import(runtime.href)) as {
    createNerSource?: (o: { modelDir?: string }) => Promise<AsyncCandidateSource>;
    defaultModelDir?: () => string;
  };
  if (!mod.createNerSource || !mod.defaultModelDir) return undefined;
  // EVAL_MODEL_DIR: score a candidate model (a training run's export) through the whole engine
  const modelDir = process.env.EVAL_MODEL_DIR || mod.defaultModelDir();
  if (!existsSync(modelDir)) return undefined;
  return mod.createNerSource({ modelDir });
}
