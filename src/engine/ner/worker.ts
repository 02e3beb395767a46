/**
 * Worker-thread entry: one onnxruntime-node InferenceSession per worker, single-threaded (the pool
 * scales with more workers, which measured better than intra-op threads). Receives packed batches
 * (batch.ts) as transferred BigInt64Arrays, answers with the emissions as a transferred Float32Array.
 *
 * Protocol (see pool.ts): workerData = WorkerInit; the worker posts "ready" (or "init-error") once,
 * then answers each "run" with "result" or "error".
 */
import "./no-telemetry.js"; // first: before onnxruntime-node loads (see the module)
import { parentPort, workerData } from "node:worker_threads";
import { InferenceSession, listSupportedBackends } from "onnxruntime-node";
import type { PackedBatch } from "./batch.js";
import { INPUT_NAMES, modelFeeds } from "./feeds.js";

export interface WorkerInit {
  onnxPath: string;
  executionProviders: string[];
}

/** A packed batch (batch.ts) to run. */
export interface RunMessage extends PackedBatch {
  type: "run";
  id: number;
  /** Test hook: exit the thread instead of running (simulates a crash while a job is in flight). */
  crash?: boolean;
}

/** Finish the current batch (if any), release the session and end the thread. */
export interface CloseMessage {
  type: "close";
}

export type WorkerReply =
  | { type: "ready"; executionProvider: string; warning?: string }
  | { type: "init-error"; message: string }
  | { type: "result"; id: number; emissions: Float32Array; L: number }
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
  try {
    const created = await createSession(workerData as WorkerInit);
    session = created.session;
    const missing = INPUT_NAMES.filter((n) => !session.inputNames.includes(n));
    if (missing.length > 0) throw new Error(`model.onnx lacks the inputs ${missing.join(", ")}`);
    post({ type: "ready", executionProvider: created.provider, ...(created.warning ? { warning: created.warning } : {}) });
  } catch (e) {
    post({ type: "init-error", message: firstLine(e) });
    port.close(); // nothing else keeps the thread alive: it ends
    return;
  }
  const output = session.outputNames.includes("emissions") ? "emissions" : session.outputNames[0]!;
  let queue: Promise<void> = Promise.resolve();
  port.on("message", (msg: RunMessage | CloseMessage) => {
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
          // Transfer the result's buffer when it is exactly the tensor's data, copy otherwise.
          const own = emissions.byteOffset === 0 && emissions.byteLength === emissions.buffer.byteLength ? emissions : emissions.slice();
          post({ type: "result", id: msg.id, emissions: own, L: own.length / (msg.B * msg.T) }, [own.buffer as ArrayBuffer]);
        },
        (e: unknown) => post({ type: "error", id: msg.id, message: firstLine(e) }),
      );
    });
  });
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
