/**
 * An engine for engine-thread.test.ts, loaded inside the engine thread through
 * EngineThreadData.module. The real detectors-only engine (fixed seed), plus behaviour chosen by
 * the request text:
 * - "block": synchronously blocks the engine thread (Atomics.wait) until the test releases it,
 *   after setting gate[0] = 1 so the test knows it is blocked;
 * - "batches": runs 4,000 batches through a NER pool over the tiny model (to be cancelled);
 * - "crash": makes the pool's next batch kill its worker;
 * - "die": ends the engine thread;
 * - "throw <canary>": throws a TypeError whose message quotes the text;
 * and ner() with text "stats" answers the pool's counters (as characters_processed) instead.
 */
import { fileURLToPath } from "node:url";
import type { NerResult } from "../../src/contract/types.js";
import type { Engine } from "../../src/engine/api.js";
import { createEngine } from "../../src/engine/engine.js";
import { MAX_CHARS } from "../../src/engine/ner/featurize.js";
import { NerPool, type SeqView } from "../../src/engine/ner/pool.js";

export interface FixtureOptions {
  /** Int32Array view over a SharedArrayBuffer: [0] 1 = blocked, 2 = released. */
  gate?: SharedArrayBuffer;
  /** Start a pool over this copy of the tiny model. */
  onnxPath?: string;
}

function seq(n: number, seed: number): SeqView {
  const wordIds = Int32Array.from({ length: n }, (_, i) => (i * 7 + seed * 3) % 15);
  const caseIds = Int32Array.from({ length: n }, (_, i) => (i + seed) % 9);
  const charIds = new Int32Array(n * MAX_CHARS);
  for (let t = 0; t < n; t++) charIds[t * MAX_CHARS] = 2 + ((t + seed) % 29);
  const distinctRow = Int32Array.from({ length: n }, (_, i) => i);
  return { wordIds, charIds, caseIds, distinctRow, charWidth: MAX_CHARS, start: 0, end: n };
}

export const TINY_MODEL = fileURLToPath(new URL("../../fixtures/ner/tiny-model/model.onnx", import.meta.url));

export async function loadEngine(options: FixtureOptions): Promise<Engine> {
  const real = createEngine({ seed: "thread-seed" });
  const pool = options.onnxPath
    ? await NerPool.create({ onnxPath: options.onnxPath, workers: 1, maxBatch: 1, respawnBackoffMs: { initial: 20, max: 80 } })
    : undefined;
  const gate = options.gate ? new Int32Array(options.gate) : undefined;
  const textOf = (body: unknown) => String((body as { text?: unknown[] })?.text?.[0] ?? "");
  return {
    ...real,
    async analyze(body, parse) {
      const text = textOf(body);
      if (text === "block" && gate) {
        Atomics.store(gate, 0, 1);
        Atomics.wait(gate, 0, 1); // the whole thread stops here until the test stores 2
      }
      if (text === "die") process.exit(3);
      if (text.startsWith("throw ")) throw new TypeError(`engine failed on ${text}`); // a careless message quoting input
      if (text === "crash") pool?.crashNextBatches(1);
      if (pool && (text === "batches" || text === "crash")) await pool.run(Array.from({ length: text === "batches" ? 4000 : 1 }, (_, i) => seq(64, i)));
      return real.analyze(body, parse);
    },
    async ner(body, parse) {
      if (textOf(body) === "stats" && pool) {
        const s = pool.stats();
        return [{ entities: [], characters_processed: s.batchesCancelled * 1_000_000 + s.queued } as unknown as NerResult];
      }
      return real.ner(body, parse);
    },
    async close() {
      await pool?.close();
    },
  };
}
