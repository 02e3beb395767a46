import { describe, expect, it } from "vitest";
import { execAll } from "../../../src/engine/text/exec-all.js";

const spans = (ms: Iterable<RegExpExecArray>) => [...ms].map((m) => [m.index, m[0]]);

describe("execAll", () => {
  it("gives the matches matchAll gives, groups included", () => {
    const re = /(?<word>[a-z]+)(\d)?/g;
    const text = "abc1 de fgh2 -- x";
    const ours = [...execAll(re, text)];
    const theirs = [...text.matchAll(re)];
    expect(ours.map((m) => [m.index, ...m])).toEqual(theirs.map((m) => [m.index, ...m]));
    expect(ours.map((m) => m.groups?.word)).toEqual(["abc", "de", "fgh", "x"]);
  });

  it("moves past empty matches by one character, a surrogate pair whole under the u flag", () => {
    const text = "a😀b";
    expect(spans(execAll(/x*/g, text))).toEqual(spans(text.matchAll(/x*/g)));
    expect(spans(execAll(/x*/gu, text))).toEqual(spans(text.matchAll(/x*/gu)));
    expect(spans(execAll(/x*/gu, text)).map(([at]) => at)).toEqual([0, 1, 3, 4]);
  });

  it("starts at the text's start whatever lastIndex the regex was left with", () => {
    const re = /\d/g;
    re.lastIndex = 3;
    expect(spans(execAll(re, "1 2 3"))).toEqual([[0, "1"], [2, "2"], [4, "3"]]);
  });

  it("lets two iterations over one regex interleave, as matchAll's copies do", () => {
    const re = /\d/g;
    const pairs: string[] = [];
    for (const a of execAll(re, "12")) for (const b of execAll(re, "345")) pairs.push(a[0] + b[0]);
    expect(pairs).toEqual(["13", "14", "15", "23", "24", "25"]);
  });

  it("refuses a regex without the g flag, as matchAll does", () => {
    expect(() => [...execAll(/a/, "a")]).toThrow(TypeError);
  });
});
