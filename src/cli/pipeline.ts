/**
 * The batch pipeline shared by `pii analyze` and `pii redact`:
 *
 *   arguments -> input files (sorted, sharded) -> records (streamed, one file after another)
 *   -> engine requests (p-limit, at most concurrency*2 records read ahead) -> results in input
 *   order -> the command's writer (stdout with backpressure, or atomic files under --out-dir).
 *
 * Bad records become error outcomes in their place; a file that cannot be read becomes one
 * error outcome; the run goes on and ends with exit status 2.
 */
import { createReadStream, type ReadStream } from "node:fs";
import { realpath, stat } from "node:fs/promises";
import { relative, resolve } from "node:path";
import type { Readable, Writable } from "node:stream";
import { RequestError } from "../contract/errors.js";
import type { AnalyzeResult, ProcessResult } from "../contract/types.js";
import type { Engine } from "../engine/api.js";
import { loadEngine } from "../load-engine.js";
import { describeFsError, InputError } from "../io/errors.js";
import { type Format, formatFromPath } from "../io/formats.js";
import { commonBase, type InputFile, resolveInputs } from "../io/inputs.js";
import { orderedMap } from "../io/ordered.js";
import { type BadRecord, type InputRecord, readRecords, type Source } from "../io/records.js";
import { fileInShard, type Shard } from "../io/shard.js";
import { EXIT_INTERNAL, EXIT_OK, EXIT_PII_FOUND, EXIT_USAGE, UsageError } from "./errors.js";
import type { Settings } from "./options.js";
import { startProgress, wantsProgress } from "./progress.js";
import { PiiTally } from "./summary.js";

export interface CliContext {
  readonly stdin: Readable;
  readonly stdout: Writable;
  readonly stderr: Writable;
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
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
  header(job: FileJob, header: readonly string[]): Promise<void>;
  result(job: FileJob, record: InputRecord, results: readonly EngineResult[]): Promise<void>;
  /** A record that could not be processed (already reported on stderr). */
  error(job: FileJob, bad: BadRecord, record?: InputRecord): Promise<void>;
  /** `failed`: the file could not be read to its end. */
  endFile(job: FileJob, failed: boolean): Promise<void>;
  finish(): Promise<void>;
}

export type WriterFactory = (settings: Settings, ctx: CliContext, jobs: readonly FileJob[]) => RecordWriter;

type Event =
  | { readonly kind: "start"; readonly job: FileJob }
  | { readonly kind: "end"; readonly job: FileJob }
  | { readonly kind: "fail"; readonly job: FileJob; readonly rule: string }
  | { readonly kind: "header"; readonly job: FileJob; readonly header: readonly string[] }
  | { readonly kind: "record"; readonly job: FileJob; readonly record: InputRecord }
  | { readonly kind: "bad"; readonly job: FileJob; readonly bad: BadRecord; readonly record?: InputRecord; readonly internal?: boolean };

type Outcome =
  | Exclude<Event, { kind: "record" }>
  | { readonly kind: "result"; readonly job: FileJob; readonly record: InputRecord; readonly results: readonly EngineResult[] };

/** "data.csv row 3", "log.ndjson line 7", "ticket.txt". */
export function describeSource(source: Source): string {
  if (source.line !== undefined) return `${source.file} line ${source.line}`;
  if (source.row !== undefined) return `${source.file} row ${source.row}`;
  return source.file;
}

export function badMessage(bad: BadRecord): string {
  const field = bad.field !== undefined && !bad.rule.includes(`'${bad.field}'`) ? `${bad.field}: ` : "";
  return `pii: ${describeSource(bad.source)}: ${field}${bad.rule}`;
}

/** Best labels of the entities in each result, for --fail-on-pii. */
export function labelsOf(results: readonly EngineResult[]): string[] {
  return results.flatMap((r) => (r.entities ?? []).map((e) => e.best_label));
}

async function planJobs(settings: Settings, inputs: readonly string[], ctx: CliContext): Promise<{ jobs: FileJob[]; recordShard?: Shard }> {
  const outDir = settings.outDir === undefined ? undefined : resolve(ctx.cwd, settings.outDir);
  let resolved;
  try {
    resolved = await resolveInputs(inputs, { cwd: ctx.cwd, ...(outDir ? { exclude: outDir } : {}) });
  } catch (err) {
    if (err instanceof InputError) throw new UsageError(err.message);
    throw err;
  }
  if (resolved.stdin) {
    if (outDir) throw new UsageError("--out-dir: needs input files (standard input has no name to mirror)");
    return {
      jobs: [{ name: "-", format: settings.format ?? "txt", size: 0 }],
      ...(settings.shard ? { recordShard: settings.shard } : {}),
    };
  }
  const all = resolved.files;
  for (const f of all) {
    if (!settings.format && !formatFromPath(f.path)) {
      throw new UsageError(`${f.display}: unknown format (name it with --format txt|csv|ndjson)`);
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
      const real = await realpath(outPath).catch(() => outPath!);
      if (inputPaths.has(outPath) || inputPaths.has(real)) {
        throw new UsageError(`${f.display}: output would overwrite an input file (choose another --out-dir)`);
      }
    }
    jobs.push({ file: f, name: f.display, format: settings.format ?? formatFromPath(f.path)!, size, ...(outPath ? { outPath } : {}) });
  }
  return { jobs, ...(!byFile && settings.shard ? { recordShard: settings.shard } : {}) };
}

export async function runBatch(
  settings: Settings,
  inputs: readonly string[],
  ctx: CliContext,
  makeWriter: WriterFactory,
): Promise<number> {
  const { jobs, recordShard } = await planJobs(settings, inputs, ctx);
  const writer = makeWriter(settings, ctx, jobs);
  const totalBytes = jobs.reduce((n, j) => n + j.size, 0);
  const progress = startProgress(
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

  const report = (line: string): void => {
    ctx.stderr.write(`${line}\n`);
  };
  let inputErrors = 0;
  let internalErrors = 0;
  const tally = new PiiTally();

  async function* events(): AsyncGenerator<Event> {
    for (const job of jobs) {
      yield { kind: "start", job };
      const stream: Readable = job.file ? (current = createReadStream(job.file.path)) : ctx.stdin;
      try {
        for await (const event of readRecords(stream, {
          format: job.format,
          file: job.name,
          lines: settings.lines,
          linkBatch: settings.linkBatch,
          ...(settings.columns ? { columns: settings.columns } : {}),
          ...(settings.fields ? { fields: settings.fields } : {}),
          ...(settings.idField !== undefined ? { idField: settings.idField } : {}),
          ...(recordShard ? { recordShard } : {}),
        })) {
          if (event.kind === "header") yield { kind: "header", job, header: event.header };
          else if (event.kind === "bad") yield { kind: "bad", job, bad: event };
          else yield { kind: "record", job, record: event };
        }
        yield { kind: "end", job };
      } catch (err) {
        if (err instanceof InputError) yield { kind: "fail", job, rule: err.message.replace(`${job.name}: `, "") };
        else if ((err as NodeJS.ErrnoException)?.code) yield { kind: "fail", job, rule: describeFsError(err) };
        else throw err;
      } finally {
        if (job.file) stream.destroy();
      }
    }
  }

  const engine: Engine = await loadEngine({ ...settings.engine, ...(settings.seed !== undefined ? { seed: settings.seed } : {}), env: ctx.env });
  const call = async (event: Event): Promise<Outcome> => {
    if (event.kind !== "record") return event;
    const { record, job } = event;
    if (record.inputs.length === 0) return { kind: "result", job, record, results: [] };
    const body = { ...settings.requestFields, text: record.inputs.map((i) => i.text) };
    try {
      const results = settings.command === "redact" ? await engine.process(body) : await engine.analyze(body);
      return { kind: "result", job, record, results };
    } catch (err) {
      if (err instanceof RequestError) {
        const index = /^text\[(\d+)\]/.exec(err.field);
        const key = index ? record.inputs[Number(index[1])]?.key : err.field === "text" ? undefined : err.field;
        return { kind: "bad", job, record, bad: { kind: "bad", source: record.source, ...(key ? { field: key } : {}), rule: err.rule } };
      }
      // A bug, not bad input: say where, never what; keep going with the other records.
      if (ctx.env.PII_DEBUG === "1") report(String((err as Error)?.stack ?? err));
      return { kind: "bad", job, record, internal: true, bad: { kind: "bad", source: record.source, rule: "internal error" } };
    }
  };

  try {
    for await (const outcome of orderedMap(events(), call, settings.concurrency)) {
      switch (outcome.kind) {
        case "start":
          await writer.startFile(outcome.job);
          break;
        case "header":
          await writer.header(outcome.job, outcome.header);
          break;
        case "result":
          if (outcome.record.kind === "txt-batch") {
            outcome.record.lines.forEach((_, i) => tally.addRecord(labelsOf(outcome.results.slice(i, i + 1))));
          } else {
            tally.addRecord(labelsOf(outcome.results));
          }
          await writer.result(outcome.job, outcome.record, outcome.results);
          break;
        case "bad":
          if (outcome.internal) internalErrors += 1;
          else inputErrors += 1;
          report(badMessage(outcome.bad));
          await writer.error(outcome.job, outcome.bad, outcome.record);
          break;
        case "fail":
          inputErrors += 1;
          report(`pii: ${outcome.job.name}: ${outcome.rule}`);
          await writer.error(outcome.job, { kind: "bad", source: { file: outcome.job.name }, rule: outcome.rule });
          await writer.endFile(outcome.job, true);
          bytesDone += outcome.job.size;
          break;
        case "end":
          await writer.endFile(outcome.job, false);
          bytesDone += outcome.job.size;
          break;
      }
      progress.update(bytesDone + (current && outcome.kind !== "end" && outcome.kind !== "fail" ? current.bytesRead : 0));
    }
  } finally {
    // Also on failure: an output file still open is removed, not left half-written.
    await writer.finish();
    progress.stop();
    await engine.close();
  }

  if (settings.failOnPii && !settings.quiet) report(tally.message());
  if (internalErrors > 0) return EXIT_INTERNAL;
  if (inputErrors > 0) return EXIT_USAGE;
  if (settings.failOnPii && tally.entities > 0) return EXIT_PII_FOUND;
  return EXIT_OK;
}
