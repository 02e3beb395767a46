/** Spans sorted by start with the running maximum of their ends, for "does anything overlap [s, e)?" in O(log n). */
export class OverlapIndex {
  private readonly starts: number[];
  private readonly maxEnds: number[];

  constructor(spans: readonly { start: number; end: number }[]) {
    const sorted = [...spans].sort((a, b) => a.start - b.start);
    this.starts = sorted.map((s) => s.start);
    this.maxEnds = [];
    let max = -1;
    for (const s of sorted) this.maxEnds.push((max = Math.max(max, s.end)));
  }

  overlaps(start: number, end: number): boolean {
    const k = firstAtOrAfter(this.starts, end); // spans [0, k) start before `end`
    return k > 0 && this.maxEnds[k - 1]! > start;
  }
}

/** Index of the first value >= target in an ascending array. */
function firstAtOrAfter(values: readonly number[], target: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (values[mid]! < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
