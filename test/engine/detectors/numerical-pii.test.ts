import { describe, expect, it } from "vitest";
import { luhnValid, numericalPiiDetector, orcidValid } from "../../../src/engine/detectors/numerical-pii.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const run = (text: string) =>
  numericalPiiDetector.detect(makeDetectContext(text)).map((c) => ({ ...c, text: text.slice(c.start, c.end) }));

describe("luhnValid", () => {
  it.each([
    ["490154203237518", true], // IMEI example from the GSMA/Wikipedia IMEI article
    ["79927398713", true], // the classic Luhn example
    ["79927398710", false],
    ["490154203237519", false],
  ])("%s -> %s", (digits, valid) => {
    expect(luhnValid(digits)).toBe(valid);
  });
});

describe("numerical-pii detector", () => {
  it("scores a Luhn-invalid IMEI in the kept-on-context band with an invalid assertion", () => {
    const [hit] = run("IMEI 490154203237519");
    expect(hit!.score).toBeGreaterThanOrEqual(0.5);
    expect(hit!.score).toBeLessThanOrEqual(0.7);
    expect(hit!.validations).toEqual([{ provider: "luhn", status: "invalid" }]);
  });

  it("needs MAC context for an all-digit Cisco triple", () => {
    expect(run("numbers 1234.5678.9012 here")).toEqual([]);
    expect(run("mac address 1234.5678.9012").map((h) => h.formatted)).toEqual(["12:34:56:78:90:12"]);
  });

  it("does not take a MAC inside a longer colon sequence", () => {
    expect(run("00:11:22:33:44:55:66 seven groups")).toEqual([]);
  });

  it("requires a digit in a labelled id", () => {
    expect(run("session id: abcdefghij")).toEqual([]);
    expect(run("session id: abcdefgh12").map((h) => h.text)).toEqual(["abcdefgh12"]);
  });
});

describe("an id after its label and a plain space", () => {
  it.each([
    ["serial number C02XK1ZQJG5J", "C02XK1ZQJG5J"],
    ["Android ID 9774d56d682e549c", "9774d56d682e549c"],
    ["S/N 5CD1234XYZ", "5CD1234XYZ"],
  ])("reads %s", (text, value) => {
    expect(run(text).map((h) => h.text)).toEqual([value]);
  });
  it("needs a label that names an id outright, and a digit in the value", () => {
    expect(run("device id changes daily")).toEqual([]);
    expect(run("session id abcdefgh")).toEqual([]);
    expect(run("the device 12345678")).toEqual([]);
  });
});

describe("ORCID iDs (sixth exploratory test: left in clear outside their URL)", () => {
  const ids = (text: string) => numericalPiiDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));
  it("reads an iD whose check character holds, with or without its keyword", () => {
    expect(ids("ORCID: 0000-0002-1825-0097")).toEqual(["0000-0002-1825-0097"]);
    expect(ids("author 0000-0001-5109-3700, editor")).toEqual(["0000-0001-5109-3700"]);
    expect(orcidValid("0000-0002-1694-233X")).toBe(true);
  });
  it("takes no iD whose check fails, nor one out of the issued range", () => {
    expect(ids("ORCID: 0000-0002-1825-0098")).toEqual([]);
    expect(ids("0000-0009-1825-0097")).toEqual([]);
  });
});

describe("SIM identifiers (seventh exploratory test, F14: ICCID and IMSI left in clear)", () => {
  const ids = (text: string, field?: string) =>
    numericalPiiDetector.detect(makeDetectContext(text, field ? { field } : {})).map((c) => [text.slice(c.start, c.end), c.validations?.[0]?.status ?? ""]);
  it("reads an ICCID whose Luhn check holds, with or without its word", () => {
    expect(ids("04-22 14:03:13.410 22871 22871 I TelephonyInfo: imei=356789012345672 iccid=8931081234567890129")).toEqual([
      ["356789012345672", "valid"],
      ["8931081234567890129", "valid"],
    ]);
    expect(ids("Ihre neue SIM-Karte 89490200001234567892 ist aktiviert.")).toEqual([["89490200001234567892", "valid"]]);
  });
  it("keeps a failed check only after 'ICCID'", () => {
    expect(ids("SIM ICCID: 8931081234567890128")).toEqual([["8931081234567890128", "invalid"]]);
    expect(ids("Auftragsnummer 8931081234567890128")).toEqual([]);
  });
  it("reads an IMSI after 'imsi=' or 'IMSI:', and under a column or field named imsi", () => {
    expect(ids("D TelephonyInfo: imsi=268061234567890 mcc=268")).toEqual([["268061234567890", ""]]);
    expect(ids("IMSI: 262011234567891")).toEqual([["262011234567891", ""]]);
    expect(ids("msisdn,imsi\n+351912345678,268061234567890\n")).toEqual([["268061234567890", ""]]);
    expect(ids("268061234567890", "subscriber.imsi")).toEqual([["268061234567890", ""]]);
  });
  it("takes no 15 digits under another name, nor a value no IMSI can be", () => {
    expect(ids("imsi_count=268061234567890")).toEqual([]);
    expect(ids("order 268061234567890 shipped")).toEqual([]);
    expect(ids("imsi: 123456789012345")).toEqual([]);
    expect(ids("unknown", "imsi")).toEqual([]);
  });
});

describe("an IMEI before another number (structured suite, seed 505)", () => {
  it("a compact IMEI ends at its fifteenth digit, a card after it notwithstanding", () => {
    expect(run("IMEI: 012550819900549 4906 9094 4712 8579").map((c) => c.text)).toEqual(["012550819900549"]);
  });
});
