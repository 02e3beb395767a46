#!/usr/bin/env node
// Build step (npm run build, npm pack): write eld's extra-small n-gram database as JSON next to the
// compiled language detector (dist/engine/language/eld-extrasmall.json), tagged with the eld version
// it came from. src/engine/language/detect.ts reads it with JSON.parse, several times faster than
// compiling eld's 950 KB object-literal module, and falls back to that module when the JSON is
// missing or its version differs from the installed eld.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const outDir = process.argv[2] ?? join(root, "dist");
const entry = import.meta.resolve("eld/extrasmall");
const { version } = JSON.parse(readFileSync(new URL("../../package.json", entry), "utf8"));
const { ngramsData } = await import(new URL("../ngrams/extrasmall.js", entry).href);
writeFileSync(join(outDir, "engine", "language", "eld-extrasmall.json"), JSON.stringify({ eld: version, ngramsData }));
