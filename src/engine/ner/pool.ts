/**
 * A pool of worker threads, each holding one onnxruntime-node session (see worker.ts). The model
 * runs single-threaded per session; throughput scales with the number of workers.
 *
 * - run() takes token sequences (views into featurised texts), sorts them by length and packs
 *   them into batches (at most maxBatch sequences and maxBatchTokens tokens). With a graph that
 *   gives its LSTM each sequence's length (`paddedBatches`, features.json; see
 *   models/train/sequence_lengths.py), a batch holds sequences of different lengths, padded to
 *   its longest, the shortest at least MIN_FILL of it: padding then changes no real position's
 *   scores, and short records of many lengths fill whole batches instead of running one or two at
 *   a time. Without it the backward LSTM would read padding as input (one padding token moved the
 *   last real token's scores by about 0.1, thirty by 2.0), so batches hold one length only and are
 *   never padded. Long texts are cut into windows of one length per text (windows.ts).
 * - Jobs wait in a bounded queue: when maxQueue batches are already waiting, run() rejects with
 *   QueueFullError (the HTTP service answers 503) instead of letting memory grow without bound.
 * - Batches travel as transferred BigInt64Arrays (no copy); emissions come back the same way.
 * - A worker that dies (crash or exit) is replaced; its in-flight batch is retried once on
 *   another worker, then rejected with a retryable NerWorkerError (the HTTP service answers 503
 *   with Retry-After: the next request usually finds a fresh worker).
 * - The pool keeps its size: a replacement that cannot start (the model file was damaged on disk,
 *   memory ran out) is tried again with exponential backoff (respawnBackoffMs), for as long as the
 *   pool is open. While no worker is live and none is loading, run() rejects at once with a
 *   retryable NerWorkerError, and health() / poolsHealth() say so, so that a readiness probe can
 *   take the process out of service until a worker is back.
 * - Cancellation: run() takes an AbortSignal, or the one set by runWithCancellation() around the
 *   caller (an AsyncLocalStorage scope, so the engine between the HTTP request and the pool need
 *   not pass it along). When it aborts, the run's batches still waiting in the queue are dropped
 *   and run() rejects with RunCancelledError; a batch already on a worker finishes and is discarded.
 * - Idle workers are unref'd, so an idle pool does not keep the process alive; close() ends them.
 */
// first: onnxruntime telemetry off on the main thread before any model worker starts (no-telemetry.ts)
import "./no-telemetry.js";
import { AsyncLocalStorage } from "node:async_hooks";
import { availableParallelism } from "node:os";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { CloseMessage, LoadDetectorsMessage, RunMessage, WorkerInit, WorkerReply } from "./worker.js";
import type { Candidate } from "../types.js";
import { packBatch, seqLength as len, type SeqView } from "./batch.js";
import { ModelError } from "./model-error.js";

export type { SeqView } from "./batch.js";

/** How long close() waits for a worker to finish its batch and exit before terminating it. */
const CLOSE_TIMEOUT_MS = 10_000;

/** Delay before the second, third... attempt to start a replacement worker: doubling from initial up to max. */
export const DEFAULT_RESPAWN_BACKOFF_MS = { initial: 500, max: 30_000 } as const;

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
  /**
   * The graph passes each sequence's length to its LSTM (features.json `padded_batches`), so
   * sequences of different lengths may share a padded batch. Default false: one length per batch.
   */
  paddedBatches?: boolean;
  /** Backoff between failed attempts to start a replacement worker (the first attempt is immediate). */
  respawnBackoffMs?: { initial: number; max: number };
  /**
   * The model folder, when the workers are to decode the sequences that are whole texts
   * (SeqView.wholeText; worker.ts). Without it every caller decodes the emissions itself.
   */
  decodeModelDir?: string;
  /**
   * Texts sent with a detector job (SeqView.detectorJob) before the workers load the detectors
   * and run those jobs themselves. Loading them costs each worker about as much as a few hundred
   * short records' detectors, so a short run keeps them on the caller's thread. Default
   * DETECTORS_AFTER; 0 loads them at the first job; Infinity never.
   */
  detectorsAfter?: number;
}

/**
 * Default PoolOptions.detectorsAfter. A worker loads the detectors in about a second of CPU
 * (modules, word lists), which the main thread spends on about a thousand short records' detectors.
 */
export const DETECTORS_AFTER = 1000;

/** Liveness of one pool. */
export interface PoolHealth {
  /** Workers with a loaded session, ready for batches. */
  live: number;
  /** Workers the pool was created with, and keeps trying to have. */
  target: number;
  /** Workers starting (session loading). */
  loading: number;
  /** Failed starts in a row since a worker last became ready (0 when healthy). */
  failedStarts: number;
  /** Why the last start failed (file and runtime message; never input text). */
  lastError?: string;
}

export interface PoolStats {
  workers: number;
  busy: number;
  queued: number;
  batchesRun: number;
  workerRestarts: number;
  executionProvider: string;
  /** Workers with a loaded session (workers counts those loading too). */
  live: number;
  /** Queued batches dropped because their run was cancelled. */
  batchesCancelled: number;
  /** Detector jobs (SeqView.detectorJob) the workers ran. */
  detectorJobsInWorkers: number;
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

/**
 * A worker died while running a batch, twice, or the model failed on it, or no worker is running.
 * retryable: the failure is the pool's state, not the batch (a worker died, none is live yet), so
 * the same work is expected to succeed later (HTTP 503 with Retry-After rather than 500).
 */
export class NerWorkerError extends Error {
  override readonly name = "NerWorkerError";
  readonly retryable: boolean;
  constructor(message: string, options: { retryable?: boolean } = {}) {
    super(message);
    this.retryable = options.retryable ?? false;
  }
}

/** The run's AbortSignal fired: its waiting batches were dropped. */
export class RunCancelledError extends Error {
  override readonly name = "RunCancelledError";
  constructor() {
    super("NER work cancelled");
  }
}

const cancellationScope = new AsyncLocalStorage<AbortSignal>();

/**
 * Run fn with `signal` as the cancellation signal of every NerPool.run() it (and the async work it
 * starts) makes without a signal of its own.
 */
export function runWithCancellation<T>(signal: AbortSignal, fn: () => T): T {
  return cancellationScope.run(signal, fn);
}

/** Open pools of this thread, for poolsHealth(). */
const openPools = new Set<NerPool>();

/**
 * Health of every open pool in this thread: ready when each has at least one live worker. The
 * server's readiness probe reads this (the engine does not expose its pool); no pool, no model:
 * ready.
 */
export function poolsHealth(): { ready: boolean; pools: PoolHealth[] } {
  const pools = [...openPools].map((p) => p.health());
  return { ready: pools.every((p) => p.live > 0), pools };
}

interface Job {
  id: number;
  /** The run's cancellation signal, if any. */
  signal?: AbortSignal;
  seqs: readonly SeqView[];
  /** Length of every sequence of the batch. */
  T: number;
  attempts: number;
  resolve: (out: BatchOutput) => void;
  reject: (e: Error) => void;
}

/** A batch's answer: each member's emissions, and the candidates of those the worker decoded (worker.ts) and of the detector jobs it ran. */
interface BatchOutput {
  emissions: Float32Array[];
  decoded?: (Candidate[] | null)[];
  detected?: (Candidate[] | null)[];
}

/**
 * Batches posted to one worker at a time: the one it runs and the next, which waits in the
 * worker's own queue. When the main thread is busy (the detectors run synchronously for a long
 * text, a long text's windows are decoded as they come back) a worker that finishes a batch
 * starts the next at once instead of idling until the main thread reads its reply and posts more.
 */
export const BATCHES_PER_WORKER = 2;

interface Slot {
  worker: Worker;
  ready: boolean;
  /** Batches posted to the worker and not answered yet, in the order posted (the worker runs them in that order). */
  jobs: Job[];
  /** Set when we terminate it on purpose, so its exit is not treated as a crash. */
  retiring?: boolean;
  /** Whether the worker runs detector jobs: asked to load the detectors, has them, or could not. */
  detectors?: "loading" | "ready" | "failed";
}

/** In a padded batch, the shortest sequence has at least this share of the longest one's tokens. */
export const MIN_FILL = 0.8;

/**
 * Groups sequences (given by their lengths) into batches, longest first: at most maxBatch
 * sequences and maxBatchTokens tokens (length T of the batch x sequences; a sequence longer than
 * that still gets a batch of its own). With `padded`, a batch takes the next sequences down to
 * MIN_FILL of its longest; without, one length only. Pure, for the tests.
 */
export function planBatches(
  lengths: readonly number[],
  maxBatch: number,
  maxBatchTokens: number,
  padded: boolean,
): Array<{ T: number; members: number[] }> {
  const order = lengths.map((_, i) => i).sort((a, b) => lengths[b]! - lengths[a]! || a - b);
  const out: Array<{ T: number; members: number[] }> = [];
  for (let i = 0; i < order.length; ) {
    const T = lengths[order[i]!]!;
    const room = Math.max(1, Math.min(maxBatch, Math.floor(maxBatchTokens / Math.max(1, T))));
    const shortest = padded ? Math.ceil(T * MIN_FILL) : T;
    const members: number[] = [];
    while (i < order.length && members.length < room && lengths[order[i]!]! >= shortest) members.push(order[i++]!);
    out.push({ T, members });
  }
  return out;
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
  private readonly target: number;
  private readonly backoff: { initial: number; max: number };
  private readonly maxQueue: number;
  private readonly maxBatch: number;
  private readonly maxBatchTokens: number;
  private readonly paddedBatches: boolean;
  private nextId = 1;
  private closed = false;
  private batchesRun = 0;
  private workerRestarts = 0;
  private provider = "cpu";
  private warned = false;
  private crashNext = 0;
  private closing: Promise<void> | undefined;
  private batchesCancelled = 0;
  /** Failed starts since a worker last became ready; the backoff grows with it. */
  private failedStarts = 0;
  private lastError: string | undefined;
  private respawnTimer: NodeJS.Timeout | undefined;
  private replacing = false;
  /** Replacements owed: workers lost and not yet restarted (started one at a time). */
  private missing = 0;
  private readonly detectorsAfter: number;
  /** Texts seen with a detector job, up to detectorsAfter. */
  private detectorJobs = 0;
  /** The workers are to load the detectors (detectorsAfter reached). */
  private detectorsWanted = false;
  private detectorJobsInWorkers = 0;

  private constructor(options: PoolOptions) {
    this.init = {
      onnxPath: options.onnxPath,
      executionProviders: options.executionProviders ?? ["cpu"],
      ...(options.decodeModelDir !== undefined ? { decodeModelDir: options.decodeModelDir } : {}),
    };
    this.target = positiveInt(options.workers ?? availableParallelism(), "workers");
    this.maxQueue = positiveInt(options.maxQueue ?? 1024, "maxQueue");
    this.maxBatch = positiveInt(options.maxBatch ?? 64, "maxBatch");
    this.maxBatchTokens = positiveInt(options.maxBatchTokens ?? 4096, "maxBatchTokens");
    this.paddedBatches = options.paddedBatches === true;
    this.detectorsAfter = options.detectorsAfter ?? DETECTORS_AFTER;
    if (!(this.detectorsAfter >= 0)) throw new Error("NER pool: detectorsAfter must be 0 or more");
    const backoff = options.respawnBackoffMs ?? DEFAULT_RESPAWN_BACKOFF_MS;
    this.backoff = { initial: positiveInt(backoff.initial, "respawnBackoffMs.initial"), max: positiveInt(backoff.max, "respawnBackoffMs.max") };
  }

  /** Start the workers and wait until every session is loaded; throws if the model cannot load. */
  static async create(options: PoolOptions): Promise<NerPool> {
    const pool = new NerPool(options);
    openPools.add(pool);
    const ready = Array.from({ length: pool.target }, () => pool.spawn());
    try {
      await Promise.all(ready);
    } catch (e) {
      await pool.close();
      throw e;
    }
    return pool;
  }

  /**
   * Emissions [length, L] for each sequence, in order. `onSequence`, when given, is called with
   * each sequence's index and emissions as soon as its batch is back (batches finish in any order),
   * so the caller can start on them while later batches run.
   */
  run(
    seqs: readonly SeqView[],
    signal: AbortSignal | undefined = cancellationScope.getStore(),
    onSequence?: (index: number, emissions: Float32Array, decoded?: Candidate[], detected?: Candidate[]) => void,
  ): Promise<Float32Array[]> {
    if (this.closed) return Promise.reject(new PoolClosedError());
    if (signal?.aborted) return Promise.reject(new RunCancelledError());
    if (seqs.length === 0) return Promise.resolve([]);
    if (this.slots.length === 0) return Promise.reject(this.unavailable());
    if (this.queue.length >= this.maxQueue) return Promise.reject(new QueueFullError(this.maxQueue));
    const results: Float32Array[] = new Array<Float32Array>(seqs.length);
    const pending: Promise<void>[] = [];
    const jobs: Job[] = [];
    for (const { T, members } of planBatches(seqs.map(len), this.maxBatch, this.maxBatchTokens, this.paddedBatches)) {
      const batch = members.map((k) => seqs[k]!);
      pending.push(
        new Promise<BatchOutput>((resolve, reject) => {
          const job: Job = { id: this.nextId++, seqs: batch, T, attempts: 0, resolve, reject, ...(signal ? { signal } : {}) };
          jobs.push(job);
          this.queue.push(job);
        }).then((out) =>
          members.forEach((k, b) => {
            results[k] = out.emissions[b]!;
            onSequence?.(k, out.emissions[b]!, out.decoded?.[b] ?? undefined, out.detected?.[b] ?? undefined);
          }),
        ),
      );
    }
    this.countDetectorJobs(seqs);
    let cancelled: Promise<never> | undefined;
    let onAbort: (() => void) | undefined;
    if (signal) {
      cancelled = new Promise<never>((_, reject) => {
        onAbort = () => {
          this.dropQueued(new Set(jobs));
          reject(new RunCancelledError());
        };
      });
      cancelled.catch(() => undefined);
      signal.addEventListener("abort", onAbort!, { once: true });
    }
    this.dispatch();
    const all = Promise.all(pending).then(() => results);
    if (!signal) return all;
    // the run's own jobs may reject too once dropped: Promise.all has a handler on each of them
    return Promise.race([all, cancelled!]).finally(() => signal.removeEventListener("abort", onAbort!));
  }

  /** Liveness: workers ready, loading, wanted, and why the last start failed. */
  health(): PoolHealth {
    return {
      live: this.slots.filter((s) => s.ready && !s.retiring).length,
      target: this.closed ? 0 : this.target,
      loading: this.slots.filter((s) => !s.ready && !s.retiring).length,
      failedStarts: this.failedStarts,
      ...(this.lastError !== undefined ? { lastError: this.lastError } : {}),
    };
  }

  stats(): PoolStats {
    return {
      workers: this.slots.length,
      busy: this.slots.filter((s) => s.jobs.length > 0).length,
      queued: this.queue.length,
      batchesRun: this.batchesRun,
      workerRestarts: this.workerRestarts,
      executionProvider: this.provider,
      live: this.slots.filter((s) => s.ready && !s.retiring).length,
      batchesCancelled: this.batchesCancelled,
      detectorJobsInWorkers: this.detectorJobsInWorkers,
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
    openPools.delete(this);
    if (this.respawnTimer) clearTimeout(this.respawnTimer);
    this.respawnTimer = undefined;
    for (const job of this.queue.splice(0)) job.reject(new PoolClosedError());
    const slots = this.slots.splice(0);
    await Promise.all(
      slots.map((slot) => {
        slot.retiring = true;
        for (const job of slot.jobs.splice(0)) job.reject(new PoolClosedError());
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
    const slot: Slot = { worker, ready: false, jobs: [] };
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
            if (this.detectorsWanted) this.loadDetectors(slot);
            this.provider = msg.executionProvider;
            if (msg.warning && !this.warned) {
              this.warned = true;
              process.stderr.write(`${msg.warning}\n`);
            }
            resolveReady();
            this.dispatch();
            break;
          case "init-error": {
            // The worker thread ends by itself after reporting this (it holds no session).
            slot.retiring = true;
            this.remove(slot);
            const error = `NER model ${this.init.onnxPath} could not be loaded: ${msg.message}`;
            this.lastError = error;
            rejectReady(new ModelError(error));
            this.failIfNoWorkers();
            break;
          }
          case "detectors":
            // loaded, or not (then this worker leaves its jobs to the caller, as before loading)
            slot.detectors = msg.loaded ? "ready" : "failed";
            break;
          case "result":
          case "error": {
            const at = slot.jobs.findIndex((j) => j.id === msg.id);
            const job = at >= 0 ? slot.jobs.splice(at, 1)[0] : undefined;
            // a retiring worker stays referenced until it has exited (close() waits for that)
            if (slot.jobs.length === 0 && !slot.retiring) worker.unref();
            if (job) {
              if (msg.type === "result") {
                this.batchesRun++;
                if (msg.detected) for (const d of msg.detected) if (d) this.detectorJobsInWorkers++;
                job.resolve({
                  emissions: this.split(job, msg.emissions, msg.L),
                  ...(msg.decoded ? { decoded: msg.decoded } : {}),
                  ...(msg.detected ? { detected: msg.detected } : {}),
                });
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
          const error = `NER worker exited with code ${code} while loading ${this.init.onnxPath}${lastError ? `: ${lastError}` : ""}`;
          this.lastError = error;
          rejectReady(new Error(error));
          this.failIfNoWorkers();
          return;
        }
        // The first batch was running when the worker died; the ones behind it had not started.
        const lost = slot.jobs.splice(0);
        const retry: Job[] = [];
        lost.forEach((job, i) => {
          if (i === 0) job.attempts++;
          if (job.signal?.aborted) this.batchesCancelled++; // nobody waits for it any more
          else if (job.attempts < 2) retry.push(job);
          else job.reject(new NerWorkerError(`NER worker exited (code ${code}) twice while running a batch; batch rejected`, { retryable: true }));
        });
        this.queue.unshift(...retry);
        this.dispatch(); // another idle worker may take the retried batch at once
        if (this.closed) return;
        this.missing++;
        this.replace();
      });
    });
  }

  /**
   * Start replacements for lost workers, one at a time: the first attempt at once, and after a
   * failed one the next after initial x 2^(failures - 1) ms, at most max, until the pool is whole
   * again or closed.
   */
  private replace(): void {
    if (this.closed || this.replacing || this.respawnTimer || this.missing === 0) return;
    this.replacing = true;
    this.workerRestarts++;
    this.spawn().then(
      () => {
        this.replacing = false;
        this.missing--;
        this.failedStarts = 0;
        this.lastError = undefined;
        this.replace();
      },
      () => {
        this.replacing = false;
        if (this.closed) return;
        this.failedStarts++;
        this.failIfNoWorkers();
        const delay = Math.min(this.backoff.max, this.backoff.initial * 2 ** (this.failedStarts - 1));
        this.respawnTimer = setTimeout(() => {
          this.respawnTimer = undefined;
          this.replace();
        }, delay);
        // a pool waiting to retry does not keep the process alive by itself
        this.respawnTimer.unref();
      },
    );
  }

  /** Reject the run's batches still waiting in the queue. */
  private dropQueued(jobs: ReadonlySet<Job>): void {
    const cancelled = new RunCancelledError();
    for (let i = this.queue.length - 1; i >= 0; i--) {
      const job = this.queue[i]!;
      if (!jobs.has(job)) continue;
      this.queue.splice(i, 1);
      this.batchesCancelled++;
      job.reject(cancelled);
    }
  }

  private unavailable(): NerWorkerError {
    return new NerWorkerError(`no NER worker is running${this.lastError ? ` (${this.lastError})` : ""}; retrying to start one`, { retryable: true });
  }

  private remove(slot: Slot): void {
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
  }

  /** No worker live or loading: what waits in the queue would wait for a backoff, so it fails now (retryable). */
  private failIfNoWorkers(): void {
    if (this.slots.length > 0) return;
    const error = this.unavailable();
    for (const job of this.queue.splice(0)) job.reject(error);
  }

  /** Hand queued batches to workers: first one to every idle worker, then a second to each (BATCHES_PER_WORKER). */
  private dispatch(): void {
    for (let depth = 1; depth <= BATCHES_PER_WORKER; depth++) {
      for (const slot of this.slots) {
        if (this.queue.length === 0) return;
        if (slot.ready && !slot.retiring && slot.jobs.length < depth) this.post(slot, this.queue.shift()!);
      }
    }
  }

  private post(slot: Slot, job: Job): void {
    slot.jobs.push(job);
    slot.worker.ref();
    // packed per attempt: the buffers are transferred away
    const msg: RunMessage = { type: "run", id: job.id, ...packBatch(job.seqs, job.T) };
    if (this.init.decodeModelDir !== undefined && job.seqs.some((s) => s.wholeText !== undefined)) {
      const detects = slot.detectors === "ready";
      msg.wholeTexts = job.seqs.map((s) =>
        s.wholeText === undefined ? null : { text: s.wholeText, tokens: len(s), ...(detects && s.detectorJob ? { detect: s.detectorJob } : {}) },
      );
    }
    if (this.crashNext > 0) {
      this.crashNext--;
      msg.crash = true;
    }
    slot.worker.postMessage(msg, [msg.wordIds.buffer, msg.caseIds.buffer, msg.tokenChars.buffer, msg.charIndex.buffer] as ArrayBuffer[]);
  }

  /**
   * Count the texts that came with a detector job; at detectorsAfter, ask every worker (and each
   * later one as it starts) to load the detectors. Only workers that decode whole texts can.
   */
  private countDetectorJobs(seqs: readonly SeqView[]): void {
    if (this.detectorsWanted || this.init.decodeModelDir === undefined) return;
    for (const s of seqs) if (s.detectorJob !== undefined) this.detectorJobs++;
    if (this.detectorJobs === 0 || this.detectorJobs < this.detectorsAfter) return;
    this.detectorsWanted = true;
    for (const slot of this.slots) if (slot.ready && !slot.retiring) this.loadDetectors(slot);
  }

  private loadDetectors(slot: Slot): void {
    if (slot.detectors !== undefined) return;
    slot.detectors = "loading";
    slot.worker.postMessage({ type: "load-detectors" } satisfies LoadDetectorsMessage);
  }

  private split(job: Job, emissions: Float32Array, L: number): Float32Array[] {
    return job.seqs.map((s, b) => emissions.subarray(b * job.T * L, (b * job.T + len(s)) * L));
  }
}


function positiveInt(n: number, field: string): number {
  if (!Number.isInteger(n) || n < 1) throw new Error(`NER pool: ${field} must be a positive integer`);
  return n;
}
