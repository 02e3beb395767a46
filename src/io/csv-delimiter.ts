/**
 * Which character separates a CSV file's cells: "," or, as spreadsheets in most of Europe write
 * CSV (decimal comma), ";", or a tab or "|". Read from the file's first line, the header (or first
 * row): the candidate that occurs most often outside quotes, "," on a tie or when none occurs. A
 * ";"-separated export read with "," was one column of whole rows, so no column name could cue
 * its cells (an exploratory test, 2026-11-29: postcodes, gender and birth years left in clear).
 */
import { Readable } from "node:stream";

export const CSV_DELIMITERS = [",", ";", "\t", "|"] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** The delimiter of a CSV whose first line is `line` (quoted cells skipped). */
export function csvDelimiterOf(line: string): CsvDelimiter {
  const counts = new Map<string, number>();
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (ch === '"') quoted = !quoted;
    else if (quoted || !(CSV_DELIMITERS as readonly string[]).includes(ch)) continue;
    // a comma between digits is a decimal comma ("x;1,5;2,5" as the first row under --no-header)
    else if (ch === "," && /\d/.test(line[i - 1] ?? "") && /\d/.test(line[i + 1] ?? "")) continue;
    else counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  let best: CsvDelimiter = ",";
  for (const d of CSV_DELIMITERS) if ((counts.get(d) ?? 0) > (counts.get(best) ?? 0)) best = d;
  return best;
}

/** Most characters read to find the first line; a longer first line is judged on these. */
const PEEK_LIMIT = 64 * 1024;

/**
 * The stream's first line (up to PEEK_LIMIT characters) and a stream that gives every chunk again,
 * the peeked ones first. Errors of the source reach the returned stream.
 */
export async function peekFirstLine(stream: Readable): Promise<{ firstLine: string; stream: Readable }> {
  const source = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer | string>;
  const peeked: (Buffer | string)[] = [];
  let text = "";
  for (;;) {
    const next = await source.next();
    if (next.done) break;
    peeked.push(next.value);
    text += typeof next.value === "string" ? next.value : next.value.toString("utf8");
    if (text.includes("\n") || text.length >= PEEK_LIMIT) break;
  }
  const newline = text.indexOf("\n");
  const firstLine = (newline === -1 ? text : text.slice(0, newline)).slice(0, PEEK_LIMIT);
  const replay = Readable.from(
    (async function* () {
      yield* peeked;
      for (;;) {
        const next = await source.next();
        if (next.done) return;
        yield next.value;
      }
    })(),
    { objectMode: false },
  );
  return { firstLine, stream: replay };
}
