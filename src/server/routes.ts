/**
 * The route table: every POST path the service answers, with what it does (kind), which
 * interface version it speaks and which tier it belongs to. Paths follow the reference service
 * (spec 4 and 9, reference-notes 1.1):
 * - container: /analyze/text, /process/text, ... (version 4, no version segment), /v4/... as an
 *   alias, and /v3/process/text (+ ner, reidentify) with version-3 names;
 * - hosted: /<tier>/v4/..., /<tier>/... (the hosted analyze path is documented both with and
 *   without the v4 segment, and the official examples append /process/text to /community), and
 *   /<tier>/v3/process/text (+ ner, reidentify).
 * /analyze/text appeared in 4.1, so there is no version-3 analyze route.
 */

export type RouteKind = "analyze" | "process" | "ner" | "reidentify";
export type Tier = "container" | "community" | "professional";
export type HostedTier = Exclude<Tier, "container">;
export type ApiVersion = 3 | 4;

export const HOSTED_TIERS: readonly HostedTier[] = ["community", "professional"];

export interface ApiRoute {
  readonly path: string;
  readonly kind: RouteKind;
  readonly version: ApiVersion;
  readonly tier: Tier;
}

const OPERATIONS: Record<RouteKind, string> = {
  analyze: "/analyze/text",
  process: "/process/text",
  ner: "/ner/text",
  reidentify: "/process/text/reidentify",
};

const V3_KINDS: readonly RouteKind[] = ["process", "ner", "reidentify"];
const KINDS = Object.keys(OPERATIONS) as RouteKind[];

function routesUnder(prefix: string, tier: Tier): ApiRoute[] {
  return [
    ...KINDS.map((kind) => ({ path: `${prefix}${OPERATIONS[kind]}`, kind, version: 4 as const, tier })),
    ...KINDS.map((kind) => ({ path: `${prefix}/v4${OPERATIONS[kind]}`, kind, version: 4 as const, tier })),
    ...V3_KINDS.map((kind) => ({ path: `${prefix}/v3${OPERATIONS[kind]}`, kind, version: 3 as const, tier })),
  ];
}

export const API_ROUTES: readonly ApiRoute[] = [
  ...routesUnder("", "container"),
  ...HOSTED_TIERS.flatMap((tier) => routesUnder(`/${tier}`, tier)),
];

/** GET routes that are not part of the text API (no usage record; /metrics and /openapi.json follow --require-key or the metrics key). */
export const OPERATIONAL_PATHS = ["/", "/healthz", "/metrics", "/openapi.json"] as const;
