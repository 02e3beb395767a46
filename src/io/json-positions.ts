/**
 * Where each string value of a JSON text starts (line and column), keyed by its dotted field path
 * (fields.ts's fieldKey), so a finding in a JSON field can point at its place in the file
 * (SARIF regions); and where it sits in the text, so a redacted value can replace it there. Runs on text JSON.parse has already accepted; a duplicate key keeps its last
 * position, as JSON.parse keeps the last value.
 */

import { KEY_SUFFIX } from "./fields.js";

export interface ValuePosition {
  /** 1-based line of the string's first character (inside the quotes). */
  readonly line: number;
  /** 1-based column of that character, in code points. */
  readonly column: number;
  /** The string holds escapes, so offsets into its value are not columns of the file. */
  readonly escaped: boolean;
}

/** Where a value sits in the JSON text: UTF-16 offsets, end exclusive (a string's quotes included). */
export interface ValueSpan {
  readonly start: number;
  readonly end: number;
}

/**
 * The spans of a JSON text's values (strings, numbers, literals) and keys, keyed by field path
 * (a key's by its value's path and KEY_SUFFIX), for a writer that replaces them in
 * the text itself and leaves every other byte as it was (numbers keep their digits: JSON.parse and
 * JSON.stringify turn 12345678901234567890 into 12345678901234567000 and 1.10 into 1.1).
 * Undefined when a path occurs twice (a duplicate key, or a key with a dot that collides with a
 * nested path): the text cannot then be edited by path, and the caller re-serialises instead.
 */
export function stringSpans(text: string): Map<string, ValueSpan> | undefined {
  const spans = new Map<string, ValueSpan>();
  let duplicate = false;
  const add = (path: string, span: ValueSpan) => {
    if (spans.has(path)) duplicate = true;
    spans.set(path, span);
  };
  scan(text, undefined, add, add);
  return duplicate ? undefined : spans;
}

/** An integer literal JSON.parse cannot hold exactly: 16 digits or more (2^53 has 16). */
const LONG_INTEGER = /^-?\d{16,}$/;

/**
 * The integer literals of a JSON text that a JavaScript number cannot hold exactly, by field path:
 * their digits as written ({"card": 5555555555554444} parses as 5555555555554444 but
 * 6011111111111111117 as 6011111111111111000, so the number alone is not the card). Undefined when
 * the text has no run of 16 digits, the common case, which costs one regex test.
 */
export function longIntegerLiterals(text: string): Map<string, string> | undefined {
  if (!/\d{16}/.test(text)) return undefined;
  const out = new Map<string, string>();
  scan(text, undefined, (path, span) => {
    const raw = text.slice(span.start, span.end);
    if (LONG_INTEGER.test(raw)) out.set(path, raw.replace("-", ""));
  });
  return out.size > 0 ? out : undefined;
}

export function stringPositions(text: string): Map<string, ValuePosition> {
  const out = new Map<string, ValuePosition>();
  scan(text, out);
  return out;
}

/**
 * Walks the JSON text: each value's position (into `out`) and span (to `onSpan`) by its path, and
 * each object key's (into `out` too, and to `onKey`) by its value's path and KEY_SUFFIX.
 */
function scan(
  text: string,
  out: Map<string, ValuePosition> | undefined,
  onSpan?: (path: string, span: ValueSpan) => void,
  onKey?: (path: string, span: ValueSpan) => void,
): void {
  let i = 0;
  let line = 1;
  /** Code points since the start of the line, before index i. */
  let col = 0;
  const n = text.length;

  const advance = (): void => {
    const c = text.charCodeAt(i);
    if (c === 10) {
      line += 1;
      col = 0;
    } else if (c < 0xdc00 || c > 0xdfff) {
      col += 1;
    }
    i += 1;
  };
  const skipWs = (): void => {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c !== 32 && c !== 9 && c !== 10 && c !== 13) return;
      advance();
    }
  };
  /** At an opening quote: read the string, return its value's start and whether it had escapes. */
  const readString = (): { value: string; at: ValuePosition; span: ValueSpan } => {
    advance(); // opening quote
    const startLine = line;
    const startCol = col + 1;
    const from = i;
    let escaped = false;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 34) break;
      if (c === 92) {
        escaped = true;
        advance();
      }
      advance();
    }
    const raw = text.slice(from, i);
    advance(); // closing quote
    const value = escaped ? (JSON.parse(`"${raw}"`) as string) : raw;
    return { value, at: { line: startLine, column: startCol, escaped }, span: { start: from - 1, end: i } };
  };

  const parseValue = (path: string): void => {
    skipWs();
    const c = text.charCodeAt(i);
    if (c === 123) {
      // {
      advance();
      skipWs();
      if (text.charCodeAt(i) === 125) {
        advance();
        return;
      }
      while (i < n) {
        skipWs();
        const key = readString();
        const child = path === "" ? key.value : `${path}.${key.value}`;
        out?.set(child + KEY_SUFFIX, key.at);
        onKey?.(child + KEY_SUFFIX, key.span);
        skipWs();
        advance(); // :
        parseValue(child);
        skipWs();
        const next = text.charCodeAt(i);
        advance();
        if (next !== 44) return; // } ends the object
      }
      return;
    }
    if (c === 91) {
      // [
      advance();
      skipWs();
      if (text.charCodeAt(i) === 93) {
        advance();
        return;
      }
      let index = 0;
      while (i < n) {
        parseValue(path === "" ? String(index) : `${path}.${index}`);
        index += 1;
        skipWs();
        const next = text.charCodeAt(i);
        advance();
        if (next !== 44) return;
      }
      return;
    }
    if (c === 34) {
      const { at, span } = readString();
      out?.set(path, at);
      onSpan?.(path, span);
      return;
    }
    // number, true, false, null: its span too (a redacted identifier-sized number is replaced by a string)
    const from = i;
    while (i < n) {
      const d = text.charCodeAt(i);
      if (d === 44 || d === 93 || d === 125 || d === 32 || d === 9 || d === 10 || d === 13) break;
      advance();
    }
    onSpan?.(path, { start: from, end: i });
  };
  if (text.charCodeAt(0) === 0xfeff) i = 1;
  parseValue("");
}
