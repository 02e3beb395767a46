/**
 * The checksum policy shared by the structured detectors (IBAN mod-97, NHS mod-11, ABA, VIN
 * check digit, stdnum national ids, IMEI Luhn): a value whose checksum holds gets the detector's
 * own score; one that fails it is dropped, unless strong context names it, in which case it is
 * kept at SCORE_CHECKSUM_INVALID with validation status "invalid" so that a mistyped number the
 * text plainly calls an IBAN (or SSN...) is still redacted, while the caller can see it is wrong.
 *
 * Whether a valid value needs context too is each detector's own rule and stays with it.
 */
import type { Candidate } from "../types.js";

/** Score of a value that fails its checksum but is kept because strong context names it. */
export const SCORE_CHECKSUM_INVALID = 0.6;

export interface ChecksumCandidateInput {
  start: number;
  end: number;
  label: string;
  /** Detector name (Candidate.source). */
  source: string;
  formatted: string;
  /** Validation provider reported with the status (iban_mod97, luhn, stdnum:us.ssn...). */
  provider: string;
  /** Whether the checksum holds. */
  valid: boolean;
  /** The detector's score for a value whose checksum holds. */
  validScore: number;
  /** Whether strong context allows keeping a value whose checksum fails. */
  keepInvalid: boolean;
}

/** The candidate for a checksummed value, or undefined when the policy drops it. */
export function checksumCandidate(input: ChecksumCandidateInput): Candidate | undefined {
  const { start, end, label, source, formatted, provider, valid, validScore, keepInvalid } = input;
  if (!valid && !keepInvalid) return undefined;
  return {
    start,
    end,
    label,
    score: valid ? validScore : SCORE_CHECKSUM_INVALID,
    formatted,
    validations: [{ provider, status: valid ? "valid" : "invalid" }],
    source,
  };
}
