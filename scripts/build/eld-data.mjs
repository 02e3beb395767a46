#!/usr/bin/env node
// Build step (npm run build, npm pack): write eld's extra-small n-gram database as JSON next to the
// compiled language detector (dist/engine/language/eld-extrasmall.json), tagged with the eld version
// it came from. src/engine/language/eld-instance.ts reads it with JSON.parse, several times faster
// than compiling eld's 950 KB object-literal module, and falls back to that module when the JSON is
// missing or its version differs from the installed eld. The n-gram table is stored compact, as two
// parallel arrays (sorted keys, and "lang:score,..." values), which src/engine/language/eld-detect.ts
// detects with as eld does, parsing each entry the first time a text reads it.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const outDir = process.argv[2] ?? join(root, "dist");
const entry = import.meta.resolve("eld/extrasmall");
const { version } = JSON.parse(readFileSync(new URL("../../package.json", entry), "utf8"));
const { ngramsData } = await import(new URL("../ngrams/extrasmall.js", entry).href);
const { ngrams, ...header } = ngramsData;
// sorted by UTF-16 code units (JavaScript's <): eld-detect.ts looks keys up by binary search
const keys = Object.keys(ngrams).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
const values = keys.map((k) => Object.entries(ngrams[k]).map(([lang, score]) => `${lang}:${score}`).join(","));
writeFileSync(join(outDir, "engine", "language", "eld-extrasmall.json"), JSON.stringify({ eld: version, header, keys, values }));
