/**
 * The contextual-PII model as an AsyncCandidateSource: text -> tokens -> features -> overlapping
 * windows -> worker pool (onnxruntime-node) -> stitched emissions -> constrained Viterbi +
 * forward-backward confidences -> BIO spans -> assembled candidates (source "ner", UTF-16 offsets).
 */
import { fileURLToPath } from "node:url";
import { ancestors } from "../../contract/catalog.js";
import type { AsyncCandidateSource, Candidate, DetectorJob } from "../types.js";
import { featurize, MAX_CHARS, type Features } from "./featurize.js";
import { assertModelFiles, hasInt8Graph, int8PathOf, loadModel, onnxPathOf, readModelFeatures, type NerModel } from "./model.js";
import { NerPool, PoolClosedError, type PoolStats, type SeqView } from "./pool.js";
import { EmissionDecoder } from "./decode.js";
import { tokenize, type Token } from "./tokenize.js";
import { DEFAULT_WINDOW, planWindows, type TokenWindow, type WindowOptions } from "./windows.js";

export { QueueFullError, PoolClosedError, NerWorkerError } from "./pool.js";
export { paragraphStarts } from "./decode.js";

export interface NerSourceOptions {
  /** Model folder (model.onnx, labels.json, crf.json, vocab.json, chars.json). Default: defaultModelDir(). */
  modelDir?: string;
  /** Worker threads, one ONNX session each. Default: os.availableParallelism(). */
  workers?: number;
  /** Most batches waiting for a worker before detect() rejects with QueueFullError. */
  maxQueue?: number;
  /** e.g. ["cuda"]; cpu is the fallback. Default ["cpu"]; the CLI and server read PII_EXECUTION_PROVIDER via executionProvidersFromEnv. */
  executionProviders?: string[];
  /**
   * The accuracy mode most requests will use (the CLI's --accuracy): the pool of its graph starts
   * now, any other at its first request (graphFor). Default: the float graph's.
   */
  accuracy?: string;
  /** Window size and overlap in tokens. Default 256 / 16. */
  window?: WindowOptions;
  /**
   * Whether the workers decode the texts that are one window (the default: short records, most
   * texts), or this thread decodes every text (false; tests compare the two).
   */
  decodeInWorkers?: boolean;
  /**
   * Texts with a detector job (AsyncCandidateSource.runsDetectors) before the workers run those
   * jobs instead of this thread (pool.ts PoolOptions.detectorsAfter). Needs decodeInWorkers.
   */
  detectorsAfter?: number;
  maxBatch?: number;
  maxBatchTokens?: number;
}

export interface NerSource extends AsyncCandidateSource {
  readonly modelDir: string;
  stats(): PoolStats;
  /** Terminate the worker pool. */
  close(): Promise<void>;
}

/** The shipped model: <package root>/models/pii-ner-v2, from src/engine/ner and dist/engine/ner alike. */
export function defaultModelDir(): string {
  return fileURLToPath(new URL("../../../models/pii-ner-v2", import.meta.url));
}

/** PII_EXECUTION_PROVIDER=cuda (comma-separated list allowed) -> ["cuda"]; unset -> ["cpu"]. */
export function executionProvidersFromEnv(env: Record<string, string | undefined>): string[] {
  const value = env.PII_EXECUTION_PROVIDER?.trim();
  if (!value) return ["cpu"];
  return value.split(",").map((p) => p.trim().toLowerCase()).filter(Boolean);
}

/** A NER source whose worker pool may still be starting. */
export interface StartingNerSource extends NerSource {
  /** Settles when the pool's workers have loaded the model; rejects when they cannot. */
  readonly ready: Promise<void>;
}

/**
 * The NER source, returned before its workers are up: the model's files are read and checked now
 * (a broken folder throws ModelError here), the worker pool starts in the background, and
 * detect() waits for it. The CLI runs the detectors meanwhile, so a short run does not pay for
 * the workers' start and the detectors' one after the other. A pool that fails to start rejects
 * `ready` and every detect().
 *
 * A folder with model.int8.onnx has two graphs (graphFor): the pool of the graph that
 * `options.accuracy` runs starts now, the other's at the first request that needs it.
 */
export function startNerSource(options: NerSourceOptions = {}): StartingNerSource {
  const modelDir = options.modelDir ?? defaultModelDir();
  const window = options.window ?? DEFAULT_WINDOW;
  planWindows(0, window); // validate the window options before starting threads
  assertModelFiles(modelDir);
  const features = readModelFeatures(modelDir);
  const hasInt8 = hasInt8Graph(modelDir);
  const pools = new Map<ModelGraph, Promise<NerPool>>();
  const started = new Map<ModelGraph, NerPool>();
  let closed = false;
  let first: ModelGraph | undefined;
  const poolOf = (graph: ModelGraph): Promise<NerPool> => {
    let starting = pools.get(graph);
    if (!starting) {
      if (closed) return Promise.reject(new PoolClosedError());
      starting = NerPool.create({
        onnxPath: graph === "int8" ? int8PathOf(modelDir) : onnxPathOf(modelDir),
        executionProviders: options.executionProviders ?? ["cpu"],
        paddedBatches: features.paddedBatches,
        ...(options.decodeInWorkers !== false ? { decodeModelDir: modelDir } : {}),
        ...(options.workers !== undefined ? { workers: options.workers } : {}),
        ...(options.maxQueue !== undefined ? { maxQueue: options.maxQueue } : {}),
        ...(options.maxBatch !== undefined ? { maxBatch: options.maxBatch } : {}),
        ...(options.maxBatchTokens !== undefined ? { maxBatchTokens: options.maxBatchTokens } : {}),
        ...(options.detectorsAfter !== undefined ? { detectorsAfter: options.detectorsAfter } : {}),
      });
      pools.set(graph, starting);
      starting.then(
        (p) => started.set(graph, p),
        // a pool that could not start is tried again by the next request that needs it (its
        // error, naming the file, goes to the requests that waited for it)
        () => {
          if (graph !== first && pools.get(graph) === starting) pools.delete(graph);
        },
      );
    }
    return starting;
  };
  // The workers start first: they take longer to come up (a thread, onnxruntime, the session)
  // than this thread takes to read the vocabularies and the CRF below.
  first = graphFor(options.accuracy, hasInt8);
  const firstPool = poolOf(first);
  let model: NerModel;
  try {
    model = loadModel(modelDir, features);
  } catch (err) {
    void firstPool.then(
      (p) => p.close(),
      () => undefined,
    );
    throw err;
  }
  const ready = firstPool.then(() => undefined);
  // Settled through `ready` and detect(); until a caller looks, a failure is not unhandled.
  ready.catch(() => undefined);
  return {
    name: "ner",
    types: outputTypes(model),
    modelDir,
    ready,
    runsDetectors: true,
    detect: async (texts, ctx) => detect(model, await poolOf(graphFor(ctx?.accuracy, hasInt8)), window, texts, ctx?.detectorJobs),
    stats: () => combinedStats([...started.values()].map((p) => p.stats())),
    close: async () => {
      closed = true;
      const all = await Promise.all([...pools.values()].map((p) => p.catch(() => undefined)));
      await Promise.all(all.map((p) => p?.close()));
    },
  };
}

/** The graph an accuracy mode runs (see startNerSource). */
export type ModelGraph = "float" | "int8";

/**
 * The reference service's `standard_high*` modes are "faster than high, slightly less accurate":
 * here they run the int8 graph (models/train/quantize.py) when the model folder has one. Every
 * other mode, the default `high_automatic` included, runs the float graph.
 */
const INT8_MODES: ReadonlySet<string> = new Set(["standard_high", "standard_high_multilingual", "standard_high_automatic"]);

export function graphFor(accuracy: string | undefined, hasInt8: boolean): ModelGraph {
  return hasInt8 && accuracy !== undefined && INT8_MODES.has(accuracy) ? "int8" : "float";
}

/**
 * The pools' figures added up. `live` is 0 as soon as one started pool has no live worker: the
 * requests of its accuracy modes would fail, and readiness must say so.
 */
function combinedStats(all: PoolStats[]): PoolStats {
  if (all.length === 0) return STARTING_STATS;
  const sum = (key: "workers" | "busy" | "queued" | "batchesRun" | "workerRestarts" | "live" | "batchesCancelled" | "detectorJobsInWorkers") =>
    all.reduce((n, s) => n + s[key], 0);
  return {
    workers: sum("workers"),
    busy: sum("busy"),
    queued: sum("queued"),
    batchesRun: sum("batchesRun"),
    workerRestarts: sum("workerRestarts"),
    executionProvider: all[0]!.executionProvider,
    live: all.some((s) => s.live === 0) ? 0 : sum("live"),
    batchesCancelled: sum("batchesCancelled"),
    detectorJobsInWorkers: sum("detectorJobsInWorkers"),
  };
}

const STARTING_STATS: PoolStats = Object.freeze({
  workers: 0,
  busy: 0,
  queued: 0,
  batchesRun: 0,
  workerRestarts: 0,
  executionProvider: "",
  live: 0,
  batchesCancelled: 0,
  detectorJobsInWorkers: 0,
});

/**
 * Load the model and start its worker pool, and wait for the workers (the server's start does,
 * before it listens). Throws, naming the file, if the model folder is broken.
 */
export async function createNerSource(options: NerSourceOptions = {}): Promise<NerSource> {
  const source = startNerSource(options);
  await source.ready;
  return source;
}

interface Prepared {
  text: string;
  tokens: Token[];
  features: Features;
  windows: TokenWindow[];
}

/**
 * The model's candidates for each text, after the candidates of its detector job when it has one
 * (AsyncCandidateSource.runsDetectors): a text of one window takes its job to the worker that runs
 * it, which runs it when it has loaded the detectors (pool.ts); every other job runs here, those
 * of longer texts while the pool works, the rest when their batch is back without them.
 */
async function detect(
  model: NerModel,
  pool: NerPool,
  window: WindowOptions,
  texts: readonly string[],
  jobs?: readonly (DetectorJob | undefined)[],
): Promise<Candidate[][]> {
  // Loaded at the first call with jobs, not with this module: the detectors' tables take a tenth
  // of a second to build, and the CLI loads this module to start the model workers first.
  const runDetectorJob = jobs?.some((j) => j !== undefined) ? (await import("../detectors/run.js")).runDetectorJob : undefined;
  const prepared: Prepared[] = texts.map((text) => {
    const tokens = tokenize(text);
    const features = featurize(tokens, model.vocab);
    return { text, tokens, features, windows: planWindows(tokens.length, window) };
  });
  // All windows of all texts go to the pool at once, so short texts share batches.
  const seqs: SeqView[] = prepared.flatMap((p, i) =>
    p.windows.map((w) => ({
      wordIds: p.features.wordIds,
      charIds: p.features.charIds,
      caseIds: p.features.caseIds,
      distinctRow: p.features.distinctRow,
      charWidth: MAX_CHARS,
      start: w.start,
      end: w.end,
      // a text of one window is decoded by the worker that runs it, when the pool decodes (pool.ts)
      ...(p.windows.length === 1 ? { wholeText: p.text, ...(jobs?.[i] ? { detectorJob: jobs[i] } : {}) } : {}),
    })),
  );
  // Each text's decoder takes its windows as their batches come back (decode.ts); a text the
  // worker decoded has its candidates already.
  const decoders = prepared.map((p) => new EmissionDecoder(model, p.text, p.tokens, p.windows));
  const owners: [number, number][] = prepared.flatMap((p, i) => p.windows.map((_, k): [number, number] => [i, k]));
  const decoded: (Candidate[] | undefined)[] = new Array<Candidate[] | undefined>(prepared.length);
  const detected: (Candidate[] | undefined)[] = new Array<Candidate[] | undefined>(prepared.length);
  const running = pool.run(seqs, undefined, (index, emissions, candidates, found) => {
    const [i, k] = owners[index]!;
    if (candidates) decoded[i] = candidates;
    else decoders[i]!.accept(k, emissions);
    if (found) detected[i] = found;
  });
  // the jobs no worker takes (texts of several windows) run while the pool works
  prepared.forEach((p, i) => {
    const job = jobs?.[i];
    if (job && p.windows.length !== 1) detected[i] = runDetectorJob!(p.text, job);
  });
  await running;
  return decoders.map((d, i) => {
    const found = decoded[i] ?? d.finish();
    const job = jobs?.[i];
    return job ? [...(detected[i] ?? runDetectorJob!(texts[i]!, job)), ...found] : found;
  });
}

/** Every label the source can put on a candidate: the model's types, their ancestors, the group labels. */
function outputTypes(model: NerModel): string[] {
  const types = new Set<string>();
  for (const type of model.tags.types) {
    types.add(type);
    for (const a of ancestors(type)) types.add(a);
    // A zip joined with other address parts makes a LOCATION_ADDRESS (spans.ts).
    if (type === "LOCATION_ZIP") types.add("LOCATION_ADDRESS");
  }
  return [...types];
}
