/**
 * Every match of a global regular expression in a text, like `text.matchAll(re)` but without its
 * copy of the regex. matchAll clones its argument (`new RegExp(re)`, the spec's species
 * constructor) at every call, and V8 parses that copy again: for the detectors' large
 * alternations (keyword lists, id shapes) about 10 µs per call whatever the text's length, which
 * on short records was most of some detectors' time (bench:batch's 360-byte tickets).
 *
 * The same matches in the same order as matchAll: empty matches advance by one code point under
 * the `u` or `v` flag, by one code unit otherwise. The regex's lastIndex is set from this
 * iterator's own position before each exec, so two iterations over one regex may interleave (a
 * nested loop, a lazy generator) as with matchAll's copies; lastIndex is left as the last exec
 * left it, which no caller may rely on.
 */
export function* execAll(re: RegExp, text: string): Generator<RegExpExecArray, void, undefined> {
  if (!re.global) throw new TypeError("execAll: the regular expression must have the g flag");
  const unicode = re.unicode || re.flags.includes("v");
  let position = 0;
  for (;;) {
    re.lastIndex = position;
    const m = re.exec(text);
    if (m === null) return;
    position = re.lastIndex;
    if (m[0].length === 0) position = advance(text, position, unicode);
    yield m;
  }
}

/** The index after the character at `index` (a surrogate pair counts as one under unicode). */
function advance(text: string, index: number, unicode: boolean): number {
  if (!unicode || index + 1 >= text.length) return index + 1;
  const first = text.charCodeAt(index);
  if (first < 0xd800 || first > 0xdbff) return index + 1;
  const second = text.charCodeAt(index + 1);
  return second >= 0xdc00 && second <= 0xdfff ? index + 2 : index + 1;
}
