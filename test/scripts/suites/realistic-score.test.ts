/**
 * The realistic suite's scoring: whole, partly and not redacted values by letters and digits
 * covered, code-point offsets, the best occurrence of a repeated value, PII-free documents.
 */
import { describe, expect, it } from "vitest";
import { emptyRealisticScore, scoreRealisticDoc, type RealisticDoc } from "../../../scripts/suites/realistic/score.js";

const doc = (text: string, pii: RealisticDoc["pii"]): RealisticDoc => ({ id: "d1", lang: "en", domain: "test", text, pii });

describe("realistic suite scoring", () => {
  it("counts a value whole, partly or missed by the letters and digits entities cover", () => {
    const text = "Ana Ruiz, tel 612 345 678, dni 12345678Z";
    const score = emptyRealisticScore();
    scoreRealisticDoc(score, doc(text, [
      { value: "Ana Ruiz", type: "NAME" },
      { value: "612 345 678", type: "PHONE_NUMBER" },
      { value: "12345678Z", type: "SSN" },
    ]), [
      { start: 0, end: 3, best_label: "NAME_GIVEN" },
      { start: 14, end: 25, best_label: "PHONE_NUMBER" },
    ]);
    expect(score.overall).toMatchObject({ gold: 3, whole: 1, partial: 1, missed: 1 });
    expect(score.perType.NAME).toMatchObject({ partial: 1, chars: 7, clearChars: 4 });
    expect(score.leaks).toEqual({ NAME: ["d1"], SSN: ["d1"] });
  });

  it("reads offsets as code points (an emoji before the value) and takes the best of several occurrences", () => {
    const text = "📞 Ana ... Ana";
    const score = emptyRealisticScore();
    // "Ana" twice: the second occurrence (code points 10-13) is covered
    scoreRealisticDoc(score, doc(text, [{ value: "Ana", type: "NAME" }]), [{ start: 10, end: 13, best_label: "NAME" }]);
    expect(score.overall).toMatchObject({ whole: 1, partial: 0, missed: 0 });
  });

  it("flags a PII-free document only for a false-alarm type", () => {
    const score = emptyRealisticScore();
    scoreRealisticDoc(score, { ...doc("Real Madrid 2-1 Getafe", []), id: "c1" }, [{ start: 0, end: 11, best_label: "ORGANIZATION" }]);
    scoreRealisticDoc(score, { ...doc("Earl Grey tea", []), id: "c2" }, [{ start: 0, end: 9, best_label: "NAME" }]);
    expect(score.clean).toEqual({ texts: 2, flagged: 1, ids: ["c2"] });
  });
});
