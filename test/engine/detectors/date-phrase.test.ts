/**
 * Years after time prepositions and weekdays used as days in the seven languages (issue 13,
 * point 3: "a bare year after in/since, weekday names used as dates"), and the amounts, names,
 * clock times and every-week readings that must stay out.
 */
import { describe, expect, it } from "vitest";
import { datePhraseDetector } from "../../../src/engine/detectors/date-phrase.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const found = (text: string, language?: string) =>
  datePhraseDetector.detect(makeDetectContext(text, language ? { language } : {})).map((c) => [c.label, text.slice(c.start, c.end)]);
const texts = (text: string, language?: string) => found(text, language).map(([, t]) => t);

describe("a year after in/since and their equivalents -> DATE_INTERVAL with a YEAR subtype", () => {
  it.each([
    ["we met in 2019", "2019"],
    ["Since 2019 everything changed.", "2019"],
    ["In 2019 Apple released a phone.", "2019"],
    ["Seit 2019 wohne ich hier.", "2019"],
    ["Das Haus wurde im Jahr 1985 gebaut.", "1985"],
    ["Ende 1999 schloss die Fabrik.", "1999"],
    ["Desde 2019 vivo aquí.", "2019"],
    ["En 2019 viajé a Roma.", "2019"],
    ["a finales de 1997 cerró", "1997"],
    ["en 2000 se fundó la empresa", "2000"],
    ["Depuis 2019, j'habite ici.", "2019"],
    ["En 2019, il a déménagé.", "2019"],
    ["en l'an 2000", "2000"],
    ["Dal 2019 vivo a Roma.", "2019"],
    ["Nel 2019 sono andato a Parigi.", "2019"],
    ["Sinds 2019 woon ik hier.", "2019"],
    ["In 2019 ben ik verhuisd.", "2019"],
    ["Eind 1998 werd het duurder.", "1998"],
    ["Desde 2019 moro aqui.", "2019"],
    ["Em 2019 mudei-me para Lisboa.", "2019"],
    ["No ano de 1917 tudo mudou.", "1917"],
    ["no verão de 2012 fomos à praia", "2012"],
  ])("%s -> %s", (text, year) => {
    expect(found(text)).toEqual([["DATE_INTERVAL", year]]);
  });

  it("gives the year as formatted value and subtype", () => {
    const [c] = datePhraseDetector.detect(makeDetectContext("Desde 2019 vivo aquí."));
    expect(c).toMatchObject({ formatted: "2019", subtypes: [{ label: "YEAR", formatted: "2019" }] });
  });

  it("reads a second year joined to the first", () => {
    expect(texts("En 2015 y 2016 llovió poco.")).toEqual(["2015", "2016"]);
  });

  it.each([
    "in 2000 cases",
    "bis 2000 Euro",
    "ab 1500 Mitarbeiter",
    "en 2000 casos",
    "en 2000 pacientes",
    "depuis 2000 ans",
    "in 2000 gevallen",
    "voor 2000 mensen",
    "até 2000 reais",
    "en 2006 - 2007",
    "version 2019-2020",
    "nacido en 1984",
    "born in 1984",
    "Jogos Olímpicos de Verão de 2012",
    "page 2019 of the log",
  ])("not a year: %s", (text) => {
    expect(found(text)).toEqual([]);
  });

  it("reads four-digit clock times as times in a text that writes them so", () => {
    expect(found("Pressure fell around 1630. By 1830 his B/P was 110/58, cath done at 1400.")).toEqual([]);
    expect(found("Lie flat until 2000. Sheath removed at 1700.")).toEqual([]);
    expect(texts("In 1993 she had surgery; seen at 1400 today.")).toEqual(["1993"]);
  });
});

describe("weekdays used as days -> DATE", () => {
  it.each([
    ["Wir sehen uns am Montag.", "Montag"],
    ["Bis Freitag!", "Freitag"],
    ["Wir treffen uns Montagabend.", "Montagabend"],
    ["Nos vemos el lunes.", "lunes"],
    ["Llega el próximo martes.", "martes"],
    ["Canta el domingo.", "domingo"],
    ["On se voit lundi prochain.", "lundi"],
    ["Je pars lundi.", "lundi"],
    ["Dès mardi, tout change.", "mardi"],
    ["Ci vediamo lunedì.", "lunedì"],
    ["Ci vediamo sabato sera.", "sabato"],
    ["Tot maandag!", "maandag"],
    ["Ik kom maandagochtend.", "maandagochtend"],
    ["Até segunda-feira.", "segunda-feira"],
    ["Até sexta!", "sexta"],
    ["Chego no sábado.", "sábado"],
  ])("%s -> %s", (text, day) => {
    expect(found(text)).toEqual([["DATE", day]]);
  });

  it("reads both days of a pair", () => {
    expect(texts("von Montag bis Freitag")).toEqual(["Montag", "Freitag"]);
    expect(texts("am Montag und Dienstag")).toEqual(["Montag", "Dienstag"]);
    expect(texts("el lunes y el martes")).toEqual(["lunes", "martes"]);
  });

  it.each([
    "Herr Freitag kommt morgen.",
    "Plácido Domingo canta bien.",
    "Santo Domingo es la capital.",
    "Sabato è un cognome.",
    "los lunes voy al gimnasio",
    "elke maandag",
    "'s maandags",
    "jeden Montag",
    "a segunda vez",
    "a quinta parte",
    "Mardi gras",
    "Montag",
  ])("not a day: %s", (text) => {
    expect(found(text)).toEqual([]);
  });

  it("reads bare weekdays of lower-case languages only in their own (or an unknown) language", () => {
    expect(texts("Je pars lundi.", "fr")).toEqual(["lundi"]);
    expect(texts("The word lundi is French.", "en")).toEqual([]);
  });
});
