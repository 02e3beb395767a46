/** Shared set-up for the server tests: a real engine with a fixed seed, keys for both tiers. */
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { createEngine } from "../../src/engine/engine.js";
import type { Engine } from "../../src/engine/api.js";
import { buildServer, type ServerOptions } from "../../src/server/app.js";
import { parseApiKeys } from "../../src/server/auth.js";

export const KEYS = "k-community=community;k-pro=professional;k-both=community,professional";

export function makeServer(options: Partial<ServerOptions> = {}): FastifyInstance {
  return buildServer({ engine: createEngine({ seed: "test-seed" }), apiKeys: parseApiKeys(KEYS), ...options });
}

export async function post(app: FastifyInstance, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: "POST", url, payload: JSON.stringify(payload), headers: { "content-type": "application/json", ...headers } });
}

/** A writable that keeps everything written to it (log capture). */
export function captureStream(): { stream: Writable; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _enc, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => chunks.join("") };
}

/**
 * An engine whose analyze() calls wait until the test releases them: lets a test hold requests
 * in flight without depending on timing. Only analyze is gated; the rest delegate to a real engine.
 */
export function gatedEngine(): { engine: Engine; started: () => number; release: () => void; whenStarted: (n: number) => Promise<void> } {
  const real = createEngine({ seed: "test-seed" });
  const waiting: (() => void)[] = [];
  let started = 0;
  const watchers: { n: number; resolve: () => void }[] = [];
  const engine: Engine = {
    ...real,
    async analyze(body, parse) {
      started++;
      for (const w of watchers.filter((w) => started >= w.n)) w.resolve();
      await new Promise<void>((resolve) => waiting.push(resolve));
      return real.analyze(body, parse);
    },
  };
  return {
    engine,
    started: () => started,
    release: () => {
      for (const r of waiting.splice(0)) r();
    },
    whenStarted: (n) => (started >= n ? Promise.resolve() : new Promise((resolve) => watchers.push({ n, resolve }))),
  };
}
