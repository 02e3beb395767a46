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
import { addSharedOptions, parseSettings, type RawOptions } from "./options.js";
import { type CliContext, type EngineResult, type FileJob, type RecordWriter, runBatch } from "./pipeline.js";
import { runRequest } from "./request.js";
import { sarifWriter } from "./sarif.js";

function line(value: unknown): string {
  return `${JSON.stringify(value)}\n`;
}

function idPart(record: InputRecord | undefined): { id?: unknown } {
  return record && (record.kind === "csv" || record.kind === "ndjson" || record.kind === "json") && "id" in record ? { id: record.id } : {};
}

export function analyzeWriter(_settings: unknown, ctx: CliContext): RecordWriter {
  const out = streamSink(ctx.stdout);
  return {
    async startFile() {},
    async header() {},
    async jsonStart() {},
    async result(_job: FileJob, record: InputRecord, results: readonly EngineResult[]) {
      const analyzed = results as readonly AnalyzeResult[];
      switch (record.kind) {
        case "txt":
          await out.write(line({ source: record.source, result: analyzed[0] }));
          break;
        case "txt-batch": {
          let chunk = "";
          record.lines.forEach((l, i) => {
            chunk += line({ source: l.source, result: analyzed[i] });
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
          await out.write(line({ source: record.source, ...idPart(record), fields }));
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
  addSharedOptions(cmd).action(async (inputs: string[], raw: RawOptions) => {
    const settings = parseSettings("analyze", raw, inputs, ctx.env);
    const writer = settings.output === "sarif" ? sarifWriter : analyzeWriter;
    setExit(settings.request !== undefined ? await runRequest(settings, ctx) : await runBatch(settings, inputs, ctx, writer));
  });
}
