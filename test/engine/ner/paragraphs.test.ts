/**
 * Paragraph starts for decoding: the model reads across blank lines (the tokenizer drops
 * whitespace), so the decoder cuts its path there and no entity spans two paragraphs.
 */
import { describe, expect, it } from "vitest";
import { paragraphStarts } from "../../../src/engine/ner/index.js";
import { tokenize } from "../../../src/engine/ner/tokenize.js";

const starts = (text: string) => {
  const tokens = tokenize(text);
  return paragraphStarts(tokens, text).map((i) => tokens[i]!.text);
};

describe("paragraph starts", () => {
  it("is the first token after each blank line, spaces or \\r on the blank line included", () => {
    expect(starts("Subject: invoice\n\nHello,\r\n \r\nsee below.\n\n\nThanks")).toEqual(["Hello", "see", "Thanks"]);
  });
  it("is nothing for single line breaks and one-paragraph text", () => {
    expect(starts("Dear Ana,\nsee you at 12 Main St\nBoston")).toEqual([]);
    expect(starts("one line")).toEqual([]);
    expect(starts("")).toEqual([]);
  });
});
