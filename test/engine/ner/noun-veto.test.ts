import { beforeAll, describe, expect, it } from "vitest";
import { createEngine } from "../../../src/engine/engine.js";
import { loadGermanNouns, loadOnce, SortedWordList, type WordLookup } from "../../../src/engine/ner/german-nouns.js";
import { vetoGermanCommonNouns } from "../../../src/engine/ner/noun-veto.js";
import type { Candidate } from "../../../src/engine/types.js";
import { scriptedModel } from "./scripted-model.js";

let nouns: WordLookup;
beforeAll(async () => {
  nouns = await loadGermanNouns();
});

/** A model candidate on the n-th occurrence (0-based) of `span` in `text`. */
function model(text: string, span: string, label = "NAME_GIVEN", nth = 0): Candidate {
  return at(text, span, { label, source: "ner", score: 0.9 }, nth);
}

function at(text: string, span: string, rest: Pick<Candidate, "label" | "source" | "score">, nth = 0): Candidate {
  let start = -1;
  for (let i = 0; i <= nth; i++) start = text.indexOf(span, start + 1);
  if (start < 0) throw new Error(`test setup: "${span}" not in text`);
  return { start, end: start + span.length, ...rest };
}

const whole = (text: string) => [{ start: 0, end: text.length }];
const spans = (text: string, cs: readonly Candidate[]) => cs.map((c) => text.slice(c.start, c.end));

describe("German noun list", () => {
  it("holds inflected common nouns with their umlauts", () => {
    for (const w of ["Kinder", "Jahre", "Woche", "Wochen", "Krieg", "Geld", "Zinsen", "Monaten", "Häuser", "Mütter", "Straße"]) {
      expect(nouns.has(w), w).toBe(true);
    }
  });

  it("holds no word that is also a person's name", () => {
    for (const w of ["Müller", "Schneider", "Fischer", "Koch", "Bauer", "Wolf", "Richter", "Klein", "König", "Winter", "Sommer", "Engel"]) {
      expect(nouns.has(w), w).toBe(false);
    }
  });

  it("holds only capitalised words of 3-15 letters", () => {
    const list = nouns as SortedWordList;
    expect(list.size).toBeGreaterThan(100_000);
    const misshapen = [...list].filter((w) => !/^\p{Lu}\p{Ll}{2,14}$/u.test(w));
    expect(misshapen).toEqual([]);
  });

  it("finds every word of a sorted list and nothing else", () => {
    const list = new SortedWordList("\nAal\n\nHäuser\nWoche\nZinsen\n");
    expect([...list]).toEqual(["Aal", "Häuser", "Woche", "Zinsen"]);
    for (const w of ["Aal", "Häuser", "Woche", "Zinsen"]) expect(list.has(w), w).toBe(true);
    for (const w of ["", "A", "Aale", "Haus", "Wochen", "Zzz", "woche"]) expect(list.has(w), w).toBe(false);
  });

  it("refuses an unsorted or duplicated list", () => {
    expect(() => new SortedWordList("Woche\nAal")).toThrow(/sorted/);
    expect(() => new SortedWordList("Aal\nAal")).toThrow(/sorted/);
  });
});

describe("loadOnce (how the noun list is loaded)", () => {
  it("loads once and shares the result, also with callers that ask while it loads", async () => {
    let calls = 0;
    const load = loadOnce(async () => ({ n: ++calls }));
    const [a, b] = await Promise.all([load(), load()]);
    expect(await load()).toBe(a);
    expect(b).toBe(a);
    expect(calls).toBe(1);
  });

  it("tries again after a failed load instead of failing every later call", async () => {
    let calls = 0;
    const load = loadOnce(async () => {
      calls++;
      if (calls === 1) throw new Error("transient");
      return "list";
    });
    await expect(load()).rejects.toThrow("transient");
    expect(await load()).toBe("list");
    expect(await load()).toBe("list");
    expect(calls).toBe(2);
  });
});

describe("vetoGermanCommonNouns", () => {
  it("drops the model's one-word names that are German common nouns", () => {
    const text = "Die Kinder kamen nach drei Wochen zurück, das Geld war weg.";
    const cands = [model(text, "Kinder"), model(text, "Wochen", "NAME"), model(text, "Geld", "NAME_FAMILY")];
    expect(vetoGermanCommonNouns({ text, candidates: cands, nouns, german: whole(text) })).toEqual([]);
  });

  it("keeps real names, multi-word names and other labels", () => {
    const text = "Peter Schneider traf Anna in der Kirche.";
    const cands = [
      model(text, "Peter Schneider", "NAME"),
      model(text, "Anna"),
      model(text, "Kirche", "ORGANIZATION"),
    ];
    expect(spans(text, vetoGermanCommonNouns({ text, candidates: cands, nouns, german: whole(text) }))).toEqual([
      "Peter Schneider",
      "Anna",
      "Kirche",
    ]);
  });

  it("drops the places and organisations the model is unsure of, but not sure ones or lexicon places", () => {
    const text = "Die Messe der Welt traf sich im Bundestag, dann in Schweden.";
    const unsure = (span: string, label: string) => at(text, span, { label, source: "ner", score: 0.4 });
    const cands = [unsure("Messe", "ORGANIZATION"), unsure("Welt", "LOCATION"), model(text, "Bundestag", "ORGANIZATION"), unsure("Schweden", "LOCATION_COUNTRY")];
    expect(nouns.has("Schweden") && nouns.has("Bundestag")).toBe(true); // in the noun list, yet kept
    expect(spans(text, vetoGermanCommonNouns({ text, candidates: cands, nouns, german: whole(text) }))).toEqual(["Bundestag", "Schweden"]);
  });

  it("keeps a lone surname that is also a noun (removed from the list)", () => {
    const text = "Gestern sprach Koch mit Bauer über das Thema.";
    const cands = [model(text, "Koch", "NAME_FAMILY"), model(text, "Bauer", "NAME_FAMILY"), model(text, "Thema")];
    expect(spans(text, vetoGermanCommonNouns({ text, candidates: cands, nouns, german: whole(text) }))).toEqual(["Koch", "Bauer"]);
  });

  it("keeps a noun-word that is part of a full name elsewhere in the text, before or after", () => {
    const text = "Kurz darauf kam Krieg zurück. Später sagte Thomas Krieg, der Vertrag gelte.";
    const cands = [model(text, "Krieg", "NAME_FAMILY"), model(text, "Thomas Krieg", "NAME")];
    expect(spans(text, vetoGermanCommonNouns({ text, candidates: cands, nouns, german: whole(text) }))).toEqual([
      "Krieg",
      "Thomas Krieg",
    ]);
  });

  it("keeps a word the person-cue detector also found", () => {
    const text = "Morgen kommt Frau Zinsen zur Untersuchung.";
    const cands = [model(text, "Zinsen", "NAME_FAMILY"), at(text, "Zinsen", { label: "NAME_FAMILY", source: "person-cue", score: 0.75 })];
    expect(vetoGermanCommonNouns({ text, candidates: cands, nouns, german: whole(text) })).toHaveLength(2);
  });

  it("does not judge all-caps or all-lower-case lines", () => {
    const text = "DIE KINDER KOMMEN\ndie kinder kommen\nDie Kinder kommen.";
    const cands = [model(text, "KINDER"), model(text, "kinder"), model(text, "Kinder")];
    expect(spans(text, vetoGermanCommonNouns({ text, candidates: cands, nouns, german: whole(text) }))).toEqual(["KINDER", "kinder"]);
  });

  it("vetoes a noun written in decomposed form (NFD) as in composed form", () => {
    expect(nouns.has("Übung")).toBe(true);
    for (const text of ["Die Übung war gut.", "Die U\u0308bung war gut."]) {
      const word = text.slice(4, text.indexOf(" war"));
      expect(vetoGermanCommonNouns({ text, nouns, german: whole(text), candidates: [model(text, word, "NAME")] })).toEqual([]);
    }
  });

  it("acts only inside the German parts of the text", () => {
    const text = "Kinder is a name here.\nDie Kinder spielen.";
    const cands = [model(text, "Kinder"), model(text, "Kinder", "NAME_GIVEN", 1)];
    const german = [{ start: text.indexOf("\n") + 1, end: text.length }];
    const kept = vetoGermanCommonNouns({ text, candidates: cands, nouns, german });
    expect(kept).toEqual([cands[0]]);
    expect(vetoGermanCommonNouns({ text, candidates: cands, nouns, german: [] })).toEqual(cands);
  });

  it("leaves candidates of other sources alone", () => {
    const text = "Die Kinder spielen.";
    const cue = at(text, "Kinder", { label: "NAME_GIVEN", source: "person-cue", score: 0.6 });
    expect(vetoGermanCommonNouns({ text, candidates: [cue], nouns, german: whole(text) })).toEqual([cue]);
  });
});

describe("the veto in the analysis pipeline", () => {
  const engine = createEngine({
    ner: scriptedModel(["Kinder", "Woche", "Anna"], "NAME_GIVEN", { NAME_GIVEN: 0.9, NAME: 0.9 }, ["NAME", "NAME_GIVEN", "NAME_FAMILY"]),
    seed: "t",
  });
  const names = async (text: string) => {
    const [res] = await engine.analyze({ text: [text], entity_detection: { entity_types: [{ type: "ENABLE", value: ["NAME", "NAME_GIVEN"] }] } });
    return res!.entities!.map((e) => e.text);
  };

  it("vetoes German nouns in German text and keeps the names", async () => {
    expect(await names("Anna sagt, die Kinder haben diese Woche schulfrei und bleiben zu Hause bei ihren Eltern.")).toEqual(["Anna"]);
  });

  it("leaves text in other languages alone", async () => {
    expect(await names("Anna told me that Kinder will visit us next Woche, and we are looking forward to it.")).toEqual([
      "Anna",
      "Kinder",
      "Woche",
    ]);
  });
});
