/**
 * By default the CLI runs the shipped model next to the detectors, so names and places are
 * redacted too; --no-model turns it off.
 */
import { describe, expect, it } from "vitest";
import { runCli, tree } from "./helpers.js";

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
});
