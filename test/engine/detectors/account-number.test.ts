import { describe, expect, it } from "vitest";
import { accountNumberDetector, cnjValid } from "../../../src/engine/detectors/account-number.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const run = (text: string) =>
  accountNumberDetector.detect(makeDetectContext(text)).map((c) => ({ ...c, text: text.slice(c.start, c.end) }));

/** Each text yields exactly its value. */
function expectEachValue(cases: readonly (readonly [string, string])[]): void {
  for (const [text, value] of cases) expect(run(text).map((c) => c.text), text).toEqual([value]);
}

describe("account-number detector", () => {
  it("keeps the value raw as formatted and scores keyword matches at 0.8", () => {
    expect(run("membership number: ab-1234-x")[0]).toMatchObject({ formatted: "ab-1234-x", score: 0.8 });
  });

  it("reads a tenant's number after its keyword (tenth exploratory test: 'Mieternummer: 4711-0815' in clear)", () => {
    expect(run("Mieternummer: 4711-0815").map((c) => c.text)).toEqual(["4711-0815"]);
    expect(run("huurdersnummer 20451187").map((c) => c.text)).toEqual(["20451187"]);
  });

  it("needs at least two digits", () => {
    expect(run("customer id ABCDE1")).toEqual([]);
    expect(run("customer id ABCD12")[0]?.text).toBe("ABCD12");
  });

  it("does not run past sentence punctuation", () => {
    expect(run("Claim number CL-55213.").map((h) => h.text)).toEqual(["CL-55213"]);
  });

  it("leaves 'account number' near bank words to bank-account but keeps other keywords", () => {
    expect(run("bank transfer, account number 12345678")).toEqual([]);
    expect(run("bank transfer, policy number 12345678").map((h) => h.text)).toEqual(["12345678"]);
  });
});

describe("account-number detector: insurance policies in seven languages", () => {
  it.each([
    ["Mi madre, titular de la póliza ES-778201-H, pide el cambio.", "ES-778201-H"],
    ["Apólice n.º: AP-2023-556677", "AP-2023-556677"],
    ["N° de contrat : AUTO-559034-FR", "AUTO-559034-FR"],
    ["Versicherungsschein-Nr.: HR-44718-2020", "HR-44718-2020"],
    ["numero di polizza 88-431207", "88-431207"],
    ["polisnummer 2023-77810", "2023-77810"],
  ])("%s -> %s", (text, value) => {
    expect(run(text).map((c) => c.text)).toEqual([value]);
  });
});

describe("employee and student numbers", () => {
  const values = (text: string) => accountNumberDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));
  it.each([
    ["Employee ID: 004417", "004417"],
    ["His badge # is 004417", "004417"],
    ["staff no. 12345", "12345"],
    ["student ID 20231145", "20231145"],
    ["Matrikelnummer 3012345", "3012345"],
    ["matricule 882311", "882311"],
  ])("reads the number in %s", (text, value) => {
    expect(values(text)).toEqual([value]);
  });
  it("needs a value with digits after the keyword", () => {
    expect(values("the employee id field is required")).toEqual([]);
  });
});

describe("account-number detector: bookings, cases and short customer and member labels", () => {
  it.each([
    ["Case #: 24-011873", "24-011873"],
    ["Codice prenotazione (PNR): Q4HN7X", "Q4HN7X"],
    ["SEPA-Lastschrift Vodafone GmbH Kd-Nr 118273650 Rg 0", "118273650"],
    ["N° sociétaire : 7720-39184", "7720-39184"],
    ["Localizador: HCPT-88421-XQ", "HCPT-88421-XQ"],
    ["Expediente nº: 2019-PSI-004127", "2019-PSI-004127"],
    ["mecanismo especial de devolucao protocolo 20240611-0048827", "20240611-0048827"],
  ])("%s", (text, value) => {
    expect(run(text).map((c) => text.slice(c.start, c.end))).toEqual([value]);
  });
  it("still takes no order number: it names a purchase", () => {
    expect(run("Bestelnummer: 1049-2288-7713")).toEqual([]);
  });
});

describe("complaints, and a supplier's customer or contract number on a statement line", () => {
  const found = (text: string) => accountNumberDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));
  it("takes the number after the word", () => {
    expect(found("entiendo te abro una reclamacion numero rc-2024-118830 te llegara un sms")).toEqual(["rc-2024-118830"]);
    expect(found("02/02  Recibo IBERDROLA CLIENTES contrato 00129384711      -71,42")).toEqual(["00129384711"]);
    expect(found("12/04/24  ADDEBITO SDD ENEL ENERGIA CLIENTE 771928304    112,18")).toEqual(["771928304"]);
    expect(found("Complaint reference: CMP-88213")).toEqual(["CMP-88213"]);
  });
  it("takes no words, dates or short numbers after it", () => {
    expect(found("el cliente 12 llamó; contrato de 2024-03-01; reclamación pendiente")).toEqual([]);
  });
});

describe("numbers printed in groups of digits", () => {
  const found = (text: string) => accountNumberDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));
  it("are read whole after their keyword", () => {
    expect(found("Biglietto elettronico n. 055 2198437615\n\nDati APIS")).toEqual(["055 2198437615"]);
    expect(found("Emirates Skywards: EK 412 908 771\nPaid: Visa")).toEqual(["EK 412 908 771"]);
    expect(found("Zorgverzekeraar: Zilveren Kruis, polisnr. 187263549")).toEqual(["187263549"]);
  });
  it("not a date in groups, nor a short group after the number", () => {
    expect(found("invoice 2024 03 15 paid")).toEqual([]);
    expect(found("Policy 12345 2 days later")).toEqual(["12345"]);
  });
});

describe("account-number: keywords an exploratory test found missing, and record locators", () => {
  it("reads case, patient, pupil and staff numbers after their keywords (before: in clear)", () => {
    expectEachValue([
      ["Fallnummer: 2024-0098812", "2024-0098812"],
      ["Patiëntnummer: 7781234", "7781234"],
      ["N° de dossier patient : 2024-778812", "2024-778812"],
      ["Schülernummer: 20230456", "20230456"],
      ["Nº empleado 004512", "004512"],
      ["Vielfliegernummer: 47839201", "47839201"],
    ]);
  });

  it("reads a record locator of capitals with one digit or none after a booking keyword, not a word", () => {
    expectEachValue([
      ["PNR: ZT9LQP", "ZT9LQP"],
      ["Booking reference: QXKMZP", "QXKMZP"],
      ["Code de réservation : ZT9LQP", "ZT9LQP"],
    ]);
    expect(run("Booking reference: attached below")).toEqual([]);
    expect(run("Case number: ABCDEF")).toEqual([]);
  });
});

describe("account-number: court file numbers", () => {
  it("reads German Aktenzeichen and US federal case numbers after their keywords, whole (before: in clear, or '3:24' as a time)", () => {
    for (const [text, value] of [
      ["Aktenzeichen: 5 U 88/23", "5 U 88/23"],
      ["Az.: 27 O 123/24", "27 O 123/24"],
      ["Unser Zeichen: 1 BvR 123/20", "1 BvR 123/20"],
      ["Case number: 3:24-cv-01234", "3:24-cv-01234"],
      ["Docket No. 2:23-cr-00457-JSC", "2:23-cr-00457-JSC"],
    ]) {
      const found = run(text!);
      expect(found.map((c) => text!.slice(c.start, c.end)), text).toEqual([value]);
      expect(found[0]!.score).toBeGreaterThan(0.85);
    }
    expect(run("at 3:24 today")).toEqual([]);
  });

  it("reads a police report's and a French court's registration numbers after their keywords (eval:realistic: in clear)", () => {
    expectEachValue([
      ["PROCES-VERBAAL VAN AANGIFTE   Registratienummer: 2024087341", "2024087341"],
      ["Verkehrsunfallanzeige   VU-Nr. 2404-118732   Sachbearbeiter: PHK Lang", "2404-118732"],
      ["N° Portalis DBYC-W-B7H-KQ2L", "DBYC-W-B7H-KQ2L"],
    ]);
  });

  it("reads a Brazilian CNJ case number with valid check digits without a keyword, and six parts after one", () => {
    expect(cnjValid(["0001234", "08", "2023", "8", "26", "0100"])).toBe(true);
    expect(cnjValid(["0001234", "56", "2023", "8", "26", "0100"])).toBe(false);
    const text = "Processo 0001234-08.2023.8.26.0100 distribuído";
    expect(run(text).map((c) => text.slice(c.start, c.end))).toEqual(["0001234-08.2023.8.26.0100"]);
    const keyed = "número do processo 0001234-56.2023.8.26.0100";
    expect(run(keyed).map((c) => keyed.slice(c.start, c.end))).toEqual(["0001234-56.2023.8.26.0100"]);
  });
});

describe("airline and school record numbers (fifth exploratory test)", () => {
  it("e-ticket, frequent-flyer and album numbers after their words", () => {
    const found = (text: string) => accountNumberDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));
    expect(found("1. OKONKWO/CHIDINMA MRS      ETKT 125 2418937465")).toEqual(["125 2418937465"]);
    expect(found("Frequent flyer: BA 40019283 (Chidinma Okonkwo)")).toEqual(["BA 40019283"]);
    expect(found("Account: EK 412 908 771")).toEqual(["EK 412 908 771"]);
    expect(found("nr albumu 1123456")).toEqual(["1123456"]);
  });
});

describe("staff, file, fine, tax and microchip numbers (seventh exploratory test, F22)", () => {
  const found = (text: string) => accountNumberDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));
  it("takes a staff or file number of three or four digits after its label", () => {
    expect(found("Personeelsnr: 2071        BSN: 123456721")).toEqual(["2071"]);
    expect(found("<Ustrd>LOHN/GEHALT 04/2025 PERS-NR 558120</Ustrd>")).toEqual(["558120"]);
    expect(found("Dipendente: ROSSI MARCO   Matr. 000312   Qualifica: impiegato")).toEqual(["000312"]);
    expect(found("Nº Mecanográfico: 1184")).toEqual(["1184"]);
    expect(found("Processo n.º: 7731")).toEqual(["7731"]);
  });
  it("takes a CJIB number, a French tax notice's access number and reference, a pet's microchip", () => {
    expect(found("CJIB-nummer: 1234 5678 9012 3456")).toEqual(["1234 5678 9012 3456"]);
    expect(found("N° d'accès en ligne : 1N 23 AB45 CD67")).toEqual(["1N 23 AB45 CD67"]);
    expect(found("Référence de l'avis : 2412A12345678")).toEqual(["2412A12345678"]);
    expect(found("Microchip: 985141002345678")).toEqual(["985141002345678"]);
    expect(found("Puce électronique : 250269604123456")).toEqual(["250269604123456"]);
  });
  it("leaves short numbers after other labels, and what no microchip label means", () => {
    expect(found("Reference 2071 attached")).toEqual([]);
    expect(found("Matricola 12")).toEqual([]);
    expect(found("Microchip PIC16F877A on the board")).toEqual([]);
    expect(found("Transponder code 7700 squawked")).toEqual([]);
    expect(found("N° d'accès en ligne : voir au verso")).toEqual([]);
  });
});

describe("rail loyalty and discount cards (eighth exploratory test, F27: left in clear)", () => {
  const found = (text: string) => accountNumberDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));
  it.each([
    ["Identifizierung: BahnCard 25, Nr. 7081 4110 2337 8812", "7081 4110 2337 8812"],
    ["BahnCard-Nr.: 7081411023378812", "7081411023378812"],
    ["BahnCard 100 Nr. 7081 4110 2337 8812", "7081 4110 2337 8812"],
    ["Titolare: CHIARA FERRARI      CartaFRECCIA n. 800 4419 2873", "800 4419 2873"],
  ])("takes the card's number after its name: %s", (text, number) => {
    expect(found(text)).toEqual([number]);
  });
  it("but not the card's class, a validity or a price", () => {
    expect(found("Mit der BahnCard 50 sparen Sie 50 %.")).toEqual([]);
    expect(found("BahnCard 25 gültig bis 12.2025")).toEqual([]);
    expect(found("Sconto CartaFRECCIA 10% sul biglietto")).toEqual([]);
  });
});

describe("an officer's badge number (eval:realistic)", () => {
  it("three or four digits after 'Badge #'", () => {
    expect(run("Reporting officer: Ofc. R. Delgado  Badge #2093\nOffense: Hit and run").map((c) => c.text)).toEqual(["2093"]);
  });
});
