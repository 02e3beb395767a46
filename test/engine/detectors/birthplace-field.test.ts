import { describe, expect, it } from "vitest";
import { birthplaceFieldDetector } from "../../../src/engine/detectors/birthplace-field.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const places = (text: string) => birthplaceFieldDetector.detect(makeDetectContext(text)).map((c) => [c.label, text.slice(c.start, c.end)]);

describe("a form's place-of-birth field", () => {
  it("gives the place, in capitals or not, however small, in the seven languages", () => {
    expect(places("Nome: LORENZO\nLuogo e data di nascita: TORINO, 30/01/1995\nCodice fiscale")).toEqual([["LOCATION_CITY", "TORINO"]]);
    expect(places("Place of birth: Leeds")).toEqual([["LOCATION_CITY", "Leeds"]]);
    expect(places("Lieu de naissance : Pluneret (56)")).toEqual([["LOCATION_CITY", "Pluneret"]]);
    expect(places("Geburtsort: Frankfurt am Main")).toEqual([["LOCATION_CITY", "Frankfurt am Main"]]);
    expect(places("Lugar de nacimiento: Alcalá de Henares\n")).toEqual([["LOCATION_CITY", "Alcalá de Henares"]]);
    expect(places("Geboorteplaats: Schiedam")).toEqual([["LOCATION_CITY", "Schiedam"]]);
    expect(places("Naturalidade: VILA NOVA DE GAIA")).toEqual([["LOCATION_CITY", "VILA NOVA DE GAIA"]]);
  });
  it("not a lower-case word, nor the words without the label", () => {
    expect(places("Place of birth: unknown")).toEqual([]);
    expect(places("She was born in Leeds")).toEqual([]);
  });
});

describe("a birth date followed by its place", () => {
  it("gives the place in seven languages, up to its last capitalised word", () => {
    expect(places("  Geboren:          17-08-1979 te Schiedam\n  BSN:")).toEqual([["LOCATION_CITY", "Schiedam"]]);
    expect(places("Madame X, née le 03/06/1982 à Vannes (56), demeurant")).toEqual([["LOCATION_CITY", "Vannes"]]);
    expect(places("nato il 30/01/1995 a Torino e residente")).toEqual([["LOCATION_CITY", "Torino"]]);
    expect(places("geboren am 12.03.1980 in Frankfurt am Main, wohnhaft")).toEqual([["LOCATION_CITY", "Frankfurt am Main"]]);
    expect(places("born on 04/03/1988 in Leeds.")).toEqual([["LOCATION_CITY", "Leeds"]]);
  });
  it("not a lower-case word after the preposition", () => {
    expect(places("born on 04/03/1988 in the north")).toEqual([]);
  });
});

describe("a Markdown label (fourth exploratory test: '**Geburtsort:** Bad Tölz' in clear)", () => {
  it("reads the place after a label in emphasis", () => {
    const towns = (text: string) => birthplaceFieldDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));
    expect(towns("**Geburtsort:** Bad Tölz")).toEqual(["Bad Tölz"]);
    expect(towns("__Lieu de naissance__ : Saint-Malo")).toEqual(["Saint-Malo"]);
  });
});

describe("a combined label with the date first (fourth exploratory test: the town of a CV's line in clear)", () => {
  it("reads the place after the date", () => {
    const towns = (text: string) => birthplaceFieldDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));
    expect(towns("Geburtsdatum/-ort: 17.09.1984 / Bad Tölz")).toEqual(["Bad Tölz"]);
    expect(towns("Date et lieu de naissance : 12/05/1980 à Nantes")).toEqual(["Nantes"]);
    expect(towns("Fecha y lugar de nacimiento: 3-4-1975, Sevilla")).toEqual(["Sevilla"]);
    expect(towns("Geburtsdatum: 17.09.1984 / Bad Tölz")).toEqual([]);
  });
});
