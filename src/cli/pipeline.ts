/**
 * The batch pipeline shared by `pii analyze` and `pii redact`:
 *
 *   arguments -> input files (sorted, sharded) -> bytes checked for binary data and invalid UTF-8
 *   -> records (streamed, one file after another) -> engine requests (a window of records in
 *   flight: at most --concurrency records and about WINDOW_CHARS characters) -> results in
 *   input order -> the command's writer (stdout with backpressure, or atomic files under --out-dir).
 *
 * Each record is its own engine request (its own detectors, coreference ids, placeholder numbers
 * and characters_processed), as it would be alone; the model calls of the records in flight are
 * sent to the worker pool together (engine.ts, ner-batch.ts), so that many short records fill the
 * model's batches.
 *
 * Bad records become error outcomes in their place; a file that cannot be read (or is binary)
 * becomes one error outcome; the run goes on and ends with exit status 2. A CSV header is analysed
 * like a row before any writer sees it: a header that holds PII fails its file (the file most
 * likely has no header, and its first row would otherwise be copied in clear).
 */
import { createReadStream, type ReadStream } from "node:fs";
import { realpath, stat } from "node:fs/promises";
import { dirname, extname, relative, resolve } from "node:path";
import type { Readable, Writable } from "node:stream";
import { RequestError } from "../contract/errors.js";
import type { AnalyzeResult, ProcessResult } from "../contract/types.js";
import type { Engine } from "../engine/api.js";
import { describeFsError, InputError } from "../io/errors.js";
import { makeDirectories } from "../io/make-directories.js";
import { EXTENSION_FORMATS, FORMATS, type Format, formatFromPath } from "../io/formats.js";
import { commonBase, type InputFile, type LeftOutFiles, resolveInputs } from "../io/inputs.js";
import { orderedWindow } from "../io/ordered.js";
import type { CsvDelimiter } from "../io/csv-delimiter.js";
import { type BadRecord, type InputRecord, type JsonStartEvent, readRecords, type Source } from "../io/records.js";
import { fileInShard, type Shard } from "../io/shard.js";
import { removeOpenTempsSync, sweepStaleTemps } from "../io/sink.js";
import { BinaryInputError, describeInvalid, Utf8Guard } from "../io/utf8.js";
import { ToUtf8 } from "../io/encodings.js";
import { isCueWord } from "../engine/detectors/cue-vocabulary.js";
import { FileNumbering } from "../redact/file-numbering.js";
import { loadCliEngine } from "./engine.js";
import { DEFAULT_BATCH_CHARS } from "./ner-batch.js";
import { EXIT_INTERNAL, EXIT_OK, EXIT_PII_FOUND, EXIT_USAGE, oneLine, UsageError } from "./errors.js";
import type { Settings } from "./options.js";
import { startProgress, wantsProgress } from "./progress.js";
import { PiiTally } from "./summary.js";

export interface CliContext {
  readonly stdin: Readable;
  readonly stdout: Writable;
  readonly stderr: Writable;
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  /**
   * This run owns the process (bin/pii.js): on SIGINT/SIGTERM it removes its temporary files and
   * exits 130/143. Off for in-process runs (tests), which must not touch process-wide handlers.
   */
  readonly handleSignals?: boolean;
}

export interface FileJob {
  /** The file, or undefined for standard input. */
  readonly file?: InputFile;
  /** Name used in sources and messages: the display path, or "-". */
  readonly name: string;
  readonly format: Format;
  readonly size: number;
  /** Where --out-dir puts this file's output. */
  readonly outPath?: string;
}

export type EngineResult = AnalyzeResult | ProcessResult;

/** What a command does with outcomes, in input order. */
export interface RecordWriter {
  startFile(job: FileJob): Promise<void>;
  /** A CSV header whose cells were analysed and found free of PII. */
  header(job: FileJob, header: readonly string[], delimiter: CsvDelimiter): Promise<void>;
  /** A .json file was parsed (before its records). */
  jsonStart(job: FileJob, start: JsonStartEvent): Promise<void>;
  result(job: FileJob, record: InputRecord, results: readonly EngineResult[]): Promise<void>;
  /** A record that could not be processed (already reported on stderr). */
  error(job: FileJob, bad: BadRecord, record?: InputRecord): Promise<void>;
  /** A file left out by --skip-binary (already reported on stderr); endFile(job, true) follows. */
  skipped(job: FileJob, rule: string): Promise<void>;
  /** `failed`: the file could not be read to its end. */
  endFile(job: FileJob, failed: boolean): Promise<void>;
  finish(): Promise<void>;
}

export type WriterFactory = (settings: Settings, ctx: CliContext, jobs: readonly FileJob[]) => RecordWriter;

type Event =
  | { readonly kind: "start"; readonly job: FileJob }
  | { readonly kind: "end"; readonly job: FileJob }
  | { readonly kind: "fail"; readonly job: FileJob; readonly rule: string }
  | { readonly kind: "skip"; readonly job: FileJob; readonly rule: string }
  | { readonly kind: "header"; readonly job: FileJob; readonly header: readonly string[]; readonly confirmed: boolean; readonly delimiter: CsvDelimiter }
  | { readonly kind: "json-start"; readonly job: FileJob; readonly start: JsonStartEvent }
  | { readonly kind: "record"; readonly job: FileJob; readonly record: InputRecord }
  | { readonly kind: "bad"; readonly job: FileJob; readonly bad: BadRecord; readonly record?: InputRecord; readonly internal?: boolean };

type Outcome =
  | Exclude<Event, { kind: "record" | "header" }>
  | { readonly kind: "result"; readonly job: FileJob; readonly record: InputRecord; readonly results: readonly EngineResult[] }
  | {
      readonly kind: "header";
      readonly job: FileJob;
      readonly header: readonly string[];
      readonly delimiter: CsvDelimiter;
      /** The header's cells hold PII: 1-based column of the first such cell and the types found. */
      readonly pii?: { readonly column: number; readonly types: readonly string[] };
      readonly internal?: boolean;
    }
  /** The model could not start: the run stops with this error (its message names the file and the cause). */
  | { readonly kind: "fatal"; readonly job: FileJob; readonly error: Error };

/**
 * The model could not start (a damaged model file): no record can be analysed, so the run stops
 * with the error, whose message names the file and the cause (main.ts). The calls return it as a
 * "fatal" outcome rather than throwing: the window's other calls still settle as values (io/ordered.ts).
 */
function isModelStartFailure(err: unknown): err is Error {
  return (err as Error | undefined)?.name === "ModelError";
}

/** "data.csv row 3", "log.ndjson line 7", "list.json index 4", "ticket.txt". */
export function describeSource(source: Source): string {
  if (source.line !== undefined) return `${source.file} line ${source.line}`;
  if (source.row !== undefined) return `${source.file} row ${source.row}`;
  if (source.index !== undefined) return `${source.file} index ${source.index}`;
  return source.file;
}

export function badMessage(bad: BadRecord): string {
  const field = bad.field !== undefined && !bad.rule.includes(`'${bad.field}'`) && !/^column \d+ /.test(bad.rule) ? `${bad.field}: ` : "";
  return `pii: ${describeSource(bad.source)}: ${field}${bad.rule}`;
}

const SUPPORTED_EXTENSIONS = Object.keys(EXTENSION_FORMATS).join(" ");

/**
 * Most characters of text in flight (besides --concurrency records): four model batches' worth
 * (ner-batch.ts DEFAULT_BATCH_CHARS), so the pool has the next batch while the main thread
 * prepares one and finishes another. One record is always let in, whatever its size.
 */
export const WINDOW_CHARS = 4 * DEFAULT_BATCH_CHARS;

/** Input files up to this size in all start one model worker unless --workers says otherwise. */
export const SMALL_INPUT_BYTES = 32 * 1024;

/**
 * Input files of this size in all have the model workers load the detectors at start, to run
 * them for the records they run whole (engine/ner/pool.ts detectorsAfter): a run this long pays
 * for the load many times over. Smaller inputs and standard input leave it to the pool's count.
 */
export const LARGE_INPUT_BYTES = 4 * 1024 * 1024;

/** The characters an event puts in flight: its text, or the whole line or row it came from when longer. */
function eventChars(event: Event): number {
  let n = 0;
  if (event.kind === "record") {
    for (const input of event.record.inputs) n += input.text.length;
    n = Math.max(n, event.record.size ?? 0);
  } else if (event.kind === "header") {
    for (const cell of event.header) n += cell.length;
  }
  return n;
}

/** Score from which an entity in a CSV header cell makes the header look like data. */
export const HEADER_MIN_SCORE = 0.7;

/**
 * Types whose values are words of a closed vocabulary (a job, a condition, a language...): column
 * names are drawn from the same words ("doctor", "nurse", "language"), and such a word alone
 * identifies nobody, so it never makes a header row look like data.
 */
const HEADER_VOCABULARY_TYPES = new Set([
  "OCCUPATION", "CONDITION", "DRUG", "INJURY", "MEDICAL_PROCESS", "BLOOD_TYPE", "EVENT", "GENDER", "LANGUAGE",
  "MARITAL_STATUS", "ORIGIN", "PHYSICAL_ATTRIBUTE", "POLITICAL_AFFILIATION", "RELIGION", "SEXUALITY",
]);

const NAME_TYPES = new Set(["NAME", "NAME_GIVEN", "NAME_FAMILY", "NAME_MEDICAL_PROFESSIONAL"]);

/**
 * Whether a name found in a CSV header cell is a column's name rather than a person's
 * (exploratory test, 2026-11-29: "Patient,Physician,Ward,..." and "Bill To,Ship To,Terms" were
 * refused as headers holding PII, exit 2):
 * - one word that names a column as often as a person (COLUMN_WORDS: "Ward", "Dean", "Max");
 * - words ending in a preposition, as labels do ("Bill To", "Sold By", "Valid For").
 * Any other name counts ("Ana", "Sarah Young", "Will Smith"), so a headerless file whose first row
 * holds one is still refused rather than its row written in clear.
 */
export function isColumnName(text: string): boolean {
  const words = text.toLowerCase().split(/[^\p{L}\p{M}'’-]+/u).filter(Boolean);
  if (words.length === 0) return false;
  if (words.length === 1) return COLUMN_WORDS.has(words[0]!);
  return LABEL_ENDINGS.has(words[words.length - 1]!);
}

/**
 * Column names that are also given or family names, or that the model reads as an organisation or
 * a place alone: a bank statement's amount columns ("Crédit", "Débit", "Soll", "Haben": a French
 * bank export was refused, seventh exploratory test).
 */
const COLUMN_WORDS = new Set(
  ("ward dean bill will max mark grant page rose price chase cash case may june april august summer winter major bishop sterling hunter mason cook baker carter king rank young long little bay hall lane field kunde " +
    "credit debit crédit débit soll haben saldo solde montant betrag importe valuta libellé omschrijving").split(" "),
);

/**
 * Whether a header cell names its column by its form rather than its words (seventh exploratory
 * test: "location_lon" was refused for a given name "lon", Jira's "Custom field (Customer email)"
 * for a name "Custom field"):
 * - an identifier, snake_case or camelCase ("location_lon", "startLat"), whose words the model
 *   reads alone; a find that covers the whole cell still counts ("ana_lopez" could be a value);
 * - a label whose last word, or the last word in its closing brackets, is a generic column noun
 *   ("Customer email", "Custom field (Customer email)", "Issue key" is not: "key" is a surname too);
 *   SaaS exports name columns so ("Company Name", "Mailing Street", "Default Address Company":
 *   ninth exploratory test, five exports refused);
 * - a label with a bracketed note: the find is in the note ("Created (UTC)") or the label before
 *   it ends in a column noun ("Custom field (Date of birth)").
 */
export function isColumnLabel(cell: string, entity: { start: number; end: number }): boolean {
  const trimmed = cell.trim();
  if (IDENTIFIER_CELL.test(trimmed) && entity.end - entity.start < trimmed.length) return true;
  const last = /([\p{L}-]+)\W*$/u.exec(trimmed)?.[1]?.toLowerCase();
  if (last !== undefined && COLUMN_NOUNS.has(last)) return true;
  // a label with a bracketed note ("Created (UTC)", "Custom field (Date of birth)", "Amount (EUR)"):
  // the label before the note ends in a column noun, or the find lies in the note alone
  const note = NOTED_LABEL.exec(cell);
  if (note === null) return false;
  const open = note.index + note[1]!.length;
  if (entity.start >= open) return true;
  const labelLast = /([\p{L}-]+)\W*$/u.exec(note[1]!)?.[1]?.toLowerCase();
  return labelLast !== undefined && COLUMN_NOUNS.has(labelLast);
}
/** A label of one to four words followed by a bracketed note that closes the cell. */
const NOTED_LABEL = /^(\s*[\p{L}\p{M}][\p{L}\p{M}'-]*(?:[ /][\p{L}\p{M}][\p{L}\p{M}'-]*){0,3}\s*)\([^()]+\)\s*$/u;
const IDENTIFIER_CELL = /^(?:[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+|[a-z][a-z0-9]*(?:[A-Z][a-z0-9]+)+)$/;
const COLUMN_NOUNS = new Set(
  ("field email e-mail phone telephone address date time status type number code summary description comment comments notes id " +
    "name street company city state province region county country zip postcode").split(" "),
);
/** The types the model gives a word that a column name may hold: a name, an organisation, a place. */
const MODEL_WORD_TYPES = new Set([...NAME_TYPES, "ORGANIZATION", "LOCATION", "LOCATION_CITY", "LOCATION_STATE", "LOCATION_COUNTRY"]);
/** Prepositions that end a label ("Bill To", "Paid By", "Valid For", "Pagado Por", "Envoyé À"). */
const LABEL_ENDINGS = new Set("to by for of from per at via an für von zu à par pour para por de di da van voor aan naar".split(" "));

/**
 * --out-dir must be a directory or a path that can become one: a file there, or a file on the way
 * to it, is a usage error (exit 2) named before anything is read (it was "internal error: EEXIST"
 * and ENOTDIR, exit 1, from the first file's mkdir). The path quoted is the one given on the command line.
 */
async function assertUsableOutDir(path: string, given: string): Promise<void> {
  for (let dir = path; ; dir = dirname(dir)) {
    const info = await stat(dir).catch((err: NodeJS.ErrnoException) => (err.code === "ENOENT" ? undefined : err));
    if (info instanceof Error) {
      if ((info as NodeJS.ErrnoException).code === "ENOTDIR") continue;
      throw new UsageError(`--out-dir ${given}: ${describeFsError(info)}`);
    }
    if (info) {
      if (info.isDirectory()) return;
      throw new UsageError(
        dir === path ? `--out-dir ${given}: exists and is not a directory` : `--out-dir ${given}: a part of the path is a file, not a directory`,
      );
    }
    if (dirname(dir) === dir) return;
  }
}

/** Why a run found no input at all, for its exit-2 message. */
function noInputMessage(excluded: number, emptyDirs: readonly string[], leftOut: readonly LeftOutFiles[]): string {
  const why: string[] = [];
  if (excluded > 0) {
    why.push(`the ${excluded} matching ${excluded === 1 ? "file is" : "files are"} under --out-dir, and files there are never taken as inputs (choose an --out-dir outside the input tree)`);
  }
  for (const dir of emptyDirs) {
    const others = leftOut.find((l) => l.dir === dir);
    why.push(`${dir}: no ${SUPPORTED_EXTENSIONS} files${others ? ` (${describeLeftOut(others)})` : ""}`);
  }
  return `no input files: ${why.length > 0 ? why.join("; ") : "nothing to read"}`;
}

/** "3 other files (.pdf 2, .docx 1)": what a directory argument held that no format reads. */
function describeLeftOut(l: LeftOutFiles): string {
  const shown = l.extensions.slice(0, 5).map(([ext, n]) => `${ext === "" ? "no extension" : ext} ${n}`);
  const more = l.extensions.length > 5 ? ", ..." : "";
  return `${l.count} other ${l.count === 1 ? "file" : "files"}: ${shown.join(", ")}${more}`;
}

/** The stderr note for files under a directory argument that were not read: the run is not the whole folder. */
export function leftOutNote(l: LeftOutFiles): string {
  return `pii: ${l.dir}: left out ${describeLeftOut(l)}, of types no input format reads (name a text file with --format txt to read it)`;
}

async function planJobs(
  settings: Settings,
  inputs: readonly string[],
  ctx: CliContext,
): Promise<{ jobs: FileJob[]; recordShard?: Shard; total: number; leftOut: readonly LeftOutFiles[] }> {
  const outDir = settings.outDir === undefined ? undefined : resolve(ctx.cwd, settings.outDir);
  if (outDir) await assertUsableOutDir(outDir, settings.outDir!);
  let resolved;
  try {
    resolved = await resolveInputs(inputs, { cwd: ctx.cwd, ...(outDir ? { exclude: outDir } : {}) });
  } catch (err) {
    if (err instanceof InputError) throw new UsageError(err.message);
    throw err;
  }
  if (resolved.stdin) {
    if (outDir) throw new UsageError("--out-dir: needs input files (standard input has no name to mirror)");
    assertFormatOptionsApply(settings, [settings.format ?? "txt"]);
    return {
      jobs: [{ name: "-", format: settings.format ?? "txt", size: 0 }],
      ...(settings.shard ? { recordShard: settings.shard } : {}),
      total: 1,
      leftOut: [],
    };
  }
  const all = resolved.files;
  // Nothing to read is a failure, not a success: a pipeline checking the exit status would
  // otherwise believe the data were scrubbed.
  if (all.length === 0) throw new UsageError(noInputMessage(resolved.excluded, resolved.emptyDirs, resolved.leftOut));
  for (const f of all) {
    if (!settings.format && !formatFromPath(f.path)) {
      throw new UsageError(`${f.display}: unknown format (name it with --format ${FORMATS.join("|")})`);
    }
  }
  // Several files: split by file, so each job reads whole files. One file: split by record.
  const byFile = settings.shard !== undefined && all.length > 1;
  const chosen = byFile ? all.filter((f) => fileInShard(f.display, settings.shard!)) : all;
  const base = commonBase(all);
  const inputPaths = new Set<string>();
  for (const f of all) inputPaths.add(await realpath(f.path).catch(() => f.path));
  const jobs: FileJob[] = [];
  for (const f of chosen) {
    let size = 0;
    try {
      size = (await stat(f.path)).size;
    } catch (err) {
      throw new UsageError(`${f.display}: ${describeFsError(err)}`);
    }
    let outPath: string | undefined;
    if (outDir) {
      outPath = resolve(outDir, relative(base, f.path));
      // One file split by record: every part writes its own file, so parallel jobs sharing the
      // output directory (an Indexed Job's volume) never replace each other's part.
      if (settings.shard && !byFile) outPath = partPath(outPath, settings.shard);
      const real = await realpath(outPath).catch(() => outPath!);
      if (inputPaths.has(outPath) || inputPaths.has(real)) {
        throw new UsageError(`${f.display}: output would overwrite an input file (choose another --out-dir)`);
      }
    }
    jobs.push({ file: f, name: f.display, format: settings.format ?? formatFromPath(f.path)!, size, ...(outPath ? { outPath } : {}) });
  }
  // every file of the run, not only this shard's: another shard may read the option
  assertFormatOptionsApply(settings, all.map((f) => settings.format ?? formatFromPath(f.path)!));
  if (outDir) await assertOutputDirectories(outDir, settings.outDir!, jobs);
  return { jobs, ...(!byFile && settings.shard ? { recordShard: settings.shard } : {}), total: all.length, leftOut: resolved.leftOut };
}

/** Options that only some formats read, with those formats. */
const FORMAT_OPTIONS: readonly { flag: string; given: (s: Settings) => boolean; formats: readonly Format[]; instead?: string }[] = [
  { flag: "--fields", given: (s) => s.fields !== undefined, formats: ["ndjson", "json"], instead: "csv columns are chosen with --columns" },
  { flag: "--columns", given: (s) => s.columns !== undefined, formats: ["csv"], instead: "ndjson and json fields are chosen with --fields" },
  { flag: "--no-header", given: (s) => !s.header, formats: ["csv"] },
  { flag: "--lines", given: (s) => s.lines, formats: ["txt"] },
  { flag: "--id-field", given: (s) => s.idField !== undefined, formats: ["csv", "ndjson", "json"] },
];

/**
 * An option that no input of the run reads is a usage error: `--fields email` on a CSV file
 * redacted every column, where the user meant to restrict them (third exploratory test). In a
 * run over several formats an option applies to the files of its format.
 */
function assertFormatOptionsApply(settings: Settings, read: readonly Format[]): void {
  const formats = new Set(read);
  for (const o of FORMAT_OPTIONS) {
    if (!o.given(settings) || o.formats.some((f) => formats.has(f))) continue;
    const read = [...formats].join(" and ");
    throw new UsageError(`${o.flag}: applies to ${o.formats.join(" and ")} input, and this run reads ${read}${o.instead ? ` (${o.instead})` : ""}`);
  }
}

/**
 * Every directory the run will write into can be made, checked before anything is written: a
 * file, a dangling symbolic link or a directory that refuses mkdir on the way is a usage error
 * naming the path (it was "internal error: EEXIST (mkdir)", exit 1, after the files before it had
 * been written; under /proc, Node's own recursive mkdir never returned). The --out-dir itself is
 * made now.
 */
async function assertOutputDirectories(outDir: string, given: string, jobs: readonly FileJob[]): Promise<void> {
  const dirs = [...new Set([outDir, ...jobs.map((j) => dirname(j.outPath!))])].sort((a, b) => a.length - b.length);
  for (const dir of dirs) {
    try {
      await makeDirectories(dir);
    } catch (err) {
      const where = relative(outDir, dir);
      throw new UsageError(`--out-dir ${given}${where ? ` (for ${where})` : ""}: cannot create the directory: ${describeFsError(err)}`);
    }
  }
}

/** "out/big.ndjson" -> "out/big.part-2-of-4.ndjson": the output of part K of one file split by record. */
export function partPath(path: string, shard: Shard): string {
  const ext = extname(path);
  return `${path.slice(0, path.length - ext.length)}.part-${shard.index}-of-${shard.count}${ext}`;
}

/** While a run writes under --out-dir as the process's owner: SIGINT/SIGTERM remove its temporary files. */
function installSignalCleanup(): () => void {
  const handlers: [NodeJS.Signals, () => void][] = (
    [
      ["SIGINT", 130],
      ["SIGTERM", 143],
    ] as const
  ).map(([signal, code]) => [
    signal,
    () => {
      removeOpenTempsSync();
      process.exit(code);
    },
  ]);
  for (const [signal, handler] of handlers) process.on(signal, handler);
  // An exit for any other reason (an uncaught error) leaves no temporary file either.
  const onExit = (): void => void removeOpenTempsSync();
  process.on("exit", onExit);
  return () => {
    for (const [signal, handler] of handlers) process.off(signal, handler);
    process.off("exit", onExit);
  };
}

export async function runBatch(
  settings: Settings,
  inputs: readonly string[],
  ctx: CliContext,
  makeWriter: WriterFactory,
): Promise<number> {
  const runStart = Date.now();
  const { jobs, recordShard, total, leftOut } = await planJobs(settings, inputs, ctx);
  const report = (line: string): void => {
    ctx.stderr.write(`${oneLine(line)}\n`);
  };
  // a warning, not progress: with --quiet too, a folder's unread files must not pass in silence
  // (sixth exploratory test: a directory run with -q left out .mbox and .har files, said nothing, exit 0)
  for (const l of leftOut) report(leftOutNote(l));
  if (settings.outDir !== undefined) {
    const swept = await sweepStaleTemps(resolve(ctx.cwd, settings.outDir), runStart);
    if (swept > 0 && !settings.quiet) report(`pii: removed ${swept} temporary ${swept === 1 ? "file" : "files"} an interrupted run left under --out-dir`);
  }
  if (jobs.length === 0) {
    // --shard K/N over fewer files than parts: this part has nothing to do, the others do it.
    if (!settings.quiet) report(`pii: shard ${settings.shard!.index}/${settings.shard!.count} has none of the ${total} input files`);
    return EXIT_OK;
  }
  const writer = makeWriter(settings, ctx, jobs);
  const totalBytes = jobs.reduce((n, j) => n + j.size, 0);
  const progress = await startProgress(
    wantsProgress({
      isTTY: (ctx.stderr as { isTTY?: boolean }).isTTY === true,
      quiet: settings.quiet,
      fileCount: jobs.length,
      totalBytes,
    }),
    ctx.stderr,
    totalBytes,
  );
  let bytesDone = 0;
  let current: ReadStream | undefined;

  let inputErrors = 0;
  let internalErrors = 0;
  let skipped = 0;
  const tally = new PiiTally("record", settings.failMinScore);
  /** Files failed after their header: their remaining outcomes are dropped and their reading stops. */
  const stopped = new Set<FileJob>();
  // --numbering file: each file's placeholder numbers, renumbered in file order as records are written
  const numberings = new Map<FileJob, FileNumbering>();

  async function* events(): AsyncGenerator<Event> {
    for (const job of jobs) {
      yield { kind: "start", job };
      const source: Readable = job.file ? (current = createReadStream(job.file.path)) : ctx.stdin;
      const guard = new Utf8Guard();
      source.on("error", (err) => guard.destroy(err));
      if (settings.encoding === "utf-8") source.pipe(guard);
      else {
        // --encoding: decoded to UTF-8 before anything reads it (io/encodings.ts)
        const decoder = new ToUtf8(settings.encoding);
        decoder.on("error", (err) => guard.destroy(err));
        source.pipe(decoder).pipe(guard);
      }
      try {
        for await (const event of readRecords(guard, {
          format: job.format,
          file: job.name,
          lines: settings.lines,
          linkBatch: settings.linkBatch,
          header: settings.header,
          positions: settings.output === "sarif",
          ...(settings.columns ? { columns: settings.columns } : {}),
          ...(settings.fields ? { fields: settings.fields } : {}),
          ...(settings.idField !== undefined ? { idField: settings.idField } : {}),
          ...(recordShard ? { recordShard } : {}),
        })) {
          if (stopped.has(job)) break;
          // Text that is not UTF-8 (a Windows-1252 or Latin-1 export) reads its accented letters as
          // U+FFFD, and names and streets then go unrecognised: no record after the first invalid
          // byte is passed on (a whole-file text or JSON document: none), and the file fails below.
          if (guard.sawInvalid()) break;
          if (event.kind === "header") yield { kind: "header", job, header: event.header, confirmed: event.confirmed, delimiter: event.delimiter };
          else if (event.kind === "json-start") yield { kind: "json-start", job, start: event };
          else if (event.kind === "bad") yield { kind: "bad", job, bad: event };
          else yield { kind: "record", job, record: event };
        }
        if (stopped.has(job)) continue;
        const utf8 = guard.report();
        // the file fails: its --out-dir file is not written (a streamed format has passed on the records before the first invalid byte)
        if (utf8.invalidBytes > 0) yield { kind: "fail", job, rule: describeInvalid(utf8) };
        else yield { kind: "end", job };
      } catch (err) {
        const rule = err instanceof InputError ? err.message.replace(`${job.name}: `, "") : undefined;
        if (err instanceof BinaryInputError && settings.skipBinary) yield { kind: "skip", job, rule: rule! };
        else if (rule !== undefined) yield { kind: "fail", job, rule };
        else if ((err as NodeJS.ErrnoException)?.code) yield { kind: "fail", job, rule: describeFsError(err) };
        else throw err;
      } finally {
        if (job.file) {
          source.destroy();
          guard.destroy();
        } else {
          source.unpipe(guard);
        }
      }
    }
  }

  const accuracy = (settings.requestFields.entity_detection as { accuracy?: string } | undefined)?.accuracy;
  // A few kilobytes of files need one model worker, and a second one would only compete with
  // the main thread for the CPU while both start (standard input: size unknown, the default).
  const allFiles = jobs.every((j) => j.file !== undefined);
  const small = allFiles && totalBytes <= SMALL_INPUT_BYTES;
  const { engine }: { engine: Engine } = await loadCliEngine({
    ...settings.engine,
    ...(settings.engine.workers === undefined && small ? { workers: 1 } : {}),
    ...(allFiles && totalBytes >= LARGE_INPUT_BYTES ? { detectorsAfter: 0 } : {}),
    ...(settings.seed !== undefined ? { seed: settings.seed } : {}),
    ...(accuracy !== undefined ? { accuracy } : {}),
    env: ctx.env,
  });
  /**
   * The header's cells, analysed with the run's detection settings (never redacted, only checked).
   * Entities below HEADER_MIN_SCORE do not count: a lone column name gives the model little
   * context ('ip' reads as a given name at 0.59), while the first row of a headerless file holds
   * confident finds (emails, phones, full names score above 0.9). A cell that is one of the
   * detectors' cue words ("aba", "iban", "ssn": cue-vocabulary.ts) is a column name and does not
   * count either. Skipped when the user named a column by its header cell.
   */
  const checkHeader = async (event: Extract<Event, { kind: "header" }>): Promise<Outcome> => {
    const cells = event.header;
    if (event.confirmed || cells.every((c) => c.trim() === "")) return event;
    const { processed_text: _ignored, ...analyzeFields } = settings.requestFields as Record<string, unknown>;
    try {
      const results = await engine.analyze({ ...analyzeFields, text: [...cells] });
      // a cell that is a detector's cue word ("aba", "iban", "dni") names a column, whatever the model reads into it
      const sure = results.map((r, i) =>
        isCueWord(cells[i]!)
          ? []
          : (r.entities ?? []).filter((e) => !HEADER_VOCABULARY_TYPES.has(e.best_label) && Math.max(0, ...Object.values(e.labels)) >= HEADER_MIN_SCORE),
      );
      // a name that is a column's name ("Ward", "Bill To", "Crédit") does not make the header data,
      // nor a word the model reads in an identifier or a label ending in a column noun
      const counted = sure.map((entities, i) =>
        entities.filter((e) => {
          if (!MODEL_WORD_TYPES.has(e.best_label)) return true;
          if (isColumnName(e.text)) return false;
          return !isColumnLabel(cells[i]!, { start: e.location.stt_idx, end: e.location.end_idx });
        }),
      );
      const column = counted.findIndex((entities) => entities.length > 0);
      if (column === -1) return event;
      const types = [...new Set(counted.flatMap((entities) => entities.map((e) => e.best_label)))].sort();
      return { ...event, pii: { column: column + 1, types } };
    } catch (err) {
      if (isModelStartFailure(err)) return { kind: "fatal", job: event.job, error: err };
      if (ctx.env.PII_DEBUG === "1") ctx.stderr.write(`${String((err as Error)?.stack ?? err)}\n`);
      return { ...event, internal: true };
    }
  };
  const call = async (event: Event): Promise<Outcome> => {
    if (event.kind === "header") return checkHeader(event);
    if (event.kind !== "record") return event;
    const { record, job } = event;
    if (record.inputs.length === 0) return { kind: "result", job, record, results: [] };
    const body = { ...settings.requestFields, text: record.inputs.map((i) => i.text) };
    try {
      // each input's field name (a CSV column, an NDJSON path) is the cue word of its value
      // the name a field goes by (a name/value pair's name, records.ts pairNamed), else its key
      // placeholder numbers count across the record's fields (third exploratory test: two people in
      // two cells were both [NAME_1])
      // an entity's line breaks stay: a file keeps its line count (fifth exploratory test)
      const hints = { fields: record.inputs.map((i) => i.name ?? i.key), recordNumbering: true, keepLineBreaks: true };
      const results = settings.command === "redact" ? await engine.process(body, undefined, hints) : await engine.analyze(body, undefined, hints);
      return { kind: "result", job, record, results };
    } catch (err) {
      if (err instanceof RequestError) {
        const index = /^text\[(\d+)\]/.exec(err.field);
        // A CSV column is named by position: its header cell is input text.
        const key = index
          ? record.kind === "csv"
            ? `_${record.columns[Number(index[1])]! + 1}`
            : record.inputs[Number(index[1])]?.key
          : err.field === "text"
            ? undefined
            : err.field;
        return { kind: "bad", job, record, bad: { kind: "bad", source: record.source, ...(key ? { field: key } : {}), rule: err.rule } };
      }
      if (isModelStartFailure(err)) return { kind: "fatal", job, error: err };
      // A bug, not bad input: say where, never what; keep going with the other records.
      if (ctx.env.PII_DEBUG === "1") ctx.stderr.write(`${String((err as Error)?.stack ?? err)}\n`);
      return { kind: "bad", job, record, internal: true, bad: { kind: "bad", source: record.source, rule: "internal error" } };
    }
  };

  const failFile = async (job: FileJob, rule: string): Promise<void> => {
    numberings.delete(job);
    report(`pii: ${job.name}: ${rule}`);
    await writer.error(job, { kind: "bad", source: { file: job.name }, rule });
    await writer.endFile(job, true);
    bytesDone += job.size;
  };

  const uninstall = ctx.handleSignals && settings.outDir !== undefined ? installSignalCleanup() : undefined;
  try {
    const window = orderedWindow(events(), call, { maxItems: settings.concurrency, maxWeight: WINDOW_CHARS, weight: eventChars });
    for await (const outcome of window) {
      if (stopped.has(outcome.job)) continue;
      switch (outcome.kind) {
        case "start":
          if (settings.command === "redact" && settings.numbering === "file") numberings.set(outcome.job, new FileNumbering());
          await writer.startFile(outcome.job);
          break;
        case "header":
          if (outcome.internal || outcome.pii) {
            if (outcome.internal) internalErrors += 1;
            else inputErrors += 1;
            stopped.add(outcome.job);
            await failFile(
              outcome.job,
              outcome.pii
                ? `the header row holds PII (${outcome.pii.types.join(", ")}, first in column ${outcome.pii.column}); use --no-header if the file has none, or name a column by its header cell (--columns) if it has one`
                : "internal error",
            );
          } else {
            await writer.header(outcome.job, outcome.header, outcome.delimiter);
          }
          break;
        case "json-start":
          await writer.jsonStart(outcome.job, outcome.start);
          break;
        case "result":
          if (outcome.record.kind === "txt-batch") {
            outcome.record.lines.forEach((_, i) => tally.addRecord(outcome.results.slice(i, i + 1)));
          } else {
            tally.addRecord(outcome.results);
          }
          {
            const numbering = numberings.get(outcome.job);
            const results = numbering ? numbering.renumber(outcome.results as ProcessResult[]) : outcome.results;
            await writer.result(outcome.job, outcome.record, results);
          }
          break;
        case "bad":
          if (outcome.internal) internalErrors += 1;
          else inputErrors += 1;
          report(badMessage(outcome.bad));
          await writer.error(outcome.job, outcome.bad, outcome.record);
          break;
        case "fail":
          inputErrors += 1;
          await failFile(outcome.job, outcome.rule);
          break;
        case "skip":
          skipped += 1;
          report(`pii: ${outcome.job.name}: skipped: ${outcome.rule}`);
          await writer.skipped(outcome.job, outcome.rule);
          await writer.endFile(outcome.job, true);
          bytesDone += outcome.job.size;
          break;
        case "end":
          numberings.delete(outcome.job);
          await writer.endFile(outcome.job, false);
          bytesDone += outcome.job.size;
          break;
        case "fatal":
          throw outcome.error;
      }
      progress.update(bytesDone + (current && outcome.kind !== "end" && outcome.kind !== "fail" ? current.bytesRead : 0));
    }
  } finally {
    // Also on failure: an output file still open is removed, not left half-written.
    await writer.finish();
    progress.stop();
    await engine.close();
    uninstall?.();
  }

  if (settings.failOnPii && !settings.quiet) report(tally.message());
  if (internalErrors > 0) return EXIT_INTERNAL;
  if (inputErrors > 0) return EXIT_USAGE;
  if (skipped === jobs.length) {
    report(`pii: no input left: ${skipped === 1 ? "the only file was" : `all ${skipped} files were`} skipped as binary`);
    return EXIT_USAGE;
  }
  if (settings.failOnPii && tally.entities > 0) return EXIT_PII_FOUND;
  return EXIT_OK;
}
