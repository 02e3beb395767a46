import { describe, expect, it } from "vitest";
import { parseTagSet } from "../../../src/engine/ner/labels.js";
import { assembleCandidates, marginalScorer, tagsToSpans, withoutImpossiblePlaces, withoutImpossibleStreets, withoutUnitLetters } from "../../../src/engine/ner/spans.js";
import { tokenize } from "../../../src/engine/ner/tokenize.js";

const TYPES = [
  "NAME_GIVEN",
  "NAME_FAMILY",
  "NAME_MEDICAL_PROFESSIONAL",
  "LOCATION_ADDRESS_STREET",
  "LOCATION_CITY",
  "LOCATION_STATE",
  "LOCATION_ZIP",
  "LOCATION_COUNTRY",
  "ORGANIZATION",
  "ORGANIZATION_MEDICAL_FACILITY",
];
const TAGS = parseTagSet(["O", ...TYPES.flatMap((t) => [`B-${t}`, `I-${t}`])]);
const L = TAGS.tags.length;

/**
 * Tag a text token by token from a readable spec: "John/B-NAME_GIVEN Smith/B-NAME_FAMILY" style is
 * awkward with punctuation, so the spec lists one tag per token of tokenize(text).
 */
function tagged(text: string, tagList: string[]) {
  const tokens = tokenize(text);
  expect(tokens.length).toBe(tagList.length);
  const path = tagList.map((t) => {
    const j = TAGS.tags.indexOf(t);
    expect(j, t).toBeGreaterThanOrEqual(0);
    return j;
  });
  return { tokens, path };
}

/** Marginals putting probability p on the decoded tag and the rest on O (or on `other`). */
function confidentMarginals(path: number[], p = 0.9): Float64Array {
  const m = new Float64Array(path.length * L);
  path.forEach((j, t) => {
    m[t * L + j] = m[t * L + j]! + p;
    m[t * L] = m[t * L]! + (1 - p);
  });
  return m;
}

function assemble(text: string, tagList: string[], p = 0.9) {
  const { tokens, path } = tagged(text, tagList);
  const spans = tagsToSpans(TAGS, path, tokens);
  return assembleCandidates(text, spans, marginalScorer(TAGS, confidentMarginals(path, p)));
}

const show = (text: string, cs: { start: number; end: number; label: string }[]) => cs.map((c) => [c.label, text.slice(c.start, c.end)]);

describe("BIO tags to spans", () => {
  it("maps tokens to UTF-16 offsets of the original text", () => {
    const text = "😀 Zoë  Nguyen-Li\tlives";
    const { tokens, path } = tagged(text, ["O", "B-NAME_GIVEN", "B-NAME_FAMILY", "O"]);
    const spans = tagsToSpans(TAGS, path, tokens);
    expect(spans.map((s) => text.slice(s.start, s.end))).toEqual(["Zoë", "Nguyen-Li"]);
    expect(spans.map((s) => [s.first, s.last])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it("joins B-X I-X runs, splits at B-X, closes at O and at the end", () => {
    const text = "Acme Corp Acme Ltd . Paris";
    const { tokens, path } = tagged(text, ["B-ORGANIZATION", "I-ORGANIZATION", "B-ORGANIZATION", "I-ORGANIZATION", "O", "B-LOCATION_CITY"]);
    const spans = tagsToSpans(TAGS, path, tokens);
    expect(spans.map((s) => [s.type, text.slice(s.start, s.end)])).toEqual([
      ["ORGANIZATION", "Acme Corp"],
      ["ORGANIZATION", "Acme Ltd"],
      ["LOCATION_CITY", "Paris"],
    ]);
  });

  it("treats a stray I-X (never produced by the constrained decoder) as the start of a span", () => {
    const text = "to Paris";
    const { tokens, path } = tagged(text, ["O", "I-LOCATION_CITY"]);
    expect(tagsToSpans(TAGS, path, tokens).map((s) => s.type)).toEqual(["LOCATION_CITY"]);
  });
});

describe("streets without a letter", () => {
  it("are dropped: digits alone are an id's, not a street's (eval:structured: a SIRET with a wrong check digit read as a street)", () => {
    const text = "maj 249 060 106 20469 et 12 rue Vernet";
    const { tokens, path } = tagged(text, [
      "O",
      "B-LOCATION_ADDRESS_STREET", "I-LOCATION_ADDRESS_STREET", "I-LOCATION_ADDRESS_STREET", "I-LOCATION_ADDRESS_STREET",
      "O",
      "B-LOCATION_ADDRESS_STREET", "I-LOCATION_ADDRESS_STREET", "I-LOCATION_ADDRESS_STREET",
    ]);
    const spans = withoutImpossibleStreets(tagsToSpans(TAGS, path, tokens), text, tokens);
    expect(spans.map((s) => [s.type, text.slice(s.start, s.end)])).toEqual([["LOCATION_ADDRESS_STREET", "12 rue Vernet"]]);
  });

  it("leaves letterless spans of other types (a postal code) and returns the same list when nothing goes", () => {
    const text = "75008 Paris";
    const { tokens, path } = tagged(text, ["B-LOCATION_ZIP", "B-LOCATION_CITY"]);
    const spans = tagsToSpans(TAGS, path, tokens);
    expect(withoutImpossibleStreets(spans, text, tokens)).toBe(spans);
  });
});

describe("streets inside a key written in snake case", () => {
  const street = (text: string, part: string) => {
    const start = text.indexOf(part);
    return { type: "LOCATION_ADDRESS_STREET", first: 0, last: 0, start, end: start + part.length };
  };
  it("are dropped: a log field's or a CSV header's name is no street", () => {
    const log = "registo atualizado registered_in_england_and_wales_no=13964381 retry=0";
    expect(withoutImpossibleStreets([street(log, "_england_and_wales_")], log, [])).toEqual([]);
    const csv = "Id,Amtliches_Kennzeichen,Col3,Status";
    expect(withoutImpossibleStreets([street(csv, "Amtliches_Kennzeichen")], csv, [])).toEqual([]);
  });
  it("keep a street whose words merely stand next to an underscore-free key", () => {
    const text = "ship_to: 12 Baker Street";
    const kept = [street(text, "12 Baker Street")];
    expect(withoutImpossibleStreets(kept, text, [])).toBe(kept);
  });
});

describe("streets without a word that can name them", () => {
  const street = (text: string, part: string) => {
    const start = text.indexOf(part);
    return { type: "LOCATION_ADDRESS_STREET", first: 0, last: 0, start, end: start + part.length };
  };
  it("are dropped: digit groups with function words or codes around them, a CSV header's cell (a name part like \"ora\" is not a function word)", () => {
    for (const [text, part] of [
      ["it is 4577 7039 5905 4070 now ok, thanks", "4577 7039 5905 4070 now ok"],
      ["Noted: Ok, 400 734 073 39431 Then.", "Ok, 400 734 073 39431 Then"],
      ["ver ch14 9957 8557 0979 6037 9.", "ver ch14 9957 8557 0979 6037 9"],
      ["id,col2,col3,status", "col2"],
    ]) {
      expect(withoutImpossibleStreets([street(text!, part!)], text!, []), part).toEqual([]);
    }
  });
  it("keep streets with a name or a type, in any case, whatever their numbers", () => {
    for (const [text, part] of [
      ["ok, via roma 177 then", "via roma 177"],
      ["Ctra. de Logroño, s/n - 26500 Calahorra", "Ctra. de Logroño, s/n"],
      ["AM MARKT 190", "AM MARKT 190"],
      ["189 s 2nd street", "189 s 2nd street"],
      ["Calle 10 # 23-45", "Calle 10 # 23-45"],
      // a street cut before its type keeps a name adjective that stopwords-iso lists as a function word
      ["fyi 188 high street quick update", "188 high"],
    ]) {
      const kept = [street(text!, part!)];
      expect(withoutImpossibleStreets(kept, text!, []), part).toBe(kept);
    }
  });
});

describe("streets over lines", () => {
  const streetOver = (text: string) => {
    const { tokens, path } = tagged(text, tokenize(text).map((_, k) => (k === 0 ? "B-LOCATION_ADDRESS_STREET" : "I-LOCATION_ADDRESS_STREET")));
    return withoutImpossibleStreets(tagsToSpans(TAGS, path, tokens), text, tokens).map((s) => text.slice(s.start, s.end));
  };
  it("keep an address whose first line names the street (presidio_synth's addresses over lines)", () => {
    expect(streetOver("Tungata 11 Rott Crossroad\nApt. 322\nHöfn\nIceland 72399")).toEqual(["Tungata 11 Rott Crossroad\nApt. 322\nHöfn\nIceland 72399"]);
  });
  it("start on the line that names the street, and keep it only with its number (structured suite, fresh draws)", () => {
    expect(streetOver("132\nMANZANA JOSEFINA ZAPATA VALENCIA, 100")).toEqual(["MANZANA JOSEFINA ZAPATA VALENCIA, 100"]);
    // an invalid id run into chat lines names nothing
    expect(streetOver("8530\nGenial\nMi Kennzeichen Es")).toEqual([]);
    expect(streetOver("5689 56244 6\nvale gracias\nahora es")).toEqual([]);
  });
});

describe("places that cannot be one", () => {
  const part = (text: string, type: string, value: string) => {
    const start = text.indexOf(value);
    return { type, first: 0, last: 0, start, end: start + value.length };
  };
  it("are dropped: a city without a letter, a postcode inside a longer number (an invalid Amex number in a form, fresh draws 2424-2626)", () => {
    const text = "campo 2: 3723-820902-17670\ncanale: telefono";
    expect(withoutImpossiblePlaces([part(text, "LOCATION_ZIP", "3723"), part(text, "LOCATION_CITY", "-820902-17670")], text)).toEqual([]);
    // digit groups over single blanks too: an invalid card number's first group (fresh draws 1414, 1919)
    const card = "Campo 1: 2256 7005 6222 8370\nCanal: telefone";
    expect(withoutImpossiblePlaces([part(card, "LOCATION_ZIP", "2256")], card)).toEqual([]);
  });
  it("keep postcodes with their digits and named places", () => {
    for (const [text, type, value] of [
      ["1000-001 Lisboa", "LOCATION_ZIP", "1000-001"],
      ["Springfield, IL 62704-1234", "LOCATION_ZIP", "62704-1234"],
      ["Kalverstraat 12, 1012 NX Amsterdam", "LOCATION_ZIP", "1012 NX"],
      ["Calle Mayor 3, 28013 Madrid", "LOCATION_ZIP", "28013"],
      // a box number and a postcode are two groups, no id (meddocan dev)
      ["Apartado de Correos 20134 48080 Bilbao", "LOCATION_ZIP", "48080"],
      ["12 rue de la Paix, 75002 Paris", "LOCATION_CITY", "Paris"],
    ]) {
      const kept = [part(text!, type!, value!)];
      expect(withoutImpossiblePlaces(kept, text!), value).toBe(kept);
    }
  });
});

describe("a temperature's unit", () => {
  const name = (text: string, part: string, type = "NAME_GIVEN") => {
    const start = text.lastIndexOf(part);
    return { type, first: 0, last: 0, start, end: start + part.length };
  };
  it("is no name after its degree sign (eval:clean: 'highs of 17 °C' flagged a weather report)", () => {
    expect(withoutUnitLetters([name("highs of 17 °C. Pollen", "C")], "highs of 17 °C. Pollen")).toEqual([]);
    expect(withoutUnitLetters([name("bake at 350°F", "F", "NAME")], "bake at 350°F")).toEqual([]);
  });
  it("leaves an initial that is no unit, and returns the same list when nothing goes", () => {
    const text = "signed: C. Dupont";
    const kept = [name(text, "C")];
    expect(withoutUnitLetters(kept, text)).toBe(kept);
  });
});

describe("quotation marks at an entity's edges", () => {
  it("are left out of it, its edge subtypes shrink with it (an SQL tuple's \"'Janssen', \" became \"'[NAME_1], \")", () => {
    const text = "VALUES ('Anna', 'Janssen', 'x')";
    const cells = assemble(text, ["O", "O", "O", "B-NAME_GIVEN", "I-NAME_GIVEN", "O", "O", "B-NAME_FAMILY", "I-NAME_FAMILY", "O", "O", "O", "O", "O"]);
    expect(cells.map((c) => text.slice(c.start, c.end))).toEqual(["Anna", "Janssen"]);
    const whole = "('Anna Janssen')";
    const [c, ...rest] = assemble(whole, ["O", "B-NAME_GIVEN", "I-NAME_GIVEN", "B-NAME_FAMILY", "I-NAME_FAMILY", "O"]);
    expect(rest).toEqual([]);
    expect(whole.slice(c!.start, c!.end)).toBe("Anna Janssen");
    expect(c!.subtypes).toEqual([
      { label: "NAME_GIVEN", start: 2, end: 6, formatted: "Anna" },
      { label: "NAME_FAMILY", start: 7, end: 14, formatted: "Janssen" },
    ]);
    const single = assemble("« Jonas' Auto »", ["B-NAME_GIVEN", "I-NAME_GIVEN", "I-NAME_GIVEN", "O", "O"]);
    expect(single.map((x) => "« Jonas' Auto »".slice(x.start, x.end))).toEqual(["Jonas"]);
  });

  it("keeps an apostrophe inside a name and between its parts (\"O'Brien\", OCR's \"Mar« garet Bauer\")", () => {
    const text = "Mr O'Brien and Mar« garet Bauer";
    const cs = assemble(text, ["O", "B-NAME_FAMILY", "I-NAME_FAMILY", "I-NAME_FAMILY", "O", "B-NAME_GIVEN", "I-NAME_GIVEN", "I-NAME_GIVEN", "B-NAME_FAMILY"]);
    expect(cs.map((c) => [c.label, text.slice(c.start, c.end)])).toEqual([
      ["NAME_FAMILY", "O'Brien"],
      ["NAME", "Mar« garet Bauer"],
    ]);
    expect(cs[1]!.subtypes!.map((p) => p.formatted)).toEqual(["Mar« garet", "Bauer"]);
  });

  it("keeps a closing mark whose opening mark is inside the entity, and an opening mark whose closing mark is (meddocan dev: 'Hospital Clínico \"Lozano Blesa\"')", () => {
    const text = 'en el Hospital "Lozano Blesa" hoy';
    const cs = assemble(text, ["O", "O", "B-ORGANIZATION", "I-ORGANIZATION", "I-ORGANIZATION", "I-ORGANIZATION", "I-ORGANIZATION", "O"]);
    expect(cs.map((c) => text.slice(c.start, c.end))).toEqual(['Hospital "Lozano Blesa"']);
    const german = "das „Hotel Adlon“ und";
    const gs = assemble(german, ["O", "B-ORGANIZATION", "I-ORGANIZATION", "I-ORGANIZATION", "I-ORGANIZATION", "O"]);
    expect(gs.map((c) => german.slice(c.start, c.end))).toEqual(["Hotel Adlon"]);
  });

  it("drops an entity of quotation marks alone", () => {
    expect(assemble("say ' now", ["O", "B-ORGANIZATION", "O"])).toEqual([]);
  });
});

describe("entity assembly", () => {
  it("makes one NAME with given/family subtypes from adjacent name parts", () => {
    const text = "Call Mary Ann Smith today";
    const [c, ...rest] = assemble(text, ["O", "B-NAME_GIVEN", "I-NAME_GIVEN", "B-NAME_FAMILY", "O"]);
    expect(rest).toEqual([]);
    expect(text.slice(c!.start, c!.end)).toBe("Mary Ann Smith");
    expect(c!.label).toBe("NAME");
    expect(c!.source).toBe("ner");
    expect(c!.subtypes).toEqual([
      { label: "NAME_GIVEN", start: 5, end: 13, formatted: "Mary Ann" },
      { label: "NAME_FAMILY", start: 14, end: 19, formatted: "Smith" },
    ]);
    expect(c!.labels).toEqual({ NAME: expect.closeTo(0.9, 9) });
  });

  it("joins name parts across hyphens and apostrophes, not across commas, line breaks or tabs", () => {
    const hyphen = assemble("Anna - Smith", ["B-NAME_GIVEN", "O", "B-NAME_FAMILY"]);
    expect(hyphen.map((c) => c.label)).toEqual(["NAME"]);
    const comma = assemble("Smith, Anna", ["B-NAME_FAMILY", "O", "B-NAME_GIVEN"]);
    expect(comma.map((c) => c.label)).toEqual(["NAME_FAMILY", "NAME_GIVEN"]);
    const lines = assemble("Anna\nSmith", ["B-NAME_GIVEN", "B-NAME_FAMILY"]);
    expect(lines.map((c) => c.label)).toEqual(["NAME_GIVEN", "NAME_FAMILY"]);
    // two cells of a tab-separated header row
    const cells = assemble("Matricola\tNominativo", ["B-NAME_GIVEN", "B-NAME_FAMILY"]);
    expect(cells.map((c) => c.label)).toEqual(["NAME_GIVEN", "NAME_FAMILY"]);
  });

  it("keeps a lone given name as NAME_GIVEN with NAME and NAME_GIVEN scores", () => {
    const text = "thanks john!";
    const { tokens, path } = tagged(text, ["O", "B-NAME_GIVEN", "O"]);
    // 0.7 given name, 0.2 family name, 0.1 O on "john": NAME (any name part) gets 0.9.
    const m = new Float64Array(tokens.length * L);
    m[0] = m[2 * L] = 1;
    m[L + TAGS.tags.indexOf("B-NAME_GIVEN")] = 0.7;
    m[L + TAGS.tags.indexOf("B-NAME_FAMILY")] = 0.2;
    m[L] = 0.1;
    const [c] = assembleCandidates(text, tagsToSpans(TAGS, path, tokens), marginalScorer(TAGS, m));
    expect(c).toMatchObject({ start: 7, end: 11, label: "NAME_GIVEN", score: expect.closeTo(0.7, 9) });
    expect(c!.labels).toEqual({ NAME_GIVEN: expect.closeTo(0.7, 9), NAME: expect.closeTo(0.9, 9) });
    expect(c!.subtypes).toBeUndefined();
  });

  it("labels a group with a medical professional part NAME_MEDICAL_PROFESSIONAL", () => {
    const [c] = assemble("Dr. Samantha Lee", ["O", "O", "B-NAME_MEDICAL_PROFESSIONAL", "I-NAME_MEDICAL_PROFESSIONAL"]);
    expect(c).toMatchObject({ start: 4, end: 16, label: "NAME_MEDICAL_PROFESSIONAL" });
    expect(Object.keys(c!.labels!).sort()).toEqual(["NAME", "NAME_MEDICAL_PROFESSIONAL"]);
    const [d] = assemble("Dr. Samantha Lee", ["O", "O", "B-NAME_GIVEN", "B-NAME_MEDICAL_PROFESSIONAL"]);
    expect(d).toMatchObject({ start: 4, end: 16, label: "NAME_MEDICAL_PROFESSIONAL" });
    expect(d!.subtypes!.map((s) => s.label)).toEqual(["NAME_GIVEN"]);
  });

  it("makes one LOCATION_ADDRESS from street, city, state and zip across commas and line breaks", () => {
    const text = "Send it to 12 Main Street,\nSpringfield, IL 62704 please";
    const tags = ["O", "O", "O", "B-LOCATION_ADDRESS_STREET", "I-LOCATION_ADDRESS_STREET", "I-LOCATION_ADDRESS_STREET", "O"];
    tags.push("B-LOCATION_CITY", "O", "B-LOCATION_STATE", "B-LOCATION_ZIP", "O");
    const out = assemble(text, tags);
    expect(out).toHaveLength(1);
    const [c] = out;
    expect(text.slice(c!.start, c!.end)).toBe("12 Main Street,\nSpringfield, IL 62704");
    expect(c!.label).toBe("LOCATION_ADDRESS");
    expect(Object.keys(c!.labels!).sort()).toEqual(["LOCATION", "LOCATION_ADDRESS"]);
    expect(c!.subtypes!.map((s) => [s.label, s.formatted])).toEqual([
      ["LOCATION_ADDRESS_STREET", "12 Main Street"],
      ["LOCATION_CITY", "Springfield"],
      ["LOCATION_STATE", "IL"],
      ["LOCATION_ZIP", "62704"],
    ]);
    // The address score averages over its parts' tokens, not the separating commas.
    expect(c!.labels!.LOCATION_ADDRESS).toBeCloseTo(0.9, 9);
  });

  it("makes a place name (city, state) without street or zip a LOCATION with subtypes", () => {
    const [c, ...rest] = assemble("born in Toronto, Ontario", ["O", "O", "B-LOCATION_CITY", "O", "B-LOCATION_STATE"]);
    expect(rest).toEqual([]);
    expect(c).toMatchObject({ start: 8, end: 24, label: "LOCATION", labels: { LOCATION: expect.closeTo(0.9, 9) } });
    expect(c!.subtypes!.map((s) => s.label)).toEqual(["LOCATION_CITY", "LOCATION_STATE"]);
  });

  it("does not join a list of places of one kind into one location", () => {
    const text = "offices in Paris, London and Berlin, Germany";
    const out = assemble(text, ["O", "O", "B-LOCATION_CITY", "O", "B-LOCATION_CITY", "O", "B-LOCATION_CITY", "O", "B-LOCATION_COUNTRY"]);
    expect(show(text, out)).toEqual([
      ["LOCATION_CITY", "Paris"],
      ["LOCATION_CITY", "London"],
      ["LOCATION", "Berlin, Germany"],
    ]);
  });

  it("keeps a lone city as LOCATION_CITY with LOCATION and LOCATION_CITY scores", () => {
    const [c] = assemble("in Boston.", ["O", "B-LOCATION_CITY", "O"], 0.8);
    expect(c).toMatchObject({ start: 3, end: 9, label: "LOCATION_CITY" });
    expect(c!.labels).toEqual({ LOCATION_CITY: expect.closeTo(0.8, 9), LOCATION: expect.closeTo(0.8, 9) });
  });

  it("gives other types their catalog ancestors and never merges them with neighbours", () => {
    const text = "St Mary Hospital Acme";
    const out = assemble(text, ["B-ORGANIZATION_MEDICAL_FACILITY", "I-ORGANIZATION_MEDICAL_FACILITY", "I-ORGANIZATION_MEDICAL_FACILITY", "B-ORGANIZATION"]);
    expect(out.map((c) => [c.label, text.slice(c.start, c.end), Object.keys(c.labels!).sort()])).toEqual([
      ["ORGANIZATION_MEDICAL_FACILITY", "St Mary Hospital", ["ORGANIZATION", "ORGANIZATION_MEDICAL_FACILITY"]],
      ["ORGANIZATION", "Acme", ["ORGANIZATION"]],
    ]);
  });

  it("does not join a name and an address part", () => {
    const out = assemble("Paris Hilton", ["B-LOCATION_CITY", "B-NAME_FAMILY"]);
    expect(out.map((c) => c.label)).toEqual(["LOCATION_CITY", "NAME_FAMILY"]);
  });
});
