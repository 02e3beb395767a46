import { describe, expect, it } from "vitest";
import { beEidCardValid, passportDetector } from "../../../src/engine/detectors/passport.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const run = (text: string) =>
  passportDetector.detect(makeDetectContext(text)).map((c) => ({ ...c, text: text.slice(c.start, c.end) }));

describe("passport detector", () => {
  it("upper-cases and removes the space in the formatted value", () => {
    expect(run("passport ab 123456")[0]).toMatchObject({ text: "ab 123456", formatted: "AB123456", score: 0.85 });
  });

  it("prefers the longest keyword and skips fillers", () => {
    expect(run("Passport number is 987654321.").map((h) => h.text)).toEqual(["987654321"]);
  });

  it("reads a number after the generic 'identity document' keywords (tenth exploratory test: half-redacted)", () => {
    expect(run("Allego copia del documento d'identità (CA12345AB) e del codice fiscale.").map((c) => c.text)).toEqual(["CA12345AB"]);
    expect(run("Joindre une pièce d'identité : 12AB34567").map((c) => c.text)).toEqual(["12AB34567"]);
  });

  it("rejects values longer than nine characters", () => {
    expect(run("passport 1234567890")).toEqual([]);
  });

  it("works in Spanish and Italian", () => {
    expect(run("pasaporte PAB123456").map((h) => h.text)).toEqual(["PAB123456"]);
    expect(run("passaporto YA1234567").map((h) => h.text)).toEqual(["YA1234567"]);
  });
});

describe("'n.' between the keyword and the number", () => {
  it("reads 'Passaporto n. YA7328419'", () => {
    const text = "Dati APIS\n  Passaporto n. YA7328419 - rilasciato il 03/02/2021";
    expect(passportDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end))).toEqual(["YA7328419"]);
  });
});

describe("a Dutch documentnummer", () => {
  const numbers = (text: string) => passportDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));
  it("is an identity document's number in the Dutch layout", () => {
    expect(numbers("(kopie ID-kaart bijgevoegd, documentnr. IBK2R7HF1)")).toEqual(["IBK2R7HF1"]);
  });
  it("and nothing else: the word names other documents' numbers too", () => {
    expect(numbers("documentnummer 12345678 van de offerte")).toEqual([]);
  });
});

describe("12-digit identity card numbers (third exploratory test: in clear after their keyword)", () => {
  const found = (text: string) => passportDetector.detect(makeDetectContext(text)).map((c) => [text.slice(c.start, c.end), c.score, c.validations?.[0]?.status]);

  it("reads the Belgian eID card number with its mod-97 check, printed or bare", () => {
    expect(beEidCardValid("592123456732")).toBe(true);
    expect(beEidCardValid("592123456733")).toBe(false);
    expect(found("Numéro de carte eID 592-1234567-32")).toEqual([["592-1234567-32", 0.9, "valid"]]);
    expect(found("Kaartnummer identiteitskaart: 592-1234567-32")).toEqual([["592-1234567-32", 0.9, "valid"]]);
    expect(found("Identiteitskaartnummer 592-1234567-32")).toEqual([["592-1234567-32", 0.9, "valid"]]);
    expect(found("Numéro de carte d identité : 592123456732")).toEqual([["592123456732", 0.9, "valid"]]);
    // a failed check in the card's printed layout is kept after the keyword, marked invalid
    expect(found("carte d'identité 592-1234567-33")).toEqual([["592-1234567-33", 0.6, "invalid"]]);
  });

  it("reads the French card number of before 2021 after its keyword only", () => {
    expect(found("Carte nationale d'identité n° 880692310285")).toEqual([["880692310285", 0.85, undefined]]);
    expect(found("CNI 88062A310285")).toEqual([["88062A310285", 0.85, undefined]]);
    expect(found("commande 880692310285")).toEqual([]);
  });
});

describe("Polish identity documents (fifth exploratory test)", () => {
  it("takes the number after the identity card's and the passport's words", () => {
    const found = (text: string) => passportDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));
    expect(found("Numer dowodu osobistego: ABA300000, wydany w Krakowie")).toEqual(["ABA300000"]);
    expect(found("Nr paszportu: EA1234567")).toEqual(["EA1234567"]);
  });
});

describe("the issuing country's adjective between the keyword and the number (fifth exploratory test)", () => {
  const numbers = (text: string) => run(text).map((h) => h.text);
  it("reads past it in every language", () => {
    expect(numbers("Nº do passaporte português: CB123456")).toEqual(["CB123456"]);
    expect(numbers("Numéro de passeport français : 12AB34567")).toEqual(["12AB34567"]);
    expect(numbers("passaporto italiano n. YA1234567")).toEqual(["YA1234567"]);
    expect(numbers("pasaporte colombiano AB123456")).toEqual(["AB123456"]);
    expect(numbers("Reisepass deutsch: C01X00T47")).toEqual(["C01X00T47"]);
    expect(numbers("british passport 123456789")).toEqual(["123456789"]);
    expect(numbers("passport british 123456789")).toEqual(["123456789"]);
  });

  it("takes no other word for one, and needs a blank or filler after it", () => {
    expect(numbers("passport expired 123456789")).toEqual([]);
    expect(numbers("passaporte portuguêsCB123456")).toEqual([]);
  });
});

describe("id documents under generic labels (eighth exploratory test, F6: in clear)", () => {
  const numbers = (text: string) => run(text).map((h) => h.text);
  it.each([
    ["14. Number of travel document: AK0492817", "AK0492817"],
    ["Numéro du document de voyage : 12AB34567", "12AB34567"],
    ["Nummer des Reisedokuments: C01X00T47", "C01X00T47"],
    ["Permesso di soggiorno n. I16298734", "I16298734"],
    ["Tarjeta de residencia nº E12345678", "E12345678"],
    ["Aufenthaltstitel Nr. Y4K7PL2M9", "Y4K7PL2M9"],
  ])("reads a travel document's or a residence permit's number after its words: %s", (text, number) => {
    expect(numbers(text)).toEqual([number]);
  });

  it.each([
    ["nombre;tipo_documento;num_documento\nSanne;P;NP7RK3L41", "NP7RK3L41"],
    ["name,document_number,nationality\nAnna Berg,X7K2M4P91,SE", "X7K2M4P91"],
    ["nome;numero_documento\nLuca;CA12345BX", "CA12345BX"],
  ])("reads the cells of a column named for a document's number: %s", (text, number) => {
    expect(numbers(text)).toEqual([number]);
  });

  it("but not the same words in prose, nor a residence permit's law or year", () => {
    expect(numbers("Document number: 100234 (invoice)")).toEqual([]);
    expect(numbers("numero documento 4471829 del protocollo")).toEqual([]);
    expect(numbers("Die Aufenthaltserlaubnis nach § 25 Abs. 5 AufenthG wurde 2024 erteilt")).toEqual([]);
  });
});
