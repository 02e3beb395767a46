import { describe, expect, it } from "vitest";
import { accountNumberDetector } from "../../../src/engine/detectors/account-number.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const run = (text: string) =>
  accountNumberDetector.detect(makeDetectContext(text)).map((c) => ({ ...c, text: text.slice(c.start, c.end) }));

describe("account-number detector", () => {
  it("keeps the value raw as formatted and scores keyword matches at 0.8", () => {
    expect(run("membership number: ab-1234-x")[0]).toMatchObject({ formatted: "ab-1234-x", score: 0.8 });
  });

  it("needs at least two digits", () => {
    expect(run("customer id ABCDE1")).toEqual([]);
    expect(run("customer id ABCD12")[0]?.text).toBe("ABCD12");
  });

  it("does not run past sentence punctuation", () => {
    expect(run("Claim number CL-55213.").map((h) => h.text)).toEqual(["CL-55213"]);
  });

  it("leaves 'account number' near bank words to bank-account but keeps other keywords", () => {
    expect(run("bank transfer, account number 12345678")).toEqual([]);
    expect(run("bank transfer, policy number 12345678").map((h) => h.text)).toEqual(["12345678"]);
  });
});

describe("account-number detector: insurance policies in seven languages", () => {
  it.each([
    ["Mi madre, titular de la póliza ES-778201-H, pide el cambio.", "ES-778201-H"],
    ["Apólice n.º: AP-2023-556677", "AP-2023-556677"],
    ["N° de contrat : AUTO-559034-FR", "AUTO-559034-FR"],
    ["Versicherungsschein-Nr.: HR-44718-2020", "HR-44718-2020"],
    ["numero di polizza 88-431207", "88-431207"],
    ["polisnummer 2023-77810", "2023-77810"],
  ])("%s -> %s", (text, value) => {
    expect(run(text).map((c) => c.text)).toEqual([value]);
  });
});

describe("employee and student numbers", () => {
  const values = (text: string) => accountNumberDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));
  it.each([
    ["Employee ID: 004417", "004417"],
    ["His badge # is 004417", "004417"],
    ["staff no. 12345", "12345"],
    ["student ID 20231145", "20231145"],
    ["Matrikelnummer 3012345", "3012345"],
    ["matricule 882311", "882311"],
  ])("reads the number in %s", (text, value) => {
    expect(values(text)).toEqual([value]);
  });
  it("needs a value with digits after the keyword", () => {
    expect(values("the employee id field is required")).toEqual([]);
  });
});
