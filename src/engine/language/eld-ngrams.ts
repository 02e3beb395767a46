/**
 * eld's n-gram table, decoded on demand. eld keeps its database as one object per n-gram
 * ({language index: score}): about 49,500 small objects, 16 MB of heap, and a tenth of a one-line
 * `pii redact`'s start spent building them and then collecting garbage around them. A text reads a
 * few dozen n-grams (a 4,096-character sample, about a thousand), so the build stores the table as
 * two parallel arrays (scripts/build/eld-data.mjs) and this module hands eld an object whose
 * entries are decoded, and kept, the first time eld reads them. eld only ever reads
 * `ngrams[key]` and iterates the returned entry's keys (languageDetector.js calculateScores).
 */

/**
 * The compact form written by the build: keys sorted (by UTF-16 code units, JavaScript's `<`), and
 * keys[i]'s entry is values[i], "lang:score,lang:score". Sorted so that a lookup is a binary search:
 * building a hash index of all 49,500 keys would cost more than a short text's whole detection.
 */
export interface CompactNgrams {
  keys: readonly string[];
  values: readonly string[];
}

export type NgramEntry = Record<string, number>;

function decode(value: string): NgramEntry {
  const entry: NgramEntry = {};
  for (const pair of value.split(",")) {
    const colon = pair.indexOf(":");
    entry[pair.slice(0, colon)] = Number(pair.slice(colon + 1));
  }
  return entry;
}

/** The same entries as eld's own object, read-only, each decoded on first read. */
export function lazyNgrams({ keys, values }: CompactNgrams): Record<string, NgramEntry | undefined> {
  if (keys.length !== values.length) throw new Error("eld n-gram table: keys and values differ in length");
  // Found entries only (at most the table's size); misses depend on the text and are not kept.
  const decoded = new Map<string, NgramEntry>();
  const lookup = (key: string): NgramEntry | undefined => {
    const known = decoded.get(key);
    if (known) return known;
    let lo = 0;
    let hi = keys.length - 1;
    let entry: NgramEntry | undefined;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const k = keys[mid]!;
      if (k === key) {
        entry = decode(values[mid]!);
        decoded.set(key, entry);
        break;
      }
      if (k < key) lo = mid + 1;
      else hi = mid - 1;
    }
    return entry;
  };
  return new Proxy({} as Record<string, NgramEntry | undefined>, {
    get: (_target, key) => (typeof key === "string" ? lookup(key) : undefined),
    has: (_target, key) => typeof key === "string" && lookup(key) !== undefined,
  });
}

/**
 * Every entry decoded into one plain object, as eld's own module builds it: what a long run
 * switches to (eld-saved.ts), where a hash lookup per n-gram beats the lazy table's binary search.
 */
export function decodeAll({ keys, values }: CompactNgrams): Record<string, NgramEntry> {
  const all: Record<string, NgramEntry> = {};
  for (let i = 0; i < keys.length; i++) all[keys[i]!] = decode(values[i]!);
  return all;
}
