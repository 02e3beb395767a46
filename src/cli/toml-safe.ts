/**
 * A redacted TOML file that stays TOML. A replacement of a bare value (a date, a number, a boolean:
 * "birthday = 1993-05-21" became "birthday = [DOB_1]") is no value TOML knows, and the whole file
 * failed to load (eighth exploratory test). For .toml files, a bare value that holds a replacement
 * is written as a basic string ("[DOB_1]"), in a key's value and in an array or inline table alike.
 * Strings, keys, table headers ("[member]") and comments stay as they are.
 */
import type { Replaced } from "./yaml-safe.js";

/** Whether a file is TOML by its name. */
export function isTomlFile(file: string | undefined): boolean {
  return file !== undefined && /\.toml$/i.test(file);
}

/** A key and "=": where a line's value starts (the key bare, dotted or quoted). */
const KEY = /^[ \t]*(?:[A-Za-z0-9_.-]+|"(?:[^"\\]|\\.)*"|'[^']*')(?:[ \t]*\.[ \t]*(?:[A-Za-z0-9_-]+|"(?:[^"\\]|\\.)*"|'[^']*'))*[ \t]*=[ \t]*/;

/** `text` with each bare value that a replacement is in written as a string (see the header). */
export function tomlSafe(text: string, replaced: readonly Replaced[]): string {
  if (replaced.length === 0) return text;
  let out = "";
  let lineStart = 0;
  // a multi-line string ('''...''' or """...""") runs over lines: its text is left alone
  let inMultiline: string | undefined;
  while (lineStart <= text.length) {
    const nl = text.indexOf("\n", lineStart);
    const lineEnd = nl === -1 ? text.length : nl;
    const line = text.slice(lineStart, lineEnd);
    if (inMultiline) {
      if (line.includes(inMultiline)) inMultiline = undefined;
      out += line;
    } else {
      const key = KEY.exec(line);
      if (key) {
        const valueAt = key[0].length;
        const { text: value, openMultiline } = quotedValue(line.slice(valueAt), lineStart + valueAt, replaced);
        out += line.slice(0, valueAt) + value;
        inMultiline = openMultiline;
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
 * bare run ends at ",", "]", "}", "=" (an inline table's key), a comment's "#" or the line's end; strings are
 * copied whole.
 */
function quotedValue(value: string, offset: number, replaced: readonly Replaced[]): { text: string; openMultiline?: string } {
  let out = "";
  let i = 0;
  while (i < value.length) {
    const c = value[i]!;
    const triple = value.slice(i, i + 3);
    if (triple === '"""' || triple === "'''") {
      const close = value.indexOf(triple, i + 3);
      if (close < 0) return { text: out + value.slice(i), openMultiline: triple };
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
    const replacementHere = replaced.some((r) => r.start === offset + i);
    // a comment, unless a mask's "#" opens a replacement here
    if (c === "#" && !replacementHere) return { text: out + value.slice(i) };
    if (!replacementHere && "[]{},= \t".includes(c)) {
      out += c;
      i++;
      continue;
    }
    // a bare run: a replacement's own brackets are part of it
    let j = i;
    while (j < value.length) {
      const at = offset + j;
      if (!replaced.some((r) => r.start <= at && at < r.end) && ",]}#=".includes(value[j]!)) break;
      j++;
    }
    const bare = value.slice(i, j).replace(/[ \t]+$/, "");
    const holds = replaced.some((r) => r.start < offset + i + bare.length && offset + i < r.end);
    out += holds ? JSON.stringify(bare) : bare;
    i += bare.length;
  }
  return { text: out };
}
