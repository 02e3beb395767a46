/**
 * A redacted TOML file that stays TOML. A replacement of a bare value (a date, a number, a boolean:
 * "birthday = 1993-05-21" became "birthday = [DOB_1]") is no value TOML knows, and the whole file
 * failed to load (eighth exploratory test). For .toml files, a bare value that holds a replacement
 * is written as a basic string ("[DOB_1]"), in a key's value and in an array or inline table alike,
 * an array continued over lines included. Strings, keys, table headers ("[member]") and comments
 * stay as they are.
 */
import { replacementMarks, type Replaced } from "./yaml-safe.js";

/** Whether a file is TOML by its name. */
export function isTomlFile(file: string | undefined): boolean {
  return file !== undefined && /\.toml$/i.test(file);
}

/**
 * A key and "=": where a line's value starts (the key bare, dotted or quoted). A bare key has no
 * "." (a dotted key is the repetition after it): with one, a long dotted line that no "=" follows
 * was tried at every prefix length (review).
 */
const KEY = /^[ \t]*(?:[A-Za-z0-9_-]+|"(?:[^"\\]|\\.)*"|'[^']*')(?:[ \t]*\.[ \t]*(?:[A-Za-z0-9_-]+|"(?:[^"\\]|\\.)*"|'[^']*'))*[ \t]*=[ \t]*/;

const MULTILINE_BASIC = '"""';
const MULTILINE_LITERAL = "'''";

/** `text` with each bare value that a replacement is in written as a string (see the header). */
export function tomlSafe(text: string, replaced: readonly Replaced[]): string {
  if (replaced.length === 0) return text;
  const sorted = [...replaced].sort((a, b) => a.start - b.start);
  let out = "";
  let lineStart = 0;
  // a multi-line string runs over lines: its text is left alone
  let inMultiline: string | undefined;
  // brackets of an array or inline table still open at the end of the line before: this line
  // continues its value ("dates = [\n  1993-05-21,\n]"; review)
  let depth = 0;
  // the replacements are walked once with the lines (all of them asked on every line was quadratic)
  let k = 0;
  while (lineStart <= text.length) {
    const nl = text.indexOf("\n", lineStart);
    const lineEnd = nl === -1 ? text.length : nl;
    const line = text.slice(lineStart, lineEnd);
    while (k < sorted.length && sorted[k]!.end <= lineStart) k++;
    let m = k;
    while (m < sorted.length && sorted[m]!.start < lineEnd) m++;
    if (inMultiline) {
      if (line.includes(inMultiline)) inMultiline = undefined;
      out += line;
    } else {
      const key = depth > 0 ? null : KEY.exec(line);
      const valueAt = depth > 0 ? 0 : key ? key[0].length : -1;
      if (valueAt >= 0) {
        const value = quotedValue(line.slice(valueAt), lineStart + valueAt, sorted.slice(k, m), depth);
        out += line.slice(0, valueAt) + value.text;
        inMultiline = value.openMultiline;
        depth = value.depth;
      } else {
        out += line;
      }
    }
    if (nl === -1) break;
    out += "\n";
    lineStart = nl + 1;
  }
  return out;
}

/**
 * A value (and what follows it on the line) with each bare run that holds a replacement quoted. A
 * bare run ends at ",", "]", "}", "=" (an inline table's key), a comment's "#" or the line's end;
 * strings are copied whole. `depth`: the brackets open before the line and after it.
 */
function quotedValue(
  value: string,
  offset: number,
  replaced: readonly Replaced[],
  depthBefore: number,
): { text: string; openMultiline?: string; depth: number } {
  const { covered, starts } = replacementMarks(value.length, offset, replaced);
  let depth = depthBefore;
  let out = "";
  let i = 0;
  while (i < value.length) {
    const c = value[i]!;
    const triple = value.slice(i, i + 3);
    if (triple === MULTILINE_BASIC || triple === MULTILINE_LITERAL) {
      const close = value.indexOf(triple, i + 3);
      if (close < 0) return { text: out + value.slice(i), openMultiline: triple, depth };
      out += value.slice(i, close + 3);
      i = close + 3;
      continue;
    }
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < value.length && value[j] !== c) j += c === '"' && value[j] === "\\" ? 2 : 1;
      out += value.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    // a comment, unless a mask's "#" opens a replacement here
    if (c === "#" && !starts[i]) return { text: out + value.slice(i), depth };
    if (!starts[i] && "[]{},= \t".includes(c)) {
      if (c === "[" || c === "{") depth++;
      else if ((c === "]" || c === "}") && depth > 0) depth--;
      out += c;
      i++;
      continue;
    }
    // a bare run: a replacement's own brackets are part of it
    let j = i;
    while (j < value.length && (covered[j] === 1 || !",]}#=".includes(value[j]!))) j++;
    const bare = value.slice(i, j).replace(/[ \t]+$/, "");
    if (bare.length === 0) {
      out += c;
      i++;
      continue;
    }
    let holds = false;
    for (let q = i; q < i + bare.length && !holds; q++) holds = covered[q] === 1;
    out += holds ? JSON.stringify(bare) : bare;
    i += bare.length;
  }
  return { text: out, depth };
}
