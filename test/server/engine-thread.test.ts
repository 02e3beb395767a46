/**
 * The engine in its own thread (server/engine-host.ts): the HTTP thread answers probes and reads
 * requests while the engine is busy; answers equal the in-process engine's; errors, cancellation,
 * readiness and the thread's death cross the thread boundary.
 */
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { createEngine } from "../../src/engine/engine.js";
import { buildServer } from "../../src/server/app.js";
import { EngineThread, type EngineThreadData } from "../../src/server/engine-host.js";
import { startServer } from "../../src/server/start.js";
import type { FixtureOptions } from "./engine-fixture.js";
import { TINY_MODEL } from "./engine-fixture.js";
import { captureStream, post } from "./helpers.js";
import { scratchDir } from "../scratch.js";

const FIXTURE = new URL("./engine-fixture.ts", import.meta.url).href;
const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

// niceness 0 except where priority is the subject: on a busy test machine a niced thread takes
// minutes to load its modules
function fixture(options: FixtureOptions = {}, niceness = 0): EngineThreadData {
  return { module: FIXTURE, load: options as EngineThreadData["load"], niceness };
}

async function threaded(options: FixtureOptions = {}, extra: Partial<Parameters<typeof buildServer>[0]> = {}, niceness = 0): Promise<{ app: FastifyInstance; host: EngineThread }> {
  const host = await EngineThread.start(fixture(options, niceness));
  const app = buildServer({ engine: host, ...extra });
  cleanup.push(() => host.close(), () => app.close());
  return { app, host };
}

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 800; i++) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

// starting a thread loads the engine's modules afresh (from the TypeScript sources under tsx in
// tests, which takes a while on a busy machine)
describe("engine thread", { timeout: 180_000 }, () => {
  it("the HTTP thread answers /healthz and refuses bad bodies while the engine thread is blocked", async () => {
    const gate = new SharedArrayBuffer(4);
    const flag = new Int32Array(gate);
    const running = await startServer({ port: 0, logger: false, handleSignals: false, env: {}, engineThread: fixture({ gate }) });
    cleanup.push(() => running.close());
    await until(async () => (await fetch(`${running.url}/healthz`)).status === 200, "the engine to load");
    const busy = fetch(`${running.url}/analyze/text`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ text: ["block"] }) });
    await until(() => Atomics.load(flag, 0) === 1, "the engine thread to block");
    // the engine thread cannot run a line of JavaScript now; the HTTP thread still answers
    const health = await fetch(`${running.url}/healthz`);
    expect(health.status).toBe(200);
    const bad = await fetch(`${running.url}/analyze/text`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ text: "not a list" }) });
    expect(bad.status).toBe(400);
    expect((await fetch(`${running.url}/metrics`)).status).toBe(200);
    expect(Atomics.load(flag, 0)).toBe(1); // still blocked
    Atomics.store(flag, 0, 2);
    Atomics.notify(flag, 0);
    const res = await busy;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([expect.objectContaining({ entities_present: false, characters_processed: 5 })]);
  });

  it("answers exactly what the in-process engine answers, on every kind of route", async () => {
    const { app } = await threaded();
    const local = buildServer({ engine: createEngine({ seed: "thread-seed" }) });
    cleanup.push(() => local.close());
    const text = "Call Maria at 416-555-0199 or maria@example.com, card 4111 1111 1111 1111. Maria paid. 😀 é";
    const cases: [string, unknown][] = [
      ["/analyze/text", { text: [text, "second a@b.co"], link_batch: true }],
      ["/process/text", { text: [text], processed_text: { type: "MASK" } }],
      ["/v3/process/text", { text: [text] }],
      ["/ner/text", { text: [text] }],
      ["/v3/ner/text", { text: [text] }],
      ["/process/text/reidentify", { processed_text: ["Hi [NAME_1]"], entities: [{ processed_text: "NAME_1", text: "Jo" }] }],
    ];
    for (const [url, body] of cases) {
      const [a, b] = [await post(app, url, body), await post(local, url, body)];
      expect(a.statusCode, url).toBe(200);
      expect(a.headers["content-type"]).toMatch(/^application\/json/);
      expect(a.json(), url).toEqual(b.json());
    }
    // usage counts come back too
    const metrics = (await app.inject({ method: "GET", url: "/metrics" })).body;
    expect(metrics).toMatch(/pii_entities_total\{route="\/analyze\/text",tier="container",project_id="main",type="EMAIL_ADDRESS"\} 2/);
  });

  it("engine errors keep their meaning across the thread: contract errors 400 naming the field, others a text-free 500", async () => {
    const log = captureStream();
    const { app } = await threaded({}, { logger: { stream: log.stream } });
    const broken = await post(app, "/analyze/text", { text: ["throw Canary4Qx"] });
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toEqual({ detail: "Internal Server Error" });
    // the log says what and where, never the message
    const line = log.text().split("\n").find((l) => l.includes("request failed"))!;
    expect(JSON.parse(line).err).toEqual({ type: "TypeError", at: expect.stringMatching(/engine-fixture\.ts:\d+:\d+$/) });
    expect(log.text()).not.toContain("Canary4Qx");
    const slow = await post(app, "/analyze/text", { text: [`${"a".repeat(40)}b`], entity_detection: { filter: [{ type: "BLOCK", pattern: "(a+)+$", entity_type: "SLOW" }] } });
    expect(slow.statusCode).toBe(400);
    expect(slow.json().detail[0]).toMatchObject({ field: "entity_detection.filter[0].pattern" });
    expect(slow.body).not.toContain("aaaa");
  });

  it("a request that times out cancels its queued model batches in the engine thread", async () => {
    const dir = scratchDir("pii-thread-");
    copyFileSync(TINY_MODEL, join(dir, "model.onnx"));
    const { app } = await threaded({ onnxPath: join(dir, "model.onnx") }, { timeoutMs: 100 });
    expect((await post(app, "/analyze/text", { text: ["batches"] })).statusCode).toBe(504);
    // (the stats request runs under the same 100 ms limit: asked again if the busy machine makes it late)
    const stats = async (): Promise<number> => {
      for (;;) {
        const res = await post(app, "/ner/text", { text: ["stats"] });
        if (res.statusCode === 200) return res.json()[0].characters_processed as number;
      }
    };
    // cancelled batches (millions) > 0 and nothing left queued
    await until(async () => (await stats()) % 1_000_000 === 0, "the queue to empty");
    expect(Math.floor((await stats()) / 1_000_000)).toBeGreaterThan(0);
  });

  it("readiness follows the thread's pool: 503 while it has no live worker, 200 once one is back", async () => {
    const dir = scratchDir("pii-thread-");
    const onnx = join(dir, "model.onnx");
    copyFileSync(TINY_MODEL, onnx);
    const { app } = await threaded({ onnxPath: onnx });
    const healthz = async () => (await app.inject({ method: "GET", url: "/healthz" })).statusCode;
    expect(await healthz()).toBe(200);
    writeFileSync(onnx, "damaged");
    const failed = await post(app, "/analyze/text", { text: ["crash"] });
    expect(failed.statusCode).toBe(503);
    expect(failed.headers["retry-after"]).toBe("1");
    await until(async () => (await healthz()) === 503, "/healthz to fail");
    expect((await app.inject({ method: "GET", url: "/healthz" })).json().status).toBe("no live model worker");
    copyFileSync(TINY_MODEL, onnx);
    await until(async () => (await healthz()) === 200, "/healthz to recover");
    // with the file whole again, one crash is retried on a fresh worker
    expect((await post(app, "/analyze/text", { text: ["crash"] })).statusCode).toBe(200);
  });

  it("when the thread dies, waiting requests get 503 + Retry-After, readiness fails and onExit fires", async () => {
    const { app, host } = await threaded();
    let exited: number | undefined;
    host.onExit((code) => (exited = code));
    const res = await post(app, "/analyze/text", { text: ["die"] });
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("1");
    expect(res.json()).toEqual({ detail: "Engine unavailable; retry later" });
    expect(exited).toBe(3);
    const health = await app.inject({ method: "GET", url: "/healthz" });
    expect(health.statusCode).toBe(503);
    expect(health.json().status).toBe("engine thread exited");
    expect((await post(app, "/process/text", { text: ["x"] })).statusCode).toBe(503);
  });

  it.runIf(process.platform === "linux")("the engine thread and the model workers it starts run at a lower priority than the HTTP thread", async () => {
    const niceOf = () =>
      readdirSync("/proc/self/task").map((tid) => {
        const stat = readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
        return { tid: Number(tid), nice: Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]) };
      });
    const before = new Set(niceOf().filter((t) => t.nice === 5).map((t) => t.tid));
    const dir = scratchDir("pii-thread-");
    copyFileSync(TINY_MODEL, join(dir, "model.onnx"));
    await threaded({ onnxPath: join(dir, "model.onnx") }, {}, 5);
    const niced = niceOf().filter((t) => t.nice === 5 && !before.has(t.tid));
    // the engine thread and its model worker (each with V8 helper threads of their own)
    expect(niced.length).toBeGreaterThanOrEqual(2);
    expect(niceOf().find((t) => t.tid === process.pid)!.nice).toBe(0); // the process's main thread
  });

  it("a start-up failure in the thread rejects with the loader's message", async () => {
    await expect(EngineThread.start({ load: { model: "/nonexistent/model-dir", env: {} }, niceness: 0 })).rejects.toThrow(/model folder not found: \/nonexistent\/model-dir/);
  });
});
