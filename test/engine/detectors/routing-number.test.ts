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

describe("national bank codes after their keyword", () => {
  const codes = (text: string) => routingNumberDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));
  it.each([
    ["sort code: 200000 acc no: 55779911", "200000"],
    ["BSB 062-000 Account 1234 5678", "062-000"],
    ["Kontonummer 1234567890, BLZ 37040044", "37040044"],
    ["Transit 12345, institution 003", "12345"],
  ])("reads the code in %s", (text, code) => {
    expect(codes(text)).toEqual([code]);
  });
  it("needs the code's own length", () => {
    expect(codes("BLZ 1234")).toEqual([]);
    expect(codes("transit 5 days")).toEqual([]);
  });
});

describe("a BIC after its keyword (sixth exploratory test: 'BYLADEM' read as a name, '1ROS' in clear)", () => {
  const codes = (text: string) => routingNumberDetector.detect(makeDetectContext(text)).map((c) => [text.slice(c.start, c.end), c.formatted]);
  it("reads a valid 8- or 11-character code", () => {
    expect(codes("IBAN DE89 3704 0044 0532 0130 00, BIC BYLADEM1ROS.")).toEqual([["BYLADEM1ROS", "BYLADEM1ROS"]]);
    expect(codes("SWIFT: DEUTDEFF500 / Code BIC : COBADEFF")).toEqual([
      ["DEUTDEFF500", "DEUTDEFF500"],
      ["COBADEFF", "COBADEFF"],
    ]);
  });
  it("takes no prose, and no code whose country part is no country", () => {
    expect(codes("swift delivery guaranteed")).toEqual([]);
    expect(codes("BIC ABCDXX12")).toEqual([]);
  });
});

describe("a bank branch's code after its word (fifth exploratory test: beside the redacted account, in clear)", () => {
  const codes = (text: string) => routingNumberDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));
  it("reads a Brazilian agência, French bank and branch codes and Italian ABI and CAB", () => {
    expect(codes("Banco do Brasil, agência 0341, conta corrente 12345-6")).toEqual(["0341"]);
    expect(codes("Agencia: 1234-5")).toEqual(["1234-5"]);
    expect(codes("Code banque 30004, code guichet 01005, n° de compte 0500013M026")).toEqual(["30004", "01005"]);
    expect(codes("ABI 03069 CAB 09606 c/c 100000063115")).toEqual(["03069", "09606"]);
  });
  it("takes no year and no code of another length", () => {
    expect(codes("the agencia 2024 report, cab 12 and abi 1234567")).toEqual([]);
  });
});
