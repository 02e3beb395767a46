import { describe, expect, it } from "vitest";
import { expectSpansOnTokens } from "./spans.js";
import { NURSING_TEMPLATES, sampleNursingNotes } from "../../../models/train/generate/nursing.js";

describe("nursing-note templates", () => {
  const docs = sampleNursingNotes(600, 7);
  const spanTexts = (label: string) => docs.flatMap((d) => d.spans.filter((s) => s.label === label).map((s) => d.text.slice(s.start, s.end)));

  it("are English clinical templates", () => {
    expect(NURSING_TEMPLATES.length).toBeGreaterThan(0);
    for (const t of NURSING_TEMPLATES) {
      expect(t.kind).toBe("clinical");
      expect(t.langs).toEqual(["en"]);
      expect(t.weight).toBeGreaterThan(0);
    }
  });

  it("write spans on token boundaries, never on white space, with our labels", () => {
    for (const d of docs) {
      expectSpansOnTokens(d);
      let prevEnd = 0;
      for (const s of d.spans) {
        expect(s.start).toBeGreaterThanOrEqual(prevEnd); // in order, no overlaps
        prevEnd = s.end;
      }
    }
  });

  it("name patients, relatives, clinicians, facilities and places", () => {
    const labels = new Set(docs.flatMap((d) => d.spans.map((s) => s.label)));
    for (const l of ["NAME_GIVEN", "NAME_FAMILY", "NAME_MEDICAL_PROFESSIONAL", "ORGANIZATION_MEDICAL_FACILITY", "LOCATION_CITY", "LOCATION_STATE", "LOCATION"]) {
      expect(labels).toContain(l);
    }
  });

  it("write names in lower case and in capitals inside mixed-case notes", () => {
    for (const label of ["NAME_GIVEN", "NAME_MEDICAL_PROFESSIONAL", "ORGANIZATION_MEDICAL_FACILITY"]) {
      const texts = spanTexts(label).filter((t) => /\p{L}{2,}/u.test(t));
      expect(texts.filter((t) => t === t.toLowerCase()).length).toBeGreaterThan(20);
      expect(texts.filter((t) => t === t.toUpperCase()).length).toBeGreaterThan(20);
    }
    // a lower-case name in a note whose other text is not all lower case
    const mixed = docs.filter((d) => d.text !== d.text.toLowerCase() && d.spans.some((s) => s.label === "NAME_GIVEN" && /\p{Ll}/u.test(d.text[s.start]!)));
    expect(mixed.length).toBeGreaterThan(10);
  });

  it("name clinicians by a single initial and by surname alone", () => {
    const md = spanTexts("NAME_MEDICAL_PROFESSIONAL");
    expect(md.filter((t) => /^\p{L}$/u.test(t)).length).toBeGreaterThan(5);
    expect(md.filter((t) => /^\p{L}[\p{L}'-]+$/u.test(t)).length).toBeGreaterThan(50);
  });

  it("keep entities sparse, as in real notes, and leave many notes without any", () => {
    const counts = docs.map((d) => d.spans.length);
    expect(counts.filter((n) => n === 0).length).toBeGreaterThan(docs.length * 0.04);
    const mean = counts.reduce((a, b) => a + b, 0) / counts.length;
    expect(mean).toBeGreaterThan(1);
    expect(mean).toBeLessThan(6);
  });

  it("carry hard negatives left unlabelled: devices, colours, drugs, unnamed doctors", () => {
    const unlabelled = (word: RegExp) =>
      docs.some((d) => {
        for (const m of d.text.matchAll(word)) {
          const i = m.index ?? 0;
          if (!d.spans.some((s) => s.start <= i && i < s.end)) return true;
        }
        return false;
      });
    for (const w of [/\bfoley\b/gi, /\bblack\b/gi, /\bwhite\b/gi, /\bhope\b/gi, /\bMD aware\b/gi, /\bteam aware\b/gi, /\bHeart\b/g, /\bneo\b/gi, /\blasix\b/gi]) {
      expect(unlabelled(w)).toBe(true);
    }
  });

  it("is deterministic for a seed and differs across seeds", () => {
    expect(sampleNursingNotes(20, 11)).toEqual(sampleNursingNotes(20, 11));
    expect(sampleNursingNotes(20, 11).map((d) => d.text)).not.toEqual(sampleNursingNotes(20, 12).map((d) => d.text));
  });
});
