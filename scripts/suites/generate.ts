/**
 * node --import tsx scripts/suites/generate.ts [--check]
 *
 * Writes the two measuring suites of issue 13 from their seeds: fixtures/suites/clean.jsonl (the
 * PII-free corpus, clean/corpus.ts) and fixtures/suites/structured.jsonl (the multilingual
 * structured suite, structured/generate.ts). --check regenerates in memory and fails when the
 * committed files differ (a generator changed without its data, or the other way round).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { generateClean } from "./clean/corpus.js";
import { generateStructured } from "./structured/generate.js";

const { values } = parseArgs({ options: { check: { type: "boolean", default: false } } });

const files: Array<[string, string]> = [
  ["fixtures/suites/clean.jsonl", generateClean().map((t) => JSON.stringify(t)).join("\n") + "\n"],
  ["fixtures/suites/structured.jsonl", generateStructured().map((d) => JSON.stringify(d)).join("\n") + "\n"],
];

let stale = 0;
for (const [path, content] of files) {
  if (values.check) {
    let old = "";
    try {
      old = readFileSync(path, "utf8");
    } catch {
      // missing counts as stale
    }
    if (old !== content) {
      console.error(`${path}: differs from what the generator makes`);
      stale++;
    }
  } else {
    mkdirSync("fixtures/suites", { recursive: true });
    writeFileSync(path, content);
    console.error(`${path}: ${content.split("\n").length - 1} records, ${(Buffer.byteLength(content) / 1024).toFixed(0)} KiB`);
  }
}
process.exit(stale ? 1 : 0);
