import { describe, expect, it } from "vitest";
import { serveOptions } from "../../src/cli/serve.js";

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
