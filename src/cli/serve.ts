/**
 * `pii serve`: the reference interface over HTTP (see src/server). Listens until SIGTERM or
 * SIGINT, then drains in-flight requests and exits 0.
 *
 * API keys: PII_API_KEYS (`key=tier[,tier];key2=tier`) or --api-keys-file in the same format.
 */
import { resolve } from "node:path";
import type { Command } from "commander";
import { DEFAULT_BODY_LIMIT, DEFAULT_MAX_CHARS, DEFAULT_MAX_CONCURRENT, DEFAULT_MAX_QUEUE, DEFAULT_TIMEOUT_MS } from "../server/app.js";
import { startServer, type StartOptions } from "../server/start.js";
import { UsageError } from "./errors.js";

export interface ServeCliContext {
  readonly cwd?: string;
  readonly env?: Readonly<Record<string, string | undefined>>;
}

interface RawServeOptions {
  port: string;
  host: string;
  apiKeysFile?: string;
  requireKey?: boolean;
  usageLog?: string;
  bodyLimit: string;
  /** Absent: PII_MAX_CHARS or the default (start.ts). */
  maxChars?: string;
  maxConcurrent: string;
  maxQueue: string;
  timeout: string;
  grace: string;
  logLevel: string;
  /** commander's --no-model gives false; --model DIR a path. */
  model?: string | boolean;
  workers?: string;
}

function integer(value: string, option: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw new UsageError(`${option}: must be an integer between ${min} and ${max}`);
  }
  return n;
}

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

/** StartOptions from the command line (exported for tests). */
export function serveOptions(raw: RawServeOptions, ctx: ServeCliContext = {}): StartOptions {
  const cwd = ctx.cwd ?? process.cwd();
  if (!LOG_LEVELS.includes(raw.logLevel)) throw new UsageError(`--log-level: must be one of: ${LOG_LEVELS.join(", ")}`);
  const options: StartOptions = {
    port: integer(raw.port, "--port", 0, 65535),
    host: raw.host,
    requireKey: raw.requireKey === true,
    bodyLimit: integer(raw.bodyLimit, "--body-limit", 1024),
    maxConcurrent: integer(raw.maxConcurrent, "--max-concurrent", 1),
    maxQueue: integer(raw.maxQueue, "--max-queue", 0),
    timeoutMs: integer(raw.timeout, "--timeout", 0),
    graceMs: integer(raw.grace, "--grace", 0),
    logger: { level: raw.logLevel },
    env: { ...(ctx.env ?? process.env) },
  };
  const workers = raw.workers !== undefined ? integer(raw.workers, "--workers", 1, 256) : undefined;
  if (raw.maxChars !== undefined) options.maxChars = integer(raw.maxChars, "--max-chars", 1);
  const env = options.env;
  // the engine runs in a thread of its own (server/engine-host.ts); /healthz answers 503 until
  // the model's worker pool is up
  options.engineThread = { load: { model: raw.model ?? true, ...(workers !== undefined ? { workers } : {}), env } };
  if (raw.apiKeysFile) options.apiKeysFile = resolve(cwd, raw.apiKeysFile);
  if (raw.usageLog) options.usageLogPath = resolve(cwd, raw.usageLog);
  return options;
}

export function registerServeCommand(program: Command, ctx: ServeCliContext = {}): Command {
  return program
    .command("serve")
    .description("serve the PII analysis interface over HTTP (/analyze/text, /process/text, ...)")
    .option("-p, --port <port>", "TCP port (0 = any free port)", "8080")
    .option("--host <host>", "interface to listen on (0.0.0.0 in a container)", "127.0.0.1")
    .option("--api-keys-file <file>", "API keys, `key=tier[,tier]` separated by ';' or lines (default: env PII_API_KEYS)")
    .option("--require-key", "container routes (/process/text, ...) need a valid API key too")
    .option("--usage-log <file>", "append one NDJSON usage record per request (counts only, never text)")
    .option("--body-limit <bytes>", "largest request body", String(DEFAULT_BODY_LIMIT))
    .option("--max-chars <n>", `most characters of text per request, all inputs together (default: env PII_MAX_CHARS or ${DEFAULT_MAX_CHARS})`)
    .option("--max-concurrent <n>", "requests processed at once", String(DEFAULT_MAX_CONCURRENT))
    .option("--max-queue <n>", "requests waiting before the server answers 503", String(DEFAULT_MAX_QUEUE))
    .option("--timeout <ms>", "per-request time limit, 0 = none (answer: 504)", String(DEFAULT_TIMEOUT_MS))
    .option("--grace <ms>", "time in-flight requests get to finish after SIGTERM", "10000")
    .option("--model <dir>", "model folder to use instead of the shipped models/pii-ner-v2")
    .option("--no-model", "structured detectors only (no names, places, organisations)")
    .option("--workers <n>", "model worker threads (default: number of cores)")
    .option("--log-level <level>", `one of ${LOG_LEVELS.join(", ")}`, "info")
    .action(async (raw: RawServeOptions) => {
      const running = await startServer(serveOptions(raw, ctx));
      running.app.log.info({ url: running.url }, "listening");
    });
}
