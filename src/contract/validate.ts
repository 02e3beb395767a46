/**
 * Request validation: unknown JSON in, a normalised typed copy out (defaults applied, null read as
 * "absent", unknown fields dropped, version-3 selector names translated), or RequestError(field,
 * rule) for the first problem. validateAll() lists every problem, for the server's detail array.
 *
 * Two passes: ajv checks the structure against ./schemas.ts (compiled ahead of time: validators.generated.ts), then
 * hand-written checks do what JSON Schema cannot (BCP 47 tags, catalog names, regex syntax,
 * cross-field rules). The custom checks guard every type, so both passes can run on any input.
 *
 * ----------------------------------------------------------------------------------------------
 * Error vocabulary. The server prints `{"detail": [...]}` with these, the CLI prints
 * "<field>: <rule>" and exits 2, so keep them stable.
 *
 * field: a dotted path into the body: "text", "text[3]", "entity_detection.entity_types[0].value[2]",
 *        "entity_detection.filter[1].pattern", "project_id", "locale"; "body" for the body itself.
 * rule:  "is required"
 *        "must be a JSON object"                       (body)
 *        "must be an array of strings" | "must be an array" | "must be an object"
 *        "must be a string" | "must be a number" | "must be an integer" | "must be a boolean"
 *        "must not be empty"                           (filter pattern "")
 *        "must be a single character"                  (mask_character: one code point)
 *        "must be at most 60 characters"               (project_id)
 *        "must match ^[a-zA-Z0-9\-_\:]*$"              (project_id)
 *        "must match ^[A-Za-z][A-Za-z0-9_]*$"          (filter entity_type: custom labels too)
 *        "must be between 0 and 1"                     (filter threshold)
 *        "must be one of: a, b, c"                     (accuracy, selector/filter type, enums)
 *        "must be a well-formed BCP 47 language tag"   (locale; "en_CA" is not, "en-ca" is)
 *        "unknown entity type or grouping 'FOO'"       (selector values)
 *        "unknown entity type or grouping 'HIPAA' (version 3 name; use HIPAA_SAFE_HARBOR)"
 *        "must be a valid regular expression"          (filter pattern)
 *        "is required for BLOCK filters"               (filter entity_type)
 * Rules never quote input values: no text, no filter pattern, no locale. The one exception is an
 * unknown selector name, quoted only when it is shaped like a type name (letters, digits, _).
 * ----------------------------------------------------------------------------------------------
 */
import type { ErrorObject, ValidateFunction } from "ajv";
import {
  DEFAULT_ENABLED_TYPES,
  ENTITY_TYPES,
  GROUPINGS,
  expandSelector,
  isEntityType,
  isGrouping,
} from "./catalog.js";
import { RequestError } from "./errors.js";
import {
  laxBooleanValue,
  PROJECT_ID_PATTERN,
} from "./schemas.js";
import * as generated from "./validators.generated.js";
import type {
  Accuracy,
  CoreferenceMode,
  EntityDetection,
  EntityFilter,
  EntityTypeSelector,
  ErrorDetailItem,
  MarkerPattern,
  ParsedAnalyzeRequest,
  ParsedEntityDetection,
  ParsedNerRequest,
  ParsedProcessedTextOptions,
  ParsedProcessRequest,
  ParsedReidentifyRequest,
  ParsedRelationDetection,
  ReidentifyEntity,
} from "./types.js";

export type RequestKind = "analyze" | "process" | "ner" | "reidentify";

export interface ParseOptions {
  /**
   * Interface version the request speaks (the server knows it from a /v3/ path segment).
   * 3: the old names GENDER_SEXUALITY, HIPAA and PHI are accepted and translated to version-4
   * selectors. 4 (default): they are rejected with a hint naming their replacement.
   */
  version?: 3 | 4;
}

// ------------------------------------------------------------------ structural pass (ajv)

// The schemas compiled ahead of time (ajv standalone code, same options: allErrors, verbose, strict,
// allowUnionTypes): loading ajv's compiler and compiling them took about a fifth of a one-line
// `pii redact`'s start. npm run gen:validators regenerates the file; a test checks it is current.
const validators = generated as unknown as Record<RequestKind, ValidateFunction>;

/** Values that are accepted but not advertised in "must be one of" rules. */
const HIDDEN_ENUM_VALUES = new Set<unknown>([null, "model"]);

type Segment = string | number;

function pointerToSegments(pointer: string): Segment[] {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((raw) => raw.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((s) => (/^(0|[1-9]\d*)$/.test(s) ? Number(s) : s));
}

/** ["entity_detection", "filter", 1, "pattern"] -> "entity_detection.filter[1].pattern". */
export function segmentsToField(segments: readonly Segment[]): string {
  let out = "";
  for (const s of segments) out += typeof s === "number" ? `[${s}]` : out === "" ? s : `.${s}`;
  return out === "" ? "body" : out;
}

/** "entity_detection.filter[1].pattern" -> ["entity_detection", "filter", 1, "pattern"]. */
export function fieldToSegments(field: string): Segment[] {
  if (field === "body") return [];
  const out: Segment[] = [];
  for (const m of field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) out.push(m[2] !== undefined ? Number(m[2]) : m[1]!);
  return out;
}

function typeRule(expected: unknown, schema: Record<string, unknown>, atRoot: boolean): string {
  const types = (Array.isArray(expected) ? expected : [expected]).filter((t) => t !== "null");
  const main = types[0];
  if (atRoot && main === "object") return "must be a JSON object";
  if (main === "array") {
    const items = schema.items as Record<string, unknown> | undefined;
    return items?.type === "string" ? "must be an array of strings" : "must be an array";
  }
  if (main === "object" || main === "integer") return `must be an ${main}`;
  return `must be a ${String(main)}`;
}

function ajvErrorToRequestError(error: ErrorObject): RequestError {
  const segments = pointerToSegments(error.instancePath);
  const schema = (error.parentSchema ?? {}) as Record<string, unknown>;
  const field = () => segmentsToField(segments);
  switch (error.keyword) {
    case "required":
      return new RequestError(segmentsToField([...segments, String(error.params.missingProperty)]), "is required");
    case "type":
      return new RequestError(field(), typeRule(error.params.type, schema, segments.length === 0));
    case "enum": {
      const allowed = (error.params.allowedValues ?? []) as unknown[];
      if (allowed.includes(true) && allowed.includes(false)) return new RequestError(field(), "must be a boolean");
      const shown = allowed.filter(
        (v) => !HIDDEN_ENUM_VALUES.has(v) && !(typeof v === "string" && allowed.includes(`[${v}]`)),
      );
      return new RequestError(field(), `must be one of: ${shown.map(String).join(", ")}`);
    }
    case "minLength":
    case "maxLength":
      if (schema.minLength === 1 && schema.maxLength === 1) return new RequestError(field(), "must be a single character");
      if (error.keyword === "minLength" && error.params.limit === 1) return new RequestError(field(), "must not be empty");
      return new RequestError(
        field(),
        `must be at ${error.keyword === "minLength" ? "least" : "most"} ${String(error.params.limit)} characters`,
      );
    case "pattern": {
      const last = segments[segments.length - 1];
      // The schema writes the project_id pattern in a "u"-safe form; quote it as the spec does.
      return new RequestError(field(), `must match ${last === "project_id" ? PROJECT_ID_PATTERN : String(error.params.pattern)}`);
    }
    case "minimum":
    case "maximum":
      if (typeof schema.minimum === "number" && typeof schema.maximum === "number") {
        return new RequestError(field(), `must be between ${schema.minimum} and ${schema.maximum}`);
      }
      return new RequestError(field(), `must be at ${error.keyword === "minimum" ? "least" : "most"} ${String(error.params.limit)}`);
    default:
      // Not produced by our schemas; ajv's own message never quotes the data.
      return new RequestError(field(), error.message ?? "is invalid");
  }
}

function structuralErrors(kind: RequestKind, body: unknown): RequestError[] {
  const validate = validators[kind];
  if (validate(body)) return [];
  return (validate.errors ?? []).map(ajvErrorToRequestError);
}

// ------------------------------------------------------------------ custom pass

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Canonical BCP 47 tag, or undefined when the string is not well-formed ("en_CA", ""). */
export function canonicalLocale(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

/** Version-3 names that no longer exist in version 4, with what replaces them there. */
function v3Replacement(name: string): string[] | undefined {
  const types = ENTITY_TYPES.filter((t) => t.v3Name === name).map((t) => t.name);
  if (types.length > 0) return types;
  const g = GROUPINGS.find((x) => x.v3Name === name);
  return g ? [g.name] : undefined;
}

/**
 * A version-3 selector name in version-4 terms: GENDER_SEXUALITY -> [GENDER, SEXUALITY],
 * HIPAA -> the members version 3 gave it (broader than HIPAA_SAFE_HARBOR), PHI ->
 * [HEALTH_INFORMATION]. Undefined for names that are not version-3-only.
 */
export function translateV3Selector(name: string): string[] | undefined {
  const g = GROUPINGS.find((x) => x.v3Name === name);
  if (g) return g.v3Members ? [...new Set(g.v3Members)] : [g.name];
  const types = ENTITY_TYPES.filter((t) => t.v3Name === name).map((t) => t.name);
  return types.length > 0 ? types : undefined;
}

const QUOTABLE_NAME = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;

function selectorNameError(name: string, version: 3 | 4): string | undefined {
  if (isEntityType(name) || isGrouping(name)) return undefined;
  const replacement = v3Replacement(name);
  if (replacement) {
    return version === 3 ? undefined : `unknown entity type or grouping '${name}' (version 3 name; use ${replacement.join(" and ")})`;
  }
  return QUOTABLE_NAME.test(name) ? `unknown entity type or grouping '${name}'` : "unknown entity type or grouping";
}

// Python-style regular expressions, as the reference service's clients write them.

const PYTHON_FLAG_GROUP = /^\(\?([aiLmsux]+)\)/;

/**
 * Translate the Python-only syntax clients use into JavaScript: leading inline flags ((?i), (?s),
 * (?m), combined as (?im); a and u are Python defaults with no JS meaning and are dropped),
 * named groups (?P<name>...) and back-references (?P=name), and the anchors \A and \Z (start and
 * end of input even in multiline mode). Returns undefined for flags JS cannot express (x, L).
 */
export function translatePythonRegex(pattern: string): { source: string; flags: string } | undefined {
  let rest = pattern;
  const flags = new Set<string>();
  for (let m = PYTHON_FLAG_GROUP.exec(rest); m; m = PYTHON_FLAG_GROUP.exec(rest)) {
    for (const f of m[1]!) {
      if (f === "x" || f === "L") return undefined;
      if (f === "i" || f === "m" || f === "s") flags.add(f);
    }
    rest = rest.slice(m[0].length);
  }
  let source = "";
  let inClass = false;
  for (let i = 0; i < rest.length; i++) {
    const c = rest[i]!;
    if (c === "\\") {
      const next = rest[i + 1];
      if (!inClass && next === "A") source += "(?<![\\s\\S])";
      else if (!inClass && next === "Z") source += "(?![\\s\\S])";
      else source += c + (next ?? "");
      i++;
      continue;
    }
    if (inClass) {
      if (c === "]") inClass = false;
      source += c;
      continue;
    }
    if (c === "[") {
      inClass = true;
      source += c;
      // A "]" right after "[" or "[^" is a literal in Python.
      if (rest[i + 1] === "^") source += rest[++i];
      if (rest[i + 1] === "]") {
        source += "\\]";
        i++;
      }
      continue;
    }
    if (rest.startsWith("(?P<", i)) {
      source += "(?<";
      i += 3;
      continue;
    }
    const backref = /^\(\?P=([A-Za-z_][A-Za-z0-9_]*)\)/.exec(rest.slice(i));
    if (backref) {
      source += `\\k<${backref[1]}>`;
      i += backref[0].length - 1;
      continue;
    }
    source += c;
  }
  return { source, flags: [...flags].sort().join("") };
}

/** Subjects that make V8 compile a pattern for both of its string representations. */
const PATTERN_PROBES = ["a1", "\u0100\u{1F600}"];

/**
 * Compile a filter pattern into a global RegExp: Unicode mode first (code points, \u{...}), then
 * legacy mode, which also takes the identity escapes (\: \-) Python allows and "u" rejects.
 * Undefined when neither compiles.
 *
 * `new RegExp` only parses; V8 compiles a pattern on its first use, once for one-byte and once for
 * two-byte subjects, and that is where "Regular expression too large" (a 32,768-character literal,
 * a big counted repetition) and stack overflows on deep nesting appear. So the pattern is also run
 * once on a one-byte and a two-byte probe here: what fails there fails validation (400), never a
 * request later (500). The probes are two characters long, so running them costs nothing even
 * for patterns that backtrack badly on real text.
 */
export function compilePattern(pattern: string): RegExp | undefined {
  const translated = translatePythonRegex(pattern);
  if (!translated) return undefined;
  for (const extra of ["gu", "g"]) {
    try {
      const regex = new RegExp(translated.source, translated.flags + extra);
      for (const probe of PATTERN_PROBES) {
        regex.lastIndex = 0;
        regex.exec(probe);
      }
      regex.lastIndex = 0;
      return regex;
    } catch {
      // try the next mode
    }
  }
  return undefined;
}

function entityDetectionErrors(ed: unknown, version: 3 | 4): RequestError[] {
  if (!isRecord(ed)) return [];
  const errors: RequestError[] = [];
  if (Array.isArray(ed.entity_types)) {
    ed.entity_types.forEach((selector, i) => {
      if (!isRecord(selector) || !Array.isArray(selector.value)) return;
      selector.value.forEach((name, j) => {
        if (typeof name !== "string") return;
        const rule = selectorNameError(name, version);
        if (rule) errors.push(new RequestError(`entity_detection.entity_types[${i}].value[${j}]`, rule));
      });
    });
  }
  if (Array.isArray(ed.filter)) {
    ed.filter.forEach((filter, i) => {
      if (!isRecord(filter)) return;
      if (typeof filter.pattern === "string" && filter.pattern !== "" && !compilePattern(filter.pattern)) {
        errors.push(new RequestError(`entity_detection.filter[${i}].pattern`, "must be a valid regular expression"));
      }
      if (filter.type === "BLOCK" && (filter.entity_type === undefined || filter.entity_type === null)) {
        errors.push(new RequestError(`entity_detection.filter[${i}].entity_type`, "is required for BLOCK filters"));
      }
    });
  }
  return errors;
}

function customErrors(kind: RequestKind, body: unknown, version: 3 | 4): RequestError[] {
  if (!isRecord(body) || kind === "reidentify") return [];
  const errors: RequestError[] = [];
  if (typeof body.locale === "string" && canonicalLocale(body.locale) === undefined) {
    errors.push(new RequestError("locale", "must be a well-formed BCP 47 language tag"));
  }
  errors.push(...entityDetectionErrors(body.entity_detection, version));
  // enable_relation_extraction without a coreference mode is fine (the reference SDK refuses it
  // client-side): relations link the groups of the default mode, heuristics.
  return errors;
}

// ------------------------------------------------------------------ public entry points

/** Every problem with the body, structural first; empty when the body is valid. */
export function validateAll(body: unknown, kind: RequestKind = "analyze", options: ParseOptions = {}): RequestError[] {
  return [...structuralErrors(kind, body), ...customErrors(kind, body, options.version ?? 4)];
}

function assertValid(kind: RequestKind, body: unknown, options: ParseOptions): Record<string, unknown> {
  const first = validateAll(body, kind, options)[0];
  if (first) throw first;
  return body as Record<string, unknown>;
}

/** The detail list of an error body, FastAPI's shape plus our dotted field. */
export function toErrorDetail(errors: readonly RequestError[]): ErrorDetailItem[] {
  return errors.map((e) => ({ loc: ["body", ...fieldToSegments(e.field)], msg: e.rule, type: "value_error", field: e.field }));
}

// Normalisers: run only on bodies that passed both passes, so the casts below are checked facts.

function present<T>(value: unknown): T | undefined {
  return value === null || value === undefined ? undefined : (value as T);
}

function bool(value: unknown, fallback: boolean): boolean {
  return laxBooleanValue(value) ?? fallback;
}

function normaliseSelectorValues(values: string[], version: 3 | 4): string[] {
  const out = values.flatMap((name) => (version === 3 && !isEntityType(name) && !isGrouping(name) ? translateV3Selector(name) ?? [name] : [name]));
  return [...new Set(out)];
}

function normaliseEntityDetection(raw: unknown, version: 3 | 4): ParsedEntityDetection {
  const ed = isRecord(raw) ? raw : {};
  const selectors = present<Record<string, unknown>[]>(ed.entity_types) ?? [];
  const filters = present<Record<string, unknown>[]>(ed.filter) ?? [];
  return {
    accuracy: present<Accuracy>(ed.accuracy) ?? "high_automatic",
    entity_types: selectors.map(
      (s): EntityTypeSelector => ({
        type: s.type as EntityTypeSelector["type"],
        value: normaliseSelectorValues(s.value as string[], version),
      }),
    ),
    filter: filters.map((f): EntityFilter => {
      const out: EntityFilter = { type: f.type as EntityFilter["type"], pattern: f.pattern as string };
      const entityType = present<string>(f.entity_type);
      const threshold = present<number>(f.threshold);
      if (entityType !== undefined) out.entity_type = entityType;
      if (threshold !== undefined) out.threshold = threshold;
      return out;
    }),
    return_entity: bool(ed.return_entity, true),
    enable_non_max_suppression: bool(ed.enable_non_max_suppression, false),
  };
}

/** `fallback`: the mode when the request names none (process/text: processed_text's). */
function normaliseRelationDetection(raw: unknown, fallback: CoreferenceMode = "heuristics"): ParsedRelationDetection {
  const rd = isRecord(raw) ? raw : {};
  return {
    coreference_resolution: present<CoreferenceMode>(rd.coreference_resolution) ?? fallback,
    enable_relation_extraction: bool(rd.enable_relation_extraction, false),
  };
}

function normaliseLocale(raw: unknown): string | null {
  return typeof raw === "string" ? canonicalLocale(raw) ?? null : null;
}

function normaliseProcessedText(raw: unknown): ParsedProcessedTextOptions {
  const pt = isRecord(raw) ? raw : {};
  const pattern = present<string>(pt.pattern) ?? "[UNIQUE_NUMBERED_ENTITY_TYPE]";
  const coref = present<string>(pt.coreference_resolution) ?? "heuristics";
  return {
    type: present<ParsedProcessedTextOptions["type"]>(pt.type) ?? "MARKER",
    pattern: (pattern.startsWith("[") ? pattern : `[${pattern}]`) as MarkerPattern,
    mask_character: present<string>(pt.mask_character) ?? "#",
    // The SDK up to 4.0 sent "model" where the service means model_prediction.
    coreference_resolution: (coref === "model" ? "model_prediction" : coref) as CoreferenceMode,
    marker_language: present<string>(pt.marker_language) ?? "en",
    synthetic_entity_accuracy: present<ParsedProcessedTextOptions["synthetic_entity_accuracy"]>(pt.synthetic_entity_accuracy) ?? "standard",
    preserve_relationships: bool(pt.preserve_relationships, false),
  };
}

/** The fields analyze, process and ner share, normalised (defaults applied, null = absent). */
function commonFields(b: Record<string, unknown>, version: 3 | 4): ParsedNerRequest {
  return {
    text: [...(b.text as string[])],
    link_batch: bool(b.link_batch, false),
    entity_detection: normaliseEntityDetection(b.entity_detection, version),
    project_id: present<string>(b.project_id) ?? "main",
    locale: normaliseLocale(b.locale),
  };
}

/** POST /analyze/text body -> normalised request, or throws RequestError for the first problem. */
export function parseAnalyzeRequest(body: unknown, options: ParseOptions = {}): ParsedAnalyzeRequest {
  const b = assertValid("analyze", body, options);
  return { ...commonFields(b, options.version ?? 4), relation_detection: normaliseRelationDetection(b.relation_detection) };
}

/** POST /process/text body -> normalised request (processed_text defaults: MARKER, numbered). */
export function parseProcessRequest(body: unknown, options: ParseOptions = {}): ParsedProcessRequest {
  const b = assertValid("process", body, options);
  const processedText = normaliseProcessedText(b.processed_text);
  return {
    ...commonFields(b, options.version ?? 4),
    relation_detection: normaliseRelationDetection(b.relation_detection, processedText.coreference_resolution),
    processed_text: processedText,
  };
}

/** POST /ner/text body -> normalised request. */
export function parseNerRequest(body: unknown, options: ParseOptions = {}): ParsedNerRequest {
  return commonFields(assertValid("ner", body, options), options.version ?? 4);
}

/** POST /process/text/reidentify body -> normalised request. */
export function parseReidentifyRequest(body: unknown, options: ParseOptions = {}): ParsedReidentifyRequest {
  const b = assertValid("reidentify", body, options);
  const out: ParsedReidentifyRequest = {
    processed_text: [...(b.processed_text as string[])],
    entities: (b.entities as Record<string, unknown>[]).map(
      (e): ReidentifyEntity => ({ processed_text: e.processed_text as string, text: e.text as string }),
    ),
    reidentify_sensitive_fields: bool(b.reidentify_sensitive_fields, true),
    project_id: present<string>(b.project_id) ?? "main",
  };
  const model = present<string>(b.model);
  if (model !== undefined) out.model = model;
  return out;
}

// ------------------------------------------------------------------ helpers for the engine

/**
 * The entity types a request asks for. With any ENABLE selector: the union of the ENABLE values
 * (groupings expanded); without one: every non-beta type. Then DISABLE values are removed, so
 * ENABLE [NAME, DOB] + DISABLE [OCCUPATION] works as the reference's examples show.
 *
 * Enabling a parent type does NOT enable its subtypes: with only NAME enabled, NAME_GIVEN is not
 * in the set, and the engine relabels a NAME_GIVEN detection to NAME (its nearest enabled
 * ancestor) instead of dropping it. Expects parsed selectors (version-3 names translated).
 */
export function resolveEnabledTypes(entityDetection?: EntityDetection | null): Set<string> {
  const selectors = entityDetection?.entity_types ?? [];
  const enables = selectors.filter((s) => s.type === "ENABLE");
  const enabled = new Set<string>(
    enables.length > 0 ? enables.flatMap((s) => s.value.flatMap(expandSelector)) : DEFAULT_ENABLED_TYPES,
  );
  for (const s of selectors) if (s.type === "DISABLE") for (const name of s.value.flatMap(expandSelector)) enabled.delete(name);
  return enabled;
}

export interface CompiledFilter {
  type: EntityFilter["type"];
  /** Global regex with the pattern's translated flags (reset lastIndex or use matchAll). */
  regex: RegExp;
  /** The label BLOCK matches receive (a catalog type or a custom label, as given). */
  entityType?: string;
  /** Likelihood given to BLOCK matches: the request's threshold, default 1 (the SDK's default). */
  threshold: number;
}

/** Filters ready to apply; throws RequestError for a pattern that does not compile. */
export function compileFilters(filters: readonly EntityFilter[] | null | undefined): CompiledFilter[] {
  return (filters ?? []).map((f, i) => {
    const regex = f.pattern === "" ? undefined : compilePattern(f.pattern);
    if (!regex) throw new RequestError(`entity_detection.filter[${i}].pattern`, "must be a valid regular expression");
    const out: CompiledFilter = { type: f.type, regex, threshold: f.threshold ?? 1 };
    if (f.entity_type !== undefined) out.entityType = f.entity_type;
    return out;
  });
}

/** The parser of each request kind, for callers that dispatch on the kind. */
export const PARSERS: Readonly<Record<RequestKind, (body: unknown, options?: ParseOptions) => unknown>> = {
  analyze: parseAnalyzeRequest,
  process: parseProcessRequest,
  ner: parseNerRequest,
  reidentify: parseReidentifyRequest,
};
