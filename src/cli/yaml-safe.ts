/**
 * A redacted YAML file that stays YAML. A placeholder written where a plain scalar starts reads as
 * a flow sequence ("DB_USER: [USERNAME_1]" became the list ['USERNAME_1']; "- [FILENAME_1]:/data"
 * did not parse), and a mask after a blank as a comment ("DB_USER: #####" became null): sixth
 * exploratory test, docker-compose and Kubernetes files that no longer loaded. For .yaml and .yml
 * files, a value that a replacement starts, or that holds a mask after a blank, is written in
 * single quotes (its own quotes doubled), so it loads as the string it shows. Values already
 * quoted, block scalars ("|", ">") and replacements inside a plain scalar stay as they are. In a
 * flow collection ("{name: Jan}", "[a, b]"), on one line or over several, each plain scalar that
 * holds a replacement is quoted on its own.
 */

/** A replacement's place in the processed text, in UTF-16 units. */
export interface Replaced {
  start: number;
  end: number;
}

/** Whether a file is YAML by its name. */
export function isYamlFile(file: string | undefined): boolean {
  return file !== undefined && /\.ya?ml$/i.test(file);
}

/**
 * Indentation, sequence dashes, and a key with its colon and blank: where a line's value starts.
 * The key is a plain scalar (no ": " or " #" in it) or a quoted one.
 */
const VALUE_START = /^([ \t]*(?:-[ \t]+)*(?:(?:"(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^\s#'"{}[\],&*!|>%@`-][^\n]*?|-[^\s\n][^\n]*?)[ \t]*:(?:[ \t]+|$))?)/;

/** A line whose value opens a block scalar: "key: |", "- >-", "script: |2 # comment". */
const BLOCK_OPENER = /(?:^|:|-)[ \t]+[|>][-+0-9]*[ \t]*(?:#.*)?$/;

/** `text` with each value that a replacement would misread quoted (see the header). */
export function yamlSafe(text: string, replaced: readonly Replaced[]): string {
  if (replaced.length === 0) return text;
  const sorted = [...replaced].sort((a, b) => a.start - b.start);
  let out = "";
  let lineStart = 0;
  // the indentation of the line that opened a block scalar ("key: |"): deeper lines are its text
  let blockOf = -1;
  // the replacements are walked once with the lines (filtering all of them per line was quadratic)
  let k = 0;
  // an unclosed flow collection leaves the rest of the file to the line-by-line reading: one failed
  // scan to the end of the text, not one per line
  let flowScans = true;
  while (lineStart <= text.length) {
    const nl = text.indexOf("\n", lineStart);
    const lineEnd = nl === -1 ? text.length : nl;
    const line = text.slice(lineStart, lineEnd).replace(/\r$/, "");
    const indent = /^[ \t]*/.exec(line)![0].length;
    const inBlock = blockOf >= 0 && (line.trim() === "" || indent > blockOf);
    if (!inBlock) blockOf = BLOCK_OPENER.test(line) ? indent : -1;
    while (k < sorted.length && sorted[k]!.start < lineStart) k++;
    if (!inBlock && flowScans) {
      // a flow collection that opens here and closes on a later line ("env: {\n  name: Jan,\n}"):
      // quoted as one, its line breaks blanks between its items (a line-by-line reading swallowed
      // the commas that end its lines: "name: '[NAME_1],'")
      const valueStart = lineStart + VALUE_START.exec(line)![1]!.length;
      const opens = (text[valueStart] === "{" || text[valueStart] === "[") && !(k < sorted.length && sorted[k]!.start === valueStart);
      const end = opens ? flowEnd(text, valueStart) : valueStart;
      if (end === -1) flowScans = false;
      else if (end > lineEnd) {
        let m = k;
        while (m < sorted.length && sorted[m]!.start < end) m++;
        const collection = text.slice(valueStart, end);
        out += text.slice(lineStart, valueStart) + (m > k ? quotedFlow(collection, valueStart, sorted.slice(k, m)) : collection);
        // the rest of the collection's last line (a comment) as it is
        const next = text.indexOf("\n", end);
        out += text.slice(end, next === -1 ? text.length : next + 1);
        if (next === -1) break;
        lineStart = next + 1;
        continue;
      }
    }
    let m = k;
    while (m < sorted.length && sorted[m]!.start < lineStart + line.length) m++;
    const inLine = sorted.slice(k, m);
    out += (inBlock || inLine.length === 0 ? line : quotedLine(line, lineStart, inLine)) + text.slice(lineStart + line.length, nl === -1 ? lineEnd : lineEnd + 1);
    if (nl === -1) break;
    lineStart = nl + 1;
  }
  return out;
}

/** The line with its value quoted where needed; `inLine` are the replacements that start in it, in order. */
function quotedLine(line: string, offset: number, inLine: readonly Replaced[]): string {
  if (inLine.length === 0) return line;
  const valueAt = VALUE_START.exec(line)![1]!.length;
  const value = line.slice(valueAt).replace(/[ \t]+$/, "");
  if (value === "" || /^['"|>]/.test(value)) return line;
  const starts = inLine.some((r) => r.start - offset === valueAt);
  if (!starts && /^[{[]/.test(value)) return line.slice(0, valueAt) + quotedFlow(value, offset + valueAt, inLine);
  const maskAfterBlank = inLine.some((r) => r.start - offset > valueAt && /[ \t]/.test(line[r.start - offset - 1]!) && line[r.start - offset] === "#");
  if (!starts && !maskAfterBlank) return line;
  // an original comment after the value stays a comment: the value ends at a " #" no replacement wrote
  let end = value.length;
  const { covered } = replacementMarks(value.length, offset + valueAt, inLine);
  for (let i = 1; i < value.length; i++) {
    if (value[i] === "#" && /[ \t]/.test(value[i - 1]!) && !covered[i]) {
      end = i;
      break;
    }
  }
  const scalar = value.slice(0, end).replace(/[ \t]+$/, "");
  const rest = line.slice(valueAt + scalar.length);
  return `${line.slice(0, valueAt)}'${scalar.replace(/'/g, "''")}'${rest}`;
}

/**
 * Where the flow collection opening at `from` closes (the index after its bracket), skipping quoted
 * scalars and comments; -1 when it does not close before the text ends.
 */
function flowEnd(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i]!;
    if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < text.length && !(text[j] === c && (c === "'" ? text[j + 1] !== "'" : text[j - 1] !== "\\"))) j += c === "'" && text[j] === "'" ? 2 : 1;
      i = j;
    } else if (c === "#" && /\s/.test(text[i - 1] ?? " ")) {
      const eol = text.indexOf("\n", i);
      if (eol === -1) return -1;
      i = eol;
    } else if (c === "{" || c === "[") depth++;
    else if ((c === "}" || c === "]") && --depth === 0) return i + 1;
  }
  return -1;
}

/**
 * A flow collection ("{name: Jan, phone: ...}", "[a, b]") with each plain scalar that holds a
 * replacement single-quoted: in flow context a plain scalar may hold no "[", "]", "{", "}" or ","
 * and a mask after a blank opens a comment, so "{name: [NAME_1]}" loaded as a list and "{note:
 * call [PHONE_NUMBER_1] now}" not at all (eighth exploratory test). Quoted scalars stay.
 */
function quotedFlow(value: string, offset: number, replaced: readonly Replaced[]): string {
  const { covered, starts } = replacementMarks(value.length, offset, replaced);
  let out = "";
  let depth = 0;
  let i = 0;
  while (i < value.length) {
    const c = value[i]!;
    if (c === "'" || c === '"') {
      // a quoted scalar, copied whole
      let j = i + 1;
      while (j < value.length && !(value[j] === c && (c === "'" ? value[j + 1] !== "'" : value[j - 1] !== "\\"))) j += c === "'" && value[j] === "'" ? 2 : 1;
      out += value.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    if (!starts[i] && c === "#" && (i === 0 || /\s/.test(value[i - 1]!))) {
      // a comment, on a line of a multi-line collection: copied to its line's end
      const eol = value.indexOf("\n", i);
      out += value.slice(i, eol === -1 ? value.length : eol);
      i = eol === -1 ? value.length : eol;
      continue;
    }
    if (!starts[i] && ("{}[],".includes(c) || c === " " || c === "\t" || c === "\r" || c === "\n" || (c === ":" && /[ \t\r\n]|$/.test(value[i + 1] ?? "")))) {
      out += c;
      i++;
      if (c === "{" || c === "[") depth++;
      else if ((c === "}" || c === "]") && --depth <= 0) {
        // the collection is closed: what follows (a comment) is copied as it is (review)
        return out + value.slice(i);
      }
      continue;
    }
    // a plain scalar: up to the next flow indicator, or ": " (a key), or " #" (a comment) no replacement wrote
    let j = i;
    while (j < value.length) {
      const d = value[j]!;
      if (!covered[j] && (",{}[]\r\n".includes(d) || (d === ":" && /[ \t\r\n]/.test(value[j + 1] ?? " ")) || (d === "#" && j > i && /[ \t]/.test(value[j - 1]!)))) break;
      j++;
    }
    const scalar = value.slice(i, j).replace(/[ \t]+$/, "");
    let holds = false;
    for (let k = i; k < i + scalar.length && !holds; k++) holds = starts[k] === 1;
    if (scalar.length === 0) {
      out += c;
      i++;
      continue;
    }
    out += holds ? `'${scalar.replace(/'/g, "''")}'` : scalar;
    i += scalar.length;
  }
  return out;
}

/**
 * Which characters of a value (at `offset` in the text) replacements cover, and where one starts:
 * marked once, so that a scan asks per character in constant time (a check of every replacement
 * per character took 27 s on a 565 KB one-line flow; review).
 */
export function replacementMarks(length: number, offset: number, replaced: readonly Replaced[]): { covered: Uint8Array; starts: Uint8Array } {
  const covered = new Uint8Array(length);
  const starts = new Uint8Array(length);
  for (const r of replaced) {
    const a = Math.max(0, r.start - offset);
    const b = Math.min(length, r.end - offset);
    if (a >= b) continue;
    starts[a] = 1;
    covered.fill(1, a, b);
  }
  return { covered, starts };
}
