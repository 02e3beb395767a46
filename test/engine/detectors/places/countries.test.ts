/**
 * Country names from CLDR: each language's forms, the hand-made extras on request, and the same
 * forms in the same order whichever combination of languages is asked for first (each language's
 * CLDR walk is cached on its own).
 */
import { describe, expect, it } from "vitest";
import { countryNames, EXTRA_COUNTRY_FORMS } from "../../../../src/engine/detectors/places/countries.js";

describe("countryNames", () => {
  it("gives each language's CLDR forms, cleaned, and the extras only when asked", () => {
    const en = countryNames(["en"], false);
    expect(en).toEqual(expect.arrayContaining(["Germany", "Bosnia & Herzegovina", "Bosnia and Herzegovina", "Myanmar", "Burma"]));
    expect(en).not.toContain("Hong Kong SAR China");
    expect(en).not.toContain("USA");
    expect(countryNames(["en"], true)).toContain("USA");
    expect(countryNames(["de"], false)).toContain("Deutschland");
  });

  it("returns the union of the languages' forms in language order, whatever was asked before", () => {
    const de = countryNames(["de"], false);
    const en = countryNames(["en"], false);
    const both = countryNames(["en", "de"], false);
    expect(both).toEqual([...new Set([...en, ...de])]);
    expect(countryNames()).toEqual([...new Set([...countryNames(undefined, false), ...EXTRA_COUNTRY_FORMS])]);
  });

  it("hands out a fresh array each call", () => {
    const a = countryNames(["it"], false);
    a.length = 0;
    expect(countryNames(["it"], false).length).toBeGreaterThan(100);
  });
});
