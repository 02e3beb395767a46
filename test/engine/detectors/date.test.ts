import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { dateDetector, daysInMonth, expandTwoDigitYear, isCalendarDate } from "../../../src/engine/detectors/date.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const run = (text: string, opts: { locale?: string; language?: string; enabled?: string[] } = {}) =>
  dateDetector.detect(makeDetectContext(text, opts));

describe("date detector", () => {
  it("gives a DOB the DATE label as its second label", () => {
    const [c] = run("Date of birth: 1984-05-03");
    expect(c?.label).toBe("DOB");
    expect(Object.keys(c?.labels ?? {})).toEqual(["DOB", "DATE"]);
    expect(c!.labels!.DATE!).toBeLessThan(c!.labels!.DOB!);
  });

  it("keeps a DOB when only its parent DATE is enabled, and drops plain dates when only DOB is", () => {
    const [c] = run("Date of birth: 1984-05-03", { enabled: ["DATE"] });
    expect(c?.label).toBe("DOB");
    expect(run("Shipped on 2024-10-12.", { enabled: ["DOB"] })).toEqual([]);
    expect(run("Born on 2024-10-12.", { enabled: ["DOB"] }).map((x) => x.label)).toEqual(["DOB"]);
  });

  it("emits nothing when no date type is enabled", () => {
    expect(run("On 2024-10-12.", { enabled: ["EMAIL_ADDRESS"] })).toEqual([]);
  });

  it("reads day first for a non-English language without locale", () => {
    expect(run("am 05/03/2024", { language: "de" })[0]?.formatted).toBe("2024-03-05");
    expect(run("on 05/03/2024")[0]?.formatted).toBe("2024-05-03");
  });

  it("scores an ambiguous numeric date without locale below an unambiguous one", () => {
    const [ambiguous] = run("on 05/03/2024");
    const [clear] = run("on 25/03/2024");
    expect(ambiguous!.score).toBeLessThan(clear!.score);
  });

  it("keeps offsets in UTF-16 units after astral characters", () => {
    const text = "🎉🎉 party on 12 Oct 2024";
    const [c] = run(text);
    expect(text.slice(c!.start, c!.end)).toBe("12 Oct 2024");
  });

  it("expands two-digit years with a pivot ten years ahead", () => {
    const now = new Date(Date.UTC(2025, 0, 1));
    expect(expandTwoDigitYear(35, now)).toBe(2035);
    expect(expandTwoDigitYear(36, now)).toBe(1936);
    expect(expandTwoDigitYear(0, now)).toBe(2000);
  });

  it("follows the Gregorian leap-year rules", () => {
    expect(daysInMonth(2, 1900)).toBe(28);
    expect(daysInMonth(2, 2000)).toBe(29);
    expect(daysInMonth(2, 2023)).toBe(28);
    expect(daysInMonth(2)).toBe(29);
  });

  it("agrees with the JS calendar on every day/month/year", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1600, max: 2400 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), (y, m, d) => {
        const js = new Date(Date.UTC(y, m - 1, d));
        expect(isCalendarDate(y, m, d)).toBe(js.getUTCDate() === d);
      }),
    );
  });

  it("formats every valid ISO date it finds back to itself", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("1600-01-01"), max: new Date("2399-12-31"), noInvalidDate: true }), (date) => {
        const iso = date.toISOString().slice(0, 10);
        const found = run(`Recorded on ${iso} by staff.`);
        expect(found.map((c) => c.formatted)).toEqual([iso]);
      }),
      { numRuns: 200 },
    );
  });
});
