/** Filter patterns: Python-style regexes compile to JavaScript with the same meaning. */
import { describe, expect, it } from "vitest";
import { RequestError } from "../../src/contract/errors.js";
import { compileFilters, compilePattern, parseAnalyzeRequest, translatePythonRegex } from "../../src/contract/validate.js";

const matches = (pattern: string, text: string) => [...text.matchAll(compilePattern(pattern)!)].map((m) => m[0]);

describe("translatePythonRegex", () => {
  it("turns leading inline flags into JS flags", () => {
    expect(translatePythonRegex("(?i)abc")).toEqual({ source: "abc", flags: "i" });
    expect(translatePythonRegex("(?is)a.c")).toEqual({ source: "a.c", flags: "is" });
    expect(translatePythonRegex("(?m)(?i)^a")).toEqual({ source: "^a", flags: "im" });
    expect(translatePythonRegex("(?u)a")).toEqual({ source: "a", flags: "" });
  });

  it("refuses flags JS cannot express", () => {
    expect(translatePythonRegex("(?x)a b")).toBeUndefined();
    expect(translatePythonRegex("(?L)a")).toBeUndefined();
  });

  it("leaves escaped parentheses and character classes alone", () => {
    expect(translatePythonRegex("\\(?P<x>\\)")).toEqual({ source: "\\(?P<x>\\)", flags: "" });
    expect(translatePythonRegex("[(?P<]")).toEqual({ source: "[(?P<]", flags: "" });
    expect(translatePythonRegex("[\\A]")).toEqual({ source: "[\\A]", flags: "" });
  });
});

describe("compilePattern", () => {
  it("honours a leading (?i)", () => {
    expect(matches("(?i)best corp", "BEST CORP and best corp")).toEqual(["BEST CORP", "best corp"]);
  });

  it("honours (?s) for dot-all", () => {
    expect(matches("(?s)I was a.*?freelancer", "I was a\ndeveloper as a freelancer")).toHaveLength(1);
    expect(matches("I was a.*?freelancer", "I was a\ndeveloper as a freelancer")).toHaveLength(0);
  });

  it("supports Python named groups and back-references", () => {
    expect(matches("(?P<w>\\w+) (?P=w)", "no no yes")).toEqual(["no no"]);
  });

  it("reads \\A and \\Z as start and end of input, even in multiline mode", () => {
    expect(matches("(?m)\\Aab", "ab\nab")).toEqual(["ab"]);
    expect(matches("(?m)ab\\Z", "ab\nab")).toEqual(["ab"]);
    expect(matches("(?m)^ab$", "ab\nab")).toEqual(["ab", "ab"]);
  });

  it("treats ] first in a class as a literal, as Python does", () => {
    expect(matches("[]a]+", "x]a]y")).toEqual(["]a]"]);
  });

  it("falls back to legacy mode for escapes Python allows but Unicode mode does not", () => {
    const re = compilePattern("ID\\:\\d+")!;
    expect(re.flags).not.toContain("u");
    expect(matches("ID\\:\\d+", "ID:42")).toEqual(["ID:42"]);
  });

  it("uses Unicode mode when it can, so astral characters are one character", () => {
    expect(compilePattern("a.b")!.flags).toContain("u");
    expect(matches("a.b", "a😀b")).toEqual(["a😀b"]);
  });

  it("returns undefined for patterns that do not compile", () => {
    expect(compilePattern("(a")).toBeUndefined();
    expect(compilePattern("a{2,1}")).toBeUndefined();
    expect(compilePattern("(?i")).toBeUndefined();
  });
});

describe("compileFilters", () => {
  it("compiles the block_and_allow filters with their labels and thresholds", () => {
    const { filter } = parseAnalyzeRequest({
      text: ["x"],
      entity_detection: {
        filter: [
          { type: "BLOCK", pattern: "GID-\\d{5}", entity_type: "EMPLOYEE_ID" },
          { type: "BLOCK", pattern: "(?i)best corp", entity_type: "BUSINESS_UNIT", threshold: 0.8 },
          { type: "ALLOW", pattern: "Barcelona" },
        ],
      },
    }).entity_detection;
    const compiled = compileFilters(filter);
    expect(compiled.map(({ type, entityType, threshold }) => ({ type, entityType, threshold }))).toEqual([
      { type: "BLOCK", entityType: "EMPLOYEE_ID", threshold: 1 },
      { type: "BLOCK", entityType: "BUSINESS_UNIT", threshold: 0.8 },
      { type: "ALLOW", entityType: undefined, threshold: 1 },
    ]);
    expect(compiled.every((f) => f.regex.global)).toBe(true);
    expect("Staff GID-12345 and GID-1".match(compiled[0]!.regex)).toEqual(["GID-12345"]);
    expect("Best Corp".match(compiled[1]!.regex)).toEqual(["Best Corp"]);
  });

  it("accepts null and undefined as no filters", () => {
    expect(compileFilters(undefined)).toEqual([]);
    expect(compileFilters(null)).toEqual([]);
  });

  it("throws RequestError naming the filter for a pattern that does not compile", () => {
    expect(() => compileFilters([{ type: "ALLOW", pattern: "ok" }, { type: "ALLOW", pattern: "[" }])).toThrow(
      new RequestError("entity_detection.filter[1].pattern", "must be a valid regular expression"),
    );
  });
});
