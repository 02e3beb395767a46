import { describe, expect, it } from "vitest";
import { driverLicenseDetector, dvlaStructureValid } from "../../../src/engine/detectors/driver-license.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const run = (text: string) =>
  driverLicenseDetector.detect(makeDetectContext(text)).map((c) => ({ ...c, text: text.slice(c.start, c.end) }));

describe("DVLA structure", () => {
  it("accepts male and female months and real days", () => {
    expect(dvlaStructureValid("MORGA753116SM9IJ")).toBe(true); // 11 Mar 1976, female (53)
    expect(dvlaStructureValid("MORGA703116SM9IJ")).toBe(true); // male month 03
    expect(dvlaStructureValid("MORGA763116SM9IJ")).toBe(false); // month 63
    expect(dvlaStructureValid("MORGA750016SM9IJ")).toBe(false); // day 00
  });
});

describe("driver-license detector", () => {
  it("scores a DVLA number higher after licence words", () => {
    expect(run("driving licence MORGA753116SM9IJ")[0]?.score).toBe(0.9);
    expect(run("copy MORGA753116SM9IJ")[0]?.score).toBe(0.8);
  });

  it("reads a DVLA number in lower or title case 0.1 lower, its date parts checked the same", () => {
    expect(run("Requête Acceptée : Morga753116sm9ij V10.2.1.4455").map((c) => [c.text, c.score, c.formatted])).toEqual([["Morga753116sm9ij", 0.7, "MORGA753116SM9IJ"]]);
    expect(run("copy morga753116sm9ij")[0]?.score).toBe(0.7);
    expect(run("copy Morga763116sm9ij")).toEqual([]); // month 63
  });

  it("requires four digits in keyword values", () => {
    expect(run("DL ABC-123")).toEqual([]);
    expect(run("DL ABC-1234")[0]?.formatted).toBe("ABC1234");
  });
});

describe("driver's licence keywords", () => {
  it("reads 'permis n°' and 'carta de condução n.º'", () => {
    expect(run("Conducteur : M. Lefèvre (conjoint), permis n° 120375300981").map((c) => c.text)).toEqual(["120375300981"]);
    expect(run("tem carta de condução n.º P-1234567 8.").map((c) => c.text)).toEqual(["P-1234567 8"]);
  });
  it("takes no decilitre for 'DL': lab values after mg/dL are no licence", () => {
    expect(run("glucosa 110 mg/dL (VN 70-180), colesterol 200 mg/dl 150-450")).toEqual([]);
  });
});

describe("Italian 'patente' and Dutch 'rijbewijsnr.'", () => {
  const inLanguage = (text: string, language: string) =>
    driverLicenseDetector.detect(makeDetectContext(text, { language })).map((c) => text.slice(c.start, c.end));
  it("reads a licence after 'patente' in Italian text and after 'rijbewijsnr.'", () => {
    expect(inLanguage("Conducente: la stessa, patente n. BO5123456X valida fino al 12/08/2030", "it")).toEqual(["BO5123456X"]);
    expect(inLanguage("Conducente: CAVALLARO MATTEO (figlio), patente FE7129384P", "it")).toEqual(["FE7129384P"]);
    expect(inLanguage("Bestuurder: Kaya, Selin, rijbewijsnr. 5391047285, afgegeven 02-09-2022", "nl")).toEqual(["5391047285"]);
  });
  it("takes no patent after Spanish 'patente'", () => {
    expect(inLanguage("acerca de la controvertida patente EP0516811B , otorgada", "es")).toEqual([]);
  });
});

describe("keys of logs and exports (structured suite, seed 101)", () => {
  it("a licence after 'fuhrerschein_nr' (no umlaut, underscore), in lower case", () => {
    expect(run("l gespeichert fuhrerschein_nr=c145tbhwv18 build 20240512.3").map((c) => c.text)).toEqual(["c145tbhwv18"]);
  });
});

describe("more licence keys (structured suite, seed 202)", () => {
  it("'driver_license_number='", () => {
    expect(run("salvato driver_license_number=K9966412 queue=3").map((c) => c.text)).toEqual(["K9966412"]);
  });
});

describe("a licence number before a sentence (structured suite, seed 404)", () => {
  it("stops at a two-letter lower-case word", () => {
    expect(run("rijbewijsnummer: 4411744314 it is 72040585113 now").map((c) => c.text)).toEqual(["4411744314"]);
    // in capitals, two short words in a row (fresh draw 2222); one letter group inside a number stays
    expect(run("MY FÜHRERSCHEINNUMMER IS Z960M9PED35 IT IS 450521-1068 NOW").map((c) => c.text)).toEqual(["Z960M9PED35"]);
    expect(run("DL AB 1234 567").map((c) => c.text)).toEqual(["AB 1234 567"]);
  });
});

describe("a licence's number after its own 'Nr.' further along the keyword's line (eval:realistic)", () => {
  it("reads it after the licence's classes, issuer or a form's checkbox", () => {
    expect(run("Führerschein Kl. B/BE:    [x] ja, Nr. B072RRE2I55").map((c) => c.text)).toEqual(["B072RRE2I55"]);
    expect(run("Führerschein: Kl. B, ausgest. Stadt Nürnberg, Nr. N0708G2K151").map((c) => c.text)).toEqual(["N0708G2K151"]);
  });
  it("not a number another word labels, nor one on another line", () => {
    expect(run("Führerschein Kl. B seit 2010, Tel. Nr. 0171 1234567")).toEqual([]);
    expect(run("Führerschein: ja\nRechnung, Nr. 2024-00123")).toEqual([]);
  });
});
