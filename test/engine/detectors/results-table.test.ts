/**
 * Team names in results and standings blocks: the shapes that count, the ones that do not (a lone
 * line, vital signs, prose), and the names winning over a model reading of the block as an address.
 */
import { describe, expect, it } from "vitest";
import { findTeamNames, resultsTableDetector } from "../../../src/engine/detectors/results-table.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";
import { createEngine } from "../../../src/engine/engine.js";
import type { AsyncCandidateSource } from "../../../src/engine/types.js";

const teams = (text: string) => findTeamNames(text).map((s) => text.slice(s.start, s.end));

describe("results-table", () => {
  it("reads both teams of every result in a block", () => {
    const text = "Results of Welsh division one\nBridgend 13 Llanelli 9\nDunvant 21 Ebbw Vale 10\nMelrose 107 Stirling County 10\n";
    expect(teams(text)).toEqual(["Bridgend", "Llanelli", "Dunvant", "Ebbw Vale", "Melrose", "Stirling County"]);
  });

  it("reads standings rows and names with inner connectors", () => {
    const text = "Standings:\nLeeds 5 3 1 1 8 4 10\nQueen of the South 5 2 2 1 6 5 8\nHeriot 's F.P. 5 1 1 3 4 9 4";
    expect(teams(text)).toEqual(["Leeds", "Queen of the South", "Heriot 's F.P."]);
  });

  it("needs two such lines in a row", () => {
    expect(teams("Final score:\nLeeds 2 Arsenal 1\nWhat a game that was.")).toEqual([]);
    expect(teams("Leeds 2 Arsenal 1\n\nChelsea 0 Everton 0")).toEqual([]);
  });

  it("leaves vital signs, room numbers and prose alone", () => {
    expect(teams("BP 120 HR 80\nRR 16 T 98\nSpO2 97 FiO2 40")).toEqual([]);
    expect(teams("Pulse 80 82 85\nTemp 98 99 100\nTotal 3 4 7")).toEqual([]);
    expect(teams("He scored 2 goals in 3 games\nShe ran 5 km in 20 minutes")).toEqual([]);
    expect(teams("Bridgend 13 Llanelli 9 and more\nDunvant 21 Ebbw Vale 10 tonight")).toEqual([]);
  });

  it("reads a long block and a megabyte line in one pass", () => {
    const block = "Bridgend 13 Llanelli 9\n".repeat(50_000);
    expect(findTeamNames(block).length).toBe(100_000);
    const line = "Leeds 1 ".repeat(150_000) + "9";
    expect(findTeamNames(`${line}\n${line}`)).toEqual([]);
  });

  it("emits nothing when ORGANIZATION is not enabled", () => {
    const text = "Bridgend 13 Llanelli 9\nDunvant 21 Ebbw Vale 10";
    expect(resultsTableDetector.detect(makeDetectContext(text, { enabled: ["NAME"] }))).toEqual([]);
    expect(resultsTableDetector.detect(makeDetectContext(text)).map((c) => [c.label, c.score])).toEqual(Array(4).fill(["ORGANIZATION", 1]));
  });

  it("wins over a model reading of the whole block as one street address", async () => {
    const text = "Bridgend 13 Llanelli 9\nDunvant 21 Ebbw Vale 10";
    const streetModel: AsyncCandidateSource = {
      name: "ner",
      types: ["LOCATION_ADDRESS_STREET"],
      detect: async (texts) =>
        texts.map((t) => [{ start: 0, end: t.length, label: "LOCATION_ADDRESS_STREET", score: 0.99, source: "ner", labels: { LOCATION_ADDRESS_STREET: 0.99 } }]),
    };
    const engine = createEngine({ ner: streetModel, seed: "t" });
    const [res] = await engine.analyze({ text: [text] });
    expect(res!.entities!.map((e) => [e.text, e.best_label])).toEqual([
      ["Bridgend", "ORGANIZATION"],
      ["Llanelli", "ORGANIZATION"],
      ["Dunvant", "ORGANIZATION"],
      ["Ebbw Vale", "ORGANIZATION"],
    ]);
  });
});
