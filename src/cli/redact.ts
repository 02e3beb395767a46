/**
 * `pii redact`: writes what it read, with PII replaced.
 *
 *   txt     the processed text (per line with --lines; line endings kept)
 *   csv     header kept; the chosen columns redacted; other cells copied as parsed (csv-stringify
 *           re-quotes only where needed)
 *   ndjson  the chosen string fields redacted; other fields as JSON.parse/JSON.stringify keep them
 *
 * To stdout, or with --out-dir one file per input mirroring the input tree, written atomically.
 * A bad record is reported on stderr and left out of the output: passing it through could leak
 * the very PII it holds.
 */
import type { Command } from "commander";
import { stringify } from "csv-stringify/sync";
import type { ProcessResult } from "../contract/types.js";
import { setAtPath } from "../io/fields.js";
import type { InputRecord } from "../io/records.js";
import { AtomicFile, type Sink, streamSink } from "../io/sink.js";
import { addRedactOptions, addSharedOptions, parseSettings, type RawOptions, type Settings } from "./options.js";
import { type CliContext, type EngineResult, type FileJob, type RecordWriter, runBatch } from "./pipeline.js";
import { runRequest } from "./request.js";

function csvLine(cells: readonly string[]): string {
  return stringify([cells]);
}

/** The redacted form of one record, in the record's own format. */
export function renderRedacted(record: InputRecord, results: readonly ProcessResult[]): string {
  const text = (i: number): string => results[i]?.processed_text ?? record.inputs[i]!.text;
  switch (record.kind) {
    case "txt":
      return text(0) + record.eol;
    case "txt-batch":
      return record.lines.map((l, i) => text(i) + l.eol).join("");
    case "csv": {
      const cells = [...record.cells];
      record.columns.forEach((column, i) => {
        cells[column] = text(i);
      });
      return csvLine(cells);
    }
    case "ndjson": {
      // The record was parsed for this output only: edit it in place.
      let value = record.value;
      record.fields.forEach((field, i) => {
        if (field.path.length === 0) value = text(i);
        else setAtPath(value, field.path, text(i));
      });
      // Always newline-terminated, even when the input's last line was not: outputs of several
      // files concatenated on stdout must stay one record per line.
      return `${JSON.stringify(value)}\n`;
    }
  }
}

export function redactWriter(settings: Settings, ctx: CliContext): RecordWriter {
  const stdout = streamSink(ctx.stdout);
  let file: AtomicFile | undefined;
  const sink = (): Sink => file ?? stdout;
  return {
    async startFile(job: FileJob) {
      if (settings.outDir !== undefined && job.outPath) file = await AtomicFile.open(job.outPath);
    },
    async header(_job, header) {
      await sink().write(csvLine(header));
    },
    async result(_job, record, results: readonly EngineResult[]) {
      await sink().write(renderRedacted(record, results as readonly ProcessResult[]));
    },
    async error() {
      // Reported on stderr by the pipeline; the record is not written (it may hold PII).
    },
    async endFile(_job, failed) {
      if (!file) return;
      const done = file;
      file = undefined;
      // A file that could not be read to its end gets no output rather than a truncated one.
      if (failed) await done.abort();
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
    const settings = parseSettings("redact", raw, inputs);
    setExit(settings.request !== undefined ? await runRequest(settings, ctx) : await runBatch(settings, inputs, ctx, redactWriter));
  });
}
