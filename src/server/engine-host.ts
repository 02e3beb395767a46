/**
 * The engine in a thread of its own, as `pii serve` runs it: the HTTP thread reads, validates and
 * admits requests and answers probes; the engine thread (./engine-thread.ts) analyses, redacts
 * and serialises. The engine's work on a large request is synchronous for hundreds of
 * milliseconds at a stretch (detectors over 500,000 characters, decoding, building and
 * serialising 10,000 entities), so in the HTTP thread it held /healthz for 0.4 s per request and
 * several seconds under load. Here it blocks only the engine thread; the HTTP thread stays free.
 *
 * - startEngineThread() resolves once the engine has loaded, or rejects with the load error's
 *   message (which names the model file and the cause).
 * - runRoute() posts the validated body; the answer comes back as JSON text. Its signal (timeout,
 *   client gone) posts a cancel: the thread drops the request's queued model batches.
 * - health() is what the thread last reported of its NER pools (pushed when it changes), and not
 *   ready once the thread has gone.
 * - If the thread dies, waiting requests fail as EngineUnavailableError (503 + Retry-After) and
 *   onExit() callbacks run (`pii serve` exits 1 so the orchestrator restarts it).
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { RequestError } from "../contract/errors.js";
import type { EngineThreadData, FromThread, ThreadError, ToThread } from "./engine-thread.js";
import { EngineUnavailableError } from "./errors.js";
import type { HealthState, RouteOutcome, RouteRunner, RouteSpec } from "./execute.js";

export type { EngineThreadData } from "./engine-thread.js";

/** How long close() waits for the thread to close its engine and end before terminating it. */
const CLOSE_TIMEOUT_MS = 15_000;

/** The built engine-thread.js next to this module, or, from the TypeScript sources, a bootstrap that registers tsx first. */
function threadEntry(): { entry: URL | string; eval: boolean } {
  if (import.meta.url.endsWith(".js")) return { entry: new URL("./engine-thread.js", import.meta.url), eval: false };
  const tsxRoot = dirname(createRequire(import.meta.url).resolve("tsx/package.json"));
  const tsxApi = pathToFileURL(join(tsxRoot, "dist/esm/api/index.mjs")).href;
  const thread = new URL("./engine-thread.ts", import.meta.url).href;
  return { entry: `import(${JSON.stringify(tsxApi)}).then((m) => { m.register(); return import(${JSON.stringify(thread)}); });`, eval: true };
}

interface Pending {
  resolve: (outcome: RouteOutcome) => void;
  reject: (e: Error) => void;
}

/** An error from the thread as the server's error mapping (./errors.ts) knows it. */
function fromThreadError(e: ThreadError): Error {
  if (e.name === "RequestError" && e.field !== undefined && e.rule !== undefined) return new RequestError(e.field, e.rule);
  const err = new Error(`engine failed (${e.name})`);
  err.name = e.name;
  if (e.retryable) Object.assign(err, { retryable: true });
  if (e.at) Object.assign(err, { at: e.at });
  return err;
}

export class EngineThread implements RouteRunner {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private state: HealthState = { ready: true };
  private gone = false;
  private closing: Promise<void> | undefined;
  private readonly exitListeners: ((code: number) => void)[] = [];

  private constructor(private readonly worker: Worker) {}

  /** Start the thread and load the engine in it. */
  static start(data: EngineThreadData = {}): Promise<EngineThread> {
    const { entry, eval: isCode } = threadEntry();
    const worker = new Worker(entry, { eval: isCode, workerData: data });
    const host = new EngineThread(worker);
    return new Promise<EngineThread>((resolve, reject) => {
      let loaded = false;
      worker.on("message", (msg: FromThread) => {
        switch (msg.type) {
          case "ready":
            loaded = true;
            resolve(host);
            break;
          case "load-error": {
            const err = new Error(msg.message);
            err.name = msg.name;
            host.gone = true;
            reject(err);
            break;
          }
          default:
            host.onMessage(msg);
        }
      });
      let lastError = "";
      worker.on("error", (e) => {
        lastError = String(e?.message ?? e).split("\n")[0]!.slice(0, 300);
      });
      worker.on("exit", (code) => {
        const unexpected = !host.closing;
        host.gone = true;
        host.state = { ready: false, status: "engine thread exited" };
        const error = new EngineUnavailableError();
        for (const p of host.pending.values()) p.reject(error);
        host.pending.clear();
        if (!loaded) reject(new Error(`engine thread exited with code ${code} while loading${lastError ? `: ${lastError}` : ""}`));
        else if (unexpected) for (const listener of host.exitListeners) listener(code);
      });
    });
  }

  runRoute(route: RouteSpec, body: unknown, signal: AbortSignal): Promise<RouteOutcome> {
    if (this.gone || this.closing) return Promise.reject(new EngineUnavailableError());
    const id = this.nextId++;
    return new Promise<RouteOutcome>((resolve, reject) => {
      const onAbort = () => this.worker.postMessage({ type: "cancel", id } satisfies ToThread);
      this.pending.set(id, {
        resolve: (outcome) => {
          signal.removeEventListener("abort", onAbort);
          resolve(outcome);
        },
        reject: (e) => {
          signal.removeEventListener("abort", onAbort);
          reject(e);
        },
      });
      if (signal.aborted) onAbort();
      else signal.addEventListener("abort", onAbort, { once: true });
      this.worker.postMessage({ type: "run", id, route: { kind: route.kind, version: route.version }, body } satisfies ToThread);
    });
  }

  health(): HealthState {
    return this.state;
  }

  /** Called with the exit code when the thread ends without close(). */
  onExit(listener: (code: number) => void): void {
    this.exitListeners.push(listener);
  }

  /** Close the engine in the thread (its NER workers) and end the thread. */
  close(): Promise<void> {
    this.closing ??= new Promise<void>((resolve) => {
      if (this.gone) return resolve();
      const timer = setTimeout(() => void this.worker.terminate(), CLOSE_TIMEOUT_MS);
      timer.unref();
      this.worker.once("exit", () => {
        clearTimeout(timer);
        resolve();
      });
      this.worker.postMessage({ type: "close" } satisfies ToThread);
    });
    return this.closing;
  }

  private onMessage(msg: FromThread): void {
    switch (msg.type) {
      case "done": {
        const p = this.pending.get(msg.id);
        this.pending.delete(msg.id);
        p?.resolve({ json: msg.json, characters: msg.characters, entities: msg.entities });
        break;
      }
      case "failed": {
        const p = this.pending.get(msg.id);
        this.pending.delete(msg.id);
        p?.reject(fromThreadError(msg.error));
        break;
      }
      case "health":
        this.state = msg.state;
        break;
      default:
        break;
    }
  }
}
