/**
 * EU VAT numbers in lower- and title-cased texts without a keyword (issue 13 point 5, structured
 * suite): the country prefix in lower or title case and valid check digits, below the written form.
 */
import { describe, expect, it } from "vitest";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";
import { organizationIdDetector } from "../../../src/engine/detectors/organization-id.js";

const found = (text: string) => organizationIdDetector.detect(makeDetectContext(text, { enabled: ["ORGANIZATION_ID"] })).map((c) => [text.slice(c.start, c.end), c.score]);

describe("VAT numbers in another case", () => {
  it.each([
    ["see de860632953 for the rest", "de860632953"],
    ["Ok, Also Gb259546324.", "Gb259546324"],
    ["atu59262684 para registo", "atu59262684"],
    ["ok, also fr 00 607 256 468.", "fr 00 607 256 468"],
    ["Quick Update: Atu60493530", "Atu60493530"],
  ])("%s", (text, value) => {
    expect(found(text)).toEqual([[value, 0.7]]);
  });
  it.each(["see de860632954 for the rest", "commit de8606329 ok", "gB259546324", "build fr12345"])("%s stays out", (text) => {
    expect(found(text)).toEqual([]);
  });
  it("the written form scores as before", () => {
    expect(found("GB259546324")).toEqual([["GB259546324", 0.85]]);
  });
});

describe("register numbers in lower case", () => {
  it("takes a lower-case UK company number after its keyword", () => {
    expect(found("registered in england and wales no.: oc951191")).toEqual([["oc951191", 0.9]]);
    expect(found("company number oc951191")).toEqual([["oc951191", 0.9]]);
    // without the keyword two letters and six digits are anything
    expect(found("see oc951191 for the rest")).toEqual([]);
  });
  it("takes a lower-case German register number, below the written form, without a court suffix", () => {
    expect(found("hrb 149835 am amtsgericht")).toEqual([["hrb 149835", 0.75]]);
    expect(found("HRB 149835")).toEqual([["HRB 149835", 0.85]]);
  });
});

describe("a lower-case prefix before capitals (structured suite, seed 202)", () => {
  it("'ahora es 32138200R' is the Spanish verb before a DNI, no VAT number", () => {
    expect(found("ahora es 32138200R")).toEqual([]);
    expect(found("ahora es 32138200r")).toHaveLength(1);
  });
});

describe("a register entry after another value's digits", () => {
  it("'... 3496 HRA 111534': the IBAN's last group is no part of the entry", () => {
    expect(found("IBAN is LU56-6088-0013-3J02-3496 HRA 111534\n")).toEqual([["HRA 111534", 0.85]]);
  });
});

describe("register numbers in title case and the CVR key (structured suite, seed 404)", () => {
  it("'Hrb 119897', 'cvr_nummer=62728469'", () => {
    expect(found("For The Record: Hrb 119897\nNo Worries")).toEqual([["Hrb 119897", 0.75]]);
    expect(found("PAGAMENTO ELABORATO CVR_NUMMER=62728469 HTTP 200").map(([text]) => text)).toEqual(["62728469"]);
  });
});

describe("the KvK key of a log (structured suite, seed 505)", () => {
  it("'kvk_nummer=53796936'", () => {
    expect(found("zazione completata kvk_nummer=53796936 HTTP 200").map(([text]) => text)).toEqual(["53796936"]);
  });
});
