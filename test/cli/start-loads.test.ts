/**
 * Issue 15: "Cold start of pii redact on a one-line file: about one second goes to loading code, not
 * to the model." A command loads only what it uses: a one-line txt redact loads neither the HTTP
 * stack (fastify, src/server), SYNTHETIC's fake-value library (faker), ajv's schema compiler (the
 * request schemas are compiled ahead of time), csv support, globbing, nor the progress bar; with
 * --accuracy standard it loads no model runtime either. (npm run bench:start measures the time;
 * this test checks what loads, which does not depend on the machine.)
 *
 * The CLI runs from source as a child process with a module hook that writes down every module
 * the ES module loader resolves (packages imported from CommonJS code are not seen; each package
 * named here is imported from ESM).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { ROOT, spawnCli, tree } from "./helpers.js";

const dir = tree({
  "one-line.txt": "Please call Maria Gonzalez at +1 415-555-0132 or write to maria.gonzalez@example.com.\n",
  "hooks.mjs":
    'import { appendFileSync } from "node:fs";\n' +
    "export async function resolve(specifier, context, next) {\n" +
    "  const r = await next(specifier, context);\n" +
    '  appendFileSync(process.env.PII_TEST_LOADED, r.url + "\\n");\n' +
    "  return r;\n" +
    "}\n",
  "register.mjs": 'import { register } from "node:module";\nregister(new URL("./hooks.mjs", import.meta.url));\n',
});

async function loaded(name: string, args: string[]): Promise<string[]> {
  const list = join(dir, `${name}.loaded`);
  writeFileSync(list, "");
  const r = await spawnCli(["redact", "one-line.txt", ...args], {
    cwd: dir,
    model: true,
    nodeArgs: ["--import", pathToFileURL(join(dir, "register.mjs")).href],
    env: { PII_TEST_LOADED: list },
  });
  expect(r.code).toBe(0);
  expect(r.stdout).toContain("[PHONE_NUMBER_1]");
  return [...new Set(readFileSync(list, "utf8").split("\n").filter(Boolean))].map((u) => u.replace(pathToFileURL(ROOT).href + "/", ""));
}

const NEVER = [
  /node_modules\/fastify\//,
  /node_modules\/@faker-js\//,
  /node_modules\/ajv\/dist\/(ajv|core)\.js$/,
  /node_modules\/csv-parse\//,
  /node_modules\/csv-stringify\//,
  /node_modules\/fast-glob\//,
  /node_modules\/cli-progress\//,
  /^src\/server\//,
  /^src\/redact\/synthetic\.ts$/,
];

describe("what a one-line pii redact loads", () => {
  it("--accuracy standard: no HTTP stack, fake-value library, schema compiler, csv, glob, progress bar or model runtime", async () => {
    const urls = await loaded("standard", ["--accuracy", "standard"]);
    expect(urls.some((u) => u.startsWith("src/engine/detectors/"))).toBe(true); // the hook saw the engine load
    expect(urls.filter((u) => NEVER.some((re) => re.test(u)))).toEqual([]);
    expect(urls.filter((u) => /node_modules\/onnxruntime-node\/|^src\/engine\/ner\/(pool|worker)\.ts$/.test(u))).toEqual([]);
  }, 120_000);

  it("with the model: the model runtime, and still none of the others", async () => {
    const urls = await loaded("model", []);
    expect(urls.some((u) => /^src\/engine\/ner\/pool\.ts$/.test(u))).toBe(true);
    expect(urls.filter((u) => NEVER.some((re) => re.test(u)))).toEqual([]);
  }, 120_000);
});
