/** pii analyze/redact --coref MODE, --relations and analyze --subjects (issue 14), in-process. */
import { describe, expect, it } from "vitest";
import type { AnalyzeResult } from "../../src/contract/types.js";
import { ndjson, runCli, tree } from "./helpers.js";

const TEXT = "Mr. Carter was born on 20/10/1975. Call Mr. Carter on 0161 496 0123.\n";

describe("--coref and --relations", () => {
  it("analyze --relations: entities carry relations to the person's group", async () => {
    const { code, stdout } = await runCli(["analyze", "--relations", "-q"], { stdin: TEXT });
    expect(code).toBe(0);
    const [rec] = ndjson(stdout) as { result: AnalyzeResult }[];
    const entities = rec!.result.entities;
    const carter = entities.filter((e) => e.text === "Carter");
    const dob = entities.find((e) => e.best_label === "DOB")!;
    const phone = entities.find((e) => e.best_label === "PHONE_NUMBER")!;
    expect(new Set(carter.map((e) => e.coreference_id)).size).toBe(1);
    for (const e of carter) {
      expect(e.relations).toContainEqual({ coreference_id: dob.coreference_id, label: "DOB" });
      expect(e.relations).toContainEqual({ coreference_id: phone.coreference_id, label: "CONTACT" });
    }
  });

  it("without --relations the lists stay empty; --coref takes the three modes and refuses others", async () => {
    for (const mode of ["heuristics", "model_prediction", "combined"]) {
      const { code, stdout } = await runCli(["analyze", "--coref", mode, "-q"], { stdin: TEXT });
      expect(code, mode).toBe(0);
      const [rec] = ndjson(stdout) as { result: AnalyzeResult }[];
      expect(rec!.result.entities.every((e) => e.relations.length === 0), mode).toBe(true);
    }
    const bad = await runCli(["analyze", "--coref", "magic", "-q"], { stdin: TEXT });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--coref/);
  });

  it("redact --coref combined numbers Mr. Carter's mentions as one entity", async () => {
    const { code, stdout } = await runCli(["redact", "--coref", "combined", "--relations", "-q"], { stdin: TEXT });
    expect(code).toBe(0);
    expect(stdout).toBe("Mr. [NAME_FAMILY_1] was born on [DOB_1]. Call Mr. [NAME_FAMILY_1] on [PHONE_NUMBER_1].\n");
  });
});

describe("analyze --subjects", () => {
  it("adds per record each person with its mentions and related groups by label", async () => {
    const { code, stdout } = await runCli(["analyze", "--subjects", "-q"], { stdin: TEXT });
    expect(code).toBe(0);
    const [rec] = ndjson(stdout) as { subjects: { mentions: { text: string }[]; related: Record<string, { texts: string[] }[]> }[] }[];
    expect(rec!.subjects).toHaveLength(1);
    const [carter] = rec!.subjects;
    expect(carter!.mentions.map((m) => m.text)).toEqual(["Carter", "Carter"]);
    expect(carter!.related.DOB![0]!.texts).toEqual(["20/10/1975"]);
    expect(carter!.related.CONTACT![0]!.texts).toEqual(["0161 496 0123"]);
  });

  it("names each mention's field in multi-field records", async () => {
    const stdin = `${JSON.stringify({ note: "Mr. Carter was born on 20/10/1975.", phone: "Mr. Carter: 0161 496 0123" })}\n`;
    const { code, stdout } = await runCli(["analyze", "--format", "ndjson", "--subjects", "--link-batch", "-q"], { stdin });
    expect(code).toBe(0);
    const [rec] = ndjson(stdout) as { subjects: { mentions: { input?: string }[] }[] }[];
    expect(rec!.subjects[0]!.mentions.map((m) => m.input)).toEqual(["note", "phone"]);
  });

  it("is not for SARIF output", async () => {
    const { code, stderr } = await runCli(["analyze", "--subjects", "--format", "sarif", "-q"], { stdin: TEXT });
    expect(code).toBe(2);
    expect(stderr).toMatch(/--subjects/);
  });
});

describe("--request", () => {
  it("passes relation_detection through: the body's mode and relations come back", async () => {
    const body = { text: [TEXT.trim()], relation_detection: { coreference_resolution: "combined", enable_relation_extraction: true } };
    const dir = tree({ "body.json": JSON.stringify(body) });
    const { code, stdout } = await runCli(["analyze", "--request", "body.json"], { cwd: dir });
    expect(code).toBe(0);
    const [r] = JSON.parse(stdout) as AnalyzeResult[];
    const dob = r!.entities.find((e) => e.best_label === "DOB")!;
    expect(r!.entities.find((e) => e.text === "Carter")!.relations).toContainEqual({ coreference_id: dob.coreference_id, label: "DOB" });
    const bad = await runCli(["analyze", "--request", "-"], { stdin: JSON.stringify({ text: ["x"], relation_detection: { coreference_resolution: "magic" } }) });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("relation_detection.coreference_resolution");
  });
});
