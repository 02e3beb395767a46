import { describe, expect, it } from "vitest";
import { candidatePiece } from "../../../src/engine/resolve/piece.js";
import type { Candidate } from "../../../src/engine/types.js";

describe("a candidate's piece", () => {
  const text = "Hauptstraße 5<br/>10115 Berlin";
  const whole: Candidate = {
    start: 0,
    end: text.length,
    label: "LOCATION_ADDRESS",
    score: 0.9,
    source: "street-address",
    formatted: "Hauptstraße 5, 10115 Berlin",
    subtypes: [
      { label: "LOCATION_ADDRESS_STREET", start: 0, end: 13, formatted: "Hauptstraße 5" },
      { label: "LOCATION_ZIP", start: 18, end: 23, formatted: "10115" },
    ],
  };
  it("keeps the subtypes inside it only, and not the whole's normalised value (review: markup pieces kept them all)", () => {
    const first = candidatePiece(whole, 0, 13, text)!;
    expect([first.start, first.end, first.subtypes?.map((s) => s.label), first.formatted]).toEqual([0, 13, ["LOCATION_ADDRESS_STREET"], undefined]);
    const second = candidatePiece(whole, 18, text.length, text)!;
    expect(second.subtypes?.map((s) => s.label)).toEqual(["LOCATION_ZIP"]);
  });
  it("is trimmed of blanks and punctuation, and nothing without a letter or digit", () => {
    expect(candidatePiece(whole, 0, 6, " -- / ")).toBeUndefined();
    const trimmed = candidatePiece({ ...whole, subtypes: undefined }, 0, 9, "  Anna,  ")!;
    expect([trimmed.start, trimmed.end]).toEqual([2, 6]);
  });
});
