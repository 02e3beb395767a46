import { describe, expect, it } from "vitest";
import { gedcomDetector } from "../../../src/engine/detectors/gedcom.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const found = (text: string) => gedcomDetector.detect(makeDetectContext(text)).map((c) => [c.label, text.slice(c.start, c.end)]);

const TREE = [
  "0 HEAD",
  "1 CHAR UTF-8",
  "0 @I1@ INDI",
  "1 NAME Ömer /Demir/",
  "2 GIVN Ömer",
  "2 SURN Demir",
  "1 BIRT",
  "2 DATE 2 SEP 1984",
  "2 PLAC Rosenheim, Bayern",
  "1 OCCU Schreinermeister",
  "1 FAMS @F1@",
  "0 @SUB1@ SUBM",
  "1 NAME Katharina Huber",
  "1 ADDR Lindenweg 4",
  "2 CITY München",
  "2 POST 81371",
  "0 TRLR",
].join("\n");

describe("GEDCOM family trees (seventh exploratory test: given names, places and postcodes in clear)", () => {
  it("reads names, places, addresses and occupations by their tags", () => {
    expect(found(TREE)).toEqual([
      ["NAME_GIVEN", "Ömer"],
      ["NAME_FAMILY", "Demir"],
      ["NAME_GIVEN", "Ömer"],
      ["NAME_FAMILY", "Demir"],
      ["LOCATION", "Rosenheim, Bayern"],
      ["OCCUPATION", "Schreinermeister"],
      ["NAME", "Katharina Huber"],
      ["LOCATION_ADDRESS", "Lindenweg 4"],
      ["LOCATION_CITY", "München"],
      ["LOCATION_ZIP", "81371"],
    ]);
  });
  it("reads nothing in a text that is no GEDCOM file", () => {
    expect(found("Notes\n1 NAME Ömer /Demir/\n2 PLAC Rosenheim")).toEqual([]);
  });
});
