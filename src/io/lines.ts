/**
 * Line splitting that remembers each line's terminator ("\n", "\r\n" or "" for a last line without
 * one), so redacted output reproduces the input's line structure exactly. readline and split2 drop
 * that information. Memory is bounded by the longest line, not the file.
 */
import type { Readable } from "node:stream";

export interface Line {
  /** 1-based line number. */
  readonly number: number;
  readonly text: string;
  readonly eol: "" | "\n" | "\r\n";
}

export async function* readLines(stream: Readable): AsyncGenerator<Line> {
  stream.setEncoding("utf8");
  let pending = "";
  let number = 0;
  let first = true;
  for await (const chunk of stream as AsyncIterable<string>) {
    pending += chunk;
    if (first && pending.length > 0) {
      // A UTF-8 byte order mark is an encoding artefact, not text (and JSON.parse rejects it).
      if (pending.charCodeAt(0) === 0xfeff) pending = pending.slice(1);
      first = false;
    }
    let start = 0;
    let nl: number;
    while ((nl = pending.indexOf("\n", start)) !== -1) {
      const crlf = nl > start && pending.charCodeAt(nl - 1) === 13;
      yield { number: ++number, text: pending.slice(start, crlf ? nl - 1 : nl), eol: crlf ? "\r\n" : "\n" };
      start = nl + 1;
    }
    pending = pending.slice(start);
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
