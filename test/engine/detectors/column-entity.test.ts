/**
 * The cells of a column named for a place or an organisation are places or organisations: a table written into the text, or a CSV
 * column / JSON field analysed alone under its name; never a code, an e-mail, a placeholder or a
 * cell of another column.
 */
import { describe, expect, it } from "vitest";
import { columnEntityDetector } from "../../../src/engine/detectors/column-entity.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";
import { createEngine } from "../../../src/engine/engine.js";
import { resolveCandidates } from "../../../src/engine/resolve/resolve.js";
import type { AnalyzeResult } from "../../../src/contract/types.js";

const found = (text: string, field?: string) =>
  columnEntityDetector.detect(makeDetectContext(text, field !== undefined ? { field } : {})).map((c) => [c.label, text.slice(c.start, c.end)]);

/** Place and organisation cells only (the person columns of the same tables are tested below). */
const places = (text: string, field?: string) => found(text, field).filter(([label]) => !label!.startsWith("NAME"));

describe("place columns", () => {
  it("reads the cells under a town, province or country header, whatever the language", () => {
    const table = "Socio | Nombre | Localidad | Provincia | País\n0031 | Iker Etxeberria | Tudela | Navarra | España\n0032 | Nerea Goñi | Cintruénigo | Navarra | España";
    expect(places(table)).toEqual([
      ["LOCATION_CITY", "Tudela"],
      ["LOCATION_STATE", "Navarra"],
      ["LOCATION_COUNTRY", "España"],
      ["LOCATION_CITY", "Cintruénigo"],
      ["LOCATION_STATE", "Navarra"],
      ["LOCATION_COUNTRY", "España"],
    ]);
    expect(places("naam;woonplaats;status\nJan de Vries;'s-Hertogenbosch;actief")).toEqual([["LOCATION_CITY", "'s-Hertogenbosch"]]);
    expect(places("Name,Ort,Status\nKarl Weber,Frankfurt (Oder),aktiv")).toEqual([["LOCATION_CITY", "Frankfurt (Oder)"]]);
    // one of an order export's addresses (sixth exploratory test)
    expect(places("order,ship_city,billing_country,ship_company\n1,Dresden,Deutschland,Acme")).toEqual([
      ["LOCATION_CITY", "Dresden"],
      ["LOCATION_COUNTRY", "Deutschland"],
    ]);
  });

  it("reads the cells under an employer or organisation header as organisations", () => {
    const table = "Nr.;Name;Geburtsdatum;Wohnort;Arbeitgeber\n1;Sven Peters;03.03.1990;Rostock;Ostsee Bau GmbH\n2;Anja Becker;19.12.1985;Wismar;Stadtwerke Wismar";
    expect(places(table)).toEqual([
      ["LOCATION_CITY", "Rostock"],
      ["ORGANIZATION", "Ostsee Bau GmbH"],
      ["LOCATION_CITY", "Wismar"],
      ["ORGANIZATION", "Stadtwerke Wismar"],
    ]);
    expect(places("Deelnemers workshop | Organisatie | Woonplaats\nInge Dekker | TU Delft | Delft")).toEqual([
      ["ORGANIZATION", "TU Delft"],
      ["LOCATION_CITY", "Delft"],
    ]);
    expect(places("3M", "employer")).toEqual([["ORGANIZATION", "3M"]]);
    expect(places("id;employer;status\n1;hr@acme.example;ok\n2;12345;ok\n3;n/a;ok")).toEqual([]);
    // a record's status and a signature are no state and no company
    expect(places("id;estado;firma\n1;abierto;Juan Pérez")).toEqual([]);
  });

  it("reads Google Contacts' numbered address columns (eighth exploratory test, F20: the town in clear)", () => {
    const table = "Name,Address 1 - City,Address 1 - Region,Address 1 - Country,Address 2 - City\nAnna Berger,Kandern,Baden-Württemberg,Deutschland,Lörrach";
    expect(places(table)).toEqual([
      ["LOCATION_CITY", "Kandern"],
      ["LOCATION_STATE", "Baden-Württemberg"],
      ["LOCATION_COUNTRY", "Deutschland"],
      ["LOCATION_CITY", "Lörrach"],
    ]);
    expect(found("Kandern", "Address 1 - City")).toEqual([["LOCATION_CITY", "Kandern"]]);
    // a numbered column of something else is no address's
    expect(places("Name,Organization 1 - Name,Website 1 - Value\nAnna,Acme,acme.example")).toEqual([]);
  });

  it("reads Shopify's \"Default Address\" columns (ninth exploratory test, F8)", () => {
    expect(found("Kassel", "Default Address City")).toEqual([["LOCATION_CITY", "Kassel"]]);
    expect(places("Customer ID,Default Address City,Default Address Country Code\n7038,Kassel,DE")).toEqual([["LOCATION_CITY", "Kassel"]]);
    expect(found("Kassel", "Default Warehouse")).toEqual([]);
  });

  it("reads a CSV column or JSON field of that name analysed alone", () => {
    expect(found("Cintruénigo", "city")).toEqual([["LOCATION_CITY", "Cintruénigo"]]);
    expect(found("Tudela", "customer.home_town")).toEqual([["LOCATION_CITY", "Tudela"]]);
  });

  it("leaves codes, e-mails, placeholders, long text and other columns alone", () => {
    expect(found("id;city;status\n1;28001;ok\n2;n/a;ok\n3;-;ok\n4;info@tudela.es;ok")).toEqual([]);
    expect(found("id;notes;status\n1;Tudela;ok")).toEqual([]);
    expect(found("We met in the old market hall next to the river and then walked all the way back home", "city")).toEqual([]);
  });
  it("leaves a record's workflow state under 'state' and reads a region there (seventh exploratory test: an issue's 'open' read as a US state)", () => {
    expect(places("open", "state")).toEqual([]);
    expect(places("id,state\n1,closed\n2,In Progress\n3,Bavaria\n")).toEqual([["LOCATION_STATE", "Bavaria"]]);
  });

  it("keeps a named column's cell whole against a surer model reading inside it", async () => {
    const inside: import("../../../src/engine/types.js").Detector = {
      name: "model-like",
      types: ["LOCATION_CITY"],
      detect(ctx) {
        const start = ctx.text.indexOf("Arnhem");
        return start < 0 ? [] : [{ start, end: start + 6, label: "LOCATION_CITY", score: 0.98, labels: { LOCATION_CITY: 0.98 }, source: "ner" }];
      },
    };
    const { DEFAULT_DETECTORS } = await import("../../../src/engine/detectors/registry.js");
    const engine = createEngine({ detectors: [...DEFAULT_DETECTORS, inside], seed: "column-entity" });
    const [r] = (await engine.analyze({ text: ["Gemeente Arnhem"] }, undefined, { fields: ["organisatie"] })) as [AnalyzeResult];
    expect(r.entities.map((e) => [e.text, e.best_label])).toEqual([["Gemeente Arnhem", "ORGANIZATION"]]);
  });

  it("gives a CSV city cell its place type through the engine", async () => {
    const [r] = (await createEngine({ seed: "column-entity" }).analyze({ text: ["Cintruénigo"] }, undefined, { fields: ["city"] })) as [AnalyzeResult];
    expect(r.entities.map((e) => [e.text, e.best_label])).toEqual([["Cintruénigo", "LOCATION_CITY"]]);
  });
});

describe("person columns", () => {
  it("reads the cells under a first-name, last-name or full-name header", () => {
    expect(found("id;first_name;last_name;product\n1;Mo;Ng;Widget")).toEqual([
      ["NAME_GIVEN", "Mo"],
      ["NAME_FAMILY", "Ng"],
    ]);
    expect(found("Smith, John", "customer.full_name")).toEqual([["NAME", "Smith, John"]]);
    expect(found("Mo", "firstName")).toEqual([["NAME_GIVEN", "Mo"]]);
  });

  it("reads a bare 'name' column only where a word is a listed name", () => {
    const table = "Socio | Nombre | Localidad\n0031 | Iker Etxeberria | Tudela\n0032 | Nerea Goñi | Cintruénigo";
    expect(found(table).filter(([label]) => label === "NAME")).toEqual([
      ["NAME", "Iker Etxeberria"],
      ["NAME", "Nerea Goñi"],
    ]);
    expect(found("Widget Deluxe", "name")).toEqual([]);
    expect(found("iPhone 15 Pro", "name")).toEqual([]);
  });

  it("leaves placeholders, codes and long text in a name column alone", () => {
    expect(found("n/a", "first_name")).toEqual([]);
    expect(found("12345", "last_name")).toEqual([]);
    expect(found("please call me back after five tomorrow evening", "full_name")).toEqual([]);
  });
});

describe("the parts of a name object (FHIR HumanName)", () => {
  it("reads family and given under a name field, whatever the word", () => {
    expect(found("Chalmers", "name.0.family")).toEqual([["NAME_FAMILY", "Chalmers"]]);
    expect(found("Peter", "name.0.given.1")).toEqual([["NAME_GIVEN", "Peter"]]);
    expect(found("Okonkwo", "patient.name.last")).toEqual([["NAME_FAMILY", "Okonkwo"]]);
  });
  it("leaves a bare family or given field alone", () => {
    expect(found("Rosaceae", "family")).toEqual([]);
    expect(found("yes", "consent.given")).toEqual([]);
  });
});

describe("a form's 'Label: value' name fields (fifth exploratory test)", () => {
  const names = (text: string) => columnEntityDetector.detect(makeDetectContext(text)).map((c) => [c.label, text.slice(c.start, c.end), c.source]);
  it("reads a name field's value as the name, several fields on one line too", () => {
    expect(names("Student name: Mwangi, Grace Wanjiru")).toEqual([["NAME", "Mwangi, Grace Wanjiru", "form-field"]]);
    expect(names("Primer apellido: VAN DER MEULEN     Segundo apellido: -     Nombre: Johanna")).toEqual([
      ["NAME_FAMILY", "VAN DER MEULEN", "form-field"],
      ["NAME", "Johanna", "form-field"],
    ]);
    expect(names("Nombre:  Ernesto.\nApellidos: Rivera Bueno.\nNHC: 368503.")).toEqual([
      ["NAME", "Ernesto", "form-field"],
      ["NAME_FAMILY", "Rivera Bueno", "form-field"],
    ]);
  });

  it("reads a name field without its colon when its value is in capitals (sixth exploratory test)", () => {
    expect(names("Alunno/a: Cognome ROSSETTI  Nome MATTEO")).toEqual([
      ["NAME_FAMILY", "ROSSETTI", "form-field"],
      ["NAME", "MATTEO", "form-field"],
    ]);
    expect(names("Nachname MÜLLER\nVorname ANNA")).toEqual([
      ["NAME_FAMILY", "MÜLLER", "form-field"],
      ["NAME_GIVEN", "ANNA", "form-field"],
    ]);
    expect(names("Status ACTIVE\nNome PRODOTTO X\nCognome rossi")).toEqual([]);
  });

  it("reads a role field's value as a name where a word of it is a listed name (sixth exploratory test)", () => {
    expect(names("Student: Adebayo Okonkwo-Reyes          Student ID: 2019-044817")).toEqual([["NAME", "Adebayo Okonkwo-Reyes", "form-field"]]);
    expect(names("Alunno: Matteo Rossetti")).toEqual([["NAME", "Matteo Rossetti", "form-field"]]);
    expect(names("Patient: Okonkwo, Adebayo")).toEqual([["NAME", "Okonkwo, Adebayo", "form-field"]]);
    expect(names("Patient: stable\nMember: since 2019")).toEqual([]);
    // a customer column, surname first, the surname also a word; a company there stays the model's (sixth exploratory test)
    expect(names("order;customer;total\n1001;Lampe, Friederike;49,90\n1002;Acme GmbH;12,00\n")).toEqual([["NAME", "Lampe, Friederike", "column-entity"]]);
    // a payslip's worker, surnames first (seventh exploratory test)
    expect(names("TRABAJADOR: GUTIÉRREZ OYELARAN, Amaia")).toEqual([["NAME", "GUTIÉRREZ OYELARAN, Amaia", "form-field"]]);
  });

  it("reads a long name whole where its particles make it long, and no longer text (seventh exploratory test: 'dos Santos' left)", () => {
    expect(names("Nome: Rui Miguel Carvalho dos Santos\nData: 05/03/1984")).toEqual([["NAME", "Rui Miguel Carvalho dos Santos", "form-field"]]);
    // a long run of blanks with no label after it returns (review: it was scanned again from each
    // position, minutes for a 500,000-character run; a vitest timeout would fail this)
    expect(names(" ".repeat(200_000) + ":")).toEqual([]);
    // a numbered person's field after two spaces (seventh exploratory test: a registration form)
    expect(names("Person 2  Familienname: Achterberg")).toEqual([["NAME_FAMILY", "Achterberg", "form-field"]]);
    expect(found("please call me back after five", "full_name")).toEqual([]);
  });

  it("reads a field after its item number and with a note in brackets, and names at birth (eighth exploratory test: a visa form's surnames left)", () => {
    expect(names("1. Surname: WANJIRU\n2. Surname at birth: KAMAU\n3) First name(s): Grace\na. Geburtsname: Huber")).toEqual([
      ["NAME_FAMILY", "WANJIRU", "form-field"],
      ["NAME_FAMILY", "KAMAU", "form-field"],
      ["NAME_GIVEN", "Grace", "form-field"],
      ["NAME_FAMILY", "Huber", "form-field"],
    ]);
    expect(names("1. Surname (family name): WANJIRU")).toEqual([["NAME_FAMILY", "WANJIRU", "form-field"]]);
    // a numbered sentence with a colon is no field
    expect(names("1. Please note: WANJIRU will call")).toEqual([]);
  });

  it("leaves a bare 'Name:' without a listed name, a label inside prose and a value that is no name", () => {
    expect(names("Name: Product X")).toEqual([]);
    expect(names("the name: something here")).toEqual([]);
    expect(names("Surname: n/a")).toEqual([]);
    expect(names("Surname: 12345")).toEqual([]);
  });
});

describe("nationality and religion columns and fields (special-category data)", () => {
  const attributes = (text: string, field?: string) => found(text, field).filter(([label]) => label === "ORIGIN" || label === "RELIGION");
  it("reads the value under a nationality or religion label as what the label names, codes and lower-case adjectives too", () => {
    expect(attributes("Konfession: rk")).toEqual([["RELIGION", "rk"]]);
    expect(attributes("Cittadinanza: polacca")).toEqual([["ORIGIN", "polacca"]]);
    expect(attributes("Staatsangehörigkeit: deutsch\nReligionszugehörigkeit: römisch-katholisch")).toEqual([
      ["ORIGIN", "deutsch"],
      ["RELIGION", "römisch-katholisch"],
    ]);
    expect(attributes("KiSt-Merkmal: ev     Steuerklasse: 1")).toEqual([["RELIGION", "ev"]]);
    expect(attributes("name,nationality,religion\nAna Souza,brasileira,católica")).toEqual([
      ["ORIGIN", "brasileira"],
      ["RELIGION", "católica"],
    ]);
    expect(attributes("brasileira", "nacionalidade")).toEqual([["ORIGIN", "brasileira"]]);
  });

  it("leaves placeholders, numbers, long prose and other labels", () => {
    expect(attributes("Religion: n/a")).toEqual([]);
    expect(attributes("Nationality: 123")).toEqual([]);
    expect(attributes("Religion: we talked about it for a long time over dinner")).toEqual([]);
    expect(attributes("Status: deutsch")).toEqual([]);
  });

  it("redacts them through the engine", async () => {
    const engine = createEngine({ seed: "column-entity" });
    const text = "Staatsangehörigkeit: deutsch\nKonfession: rk";
    const result = (await engine.analyze({ text: [text] })) as AnalyzeResult[];
    expect(result[0]!.entities.map((e) => [e.best_label, e.text])).toEqual([
      ["ORIGIN", "deutsch"],
      ["RELIGION", "rk"],
    ]);
  });
});

describe("the resolver and form fields", () => {
  const field = (start: number, end: number) => ({ start, end, label: "NAME", score: 0.85, source: "form-field" });
  const model = (start: number, end: number, score: number, label = "NAME") => ({ start, end, label, score, source: "ner" });
  const spans = (text: string, cands: Parameters<typeof resolveCandidates>[0]) => resolveCandidates(cands, text).map((e) => text.slice(e.start, e.end));

  it("a model's surer name inside the field is taken over: the field is one name", () => {
    const text = "Student name: Mwangi, Grace Wanjiru";
    expect(spans(text, [field(14, 35), model(22, 35, 0.95)])).toEqual(["Mwangi, Grace Wanjiru"]);
  });

  it("a surer name that reaches out of the field beats it, and the model's other readings stay (the surname is not lost)", () => {
    const text = "Name: Oyelaran-Kessler, Funmilayo   geb. 30.04.1975";
    expect(spans(text, [field(6, 33), model(24, 39, 0.95), model(6, 22, 0.8, "NAME_FAMILY")])).toEqual(["Oyelaran-Kessler", "Funmilayo   geb"]);
  });
});
