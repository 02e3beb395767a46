#!/usr/bin/env node
// Thin launcher: the built CLI when dist/ exists (redact and analyze from its single-file bundle),
// otherwise the TypeScript source through tsx, so `node bin/pii.js` works in a fresh clone after
// `npm ci` without a build step. PII_FROM_SOURCE=1 forces the source (tests, and development with a
// stale dist/); PII_NO_BUNDLE=1 the built ES modules.
import { existsSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";

// onnxruntime-node (1.29+) sends usage telemetry unless ORT_DISABLE_TELEMETRY=1 is in the process
// environment when its runtime starts; it also keeps a device id and an event queue under ~/.cache and
// leaves mat-debug-<pid>.log and .ses files in the temporary directory. The native runtime reads the
// real environment: this assignment (main thread, before anything loads onnxruntime) reaches it, and
// every worker thread and child process inherits it. Set here so the CLI and the server never call home.
process.env.ORT_DISABLE_TELEMETRY = "1";

const fromSource = process.env.PII_FROM_SOURCE === "1";

/**
 * `pii redact` and `pii analyze` run from the single-file bundle with its code cache when the build
 * made one (scripts/build/bundle.mjs): the same code, started in less time. Returns false, having
 * run nothing, for any other command (serve, usage, help), with PII_NO_BUNDLE=1, without a bundle
 * or with one older than dist/cli/main.js, or when the bundle fails to load (a damaged file); the
 * ES modules run then.
 */
async function runBundle() {
  const command = process.argv[2];
  if (fromSource || process.env.PII_NO_BUNDLE === "1" || (command !== "redact" && command !== "analyze")) return false;
  const bundle = fileURLToPath(new URL("../dist/pii.cjs", import.meta.url));
  if (!existsSync(bundle)) return false;
  // A dist/ recompiled without the bundle steps (tsc alone) leaves an older bundle: run the modules.
  const modules = fileURLToPath(new URL("../dist/cli/main.js", import.meta.url));
  if (existsSync(modules) && statSync(modules).mtimeMs > statSync(bundle).mtimeMs) return false;
  let cli;
  try {
    const { loadBundle, useBundleFlags } = await import("./load-bundle.mjs");
    // the launcher's process: nothing else runs yet (see useBundleFlags)
    useBundleFlags();
    cli = loadBundle(bundle).exports;
  } catch {
    return false;
  }
  await cli.main();
  return true;
}

/** The built ES modules when dist/ exists, otherwise the TypeScript sources through tsx. */
async function runModules() {
  const built = new URL("../dist/cli/main.js", import.meta.url);
  let entry = built;
  if (fromSource || !existsSync(fileURLToPath(built))) {
    let register;
    try {
      ({ register } = await import("tsx/esm/api"));
    } catch {
      // An installed package always has dist/; a working tree needs `npm ci` (tsx) or `npm run build`.
      process.stderr.write("pii: dist/ is missing and tsx is not installed: run `npm ci` or `npm run build` first\n");
      process.exit(1);
    }
    register();
    entry = new URL("../src/cli/main.ts", import.meta.url);
  }
  const { main } = await import(entry.href);
  await main();
}

if (!(await runBundle())) await runModules();
