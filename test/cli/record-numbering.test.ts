/**
 * Placeholder numbers count across the fields of one record (third exploratory test: two people in
 * two fields of one record were both [NAME_1], and a reader of the output took them for one).
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../../src/engine/engine.js";
import { runCli } from "./helpers.js";

describe("placeholder numbers across a record's fields", () => {
  it("NDJSON: different values in different fields get different numbers, one value in two fields keeps one", async () => {
    const input = '{"from":"ana@example.org","to":"bo@example.org","cc":["ana@example.org"]}\n{"from":"bo@example.org"}\n';
    const r = await runCli(["redact", "--no-model", "--format", "ndjson"], { stdin: input });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      '{"from":"[EMAIL_ADDRESS_1]","to":"[EMAIL_ADDRESS_2]","cc":["[EMAIL_ADDRESS_1]"]}\n{"from":"[EMAIL_ADDRESS_1]"}\n',
    );
  });

  it("CSV: two phones in two cells of one row are two numbers (before: both [PHONE_NUMBER_1])", async () => {
    const input = "name,home,work\nx,+44 20 7946 0958,+44 20 7946 0123\n";
    const r = await runCli(["redact", "--no-model", "--format", "csv"], { stdin: input });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("name,home,work\nx,[PHONE_NUMBER_1],[PHONE_NUMBER_2]\n");
  });
});

describe("InputHints.recordNumbering in the library", () => {
  const engine = createEngine({ seed: "record-numbering" });
  const body = { text: ["ana@example.org", "bo@example.org"], entity_detection: { accuracy: "standard" } };
  const texts = async (hints?: { recordNumbering: boolean }) => (await engine.process(body, undefined, hints)).map((r) => r.processed_text);

  it("counts per input without it, as the service interface says, and across the inputs with it", async () => {
    expect(await texts()).toEqual(["[EMAIL_ADDRESS_1]", "[EMAIL_ADDRESS_1]"]);
    expect(await texts({ recordNumbering: true })).toEqual(["[EMAIL_ADDRESS_1]", "[EMAIL_ADDRESS_2]"]);
  });
});
