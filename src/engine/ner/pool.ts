/**
 * A pool of worker threads, each holding one onnxruntime-node session (see worker.ts). The model
 * runs single-threaded per session; throughput scales with the number of workers.
 *
 * - run() takes token sequences (views into featurised texts), groups them by length and packs
 *   sequences of the same length into batches (at most maxBatch sequences and maxBatchTokens
 *   tokens). Batches are never padded: the model's backward LSTM reads padding as input, and
 *   measured on the shipped model one padding token already moves the last real token's scores by
 *   about 0.1 (thirty by 2.0), so padded batching would make a text's entities depend on what else
 *   was in the batch. Long texts are cut into windows of one length per text (windows.ts), so a
 *   text's windows still batch fully.
 * - Jobs wait in a bounded queue: when maxQueue batches are already waiting, run() rejects with
 *   QueueFullError (the HTTP service answers 503) instead of letting memory grow without bound.
 * - Batches travel as transferred BigInt64Arrays (no copy); emissions come back the same way.
 * - A worker that dies (crash or exit) is replaced; its in-flight batch is retried once on
 *   another worker, then rejected with NerWorkerError.
 * - Idle workers are unref'd, so an idle pool does not keep the process alive; close() ends them.
 */
import { availableParallelism } from "node:os";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { CloseMessage, RunMessage, WorkerInit, WorkerReply } from "./worker.js";
import { packBatch, seqLength as len, type SeqView } from "./batch.js";

export type { SeqView } from "./batch.js";

/** How long close() waits for a worker to finish its batch and exit before terminating it. */
const CLOSE_TIMEOUT_MS = 10_000;

export interface PoolOptions {
  onnxPath: string;
  /** Worker threads (one session each). Default: os.availableParallelism(). */
  workers?: number;
  /** Most batches waiting for a worker before run() rejects with QueueFullError. Default 1024. */
  maxQueue?: number;
  /** Execution providers in order of preference, e.g. ["cuda"]; cpu is always the fallback. */
  executionProviders?: string[];
  /** Most sequences per batch. Default 64. */
  maxBatch?: number;
  /** Most tokens (sequences x length) per batch. Default 4096 (bigger batches were no faster and held more memory). */
  maxBatchTokens?: number;
}

export interface PoolStats {
  workers: number;
  busy: number;
  queued: number;
  batchesRun: number;
  workerRestarts: number;
  executionProvider: string;
}

/** The queue is full: the caller should back off (HTTP 503) and retry later. */
export class QueueFullError extends Error {
  override readonly name = "QueueFullError";
  constructor(readonly maxQueue: number) {
    super(`NER queue is full (${maxQueue} batches waiting); retry later`);
  }
}

/** The pool was closed before (or while) the work ran. */
export class PoolClosedError extends Error {
  override readonly name = "PoolClosedError";
  constructor() {
    super("NER worker pool is closed");
  }
}

/** A worker died while running a batch, twice, or the model failed on it. */
export class NerWorkerError extends Error {
  override readonly name = "NerWorkerError";
}

interface Job {
  id: number;
  seqs: readonly SeqView[];
  /** Length of every sequence of the batch. */
  T: number;
  attempts: number;
  resolve: (emissions: Float32Array[]) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job?: Job;
  /** Set when we terminate it on purpose, so its exit is not treated as a crash. */
  retiring?: boolean;
}

/**
 * How to start worker.ts: the built worker.js next to this module, or, when running from the
 * TypeScript sources (tests, tsx), a tiny bootstrap that registers tsx inside the thread and then
 * imports worker.ts (Node 20 does not apply --import loaders given in a worker's execArgv).
 */
function workerEntry(): { entry: URL | string; eval: boolean } {
  if (import.meta.url.endsWith(".js")) return { entry: new URL("./worker.js", import.meta.url), eval: false };
  // tsx's "./esm/api" export for the import condition (require.resolve would pick the CJS one).
  const tsxRoot = dirname(createRequire(import.meta.url).resolve("tsx/package.json"));
  const tsxApi = pathToFileURL(join(tsxRoot, "dist/esm/api/index.mjs")).href;
  const worker = new URL("./worker.ts", import.meta.url).href;
  const code = `import(${JSON.stringify(tsxApi)}).then((m) => { m.register(); return import(${JSON.stringify(worker)}); });`;
  return { entry: code, eval: true };
}

export class NerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private readonly init: WorkerInit;
  private readonly maxQueue: number;
  private readonly maxBatch: number;
  private readonly maxBatchTokens: number;
  private nextId = 1;
  private closed = false;
  private batchesRun = 0;
  private workerRestarts = 0;
  private provider = "cpu";
  private warned = false;
  private crashNext = 0;
  private closing: Promise<void> | undefined;

  private constructor(options: PoolOptions) {
    this.init = { onnxPath: options.onnxPath, executionProviders: options.executionProviders ?? ["cpu"] };
    this.maxQueue = positiveInt(options.maxQueue ?? 1024, "maxQueue");
    this.maxBatch = positiveInt(options.maxBatch ?? 64, "maxBatch");
    this.maxBatchTokens = positiveInt(options.maxBatchTokens ?? 4096, "maxBatchTokens");
  }

  /** Start the workers and wait until every session is loaded; throws if the model cannot load. */
  static async create(options: PoolOptions): Promise<NerPool> {
    const pool = new NerPool(options);
    const size = positiveInt(options.workers ?? availableParallelism(), "workers");
    const ready = Array.from({ length: size }, () => pool.spawn());
    try {
      await Promise.all(ready);
    } catch (e) {
      await pool.close();
      throw e;
    }
    return pool;
  }

  /** Emissions [length, L] for each sequence, in order. */
  run(seqs: readonly SeqView[]): Promise<Float32Array[]> {
    if (this.closed) return Promise.reject(new PoolClosedError());
    if (seqs.length === 0) return Promise.resolve([]);
    if (this.slots.length === 0) return Promise.reject(new NerWorkerError("no NER worker is running (the model could not be reloaded)"));
    if (this.queue.length >= this.maxQueue) return Promise.reject(new QueueFullError(this.maxQueue));
    const byLength = new Map<number, number[]>();
    seqs.forEach((s, i) => {
      const group = byLength.get(len(s));
      if (group) group.push(i);
      else byLength.set(len(s), [i]);
    });
    const results: Float32Array[] = new Array<Float32Array>(seqs.length);
    const pending: Promise<void>[] = [];
    for (const [T, group] of [...byLength].sort((a, b) => b[0] - a[0])) {
      const room = Math.max(1, Math.min(this.maxBatch, Math.floor(this.maxBatchTokens / Math.max(1, T))));
      for (let i = 0; i < group.length; i += room) {
        const members = group.slice(i, i + room);
        const batch = members.map((k) => seqs[k]!);
        pending.push(
          new Promise<Float32Array[]>((resolve, reject) => {
            this.queue.push({ id: this.nextId++, seqs: batch, T, attempts: 0, resolve, reject });
          }).then((out) => members.forEach((k, b) => (results[k] = out[b]!))),
        );
      }
    }
    this.dispatch();
    return Promise.all(pending).then(() => results);
  }

  stats(): PoolStats {
    return {
      workers: this.slots.length,
      busy: this.slots.filter((s) => s.job).length,
      queued: this.queue.length,
      batchesRun: this.batchesRun,
      workerRestarts: this.workerRestarts,
      executionProvider: this.provider,
    };
  }

  /** Test hook: the next n batches make their worker exit instead of running. */
  crashNextBatches(n: number): void {
    this.crashNext = n;
  }

  /**
   * Reject waiting and running work and end every worker: each is asked to release its session and
   * exit (ending a thread while its native session runs is not safe with onnxruntime-node); one
   * that has not exited after CLOSE_TIMEOUT_MS is terminated. Calling it again returns the same promise.
   */
  close(): Promise<void> {
    this.closing ??= this.shutDown();
    return this.closing;
  }

  private async shutDown(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new PoolClosedError());
    const slots = this.slots.splice(0);
    await Promise.all(
      slots.map((slot) => {
        slot.retiring = true;
        slot.job?.reject(new PoolClosedError());
        slot.job = undefined;
        return new Promise<void>((resolve) => {
          const timer = setTimeout(() => void slot.worker.terminate(), CLOSE_TIMEOUT_MS);
          timer.unref();
          slot.worker.once("exit", () => {
            clearTimeout(timer);
            resolve();
          });
          slot.worker.ref(); // keep the process alive until the worker has gone
          // A worker still loading its session gets the message once it is ready (see spawn()).
          if (slot.ready) slot.worker.postMessage({ type: "close" } satisfies CloseMessage);
        });
      }),
    );
  }

  /** Start one worker; resolves when its session is ready. */
  private spawn(): Promise<void> {
    const { entry, eval: isCode } = workerEntry();
    const worker = new Worker(entry, { workerData: this.init, eval: isCode });
    const slot: Slot = { worker, ready: false };
    this.slots.push(slot);
    // Referenced while loading (someone awaits it), unreferenced whenever idle afterwards.
    return new Promise<void>((resolveReady, rejectReady) => {
      worker.on("message", (msg: WorkerReply) => {
        switch (msg.type) {
          case "ready":
            slot.ready = true;
            if (slot.retiring) {
              // close() ran while this worker was loading: end it the safe way now.
              worker.postMessage({ type: "close" } satisfies CloseMessage);
              resolveReady();
              return;
            }
            worker.unref();
            this.provider = msg.executionProvider;
            if (msg.warning && !this.warned) {
              this.warned = true;
              process.stderr.write(`${msg.warning}\n`);
            }
            resolveReady();
            this.dispatch();
            break;
          case "init-error":
            // The worker thread ends by itself after reporting this (it holds no session).
            slot.retiring = true;
            this.remove(slot);
            rejectReady(new Error(`NER model could not be loaded: ${msg.message}`));
            this.failIfNoWorkers();
            break;
          case "result":
          case "error": {
            const job = slot.job;
            slot.job = undefined;
            worker.unref();
            if (job && job.id === msg.id) {
              if (msg.type === "result") {
                this.batchesRun++;
                job.resolve(this.split(job, msg.emissions, msg.L));
              } else {
                job.reject(new NerWorkerError(`NER model failed on a batch: ${msg.message}`));
              }
            }
            this.dispatch();
            break;
          }
        }
      });
      let lastError = "";
      worker.on("error", (e) => {
        // An uncaught exception ends the thread; "exit" follows and handles recovery. Worker code
        // never puts input text into errors, so the message is safe to report.
        lastError = String(e?.message ?? e).split("\n")[0]!.slice(0, 200);
      });
      worker.on("exit", (code) => {
        if (slot.retiring) return;
        this.remove(slot);
        if (!slot.ready) {
          rejectReady(new Error(`NER worker exited with code ${code} while loading the model${lastError ? `: ${lastError}` : ""}`));
          this.failIfNoWorkers();
          return;
        }
        const job = slot.job;
        slot.job = undefined;
        if (job) {
          job.attempts++;
          if (job.attempts < 2) this.queue.unshift(job);
          else job.reject(new NerWorkerError(`NER worker exited (code ${code}) twice while running a batch; batch rejected`));
        }
        this.dispatch(); // another idle worker may take the retried batch at once
        if (this.closed) return;
        this.workerRestarts++;
        this.spawn().catch(() => {
          // failIfNoWorkers() rejects waiting work when no worker is left.
        });
      });
    });
  }

  private remove(slot: Slot): void {
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
  }

  private failIfNoWorkers(): void {
    if (this.slots.length > 0) return;
    for (const job of this.queue.splice(0)) job.reject(new NerWorkerError("no NER worker could be started"));
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (!slot.ready || slot.job || slot.retiring) continue;
      const job = this.queue.shift()!;
      slot.job = job;
      slot.worker.ref();
      // packed per attempt: the buffers are transferred away
      const msg: RunMessage = { type: "run", id: job.id, ...packBatch(job.seqs, job.T) };
      if (this.crashNext > 0) {
        this.crashNext--;
        msg.crash = true;
      }
      slot.worker.postMessage(msg, [msg.wordIds.buffer, msg.caseIds.buffer, msg.tokenChars.buffer, msg.charIndex.buffer] as ArrayBuffer[]);
    }
  }

  private split(job: Job, emissions: Float32Array, L: number): Float32Array[] {
    return job.seqs.map((s, b) => emissions.subarray(b * job.T * L, (b * job.T + len(s)) * L));
  }
}


function positiveInt(n: number, field: string): number {
  if (!Number.isInteger(n) || n < 1) throw new Error(`NER pool: ${field} must be a positive integer`);
  return n;
}
