/**
 * HTML space and at-sign entities inside values: detectors read them as the characters they stand
 * for, and the spans cover the entities in the original text (before: the card, IBAN and phone
 * below stayed in clear).
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../src/engine/engine.js";
import { fromSpaceView, htmlSpaceView } from "../../../src/engine/text/html-spaces.js";

describe("htmlSpaceView", () => {
  it("reads each entity as one character and maps offsets back to the text", () => {
    const text = "Card:&nbsp;4111&#160;1111 x";
    const view = htmlSpaceView(text)!;
    expect(view.text).toBe("Card: 4111 1111 x");
    const start = view.text.indexOf("4111");
    const mapped = fromSpaceView(view, { start, end: start + 9, label: "X", score: 1, source: "t" });
    expect(text.slice(mapped.start, mapped.end)).toBe("4111&#160;1111");
    const toEnd = fromSpaceView(view, { start: view.text.length - 1, end: view.text.length, label: "X", score: 1, source: "t" });
    expect(text.slice(toEnd.start, toEnd.end)).toBe("x");
  });

  it("reads the at sign's entities as '@', and leaves texts without entities alone", () => {
    expect(htmlSpaceView("jane&#64;example.com")!.text).toBe("jane@example.com");
    expect(htmlSpaceView("a &amp; b")).toBeUndefined();
    expect(htmlSpaceView("plain")).toBeUndefined();
  });
});

describe("values written with HTML entities, through the engine", () => {
  const engine = createEngine({ seed: "s" });
  it("redacts them whole, entities included", async () => {
    const [r] = await engine.process({
      text: ["<p>Card:&nbsp;4111&nbsp;1111&nbsp;1111&nbsp;1111</p><p>DE89&nbsp;3704&nbsp;0044&nbsp;0532&nbsp;0130&nbsp;00</p><p>+49&#160;171&#160;2345678 jane&#64;example.com</p>"],
    });
    expect(r!.processed_text).toBe("<p>Card:&nbsp;[CREDIT_CARD_1]</p><p>[BANK_ACCOUNT_1]</p><p>[PHONE_NUMBER_1] [EMAIL_ADDRESS_1]</p>");
  });
});
