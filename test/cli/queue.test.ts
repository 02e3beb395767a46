/**
 * The batch CLI never refuses model work: over a 50 MB NDJSON file of short records (npm run
 * bench:batch) about 1 record in 100 came out as "internal error" (left out of redact's output,
 * exit 2), because the model pool's queue limit (1024 batches, the HTTP service's back-pressure)
 * rejected batches. The CLI's window of records in flight bounds what waits for the model; the pool
 * it starts takes all of it.
 *
 * Here one worker and one sequence per batch make a window of 1,100 records queue 1,100 batches at
 * once, more than the pool's default limit.
 */
import { describe, expect, it } from "vitest";
import { loadCliEngine } from "../../src/cli/engine.js";

describe("the CLI's model queue", () => {
  it("takes every batch of a full window: 1,100 batches waiting, none refused", async () => {
    const { engine, model } = await loadCliEngine({ model: true, workers: 1, maxBatch: 1, env: {} });
    try {
      const texts = Array.from({ length: 1100 }, (_, i) => `Ticket ${i}: Maria Jensen called from Toronto${" again".repeat(i % 7)}.`);
      const settled = await Promise.allSettled(texts.map((t) => engine.process({ text: [t] })));
      const failed = settled.filter((s) => s.status === "rejected").map((s) => String((s as PromiseRejectedResult).reason?.name));
      expect(failed).toEqual([]);
      expect(model!.stats().texts).toBeGreaterThanOrEqual(1100);
    } finally {
      await engine.close();
    }
  }, 180_000);
});
