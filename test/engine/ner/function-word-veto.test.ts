import { describe, expect, it } from "vitest";
import { createEngine } from "../../../src/engine/engine.js";
import { vetoFunctionWords } from "../../../src/engine/ner/function-word-veto.js";
import { functionWords, FUNCTION_WORD_LANGUAGES } from "../../../src/engine/ner/function-words.js";
import type { Candidate } from "../../../src/engine/types.js";
import { scriptedModel } from "./scripted-model.js";

/** A candidate on the n-th occurrence (0-based) of `span` in `text`. */
function at(text: string, span: string, label = "NAME", source = "ner", nth = 0): Candidate {
  let start = -1;
  for (let i = 0; i <= nth; i++) start = text.indexOf(span, start + 1);
  if (start < 0) throw new Error(`test setup: "${span}" not in text`);
  return { start, end: start + span.length, label, source, score: 0.9 };
}

const dutch = functionWords("nl")!;
const whole = (text: string) => [{ start: 0, end: text.length }];
const spans = (text: string, cs: readonly Candidate[]) => cs.map((c) => text.slice(c.start, c.end));

describe("function-word lists", () => {
  it("hold the pronouns, conjunctions and adverbs the model took for names", () => {
    for (const w of ["hij", "maar", "toch", "bovendien", "zij"]) expect(dutch.has(w), w).toBe(true);
    expect(functionWords("en")!.has("whoever")).toBe(true);
    expect(functionWords("de")!.has("danach")).toBe(true);
  });

  it("hold no word of the name lists", () => {
    expect(dutch.has("dan")).toBe(false); // Dutch "then", and a given name
    for (const w of ["will", "bill", "don", "may"]) expect(functionWords("en")!.has(w), w).toBe(false);
  });

  it("exist for the generator's languages only", () => {
    for (const lang of FUNCTION_WORD_LANGUAGES) expect(functionWords(lang), lang).toBeDefined();
    expect(functionWords("fi")).toBeUndefined();
    expect(functionWords("xx")).toBeUndefined();
  });
});

describe("vetoFunctionWords", () => {
  it("drops the model's one-word candidates that are function words, whatever their label", () => {
    const text = "Maar Jan Peeters zei dat Hij kwam.\nToch bleef het stil in Gent.";
    const cands = [at(text, "Maar"), at(text, "Jan Peeters"), at(text, "Hij", "NAME_FAMILY"), at(text, "Toch", "LOCATION"), at(text, "Gent", "LOCATION")];
    expect(spans(text, vetoFunctionWords(text, cands, dutch, whole(text)))).toEqual(["Jan Peeters", "Gent"]);
  });

  it("does not judge ALL-CAPS or lower-case words, nor multi-word spans", () => {
    const text = "MAAR hij zei: Maar Toch.";
    const cands = [at(text, "MAAR"), at(text, "hij"), at(text, "Maar Toch", "ORGANIZATION")];
    expect(vetoFunctionWords(text, cands, dutch, whole(text))).toEqual(cands);
  });

  it("keeps a function word that is part of a multi-word name elsewhere in the text", () => {
    const text = "Wim Toch won. Toch was blij.";
    const cands = [at(text, "Wim Toch"), at(text, "Toch", "NAME", "ner", 1)];
    expect(vetoFunctionWords(text, cands, dutch, whole(text))).toEqual(cands);
  });

  it("acts only inside the given ranges and on the model's candidates", () => {
    const text = "Maar is a name here.\nMaar zij kwam.";
    const cands = [at(text, "Maar"), at(text, "Maar", "NAME", "ner", 1)];
    const ranges = [{ start: text.indexOf("\n") + 1, end: text.length }];
    expect(vetoFunctionWords(text, cands, dutch, ranges)).toEqual([cands[0]]);
    expect(vetoFunctionWords(text, cands, dutch, [])).toEqual(cands);
    const cue = at(text, "Maar", "NAME", "person-cue", 1);
    expect(vetoFunctionWords(text, [cue], dutch, whole(text))).toEqual([cue]);
  });
});

describe("the function-word veto in the analysis pipeline", () => {
  const engine = createEngine({ ner: scriptedModel(["Maar", "Hij", "Annelies"], "NAME", { NAME: 0.9 }, ["NAME"]), seed: "t" });
  const names = async (text: string) => {
    const [res] = await engine.analyze({ text: [text], entity_detection: { entity_types: [{ type: "ENABLE", value: ["NAME"] }] } });
    return res!.entities!.map((e) => e.text);
  };

  it("drops Dutch function words in Dutch text and keeps the name", async () => {
    expect(await names("Annelies wilde gisteren naar de markt gaan. Maar het regende de hele dag. Hij bleef daarom thuis bij zijn moeder.")).toEqual(["Annelies"]);
  });

  it("leaves text whose language has no such word alone", async () => {
    expect(await names("Annelies met Maar and Hij at the station yesterday, and they all went to the market together.")).toEqual(["Annelies", "Maar", "Hij"]);
  });
});
