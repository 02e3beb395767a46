/**
 * EU VAT numbers in lower- and title-cased texts without a keyword (issue 13 point 5, structured
 * suite): the country prefix in lower or title case and valid check digits, below the written form.
 */
import { describe, expect, it } from "vitest";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";
import { nationalIdDetector } from "../../../src/engine/detectors/national-id.js";
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
    // in a line without case the verb is told by its place: after a word, before the value
    expect(found("ahora es 32138200r")).toEqual([["32138200r", 0.6]]);
  });
});

describe("the verb 'es' before a value in a line without case (fresh structured draw 7575)", () => {
  it("'AHORA ES 41417198V' is the Spanish verb before a DNI: the VAT reading loses the prefix and yields to the DNI's", () => {
    expect(found("AHORA ES 41417198V")).toEqual([["41417198V", 0.6]]);
    const dni = nationalIdDetector.detect(makeDetectContext("AHORA ES 41417198V", { enabled: ["SSN"] }));
    expect(dni.map((c) => c.score)).toEqual([expect.any(Number)]);
    expect(dni[0]!.score).toBeGreaterThan(0.6);
  });
  it("keeps the prefix after a label, at the line's start, after a keyword, in a line with case, and where it is another word", () => {
    expect(found("VAT: ES 41417198V")).toEqual([["ES 41417198V", 0.9]]);
    expect(found("ES 41417198V")).toEqual([["ES 41417198V", 0.85]]);
    expect(found("Ahora ES 41417198V")).toEqual([["ES 41417198V", 0.85]]);
    expect(found("het is nu de 733539314")).toEqual([["de 733539314", 0.7]]);
    expect(found("OK, NO 973699504 MVA")).toEqual([["NO 973699504 MVA", 0.85]]);
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
