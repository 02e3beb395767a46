import { describe, expect, it } from "vitest";
import { joinAtMentions, markNested, parseMapOptions, prepareDocument, recase, trimPredictions, trimSpan } from "../../scripts/eval/gold.js";
import { emptyScore, scoreDocument, total, type GoldSpan } from "../../scripts/eval/score.js";

const cps = (s: string) => [...s];
const textOf = (text: string, s: { start: number; end: number }) => cps(text).slice(s.start, s.end).join("");

describe("map options", () => {
  it("splits labels, relabel rules and options, and rejects an unknown option", () => {
    const file = parseMapOptions({ $person: ["PER"], $comment: "x", $relabel: [], PER: ["NAME"], MISC: null });
    expect(file.map).toEqual({ PER: ["NAME"], MISC: null });
    expect(file.options).toEqual({ person: ["PER"] });
    expect(() => parseMapOptions({ $persons: ["PER"] })).toThrow(/unknown map option \$persons/);
    expect(() => parseMapOptions({ PER: "NAME" })).toThrow(/PER/);
  });
});

describe("case variants", () => {
  it("keeps every code point's length, so gold offsets stay valid", () => {
    expect(recase("Straße İzmir 😀 Ödön", "upper")).toBe("STRAßE İZMIR 😀 ÖDÖN");
    expect(recase("İzmir ÖDÖN", "lower")).toBe("İzmir ödön");
    expect(recase("Abc", undefined)).toBe("Abc");
    expect([...recase("ﬁne ß", "upper")].length).toBe([..."ﬁne ß"].length);
  });
});

describe("@ mentions", () => {
  it("joins a lone '@' to the handle and moves offsets after it", () => {
    const text = "RT @ SportsCenter : 😀 Allen and @ NikoWavy , mail a @ b";
    const { cp, offset } = joinAtMentions(cps(text));
    const joined = cp.join("");
    expect(joined).toBe("RT @SportsCenter : 😀 Allen and @NikoWavy , mail a @b");
    const allen = cps(text.slice(0, text.indexOf("Allen"))).length; // code points: the emoji is one
    expect(textOf(joined, { start: offset(allen), end: offset(allen + 5) })).toBe("Allen");
  });

  it("leaves e-mail-like '@' alone", () => {
    expect(joinAtMentions(cps("x@ gmail")).cp.join("")).toBe("x@ gmail");
  });

  it("marks @handles as found by the $handles types, and scores them so", () => {
    const mapFile = parseMapOptions({ $joinAtMentions: true, $handles: ["USERNAME", "NAME"], $person: ["PER"], PER: ["NAME"], ORG: ["ORGANIZATION"] });
    const text = "@ SportsCenter : Allen Iverson and @ NikoWavy";
    const d = prepareDocument(text, [
      { start: 2, end: 14, label: "ORG" },
      { start: 17, end: 30, label: "PER" },
      { start: 37, end: 45, label: "PER" },
    ], mapFile);
    expect(d.text).toBe("@SportsCenter : Allen Iverson and @NikoWavy");
    expect(d.gold.map((g) => [textOf(d.text, g), g.label, g.accept ?? null])).toEqual([
      ["SportsCenter", "ORG", ["USERNAME", "NAME"]],
      ["Allen Iverson", "PER", null],
      ["NikoWavy", "PER", ["USERNAME", "NAME"]],
    ]);
    const score = emptyScore();
    scoreDocument(score, d.gold, [
      { start: 0, end: 13, best_label: "NAME", labels: { NAME: 0.9 } }, // NAME on an ORG handle: found, right
      { start: 16, end: 21, best_label: "USERNAME", labels: { USERNAME: 0.9 } }, // USERNAME on a plain name: not PER's type
      { start: 33, end: 42, best_label: "USERNAME", labels: { USERNAME: 0.9 } }, // USERNAME on a PER handle
    ], mapFile.map, mapFile.options.person);
    expect(score.perLabel.ORG).toMatchObject({ gold: 1, found: 1, predicted: 1, correct: 1 });
    expect(score.perLabel.PER).toMatchObject({ gold: 2, found: 1, predicted: 2, correct: 2 });
    // micro: the stray USERNAME is no prediction of a scored type; the two others are right
    expect(total(score)).toMatchObject({ gold: 3, found: 2, predicted: 2, correct: 2 });
    // PERSON: the NAME on the organisation's handle is a person prediction, and wrong
    expect(score.person).toMatchObject({ gold: 2, found: 1, predicted: 2, correct: 1 });
  });
});

describe("names-only view of a social corpus", () => {
  it("keeps @handles out of recall and of the unredacted share, and a prediction on one stays right", () => {
    const mapFile = parseMapOptions({ $joinAtMentions: true, $handles: ["USERNAME", "NAME"], $skipHandles: true, $person: ["PER"], PER: ["NAME"] });
    const d = prepareDocument("@ jo_b met Ann", [{ start: 2, end: 6, label: "PER" }, { start: 11, end: 14, label: "PER" }], mapFile);
    expect(d.gold.map((g) => g.inner ?? false)).toEqual([true, false]);
    const score = emptyScore();
    scoreDocument(score, d.gold, [{ start: 0, end: 5, best_label: "NAME", labels: { NAME: 0.9 } }], mapFile.map, mapFile.options.person);
    expect(score.person).toMatchObject({ gold: 1, found: 0, predicted: 1, correct: 1 });
    expect(score.goldChars).toBe(3);
    expect(score.leakedChars).toBe(3);
  });
});

describe("gold preparation", () => {
  it("filters on a span field, renames, trims and marks nested spans", () => {
    const mapFile = parseMapOptions({
      $filter: { head_upos: ["PROPN"] },
      $rename: { person: "PER", place: "LOC", organization: "ORG" },
      $trim: { leading: "(?:(?:the|mr\\.?)\\s+)+", trailing: "\\s*[,(][\\s\\S]*" },
      $outermost: true,
      PER: ["NAME"],
      LOC: ["LOCATION"],
      ORG: ["ORGANIZATION"],
    });
    const text = "the University of Durham, England and Mr. Smith (1850) and she";
    const at = (s: string) => text.indexOf(s);
    const d = prepareDocument(text, [
      { start: 0, end: at(" and Mr."), label: "organization", head_upos: "PROPN" },
      { start: at("Durham"), end: at("Durham") + 6, label: "place", head_upos: "PROPN" },
      { start: at("England"), end: at("England") + 7, label: "place", head_upos: "PROPN" },
      { start: at("Mr."), end: at(" and she"), label: "person", head_upos: "PROPN" },
      { start: at("she"), end: at("she") + 3, label: "person", head_upos: "PRON" },
    ], mapFile);
    expect(d.gold.map((g) => [textOf(text, g), g.label, g.inner ?? false])).toEqual([
      ["University of Durham", "ORG", false],
      ["Durham", "LOC", true],
      ["England", "LOC", false],
      ["Smith", "PER", false],
    ]);
    // a LOCATION on the nested place is right, and the place is no recall target of its own
    const score = emptyScore();
    scoreDocument(score, d.gold, [{ start: at("Durham"), end: at("Durham") + 6, best_label: "LOCATION_CITY", labels: { LOCATION_CITY: 0.9 } }], mapFile.map);
    expect(score.perLabel.LOC).toMatchObject({ gold: 1, found: 0, predicted: 1, correct: 1 });
    expect(score.perLabel.ORG).toMatchObject({ gold: 1, found: 0 });
    expect(total(score)).toMatchObject({ gold: 3, found: 0, predicted: 1, correct: 1 });
  });

  it("strips punctuation from both ends of gold spans and predictions; an all-punctuation gold span goes", () => {
    const trim = { leading: "[\\p{P}\\p{S}]+", trailing: "[\\p{P}\\p{S}]+" };
    const text = "„Dalfsen, ,";
    expect(trimSpan(cps(text), { start: 0, end: 9 }, trim)).toEqual({ start: 1, end: 8 });
    expect(trimSpan(cps(text), { start: 10, end: 11 }, trim)).toBeNull();
    expect(trimPredictions(cps(text), [{ start: 10, end: 11 }, { start: 1, end: 9 }], { trim })).toEqual([{ start: 10, end: 11 }, { start: 1, end: 8 }]);
  });

  it("marks only spans strictly inside a larger one", () => {
    const spans: GoldSpan[] = [
      { start: 0, end: 10, label: "A" },
      { start: 0, end: 10, label: "B" },
      { start: 2, end: 5, label: "C" },
      { start: 8, end: 12, label: "D" },
    ];
    expect(markNested(spans).map((s) => s.inner ?? false)).toEqual([false, false, true, false]);
  });

  it("counts relabelled spans and applies the case variant to the engine's text only", () => {
    const mapFile = parseMapOptions({ $relabel: [{ label: "TITLE", pattern: "mr\\.?", as: "HONORIFIC" }], TITLE: ["OCCUPATION"], HONORIFIC: null });
    const d = prepareDocument("Mr. Brown", [{ start: 0, end: 3, label: "TITLE" }], mapFile);
    expect(d.relabelled).toEqual({ HONORIFIC: 1 });
    expect(d.gold[0]!.label).toBe("HONORIFIC");
  });
});
