import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { createEngine } from "../../src/engine/engine.js";
import { API_ROUTES } from "../../src/server/routes.js";
import { openUsageLog } from "../../src/server/usage-log.js";
import { captureStream, makeServer, post } from "./helpers.js";
import { scratchDir } from "../scratch.js";

const app = makeServer();
afterAll(() => app.close());

async function raw(payload: string, contentType?: string, url = "/process/text") {
  return app.inject({ method: "POST", url, payload, headers: contentType ? { "content-type": contentType } : {} });
}

describe("bad input: 4xx with {detail} naming field and rule, never the input", () => {
  it("malformed JSON is 400 and the parser's message (which quotes input) is not passed on", async () => {
    const res = await raw('{"text": ["SECRET-VALUE"', "application/json");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: [{ loc: ["body"], msg: "must be valid JSON", type: "value_error", field: "body" }] });
    expect(res.body).not.toContain("SECRET");
  });

  it("an empty JSON body is 400 'body is required'", async () => {
    const res = await raw("", "application/json");
    expect(res.statusCode).toBe(400);
    expect(res.json().detail[0]).toMatchObject({ field: "body", msg: "is required" });
  });

  it("a body that is not an object is 400", async () => {
    const res = await raw('["a"]', "application/json");
    expect(res.statusCode).toBe(400);
    expect(res.json().detail[0]).toMatchObject({ field: "body", msg: "must be a JSON object" });
  });

  it("wrong content types are 415", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", undefined]) {
      const res = await raw('{"text":["hi"]}', type);
      expect(res.statusCode, String(type)).toBe(415);
      expect(res.json().detail).toMatch(/application\/json/);
    }
    expect((await raw('{"text":["hi"]}', "application/json; charset=utf-8")).statusCode).toBe(200);
  });

  it("a charset other than UTF-8 is 415; UTF-8 by any usual spelling is accepted", async () => {
    for (const type of ["application/json; charset=latin1", "application/json; charset=ISO-8859-1", "application/json;charset=utf-16", 'application/json; charset="windows-1252"']) {
      const res = await raw('{"text":["caf\u00e9 a@b.co"]}', type);
      expect(res.statusCode, type).toBe(415);
      expect(res.json().detail).toMatch(/UTF-8/);
    }
    for (const type of ["application/json; charset=UTF-8", "application/json; charset=utf8", 'application/json; charset="utf-8"', "application/json"]) {
      expect((await raw('{"text":["caf\u00e9"]}', type)).statusCode, type).toBe(200);
    }
  });

  it("a body nested deeper than 64 levels is 400 naming the rule (before: 500 at 4,000 levels in an ignored field)", async () => {
    for (const depth of [65, 5000]) {
      const res = await raw(`{"text":["SECRET a@b.co"],"extra":${"[".repeat(depth)}1${"]".repeat(depth)}}`, "application/json");
      expect(res.statusCode, String(depth)).toBe(400);
      expect(res.json()).toEqual({ detail: [{ loc: ["body"], msg: "must not nest arrays or objects deeper than 64 levels", type: "value_error", field: "body" }] });
      expect(res.body).not.toContain("SECRET");
    }
    // 63 levels in the extra field, 64 with the body's own object; brackets inside strings do not count
    const ok = await raw(`{"text":["[[[[ a@b.co"],"extra":${"[".repeat(63)}1${"]".repeat(63)}}`, "application/json");
    expect(ok.statusCode).toBe(200);
  });

  it("a compressed body (Content-Encoding: gzip) is 415 saying so (before: 400 'must be valid UTF-8')", async () => {
    const { gzipSync } = await import("node:zlib");
    const payload = gzipSync(Buffer.from('{"text":["a@b.co"]}'));
    const res = await app.inject({ method: "POST", url: "/process/text", payload, headers: { "content-type": "application/json", "content-encoding": "gzip" } });
    expect(res.statusCode).toBe(415);
    expect(res.json().detail).toMatch(/Content-Encoding/);
    const identity = await app.inject({ method: "POST", url: "/process/text", payload: '{"text":["a@b.co"]}', headers: { "content-type": "application/json", "content-encoding": "identity" } });
    expect(identity.statusCode).toBe(200);
  });

  it("bytes that are not UTF-8 are 400 'body must be valid UTF-8', not text full of U+FFFD", async () => {
    const latin1 = Buffer.concat([Buffer.from('{"text":["Jos'), Buffer.from([0xe9]), Buffer.from(' SECRET a@b.co"]}')]);
    for (const payload of [latin1, Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), Buffer.from('{"text":["\xed\xa0\x80"]}', "latin1")]) {
      const res = await app.inject({ method: "POST", url: "/analyze/text", payload, headers: { "content-type": "application/json" } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: [{ loc: ["body"], msg: "must be valid UTF-8", type: "value_error", field: "body" }] });
      expect(res.body).not.toContain("SECRET");
    }
    // valid multi-byte UTF-8 and a leading BOM are fine
    const ok = await app.inject({ method: "POST", url: "/analyze/text", payload: Buffer.from('\ufeff{"text":["Jos\u00e9 \ud83d\ude00 a@b.co"]}', "utf8"), headers: { "content-type": "application/json" } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()[0].entities[0]).toMatchObject({ text: "a@b.co", location: { stt_idx: 7, end_idx: 13 } });
  });

  it("text over the character limit (code points, all inputs together) is 413 before any engine work", async () => {
    const limited = makeServer({ maxChars: 10 });
    const cases: [unknown, number][] = [
      [{ text: ["0123456789"] }, 200],
      [{ text: ["01234", "56789"] }, 200],
      [{ text: ["\u{1F600}".repeat(10)] }, 200], // 20 UTF-16 units, 10 characters
      [{ text: ["0123456789x"] }, 413],
      [{ text: ["012345", "6789x"] }, 413],
      [{ text: ["\u{1F600}".repeat(11)] }, 413],
    ];
    for (const route of ["/analyze/text", "/process/text", "/ner/text"]) {
      for (const [body, status] of cases) {
        const res = await post(limited, route, body);
        expect(res.statusCode, `${route} ${JSON.stringify(body)}`).toBe(status);
        if (status === 413) expect(res.json()).toEqual({ detail: "Request text is longer than the limit of 10 characters (all inputs together)" });
      }
    }
    const reid = await post(limited, "/process/text/reidentify", { processed_text: ["[NAME_1] said hello"], entities: [] });
    expect(reid.statusCode).toBe(413);
    await limited.close();
    // the default is 500,000: one character more is refused
    const over = await post(app, "/analyze/text", { text: ["x".repeat(250_000), "y".repeat(250_001)] });
    expect(over.statusCode).toBe(413);
    expect(over.json().detail).toMatch(/500000 characters/);
  });

  it("a body over the limit is 413; the default limit admits 500,000 characters of escaped text", async () => {
    const small = makeServer({ bodyLimit: 2048 });
    const res = await post(small, "/analyze/text", { text: ["x".repeat(3000)] });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: "Request body is larger than the limit of 2048 bytes" });
    await small.close();
    // 500,000 astral characters, ASCII-escaped as surrogate pairs (12 bytes each), as Python's
    // json.dumps sends them. The invalid project_id makes the server stop at validation (400),
    // which proves the body got past the size limit without running the engine on it.
    const payload = `{"text":["${"\\ud83d\\ude00".repeat(500_000)}"],"project_id":"not valid!"}`;
    expect(payload.length).toBeGreaterThan(6_000_000);
    const big = await raw(payload, "application/json", "/analyze/text");
    expect(big.statusCode).toBe(400);
    expect(big.json().detail).toEqual([expect.objectContaining({ field: "project_id" })]);
  });

  it("wrong field types, missing text, bad project_id, unknown entity types and bad regexes are 400 with every problem listed", async () => {
    const cases: [unknown, string, string][] = [
      [{}, "text", "is required"],
      [{ text: "one string" }, "text", "must be an array of strings"],
      [{ text: [1] }, "text[0]", "must be a string"],
      [{ text: ["x"], link_batch: "maybe" }, "link_batch", "must be a boolean"],
      [{ text: ["x"], project_id: "a b" }, "project_id", "must match ^[a-zA-Z0-9\\-_\\:]*$"],
      [{ text: ["x"], project_id: "p".repeat(61) }, "project_id", "must be at most 60 characters"],
      [{ text: ["x"], entity_detection: { entity_types: [{ type: "ENABLE", value: ["NOT_A_TYPE"] }] } }, "entity_detection.entity_types[0].value[0]", "unknown entity type or grouping 'NOT_A_TYPE'"],
      [{ text: ["x"], entity_detection: { filter: [{ type: "ALLOW", pattern: "([unclosed" }] } }, "entity_detection.filter[0].pattern", "must be a valid regular expression"],
      [{ text: ["x"], processed_text: { type: "MASK", mask_character: "##" } }, "processed_text.mask_character", "must be a single character"],
    ];
    for (const [body, field, msg] of cases) {
      const res = await post(app, "/process/text", body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().detail).toContainEqual(expect.objectContaining({ field, msg, loc: expect.arrayContaining(["body"]) }));
    }
    const many = await post(app, "/analyze/text", { text: [1, 2], project_id: 5 });
    expect(many.json().detail.map((d: { field: string }) => d.field)).toEqual(["text[0]", "text[1]", "project_id"]);
  });

  it("a filter pattern V8 can parse but not compile (too large, too deep) is 400 naming the field, never 500", async () => {
    const patterns = [
      "a".repeat(32_768), // "Regular expression too large" on first use
      "(a|b)".repeat(20_000),
      "[a-z]{1000}{1000}",
    ];
    for (const route of ["/analyze/text", "/process/text", "/ner/text"]) {
      for (const [k, pattern] of patterns.entries()) {
        const filter = [{ type: "ALLOW", pattern: "ok" }, { type: "BLOCK", entity_type: "X", pattern }];
        const res = await post(app, route, { text: ["some text aaaa"], entity_detection: { filter } });
        expect(res.statusCode, `${route} pattern ${k}`).toBe(400);
        expect(res.json().detail).toEqual([
          expect.objectContaining({ field: "entity_detection.filter[1].pattern", msg: "must be a valid regular expression" }),
        ]);
        expect(res.body).not.toContain("aaaa");
      }
    }
    // a long pattern that compiles is still fine
    const ok = await post(app, "/analyze/text", { text: ["id 12345"], entity_detection: { filter: [{ type: "BLOCK", entity_type: "X", pattern: `(?:${"b".repeat(20_000)})|12345` }] } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()[0].entities).toContainEqual(expect.objectContaining({ text: "12345", best_label: "X" }));
  });

  it("validates reidentify bodies too", async () => {
    const res = await post(app, "/process/text/reidentify", { processed_text: ["x"], entities: [{ text: "Jo" }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail[0]).toMatchObject({ field: "entities[0].processed_text", msg: "is required" });
  });
});

describe("no input text in logs, metrics or the usage log", () => {
  it("a canary planted in every kind of request never reaches them", async () => {
    const CANARY = "Canary7Zq9Xw";
    const log = captureStream();
    const dir = scratchDir("pii-usage-");
    const usageLog = openUsageLog(join(dir, "usage.ndjson"));
    const real = createEngine({ seed: "s" });
    const s = makeServer({
      logger: { level: "trace", stream: log.stream },
      usageLog,
      // process() fails with the text in its message, as a careless library might
      engine: { ...real, process: async () => { throw new Error(`failed on ${CANARY}`); } },
    });
    const requests: [string, string, string?][] = [
      ["/analyze/text", JSON.stringify({ text: [`My name is ${CANARY} and my email is ${CANARY}@example.com`] })],
      ["/ner/text", JSON.stringify({ text: [`${CANARY} 415-555-0123`], link_batch: true })],
      ["/process/text", JSON.stringify({ text: [CANARY] })], // engine throws: 500
      ["/analyze/text", JSON.stringify({ text: CANARY })], // wrong type
      ["/analyze/text", JSON.stringify({ text: ["x"], project_id: `${CANARY} !` })], // bad project_id
      ["/analyze/text", `{"text": ["${CANARY}"`], // malformed JSON
      ["/analyze/text", CANARY, "text/plain"], // 415
      ["/process/text/reidentify", JSON.stringify({ processed_text: [`[NAME_1] ${CANARY}`], entities: [{ processed_text: "NAME_1", text: CANARY }] })],
      ["/community/v4/analyze/text", JSON.stringify({ text: [CANARY] })], // 401
      [`/analyze/text?q=${CANARY}`, JSON.stringify({ text: ["x"] })],
      [`/${CANARY}/text`, JSON.stringify({ text: [CANARY] })], // 404
    ];
    const statuses: number[] = [];
    for (const [url, payload, type] of requests) {
      const res = await s.inject({ method: "POST", url, payload, headers: { "content-type": type ?? "application/json", "x-api-key": `${CANARY}-key` } });
      statuses.push(res.statusCode);
      if (res.statusCode >= 400) expect(res.body).not.toContain(CANARY);
    }
    expect(statuses).toEqual([200, 200, 500, 400, 400, 400, 415, 200, 401, 200, 404]);
    const metrics = (await s.inject({ method: "GET", url: "/metrics" })).body;
    await s.close();
    await usageLog.close();
    const usage = readFileSync(join(dir, "usage.ndjson"), "utf8");
    const logged = log.text();
    expect(logged).toContain('"status":500'); // the log did capture the requests
    expect(logged.split("\n").filter((l) => l.includes('"msg":"request"')).length).toBe(requests.length + 1); // + GET /metrics
    expect(usage.trim().split("\n").length).toBe(requests.length - 1); // the 404 is no API route
    expect(metrics).toContain("pii_http_requests_total");
    for (const [name, text] of [["log", logged], ["metrics", metrics], ["usage log", usage]] as const) {
      expect(text.includes(CANARY), name).toBe(false);
      expect(text.toLowerCase().includes(CANARY.toLowerCase()), name).toBe(false);
    }
  });
});

describe("property: random JSON bodies never produce a 5xx", () => {
  const kinds = [...new Set(API_ROUTES.filter((r) => r.tier === "container").map((r) => r.path))];
  const fieldValue = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.array(fc.string({ maxLength: 40 }), { maxLength: 3 }));
  const requestish = fc.record(
    {
      text: fc.oneof(fc.array(fc.string({ maxLength: 80 }), { maxLength: 3 }), fc.jsonValue({ maxDepth: 2 })),
      link_batch: fieldValue,
      project_id: fc.oneof(fc.string({ maxLength: 70 }), fc.jsonValue({ maxDepth: 1 })),
      locale: fc.oneof(fc.constantFrom("en-CA", "en_US", "", "xx-YY-ZZ"), fc.jsonValue({ maxDepth: 1 })),
      entity_detection: fc.oneof(
        fc.jsonValue({ maxDepth: 3 }),
        fc.record({
          accuracy: fc.oneof(fc.constantFrom("high", "standard", "nope"), fieldValue),
          entity_types: fc.array(fc.record({ type: fc.constantFrom("ENABLE", "DISABLE", "X"), value: fc.array(fc.constantFrom("NAME", "PCI", "HIPAA", "GENDER_SEXUALITY", "X Y", ""), { maxLength: 3 }) }), { maxLength: 2 }),
          filter: fc.array(fc.record({ type: fc.constantFrom("ALLOW", "BLOCK", "ALLOW_TEXT"), pattern: fc.string({ maxLength: 12 }), entity_type: fc.constantFrom("EMPLOYEE_ID", "9bad", undefined) }, { requiredKeys: ["type"] }), { maxLength: 2 }),
        }, { requiredKeys: [] }),
      ),
      processed_text: fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.record({ type: fc.constantFrom("MARKER", "MASK", "SYNTHETIC", "?"), pattern: fc.constantFrom("BEST_ENTITY_TYPE", "[ALL_ENTITY_TYPES]", "X"), mask_character: fc.string({ maxLength: 2 }) }, { requiredKeys: [] })),
      processed_text_list: fc.array(fc.string({ maxLength: 30 }), { maxLength: 2 }),
      entities: fc.jsonValue({ maxDepth: 3 }),
    },
    { requiredKeys: [] },
  );
  const body = fc.oneof(fc.jsonValue({ maxDepth: 4 }), requestish);

  it("on every container route", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...kinds), body, async (url, value) => {
        const res = await app.inject({ method: "POST", url, payload: JSON.stringify(value) ?? "null", headers: { "content-type": "application/json" } });
        expect(res.statusCode).toBeLessThan(500);
        expect(typeof res.json()).toBe("object");
      }),
      { numRuns: 300 },
    );
  });
});

describe("request patterns that never finish", () => {
  it("a catastrophically backtracking filter is a 400 naming the filter, and the server keeps answering", async () => {
    const { buildServer } = await import("../../src/server/app.js");
    const app = buildServer({ engine: createEngine(), logger: false });
    const slow = await app.inject({
      method: "POST",
      url: "/analyze/text",
      payload: { text: [`${"a".repeat(40)}b`], entity_detection: { filter: [{ type: "BLOCK", pattern: "(a+)+$", entity_type: "SLOW" }] } },
    });
    expect(slow.statusCode).toBe(400);
    expect(slow.body).toContain("entity_detection.filter[0].pattern");
    expect(slow.body).not.toContain("aaaa");
    const next = await app.inject({ method: "POST", url: "/analyze/text", payload: { text: ["mail a@b.co"] } });
    expect(next.statusCode).toBe(200);
    await app.close();
  });
});
