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

describe("short expiry words", () => {
  const found = (text: string) => cardExpirationDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));
  it("reads 'cad.' beside a card, 'vence' and 'scad.', and 'exp MM YY' with a space", () => {
    expect(found("Garantía: Mastercard 5312 3579 2469 5576  cad. 03/26")).toEqual(["03/26"]);
    expect(found("tarjeta que vence 08/27")).toEqual(["08/27"]);
    expect(found("the visa is 4916 6893 4858 1377 exp 09 27")).toEqual(["09 27"]);
  });
  it("takes no clinical CAD (coronary artery disease) before a date, and no spaced numbers further on", () => {
    expect(found("PMH: CAD WITH NQWMI 5/13, HTN")).toEqual([]);
    expect(found("exp. date tbd, meeting 10 20 people")).toEqual([]);
  });
});

describe("compact MMYY right after the expiry word", () => {
  it("reads 'exp 0927', not four digits elsewhere (before: in clear)", () => {
    const text = "card is 4111-1111-1111-1111, exp 0927, cvc 123";
    const found = run(text);
    expect(found.map((c) => text.slice(c.start, c.end))).toEqual(["0927"]);
    expect(found[0]!.formatted).toBe("2027-09");
    expect(run("Room 0927 is free, exp 2024 report")).toEqual([]);
    expect(run("expiry date 1399")).toEqual([]);
  });
});

describe("one of a count is no expiry (structured suite, seed 101)", () => {
  it("'shard 4/16', 'page 3/10' near an expiry word", () => {
    expect(run("expiry_date=07/27 shard 4/16").map((c) => c.text)).toEqual(["07/27"]);
    expect(run("exp 03/27, page 3/10").map((c) => c.text)).toEqual(["03/27"]);
  });
});
