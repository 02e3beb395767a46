/**
 * The span [start, end) of `text` without the characters `strip` matches at either end (white
 * space by default): a value read out of a cell, a tag or a header line, without its padding.
 * Undefined when nothing is left.
 */
export function trimSpan(text: string, start: number, end: number, strip: RegExp = /\s/): [number, number] | undefined {
  while (start < end && strip.test(text[start]!)) start++;
  while (end > start && strip.test(text[end - 1]!)) end--;
  return end > start ? [start, end] : undefined;
}
