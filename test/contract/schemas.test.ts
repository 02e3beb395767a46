/**
 * The response schemas describe what src/contract/types.ts declares, checked on hand-written
 * responses modelled on the reference's published examples (reference-notes 3.1-3.3); the request
 * schemas compile under a fastify-like ajv (Unicode regexes, type coercion, defaults).
 */
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import * as schemas from "../../src/contract/schemas.js";
import type { AnalyzeResult, ErrorResponse, NerResult, ProcessResult } from "../../src/contract/types.js";
import { toErrorDetail, validateAll } from "../../src/contract/validate.js";

const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
const check = (schema: object, data: unknown) => {
  const validate = ajv.compile(schema);
  const ok = validate(data);
  return { ok, errors: validate.errors };
};

/** Code-point slice, as the reference's clients slice Python strings with the offsets. */
const slice = (text: string, start: number, end: number) => [...text].slice(start, end).join("");

// "John" with the SDK fixture's labels, a card with its Luhn assertion, and a date of birth with
// MONTH/YEAR subtypes as in the post-processing notebook. The emoji makes code points matter.
const ANALYZED_TEXT = "Hi 👋 I'm John, card 4591333423345533, born March 1990.";
const ANALYZE_RESPONSE: AnalyzeResult[] = [
  {
    entities: [
      {
        text: "John",
        best_label: "NAME_GIVEN",
        labels: { NAME: 0.9030465483665466, NAME_GIVEN: 0.8891170620918274 },
        coreference_id: "ba576732-e214-4c06-b942-293f2eb358de",
        relations: [{ coreference_id: "0b6c2f3e-5a1d-4f7e-9a51-0d8f7c1e2b3a", label: "DOB" }],
        location: { stt_idx: 9, end_idx: 13 },
        analysis_result: { formatted: "John", subtypes: [], validation_assertions: [] },
      },
      {
        text: "4591333423345533",
        best_label: "CREDIT_CARD",
        labels: { CREDIT_CARD: 0.9412 },
        coreference_id: "5d7e4c1a-2b3f-4a6e-8c9d-1e2f3a4b5c6d",
        relations: [],
        location: { stt_idx: 20, end_idx: 36 },
        analysis_result: {
          formatted: "4591 3334 2334 5533",
          subtypes: [],
          validation_assertions: [{ provider: "luhn", status: "valid" }],
        },
      },
      {
        text: "March 1990",
        best_label: "DOB",
        labels: { DATE: 0.71, DOB: 0.88 },
        coreference_id: "0b6c2f3e-5a1d-4f7e-9a51-0d8f7c1e2b3a",
        relations: [],
        location: { stt_idx: 43, end_idx: 53 },
        analysis_result: {
          formatted: "1990-03",
          subtypes: [
            { label: "MONTH", text: "March", formatted: "3", location: { stt_idx: 43, end_idx: 48 } },
            { label: "YEAR", text: "1990", formatted: "1990", location: { stt_idx: 49, end_idx: 53 } },
          ],
          validation_assertions: [],
        },
      },
    ],
    entities_present: true,
    characters_processed: [...ANALYZED_TEXT].length,
    languages_detected: { en: 0.7679 },
  },
  { entities: [], entities_present: false, characters_processed: 0, languages_detected: {} },
];

// The Redact_Files excerpt (HealthTech -> [ORGANIZATION_1], processed offsets include brackets).
const PROCESS_INPUT = "HealthTech hired John";
const PROCESS_RESPONSE: ProcessResult[] = [
  {
    processed_text: "[ORGANIZATION_1] hired [NAME_GIVEN_1]",
    entities: [
      {
        processed_text: "ORGANIZATION_1",
        text: "HealthTech",
        best_label: "ORGANIZATION",
        labels: { ORGANIZATION: 0.8954 },
        coreference_id: "c0a8012e-0000-4000-8000-000000000001",
        location: { stt_idx: 0, end_idx: 10, stt_idx_processed: 0, end_idx_processed: 16 },
      },
      {
        processed_text: "NAME_GIVEN_1",
        text: "John",
        best_label: "NAME_GIVEN",
        labels: { NAME: 0.91, NAME_GIVEN: 0.9 },
        coreference_id: "c0a8012e-0000-4000-8000-000000000002",
        location: { stt_idx: 17, end_idx: 21, stt_idx_processed: 23, end_idx_processed: 37 },
      },
    ],
    entities_present: true,
    characters_processed: 21,
    languages_detected: { en: 0.93, fr: 0.05 },
  },
];

// The ner guide's "John Smith": overlaps are not merged.
const NER_INPUT = "My sample name is John Smith";
const NER_RESPONSE: NerResult[] = [
  {
    entities: [
      { text: "John Smith", label: "NAME", likelihood: 0.9106, location: { stt_idx: 18, end_idx: 28 } },
      { text: "John", label: "NAME_GIVEN", likelihood: 0.9043, location: { stt_idx: 18, end_idx: 22 } },
      {
        text: "Smith",
        label: "NAME_FAMILY",
        likelihood: 0.9326,
        location: { stt_idx: 23, end_idx: 28 },
        validation_results: [{ validation_method: "dictionary", status: "valid" }],
      },
    ],
    entities_present: true,
    characters_processed: 28,
    languages_detected: { en: 0.99 },
  },
];

describe("hand-written examples are self-consistent", () => {
  it("analyze offsets are code points into the text", () => {
    for (const e of ANALYZE_RESPONSE[0]!.entities) {
      expect(slice(ANALYZED_TEXT, e.location.stt_idx, e.location.end_idx)).toBe(e.text);
      for (const s of e.analysis_result.subtypes) expect(slice(ANALYZED_TEXT, s.location.stt_idx, s.location.end_idx)).toBe(s.text);
    }
  });

  it("process offsets point at the text and at the bracketed marker", () => {
    const result = PROCESS_RESPONSE[0]!;
    for (const e of result.entities) {
      expect(slice(PROCESS_INPUT, e.location.stt_idx, e.location.end_idx)).toBe(e.text);
      expect(slice(result.processed_text, e.location.stt_idx_processed, e.location.end_idx_processed)).toBe(`[${e.processed_text}]`);
    }
  });

  it("ner offsets point at the text", () => {
    for (const e of NER_RESPONSE[0]!.entities) expect(slice(NER_INPUT, e.location.stt_idx, e.location.end_idx)).toBe(e.text);
  });
});

describe("response schemas", () => {
  it("accept a realistic analyze response", () => {
    expect(check(schemas.analyzeResponseSchema, ANALYZE_RESPONSE)).toMatchObject({ ok: true });
  });

  it("accept a realistic process response", () => {
    expect(check(schemas.processResponseSchema, PROCESS_RESPONSE)).toMatchObject({ ok: true });
  });

  it("accept a realistic ner response", () => {
    expect(check(schemas.nerResponseSchema, NER_RESPONSE)).toMatchObject({ ok: true });
  });

  it("accept a reidentify response", () => {
    expect(check(schemas.reidentifyResponseSchema, ["Hello John"])).toMatchObject({ ok: true });
    expect(check(schemas.reidentifyResponseSchema, [{ text: "x" }])).toMatchObject({ ok: false });
  });

  it("reject the bare SDK fixture, which lacks fields our output always has", () => {
    const fixture = [
      {
        entities: [
          {
            text: "John",
            location: { stt_idx: 11, end_idx: 15 },
            best_label: "NAME_GIVEN",
            labels: { NAME: 0.9030465483665466, NAME_GIVEN: 0.8891170620918274 },
          },
        ],
        entities_present: true,
        characters_processed: 16,
      },
    ];
    const { ok, errors } = check(schemas.analyzeResponseSchema, fixture);
    expect(ok).toBe(false);
    expect(errors?.map((e) => e.params.missingProperty)).toEqual(
      expect.arrayContaining(["languages_detected", "coreference_id", "relations", "analysis_result"]),
    );
  });

  it("reject a process entity without its processed offsets", () => {
    const broken = structuredClone(PROCESS_RESPONSE) as unknown as { entities: { location: Record<string, number> }[] }[];
    delete broken[0]!.entities[0]!.location.end_idx_processed;
    expect(check(schemas.processResponseSchema, broken)).toMatchObject({ ok: false });
  });

  it("reject scores outside [0, 1] and negative offsets", () => {
    const badScore = structuredClone(ANALYZE_RESPONSE);
    badScore[0]!.entities[0]!.labels.NAME = 1.5;
    expect(check(schemas.analyzeResponseSchema, badScore)).toMatchObject({ ok: false });
    const badOffset = structuredClone(NER_RESPONSE);
    badOffset[0]!.entities[0]!.location.stt_idx = -1;
    expect(check(schemas.nerResponseSchema, badOffset)).toMatchObject({ ok: false });
  });

  it("accept both error body forms the server produces", () => {
    const list: ErrorResponse = { detail: toErrorDetail(validateAll({ text: [1], locale: "en_CA" })) };
    expect(list.detail).toHaveLength(2);
    expect(check(schemas.errorResponseSchema, list)).toMatchObject({ ok: true });
    expect(check(schemas.errorResponseSchema, { detail: "Access Denied" })).toMatchObject({ ok: true });
    expect(check(schemas.errorResponseSchema, { message: "x" })).toMatchObject({ ok: false });
  });
});

describe("request schemas", () => {
  const requestSchemas = [
    schemas.analyzeRequestSchema,
    schemas.processRequestSchema,
    schemas.nerRequestSchema,
    schemas.reidentifyRequestSchema,
  ];

  it("compile under fastify's ajv defaults (Unicode regexes, coercion, defaults)", () => {
    const fastifyLike = new Ajv({ coerceTypes: "array", useDefaults: true, removeAdditional: true, allowUnionTypes: true });
    for (const schema of requestSchemas) expect(() => fastifyLike.compile(schema)).not.toThrow();
  });

  it("are plain JSON", () => {
    for (const schema of [...requestSchemas, schemas.analyzeResponseSchema, schemas.errorResponseSchema]) {
      expect(JSON.parse(JSON.stringify(schema))).toEqual(schema);
    }
  });

  it("check project_id with the spec's character set", () => {
    const validate = ajv.compile(schemas.analyzeRequestSchema);
    expect(validate({ text: [], project_id: "a-b_c:d9" })).toBe(true);
    for (const bad of ["a b", "a/b", "a.b", "é"]) expect(validate({ text: [], project_id: bad })).toBe(false);
  });
});
