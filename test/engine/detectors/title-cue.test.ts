/**
 * Names after public and professional titles: what is found (the name only, never the title), its
 * labels, and the hard negatives each rule exists for.
 */
import { describe, expect, it } from "vitest";
import { titleCueDetector } from "../../../src/engine/detectors/title-cue.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const detect = (text: string, language?: string) =>
  titleCueDetector.detect(makeDetectContext(text, { language })).map((c) => ({ ...c, text: text.slice(c.start, c.end) }));
const names = (text: string, language?: string) => detect(text, language).map((c) => c.text);

describe("titles before a name", () => {
  it.each([
    ["Palestinian President Arafat attacked the decision.", "en", ["Arafat"]],
    ["senior trade advisor to Agriculture Secretary Dan Glickman .", "en", ["Dan Glickman"]],
    ["The Russian army under General Kutuzov was defeated.", "en", ["Kutuzov"]],
    ["Gestern lobte Trainer Daum den Innenminister Glogowski.", "de", ["Daum", "Glogowski"]],
    ["Das sagte Regierungssprecher Peter Hausmann am Montag.", "de", ["Peter Hausmann"]],
    ["Según el presidente Aznar, la reunión fue un éxito.", "es", ["Aznar"]],
    ["Le ministre Juppé a parlé avec le maire Tiberi.", "fr", ["Juppé", "Tiberi"]],
    ["Volgens premier Kok en burgemeester Patijn was het goed.", "nl", ["Kok", "Patijn"]],
    ["Il premier Prodi ha incontrato il sindaco Rutelli.", "it", ["Prodi", "Rutelli"]],
    ["O presidente Cardoso falou com o governador Covas.", "pt", ["Cardoso", "Covas"]],
    ["Apple CEO Tim Cook spoke first.", "en", ["Tim Cook"]],
  ])("%s", (text, language, expected) => {
    expect(names(text, language)).toEqual(expected);
  });

  it("labels one token a family name and more a full name with subtypes, below the model's confident spans", () => {
    const [one, two] = detect("President Clinton met Secretary Warren Christopher.", "en");
    expect(one).toMatchObject({ text: "Clinton", label: "NAME_FAMILY", labels: { NAME_FAMILY: 0.6, NAME: 0.6 }, source: "title-cue" });
    expect(two).toMatchObject({ text: "Warren Christopher", label: "NAME" });
    expect(two!.subtypes).toEqual([
      { label: "NAME_GIVEN", start: 32, end: 38, formatted: "Warren" },
      { label: "NAME_FAMILY", start: 39, end: 50, formatted: "Christopher" },
    ]);
    expect(one!.score).toBeLessThan(0.7);
  });
});

describe("what is no name after a title", () => {
  it.each([
    ["Shares of General Motors and General Dynamics rose.", "en"],
    ["He plays in the Premier League now.", "en"],
    ["Our Chief Executive Officer resigned.", "en"],
    ["The office is on King Street.", "en"],
    ["Het concert is in de Koningin Elisabethzaal.", "nl"],
    ["Een gift van de Koning Boudewijnstichting.", "nl"],
    ["the president said nothing and the King left", "en"],
    ["Talks between Prime Minister Foreign Minister staff began.", "en"],
  ])("%s", (text, language) => {
    expect(names(text, language)).toEqual([]);
  });

  it("reads nothing in lines without case", () => {
    expect(names("PRESIDENT CLINTON SAID", "en")).toEqual([]);
    expect(names("president clinton said", "en")).toEqual([]);
  });

  it("counts a title that is another word elsewhere only in its own languages", () => {
    expect(names("El papa Francisco visitó Chile.", "es")).toEqual(["Francisco"]);
    expect(names("We called Papa Smurf yesterday.", "en")).toEqual([]);
    expect(names("Das Außenminister Kinkel sagte", "en")).toEqual([]); // a German compound in English text
  });

  it("does not take an ALL-CAPS title in mixed text", () => {
    expect(names("The KING Kong remake was long.", "en")).toEqual([]);
  });
});
