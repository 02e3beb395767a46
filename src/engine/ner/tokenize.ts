/**
 * The tokenizer shared by the NER training pipeline (models/train/prepare.ts) and the runtime.
 * Training and inference must cut text identically, so this is the only tokenizer the model
 * ever sees.
 *
 * Rules (offsets are UTF-16 indexes into the input, end exclusive):
 * - a word is a run of letters and combining marks; a hyphen between two letters joins
 *   (Jean-Pierre, Saint-Denis stay one token);
 * - a number is a run of decimal digits (12.5 is "12", ".", "5");
 * - every other non-space code point is a token on its own (punctuation, apostrophes, emoji;
 *   an astral character is one token of two UTF-16 units);
 * - white space separates tokens and is never part of one.
 * Apostrophes split (O'Brien -> O ' Brien, John's -> John ' s) so that a possessive never sticks to a name.
 */

export interface Token {
  /** The token's text, exactly text.slice(start, end). */
  readonly text: string;
  /** UTF-16 index of the first unit. */
  readonly start: number;
  /** UTF-16 index after the last unit. */
  readonly end: number;
}

const LETTER = /[\p{L}\p{M}]/u;
const DIGIT = /\p{Nd}/u;
const SPACE = /[\s\p{Z}\u200b\ufeff]/u;
const HYPHENS = new Set(["-", "\u2010", "\u2011"]);

function codePointAt(text: string, i: number): string {
  const cp = text.codePointAt(i)!;
  return String.fromCodePoint(cp);
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    const ch = codePointAt(text, i);
    if (SPACE.test(ch)) {
      i += ch.length;
      continue;
    }
    const start = i;
    if (LETTER.test(ch)) {
      i += ch.length;
      for (;;) {
        if (i >= n) break;
        const c = codePointAt(text, i);
        if (LETTER.test(c)) {
          i += c.length;
        } else if (HYPHENS.has(c) && i + 1 < n && LETTER.test(codePointAt(text, i + 1))) {
          i += 1;
        } else {
          break;
        }
      }
    } else if (DIGIT.test(ch)) {
      i += ch.length;
      while (i < n) {
        const c = codePointAt(text, i);
        if (!DIGIT.test(c)) break;
        i += c.length;
      }
    } else {
      i += ch.length;
    }
    tokens.push({ text: text.slice(start, i), start, end: i });
  }
  return tokens;
}
