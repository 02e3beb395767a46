/**
 * Issue 13 point 5: every national, tax, health and organisation identifier is found without a
 * keyword where shape and check digits make it distinctive, never with a wrong check digit
 * without a keyword, and always after its keyword. One row per country and identifier:
 * [name, detector, label, valid keyword-less form (or null: keyword only), the same with a broken
 * check (or a shape that is not distinctive), a keyword form, the value in the keyword form].
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_DETECTORS } from "../../../src/engine/detectors/registry.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";
import { ENTITY_TYPES } from "../../../src/contract/catalog.js";

const ALL = ENTITY_TYPES.map((e) => e.name);
function found(detector: string, text: string, language?: string) {
  const d = DEFAULT_DETECTORS.find((x) => x.name === detector)!;
  return d.detect(makeDetectContext(text, { enabled: ALL, language })).map((c) => ({ ...c, text: text.slice(c.start, c.end) }));
}

type Row = [name: string, detector: string, label: string, bare: string | null, broken: string, keyword: string, value: string];
const N = "national-id";
const H = "healthcare-number";
const O = "organization-id";
const P = "passport";
const V = "vehicle-id";
const ROWS: Row[] = [
  // US, CA, GB
  ["US SSN", N, "SSN", "536-22-1234", "666-22-1234", "SSN: 536-22-1234", "536-22-1234"],
  ["US SSN bare", N, "SSN", null, "536221234", "SSN: 536221234", "536221234"],
  ["US ITIN", N, "SSN", "912-70-1234", "912-40-1234", "ITIN 912701234", "912701234"],
  // printed 3-3-3 without a keyword: read when the check passes, at 0.5, below every phone reading
  ["CA SIN", N, "SSN", "046 454 286", "046 454 287", "SIN: 046 454 286", "046 454 286"],
  ["GB NINO", N, "SSN", "AB123456C", "BG123456C", "NI number: AB 12 34 56 C", "AB 12 34 56 C"],
  ["GB NINO lower case", N, "SSN", "ab123456c", "bg123456c", "nino: ab 12 34 56 c", "ab 12 34 56 c"],
  ["GB NHS", H, "HEALTHCARE_NUMBER", null, "943 476 5919", "NHS number 943 476 5919", "943 476 5919"],
  // DE
  ["DE Steuer-ID", N, "SSN", "86095742719", "86095742718", "Steuer-ID: 86095742719", "86095742719"],
  ["DE Steuer-ID printed", N, "SSN", "86 095 742 719", "86 095 742 718", "Identifikationsnummer 86 095 742 719", "86 095 742 719"],
  ["DE Rentenversicherungsnummer", N, "SSN", "65170839J003", "65170839J004", "Rentenversicherungsnummer 65 170839 J 003", "65 170839 J 003"],
  ["DE Steuernummer", N, "SSN", null, "181/815/08155", "Steuernummer: 181/815/08155", "181/815/08155"],
  ["DE KVNR", H, "HEALTHCARE_NUMBER", "A123456780", "A123456781", "KVNR: A123456780", "A123456780"],
  ["DE LANR", H, "HEALTHCARE_NUMBER", null, "123456601", "LANR 123456601", "123456601"],
  ["DE VAT", O, "ORGANIZATION_ID", "DE136695976", "DE136695977", "USt-IdNr.: 136695976", "136695976"],
  ["DE ID card", P, "PASSPORT_NUMBER", "T220001293", "T220001294", "Personalausweis: T220001293", "T220001293"],
  ["DE number plate", V, "VEHICLE_ID", "B-AB 1234", "AB 1234", "Kennzeichen: B-AB 1234", "B-AB 1234"],
  ["FR number plate", V, "VEHICLE_ID", "AB-123-CD", "AB 123 CD", "Immatriculation AB-123-CD", "AB-123-CD"],
  ["DE Handelsregister", O, "ORGANIZATION_ID", "HRB 12345", "HRC 12345", "Handelsregister: HRB 12345", "HRB 12345"],
  // ES
  ["ES DNI", N, "SSN", "12345678Z", "12345678A", "DNI: 12345678-Z", "12345678-Z"],
  ["ES NIE", N, "SSN", "X1234567L", "X1234567A", "NIE X-1234567-L", "X-1234567-L"],
  ["ES NSS", N, "SSN", "28/12345678/40", "28/12345678/41", "NSS 281234567840", "281234567840"],
  ["ES CIF", O, "ORGANIZATION_ID", "B12345674", "B12345675", "CIF: B-12345674", "B-12345674"],
  // FR
  ["FR NIR", N, "SSN", "1 84 12 76 451 089 46", "1 84 12 76 451 089 47", "NIR 184127645108946", "184127645108946"],
  ["FR numéro fiscal", N, "SSN", "30 23 217 600 053", "30 23 217 600 054", "numéro fiscal 3023217600053", "3023217600053"],
  ["FR SIRET", O, "ORGANIZATION_ID", "732 829 320 00074", "732 829 320 00075", "SIRET 73282932000074", "73282932000074"],
  ["FR SIREN", O, "ORGANIZATION_ID", null, "732 829 320", "SIREN 732 829 320", "732 829 320"],
  ["FR TVA", O, "ORGANIZATION_ID", "FR 40 303 265 045", "FR 41 303 265 045", "TVA intracommunautaire : FR40303265045", "FR40303265045"],
  // IT
  ["IT codice fiscale", N, "SSN", "RSSMRA85T10A562S", "RSSMRA85T10A562T", "codice fiscale: RSSMRA85T10A562S", "RSSMRA85T10A562S"],
  ["IT partita IVA", O, "ORGANIZATION_ID", "IT00743110157", "IT00743110158", "Partita IVA 00743110157", "00743110157"],
  ["IT REA", O, "ORGANIZATION_ID", null, "MI-1234567", "REA MI-1234567", "MI-1234567"],
  // NL
  ["NL BSN", N, "SSN", null, "111222333", "BSN: 111222333", "111222333"],
  ["NL BTW", O, "ORGANIZATION_ID", "NL004495445B01", "NL004495446B01", "BTW-nummer NL004495445B01", "NL004495445B01"],
  ["NL KvK", O, "ORGANIZATION_ID", null, "12345678", "KvK-nummer 12345678", "12345678"],
  // PT
  ["PT cartão de cidadão", N, "SSN", "12345678 9 ZZ1", "12345678 9 ZZ2", "cartão de cidadão 123456789ZZ1", "123456789ZZ1"],
  ["PT NIF", N, "SSN", null, "123456789", "NIF 123456789", "123456789"],
  ["PT VAT", O, "ORGANIZATION_ID", "PT501964843", "PT501964844", "NIPC 501964843", "501964843"],
  // BE
  ["BE national number", N, "SSN", "85.07.30-033.28", "85.07.30-033.29", "Rijksregisternummer 85073003328", "85073003328"],
  ["BE enterprise number", O, "ORGANIZATION_ID", "0403.170.701", "0403.170.702", "ondernemingsnummer 0403170701", "0403170701"],
  // AT
  ["AT SV-Nummer", N, "SSN", null, "1237 010180", "Sozialversicherungsnummer 1237 010180", "1237 010180"],
  ["AT UID", O, "ORGANIZATION_ID", "ATU13585627", "ATU13585628", "UID-Nummer ATU 13585627", "ATU 13585627"],
  ["AT Firmenbuch", O, "ORGANIZATION_ID", "FN 123456a", "FN 1234567a", "Firmenbuchnummer FN 123456a", "FN 123456a"],
  // CH
  ["CH AHV", N, "SSN", "756.1234.5678.97", "756.1234.5678.98", "AHV-Nr. 7561234567897", "7561234567897"],
  ["CH UID", O, "ORGANIZATION_ID", "CHE-100.155.212", "CHE-100.155.213", "UID-Nr CHE-100.155.212 MWST", "CHE-100.155.212 MWST"],
  // AU
  ["AU TFN", N, "SSN", "876 543 210", "876 543 211", "TFN 876 543 210", "876 543 210"],
  ["AU Medicare", H, "HEALTHCARE_NUMBER", "2123 45670 1", "2123 45671 1", "Medicare number 2123456701", "2123456701"],
  ["AU ABN", O, "ORGANIZATION_ID", "51 824 753 556", "51 824 753 557", "ABN 51824753556", "51824753556"],
  ["AU ACN", O, "ORGANIZATION_ID", null, "004 085 616", "ACN 004 085 616", "004 085 616"],
  // IN
  ["IN Aadhaar", N, "SSN", "2345 6789 0124", "2345 6789 0125", "Aadhaar 234567890124", "234567890124"],
  ["IN PAN (person)", N, "SSN", "ABCPE1234F", "ABCPE12345", "PAN card ABCPE1234F", "ABCPE1234F"],
  ["IN PAN (company)", O, "ORGANIZATION_ID", "AAACR5055K", "AAAQR5055K", "GSTIN 27AAPFU0939F1ZV", "27AAPFU0939F1ZV"],
  ["IN GSTIN", O, "ORGANIZATION_ID", "27AAPFU0939F1ZV", "27AAPFU0939F1ZW", "GST number 27AAPFU0939F1ZV", "27AAPFU0939F1ZV"],
  // SG
  ["SG NRIC", N, "SSN", "S1234567D", "S1234567A", "NRIC: S1234567D", "S1234567D"],
  ["SG FIN", N, "SSN", "G1234567X", "G1234567A", "NRIC/FIN G1234567X", "G1234567X"],
  ["SG UEN", O, "ORGANIZATION_ID", "53312345C", "53312345D", "UEN 200812345C".replace("200812345C", "20081234C"), "20081234C"],
  // PL
  ["PL PESEL", N, "SSN", "44051401359", "44051401358", "PESEL: 44051401359", "44051401359"],
  ["PL NIP", O, "ORGANIZATION_ID", "PL 526-104-08-28", "PL 526-104-08-29", "NIP 526-104-08-28", "526-104-08-28"],
  // FI, SE, DK, NO, IE
  ["FI HETU", N, "SSN", "131052-308T", "131052-308U", "henkilötunnus 131052-308T", "131052-308T"],
  ["FI Y-tunnus", O, "ORGANIZATION_ID", "2077474-0", "2077474-1", "Y-tunnus 2077474-0", "2077474-0"],
  ["SE personnummer", N, "SSN", "811218-9876", "811218-9877", "personnummer 8112189876", "8112189876"],
  ["SE organisationsnummer", O, "ORGANIZATION_ID", "556188-8404", "556188-8405", "organisationsnummer 5561888404", "5561888404"],
  ["DK CPR", N, "SSN", "211062-5629", "321062-5629", "CPR-nummer 2110625629", "2110625629"],
  ["DK CVR", O, "ORGANIZATION_ID", "DK 13585628", "DK 13585629", "CVR 13585628", "13585628"],
  ["NO fødselsnummer", N, "SSN", "15108695088", "15108695089", "fødselsnummer 151086 95088", "151086 95088"],
  ["NO organisasjonsnummer", O, "ORGANIZATION_ID", "NO 974760673 MVA", "NO 974760674 MVA", "org.nr 974760673", "974760673"],
  ["IE PPS", N, "SSN", "1234567T", "1234567A", "PPSN 1234567T", "1234567T"],
  ["IE VAT", O, "ORGANIZATION_ID", "IE6433435F", "IE6433435G", "VAT number 6433435F", "6433435F"],
  // BR: the CPF in its printed layout (a database export's column, no keyword)
  ["BR CPF", N, "SSN", "830.946.294-82", "830.946.294-83", "CPF 830.946.294-82", "830.946.294-82"],
  ["BR CNPJ", O, "ORGANIZATION_ID", "28.438.268/0001-29", "28.438.268/0001-28", "CNPJ 28438268000129", "28438268000129"],
  // others
  ["GB VAT", O, "ORGANIZATION_ID", "GB 980 7806 84", "GB 980 7806 85", "VAT reg no 980 7806 84", "980 7806 84"],
  ["GB company number", O, "ORGANIZATION_ID", null, "01234567", "Company No. 01234567", "01234567"],
  ["US EIN", O, "ORGANIZATION_ID", null, "12-3456789", "EIN 12-3456789", "12-3456789"],
  ["CA business number", O, "ORGANIZATION_ID", "123456782RT0001", "123456783RT0001", "business number 123456782", "123456782"],
];

describe.each(ROWS)("%s", (name, detector, label, bare, broken, keyword, value) => {
  if (bare !== null) {
    it("is found without a keyword, below the keyword score", () => {
      const hits = found(detector, `ref ${bare} ok`, name.startsWith("DE") ? "de" : undefined);
      expect(hits.map((h) => [h.text, h.label])).toEqual([[bare, label]]);
      const named = found(detector, `${keyword} ok`);
      expect(hits[0]!.score).toBeLessThan(named[0]!.score);
      // plates carry no check digit, so no validation assertion; every other id's check holds
      if (detector !== V) expect(hits[0]!.validations?.[0]?.status).toBe("valid");
    });
  }
  it("is not found without a keyword when the check fails or the shape is not distinctive", () => {
    expect(found(detector, `ref ${broken} ok`).filter((h) => h.label === label)).toEqual([]);
  });
  it("is found after its keyword", () => {
    const hits = found(detector, `${keyword} ok`);
    expect(hits.map((h) => [h.text, h.label])).toEqual([[value, label]]);
    expect(hits[0]!.score).toBeGreaterThanOrEqual(0.8);
  });
});

describe("a Spanish phone printed 3 3 3 whose digits pass the SIN's Luhn check", () => {
  it("is no health or organisation id, and a national id only below every phone reading", () => {
    const text = "Llame al 955 012 000 hoy";
    for (const d of [H, O]) expect(found(d, text)).toEqual([]);
    for (const c of found(N, text)) expect(c.score).toBeLessThan(0.55);
  });
});

describe("keyword values never swallow a neighbouring word", () => {
  it("keeps the Spanish verb out of a DNI (issue 13)", () => {
    expect(found(N, "Su DNI es 12345678Z.").map((h) => h.text)).toEqual(["12345678Z"]);
    expect(found(N, "Mi NIE es X1234567L y").map((h) => h.text)).toEqual(["X1234567L"]);
    expect(found(N, "Die Steuer-ID ist 86095742719 laut Bescheid").map((h) => h.text)).toEqual(["86095742719"]);
  });
  it("reads no keyword in the tail of a compound ('USt-IdNr' is no Steuer-IdNr)", () => {
    expect(found(N, "USt-IdNr. DE136695976")).toEqual([]);
    expect(found(O, "USt-IdNr. DE136695976").map((h) => h.text)).toEqual(["DE136695976"]);
  });
  it("keeps an invalid keyword value without the word before it", () => {
    const hits = found(N, "Su DNI es 12345678A.");
    expect(hits.map((h) => [h.text, h.validations?.[0]?.status])).toEqual([["12345678A", "invalid"]]);
  });
  it("never takes a lower-case word before the number as its country prefix", () => {
    expect(found(O, "la TVA es 40303265045").map((h) => h.text)).toEqual(["40303265045"]);
    expect(found(N, "DNI es 12345678Z").map((h) => h.text)).toEqual(["12345678Z"]);
  });
  it("reads acronyms that are everyday words only in capitals", () => {
    expect(found(N, "nie 250 000 osób")).toEqual([]);
    expect(found(N, "w czasie dwóch dni zgromadziły ponad 250 000 fanów")).toEqual([]);
    expect(found(O, "Er hat ein 123456789 Konto")).toEqual([]);
    expect(found(O, "EIN 12-3456789").map((h) => h.text)).toEqual(["12-3456789"]);
    expect(found(N, "NIE: X1234567L").map((h) => h.text)).toEqual(["X1234567L"]);
  });
  it("reads such an acronym capitalised in a title-cased line, whose capitals say nothing", () => {
    expect(found(O, "It Is 0412 812 014 Now\nEin 54-9514682, Thanks").map((h) => h.text)).toEqual(["54-9514682"]);
    // in a line with case, the capitalised word is German's article at a sentence's start
    expect(found(O, "Ein 54-9514682 ist gut, sagte er")).toEqual([]);
  });
  it("does not read dates or words after a keyword as an invalid id", () => {
    expect(found(N, "NSS 16 de septiembre de 1996")).toEqual([]);
    expect(found(N, "la fin 2019 1234 est")).toEqual([]);
    expect(found(O, "IVA 21.000,00 EUR")).toEqual([]);
  });
});

describe("German plates without a plate word", () => {
  it("are read in German text only", () => {
    expect(found(V, "Gesehen wurde B-AB 1234 gestern", "de").map((h) => [h.text, h.score])).toEqual([["B-AB 1234", 0.7]]);
    expect(found(V, "BP stable, CV-HR 56 on rounds", "en")).toEqual([]);
    expect(found(V, "His car, plate B-AB 1234, was seen", "en").map((h) => h.text)).toEqual(["B-AB 1234"]);
  });
});

describe("shapes that are everyday numbers stay out without a keyword", () => {
  it.each([
    ["nine bare digits", "Order 123456782 shipped"],
    ["an order code", "Ticket A12345 closed"],
    ["a row of a table of numbers", "No. 1972 2204 3255 4771 7153 8967 9864"],
    ["an SSN-shaped run in a table", "Zusammen 26357 1139 138 20 1297 731 Namen"],
  ])("%s", (_name, text) => {
    for (const d of [N, H, O]) expect(found(d, text)).toEqual([]);
  });
});
