import { describe, expect, it } from "vitest";
import { healthcareNumberDetector, nhsChecksumValid } from "../../../src/engine/detectors/healthcare-number.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const run = (text: string, locale?: string) =>
  healthcareNumberDetector.detect(makeDetectContext(text, { locale })).map((c) => ({ ...c, text: text.slice(c.start, c.end) }));

describe("NHS mod-11", () => {
  it("checks the tenth digit", () => {
    // 9*10+4*9+3*8+4*7+7*6+6*5+5*4+9*3+1*2 = 299; 11 - 299 % 11 = 9
    expect(nhsChecksumValid("9434765919")).toBe(true);
    expect(nhsChecksumValid("9434765918")).toBe(false);
    // 000000006x: sum 6*2 = 12, 11 - 12 % 11 = 10, a check value no digit can carry
    for (let d = 0; d <= 9; d++) expect(nhsChecksumValid(`000000006${d}`)).toBe(false);
    // 4*10+0+1*8+0+2*6+3*5+2*4+1*3+3*2 = 92; 11 - 92 % 11 = 7
    expect(nhsChecksumValid("4010232137")).toBe(true);
  });
});

describe("healthcare-number detector", () => {
  it("reads a number after its keyword and a Portuguese possessive (tenth exploratory test)", () => {
    expect(run("O número de utente dele é 123 456 789").map((c) => c.text)).toEqual(["123 456 789"]);
  });

  it("scores NHS numbers by context", () => {
    expect(run("NHS number 943 476 5919")[0]?.score).toBe(0.95);
    expect(run("patient 943 476 5919", "en-GB")[0]?.score).toBe(0.8);
  });

  it("does not take dashed 3-3-4 numbers without NHS words even in GB", () => {
    expect(run("ring 943-476-5919", "en-GB")).toEqual([]);
  });

  it("reads a dashed MBI as printed, in lower case and in title case, the last two 0.1 lower", () => {
    const score = (t: string) => run(`Id;Col3;Status\n272;${t};Closed`).find((h) => h.text === t)?.score;
    expect(score("7GY2-EE7-PD91")).toBe(0.8);
    expect(score("7gy2-ee7-pd91")).toBe(0.7);
    expect(score("7gy2-Ee7-Pd91")).toBe(0.7);
    // a letter MBIs exclude (S), in any case
    expect(score("7gs2-Ee7-Pd91")).toBeUndefined();
  });

  it("takes a compact MBI after Medicare words", () => {
    expect(run("Medicare ID 1EG4TE5MK73").map((h) => h.text)).toEqual(["1EG4TE5MK73"]);
  });

  it("keeps the version code of an Ontario health card but not a following word", () => {
    expect(run("health card 1234-567-890 thanks").map((h) => h.text)).toEqual(["1234-567-890"]);
  });
});

describe("Portugal's health service number after its keyword", () => {
  it("reads 'n.º de utente'", () => {
    expect(run("Utente: Manuel Costa, 66 anos, n.º de utente 123456789").map((c) => c.text)).toEqual(["123456789"]);
  });
});

describe("hospital, health-card, insurer and e-prescription numbers after their keyword", () => {
  it.each([
    ["Mutuelle : MGEN - n° adhérent 188 492 077", "188 492 077"],
    ["NUHSA: AN0912837465      DNI: 53019284Y", "AN0912837465"],
    ["NRE: 030A06157392810", "030A06157392810"],
    ["N.º da receita: 1011000245873029814", "1011000245873029814"],
    ["Hosp no: PCH-K2281934", "PCH-K2281934"],
  ])("%s", (text, value) => {
    expect(healthcareNumberDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end))).toEqual([value]);
  });
});

describe("practitioner registration numbers", () => {
  const found = (text: string) =>
    healthcareNumberDetector.detect(makeDetectContext(text)).map((c) => [text.slice(c.start, c.end), c.formatted]);
  it("takes the digits after the register's name, in groups or not", () => {
    expect(found("Dr. Álvaro Jiménez Pardo - Nº Col. 414108372")).toEqual([["414108372", "414108372"]]);
    expect(found("Médico: María Merino Viveros  NºCol: 28 28 35489.\nInforme")).toEqual([["28 28 35489", "282835489"]]);
    expect(found("GP Partner   GMC 6143927")).toEqual([["6143927", "6143927"]]);
    expect(found("Cédula Profissional 48213")).toEqual([["48213", "48213"]]);
    expect(found("B. Nieuwenhuis, huisarts\nAGB-code 01049281")).toEqual([["01049281", "01049281"]]);
    expect(found("RPPS 10003829156")).toEqual([["10003829156", "10003829156"]]);
  });
  it("takes no model numbers, short numbers or letters", () => {
    expect(found("the GMC 2500 truck")).toEqual([]);
    expect(found("GMC Sierra 1500HD")).toEqual([]);
    expect(found("NPI 2024 report")).toEqual([]);
  });
});

describe("patient and record numbers after German, Italian and Portuguese keywords (third exploratory test)", () => {
  const found = (text: string) => healthcareNumberDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));

  it("reads them after their keyword, a record number with its year whole (before: in clear)", () => {
    expect(found("Patientennummer: 00482913")).toEqual(["00482913"]);
    expect(found("Pat.-Nr.: 00482913")).toEqual(["00482913"]);
    expect(found("Aufnahmenummer: 7719283")).toEqual(["7719283"]);
    expect(found("N. cartella clinica: 00482913")).toEqual(["00482913"]);
    expect(found("Cartella n. 2026/04417")).toEqual(["2026/04417"]);
    expect(found("Nº processo clínico: 00482913")).toEqual(["00482913"]);
    expect(found("N.º de utente SNS: 287654321")).toEqual(["287654321"]);
    expect(found("Número de utente do SNS: 287654321")).toEqual(["287654321"]);
  });
});

describe("an NHS number that is a URL path segment (third exploratory test)", () => {
  const found = (text: string) => healthcareNumberDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));

  it("reads it after its keyword segment, not when glued to more digits", () => {
    expect(found("GET /api/nhs/9434765919/summary")).toEqual(["9434765919"]);
    expect(found("GET /api/nhs/9434765919.5/summary")).toEqual([]);
  });
});

describe("a camelCase key in text (ninth exploratory test, F6: 'nhsNumber: 4857773457' in clear)", () => {
  const found = (text: string) => healthcareNumberDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));

  it("reads its words as the cue, as 'nhs_number' is read", () => {
    expect(found("nhsNumber: 4857773457")).toEqual(["4857773457"]);
    expect(found('patientNhsNumber: "4857773457"')).toEqual(["4857773457"]);
    expect(found("nhs_number: 4857773457")).toEqual(["4857773457"]);
  });
  it("takes no key whose words are no cue", () => {
    expect(found("orderNumber: 4857773457")).toEqual([]);
    expect(found("ordersNhsmNumber: 4857773457")).toEqual([]);
  });
});
