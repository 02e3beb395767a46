/**
 * Options shared by `pii analyze` and `pii redact`: their commander definitions, and their
 * translation into validated settings plus the request fields every per-record request carries.
 * Request-shaped options are validated through the contract (validateAll), so the CLI accepts
 * exactly what the HTTP service accepts, and reports problems before any input is read.
 */
import { type Command, Option } from "commander";
import { ACCURACY_VALUES } from "../contract/types.js";
import { COREFERENCE_MODES } from "../contract/schemas.js";
import type { ProcessedTextOptions } from "../contract/types.js";
import type { RequestError } from "../contract/errors.js";
import { FORMATS, type Format } from "../io/formats.js";
import { parseShard, type Shard } from "../io/shard.js";
import { resolveEncoding } from "../io/encodings.js";
import { UsageError } from "./errors.js";

export type Command_ = "analyze" | "redact";

/** Raw values as commander hands them over. */
export interface RawOptions {
  request?: string;
  /** Every --format given: input formats and the output format sarif. */
  format?: string[];
  lines?: boolean;
  /** commander's --no-header gives false. */
  header?: boolean;
  skipBinary?: boolean;
  encoding?: string;
  columns?: string;
  fields?: string;
  idField?: string;
  shard?: string;
  linkBatch?: boolean;
  locale?: string;
  enable?: string;
  disable?: string;
  accuracy?: string;
  concurrency?: string;
  workers?: string;
  /** commander's --no-model gives model: false; --model DIR gives a path. */
  model?: string | boolean;
  seed?: string;
  failOnPii?: boolean;
  failMinScore?: string;
  quiet?: boolean;
  /** relation_detection.coreference_resolution. */
  coref?: string;
  /** relation_detection.enable_relation_extraction. */
  relations?: boolean;
  /** analyze: add each record's subjects (person groups and what is related to them). */
  subjects?: boolean;
  // redact only
  marker?: string;
  type?: string;
  pattern?: string;
  maskChar?: string;
  numbering?: string;
  outDir?: string;
}

export interface Settings {
  readonly command: Command_;
  readonly request?: string;
  readonly format?: Format;
  /** analyze: NDJSON records (default) or one SARIF 2.1.0 log. */
  readonly output: OutputFormat;
  readonly lines: boolean;
  /** csv: the first row is a header (false with --no-header). */
  readonly header: boolean;
  /** Skip binary files with a note instead of failing them. */
  readonly skipBinary: boolean;
  /** The inputs' character encoding (TextDecoder's name; "utf-8" unless --encoding); redact writes in it too. */
  readonly encoding: string;
  readonly columns?: readonly string[];
  readonly fields?: readonly string[];
  readonly idField?: string;
  readonly shard?: Shard;
  readonly linkBatch: boolean;
  readonly concurrency: number;
  /** How the engine is loaded: model folder (or false for detectors only) and worker threads. */
  readonly engine: { readonly model: string | boolean; readonly workers?: number };
  readonly seed?: string;
  readonly failOnPii: boolean;
  /**
   * --fail-on-pii counts only entities whose best label scores at least this (0: all of them).
   * Output is not filtered: redaction and analysis still cover every entity.
   */
  readonly failMinScore: number;
  readonly quiet: boolean;
  /** analyze: records carry a subjects list (implies relation extraction). */
  readonly subjects: boolean;
  readonly outDir?: string;
  /**
   * redact: numbered placeholders count per record (the service's rule, the default) or across
   * each input file (redact/file-numbering.ts).
   */
  readonly numbering: Numbering;
  /** Fields every request carries besides text (entity_detection, locale, processed_text...). */
  readonly requestFields: Readonly<Record<string, unknown>>;
}

/** Records in flight by default (the text in flight is bounded too: pipeline.ts WINDOW_CHARS). */
export const DEFAULT_CONCURRENCY = 1024;
export const MAX_CONCURRENCY = 65_536;

export type OutputFormat = "ndjson" | "sarif";

export const NUMBERINGS = ["record", "file"] as const;
export type Numbering = (typeof NUMBERINGS)[number];

/** What --format accepts: the input formats, and sarif (the output of analyze). */
const FORMAT_CHOICES = [...FORMATS, "sarif"] as const;

function collectFormat(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

const MARKERS: Record<string, ProcessedTextOptions> = {
  numbered: { type: "MARKER", pattern: "[UNIQUE_NUMBERED_ENTITY_TYPE]" },
  best: { type: "MARKER", pattern: "[BEST_ENTITY_TYPE]" },
  mask: { type: "MASK" },
  synthetic: { type: "SYNTHETIC" },
};

export function addSharedOptions(cmd: Command): Command {
  return cmd
    .argument("[inputs...]", "files, directories or globs; '-' or nothing for standard input")
    .option("--request <file>", "read one whole request body (JSON) from a file or '-' and print the service's response")
    .option(
      "-f, --format <format>",
      `input format ${FORMATS.join("|")} (default: by extension; txt for stdin), or sarif: analyze prints a SARIF 2.1.0 log (give --format twice for both)`,
      collectFormat,
    )
    .option("--lines", "txt: one input per line instead of one per file")
    .option("--no-header", "csv: the first row is data; columns are named _1, _2, ...")
    .option("--skip-binary", "skip binary files with a note on stderr instead of failing them")
    .option("--encoding <name>", "the inputs' character encoding: utf-8 (default), utf-16le, utf-16be, or a single-byte one such as windows-1252, iso-8859-15; redact writes its output in it too")
    .option("--columns <list>", "csv: comma list of columns to analyse, by header name or position (_3) (default: all but --id-field)")
    .option("--fields <list>", "ndjson, json: comma list of dotted paths to analyse (default: every string field)")
    .option("--id-field <name>", "csv column or ndjson/json path copied to output records as \"id\"")
    .option("--shard <K/N|auto>", "process only part K of N (1-based): by file, or by record for a single input; auto: from a Kubernetes Indexed Job or CI parallel job")
    .option("--link-batch", "analyse the inputs of one record (all lines of a file with --lines) as one text")
    .option("--locale <tag>", "locale hint for dates and other locale-dependent types (en-CA, en-US)")
    .option("--enable <types>", "comma list of entity types or groupings to detect (e.g. PCI,EMAIL_ADDRESS)")
    .option("--disable <types>", "comma list of entity types or groupings not to detect")
    .addOption(new Option("--accuracy <mode>", "detection accuracy mode").choices(ACCURACY_VALUES))
    .option("--concurrency <n>", "most records in flight at once (output keeps input order)", String(DEFAULT_CONCURRENCY))
    .option("--seed <seed>", "fixed seed: reproducible coreference ids and synthetic values")
    .option("--model <dir>", "model folder to use instead of the shipped models/pii-ner-v2")
    .option("--no-model", "structured detectors only: no names, places or organisations, much faster")
    .option("--workers <n>", "model worker threads (default: number of cores)")
    .option("--fail-on-pii", "exit with status 3 when any entity is found, with a per-type summary on stderr")
    .option("--fail-min-score <score>", "--fail-on-pii counts only entities scoring at least this (0-1; default 0: all); the output still covers every entity")
    .addOption(
      new Option("--coref <mode>", "coreference: heuristics (default), model_prediction (learned mention-pair scorer) or combined")
        .choices(COREFERENCE_MODES),
    )
    .option("--relations", "relation extraction: entities carry relations (DOB, KINSHIP, CONTACT, ...) to a person's group")
    .option("-q, --quiet", "no progress bar and no summary");
}

export function addRedactOptions(cmd: Command): Command {
  return cmd
    .addOption(new Option("--marker <style>", "replacement: [NAME_1], [NAME], #### or fake values").choices(Object.keys(MARKERS)))
    .addOption(new Option("--type <type>", "processed_text.type, as the service names it").choices(["MARKER", "MASK", "SYNTHETIC"]))
    .option("--pattern <pattern>", "processed_text.pattern for MARKER (UNIQUE_NUMBERED_ENTITY_TYPE, BEST_ENTITY_TYPE, ...)")
    .option("--mask-char <char>", "the character MASK writes (default #)")
    .addOption(
      new Option("--numbering <scope>", "numbered markers count per record (default) or across each file: one value keeps its [TYPE_n] in every row")
        .choices(NUMBERINGS),
    )
    .option("--out-dir <dir>", "write one output file per input under DIR, mirroring the input tree");
}

function list(value: string | undefined, flag: string): string[] | undefined {
  if (value === undefined) return undefined;
  const items = value
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  if (items.length === 0) throw new UsageError(`${flag}: must name at least one item`);
  return items;
}

function processedText(raw: RawOptions): ProcessedTextOptions | undefined {
  if (raw.marker !== undefined && (raw.type !== undefined || raw.pattern !== undefined)) {
    throw new UsageError("--marker: cannot be combined with --type or --pattern");
  }
  let options: ProcessedTextOptions | undefined = raw.marker !== undefined ? { ...MARKERS[raw.marker] } : undefined;
  if (raw.type !== undefined || raw.pattern !== undefined) {
    options = { type: (raw.type as ProcessedTextOptions["type"]) ?? "MARKER" };
    if (raw.pattern !== undefined) {
      if (options.type !== "MARKER") throw new UsageError("--pattern: only applies to --type MARKER");
      // The reference SDK accepts the pattern with or without brackets.
      const bare = raw.pattern.replace(/^\[|\]$/g, "");
      options.pattern = `[${bare}]` as ProcessedTextOptions["pattern"];
    }
  }
  if (raw.maskChar !== undefined) {
    if (options && options.type !== "MASK") throw new UsageError("--mask-char: only applies to --marker mask (--type MASK)");
    options = { type: "MASK", ...options, mask_character: raw.maskChar };
  }
  return options;
}

/** Which command-line flag a contract field came from, for messages the user can act on. */
function flagForField(field: string, requestFields: Record<string, unknown>): string {
  const selector = /^entity_detection\.entity_types\[(\d+)\]/.exec(field);
  if (selector) {
    const types = (requestFields.entity_detection as { entity_types?: { type: string }[] } | undefined)?.entity_types;
    return types?.[Number(selector[1])]?.type === "DISABLE" ? "--disable" : "--enable";
  }
  if (field.startsWith("entity_detection.accuracy")) return "--accuracy";
  if (field.startsWith("locale")) return "--locale";
  if (field.startsWith("relation_detection.coreference_resolution")) return "--coref";
  if (field.startsWith("relation_detection")) return "--relations";
  if (field.startsWith("processed_text.mask_character")) return "--mask-char";
  if (field.startsWith("processed_text.pattern")) return "--pattern";
  if (field.startsWith("processed_text")) return "--type";
  return field;
}

const REQUEST_ONLY_CONFLICTS: readonly (keyof RawOptions)[] = [
  "format",
  "lines",
  "skipBinary",
  "encoding",
  "columns",
  "fields",
  "idField",
  "shard",
  "linkBatch",
  "locale",
  "enable",
  "disable",
  "accuracy",
  "coref",
  "relations",
  "subjects",
  "marker",
  "type",
  "pattern",
  "maskChar",
  "numbering",
  "outDir",
];

function flagName(key: string): string {
  return `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** The input format and the output format named by the --format options. */
function parseFormats(command: Command_, values: readonly string[] | undefined): { format?: Format; output: OutputFormat } {
  let format: Format | undefined;
  let output: OutputFormat = "ndjson";
  for (const value of values ?? []) {
    if (!(FORMAT_CHOICES as readonly string[]).includes(value)) {
      throw new UsageError(`option '-f, --format <format>' argument '${value}' is invalid. Allowed choices are ${FORMAT_CHOICES.join(", ")}.`);
    }
    if (value === "sarif") {
      if (command !== "analyze") throw new UsageError("--format sarif: only for analyze (redact writes its input's format)");
      output = "sarif";
    } else {
      if (format !== undefined && format !== value) throw new UsageError("--format: names two input formats");
      format = value as Format;
    }
  }
  return { ...(format ? { format } : {}), output };
}

export async function parseSettings(
  command: Command_,
  raw: RawOptions,
  inputs: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): Promise<Settings> {
  if (raw.request !== undefined) {
    if (inputs.length > 0) throw new UsageError("--request: cannot be combined with input files");
    const conflict = REQUEST_ONLY_CONFLICTS.find((k) => raw[k] !== undefined && raw[k] !== false);
    if (conflict) throw new UsageError(`--request: cannot be combined with ${flagName(conflict)} (the body says it all)`);
    if (raw.header === false) throw new UsageError("--request: cannot be combined with --no-header (the body says it all)");
  }
  const { format, output } = parseFormats(command, raw.format);

  const concurrency = Number(raw.concurrency ?? DEFAULT_CONCURRENCY);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > MAX_CONCURRENCY) {
    throw new UsageError(`--concurrency: must be a whole number from 1 to ${MAX_CONCURRENCY}`);
  }
  let workers: number | undefined;
  if (raw.workers !== undefined) {
    workers = Number(raw.workers);
    if (!Number.isInteger(workers) || workers < 1 || workers > 256) throw new UsageError("--workers: must be a whole number from 1 to 256");
  }
  let shard: Shard | undefined;
  if (raw.shard !== undefined) {
    try {
      shard = parseShard(raw.shard, env);
    } catch (err) {
      throw new UsageError((err as Error).message);
    }
  }
  if (raw.seed !== undefined && raw.seed.length === 0) throw new UsageError("--seed: must not be empty");
  const failMinScore = raw.failMinScore === undefined ? 0 : Number(raw.failMinScore);
  if (raw.failMinScore !== undefined) {
    if (raw.failOnPii !== true) throw new UsageError("--fail-min-score: only applies with --fail-on-pii");
    if (raw.failMinScore.trim() === "" || !Number.isFinite(failMinScore) || failMinScore < 0 || failMinScore > 1) {
      throw new UsageError("--fail-min-score: must be a number from 0 to 1");
    }
  }
  if (raw.idField !== undefined && raw.idField.length === 0) throw new UsageError("--id-field: must not be empty");
  const encoding = raw.encoding === undefined ? { encoding: "utf-8" } : resolveEncoding(raw.encoding);
  if ("error" in encoding) throw new UsageError(`--encoding: ${encoding.error}`);

  const entityTypes: { type: "ENABLE" | "DISABLE"; value: string[] }[] = [];
  const enable = list(raw.enable, "--enable");
  const disable = list(raw.disable, "--disable");
  if (enable) entityTypes.push({ type: "ENABLE", value: enable });
  if (disable) entityTypes.push({ type: "DISABLE", value: disable });

  const requestFields: Record<string, unknown> = {};
  if (raw.linkBatch) requestFields.link_batch = true;
  if (raw.locale !== undefined) requestFields.locale = raw.locale;
  const entityDetection: Record<string, unknown> = {};
  if (raw.accuracy !== undefined) entityDetection.accuracy = raw.accuracy;
  if (entityTypes.length > 0) entityDetection.entity_types = entityTypes;
  if (Object.keys(entityDetection).length > 0) requestFields.entity_detection = entityDetection;
  const subjects = command === "analyze" && raw.subjects === true;
  const relationDetection: Record<string, unknown> = {};
  if (raw.coref !== undefined) relationDetection.coreference_resolution = raw.coref;
  // the subjects view lists what is related to each person: it needs the relations
  if (raw.relations === true || subjects) relationDetection.enable_relation_extraction = true;
  if (Object.keys(relationDetection).length > 0) requestFields.relation_detection = relationDetection;
  if (command === "redact") {
    const pt = processedText(raw);
    if (pt) requestFields.processed_text = pt;
    const numbered = (pt?.type ?? "MARKER") === "MARKER" && (pt?.pattern ?? "[UNIQUE_NUMBERED_ENTITY_TYPE]") === "[UNIQUE_NUMBERED_ENTITY_TYPE]";
    if (raw.numbering === "file" && !numbered) throw new UsageError("--numbering: only applies to numbered markers (--marker numbered, the default)");
  }

  // The same validation the service applies to a body, on a body without text. (Loaded here, not
  // at start-up: it compiles the request schemas.)
  const { validateAll } = await import("../contract/validate.js");
  const problems: RequestError[] = validateAll({ text: [], ...requestFields }, command === "redact" ? "process" : "analyze");
  const first = problems[0];
  if (first) throw new UsageError(`${flagForField(first.field, requestFields)}: ${first.rule}`);

  return {
    command,
    ...(raw.request !== undefined ? { request: raw.request } : {}),
    ...(format !== undefined ? { format } : {}),
    output,
    lines: raw.lines === true,
    header: raw.header !== false,
    skipBinary: raw.skipBinary === true,
    encoding: encoding.encoding,
    ...(raw.columns !== undefined ? { columns: list(raw.columns, "--columns")! } : {}),
    ...(raw.fields !== undefined ? { fields: list(raw.fields, "--fields")! } : {}),
    ...(raw.idField !== undefined ? { idField: raw.idField } : {}),
    ...(shard ? { shard } : {}),
    linkBatch: raw.linkBatch === true,
    concurrency,
    engine: { model: raw.model ?? true, ...(workers !== undefined ? { workers } : {}) },
    ...(raw.seed !== undefined ? { seed: raw.seed } : {}),
    failOnPii: raw.failOnPii === true,
    failMinScore,
    quiet: raw.quiet === true,
    subjects,
    ...(raw.outDir !== undefined ? { outDir: raw.outDir } : {}),
    numbering: (raw.numbering as Numbering | undefined) ?? "record",
    requestFields,
  };
}
