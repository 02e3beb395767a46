import { describe, expect, it } from "vitest";
import { checksumCandidate, SCORE_CHECKSUM_INVALID } from "../../../src/engine/detectors/checksum.js";

const base = { start: 3, end: 12, label: "ROUTING_NUMBER", source: "routing-number", formatted: "021000021", provider: "aba_checksum" };

describe("checksumCandidate", () => {
  it("gives a value whose checksum holds the detector's score and status valid, with or without context", () => {
    for (const keepInvalid of [false, true]) {
      expect(checksumCandidate({ ...base, valid: true, validScore: 0.9, keepInvalid })).toEqual({
        start: 3, end: 12, label: "ROUTING_NUMBER", score: 0.9, formatted: "021000021",
        validations: [{ provider: "aba_checksum", status: "valid" }], source: "routing-number",
      });
    }
  });

  it("drops a value that fails its checksum when no strong context names it", () => {
    expect(checksumCandidate({ ...base, valid: false, validScore: 0.9, keepInvalid: false })).toBeUndefined();
  });

  it("keeps a failed value named by strong context at 0.6, marked invalid", () => {
    const c = checksumCandidate({ ...base, valid: false, validScore: 0.9, keepInvalid: true });
    expect(SCORE_CHECKSUM_INVALID).toBe(0.6);
    expect(c?.score).toBe(0.6);
    expect(c?.validations).toEqual([{ provider: "aba_checksum", status: "invalid" }]);
    expect(c?.formatted).toBe("021000021");
  });
});
