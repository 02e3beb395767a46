/**
 * What the golden fixture cannot show: the CLDR-built country lexicon in all seven languages, type
 * selection, the labels of forms shared by several types, and the score choice against the
 * model's organisation spans in the resolver.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { overlapsSorted, placeNameDetector } from "../../../src/engine/detectors/place-name.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";
import { resolveCandidates } from "../../../src/engine/resolve/resolve.js";
import type { Candidate } from "../../../src/engine/types.js";

const found = (text: string, enabled?: string[]) =>
  placeNameDetector.detect(makeDetectContext(text, enabled ? { enabled } : {})).map((c) => ({ ...c, text: text.slice(c.start, c.end) }));

describe("place-name lexicon", () => {
  it.each([
    ["Germany", "Deutschland", "Alemania", "Allemagne", "Germania", "Duitsland", "Alemanha"],
    ["Switzerland", "Schweiz", "Suiza", "Suisse", "Svizzera", "Zwitserland", "Suíça"],
  ])("knows %s in en, de, es, fr, it, nl, pt (from Intl.DisplayNames)", (...names) => {
    for (const name of names) {
      expect(found(`Er kam aus ${name} zurück.`).map((c) => [c.label, c.text])).toEqual([["LOCATION_COUNTRY", name]]);
    }
  });

  it("leaves out region codes that are not countries", () => {
    for (const name of ["European Union", "Eurozone", "United Nations", "Unknown Region", "Outlying Oceania", "Europäische Union"]) {
      expect(found(`Funds came from the ${name} office.`).filter((c) => c.label === "LOCATION_COUNTRY")).toEqual([]);
    }
  });

  it("splits CLDR's parenthesised alternatives and replaces the SAR forms", () => {
    expect(found("Trade between Myanmar and Burma, Hong Kong and Macau.").map((c) => c.text)).toEqual(["Myanmar", "Burma", "Hong Kong", "Macau"]);
    expect(found("in Hong Kong SAR China").map((c) => c.text)).toEqual([]); // followed by a capitalised word: a longer name
  });
});

describe("place-name types", () => {
  it("gives a form shared by several types its other types in labels", () => {
    const [ny] = found("They moved to New York last year.");
    expect(ny).toMatchObject({ text: "New York", label: "LOCATION_CITY", labels: { LOCATION_STATE: expect.any(Number) } });
    expect(ny!.labels!.LOCATION_STATE).toBeLessThan(ny!.score);
  });

  it("emits only enabled types, falling back to a shared form's other type", () => {
    expect(found("They moved to New York from France.", ["LOCATION_STATE"]).map((c) => [c.label, c.text])).toEqual([["LOCATION_STATE", "New York"]]);
    expect(found("They moved to New York from France.", ["LOCATION"]).map((c) => c.text)).toEqual(["New York", "France"]);
    expect(found("They moved to New York from France.", ["NAME"])).toEqual([]);
  });

  it("knows UK and Irish counties as states, and wants a cue for those that are names", () => {
    expect(found("Our office moved from Leeds, West Yorkshire to Lancashire.").map((c) => [c.label, c.text])).toEqual([
      ["LOCATION_CITY", "Leeds"],
      ["LOCATION_STATE", "West Yorkshire"],
      ["LOCATION_STATE", "Lancashire"],
    ]);
    expect(found("She grew up in County Kerry, then moved to Kent.").map((c) => c.text)).toEqual(["County Kerry", "Kent"]);
    expect(found("Clark Kent and Angus Young met Devon.").map((c) => c.text)).toEqual([]);
  });

  it("scores between 0.55 and 0.7 and names its source", () => {
    const out = found("Born in Lyon, she lives in Canada.\nLONDON 1996-08-30\nflights to rome");
    expect(out.length).toBe(4);
    for (const c of out) {
      expect(c.source).toBe("place-name");
      expect(c.score).toBeGreaterThanOrEqual(0.55);
      expect(c.score).toBeLessThanOrEqual(0.7);
    }
  });
});

describe("place-name against the model in the resolver", () => {
  const text = "The Leeds council approved it.";
  const city = found(text);
  const org: Candidate = { start: 4, end: 17, label: "ORGANIZATION", score: 0.7, source: "ner" };

  it("loses to a model organisation span that contains the city", () => {
    expect(city.map((c) => c.text)).toEqual(["Leeds"]);
    const [winner, ...rest] = resolveCandidates([...city, org]);
    expect(rest).toEqual([]);
    expect(winner!.winner.label).toBe("ORGANIZATION");
  });

  it("is reported where the model found nothing", () => {
    const resolved = resolveCandidates(city);
    expect(resolved.map((r) => text.slice(r.start, r.end))).toEqual(["Leeds"]);
  });
});

describe("place-name City, ST after a location cue", () => {
  const pairs = (text: string, enabled?: string[]) => found(text, enabled).map((c) => [c.label, c.text]);

  it("reads a city the lexicon lacks before a state code in any case after a strong cue", () => {
    expect(pairs("both live in hampton,ma in the summer months")).toEqual([["LOCATION_CITY", "hampton"], ["LOCATION_STATE", "ma"]]);
    expect(pairs("They moved to Springfield, IL last year.")).toEqual([["LOCATION_CITY", "Springfield"], ["LOCATION_STATE", "IL"]]);
    expect(pairs("They moved to Carbondale, IL last year.")).toEqual([["LOCATION_CITY", "Carbondale"], ["LOCATION_STATE", "IL"]]);
    expect(pairs("Margie called from Middle River, MD tonight.")).toEqual([["LOCATION_CITY", "Middle River"], ["LOCATION_STATE", "MD"]]);
    expect(pairs("OLD RECORDS FROM ANNAPOLIS, MD WERE SENT.")).toEqual([["LOCATION_CITY", "ANNAPOLIS"], ["LOCATION_STATE", "MD"]]);
  });

  it("takes a state name as well as a code", () => {
    expect(pairs("A guy named Joe lives in Midland, Texas.").filter(([l]) => l === "LOCATION_CITY")).toEqual([["LOCATION_CITY", "Midland"]]);
    expect(pairs("he grew up in smallville, kansas")).toEqual([["LOCATION_CITY", "smallville"], ["LOCATION_STATE", "kansas"]]);
  });

  it("after plain 'in' wants an upper-case code in a mixed-case line", () => {
    expect(pairs("My favourite store in Lawrenceville, GA closed.")).toEqual([["LOCATION_CITY", "Lawrenceville"], ["LOCATION_STATE", "GA"]]);
    expect(pairs("i believe in god, ok")).toEqual([]);
    expect(pairs("LUNG SOUNDS DIM IN BASES BILAT, CT SYSTEM WITH NO LEAK")).toEqual([]);
  });

  it("needs the cue right before the city and a real state after the comma", () => {
    expect(pairs("Dear Carbondale, IL is lovely.")).toEqual([]);
    expect(pairs("She moved to Carbondale, XY recently.")).toEqual([]);
    expect(pairs("Pt has much pain in rectum, pt given suppository")).toEqual([]);
    expect(pairs("No change in BP, PA catheter in place.")).toEqual([]);
    expect(pairs("A note from him, ok?")).toEqual([]);
    expect(pairs("Hired from Acme, CO-founded by her.")).toEqual([]);
  });

  it("leaves a lexicon city to the lexicon and honours type selection", () => {
    const out = found("They moved to Boston, MA in May.");
    expect(out.filter((c) => c.text === "Boston")).toHaveLength(1);
    expect(out.map((c) => [c.label, c.text])).toContainEqual(["LOCATION_STATE", "MA"]);
    expect(pairs("They moved to Carbondale, IL last year.", ["LOCATION_STATE"])).toEqual([["LOCATION_STATE", "IL"]]);
    expect(pairs("They moved to Carbondale, IL last year.", ["NAME"])).toEqual([]);
  });
});

describe("place-name City, ST with codes that are common words", () => {
  const pairs = (text: string) => found(text).map((c) => [c.label, c.text]);

  it("takes no common word for a city or a state in a line without case", () => {
    expect(pairs("i came from work, or maybe from school, in a hurry")).toEqual([]);
    expect(pairs("he got a call from mom, me too")).toEqual([]);
    expect(pairs("I CAME FROM WORK, OR MAYBE FROM SCHOOL, IN A HURRY")).toEqual([]);
    expect(pairs("cough from smoking, ok now")).toEqual([]);
    expect(pairs("lives in the hills, hi there")).toEqual([]);
    // the lexicon's city stays; "in" opens the next clause and is no state
    expect(pairs("she moved to denver, in 2019 she left")).toEqual([["LOCATION_CITY", "denver"]]);
    expect(pairs("moved to denver, co last year")).toEqual([["LOCATION_CITY", "denver"]]);
  });

  it("takes such a code where it closes the clause, before a ZIP code, or glued to the comma", () => {
    expect(pairs("they moved to portland, me. quiet town")).toEqual([["LOCATION_CITY", "portland"], ["LOCATION_STATE", "me"]]);
    expect(pairs("he moved to smallville, co 80202 in may")).toEqual([["LOCATION_CITY", "smallville"], ["LOCATION_STATE", "co"]]);
    expect(pairs("both live in hampton,ma in the summer months")).toEqual([["LOCATION_CITY", "hampton"], ["LOCATION_STATE", "ma"]]);
    expect(pairs("we moved to smallville, in")).toEqual([["LOCATION_CITY", "smallville"], ["LOCATION_STATE", "in"]]);
  });

  it("keeps other codes as they were, and upper-case word codes in mixed lines", () => {
    expect(pairs("OLD RECORDS FROM ANNAPOLIS, MD WERE SENT.")).toEqual([["LOCATION_CITY", "ANNAPOLIS"], ["LOCATION_STATE", "MD"]]);
    expect(pairs("he moved to smallville, tx last year")).toEqual([["LOCATION_CITY", "smallville"], ["LOCATION_STATE", "tx"]]);
    expect(pairs("They moved to Carbondale, IN last year.")).toEqual([["LOCATION_CITY", "Carbondale"], ["LOCATION_STATE", "IN"]]);
  });
});

// Crafted inputs that made the detector quadratic; sizes are small enough to run fast now, and the
// assertions are about what is found, never about time (speed is measured outside the tests).
describe("place-name on long and dense input", () => {
  it("scores every uncued place of a long all-lower line 0.5, and none of an ALL-CAPS one", () => {
    // the line's case was computed again over the whole line for each match
    const lower = found("paris was amazing ".repeat(2000));
    expect(lower).toHaveLength(2000);
    for (const c of lower) expect([c.text, c.label, c.score]).toEqual(["paris", "LOCATION_CITY", 0.5]);
    expect(found("PARIS WAS AMAZING ".repeat(2000))).toEqual([]);
    // the case belongs to each line: a mixed line after the all-lower one keeps the mixed rules
    expect(found("paris was amazing\nParis was amazing\nparis was amazing").map((c) => c.score)).toEqual([0.5, 0.6, 0.5]);
  });

  it("finds every City, ST of a dense text", () => {
    const out = found("moved to foo, il. ".repeat(2000));
    expect(out.filter((c) => c.label === "LOCATION_CITY" && c.text === "foo")).toHaveLength(2000);
    expect(out.filter((c) => c.label === "LOCATION_STATE" && c.text === "il")).toHaveLength(2000);
    expect(out).toHaveLength(4000);
  });

  it("overlapsSorted answers as a comparison with every span", () => {
    // sorted, disjoint spans from gaps and lengths
    const spans = fc.array(fc.tuple(fc.nat(5), fc.integer({ min: 1, max: 6 })), { maxLength: 30 }).map((parts) => {
      let at = 0;
      return parts.map(([gap, len]) => {
        const start = at + gap;
        at = start + len;
        return { start, end: start + len };
      });
    });
    fc.assert(
      fc.property(spans, fc.nat(120), fc.integer({ min: 1, max: 10 }), (sorted, start, len) => {
        const end = start + len;
        expect(overlapsSorted(sorted, start, end)).toBe(sorted.some((c) => c.start < end && start < c.end));
      }),
    );
  });
});

describe("Réunion's names that are the words for a meeting (third exploratory test)", () => {
  const places = (text: string, language: string) =>
    placeNameDetector.detect(makeDetectContext(text, { language })).map((c) => text.slice(c.start, c.end));

  it("reads 'reunión', 'reunião', 'riunione' as meetings, not the island", () => {
    expect(places("adjunto los documentos para la reunión del lunes", "es")).toEqual([]);
    expect(places("envio os documentos para a reunião de segunda-feira", "pt")).toEqual([]);
    expect(places("Domingo, 24 de Maio Reunião informal dos ministros", "pt")).toEqual([]);
    expect(places("la riunione di lunedì è spostata", "it")).toEqual([]);
  });
});

describe("Namur's Dutch name, a German noun (eighth exploratory test, F24: 'IM NAMEN DES VOLKES' was a city)", () => {
  const places = (text: string, language: string) =>
    placeNameDetector.detect(makeDetectContext(text, { language })).map((c) => text.slice(c.start, c.end));

  it("needs a locative cue in German text, capitalised or in capitals", () => {
    expect(places("IM NAMEN DES VOLKES\nUrteil", "de")).toEqual([]);
    expect(places("Im Namen des Volkes ergeht folgendes Urteil.", "de")).toEqual([]);
    expect(places("Die Namen der Zeugen sind bekannt.", "de")).toEqual([]);
    expect(places("Er wohnt seit 2010 in Namen.", "de")).toEqual(["Namen"]);
  });

  it("stays a place in Dutch text", () => {
    expect(places("een arts uit Namen, die in de grot begon te graven", "nl")).toEqual(["Namen"]);
  });
});
