/**
 * The interface's request and response shapes (spec sections 2.1-2.5, reference-notes 2-3).
 * Requests arrive as unknown JSON and become these types only through ./validate.ts.
 */

export type Accuracy =
  | "standard"
  | "standard_high"
  | "standard_high_multilingual"
  | "standard_high_automatic"
  | "high"
  | "high_multilingual"
  | "high_automatic";

export const ACCURACY_VALUES: readonly Accuracy[] = [
  "standard",
  "standard_high",
  "standard_high_multilingual",
  "standard_high_automatic",
  "high",
  "high_multilingual",
  "high_automatic",
];

export interface EntityTypeSelector {
  type: "ENABLE" | "DISABLE";
  value: string[];
}

export interface EntityFilter {
  type: "ALLOW" | "BLOCK" | "ALLOW_TEXT";
  pattern: string;
  entity_type?: string;
  threshold?: number;
}

export interface EntityDetection {
  accuracy?: Accuracy;
  entity_types?: EntityTypeSelector[];
  filter?: EntityFilter[];
  return_entity?: boolean;
  enable_non_max_suppression?: boolean;
}

export type CoreferenceMode = "heuristics" | "model_prediction" | "combined";

export interface RelationDetection {
  coreference_resolution?: CoreferenceMode | null;
  enable_relation_extraction?: boolean;
}

export interface AnalyzeRequest {
  text: string[];
  link_batch?: boolean;
  entity_detection?: EntityDetection;
  project_id?: string;
  locale?: string | null;
  relation_detection?: RelationDetection | null;
}

export type MarkerPattern =
  | "[UNIQUE_NUMBERED_ENTITY_TYPE]"
  | "[BEST_ENTITY_TYPE]"
  | "[ALL_ENTITY_TYPES]"
  | "[UNIQUE_HASHED_ENTITY_TYPE]";

export interface ProcessedTextOptions {
  type?: "MARKER" | "MASK" | "SYNTHETIC";
  pattern?: MarkerPattern;
  mask_character?: string;
  coreference_resolution?: CoreferenceMode;
  marker_language?: string;
  synthetic_entity_accuracy?: "standard" | "standard_multilingual" | "standard_automatic";
  preserve_relationships?: boolean;
}

export interface ProcessRequest extends AnalyzeRequest {
  processed_text?: ProcessedTextOptions;
}

/** POST /ner/text: detection only, overlaps not merged (reference-notes 3.2). */
export interface NerRequest {
  text: string[];
  link_batch?: boolean;
  entity_detection?: EntityDetection;
  project_id?: string;
  /** Our extension (the reference route has none): the same date-reading hint as analyze. */
  locale?: string | null;
}

/** One marker and the original value it stands for ("NAME_1" -> "John"). */
export interface ReidentifyEntity {
  processed_text: string;
  text: string;
}

/** POST /process/text/reidentify (reference-notes 2.5); the response is a list of strings. */
export interface ReidentifyRequest {
  processed_text: string[];
  entities: ReidentifyEntity[];
  model?: string;
  reidentify_sensitive_fields?: boolean;
  project_id?: string;
}

// ---------------------------------------------------------------------------------------------
// Parsed requests: what src/contract/validate.ts returns. Every optional field has its default
// applied, null means "absent" and has been replaced, unknown fields are gone, and version-3
// selector names are already translated. They extend the wire types, so code written against
// AnalyzeRequest etc. accepts them unchanged.

export interface ParsedEntityDetection extends EntityDetection {
  accuracy: Accuracy;
  entity_types: EntityTypeSelector[];
  filter: EntityFilter[];
  return_entity: boolean;
  enable_non_max_suppression: boolean;
}

export interface ParsedRelationDetection extends RelationDetection {
  /** Default heuristics (process/text: processed_text.coreference_resolution when this is absent). */
  coreference_resolution: CoreferenceMode;
  enable_relation_extraction: boolean;
}

export interface ParsedAnalyzeRequest extends AnalyzeRequest {
  link_batch: boolean;
  entity_detection: ParsedEntityDetection;
  project_id: string;
  /** Canonical BCP 47 tag (en-CA), or null when the request gave none. */
  locale: string | null;
  relation_detection: ParsedRelationDetection;
}

export interface ParsedProcessedTextOptions extends ProcessedTextOptions {
  type: "MARKER" | "MASK" | "SYNTHETIC";
  pattern: MarkerPattern;
  mask_character: string;
  coreference_resolution: CoreferenceMode;
  marker_language: string;
  synthetic_entity_accuracy: "standard" | "standard_multilingual" | "standard_automatic";
  preserve_relationships: boolean;
}

export interface ParsedProcessRequest extends ParsedAnalyzeRequest {
  processed_text: ParsedProcessedTextOptions;
}

export interface ParsedNerRequest extends NerRequest {
  link_batch: boolean;
  entity_detection: ParsedEntityDetection;
  project_id: string;
  locale: string | null;
}

export interface ParsedReidentifyRequest extends ReidentifyRequest {
  reidentify_sensitive_fields: boolean;
  project_id: string;
}

export interface Location {
  stt_idx: number;
  end_idx: number;
}

export interface ProcessedLocation extends Location {
  stt_idx_processed: number;
  end_idx_processed: number;
}

export interface Subtype {
  label: string;
  text: string;
  formatted: string;
  location: Location;
}

export interface ValidationAssertion {
  provider: string;
  status: "valid" | "invalid";
}

export interface AnalysisResult {
  formatted: string | number | null;
  subtypes: Subtype[];
  validation_assertions: ValidationAssertion[];
}

export type RelationLabel =
  | "DOB"
  | "AGE"
  | "KINSHIP"
  | "ORIGIN"
  | "LOCATION"
  | "CONTACT"
  | "IDENTIFIER"
  | "AFFILIATION"
  | "OCCUPATION"
  | "HEALTH";

export interface Relation {
  /** The related group's coreference_id. */
  coreference_id: string;
  label: RelationLabel;
}

export interface Entity {
  text: string;
  best_label: string;
  labels: Record<string, number>;
  coreference_id: string;
  relations: Relation[];
  location: Location;
  analysis_result: AnalysisResult;
}

export interface AnalyzeResult {
  entities: Entity[];
  entities_present: boolean;
  characters_processed: number;
  languages_detected: Record<string, number>;
}

export interface ProcessedEntity {
  processed_text: string;
  text: string;
  best_label: string;
  labels: Record<string, number>;
  coreference_id: string;
  location: ProcessedLocation;
}

/** validation_results on /ner/text entities (reference-notes 3.2). */
export interface ValidationResult {
  formatted?: string;
  validation_method: string;
  status: string;
}

export interface NerEntity {
  text: string;
  label: string;
  likelihood: number;
  location: Location;
  validation_results?: ValidationResult[];
}

export interface NerResult {
  entities: NerEntity[];
  entities_present: boolean;
  characters_processed: number;
  languages_detected: Record<string, number>;
}

/** One item of an error body's detail list (FastAPI's shape, plus our dotted field path). */
export interface ErrorDetailItem {
  /** FastAPI-style location: ["body", "entity_detection", "filter", 1, "pattern"]. */
  loc: (string | number)[];
  /** The rule the field breaks ("must be a valid regular expression"). */
  msg: string;
  type: "value_error";
  /** The same location as a dotted path ("entity_detection.filter[1].pattern"). */
  field: string;
}

/** Error bodies: {"detail": "..."} or {"detail": [items]}. */
export interface ErrorResponse {
  detail: string | ErrorDetailItem[];
}

export interface ProcessResult {
  processed_text: string;
  entities: ProcessedEntity[];
  entities_present: boolean;
  characters_processed: number;
  languages_detected: Record<string, number>;
}
