import { describe, expect, it } from "vitest";
import { expectSpansOnTokens } from "./spans.js";
import { generate } from "../../../models/train/generate/generate.js";
import { ENTITY_LABELS, mapGold, refineLocation, splitPerson } from "../../../models/train/lib/labels.js";
import { tagTokens, toUnits } from "../../../models/train/lib/units.js";
import { tokenize } from "../../../src/engine/ner/tokenize.js";

describe("synthetic generator", () => {
  const docs = generate(300, 42);

  it("writes spans that lie on token boundaries, with our labels, never on white space", () => {
    for (const d of docs) expectSpansOnTokens(d);
  });

  it("covers every label, several languages and lower-case names", () => {
    const labels = new Set(docs.flatMap((d) => d.spans.map((s) => s.label)));
    for (const l of ENTITY_LABELS.filter((l) => l !== "NAME" && l !== "LOCATION")) expect(labels).toContain(l);
    expect(new Set(docs.map((d) => d.lang)).size).toBeGreaterThanOrEqual(5);
    const lowerNames = docs.flatMap((d) => d.spans.filter((s) => s.label === "NAME_GIVEN").map((s) => d.text.slice(s.start, s.end))).filter((n) => n === n.toLowerCase());
    expect(lowerNames.length).toBeGreaterThan(10);
  });

  it("is deterministic for a seed", () => {
    expect(generate(5, 3)).toEqual(generate(5, 3));
  });
});

describe("gold label mapping", () => {
  it("splits a multi-word person into given names and the family name", () => {
    const text = "met Jean Paul Sartre today";
    expect(splitPerson(text, 4, 20)).toEqual([
      { start: 4, end: 13, label: "NAME_GIVEN" },
      { start: 14, end: 20, label: "NAME_FAMILY" },
    ]);
    expect(splitPerson("Clinton said", 0, 7)).toEqual([{ start: 0, end: 7, label: "NAME" }]);
  });

  it("refines locations with gazetteers and keeps nationality adjectives as ORIGIN", () => {
    expect(refineLocation("Germany")).toBe("LOCATION_COUNTRY");
    expect(refineLocation("Deutschland")).toBe("LOCATION_COUNTRY");
    expect(refineLocation("Bayern")).toBe("LOCATION_STATE");
    expect(refineLocation("Mount Kilimanjaro")).toBe("LOCATION");
    expect(mapGold("conll2003_en", "MISC", "German", 0, 6)).toEqual([{ start: 0, end: 6, label: "ORIGIN" }]);
    expect(mapGold("conll2003_en", "MISC", "World Cup", 0, 9)).toEqual([]);
    expect(mapGold("physionet_deid", "HCPName", "healey", 0, 6)).toEqual([{ start: 0, end: 6, label: "NAME_MEDICAL_PROFESSIONAL" }]);
    expect(() => mapGold("masakhaner2", "PER", "x", 0, 1)).toThrow(/dataset/);
  });
});

describe("training units", () => {
  it("tags tokens in BIO against spans", () => {
    const text = "Dr. Anna Berg lives in New York.";
    const tags = tagTokens(tokenize(text), [
      { start: 4, end: 13, label: "NAME_MEDICAL_PROFESSIONAL" },
      { start: 23, end: 31, label: "LOCATION_CITY" },
    ]);
    expect(tags).toEqual(["O", "O", "B-NAME_MEDICAL_PROFESSIONAL", "I-NAME_MEDICAL_PROFESSIONAL", "O", "O", "B-LOCATION_CITY", "I-LOCATION_CITY", "O"]);
  });

  it("packs lines into units no longer than the limit and keeps every token once", () => {
    const text = Array.from({ length: 30 }, (_, i) => `line ${i} has five tokens`).join("\n");
    const units = toUnits(text, [], 12);
    expect(units.every((u) => u.tokens.length <= 12)).toBe(true);
    expect(units.reduce((s, u) => s + u.tokens.length, 0)).toBe(tokenize(text).length);
  });
});
