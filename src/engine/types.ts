/**
 * Internal data passed between engine stages. All offsets here are UTF-16 code-unit indexes into
 * the JS string being analysed; conversion to the code points the interface speaks happens once,
 * when results are rendered (engine/text/offsets.ts).
 */
import type { ValidationAssertion } from "../contract/types.js";

/** Part of a compound value (DAY of a date, last4 of a card...) with its own span. */
export interface CandidateSubtype {
  label: string;
  start: number;
  end: number;
  formatted: string;
}

/** One detection proposed by a detector, the model, or a BLOCK filter. */
export interface Candidate {
  start: number;
  end: number;
  /** The label this source believes in most. */
  label: string;
  /** Score of `label` in [0, 1]. */
  score: number;
  /** Other labels for the same span with their scores (a DOB is also a DATE). */
  labels?: Record<string, number>;
  /** Normalised value (ISO date, E.164 phone, 4-digit card groups...). */
  formatted?: string | number;
  subtypes?: CandidateSubtype[];
  validations?: ValidationAssertion[];
  /** Which detector or model produced it, for debugging and tie-breaking. */
  source: string;
  /**
   * For a piece of a candidate cut by markup (analyze.ts, outsideMarkup): the whole candidate's
   * normalised value, so that its pieces take one placeholder number as the whole would.
   */
  wholeValue?: string;
}

/** What a detector may read. Pure data: detectors never do I/O. */
export interface DetectContext {
  /** The text being analysed (one input, or all inputs joined under link_batch). */
  text: string;
  /** Lower-cased copy of text (same UTF-16 length), shared so each detector need not make one. */
  lower: string;
  /** BCP 47 tag that decides locale-dependent readings (numeric dates); undefined = from language. */
  locale?: string;
  /** Dominant ISO 639-1 language of the text, if known. */
  language?: string;
  /**
   * The text's detected languages, the dominant one and its close runners-up (language/detect.ts),
   * most likely first, when the engine detected them: a log line's English keywords around a
   * Portuguese message, or Spanish and Portuguese nearly tied, leave the dominant one unsure.
   */
  languages?: readonly string[];
  /** Region from the locale (US, CA, GB...), used as default region for phone numbers. */
  region?: string;
  /** Entity types the request can use; detectors may skip work for types not in it. */
  enabled: ReadonlySet<string>;
  /** The name of the field the text came from (a CSV column, a JSON key), when the caller said: a cue for its value. */
  field?: string;
}

export interface Detector {
  /** Stable name, e.g. "email", used as Candidate.source. */
  readonly name: string;
  /** Entity types this detector can emit. */
  readonly types: readonly string[];
  detect(ctx: DetectContext): Candidate[];
}

/** A source of candidates that needs async work (the NER model through the worker pool). */
export interface AsyncCandidateSource {
  readonly name: string;
  readonly types: readonly string[];
  /**
   * The source also runs the default detectors for texts whose ctx.detectorJobs entry is set:
   * their candidates come first in that text's list, as runDetectors (detectors/run.ts) makes them.
   */
  readonly runsDetectors?: boolean;
  detect(
    texts: readonly string[],
    ctx: { language?: string; accuracy?: string; detectorJobs?: readonly (DetectorJob | undefined)[] },
  ): Promise<Candidate[][]>;
}

/** What the detectors of one text need besides the text, as plain (structured-cloneable) data. */
export interface DetectorJob {
  /** The request's enabled types (resolveEnabledTypes). */
  enabled: readonly string[];
  /** Dominant language of the text, if known. */
  language?: string;
  /** The text's detected languages, most likely first (DetectContext.languages). */
  languages?: readonly string[];
  /** The request's locale hint. */
  locale?: string;
  /** The record field the text came from (batch CLI), when it is one field. */
  field?: string;
}
