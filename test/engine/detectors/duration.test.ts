import { describe, expect, it } from "vitest";
import { durationDetector, isoDuration } from "../../../src/engine/detectors/duration.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

/** The durations found in a text, as their text. */
const found = (t: string) => durationDetector.detect(makeDetectContext(t)).map((c) => t.slice(c.start, c.end));

describe("duration detector", () => {
  it("writes ISO 8601 durations, weeks alone or as days when mixed", () => {
    expect(isoDuration({ W: 3 })).toBe("P3W");
    expect(isoDuration({ W: 1, D: 2 })).toBe("P9D");
    expect(isoDuration({ Y: 1, MO: 6, H: 2, MI: 30 })).toBe("P1Y6MT2H30M");
    expect(isoDuration({})).toBe("PT0S");
  });

  it("keeps a decimal where no exact smaller unit exists", () => {
    const [c] = durationDetector.detect(makeDetectContext("about 2.5 months"));
    expect(c?.formatted).toBe("P2.5M");
  });

  it("does not join parts out of order", () => {
    const durations = durationDetector.detect(makeDetectContext("15 minutes and 2 hours"));
    expect(durations.map((c) => c.formatted)).toEqual(["PT15M", "PT2H"]);
  });

  it("reads numbers of up to fifteen digits, and no tail of a longer run (its pattern is bounded so a digit run costs linear time)", () => {
    expect(found("took 123456789012345 minutes")).toEqual(["123456789012345 minutes"]);
    expect(found(`${"7".repeat(30000)} minutes, then 90 minutes`)).toEqual(["90 minutes"]);
    expect(found("1.5 hours and 1,500 years")).toEqual(["1.5 hours", "1,500 years"]);
  });

  it("reads no identifier's check letter as a unit: six digits or more with one letter glued on (structured suite, fresh draw 1212)", () => {
    expect(found("zahlung verarbeitet : fn 469980h")).toEqual([]);
    expect(found("ahora es 200866090h")).toEqual([]);
    // a glued unit after fewer digits, or a spaced one after more, is still a duration
    expect(found("rated for 25000h")).toEqual(["25000h"]);
    expect(found("after 469980 hours")).toEqual(["469980 hours"]);
  });

  it("reads no token's head as a duration: a unit glued to digits and letters (fresh draw 5858)", () => {
    expect(found("paswoord is 6h8YVH6GHBgE. Creditcard")).toEqual([]);
    // the minutes glued to the hours are a duration's own, a bare glued number too
    expect(found("it took 1h30m and 2h30min, then 3h")).toEqual(["1h30m", "2h30min", "3h"]);
    expect(found("wait 6h8 ok")).toEqual(["6h"]);
  });

  it("reads no identifier's letter between digit groups as a unit (fresh draw 6161)", () => {
    // a German pension number, spaced: area, birth date, initial, serial, check digit
    expect(found('295;"38 110694 h 29 1";ese83042796;new')).toEqual([]);
    // fewer digits before the unit, or none after it, are still a duration
    expect(found("rated for 25000 h and 2 h 30")).toEqual(["25000 h", "2 h"]);
  });

  it("reads no number of five digits or more with a leading zero as an amount (fresh draw 4444)", () => {
    // a lower-case German pension number: area, birth date, initial, serial, check digit
    expect(found('177;"39 030982 h 12 1";22/11/1982;pending')).toEqual([]);
    // a short zero-padded amount is still one
    expect(found("after 05 h of work, 0900 hours")).toEqual(["05 h", "0900 hours"]);
  });
});
