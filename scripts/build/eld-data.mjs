#!/usr/bin/env node
// Build step (npm run build, npm pack): write eld's extra-small n-gram database as JSON next to the
// compiled language detector (dist/engine/language/eld-extrasmall.json), tagged with the eld version
// it came from. src/engine/language/eld-instance.ts reads it with JSON.parse, several times faster
// than compiling eld's 950 KB object-literal module, and builds the same data in memory with
// compactEldData (below) when the JSON is missing or its version differs from the installed eld.
// The n-gram table is stored compact, as two
// parallel lists (sorted keys, and "lang:score,..." values), each one "\n"-joined string, which src/engine/language/eld-detect.ts
// detects with as eld does, parsing each entry the first time a text reads it.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/**
 * eld's extra-small database in the compact layout: its header, and the n-grams' sorted keys and
 * "lang:score,..." values, each list one "\n"-joined string. Also what src/engine/language/eld-instance.ts
 * builds in memory where no JSON was written (a checkout run from src/), so that it detects as the
 * built package does.
 */
export async function compactEldData() {
  const entry = import.meta.resolve("eld/extrasmall");
  const { version } = JSON.parse(readFileSync(new URL("../../package.json", entry), "utf8"));
  const { ngramsData } = await import(new URL("../ngrams/extrasmall.js", entry).href);
  const { ngrams, ...header } = ngramsData;
  // sorted by UTF-16 code units (JavaScript's <): eld-detect.ts looks keys up by binary search
  const keys = Object.keys(ngrams).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const values = keys.map((k) => Object.entries(ngrams[k]).map(([lang, score]) => `${lang}:${score}`).join(","));
  // Each array as one string, its items parted by "\n" (no key or value holds one): JSON.parse reads
  // two long strings in a fraction of the time it takes to build 99,000 short ones, and split() does
  // that faster (a one-line `pii redact` spent about 45 ms parsing the arrays, about 15 ms now).
  if ([...keys, ...values].some((s) => s.includes("\n"))) throw new Error("eld data: a key or value holds a line break");
  return { eld: version, header, keys: keys.join("\n"), values: values.join("\n") };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
  const outDir = process.argv[2] ?? join(root, "dist");
  writeFileSync(join(outDir, "engine", "language", "eld-extrasmall.json"), JSON.stringify(await compactEldData()));
}
