/**
 * Dotted paths into JSON records ("user.email", "messages.0.text"): which string fields of an
 * NDJSON record are inputs, and how redacted values are written back without touching the rest.
 * A numeric segment indexes an array. Keys that themselves contain "." cannot be named.
 */

export type FieldPath = readonly string[];

export interface StringField {
  readonly path: FieldPath;
  /** The path as written on the command line and in output records ("user.email"). */
  readonly key: string;
  readonly value: string;
  /** The value is a JSON number's digits (identifierDigits), not a string. */
  readonly number?: true;
  /**
   * The field is an object's key, not a value: `path` leads to the value under it and `key` is
   * that path's key with KEY_SUFFIX ("scores.jan@example.nl#key").
   */
  readonly objectKey?: true;
}

/** What a key field's key ends in: "scores.jan@example.nl#key" is the key "jan@example.nl" of "scores". */
export const KEY_SUFFIX = "#key";

/**
 * Object keys that are names of fields, not data: lower-case or camelCase identifiers, PascalCase
 * ones of two words or more and upper-case constants ("email", "createdAt", "user_id",
 * "DisplayName", "DB_HOST") with fewer than four digits. A single capitalised word is read: it may
 * be a name ({"Alice": 3}).
 * Every other key is analysed: a map keyed by e-mail address, phone number, customer id or name
 * ({"scores": {"jan@example.nl": 12}}, {"byPhone": {"+31612345678": ...}}) held PII in its keys,
 * which passed in clear and --fail-on-pii did not count (third exploratory test).
 */
export function isFieldNameKey(key: string): boolean {
  if (AT_FIELD_NAME.test(key)) return true;
  return /^(?:[a-z_$][A-Za-z0-9_$-]*|[A-Z][A-Z0-9_]*|[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+)$/.test(key) && !/\d{4}/.test(key);
}
/**
 * Keys that "@" marks as the format's own: Logstash's and Elastic's "@timestamp", "@version",
 * JSON-LD's "@context", "@id", "@type", OData's "@odata.nextLink". A word or camelCase words of
 * letters after the "@", with no other "@" (ninth exploratory test: "@timestamp" was read as a user
 * handle and renamed, which broke every ELK document). A handle of letters only used as a key
 * ({"@carmenrd": 3}) is read as a field name too; one with digits or "_" is still analysed.
 */
const AT_FIELD_NAME = /^@[a-z]+(?:[A-Z][a-z]+)*(?:\.[a-z]+(?:[A-Z][a-z]+)*)*$/;

export function parseFieldPath(spec: string): FieldPath {
  return spec.split(".");
}

export function fieldKey(path: FieldPath): string {
  return path.join(".");
}

function child(container: unknown, segment: string): unknown {
  if (Array.isArray(container)) {
    if (!/^\d+$/.test(segment)) return undefined;
    return container[Number(segment)];
  }
  if (container !== null && typeof container === "object" && Object.hasOwn(container, segment)) {
    return (container as Record<string, unknown>)[segment];
  }
  return undefined;
}

export function getAtPath(root: unknown, path: FieldPath): unknown {
  let node = root;
  for (const segment of path) {
    node = child(node, segment);
    if (node === undefined) return undefined;
  }
  return node;
}

/** Replace the value at an existing path (the path came from reading the same record). */
export function setAtPath(root: unknown, path: FieldPath, value: unknown): void {
  if (path.length === 0) throw new Error("setAtPath: empty path");
  const parent = getAtPath(root, path.slice(0, -1));
  const last = path[path.length - 1]!;
  if (Array.isArray(parent)) parent[Number(last)] = value;
  else if (parent !== null && typeof parent === "object") (parent as Record<string, unknown>)[last] = value;
  else throw new Error("setAtPath: path does not lead to a container");
}

/**
 * A JSON number that may be an identifier written as a number ({"phone": 4155550132}, a card, an
 * SSN): an integer of seven digits or more, read exactly (2^53 at most: a longer one has already
 * lost digits in JSON.parse). It is analysed as its digits; redaction writes a string in its place.
 * Shorter numbers (counts, amounts, ages, years) are not read.
 */
function identifierDigits(value: number): string | undefined {
  return Number.isSafeInteger(value) && Math.abs(value) >= 1_000_000 ? String(value) : undefined;
}

/**
 * Digits as written of the integers JSON.parse could not hold exactly, by field key
 * (json-positions.ts longIntegerLiterals): such a number is read as those digits, not as the
 * rounded value, which has lost the last ones (a 19-digit card number, a long account number).
 */
export type ExactDigits = ReadonlyMap<string, string>;

function numberDigits(value: number, key: string, exact: ExactDigits | undefined): string | undefined {
  if (Number.isSafeInteger(value)) return identifierDigits(value);
  return Number.isInteger(value) ? exact?.get(key) : undefined;
}

/**
 * A key that names one half of a position: "lat", "lon", "longitude", "location_lat", "startLat",
 * "latitudeE7". Its number is read whatever its size (seventh exploratory test: a location
 * history's and a dating export's coordinates, JSON floats, were never analysed).
 */
const COORDINATE_KEY = /(?:^|[_\-. ])(?:lat|lng|lon|long|latitude|longitude)(?:e7)?$/i;
/** camelCase, case-sensitive: under an i flag any two letters are a case boundary ("flat", "salon"; review). */
const CAMEL_COORDINATE_KEY = /(?<=[a-z])(?:Lat|Lng|Lon|Long|Latitude|Longitude)(?:E7)?$|^(?:latitude|longitude)E7$/;
function isCoordinateKey(key: string | undefined): boolean {
  return key !== undefined && (COORDINATE_KEY.test(key) || CAMEL_COORDINATE_KEY.test(key));
}

/**
 * Every string (and identifier-sized integer, and any number under a coordinate's key) under `node`, depth first in key order (the order
 * JSON.parse kept), and every object key that is not a field name (isFieldNameKey), before its
 * value. A string or number that is `node` itself counts only with `root` (a record that is a
 * bare value, records.ts recordFields).
 */
export function collectStrings(node: unknown, base: FieldPath = [], root = false, exact?: ExactDigits): StringField[] {
  const out: StringField[] = [];
  const walk = (value: unknown, path: string[]): void => {
    if (typeof value === "string") {
      if (path.length > 0 || root) out.push({ path, key: fieldKey(path), value });
    } else if (typeof value === "number") {
      const key = fieldKey(path);
      const digits = numberDigits(value, key, exact) ?? (isCoordinateKey(path[path.length - 1]) ? String(value) : undefined);
      if (digits !== undefined && (path.length > 0 || root)) out.push({ path, key, value: digits, number: true });
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, [...path, String(i)]));
    } else if (value !== null && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) {
        const child = [...path, k];
        if (k !== "" && !isFieldNameKey(k)) out.push({ path: child, key: fieldKey(child) + KEY_SUFFIX, value: k, objectKey: true });
        walk(v, child);
      }
    }
  };
  walk(node, [...base]);
  return out;
}

/**
 * The string fields a record offers for the given selection: with no selection every string field;
 * otherwise each named path, and every string under it when it names an object or array. Integers
 * of seven digits or more count as strings of their digits (identifierDigits); paths that are
 * absent or hold null, booleans or other numbers yield nothing.
 * Overlapping selections ("a" and "a.b") yield each field once.
 */
export function selectStrings(record: unknown, selection: readonly FieldPath[] | undefined, exact?: ExactDigits): StringField[] {
  if (!selection || selection.length === 0) return collectStrings(record, [], false, exact);
  const seen = new Map<string, StringField>();
  for (const path of selection) {
    for (const field of collectStrings(getAtPath(record, path), path, false, exact)) {
      if (!seen.has(field.key)) seen.set(field.key, field);
    }
  }
  return [...seen.values()];
}
