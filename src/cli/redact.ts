/**
 * `pii redact`: writes what it read, with PII replaced.
 *
 *   txt     the processed text (per line with --lines; line endings kept)
 *   csv     header kept; the chosen columns redacted; other cells copied as parsed (csv-stringify
 *           re-quotes only where needed)
 *   ndjson  the chosen string fields redacted; other fields as JSON.parse/JSON.stringify keep them
 *   json    the document written back with the chosen fields redacted, in the input's indentation
 *
 * To stdout, or with --out-dir one file per input mirroring the input tree, written atomically.
 * A bad record is reported on stderr and left out of the output: passing it through could leak
 * the very PII it holds. In a .json file that is an element of the top-level array; a .json
 * document that is one bad record gets no output at all.
 */
import type { Command } from "commander";
import type { ProcessResult } from "../contract/types.js";
import { setAtPath, type StringField } from "../io/fields.js";
import { stringSpans } from "../io/json-positions.js";
import type { CsvDelimiter } from "../io/csv-delimiter.js";
import type { InputRecord, JsonRecord, JsonStartEvent } from "../io/records.js";
import { AtomicFile, type Sink, streamSink } from "../io/sink.js";
import { byteOrderMark, outputEncoder } from "../io/encodings.js";
import { outputTexts, renameKeys } from "./redacted-keys.js";
import { isYamlFile, yamlSafe } from "./yaml-safe.js";
import { isTomlFile, tomlSafe } from "./toml-safe.js";
import { base64Safe } from "./base64-safe.js";
import { OffsetMap } from "../engine/text/offsets.js";
import { addRedactOptions, addSharedOptions, parseSettings, type RawOptions, type Settings } from "./options.js";
import type { CliContext, EngineResult, FileJob, RecordWriter } from "./pipeline.js";

/**
 * A sink that writes text in the inputs' encoding (--encoding, io/encodings.ts), UTF-16 opening
 * with its byte order mark.
 */
function encodedSink(sink: Sink, encoding: string): Sink {
  if (encoding === "utf-8") return sink;
  const encode = outputEncoder(encoding);
  let mark = byteOrderMark(encoding);
  return {
    async write(chunk: string | Uint8Array): Promise<void> {
      if (chunk.length === 0) return;
      const text = typeof chunk === "string" ? mark + chunk : chunk;
      mark = "";
      await sink.write(typeof text === "string" ? encode(text) : text);
    },
  };
}

/** csv-stringify, loaded with the first csv file (loadCsv). */
let stringify: typeof import("csv-stringify/sync").stringify | undefined;

export async function loadCsv(): Promise<void> {
  stringify ??= (await import("csv-stringify/sync")).stringify;
}

function csvLine(cells: readonly string[], delimiter: CsvDelimiter): string {
  if (!stringify) throw new Error("csv-stringify is not loaded (loadCsv)");
  return stringify([cells], { delimiter });
}

/** The redacted form of one record, in the record's own format. */
export function renderRedacted(record: InputRecord, processed: readonly ProcessResult[]): string {
  // a base64 mail body is written as base64 again (base64-safe.ts); YAML and TOML quoting read
  // the replacements' offsets in the text as rendered, so theirs stays so
  const structured = record.kind === "txt" && (isYamlFile(record.source.file) || isTomlFile(record.source.file));
  const results = structured ? processed : processed.map((r, i) => (r ? { ...r, processed_text: base64Safe(record.inputs[i]!.text, r) } : r));
  const text = (i: number): string => results[i]?.processed_text ?? record.inputs[i]!.text;
  switch (record.kind) {
    case "txt":
      return (isYamlFile(record.source.file) ? yamlText(results[0]) ?? text(0) : isTomlFile(record.source.file) ? tomlText(results[0]) ?? text(0) : text(0)) + record.eol;
    case "txt-batch":
      return record.lines.map((l, i) => text(i) + l.eol).join("");
    case "csv": {
      const cells = [...record.cells];
      record.columns.forEach((column, i) => {
        cells[column] = text(i);
      });
      return csvLine(cells, record.delimiter);
    }
    case "ndjson":
      // Always newline-terminated, even when the input's last line was not: outputs of several
      // files concatenated on stdout must stay one record per line.
    {
      const texts = outputTexts(record.value, record.fields, results);
      return `${editedLine(record, texts) ?? JSON.stringify(applyFields(record, texts))}\n`;
    }
    case "json":
      // Written as a whole document when the file ends (JsonDocument).
      return "";
  }
}

/** A YAML file's redacted text with the values its replacements would misread quoted (yaml-safe.ts). */
function yamlText(result: ProcessResult | undefined): string | undefined {
  return result ? yamlSafe(result.processed_text, replacedIn(result)) : undefined;
}

/** A TOML file's redacted text with the bare values its replacements are in written as strings (toml-safe.ts). */
function tomlText(result: ProcessResult | undefined): string | undefined {
  return result ? tomlSafe(result.processed_text, replacedIn(result)) : undefined;
}

/** Where each replacement stands in the processed text, in UTF-16 units. */
function replacedIn(result: ProcessResult): { start: number; end: number }[] {
  const offsets = new OffsetMap(result.processed_text);
  return result.entities.flatMap((e) =>
    e.location.stt_idx_processed === undefined || e.location.end_idx_processed === undefined
      ? []
      : [{ start: offsets.toUtf16(e.location.stt_idx_processed), end: offsets.toUtf16(e.location.end_idx_processed) }],
  );
}

/**
 * The NDJSON line with each redacted string replaced where it stands, every other byte as it was:
 * numbers keep their digits (re-serialising turned 12345678901234567890 into 12345678901234567000
 * and 1.10 into 1.1), and key order, spacing and the escapes of untouched strings stay. Undefined
 * when the line cannot be edited by path (a duplicate key, json-positions.ts): the record is then
 * re-serialised.
 */
function editedLine(record: Extract<InputRecord, { kind: "ndjson" }>, texts: readonly string[]): string | undefined {
  return editedInPlace(record.line, changedValues(record.fields, texts, ""));
}

/** A value's new JSON text, by its path in the JSON text it came from. */
interface ValueEdit {
  readonly key: string;
  readonly text: string;
}

/**
 * The fields whose processed text differs from the value, as edits keyed by their path in the
 * whole text: `prefix` is "3." for the fourth element of a .json array ("" for a line or document).
 */
function changedValues(fields: readonly StringField[], texts: readonly string[], prefix: string): ValueEdit[] {
  const edits: ValueEdit[] = [];
  fields.forEach((field, i) => {
    const processed = texts[i]!;
    if (processed === field.value) return;
    const key = prefix === "" ? field.key : field.key === "" ? prefix.slice(0, -1) : prefix + field.key;
    edits.push({ key, text: JSON.stringify(processed) });
  });
  return edits;
}

/**
 * The JSON text with each edited value replaced where it stands; undefined when it cannot be edited
 * by path (a duplicate key, json-positions.ts; a path not found). The readers have already removed
 * a byte-order mark (io/lines.ts).
 */
function editedInPlace(text: string, edits: readonly ValueEdit[]): string | undefined {
  const spans = stringSpans(text);
  if (!spans) return undefined;
  const placed: { start: number; end: number; text: string }[] = [];
  for (const edit of edits) {
    const span = spans.get(edit.key);
    if (!span) return undefined;
    placed.push({ ...span, text: edit.text });
  }
  let out = text;
  for (const e of placed.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

/** The record's value with its fields replaced by their processed text (edited in place: it was parsed for this output only). */
function applyFields(record: Extract<InputRecord, { kind: "ndjson" | "json" }>, texts: readonly string[]): unknown {
  let value = record.value;
  record.fields.forEach((field, i) => {
    if (field.objectKey) return;
    const text = texts[i]!;
    if (field.path.length === 0) value = text;
    else setAtPath(value, field.path, text);
  });
  renameKeys(value, record.fields, texts);
  return value;
}

/**
 * A .json file being redacted: written whole at the end, as the document read with its changed
 * strings replaced, or (when that cannot be done) as the parsed document with its records edited.
 */
class JsonDocument {
  private root: unknown;
  /** Array elements with a result (others were bad records, or another shard's). */
  private readonly kept = new Set<number>();
  private bad = false;
  /** The changed strings, by document path, with their new JSON text. */
  private readonly edits: ValueEdit[] = [];

  constructor(private readonly start: JsonStartEvent) {
    this.root = start.root;
  }

  result(record: JsonRecord, results: readonly ProcessResult[]): void {
    // the record's changed values, by their path in the document ("3.user.email" in an array)
    // each field's output text, once: the in-place edits and the parsed record both take it
    const texts = outputTexts(record.value, record.fields, results);
    this.edits.push(...changedValues(record.fields, texts, record.source.index === undefined ? "" : `${record.source.index}.`));
    const value = applyFields(record, texts);
    if (record.source.index === undefined) {
      this.root = value;
      this.kept.add(-1);
    } else {
      (this.root as unknown[])[record.source.index] = value;
      this.kept.add(record.source.index);
    }
  }

  error(): void {
    if (!this.start.array) this.bad = true;
  }

  /** The output text, or undefined when the document itself was a bad record. */
  render(): string | undefined {
    if (this.bad || (!this.start.array && !this.kept.has(-1))) return undefined;
    return this.editedText() ?? this.serialised();
  }

  /**
   * The document as read with its changed strings replaced where they stand, as for NDJSON lines
   * (editedLine): only when every record of it is written (no array element left out for a bad
   * record or another shard) and no path occurs twice.
   */
  private editedText(): string | undefined {
    const complete = this.start.array ? this.kept.size === (this.root as unknown[]).length : this.kept.has(-1);
    return complete ? editedInPlace(this.start.text, this.edits) : undefined;
  }

  private serialised(): string {
    const value = this.start.array ? (this.root as unknown[]).filter((_, i) => this.kept.has(i)) : this.root;
    return `${JSON.stringify(value, null, this.start.indent || undefined)}${this.start.finalNewline ? "\n" : ""}`;
  }
}

export function redactWriter(settings: Settings, ctx: CliContext): RecordWriter {
  const stdout = encodedSink(streamSink(ctx.stdout), settings.encoding);
  let file: AtomicFile | undefined;
  let fileSink: Sink | undefined;
  let json: JsonDocument | undefined;
  const sink = (): Sink => fileSink ?? stdout;
  return {
    async startFile(job: FileJob) {
      json = undefined;
      if (job.format === "csv") await loadCsv();
      if (settings.outDir !== undefined && job.outPath) {
        file = await AtomicFile.open(job.outPath);
        fileSink = encodedSink(file, settings.encoding);
      }
    },
    async header(_job, header, delimiter) {
      await sink().write(csvLine(header, delimiter));
    },
    async jsonStart(_job, start) {
      json = new JsonDocument(start);
    },
    async result(_job, record, results: readonly EngineResult[]) {
      if (record.kind === "json") json?.result(record, results as readonly ProcessResult[]);
      else await sink().write(renderRedacted(record, results as readonly ProcessResult[]));
    },
    async error(_job, _bad, record) {
      // Reported on stderr by the pipeline; the record is not written (it may hold PII).
      if (record?.kind === "json") json?.error();
    },
    async skipped() {
      // Reported on stderr by the pipeline; endFile(job, true) follows.
    },
    async endFile(_job, failed) {
      let text: string | undefined = "";
      if (json && !failed) text = json.render();
      json = undefined;
      const done = file;
      const doneSink = fileSink;
      file = undefined;
      fileSink = undefined;
      // A file that could not be read to its end gets no output rather than a truncated one; so
      // does a .json document that was itself a bad record.
      // On stdout, documents of several files must not run into each other.
      if (!done && text !== undefined && text.length > 0 && !text.endsWith("\n")) text += "\n";
      if (!failed && text !== undefined && text.length > 0) await (doneSink ?? stdout).write(text);
      if (!done) return;
      if (failed || text === undefined) await done.abort();
      else await done.commit();
    },
    async finish() {
      if (file) await file.abort();
    },
  };
}

export function registerRedact(program: Command, ctx: CliContext, setExit: (code: number) => void): void {
  const cmd = program
    .command("redact")
    .description("replace PII with [TYPE_n] markers, masks or fake values; output keeps the input format");
  addRedactOptions(addSharedOptions(cmd)).action(async (inputs: string[], raw: RawOptions) => {
    const settings = await parseSettings("redact", raw, inputs, ctx.env);
    // what the run needs is loaded now, not when the program starts
    if (settings.request !== undefined) {
      setExit(await (await import("./request.js")).runRequest(settings, ctx));
      return;
    }
    setExit(await (await import("./pipeline.js")).runBatch(settings, inputs, ctx, redactWriter));
  });
}
