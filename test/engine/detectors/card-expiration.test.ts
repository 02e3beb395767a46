import { describe, expect, it } from "vitest";
import { cardExpirationDetector } from "../../../src/engine/detectors/card-expiration.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const run = (text: string) =>
  cardExpirationDetector.detect(makeDetectContext(text)).map((c) => ({ ...c, text: text.slice(c.start, c.end) }));

describe("card-expiration detector", () => {
  it("reads two-digit years as 20YY and pads the month", () => {
    expect(run("exp 3/29")[0]).toMatchObject({ formatted: "2029-03", score: 0.85 });
  });

  it("accepts spaces around the slash", () => {
    expect(run("Expiry: 11 / 2030")[0]).toMatchObject({ text: "11 / 2030", formatted: "2030-11" });
  });

  it("requires the expiry word before the value, not after", () => {
    expect(run("09/27 expires")).toEqual([]);
  });

  it("rejects four-digit years far outside card lifetimes", () => {
    expect(run("expires 12/1850")).toEqual([]);
  });
});
