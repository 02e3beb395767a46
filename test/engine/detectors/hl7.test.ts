import { describe, expect, it } from "vitest";
import { hl7Detector } from "../../../src/engine/detectors/hl7.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";
import { createEngine } from "../../../src/engine/engine.js";

const found = (text: string) => hl7Detector.detect(makeDetectContext(text)).map((c) => [c.label, text.slice(c.start, c.end)]);

const MESSAGE = [
  "MSH|^~\\&|EPIC|HOSP|LAB|HOSP|20240312083000||ADT^A01|MSG00001|P|2.5",
  "PID|1||4837261^^^HOSP^MR~219099998^^^SSA^SS||Vandermolen^Theodora^Q^^Mrs||19810714|F||2106-3|742 Evergreen Terrace^Apt 3B^Springfield^IL^62704^USA||(217)555-0147^PRN^PH~^NET^Internet^tv@example.org",
  "NK1|1|Vandermolen^Bartholomew^^^Mr|SPO",
  "PV1|1|I|4W^412^B|||||1234567^Okonkwo^Adaeze^^^Dr|||MED",
  "OBX|1|NM|8867-4^Heart rate^LN||72|/min|60-100|N|||F",
].join("\r");

describe("HL7 v2 messages (fourth exploratory test: names, address, record number and birth date left in clear)", () => {
  it("reads the person fields by position, one entity per component", () => {
    expect(found(MESSAGE)).toEqual([
      ["HEALTHCARE_NUMBER", "4837261"],
      ["SSN", "219099998"],
      ["NAME_FAMILY", "Vandermolen"],
      ["NAME_GIVEN", "Theodora"],
      ["NAME_GIVEN", "Q"],
      ["DOB", "19810714"],
      ["LOCATION_ADDRESS_STREET", "742 Evergreen Terrace"],
      ["LOCATION_ADDRESS_STREET", "Apt 3B"],
      ["LOCATION_CITY", "Springfield"],
      ["LOCATION_STATE", "IL"],
      ["LOCATION_ZIP", "62704"],
      ["LOCATION_COUNTRY", "USA"],
      ["PHONE_NUMBER", "(217)555-0147"],
      ["NAME_FAMILY", "Vandermolen"],
      ["NAME_GIVEN", "Bartholomew"],
      ["HEALTHCARE_NUMBER", "1234567"],
      ["NAME_MEDICAL_PROFESSIONAL", "Okonkwo"],
      ["NAME_MEDICAL_PROFESSIONAL", "Adaeze"],
    ]);
  });

  it("needs an MSH segment or a standard segment with four fields: the same shapes elsewhere are no HL7", () => {
    expect(found("NK1|1|Vandermolen^Bartholomew")).toEqual([]);
    expect(found("a|b|c^d")).toEqual([]);
    expect(found("| PID | name | dob | sex |")).toEqual([]);
  });

  it("reads one segment alone, as --lines gives each line of a CR-separated file (eighth exploratory test: IN1's birth date left in clear)", () => {
    expect(found("IN1|1|AOK-BW|108018007|AOK||||||||||||Hofmann^Katharina|01|19850314")).toEqual([
      ["NAME_FAMILY", "Hofmann"],
      ["NAME_GIVEN", "Katharina"],
      ["DOB", "19850314"],
    ]);
    expect(found("NK1|1|Hofmann^Tobias^^^^^L|SPO^Spouse^HL70063|Schwarzwaldstrasse 112^^Freiburg^^79102^DEU|+49 761 4839207").map(([l]) => l)).toEqual([
      "NAME_FAMILY", "NAME_GIVEN", "LOCATION_ADDRESS_STREET", "LOCATION_CITY", "LOCATION_ZIP", "LOCATION_COUNTRY", "PHONE_NUMBER",
    ]);
  });

  it("reads the operator of an event (EVN-5) and the observer of a result (OBX-16)", () => {
    const text = "MSH|^~\\&|A|B|C|D|20240312||ADT^A01|1|P|2.5\rEVN|A01|20240312083000|||STAHLM^Stahl^Markus^^^Dr.\rOBX|1|NM|2093-3^Chol^LN||6.2|mmol/L|<5.0|H|||F|||||4711^Jansen^Pieter";
    expect(found(text)).toEqual([
      ["USERNAME", "STAHLM"],
      ["NAME_FAMILY", "Stahl"],
      ["NAME_GIVEN", "Markus"],
      ["HEALTHCARE_NUMBER", "4711"],
      ["NAME_MEDICAL_PROFESSIONAL", "Jansen"],
      ["NAME_MEDICAL_PROFESSIONAL", "Pieter"],
    ]);
  });

  it("keeps every separator through redaction, so the message still parses", async () => {
    const engine = createEngine({ seed: "hl7" });
    const [r] = await engine.process({ text: [MESSAGE], entity_detection: { accuracy: "standard" } });
    const out = r!.processed_text;
    for (const sep of ["|", "^", "~", "\r"]) expect(out.split(sep).length).toBe(MESSAGE.split(sep).length);
    expect(out).not.toMatch(/Vandermolen|Theodora|19810714|Evergreen|4837261|219099998|Okonkwo|555-0147|tv@example/);
  });
});
