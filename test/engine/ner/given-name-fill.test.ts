import { describe, expect, it } from "vitest";
import { createEngine } from "../../../src/engine/engine.js";
import { isKnownFamilyName, isKnownGivenName } from "../../../src/engine/detectors/name-lexicon.js";
import { fillGivenNames, type LanguagePart } from "../../../src/engine/ner/given-name-fill.js";
import { FUNCTION_WORD_LANGUAGES, functionWordsWithNames } from "../../../src/engine/ner/function-words.js";
import { loadAllGermanNouns, loadGermanNouns } from "../../../src/engine/ner/german-nouns.js";
import type { Candidate } from "../../../src/engine/types.js";
import { scriptedModel } from "./scripted-model.js";

const SOURCE = "given-name-fill";

function fill(text: string, options: { candidates?: Candidate[]; parts?: LanguagePart[]; germanNouns?: Set<string> } = {}) {
  return fillGivenNames({
    text,
    candidates: options.candidates ?? [],
    parts: options.parts ?? [{ start: 0, end: text.length, language: "en" }],
    isGivenName: isKnownGivenName,
    isFamilyName: isKnownFamilyName,
    functionWords: functionWordsWithNames,
    languages: FUNCTION_WORD_LANGUAGES,
    germanNouns: options.germanNouns,
  });
}

/** The filled spans' texts. */
const filled = (text: string, options?: Parameters<typeof fill>[1]) =>
  fill(text, options)
    .filter((c) => c.source === SOURCE)
    .map((c) => text.slice(c.start, c.end));

describe("fillGivenNames", () => {
  it("reads a listed given name the model left untagged as a NAME_GIVEN, below any model score", () => {
    const text = "Jedidiah is beyond irritating. Seriously, ask Mariah.";
    const out = fill(text).filter((c) => c.source === SOURCE);
    expect(out.map((c) => text.slice(c.start, c.end))).toEqual(["Jedidiah", "Mariah"]);
    for (const c of out) {
      expect(c.label).toBe("NAME_GIVEN");
      expect(c.labels).toEqual({ NAME_GIVEN: c.score, NAME: c.score });
      expect(c.score).toBeLessThan(0.5);
    }
  });

  it("fills no mail header label that opens its line, in a header or a quoted one (tenth exploratory test: 'Assunto')", () => {
    const text = "Para: X <c@d.pt>\nAssunto: Marcação consulta\n> Data: ontem\nCaro Assunto, obrigado.";
    expect(filled(text, { parts: [{ start: 0, end: text.length, language: "pt" }] })).toEqual(["Assunto"]);
    expect(fill(text, { parts: [{ start: 0, end: text.length, language: "pt" }] }).find((c) => c.source === SOURCE)!.start).toBe(text.lastIndexOf("Assunto"));
  });

  it("keeps the input candidates, in order, and fills nothing where one overlaps", () => {
    const text = "Jedidiah met Mariah.";
    const model: Candidate = { start: 0, end: 8, label: "LOCATION", score: 0.6, source: "ner" };
    const out = fill(text, { candidates: [model] });
    expect(out[0]).toBe(model);
    expect(out.slice(1).map((c) => text.slice(c.start, c.end))).toEqual(["Mariah"]);
  });

  it("reads only capitalised words in lines with both cases", () => {
    expect(filled("jedidiah is here\nJEDIDIAH IS HERE\nJedidiah is here")).toEqual(["Jedidiah"]);
  });

  it("leaves everyday words, places and unlisted words alone", () => {
    expect(filled("Will you send Paris the Kitchen plans? Roman said so.")).toEqual([]);
    // an HTTP response's header (sixth exploratory test: curl -v output), "Server" being a name too
    expect(filled("< HTTP/1.1 200 OK\n< Server: nginx/1.25.3\n< Content-Type: text/html")).toEqual([]);
    // a unit's abbreviation after a number (seventh exploratory test: German "Mio." in a financial report)
    expect(filled("Der Umsatz stieg auf 2.318,4 Mio. EUR. Ich traf 4 Mio. Dann kam Mio.")).toEqual(["Mio"]);
  });

  it("does not read a word glued to a handle, an address or a compound, but reads a possessive", () => {
    expect(filled("Write to @Anna or Anna.Lena@example.org; Anna-Lena knows.")).toEqual([]);
    expect(filled("That was Anna's idea.")).toEqual(["Anna"]);
  });

  it("does not read a word after a capitalised word, unless that word only opens the sentence", () => {
    expect(filled("We saw Queen Dame Margaret there.")).toEqual([]);
    expect(filled("Yesterday Anna called. Hi Josie, thanks.")).toEqual(["Anna", "Josie"]);
  });

  it("does not read a word that opens a quotation: a title", () => {
    expect(filled('the western film " Josie " aired and “Layla and friends” too')).toEqual([]);
  });

  it("joins a listed family name that ends the capitalised run into a full name", () => {
    const text = "I met Mariah Carey today.";
    const [name] = fill(text).filter((c) => c.source === SOURCE);
    expect(text.slice(name!.start, name!.end)).toBe("Mariah Carey");
    expect(name!.label).toBe("NAME");
    expect(name!.subtypes).toEqual([
      { label: "NAME_GIVEN", start: 6, end: 12, formatted: "Mariah" },
      { label: "NAME_FAMILY", start: 13, end: 18, formatted: "Carey" },
    ]);
    // a word after the pair that is capitalised too makes the run something else: the given name stays alone
    expect(filled("I met Mariah Carey Foundation staff.")).toEqual(["Mariah"]);
    expect(filled("Ask Jedidiah Kitchen Supplies.")).toEqual(["Jedidiah"]);
  });

  it("leaves the given name alone where its family name is taken or is a word of the text's language", () => {
    const text = "I met Mariah Carey today.";
    const carey: Candidate = { start: 13, end: 18, label: "LOCATION", score: 0.6, source: "ner" };
    expect(filled(text, { candidates: [carey] })).toEqual(["Mariah"]);
    const german = "Gestern sah ich Anna Kader dort.";
    expect(filled(german, { parts: [{ start: 0, end: german.length, language: "de" }], germanNouns: new Set(["Kader"]) })).toEqual(["Anna"]);
  });

  it("leaves month and weekday names of the seven languages alone", () => {
    expect(filled("Augustus was warm, Juli too.", { parts: [{ start: 0, end: 28, language: "en" }] })).toEqual([]);
  });

  it("leaves function words of the part's language alone, and of every language where it is unknown", () => {
    const text = "Dan gingen we naar huis.\nDan said hi.";
    const cut = text.indexOf("\n") + 1;
    expect(filled(text, { parts: [{ start: 0, end: cut - 1, language: "nl" }, { start: cut, end: text.length, language: "en" }] })).toEqual(["Dan"]);
    expect(fill(text, { parts: [{ start: 0, end: cut - 1, language: "nl" }, { start: cut, end: text.length, language: "en" }] }).at(-1)!.start).toBe(cut);
    expect(filled(text, { parts: [{ start: 0, end: text.length }] })).toEqual([]);
  });

  it("leaves German common nouns alone in German parts only", () => {
    const text = "Er stand im Kader.";
    const nouns = new Set(["Kader"]);
    const german = [{ start: 0, end: text.length, language: "de" }];
    const isName = isKnownGivenName("kader");
    expect(isName).toBe(true); // a faker given name, and the German word for "squad"
    expect(filled(text, { parts: german, germanNouns: nouns })).toEqual([]);
    expect(filled(text, { parts: [{ start: 0, end: text.length, language: "en" }], germanNouns: nouns })).toEqual(["Kader"]);
  });
});

describe("the German nouns the fill asks", () => {
  it("include the nouns the model's veto spares because they are also names", async () => {
    const veto = await loadGermanNouns();
    const all = await loadAllGermanNouns();
    for (const w of ["Kader", "Tal", "Winter"]) {
      expect(veto.has(w), w).toBe(false);
      expect(all.has(w), w).toBe(true);
    }
    expect(all.has("Woche")).toBe(true);
    expect(all.has("Jedidiah")).toBe(false);
  });
});

describe("the given-name fill in the analysis pipeline", () => {
  const engine = createEngine({ ner: scriptedModel([], "NAME", { NAME: 0.9 }, ["NAME"]), seed: "t" });
  const names = async (text: string, accuracy?: string) => {
    const [res] = await engine.analyze({ text: [text], entity_detection: { accuracy, entity_types: [{ type: "ENABLE", value: ["NAME"] }] } });
    return res!.entities!.map((e) => [e.text, e.best_label]);
  };

  it("finds the given name the model missed", async () => {
    expect(await names("Jedidiah is beyond irritating, seriously.")).toEqual([["Jedidiah", "NAME"]]);
  });

  it("runs with the model only: the detectors-only mode stays as it was", async () => {
    expect(await names("Jedidiah is beyond irritating, seriously.", "standard")).toEqual([]);
  });
});

describe("'Mac', a computer's name (eighth exploratory test, F24: a User-Agent's 'Intel Mac OS X' was a given name)", () => {
  it("is not filled in, after ';' or elsewhere; a listed given name still is", () => {
    expect(filled('93.44.180.201 - mrossi "POST /api/v2/login HTTP/1.1" 302 0 "-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5)"')).toEqual([]);
    expect(filled("Office for Mac is installed. Ask Jedidiah.")).toEqual(["Jedidiah"]);
  });
});
