/**
 * The OpenAPI 3.1 document served at /openapi.json, written from the contract's JSON schemas
 * (OpenAPI 3.1 schemas are JSON Schema, so type arrays such as ["string", "null"] carry over).
 * Built once per server.
 */
import {
  analyzeRequestSchema,
  analyzeResponseSchema,
  errorResponseSchema,
  nerRequestSchema,
  nerResponseSchema,
  processRequestSchema,
  processResponseSchema,
  reidentifyRequestSchema,
  reidentifyResponseSchema,
} from "../contract/schemas.js";
import { API_ROUTES, type ApiRoute, type RouteKind } from "./routes.js";

/** Drop the draft-07 bookkeeping keys ($schema, $id) that do not belong inside components. */
function component(schema: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _s, $id: _i, ...rest } = schema;
  return rest;
}

const NAMES: Record<RouteKind, { request: string; response: string; summary: string }> = {
  analyze: { request: "AnalyzeRequest", response: "AnalyzeResponse", summary: "Detect and analyse entities" },
  process: { request: "ProcessRequest", response: "ProcessResponse", summary: "Redact text (markers, mask or synthetic values)" },
  ner: { request: "NerRequest", response: "NerResponse", summary: "Every detection, overlaps not merged" },
  reidentify: { request: "ReidentifyRequest", response: "ReidentifyResponse", summary: "Put original values back into processed text" },
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const errorContent = { "application/json": { schema: ref("Error") } };

function operation(route: ApiRoute): Record<string, unknown> {
  const names = NAMES[route.kind];
  const op: Record<string, unknown> = {
    operationId: `${route.kind}_${route.path.replace(/[^A-Za-z0-9]+/g, "_").replace(/^_|_$/g, "")}`,
    summary: `${names.summary} (version ${route.version}${route.tier === "container" ? "" : `, ${route.tier} tier`})`,
    tags: [route.tier],
    requestBody: { required: true, content: { "application/json": { schema: ref(names.request) } } },
    responses: {
      "200": { description: "One result per input", content: { "application/json": { schema: ref(names.response) } } },
      "400": { description: "The body breaks the contract (detail names each field and rule), is not JSON, or is not valid UTF-8", content: errorContent },
      "401": { description: "Missing or unknown API key, or a key without this tier", content: errorContent },
      "413": { description: "Body larger than the byte limit, or text longer than the character limit (default 500,000 per request)", content: errorContent },
      "415": { description: "Content-Type is not application/json, or names a charset other than UTF-8", content: errorContent },
      "500": { description: "Internal error (never echoes input)", content: errorContent },
      "503": { description: "At capacity, still loading models, or no model worker available; retry after Retry-After seconds", content: errorContent },
      "504": { description: "The request ran longer than the server's timeout", content: errorContent },
    },
  };
  if (route.tier !== "container") op.security = [{ apiKey: [] }, { bearer: [] }];
  return op;
}

export function openApiDocument(version: string): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  for (const route of API_ROUTES) paths[route.path] = { post: operation(route) };
  const json = (description: string, schema: Record<string, unknown>) => ({
    description,
    content: { "application/json": { schema } },
  });
  paths["/"] = {
    get: {
      operationId: "version",
      responses: { "200": json("Service version", { type: "object", properties: { app_version: { type: "string" } } }) },
    },
  };
  paths["/healthz"] = {
    get: {
      operationId: "healthz",
      responses: {
        "200": json("Models loaded, ready for requests", { type: "object", properties: { status: { const: "ok" } } }),
        "503": json("Still loading, shutting down, or no live model worker", ref("Error")),
      },
    },
  };
  paths["/metrics"] = {
    get: {
      operationId: "metrics",
      description: "Open unless the server runs with --require-key (any API key) or a metrics key (PII_METRICS_KEY: that key only). project_id labels are truncated SHA-256 hashes.",
      responses: { "200": { description: "Prometheus text format", content: { "text/plain": {} } }, "401": { description: "Key required", content: errorContent } },
    },
  };
  paths["/openapi.json"] = { get: { operationId: "openapi", responses: { "200": json("This document", { type: "object" }) } } };
  return {
    openapi: "3.1.0",
    info: {
      title: "pii",
      version,
      description:
        "Find, analyse and redact personal information. Compatible with the reference PII service's text routes. " +
        "Container routes are open unless the server runs with --require-key; /community and /professional routes need an API key.",
    },
    servers: [{ url: "http://localhost:8080" }],
    paths,
    components: {
      schemas: {
        AnalyzeRequest: component(analyzeRequestSchema),
        AnalyzeResponse: component(analyzeResponseSchema),
        ProcessRequest: component(processRequestSchema),
        ProcessResponse: component(processResponseSchema),
        NerRequest: component(nerRequestSchema),
        NerResponse: component(nerResponseSchema),
        ReidentifyRequest: component(reidentifyRequestSchema),
        ReidentifyResponse: component(reidentifyResponseSchema),
        Error: component(errorResponseSchema),
      },
      securitySchemes: {
        apiKey: { type: "apiKey", in: "header", name: "x-api-key" },
        bearer: { type: "http", scheme: "bearer" },
      },
    },
  };
}
