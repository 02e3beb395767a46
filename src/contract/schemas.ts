/**
 * JSON Schemas (draft-07) of the interface's request and response bodies (spec 2.1-2.5,
 * reference-notes 2-3). Plain JSON-serialisable objects: the server can hand them to fastify as
 * route schemas (documentation, response serialisation) and ./validate.ts compiles the request
 * schemas once with ajv for the structural part of request validation.
 *
 * Request schemas describe what the reference service's clients actually send, which is laxer than
 * its documentation:
 * - every optional field may be null, meaning "absent" (the SDK omits empty fields, other clients
 *   send null);
 * - booleans may arrive as strings ("link_batch": "true" in the official Postman collection) or
 *   as 0/1, as pydantic's lax mode allows;
 * - unknown extra fields are allowed (FastAPI's default) and ignored by the parser;
 * - MARKER patterns are accepted with or without brackets.
 * Defaults are listed with `default` for documentation; ./validate.ts applies them itself, on a
 * copy, so nothing depends on a validator mutating the body.
 *
 * Some sub-schemas are shared objects on purpose: ./validate.ts recognises them by identity to
 * phrase its error rules ("must be a boolean" rather than ajv's enum message).
 */
import { ACCURACY_VALUES } from "./types.js";

// ------------------------------------------------------------------ shared pieces

/** pydantic's lax booleans: true/false, 0/1, and these words in lower, Title or UPPER case. */
const BOOLEAN_WORDS = { true: ["true", "1", "yes", "on", "t", "y"], false: ["false", "0", "no", "off", "f", "n"] };

function caseVariants(word: string): string[] {
  return [...new Set([word, word.charAt(0).toUpperCase() + word.slice(1), word.toUpperCase()])];
}

/** Lax boolean string -> boolean, for the parser (undefined when not a lax boolean). */
export function laxBooleanValue(value: unknown): boolean | undefined {
  if (typeof value === "boolean") return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value !== "string") return undefined;
  if (BOOLEAN_WORDS.true.flatMap(caseVariants).includes(value)) return true;
  if (BOOLEAN_WORDS.false.flatMap(caseVariants).includes(value)) return false;
  return undefined;
}

/** An optional boolean: null (absent), a boolean, or a lax string / 0 / 1 form of one. */
export const laxBooleanSchema = {
  enum: [
    true,
    false,
    null,
    1,
    0,
    ...BOOLEAN_WORDS.true.flatMap(caseVariants),
    ...BOOLEAN_WORDS.false.flatMap(caseVariants),
  ],
};

/** Characters project_id may use (spec 2.1, 8). */
/** As the spec writes it (used in error rules). */
export const PROJECT_ID_PATTERN = "^[a-zA-Z0-9\\-_\\:]*$";
/** The same set, written so that it also compiles with the "u" flag (ajv, fastify): "\\:" does not. */
const PROJECT_ID_PATTERN_U = "^[a-zA-Z0-9\\-_:]*$";
export const PROJECT_ID_MAX_LENGTH = 60;

/** Custom BLOCK labels (EMPLOYEE_ID, BUSINESS_UNIT): an identifier, kept as given. */
export const ENTITY_LABEL_PATTERN = "^[A-Za-z][A-Za-z0-9_]*$";

export const COREFERENCE_MODES = ["heuristics", "model_prediction", "combined"] as const;

/** Relation labels (issue 14): what the related entity is to the person. */
export const RELATION_LABELS = [
  "DOB", "AGE", "KINSHIP", "ORIGIN", "LOCATION", "CONTACT", "IDENTIFIER", "AFFILIATION", "OCCUPATION", "HEALTH",
] as const;

export const MARKER_PATTERNS = [
  "[UNIQUE_NUMBERED_ENTITY_TYPE]",
  "[BEST_ENTITY_TYPE]",
  "[ALL_ENTITY_TYPES]",
  "[UNIQUE_HASHED_ENTITY_TYPE]",
] as const;

/** Marker languages: the official SDK's list plus the ones a third-party client adds. */
export const MARKER_LANGUAGES = [
  "auto", "en", "fr", "de", "ja", "ko", "nl", "ru", "uk", "es", "hi", "it", "pt", "tl", "zh",
] as const;

export const SYNTHETIC_ACCURACIES = ["standard", "standard_multilingual", "standard_automatic"] as const;

const textSchema = {
  type: "array",
  items: { type: "string" },
  description: "UTF-8 messages to process; may be empty (the result is then an empty list)",
};

const projectIdSchema = {
  type: ["string", "null"],
  maxLength: PROJECT_ID_MAX_LENGTH,
  pattern: PROJECT_ID_PATTERN_U,
  default: "main",
  description: "Reporting tag; null or absent means main",
};

const localeSchema = {
  type: ["string", "null"],
  description: "BCP 47 language tag (en-CA, en-US) deciding day-first or month-first dates",
};

export const accuracySchema = { enum: [...ACCURACY_VALUES, null], default: "high_automatic" };

export const entityTypeSelectorSchema = {
  type: "object",
  required: ["type", "value"],
  properties: {
    type: { enum: ["ENABLE", "DISABLE"] },
    value: {
      type: "array",
      items: { type: "string" },
      description: "Entity type names or groupings (HIPAA_SAFE_HARBOR, PCI, ...)",
    },
  },
};

export const entityFilterSchema = {
  type: "object",
  required: ["type", "pattern"],
  properties: {
    type: { enum: ["ALLOW", "BLOCK", "ALLOW_TEXT"] },
    pattern: { type: "string", minLength: 1, description: "Regular expression (Python-style leading (?i) accepted)" },
    entity_type: { type: ["string", "null"], pattern: ENTITY_LABEL_PATTERN, description: "Required for BLOCK" },
    threshold: { type: ["number", "null"], minimum: 0, maximum: 1, description: "Likelihood given to BLOCK matches (default 1)" },
  },
};

export const entityDetectionSchema = {
  type: ["object", "null"],
  properties: {
    accuracy: accuracySchema,
    entity_types: { type: ["array", "null"], items: entityTypeSelectorSchema },
    filter: { type: ["array", "null"], items: entityFilterSchema },
    return_entity: { ...laxBooleanSchema, default: true },
    enable_non_max_suppression: { ...laxBooleanSchema, default: false },
  },
};

export const coreferenceSchema = {
  enum: [...COREFERENCE_MODES, null],
  default: "heuristics",
  description:
    "How mentions are grouped into one coreference_id. heuristics: same value, and a short or titled mention " +
    "(given name, surname, Mr./Frau/Sra. + surname, initials, nickname, small misspelling) joins the single full name it fits; " +
    "model_prediction: a learned mention-pair scorer; combined: both. On process/text, processed_text.coreference_resolution " +
    "applies when this is absent.",
};

export const relationDetectionSchema = {
  type: ["object", "null"],
  description: "Coreference mode and relation extraction (relations on each entity).",
  properties: {
    coreference_resolution: coreferenceSchema,
    enable_relation_extraction: {
      ...laxBooleanSchema,
      default: false,
      description:
        `true: entities carry relations [{coreference_id, label}] linking a person's group to another group, on every mention of both; labels: ${RELATION_LABELS.join(", ")}.`,
    },
  },
};

/** Marker pattern with or without its brackets; the parser normalises to the bracketed form. */
export const markerPatternSchema = {
  enum: [...MARKER_PATTERNS, ...MARKER_PATTERNS.map((p) => p.slice(1, -1)), null],
  default: "[UNIQUE_NUMBERED_ENTITY_TYPE]",
};

/** Exactly one Unicode code point (ajv counts code points, not UTF-16 units). */
export const maskCharacterSchema = { type: ["string", "null"], minLength: 1, maxLength: 1, default: "#" };

/** The SDK up to 4.0 sent "model" for model_prediction by mistake; the parser maps it. */
export const processedCoreferenceSchema = { enum: [...COREFERENCE_MODES, "model", null], default: "heuristics" };

export const processedTextSchema = {
  type: ["object", "null"],
  properties: {
    type: { enum: ["MARKER", "MASK", "SYNTHETIC", null], default: "MARKER" },
    pattern: markerPatternSchema,
    mask_character: maskCharacterSchema,
    coreference_resolution: processedCoreferenceSchema,
    marker_language: { enum: [...MARKER_LANGUAGES, null], default: "en" },
    synthetic_entity_accuracy: { enum: [...SYNTHETIC_ACCURACIES, null], default: "standard" },
    preserve_relationships: { ...laxBooleanSchema, default: false },
  },
};

// ------------------------------------------------------------------ requests

const commonRequestProperties = {
  text: textSchema,
  link_batch: { ...laxBooleanSchema, default: false },
  entity_detection: entityDetectionSchema,
  project_id: projectIdSchema,
};

/** POST /analyze/text (spec 2.1, reference-notes 2.2). */
export const analyzeRequestSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "pii:analyze-request",
  title: "Analyze request",
  type: "object",
  required: ["text"],
  properties: {
    ...commonRequestProperties,
    locale: localeSchema,
    relation_detection: relationDetectionSchema,
  },
};

/**
 * POST /process/text (reference-notes 2.1). A superset of analyze: locale and relation_detection
 * are our extension (the reference ignores them here), as ProcessRequest extends AnalyzeRequest.
 */
export const processRequestSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "pii:process-request",
  title: "Process (redact) request",
  type: "object",
  required: ["text"],
  properties: {
    ...commonRequestProperties,
    locale: localeSchema,
    relation_detection: relationDetectionSchema,
    processed_text: processedTextSchema,
  },
};

/** POST /ner/text (reference-notes 3.2); locale is our extension. */
export const nerRequestSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "pii:ner-request",
  title: "NER request",
  type: "object",
  required: ["text"],
  properties: {
    ...commonRequestProperties,
    locale: localeSchema,
  },
};

/** POST /process/text/reidentify (reference-notes 2.5). */
export const reidentifyRequestSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "pii:reidentify-request",
  title: "Reidentify request",
  type: "object",
  required: ["processed_text", "entities"],
  properties: {
    processed_text: { type: "array", items: { type: "string" } },
    entities: {
      type: "array",
      items: {
        type: "object",
        required: ["processed_text", "text"],
        properties: {
          processed_text: { type: "string", description: "Marker without brackets (NAME_1)" },
          text: { type: "string", description: "The original value" },
        },
      },
    },
    model: { type: ["string", "null"], description: "The LLM that produced the text (gpt-3.5-turbo)" },
    reidentify_sensitive_fields: { ...laxBooleanSchema, default: true },
    project_id: projectIdSchema,
  },
};

// ------------------------------------------------------------------ responses

const locationSchema = {
  type: "object",
  required: ["stt_idx", "end_idx"],
  properties: {
    stt_idx: { type: "integer", minimum: 0, description: "Start, in Unicode code points" },
    end_idx: { type: "integer", minimum: 0, description: "End (exclusive), in Unicode code points" },
  },
};

const processedLocationSchema = {
  type: "object",
  required: ["stt_idx", "end_idx", "stt_idx_processed", "end_idx_processed"],
  properties: {
    ...locationSchema.properties,
    stt_idx_processed: { type: "integer", minimum: 0 },
    end_idx_processed: { type: "integer", minimum: 0 },
  },
};

const scoreMapSchema = {
  type: "object",
  additionalProperties: { type: "number", minimum: 0, maximum: 1 },
};

const languagesDetectedSchema = {
  type: "object",
  additionalProperties: { type: "number", minimum: 0, maximum: 1 },
  description: "ISO 639-1 code -> likelihood",
};

const analyzeEntitySchema = {
  type: "object",
  required: ["text", "best_label", "labels", "coreference_id", "relations", "location", "analysis_result"],
  properties: {
    text: { type: "string" },
    best_label: { type: "string" },
    labels: scoreMapSchema,
    coreference_id: { type: "string" },
    relations: {
      type: "array",
      description:
        "With relation_detection.enable_relation_extraction: the groups this entity's group is related to. DOB, AGE, " +
        "KINSHIP (two people of one family), ORIGIN (born in, from, nationality), LOCATION (lives in, works in, address), " +
        "CONTACT (email, phone, handle), IDENTIFIER (ids, accounts, cards, plates, IP addresses, usernames), " +
        "AFFILIATION (employer, school, organisation), OCCUPATION, HEALTH (condition, drug, procedure).",
      items: {
        type: "object",
        required: ["coreference_id", "label"],
        properties: {
          coreference_id: { type: "string", description: "The related group's coreference_id" },
          label: { enum: [...RELATION_LABELS] },
        },
      },
    },
    location: locationSchema,
    analysis_result: {
      type: "object",
      required: ["formatted", "subtypes", "validation_assertions"],
      properties: {
        formatted: { type: ["string", "number", "null"] },
        subtypes: {
          type: "array",
          items: {
            type: "object",
            required: ["label", "text", "formatted", "location"],
            properties: {
              label: { type: "string" },
              text: { type: "string" },
              formatted: { type: "string" },
              location: locationSchema,
            },
          },
        },
        validation_assertions: {
          type: "array",
          items: {
            type: "object",
            required: ["provider", "status"],
            properties: { provider: { type: "string" }, status: { enum: ["valid", "invalid"] } },
          },
        },
      },
    },
  },
};

const resultCommon = {
  entities_present: { type: "boolean" },
  characters_processed: { type: "integer", minimum: 0 },
  languages_detected: languagesDetectedSchema,
};

/** Response of POST /analyze/text: one result per input (spec 2.2-2.4). */
export const analyzeResponseSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "pii:analyze-response",
  type: "array",
  items: {
    type: "object",
    required: ["entities", "entities_present", "characters_processed", "languages_detected"],
    properties: { entities: { type: "array", items: analyzeEntitySchema }, ...resultCommon },
  },
};

const processedEntitySchema = {
  type: "object",
  required: ["processed_text", "text", "best_label", "labels", "coreference_id", "location"],
  properties: {
    processed_text: { type: "string", description: "Marker without brackets (NAME_1), mask or synthetic value" },
    text: { type: "string" },
    best_label: { type: "string" },
    labels: scoreMapSchema,
    coreference_id: { type: "string" },
    location: processedLocationSchema,
  },
};

/** Response of POST /process/text (reference-notes 3.1). */
export const processResponseSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "pii:process-response",
  type: "array",
  items: {
    type: "object",
    required: ["processed_text", "entities", "entities_present", "characters_processed", "languages_detected"],
    properties: {
      processed_text: { type: "string" },
      entities: { type: "array", items: processedEntitySchema },
      ...resultCommon,
    },
  },
};

const nerEntitySchema = {
  type: "object",
  required: ["text", "location", "label", "likelihood"],
  properties: {
    text: { type: "string" },
    location: locationSchema,
    label: { type: "string" },
    likelihood: { type: "number", minimum: 0, maximum: 1 },
    validation_results: {
      type: "array",
      items: {
        type: "object",
        required: ["validation_method", "status"],
        properties: {
          formatted: { type: "string" },
          validation_method: { type: "string" },
          status: { type: "string" },
        },
      },
    },
  },
};

/** Response of POST /ner/text (reference-notes 3.2): overlapping detections are not merged. */
export const nerResponseSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "pii:ner-response",
  type: "array",
  items: {
    type: "object",
    required: ["entities", "entities_present", "characters_processed", "languages_detected"],
    properties: { entities: { type: "array", items: nerEntitySchema }, ...resultCommon },
  },
};

/** Response of POST /process/text/reidentify: one string per processed_text input. */
export const reidentifyResponseSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "pii:reidentify-response",
  type: "array",
  items: { type: "string" },
};

/** Error bodies (FastAPI style): {"detail": "message"} or {"detail": [{loc, msg, type, field}]}. */
export const errorResponseSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "pii:error-response",
  type: "object",
  required: ["detail"],
  properties: {
    detail: {
      type: ["string", "array"],
      items: {
        type: "object",
        required: ["loc", "msg", "type"],
        properties: {
          loc: { type: "array", items: { type: ["string", "integer"] } },
          msg: { type: "string" },
          type: { type: "string" },
          field: { type: "string" },
        },
      },
    },
  },
};
