/**
 * Any JSON body either parses or fails with RequestError (never another exception), and error
 * messages never repeat the body's string values (they may hold PII), except selector names.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ENTITY_TYPES, GROUPINGS } from "../../src/contract/catalog.js";
import { RequestError } from "../../src/contract/errors.js";
import { analyzeRequestSchema, nerRequestSchema, processRequestSchema, reidentifyRequestSchema } from "../../src/contract/schemas.js";
import {
  parseProcessRequest,
  PARSERS,
  validateAll,
  type RequestKind,
} from "../../src/contract/validate.js";


const TYPE_NAMES = [...ENTITY_TYPES.map((t) => t.name), ...GROUPINGS.map((g) => g.name), "GENDER_SEXUALITY", "HIPAA", "PHI"];

/**
 * The request schemas' field names: a message names its field by path ("entity_types[0].value:
 * is required"), so an input value that happens to equal a field name ("value") stands in the
 * message without having been echoed.
 */
function fieldNames(schema: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const s of schema) fieldNames(s, into);
  else if (schema !== null && typeof schema === "object") {
    for (const [key, sub] of Object.entries(schema)) {
      if (key === "properties" && sub !== null && typeof sub === "object") for (const name of Object.keys(sub)) into.add(name);
      fieldNames(sub, into);
    }
  }
  return into;
}
const FIELD_NAMES = fieldNames([analyzeRequestSchema, processRequestSchema, nerRequestSchema, reidentifyRequestSchema]);

/** Words the rules themselves use: an input value equal to one of them may legitimately appear. */
const VOCABULARY = new Set([
  ...TYPE_NAMES,
  ...FIELD_NAMES,
  "ENABLE", "DISABLE", "ALLOW", "BLOCK", "ALLOW_TEXT", "MARKER", "MASK", "SYNTHETIC",
  "standard", "standard_high", "standard_high_multilingual", "standard_high_automatic", "high", "high_multilingual",
  "high_automatic", "heuristics", "model_prediction", "combined", "model", "true", "false", "auto",
  "[UNIQUE_NUMBERED_ENTITY_TYPE]", "[BEST_ENTITY_TYPE]", "[ALL_ENTITY_TYPES]", "[UNIQUE_HASHED_ENTITY_TYPE]",
  "standard_multilingual", "standard_automatic",
]);

const json = fc.jsonValue({ maxDepth: 3 });
/** Strings long enough to be caught if echoed, including PII-like ones. */
const str = fc.oneof(fc.string({ minLength: 4 }), fc.constantFrom("Jane Doe", "555-0100", "en_CA", "en-CA", "(unclosed", "[", "maybe"));
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.oneof(arb, json, fc.constant(null));

const selector = fc.record(
  { type: maybe(fc.constantFrom("ENABLE", "DISABLE", "Enable")), value: maybe(fc.array(fc.oneof(fc.constantFrom(...TYPE_NAMES), str, json))) },
  { requiredKeys: [] },
);
const filter = fc.record(
  {
    type: maybe(fc.constantFrom("ALLOW", "BLOCK", "ALLOW_TEXT")),
    pattern: maybe(fc.oneof(str, fc.constantFrom("(?i)abc", "GID-\\d{5}", "(?x)a", "a{2,1}"))),
    entity_type: maybe(fc.oneof(str, fc.constantFrom("EMPLOYEE_ID", "NAME"))),
    threshold: maybe(fc.double()),
  },
  { requiredKeys: [] },
);
const entityDetection = fc.record(
  {
    accuracy: maybe(fc.oneof(fc.constantFrom("high", "standard"), str)),
    entity_types: maybe(fc.array(maybe(selector), { maxLength: 3 })),
    filter: maybe(fc.array(maybe(filter), { maxLength: 3 })),
    return_entity: maybe(fc.oneof(fc.boolean(), fc.constantFrom("true", "no"), str)),
  },
  { requiredKeys: [] },
);
const body = fc.record(
  {
    text: maybe(fc.array(fc.oneof(fc.string(), str, json), { maxLength: 4 })),
    link_batch: maybe(fc.oneof(fc.boolean(), fc.constantFrom("true", "false"), str)),
    entity_detection: maybe(entityDetection),
    project_id: maybe(fc.oneof(str, fc.stringMatching(/^[a-z0-9_:-]{0,70}$/))),
    locale: maybe(fc.oneof(str, fc.constantFrom("en-CA", "fr", "en_US"))),
    relation_detection: maybe(
      fc.record(
        { coreference_resolution: maybe(fc.constantFrom("heuristics", "combined", "nope")), enable_relation_extraction: maybe(fc.boolean()) },
        { requiredKeys: [] },
      ),
    ),
    processed_text: maybe(
      fc.record(
        {
          type: maybe(fc.constantFrom("MARKER", "MASK", "SYNTHETIC", "OTHER")),
          pattern: maybe(fc.constantFrom("BEST_ENTITY_TYPE", "[ALL_ENTITY_TYPES]", "nope")),
          mask_character: maybe(fc.string({ maxLength: 3 })),
          marker_language: maybe(fc.constantFrom("en", "fr", "xx")),
        },
        { requiredKeys: [] },
      ),
    ),
    processed_text_list: maybe(fc.array(str)),
    entities: maybe(fc.array(maybe(fc.record({ processed_text: maybe(str), text: maybe(str) }, { requiredKeys: [] })))),
    unknown_field: str,
  },
  { requiredKeys: [] },
);
const anyBody = fc.oneof(json, body);

function stringValues(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringValues(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) stringValues(v, out);
  return out;
}

/** Strings at entity_detection.entity_types[*].value[*]: unknown ones may be quoted. */
function selectorNames(b: unknown): Set<string> {
  const ed = (b as { entity_detection?: { entity_types?: unknown } } | null)?.entity_detection;
  const selectors = Array.isArray(ed?.entity_types) ? ed.entity_types : [];
  return new Set(selectors.flatMap((s: { value?: unknown } | null) => (Array.isArray(s?.value) ? s.value : [])).filter((v) => typeof v === "string"));
}

const escapeRegex = (t: string) => t.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * Whether `value` stands in `message` as a token of its own. A value echoed into a message is set
 * off by spaces, quotes or punctuation; a random value that only matches inside a longer word of
 * the rule ("trin" in "strings") was not echoed.
 */
function standsAlone(message: string, value: string): boolean {
  const before = /^[\p{L}\p{N}]/u.test(value) ? "(?<![\\p{L}\\p{N}])" : "";
  const after = /[\p{L}\p{N}]$/u.test(value) ? "(?![\\p{L}\\p{N}])" : "";
  return new RegExp(`${before}${escapeRegex(value)}${after}`, "u").test(message);
}

function assertNoEcho(b: unknown, message: string) {
  const allowed = selectorNames(b);
  for (const s of stringValues(b)) {
    if (s.length <= 3 || allowed.has(s) || VOCABULARY.has(s)) continue;
    expect(standsAlone(message, s), `error message repeats an input value: ${JSON.stringify(message)}`).toBe(false);
  }
}

describe("the echo check", () => {
  it("knows the schemas' field names, which messages use as paths", () => {
    for (const name of ["entity_detection", "entity_types", "value", "accuracy", "text", "locale"]) expect(FIELD_NAMES.has(name)).toBe(true);
  });

  it("finds a value set off by punctuation and passes one inside a longer rule word", () => {
    expect(standsAlone('locale: "Jane Doe" is not a tag', "Jane Doe")).toBe(true);
    expect(standsAlone("pattern: (unclosed is invalid", "(unclosed")).toBe(true);
    expect(standsAlone("text: must be an array of strings", "trin")).toBe(false);
    expect(standsAlone("text: must be an array of strings", "array of")).toBe(true);
  });
});

describe.each(Object.keys(PARSERS) as RequestKind[])("%s bodies", (kind) => {
  it("parse or throw RequestError, without echoing input values", () => {
    fc.assert(
      fc.property(anyBody, (b) => {
        let thrown: unknown;
        try {
          PARSERS[kind](b);
        } catch (e) {
          thrown = e;
        }
        const all = validateAll(b, kind);
        if (thrown === undefined) {
          expect(all).toEqual([]);
          return;
        }
        expect(thrown).toBeInstanceOf(RequestError);
        expect(all[0]).toEqual(thrown);
        for (const e of all) {
          expect(e).toBeInstanceOf(RequestError);
          assertNoEcho(b, e.message);
        }
      }),
      { numRuns: 400 },
    );
  });
});

/** Bodies that keep every rule, in all the lax forms clients use. */
const validBody = fc.record(
  {
    text: fc.array(fc.string({ unit: "grapheme" }), { maxLength: 4 }),
    link_batch: fc.constantFrom(true, false, "true", "false", null),
    entity_detection: fc.record(
      {
        accuracy: fc.constantFrom("high", "standard_high_automatic", null),
        entity_types: fc.array(
          fc.record({ type: fc.constantFrom("ENABLE", "DISABLE"), value: fc.array(fc.constantFrom(...TYPE_NAMES.slice(0, -3))) }),
          { maxLength: 3 },
        ),
        filter: fc.array(
          fc.record({
            type: fc.constantFrom("ALLOW", "BLOCK", "ALLOW_TEXT"),
            pattern: fc.string({ minLength: 1 }).map((t) => `(?i)${escapeRegex(t)}`),
            entity_type: fc.constantFrom("EMPLOYEE_ID", "NAME"),
            threshold: fc.oneof(fc.double({ min: 0, max: 1, noNaN: true }), fc.constant(null)),
          }),
          { maxLength: 3 },
        ),
      },
      { requiredKeys: [] },
    ),
    project_id: fc.oneof(fc.stringMatching(/^[a-zA-Z0-9_:-]{0,60}$/), fc.constant(null)),
    locale: fc.constantFrom("en-CA", "en-us", "fr", "de-DE", null),
    processed_text: fc.record(
      {
        type: fc.constantFrom("MARKER", "MASK", "SYNTHETIC"),
        pattern: fc.constantFrom("BEST_ENTITY_TYPE", "[ALL_ENTITY_TYPES]", null),
        mask_character: fc.oneof(fc.string({ unit: "binary", minLength: 1, maxLength: 1 }), fc.constant(null)),
      },
      { requiredKeys: [] },
    ),
    some_future_field: json,
  },
  { requiredKeys: ["text"] },
);

describe("parsed output", () => {
  it("valid bodies always parse, to known fields only, with texts and filters kept", () => {
    const known = ["text", "link_batch", "entity_detection", "project_id", "locale", "relation_detection", "processed_text"];
    fc.assert(
      fc.property(validBody, (b) => {
        const parsed = parseProcessRequest(b);
        expect(Object.keys(parsed).sort()).toEqual([...known].sort());
        expect(parsed.text).toEqual(b.text);
        expect(parsed.entity_detection.filter).toHaveLength(b.entity_detection?.filter?.length ?? 0);
        expect(parsed.project_id).toBe(b.project_id ?? "main");
        expect(typeof parsed.link_batch).toBe("boolean");
        expect(parsed.processed_text.pattern.startsWith("[")).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
