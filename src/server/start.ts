/**
 * startServer(): what `pii serve` runs. Reads the API keys (file or PII_API_KEYS), opens the
 * usage log, starts listening at once (so /healthz can say "loading" while the engine and its
 * models load), and on SIGTERM or SIGINT stops accepting connections, lets in-flight requests
 * finish within a grace period, closes the engine's worker pool and exits: 0 when every request
 * finished, 1 when the grace period ran out and requests still running were dropped.
 *
 * From the environment (options win): PII_API_KEYS, PII_METRICS_KEY (the one key /metrics
 * accepts; an environment variable rather than a flag so it stays out of process listings),
 * PII_MAX_CHARS (characters per request, default 500,000), PII_ENGINE_NICENESS (the engine
 * thread's nice value, default 0; see engine-thread.ts).
 */
import type { FastifyInstance } from "fastify";
import { createEngine } from "../engine/engine.js";
import type { Engine } from "../engine/api.js";
import { buildServer, type ServerOptions } from "./app.js";
import { EngineThread, type EngineThreadData } from "./engine-host.js";
import type { RouteRunner } from "./execute.js";
import { parseApiKeys, readApiKeysFile, type KeyStore } from "./auth.js";
import { openUsageLog, type UsageLog } from "./usage-log.js";

export interface StartOptions extends Omit<ServerOptions, "engine" | "apiKeys" | "usageLog"> {
  port?: number;
  host?: string;
  /** Keys file (`key=tier[,tier];...`, or one entry per line). Default: env PII_API_KEYS. */
  apiKeysFile?: string;
  /** Append usage records (NDJSON) to this file. */
  usageLogPath?: string;
  /** How long in-flight requests may take to finish after SIGTERM (ms, default 10,000). */
  graceMs?: number;
  /** Builds the engine in the HTTP thread (default: createEngine()). Lets the caller load models first. */
  loadEngine?: () => Promise<Engine>;
  /**
   * Run the engine in a thread of its own instead (what `pii serve` does), loaded there with
   * loadEngine(engineThread.load): large requests then never hold up /healthz or other requests'
   * I/O. Takes precedence over loadEngine.
   */
  engineThread?: EngineThreadData;
  /** Install SIGTERM/SIGINT handlers that drain and exit (default true). */
  handleSignals?: boolean;
  env?: NodeJS.ProcessEnv;
}

export interface ShutdownReport {
  /** Requests still running when the grace period ended: their connections were closed. */
  dropped: number;
}

export interface RunningServer {
  app: FastifyInstance;
  /** http://host:port actually bound (port 0 resolves to the real port). */
  url: string;
  /** Drain and close: stop accepting, finish in-flight requests (up to graceMs), close engine and log. */
  close(): Promise<ShutdownReport>;
}

function loadKeys(options: StartOptions): KeyStore {
  if (options.apiKeysFile) return readApiKeysFile(options.apiKeysFile);
  return parseApiKeys((options.env ?? process.env).PII_API_KEYS ?? "");
}

function envInteger(env: NodeJS.ProcessEnv, name: string, min = 1): number | undefined {
  const value = env[name]?.trim();
  if (value === undefined || value === "") return undefined;
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < min) throw new Error(`${name}: must be an integer >= ${min}`);
  return n;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const env = options.env ?? process.env;
  const apiKeys = loadKeys(options);
  const metricsKey = options.metricsKey ?? (env.PII_METRICS_KEY?.trim() || undefined);
  const maxChars = options.maxChars ?? envInteger(env, "PII_MAX_CHARS");
  const usageLog: UsageLog | undefined = options.usageLogPath ? openUsageLog(options.usageLogPath) : undefined;
  const niceness = envInteger(env, "PII_ENGINE_NICENESS", 0);
  const enginePromise: Promise<Engine | RouteRunner> = options.engineThread
    ? EngineThread.start({ ...(niceness !== undefined ? { niceness } : {}), ...options.engineThread })
    : (options.loadEngine ?? (async () => createEngine()))();
  const app = buildServer({
    ...options,
    logger: options.logger ?? true,
    processMetrics: options.processMetrics ?? true,
    engine: enginePromise,
    apiKeys,
    usageLog,
    ...(metricsKey !== undefined ? { metricsKey } : {}),
    ...(maxChars !== undefined ? { maxChars } : {}),
  });
  // requests between arrival and the end of their response (sent or aborted), for the shutdown report
  let inFlight = 0;
  app.addHook("onRequest", async (_request, reply) => {
    inFlight++;
    reply.raw.once("close", () => inFlight--);
  });
  if (apiKeys.size === 0) app.log.warn("no API keys configured: /community and /professional routes answer 401");

  const url = await app.listen({ port: options.port ?? 8080, host: options.host ?? "127.0.0.1" });
  // a failed model load is fatal for a server: exit so the orchestrator restarts it
  enginePromise.then(
    (engine) => {
      // so is an engine thread that dies afterwards (out of memory, a native crash)
      if (engine instanceof EngineThread) {
        engine.onExit((code) => {
          app.log.error({ code }, "engine thread exited");
          process.exitCode = 1;
          void app.close().finally(() => process.exit(1));
        });
      }
    },
    () => {
      process.exitCode = 1;
      void app.close().finally(() => process.exit(1));
    },
  );

  let closed: Promise<ShutdownReport> | undefined;
  const close = (): Promise<ShutdownReport> => {
    closed ??= (async () => {
      const grace = options.graceMs ?? 10_000;
      let dropped = 0;
      const timer = setTimeout(() => {
        dropped = inFlight;
        app.log.warn({ dropped }, "grace period over: closing remaining connections");
        app.server.closeAllConnections();
      }, grace);
      timer.unref();
      try {
        await app.close();
      } finally {
        clearTimeout(timer);
        const engine = await enginePromise.catch(() => undefined);
        await engine?.close();
        await usageLog?.close();
      }
      return { dropped };
    })();
    return closed;
  };

  if (options.handleSignals ?? true) {
    const onSignal = (signal: NodeJS.Signals) => {
      app.log.info({ signal }, "draining");
      close().then(
        // a drain that had to drop requests is a failure the orchestrator should see
        (report) => process.exit(report.dropped > 0 ? 1 : 0),
        () => process.exit(1),
      );
    };
    process.once("SIGTERM", onSignal);
    process.once("SIGINT", onSignal);
  }
  return { app, url, close };
}
