import { afterAll, describe, expect, it } from "vitest";
import { parseApiKeys, presentedKey } from "../../src/server/auth.js";
import { makeServer, post } from "./helpers.js";

const app = makeServer();
const locked = makeServer({ requireKey: true });
afterAll(async () => {
  await app.close();
  await locked.close();
});

const BODY = { text: ["hello"] };
const DENIED = { detail: "Access denied" };

describe("API keys on tier paths", () => {
  it("accepts x-api-key in any letter case and Authorization: Bearer", async () => {
    for (const headers of <Record<string, string>[]>[{ "x-api-key": "k-community" }, { "X-API-KEY": "k-community" }, { "X-Api-Key": "k-both" }, { authorization: "Bearer k-community" }, { Authorization: "bearer k-both" }]) {
      const res = await post(app, "/community/v4/process/text", BODY, headers);
      expect(res.statusCode, JSON.stringify(Object.keys(headers))).toBe(200);
    }
  });

  it("answers every refusal with the same 401 body: missing, unknown, wrong tier, malformed", async () => {
    const cases: Record<string, string>[] = [
      {},
      { "x-api-key": "nope" },
      { "x-api-key": "" },
      { "x-api-key": "k-community " }, // near miss
      { authorization: "Basic k-community" },
      { authorization: "Bearer" },
    ];
    for (const headers of cases) {
      const res = await post(app, "/community/v4/analyze/text", BODY, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(DENIED);
    }
    // a community key on the professional tier, a professional key on the community tier
    for (const [path, key] of [["/professional/v4/process/text", "k-community"], ["/community/v3/process/text", "k-pro"]] as const) {
      const res = await post(app, path, BODY, { "x-api-key": key });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(DENIED);
    }
    expect((await post(app, "/professional/analyze/text", BODY, { "x-api-key": "k-pro" })).statusCode).toBe(200);
  });

  it("checks the key before the body: an unauthorised bad body is 401, not 400", async () => {
    const res = await app.inject({ method: "POST", url: "/community/process/text", payload: "{not json", headers: { "content-type": "application/json" } });
    expect(res.statusCode).toBe(401);
  });

  it("leaves container paths open by default and locks them with requireKey (any tier)", async () => {
    expect((await post(app, "/process/text", BODY)).statusCode).toBe(200);
    expect((await post(locked, "/process/text", BODY)).statusCode).toBe(401);
    expect((await post(locked, "/v3/process/text", BODY, { "x-api-key": "wrong" })).json()).toEqual(DENIED);
    expect((await post(locked, "/process/text", BODY, { "x-api-key": "k-pro" })).statusCode).toBe(200);
    expect((await post(locked, "/analyze/text", BODY, { authorization: "Bearer k-community" })).statusCode).toBe(200);
    // operational routes stay open for probes
    expect((await locked.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
  });

  it("with no keys configured, tier paths refuse everyone", async () => {
    const none = makeServer({ apiKeys: parseApiKeys("") });
    expect((await post(none, "/community/v4/process/text", BODY, { "x-api-key": "anything" })).statusCode).toBe(401);
    await none.close();
  });
});

describe("/metrics and /openapi.json", () => {
  const get = (app: ReturnType<typeof makeServer>, url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

  it("are open by default and follow requireKey (any valid key, any tier)", async () => {
    for (const url of ["/metrics", "/openapi.json"]) {
      expect((await get(app, url)).statusCode, url).toBe(200);
      const refused = await get(locked, url);
      expect(refused.statusCode, url).toBe(401);
      expect(refused.json()).toEqual(DENIED);
      expect((await get(locked, url, { "x-api-key": "wrong" })).statusCode, url).toBe(401);
      expect((await get(locked, url, { "x-api-key": "k-community" })).statusCode, url).toBe(200);
      expect((await get(locked, url, { authorization: "Bearer k-pro" })).statusCode, url).toBe(200);
    }
    // probes stay open
    for (const url of ["/", "/healthz"]) expect((await get(locked, url)).statusCode, url).toBe(200);
  });

  it("a metrics key is the only key /metrics takes, and it opens /openapi.json too", async () => {
    for (const requireKey of [false, true]) {
      const s = makeServer({ requireKey, metricsKey: "scrape-secret" });
      expect((await get(s, "/metrics")).statusCode).toBe(401);
      expect((await get(s, "/metrics", { "x-api-key": "k-both" })).statusCode).toBe(401); // API clients do not see other projects
      expect((await get(s, "/metrics", { "x-api-key": "scrape-secret " })).statusCode).toBe(401);
      expect((await get(s, "/metrics", { "x-api-key": "scrape-secret" })).statusCode).toBe(200);
      expect((await get(s, "/metrics", { authorization: "Bearer scrape-secret" })).statusCode).toBe(200);
      expect((await get(s, "/openapi.json", { "x-api-key": "scrape-secret" })).statusCode).toBe(200);
      expect((await get(s, "/openapi.json")).statusCode).toBe(requireKey ? 401 : 200);
      expect((await get(s, "/openapi.json", { "x-api-key": "k-community" })).statusCode).toBe(200);
      await s.close();
    }
    expect(() => makeServer({ metricsKey: " " })).toThrow(/metricsKey/);
  });
});

describe("parseApiKeys", () => {
  it("reads key=tier[,tier] entries separated by ';' or lines, comments skipped", () => {
    const keys = parseApiKeys("a=community; b=community,professional\n# note\nc=professional\n");
    expect(keys.size).toBe(3);
    expect([...keys.tiersOf("a")]).toEqual(["community"]);
    expect([...keys.tiersOf("b")].sort()).toEqual(["community", "professional"]);
    expect([...keys.tiersOf("c")]).toEqual(["professional"]);
    expect(keys.tiersOf("d").size).toBe(0);
  });

  it("rejects malformed entries by position, without quoting the key", () => {
    expect(() => parseApiKeys("secret1=community;secret2")).toThrow(/entry 2 must have the form key=tier/);
    expect(() => parseApiKeys("secret3=gold")).toThrow(/entry 1 names a tier that is not one of: community, professional/);
    try {
      parseApiKeys("secret3=gold");
    } catch (e) {
      expect((e as Error).message).not.toContain("secret3");
    }
  });

  it("presentedKey prefers x-api-key and understands Bearer", () => {
    expect(presentedKey({ "x-api-key": "a", authorization: "Bearer b" })).toBe("a");
    expect(presentedKey({ authorization: "Bearer b" })).toBe("b");
    expect(presentedKey({ authorization: "Token b" })).toBeUndefined();
  });
});
