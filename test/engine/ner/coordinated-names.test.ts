import { describe, expect, it } from "vitest";
import { createEngine } from "../../../src/engine/engine.js";
import { isEverydayWord } from "../../../src/engine/detectors/name-lexicon.js";
import { fillCoordinatedNames } from "../../../src/engine/ner/coordinated-names.js";
import { FUNCTION_WORD_LANGUAGES, functionWordsWithNames } from "../../../src/engine/ner/function-words.js";
import type { Candidate } from "../../../src/engine/types.js";
import { scriptedModel } from "./scripted-model.js";

/** A model candidate on the first occurrence of `span`. */
function model(text: string, span: string, label = "NAME_FAMILY"): Candidate {
  const start = text.indexOf(span);
  if (start < 0) throw new Error(`test setup: "${span}" not in text`);
  return { start, end: start + span.length, label, score: 0.9, source: "ner" };
}

function fill(text: string, candidates: Candidate[], options: { language?: string; germanNouns?: Set<string> } = {}) {
  return fillCoordinatedNames({
    text,
    candidates,
    parts: [{ start: 0, end: text.length, language: options.language ?? "en" }],
    isEverydayWord,
    functionWords: functionWordsWithNames,
    languages: FUNCTION_WORD_LANGUAGES,
    germanNouns: options.germanNouns,
  });
}
const filled = (text: string, candidates: Candidate[], options?: Parameters<typeof fill>[2]) =>
  fill(text, candidates, options)
    .filter((c) => c.source === "coordinated-name")
    .map((c) => [text.slice(c.start, c.end), c.label]);

describe("fillCoordinatedNames", () => {
  it("fills the word joined by a conjunction to a one-word name, on either side, with the partner's label", () => {
    const text = "Usamov and Bowers were precision engineers. Later Pearson & Nekolná left.";
    const out = fill(text, [model(text, "Bowers"), model(text, "Pearson", "NAME")]);
    expect(out.slice(2).map((c) => [text.slice(c.start, c.end), c.label, c.score])).toEqual([
      ["Usamov", "NAME_FAMILY", 0.3],
      ["Nekolná", "NAME", 0.3],
    ]);
  });

  it("reads the other languages' conjunctions in those languages only", () => {
    const text = "Gestern kamen Schulz und Kowalczyk an.";
    expect(filled(text, [model(text, "Schulz")], { language: "de" })).toEqual([["Kowalczyk", "NAME_FAMILY"]]);
    expect(filled(text, [model(text, "Schulz")], { language: "en" })).toEqual([]);
    const dutch = "Toen kwamen Jansen en Kowalczyk binnen.";
    expect(filled(dutch, [model(dutch, "Jansen")], { language: "nl" })).toEqual([["Kowalczyk", "NAME_FAMILY"]]);
    const spanish = "El presidente Aznar en Francia habló.";
    expect(filled(spanish, [model(spanish, "Aznar")], { language: "es" })).toEqual([]); // "en" is "in"
  });

  it("leaves everyday, organisation and function words, months and German nouns alone", () => {
    const sons = "Letters from Smith and Sons arrived.";
    expect(filled(sons, [model(sons, "Smith")])).toEqual([]);
    const peace = "Between Jones and Peace there was a choice.";
    expect(filled(peace, [model(peace, "Jones")])).toEqual([]);
    const month = "Between Smith and July nothing changed.";
    expect(filled(month, [model(month, "Smith")])).toEqual([]);
    const noun = "Es sprachen Schulz und Kinder.";
    expect(filled(noun, [model(noun, "Schulz")], { language: "de", germanNouns: new Set(["Kinder"]) })).toEqual([]);
  });

  it("leaves a pair inside a longer capitalised run, a word already taken, and text without case", () => {
    const run = "Shares of Marks and Spencer Group rose.";
    expect(filled(run, [model(run, "Marks")])).toEqual([]);
    const taken = "Usamov and Bowers met.";
    expect(filled(taken, [model(taken, "Bowers"), model(taken, "Usamov", "LOCATION")])).toEqual([]);
    const caps = "USAMOV AND BOWERS MET";
    expect(filled(caps, [model(caps, "BOWERS")])).toEqual([]);
  });

  it("pairs only with a person of one word", () => {
    const text = "Usamov and Anna Bowers met.";
    expect(filled(text, [model(text, "Anna Bowers", "NAME")])).toEqual([]);
  });
});

describe("coordinated names in the analysis pipeline", () => {
  it("finds the name of a pair the model missed", async () => {
    const engine = createEngine({ ner: scriptedModel(["Bowers"], "NAME_FAMILY", { NAME_FAMILY: 0.9, NAME: 0.9 }, ["NAME"]), seed: "t" });
    const [res] = await engine.analyze({ text: ["Is there a better song? Usamov and Bowers were precision engineers."], entity_detection: { entity_types: [{ type: "ENABLE", value: ["NAME"] }] } });
    expect(res!.entities!.map((e) => e.text)).toEqual(["Usamov", "Bowers"]);
  });
});
