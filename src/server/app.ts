/**
 * buildServer(): the HTTP face of the engine (fastify). Routes come from ./routes.ts; request
 * bodies are validated by the contract (the route's body schema is the contract's JSON schema,
 * compiled by a validatorCompiler that runs the contract's validateAll, so the service applies
 * exactly the rules the CLI prints); errors leave as {"detail": ...} (./errors.ts).
 *
 * Responses are serialised with JSON.stringify, not with response schemas: fast-json-stringify
 * drops properties a schema does not list, and responses legitimately carry labels the schema
 * cannot enumerate (custom BLOCK labels) and optional fields.
 *
 * The server keeps no state between requests beyond counters (metrics), so replicas behind a load
 * balancer are interchangeable.
 *
 * Logging: one line per request with method, route template, status, duration and sizes. Never
 * the URL's query, headers, bodies or error messages (which may quote input).
 */
import { readFileSync } from "node:fs";
import { STATUS_CODES } from "node:http";
import { availableParallelism } from "node:os";
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { PROJECT_ID_MAX_LENGTH } from "../contract/schemas.js";
import {
  analyzeRequestSchema,
  nerRequestSchema,
  processRequestSchema,
  reidentifyRequestSchema,
} from "../contract/schemas.js";
import { codePointLength } from "../engine/text/offsets.js";
import { jsonTextDeeperThan } from "../io/json-depth.js";
import { validateAll } from "../contract/validate.js";
import type { Engine } from "../engine/api.js";
import { isAuthorised, isOperationalAuthorised, parseApiKeys, secretMatcher, type KeyStore, type OperationalAccess } from "./auth.js";
import {
  ContractError,
  BodyTooDeepError,
  InvalidUtf8Error,
  UnsupportedContentEncodingError,
  NotReadyError,
  TooManyCharactersError,
  UnsupportedCharsetError,
  errorReply,
} from "./errors.js";
import { Limiter } from "./limiter.js";
import { createMetrics, type ServerMetrics } from "./metrics.js";
import { openApiDocument } from "./openapi.js";
import { API_ROUTES, OPERATIONAL_PATHS, type ApiRoute, type RouteKind } from "./routes.js";
import type { UsageLog } from "./usage-log.js";
import { inProcessRunner, isRouteRunner, type HealthState, type RouteRunner } from "./execute.js";

/**
 * Default body limit: 6 MiB. The spec's tested maximum is 500,000 characters per request; the
 * most a character can take in a JSON body is 12 bytes (an astral code point escaped as a
 * surrogate pair, "\ud83d\ude00", which clients with ASCII-only JSON such as Python's json.dumps
 * send), so 6,000,000 bytes carry 500,000 characters of any text escaped any way, and the rest of
 * 6 MiB (about 290 KB) carries the other fields and the array punctuation.
 */
export const DEFAULT_BODY_LIMIT = 6 * 1024 * 1024;
/**
 * Default limit on the text of one request, in characters (code points, all inputs together): the
 * spec's tested maximum. The byte limit alone admits about 6 M plain ASCII characters, and the
 * engine's memory grows with characters, not bytes (see README "Sizing").
 */
export const DEFAULT_MAX_CHARS = 500_000;
export const DEFAULT_TIMEOUT_MS = 60_000;
export const DEFAULT_MAX_QUEUE = 64;
export const DEFAULT_MAX_CONCURRENT = Math.max(4, 2 * availableParallelism());

export interface ServerLoggerOptions {
  level?: string;
  /** Where log lines go (default: stdout). */
  stream?: NodeJS.WritableStream;
}

export interface ServerOptions {
  /**
   * The engine, or a runner that runs it elsewhere (./engine-host.ts: an engine thread), or a
   * promise of either: /healthz answers 503 and text routes 503 until it resolves.
   */
  engine: Engine | RouteRunner | Promise<Engine | RouteRunner>;
  /** API keys and their tiers (default: none, so tier routes answer 401). */
  apiKeys?: KeyStore;
  /** Container routes need a valid key (any tier) too, and so do /metrics and /openapi.json. Default false: open, like the reference container. */
  requireKey?: boolean;
  /** The one key /metrics accepts (x-api-key or Bearer); it also opens /openapi.json. Default: none. */
  metricsKey?: string;
  /** Largest request body in bytes (default DEFAULT_BODY_LIMIT). */
  bodyLimit?: number;
  /** Most characters (code points) of text in one request, all inputs together (default 500,000). Answer: 413. */
  maxChars?: number;
  /** Requests running on the engine at once (default max(4, 2 x CPUs)). */
  maxConcurrent?: number;
  /** Requests waiting for a slot before the server answers 503 (default 64). */
  maxQueue?: number;
  /** Per-request time limit in ms, waiting included; 0 = none (default 60,000). Answer: 504. */
  timeoutMs?: number;
  /** Where to append one usage record per text-API request. */
  usageLog?: UsageLog;
  /** false (default) = silent; true = info level to stdout. */
  logger?: boolean | ServerLoggerOptions;
  /** Also export process metrics (CPU, memory, event loop) on /metrics. */
  processMetrics?: boolean;
  /** Distinct project_id label values kept in /metrics before the rest count as "_other". */
  maxMetricProjects?: number;
  /**
   * Readiness beyond "the engine has loaded": default, the runner's (in this thread: every NER
   * worker pool has a live worker). /healthz answers 503 with `status` while not ready.
   */
  health?: () => HealthState;
}

export type { HealthState } from "./execute.js";

/** What a handled request leaves for the onResponse hook (counts only, never text). */
interface RequestUsage {
  route: ApiRoute;
  projectId?: string;
  characters: number;
  entities: Record<string, number>;
}

declare module "fastify" {
  interface FastifyRequest {
    piiUsage: RequestUsage | null;
  }
  interface FastifyContextConfig {
    apiRoute?: ApiRoute;
  }
}

export const APP_VERSION: string = (() => {
  // src/server/app.ts and dist/server/app.js both sit two levels below package.json
  const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string };
  return pkg.version;
})();

const REQUEST_SCHEMAS: Record<RouteKind, Record<string, unknown>> = {
  analyze: analyzeRequestSchema,
  process: processRequestSchema,
  ner: nerRequestSchema,
  reidentify: reidentifyRequestSchema,
};

const VALID_PROJECT_ID = new RegExp(`^[a-zA-Z0-9\\-_:]{0,${PROJECT_ID_MAX_LENGTH}}$`);

/** project_id for metrics and the usage log: the body's when valid, never an invalid value. */
function reportedProjectId(body: unknown): string {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return "_none";
  const id = (body as Record<string, unknown>).project_id;
  if (id === undefined || id === null) return "main";
  return typeof id === "string" && VALID_PROJECT_ID.test(id) ? id : "_invalid";
}

/** The text a request asks the server to read: `text`, or `processed_text` for reidentify. */
function requestTexts(kind: RouteKind, body: unknown): readonly unknown[] {
  if (typeof body !== "object" || body === null) return [];
  const texts = (body as Record<string, unknown>)[kind === "reidentify" ? "processed_text" : "text"];
  return Array.isArray(texts) ? texts : [];
}

/** Does the request's text exceed `limit` code points? Counts exactly only when UTF-16 length says it might. */
function overCharacterLimit(texts: readonly unknown[], limit: number): boolean {
  let units = 0;
  for (const t of texts) if (typeof t === "string") units += t.length;
  if (units <= limit) return false; // code points <= UTF-16 units
  let points = 0;
  for (const t of texts) if (typeof t === "string") points += codePointLength(t);
  return points > limit;
}

/** charset parameter of a Content-Type, lower-cased and unquoted; undefined when absent. */
function charsetOf(contentType: string | undefined): string | undefined {
  const m = /;\s*charset\s*=\s*("?)([^";\s]*)\1/i.exec(contentType ?? "");
  return m ? m[2]!.toLowerCase() : undefined;
}

const UTF8_NAMES = new Set(["utf-8", "utf8"]);
/**
 * Deepest nesting a request body may have. The interface's own fields nest four levels; clients
 * add metadata, so there is room, but a body nested thousands of levels deep overflowed the stack
 * after parsing (500). json-depth.ts reads the depth from the text, before parsing.
 */
const MAX_BODY_DEPTH = 64;

/**
 * Requests the HTTP parser refuses never reach fastify's routing: answer them on the socket with
 * the {"detail": ...} shape (fastify's default writes its own {"error", "message"} body).
 */
function clientError(this: FastifyInstance, err: NodeJS.ErrnoException, socket: import("node:net").Socket): void {
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  const status = err.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : err.code === "HPE_HEADER_OVERFLOW" ? 431 : 400;
  const body = JSON.stringify({ detail: STATUS_CODES[status] });
  this.log.debug({ code: err.code, status }, "client error");
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(err);
}

function loggerConfig(option: ServerOptions["logger"]): Record<string, unknown> | false {
  if (!option) return false;
  const o = option === true ? {} : option;
  return {
    level: o.level ?? "info",
    ...(o.stream ? { stream: o.stream } : {}),
    // belt and braces: nothing below logs headers, but a future change must not leak keys
    redact: { paths: ['req.headers["x-api-key"]', "req.headers.authorization", "headers.authorization", 'headers["x-api-key"]'], censor: "[redacted]" },
    serializers: {
      req: (req: { method?: string }) => ({ method: req.method }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      // `at`: where an engine-thread error was thrown (file:line:col), never its message
      err: (err: { name?: string; code?: string; at?: string }) => ({ type: err.name, code: err.code, ...(err.at ? { at: err.at } : {}) }),
    },
  };
}

export function buildServer(options: ServerOptions): FastifyInstance {
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const maxChars = options.maxChars ?? DEFAULT_MAX_CHARS;
  if (!Number.isInteger(maxChars) || maxChars < 1) throw new Error("maxChars must be a positive integer");
  const keys = options.apiKeys ?? parseApiKeys("");
  const requireKey = options.requireKey ?? false;
  if (options.metricsKey !== undefined && options.metricsKey.trim() === "") throw new Error("metricsKey must not be empty");
  const operational: OperationalAccess = {
    requireKey,
    ...(options.metricsKey !== undefined ? { metricsKey: secretMatcher(options.metricsKey) } : {}),
  };
  const limiter = new Limiter({
    maxConcurrent: options.maxConcurrent ?? DEFAULT_MAX_CONCURRENT,
    maxQueue: options.maxQueue ?? DEFAULT_MAX_QUEUE,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  });
  const metrics: ServerMetrics = createMetrics({
    processMetrics: options.processMetrics ?? false,
    maxProjects: options.maxMetricProjects,
  });
  const openapi = JSON.stringify(openApiDocument(APP_VERSION));

  const app = Fastify({
    logger: loggerConfig(options.logger),
    // fastify's own per-request lines carry the raw URL; ours (onResponse below) do not
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit,
    return503OnClosing: false,
    // "/process/text/" is "/process/text"
    routerOptions: { ignoreTrailingSlash: true },
    // what the HTTP parser refuses (a lower-case method, a broken request line, huge headers)
    // gets the same {"detail": ...} body as everything else
    clientErrorHandler: clientError,
    // ids are for correlating log lines, not client supplied
    genReqId: (() => {
      let n = 0;
      return () => `r${(++n).toString(36)}`;
    })(),
  });
  // JSON only: a text/plain or form body is a client mistake (415), not a string to analyse
  app.removeContentTypeParser(["text/plain"]);
  // JSON in UTF-8 only, decoded strictly: another charset is 415 and bytes that are not UTF-8 are
  // 400, where a lenient decoder would turn the client's text into U+FFFD and answer 200.
  // Parsing itself is fastify's (same prototype-poisoning rules, same errors).
  const parseJson = app.getDefaultJsonParser("error", "error");
  const strictUtf8 = new TextDecoder("utf-8", { fatal: true });
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    const charset = charsetOf(request.headers["content-type"]);
    if (charset !== undefined && !UTF8_NAMES.has(charset)) return done(new UnsupportedCharsetError(), undefined);
    // a compressed body would otherwise be read as bytes that are not UTF-8 (400): say what is wrong
    const encoding = request.headers["content-encoding"];
    if (encoding !== undefined && encoding.trim().toLowerCase() !== "identity") return done(new UnsupportedContentEncodingError(), undefined);
    let text: string;
    try {
      text = strictUtf8.decode(body as Buffer);
    } catch {
      return done(new InvalidUtf8Error(), undefined);
    }
    if (jsonTextDeeperThan(text, MAX_BODY_DEPTH)) return done(new BodyTooDeepError(MAX_BODY_DEPTH), undefined);
    parseJson(request, text, done);
  });
  app.decorateRequest("piiUsage", null);

  let engine: RouteRunner | undefined;
  let loadFailed = false;
  let closing = false;
  Promise.resolve(options.engine).then(
    (e) => {
      engine = isRouteRunner(e) ? e : inProcessRunner(e);
    },
    (e: unknown) => {
      loadFailed = true;
      // start-up errors name the file and the cause (model folder, ONNX runtime); no request has
      // been read yet, so they cannot hold input text
      const err = e as Error;
      app.log.error({ error: { type: err?.name ?? typeof e, message: String(err?.message ?? e).split("\n")[0]!.slice(0, 500) } }, "engine failed to load");
    },
  );
  app.addHook("preClose", async () => {
    closing = true;
  });

  // ---------------------------------------------------------------- errors, 404, 405

  app.setErrorHandler((error, request, reply) => {
    const r = errorReply(error, bodyLimit);
    if (r.internal) request.log.error({ err: error }, "request failed");
    void reply.code(r.status).headers(r.headers ?? {}).send(r.body);
  });

  const methodsByPath = new Map<string, string[]>();
  for (const route of API_ROUTES) methodsByPath.set(route.path, ["POST"]);
  for (const path of OPERATIONAL_PATHS) methodsByPath.set(path, ["GET", "HEAD"]);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0]!.replace(/(.)\/+$/, "$1");
    const allowed = methodsByPath.get(path);
    if (allowed) return reply.code(405).header("allow", allowed.join(", ")).send({ detail: "Method Not Allowed" });
    return reply.code(404).send({ detail: "Not Found" });
  });

  // ---------------------------------------------------------------- per-request log, metrics, usage

  app.addHook("onResponse", async (request, reply) => {
    const seconds = reply.elapsedTime / 1000;
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? "(unmatched)",
        status: reply.statusCode,
        duration_ms: Math.round(reply.elapsedTime * 10) / 10,
        req_bytes: Number(request.headers["content-length"] ?? 0),
        res_bytes: Number(reply.getHeader("content-length") ?? 0),
      },
      "request",
    );
    const route = request.routeOptions.config.apiRoute;
    if (!route) return;
    const usage = request.piiUsage;
    const projectId = usage?.projectId ?? reportedProjectId(request.body);
    const characters = usage?.characters ?? 0;
    const entities = usage?.entities ?? {};
    metrics.observe({ route: route.path, tier: route.tier, projectId, status: reply.statusCode, seconds, characters, entities });
    options.usageLog?.write({
      time: new Date().toISOString(),
      route: route.path,
      tier: route.tier,
      project_id: projectId,
      characters,
      entities,
      status: reply.statusCode,
      duration_ms: Math.round(reply.elapsedTime * 10) / 10,
    });
  });

  // ---------------------------------------------------------------- operational routes

  const denied = { detail: "Access denied" };

  app.get("/", async () => ({ app_version: APP_VERSION }));
  app.get("/healthz", async (_request, reply) => {
    const state = engine && !closing ? (options.health ? options.health() : engine.health()) : undefined;
    if (state?.ready) return { status: "ok" };
    const status = closing ? "shutting down" : loadFailed ? "engine failed to load" : !engine ? "loading" : (state?.status ?? "not ready");
    return reply.code(503).header("retry-after", "1").send({ status, detail: `Service Unavailable: ${status}` });
  });
  const operationalAuth = (path: "/metrics" | "/openapi.json") => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isOperationalAuthorised(keys, request.headers, path, operational)) return reply.code(401).send(denied);
    return undefined;
  };
  app.get("/metrics", { onRequest: operationalAuth("/metrics") }, async (_request, reply) => {
    const text = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(text);
  });
  app.get("/openapi.json", { onRequest: operationalAuth("/openapi.json") }, async (_request, reply) => reply.type("application/json").send(openapi));

  // ---------------------------------------------------------------- text API

  async function runRoute(route: ApiRoute, body: unknown, request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    const current = engine;
    if (!current) throw new NotReadyError();
    // the client went away before the answer: stop waiting, drop the request's queued model work
    const gone = new AbortController();
    reply.raw.once("close", () => {
      if (!reply.raw.writableFinished) gone.abort();
    });
    const usage: RequestUsage = { route, characters: 0, entities: {} };
    request.piiUsage = usage;
    const spec = { kind: route.kind, version: route.version };
    // engine work takes a slot and is cancelled (queued model batches dropped) on timeout or
    // disconnect; reidentify is string work and needs no slot
    const outcome =
      route.kind === "reidentify"
        ? await current.runRoute(spec, body, gone.signal)
        : await limiter.run((signal) => current.runRoute(spec, body, signal), gone.signal);
    usage.characters = outcome.characters;
    usage.entities = outcome.entities;
    if (outcome.json !== undefined) return reply.type("application/json; charset=utf-8").send(outcome.json);
    return outcome.results;
  }

  for (const route of API_ROUTES) {
    app.post(route.path, {
      config: { apiRoute: route },
      schema: { body: REQUEST_SCHEMAS[route.kind] },
      // the contract's own validation (same rules and wording as the CLI), every problem listed
      validatorCompiler: () => (data: unknown) => {
        const errors = validateAll(data, route.kind, { version: route.version });
        return errors.length > 0 ? { error: new ContractError(errors) } : { value: data };
      },
      onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
        if (closing) {
          return reply.code(503).header("connection", "close").header("retry-after", "1").send({ detail: "Server is shutting down" });
        }
        // auth before the body is read: an unauthorised client cannot make the server parse 6 MB
        if (!isAuthorised(keys, request.headers, route.tier, requireKey)) return reply.code(401).send(denied);
        return undefined;
      },
      // after validation, before a slot is taken: too much text is refused without engine work
      preHandler: async (request: FastifyRequest) => {
        if (overCharacterLimit(requestTexts(route.kind, request.body), maxChars)) throw new TooManyCharactersError(maxChars);
      },
      handler: async (request, reply) => runRoute(route, request.body, request, reply),
    });
  }

  return app;
}
