/**
 * Binary searches over sorted offsets: spans sorted by start and disjoint (so sorted by end too:
 * markup's syntax, the resolver's accepted entities), and non-decreasing offset lists (an encoded
 * view's origins).
 */

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

/** The index of the first value at least `value` in a non-decreasing list (values.length when none is). */
export function firstAtLeast(values: ArrayLike<number>, value: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
