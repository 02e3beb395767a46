import { describe, expect, it } from "vitest";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";
import { medicalConditionDetector } from "../../../src/engine/detectors/medical-condition.js";
import { drugDetector } from "../../../src/engine/detectors/drug.js";
import { medicalProcessDetector } from "../../../src/engine/detectors/medical-process.js";
import { drugVariants } from "../../../src/engine/detectors/health/drugs.js";
import type { Detector } from "../../../src/engine/types.js";

const found = (detector: Detector, text: string, opts: { language?: string; enabled?: string[] } = {}) =>
  detector.detect(makeDetectContext(text, opts)).map((c) => `${c.label}:${text.slice(c.start, c.end)}`);

describe("medical-condition detector", () => {
  it("finds conditions in the seven languages, longer forms whole", () => {
    expect(found(medicalConditionDetector, "A 48-year-old man with type 2 diabetes and hypertension.")).toEqual(["CONDITION:type 2 diabetes", "CONDITION:hypertension"]);
    expect(found(medicalConditionDetector, "Bekanntes Vorhofflimmern, Diabetes mellitus Typ 2.")).toEqual(["CONDITION:Vorhofflimmern", "CONDITION:Diabetes mellitus Typ 2"]);
    expect(found(medicalConditionDetector, "Ingresa por insuficiencia cardíaca descompensada.")).toEqual(["CONDITION:insuficiencia cardíaca"]);
    expect(found(medicalConditionDetector, "Antécédents : BPCO, hypertension artérielle.")).toEqual(["CONDITION:BPCO", "CONDITION:hypertension artérielle"]);
    expect(found(medicalConditionDetector, "Ricoverato per dolore toracico.")).toEqual(["CONDITION:dolore toracico"]);
    expect(found(medicalConditionDetector, "Bekend met nierinsufficiëntie.")).toEqual(["CONDITION:nierinsufficiëntie"]);
    expect(found(medicalConditionDetector, "Utente com lombalgia crónica.")).toEqual(["CONDITION:lombalgia"]);
  });

  it("gives the English concept as formatted value", () => {
    const [c] = medicalConditionDetector.detect(makeDetectContext("Patient mit Vorhofflimmern."));
    expect(c?.formatted).toBe("atrial fibrillation");
  });

  it("reads ambiguous terms only with a clinical cue", () => {
    expect(found(medicalConditionDetector, "The Great Depression hit farmers hard; a stroke of luck.")).toEqual([]);
    expect(found(medicalConditionDetector, "He was diagnosed with depression last year.")).toEqual(["CONDITION:depression"]);
    expect(found(medicalConditionDetector, "Cayó una gota de agua.", { language: "es" })).toEqual([]);
    expect(found(medicalConditionDetector, "Paciente con antecedentes de gota.", { language: "es" })).toEqual(["CONDITION:gota"]);
    expect(found(medicalConditionDetector, "Michael Parkinson interviewed her.")).toEqual([]);
    expect(found(medicalConditionDetector, "Today Cancer natives feel restless.")).toEqual([]);
  });

  it("matches abbreviations in upper case only, and whole words only", () => {
    expect(found(medicalConditionDetector, "copd is a word here; COPD exacerbation")).toEqual(["CONDITION:COPD"]);
    expect(found(medicalConditionDetector, "prediabetesfoo anti-asthma")).toEqual([]);
  });

  it("finds injuries: terms, injury noun with a body part, compounds", () => {
    expect(found(medicalConditionDetector, "Ingresó por fractura de cadera derecha.")).toEqual(["INJURY:fractura de cadera derecha"]);
    expect(found(medicalConditionDetector, "Operata per frattura del femore.")).toEqual(["INJURY:frattura del femore"]);
    expect(found(medicalConditionDetector, "She had a hip fracture and a concussion.")).toEqual(["INJURY:hip fracture", "INJURY:concussion"]);
    expect(found(medicalConditionDetector, "Z. n. Oberschenkelhalsfraktur links.")).toEqual(["INJURY:Oberschenkelhalsfraktur"]);
    expect(found(medicalConditionDetector, "Type 2 diabetes", { enabled: ["INJURY"] })).toEqual([]);
  });

  it("stays quiet on PII-free prose", () => {
    expect(found(medicalConditionDetector, "Press the reset button for 7 seconds and wait until the light turns blue.")).toEqual([]);
  });
});

describe("a condition's status under its column or field (seventh exploratory test: {\"hiv_status\": \"positive\"} in clear)", () => {
  const inField = (text: string, field?: string) =>
    medicalConditionDetector.detect(makeDetectContext(text, field ? { field } : {})).map((c) => [c.label, text.slice(c.start, c.end), c.formatted]);
  it("reads the status as the condition the header names", () => {
    expect(inField("positive", "hiv_status")).toEqual([["CONDITION", "positive", "hiv: positive"]]);
    // the header's own word is read as it always was; the status under it now too, not the one under "status"
    expect(inField("id;diabetes;status\n1;yes;positive\n").filter(([, text]) => text !== "diabetes")).toEqual([["CONDITION", "yes", "diabetes: yes"]]);
  });
  it("leaves a status under another header and other values under a condition's", () => {
    expect(inField("positive", "status")).toEqual([]);
    expect(inField("see notes", "diabetes")).toEqual([]);
  });
});

describe("diagnoses by their ICD-10 code (seventh exploratory test: a sick note's diagnoses in clear)", () => {
  const conditions = (text: string, field?: string) =>
    medicalConditionDetector.detect(makeDetectContext(text, field ? { field } : {})).filter((c) => c.label === "CONDITION").map((c) => [text.slice(c.start, c.end), c.formatted]);
  it("reads a code after a diagnosis label with its description to the line's end, and a code under an ICD column", () => {
    expect(conditions("Diagnose (nur für Krankenkasse): J06.9 G  Akute Infektion der oberen Atemwege\nArzt: Dr. X")).toEqual([["J06.9 G  Akute Infektion der oberen Atemwege", "J06.9"]]);
    expect(conditions("Diagnosis: F32.1 moderate depressive episode")).toEqual([["F32.1 moderate depressive episode", "F32.1"]]);
    expect(conditions("E11.9", "icd10")).toEqual([["E11.9", "E11.9"]]);
    expect(conditions("U07.1", "icd10")).toEqual([["U07.1", "U07.1"]]);
    // ICD-10-CM (review): up to four characters after the dot, a letter in third place
    expect(conditions("patient_id,icd10,name\n1,S72.001A,x\n2,C7A.010,y\n")).toEqual([["S72.001A", "S72.001A"], ["C7A.010", "C7A.010"]]);
    expect(conditions("Diagnosis: S72.001A Fracture of right femur")).toEqual([["S72.001A Fracture of right femur", "S72.001A"]]);
    // a term across the description's 100-character cap extends it (review: the code had been left in clear)
    const long = `Diagnosis: E11.9 ${"x".repeat(88)} type 2 diabetes mellitus`;
    expect(conditions(long).map(([, formatted]) => formatted)).toEqual(["E11.9"]);
    expect(String(conditions(long)[0]![0]).endsWith("type 2 diabetes")).toBe(true);
  });
  it("leaves a diagnosis label without a code, and codes elsewhere", () => {
    expect(conditions("Diagnosis: see attached. Room J06 is free.")).toEqual([]);
    expect(conditions("n/a", "icd10")).toEqual([]);
  });
});

describe("drug detector", () => {
  it("derives the other languages' spellings", () => {
    expect(drugVariants("metformin")).toEqual(expect.arrayContaining(["metformina", "metformine"]));
    expect(drugVariants("furosemide")).toEqual(expect.arrayContaining(["furosemid", "furosemida"]));
    expect(drugVariants("omeprazole")).toEqual(expect.arrayContaining(["omeprazol", "omeprazolo"]));
  });

  it("finds listed drugs in any language and case", () => {
    expect(found(drugDetector, "Good adherence to metformin; Apixaban 5 mg; in terapia con ramipril; furosemida 40 mg; Insulin.")).toEqual([
      "DRUG:metformin", "DRUG:Apixaban", "DRUG:ramipril", "DRUG:furosemida", "DRUG:Insulin",
    ]);
    expect(found(drugDetector, "ibuprofeno, morfina, vitamin D")).toEqual(["DRUG:ibuprofeno", "DRUG:morfina", "DRUG:vitamin D"]);
  });

  it("finds unlisted names by their INN stem, never ordinary words", () => {
    expect(found(drugDetector, "Started zofenopril and olmesartan.")).toEqual(["DRUG:zofenopril", "DRUG:olmesartan"]);
    expect(found(drugDetector, "In April and abril the statin debate went on.")).toEqual([]);
  });

  it("reads lithium as a drug only with a dose or clinical cue", () => {
    expect(found(drugDetector, "Lithium batteries must not be shipped by air.")).toEqual([]);
    expect(found(drugDetector, "Lithium 400 mg twice daily.")).toEqual(["DRUG:Lithium"]);
  });
});

describe("medical-process detector", () => {
  it("finds procedures and tests", () => {
    expect(found(medicalProcessDetector, "Se solicita ecocardiograma. MRI scheduled; starts chemotherapy; Koloskopie unauffällig.")).toEqual([
      "MEDICAL_PROCESS:ecocardiograma", "MEDICAL_PROCESS:MRI", "MEDICAL_PROCESS:chemotherapy", "MEDICAL_PROCESS:Koloskopie",
    ]);
  });

  it("reads ambiguous abbreviations and words only with a cue", () => {
    expect(found(medicalProcessDetector, "Hartford, CT 06103. An echo in the hall.")).toEqual([]);
    expect(found(medicalProcessDetector, "Patient underwent CT of the head.")).toEqual(["MEDICAL_PROCESS:CT"]);
  });
});

describe("allergies (sixth exploratory test: food allergens in a school's records left in clear)", () => {
  const allergens = (text: string) =>
    medicalConditionDetector
      .detect(makeDetectContext(text))
      .filter((c) => String(c.formatted).startsWith("allergy: "))
      .map((c) => text.slice(c.start, c.end));
  it("reads each item of an allergy field and what follows 'allergic to' in the seven languages", () => {
    expect(allergens("Allergies: peanuts, penicillin")).toEqual(["peanuts", "penicillin"]);
    expect(allergens("Alergias: frutos secos, lactosa")).toEqual(["frutos secos", "lactosa"]);
    expect(allergens("Allergien: Nüsse und Penicillin")).toEqual(["Nüsse", "Penicillin"]);
    expect(allergens("Note mediche: allergia alle arachidi.")).toEqual(["arachidi"]);
    expect(allergens("He is allergic to shellfish but not to fish.")).toEqual(["shellfish"]);
    expect(allergens("Sofía: intolerancia a la lactosa")).toEqual(["lactosa"]);
  });
  it("takes no 'none' and no label without a value", () => {
    expect(allergens("Allergies: none\nAllergien: keine\nAlergias: NKDA")).toEqual([]);
  });
});
