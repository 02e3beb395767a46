/**
 * The server with a real NER worker pool behind it: a request that times out or whose client
 * disconnects drops its queued model work; readiness follows the pool's liveness; a worker failure
 * that exhausts its retry is 503 with Retry-After; start-up failures name the file and the cause.
 */
import { spawn } from "node:child_process";
import { copyFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import type { Engine } from "../../src/engine/api.js";
import { createEngine } from "../../src/engine/engine.js";
import { MAX_CHARS } from "../../src/engine/ner/featurize.js";
import { BATCHES_PER_WORKER, NerPool, type SeqView } from "../../src/engine/ner/pool.js";
import { buildServer } from "../../src/server/app.js";
import { captureStream, post } from "./helpers.js";
import { scratchDir } from "../scratch.js";

const ONNX = new URL("../../fixtures/ner/tiny-model/model.onnx", import.meta.url).pathname;
const pools: NerPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

async function pool(options: Partial<Parameters<typeof NerPool.create>[0]> = {}): Promise<NerPool> {
  const p = await NerPool.create({ onnxPath: ONNX, workers: 1, maxBatch: 1, ...options });
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

/**
 * An engine whose analyze() sends `batches` one-sequence batches through the pool the way the NER
 * source does (no signal passed: the server's cancellation scope must reach the pool by itself).
 */
function poolEngine(p: NerPool, batches: number, onRun?: () => void): Engine {
  const real = createEngine({ seed: "s" });
  return {
    ...real,
    async analyze(body, parse) {
      await Promise.resolve();
      const running = p.run(Array.from({ length: batches }, (_, i) => seq(64, i)));
      onRun?.();
      await running;
      return real.analyze(body, parse);
    },
  };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 400 && !condition(); i++) await new Promise((r) => setTimeout(r, 25));
  if (!condition()) throw new Error(`timed out waiting for ${what}`);
}

describe("cancelling model work", () => {
  it("a request that times out (504) has its queued batches dropped", async () => {
    const p = await pool();
    // far more batches than the worker runs in 100 ms
    const app = buildServer({ engine: poolEngine(p, 4000), timeoutMs: 100 });
    const res = await post(app, "/analyze/text", { text: ["x"] });
    expect(res.statusCode).toBe(504);
    // nothing of it is left waiting for the worker
    expect(p.stats().queued).toBe(0);
    const { batchesRun, batchesCancelled } = p.stats();
    expect(batchesCancelled).toBeGreaterThan(0);
    expect(batchesRun + batchesCancelled).toBeLessThanOrEqual(4000);
    await new Promise((r) => setTimeout(r, 200));
    // at most the batches already on the worker (the one it runs and the next) finish
    expect(p.stats().batchesRun).toBeLessThanOrEqual(batchesRun + BATCHES_PER_WORKER);
    await app.close();
  });

  it("a request whose client disconnects has its queued batches dropped", async () => {
    const p = await pool();
    let ran!: () => void;
    const running = new Promise<void>((r) => (ran = r));
    const app = buildServer({ engine: poolEngine(p, 400, () => ran()), timeoutMs: 0 });
    const url = await app.listen({ port: 0, host: "127.0.0.1" });
    const client = new AbortController();
    const req = fetch(`${url}/analyze/text`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ text: ["x"] }), signal: client.signal });
    req.catch(() => undefined);
    await running;
    expect(p.stats().queued).toBeGreaterThan(300);
    client.abort();
    await until(() => p.stats().queued === 0, "the queue to empty");
    expect(p.stats().batchesCancelled).toBeGreaterThan(300);
    await app.close();
  });
});

describe("readiness and worker failures", () => {
  it("/healthz fails while the pool has no live worker and recovers with it; model requests get 503 + Retry-After meanwhile", async () => {
    const dir = scratchDir("pii-serve-pool-");
    const onnx = join(dir, "model.onnx");
    copyFileSync(ONNX, onnx);
    const p = await pool({ onnxPath: onnx, respawnBackoffMs: { initial: 20, max: 80 } });
    const app = buildServer({ engine: poolEngine(p, 1) });
    expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);

    writeFileSync(onnx, "damaged");
    p.crashNextBatches(1);
    const failed = await post(app, "/analyze/text", { text: ["x"] });
    expect(failed.statusCode).toBe(503);
    expect(failed.headers["retry-after"]).toBe("1");
    expect(failed.json()).toEqual({ detail: "Model worker unavailable; retry later" });
    const health = await app.inject({ method: "GET", url: "/healthz" });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: "no live model worker", detail: "Service Unavailable: no live model worker" });

    copyFileSync(ONNX, onnx);
    await until(() => p.health().live === 1, "the pool to respawn a worker");
    expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    expect((await post(app, "/analyze/text", { text: ["x"] })).statusCode).toBe(200);
    await app.close();
  });

  it("a batch whose worker dies twice is 503 with Retry-After, and the next request succeeds", async () => {
    const p = await pool();
    const app = buildServer({ engine: poolEngine(p, 1) });
    p.crashNextBatches(2);
    const failed = await post(app, "/analyze/text", { text: ["x"] });
    expect(failed.statusCode).toBe(503);
    expect(failed.headers["retry-after"]).toBe("1");
    expect((await post(app, "/analyze/text", { text: ["x"] })).statusCode).toBe(200);
    await app.close();
  });

  it("logs why the engine failed to load, naming the file", async () => {
    const log = captureStream();
    const error = new Error("NER model /srv/models/model.onnx could not be loaded: Protobuf parsing failed.");
    const app = buildServer({ engine: Promise.reject(error), logger: { stream: log.stream } });
    await new Promise((r) => setImmediate(r));
    const res = await app.inject({ method: "GET", url: "/healthz" });
    expect(res.json().status).toBe("engine failed to load");
    expect(log.text()).toContain("/srv/models/model.onnx could not be loaded: Protobuf parsing failed.");
    await app.close();
  });

  it("pii serve with a damaged model exits 1 with a log line naming the file and the cause", async () => {
    const dir = scratchDir("pii-serve-broken-");
    const model = new URL("../../models/pii-ner-v2/", import.meta.url).pathname;
    for (const f of ["labels.json", "crf.json", "vocab.json", "chars.json"]) copyFileSync(join(model, f), join(dir, f));
    writeFileSync(join(dir, "model.onnx"), "not a model");
    const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(new URL("./serve-child.ts", import.meta.url)), "--model", dir], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout!.on("data", (d) => (out += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    const line = out.split("\n").find((l) => l.includes("engine failed to load"));
    expect(line).toBeDefined();
    expect(line).toContain(join(dir, "model.onnx"));
    expect(line).toContain("Protobuf parsing failed");
  }, 120_000); // a child process under tsx starts slowly on a busy machine
});
