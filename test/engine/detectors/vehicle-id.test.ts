import { describe, expect, it } from "vitest";
import { vehicleIdDetector, vinCheckDigitValid } from "../../../src/engine/detectors/vehicle-id.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const run = (text: string) =>
  vehicleIdDetector.detect(makeDetectContext(text)).map((c) => ({ ...c, text: text.slice(c.start, c.end) }));

describe("VIN check digit", () => {
  it("accepts documented examples and rejects a changed check digit", () => {
    // 1HGCM82633A004352: weighted sum 311, 311 mod 11 = 3 = position 9
    expect(vinCheckDigitValid("1HGCM82633A004352")).toBe(true);
    expect(vinCheckDigitValid("1M8GDM9AXKP042788")).toBe(true); // remainder 10 -> X
    expect(vinCheckDigitValid("1HGCM82643A004352")).toBe(false);
    expect(vinCheckDigitValid("1HGCM82633A00435")).toBe(false);
  });
});

describe("vehicle-id detector", () => {
  it("scores VINs: 0.9 alone, 0.95 with vehicle words, 0.6 when the check fails", () => {
    expect(run("unit 1HGCM82633A004352")[0]?.score).toBe(0.9);
    expect(run("VIN: 1HGCM82633A004352")[0]?.score).toBe(0.95);
    expect(run("VIN: 1HGCM82643A004352")[0]?.score).toBe(0.6);
  });

  it("does not take a 17-character piece of a hyphenated code", () => {
    expect(run("SKU-1HGCM82633A004352")).toEqual([]);
  });

  it("does not take all-digit or all-letter runs", () => {
    expect(run("VIN 12345678901234567")).toEqual([]);
  });

  it("upper-cases plates in formatted", () => {
    // a lower-cased text writes its plates in lower case too: a national layout is one, the generic mix is not
    expect(run("plate ab12 cde")[0]?.formatted).toBe("AB12 CDE");
    expect(run("plate 2 tbsp")).toEqual([]);
    expect(run("reg 3 pcs")).toEqual([]);
    expect(run("reg. AB12CDE")[0]?.formatted).toBe("AB12CDE");
  });
});

describe("VIN words of our languages", () => {
  it("reads a European VIN without a check digit after the German FIN and the Dutch chassisnummer", () => {
    expect(run("mein Kennzeichen ist M-AB 1234 und die FIN WVWZZZ1JZXW000001.").map((c) => c.text)).toContain("WVWZZZ1JZXW000001");
    expect(run("chassisnummer WVWZZZ1JZXW000001").map((c) => c.text)).toEqual(["WVWZZZ1JZXW000001"]);
  });
  it("takes no VIN-shaped code without a VIN word when its check digit fails", () => {
    expect(run("ref WVWZZZ1JZXW000001")).toEqual([]);
  });
});

describe("register and frame numbers after their keyword", () => {
  const ids = (text: string) => vehicleIdDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));
  it("takes Brazil's RENAVAM and a bicycle's frame number", () => {
    expect(ids("Chassi: 9BHBG41D0NP482719     RENAVAM: 01284736595")).toEqual(["9BHBG41D0NP482719", "01284736595"]);
    expect(ids("Fz.: Pedelec (Cube), Rahmen-Nr. WAW3381274")).toEqual(["WAW3381274"]);
  });
  it("not a word after the keyword", () => {
    expect(ids("the frame number is engraved under the bottom bracket")).toEqual([]);
  });
});

describe("Portugal's plates", () => {
  const ids = (text: string) => vehicleIdDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));
  it("are taken next to a vehicle word", () => {
    expect(ids("Descritivo: Sinal compra Renault Clio 63-XR-27 VIN VF1RFB00656348812")).toEqual(["63-XR-27", "VF1RFB00656348812"]);
  });
  it("a code of the same shape without one is not", () => {
    expect(ids("part AB-12-CD in stock")).toEqual([]);
  });
});

describe("plates after the keyword and the car it belongs to", () => {
  it("reads the plate after 'matrícula del coche', 'targa della mia auto', 'kenteken van mijn auto' (before: in clear, or split by the model)", () => {
    const cases: [string, string][] = [
      ["Matrícula del coche: 1234 BCD.", "1234 BCD"],
      ["La targa della mia auto è AB 123 CD.", "AB 123 CD"],
      ["kenteken van mijn auto: 12-ABC-3", "12-ABC-3"],
      ["matrícula do carro: AB-12-CD", "AB-12-CD"],
      ["car reg is AB12 CDE", "AB12 CDE"],
    ];
    for (const [text, plate] of cases) expect(run(text).map((c) => text.slice(c.start, c.end)), text).toEqual([plate]);
  });
});

describe("Italian plates after 'targa veicolo', 'targato' (fifth exploratory test)", () => {
  it("takes the plate", () => {
    const found = (text: string) => vehicleIdDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));
    expect(found("Targa veicolo: AB 123 CD.")).toEqual(["AB 123 CD"]);
    expect(found("il veicolo targato FG 482 KL è stato urtato")).toEqual(["FG 482 KL"]);
    expect(found("reparto AB 123 CD")).toEqual([]);
  });
});

describe("a European VIN after its French, Dutch or Italian name (seventh exploratory test, F15)", () => {
  const found = (text: string) => run(text).map((c) => [c.text, c.validations?.[0]?.status]);
  it("keeps a VIN without a North American check digit after the VIN's name", () => {
    expect(vinCheckDigitValid("VF3UPHNSKMS012345")).toBe(false);
    expect(found("E  N° d'identification du véhicule : VF3UPHNSKMS012345")).toEqual([["VF3UPHNSKMS012345", "invalid"]]);
    expect(found("Voertuigidentificatienummer: WVWZZZ1KZ6W612345")).toEqual([["WVWZZZ1KZ6W612345", "invalid"]]);
    expect(found("Identificativo veicolo: ZFA31200000123456")).toEqual([["ZFA31200000123456", "invalid"]]);
  });
  it("leaves the same shape after words that name no vehicle", () => {
    expect(found("Numéro de commande : VF3UPHNSKMS012345")).toEqual([]);
    expect(found("Identificativo pratica: ZFA31200000123456")).toEqual([]);
  });
});

describe("an EU act's number after 'Reg.' (seventh exploratory test, F35)", () => {
  const found = (text: string) => run(text).map((c) => c.text);
  it("reads no plate in a regulation's number", () => {
    expect(found("Autorizzo il trattamento dei dati personali ai sensi del Reg. UE 2016/679 (GDPR).")).toEqual([]);
    expect(found("GDPR (Reg. EU 2016/679)")).toEqual([]);
  });
  it("still reads a plate after 'Reg.' that no act number follows", () => {
    expect(found("Reg. AB 2016 parked on the corner")).toEqual(["AB 2016"]);
    expect(found("Reg. EU 2016, blue Ford Fiesta")).toEqual(["EU 2016"]);
  });
});
