/**
 * Issue 15, point 3 (fast start): `pii redact` and `pii analyze` run from dist/pii.cjs, the
 * single-file bundle of the built CLI, with a V8 code cache (scripts/build/bundle.mjs,
 * scripts/build/code-cache.mjs). The bundle must be the same program: these tests build a real
 * install tree (tsc into a scratch dist/, the build's steps, bin/ copied, models and node_modules
 * linked), then run each command through the bundle and through the ES modules (PII_NO_BUNDLE=1)
 * and compare the outputs byte for byte, with the model and without (so the bundle's precomputed
 * values, src/engine/startup/precomputed.ts, give what the modules compute). Without the build's eld data
 * file the bundle does not load and the ES modules run (they fall back to eld's own module), with
 * the same output.
 * (npm run bench:start measures the time; nothing here depends on it.)
 */
import { execFileSync } from "node:child_process";
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, spawnCli, type CliResult } from "./helpers.js";

const install = mkdtempSync(join(tmpdir(), "pii-bundle-"));
const dist = join(install, "dist");

beforeAll(() => {
  cpSync(join(ROOT, "bin"), join(install, "bin"), { recursive: true });
  cpSync(join(ROOT, "package.json"), join(install, "package.json"));
  symlinkSync(join(ROOT, "node_modules"), join(install, "node_modules"));
  symlinkSync(join(ROOT, "models"), join(install, "models"));
  const node = (args: string[]) => execFileSync(process.execPath, args, { cwd: ROOT, stdio: "pipe" });
  node([join(ROOT, "node_modules/typescript/bin/tsc"), "-p", join(ROOT, "tsconfig.build.json"), "--outDir", dist, "--sourceMap", "false"]);
  for (const step of ["eld-data.mjs", "bundle.mjs", "code-cache.mjs"]) node([join(ROOT, "scripts/build", step), dist]);
}, 300_000);
afterAll(() => rmSync(install, { recursive: true, force: true }));

/** The scratch install's `pii`, from its build (PII_FROM_SOURCE off), model as the arguments say. */
function pii(args: string[], env: Record<string, string> = {}, stdin = ""): Promise<CliResult> {
  return spawnCli(args, { bin: join(install, "bin/pii.js"), model: true, env: { PII_FROM_SOURCE: "0", ...env }, stdin });
}

// coreference ids are random per run
const stable = (s: string) => s.replaceAll(/"coreference_id":"[^"]*"/g, '"coreference_id":"-"');

const RUNS: [string, string[]][] = [
  ["redact a text file, detectors only", ["redact", "--accuracy", "standard", "ticket.txt"]],
  ["redact a text file with the model", ["redact", "ticket.txt", "chat.txt"]],
  ["redact CSV with the model", ["redact", "contacts.csv"]],
  ["analyze NDJSON, detectors only", ["analyze", "--accuracy", "standard", "events.ndjson"]],
  ["analyze a text file with the model", ["analyze", "chat.txt"]],
  // SYNTHETIC's fake values come from redact/synthetic.js, imported from dist/ (not bundled)
  ["redact with synthetic values", ["redact", "--accuracy", "standard", "--type", "SYNTHETIC", "--seed", "7", "ticket.txt"]],
];

describe("the single-file bundle", () => {
  it("is built with its code cache", () => {
    expect(existsSync(join(dist, "pii.cjs"))).toBe(true);
    expect(existsSync(join(dist, "pii.cjs.cache"))).toBe(true);
  });

  it("loads with its code cache accepted by this Node.js, under the flags the launcher sets", async () => {
    // in a process of its own: the launcher's V8 flags are set only at a process's start (useBundleFlags)
    const script = `const m = await import(${JSON.stringify(pathToFileURL(join(install, "bin/load-bundle.mjs")).href)}); m.useBundleFlags(); const r = m.loadBundle(${JSON.stringify(join(dist, "pii.cjs"))}); console.log(JSON.stringify({ run: typeof r.exports.run, rejected: r.cacheRejected }));`;
    const out = execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
    expect(JSON.parse(out)).toEqual({ run: "function", rejected: false });
  });

  it("uses a code cache only with the bundle it was written for", async () => {
    const { loadBundle } = (await import(join(install, "bin/load-bundle.mjs"))) as {
      loadBundle: (file: string) => { exports: { run?: unknown }; cacheRejected?: boolean };
    };
    const cacheFile = join(dist, "pii.cjs.cache");
    const original = readFileSync(cacheFile);
    // the same cached data under another bundle's id: V8 alone would take it (it checks the source's length only)
    const newline = original.indexOf(10);
    writeFileSync(cacheFile, Buffer.concat([Buffer.from("pii-code-cache 0123456789abcdef0123456789abcdef\n"), original.subarray(newline + 1)]));
    try {
      const loaded = loadBundle(join(dist, "pii.cjs"));
      expect(typeof loaded.exports.run).toBe("function");
      expect(loaded.cacheRejected).toBeUndefined(); // no cache offered to V8
    } finally {
      writeFileSync(cacheFile, original);
    }
  });

  it("is built with the values it derives from its constants, and uses them only with the bundle they were written for", async () => {
    const { loadBundle } = (await import(join(install, "bin/load-bundle.mjs"))) as {
      loadBundle: (file: string) => { exports: { run?: unknown }; cacheHeader?: string };
    };
    const file = join(dist, "pii.cjs.precomputed");
    const original = readFileSync(file, "utf8");
    const store = () => (globalThis as { __piiPrecomputed?: { values?: Record<string, unknown> } }).__piiPrecomputed;
    const loaded = loadBundle(join(dist, "pii.cjs"));
    expect(original.slice(0, original.indexOf("\n") + 1)).toBe(loaded.cacheHeader!.replace("pii-code-cache", "pii-precomputed"));
    // keyword regexes, word-list tries and country names: built at build time, read at start
    const keys = Object.keys(store()?.values ?? {});
    expect(keys.some((k) => k.startsWith("keyword-regex:"))).toBe(true);
    expect(keys.some((k) => k.startsWith("trie:"))).toBe(true);
    expect(keys.some((k) => k.startsWith("cldr-country-forms:"))).toBe(true);
    writeFileSync(file, `pii-precomputed 0123456789abcdef0123456789abcdef${original.slice(original.indexOf("\n"))}`);
    try {
      expect(typeof loadBundle(join(dist, "pii.cjs")).exports.run).toBe("function");
      expect(store()?.values).toBeUndefined();
      // a file cut short is no table either (review: it had failed later, at a value's first use)
      writeFileSync(file, original.slice(0, original.length - 1000));
      expect(typeof loadBundle(join(dist, "pii.cjs")).exports.run).toBe("function");
      expect(store()?.values).toBeUndefined();
    } finally {
      writeFileSync(file, original);
      delete (globalThis as { __piiPrecomputed?: unknown }).__piiPrecomputed;
    }
  });

  for (const [name, args] of RUNS) {
    it(`${name}: same output as the ES modules`, async () => {
      const viaBundle = await pii(args);
      const viaModules = await pii(args, { PII_NO_BUNDLE: "1" });
      expect(viaBundle.code).toBe(0);
      expect(viaBundle.stderr).toBe("");
      expect(viaBundle.stdout.length).toBeGreaterThan(0);
      expect(stable(viaBundle.stdout)).toBe(stable(viaModules.stdout));
      expect(viaBundle.code).toBe(viaModules.code);
    }, 60_000);
  }

  it("leaves the German noun list and faker out, and imports the list from dist/ for German text, with the modules' output", async () => {
    const bundle = readFileSync(join(dist, "pii.cjs"), "utf8");
    expect(bundle.includes("GENERATED by scripts/build-german-nouns.ts")).toBe(false);
    expect(bundle.includes("@faker-js")).toBe(false);
    // with the model on, a German text asks for the list (the given-name fill and the noun checks)
    const text = "Herr Müller wohnt in der Hauptstraße 5 in Berlin. Die Woche war lang, sagte Anna Schmidt.\n";
    const viaBundle = await pii(["redact"], {}, text);
    const viaModules = await pii(["redact"], { PII_NO_BUNDLE: "1" }, text);
    expect(viaBundle.stderr).toBe("");
    expect(viaBundle.code).toBe(0);
    expect(viaBundle.stdout).toContain("[NAME_1]");
    expect(viaBundle.stdout).toBe(viaModules.stdout);
  }, 60_000);

  it("reads standard input and reports usage errors as the modules do", async () => {
    const text = "Write to maria.gonzalez@example.com or call +1 415-555-0132.\n";
    const viaBundle = await pii(["redact", "--accuracy", "standard"], {}, text);
    expect(viaBundle.stdout).toBe("Write to [EMAIL_ADDRESS_1] or call [PHONE_NUMBER_1].\n");
    const bad = await pii(["redact", "--no-such-option"]);
    const badModules = await pii(["redact", "--no-such-option"], { PII_NO_BUNDLE: "1" });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe(badModules.stderr);
  });

  it("without the build's eld data, leaves the run to the ES modules, with the same output", async () => {
    const data = join(dist, "engine/language/eld-extrasmall.json");
    const saved = join(install, "eld-extrasmall.json.saved");
    const expected = await pii(["redact", "--accuracy", "standard", "ticket.txt"]);
    cpSync(data, saved);
    rmSync(data);
    try {
      const fallback = await pii(["redact", "--accuracy", "standard", "ticket.txt"]);
      expect(fallback.code).toBe(0);
      expect(fallback.stderr).toBe("");
      expect(fallback.stdout).toBe(expected.stdout);
    } finally {
      cpSync(saved, data);
    }
  });

  it("is passed over when dist/cli/main.js is newer (dist/ recompiled by tsc alone)", async () => {
    const bundle = join(dist, "pii.cjs");
    const original = readFileSync(bundle);
    // a marker the bundle prints when it runs (its code cache no longer matches: V8 compiles it)
    appendFileSync(bundle, '\nprocess.stderr.write("ran from the bundle\\n");\n');
    try {
      const old = new Date(Date.now() - 60_000);
      utimesSync(join(dist, "cli/main.js"), old, old);
      expect((await pii(["redact", "--accuracy", "standard", "ticket.txt"])).stderr).toBe("ran from the bundle\n");
      const now = new Date(Date.now() + 60_000);
      utimesSync(join(dist, "cli/main.js"), now, now);
      const r = await pii(["redact", "--accuracy", "standard", "ticket.txt"]);
      expect(r.code).toBe(0);
      expect(r.stderr).toBe("");
    } finally {
      writeFileSync(bundle, original);
      const old = new Date(Date.now() - 60_000);
      utimesSync(join(dist, "cli/main.js"), old, old);
    }
  });

  it("does not serve: `pii serve --help` runs from the ES modules", async () => {
    const r = await pii(["serve", "--help"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("--port");
  });
});
