/**
 * Values that modules derive from their own constants when they load (regular-expression sources
 * built from word lists, country names from the ICU data), computed once at build time instead of
 * at every start. A one-line `pii redact` spent about a tenth of its start building them.
 *
 * The build (scripts/build/code-cache.mjs) loads the bundle with a recording table, runs a
 * warm-up, and saves what was computed next to the bundle; bin/load-bundle.mjs hands the saved
 * table to the next start, only when it was written for that very bundle (its id). A key names
 * its inputs (precomputedKey hashes them), so a list changed without a rebuild misses the table
 * and is computed as before. Without a table (the ES modules, tests, a dev run from source)
 * everything is computed: the same values either way. One difference: the country names come from
 * the ICU data of the Node.js that built the bundle, not of the one that runs it, so a CLI built
 * on an older Node keeps that CLDR's forms (a new CLDR adds or renames a few).
 */

/** The table the loader or the build put on globalThis before the bundle ran. */
interface Store {
  /** Saved values: looked up first. */
  values?: Record<string, unknown>;
  /** When recording (the build): every value computed here is added. */
  record?: Record<string, unknown>;
}

const STORE_KEY = "__piiPrecomputed";

/**
 * The value under `key`: saved at build time when there is a table holding it, computed now
 * otherwise. Values must be plain JSON (strings, numbers, arrays, objects): they are saved as JSON.
 */
export function precomputed<T>(key: string, compute: () => T): T {
  const store = (globalThis as Record<string, unknown>)[STORE_KEY] as Store | undefined;
  const saved = store?.values;
  // a saved value that could not be read (undefined) is computed, as a missing one is
  if (saved !== undefined && Object.prototype.hasOwnProperty.call(saved, key) && saved[key] !== undefined) return saved[key] as T;
  const value = compute();
  if (store?.record) store.record[key] = value;
  return value;
}

/**
 * A key for a value derived from `parts` (a word list): the kind, the count and a 53-bit FNV-1a
 * hash of the parts. Hashing a list costs far less than building a regex from it.
 */
export function precomputedKey(kind: string, parts: Iterable<string>): string {
  // two 32-bit FNV-1a lanes with different offsets, combined
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  let count = 0;
  for (const part of parts) {
    for (let i = 0; i < part.length; i++) {
      const c = part.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 15);
    }
    a = Math.imul(a ^ 0x1f, 0x01000193);
    b = Math.imul(b ^ 0x1f, 0x01000193) ^ (b >>> 15);
    count++;
  }
  return `${kind}:${count}:${(a >>> 0).toString(36)}${((b >>> 0) & 0x1fffff).toString(36)}`;
}
