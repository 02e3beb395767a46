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

export interface Relation {
  coreference_id: string;
  label: string;
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

export interface ProcessResult {
  processed_text: string;
  entities: ProcessedEntity[];
  entities_present: boolean;
  characters_processed: number;
  languages_detected: Record<string, number>;
}
