import { describe, expect, it } from "vitest";
import { abaChecksumValid, routingNumberDetector } from "../../../src/engine/detectors/routing-number.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

describe("ABA checksum", () => {
  it("accepts real routing numbers and rejects changed digits or bad prefixes", () => {
    // 3*(0+0+0) + 7*(2+0+2) + (1+0+1) = 30
    expect(abaChecksumValid("021000021")).toBe(true);
    expect(abaChecksumValid("021000022")).toBe(false);
    // checksum 3*1 + 7*3 + 6 = 30 holds but 13 is no Federal Reserve prefix
    expect(abaChecksumValid("131000005")).toBe(false);
    expect(abaChecksumValid("02100002")).toBe(false);
  });
});

describe("routing-number detector", () => {
  it("scores a valid number with routing words at 0.9", () => {
    const [hit] = routingNumberDetector.detect(makeDetectContext("ABA routing 021000021"));
    expect(hit).toMatchObject({ score: 0.9, formatted: "021000021" });
  });

  it("accepts context after the number too", () => {
    const text = "021000021 is our routing number";
    expect(routingNumberDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end))).toEqual(["021000021"]);
  });
});
