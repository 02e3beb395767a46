/**
 * Prometheus metrics (prom-client) on a registry owned by one server instance, so several servers
 * (tests, benchmarks) can live in one process. Labels: route (the route template, never the raw
 * URL), tier, project_id and, for entities, the entity type. Never input text.
 *
 * project_id is chosen by clients, so its label values are capped: after maxProjects distinct
 * ids, further ids are counted as "_other", which keeps a client that sends random ids from
 * growing the registry without bound. The usage log keeps every id.
 *
 * project_id values never appear in clear: a scrape of /metrics must not list who uses the
 * service. The label is "sha256:" and the first 16 hex digits of the id's SHA-256
 * (projectIdLabel(); an operator who knows an id finds its series with
 * `printf %s "$ID" | sha256sum | cut -c1-16`). The server's own markers ("main" for requests
 * without a project_id, "_none", "_invalid", "_other") stay as they are.
 */
import { createHash } from "node:crypto";
import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";

export interface ServerMetrics {
  readonly registry: Registry;
  observe(record: {
    route: string;
    tier: string;
    projectId: string;
    status: number;
    seconds: number;
    characters: number;
    entities: Readonly<Record<string, number>>;
  }): void;
}

export const OTHER_PROJECTS = "_other";

/** Label values that name no client's project and stay readable. */
const MARKERS: ReadonlySet<string> = new Set(["main", "_none", "_invalid", OTHER_PROJECTS]);

/** The project_id label value of an id: a truncated SHA-256, or the marker itself. */
export function projectIdLabel(id: string): string {
  if (MARKERS.has(id)) return id;
  return `sha256:${createHash("sha256").update(id, "utf8").digest("hex").slice(0, 16)}`;
}

export function createMetrics(options: { maxProjects?: number; processMetrics?: boolean } = {}): ServerMetrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry, prefix: "pii_" });
  const maxProjects = options.maxProjects ?? 1000;
  const projects = new Set<string>();

  const requests = new Counter({
    name: "pii_http_requests_total",
    help: "Requests to the text API, by route, tier, project and HTTP status",
    labelNames: ["route", "tier", "project_id", "status"],
    registers: [registry],
  });
  const characters = new Counter({
    name: "pii_characters_processed_total",
    help: "Characters (Unicode code points) of input text processed",
    labelNames: ["route", "tier", "project_id"],
    registers: [registry],
  });
  const entities = new Counter({
    name: "pii_entities_total",
    help: "Entities returned, by entity type",
    labelNames: ["route", "tier", "project_id", "type"],
    registers: [registry],
  });
  const latency = new Histogram({
    name: "pii_http_request_duration_seconds",
    help: "Time from request received to response sent",
    labelNames: ["route", "tier", "project_id"],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });

  const projectLabel = (id: string): string => {
    const label = projectIdLabel(id);
    if (projects.has(label) || MARKERS.has(label)) return label;
    if (projects.size >= maxProjects) return OTHER_PROJECTS;
    projects.add(label);
    return label;
  };

  return {
    registry,
    observe(r) {
      const base = { route: r.route, tier: r.tier, project_id: projectLabel(r.projectId) };
      requests.inc({ ...base, status: String(r.status) });
      latency.observe(base, r.seconds);
      if (r.characters > 0) characters.inc(base, r.characters);
      for (const [type, n] of Object.entries(r.entities)) entities.inc({ ...base, type }, n);
    },
  };
}
