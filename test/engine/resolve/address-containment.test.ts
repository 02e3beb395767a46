/**
 * A detector's street address is one value (issue 13 point 1): the model's names, organisations
 * and places inside it are parts of it, whatever their scores; a model place that holds it and
 * more is another reading of it and meets it by score, as before; one that crosses its edge with
 * words of its own is clipped by it; when the model's reading wins, the detector's characters
 * outside it stay redacted as entities of their own.
 */
import { describe, expect, it } from "vitest";
import { resolveCandidates } from "../../../src/engine/resolve/resolve.js";
// the phone detector declares its cue words ("tel", "fax"...) when it loads, as the engine loads it
import "../../../src/engine/detectors/phone.js";
import type { Candidate } from "../../../src/engine/types.js";

function over(text: string, part: string, label: string, score: number, source: string): Candidate {
  const start = text.indexOf(part);
  if (start < 0) throw new Error("test setup: part not in text");
  return { start, end: start + part.length, label, score, source };
}
const spans = (text: string, cands: Candidate[]) => resolveCandidates(cands, text).map((e) => [text.slice(e.start, e.end), e.winner.label]);
/** The entities when the model reads `modelReading` (surer, as `modelLabel`) and the street detector `detectorReading`. */
const modelAgainstDetector = (text: string, modelReading: string, detectorReading: string, modelLabel: string) =>
  spans(text, [over(text, modelReading, modelLabel, 0.98, "ner"), over(text, detectorReading, "LOCATION_ADDRESS", 0.95, "street-address")]);

describe("street addresses from a detector stay whole", () => {
  it("over more confident model names and places inside them", () => {
    const text = "Morada: Praça Rosa Leite 227, Loulé";
    const address = "Praça Rosa Leite 227, Loulé";
    const cands = [
      over(text, "Praça Rosa Leite", "NAME", 0.97, "ner"),
      over(text, "Loulé", "LOCATION_CITY", 0.98, "ner"),
      over(text, address, "LOCATION_ADDRESS", 0.95, "street-address"),
    ];
    expect(spans(text, cands)).toEqual([[address, "LOCATION_ADDRESS"]]);
  });
  it("a street without a city over a model organisation inside it", () => {
    const text = 'id,address\n155,"47 Station Road"';
    expect(spans(text, [over(text, "Station Road", "ORGANIZATION", 0.96, "ner"), over(text, "47 Station Road", "LOCATION_ADDRESS_STREET", 0.9, "street-address")]))
      .toEqual([["47 Station Road", "LOCATION_ADDRESS_STREET"]]);
  });
  it("a model place that reaches out of it meets it by score, and leaves no piece of itself", () => {
    const text = "Bolzano (Piazza Vittorio Emanuele 8 bei Dietrich) bis Freitag";
    const model = over(text, "Piazza Vittorio Emanuele 8 bei Dietrich", "LOCATION", 0.96, "ner");
    const detector = over(text, "Piazza Vittorio Emanuele 8", "LOCATION_ADDRESS_STREET", 0.9, "street-address");
    expect(spans(text, [model, detector])).toEqual([["Piazza Vittorio Emanuele 8 bei Dietrich", "LOCATION"]]);
    const weaker = { ...model, score: 0.6 };
    expect(spans(text, [weaker, detector])).toEqual([["Piazza Vittorio Emanuele 8", "LOCATION_ADDRESS_STREET"]]);
  });
  it("a model address that wins by score over two of the detector's readings leaves none of their characters in clear", () => {
    // meddocan dev: the model read two streets and a town as one address; it adds nothing of its own
    const text = "C/ Cedro, 23 Camino de Heros, 4 28250 Torrelodones (Madrid), España";
    const cands = [
      over(text, "C/ Cedro, 23 Camino de Heros, 4 28250 Torrelodones", "LOCATION_ADDRESS", 1, "ner"),
      over(text, "C/ Cedro, 23", "LOCATION_ADDRESS_STREET", 0.9, "street-address"),
      over(text, "Camino de Heros, 4 28250 Torrelodones (Madrid)", "LOCATION_ADDRESS", 0.95, "street-address"),
    ];
    expect(spans(text, cands)).toEqual([
      ["C/ Cedro, 23 Camino de Heros, 4 28250 Torrelodones", "LOCATION_ADDRESS"],
      ["Madrid", "LOCATION_ADDRESS"],
    ]);
  });
  it("a model address that wins by score and cuts a street read alone leaves none of the street's characters in clear", () => {
    const text = "108 Preston Burg, North Verla, AR 99371 see 35b Church Road for the rest.";
    const model = over(text, "108 Preston Burg, North Verla, AR 99371 see 35b", "LOCATION_ADDRESS", 0.97, "ner");
    const detector = over(text, "35b Church Road", "LOCATION_ADDRESS_STREET", 0.9, "street-address");
    expect(spans(text, [model, detector])).toEqual([
      ["108 Preston Burg, North Verla, AR 99371 see 35b", "LOCATION_ADDRESS"],
      ["Church Road", "LOCATION_ADDRESS_STREET"],
    ]);
  });
  it("one that ends inside a whole address (street and town), with words of its own, is clipped by it though surer (fresh draws 5555-5858)", () => {
    const text = "108 Preston Burg, North Verla, AR 99371 see 35b Church Road, Leeds for the rest.";
    const model = over(text, "108 Preston Burg, North Verla, AR 99371 see 35b", "LOCATION_ADDRESS", 0.97, "ner");
    const detector = over(text, "35b Church Road, Leeds", "LOCATION_ADDRESS", 0.95, "street-address");
    expect(spans(text, [model, detector])).toEqual([
      ["108 Preston Burg, North Verla, AR 99371 see", "LOCATION_ADDRESS"],
      ["35b Church Road, Leeds", "LOCATION_ADDRESS"],
    ]);
    // weaker than the address, it loses whole by score, its words outside with it (they hold a number)
    expect(spans(text, [{ ...model, score: 0.9 }, detector])).toEqual([["35b Church Road, Leeds", "LOCATION_ADDRESS"]]);
  });
  it("beaten by the address, it keeps only its words that go on from it on its line, without a number", () => {
    // fresh draw 3232: the rest of the town was left in clear
    const text = "il mio indirizzo è via dei mille 215, 44364 san dodato a mare\ngrazie, 200 ok";
    const cands = [
      over(text, "via dei mille 215, 44364 san dodato", "LOCATION_ADDRESS", 0.95, "street-address"),
      over(text, "san dodato a mare\ngrazie, 200", "LOCATION_ADDRESS_STREET", 0.9, "ner"),
    ];
    expect(spans(text, cands)).toEqual([
      ["via dei mille 215, 44364 san dodato", "LOCATION_ADDRESS"],
      ["a mare", "LOCATION"],
    ]);
    // function words alone name nothing (coreference dev set)
    const report = "a call from Angela Brooks, 34, of 18 Canal Street, Birmingham.";
    const reportCands = [
      over(report, "34", "AGE", 0.9, "age"),
      over(report, "18 Canal Street, Birmingham", "LOCATION_ADDRESS", 0.95, "street-address"),
      over(report, "34, of 18 Canal Street", "LOCATION", 0.85, "ner"),
    ];
    expect(spans(report, reportCands)).toEqual([
      ["34", "AGE"],
      ["18 Canal Street, Birmingham", "LOCATION_ADDRESS"],
    ]);
  });
  it("the same when it starts inside it, among other entities", () => {
    const text = "Mario: Via dei Mille 43, 34735 Borgo Novella del friuli shard 4/16, tel 055 081 9405";
    const cands = [
      over(text, "Mario", "NAME", 0.9, "ner"),
      over(text, "34735 Borgo Novella del friuli shard", "LOCATION_ADDRESS_STREET", 0.97, "ner"),
      over(text, "Via dei Mille 43, 34735 Borgo Novella", "LOCATION_ADDRESS", 0.95, "street-address"),
      over(text, "055 081 9405", "PHONE_NUMBER", 0.8, "phone"),
    ];
    // its words outside hold no number: a place at most
    expect(spans(text, cands)).toEqual([
      ["Mario", "NAME"],
      ["Via dei Mille 43, 34735 Borgo Novella", "LOCATION_ADDRESS"],
      ["del friuli shard", "LOCATION"],
      ["055 081 9405", "PHONE_NUMBER"],
    ]);
  });
  it("a model place that adds only a log field's name or function words before it is a part of it", () => {
    // fresh draws 2929 and 3535: the model's reading won by score and cut the detector's address in two
    const log = "2024-09-17T08:12:40Z INFO [forms] requête acceptée : 128 Passage de Solférino, 30667 Cannes shard 4/16";
    expect(
      spans(log, [
        over(log, "128 Passage de Solférino", "LOCATION_ADDRESS_STREET", 0.97, "ner"),
        over(log, "30667 Cannes shard", "LOCATION_ADDRESS_STREET", 0.98, "ner"),
        over(log, "128 Passage de Solférino, 30667 Cannes", "LOCATION_ADDRESS", 0.95, "street-address"),
      ]),
    ).toEqual([["128 Passage de Solférino, 30667 Cannes", "LOCATION_ADDRESS"]]);
    const chat = "oui, une seconde\nc'est 37 passage de vaugirard, 47538 les abymes maintenant";
    expect(
      spans(chat, [
        over(chat, "c'est 37 passage de vaugirard", "LOCATION_ADDRESS_STREET", 1, "ner"),
        over(chat, "37 passage de vaugirard, 47538 les abymes", "LOCATION_ADDRESS", 0.95, "street-address"),
      ]),
    ).toEqual([["37 passage de vaugirard, 47538 les abymes", "LOCATION_ADDRESS"]]);
  });
  it("so is one that adds a field's name and number, or a counter's words, in any log line whose capitals say nothing", () => {
    // fresh draws 4040-4242: a title-cased log line, a line without case, a field's number, a counter
    const cases: [string, string, string][] = [
      ["2021-05-21T05:44:51Z Info [Auth] Enregistrement Mis À Jour : 80 Place De La République, 27197 Boulogne-Billancourt Shard 4/16", "27197 Boulogne-Billancourt Shard", "80 Place De La République, 27197 Boulogne-Billancourt"],
      ["2023-03-01t10:11:12.542z warn [forms] betaling verwerkt : aminagracht 179, 6644 mt geldersbrug shard 4/16", "6644 mt geldersbrug shard", "aminagracht 179, 6644 mt geldersbrug"],
      ["2024-04-23T14:43:20Z WARN [forms] sync finished address=169 Oak Street shard 4/16", "169 Oak Street shard 4/16", "169 Oak Street"],
      ["2024-06-26t05:53:00z info [forms] validation passed address=75 shyann ways, lower hodkiewicz park g19 1rh took 153 ms", "75 shyann ways, lower hodkiewicz park g19 1rh took 153", "75 shyann ways, lower hodkiewicz park g19 1rh"],
    ];
    for (const [text, modelReading, detectorReading] of cases) {
      expect(modelAgainstDetector(text, modelReading, detectorReading, "LOCATION_ADDRESS_STREET")).toEqual([[detectorReading, "LOCATION_ADDRESS"]]);
    }
  });
  it("but one whose extra words may be the address's own still meets it by score", () => {
    // a capitalised preposition or an abbreviation may open a street's name; a letter after the
    // floor is the flat's (meddocan dev: "Calle Pedro Gonu, 28, Bajo A"); a log field's name
    // must be one word that a number follows, in a log line
    const cases: [string, string, string][] = [
      ["Adresse: An St. Remigius 234, 32267 Hartzburg", "An St. Remigius 234, 32267 Hartzburg", "St. Remigius 234, 32267 Hartzburg"],
      ["Domicilio: Calle Pedro Gonu, 28, Bajo A.", "Calle Pedro Gonu, 28, Bajo A", "Calle Pedro Gonu, 28, Bajo"],
      ["INFO : 128 Passage de Solférino, 30667 Cannes shard ok", "128 Passage de Solférino, 30667 Cannes shard", "128 Passage de Solférino, 30667 Cannes"],
      ["2024-09-17T08:12:40Z INFO : 128 Passage de Solférino, 30667 Cannes Centre 4", "128 Passage de Solférino, 30667 Cannes Centre", "128 Passage de Solférino, 30667 Cannes"],
      // outside a log line a word and a number may be the street's own (meddocan dev)
      ["Domicilio: Carrera 43A calle 9.", "Carrera 43A calle 9", "Carrera 43A"],
    ];
    for (const [text, modelReading, detectorReading] of cases) {
      expect(modelAgainstDetector(text, modelReading, detectorReading, "LOCATION_ADDRESS")).toEqual([[modelReading, "LOCATION_ADDRESS"]]);
    }
  });
  it("what a coordinate's clip leaves of a model street inside it is a part of it", () => {
    // fresh draw 4646: the model read the coordinate's last letter into the street, and the street alone then cut the address in two
    const text = `Nouveau : 26°30'18"N 118°02'31"W 93 Passage de Tilsitt, 99715 Mulhouse`;
    const cands = [
      over(text, `26°30'18"N 118°02'31"W`, "LOCATION_COORDINATE", 0.9, "coordinate"),
      over(text, "W 93 Passage de Tilsitt", "LOCATION_ADDRESS_STREET", 1, "ner"),
      over(text, "93 Passage de Tilsitt, 99715 Mulhouse", "LOCATION_ADDRESS", 0.95, "street-address"),
    ];
    expect(spans(text, cands)).toEqual([
      [`26°30'18"N 118°02'31"W`, "LOCATION_COORDINATE"],
      ["93 Passage de Tilsitt, 99715 Mulhouse", "LOCATION_ADDRESS"],
    ]);
  });
  it("a model place that reaches out of it is clipped by a date outside it, not the date by the place", () => {
    // "c'est 8 août 1998 maintenant 91 Avenue d'Alésia, 25174 Metz": the model's address from "1998" on
    // cut the date to "8 août" (fresh draw 3131)
    const text = "c'est 8 août 1998 maintenant 91 Avenue d'Alésia, 25174 Metz";
    const cands = [
      over(text, "8 août 1998", "DATE", 0.9, "date"),
      over(text, "1998 maintenant 91 Avenue d'Alésia, 25174 Metz", "LOCATION_ADDRESS", 0.98, "ner"),
      over(text, "91 Avenue d'Alésia, 25174 Metz", "LOCATION_ADDRESS", 0.95, "street-address"),
    ];
    expect(spans(text, cands)).toEqual([
      ["8 août 1998", "DATE"],
      ["maintenant 91 Avenue d'Alésia, 25174 Metz", "LOCATION_ADDRESS"],
    ]);
  });
  it("a surer date that beats a phone reading still keeps the phone's other digits out", () => {
    const text = "on 2015-12-22 04 we met";
    const date = over(text, "2015-12-22", "DATE", 0.95, "date");
    const phone = over(text, "2015-12-22 04", "PHONE_NUMBER", 0.6, "phone");
    expect(spans(text, [date, phone])).toEqual([["2015-12-22", "DATE"]]);
  });
});

describe("a model address whose number is another value's", () => {
  const labelsOf = (text: string, cands: Candidate[]) => resolveCandidates(cands, text).map((e) => [text.slice(e.start, e.end), e.winner.label, Object.keys(e.labels).sort()]);
  it("leaves a place reading, not a street, of the words before a phone number, and nothing of its cue word", () => {
    const text = "Hola,\n\nTel. +91 88580 22446, gracias";
    const model = { ...over(text, "Tel. +91 88580 22446", "LOCATION_ADDRESS_STREET", 0.88, "ner"), labels: { LOCATION_ADDRESS_STREET: 0.88, LOCATION_ADDRESS: 0.88, LOCATION: 0.88 } };
    const phone = over(text, "+91 88580 22446", "PHONE_NUMBER", 0.95, "phone");
    expect(labelsOf(text, [model, phone])).toEqual([["+91 88580 22446", "PHONE_NUMBER", ["PHONE_NUMBER"]]]);
    // "Tel" is the phone's cue word: dropped; another word before it stays a place
    const other = "Hola,\n\nMadrid +91 88580 22446, gracias";
    const model2 = { ...over(other, "Madrid +91 88580 22446", "LOCATION_ADDRESS_STREET", 0.88, "ner"), labels: { LOCATION_ADDRESS_STREET: 0.88, LOCATION_ADDRESS: 0.88, LOCATION: 0.88 } };
    expect(labelsOf(other, [model2, over(other, "+91 88580 22446", "PHONE_NUMBER", 0.95, "phone")])[0]).toEqual(["Madrid", "LOCATION", ["LOCATION"]]);
  });
  it("keeps a city the model read with it as a place, and a stretch with a number as an address", () => {
    const text = "Apartado 20134, 48080 Bilbao";
    const model = { ...over(text, text, "LOCATION_ADDRESS", 0.9, "ner"), labels: { LOCATION_ADDRESS: 0.9, LOCATION_CITY: 0.7, LOCATION: 0.9 } };
    const zipAsId = over(text, "48080", "ACCOUNT_NUMBER", 0.8, "account-number");
    expect(labelsOf(text, [model, zipAsId])).toEqual([
      ["Apartado 20134", "LOCATION_ADDRESS", ["LOCATION", "LOCATION_ADDRESS", "LOCATION_CITY"]],
      ["48080", "ACCOUNT_NUMBER", ["ACCOUNT_NUMBER"]],
      ["Bilbao", "LOCATION", ["LOCATION", "LOCATION_CITY"]],
    ]);
  });
});

describe("a model street that reaches out of a detector's address over a line break", () => {
  it("is read line by line: the address stays whole, the other lines' words stay entities", () => {
    const text = "Adresse : 217a Boulevard Saint-Michel, 28491 Amiens.\nC'est noté\nOk, donc +55 21 94464 6867";
    expect(modelAgainstDetector(text, "28491 Amiens.\nC'est noté\nOk, donc", "217a Boulevard Saint-Michel, 28491 Amiens", "LOCATION_ADDRESS_STREET")).toEqual([
      ["217a Boulevard Saint-Michel, 28491 Amiens", "LOCATION_ADDRESS"],
      ["C'est noté", "LOCATION"],
      ["Ok, donc", "LOCATION"],
    ]);
  });
  it("before the address too", () => {
    const text = "pas de souci\nok, donc 237 rue de la Paix, 69717 Villeneuve-d'Ascq.";
    expect(modelAgainstDetector(text, "pas de souci\nok, donc 237 rue de la Paix", "237 rue de la Paix, 69717 Villeneuve-d'Ascq", "LOCATION_ADDRESS_STREET")).toEqual([
      ["pas de souci", "LOCATION"],
      ["237 rue de la Paix, 69717 Villeneuve-d'Ascq", "LOCATION_ADDRESS"],
    ]);
  });
  it("not over lines with a number of their own (another address), nor out of a street read alone", () => {
    const two = "here they are: 638 2229 Wolmarans St\nCaxias do Sul, RS 24893, and USNV Botolen\nFPO AE 12382";
    expect(modelAgainstDetector(two, "638 2229 Wolmarans St\nCaxias do Sul, RS 24893, and USNV Botolen\nFPO AE 12382", "638 2229 Wolmarans St\nCaxias do Sul, RS 24893", "LOCATION_ADDRESS_STREET"))
      .toEqual([["638 2229 Wolmarans St\nCaxias do Sul, RS 24893, and USNV Botolen\nFPO AE 12382", "LOCATION_ADDRESS_STREET"]]);
    const street = "Tawastintie 72 Apt. 4\nKNIVSTA";
    const cands = [over(street, street, "LOCATION_ADDRESS_STREET", 0.98, "ner"), over(street, "Tawastintie 72", "LOCATION_ADDRESS_STREET", 0.9, "street-address")];
    expect(spans(street, cands)).toEqual([[street, "LOCATION_ADDRESS_STREET"]]);
  });
  it("not when it meets another address's street too: that street meets it as before", () => {
    const text = "Kirchgasse 239, Weberland.\npasst\nAdresse Am Markt 210, danke";
    const cands = [
      over(text, "Weberland.\npasst\nAdresse Am Markt 210, danke", "LOCATION_ADDRESS_STREET", 0.93, "ner"),
      over(text, "Kirchgasse 239, Weberland", "LOCATION_ADDRESS", 0.95, "street-address"),
      over(text, "Am Markt 210", "LOCATION_ADDRESS_STREET", 0.9, "street-address"),
    ];
    expect(spans(text, cands)).toEqual([
      ["Kirchgasse 239, Weberland", "LOCATION_ADDRESS"],
      ["Am Markt 210", "LOCATION_ADDRESS_STREET"],
    ]);
  });
  it("on one line, starting inside the address, it is clipped by it (addressDisagreement)", () => {
    const text = "Zur Info: Kirchgasse 239, 13711 Marburg klar";
    expect(modelAgainstDetector(text, "13711 Marburg klar", "Kirchgasse 239, 13711 Marburg", "LOCATION_ADDRESS_STREET")).toEqual([
      ["Kirchgasse 239, 13711 Marburg", "LOCATION_ADDRESS"],
      ["klar", "LOCATION"],
    ]);
  });
});
