// Runs dist/pii.cjs, the single-file build of the CLI (scripts/build/bundle.mjs), with V8's code
// cache dist/pii.cjs.cache (scripts/build/code-cache.mjs): compiled code is read instead of parsing
// and compiling some 160 modules at every start. A cache that V8 rejects (another Node.js or V8
// version, other flags) only costs the compilation: the script runs the same either way.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import v8 from "node:v8";
import vm from "node:vm";

// __piiImport: this module's import(), for the modules the bundle leaves out (scripts/build/bundle.mjs
// LAZY_MODULES): code compiled by vm.Script cannot import() by itself.
const WRAPPER_PARAMS = ["exports", "require", "module", "__filename", "__dirname", "__piiImport"];
const importFromHere = (specifier) => import(specifier);

/** The bundle's last line, written by scripts/build/bundle.mjs: `//# pii-bundle-id <hex>`. */
const BUNDLE_ID = /\/\/# pii-bundle-id ([0-9a-f]+)\s*$/;

/**
 * The cache file: a first line `pii-code-cache <bundle id>`, then V8's cached data. V8 checks the
 * data against its own version and flags, and against the source's length only: the id makes sure
 * a cache is never used with another build of the bundle.
 */
function cacheHeader(source) {
  const id = BUNDLE_ID.exec(source.slice(-100))?.[1];
  return id ? `pii-code-cache ${id}\n` : undefined;
}

function cachedDataFor(file, header) {
  if (!header) return undefined;
  let bytes;
  try {
    bytes = readFileSync(`${file}.cache`);
  } catch {
    return undefined; // no cache: compile
  }
  const head = Buffer.from(header);
  return bytes.subarray(0, head.length).equals(head) ? bytes.subarray(head.length) : undefined;
}

/**
 * The values the build derived from the bundle's constants (src/engine/startup/precomputed.ts):
 * `<file>.precomputed`, a first line `pii-precomputed <bundle id>`, a second line with a JSON
 * object that maps each key to the offset and length of its value's JSON text, then those texts.
 * Each value is parsed when the bundle first asks for it: a run without the model never parses the
 * model's word-list table, a third of the file. Only for this very bundle; a missing or cut file,
 * or a damaged value, only means they (or it) are computed, as without it.
 */
function precomputedFor(file, header) {
  if (!header) return undefined;
  try {
    const saved = readFileSync(`${file}.precomputed`, "utf8");
    const first = saved.indexOf("\n");
    if (saved.slice(0, first + 1) !== header.replace("pii-code-cache", "pii-precomputed")) return undefined;
    const second = saved.indexOf("\n", first + 1);
    const body = second + 1;
    const index = Object.entries(JSON.parse(saved.slice(first + 1, second)));
    // a file cut short fails here, at load, not when a value is first asked for
    if (saved.length !== body + index.reduce((n, [, [offset, length]]) => Math.max(n, offset + length), 0)) return undefined;
    const values = {};
    for (const [key, [offset, length]] of index) {
      let parsed;
      let value;
      Object.defineProperty(values, key, {
        enumerable: true,
        get() {
          if (!parsed) {
            // a damaged value reads as missing: the bundle computes it (precomputed.ts)
            try {
              value = JSON.parse(saved.slice(body + offset, body + offset + length));
            } catch {
              value = undefined;
            }
            parsed = true;
          }
          return value;
        },
      });
    }
    return values;
  } catch {
    return undefined;
  }
}

/** The file precomputedFor reads: the header line, the index line, the values' JSON texts. */
export function precomputedFile(header, values) {
  const texts = [];
  const index = {};
  let offset = 0;
  for (const [key, value] of Object.entries(values)) {
    const text = JSON.stringify(value);
    index[key] = [offset, text.length];
    texts.push(text);
    offset += text.length;
  }
  return `${header.replace("pii-code-cache", "pii-precomputed")}${JSON.stringify(index)}\n${texts.join("")}`;
}

/**
 * V8 settings for the bundle's process: the launcher (bin/pii.js) and the build
 * (scripts/build/code-cache.mjs) call this first, before loadBundle, as V8 checks a code cache
 * against the flags and both must use the same. --no-regexp-tier-up: a regular expression is
 * compiled to machine code on its first run, not first to bytecode and again to machine code on
 * its second; the detectors' few hundred patterns each run at least twice on any text, so a
 * one-line run compiled most of them twice (regex time of a one-line run 105-125 -> 68-77 ms, 3
 * runs each). Long texts run every pattern as machine code either way.
 *
 * Only at a process's start, before any other thread runs JavaScript: V8 reads its flags without
 * locks, and a change while worker threads compiled patterns crashed a test process (segmentation
 * fault, vitest's workers). loadBundle itself never sets a flag; without this call the bundle runs
 * the same, compiling what the cache would have held.
 */
export function useBundleFlags() {
  v8.setFlagsFromString("--no-regexp-tier-up");
}

/**
 * Compiles and runs the bundle at `file` as a CommonJS module (with its code cache and its
 * precomputed values when they were written for this very bundle); returns its exports, the
 * compiled script and the cache header for this bundle (the build writes the header, then the
 * script's createCachedData()), and whether V8 refused the cache. `record`: an object that
 * collects the values the bundle computes instead (the build's warm-up saves it).
 */
export function loadBundle(file, { useCache = true, record = undefined } = {}) {
  const source = readFileSync(file, "utf8");
  const header = cacheHeader(source);
  const cachedData = useCache ? cachedDataFor(file, header) : undefined;
  globalThis.__piiPrecomputed = record ? { record } : { values: useCache ? precomputedFor(file, header) : undefined };
  const script = new vm.Script(`(function (${WRAPPER_PARAMS.join(", ")}) {${source}\n})`, {
    filename: file,
    ...(cachedData ? { cachedData } : {}),
  });
  const module = { exports: {} };
  const dir = file.slice(0, Math.max(file.lastIndexOf("/"), file.lastIndexOf("\\")));
  script.runInThisContext()(module.exports, createRequire(file), module, file, dir, importFromHere);
  return {
    exports: module.exports,
    script,
    cacheHeader: header,
    cacheRejected: cachedData ? script.cachedDataRejected === true : undefined,
  };
}
