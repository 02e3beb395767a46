/** Searches over spans sorted by start and disjoint (so sorted by end too): markup's syntax, the resolver's accepted entities. */

/** The index of the first span that ends after `pos` (spans.length when none does): a binary search. */
export function firstEndingAfter(spans: readonly { readonly end: number }[], pos: number): number {
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (spans[mid]!.end <= pos) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
