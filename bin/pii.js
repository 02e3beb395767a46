#!/usr/bin/env node
// Thin launcher: the built CLI when dist/ exists, otherwise the TypeScript source through tsx, so
// `node bin/pii.js` works in a fresh clone after `npm ci` without a build step.
// PII_FROM_SOURCE=1 forces the source (tests, and development with a stale dist/).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const built = new URL("../dist/cli/main.js", import.meta.url);
let entry;
if (process.env.PII_FROM_SOURCE !== "1" && existsSync(fileURLToPath(built))) {
  entry = built;
} else {
  const { register } = await import("tsx/esm/api");
  register();
  entry = new URL("../src/cli/main.ts", import.meta.url);
}
const { main } = await import(entry.href);
await main();
