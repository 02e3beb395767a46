/**
 * `pii analyze --format sarif`: the findings as one SARIF 2.1.0 log, for GitHub code scanning and
 * other CI systems that show static-analysis results.
 *
 * - One rule per entity type found (id = the type, description from the catalog).
 * - One result per entity: the file (relative to the working directory, under %SRCROOT%), and
 *   - txt: line and column of its start and end (columns in Unicode code points, declared by
 *     run.columnKind);
 *   - ndjson and json: the line of the record, and the column of the entity where the field's
 *     string has no escape before it (otherwise the column where the string starts), plus a logical
 *     location naming the record and the field path;
 *   - csv: the line where the row starts, and the row and column as logical location.
 * - Messages name the type only. No entity text, snippet or hash of it goes into the log.
 * - Bad records, files that failed and files skipped become toolExecutionNotifications (rules and
 *   positions only); executionSuccessful is false when any record or file failed.
 */
import { isAbsolute } from "node:path";
import { pathToFileURL } from "node:url";
import { entityType } from "../contract/catalog.js";
import type { AnalyzeResult } from "../contract/types.js";
import type { BadRecord, InputRecord, Source, TextInput } from "../io/records.js";
import { streamSink } from "../io/sink.js";
import type { Settings } from "./options.js";
import type { CliContext, EngineResult, FileJob, RecordWriter } from "./pipeline.js";
import { VERSION } from "./version.js";

const SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
export const SRCROOT = "%SRCROOT%";

interface Region {
  startLine: number;
  startColumn?: number;
  endLine?: number;
  endColumn?: number;
}

interface Location {
  physicalLocation?: { artifactLocation: { uri: string; uriBaseId?: string }; region?: Region };
  logicalLocations?: { name?: string; fullyQualifiedName: string; kind?: string }[];
}

interface Position {
  line: number;
  column: number;
}

/**
 * Line and column (1-based, code points) of each code-point offset into `text`. Lines end at
 * "\n"; a "\r" before it belongs to the line.
 */
export function lineColumns(text: string, offsets: readonly number[]): Map<number, Position> {
  const wanted = [...new Set(offsets)].sort((a, b) => a - b);
  const out = new Map<number, Position>();
  let next = 0;
  let line = 1;
  let column = 1;
  let cp = 0;
  for (let i = 0; i <= text.length && next < wanted.length; ) {
    while (next < wanted.length && wanted[next]! <= cp) out.set(wanted[next++]!, { line, column });
    if (i === text.length) break;
    const c = text.charCodeAt(i);
    i += c >= 0xd800 && c <= 0xdbff && i + 1 < text.length ? 2 : 1;
    cp += 1;
    if (c === 10) {
      line += 1;
      column = 1;
    } else {
      column += 1;
    }
  }
  return out;
}

/** The file, relative to the working directory (%SRCROOT%) where it lies below it; none for standard input. */
function artifactUri(job: FileJob): { uri: string; uriBaseId?: string } | undefined {
  if (!job.file) return undefined;
  if (isAbsolute(job.name)) return { uri: pathToFileURL(job.file.path).href };
  return { uri: job.name.split("/").map(encodeURIComponent).join("/"), uriBaseId: SRCROOT };
}

function recordLabel(source: Source): string | undefined {
  if (source.line !== undefined) return `line ${source.line}`;
  if (source.row !== undefined) return `row ${source.row}`;
  if (source.index !== undefined) return `[${source.index}]`;
  return undefined;
}

function logical(source: Source, key: string | undefined): Location["logicalLocations"] {
  const label = recordLabel(source);
  if (key === undefined) return label ? [{ fullyQualifiedName: label, kind: "element" }] : undefined;
  if (source.index !== undefined) return [{ name: key, fullyQualifiedName: key === "" ? label! : `${label}.${key}`, kind: "member" }];
  const field = key === "" ? "(value)" : key;
  return [{ name: key, fullyQualifiedName: label ? `${label} / ${field}` : field, kind: "member" }];
}

export function sarifWriter(_settings: Settings, ctx: CliContext): RecordWriter {
  const rules: { id: string; name: string; shortDescription: { text: string }; fullDescription: { text: string }; defaultConfiguration: { level: string }; properties: { tags: string[] } }[] = [];
  const ruleIndex = new Map<string, number>();
  const results: unknown[] = [];
  const notifications: unknown[] = [];
  let failed = false;

  const rule = (type: string): number => {
    let index = ruleIndex.get(type);
    if (index === undefined) {
      const info = entityType(type);
      const description = info?.description ?? type;
      index = rules.length;
      ruleIndex.set(type, index);
      rules.push({
        id: type,
        name: type
          .toLowerCase()
          .split("_")
          .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
          .join(""),
        shortDescription: { text: `Personal information: ${type}` },
        fullDescription: { text: `${description} (entity type ${type}).` },
        defaultConfiguration: { level: "error" },
        properties: { tags: [...new Set(["pii", ...(info ? [info.group.toLowerCase()] : [])])] },
      });
    }
    return index;
  };

  const physical = (job: FileJob, region: Region | undefined): Location["physicalLocation"] => {
    const artifact = artifactUri(job);
    return artifact ? { artifactLocation: artifact, ...(region ? { region } : {}) } : undefined;
  };

  /** The region of entity [stt, end) of an input that sits in a field of a JSON line or document. */
  const fieldRegion = (input: TextInput, line: number, stt: number, end: number): Region => {
    if (!input.at) return { startLine: line };
    if (input.at.escaped) return { startLine: line, startColumn: input.at.column };
    return { startLine: line, startColumn: input.at.column + stt, endLine: line, endColumn: input.at.column + end };
  };

  const add = (job: FileJob, source: Source, key: string | undefined, result: AnalyzeResult, region: (stt: number, end: number) => Region | undefined): void => {
    for (const entity of result.entities ?? []) {
      const type = entity.best_label;
      const index = rule(type);
      const location: Location = {};
      const p = physical(job, region(entity.location.stt_idx, entity.location.end_idx));
      if (p) location.physicalLocation = p;
      const l = logical(source, key);
      if (l) location.logicalLocations = l;
      results.push({
        ruleId: type,
        ruleIndex: index,
        level: "error",
        message: { text: `${entityType(type)?.description ?? type} (${type}).` },
        locations: [location],
        properties: { source, ...(key !== undefined ? { field: key } : {}), score: entity.labels[type] ?? null },
      });
    }
  };

  const notify = (job: FileJob, source: Source, level: "error" | "note", text: string, field?: string): void => {
    const location: Location = {};
    const region = source.line !== undefined ? { startLine: source.line } : undefined;
    const p = physical(job, region);
    if (p) location.physicalLocation = p;
    const l = logical(source, field);
    if (l) location.logicalLocations = l;
    notifications.push({ level, message: { text }, ...(p || l ? { locations: [location] } : {}), properties: { source, ...(field !== undefined ? { field } : {}) } });
  };

  return {
    async startFile() {},
    async header() {},
    async jsonStart() {},
    async result(job: FileJob, record: InputRecord, engineResults: readonly EngineResult[]) {
      const analyzed = engineResults as readonly AnalyzeResult[];
      switch (record.kind) {
        case "txt": {
          const result = analyzed[0];
          if (!result) break;
          if (record.source.line !== undefined) {
            const line = record.source.line;
            add(job, record.source, undefined, result, (stt, end) => ({ startLine: line, startColumn: stt + 1, endLine: line, endColumn: end + 1 }));
          } else {
            const text = record.inputs[0]!.text;
            const at = lineColumns(
              text,
              (result.entities ?? []).flatMap((e) => [e.location.stt_idx, e.location.end_idx]),
            );
            add(job, record.source, undefined, result, (stt, end) => {
              const s = at.get(stt)!;
              const e = at.get(end)!;
              return { startLine: s.line, startColumn: s.column, endLine: e.line, endColumn: e.column };
            });
          }
          break;
        }
        case "txt-batch":
          record.lines.forEach((l, i) => {
            const result = analyzed[i];
            const line = l.source.line!;
            if (result) add(job, l.source, undefined, result, (stt, end) => ({ startLine: line, startColumn: stt + 1, endLine: line, endColumn: end + 1 }));
          });
          break;
        case "csv":
          record.inputs.forEach((input, i) => {
            const result = analyzed[i];
            if (result) add(job, record.source, input.key, result, () => ({ startLine: record.line }));
          });
          break;
        case "ndjson":
          record.inputs.forEach((input, i) => {
            const result = analyzed[i];
            if (result) add(job, record.source, input.key, result, (stt, end) => fieldRegion(input, record.source.line!, stt, end));
          });
          break;
        case "json":
          record.inputs.forEach((input, i) => {
            const result = analyzed[i];
            if (result) add(job, record.source, input.key, result, (stt, end) => fieldRegion(input, input.at?.line ?? 1, stt, end));
          });
          break;
      }
    },
    async error(job: FileJob, bad: BadRecord) {
      failed = true;
      notify(job, bad.source, "error", bad.rule, bad.field);
    },
    async skipped(job: FileJob, ruleText: string) {
      notify(job, { file: job.name }, "note", `skipped: ${ruleText}`);
    },
    async endFile() {},
    async finish() {
      const log = {
        $schema: SCHEMA,
        version: "2.1.0",
        runs: [
          {
            tool: {
              driver: {
                name: "pii",
                semanticVersion: VERSION,
                version: VERSION,
                rules,
              },
            },
            originalUriBaseIds: { [SRCROOT]: { uri: pathToFileURL(ctx.cwd.endsWith("/") ? ctx.cwd : `${ctx.cwd}/`).href } },
            columnKind: "unicodeCodePoints",
            invocations: [{ executionSuccessful: !failed, toolExecutionNotifications: notifications }],
            results,
          },
        ],
      };
      await streamSink(ctx.stdout).write(`${JSON.stringify(log)}\n`);
    },
  };
}
