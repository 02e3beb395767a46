/**
 * Line splitting that remembers each line's terminator ("\n", "\r\n" or "" for a last line without
 * one), so redacted output reproduces the input's line structure exactly. readline and split2 drop
 * that information. Memory is bounded by the longest line, not the file.
 */
import type { Readable } from "node:stream";

/** A line's terminator as read ("" for a last line without one). */
export type LineEnd = "" | "\n" | "\r\n" | "\r";

export interface Line {
  /** 1-based line number. */
  readonly number: number;
  readonly text: string;
  readonly eol: LineEnd;
}

/**
 * `loneCr`: a CR not followed by LF ends a line too (txt --lines: HL7 v2 files and old Mac text
 * end their lines with CR alone, and such a file was read as one line; fourth exploratory test).
 * NDJSON keeps LF as its only separator.
 */
export async function* readLines(stream: Readable, options: { loneCr?: boolean } = {}): AsyncGenerator<Line> {
  stream.setEncoding("utf8");
  let pending = "";
  let number = 0;
  let first = true;
  const breaks = options.loneCr ? /\r\n?|\n/g : /\n/g;
  for await (const chunk of stream as AsyncIterable<string>) {
    pending += chunk;
    if (first && pending.length > 0) {
      // A UTF-8 byte order mark is an encoding artefact, not text (and JSON.parse rejects it).
      if (pending.charCodeAt(0) === 0xfeff) pending = pending.slice(1);
      first = false;
    }
    let start = 0;
    breaks.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = breaks.exec(pending)) !== null) {
      // a CR that ends the chunk may be the first half of a CRLF: wait for the next chunk
      if (m[0] === "\r" && m.index === pending.length - 1) break;
      const nl = m.index;
      if (m[0] === "\n") {
        const crlf = nl > start && pending.charCodeAt(nl - 1) === 13;
        yield { number: ++number, text: pending.slice(start, crlf ? nl - 1 : nl), eol: crlf ? "\r\n" : "\n" };
      } else {
        yield { number: ++number, text: pending.slice(start, nl), eol: m[0] as "\r" | "\r\n" };
      }
      start = nl + m[0].length;
    }
    pending = pending.slice(start);
  }
  if (pending.endsWith("\r") && options.loneCr) {
    yield { number: ++number, text: pending.slice(0, -1), eol: "\r" };
    return;
  }
  if (pending.length > 0) yield { number: ++number, text: pending, eol: "" };
}

/** The whole stream as one string (one txt input per file). */
export async function readAll(stream: Readable): Promise<string> {
  stream.setEncoding("utf8");
  let text = "";
  for await (const chunk of stream as AsyncIterable<string>) text += chunk;
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
