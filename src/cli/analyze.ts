/**
 * `pii analyze`: one NDJSON line per input record on stdout, in input order.
 *
 *   txt                 {"source":{"file":"a.txt"},"result":{...}}
 *   txt --lines         {"source":{"file":"a.txt","line":3},"result":{...}}
 *   csv                 {"source":{"file":"x.csv","row":2},"id":"42","fields":{"notes":{...},"email":{...}}}
 *   ndjson / jsonl      {"source":{"file":"x.ndjson","line":5},"fields":{"user.email":{...}}}
 *   json (array)        {"source":{"file":"x.json","index":0},"fields":{"user.email":{...}}}
 *   json (document)     {"source":{"file":"x.json"},"fields":{...}}
 *   a bad record        {"source":{...},"error":{"field":"_2","rule":"..."}}
 *   a skipped file      {"source":{"file":"x.txt"},"skipped":{"rule":"binary input (...)"}}
 *
 * "result" / each value of "fields" is the analyze result object the service returns (spec 2.2).
 * With --format sarif the same findings come out as one SARIF 2.1.0 log instead (sarif.ts).
 */
import type { Command } from "commander";
import type { AnalyzeResult } from "../contract/types.js";
import type { BadRecord, InputRecord } from "../io/records.js";
import { streamSink } from "../io/sink.js";
import { subjectsOf } from "../engine/relations/subjects.js";
import { addSharedOptions, parseSettings, type RawOptions, type Settings } from "./options.js";
import { UsageError } from "./errors.js";
import type { CliContext, EngineResult, FileJob, RecordWriter } from "./pipeline.js";

function line(value: unknown): string {
  return `${JSON.stringify(value)}\n`;
}

function idPart(record: InputRecord | undefined): { id?: unknown } {
  return record && (record.kind === "csv" || record.kind === "ndjson" || record.kind === "json") && "id" in record ? { id: record.id } : {};
}

export function analyzeWriter(settings: Pick<Settings, "subjects"> | undefined, ctx: CliContext): RecordWriter {
  const out = streamSink(ctx.stdout);
  // --subjects: each person group of the record, its mentions and what is related to it
  const withSubjects = settings?.subjects === true;
  return {
    async startFile() {},
    async header() {},
    async jsonStart() {},
    async result(_job: FileJob, record: InputRecord, results: readonly EngineResult[]) {
      const analyzed = results as readonly AnalyzeResult[];
      switch (record.kind) {
        case "txt":
          await out.write(line({ source: record.source, result: analyzed[0], ...(withSubjects ? { subjects: subjectsOf(analyzed) } : {}) }));
          break;
        case "txt-batch": {
          // one output line per input line; each carries the subjects named in it, with all their
          // mentions in the batch (by line number) and everything related to them
          const all = withSubjects ? subjectsOf(analyzed, record.lines.map((l) => String(l.source.line ?? ""))) : [];
          let chunk = "";
          record.lines.forEach((l, i) => {
            const here = String(l.source.line ?? "");
            const subjects = all.filter((x) => x.mentions.some((m) => m.input === here));
            chunk += line({ source: l.source, result: analyzed[i], ...(withSubjects ? { subjects } : {}) });
          });
          await out.write(chunk);
          break;
        }
        case "csv":
        case "ndjson":
        case "json": {
          const fields: Record<string, AnalyzeResult> = {};
          record.inputs.forEach((input, i) => {
            fields[input.key!] = analyzed[i]!;
          });
          const subjects = withSubjects ? { subjects: subjectsOf(analyzed, record.inputs.map((x) => x.key!)) } : {};
          await out.write(line({ source: record.source, ...idPart(record), fields, ...subjects }));
          break;
        }
      }
    },
    async error(_job: FileJob, bad: BadRecord, record?: InputRecord) {
      const error = { ...(bad.field !== undefined ? { field: bad.field } : {}), rule: bad.rule };
      await out.write(line({ source: bad.source, ...idPart(record), error }));
    },
    async skipped(job: FileJob, rule: string) {
      await out.write(line({ source: { file: job.name }, skipped: { rule } }));
    },
    async endFile() {},
    async finish() {},
  };
}

export function registerAnalyze(program: Command, ctx: CliContext, setExit: (code: number) => void): void {
  const cmd = program
    .command("analyze")
    .description("find PII: print one JSON line per input record (or the service response for --request)");
  addSharedOptions(cmd)
    .option("--subjects", "add to each record a subjects list: each person, its mentions and what is related to it (implies --relations)")
    .action(async (inputs: string[], raw: RawOptions) => {
      const settings = await parseSettings("analyze", raw, inputs, ctx.env);
      if (settings.subjects && settings.output === "sarif") throw new UsageError("--subjects: only for NDJSON output (not --format sarif)");
      // what the run needs is loaded now, not when the program starts
      if (settings.request !== undefined) {
        setExit(await (await import("./request.js")).runRequest(settings, ctx));
        return;
      }
      const writer = settings.output === "sarif" ? (await import("./sarif.js")).sarifWriter : analyzeWriter;
      setExit(await (await import("./pipeline.js")).runBatch(settings, inputs, ctx, writer));
    });
}
