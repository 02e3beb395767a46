/**
 * startServer(): what `pii serve` runs. Reads the API keys (file or PII_API_KEYS), opens the
 * usage log, starts listening at once (so /healthz can say "loading" while the engine and its
 * models load), and on SIGTERM or SIGINT stops accepting connections, lets in-flight requests
 * finish within a grace period, closes the engine's worker pool and exits 0.
 */
import type { FastifyInstance } from "fastify";
import { createEngine } from "../engine/engine.js";
import type { Engine } from "../engine/api.js";
import { buildServer, type ServerOptions } from "./app.js";
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
  /** Builds the engine (default: createEngine()). Lets the caller load models first. */
  loadEngine?: () => Promise<Engine>;
  /** Install SIGTERM/SIGINT handlers that drain and exit (default true). */
  handleSignals?: boolean;
  env?: NodeJS.ProcessEnv;
}

export interface RunningServer {
  app: FastifyInstance;
  /** http://host:port actually bound (port 0 resolves to the real port). */
  url: string;
  /** Drain and close: stop accepting, finish in-flight requests (up to graceMs), close engine and log. */
  close(): Promise<void>;
}

function loadKeys(options: StartOptions): KeyStore {
  if (options.apiKeysFile) return readApiKeysFile(options.apiKeysFile);
  return parseApiKeys((options.env ?? process.env).PII_API_KEYS ?? "");
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const apiKeys = loadKeys(options);
  const usageLog: UsageLog | undefined = options.usageLogPath ? openUsageLog(options.usageLogPath) : undefined;
  const enginePromise = (options.loadEngine ?? (async () => createEngine()))();
  const app = buildServer({
    ...options,
    logger: options.logger ?? true,
    processMetrics: options.processMetrics ?? true,
    engine: enginePromise,
    apiKeys,
    usageLog,
  });
  if (apiKeys.size === 0) app.log.warn("no API keys configured: /community and /professional routes answer 401");

  const url = await app.listen({ port: options.port ?? 8080, host: options.host ?? "127.0.0.1" });
  // a failed model load is fatal for a server: exit so the orchestrator restarts it
  enginePromise.catch(() => {
    process.exitCode = 1;
    void app.close().finally(() => process.exit(1));
  });

  let closed: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closed ??= (async () => {
      const grace = options.graceMs ?? 10_000;
      const timer = setTimeout(() => {
        app.log.warn("grace period over: closing remaining connections");
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
    })();
    return closed;
  };

  if (options.handleSignals ?? true) {
    const onSignal = (signal: NodeJS.Signals) => {
      app.log.info({ signal }, "draining");
      close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.once("SIGTERM", onSignal);
    process.once("SIGINT", onSignal);
  }
  return { app, url, close };
}
