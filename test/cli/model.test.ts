/**
 * By default the CLI runs the shipped model next to the detectors, so names and places are
 * redacted too; --no-model turns it off.
 */
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { expectNoStack, ROOT, runCli, spawnCli, tree } from "./helpers.js";

describe("the model in the CLI", () => {
  const dir = tree({ "note.txt": "Yesterday Maria Jensen called from Toronto about her invoice.\n" });

  it("redacts names with the shipped model by default", async () => {
    const r = await runCli(["redact", "note.txt", "--seed", "s"], { cwd: dir, model: true });
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain("Maria Jensen");
    expect(r.stdout).toMatch(/\[NAME_1\]/);
    expect(r.stdout).toContain("called from");
  });

  it("--no-model leaves names to nobody: only the detectors run (the place-name lexicon still finds the city)", async () => {
    const r = await runCli(["redact", "note.txt", "--no-model"], { cwd: dir, model: true });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("Yesterday Maria Jensen called from [LOCATION_CITY_1] about her invoice.\n");
  });

  it("a missing model folder is a clear one-line error", async () => {
    const r = await runCli(["analyze", "note.txt", "--model", "no/such/model"], { cwd: dir, model: true });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^pii: model folder not found: .*no\/such\/model/);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
  });

  describe("a model file onnxruntime refuses (issue 15: the start-up failure names the file and the cause)", () => {
    // the shipped model's folder with model.onnx cut short: every file is there, the protobuf is not whole
    const damaged = tree({ "ticket.txt": "Please call Maria Gonzalez at +1 415-555-0132.\n" });
    const modelDir = join(damaged, "model");
    cpSync(join(ROOT, "models/pii-ner-v2"), modelDir, { recursive: true });
    writeFileSync(join(modelDir, "model.onnx"), readFileSync(join(modelDir, "model.onnx")).subarray(0, 1000));
    writeFileSync(join(damaged, "records.ndjson"), '{"t":"Maria Gonzalez"}\n{"t":"Jan de Vries"}\n{"t":"Ana Souza"}\n');
    writeFileSync(join(damaged, "people.csv"), "name,city\nMaria Gonzalez,Toronto\nJan de Vries,Utrecht\n");

    for (const [what, args] of [
      ["a text file", ["redact", "ticket.txt"]],
      ["NDJSON records", ["redact", "records.ndjson"]],
      ["CSV with a header", ["analyze", "people.csv"]],
    ] as const) {
      it(`${what}: exit 1, one line naming model.onnx and why, no output, no stack trace`, async () => {
        const r = await spawnCli([...args, "--model", modelDir], { cwd: damaged });
        expect(r.code).toBe(1);
        expect(r.stdout).toBe("");
        expectNoStack(r.stderr);
        const lines = r.stderr.trim().split("\n");
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatch(/^pii: NER model .*model\.onnx could not be loaded: .+/);
        expect(r.stderr).not.toContain("Maria");
      });
    }
  });
});
