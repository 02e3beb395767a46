/**
 * Placeholder numbers count across the fields of one record (third exploratory test: two people in
 * two fields of one record were both [NAME_1], and a reader of the output took them for one).
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../../src/engine/engine.js";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { runCli, tree } from "./helpers.js";

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

describe("--numbering file (sixth exploratory test: every row's customer was [NAME_1])", () => {
  const csv = "id,email,note\n1,ana@example.org,x\n2,bo@example.org,asked ana@example.org\n3,ana@example.org,refund\n";

  it("CSV: one value keeps its number in every row, another value gets the next one; the default still counts per row", async () => {
    const perFile = await runCli(["redact", "--format", "csv", "--numbering", "file"], { stdin: csv });
    expect(perFile.code).toBe(0);
    expect(perFile.stdout).toBe("id,email,note\n1,[EMAIL_ADDRESS_1],x\n2,[EMAIL_ADDRESS_2],asked [EMAIL_ADDRESS_1]\n3,[EMAIL_ADDRESS_1],refund\n");
    const perRecord = await runCli(["redact", "--format", "csv"], { stdin: csv });
    expect(perRecord.stdout).toBe("id,email,note\n1,[EMAIL_ADDRESS_1],x\n2,[EMAIL_ADDRESS_1],asked [EMAIL_ADDRESS_2]\n3,[EMAIL_ADDRESS_1],refund\n");
  });

  it("numbers in file order whatever order the records finish in, and each file on its own", async () => {
    const lines = Array.from({ length: 40 }, (_, i) => `{"m":"user${i % 7}@example.org"}`).join("\n") + "\n";
    const dir = tree({ "in/a.ndjson": lines, "in/b.ndjson": '{"m":"user5@example.org"}\n' });
    const r = await runCli(["redact", "in", "--out-dir", "out", "--numbering", "file", "--concurrency", "16", "-q"], { cwd: dir });
    expect(r.code).toBe(0);
    const a = readFileSync(join(dir, "out/a.ndjson"), "utf8").trim().split("\n");
    expect(a.map((l) => (JSON.parse(l) as { m: string }).m)).toEqual(Array.from({ length: 40 }, (_, i) => `[EMAIL_ADDRESS_${(i % 7) + 1}]`));
    expect(readFileSync(join(dir, "out/b.ndjson"), "utf8")).toBe('{"m":"[EMAIL_ADDRESS_1]"}\n');
  });

  it("is refused with markers that carry no number, naming the flag", async () => {
    for (const extra of [["--marker", "mask"], ["--pattern", "BEST_ENTITY_TYPE"]]) {
      const r = await runCli(["redact", "--format", "csv", "--numbering", "file", ...extra], { stdin: csv });
      expect(r.code).toBe(2);
      expect(r.stderr).toContain("--numbering: only applies to numbered markers");
      expect(r.stdout).toBe("");
    }
  });
});
