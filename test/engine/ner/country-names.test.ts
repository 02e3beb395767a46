import { describe, expect, it } from "vitest";
import { createEngine } from "../../../src/engine/engine.js";
import { countriesAsPlaces } from "../../../src/engine/ner/country-names.js";
import type { Candidate } from "../../../src/engine/types.js";
import { scriptedModel } from "./scripted-model.js";

function at(text: string, span: string, label = "ORGANIZATION", source = "ner"): Candidate {
  const start = text.indexOf(span);
  if (start < 0) throw new Error(`test setup: "${span}" not in text`);
  return { start, end: start + span.length, label, source, score: 0.8, labels: { [label]: 0.8 } };
}

const labelsOf = (text: string, cs: readonly Candidate[]) => cs.map((c) => [text.slice(c.start, c.end), c.label]);

describe("countriesAsPlaces", () => {
  it("relabels the model's organisations that are bare country names, as written, in capitals or in lower case", () => {
    const text = "ROMANIA BEAT LITHUANIA\nRomania beat Lithuania 2-1 ; israel said , and so did Österreich .";
    const cands = [at(text, "ROMANIA"), at(text, "Lithuania"), at(text, "israel"), at(text, "Österreich")];
    expect(labelsOf(text, countriesAsPlaces(text, cands))).toEqual([
      ["ROMANIA", "LOCATION_COUNTRY"],
      ["Lithuania", "LOCATION_COUNTRY"],
      ["israel", "LOCATION_COUNTRY"],
      ["Österreich", "LOCATION_COUNTRY"],
    ]);
    expect(countriesAsPlaces(text, [at(text, "Lithuania")])[0]!.labels).toEqual({ LOCATION_COUNTRY: 0.8, LOCATION: 0.8 });
  });

  it("keeps longer names, short lower-case words, other labels and other sources", () => {
    const text = "The Bank of Lithuania wrote to us ; Jordan met France in Paris .";
    const cands = [at(text, "Bank of Lithuania"), at(text, "us"), at(text, "Jordan", "NAME"), at(text, "France", "ORGANIZATION", "organization")];
    expect(countriesAsPlaces(text, cands)).toEqual(cands);
  });
});

describe("countries as places in the analysis pipeline", () => {
  const engine = createEngine({ ner: scriptedModel(["Romania", "Lithuania"], "ORGANIZATION", { ORGANIZATION: 0.9 }, ["ORGANIZATION"]), seed: "t" });

  it("reports a country the model took for a team as LOCATION_COUNTRY", async () => {
    const [res] = await engine.analyze({ text: ["Romania beat Lithuania 2-1 in their under-21 match on Friday."] });
    expect(res!.entities!.filter((e) => e.text !== "Friday").map((e) => [e.text, e.best_label])).toEqual([
      ["Romania", "LOCATION_COUNTRY"],
      ["Lithuania", "LOCATION_COUNTRY"],
    ]);
  });
});
