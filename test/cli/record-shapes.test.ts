/**
 * JSON records of unusual shapes (found by an exploratory test of the CLI, 2026-11-29):
 * - a record that is a bare number (a card number as a whole NDJSON line, or as an element of a
 *   .json array) was copied in clear; it is now analysed as its digits, like a number in an object;
 * - a record nested thousands of levels deep overflowed the stack: "internal error", exit 1, and
 *   every record after it lost. It is now a bad record naming the rule, and the run goes on.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { nestedDeeperThan, jsonTextDeeperThan, MAX_RECORD_DEPTH } from "../../src/io/json-depth.js";
import { HOLD_RECORDS } from "../../src/io/records.js";
import { ndjson, runCli, tree } from "./helpers.js";

const CARD = 4111111111111111;

/** A 19-digit Discover number: more than a JavaScript number holds exactly (JSON.parse gives 6011111111111111000). */
const LONG_CARD = "6011111111111111117";

describe("integers longer than a JavaScript number holds exactly", () => {
  it("are read as the digits written, in NDJSON fields at any depth (before: the rounded value, and the card in clear)", async () => {
    const input = [`{"card":${LONG_CARD},"note":"paid"}`, `{"a":{"card":[1,-${LONG_CARD}]}}`, `{"amount":1.10,"n":12345678901234567890123}`].join("\n");
    const r = await runCli(["redact", "--no-model", "--format", "ndjson"], { stdin: `${input}\n` });
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain(LONG_CARD);
    // redacted values become strings; every other byte stays as written (no rounding of the long integer, 1.10 kept)
    expect(r.stdout.split("\n").slice(0, 3)).toEqual([
      '{"card":"[CREDIT_CARD_1]","note":"paid"}',
      '{"a":{"card":[1,"[CREDIT_CARD_1]"]}}',
      '{"amount":1.10,"n":12345678901234567890123}',
    ]);
    const analyzed = await runCli(["analyze", "--no-model", "--format", "ndjson"], { stdin: `${input}\n` });
    const third = ndjson(analyzed.stdout)[2]!.fields as Record<string, { characters_processed: number }>;
    expect(third.n!.characters_processed).toBe(23);
  });

  it("are read as written in .json documents and arrays, per record", async () => {
    const dir = tree({
      "one.json": `{"card": ${LONG_CARD}}`,
      "many.json": `[{"card": 5555555555554444}, {"card": ${LONG_CARD}, "id": 12345678901234567891}]`,
    });
    const one = await runCli(["redact", "--no-model", "one.json"], { cwd: dir });
    expect(JSON.parse(one.stdout)).toEqual({ card: "[CREDIT_CARD_1]" });
    const many = await runCli(["redact", "--no-model", "many.json"], { cwd: dir });
    expect(many.stdout).not.toContain(LONG_CARD);
    expect(many.stdout).toContain("12345678901234567891");
  });
});

describe("a record that is a bare number", () => {
  it("redact redacts an NDJSON line that is a card number, with and without --fields (before: copied in clear)", async () => {
    for (const extra of [[], ["--fields", "t"]]) {
      const r = await runCli(["redact", "--no-model", "--format", "ndjson", ...extra], { stdin: `${CARD}\n{"t":"x"}\n[${CARD},"ok"]\n` });
      expect(r.code).toBe(0);
      expect(r.stdout).not.toContain(String(CARD));
      expect(r.stdout.split("\n").slice(0, 3)).toEqual(['"[CREDIT_CARD_1]"', '{"t":"x"}', '["[CREDIT_CARD_1]","ok"]']);
    }
  });

  it("an element of a .json array that is a card number is redacted; small numbers stay numbers", async () => {
    const dir = tree({ "x.json": `[${CARD}, 42, {"t": "x"}]` });
    const r = await runCli(["redact", "--no-model", "x.json"], { cwd: dir });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(["[CREDIT_CARD_1]", 42, { t: "x" }]);
  });

  it("analyze reports it and --fail-on-pii counts it", async () => {
    const r = await runCli(["analyze", "--no-model", "--format", "ndjson", "--fail-on-pii"], { stdin: `${CARD}\n` });
    expect(r.code).toBe(3);
    const [record] = ndjson(r.stdout);
    expect(Object.keys(record!.fields as object)).toEqual([""]);
  });
});

describe("records nested too deep", () => {
  const deep = (n: number) => "[".repeat(n) + '"mail bob@example.org"' + "]".repeat(n);

  it("an NDJSON line nested 3,000 deep is a bad record; the records after it are still written (before: internal error, exit 1)", async () => {
    const r = await runCli(["redact", "--no-model", "--format", "ndjson"], { stdin: `{"a":"mail ana@example.org"}\n${deep(3000)}\n{"b":"mail bo@example.org"}\n` });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('{"a":"mail [EMAIL_ADDRESS_1]"}\n{"b":"mail [EMAIL_ADDRESS_1]"}\n');
    expect(r.stderr).toBe(`pii: - line 2: nested deeper than ${MAX_RECORD_DEPTH} levels\n`);
  });

  it("a .json array element nested too deep is left out with its error; the other elements are written", async () => {
    const dir = tree({ "x.json": `[{"a":"ana@example.org"}, ${deep(3000)}]` });
    const r = await runCli(["redact", "--no-model", "x.json"], { cwd: dir });
    expect(r.code).toBe(2);
    expect(JSON.parse(r.stdout)).toEqual([{ a: "[EMAIL_ADDRESS_1]" }]);
    expect(r.stderr).toContain("nested deeper than");
    expect(r.stderr).not.toContain("example.org");
  });

  it("a record of exactly the limit is read", async () => {
    const r = await runCli(["redact", "--no-model", "--format", "ndjson"], { stdin: deep(MAX_RECORD_DEPTH) + "\n" });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("[EMAIL_ADDRESS_1]");
  });
});

describe("json-depth", () => {
  it("measures parsed values and JSON texts alike, brackets inside strings not counted", () => {
    expect(nestedDeeperThan([[[1]]], 3)).toBe(false);
    expect(nestedDeeperThan([[[1]]], 2)).toBe(true);
    expect(nestedDeeperThan({ a: { b: [{}] } }, 4)).toBe(false);
    expect(nestedDeeperThan({ a: { b: [{}] } }, 3)).toBe(true);
    expect(nestedDeeperThan("[[[[", 0)).toBe(false);
    expect(jsonTextDeeperThan('{"a":"[[[[[[","b":[[1]]}', 3)).toBe(false);
    expect(jsonTextDeeperThan('{"a":"\\"[[[","b":[[[1]]]}', 3)).toBe(true);
    const veryDeep = "[".repeat(20000) + "]".repeat(20000);
    expect(jsonTextDeeperThan(veryDeep, 64)).toBe(true);
    expect(nestedDeeperThan(JSON.parse(veryDeep), 256)).toBe(true);
  });
});

describe("--fields paths that match no record", () => {
  it("a mistyped path fails the file with exit 2 naming the path as given (before: every record in clear, exit 0)", async () => {
    const lines = '{"message":"mail ana@example.org"}\n{"message":"x"}\n';
    const r = await runCli(["redact", "--no-model", "--format", "ndjson", "--fields", "mesage"], { stdin: lines });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("pii: -: --fields 'mesage' matched no record (check the path)\n");
    const ok = await runCli(["redact", "--no-model", "--format", "ndjson", "--fields", "message"], { stdin: lines });
    expect(ok.code).toBe(0);
    expect(ok.stdout).not.toContain("ana@example.org");
  });

  it("a path some records hold is no error, nor are records that are not objects", async () => {
    const lines = '{"type":"a","message":"mail ana@example.org"}\n{"type":"b"}\n"bo@example.org"\n';
    const r = await runCli(["analyze", "--no-model", "--format", "ndjson", "--fields", "message"], { stdin: lines });
    expect(r.code).toBe(0);
    const strings = await runCli(["analyze", "--no-model", "--format", "ndjson", "--fields", "message"], { stdin: '"bo@example.org"\n' });
    expect(strings.code).toBe(0);
  });

  it("redact writes nothing of a file to standard output before a mistyped path fails it (before: every record in clear, then exit 2)", async () => {
    const lines = '{"message":"mail ana@example.org","user":"bo@example.org"}\n{"message":"call 415-555-0132"}\n';
    const r = await runCli(["redact", "--no-model", "--format", "ndjson", "--fields", "message,usr"], { stdin: lines });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toBe("pii: -: --fields 'usr' matched no record (check the path)\n");
  });

  it("holds records back only until every path has matched, and at most HOLD_RECORDS of them", async () => {
    const late = [...Array.from({ length: 3 }, () => '{"a":"x"}'), '{"msg":"mail ana@example.org"}', '{"a":"y"}'].join("\n");
    const ok = await runCli(["redact", "--no-model", "--format", "ndjson", "--fields", "msg"], { stdin: `${late}\n` });
    expect(ok.code).toBe(0);
    expect(ok.stdout.split("\n").slice(0, 5)).toEqual(['{"a":"x"}', '{"a":"x"}', '{"a":"x"}', '{"msg":"mail [EMAIL_ADDRESS_1]"}', '{"a":"y"}']);
    const tooLate = `${Array.from({ length: HOLD_RECORDS }, () => '{"a":1}').join("\n")}\n{"msg":"x"}\n`;
    const failed = await runCli(["redact", "--no-model", "--format", "ndjson", "--fields", "msg"], { stdin: tooLate });
    expect(failed.code).toBe(2);
    expect(failed.stdout).toBe("");
    expect(failed.stderr).toBe(`pii: -: --fields 'msg' matched none of the first ${HOLD_RECORDS} records (check the path)\n`);
  });

  it("with --out-dir the file's output is not written", async () => {
    const dir = tree({ "in/a.ndjson": '{"message":"mail ana@example.org"}\n' });
    const r = await runCli(["redact", "--no-model", "--fields", "mesage", "in", "--out-dir", "out"], { cwd: dir });
    expect(r.code).toBe(2);
    expect(existsSync(join(dir, "out", "a.ndjson"))).toBe(false);
  });

  it("is not checked under record sharding: another shard's records may hold the path", async () => {
    const lines = '{"notes":"mail ana@example.org"}\n{"other":"x"}\n';
    for (const shard of ["1/2", "2/2"]) {
      const r = await runCli(["redact", "--no-model", "--format", "ndjson", "--fields", "notes", "--shard", shard], { stdin: lines });
      expect(r.code, shard).toBe(0);
    }
  });

  it("holds for .json files too", async () => {
    const dir = tree({ "x.json": '[{"a":"ana@example.org"}]' });
    const r = await runCli(["analyze", "--no-model", "--fields", "b", "x.json"], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--fields 'b' matched no record");
  });
});
