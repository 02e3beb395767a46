/**
 * Object keys that hold data (third exploratory test: a map keyed by e-mail address or phone
 * number passed in clear, and --fail-on-pii did not count it).
 */
import { describe, expect, it } from "vitest";
import { isFieldNameKey } from "../../src/io/fields.js";
import { ndjson, runCli, tree } from "./helpers.js";

describe("which keys are read", () => {
  it("reads every key but field names: identifiers, PascalCase names and constants with fewer than four digits", () => {
    for (const k of ["email", "createdAt", "user_id", "DB_HOST", "$ref", "item-2", "v2", "DisplayName", "SamAccountName"]) expect(isFieldNameKey(k)).toBe(true);
    for (const k of ["jan@example.nl", "+31612345678", "Alice", "Jan de Vries", "user_12345678", "Content-Type", "Müller"]) expect(isFieldNameKey(k)).toBe(false);
  });
});

describe("keys that \"@\" marks as the format's own (ninth exploratory test, F3: \"@timestamp\" renamed as a user handle)", () => {
  it("keeps ELK's and JSON-LD's keys and redacts their values", async () => {
    const input = '{"@timestamp":"2024-06-10T08:15:02.114Z","@version":"1","message":"cache warmed"}\n{"@context":"https://schema.org","@type":"Person","@id":"abc","@odata.nextLink":"x"}\n';
    const r = await runCli(["redact", "--format", "ndjson"], { stdin: input });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('{"@timestamp":"[DATE_1]","@version":"1","message":"cache warmed"}\n{"@context":"[URL_1]","@type":"Person","@id":"abc","@odata.nextLink":"x"}\n');
  });

  it("still reads a handle with digits or another \"@\" as a key", async () => {
    for (const k of ["@timestamp", "@context", "@id", "@odata.nextLink", "@microsoft.graph.downloadUrl"]) expect(isFieldNameKey(k), k).toBe(true);
    for (const k of ["@carmen_rd", "@rd2024x", "@ana@example.nl", "@Carmen", "@ana lopez"]) expect(isFieldNameKey(k), k).toBe(false);
    const r = await runCli(["redact", "--format", "ndjson"], { stdin: '{"mentions":{"@carmen_rd":3}}\n' });
    expect(r.stdout).toBe('{"mentions":{"[USERNAME_1]":3}}\n');
  });
});

describe("keys that hold PII", () => {
  it("redact replaces them where they stand, every other byte as written (before: in clear)", async () => {
    const input = '{"scores": {"jan.devries@example.nl": 12, "p.jansen@example.nl": 7}, "total": 19}\n{"byPhone":{"+31612345678":{"note":"x"}}}\n';
    const r = await runCli(["redact", "--format", "ndjson"], { stdin: input });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('{"scores": {"[EMAIL_ADDRESS_1]": 12, "[EMAIL_ADDRESS_2]": 7}, "total": 19}\n{"byPhone":{"[PHONE_NUMBER_1]":{"note":"x"}}}\n');
  });

  it("analyze reports a key as the field '<path>#key', and --fail-on-pii counts it (before: exit 0)", async () => {
    const r = await runCli(["analyze", "--format", "ndjson", "--fail-on-pii"], { stdin: '{"scores":{"jan@example.nl":12}}\n' });
    expect(r.code).toBe(3);
    const fields = ndjson(r.stdout)[0]!.fields as Record<string, { entities: { text: string; best_label: string }[] }>;
    expect(Object.keys(fields)).toEqual(["scores.jan@example.nl#key"]);
    expect(fields["scores.jan@example.nl#key"]!.entities.map((e) => [e.best_label, e.text])).toEqual([["EMAIL_ADDRESS", "jan@example.nl"]]);
  });

  it("tells apart two keys that would become one text, and keeps an untouched key's name", async () => {
    const input = '{"m":{"ana@example.org":1,"bo@example.org":2,"[EMAIL_ADDRESS] #2":3}}\n';
    const r = await runCli(["redact", "--format", "ndjson", "--pattern", "BEST_ENTITY_TYPE"], { stdin: input });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ m: { "[EMAIL_ADDRESS]": 1, "[EMAIL_ADDRESS] #3": 2, "[EMAIL_ADDRESS] #2": 3 } });
  });

  it("renames keys at any depth when the record must be written anew (a duplicate key), values set under the old keys first", async () => {
    const input = '{"d":1,"d":2,"ana@example.org":{"bo@example.org":"mail cy@example.org"}}\n';
    const r = await runCli(["redact", "--format", "ndjson"], { stdin: input });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('{"d":2,"[EMAIL_ADDRESS_1]":{"[EMAIL_ADDRESS_2]":"mail [EMAIL_ADDRESS_3]"}}\n');
  });

  it("reads keys in .json documents too", async () => {
    const dir = tree({ "m.json": '[{"by": {"ana@example.org": true}}, {"by": {}}]\n' });
    const r = await runCli(["redact", "m.json", "-q"], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('[{"by": {"[EMAIL_ADDRESS_1]": true}}, {"by": {}}]\n');
  });
});
