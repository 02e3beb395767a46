/**
 * The parts of a unit's text with the language identification found for each (one part per input
 * under link_batch), for the refinements of the model's candidates that judge a word by its
 * language (given-name-fill.ts, demonyms-as-origin.ts).
 */
export interface LanguagePart {
  start: number;
  end: number;
  /** ISO 639-1 code of the part's dominant language; undefined where identification found none. */
  language?: string;
}

/** The part holding offset `pos` (parts in text order, disjoint), or undefined between parts: a binary search. */
export function partAt(parts: readonly LanguagePart[], pos: number): LanguagePart | undefined {
  let lo = 0;
  let hi = parts.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const p = parts[mid]!;
    if (pos < p.start) hi = mid - 1;
    else if (pos >= p.end) lo = mid + 1;
    else return p;
  }
  return undefined;
}
