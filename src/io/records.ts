/**
 * Readers: one input stream in, a stream of records out, in input order, one record at a time so
 * a multi-gigabyte file never sits in memory (except txt without --lines, which is one input per
 * file by definition, and txt --lines --link-batch, where all lines of a file form one request).
 *
 * Every record becomes either a record to analyse or a BadRecord naming the field and the rule,
 * so nothing is dropped silently.
 */
import type { Readable } from "node:stream";
import { InputError } from "./errors.js";
import { collectStrings, type ExactDigits, type FieldPath, fieldKey, getAtPath, parseFieldPath, selectStrings, type StringField } from "./fields.js";
import type { Format } from "./formats.js";
import { type CsvDelimiter, csvDelimiterOf, peekFirstLine } from "./csv-delimiter.js";
import { DEPTH_RULE, nestedDeeperThan } from "./json-depth.js";
import { longIntegerLiterals, stringPositions, type ValuePosition } from "./json-positions.js";
import { type LineEnd, readAll, readLines } from "./lines.js";
import { recordInShard, type Shard } from "./shard.js";

export interface Source {
  readonly file: string;
  /** 1-based line (txt --lines, ndjson). */
  readonly line?: number;
  /** 1-based data row (csv; the header is not counted). */
  readonly row?: number;
  /** 0-based position in a .json file's top-level array. */
  readonly index?: number;
}

/** One text input to analyse: a txt file, a txt line, a CSV cell, an NDJSON or JSON string field. */
export interface TextInput {
  /** Field path or column name; undefined for txt. */
  readonly key?: string;
  readonly text: string;
  /** Where the value starts in the file (ndjson and json, when ReadOptions.positions asks). */
  readonly at?: ValuePosition;
  /**
   * The name the value goes by when that is not its key: the sibling name of a name/value pair
   * ({"name": "DB_PASSWORD", "value": "..."}: "env.0.DB_PASSWORD"; see pairNamed). The engine
   * reads it as the field's name (a column header); output keeps `key`.
   */
  readonly name?: string;
}

interface Base {
  readonly source: Source;
  /** The inputs of this record: analysed in one request (linked under --link-batch). */
  readonly inputs: readonly TextInput[];
  /**
   * Characters of the line or row the record was read from (ndjson, csv): what it holds in
   * memory besides its inputs (fields and cells that are not analysed), for bounding the records
   * in flight.
   */
  readonly size?: number;
}

export interface TxtRecord extends Base {
  readonly kind: "txt";
  readonly eol: LineEnd;
}

/** txt --lines --link-batch: every line of a file in one request; each line still gets its own output. */
export interface TxtBatchRecord extends Base {
  readonly kind: "txt-batch";
  readonly lines: readonly { readonly source: Source; readonly eol: LineEnd }[];
}

export interface CsvRecord extends Base {
  readonly kind: "csv";
  readonly cells: readonly string[];
  /** The file's cell delimiter (csv-delimiter.ts). */
  readonly delimiter: CsvDelimiter;
  /** Column index of each input, parallel to `inputs`. */
  readonly columns: readonly number[];
  readonly id?: string;
  /** 1-based line of the file where the row starts (a quoted cell may span lines). */
  readonly line: number;
}

export interface NdjsonRecord extends Base {
  readonly kind: "ndjson";
  /** The line as read (without its end of line): redaction edits its strings in place (cli/redact.ts). */
  readonly line: string;
  readonly value: unknown;
  readonly fields: readonly StringField[];
  readonly id?: unknown;
  readonly eol: LineEnd;
}

/** One record of a .json file: the whole document, or one element of a top-level array. */
export interface JsonRecord extends Base {
  readonly kind: "json";
  /** The document or the element (an object inside JsonStartEvent.root: redaction edits it in place). */
  readonly value: unknown;
  readonly fields: readonly StringField[];
  readonly id?: unknown;
}

export interface BadRecord {
  readonly kind: "bad";
  readonly source: Source;
  readonly field?: string;
  readonly rule: string;
}

export type InputRecord = TxtRecord | TxtBatchRecord | CsvRecord | NdjsonRecord | JsonRecord;

/**
 * The CSV header, announced before the first row. Its cells are input too: the pipeline analyses
 * them before a writer may copy them (a file without a header would otherwise pass its first row
 * through in clear). `keys` are the names rows use for its columns.
 */
export interface HeaderEvent {
  readonly kind: "header";
  readonly header: readonly string[];
  readonly keys: readonly string[];
  /** The file's cell delimiter (csv-delimiter.ts), for a writer that writes the file again. */
  readonly delimiter: CsvDelimiter;
  /**
   * --columns or --id-field named a column by its header cell: the user knows this row is a
   * header, so it needs no check for being data.
   */
  readonly confirmed: boolean;
}

/** A .json file was parsed: how its records sit in it, for a writer that rebuilds the document. */
export interface JsonStartEvent {
  readonly kind: "json-start";
  readonly root: unknown;
  /** The document as read: redaction edits its strings in place (cli/redact.ts). */
  readonly text: string;
  /** The root is an array whose elements are the records. */
  readonly array: boolean;
  /** Indentation of the input ("" for one line), reused when the document is written back. */
  readonly indent: string;
  /** The input ended with a newline. */
  readonly finalNewline: boolean;
}

export type ReaderEvent = InputRecord | BadRecord | HeaderEvent | JsonStartEvent;

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
  /** csv: the first row is a header (default true); without one, columns are named _1, _2, ... */
  readonly header?: boolean;
  /** ndjson and json: note where each string value starts (for reports that point into the file). */
  readonly positions?: boolean;
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
    case "json":
      return readJson(stream, options);
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
    const lines: { source: Source; eol: LineEnd }[] = [];
    for await (const line of readLines(stream, { loneCr: true })) {
      if (!inShard(options, line.number)) continue;
      inputs.push({ text: line.text });
      lines.push({ source: { file: options.file, line: line.number }, eol: line.eol });
    }
    if (lines.length > 0) yield { kind: "txt-batch", source: { file: options.file }, inputs, lines };
    return;
  }
  for await (const line of readLines(stream, { loneCr: true })) {
    if (!inShard(options, line.number)) continue;
    yield { kind: "txt", source: { file: options.file, line: line.number }, inputs: [{ text: line.text }], eol: line.eol };
  }
}

/**
 * The string fields of one JSON record. A record that is itself a string or a number, or an array
 * of strings and numbers only, is text: all of it is analysed whatever --fields says (a selection
 * names object fields, and such a record has none; passing it through would copy it in clear, as
 * it did a card number written as a bare NDJSON line). Numbers count as in objects: integers of
 * seven digits or more, as their digits (fields.ts). Its key is "" for a bare value (the empty path
 * is the root) and "0", "1", ... for an array.
 */
export function recordFields(value: unknown, selection: readonly FieldPath[] | undefined, idField: string | undefined, exact?: ExactDigits): StringField[] {
  if (typeof value === "string" || typeof value === "number") return collectStrings(value, [], true, exact);
  if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === "string" || typeof v === "number")) return collectStrings(value, [], false, exact);
  const fields = selectStrings(value, selection, exact);
  return !selection && idField !== undefined ? fields.filter((f) => f.key !== idField) : fields;
}

function withPositions(fields: readonly StringField[], positions: Map<string, ValuePosition> | undefined, prefix = "", record?: unknown): TextInput[] {
  return fields.map((f) => {
    const at = positions?.get(prefix === "" ? f.key : f.key === "" ? prefix.slice(0, -1) : prefix + f.key);
    // a key is read under the name of the object it keys ("byPhone" for its phone-number keys)
    const name = f.objectKey ? fieldKey(f.path.slice(0, -1)) : record === undefined ? undefined : pairNamed(record, f.path);
    return { key: f.key, text: f.value, ...(at ? { at } : {}), ...(name !== undefined ? { name } : {}) };
  });
}

/** The value member of a name/value pair: Kubernetes and ECS environment variables, AWS tags, CloudFormation parameters. */
const PAIR_VALUE_KEYS: ReadonlyMap<string, readonly string[]> = new Map([
  ["value", ["name", "key"]],
  ["Value", ["Name", "Key"]],
  ["VALUE", ["NAME", "KEY"]],
  ["ParameterValue", ["ParameterKey"]],
  ["OptionValue", ["OptionName"]],
]);
/** A pair holds little else (a Kubernetes env entry may add valueFrom, a tag nothing). */
const MAX_PAIR_KEYS = 4;
/** Longer "names" are data, not variable or tag names. */
const MAX_PAIR_NAME = 64;

/**
 * For a value in a name/value pair object, the field path with the pair's name in place of its
 * value key: {"env": [{"name": "SMTP_PASSWORD", "value": "..."}]} -> "env.0.SMTP_PASSWORD". A
 * value read by its own key ("value") had no cue: a password, an SSN or an e-mail address passed
 * in clear when its kind was only in the sibling name. Undefined for every other field.
 */
export function pairNamed(record: unknown, path: readonly string[]): string | undefined {
  const unwrapped = extendedJsonNamed(record, path);
  if (unwrapped !== undefined) return unwrapped;
  const account = accountNamed(record, path);
  if (account !== undefined) return account;
  const last = path[path.length - 1];
  const nameKeys = last === undefined ? undefined : PAIR_VALUE_KEYS.get(last);
  if (!nameKeys) return undefined;
  const parent = getAtPath(record, path.slice(0, -1));
  if (parent === null || typeof parent !== "object" || Array.isArray(parent)) return undefined;
  const fhir = last === "value" ? fhirIdentifierName(parent as Record<string, unknown>) : undefined;
  if (fhir) return [...path.slice(0, -1), fhir].join(".");
  if (last === "value" && isProfileHandle(parent as Record<string, unknown>, getAtPath(record, path))) return [...path.slice(0, -1), "username"].join(".");
  if (Object.keys(parent).length > MAX_PAIR_KEYS) return undefined;
  for (const k of nameKeys) {
    const name = (parent as Record<string, unknown>)[k];
    if (typeof name === "string" && name.trim() !== "" && name.length <= MAX_PAIR_NAME) return [...path.slice(0, -1), name].join(".");
  }
  return undefined;
}

/**
 * A user handle under a generic key, where the record shows it is an account's (ninth exploratory
 * test, F14: the handle stayed in clear, or the model took a "first.last" login apart):
 * - "name" beside "discriminator" or "nickname": a Discord user (DiscordChatExporter's author and
 *   mentions), whose name is the handle and whose nickname the display name; one token only, as a
 *   handle is ({"name": "Ana Lopez", "nickname": "Ani"} is a person's name and keeps its key);
 * - "name" or "id" of a Terraform aws_iam_user's attributes (state and plan), the login name.
 * Read as "username" there; every other "name" or "id" keeps its key (products, places and people
 * have names too).
 */
const DISCORD_USER_KEYS = ["discriminator", "nickname"];
const IAM_USER_TYPES = new Set(["aws_iam_user"]);
function accountNamed(record: unknown, path: readonly string[]): string | undefined {
  const last = path[path.length - 1];
  if (last !== "name" && last !== "id") return undefined;
  const value = getAtPath(record, path);
  if (typeof value !== "string" || !/^[^\s@]{1,64}$/u.test(value.trim())) return undefined;
  const username = [...path.slice(0, -1), "username"].join(".");
  const parent = getAtPath(record, path.slice(0, -1));
  if (parent === null || typeof parent !== "object" || Array.isArray(parent)) return undefined;
  if (last === "name" && DISCORD_USER_KEYS.some((k) => Object.hasOwn(parent, k))) return username;
  // state: resources.N.instances.N.attributes.name; plan: resource_changes.N.change.after.name
  const holder = path.length >= 4 ? getAtPath(record, path.slice(0, path.length - 4)) : undefined;
  const planHolder = path.length >= 3 ? getAtPath(record, path.slice(0, path.length - 3)) : undefined;
  const isIamUser = (o: unknown, key: string) =>
    o !== null && typeof o === "object" && !Array.isArray(o) && IAM_USER_TYPES.has(String((o as Record<string, unknown>).type)) && Object.hasOwn(o, key);
  if (path[path.length - 2] === "attributes" && path[path.length - 4] === "instances" && isIamUser(holder, "instances")) return username;
  if ((path[path.length - 2] === "after" || path[path.length - 2] === "before") && isIamUser(planHolder, "change")) return username;
  return undefined;
}

/**
 * MongoDB extended JSON's type wrappers ({"$numberLong": "..."}, {"$date": {"$numberLong": "..."}},
 * {"$oid": "..."}): a wrapper is an object of that one key, and its value goes by the field that
 * holds the wrapper: {"telefono": {"$numberLong": "393338124470"}} -> "telefono". Read under
 * "$numberLong", a phone stored as a number stayed in clear (ninth exploratory test, F4).
 */
const EXTENDED_JSON_WRAPPERS = new Set(["$numberLong", "$numberInt", "$numberDecimal", "$numberDouble", "$date", "$oid", "$symbol", "$uuid"]);
function extendedJsonNamed(record: unknown, path: readonly string[]): string | undefined {
  let end = path.length;
  while (end > 1 && EXTENDED_JSON_WRAPPERS.has(path[end - 1]!)) {
    const wrapper = getAtPath(record, path.slice(0, end - 1));
    if (wrapper === null || typeof wrapper !== "object" || Array.isArray(wrapper) || Object.keys(wrapper).length !== 1) break;
    end--;
  }
  return end === path.length || /^\d+$/.test(path[end - 1]!) ? undefined : path.slice(0, end).join(".");
}

/**
 * The kind of a FHIR Identifier's value ({"system": "http://hl7.org/fhir/sid/us-ssn", "value":
 * "..."}, {"type": {"coding": [{"code": "MR"}]}, "value": "..."}), as a field name the detectors
 * know: the value's own key is only "value", and an SSN, NHS number, BSN or record number there
 * was left in clear (fourth exploratory test). By the system's well-known URI or OID, else by the
 * identifier type's v2 code.
 */
const FHIR_SYSTEMS: readonly [RegExp, string][] = [
  [/\/sid\/us-ssn$|2\.16\.840\.1\.113883\.4\.1$/, "ssn"],
  [/\/sid\/us-npi$|2\.16\.840\.1\.113883\.4\.6$/, "npi"],
  [/\/sid\/us-mbi$/, "mbi"],
  [/nhs-number$|2\.16\.840\.1\.113883\.2\.1\.4\.1$/, "nhs number"],
  [/2\.16\.840\.1\.113883\.2\.4\.6\.3$/, "bsn"],
  [/\/sid\/(?:us-)?passport/, "passport number"],
];
const FHIR_TYPE_CODES: ReadonlyMap<string, string> = new Map([
  ["SS", "ssn"], ["MR", "mrn"], ["PPN", "passport number"], ["DL", "driver license number"], ["NPI", "npi"],
  ["MC", "medicare number"], ["MA", "medicaid number"], ["TAX", "tax id"], ["NI", "national insurance number"],
]);

/**
 * A value that is the last path segment of its sibling link: a social export's followers and
 * following lists ({"href": "https://www.instagram.com/xX_nico_Xx", "value": "xX_nico_Xx"}), whose
 * handles stayed in clear beside their redacted profile URLs (sixth exploratory test).
 */
const PROFILE_LINK_KEYS = ["href", "url", "link", "uri", "profile_url", "profileUrl"];
function isProfileHandle(pair: Record<string, unknown>, value: unknown): boolean {
  if (typeof value !== "string" || value.trim() === "") return false;
  const handle = value.trim().replace(/^@/, "").toLowerCase();
  return PROFILE_LINK_KEYS.some((k) => {
    const link = pair[k];
    if (typeof link !== "string" || !/^https?:\/\//i.test(link)) return false;
    const segment = link.replace(/[?#].*$/, "").replace(/\/+$/, "").split("/").pop() ?? "";
    return segment.replace(/^@/, "").toLowerCase() === handle;
  });
}

/** A FHIR ContactPoint's systems: a telecom entry's value is a phone number, an address... */
const CONTACT_POINT_SYSTEMS = new Set(["phone", "fax", "email", "pager", "sms"]);
/** The last segment of a naming system's URI ("http://fhir.nl/fhir/NamingSystem/bsn", ".../mrn"). */
const SYSTEM_NAME = /[/#:](?<name>[A-Za-z][A-Za-z0-9]*(?:[-_][A-Za-z0-9]+){0,3})\/?$/;

function fhirIdentifierName(identifier: Record<string, unknown>): string | undefined {
  const system = identifier.system;
  if (typeof system === "string") {
    for (const [pattern, name] of FHIR_SYSTEMS) if (pattern.test(system)) return name;
    // a telecom entry ({"system": "phone", "value": "+44 ..."}) and a naming system named by its
    // URI's last segment: a BSN, a hospital's MRN, a GMC number stayed in clear (eighth exploratory test)
    if (CONTACT_POINT_SYSTEMS.has(system)) return system;
    const named = SYSTEM_NAME.exec(system)?.groups?.name;
    if (named && !/^\d/.test(named)) return named.toLowerCase().replace(/[-_]/g, " ");
  }
  const coding = (identifier.type as { coding?: unknown } | undefined)?.coding;
  if (Array.isArray(coding)) {
    for (const c of coding) {
      const code = (c as { code?: unknown } | null)?.code;
      if (typeof code === "string" && FHIR_TYPE_CODES.has(code)) return FHIR_TYPE_CODES.get(code);
    }
  }
  return undefined;
}

/**
 * While some --fields path has matched no record yet, an NDJSON file's records are held back, at
 * most this many (or HOLD_CHARS characters of their lines): a mistyped path ("mesage") would
 * otherwise stream every record to standard output unredacted before the file failed at its end
 * (third exploratory test). Past the bound without a match the file fails; records after a match
 * stream as before.
 */
export const HOLD_RECORDS = 10_000;
export const HOLD_CHARS = 32 * 1024 * 1024;

async function* readNdjson(stream: Readable, options: ReadOptions): AsyncGenerator<ReaderEvent> {
  const unmatched = new UnmatchedFields(options);
  let held: ReaderEvent[] | undefined = unmatched.waiting() ? [] : undefined;
  let heldChars = 0;
  for await (const event of ndjsonEvents(stream, options, unmatched)) {
    if (!held) {
      yield event;
      continue;
    }
    held.push(event);
    heldChars += event.kind === "ndjson" ? (event.size ?? 0) : 0;
    if (!unmatched.waiting()) {
      yield* held;
      held = undefined;
    } else if (held.length >= HOLD_RECORDS || heldChars >= HOLD_CHARS) {
      throw new InputError(`${options.file}: ${unmatched.describe()} matched none of the first ${held.length} records (check the path)`);
    }
  }
  unmatched.check(options.file);
  if (held) yield* held;
}

async function* ndjsonEvents(stream: Readable, options: ReadOptions, unmatched: UnmatchedFields): AsyncGenerator<ReaderEvent> {
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
    if (nestedDeeperThan(value)) {
      yield { kind: "bad", source, rule: DEPTH_RULE };
      continue;
    }
    unmatched.see(value);
    const fields = recordFields(value, selection, options.idField, longIntegerLiterals(line.text));
    const id = idPath ? (getAtPath(value, idPath) ?? null) : undefined;
    yield {
      kind: "ndjson",
      source,
      line: line.text,
      value,
      fields,
      inputs: withPositions(fields, options.positions ? stringPositions(line.text) : undefined, "", value),
      ...(idPath ? { id } : {}),
      eol: line.eol,
      size: line.text.length,
    };
  }
}

/**
 * --fields paths that no object record of a file holds: most likely a typo ("mesage"), which left
 * every record unselected and copied in clear with exit 0. The file fails (exit 2, its --out-dir
 * file not written) with a message naming the paths as given on the command line. Records that
 * are not objects (bare strings, arrays of strings) are analysed whole and do not count.
 */
class UnmatchedFields {
  private readonly left: Map<string, FieldPath>;
  private objects = 0;

  /** Off under record sharding: a path may be held only by records of another shard. */
  constructor(options: ReadOptions) {
    this.left = options.recordShard ? new Map() : new Map((options.fields ?? []).map((f) => [f, parseFieldPath(f)]));
  }

  /** Some path has matched no object record yet. */
  waiting(): boolean {
    return this.left.size > 0;
  }

  /** "--fields 'a', 'b'": the paths not matched yet, as given. */
  describe(): string {
    return `--fields ${[...this.left.keys()].map((f) => `'${f}'`).join(", ")}`;
  }

  see(value: unknown): void {
    if (this.left.size === 0 || value === null || typeof value !== "object" || Array.isArray(value)) return;
    this.objects += 1;
    for (const [spec, path] of this.left) if (getAtPath(value, path) !== undefined) this.left.delete(spec);
  }

  /** Throws InputError (the file fails: an --out-dir file of it is not written) when a path matched no record. */
  check(file: string): void {
    if (this.objects === 0 || this.left.size === 0) return;
    throw new InputError(`${file}: ${this.describe()} matched no record (check the path)`);
  }
}

/** The indentation a JSON text uses: the leading whitespace of its first indented line. */
function detectIndent(text: string): string {
  const m = /\n([ \t]+)\S/.exec(text);
  return m ? m[1]! : "";
}

/** "invalid JSON (line 3, column 7)" where JSON.parse names a position; its message itself quotes input. */
function jsonRule(err: unknown, text: string): string {
  const m = /at position (\d+)/.exec(String((err as Error)?.message ?? ""));
  if (!m) return "invalid JSON";
  const at = Math.min(Number(m[1]), text.length);
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf("\n"); i !== -1 && i < at; i = text.indexOf("\n", i + 1)) {
    line += 1;
    lineStart = i + 1;
  }
  return `invalid JSON (line ${line}, column ${[...text.slice(lineStart, at)].length + 1})`;
}

/**
 * The digits of a JSON text's long integer literals (longIntegerLiterals), by record: keyed by the
 * record's prefix ("" for a document that is one record, "<index>." for an array element), each
 * with the field keys inside that record.
 */
function exactDigitsByRecord(text: string, array: boolean): Map<string, Map<string, string>> | undefined {
  const all = longIntegerLiterals(text);
  if (!all) return undefined;
  if (!array) return new Map([["", all]]);
  const out = new Map<string, Map<string, string>>();
  for (const [key, digits] of all) {
    const dot = key.indexOf(".");
    const prefix = dot < 0 ? `${key}.` : key.slice(0, dot + 1);
    const inner = dot < 0 ? "" : key.slice(dot + 1);
    let record = out.get(prefix);
    if (!record) out.set(prefix, (record = new Map()));
    record.set(inner, digits);
  }
  return out;
}

/**
 * A .json file is one JSON text, read whole: a top-level array is a list of records (each element
 * selected with --fields like an NDJSON line), anything else is one record.
 */
async function* readJson(stream: Readable, options: ReadOptions): AsyncGenerator<ReaderEvent> {
  const text = await readAll(stream);
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch (err) {
    throw new InputError(`${options.file}: ${jsonRule(err, text)}`);
  }
  const selection: FieldPath[] | undefined = options.fields?.map(parseFieldPath);
  const idPath = options.idField === undefined ? undefined : parseFieldPath(options.idField);
  const positions = options.positions ? stringPositions(text) : undefined;
  const array = Array.isArray(root);
  const exact = exactDigitsByRecord(text, array);
  yield { kind: "json-start", root, array, text, indent: detectIndent(text), finalNewline: text.endsWith("\n") };
  const record = (value: unknown, source: Source, prefix: string): JsonRecord => {
    const fields = recordFields(value, selection, options.idField, exact?.get(prefix));
    return {
      kind: "json",
      source,
      value,
      fields,
      inputs: withPositions(fields, positions, prefix, value),
      ...(idPath ? { id: getAtPath(value, idPath) ?? null } : {}),
    };
  };
  // a record nested too deep is a bad record (json-depth.ts); the document's other records go on
  const unmatched = new UnmatchedFields(options);
  const checked = (value: unknown, source: Source, prefix: string): ReaderEvent => {
    if (nestedDeeperThan(value)) return { kind: "bad", source, rule: DEPTH_RULE };
    unmatched.see(value);
    return record(value, source, prefix);
  };
  if (!Array.isArray(root)) {
    if (inShard(options, 1)) yield checked(root, { file: options.file }, "");
  } else {
    for (let index = 0; index < root.length; index++) {
      if (!inShard(options, index + 1)) continue;
      yield checked(root[index], { file: options.file, index }, `${index}.`);
    }
  }
  unmatched.check(options.file);
}

interface PendingSkip {
  /** Good data rows parsed before the bad one. */
  readonly after: number;
  readonly rule: string;
  /** Lines the skipped text spans. */
  readonly newlines: number;
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

/**
 * Line breaks in a row's raw text: "\n", "\r\n" and a lone "\r" each end a line. csv-parse's
 * raw text of a CRLF row ends in its "\r" alone, so counting "\n" found no line break in a CRLF
 * file and every finding pointed at line 1 (SARIF regions).
 */
function newlinesIn(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) n += 1;
  }
  return n;
}

/** The name of a column by position: "_1" for the first. */
export function positionalName(index: number): string {
  return `_${index + 1}`;
}

/**
 * The names rows use for a header's columns: the header cell, or the positional name where the
 * cell is empty, repeats an earlier one, or looks like another column's positional name (so every
 * column, extra cells included, has its own key in output records).
 */
export function headerKeys(header: readonly string[]): string[] {
  const seen = new Set<string>();
  return header.map((name, i) => {
    const positional = /^_\d+$/.test(name) && name !== positionalName(i);
    const key = name === "" || seen.has(name) || positional ? positionalName(i) : name;
    seen.add(key);
    return key;
  });
}

/**
 * CSV rows. With a header (the default) the first row names the columns; without (--no-header)
 * columns are named _1, _2, ... Cells beyond the header's length are always analysed, named by
 * position (_7), whatever --columns says: they have no name to be chosen or left out by, and
 * copying them unread would pass their content through in clear. Messages and error records name
 * columns by position only ("column 3"), never by a header cell, which may be data.
 */
async function* readCsv(input: Readable, options: ReadOptions): AsyncGenerator<ReaderEvent> {
  const hasHeader = options.header !== false;
  // the delimiter is read from the first line (csv-delimiter.ts); the peeked chunks are replayed
  const peeked = await peekFirstLine(input);
  const stream = peeked.stream;
  const delimiter = csvDelimiterOf(peeked.firstLine);
  const skips: PendingSkip[] = [];
  // csv-parse is loaded with the first csv file, not when the program starts; a read error while
  // it loads is kept and raised once the parser is there
  let early: Error | undefined;
  const onEarlyError = (err: Error): void => void (early ??= err);
  stream.on("error", onEarlyError);
  const { parse: parseCsv } = await import("csv-parse");
  stream.off("error", onEarlyError);
  const parser = parseCsv({
    bom: true,
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_records_with_error: true,
    raw: true,
    // Called while parsing, ahead of the rows we have consumed: queue the error and emit it at its
    // place in row order. `records` counts the good records (header included) before this one.
    on_skip: (err) => {
      const records = typeof err?.records === "number" ? err.records : 0;
      const raw = (err as { raw?: unknown } | undefined)?.raw;
      skips.push({
        after: Math.max(0, records - (hasHeader ? 1 : 0)),
        rule: csvRule(err?.code),
        newlines: typeof raw === "string" ? newlinesIn(raw) : 0,
      });
      return undefined;
    },
  });
  stream.on("error", (err) => parser.destroy(err));
  stream.pipe(parser);
  if (early) parser.destroy(early);

  let started = false;
  let width = 0;
  let keys: string[] = [];
  /** Chosen columns (undefined: every column but the id column). */
  let chosen: number[] | undefined;
  let idIndex: number | undefined;
  let good = 0;
  let row = 0;
  /** 1-based line where the next record starts. */
  let line = 1;
  const keyOf = (index: number): string => (index < keys.length ? keys[index]! : positionalName(index));
  const takeSkips = function* (upTo: number): Generator<BadRecord> {
    while (skips.length > 0 && skips[0]!.after < upTo) {
      const skip = skips.shift()!;
      row += 1;
      line += skip.newlines;
      if (inShard(options, row)) yield { kind: "bad", source: { file: options.file, row }, rule: skip.rule };
    }
  };
  /** A column was chosen by its header cell's text. */
  let byName = false;
  const resolveColumns = (header: readonly string[] | undefined): void => {
    const indexOf = (name: string): number => {
      const named = header ? header.indexOf(name) : -1;
      if (named !== -1) {
        byName = true;
        return named;
      }
      const m = /^_(\d+)$/.exec(name);
      if (m && Number(m[1]) >= 1) return Number(m[1]) - 1;
      // The name quoted comes from the command line (--columns, --id-field), not from the file.
      throw new InputError(
        header
          ? `${options.file}: column '${name}' missing from the header`
          : `${options.file}: column '${name}' does not exist (without a header, columns are named _1, _2, ...)`,
      );
    };
    idIndex = options.idField === undefined ? undefined : indexOf(options.idField);
    chosen = options.columns ? [...new Set(options.columns.map(indexOf))] : undefined;
  };

  for await (const { record: cells, raw } of parser as AsyncIterable<{ record: string[]; raw: string }>) {
    if (!started) {
      started = true;
      if (hasHeader) {
        width = cells.length;
        keys = headerKeys(cells);
        resolveColumns(cells);
        yield { kind: "header", header: cells, keys, confirmed: byName, delimiter };
        line += newlinesIn(raw);
        continue;
      }
      resolveColumns(undefined);
    }
    good += 1;
    yield* takeSkips(good);
    row += 1;
    const startLine = line;
    line += newlinesIn(raw);
    if (!inShard(options, row)) continue;
    const source: Source = { file: options.file, row };
    const columns: number[] = [];
    if (chosen) {
      columns.push(...chosen);
      if (hasHeader) for (let i = width; i < cells.length; i++) if (!chosen.includes(i) && i !== idIndex) columns.push(i);
    } else {
      for (let i = 0; i < cells.length; i++) if (i !== idIndex) columns.push(i);
    }
    const missing = [...(chosen ?? []), ...(idIndex === undefined ? [] : [idIndex])].find((i) => i >= cells.length);
    if (missing !== undefined) {
      const n = cells.length;
      yield {
        kind: "bad",
        source,
        field: positionalName(missing),
        rule: `column ${missing + 1} missing (the row has ${n} ${n === 1 ? "cell" : "cells"})`,
      };
      continue;
    }
    yield {
      kind: "csv",
      source,
      cells,
      delimiter,
      columns,
      inputs: columns.map((i) => ({ key: keyOf(i), text: cells[i]! })),
      ...(idIndex === undefined ? {} : { id: cells[idIndex]! }),
      line: startLine,
      size: raw.length,
    };
  }
  yield* takeSkips(Number.POSITIVE_INFINITY);
}
