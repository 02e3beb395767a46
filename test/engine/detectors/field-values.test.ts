/**
 * Values that only their column or field name makes personal: an age, a gender code, a year of
 * birth alone in a cell under "age", "gender", "dob" (a CSV column or JSON field analysed alone, or
 * a table written into the text). Found in running text, such values are left alone.
 */
import { describe, expect, it } from "vitest";
import { ageDetector } from "../../../src/engine/detectors/age.js";
import { dateDetector } from "../../../src/engine/detectors/date.js";
import { vocabularyDetector } from "../../../src/engine/detectors/vocabulary.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";
import type { Detector } from "../../../src/engine/types.js";

const found = (detector: Detector, text: string, field?: string) =>
  detector.detect(makeDetectContext(text, field !== undefined ? { field } : {})).map((c) => [c.label, text.slice(c.start, c.end)]);

describe("a field or column named for an age", () => {
  it.each([["age"], ["patient_age"], ["Edad"], ["Âge"], ["Alter"], ["age (years)"]])("reads a number under %s as an AGE", (field) => {
    expect(found(ageDetector, "42", field)).toEqual([["AGE", "42"]]);
  });
  it("reads the age column of a CSV export analysed cell by cell, and of a table in the text", () => {
    expect(found(ageDetector, "name;age;city\nAna;42;Porto").filter(([l]) => l === "AGE")).toEqual([["AGE", "42"]]);
  });
  it("leaves other fields, ambiguous names and impossible ages alone", () => {
    expect(found(ageDetector, "3", "years")).toEqual([]);
    expect(found(ageDetector, "3", "age_group")).toEqual([]);
    expect(found(ageDetector, "200", "age")).toEqual([]);
    expect(found(ageDetector, "42", "count")).toEqual([]);
  });
});

describe("a field or column named for gender or sex", () => {
  it.each([["F", "gender"], ["M", "sex"], ["w", "Geschlecht"], ["V", "geslacht"], ["H", "sexe"]])("reads %s under %s as GENDER", (value, field) => {
    expect(found(vocabularyDetector, value, field)).toEqual([["GENDER", value]]);
  });
  it("leaves one-letter codes of other fields, and other values, alone", () => {
    expect(found(vocabularyDetector, "M", "size")).toEqual([]);
    expect(found(vocabularyDetector, "n/a", "gender")).toEqual([]);
  });
});

describe("a field or column named for a birth date", () => {
  it.each([["dob"], ["birth_year"], ["year of birth"], ["Geburtsjahr"], ["fecha_de_nacimiento"]])("reads a year under %s as a DOB", (field) => {
    expect(found(dateDetector, "1962", field)).toEqual([["DOB", "1962"]]);
  });
  it("leaves a year under another name, and a number that is no year, alone", () => {
    expect(found(dateDetector, "1962", "year")).toEqual([]);
    expect(found(dateDetector, "12345", "dob")).toEqual([]);
  });
  it("keeps reading a whole date under a birth-date field as one DOB", () => {
    expect(found(dateDetector, "1962-03-14", "dob")).toEqual([["DOB", "1962-03-14"]]);
  });
});
