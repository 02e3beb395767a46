/**
 * One sense per text for family names: a named person's family name that the model reads
 * elsewhere as a place or organisation becomes that person's NAME_FAMILY; confident places,
 * structured matches and words that only resemble the name keep their reading.
 */
import { describe, expect, it } from "vitest";
import { withFamilyNameSense } from "../../../src/engine/coref/surname-sense.js";
import type { ResolvedEntity } from "../../../src/engine/resolve/resolve.js";
import type { Candidate, Detector } from "../../../src/engine/types.js";
import { createEngine } from "../../../src/engine/engine.js";
import type { AnalyzeResult } from "../../../src/contract/types.js";

function entity(text: string, words: string, labels: Record<string, number>, source = "ner", from = 0): ResolvedEntity {
  const start = text.indexOf(words, from);
  if (start < 0) throw new Error("test text lacks the words");
  const label = Object.entries(labels).sort((a, b) => b[1] - a[1])[0]![0];
  const end = start + words.length;
  const subtypes: Candidate["subtypes"] =
    label === "NAME" ? [{ label: "NAME_FAMILY", start: start + words.lastIndexOf(" ") + 1, end, formatted: words.slice(words.lastIndexOf(" ") + 1) }] : undefined;
  const winner: Candidate = { start, end, label, score: labels[label]!, labels, subtypes, source };
  return { start, end, labels, winner };
}

const view = (text: string, found: readonly ResolvedEntity[]) => found.map((e) => [text.slice(e.start, e.end), e.winner.label, Object.keys(e.labels).sort().join("+")]);

describe("withFamilyNameSense", () => {
  const text = "La cantante Marta Salvador actuará en Lima. Salvador reside en Barcelona.";
  const person = entity(text, "Marta Salvador", { NAME: 0.95 });

  it("reads a place that is a named person's family name as that person", () => {
    const place = entity(text, "Salvador", { LOCATION: 0.76, LOCATION_COUNTRY: 0.48 }, "ner", 30);
    const city = entity(text, "Barcelona", { LOCATION_CITY: 0.9 });
    const out = withFamilyNameSense(text, [person, place, city]);
    expect(view(text, out)).toEqual([
      ["Marta Salvador", "NAME", "NAME"],
      ["Salvador", "NAME_FAMILY", "NAME+NAME_FAMILY"],
      ["Barcelona", "LOCATION_CITY", "LOCATION_CITY"],
    ]);
    expect(out[1]!.labels.NAME_FAMILY).toBeCloseTo(0.95 * 0.9, 4);
  });

  it("keeps a place read more surely than the name, and a structured detector's match", () => {
    const sure = entity(text, "Salvador", { LOCATION_COUNTRY: 0.97 }, "place-name", 30);
    expect(view(text, withFamilyNameSense(text, [person, sure]))[1]).toEqual(["Salvador", "LOCATION_COUNTRY", "LOCATION_COUNTRY"]);
    const structured = entity(text, "Salvador", { LOCATION: 0.6 }, "street-address", 30);
    expect(view(text, withFamilyNameSense(text, [person, structured]))[1]).toEqual(["Salvador", "LOCATION", "LOCATION"]);
  });

  it("needs a confident full name and the family name exactly as written", () => {
    const weak = entity(text, "Marta Salvador", { NAME: 0.4 });
    const place = entity(text, "Salvador", { LOCATION: 0.6 }, "ner", 30);
    expect(view(text, withFamilyNameSense(text, [weak, place]))[1]![1]).toBe("LOCATION");
    const lower = "Marta Salvador vino. salvador es bonito.";
    const p2 = entity(lower, "Marta Salvador", { NAME: 0.95 });
    const l2 = entity(lower, "salvador", { LOCATION: 0.6 });
    expect(view(lower, withFamilyNameSense(lower, [p2, l2]))[1]![1]).toBe("LOCATION");
  });

  it("links the surname to the full name through the engine's coreference", async () => {
    /** The model's reading of this text: the full name, and the surname alone as a place. */
    const modelLike: Detector = {
      name: "model-like",
      types: ["NAME", "NAME_FAMILY", "LOCATION"],
      detect(ctx): Candidate[] {
        const full = ctx.text.indexOf("Marta Salvador");
        const alone = ctx.text.indexOf("Salvador", full + 14);
        if (full < 0 || alone < 0) return [];
        return [
          { start: full, end: full + 14, label: "NAME", score: 0.95, labels: { NAME: 0.95 }, source: "ner",
            subtypes: [{ label: "NAME_FAMILY", start: full + 6, end: full + 14, formatted: "Salvador" }] },
          { start: alone, end: alone + 8, label: "LOCATION", score: 0.7, labels: { LOCATION: 0.7 }, source: "ner" },
        ];
      },
    };
    const engine = createEngine({ detectors: [modelLike], seed: "surname-sense" });
    const [result] = (await engine.analyze({ text: [text] })) as [AnalyzeResult];
    expect(result.entities.map((e) => [e.text, e.best_label])).toEqual([
      ["Marta Salvador", "NAME"],
      ["Salvador", "NAME_FAMILY"],
    ]);
    expect(result.entities[0]!.coreference_id).toBe(result.entities[1]!.coreference_id);
  });
});
