import { describe, expect, it } from "vitest";
import { emptyScore, metrics, parseMapFile, relabelGold, scoreDocument, total } from "../../scripts/eval/score.js";

const map = { PERSON: ["NAME"], GPE: ["LOCATION"], TITLE: null };

describe("eval scoring", () => {
  it("a prediction is right for every gold label that accepts its type, and counted once in the micro-average", () => {
    const score = emptyScore();
    const names = { PTName: ["NAME"], HCPName: ["NAME"] };
    scoreDocument(
      score,
      [{ start: 0, end: 5, label: "HCPName" }],
      [
        { start: 0, end: 5, best_label: "NAME", labels: { NAME: 0.9 } },
        { start: 10, end: 15, best_label: "NAME", labels: { NAME: 0.9 } },
      ],
      names,
    );
    expect(score.perLabel.PTName).toMatchObject({ gold: 0, predicted: 2, correct: 1 });
    expect(score.perLabel.HCPName).toMatchObject({ gold: 1, found: 1, predicted: 2, correct: 1 });
    expect(total(score)).toMatchObject({ gold: 1, found: 1, predicted: 2, correct: 1 });
  });

  it("counts overlap matches, exact matches, ancestors and leaks", () => {
    const score = emptyScore();
    scoreDocument(
      score,
      [
        { start: 0, end: 10, label: "PERSON" },
        { start: 20, end: 26, label: "GPE" },
        { start: 30, end: 34, label: "PERSON" },
        { start: 40, end: 45, label: "TITLE" },
      ],
      [
        { start: 0, end: 4, best_label: "NAME_GIVEN", labels: { NAME_GIVEN: 0.9 } }, // partial overlap of PERSON
        { start: 20, end: 26, best_label: "LOCATION_CITY", labels: { LOCATION_CITY: 0.9 } }, // exact, via ancestor
        { start: 50, end: 55, best_label: "NAME", labels: { NAME: 0.8 } }, // false positive
      ],
      map,
    );
    expect(score.perLabel.PERSON).toEqual({ gold: 2, found: 1, predicted: 2, correct: 1, exact: 0 });
    expect(score.perLabel.GPE).toEqual({ gold: 1, found: 1, predicted: 1, correct: 1, exact: 1 });
    expect(score.perLabel.TITLE).toBeUndefined();
    // gold chars: 10 + 6 + 4 = 20 (TITLE not scored); covered: 4 + 6 = 10
    expect(score.goldChars).toBe(20);
    expect(score.leakedChars).toBe(10);
    expect(metrics(score.perLabel.PERSON!)).toEqual({ precision: 0.5, recall: 0.5, f1: 0.5 });
    expect(total(score)).toMatchObject({ gold: 3, found: 2, predicted: 3, correct: 2 });
  });
});

describe("gold relabelling", () => {
  const rules = [{ label: "TITLE", pattern: "(mr|mrs|dr)\\.?", as: "HONORIFIC" }];

  it("moves spans whose whole text matches to the new label and keeps the rest", () => {
    const text = "Mr. Ødegård, Technical writer, and dr Smith";
    const gold = [
      { start: 0, end: 3, label: "TITLE" },
      { start: 13, end: 29, label: "TITLE" },
      { start: 35, end: 37, label: "TITLE" },
      { start: 4, end: 11, label: "PERSON" },
    ];
    expect(relabelGold(text, gold, rules).map((g) => g.label)).toEqual(["HONORIFIC", "TITLE", "HONORIFIC", "PERSON"]);
  });

  it("matches the whole span only, in code points", () => {
    // "Mrs" inside a longer span is not an honorific; the emoji shifts UTF-16 but not code-point offsets
    const text = "😀 Mrs Brown";
    expect(relabelGold(text, [{ start: 2, end: 11, label: "TITLE" }], rules)[0]!.label).toBe("TITLE");
    expect(relabelGold(text, [{ start: 2, end: 5, label: "TITLE" }], rules)[0]!.label).toBe("HONORIFIC");
  });

  it("reads the rules from a map file's $relabel key, and an unscored label drops out of scoring", () => {
    const { map, relabel } = parseMapFile({ $relabel: rules, TITLE: ["OCCUPATION"], HONORIFIC: null });
    expect(relabel).toEqual(rules);
    expect(Object.keys(map)).toEqual(["TITLE", "HONORIFIC"]);
    const score = emptyScore();
    scoreDocument(score, relabelGold("Mr. Brown", [{ start: 0, end: 3, label: "TITLE" }], relabel), [], map);
    expect(total(score).gold).toBe(0);
  });
});
