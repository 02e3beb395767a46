/**
 * Worker-thread entry of the engine thread (see ./engine-host.ts): loads the engine (detectors and
 * the NER worker pool, whose workers this thread starts), runs admitted requests and answers each
 * with its response already serialised. Requests interleave here as they did in the HTTP thread;
 * what blocks here (detectors over 500,000 characters, decoding, serialising) no longer blocks
 * /healthz or the reading of other requests.
 *
 * With `niceness` (PII_ENGINE_NICENESS) the thread lowers its own scheduling priority before it
 * loads the engine (Linux keeps nice values per thread), and the NER worker threads it starts
 * inherit it: when analysis keeps every core busy, the kernel runs the HTTP thread first. In a
 * container that costs nothing (the pod's threads compete only with each other; deploy/k8s.yaml
 * sets 5); on a shared host the analysis also yields to every other process (measured on a busy
 * 2-core machine: 1 KB requests/s fell from 46-80 to 12-23 at nice 5), so the default is 0.
 *
 * Nothing here logs or posts input text: a failure crosses back as its error class (and the
 * contract's field and rule for a RequestError), never its message.
 */
import { setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { RequestError } from "../contract/errors.js";
import type { Engine } from "../engine/api.js";
import { loadEngine, type LoadEngineOptions } from "../load-engine.js";
import { executeRoute, poolReadiness, type HealthState, type RouteSpec } from "./execute.js";
import { runWithCancellation } from "../engine/ner/pool.js";

export interface EngineThreadData {
  /** Options for loadEngine() (src/load-engine.ts). */
  load?: LoadEngineOptions;
  /** A module whose loadEngine(load) export builds the engine instead (tests). */
  module?: string;
  /** Nice value for this thread and the model workers it starts (default 0: unchanged). */
  niceness?: number;
}

export const DEFAULT_ENGINE_NICENESS = 0;

export type ToThread =
  | { type: "run"; id: number; route: RouteSpec; body: unknown }
  | { type: "cancel"; id: number }
  | { type: "close" };

/** An error as it crosses threads: its class, and the contract's field and rule; never its message. */
export interface ThreadError {
  name: string;
  field?: string;
  rule?: string;
  retryable?: boolean;
  /** Where an unexpected error was thrown: the first stack frame (a file, line and column; never the message). */
  at?: string;
}

export type FromThread =
  | { type: "ready" }
  /** Start-up failures carry their message: it names the file and the cause, and no request has been read. */
  | { type: "load-error"; name: string; message: string }
  | { type: "done"; id: number; json: string; characters: number; entities: Record<string, number> }
  | { type: "failed"; id: number; error: ThreadError }
  | { type: "health"; state: HealthState }
  | { type: "closed" };

/** How often the thread re-reads its pools' liveness (and tells the HTTP thread when it changed). */
const HEALTH_EVERY_MS = 250;

function toThreadError(e: unknown): ThreadError {
  if (e instanceof RequestError) return { name: "RequestError", field: e.field, rule: e.rule };
  const err = e as { name?: unknown; retryable?: unknown; stack?: unknown };
  const frame = typeof err?.stack === "string" ? /\n\s+at (?:.*?\()?((?:file:|\/)[^()\s]+:\d+:\d+)\)?/.exec(err.stack)?.[1] : undefined;
  return {
    name: typeof err?.name === "string" ? err.name : "Error",
    ...(err?.retryable === true ? { retryable: true } : {}),
    ...(frame ? { at: frame } : {}),
  };
}

async function main(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error("server/engine-thread.ts must run in a worker thread");
  const post = (msg: FromThread) => port.postMessage(msg);
  const data = (workerData ?? {}) as EngineThreadData;
  const niceness = data.niceness ?? DEFAULT_ENGINE_NICENESS;
  if (niceness !== 0) {
    try {
      setPriority(niceness); // this thread only (pid 0 = the calling thread on Linux)
    } catch {
      // not permitted or not supported: run at the process's priority
    }
  }
  let engine: Engine;
  try {
    const load = data.module
      ? ((await import(data.module)) as { loadEngine: (o: LoadEngineOptions) => Promise<Engine> }).loadEngine
      : loadEngine;
    engine = await load(data.load ?? {});
  } catch (e) {
    const err = e as Error;
    post({ type: "load-error", name: err?.name ?? "Error", message: String(err?.message ?? e).split("\n")[0]!.slice(0, 500) });
    port.close();
    return;
  }

  let health = poolReadiness();
  const watch = setInterval(() => {
    const now = poolReadiness();
    if (now.ready !== health.ready || now.status !== health.status) {
      health = now;
      post({ type: "health", state: now });
    }
  }, HEALTH_EVERY_MS);
  post({ type: "ready" });
  if (!health.ready) post({ type: "health", state: health });

  const running = new Map<number, AbortController>();
  port.on("message", (msg: ToThread) => {
    switch (msg.type) {
      case "run": {
        const controller = new AbortController();
        running.set(msg.id, controller);
        runWithCancellation(controller.signal, () => executeRoute(engine, msg.route, msg.body))
          .then(
            (outcome) => post({ type: "done", id: msg.id, json: JSON.stringify(outcome.results), characters: outcome.characters, entities: outcome.entities }),
            (e: unknown) => post({ type: "failed", id: msg.id, error: toThreadError(e) }),
          )
          .finally(() => running.delete(msg.id));
        break;
      }
      case "cancel":
        running.get(msg.id)?.abort();
        break;
      case "close":
        clearInterval(watch);
        for (const controller of running.values()) controller.abort();
        void engine
          .close()
          .catch(() => undefined)
          .finally(() => {
            post({ type: "closed" });
            port.close();
          });
        break;
    }
  });
}

void main();
