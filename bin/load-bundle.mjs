// Runs dist/pii.cjs, the single-file build of the CLI (scripts/build/bundle.mjs), with V8's code
// cache dist/pii.cjs.cache (scripts/build/code-cache.mjs): compiled code is read instead of parsing
// and compiling some 160 modules at every start. A cache that V8 rejects (another Node.js or V8
// version, other flags) only costs the compilation: the script runs the same either way.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import vm from "node:vm";

const WRAPPER_PARAMS = ["exports", "require", "module", "__filename", "__dirname"];

/**
 * Compiles and runs the bundle at `file` as a CommonJS module; returns its exports and the
 * compiled script (whose createCachedData() writes the cache).
 */
export function loadBundle(file, { useCache = true } = {}) {
  const source = readFileSync(file, "utf8");
  let cachedData;
  if (useCache) {
    try {
      cachedData = readFileSync(`${file}.cache`);
    } catch {
      cachedData = undefined; // no cache: compile
    }
  }
  const script = new vm.Script(`(function (${WRAPPER_PARAMS.join(", ")}) {${source}\n})`, {
    filename: file,
    ...(cachedData ? { cachedData } : {}),
  });
  const module = { exports: {} };
  const dir = file.slice(0, Math.max(file.lastIndexOf("/"), file.lastIndexOf("\\")));
  script.runInThisContext()(module.exports, createRequire(file), module, file, dir);
  return { exports: module.exports, script, cacheRejected: cachedData ? script.cachedDataRejected === true : undefined };
}
