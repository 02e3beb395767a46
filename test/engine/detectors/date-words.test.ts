import { describe, expect, it } from "vitest";
import { dateWordsDetector } from "../../../src/engine/detectors/date-words.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const dates = (text: string) => dateWordsDetector.detect(makeDetectContext(text)).map((c) => [c.label, text.slice(c.start, c.end), c.formatted]);

describe("dates spelled out in words", () => {
  it("reads English ordinals with a month or a weekday, and a year in words", () => {
    expect(dates("date of birth is the fourth of February nineteen seventy-six. I need")).toEqual([["DOB", "the fourth of February nineteen seventy-six", "1976-02-04"]]);
    expect(dates("February the fourth, twenty twenty-four")).toEqual([["DATE", "February the fourth, twenty twenty-four", "2024-02-04"]]);
    expect(dates("my appointment on Thursday the sixth cause")).toEqual([["DATE", "Thursday the sixth", undefined]]);
  });
  it("reads the other languages' day words before a month", () => {
    expect(dates("maintenu au jeudi vingt-trois mai à dix heures")).toEqual([["DATE", "vingt-trois mai", "--05-23"]]);
    expect(dates("el veintitrés de mayo")).toEqual([["DATE", "veintitrés de mayo", "--05-23"]]);
    expect(dates("geboortedatum één juni negentienhonderdachtendertig. Ze")).toEqual([["DOB", "één juni negentienhonderdachtendertig", "1938-06-01"]]);
  });
  it("reads every month of the list, not only those a word fragment named (no \"day\" in the text)", () => {
    expect(dates("rendez-vous le quinze septembre")).toEqual([["DATE", "quinze septembre", "--09-15"]]);
    expect(dates("la cita es el veinte de octubre")).toEqual([["DATE", "veinte de octubre", "--10-20"]]);
    expect(dates("nato il tre dicembre")).toEqual([["DOB", "tre dicembre", "--12-03"]]);
  });
  it("leaves words that only look like a date", () => {
    expect(dates("ten may apply; payment due September; the second of May twenty people came")).toEqual([["DATE", "the second of May", "--05-02"]]);
    expect(dates("La sede está en la Rua Nove de Julho")).toEqual([]);
  });
});

describe("German dates spoken with an ordinal day (eighth exploratory test: a German caller's date of birth left in clear)", () => {
  it.each([
    ["kunde: vierzehnter juni neunzehnhundertfünfundsechzig", "vierzehnter juni neunzehnhundertfünfundsechzig", "1965-06-14"],
    ["der termin ist am ersten mai zweitausendeins", "ersten mai zweitausendeins", "2001-05-01"],
    ["geliefert am einunddreißigsten märz zweitausendzwanzig", "einunddreißigsten märz zweitausendzwanzig", "2020-03-31"],
    ["bis zum dritten oktober", "dritten oktober", "--10-03"],
    ["geboren am siebenundzwanzigsten dezember neunzehnhundert", "siebenundzwanzigsten dezember neunzehnhundert", "1900-12-27"],
  ])("reads %s", (text, span, formatted) => {
    expect(dates(text).map(([, s, f]) => [s, f])).toEqual([[span, formatted]]);
  });

  it.each([
    ["an ordinal before no month", "der vierzehnte platz im juni"],
    ["an ordinal of 32", "der zweiunddreißigste juni"],
    ["a name made of the date, both words capitalised", "die Erster Mai Straße"],
  ])("leaves what is no date (%s)", (_case, text) => {
    expect(dates(text)).toEqual([]);
  });
});


describe("birth cues before dates in words", () => {
  it("takes a birth word only on its own, not at the end of another word", () => {
    expect(dates("synchronisation terminée : vingt-trois mai")).toEqual([["DATE", "vingt-trois mai", "--05-23"]]);
    expect(dates("née le vingt-trois mai")).toEqual([["DOB", "vingt-trois mai", "--05-23"]]);
  });
});
