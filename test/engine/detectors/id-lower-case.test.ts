/**
 * Identifiers with letters in a lower-cased text (chat, lower-cased exports, logs) without a
 * keyword (issue 13 point 5, structured suite): every id-scan shape with capitals has an all-lower-
 * case companion that validates the value upper-cased and scores 0.1 below the written form; VINs
 * likewise. One letter before or after digits ("a123456780", "20240512a") is too common in logs
 * to be taken that way (one between the digits of a long value is not: "42051171y215"; nor the check
 * letter after a Finnish henkilötunnus's birth date, nor a Spanish DNI's or Irish PPS's check letter
 * over all its digits: "12345678z"). Title case (a form or CRM that capitalises
 * every word: "Pvndac52d41l971l") is read like lower case; other mixes of case are not.
 */
import { describe, expect, it } from "vitest";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";
import { healthcareNumberDetector } from "../../../src/engine/detectors/healthcare-number.js";
import { nationalIdDetector } from "../../../src/engine/detectors/national-id.js";
import { organizationIdDetector } from "../../../src/engine/detectors/organization-id.js";
import { vehicleIdDetector } from "../../../src/engine/detectors/vehicle-id.js";
import { caselessSource, lowerCaseShape, writtenInLowerOrTitleCase } from "../../../src/engine/detectors/id-scan.js";
import type { Detector } from "../../../src/engine/types.js";

const found = (detector: Detector, text: string) =>
  detector.detect(makeDetectContext(text, { enabled: [...detector.types] })).map((c) => [text.slice(c.start, c.end), c.label, c.score]);

describe("ids with letters, all in lower case", () => {
  it.each([
    [nationalIdDetector, "pvndac52d41l971l", "SSN"], // IT codice fiscale
    [nationalIdDetector, "t9782571d", "SSN"], // SG NRIC
    [nationalIdDetector, "459629348xz8", "SSN"], // PT cartão de cidadão
    [nationalIdDetector, "42051171y215", "SSN"], // DE Rentenversicherungsnummer: one letter, between digits
    [organizationIdDetector, "564243830rt0003", "ORGANIZATION_ID"], // CA business number
    [organizationIdDetector, "10bplcy7934z4z3", "ORGANIZATION_ID"], // IN GSTIN
    [vehicleIdDetector, "361st4p66x8z71284", "VEHICLE_ID"], // VIN with its check digit
    [healthcareNumberDetector, "9d15-ju0-jc03", "HEALTHCARE_NUMBER"], // US MBI, dashed (a format, no check digit)
  ] as const)("%#: %s", (detector, value, label) => {
    const lower = found(detector, `ok, also ${value}.`);
    const upper = found(detector, `ok, also ${value.toUpperCase()}.`);
    expect(lower).toHaveLength(1);
    expect(lower[0]!.slice(0, 2)).toEqual([value, label]);
    expect(upper).toHaveLength(1);
    expect(lower[0]![2] as number).toBeLessThan(upper[0]![2] as number);
  });

  it.each([
    [nationalIdDetector, "pvndac52d41l971m"], // check letter wrong
    [nationalIdDetector, "pVndac52d41l971l"], // mixed case, neither lower nor title case
    [organizationIdDetector, "564243831rt0003"], // Luhn fails
    [vehicleIdDetector, "361st4p66x8z71285"], // check digit wrong
    [healthcareNumberDetector, "9d15-ju0-jc3s"], // an MBI has no S and ends in two digits
    [healthcareNumberDetector, "9d15ju0jc03"], // compact: only with Medicare words
  ] as const)("%#: %s stays out", (detector, value) => {
    expect(found(detector, `ok, also ${value}.`)).toEqual([]);
  });

  it("one letter and digits is not taken in lower case, though valid in capitals", () => {
    const shape = { format: { key: "x.y", label: "SSN", validate: (v: string) => (/^[A-Z]\d{9}$/.test(v) ? v : undefined) }, pattern: /[A-Z]\d{9}/g, score: 0.8 };
    const lower = lowerCaseShape(shape)!;
    expect(lower.pattern.source).toBe("[A-Za-z]\\d{9}");
    expect(lower.score).toBe(0.7);
    // a German health-insurance number (KVNR) is found in lower case too: its check digit covers
    // its letter (fresh draws 1111-2525: the lower-case ones were missed; none read anew on the 14
    // train splits or in the PII-free corpus)
    expect(found(healthcareNumberDetector, "ticket A123456780 closed")).toEqual([["A123456780", "HEALTHCARE_NUMBER", 0.8]]);
    expect(found(healthcareNumberDetector, "ticket a123456780 closed")).toEqual([["a123456780", "HEALTHCARE_NUMBER", 0.7]]);
    expect(found(healthcareNumberDetector, "ticket a123456781 closed")).toEqual([]);
    // a letter after digits neither ("20240512a" is a build tag as often as an id), unless it is
    // the check letter of a format whose letter checks all its digits (the DNI: 12345678 mod 23 is Z)
    expect(found(nationalIdDetector, "id 12345678z").map(([t, l]) => [t, l])).toEqual([["12345678z", "SSN"]]);
    expect(found(nationalIdDetector, "id 12345678a")).toEqual([]);
    // Singapore's UEN: a year of registration, five digits and a check letter
    expect(found(organizationIdDetector, "ok, donc 202301385r.").map(([t, l]) => [t, l])).toEqual([["202301385r", "ORGANIZATION_ID"]]);
    expect(found(organizationIdDetector, "ok, donc 202301385q.")).toEqual([]);
  });

  it("a Finnish henkilötunnus keeps its check letter in lower case (a birth date and a mod-31 check)", () => {
    // 131052-308T in capitals is valid; its lower-case check letter is the same character
    expect(found(nationalIdDetector, "ver 131052-308t.").map(([t, l]) => [t, l])).toEqual([["131052-308t", "SSN"]]);
    expect(found(nationalIdDetector, "ver 131052-308u.")).toEqual([]);
  });

  it.each([
    [nationalIdDetector, "Pvndac52d41l971l", "SSN"], // IT codice fiscale
    [nationalIdDetector, "G1671381w", "SSN"], // SG NRIC
    [nationalIdDetector, "Sj 31 41 26 A", "SSN"], // GB NINO, each group capitalised
    [nationalIdDetector, "Drxpk4169e", "SSN"], // IN PAN
    [organizationIdDetector, "Pcstw0777n", "ORGANIZATION_ID"], // IN PAN of a company
  ] as const)("title case %#: %s", (detector, value, label) => {
    const title = found(detector, `Ok, Also ${value}.`);
    expect(title.map(([text, type]) => [text, type])).toEqual([[value, label]]);
    expect(title[0]![2] as number).toBeLessThan(found(detector, `Ok, Also ${value.toUpperCase()}.`)[0]![2] as number);
  });

  it("a value in lower or title case, and no other mix", () => {
    expect(writtenInLowerOrTitleCase("pvndac52d41l971l")).toBe(true);
    expect(writtenInLowerOrTitleCase("Sj 31 41 26 A")).toBe(true);
    expect(writtenInLowerOrTitleCase("PVNDAC52D41L971L")).toBe(false);
    expect(writtenInLowerOrTitleCase("pVndac52d41l971l")).toBe(false);
  });

  it("a caseless pattern: capitals and capital ranges match in either case, escapes stay", () => {
    expect(caselessSource("[A-HJ-NP-Z]\\d{2}X\\p{Lu}")).toBe("[A-HJ-NP-Za-hj-np-z]\\d{2}[Xx]\\p{Lu}");
    expect(caselessSource("[^A-Z0-9]\\k<g1>")).toBe("[^A-Z0-9a-z]\\k<g1>");
  });

  it("escapes and patterns that spell their own lower case are left alone", () => {
    const format = { key: "x.y", label: "SSN", validate: () => undefined };
    expect(lowerCaseShape({ format, pattern: /\d{9}/g, score: 0.8 })).toBeUndefined();
    expect(lowerCaseShape({ format, pattern: /FN ?\d{3}[a-z]/g, score: 0.8 })).toBeUndefined();
    expect(lowerCaseShape({ format, pattern: /[A-Z]\p{L}\d/gu, score: 0.8 })!.pattern.source).toBe("[A-Za-z]\\p{L}\\d");
  });

  it("a Spanish CIF after its keyword in any case: \"cif\" is no acronym that is a word (fresh draws 9595, 10101, 10202)", () => {
    for (const text of ["cif g60846813, thanks", "Cif G60846813, gracias", "CIF G60846813"]) {
      expect(found(organizationIdDetector, text).map(([t, l, s]) => [String(t).toUpperCase(), l, s])).toEqual([["G60846813", "ORGANIZATION_ID", 0.9]]);
    }
    // its check character must hold after the keyword (no value kept invalid)
    expect(found(organizationIdDetector, "cif g60846814, thanks")).toEqual([]);
    // the Incoterm before a port or an amount is no value
    expect(found(organizationIdDetector, "precio cif rotterdam 12000 eur")).toEqual([]);
  });

  it("a French plate in lower case only with a plate word or under a plate column", () => {
    const csv = 'id;iban;plaque_d_immatriculation;status\n185;"be55 0989 8353 8044";xe-602-gt;pending';
    expect(found(vehicleIdDetector, csv)).toEqual([["xe-602-gt", "VEHICLE_ID", 0.8]]);
    expect(vehicleIdDetector.detect(makeDetectContext(csv, { enabled: ["VEHICLE_ID"] }))[0]!.formatted).toBe("XE-602-GT");
    expect(found(vehicleIdDetector, "immatriculation : xe-602-gt")).toEqual([["xe-602-gt", "VEHICLE_ID", 0.8]]);
    expect(found(vehicleIdDetector, "voir ab-123-cd demain")).toEqual([]);
  });

  it("a French plate in title case (a title-cased log line) likewise (fresh draw 2626)", () => {
    expect(found(vehicleIdDetector, "2024-05-21T14:49:35Z Info [Api] Betaling Verwerkt Plaque_D_Immatriculation=Cz-713-Af Shard 4/16")).toEqual([["Cz-713-Af", "VEHICLE_ID", 0.8]]);
    expect(found(vehicleIdDetector, "Voir Ab-123-Cd Demain")).toEqual([]);
  });
});
