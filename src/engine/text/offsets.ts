/**
 * The one place where UTF-16 indexes (JS strings) and code-point offsets (the interface) meet.
 * Astral characters (emoji, some CJK) are two UTF-16 units and one code point.
 */

/** Number of code points in a string. */
export function codePointLength(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

/**
 * Converts UTF-16 indexes of one string to code-point offsets. Build once per text, then each
 * lookup is O(1) when the text has no astral characters and O(log n) when it has.
 */
export class OffsetMap {
  /** UTF-16 indexes of the low surrogate of each astral pair, ascending. */
  private readonly astralLows: number[] = [];

  constructor(readonly text: string) {
    for (let i = 0; i + 1 < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c >= 0xd800 && c <= 0xdbff) {
        const d = text.charCodeAt(i + 1);
        if (d >= 0xdc00 && d <= 0xdfff) {
          this.astralLows.push(i + 1);
          i++;
        }
      }
    }
  }

  /** Code-point offset of UTF-16 index `u` (an index inside a pair maps to the pair's start + 1). */
  toCodePoint(u: number): number {
    if (this.astralLows.length === 0) return u;
    // count low surrogates strictly before u
    let lo = 0;
    let hi = this.astralLows.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.astralLows[mid]! < u) lo = mid + 1;
      else hi = mid;
    }
    return u - lo;
  }

  /** UTF-16 index of code-point offset `cp`. */
  toUtf16(cp: number): number {
    if (this.astralLows.length === 0) return cp;
    // the k-th pair (0-based) shifts every code point after it by one
    let lo = 0;
    let hi = this.astralLows.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      // code-point index of the character that starts at astralLows[mid]-1 is (astralLows[mid]-1) - mid
      if (this.astralLows[mid]! - 1 - mid < cp) lo = mid + 1;
      else hi = mid;
    }
    return cp + lo;
  }
}
