import { createHash } from "node:crypto";
import { connect, type AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { projectIdLabel } from "../../src/server/metrics.js";
import { API_ROUTES, type RouteKind } from "../../src/server/routes.js";
import { APP_VERSION } from "../../src/server/app.js";
import { makeServer, post } from "./helpers.js";

const app = makeServer();
afterAll(() => app.close());

const TEXT = "Write to john@example.com today";
const BODIES: Record<RouteKind, unknown> = {
  analyze: { text: [TEXT] },
  process: { text: [TEXT] },
  ner: { text: [TEXT] },
  reidentify: { processed_text: ["Hi [NAME_1]"], entities: [{ processed_text: "NAME_1", text: "Jo" }] },
};

describe("every text route answers with its operation's shape", () => {
  it("lists the paths the reference's clients use", () => {
    const paths = API_ROUTES.map((r) => r.path);
    for (const p of [
      "/analyze/text", "/process/text", "/ner/text", "/process/text/reidentify",
      "/v3/process/text", "/v3/ner/text", "/v3/process/text/reidentify",
      "/community/v4/process/text", "/professional/v4/process/text",
      "/community/v3/process/text", "/professional/v3/process/text",
      "/community/analyze/text", "/community/v4/analyze/text", "/professional/analyze/text", "/professional/v4/analyze/text",
      "/community/v4/ner/text", "/professional/v4/process/text/reidentify", "/community/process/text",
    ]) expect(paths).toContain(p);
    expect(paths).not.toContain("/v3/analyze/text"); // analyze is a 4.1 operation
  });

  for (const route of API_ROUTES) {
    it(`POST ${route.path}`, async () => {
      const headers: Record<string, string> = route.tier === "container" ? {} : { "x-api-key": "k-both" };
      const res = await post(app, route.path, BODIES[route.kind], headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      const body = res.json();
      switch (route.kind) {
        case "analyze":
          expect(body[0].entities[0]).toMatchObject({ text: "john@example.com", best_label: "EMAIL_ADDRESS", location: { stt_idx: 9, end_idx: 25 } });
          expect(body[0].characters_processed).toBe(TEXT.length);
          break;
        case "process":
          expect(body[0].processed_text).toBe("Write to [EMAIL_ADDRESS_1] today");
          expect(body[0].entities[0].processed_text).toBe("EMAIL_ADDRESS_1");
          break;
        case "ner":
          expect(body[0].entities[0]).toMatchObject({ text: "john@example.com", label: "EMAIL_ADDRESS" });
          expect(typeof body[0].entities[0].likelihood).toBe("number");
          break;
        case "reidentify":
          expect(body).toEqual(["Hi Jo"]);
          break;
      }
    });
  }
});

describe("version 3 at the edge", () => {
  const gendered = {
    text: ["she is a woman, he is gay, a woman again"],
    entity_detection: {
      filter: [
        { type: "BLOCK", pattern: "\\bwoman\\b", entity_type: "GENDER" },
        { type: "BLOCK", pattern: "\\bgay\\b", entity_type: "SEXUALITY" },
      ],
    },
  };

  it("version 4 keeps GENDER and SEXUALITY apart", async () => {
    const res = await post(app, "/process/text", gendered);
    expect(res.json()[0].processed_text).toBe("she is a [GENDER_1], he is [SEXUALITY_1], a [GENDER_1] again");
  });

  for (const path of ["/v3/process/text", "/community/v3/process/text", "/professional/v3/process/text"]) {
    it(`${path} renumbers them as GENDER_SEXUALITY in text, markers, labels and offsets`, async () => {
      const res = await post(app, path, gendered, { "x-api-key": "k-both" });
      expect(res.statusCode).toBe(200);
      const [r] = res.json();
      expect(r.processed_text).toBe("she is a [GENDER_SEXUALITY_1], he is [GENDER_SEXUALITY_2], a [GENDER_SEXUALITY_1] again");
      expect(r.entities.map((e: { processed_text: string }) => e.processed_text)).toEqual(["GENDER_SEXUALITY_1", "GENDER_SEXUALITY_2", "GENDER_SEXUALITY_1"]);
      for (const e of r.entities) {
        expect(e.best_label).toBe("GENDER_SEXUALITY");
        expect(Object.keys(e.labels)).toEqual(["GENDER_SEXUALITY"]);
        expect([...r.processed_text].slice(e.location.stt_idx_processed, e.location.end_idx_processed).join("")).toBe(`[${e.processed_text}]`);
      }
    });
  }

  it("numbers across inputs under link_batch, per input otherwise", async () => {
    const two = { ...gendered, text: ["gay 😀 man", "a woman"] };
    const linked = (await post(app, "/v3/process/text", { ...two, link_batch: true })).json();
    expect(linked.map((r: { processed_text: string }) => r.processed_text)).toEqual(["[GENDER_SEXUALITY_1] 😀 man", "a [GENDER_SEXUALITY_2]"]);
    const apart = (await post(app, "/v3/process/text", two)).json();
    expect(apart.map((r: { processed_text: string }) => r.processed_text)).toEqual(["[GENDER_SEXUALITY_1] 😀 man", "a [GENDER_SEXUALITY_1]"]);
  });

  it("keeps return_entity false on v3 while renumbering", async () => {
    const res = await post(app, "/v3/process/text", { ...gendered, entity_detection: { ...gendered.entity_detection, return_entity: false } });
    const [r] = res.json();
    expect(r.entities).toBeUndefined();
    expect(r.processed_text).toBe("she is a [GENDER_SEXUALITY_1], he is [GENDER_SEXUALITY_2], a [GENDER_SEXUALITY_1] again");
  });

  it("renames the best-type marker and ner labels", async () => {
    const best = await post(app, "/v3/process/text", { ...gendered, processed_text: { type: "MARKER", pattern: "BEST_ENTITY_TYPE" } });
    expect(best.json()[0].processed_text).toBe("she is a [GENDER_SEXUALITY], he is [GENDER_SEXUALITY], a [GENDER_SEXUALITY] again");
    const ner = await post(app, "/v3/ner/text", gendered);
    expect(new Set(ner.json()[0].entities.map((e: { label: string }) => e.label))).toEqual(new Set(["GENDER_SEXUALITY"]));
  });

  it("accepts version-3 selector names on v3 paths and rejects them on v4 paths", async () => {
    for (const name of ["GENDER_SEXUALITY", "HIPAA", "PHI"]) {
      const body = { text: ["x"], entity_detection: { entity_types: [{ type: "ENABLE", value: [name] }] } };
      expect((await post(app, "/v3/process/text", body)).statusCode).toBe(200);
      const v4 = await post(app, "/process/text", body);
      expect(v4.statusCode).toBe(400);
      expect(v4.json().detail[0]).toMatchObject({ field: "entity_detection.entity_types[0].value[0]" });
      expect(v4.json().detail[0].msg).toContain("version 3 name");
    }
    for (const name of ["HIPAA_SAFE_HARBOR", "HEALTH_INFORMATION"]) {
      const body = { text: ["x"], entity_detection: { entity_types: [{ type: "ENABLE", value: [name] }] } };
      expect((await post(app, "/process/text", body)).statusCode).toBe(200);
    }
  });
});

describe("operational routes", () => {
  it("GET / reports the app version the reference way", async () => {
    const res = await app.inject({ method: "GET", url: "/" });
    expect(res.json()).toEqual({ app_version: APP_VERSION });
    expect(APP_VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });

  it("GET /healthz is 503 until the engine is loaded, then 200", async () => {
    let resolveEngine!: (e: import("../../src/engine/api.js").Engine) => void;
    const { createEngine } = await import("../../src/engine/engine.js");
    const loading = makeServer({ engine: new Promise((r) => (resolveEngine = r)) });
    expect((await loading.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(503);
    const early = await post(loading, "/analyze/text", { text: ["x"] });
    expect(early.statusCode).toBe(503);
    expect(early.headers["retry-after"]).toBe("1");
    resolveEngine(createEngine());
    await new Promise((r) => setImmediate(r)); // let the server see the resolved engine
    const ready = await loading.inject({ method: "GET", url: "/healthz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ok" });
    await loading.close();
  });

  it("GET /metrics counts requests, characters and entities per route, tier and project", async () => {
    const m = makeServer();
    await post(m, "/community/v4/process/text", { text: ["a@b.co and c@d.co"], project_id: "team-a:1" }, { "x-api-key": "k-community" });
    await post(m, "/analyze/text", { text: ["héllo"] });
    const res = await m.inject({ method: "GET", url: "/metrics" });
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    const text = res.body;
    // project ids appear hashed, never in clear
    const team = projectIdLabel("team-a:1");
    expect(team).toBe(`sha256:${createHash("sha256").update("team-a:1").digest("hex").slice(0, 16)}`);
    expect(text).not.toContain("team-a");
    expect(text).toContain(`pii_http_requests_total{route="/community/v4/process/text",tier="community",project_id="${team}",status="200"} 1`);
    expect(text).toContain(`pii_characters_processed_total{route="/community/v4/process/text",tier="community",project_id="${team}"} 17`);
    expect(text).toContain(`pii_entities_total{route="/community/v4/process/text",tier="community",project_id="${team}",type="EMAIL_ADDRESS"} 2`);
    expect(text).toContain('pii_characters_processed_total{route="/analyze/text",tier="container",project_id="main"} 5');
    expect(text).toMatch(/pii_http_request_duration_seconds_bucket\{le="[^"]+",route="\/analyze\/text",tier="container",project_id="main"\}/);
    await m.close();
  });

  it("caps distinct project_id label values in /metrics", async () => {
    const m = makeServer({ maxMetricProjects: 2 });
    for (const p of ["p1", "p2", "p3", "p4"]) await post(m, "/analyze/text", { text: ["x"], project_id: p });
    const text = (await m.inject({ method: "GET", url: "/metrics" })).body;
    expect(text).toContain(`project_id="${projectIdLabel("p2")}"`);
    expect(text).not.toContain(`project_id="${projectIdLabel("p3")}"`);
    expect(text).not.toMatch(/project_id="p\d"/);
    expect(text).toContain('pii_http_requests_total{route="/analyze/text",tier="container",project_id="_other",status="200"} 2');
    await m.close();
  });

  it("GET /openapi.json describes every route with the contract's schemas", async () => {
    const doc = (await app.inject({ method: "GET", url: "/openapi.json" })).json();
    expect(doc.openapi).toBe("3.1.0");
    for (const route of API_ROUTES) expect(doc.paths[route.path].post).toBeDefined();
    expect(doc.paths["/community/v4/analyze/text"].post.security).toEqual([{ apiKey: [] }, { bearer: [] }]);
    expect(doc.components.schemas.AnalyzeRequest.required).toEqual(["text"]);
    expect(doc.components.schemas.AnalyzeRequest.properties.project_id.maxLength).toBe(60);
    expect(doc.components.securitySchemes.apiKey).toEqual({ type: "apiKey", in: "header", name: "x-api-key" });
  });

  it("answers unknown paths with a JSON 404 and wrong methods with a JSON 405", async () => {
    const missing = await app.inject({ method: "POST", url: "/nope/text" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: "Not Found" });
    const wrong = await app.inject({ method: "GET", url: "/process/text" });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers.allow).toBe("POST");
    expect(wrong.json()).toEqual({ detail: "Method Not Allowed" });
    expect((await app.inject({ method: "POST", url: "/healthz" })).statusCode).toBe(405);
  });

  it("routes a trailing slash like the path without it; unknown paths with one are a JSON 404", async () => {
    const slash = await post(app, "/process/text/", { text: ["Mail a@b.co"] });
    expect(slash.statusCode).toBe(200);
    expect(slash.json()[0].processed_text).toBe("Mail [EMAIL_ADDRESS_1]");
    expect((await post(app, "/community/v4/analyze/text/", { text: ["x"] }, { "x-api-key": "k-community" })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/healthz/" })).statusCode).toBe(200);
    const wrong = await app.inject({ method: "GET", url: "/process/text/" });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.json()).toEqual({ detail: "Method Not Allowed" });
    const missing = await post(app, "/nope/text/", { text: ["x"] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: "Not Found" });
  });

  it("answers what the HTTP parser refuses (lower-case methods, broken request lines) with {detail}", async () => {
    const s = makeServer();
    await s.listen({ port: 0, host: "127.0.0.1" });
    const { port } = s.server.address() as AddressInfo;
    const rawRequest = (text: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, "127.0.0.1", () => socket.write(text));
        let got = "";
        socket.on("data", (d) => (got += d.toString()));
        socket.on("close", () => resolve(got));
        socket.on("error", reject);
      });
    for (const req of ["get /healthz HTTP/1.1\r\nHost: x\r\n\r\n", "post /analyze/text HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}", "GET /healthz HTTP/9.9 junk\r\n\r\n", "\x00\x01\x02\r\n\r\n"]) {
      const res = await rawRequest(req);
      const [head, body] = res.split("\r\n\r\n");
      expect(head, JSON.stringify(req)).toMatch(/^HTTP\/1\.1 400 Bad Request/);
      expect(head).toMatch(/content-type: application\/json/i);
      expect(JSON.parse(body!)).toEqual({ detail: "Bad Request" });
    }
    const big = await rawRequest(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    expect(big).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(big.split("\r\n\r\n")[1]!)).toEqual({ detail: "Request Header Fields Too Large" });
    await s.close();
  });
});
