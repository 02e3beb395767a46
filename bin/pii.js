#!/usr/bin/env node
// Thin launcher: the built CLI when dist/ exists, otherwise the TypeScript source through tsx, so
// `node bin/pii.js` works in a fresh clone after `npm ci` without a build step.
// PII_FROM_SOURCE=1 forces the source (tests, and development with a stale dist/).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

// onnxruntime-node (1.29+) sends usage telemetry unless ORT_DISABLE_TELEMETRY=1 is in the process
// environment when its runtime starts; it also keeps a device id and an event queue under ~/.cache and
// leaves mat-debug-<pid>.log and .ses files in the temporary directory. The native runtime reads the
// real environment: this assignment (main thread, before anything loads onnxruntime) reaches it, and
// every worker thread and child process inherits it. Set here so the CLI and the server never call home.
process.env.ORT_DISABLE_TELEMETRY = "1";

const built = new URL("../dist/cli/main.js", import.meta.url);
let entry;
if (process.env.PII_FROM_SOURCE !== "1" && existsSync(fileURLToPath(built))) {
  entry = built;
} else {
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
