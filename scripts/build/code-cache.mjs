#!/usr/bin/env node
// Build step (npm run build, npm pack), after bundle.mjs: write V8's code cache for dist/pii.cjs
// to dist/pii.cjs.cache. The bundle is loaded the way bin/pii.js loads it, then one redaction and
// one analysis of a sample run in-process (detectors only, in-memory streams, empty environment),
// so the cache holds the code a real run compiles, not only the top level. The cache starts with
// the bundle's id (bin/load-bundle.mjs uses it only with that bundle); V8 checks the rest against
// its version and flags and ignores it when they differ. The same warm-up records the values the
// bundle derives from its constants (src/engine/startup/precomputed.ts) into dist/pii.cjs.precomputed.
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { Readable, Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import { loadBundle, precomputedFile, useBundleFlags } from "../../bin/load-bundle.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const bundle = join(process.argv[2] ?? join(root, "dist"), "pii.cjs");

const SAMPLE = [
  "Dear Dr. Anna Schmidt, patient John O'Neil (DOB 04/12/1978, SSN 123-45-6789) was seen at St. Mary's Hospital in Boston, MA 02115.",
  "Call +1 415-555-0132 or write to john.oneil@example.com; IBAN DE89 3704 0044 0532 0130 00, card 4111 1111 1111 1111.",
  "Herr Müller wohnt in der Hauptstraße 5, 10115 Berlin. La señora García vive en Madrid. IP 192.168.0.1, user @jdoe.",
].join("\n");

// the flags every start sets (bin/pii.js): V8 accepts the cache only under the same
useBundleFlags();
// the values the bundle derives from its constants, recorded during the warm-up (precomputed.ts)
const recorded = {};
const { exports: cli, script, cacheHeader: header } = loadBundle(bundle, { useCache: false, record: recorded });
if (!header) throw new Error(`code cache: ${bundle} has no pii-bundle-id line (rebuild it with scripts/build/bundle.mjs)`);
const discard = () => new Writable({ write: (_chunk, _encoding, done) => done() });
for (const command of ["redact", "analyze"]) {
  const code = await cli.run([command, "--accuracy", "standard", "-"], {
    stdin: Readable.from([SAMPLE]),
    stdout: discard(),
    stderr: discard(),
    cwd: root,
    env: {},
  });
  if (code !== 0) throw new Error(`code cache warm-up: ${command} exited ${code}`);
}
// the model's word-list table: built by the first run with the model, which the warm-up does not make
cli.tokenLexicon?.().bits("warm");
const cache = script.createCachedData();
writeFileSync(`${bundle}.cache`, Buffer.concat([Buffer.from(header), cache]));
process.stderr.write(`code cache: ${(cache.length / 1e6).toFixed(1)} MB -> ${bundle}.cache\n`);
const precomputed = precomputedFile(header, recorded);
writeFileSync(`${bundle}.precomputed`, precomputed);
process.stderr.write(`precomputed: ${Object.keys(recorded).length} values, ${(precomputed.length / 1e3).toFixed(0)} KB -> ${bundle}.precomputed\n`);
