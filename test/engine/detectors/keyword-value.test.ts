/**
 * What may stand between an identifier's keyword and its value (keyword-value.ts FILLER): words
 * such as "number", "is", "lautet", punctuation, and the issuing country in brackets.
 */
import { describe, expect, it } from "vitest";
import { passportDetector } from "../../../src/engine/detectors/passport.js";
import { healthcareNumberDetector } from "../../../src/engine/detectors/healthcare-number.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";
import { vehicleIdDetector } from "../../../src/engine/detectors/vehicle-id.js";
import { cvvDetector } from "../../../src/engine/detectors/cvv.js";

const found = (text: string) => passportDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));

describe("the gap between a keyword and its value", () => {
  it("takes filler words and punctuation", () => {
    expect(found("passport no. 88776655")).toEqual(["88776655"]);
    expect(found("my passport number is 88776655")).toEqual(["88776655"]);
  });
  it("takes the issuing country in brackets, as a code or a name", () => {
    expect(found("His passport (SE) 88776655 expires 2031-05-30")).toEqual(["88776655"]);
    expect(found("passport (Sweden): 88776655")).toEqual(["88776655"]);
  });
  it("does not take other bracketed words or a long gap", () => {
    expect(found("passport (renewal pending) 88776655")).toEqual([]);
    expect(found("passport photos were taken on the second floor, room 88776655")).toEqual([]);
  });
});

describe("a keyword read across a line break", () => {
  it("is no keyword: the next line's own label keeps its value", () => {
    const text = "Guia de Tratamento para o Utente\n\nN.º da receita: 1011000245873029814\nUtente: Maria";
    const found = healthcareNumberDetector.detect(makeDetectContext(text, { language: "pt" })).map((c) => text.slice(c.start, c.end));
    expect(found).toEqual(["1011000245873029814"]);
  });
});

describe("a camelCase key (ninth exploratory test, F6)", () => {
  it("is read as its words, a filler word after the keyword too", () => {
    expect(found('passportNumber="X1234567"')).toEqual(["X1234567"]);
    expect(found("passport: 'X1234567'")).toEqual(["X1234567"]);
  });
  it("is a key only before its separator, and its keyword starts at one of its words", () => {
    expect(found("passportNumber X1234567")).toEqual([]);
    expect(found("mypassportNumber: X1234567")).toEqual([]);
  });
});

describe("a keyword that is a whole header cell of a table (structured suite, fresh draw 1616)", () => {
  const values = (d: { detect: typeof cvvDetector.detect }, text: string) => d.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));
  it("names its column: the next header cell is no value, the cells below are", () => {
    expect(values(vehicleIdDetector, 'ID,KENNZEICHEN,COL3,STATUS\n302,"B-HW 4194",WWW.ZANY-CO.COM,NEW')).toEqual(["B-HW 4194"]);
  });
  it("a keyword inside a longer cell still reads its value: two chat lines with a comma each are no table header (fresh draw 1818)", () => {
    expect(values(cvvDetector, "CVV 4713, grazie\ncerto, un attimo")).toEqual(["4713"]);
  });
});
