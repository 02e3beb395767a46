/**
 * Engine behaviour independent of the real detectors: a word-list detector planted for the test
 * lets each case say exactly which spans are candidates.
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../../src/engine/engine.js";
import { RequestError } from "../../src/contract/errors.js";
import type { Candidate, Detector } from "../../src/engine/types.js";
import type { AnalyzeResult, ProcessResult } from "../../src/contract/types.js";

/** Finds fixed words; each word has a label (and optional extra labels / formatted value). */
function wordDetector(words: Record<string, { label: string; score?: number; labels?: Record<string, number>; formatted?: string }>): Detector {
  return {
    name: "words",
    types: [...new Set(Object.values(words).flatMap((w) => [w.label, ...Object.keys(w.labels ?? {})]))],
    detect(ctx) {
      const out: Candidate[] = [];
      for (const [word, spec] of Object.entries(words)) {
        let i = ctx.text.indexOf(word);
        while (i >= 0) {
          out.push({ start: i, end: i + word.length, label: spec.label, score: spec.score ?? 0.9, labels: spec.labels, formatted: spec.formatted, source: "words" });
          i = ctx.text.indexOf(word, i + word.length);
        }
      }
      return out;
    },
  };
}

const people = wordDetector({
  John: { label: "NAME_GIVEN", labels: { NAME: 0.95 }, score: 0.89 },
  Jane: { label: "NAME_GIVEN", labels: { NAME: 0.95 }, score: 0.89 },
  Smith: { label: "NAME_FAMILY", labels: { NAME: 0.9 } },
  Toronto: { label: "LOCATION_CITY", labels: { LOCATION: 0.9 } },
  "555-0100": { label: "PHONE_NUMBER", formatted: "+15555550100" },
  "(555) 0100": { label: "PHONE_NUMBER", formatted: "+15555550100" },
});
const engine = createEngine({ detectors: [people], seed: "test-seed" });

describe("analyze", () => {
  it("returns one result per input with code-point offsets, even after emoji and accents", async () => {
    const text = "😀 Hé, John 🇨🇦 lives in Toronto";
    const [r] = (await engine.analyze({ text: [text] })) as [AnalyzeResult];
    const cps = [...text];
    expect(r.entities.map((e) => e.text)).toEqual(["John", "Toronto"]);
    for (const e of r.entities) {
      expect(cps.slice(e.location.stt_idx, e.location.end_idx).join("")).toBe(e.text);
    }
    expect(r.entities[0]!.location).toEqual({ stt_idx: 6, end_idx: 10 });
    expect(r.characters_processed).toBe(cps.length);
    expect(r.entities_present).toBe(true);
  });

  it("picks the most specific label as best_label, not the arg-max", async () => {
    const [r] = (await engine.analyze({ text: ["Hello John and Jane"] })) as [AnalyzeResult];
    expect(r.entities[0]).toMatchObject({ best_label: "NAME_GIVEN", labels: { NAME: 0.95, NAME_GIVEN: 0.89 } });
  });

  it("lets the higher-scoring family win when two sources label the same span with unrelated types", async () => {
    const club = wordDetector({ Liverpool: { label: "ORGANIZATION", score: 0.9 } });
    const place = wordDetector({ Liverpool: { label: "LOCATION_CITY", score: 0.6 } });
    const both = createEngine({ detectors: [club, { ...place, name: "places" }], seed: "test-seed" });
    const [r] = (await both.analyze({ text: ["Liverpool won again"] })) as [AnalyzeResult];
    expect(r.entities).toHaveLength(1);
    expect(r.entities[0]).toMatchObject({ best_label: "ORGANIZATION", labels: { ORGANIZATION: 0.9, LOCATION_CITY: 0.6 } });
    // and the other way round: a confident place keeps its most specific label
    const placeFirst = createEngine({ detectors: [wordDetector({ Liverpool: { label: "ORGANIZATION", score: 0.5 } }), { ...place, name: "places" }], seed: "s" });
    const [q] = (await placeFirst.analyze({ text: ["Liverpool won again"] })) as [AnalyzeResult];
    expect(q.entities[0]!.best_label).toBe("LOCATION_CITY");
  });

  it("counts characters_processed over all inputs (spec rule 4.1.3)", async () => {
    const rs = await engine.analyze({ text: ["abc", "d😀"] });
    expect(rs.map((r) => r.characters_processed)).toEqual([5, 5]);
    expect(rs.map((r) => r.entities_present)).toEqual([false, false]);
  });

  it("detects languages with a real identifier", async () => {
    const [en, fr] = await engine.analyze({
      text: ["The patient was admitted to the hospital yesterday evening with a fever.", "Le patient a été admis à l'hôpital hier soir avec de la fièvre."],
    });
    expect(Object.keys(en!.languages_detected)[0]).toBe("en");
    expect(fr!.languages_detected).toHaveProperty("fr");
    expect(en!.languages_detected.en).toBeGreaterThan(0.5);
  });

  it("gives mentions of one value one coreference id, different values different ids", async () => {
    const [r] = (await engine.analyze({ text: ["John called 555-0100; John again at (555) 0100 and Jane"] })) as [AnalyzeResult];
    const id = (t: string) => r.entities.filter((e) => e.text === t).map((e) => e.coreference_id);
    expect(new Set(id("John")).size).toBe(1);
    expect(id("555-0100")[0]).toBe(id("(555) 0100")[0]);
    expect(id("Jane")[0]).not.toBe(id("John")[0]);
    expect(id("John")[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("ENABLE of a parent relabels children; DISABLE removes", async () => {
    const [onlyNames] = (await engine.analyze({
      text: ["John lives in Toronto"],
      entity_detection: { entity_types: [{ type: "ENABLE", value: ["NAME"] }] },
    })) as [AnalyzeResult];
    expect(onlyNames.entities.map((e) => [e.text, e.best_label])).toEqual([["John", "NAME"]]);
    const [noCity] = (await engine.analyze({
      text: ["John lives in Toronto"],
      entity_detection: { entity_types: [{ type: "DISABLE", value: ["LOCATION_CITY", "LOCATION"] }] },
    })) as [AnalyzeResult];
    expect(noCity.entities.map((e) => e.text)).toEqual(["John"]);
  });

  it("return_entity false keeps entities_present and sends no entity list", async () => {
    const [r] = await engine.analyze({ text: ["John"], entity_detection: { return_entity: false } });
    expect(r).not.toHaveProperty("entities");
    expect(r!.entities_present).toBe(true);
  });

  it("applies ALLOW, ALLOW_TEXT and BLOCK filters", async () => {
    const [r] = (await engine.analyze({
      text: ["John met Jane in Toronto about GID-12345"],
      entity_detection: {
        filter: [
          { type: "ALLOW", pattern: "Toronto" },
          { type: "ALLOW_TEXT", pattern: "met Jane" },
          { type: "BLOCK", pattern: "GID-\\d{5}", entity_type: "EMPLOYEE_ID" },
        ],
      },
    })) as [AnalyzeResult];
    expect(r.entities.map((e) => [e.text, e.best_label])).toEqual([
      ["John", "NAME_GIVEN"],
      ["GID-12345", "EMPLOYEE_ID"],
    ]);
  });

  it("non-max suppression keeps only the best label's lineage", async () => {
    const det = wordDetector({ Paris: { label: "LOCATION_CITY", labels: { LOCATION: 0.9, NAME_GIVEN: 0.6 } } });
    const e = createEngine({ detectors: [det], seed: "s" });
    const [plain] = (await e.analyze({ text: ["Paris"] })) as [AnalyzeResult];
    const [nms] = (await e.analyze({ text: ["Paris"], entity_detection: { enable_non_max_suppression: true } })) as [AnalyzeResult];
    expect(Object.keys(plain.entities[0]!.labels).sort()).toEqual(["LOCATION", "LOCATION_CITY", "NAME", "NAME_GIVEN"]);
    expect(Object.keys(nms.entities[0]!.labels).sort()).toEqual(["LOCATION", "LOCATION_CITY"]);
  });

  it("link_batch shares context and ids but reports offsets per input", async () => {
    const det: Detector = {
      name: "address",
      types: ["LOCATION_ADDRESS"],
      // only recognisable when both messages are read together
      detect: (ctx) => {
        const i = ctx.text.indexOf("I live at\n263 Spadina Av");
        return i < 0 ? [] : [{ start: i + 10, end: i + 24, label: "LOCATION_ADDRESS", score: 0.9, source: "address" }];
      },
    };
    const e = createEngine({ detectors: [det, people], seed: "s" });
    const separate = await e.analyze({ text: ["I live at", "263 Spadina Av"] });
    expect(separate.map((r) => r.entities.length)).toEqual([0, 0]);
    const linked = await e.analyze({ text: ["I live at", "263 Spadina Av", "John", "John"], link_batch: true });
    expect(linked[1]!.entities[0]).toMatchObject({ text: "263 Spadina Av", location: { stt_idx: 0, end_idx: 14 } });
    expect(linked[2]!.entities[0]!.coreference_id).toBe(linked[3]!.entities[0]!.coreference_id);
  });

  it("rejects a bad body with a RequestError naming the field", async () => {
    await expect(engine.analyze({})).rejects.toBeInstanceOf(RequestError);
    await expect(engine.analyze({ text: "x" })).rejects.toThrow(/text/);
  });
});

describe("process", () => {
  it("numbers placeholders per type in order of first appearance, same value same number", async () => {
    const [r] = (await engine.process({ text: ["John Smith met Jane; John called 555-0100 then (555) 0100"] })) as [ProcessResult];
    expect(r.processed_text).toBe("[NAME_GIVEN_1] [NAME_FAMILY_1] met [NAME_GIVEN_2]; [NAME_GIVEN_1] called [PHONE_NUMBER_1] then [PHONE_NUMBER_1]");
    for (const e of r.entities) {
      expect([...r.processed_text].slice(e.location.stt_idx_processed, e.location.end_idx_processed).join("")).toBe(`[${e.processed_text}]`);
    }
  });

  it("restarts numbering per input, shares it across the batch under link_batch", async () => {
    const sep = await engine.process({ text: ["Jane", "John"] });
    expect(sep.map((r) => r.processed_text)).toEqual(["[NAME_GIVEN_1]", "[NAME_GIVEN_1]"]);
    const linked = await engine.process({ text: ["Jane", "John", "Jane"], link_batch: true });
    expect(linked.map((r) => r.processed_text)).toEqual(["[NAME_GIVEN_1]", "[NAME_GIVEN_2]", "[NAME_GIVEN_1]"]);
  });

  it("supports [BEST_ENTITY_TYPE], MASK and SYNTHETIC", async () => {
    const text = ["😀 John in Toronto"];
    const [best] = await engine.process({ text, processed_text: { type: "MARKER", pattern: "[BEST_ENTITY_TYPE]" } });
    expect(best!.processed_text).toBe("😀 [NAME_GIVEN] in [LOCATION_CITY]");
    const [mask] = await engine.process({ text, processed_text: { type: "MASK", mask_character: "*" } });
    expect(mask!.processed_text).toBe("😀 **** in *******");
    const [syn] = (await engine.process({ text: ["John and John in Toronto"], processed_text: { type: "SYNTHETIC" } })) as [ProcessResult];
    const [a, b, city] = syn.entities;
    expect(a!.processed_text).toBe(b!.processed_text);
    expect(a!.processed_text).not.toBe("John");
    expect(city!.processed_text).not.toBe("Toronto");
    expect(syn.processed_text).toBe(`${a!.processed_text} and ${b!.processed_text} in ${city!.processed_text}`);
  });
});

describe("heuristic coreference of names", () => {
  const names: Detector = {
    name: "names",
    types: ["NAME", "NAME_GIVEN", "NAME_FAMILY"],
    detect(ctx) {
      const out: Candidate[] = [];
      for (const m of ctx.text.matchAll(/Maria Jensen|Maria|Jensen|Ana Maria Lopez|Paul/g)) {
        const full = m[0].includes(" ");
        const label = full ? "NAME" : m[0] === "Jensen" ? "NAME_FAMILY" : "NAME_GIVEN";
        out.push({ start: m.index, end: m.index + m[0].length, label, score: 0.9, labels: { NAME: 0.9 }, source: "names" });
      }
      return out;
    },
  };
  const e = createEngine({ detectors: [names], seed: "s" });

  it("a one-word mention joins the one full name it is part of: same id, same placeholder", async () => {
    const [r] = (await e.process({ text: ["Maria Jensen called. Later Maria and Ms Jensen wrote; Paul did not."] })) as [ProcessResult];
    expect(r.processed_text).toBe("[NAME_1] called. Later [NAME_1] and Ms [NAME_1] wrote; [NAME_GIVEN_1] did not.");
    const ids = new Set(r.entities.slice(0, 3).map((x) => x.coreference_id));
    expect(ids.size).toBe(1);
    expect(r.entities[3]!.coreference_id).not.toBe(r.entities[0]!.coreference_id);
    // best_label stays what the mention is
    expect(r.entities.map((x) => x.best_label)).toEqual(["NAME", "NAME_GIVEN", "NAME_FAMILY", "NAME_GIVEN"]);
  });

  it("an ambiguous short mention (part of two full names) stays on its own", async () => {
    const [r] = (await e.process({ text: ["Maria Jensen and Ana Maria Lopez met; Maria left."] })) as [ProcessResult];
    expect(r.processed_text).toBe("[NAME_1] and [NAME_2] met; [NAME_GIVEN_1] left.");
  });
});

describe("synthetic values follow coreference", () => {
  it("a short mention gets the matching part of its full name's fake", async () => {
    const names: Detector = {
      name: "names",
      types: ["NAME", "NAME_GIVEN", "NAME_FAMILY"],
      detect: (ctx) =>
        [...ctx.text.matchAll(/Maria Jensen|Maria|Jensen/g)].map((m) => ({
          start: m.index,
          end: m.index + m[0].length,
          label: m[0].includes(" ") ? "NAME" : m[0] === "Maria" ? "NAME_GIVEN" : "NAME_FAMILY",
          score: 0.9,
          source: "names",
        })),
    };
    const e = createEngine({ detectors: [names], seed: "fixed" });
    const [r] = (await e.process({ text: ["Maria Jensen, Maria, Jensen"], processed_text: { type: "SYNTHETIC" } })) as [ProcessResult];
    const [full, given, family] = r.entities.map((x) => x.processed_text);
    expect(full).not.toBe("Maria Jensen");
    expect(full).toBe(`${given} ${family}`);
  });
});

describe("request patterns run with a time budget", () => {
  it("a catastrophically backtracking filter pattern is a 400-class error naming the filter, not a hang", async () => {
    const text = `${"a".repeat(40)}b John`;
    const started = Date.now();
    const err = await engine
      .analyze({ text: [text], entity_detection: { filter: [{ type: "ALLOW", pattern: "x" }, { type: "BLOCK", pattern: "(a+)+$", entity_type: "SLOW" }] } })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RequestError);
    expect((err as RequestError).field).toBe("entity_detection.filter[1].pattern");
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it("ordinary patterns still match across a long text", async () => {
    const text = "id GID-12345 and GID-54321. ".repeat(2000);
    const [r] = (await engine.analyze({ text: [text], entity_detection: { filter: [{ type: "BLOCK", pattern: "GID-\\d{5}", entity_type: "EMPLOYEE_ID" }] } })) as [AnalyzeResult];
    expect(r.entities.filter((e) => e.best_label === "EMPLOYEE_ID")).toHaveLength(4000);
  });
});
