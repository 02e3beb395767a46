/**
 * Request bodies the reference service's official clients and examples send (reference-notes 2)
 * must parse, with defaults applied, nulls read as absent and unknown fields dropped.
 */
import { describe, expect, it } from "vitest";
import {
  parseAnalyzeRequest,
  parseNerRequest,
  parseProcessRequest,
  parseReidentifyRequest,
  validateAll,
} from "../../src/contract/validate.js";

const DEFAULT_ENTITY_DETECTION = {
  accuracy: "high_automatic",
  entity_types: [],
  filter: [],
  return_entity: true,
  enable_non_max_suppression: false,
};

describe("analyze requests", () => {
  it("parses the OpenAPI example body and fills every default", () => {
    const body = { text: ["Hello John and Jane"], link_batch: false, entity_detection: { accuracy: "high", return_entity: true } };
    expect(parseAnalyzeRequest(body)).toEqual({
      text: ["Hello John and Jane"],
      link_batch: false,
      entity_detection: { ...DEFAULT_ENTITY_DETECTION, accuracy: "high" },
      project_id: "main",
      locale: null,
      relation_detection: { coreference_resolution: "heuristics", enable_relation_extraction: false },
    });
  });

  it("parses the Analyze-CorefRelations notebook body", () => {
    const body = {
      text: ["Dr. Samantha Lee saw Michael Carter on October 20th. Lee said Carter's brother David lives in Vancouver."],
      link_batch: false,
      entity_detection: { accuracy: "high_automatic", return_entity: true },
      relation_detection: { coreference_resolution: "model_prediction", enable_relation_extraction: true },
    };
    const parsed = parseAnalyzeRequest(body);
    expect(parsed.relation_detection).toEqual({ coreference_resolution: "model_prediction", enable_relation_extraction: true });
    expect(parsed.text).toEqual(body.text);
  });

  it("relation extraction without a coreference mode uses the default, heuristics", () => {
    expect(parseAnalyzeRequest({ text: ["x"], relation_detection: { enable_relation_extraction: true } }).relation_detection).toEqual({
      coreference_resolution: "heuristics",
      enable_relation_extraction: true,
    });
  });

  it("process/text takes processed_text.coreference_resolution when relation_detection names no mode", () => {
    const viaProcessed = parseProcessRequest({ text: ["x"], processed_text: { coreference_resolution: "combined" } });
    expect(viaProcessed.relation_detection.coreference_resolution).toBe("combined");
    const both = parseProcessRequest({
      text: ["x"],
      relation_detection: { coreference_resolution: "heuristics" },
      processed_text: { coreference_resolution: "model" },
    });
    expect(both.relation_detection.coreference_resolution).toBe("heuristics");
  });

  it("accepts the Postman collection's string link_batch and other pydantic-lax booleans", () => {
    expect(parseAnalyzeRequest({ text: ["a", "b"], link_batch: "true" }).link_batch).toBe(true);
    expect(parseAnalyzeRequest({ text: ["a"], link_batch: "false" }).link_batch).toBe(false);
    expect(parseAnalyzeRequest({ text: ["a"], link_batch: "True" }).link_batch).toBe(true);
    expect(parseAnalyzeRequest({ text: ["a"], link_batch: 1 }).link_batch).toBe(true);
    expect(parseAnalyzeRequest({ text: ["a"], entity_detection: { return_entity: "no" } }).entity_detection.return_entity).toBe(false);
  });

  it("reads null as absent for every optional field", () => {
    const body = {
      text: ["x"],
      link_batch: null,
      entity_detection: { accuracy: null, entity_types: null, filter: null, return_entity: null, enable_non_max_suppression: null },
      project_id: null,
      locale: null,
      relation_detection: { coreference_resolution: null, enable_relation_extraction: null },
    };
    expect(parseAnalyzeRequest(body)).toEqual(parseAnalyzeRequest({ text: ["x"] }));
    expect(parseAnalyzeRequest({ text: ["x"], entity_detection: null, relation_detection: null })).toEqual(
      parseAnalyzeRequest({ text: ["x"] }),
    );
  });

  it("accepts an empty text list, as the reference does", () => {
    expect(parseAnalyzeRequest({ text: [] }).text).toEqual([]);
  });

  it("ignores unknown fields and does not pass them on", () => {
    const parsed = parseAnalyzeRequest({ text: ["x"], key: "legacy", entity_detection: { extra: 1 } }) as unknown as Record<
      string,
      unknown
    >;
    expect(parsed).not.toHaveProperty("key");
    expect(parsed.entity_detection).not.toHaveProperty("extra");
  });

  it("canonicalises locale tags case-insensitively", () => {
    expect(parseAnalyzeRequest({ text: ["x"], locale: "en-ca" }).locale).toBe("en-CA");
    expect(parseAnalyzeRequest({ text: ["x"], locale: "EN-US" }).locale).toBe("en-US");
    expect(parseAnalyzeRequest({ text: ["x"], locale: "fr" }).locale).toBe("fr");
  });

  it("accepts project ids at the limits of the rule", () => {
    expect(parseAnalyzeRequest({ text: ["x"], project_id: "team-a_1:prod" }).project_id).toBe("team-a_1:prod");
    expect(parseAnalyzeRequest({ text: ["x"], project_id: "p".repeat(60) }).project_id).toHaveLength(60);
  });

  it("copies the text list instead of sharing it", () => {
    const text = ["a"];
    const parsed = parseAnalyzeRequest({ text });
    text.push("b");
    expect(parsed.text).toEqual(["a"]);
  });
});

describe("entity_detection shapes", () => {
  it("accepts the C# client's ENABLE + DISABLE selectors", () => {
    const body = {
      text: ["My name is Dominik, born 02.03.1995, I work as a developer at Contoso."],
      entity_detection: {
        entity_types: [
          { type: "ENABLE", value: ["NAME", "NAME_GIVEN", "DOB"] },
          { type: "DISABLE", value: ["OCCUPATION", "ORGANIZATION"] },
        ],
      },
    };
    expect(parseProcessRequest(body).entity_detection.entity_types).toEqual(body.entity_detection.entity_types);
  });

  it("accepts groupings as selector values", () => {
    const ed = parseAnalyzeRequest({
      text: ["x"],
      entity_detection: { entity_types: [{ type: "ENABLE", value: ["HIPAA_SAFE_HARBOR", "PCI", "CCI", "TREND"] }] },
    }).entity_detection;
    expect(ed.entity_types[0]!.value).toEqual(["HIPAA_SAFE_HARBOR", "PCI", "CCI", "TREND"]);
  });

  it("accepts the block_and_allow example filters, custom labels kept as given", () => {
    const filter = [
      { type: "BLOCK", pattern: "GID-\\d{5}", entity_type: "EMPLOYEE_ID" },
      { type: "BLOCK", pattern: "Best Corp", entity_type: "BUSINESS_UNIT", threshold: 0.9 },
      { type: "BLOCK", pattern: "\\bMy name\\b", entity_type: "PHYSICAL_ATTRIBUTE" },
      { type: "ALLOW", pattern: "\\b(0[1-9]|1[0-2])\\.(\\d{4})\\b" },
      { type: "ALLOW", pattern: "Barcelona", entity_type: null, threshold: null },
      { type: "ALLOW_TEXT", pattern: "I was a.*?as a freelancer" },
      { type: "BLOCK", pattern: "(?i)project\\s+\\w+", entity_type: "custom_entity" },
    ];
    const parsed = parseAnalyzeRequest({ text: ["x"], entity_detection: { filter } }).entity_detection.filter;
    expect(parsed).toEqual([
      filter[0],
      filter[1],
      filter[2],
      filter[3],
      { type: "ALLOW", pattern: "Barcelona" },
      filter[5],
      filter[6],
    ]);
  });

  it("accepts every accuracy mode", () => {
    for (const accuracy of [
      "standard",
      "standard_high",
      "standard_high_multilingual",
      "standard_high_automatic",
      "high",
      "high_multilingual",
      "high_automatic",
    ]) {
      expect(parseAnalyzeRequest({ text: ["x"], entity_detection: { accuracy } }).entity_detection.accuracy).toBe(accuracy);
    }
  });
});

describe("process requests", () => {
  it("applies the processed_text defaults", () => {
    expect(parseProcessRequest({ text: ["x"] }).processed_text).toEqual({
      type: "MARKER",
      pattern: "[UNIQUE_NUMBERED_ENTITY_TYPE]",
      mask_character: "#",
      coreference_resolution: "heuristics",
      marker_language: "en",
      synthetic_entity_accuracy: "standard",
      preserve_relationships: false,
    });
  });

  it("accepts marker patterns without brackets and normalises them", () => {
    for (const p of ["UNIQUE_NUMBERED_ENTITY_TYPE", "BEST_ENTITY_TYPE", "ALL_ENTITY_TYPES", "UNIQUE_HASHED_ENTITY_TYPE"]) {
      expect(parseProcessRequest({ text: ["x"], processed_text: { type: "MARKER", pattern: p } }).processed_text.pattern).toBe(
        `[${p}]`,
      );
      expect(parseProcessRequest({ text: ["x"], processed_text: { pattern: `[${p}]` } }).processed_text.pattern).toBe(`[${p}]`);
    }
  });

  it("accepts MASK with a one-code-point mask character, astral included", () => {
    expect(parseProcessRequest({ text: ["x"], processed_text: { type: "MASK", mask_character: "*" } }).processed_text).toMatchObject({
      type: "MASK",
      mask_character: "*",
    });
    expect(parseProcessRequest({ text: ["x"], processed_text: { type: "MASK", mask_character: "🔒" } }).processed_text.mask_character).toBe(
      "🔒",
    );
  });

  it("accepts SYNTHETIC options, old clients' preserve_relationships and the SDK's old 'model' coreference", () => {
    const pt = parseProcessRequest({
      text: ["x"],
      processed_text: {
        type: "SYNTHETIC",
        synthetic_entity_accuracy: "standard_multilingual",
        preserve_relationships: true,
        coreference_resolution: "model",
        marker_language: "fr",
      },
    }).processed_text;
    expect(pt).toMatchObject({
      type: "SYNTHETIC",
      synthetic_entity_accuracy: "standard_multilingual",
      preserve_relationships: true,
      coreference_resolution: "model_prediction",
      marker_language: "fr",
    });
  });

  it("reads a null processed_text as the defaults", () => {
    expect(parseProcessRequest({ text: ["x"], processed_text: null }).processed_text).toEqual(
      parseProcessRequest({ text: ["x"] }).processed_text,
    );
  });
});

describe("ner and reidentify requests", () => {
  it("parses a ner body", () => {
    expect(parseNerRequest({ text: ["My sample name is John Smith"], entity_detection: { accuracy: "high" } })).toEqual({
      text: ["My sample name is John Smith"],
      link_batch: false,
      entity_detection: { ...DEFAULT_ENTITY_DETECTION, accuracy: "high" },
      project_id: "main",
      locale: null,
    });
  });

  it("parses the reidentify example body and defaults reidentify_sensitive_fields to true", () => {
    const body = {
      processed_text: ["Hello [NAME_1], your card [CREDIT_CARD_1] is blocked."],
      entities: [
        { processed_text: "NAME_1", text: "John", best_label: "NAME" },
        { processed_text: "CREDIT_CARD_1", text: "4591 3334 2334 5533" },
      ],
      model: "gpt-3.5-turbo",
    };
    expect(parseReidentifyRequest(body)).toEqual({
      processed_text: body.processed_text,
      entities: [
        { processed_text: "NAME_1", text: "John" },
        { processed_text: "CREDIT_CARD_1", text: "4591 3334 2334 5533" },
      ],
      model: "gpt-3.5-turbo",
      reidentify_sensitive_fields: true,
      project_id: "main",
    });
    expect(parseReidentifyRequest({ ...body, model: null, reidentify_sensitive_fields: "false" })).not.toHaveProperty("model");
    expect(parseReidentifyRequest({ ...body, reidentify_sensitive_fields: false }).reidentify_sensitive_fields).toBe(false);
  });

  it("reports no problems for valid bodies of every kind", () => {
    expect(validateAll({ text: ["x"] }, "analyze")).toEqual([]);
    expect(validateAll({ text: ["x"] }, "process")).toEqual([]);
    expect(validateAll({ text: ["x"] }, "ner")).toEqual([]);
    expect(validateAll({ processed_text: [], entities: [] }, "reidentify")).toEqual([]);
  });
});
