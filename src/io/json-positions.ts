/**
 * Where each string value of a JSON text starts (line and column), keyed by its dotted field path
 * (fields.ts's fieldKey), so a finding in a JSON field can point at its place in the file
 * (SARIF regions). Runs on text JSON.parse has already accepted; a duplicate key keeps its last
 * position, as JSON.parse keeps the last value.
 */

export interface ValuePosition {
  /** 1-based line of the string's first character (inside the quotes). */
  readonly line: number;
  /** 1-based column of that character, in code points. */
  readonly column: number;
  /** The string holds escapes, so offsets into its value are not columns of the file. */
  readonly escaped: boolean;
}

export function stringPositions(text: string): Map<string, ValuePosition> {
  const out = new Map<string, ValuePosition>();
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
  const readString = (): { value: string; at: ValuePosition } => {
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
    return { value, at: { line: startLine, column: startCol, escaped } };
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
        const key = readString().value;
        skipWs();
        advance(); // :
        parseValue(path === "" ? key : `${path}.${key}`);
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
      const { at } = readString();
      out.set(path, at);
      return;
    }
    // number, true, false, null
    while (i < n) {
      const d = text.charCodeAt(i);
      if (d === 44 || d === 93 || d === 125 || d === 32 || d === 9 || d === 10 || d === 13) return;
      advance();
    }
  };
  if (text.charCodeAt(0) === 0xfeff) i = 1;
  parseValue("");
  return out;
}
