import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { createInterface } from "node:readline";
import { describe, expect, it } from "vitest";
import { createEngine } from "../../src/engine/engine.js";
import { ClientGoneError, Limiter, OverloadedError, RequestTimeoutError } from "../../src/server/limiter.js";
import { startServer } from "../../src/server/start.js";
import { gatedEngine, makeServer, post } from "./helpers.js";

describe("bounded in-flight requests", () => {
  it("answers 503 with Retry-After when the queue is full, and serves the held requests once free", async () => {
    const gate = gatedEngine();
    const app = makeServer({ engine: gate.engine, maxConcurrent: 1, maxQueue: 1 });
    const first = post(app, "/analyze/text", { text: ["a@b.co"] });
    await gate.whenStarted(1);
    const queued = post(app, "/analyze/text", { text: ["c@d.co"] });
    // the queued one has not reached the engine (1 slot); a third finds the queue full
    const rejected = await post(app, "/analyze/text", { text: ["e@f.co"] });
    expect(rejected.statusCode).toBe(503);
    expect(rejected.headers["retry-after"]).toBe("1");
    expect(rejected.json()).toEqual({ detail: "Server is at capacity; retry later" });
    expect(gate.started()).toBe(1);
    gate.release();
    expect((await first).statusCode).toBe(200);
    await gate.whenStarted(2);
    gate.release();
    const second = await queued;
    expect(second.statusCode).toBe(200);
    expect(second.json()[0].entities[0].text).toBe("c@d.co");
    await app.close();
  });

  it("maps the engine pool's QueueFullError to 503 and any other failure to a text-free 500", async () => {
    const real = createEngine();
    const queueFull = Object.assign(new Error("NER queue is full"), { name: "QueueFullError" });
    const app = makeServer({
      engine: { ...real, analyze: async () => { throw queueFull; }, ner: async () => { throw new TypeError("boom in detector"); } },
    });
    const busy = await post(app, "/analyze/text", { text: ["x"] });
    expect(busy.statusCode).toBe(503);
    expect(busy.headers["retry-after"]).toBe("1");
    const broken = await post(app, "/ner/text", { text: ["x"] });
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toEqual({ detail: "Internal Server Error" });
    // the server is still up
    expect((await post(app, "/process/text", { text: ["a@b.co"] })).statusCode).toBe(200);
    await app.close();
  });

  it("times out a request that waits too long (504) and frees its slot", async () => {
    const gate = gatedEngine();
    const app = makeServer({ engine: gate.engine, maxConcurrent: 1, maxQueue: 4, timeoutMs: 50 });
    const res = await post(app, "/analyze/text", { text: ["x"] });
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({ detail: "Request timed out" });
    // the slot is free again: a request that does not wait on the gate (process) gets through
    expect((await post(app, "/process/text", { text: ["x"] })).statusCode).toBe(200);
    gate.release();
    await app.close();
  });
});

describe("Limiter", () => {
  it("runs at most maxConcurrent, queues maxQueue, rejects the rest, hands slots over in order", async () => {
    const limiter = new Limiter({ maxConcurrent: 2, maxQueue: 1 });
    const releases: (() => void)[] = [];
    const order: number[] = [];
    const job = (n: number) => () => new Promise<number>((resolve) => { order.push(n); releases.push(() => resolve(n)); });
    const a = limiter.run(job(1));
    const b = limiter.run(job(2));
    const c = limiter.run(job(3));
    await expect(limiter.run(job(4))).rejects.toBeInstanceOf(OverloadedError);
    await new Promise((r) => setImmediate(r));
    expect(limiter.stats()).toEqual({ running: 2, queued: 1 });
    releases[0]!();
    expect(await a).toBe(1);
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual([1, 2, 3]);
    expect(limiter.stats()).toEqual({ running: 2, queued: 0 });
    releases[1]!();
    releases[2]!();
    expect([await b, await c]).toEqual([2, 3]);
    expect(limiter.stats()).toEqual({ running: 0, queued: 0 });
  });

  it("work that runs past the timeout rejects with RequestTimeoutError and frees its slot", async () => {
    const limiter = new Limiter({ maxConcurrent: 1, maxQueue: 0, timeoutMs: 20 });
    await expect(limiter.run(() => new Promise<void>(() => undefined))).rejects.toBeInstanceOf(RequestTimeoutError);
    expect(limiter.stats()).toEqual({ running: 0, queued: 0 });
    expect(await limiter.run(async () => 7)).toBe(7);
  });
});

describe("Limiter cancellation", () => {
  it("a waiting request whose caller goes away leaves the queue and takes no slot", async () => {
    const limiter = new Limiter({ maxConcurrent: 1, maxQueue: 2 });
    let release!: () => void;
    const first = limiter.run(() => new Promise<void>((r) => (release = r)));
    const caller = new AbortController();
    const started: string[] = [];
    const waiting = limiter.run(async () => void started.push("gone"), caller.signal);
    await new Promise((r) => setImmediate(r));
    expect(limiter.stats()).toEqual({ running: 1, queued: 1 });
    caller.abort();
    await expect(waiting).rejects.toBeInstanceOf(ClientGoneError);
    expect(limiter.stats()).toEqual({ running: 1, queued: 0 });
    release();
    await first;
    expect(started).toEqual([]);
    await expect(limiter.run(async () => 1, caller.signal)).rejects.toBeInstanceOf(ClientGoneError);
    expect(limiter.stats()).toEqual({ running: 0, queued: 0 });
  });

  it("the work's signal aborts on timeout and when the caller goes away, not when it finishes", async () => {
    const limiter = new Limiter({ maxConcurrent: 2, maxQueue: 0, timeoutMs: 30 });
    let timedOutSignal!: AbortSignal;
    await expect(limiter.run((signal) => { timedOutSignal = signal; return new Promise(() => undefined); })).rejects.toBeInstanceOf(RequestTimeoutError);
    expect(timedOutSignal.aborted).toBe(true);
    const caller = new AbortController();
    let goneSignal!: AbortSignal;
    const gone = limiter.run((signal) => { goneSignal = signal; return new Promise(() => undefined); }, caller.signal);
    caller.abort();
    await expect(gone).rejects.toBeInstanceOf(ClientGoneError);
    expect(goneSignal.aborted).toBe(true);
    let doneSignal!: AbortSignal;
    await limiter.run(async (signal) => void (doneSignal = signal));
    await new Promise((r) => setTimeout(r, 50));
    expect(doneSignal.aborted).toBe(false);
  });
});

describe("over a real socket", () => {
  it("serves fetch() clients and drains in-flight requests on close", async () => {
    const gate = gatedEngine();
    const running = await startServer({ port: 0, logger: false, handleSignals: false, loadEngine: async () => gate.engine, env: {} });
    try {
      expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const health = await fetch(`${running.url}/healthz`);
      expect(health.status).toBe(200);
      const proc = await fetch(`${running.url}/process/text`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ text: ["Mail a@b.co"] }) });
      expect(proc.status).toBe(200);
      expect(((await proc.json()) as { processed_text: string }[])[0]!.processed_text).toBe("Mail [EMAIL_ADDRESS_1]");
      // an analyze request held in the engine while the server closes still completes
      const inFlight = fetch(`${running.url}/analyze/text`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ text: ["a@b.co"] }) });
      await gate.whenStarted(1);
      const closed = running.close();
      gate.release();
      const res = await inFlight;
      expect(res.status).toBe(200);
      expect(((await res.json()) as { entities_present: boolean }[])[0]!.entities_present).toBe(true);
      await closed;
      await expect(fetch(`${running.url}/healthz`)).rejects.toThrow();
    } finally {
      await running.close();
    }
  });

  it("close() reports the requests it had to drop when the grace period ran out", async () => {
    const gate = gatedEngine();
    const running = await startServer({ port: 0, logger: false, handleSignals: false, graceMs: 100, loadEngine: async () => gate.engine, env: {} });
    const held = fetch(`${running.url}/analyze/text`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ text: ["a@b.co"] }) }).catch((e: unknown) => e);
    await gate.whenStarted(1);
    expect(await running.close()).toEqual({ dropped: 1 });
    expect(await held).toBeInstanceOf(Error); // the connection was closed under it
    gate.release();
    // a drain with nothing in flight drops nothing
    const idle = await startServer({ port: 0, logger: false, handleSignals: false, graceMs: 100, loadEngine: async () => createEngine(), env: {} });
    await fetch(`${idle.url}/healthz`);
    expect(await idle.close()).toEqual({ dropped: 0 });
  });

  it("pii serve exits 1 on SIGTERM when the grace period had to drop requests", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(new URL("./serve-child.ts", import.meta.url)), "--hold"], { stdio: ["ignore", "pipe", "inherit"] });
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    const lines = createInterface({ input: child.stdout! });
    const next = () => new Promise<string>((resolve) => lines.once("line", resolve));
    const url = await next();
    const held = next();
    void fetch(`${url}/analyze/text`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ text: ["x"] }) }).catch(() => undefined);
    expect(await held).toBe("held");
    child.kill("SIGTERM");
    expect(await exited).toBe(1);
  }, 120_000); // a child process under tsx starts slowly on a busy machine

  it("pii serve exits 0 on SIGTERM", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(new URL("./serve-child.ts", import.meta.url))], { stdio: ["ignore", "pipe", "inherit"] });
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    const lines = createInterface({ input: child.stdout! });
    const url = await new Promise<string>((resolve) => lines.once("line", resolve));
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  }, 120_000); // a child process under tsx starts slowly on a busy machine
});
