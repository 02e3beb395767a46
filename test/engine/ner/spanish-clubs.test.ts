import { describe, expect, it } from "vitest";
import { spanishClubs } from "../../../src/engine/ner/spanish-clubs.js";
import type { Candidate } from "../../../src/engine/types.js";

function place(text: string, span: string, nth = 0, source = "ner"): Candidate {
  let start = -1;
  for (let i = 0; i <= nth; i++) start = text.indexOf(span, start + 1);
  if (start < 0) throw new Error(`test setup: "${span}" not in text`);
  return { start, end: start + span.length, label: "LOCATION_CITY", score: 0.7, labels: { LOCATION_CITY: 0.7, LOCATION: 0.7 }, source };
}
const labels = (text: string, cs: Candidate[], language = "es") =>
  spanishClubs(text, cs, [{ start: 0, end: text.length, language }]).map((c) => [text.slice(c.start, c.end), c.label]);

describe("spanishClubs", () => {
  it("reads a city after el, del or al as its club, from any source", () => {
    const text = "El Valencia ganó al Madrid en Valencia, y el entrenador del Parma habló.";
    const cs = [place(text, "Valencia"), place(text, "Madrid", 0, "place-name"), place(text, "Valencia", 1), place(text, "Parma")];
    expect(labels(text, cs)).toEqual([
      ["Valencia", "ORGANIZATION"],
      ["Madrid", "ORGANIZATION"],
      ["Valencia", "LOCATION_CITY"],
      ["Parma", "ORGANIZATION"],
    ]);
    const [club] = spanishClubs(text, [cs[0]!], [{ start: 0, end: text.length, language: "es" }]);
    expect(club).toMatchObject({ label: "ORGANIZATION", labels: { ORGANIZATION: 0.7 }, score: 0.7 });
  });

  it("leaves cities whose name holds the article, and text in other languages", () => {
    const cairo = "Llegó a El Cairo ayer.";
    expect(labels(cairo, [place(cairo, "Cairo")])).toEqual([["Cairo", "LOCATION_CITY"]]);
    const italian = "Il sindaco di Roma e del Parma.";
    expect(labels(italian, [place(italian, "Parma")], "it")).toEqual([["Parma", "LOCATION_CITY"]]);
  });
});
