/**
 * Machine-readable zones of passports and identity cards (ICAO 9303), read by layout and taken
 * only when their check digits hold. The specimens are ICAO's own (Doc 9303).
 */
import { describe, expect, it } from "vitest";
import { mrzCheckDigit, mrzDetector } from "../../../src/engine/detectors/mrz.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const found = (text: string) => mrzDetector.detect(makeDetectContext(text)).map((c) => [c.label, text.slice(c.start, c.end)]);

describe("MRZ check digits", () => {
  it("weights 7-3-1 with letters 10-35 and fillers 0", () => {
    expect(mrzCheckDigit("L898902C3")).toBe(6);
    expect(mrzCheckDigit("740812")).toBe(2);
    expect(mrzCheckDigit("D23145890")).toBe(7);
  });
});

describe("machine-readable zones", () => {
  it("reads a passport's two lines (TD3): name, number, birth and expiry dates, personal number", () => {
    const text = "scan:\nP<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10\n";
    expect(found(text)).toEqual([
      ["NAME", "ERIKSSON<<ANNA<MARIA"],
      ["PASSPORT_NUMBER", "L898902C3"],
      ["DOB", "740812"],
      ["DATE", "120415"],
      ["SSN", "ZE184226B"],
    ]);
  });
  it("reads an identity card's three lines (TD1)", () => {
    const text = "I<UTOD231458907<<<<<<<<<<<<<<<\n7408122F1204159UTO<<<<<<<<<<<6\nERIKSSON<<ANNA<MARIA<<<<<<<<<<";
    expect(found(text)).toEqual([
      ["SSN", "D23145890"],
      ["DOB", "740812"],
      ["DATE", "120415"],
      ["NAME", "ERIKSSON<<ANNA<MARIA"],
    ]);
  });
  it("takes nothing when a check digit fails", () => {
    expect(found("P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C37UTO7408122F1204159ZE184226B<<<<<10")).toEqual([]);
  });
});
