/**
 * Every rejection rule, with the exact field path it names. Each case breaks exactly one rule, so
 * the parser's first error and validateAll's only error must both be that one.
 */
import { describe, expect, it } from "vitest";
import { RequestError } from "../../src/contract/errors.js";
import {
  parseAnalyzeRequest,
  parseProcessRequest,
  toErrorDetail,
  PARSERS,
  validateAll,
  type RequestKind,
} from "../../src/contract/validate.js";


interface Case {
  name: string;
  body: unknown;
  kind?: RequestKind;
  field: string;
  rule: string;
}

const ed = (entity_detection: unknown) => ({ text: ["x"], entity_detection });
const pt = (processed_text: unknown) => ({ text: ["x"], processed_text });
const ACCURACIES =
  "standard, standard_high, standard_high_multilingual, standard_high_automatic, high, high_multilingual, high_automatic";

const CASES: Case[] = [
  { name: "body not an object", body: ["x"], field: "body", rule: "must be a JSON object" },
  { name: "body null", body: null, field: "body", rule: "must be a JSON object" },
  { name: "text missing", body: {}, field: "text", rule: "is required" },
  { name: "text a string", body: { text: "hello" }, field: "text", rule: "must be an array of strings" },
  { name: "text null", body: { text: null }, field: "text", rule: "must be an array of strings" },
  { name: "text item not a string", body: { text: ["a", "b", "c", 4] }, field: "text[3]", rule: "must be a string" },
  { name: "link_batch not boolean", body: { text: ["x"], link_batch: "maybe" }, field: "link_batch", rule: "must be a boolean" },
  { name: "link_batch number 2", body: { text: ["x"], link_batch: 2 }, field: "link_batch", rule: "must be a boolean" },
  { name: "project_id not a string", body: { text: ["x"], project_id: 7 }, field: "project_id", rule: "must be a string" },
  {
    name: "project_id too long",
    body: { text: ["x"], project_id: "p".repeat(61) },
    field: "project_id",
    rule: "must be at most 60 characters",
  },
  {
    name: "project_id bad characters",
    body: { text: ["x"], project_id: "my project" },
    field: "project_id",
    rule: "must match ^[a-zA-Z0-9\\-_\\:]*$",
  },
  { name: "locale not a string", body: { text: ["x"], locale: 5 }, field: "locale", rule: "must be a string" },
  { name: "locale with underscore", body: { text: ["x"], locale: "en_CA" }, field: "locale", rule: "must be a well-formed BCP 47 language tag" },
  { name: "locale empty", body: { text: ["x"], locale: "" }, field: "locale", rule: "must be a well-formed BCP 47 language tag" },
  { name: "locale garbage", body: { text: ["x"], locale: "english please" }, field: "locale", rule: "must be a well-formed BCP 47 language tag" },
  { name: "entity_detection not object", body: ed([]), field: "entity_detection", rule: "must be an object" },
  { name: "accuracy unknown", body: ed({ accuracy: "best" }), field: "entity_detection.accuracy", rule: `must be one of: ${ACCURACIES}` },
  { name: "return_entity not boolean", body: ed({ return_entity: "sure" }), field: "entity_detection.return_entity", rule: "must be a boolean" },
  { name: "entity_types not array", body: ed({ entity_types: { type: "ENABLE" } }), field: "entity_detection.entity_types", rule: "must be an array" },
  { name: "selector type missing", body: ed({ entity_types: [{ value: ["NAME"] }] }), field: "entity_detection.entity_types[0].type", rule: "is required" },
  { name: "selector value missing", body: ed({ entity_types: [{ type: "ENABLE" }] }), field: "entity_detection.entity_types[0].value", rule: "is required" },
  {
    name: "selector type lower case",
    body: ed({ entity_types: [{ type: "enable", value: ["NAME"] }] }),
    field: "entity_detection.entity_types[0].type",
    rule: "must be one of: ENABLE, DISABLE",
  },
  {
    name: "selector value not strings",
    body: ed({ entity_types: [{ type: "ENABLE", value: "NAME" }] }),
    field: "entity_detection.entity_types[0].value",
    rule: "must be an array of strings",
  },
  {
    name: "selector value item not string",
    body: ed({ entity_types: [{ type: "ENABLE", value: ["NAME", 3] }] }),
    field: "entity_detection.entity_types[0].value[1]",
    rule: "must be a string",
  },
  {
    name: "unknown entity type",
    body: ed({ entity_types: [{ type: "ENABLE", value: ["NAME"] }, { type: "DISABLE", value: ["NAME", "DOB", "FOO"] }] }),
    field: "entity_detection.entity_types[1].value[2]",
    rule: "unknown entity type or grouping 'FOO'",
  },
  {
    name: "lower-case type name",
    body: ed({ entity_types: [{ type: "ENABLE", value: ["name"] }] }),
    field: "entity_detection.entity_types[0].value[0]",
    rule: "unknown entity type or grouping 'name'",
  },
  {
    name: "unknown name that is not shaped like a type is not quoted",
    body: ed({ entity_types: [{ type: "ENABLE", value: ["call me at 555"] }] }),
    field: "entity_detection.entity_types[0].value[0]",
    rule: "unknown entity type or grouping",
  },
  {
    name: "version-3 GENDER_SEXUALITY under version 4",
    body: ed({ entity_types: [{ type: "ENABLE", value: ["GENDER_SEXUALITY"] }] }),
    field: "entity_detection.entity_types[0].value[0]",
    rule: "unknown entity type or grouping 'GENDER_SEXUALITY' (version 3 name; use GENDER and SEXUALITY)",
  },
  {
    name: "version-3 HIPAA under version 4",
    body: ed({ entity_types: [{ type: "DISABLE", value: ["HIPAA"] }] }),
    field: "entity_detection.entity_types[0].value[0]",
    rule: "unknown entity type or grouping 'HIPAA' (version 3 name; use HIPAA_SAFE_HARBOR)",
  },
  {
    name: "version-3 PHI under version 4",
    body: ed({ entity_types: [{ type: "ENABLE", value: ["PHI"] }] }),
    field: "entity_detection.entity_types[0].value[0]",
    rule: "unknown entity type or grouping 'PHI' (version 3 name; use HEALTH_INFORMATION)",
  },
  { name: "filter not array", body: ed({ filter: "x" }), field: "entity_detection.filter", rule: "must be an array" },
  { name: "filter item not object", body: ed({ filter: ["x"] }), field: "entity_detection.filter[0]", rule: "must be an object" },
  {
    name: "filter type unknown",
    body: ed({ filter: [{ type: "DENY", pattern: "a" }] }),
    field: "entity_detection.filter[0].type",
    rule: "must be one of: ALLOW, BLOCK, ALLOW_TEXT",
  },
  {
    name: "filter pattern missing",
    body: ed({ filter: [{ type: "ALLOW", pattern: "ok" }, { type: "ALLOW" }] }),
    field: "entity_detection.filter[1].pattern",
    rule: "is required",
  },
  {
    name: "filter pattern not a string",
    body: ed({ filter: [{ type: "ALLOW", pattern: ["a"] }] }),
    field: "entity_detection.filter[0].pattern",
    rule: "must be a string",
  },
  {
    name: "filter pattern empty",
    body: ed({ filter: [{ type: "ALLOW", pattern: "" }] }),
    field: "entity_detection.filter[0].pattern",
    rule: "must not be empty",
  },
  {
    name: "filter pattern invalid regex",
    body: ed({ filter: [{ type: "ALLOW", pattern: "ok" }, { type: "ALLOW", pattern: "(unclosed" }] }),
    field: "entity_detection.filter[1].pattern",
    rule: "must be a valid regular expression",
  },
  {
    name: "filter pattern with unsupported verbose flag",
    body: ed({ filter: [{ type: "ALLOW", pattern: "(?x) a b" }] }),
    field: "entity_detection.filter[0].pattern",
    rule: "must be a valid regular expression",
  },
  {
    name: "BLOCK without entity_type",
    body: ed({ filter: [{ type: "BLOCK", pattern: "GID-\\d{5}" }] }),
    field: "entity_detection.filter[0].entity_type",
    rule: "is required for BLOCK filters",
  },
  {
    name: "BLOCK with null entity_type",
    body: ed({ filter: [{ type: "BLOCK", pattern: "GID", entity_type: null }] }),
    field: "entity_detection.filter[0].entity_type",
    rule: "is required for BLOCK filters",
  },
  {
    name: "custom label with spaces",
    body: ed({ filter: [{ type: "BLOCK", pattern: "GID", entity_type: "EMPLOYEE ID" }] }),
    field: "entity_detection.filter[0].entity_type",
    rule: "must match ^[A-Za-z][A-Za-z0-9_]*$",
  },
  {
    name: "threshold out of range",
    body: ed({ filter: [{ type: "BLOCK", pattern: "GID", entity_type: "X", threshold: 1.5 }] }),
    field: "entity_detection.filter[0].threshold",
    rule: "must be between 0 and 1",
  },
  {
    name: "threshold not a number",
    body: ed({ filter: [{ type: "BLOCK", pattern: "GID", entity_type: "X", threshold: "high" }] }),
    field: "entity_detection.filter[0].threshold",
    rule: "must be a number",
  },
  {
    name: "relation_detection not object",
    body: { text: ["x"], relation_detection: true },
    field: "relation_detection",
    rule: "must be an object",
  },
  {
    name: "coreference mode unknown",
    body: { text: ["x"], relation_detection: { coreference_resolution: "magic" } },
    field: "relation_detection.coreference_resolution",
    rule: "must be one of: heuristics, model_prediction, combined",
  },
  {
    name: "relation extraction flag not a boolean",
    body: { text: ["x"], relation_detection: { enable_relation_extraction: "sometimes" } },
    field: "relation_detection.enable_relation_extraction",
    rule: "must be a boolean",
  },
  {
    name: "processed_text type unknown",
    kind: "process",
    body: pt({ type: "REDACT" }),
    field: "processed_text.type",
    rule: "must be one of: MARKER, MASK, SYNTHETIC",
  },
  {
    name: "marker pattern unknown",
    kind: "process",
    body: pt({ pattern: "[NAME]" }),
    field: "processed_text.pattern",
    rule:
      "must be one of: [UNIQUE_NUMBERED_ENTITY_TYPE], [BEST_ENTITY_TYPE], [ALL_ENTITY_TYPES], [UNIQUE_HASHED_ENTITY_TYPE]",
  },
  {
    name: "mask_character two characters",
    kind: "process",
    body: pt({ type: "MASK", mask_character: "##" }),
    field: "processed_text.mask_character",
    rule: "must be a single character",
  },
  {
    name: "mask_character empty",
    kind: "process",
    body: pt({ type: "MASK", mask_character: "" }),
    field: "processed_text.mask_character",
    rule: "must be a single character",
  },
  {
    name: "marker_language unknown",
    kind: "process",
    body: pt({ marker_language: "xx" }),
    field: "processed_text.marker_language",
    rule: "must be one of: auto, en, fr, de, ja, ko, nl, ru, uk, es, hi, it, pt, tl, zh",
  },
  {
    name: "synthetic accuracy unknown",
    kind: "process",
    body: pt({ type: "SYNTHETIC", synthetic_entity_accuracy: "high" }),
    field: "processed_text.synthetic_entity_accuracy",
    rule: "must be one of: standard, standard_multilingual, standard_automatic",
  },
  {
    name: "processed_text coreference unknown",
    kind: "process",
    body: pt({ coreference_resolution: "none" }),
    field: "processed_text.coreference_resolution",
    rule: "must be one of: heuristics, model_prediction, combined",
  },
  { name: "ner text missing", kind: "ner", body: { link_batch: true }, field: "text", rule: "is required" },
  {
    name: "ner locale malformed",
    kind: "ner",
    body: { text: ["x"], locale: "en_US" },
    field: "locale",
    rule: "must be a well-formed BCP 47 language tag",
  },
  {
    name: "reidentify processed_text missing",
    kind: "reidentify",
    body: { entities: [] },
    field: "processed_text",
    rule: "is required",
  },
  {
    name: "reidentify entity text missing",
    kind: "reidentify",
    body: { processed_text: ["[NAME_1]"], entities: [{ processed_text: "NAME_1" }] },
    field: "entities[0].text",
    rule: "is required",
  },
  {
    name: "reidentify flag not boolean",
    kind: "reidentify",
    body: { processed_text: [], entities: [], reidentify_sensitive_fields: "perhaps" },
    field: "reidentify_sensitive_fields",
    rule: "must be a boolean",
  },
];

describe("rejections", () => {
  it.each(CASES)("$name -> $field: $rule", ({ body, kind = "analyze", field, rule }) => {
    let thrown: unknown;
    try {
      PARSERS[kind](body);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(RequestError);
    expect(thrown).toMatchObject({ field, rule, message: `${field}: ${rule}` });
    expect(validateAll(body, kind).map((e) => [e.field, e.rule])).toEqual([[field, rule]]);
  });

  it("the same analyze rules hold for process bodies", () => {
    const body = { text: ["x"], project_id: "a b", processed_text: { type: "MARKER" } };
    expect(() => parseProcessRequest(body)).toThrow("project_id: must match");
  });

  it("lists every problem, and the parser throws the first of them", () => {
    const body = {
      text: ["ok", 1],
      locale: "en_CA",
      entity_detection: { entity_types: [{ type: "ENABLE", value: ["FOO"] }], filter: [{ type: "BLOCK", pattern: "[" }] },
    };
    const errors = validateAll(body);
    expect(errors.map((e) => e.field)).toEqual([
      "text[1]",
      "locale",
      "entity_detection.entity_types[0].value[0]",
      "entity_detection.filter[0].pattern",
      "entity_detection.filter[0].entity_type",
    ]);
    expect(() => parseAnalyzeRequest(body)).toThrow(errors[0]!.message);
  });

  it("turns errors into a FastAPI-style detail list", () => {
    const errors = validateAll({ text: ["x"], entity_detection: { filter: [{ type: "ALLOW" }] } });
    expect(toErrorDetail(errors)).toEqual([
      {
        loc: ["body", "entity_detection", "filter", 0, "pattern"],
        msg: "is required",
        type: "value_error",
        field: "entity_detection.filter[0].pattern",
      },
    ]);
    expect(toErrorDetail(validateAll(7))).toEqual([{ loc: ["body"], msg: "must be a JSON object", type: "value_error", field: "body" }]);
  });

  it("never quotes a filter pattern, a locale or the text in its messages", () => {
    const secret = "Jane Doe 555-0100";
    const bodies = [
      { text: [secret, 5] },
      { text: ["x"], locale: secret },
      { text: ["x"], project_id: secret },
      ed({ filter: [{ type: "ALLOW", pattern: `(${secret}` }] }),
      ed({ filter: [{ type: "BLOCK", pattern: secret, entity_type: secret }] }),
      ed({ entity_types: [{ type: "ENABLE", value: [secret] }] }),
    ];
    for (const body of bodies) {
      const errors = validateAll(body);
      expect(errors.length).toBeGreaterThan(0);
      for (const e of errors) expect(e.message).not.toContain("Jane");
    }
  });
});
