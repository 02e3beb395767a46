import { InferenceSession } from "onnxruntime-node";
import { afterEach, describe, expect, it } from "vitest";
import { MAX_CHARS } from "../../../src/engine/ner/featurize.js";
import { packBatch } from "../../../src/engine/ner/batch.js";
import { modelFeeds } from "../../../src/engine/ner/feeds.js";
import { BATCHES_PER_WORKER, MIN_FILL, NerPool, NerWorkerError, PoolClosedError, planBatches, QueueFullError, type SeqView } from "../../../src/engine/ner/pool.js";
import { loadModel, readModelFeatures } from "../../../src/engine/ner/model.js";
import { featurize } from "../../../src/engine/ner/featurize.js";
import { tokenize } from "../../../src/engine/ner/tokenize.js";

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
    // BATCHES_PER_WORKER batches go to the worker at once, two wait: the queue is full.
    const admitted = p.run(Array.from({ length: BATCHES_PER_WORKER + 2 }, (_, i) => seq(4, i + 1)));
    expect(p.stats().queued).toBe(2);
    const refused = p.run([seq(4, 4)]);
    await expect(refused).rejects.toBeInstanceOf(QueueFullError);
    await expect(refused).rejects.toThrow(/queue is full/);
    await expect(admitted).resolves.toHaveLength(BATCHES_PER_WORKER + 2);
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

  it("runs the batches posted behind a batch that crashed its worker on the replacement, without counting it against them", async () => {
    const p = await pool({ workers: 1, maxBatch: 1 });
    const session = await InferenceSession.create(ONNX);
    try {
      const seqs = Array.from({ length: BATCHES_PER_WORKER + 1 }, (_, i) => seq(5, i + 1));
      // the first crashes the worker; the second waited in that worker's queue and was lost with it
      p.crashNextBatches(1);
      const got = await p.run(seqs);
      for (const [i, s] of seqs.entries()) {
        const want = await direct(session, s);
        expect(Array.from(got[i]!, (x) => x.toFixed(5))).toEqual(Array.from(want, (x) => x.toFixed(5)));
      }
    } finally {
      await session.release();
    }
    expect(p.stats()).toMatchObject({ workers: 1, workerRestarts: 1 });
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

describe("planBatches", () => {
  it("without padding, batches one length only, longest first, within maxBatch and maxBatchTokens", () => {
    const plan = planBatches([5, 17, 1, 9, 17, 5, 5], 2, 40, false);
    expect(plan).toEqual([
      { T: 17, members: [1, 4] },
      { T: 9, members: [3] },
      { T: 5, members: [0, 5] },
      { T: 5, members: [6] },
      { T: 1, members: [2] },
    ]);
  });

  it("with padding, fills a batch down to MIN_FILL of its longest sequence", () => {
    const lengths = [100, 95, 90, 81, 80, 79, 40, 33, 32];
    const plan = planBatches(lengths, 64, 4096, true);
    // 80 = MIN_FILL x 100 still fits the first batch; 79 starts the next, which takes down to 64
    expect(MIN_FILL).toBe(0.8);
    expect(plan).toEqual([
      { T: 100, members: [0, 1, 2, 3, 4] },
      { T: 79, members: [5] },
      { T: 40, members: [6, 7, 8] },
    ]);
    // every sequence once, and no batch over maxBatchTokens
    const tight = planBatches(lengths, 64, 200, true);
    expect(tight.flatMap((b) => b.members).sort((a, b) => a - b)).toEqual(lengths.map((_, i) => i));
    for (const b of tight) expect(b.members.length * b.T <= 200 || b.members.length === 1).toBe(true);
  });
});

describe("NER worker pool with padded batches (shipped model)", () => {
  const MODEL = new URL("../../../models/pii-ner-v2", import.meta.url).pathname;

  it("the shipped graph declares padded batches", () => {
    expect(readModelFeatures(MODEL).paddedBatches).toBe(true);
  });

  it("gives each sequence of a mixed-length batch the emissions it has alone, in fewer batches", async () => {
    const model = loadModel(MODEL);
    const texts = [
      "Dr. Maria Gonzalez met Peter Schneider-Wolff in Berlin on Monday to sign the lease.",
      "Dr. Maria Gonzalez met Peter Schneider-Wolff in Berlin on Monday to sign it.",
      "Call Anna at home, she lives in Porto with her brother Luis and their dog Rex now.",
      "Mr Smith from Leeds wrote to Acme Corp about the invoice he sent to Jane last week.",
      "hi tom, see you at the cafe on main street",
      "Ok",
    ];
    const seqs: SeqView[] = texts.map((t) => {
      const f = featurize(tokenize(t), model.vocab);
      return { ...f, charWidth: MAX_CHARS, start: 0, end: f.length };
    });
    const lengths = seqs.map((s) => s.end - s.start);
    expect(new Set(lengths).size).toBeGreaterThan(4);
    const p = await pool({ onnxPath: model.onnxPath, paddedBatches: true });
    const got = await p.run(seqs);
    const session = await InferenceSession.create(model.onnxPath, { intraOpNumThreads: 1 });
    try {
      for (const [i, s] of seqs.entries()) {
        const want = await direct(session, s);
        expect(got[i]!.length).toBe(want.length);
        let worst = 0;
        for (let k = 0; k < want.length; k++) worst = Math.max(worst, Math.abs(got[i]![k]! - want[k]!));
        expect(worst).toBeLessThan(1e-4);
      }
    } finally {
      await session.release();
    }
    expect(p.stats().batchesRun).toBe(planBatches(lengths, 64, 4096, true).length);
    expect(p.stats().batchesRun).toBeLessThan(new Set(lengths).size);
  });
});

describe("decoding in the workers", () => {
  const TINY_DIR = new URL("../../../fixtures/ner/tiny-model/", import.meta.url).pathname;
  const textSeq = (text: string): SeqView => {
    const model = loadModel(TINY_DIR, readModelFeatures(TINY_DIR));
    const tokens = tokenize(text);
    const f = featurize(tokens, model.vocab);
    return { ...f, charWidth: MAX_CHARS, start: 0, end: tokens.length, wholeText: text };
  };

  it("answers a whole text's candidates when the pool has the model folder, and emissions alone otherwise", async () => {
    const texts = ["John Smith works at Acme Corp in Paris.", "nothing here", "mary in paris"];
    for (const [decodeModelDir, expectDecoded] of [[TINY_DIR, true], [undefined, false]] as const) {
      const p = await pool({ ...(decodeModelDir ? { decodeModelDir } : {}), workers: 2, maxBatch: 2 });
      const decoded: (unknown[] | undefined)[] = [];
      const emissions = await p.run(texts.map(textSeq), undefined, (k, _e, candidates) => {
        decoded[k] = candidates;
      });
      expect(emissions).toHaveLength(3);
      expect(decoded.every((d) => (d !== undefined) === expectDecoded)).toBe(true);
      if (expectDecoded) {
        const first = decoded[0] as { start: number; end: number; label: string }[];
        expect(first.map((c) => [c.label, texts[0]!.slice(c.start, c.end)])).toEqual([
          ["NAME", "John Smith"],
          ["ORGANIZATION", "Acme Corp"],
          ["LOCATION_CITY", "Paris"],
        ]);
        expect(decoded[1]).toEqual([]);
      }
    }
  });
});
