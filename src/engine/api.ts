/**
 * The engine's public face: createEngine() returns an object whose analyze/process methods take
 * a request body (validated through src/contract) and return what the HTTP service returns.
 * `parse` carries the interface version of the route (version 3 accepts GENDER_SEXUALITY, HIPAA,
 * PHI in selectors); the translation of labels in responses is the server edge's job.
 */
import type { AnalyzeResult, NerResult, ProcessResult } from "../contract/types.js";
import type { ParseOptions } from "../contract/validate.js";
import type { AsyncCandidateSource, Detector } from "./types.js";

export interface EngineOptions {
  /** Structured detectors to run; default: the registry's DEFAULT_DETECTORS. */
  detectors?: readonly Detector[];
  /** Contextual model (names, places, organisations...) run through the worker pool. */
  ner?: AsyncCandidateSource;
  /**
   * Seed for coreference ids and synthetic values. Default: a fresh random seed per request, so
   * ids cannot be linked across requests. A fixed seed makes output reproducible (tests, CLI --seed).
   */
  seed?: string;
  /** Names of the model passes to run (engine/passes/registry.ts); default all of them. */
  passes?: readonly string[];
}

/** What the caller knows about its inputs beyond their text (the CLI: the field each came from). */
export interface InputHints {
  /**
   * The name of each input's field, parallel to `text` (a CSV column's header, an NDJSON field's
   * path): a field named like a keyword ("password", "iban", "license_plate") is the cue word of
   * its value, as a column header is for the cells under it in a table written into the text.
   */
  fields?: readonly (string | undefined)[];
  /**
   * The inputs are the fields of one record (the CLI's CSV rows, NDJSON and JSON records):
   * placeholder numbers count across them, so two people in two fields are [NAME_1] and [NAME_2],
   * and one value in two fields keeps one number. Each input is still analysed on its own
   * (link_batch shares context as well). Without it, numbers count per input, as the service's
   * interface says.
   */
  recordNumbering?: boolean;
  /**
   * Redaction keeps the line breaks inside a replaced entity (a model span across two lines of a
   * log, a four-line address block): a placeholder or synthetic value is followed by them, a mask
   * keeps them in place. The CLI's files keep their line count so (fifth exploratory test: 13 of 60
   * files lost lines, syslog lines merged). Without it, an entity is replaced whole, line breaks
   * included, as the service's interface does.
   */
  keepLineBreaks?: boolean;
}

export interface Engine {
  /** POST /analyze/text semantics. Throws RequestError for a body that breaks the contract. */
  analyze(body: unknown, parse?: ParseOptions, hints?: InputHints): Promise<AnalyzeResult[]>;
  /** POST /process/text semantics (MARKER, MASK, SYNTHETIC). Throws RequestError likewise. */
  process(body: unknown, parse?: ParseOptions, hints?: InputHints): Promise<ProcessResult[]>;
  /** POST /ner/text semantics: every detection, overlaps not merged. */
  ner(body: unknown, parse?: ParseOptions): Promise<NerResult[]>;
  /** Release the worker pool, if any. */
  close(): Promise<void>;
}
