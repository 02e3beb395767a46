import { describe, expect, it } from "vitest";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";
import { occupationDetector, occupationForms } from "../../../src/engine/detectors/occupation.js";

const found = (text: string, language?: string) =>
  occupationDetector.detect(makeDetectContext(text, language ? { language } : {})).map((c) => text.slice(c.start, c.end));

describe("occupation detector", () => {
  it("inflects base forms by language", () => {
    expect(occupationForms("kardiologe", "de")).toEqual(expect.arrayContaining(["kardiologen", "kardiologin"]));
    expect(occupationForms("lehrer", "de")).toEqual(expect.arrayContaining(["lehrerin", "lehrerinnen"]));
    expect(occupationForms("ingeniero", "es")).toEqual(expect.arrayContaining(["ingeniera", "ingenieros"]));
    expect(occupationForms("técnico de mantenimiento", "es")).toEqual(expect.arrayContaining(["técnica de mantenimiento"]));
    expect(occupationForms("infirmier", "fr")).toEqual(expect.arrayContaining(["infirmière", "infirmiers"]));
    expect(occupationForms("directeur", "fr")).toEqual(expect.arrayContaining(["directrice"]));
  });

  it("finds occupations in the seven languages", () => {
    expect(found("He works as a senior nurse.", "en")).toEqual(["senior nurse"]);
    expect(found("Die 36-Jährige arbeitet als Physiotherapeutin.", "de")).toEqual(["Physiotherapeutin"]);
    // hospital ranks, written with their umlaut forms
    expect(found("Dr. med. Jonas Feldmann\nOberarzt, Klinikum Nordhessen", "de")).toEqual(["Oberarzt"]);
    expect(found("Die Chefärztin der Kardiologie kam dazu.", "de")).toEqual(["Chefärztin"]);
    expect(found("Es ingeniera y trabaja en Bilbao.", "es")).toEqual(["ingeniera"]);
    expect(found("Revu par le pneumologue.", "fr")).toEqual(["pneumologue"]);
    expect(found("Il pescatore Salvatore Esposito.", "it")).toEqual(["pescatore"]);
    expect(found("Zij werkt als verpleegkundige.", "nl")).toEqual(["verpleegkundige"]);
    expect(found("O eletricista chegou cedo.", "pt")).toEqual(["eletricista"]);
  });

  it("takes compound titles whole", () => {
    expect(found("Head of Partnerships at Northwind", "en")).toEqual(["Head of Partnerships"]);
    expect(found("Sie ist Leiterin der Rechtsabteilung bei Kessler.", "de")).toEqual(["Leiterin der Rechtsabteilung"]);
    expect(found("Responsable des achats, Groupe Lemoine", "fr")).toEqual(["Responsable des achats"]);
    expect(found("Responsabile Risorse Umane – Officine Lombarde", "it")).toEqual(["Responsabile Risorse Umane"]);
    expect(found("Gemma Hart\nRecruitment Officer, Avonside", "en")).toEqual(["Recruitment Officer"]);
    expect(found("Trabaja de técnico de mantenimiento en la planta.", "es")).toEqual(["técnico de mantenimiento"]);
  });

  it("reads ambiguous words only with a cue", () => {
    expect(found("The chef said the kitchen was closed; the agent of change.", "en")).toEqual([]);
    expect(found("She works as a chef.", "en")).toEqual(["chef"]);
    expect(found("A agente Sofia Martins foi chamada.", "pt")).toEqual(["agente"]);
    expect(found("Le guide Quick Start en page 4.", "fr")).toEqual([]);
    expect(found("En la exploración física y la política local.", "es")).toEqual([]);
    expect(found("the arts and crafts fair", "en")).toEqual([]);
  });

  it("leaves family names alone", () => {
    expect(found("Frau Fischer und Walter Zimmermann kamen.", "de")).toEqual([]);
    expect(found("Remitido por: Dr. Héctor Pastor Navarro.", "es")).toEqual([]);
  });

  it("reads occupation fields and table columns", () => {
    expect(found("Employee name: Priya Raman\nPosition: Data Analyst\n", "en")).toEqual(["Data Analyst"]);
    expect(found("Name | Role | Phone\nOliver Grant | treasurer | 0770\nBen Whitaker | parking steward | 0771", "en")).toEqual(["treasurer", "parking steward"]);
    expect(found("Matricola\tNominativo\tMansione\n10021\tRoberto Galli\tmagazziniere", "it")).toEqual(["magazziniere"]);
  });
});

describe("what joins a title in which language", () => {
  it("takes no name after an English or German head for an adjective ('President Trump')", () => {
    expect(found("He met President Trump in Washington.", "en")).toEqual([]);
    expect(found("Barzani wrote to President Saddam Hussein on Monday.", "en")).toEqual([]);
  });
  it("still reads Romance adjectives after their head", () => {
    expect(found("Directora Comercial: Ana Gómez", "es")).toContain("Directora Comercial");
  });
  it("reads capitalised words before an English head only in English text ('Schumachers Manager' is a possessive)", () => {
    expect(found("Schumachers Manager Wilhelm Weber sagte am Montag", "de")).not.toContain("Schumachers Manager");
    expect(found("our Recruitment Officer will call", "en")).toContain("Recruitment Officer");
  });
});

describe("names in code (fifth exploratory test: a crash report's stack frame redacted as an occupation)", () => {
  it("a method call on the word, or the word as an object's member, is an identifier; a missing space in prose is not code", () => {
    const found = (text: string) => occupationDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));
    expect(found("closure #1 in Editor.open(url:)")).toEqual([]);
    expect(found("self.driver = webdriver.Chrome()")).toEqual([]);
    expect(found("The nurse.She said")).toEqual(["nurse"]);
  });
});
