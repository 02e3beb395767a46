/**
 * Issue 15: "Each model load leaves an empty mat-debug-<pid>.log and a .ses file in the temp
 * directory." Those files (and a device id and event queue under the cache directory) are
 * onnxruntime-node's telemetry, which starts unless ORT_DISABLE_TELEMETRY=1 is in the process's
 * environment when its runtime first loads. pii sets it in bin/pii.js (CLI and server) and in the
 * module that starts model workers (the library).
 *
 * Each run here gets a fresh HOME and TMPDIR and none of the variables that switch the telemetry off
 * by themselves (CI, ORT_DISABLE_TELEMETRY, ORT_RUNNING_UNIT_TESTS), so only what pii does counts.
 * A control run (a bare onnxruntime session without the opt-out) shows that these checks see the
 * files when the telemetry does start.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BIN, ROOT } from "./helpers.js";

const TELEMETRY_FILE = /^(mat-debug-.*|\.ses|onnxruntime\.db.*|deviceid)$/;
const scratch = mkdtempSync(join(tmpdir(), "pii-ort-files-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Every file under dir (dotfiles included), relative to it. */
function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile()) out.push(relative(dir, join(e.parentPath, e.name)));
  }
  return out.sort();
}

/** Runs node with args in a fresh HOME and TMPDIR; answers the exit code, stdout and what was left in both. */
function runClean(name: string, args: string[], extraEnv: Record<string, string> = {}) {
  const home = join(scratch, name, "home");
  const tmp = join(scratch, name, "tmp");
  mkdirSync(home, { recursive: true });
  mkdirSync(tmp, { recursive: true });
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (v !== undefined && !["CI", "ORT_DISABLE_TELEMETRY", "ORT_RUNNING_UNIT_TESTS", "XDG_CACHE_HOME"].includes(k)) env[k] = v;
  }
  Object.assign(env, { HOME: home, TMPDIR: tmp, ...extraEnv });
  return new Promise<{ code: number; stdout: string; left: string[] }>((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "inherit"] });
    let stdout = "";
    child.stdout.setEncoding("utf8").on("data", (c: string) => (stdout += c));
    child.on("error", reject);
    child.on("close", (code) => {
      const left = [...filesUnder(home), ...filesUnder(tmp)].filter((f) => TELEMETRY_FILE.test(f.split("/").pop()!));
      resolvePromise({ code: code ?? -1, stdout, left });
    });
  });
}

describe("no onnxruntime files in the temporary or home directory", () => {
  const note = join(scratch, "note.txt");
  writeFileSync(note, "Yesterday Maria Jensen called from Toronto about her invoice.\n");

  it("control: a bare onnxruntime session without the opt-out leaves them (so the checks below can see them)", async () => {
    const script =
      `import("onnxruntime-node").then(async (ort) => {` +
      ` await ort.InferenceSession.create(${JSON.stringify(join(ROOT, "models/pii-ner-v2/model.onnx"))});` +
      ` console.log("loaded"); })`;
    const r = await runClean("control", ["-e", script]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("loaded");
    expect(r.left.length).toBeGreaterThan(0);
  }, 120_000);

  it("pii redact with the model (the real launcher) leaves none", async () => {
    const r = await runClean("cli", [BIN, "redact", note, "--seed", "s"], { PII_FROM_SOURCE: "1" });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("[NAME_1]");
    expect(r.left).toEqual([]);
  }, 120_000);

  it("the library's engine with the model (no launcher) leaves none", async () => {
    const script =
      `const { loadEngine } = await import(${JSON.stringify(join(ROOT, "src/load-engine.ts"))});` +
      ` const engine = await loadEngine({ workers: 1 });` +
      ` const [r] = await engine.process({ text: ["Yesterday Maria Jensen called from Toronto."] });` +
      ` console.log(r.processed_text); await engine.close(); process.exit(0);`;
    const r = await runClean("library", ["--import", "tsx", "--input-type=module", "-e", script]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/\[NAME_1\]/);
    expect(r.left).toEqual([]);
  }, 120_000);
});
