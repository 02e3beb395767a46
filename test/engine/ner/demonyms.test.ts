import { describe, expect, it } from "vitest";
import { createEngine } from "../../../src/engine/engine.js";
import { isListedNamePart } from "../../../src/engine/detectors/name-lexicon.js";
import { isCountryName } from "../../../src/engine/ner/country-names.js";
import { demonymsAsOrigin } from "../../../src/engine/ner/demonyms-as-origin.js";
import { DEMONYM_LANGUAGES, demonyms, foldWord } from "../../../src/engine/ner/demonyms.js";
import type { Candidate } from "../../../src/engine/types.js";
import { scriptedModel } from "./scripted-model.js";

describe("nationality words", () => {
  it.each([
    ["en", ["german", "germans", "iraqi", "mexicans", "european", "chechens"]],
    ["de", ["deutsch", "deutsche", "deutschen", "belgischer", "europäer", "europäern"].map(foldWord)],
    ["nl", ["duits", "duitse", "belg", "belgen", "belgische", "hongaarse", "afghanen", "palestijnen", "europese"]],
    ["es", ["alemán", "alemana", "alemanes", "argentinas", "canadienses"].map(foldWord)],
    ["fr", ["allemand", "allemandes", "italienne", "européens"].map(foldWord)],
    ["it", ["tedesco", "tedeschi", "tedesche", "cinesi"]],
  ])("%s holds the inflected forms", (language, words) => {
    const list = demonyms(language)!;
    for (const w of words) expect(list.has(w), w).toBe(true);
  });

  it("holds no ordinary word or name", () => {
    for (const language of DEMONYM_LANGUAGES) {
      for (const w of ["house", "haus", "casa", "maison", "huis", "london", "smith", "anna", "the", "und"]) expect(demonyms(language)!.has(w), `${language} ${w}`).toBe(false);
    }
  });

  it("exists only for the package's languages", () => {
    expect(demonyms("pt")).toBeUndefined();
    expect(demonyms("fi")).toBeUndefined();
  });

  it("folds case and accents", () => {
    expect(foldWord("Alemán")).toBe("aleman");
    expect(foldWord("Israëli")).toBe("israeli");
    expect(foldWord("U\u0308ber")).toBe("uber");
  });
});

/** A model candidate on the first occurrence of `span`. */
function model(text: string, span: string, label: string): Candidate {
  const start = text.indexOf(span);
  if (start < 0) throw new Error(`test setup: "${span}" not in text`);
  return { start, end: start + span.length, label, score: 0.8, source: "ner" };
}

const relabel = (text: string, candidates: Candidate[], language?: string) =>
  demonymsAsOrigin({
    text,
    candidates,
    parts: [{ start: 0, end: text.length, language }],
    demonyms,
    languages: DEMONYM_LANGUAGES,
    isCountryName,
    isNamePart: isListedNamePart,
  }).map((c) => [text.slice(c.start, c.end), c.label]);

describe("demonymsAsOrigin", () => {
  it("relabels the model's lone nationality words as ORIGIN, whatever it called them", () => {
    const text = "De Belgische regering en de Palestijnen spraken met Iraqi officials.";
    const cands = [model(text, "Belgische", "NAME"), model(text, "Palestijnen", "LOCATION"), model(text, "Iraqi", "EVENT")];
    expect(relabel(text, cands)).toEqual([["Belgische", "ORIGIN"], ["Palestijnen", "ORIGIN"], ["Iraqi", "ORIGIN"]]);
    const job = "Iraqi teachers";
    expect(relabel(job, [model(job, "Iraqi", "OCCUPATION")])).toEqual([["Iraqi", "OCCUPATION"]]);
    const [origin] = demonymsAsOrigin({ text, candidates: [cands[0]!], parts: [{ start: 0, end: text.length, language: "nl" }], demonyms, languages: DEMONYM_LANGUAGES, isCountryName, isNamePart: isListedNamePart });
    expect(origin).toMatchObject({ label: "ORIGIN", labels: { ORIGIN: 0.8 }, score: 0.8 });
  });

  it("asks only the part's language when it is known", () => {
    const text = "Los alemanes llegaron.";
    expect(relabel(text, [model(text, "alemanes", "NAME")], "es")).toEqual([["alemanes", "ORIGIN"]]);
    expect(relabel(text, [model(text, "alemanes", "NAME")], "nl")).toEqual([["alemanes", "NAME"]]);
    expect(relabel(text, [model(text, "alemanes", "NAME")], "pt")).toEqual([["alemanes", "NAME"]]);
  });

  it("leaves countries, several words, other sources and persons whose word is a listed name alone", () => {
    const text = "India and German Chancellor met Mr Russo and English.";
    const cands = [
      model(text, "India", "LOCATION"),
      model(text, "German Chancellor", "ORGANIZATION"),
      model(text, "Russo", "NAME_FAMILY"),
      { ...model(text, "English", "NAME"), source: "person-cue" },
    ];
    expect(relabel(text, cands, "en")).toEqual([["India", "LOCATION"], ["German Chancellor", "ORGANIZATION"], ["Russo", "NAME_FAMILY"], ["English", "NAME"]]);
    expect(isListedNamePart("russo")).toBe(true);
  });
});

describe("nationality words in the analysis pipeline", () => {
  it("come out as ORIGIN where the model said a name", async () => {
    const engine = createEngine({ ner: scriptedModel(["Iraqi", "Saddam"], "NAME", { NAME: 0.9 }, ["NAME"]), seed: "t" });
    const [res] = await engine.analyze({ text: ["Iraqi troops loyal to Saddam moved north."] });
    expect(res!.entities!.map((e) => [e.text, e.best_label])).toEqual([["Iraqi", "ORIGIN"], ["Saddam", "NAME"]]);
  });
});
