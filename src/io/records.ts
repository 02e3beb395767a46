/**
 * Readers: one input stream in, a stream of records out, in input order, one record at a time so
 * a multi-gigabyte file never sits in memory (except txt without --lines, which is one input per
 * file by definition, and txt --lines --link-batch, where all lines of a file form one request).
 *
 * Every record becomes either a record to analyse or a BadRecord naming the field and the rule,
 * so nothing is dropped silently.
 */
import type { Readable } from "node:stream";
import { parse as parseCsv } from "csv-parse";
import { InputError } from "./errors.js";
import { type FieldPath, getAtPath, parseFieldPath, selectStrings, type StringField } from "./fields.js";
import type { Format } from "./formats.js";
import { readAll, readLines } from "./lines.js";
import { recordInShard, type Shard } from "./shard.js";

export interface Source {
  readonly file: string;
  /** 1-based line (txt --lines, ndjson). */
  readonly line?: number;
  /** 1-based data row (csv; the header is not counted). */
  readonly row?: number;
}

/** One text input to analyse: a txt file, a txt line, a CSV cell, an NDJSON string field. */
export interface TextInput {
  /** Field path or column name; undefined for txt. */
  readonly key?: string;
  readonly text: string;
}

interface Base {
  readonly source: Source;
  /** The inputs of this record: analysed in one request (linked under --link-batch). */
  readonly inputs: readonly TextInput[];
}

export interface TxtRecord extends Base {
  readonly kind: "txt";
  readonly eol: "" | "\n" | "\r\n";
}

/** txt --lines --link-batch: every line of a file in one request; each line still gets its own output. */
export interface TxtBatchRecord extends Base {
  readonly kind: "txt-batch";
  readonly lines: readonly { readonly source: Source; readonly eol: "" | "\n" | "\r\n" }[];
}

export interface CsvRecord extends Base {
  readonly kind: "csv";
  readonly cells: readonly string[];
  /** Column index of each input, parallel to `inputs`. */
  readonly columns: readonly number[];
  readonly id?: string;
}

export interface NdjsonRecord extends Base {
  readonly kind: "ndjson";
  readonly value: unknown;
  readonly fields: readonly StringField[];
  readonly id?: unknown;
  readonly eol: "" | "\n" | "\r\n";
}

export interface BadRecord {
  readonly kind: "bad";
  readonly source: Source;
  readonly field?: string;
  readonly rule: string;
}

export type InputRecord = TxtRecord | TxtBatchRecord | CsvRecord | NdjsonRecord;

/** The CSV header, announced before the first row so a writer can copy it. */
export interface HeaderEvent {
  readonly kind: "header";
  readonly header: readonly string[];
}

export type ReaderEvent = InputRecord | BadRecord | HeaderEvent;

export interface ReadOptions {
  readonly format: Format;
  /** Name shown in sources and messages ("-" for standard input). */
  readonly file: string;
  /** txt: one input per line instead of one per file. */
  readonly lines?: boolean;
  /** txt --lines: all lines of the file in one request. */
  readonly linkBatch?: boolean;
  /** csv: the columns to analyse (default: all but the id column). */
  readonly columns?: readonly string[];
  /** ndjson: dotted paths to analyse (default: every string field but the id field). */
  readonly fields?: readonly string[];
  /** csv column / ndjson path copied into output records as "id". */
  readonly idField?: string;
  /** Keep only this shard's records (used when a single input is split between jobs). */
  readonly recordShard?: Shard;
}

function inShard(options: ReadOptions, recordNumber: number): boolean {
  return !options.recordShard || recordInShard(recordNumber - 1, options.recordShard);
}

export function readRecords(stream: Readable, options: ReadOptions): AsyncGenerator<ReaderEvent> {
  switch (options.format) {
    case "txt":
      return options.lines ? readTxtLines(stream, options) : readTxtWhole(stream, options);
    case "csv":
      return readCsv(stream, options);
    case "ndjson":
      return readNdjson(stream, options);
  }
}

async function* readTxtWhole(stream: Readable, options: ReadOptions): AsyncGenerator<ReaderEvent> {
  const text = await readAll(stream);
  if (!inShard(options, 1)) return;
  yield { kind: "txt", source: { file: options.file }, inputs: [{ text }], eol: "" };
}

async function* readTxtLines(stream: Readable, options: ReadOptions): AsyncGenerator<ReaderEvent> {
  if (options.linkBatch) {
    const inputs: TextInput[] = [];
    const lines: { source: Source; eol: "" | "\n" | "\r\n" }[] = [];
    for await (const line of readLines(stream)) {
      if (!inShard(options, line.number)) continue;
      inputs.push({ text: line.text });
      lines.push({ source: { file: options.file, line: line.number }, eol: line.eol });
    }
    if (lines.length > 0) yield { kind: "txt-batch", source: { file: options.file }, inputs, lines };
    return;
  }
  for await (const line of readLines(stream)) {
    if (!inShard(options, line.number)) continue;
    yield { kind: "txt", source: { file: options.file, line: line.number }, inputs: [{ text: line.text }], eol: line.eol };
  }
}

async function* readNdjson(stream: Readable, options: ReadOptions): AsyncGenerator<ReaderEvent> {
  const selection: FieldPath[] | undefined = options.fields?.map(parseFieldPath);
  const idPath = options.idField === undefined ? undefined : parseFieldPath(options.idField);
  for await (const line of readLines(stream)) {
    // Blank lines carry no record (the NDJSON convention); they are skipped, not reported.
    if (line.text.trim() === "" || !inShard(options, line.number)) continue;
    const source: Source = { file: options.file, line: line.number };
    let value: unknown;
    try {
      value = JSON.parse(line.text);
    } catch {
      // JSON.parse's own message quotes the input; never pass it on.
      yield { kind: "bad", source, rule: "invalid JSON" };
      continue;
    }
    let fields = selectStrings(value, selection);
    if (!selection && options.idField !== undefined) fields = fields.filter((f) => f.key !== options.idField);
    const id = idPath ? (getAtPath(value, idPath) ?? null) : undefined;
    yield {
      kind: "ndjson",
      source,
      value,
      fields,
      inputs: fields.map((f) => ({ key: f.key, text: f.value })),
      ...(idPath ? { id } : {}),
      eol: line.eol,
    };
  }
}

interface PendingSkip {
  /** Good data rows parsed before the bad one. */
  readonly after: number;
  readonly rule: string;
}

function csvRule(code: unknown): string {
  switch (code) {
    case "CSV_QUOTE_NOT_CLOSED":
      return "invalid CSV: quote not closed";
    case "CSV_INVALID_CLOSING_QUOTE":
      return "invalid CSV: characters after a closing quote";
    case "CSV_INVALID_OPENING_QUOTE":
      return "invalid CSV: quote inside an unquoted field";
    default:
      return typeof code === "string" ? `invalid CSV (${code})` : "invalid CSV";
  }
}

async function* readCsv(stream: Readable, options: ReadOptions): AsyncGenerator<ReaderEvent> {
  const skips: PendingSkip[] = [];
  const parser = parseCsv({
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_records_with_error: true,
    // Called while parsing, ahead of the rows we have consumed: queue the error and emit it at its
    // place in row order. `records` counts the good records (header included) before this one.
    on_skip: (err) => {
      const records = typeof err?.records === "number" ? err.records : 0;
      skips.push({ after: Math.max(0, records - 1), rule: csvRule(err?.code) });
      return undefined;
    },
  });
  stream.on("error", (err) => parser.destroy(err));
  stream.pipe(parser);

  let header: string[] | undefined;
  let selected: { index: number; name: string }[] = [];
  let idIndex: number | undefined;
  let good = 0;
  let row = 0;
  const takeSkips = function* (upTo: number): Generator<BadRecord> {
    while (skips.length > 0 && skips[0]!.after < upTo) {
      const skip = skips.shift()!;
      row += 1;
      if (inShard(options, row)) yield { kind: "bad", source: { file: options.file, row }, rule: skip.rule };
    }
  };

  for await (const cells of parser as AsyncIterable<string[]>) {
    if (!header) {
      header = cells;
      const indexOf = (name: string): number => {
        const i = header!.indexOf(name);
        if (i === -1) throw new InputError(`${options.file}: column '${name}' missing from the header`);
        return i;
      };
      idIndex = options.idField === undefined ? undefined : indexOf(options.idField);
      selected = options.columns
        ? [...new Set(options.columns)].map((name) => ({ index: indexOf(name), name }))
        : header.map((name, index) => ({ index, name })).filter((c) => c.index !== idIndex);
      yield { kind: "header", header };
      continue;
    }
    good += 1;
    yield* takeSkips(good);
    row += 1;
    if (!inShard(options, row)) continue;
    const source: Source = { file: options.file, row };
    const missing = [...selected, ...(idIndex === undefined ? [] : [{ index: idIndex, name: options.idField! }])].find(
      (c) => c.index >= cells.length,
    );
    if (missing) {
      yield { kind: "bad", source, field: missing.name, rule: `column '${missing.name}' missing` };
      continue;
    }
    yield {
      kind: "csv",
      source,
      cells,
      columns: selected.map((c) => c.index),
      inputs: selected.map((c) => ({ key: c.name, text: cells[c.index]! })),
      ...(idIndex === undefined ? {} : { id: cells[idIndex]! }),
    };
  }
  yield* takeSkips(Number.POSITIVE_INFINITY);
}
