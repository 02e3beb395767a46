/**
 * Worker-thread entry: one onnxruntime-node InferenceSession per worker, single-threaded (the pool
 * scales with more workers, which measured better than intra-op threads). Receives packed batches
 * (batch.ts) as transferred BigInt64Arrays, answers with the emissions as a transferred Float32Array,
 * and with the candidates of the members that are whole texts when the pool asked it to decode.
 *
 * Protocol (see pool.ts): workerData = WorkerInit; the worker posts "ready" (or "init-error") once,
 * then answers each "run" with "result" or "error".
 */
import "./no-telemetry.js"; // first: before onnxruntime-node loads (see the module)
import { basename } from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import { InferenceSession, listSupportedBackends } from "onnxruntime-node";
import type { Candidate, DetectorJob } from "../types.js";
import type { PackedBatch } from "./batch.js";
import { EmissionDecoder } from "./decode.js";
import { loadDecoding } from "./decoding-model.js";
import { INPUT_NAMES, modelFeeds } from "./feeds.js";
import { tokenize } from "./tokenize.js";

export interface WorkerInit {
  onnxPath: string;
  executionProviders: string[];
  /**
   * The model folder whose tags and CRF decode whole texts here (decoding-model.ts): a text that is
   * one window is then decoded by the worker that ran it, off the main thread, which short records
   * kept busy with their decoding while the workers waited (pool.ts).
   */
  decodeModelDir?: string;
}

/** A packed batch (batch.ts) to run. */
export interface RunMessage extends PackedBatch {
  type: "run";
  id: number;
  /**
   * Per member, the whole text and its token count when the member is all of it (one window): the
   * worker decodes it and answers its candidates along with the emissions. null for a window of a
   * longer text.
   */
  wholeTexts?: ({ text: string; tokens: number; detect?: DetectorJob } | null)[];
  /** Test hook: exit the thread instead of running (simulates a crash while a job is in flight). */
  crash?: boolean;
}

/**
 * Load the structured detectors (detectors/run.ts), to run the detector jobs of the whole texts
 * of later batches; answered with "detectors". The pool asks once a run has sent enough texts
 * with jobs (pool.ts detectorsAfter): a short run never pays for the load.
 */
export interface LoadDetectorsMessage {
  type: "load-detectors";
}

/** Finish the current batch (if any), release the session and end the thread. */
export interface CloseMessage {
  type: "close";
}

export type WorkerReply =
  | { type: "ready"; executionProvider: string; warning?: string }
  | { type: "init-error"; message: string }
  | {
      type: "result";
      id: number;
      emissions: Float32Array;
      L: number;
      /** Per member of RunMessage.wholeTexts, its candidates; null where it had no text or its decoding failed (the pool's caller decodes it then). */
      decoded?: (Candidate[] | null)[];
      /** Per member of RunMessage.wholeTexts, its detector job's candidates; null where it had none or it failed (the caller runs it then). */
      detected?: (Candidate[] | null)[];
    }
  | { type: "detectors"; loaded: boolean }
  | { type: "error"; id: number; message: string };

function options(executionProviders: string[]): InferenceSession.SessionOptions {
  return {
    executionProviders,
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    graphOptimizationLevel: "all",
    executionMode: "sequential",
  };
}

async function createSession(init: WorkerInit): Promise<{ session: InferenceSession; provider: string; warning?: string }> {
  const requested = init.executionProviders.filter((p) => p !== "cpu");
  // onnxruntime-node silently drops providers it does not know: name them in the warning instead.
  const known = new Set(listSupportedBackends().map((b) => b.name));
  const unknown = requested.filter((p) => !known.has(p));
  const wanted = requested.filter((p) => known.has(p));
  if (unknown.length > 0 && wanted.length === 0) {
    const session = await InferenceSession.create(init.onnxPath, options(["cpu"]));
    return { session, provider: "cpu", warning: `NER: execution provider ${unknown.join(",")} is not supported by onnxruntime-node; using cpu` };
  }
  if (wanted.length > 0) {
    try {
      const session = await InferenceSession.create(init.onnxPath, options([...wanted, "cpu"]));
      return { session, provider: wanted[0]! };
    } catch (e) {
      const session = await InferenceSession.create(init.onnxPath, options(["cpu"]));
      return {
        session,
        provider: "cpu",
        warning: `NER: execution provider ${wanted.join(",")} is not available (${firstLine(e)}); using cpu`,
      };
    }
  }
  return { session: await InferenceSession.create(init.onnxPath, options(["cpu"])), provider: "cpu" };
}

function firstLine(e: unknown): string {
  return String((e as Error)?.message ?? e).split("\n")[0]!.slice(0, 200);
}

async function main(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error("ner/worker.ts must run in a worker thread");
  const post = (msg: WorkerReply, transfer: ArrayBuffer[] = []) => port.postMessage(msg, transfer);
  let session: InferenceSession;
  let decoding: ReturnType<typeof loadDecoding> | undefined;
  try {
    const init = workerData as WorkerInit;
    if (init.decodeModelDir !== undefined) decoding = loadDecoding(init.decodeModelDir);
    const created = await createSession(init);
    session = created.session;
    const missing = INPUT_NAMES.filter((n) => !session.inputNames.includes(n));
    if (missing.length > 0) throw new Error(`${basename(init.onnxPath)} lacks the inputs ${missing.join(", ")}`);
    post({ type: "ready", executionProvider: created.provider, ...(created.warning ? { warning: created.warning } : {}) });
  } catch (e) {
    post({ type: "init-error", message: firstLine(e) });
    port.close(); // nothing else keeps the thread alive: it ends
    return;
  }
  const output = session.outputNames.includes("emissions") ? "emissions" : session.outputNames[0]!;
  let queue: Promise<void> = Promise.resolve();
  let detectors: typeof import("../detectors/run.js") | undefined;
  port.on("message", (msg: RunMessage | CloseMessage | LoadDetectorsMessage) => {
    if (msg.type === "load-detectors") {
      // Beside the queue: module loading waits on the disk, and batches run meanwhile.
      import("../detectors/run.js").then(
        (module) => {
          detectors = module;
          post({ type: "detectors", loaded: true });
        },
        () => post({ type: "detectors", loaded: false }),
      );
      return;
    }
    if (msg.type === "close") {
      // Release the native session before the thread ends, then let the thread end by itself.
      // Batches already posted run first: releasing a session in the middle of a run is not safe.
      void queue.then(() => session.release()).finally(() => port.close());
      return;
    }
    if (msg.type !== "run") return;
    // One batch at a time, in the order posted: the pool posts the next batch while this one runs
    // (pool.ts, BATCHES_PER_WORKER), and two session runs at once would share one core.
    queue = queue.then(() => {
      if (msg.crash) process.exit(70);
      return run(session, output, msg).then(
        (emissions) => {
          const L = emissions.length / (msg.B * msg.T);
          const decoded = decoding && msg.wholeTexts ? msg.wholeTexts.map((whole, b) => (whole === null ? null : decodeWhole(decoding!, whole, emissions, b, msg.T, L))) : undefined;
          const detected = detectors && msg.wholeTexts?.some((w) => w?.detect) ? runJobs(detectors, msg.wholeTexts) : undefined;
          // Transfer the result's buffer when it is exactly the tensor's data, copy otherwise.
          const own = emissions.byteOffset === 0 && emissions.byteLength === emissions.buffer.byteLength ? emissions : emissions.slice();
          post({ type: "result", id: msg.id, emissions: own, L, ...(decoded ? { decoded } : {}), ...(detected ? { detected } : {}) }, [own.buffer as ArrayBuffer]);
        },
        (e: unknown) => post({ type: "error", id: msg.id, message: firstLine(e) }),
      );
    });
  });
}

/**
 * Batch member b's text decoded from its emissions, as the main thread's EmissionDecoder would
 * (the same tokens: tokenize is deterministic); null when its tokens do not fill the member's rows
 * as the caller's did, or decoding throws: the caller then decodes it from the emissions.
 */
function decodeWhole(
  decoding: ReturnType<typeof loadDecoding>,
  { text, tokens: expected }: { text: string; tokens: number },
  emissions: Float32Array,
  b: number,
  T: number,
  L: number,
): Candidate[] | null {
  try {
    const tokens = tokenize(text);
    if (tokens.length !== expected || tokens.length > T) return null;
    const decoder = new EmissionDecoder(decoding, text, tokens, [{ start: 0, end: tokens.length }]);
    decoder.accept(0, emissions.subarray(b * T * L, (b * T + tokens.length) * L));
    return decoder.finish();
  } catch {
    return null;
  }
}

/**
 * The whole texts' detector jobs run here, detector by detector across the batch
 * (runDetectorJobs); null for a text without one, or when a detector throws on it (the caller runs
 * it then).
 */
function runJobs(detectors: typeof import("../detectors/run.js"), wholeTexts: readonly ({ text: string; detect?: DetectorJob } | null)[]): (Candidate[] | null)[] {
  try {
    return detectors.runDetectorJobs(wholeTexts.map((whole) => (whole?.detect ? { text: whole.text, job: whole.detect } : null)));
  } catch {
    return wholeTexts.map(() => null);
  }
}

async function run(session: InferenceSession, output: string, msg: RunMessage): Promise<Float32Array> {
  const result = await session.run(modelFeeds(msg));
  const tensor = result[output];
  if (!tensor || tensor.type !== "float32" || tensor.dims.length !== 3 || tensor.dims[0] !== msg.B || tensor.dims[1] !== msg.T) {
    throw new Error("model output must be float32 emissions [B, T, L]");
  }
  return tensor.data as Float32Array;
}

void main();
