import { readFileSync } from "node:fs";
import { Command } from "commander";
import { describe, expect, it } from "vitest";
import { registerServeCommand, serveOptions } from "../../src/cli/serve.js";

const RAW = { port: "0", host: "127.0.0.1", bodyLimit: "6291456", maxConcurrent: "4", maxQueue: "64", timeout: "60000", grace: "10000", logLevel: "info" };

describe("pii serve options", () => {
  it("runs the engine in its own thread, loading the model there", () => {
    const options = serveOptions({ ...RAW, workers: "2" }, { env: { PII_X: "1" } });
    expect(options.loadEngine).toBeUndefined();
    expect(options.engineThread).toEqual({ load: { model: true, workers: 2, env: { PII_X: "1" } } });
    expect(serveOptions({ ...RAW, model: false }, { env: {} }).engineThread).toEqual({ load: { model: false, env: {} } });
  });

  it("--max-chars sets the character limit; absent, start.ts takes PII_MAX_CHARS or the default", () => {
    expect(serveOptions({ ...RAW, maxChars: "1000" }, { env: {} }).maxChars).toBe(1000);
    expect(serveOptions(RAW, { env: {} }).maxChars).toBeUndefined();
    expect(() => serveOptions({ ...RAW, maxChars: "0" }, { env: {} })).toThrow(/--max-chars: must be an integer between 1 and/);
  });
});

describe("deploy/k8s.yaml", () => {
  it("passes pii serve flags it accepts, with workers and concurrency fixed rather than taken from the node's core count", () => {
    const manifest = readFileSync(new URL("../../deploy/k8s.yaml", import.meta.url), "utf8");
    const argsText = /args: (\[[^\]]*\])/s.exec(manifest)![1]!;
    const args = JSON.parse(argsText) as string[];
    expect(args.slice(0, 3)).toEqual(["node", "bin/pii.js", "serve"]);
    let parsed: Record<string, unknown> | undefined;
    const program = new Command().exitOverride();
    registerServeCommand(program).action((raw: Record<string, unknown>) => {
      parsed = raw;
    });
    program.parse(args.slice(2), { from: "user" });
    const options = serveOptions(parsed as unknown as Parameters<typeof serveOptions>[0], { env: {} });
    expect(options.engineThread?.load).toMatchObject({ workers: 2 });
    expect(options.maxConcurrent).toBe(4);
    expect(manifest).toMatch(/limits: \{ cpu: "2", memory: 2Gi \}/);
  });
});
