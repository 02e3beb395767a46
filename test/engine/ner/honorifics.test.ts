import { describe, expect, it } from "vitest";
import { withoutHonorifics } from "../../../src/engine/ner/honorifics.js";
import type { TagSpan } from "../../../src/engine/ner/spans.js";
import { tokenize } from "../../../src/engine/ner/tokenize.js";

/** A span over tokens [first, last] of `tokens`, with their offsets. */
function span(tokens: ReturnType<typeof tokenize>, type: string, first: number, last: number): TagSpan {
  return { type, first, last, start: tokens[first]!.start, end: tokens[last]!.end };
}

const texts = (text: string, spans: TagSpan[]) => spans.map((s) => `${s.type}:${text.slice(s.start, s.end)}`);

describe("withoutHonorifics", () => {
  it("starts a name span after its title, with or without the title's dot", () => {
    const text = "Mrs Brown met Mr. John Smith and Frau Müller";
    const t = tokenize(text); // Mrs Brown met Mr . John Smith and Frau Müller
    const spans = [span(t, "NAME", 0, 1), span(t, "NAME", 3, 6), span(t, "NAME_FAMILY", 8, 9)];
    expect(texts(text, withoutHonorifics(spans, t))).toEqual(["NAME:Brown", "NAME:John Smith", "NAME_FAMILY:Müller"]);
  });

  it("starts a name after a police or military rank, which is a title as Dr is", () => {
    const text = "Officer R. Patel and Sgt Miller";
    const t = tokenize(text); // Officer R . Patel and Sgt Miller
    const spans = [span(t, "NAME", 0, 3), span(t, "NAME", 5, 6)];
    expect(texts(text, withoutHonorifics(spans, t))).toEqual(["NAME:R. Patel", "NAME:Miller"]);
  });

  it("drops a span that is only a title, and keeps 'M.' (an initial in English text)", () => {
    const text = "Mme Martin and M. Martin";
    const t = tokenize(text); // Mme Martin and M . Martin
    const spans = [span(t, "NAME_GIVEN", 0, 0), span(t, "NAME_FAMILY", 1, 1), span(t, "NAME", 3, 5)];
    expect(texts(text, withoutHonorifics(spans, t))).toEqual(["NAME_FAMILY:Martin", "NAME:M. Martin"]);
  });

  it("leaves other types and other first words alone, and trims lower-case chat titles too", () => {
    const text = "Dr Pepper Inc, Don Johnson, mr smith";
    const t = tokenize(text); // Dr Pepper Inc , Don Johnson , mr smith
    const spans = [span(t, "ORGANIZATION", 0, 2), span(t, "NAME", 4, 5), span(t, "NAME", 7, 8)];
    expect(texts(text, withoutHonorifics(spans, t))).toEqual(["ORGANIZATION:Dr Pepper Inc", "NAME:Don Johnson", "NAME:smith"]);
  });

  it("trims greetings, salutations and kin words (with a possessive) off a name's start, and full-form titles", () => {
    const text = "Buenos días Laura Gómez, mein Ehemann Gerhard, mia cugina Sara, Mevrouw De Vries, Signora Rossi";
    const t = tokenize(text); // Buenos días Laura Gómez , mein Ehemann Gerhard , mia cugina Sara , Mevrouw De Vries , Signora Rossi
    const spans = [span(t, "NAME", 0, 3), span(t, "NAME_GIVEN", 5, 7), span(t, "NAME_GIVEN", 9, 11), span(t, "NAME", 13, 15), span(t, "NAME", 17, 18)];
    expect(texts(text, withoutHonorifics(spans, t))).toEqual(["NAME:Laura Gómez", "NAME_GIVEN:Gerhard", "NAME_GIVEN:Sara", "NAME:De Vries", "NAME:Rossi"]);
  });

  it("drops a greeting or kin word the model tagged as a name part of its own before the name", () => {
    const text = "Bonjour Marc, jaja José";
    const t = tokenize(text); // Bonjour Marc , jaja José
    const spans = [span(t, "NAME_GIVEN", 0, 0), span(t, "NAME_FAMILY", 1, 1), span(t, "NAME_GIVEN", 3, 3), span(t, "NAME_FAMILY", 4, 4)];
    expect(texts(text, withoutHonorifics(spans, t))).toEqual(["NAME_FAMILY:Marc", "NAME_FAMILY:José"]);
  });

  it("keeps such a word when it is the whole name, or not before a name, and keeps names that start like one", () => {
    const text = "Oma kommt. Cara Delevingne and Madam Speaker";
    const t = tokenize(text); // Oma kommt . Cara Delevingne and Madam Speaker
    const spans = [span(t, "NAME_GIVEN", 0, 0), span(t, "NAME", 3, 4), span(t, "NAME", 6, 7)];
    expect(texts(text, withoutHonorifics(spans, t))).toEqual(["NAME_GIVEN:Oma", "NAME:Cara Delevingne", "NAME:Madam Speaker"]);
  });
});
