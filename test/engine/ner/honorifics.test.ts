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
});
