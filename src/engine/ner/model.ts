/**
 * Loads a model folder (models/<name>/): model.onnx plus the side files the runtime needs to turn
 * text into model inputs and emissions into tags. Every file is checked on load, and an error
 * names the file and the rule it breaks, so a broken or half-copied model fails at start-up
 * rather than producing nonsense.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Crf } from "./crf.js";
import { loadDecoding, readJson } from "./decoding-model.js";
import { vocabFromFiles, type Vocab, type VocabFile } from "./featurize.js";
import type { TagSet } from "./labels.js";
import { tokenLexicon } from "./lexicon-features.js";
import { ModelError } from "./model-error.js";

/** A model folder that cannot be used; the message names the file and the rule. */
export { ModelError };

export interface NerModel {
  readonly dir: string;
  /** Path of model.onnx (loaded by the worker sessions, not here). */
  readonly onnxPath: string;
  readonly tags: TagSet;
  readonly crf: Crf;
  readonly vocab: Vocab;
}

export const MODEL_FILES = ["model.onnx", "labels.json", "crf.json", "vocab.json", "chars.json"] as const;

/** Throws ModelError naming the first of the model's files that is missing from `dir`. */
export function assertModelFiles(dir: string): void {
  for (const file of MODEL_FILES) {
    if (!existsSync(join(dir, file))) throw new ModelError(`NER model: ${file} is missing from the model folder`);
  }
}

/** The path of the ONNX graph in a model folder (what the worker sessions load). */
export function onnxPathOf(dir: string): string {
  return join(dir, "model.onnx");
}

/**
 * The int8 graph of a model folder (models/train/quantize.py): optional; the `standard_high*`
 * accuracy modes run it when it is there (ner/index.ts graphFor).
 */
export function int8PathOf(dir: string): string {
  return join(dir, "model.int8.onnx");
}

export function hasInt8Graph(dir: string): boolean {
  return existsSync(int8PathOf(dir));
}

/** Reads and checks the model folder; `features` when the caller has read features.json already. */
export function loadModel(dir: string, features: ModelFeatures = readModelFeatures(dir)): NerModel {
  assertModelFiles(dir);
  const { tags, crf } = loadDecoding(dir);
  let vocab: Vocab;
  try {
    vocab = vocabFromFiles(readJson(dir, "vocab.json") as VocabFile, readJson(dir, "chars.json") as VocabFile, features.lexicon ? tokenLexicon() : undefined);
  } catch (e) {
    throw new ModelError(`NER model: ${(e as Error).message}`);
  }
  return { dir, onnxPath: onnxPathOf(dir), tags, crf, vocab };
}

export interface ModelFeatures {
  /** The case ids carry word-list bits (lexicon-features.ts). */
  lexicon: boolean;
  /** The graph gives its LSTM each sequence's length, so padded batches are exact (pool.ts). */
  paddedBatches: boolean;
  /** Files of the folder that hold weights of the graphs as ONNX external data (quantize.py's shared-weights.bin). */
  externalData: string[];
}

/**
 * features.json (optional): {"lexicon": true} for a model trained with word-list bits in its case
 * ids (lexicon-features.ts), {"padded_batches": true} for a graph exported with sequence lengths
 * (models/train/sequence_lengths.py), {"external_data": ["shared-weights.bin"]} for graphs that
 * keep weights in such files (models/train/quantize.py), checked to be there. Absent: casing classes only and batches of one length, as
 * the first model was built.
 */
export function readModelFeatures(dir: string): ModelFeatures {
  if (!existsSync(join(dir, "features.json"))) return { lexicon: false, paddedBatches: false, externalData: [] };
  const json = readJson(dir, "features.json") as { lexicon?: unknown; padded_batches?: unknown; external_data?: unknown };
  if (json === null || typeof json !== "object" || Array.isArray(json)) {
    throw new ModelError('NER model: features.json must be an object such as {"lexicon": true, "padded_batches": true}');
  }
  for (const key of ["lexicon", "padded_batches"] as const) {
    if (json[key] !== undefined && typeof json[key] !== "boolean") throw new ModelError(`NER model: features.json: ${key} must be true or false`);
  }
  const external = json.external_data ?? [];
  if (!Array.isArray(external) || external.some((f) => typeof f !== "string" || f === "" || /[\\/]/.test(f))) {
    throw new ModelError("NER model: features.json: external_data must be a list of file names in the model folder");
  }
  // a graph whose external weights are missing fails in onnxruntime with a message cut short: say which file
  for (const file of external as string[]) {
    if (!existsSync(join(dir, file))) throw new ModelError(`NER model: ${file} is missing from the model folder (the graphs' weights, features.json external_data)`);
  }
  return { lexicon: json.lexicon === true, paddedBatches: json.padded_batches === true, externalData: external as string[] };
}
