import { describe, expect, it } from "vitest";
import { tokenize } from "../../../src/engine/ner/tokenize.js";

const texts = (s: string) => tokenize(s).map((t) => t.text);

describe("tokenize", () => {
  it("splits words, digit runs and single punctuation", () => {
    expect(texts("Call Dr. Smith at 10:30, room 12B.")).toEqual(["Call", "Dr", ".", "Smith", "at", "10", ":", "30", ",", "room", "12", "B", "."]);
  });

  it("keeps hyphenated names together and splits apostrophes", () => {
    expect(texts("Jean-Pierre O'Brien's car")).toEqual(["Jean-Pierre", "O", "'", "Brien", "'", "s", "car"]);
    // a hyphen not between two letters stands alone
    expect(texts("2020-2021 -x y-")).toEqual(["2020", "-", "2021", "-", "x", "y", "-"]);
  });

  it("gives UTF-16 offsets that slice back to each token, accents and emoji included", () => {
    const text = "José 😂 Zoë\u0301 in Köln 👍🏽!";
    const tokens = tokenize(text);
    for (const t of tokens) expect(text.slice(t.start, t.end)).toBe(t.text);
    expect(tokens.map((t) => t.text)).toEqual(["José", "😂", "Zoë\u0301", "in", "Köln", "👍", "🏽", "!"]);
    // the emoji is one token of two UTF-16 units; the name after it starts right behind them
    const emoji = tokens[1]!;
    expect(emoji.end - emoji.start).toBe(2);
    expect(tokens[2]!.start).toBe(8);
    // combining mark stays inside the word
    expect(tokens[2]!.end - tokens[2]!.start).toBe(4);
  });

  it("treats all kinds of white space as separators and never emits empty tokens", () => {
    const tokens = tokenize("  a\u00a0b\tc\n\nd\u200be  ");
    expect(tokens.map((t) => t.text)).toEqual(["a", "b", "c", "d", "e"]);
    expect(tokenize("")).toEqual([]);
    expect(tokenize(" \n\t ")).toEqual([]);
  });

  it("handles non-Latin scripts as words", () => {
    expect(texts("Привет, Анна! مرحبا")).toEqual(["Привет", ",", "Анна", "!", "مرحبا"]);
  });
});
