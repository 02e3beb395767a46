/**
 * Column headers and field labels as cues for phones and acronym-keyed ids (issue 13 structured
 * suite): a phone column's cells, a CSV cell after a comma that is no amount's tail, an id acronym
 * that must be in capitals in prose ("dni" is Polish for "days") but may be in any case as a label.
 */
import { describe, expect, it } from "vitest";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";
import { nationalIdDetector } from "../../../src/engine/detectors/national-id.js";
import { phoneDetector } from "../../../src/engine/detectors/phone.js";
import type { Detector } from "../../../src/engine/types.js";

const values = (d: Detector, text: string) => d.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));

describe("phone columns", () => {
  it.each([
    ["id,phone,status\n247,07868910388,closed", "07868910388"],
    ["ID;CELL;STATUS\n371;X.NET/COW;044-536-76-24;CLOSED".replace("X.NET/COW;", ""), "044-536-76-24"],
    // a positional column name says nothing: a bare trunk-prefixed number valid in the text's countries is a phone
    ["id;col2;status\n312;0624903929;ok", "0624903929"],
  ])("%j", (text, phone) => {
    expect(values(phoneDetector, text)).toEqual([phone]);
  });
  it.each(["id,count,status\n247,07868910388,closed", "total 1,234 567 units"])("%j stays out", (text) => {
    expect(values(phoneDetector, text)).toEqual([]);
  });
});

describe("id acronyms as field labels in any case", () => {
  it.each([
    ["Dni: 81601388x", "81601388x"],
    ["dni=16509202-d http 200", "16509202-d"],
    ["pps number: 3087570sa", "3087570sa"],
    ["id;nie;status\n165;z3271894b;ok", "z3271894b"],
    ["DNI 81601388X", "81601388X"],
  ])("%j", (text, id) => {
    expect(values(nationalIdDetector, text)).toEqual([id]);
  });
  // "dni" is a keyword in any case ("mi dni es 45678912s" in a Spanish chat): it takes only an id's
  // shape after it, which Polish "dni" ("days") is not followed by
  it.each([
    ["dni 81601388x", "81601388x"],
    ["mi dni es 45678912s", "45678912s"],
  ])("%j (lower case in prose)", (text, id) => {
    expect(values(nationalIdDetector, text)).toEqual([id]);
  });
  it.each(["za 3 dni wolnego", "za 3 dni 2024 roku"])("%j stays out (Polish 'days')", (text) => {
    expect(values(nationalIdDetector, text)).toEqual([]);
  });
});

describe("passport and CVV after their keywords", () => {
  it("a Dutch passport number has one digit only: its layout is enough after the keyword", async () => {
    const { passportDetector } = await import("../../../src/engine/detectors/passport.js");
    expect(values(passportDetector, "paspoort: amtqjefb6")).toEqual(["amtqjefb6"]);
    expect(values(passportDetector, "Paspoortnummer: Qgcewdcz9")).toEqual(["Qgcewdcz9"]);
    expect(values(passportDetector, "passport: available")).toEqual([]);
    expect(values(passportDetector, "paspoort: verlopen")).toEqual([]);
  });
  it("a CVV after a longer cue frame", async () => {
    const { cvvDetector } = await import("../../../src/engine/detectors/cvv.js");
    expect(values(cvvDetector, "the security code you need is 255.")).toEqual(["255"]);
    expect(values(cvvDetector, "cvv is not 123")).toEqual([]);
  });
});

describe("a hyphenated check letter stays with its id", () => {
  it("keeps a wrong DNI letter in the span, and never a word after a space", () => {
    expect(values(nationalIdDetector, "dni 45678912-F")).toEqual(["45678912-F"]);
    expect(values(nationalIdDetector, "DNI 45678912 y su NIE X1234567L")).toEqual(["45678912", "X1234567L"]);
  });
});
