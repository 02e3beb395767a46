/**
 * Subtitle cue timings are positions in a recording, not times of day (third exploratory test:
 * every WebVTT cue line became "[TIME_1] --> [TIME_2]", and the file was no longer a subtitle file).
 */
import { describe, expect, it } from "vitest";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";
import { timeDetector } from "../../../src/engine/detectors/time.js";

const times = (text: string) => timeDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));

describe("time detector and subtitle cue timings", () => {
  it("leaves the times on either side of a cue arrow alone (WebVTT and SRT)", () => {
    expect(times("00:00:01.000 --> 00:00:04.000\nGood morning.")).toEqual([]);
    expect(times("1\n00:00:01,000 --> 00:00:04,000 align:start\nHi")).toEqual([]);
  });

  it("still reads a time of day in the cue's text", () => {
    expect(times("00:00:01.000 --> 00:00:04.000\nMeet me at 10:30 tomorrow.")).toEqual(["10:30"]);
  });
});

describe("time detector and identifiers", () => {
  it("reads no time in an identifier that goes on after the meridiem ('7AM8-VX9-HH41', a Medicare Beneficiary Identifier: fresh draw 8181)", () => {
    expect(times("VOIR 7AM8-VX9-HH41.")).toEqual([]);
    expect(times("x 4AM7VX9HH41 y")).toEqual([]);
    expect(times("meet at 7AM tomorrow, or 10:30 pm.")).toEqual(["7AM", "10:30 pm"]);
    // digits glued to the meridiem alone leave the time (a nurse's note, physionet_deid train)
    expect(times("gi- TF D/C @ 12am0 OGT clamped")).toEqual(["12am"]);
  });
});
