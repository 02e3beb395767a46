import { InferenceSession } from "onnxruntime-node";
import { afterEach, describe, expect, it } from "vitest";
import { MAX_CHARS } from "../../../src/engine/ner/featurize.js";
import { packBatch } from "../../../src/engine/ner/batch.js";
import { modelFeeds } from "../../../src/engine/ner/feeds.js";
import { NerPool, NerWorkerError, PoolClosedError, QueueFullError, type SeqView } from "../../../src/engine/ner/pool.js";

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

/** A deterministic sequence of `n` tokens (ids within the tiny model's vocabularies), viewed from `start`. */
function seq(n: number, seed: number, start = 0): SeqView {
  const total = start + n;
  const wordIds = Int32Array.from({ length: total }, (_, i) => (i * 7 + seed * 3) % 15);
  const caseIds = Int32Array.from({ length: total }, (_, i) => (i + seed) % 9);
  const charIds = new Int32Array(total * MAX_CHARS);
  for (let t = 0; t < total; t++) {
    const len = 1 + ((t + seed) % 6);
    for (let c = 0; c < len; c++) charIds[t * MAX_CHARS + c] = 2 + ((t * 5 + c + seed) % 29);
  }
  // every token distinct: the pool's packing of repeated tokens is tested in batch.test.ts
  const distinctRow = Int32Array.from({ length: total }, (_, i) => i);
  return { wordIds, charIds, caseIds, distinctRow, charWidth: MAX_CHARS, start, end: total };
}

/** The same sequence run alone, unpadded, through a session in this thread. */
async function direct(session: InferenceSession, s: SeqView): Promise<Float32Array> {
  const out = await session.run(modelFeeds(packBatch([s])));
  return out.emissions!.data as Float32Array;
}

describe("NER worker pool", () => {
  it("returns the same emissions as a direct in-thread session, in input order, across batches and workers", async () => {
    const p = await pool({ workers: 2, maxBatch: 3, maxBatchTokens: 40 });
    const seqs = [seq(5, 1), seq(17, 2), seq(1, 3), seq(9, 4, 6), seq(12, 5), seq(3, 6), seq(17, 7), seq(8, 8, 2)];
    const got = await p.run(seqs);
    const session = await InferenceSession.create(ONNX);
    try {
      expect(got).toHaveLength(seqs.length);
      for (const [i, s] of seqs.entries()) {
        const want = await direct(session, s);
        expect(got[i]!.length).toBe(want.length);
        for (let k = 0; k < want.length; k++) expect(got[i]![k]).toBeCloseTo(want[k]!, 5);
      }
    } finally {
      await session.release();
    }
    // Batches hold sequences of one length only (never padded): lengths 17 (twice), 12, 9, 8, 5, 3
    // and 1 make 7 batches; the two 17s share one (2 x 17 <= 40 tokens).
    expect(p.stats().batchesRun).toBe(7);
    expect(p.stats()).toMatchObject({ workers: 2, busy: 0, queued: 0, executionProvider: "cpu" });
  });

  it("packs same-length sequences together, up to maxBatch and maxBatchTokens", async () => {
    const p = await pool({ maxBatch: 4, maxBatchTokens: 30 });
    // Ten sequences of 5 tokens: room for min(4, 30 / 5) = 4 per batch -> 4 + 4 + 2.
    await p.run(Array.from({ length: 10 }, (_, i) => seq(5, i)));
    expect(p.stats().batchesRun).toBe(3);
  });

  it("answers an empty run without work", async () => {
    const p = await pool();
    await expect(p.run([])).resolves.toEqual([]);
  });

  it("rejects with QueueFullError when maxQueue batches are waiting, and still finishes admitted work", async () => {
    const p = await pool({ workers: 1, maxQueue: 2, maxBatch: 1 });
    // One batch goes to the worker at once, two wait: the queue is full.
    const admitted = p.run([seq(4, 1), seq(4, 2), seq(4, 3)]);
    expect(p.stats().queued).toBe(2);
    const refused = p.run([seq(4, 4)]);
    await expect(refused).rejects.toBeInstanceOf(QueueFullError);
    await expect(refused).rejects.toThrow(/queue is full/);
    await expect(admitted).resolves.toHaveLength(3);
    await expect(p.run([seq(4, 4)])).resolves.toHaveLength(1);
  });

  it("replaces a worker that dies mid-batch and retries the batch once", async () => {
    const p = await pool({ workers: 1 });
    const session = await InferenceSession.create(ONNX);
    try {
      const s = seq(6, 9);
      p.crashNextBatches(1);
      const [got] = await p.run([s]);
      const want = await direct(session, s);
      expect(Array.from(got!, (x) => x.toFixed(5))).toEqual(Array.from(want, (x) => x.toFixed(5)));
    } finally {
      await session.release();
    }
    expect(p.stats()).toMatchObject({ workers: 1, workerRestarts: 1 });
  });

  it("rejects a batch whose worker dies twice with a clear error, and keeps serving", async () => {
    const p = await pool({ workers: 1 });
    p.crashNextBatches(2);
    const failed = p.run([seq(3, 1)]);
    await expect(failed).rejects.toBeInstanceOf(NerWorkerError);
    await expect(failed).rejects.toThrow(/exited \(code 70\) twice/);
    await expect(p.run([seq(3, 1)])).resolves.toHaveLength(1);
    expect(p.stats()).toMatchObject({ workers: 1, workerRestarts: 2 });
  });

  it("fails to start with a clear error when the model cannot be loaded", async () => {
    await expect(NerPool.create({ onnxPath: "/nonexistent/model.onnx", workers: 1 })).rejects.toThrow(/NER model .*model\.onnx could not be loaded/);
  });

  it("falls back to cpu when the configured accelerator is missing", async () => {
    const p = await pool({ executionProviders: ["no-such-provider"] });
    expect(p.stats().executionProvider).toBe("cpu");
    await expect(p.run([seq(2, 1)])).resolves.toHaveLength(1);
  });

  it("close() rejects waiting work, terminates every worker and leaves no handles", async () => {
    const before = process.getActiveResourcesInfo().filter((r) => r !== "Timeout").length;
    const p = await NerPool.create({ onnxPath: ONNX, workers: 2, maxBatch: 1 });
    const pending = expect(p.run([seq(3, 1), seq(3, 2), seq(3, 3), seq(3, 4)])).rejects.toBeInstanceOf(PoolClosedError);
    // Busy workers hold the event loop open (idle ones are unref'd)...
    expect(process.getActiveResourcesInfo().filter((r) => r !== "Timeout").length).toBeGreaterThan(before);
    await p.close();
    await pending;
    expect(p.stats()).toMatchObject({ workers: 0, busy: 0, queued: 0 });
    await expect(p.run([seq(3, 1)])).rejects.toBeInstanceOf(PoolClosedError);
    await p.close(); // idempotent
    // ...and after close() nothing of the pool is left.
    const after = process.getActiveResourcesInfo().filter((r) => r !== "Timeout").length;
    expect(after).toBeLessThanOrEqual(before);
  });

  it("checks its options", async () => {
    await expect(NerPool.create({ onnxPath: ONNX, workers: 0 })).rejects.toThrow(/workers must be a positive integer/);
    await expect(NerPool.create({ onnxPath: ONNX, maxQueue: -1 })).rejects.toThrow(/maxQueue must be a positive integer/);
  });
});
