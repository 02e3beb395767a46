/**
 * What one text-API request does once it is admitted: call the engine for the route's kind and
 * version, shape the results (version-3 names), and count what the usage log and metrics need
 * (characters, entities by type; never text). Shared by the two ways the server runs the engine:
 * in its own thread (`inProcessRunner`) and in an engine thread (./engine-thread.ts), which
 * returns the response already serialised so that the HTTP thread never serialises or copies a
 * large result object (structured-cloning 10,000 entities back took 0.3-0.6 s, JSON.stringify
 * of them 50-80 ms, both blocking /healthz).
 */
import type { AnalyzeResult, NerResult, ProcessResult } from "../contract/types.js";
import { parseProcessRequest, parseReidentifyRequest } from "../contract/validate.js";
import type { Engine } from "../engine/api.js";
import { poolsHealth, runWithCancellation } from "../engine/ner/pool.js";
import { codePointLength } from "../engine/text/offsets.js";
import { markerType, reidentify } from "../redact/reidentify.js";
import type { ApiRoute } from "./routes.js";
import { nerResultsToV3, processResultsToV3 } from "./version.js";

/** The route facts execution needs (an ApiRoute, or a copy of it sent to another thread). */
export type RouteSpec = Pick<ApiRoute, "kind" | "version">;

export interface RouteOutcome {
  /** The response body: an object for the HTTP layer to serialise, or `json`, already serialised. */
  results?: unknown;
  json?: string;
  /** Code points of input text processed. */
  characters: number;
  /** Entities returned, by type. */
  entities: Record<string, number>;
}

export interface HealthState {
  ready: boolean;
  /** Why not, in a few words (no input text). */
  status?: string;
}

/** How the server runs requests on an engine. */
export interface RouteRunner {
  /** Run one admitted request; `signal` aborts when it times out or its client goes away. */
  runRoute(route: RouteSpec, body: unknown, signal: AbortSignal): Promise<RouteOutcome>;
  /** Readiness beyond "loaded" (a live model worker). */
  health(): HealthState;
  close(): Promise<void>;
}

export function isRouteRunner(value: unknown): value is RouteRunner {
  return typeof (value as RouteRunner | undefined)?.runRoute === "function";
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of items) out[key(item)] = (out[key(item)] ?? 0) + 1;
  return out;
}

function mergeCounts(all: Record<string, number>[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const counts of all) for (const [k, n] of Object.entries(counts)) out[k] = (out[k] ?? 0) + n;
  return out;
}

/** Every NER pool of this thread has a live worker (no pool: ready). */
export function poolReadiness(): HealthState {
  return poolsHealth().ready ? { ready: true } : { ready: false, status: "no live model worker" };
}

/** Run a validated request body on the engine; the results are the response body. */
export async function executeRoute(engine: Engine, route: RouteSpec, body: unknown): Promise<Required<Pick<RouteOutcome, "results">> & RouteOutcome> {
  const parse = { version: route.version };
  switch (route.kind) {
    case "analyze": {
      const results: AnalyzeResult[] = await engine.analyze(body, parse);
      return {
        results,
        characters: results[0]?.characters_processed ?? 0,
        entities: mergeCounts(results.map((r) => countBy(r.entities ?? [], (e) => e.best_label))),
      };
    }
    case "ner": {
      let results: NerResult[] = await engine.ner(body, parse);
      if (route.version === 3) results = nerResultsToV3(results);
      return {
        results,
        characters: results[0]?.characters_processed ?? 0,
        entities: mergeCounts(results.map((r) => countBy(r.entities ?? [], (e) => e.label))),
      };
    }
    case "process": {
      let results: ProcessResult[];
      let entities: Record<string, number>;
      if (route.version === 3) {
        const req = parseProcessRequest(body, parse);
        // marker renumbering needs the entities (./version.ts); drop them afterwards if not asked for
        const b = body as Record<string, unknown>;
        const ed = typeof b.entity_detection === "object" && b.entity_detection !== null ? b.entity_detection : {};
        const withEntities = { ...b, entity_detection: { ...ed, return_entity: true } };
        results = processResultsToV3(await engine.process(withEntities, parse), req);
        entities = mergeCounts(results.map((r) => countBy(r.entities ?? [], (e) => e.best_label)));
        if (!req.entity_detection.return_entity) for (const r of results) delete (r as Partial<ProcessResult>).entities;
      } else {
        results = await engine.process(body, parse);
        entities = mergeCounts(results.map((r) => countBy(r.entities ?? [], (e) => e.best_label)));
      }
      return { results, characters: results[0]?.characters_processed ?? 0, entities };
    }
    case "reidentify": {
      const req = parseReidentifyRequest(body, parse);
      return {
        results: reidentify(req),
        characters: req.processed_text.reduce((n, t) => n + codePointLength(t), 0),
        entities: countBy(req.entities, (e) => markerType(e.processed_text)),
      };
    }
  }
}

/** The engine in the server's own thread: cancellation reaches the NER pool through its scope. */
export function inProcessRunner(engine: Engine): RouteRunner {
  return {
    runRoute: (route, body, signal) => runWithCancellation(signal, () => executeRoute(engine, route, body)),
    health: poolReadiness,
    close: () => engine.close(),
  };
}
