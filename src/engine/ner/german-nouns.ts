/**
 * The German common-noun list (lexicon/de-nouns.ts, ~124k inflected forms, one per line, sorted)
 * loaded on first use: only a process that sees German text pays for it, and only once.
 *
 * Lookups binary-search the list string itself (an offset per line in an Int32Array) instead of
 * building a Set: the given-name fill asks only about a handful of words per text, and a Set of 124k strings adds about 12.7 MB of heap where this adds about 6 MB (mostly the
 * list's own source text, which the module keeps either way).
 */
export interface WordLookup {
  has(word: string): boolean;
}

/**
 * `load` run once and its result shared by every caller, except a failure: a rejected promise is
 * dropped from the cache, so one failed import (a transient I/O error) does not fail every later
 * German request of the process; the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      const attempt = load();
      loading = attempt;
      attempt.catch(() => {
        if (loading === attempt) loading = undefined;
      });
    }
    return loading;
  };
}

export const loadGermanNouns: () => Promise<WordLookup> = loadOnce(() =>
  import("./lexicon/de-nouns.js").then((m) => new SortedWordList(m.default)),
);

/**
 * Every German common noun, those that are also person names included ("Tor", "Kader", "Winter"):
 * for the given-name fill, which reads a name from a list alone. Loaded with the main list on the
 * first German text.
 */
export const loadAllGermanNouns: () => Promise<WordLookup> = loadOnce(async () => {
  const [nouns, nounNames] = await Promise.all([
    loadGermanNouns(),
    import("./lexicon/de-noun-names.js").then((m) => new SortedWordList(m.default)),
  ]);
  return { has: (word: string) => nouns.has(word) || nounNames.has(word) };
});

/** Words of a newline-separated list sorted in code-unit order (blank lines ignored). */
export class SortedWordList implements WordLookup {
  private readonly starts: Int32Array;
  private readonly ends: Int32Array;

  constructor(private readonly list: string) {
    const starts: number[] = [];
    const ends: number[] = [];
    let previous = "";
    for (let start = 0; start < list.length; ) {
      let end = list.indexOf("\n", start);
      if (end < 0) end = list.length;
      if (end > start) {
        const word = list.slice(start, end);
        // binary search needs the order; a hand-edited or badly built list must fail loudly
        if (word <= previous) throw new Error("word list: lines must be sorted and distinct");
        previous = word;
        starts.push(start);
        ends.push(end);
      }
      start = end + 1;
    }
    this.starts = Int32Array.from(starts);
    this.ends = Int32Array.from(ends);
  }

  get size(): number {
    return this.starts.length;
  }

  has(word: string): boolean {
    let lo = 0;
    let hi = this.starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const at = this.list.slice(this.starts[mid]!, this.ends[mid]!);
      if (at === word) return true;
      if (at < word) lo = mid + 1;
      else hi = mid;
    }
    return false;
  }

  *[Symbol.iterator](): IterableIterator<string> {
    for (let i = 0; i < this.starts.length; i++) yield this.list.slice(this.starts[i]!, this.ends[i]!);
  }
}
