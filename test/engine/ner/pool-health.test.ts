/**
 * The pool's health under worker failures (respawn with backoff, liveness, retryable errors) and
 * the cancellation of queued work.
 */
import { copyFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { MAX_CHARS } from "../../../src/engine/ner/featurize.js";
import { BATCHES_PER_WORKER, NerPool, NerWorkerError, RunCancelledError, poolsHealth, runWithCancellation, type SeqView } from "../../../src/engine/ner/pool.js";
import { scratchDir } from "../../scratch.js";

const ONNX = new URL("../../../fixtures/ner/tiny-model/model.onnx", import.meta.url).pathname;
const pools: NerPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

async function pool(options: Partial<Parameters<typeof NerPool.create>[0]> = {}): Promise<NerPool> {
  const p = await NerPool.create({ onnxPath: ONNX, workers: 1, ...options });
  pools.push(p);
  return p;
}

function seq(n: number, seed: number): SeqView {
  const wordIds = Int32Array.from({ length: n }, (_, i) => (i * 7 + seed * 3) % 15);
  const caseIds = Int32Array.from({ length: n }, (_, i) => (i + seed) % 9);
  const charIds = new Int32Array(n * MAX_CHARS);
  for (let t = 0; t < n; t++) charIds[t * MAX_CHARS] = 2 + ((t + seed) % 29);
  const distinctRow = Int32Array.from({ length: n }, (_, i) => i);
  return { wordIds, charIds, caseIds, distinctRow, charWidth: MAX_CHARS, start: 0, end: n };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 400 && !condition(); i++) await new Promise((r) => setTimeout(r, 25));
  if (!condition()) throw new Error(`timed out waiting for ${what}`);
}

describe("NER pool health", () => {
  it("keeps trying to replace a worker whose model file broke, reports no live worker meanwhile, and recovers", async () => {
    const dir = scratchDir("pii-pool-");
    const onnx = join(dir, "model.onnx");
    copyFileSync(ONNX, onnx);
    const p = await pool({ onnxPath: onnx, respawnBackoffMs: { initial: 20, max: 80 } });
    expect(p.health()).toEqual({ live: 1, target: 1, loading: 0, failedStarts: 0 });
    expect(poolsHealth().ready).toBe(true);

    writeFileSync(onnx, "this is not an onnx model");
    p.crashNextBatches(1);
    // the batch's worker dies, its replacement cannot load: the batch fails as retryable, not as a 500
    const failed = p.run([seq(4, 1)]);
    await expect(failed).rejects.toBeInstanceOf(NerWorkerError);
    await expect(failed).rejects.toMatchObject({ retryable: true });
    expect(p.health().live).toBe(0);
    expect(poolsHealth().ready).toBe(false);
    // new work fails at once (retryable) instead of waiting for a worker that may never come
    await expect(p.run([seq(4, 2)])).rejects.toMatchObject({ name: "NerWorkerError", retryable: true });
    // it keeps trying, with backoff, and says which file failed
    await until(() => p.health().failedStarts >= 3, "three failed starts");
    expect(p.health().lastError).toContain(onnx);

    copyFileSync(ONNX, onnx);
    await until(() => p.health().live === 1, "a live worker");
    expect(p.health()).toEqual({ live: 1, target: 1, loading: 0, failedStarts: 0 });
    expect(poolsHealth().ready).toBe(true);
    await expect(p.run([seq(4, 3)])).resolves.toHaveLength(1);
  });

  it("a batch whose worker dies twice is a retryable failure; a failed start names the model file", async () => {
    const p = await pool();
    p.crashNextBatches(2);
    await expect(p.run([seq(3, 1)])).rejects.toMatchObject({ name: "NerWorkerError", retryable: true });
    await expect(p.run([seq(3, 1)])).resolves.toHaveLength(1);
    await expect(NerPool.create({ onnxPath: "/nonexistent/model.onnx", workers: 1 })).rejects.toThrow(/NER model \/nonexistent\/model\.onnx could not be loaded: /);
  });

  it("a closed pool leaves poolsHealth", async () => {
    const p = await NerPool.create({ onnxPath: ONNX, workers: 1 });
    expect(poolsHealth().pools).toHaveLength(1);
    await p.close();
    expect(poolsHealth()).toEqual({ ready: true, pools: [] });
  });
});

describe("NER pool cancellation", () => {
  it("an aborted run drops its waiting batches and rejects; other runs are untouched", async () => {
    const p = await pool({ maxBatch: 1 });
    const controller = new AbortController();
    const cancelled = p.run([seq(4, 1), seq(4, 2), seq(4, 3), seq(4, 4)], controller.signal);
    const other = p.run([seq(5, 1), seq(5, 2)]);
    // BATCHES_PER_WORKER of the first run's batches are on the worker (the one it runs, the next)
    expect(p.stats().queued).toBe(6 - BATCHES_PER_WORKER);
    controller.abort();
    await expect(cancelled).rejects.toBeInstanceOf(RunCancelledError);
    expect(p.stats()).toMatchObject({ queued: 2, batchesCancelled: 4 - BATCHES_PER_WORKER });
    await expect(other).resolves.toHaveLength(2);
    // the batches on the worker finished (and were discarded), the dropped ones never ran
    expect(p.stats().batchesRun).toBe(BATCHES_PER_WORKER + 2);
  });

  it("takes the signal from runWithCancellation() when none is passed, and refuses an aborted one at once", async () => {
    const p = await pool({ maxBatch: 1 });
    const controller = new AbortController();
    const run = runWithCancellation(controller.signal, async () => {
      await Promise.resolve(); // the scope follows async continuations
      return p.run(Array.from({ length: 8 }, (_, i) => seq(4, i + 1)));
    });
    await new Promise((r) => setImmediate(r));
    // the worker may have finished a batch or two meanwhile: what still waits is what gets dropped
    const waiting = p.stats().queued;
    expect(waiting).toBeGreaterThan(0);
    controller.abort();
    await expect(run).rejects.toBeInstanceOf(RunCancelledError);
    expect(p.stats().batchesCancelled).toBe(waiting);
    await expect(p.run([seq(4, 1)], controller.signal)).rejects.toBeInstanceOf(RunCancelledError);
    expect(p.stats().queued).toBe(0);
    // a run that finishes before any abort is unaffected by a later one
    const later = new AbortController();
    await expect(p.run([seq(2, 1)], later.signal)).resolves.toHaveLength(1);
    later.abort();
  });
});
