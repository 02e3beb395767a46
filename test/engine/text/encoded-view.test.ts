/**
 * HTML space and at-sign entities, and quoted-printable soft line breaks, inside values: detectors read them as the characters they stand
 * for, and the spans cover the entities in the original text (before: the card, IBAN and phone
 * below stayed in clear).
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../src/engine/engine.js";
import { fromEncodedView, encodedView } from "../../../src/engine/text/encoded-view.js";

describe("encodedView", () => {
  it("reads each entity as one character and maps offsets back to the text", () => {
    const text = "Card:&nbsp;4111&#160;1111 x";
    const view = encodedView(text)!;
    expect(view.text).toBe("Card: 4111 1111 x");
    const start = view.text.indexOf("4111");
    const mapped = fromEncodedView(view, { start, end: start + 9, label: "X", score: 1, source: "t" });
    expect(text.slice(mapped.start, mapped.end)).toBe("4111&#160;1111");
    const toEnd = fromEncodedView(view, { start: view.text.length - 1, end: view.text.length, label: "X", score: 1, source: "t" });
    expect(text.slice(toEnd.start, toEnd.end)).toBe("x");
  });

  it("reads the at sign's entities as '@', and leaves texts without entities alone", () => {
    expect(encodedView("jane&#64;example.com")!.text).toBe("jane@example.com");
    expect(encodedView("a &amp; b")).toBeUndefined();
    expect(encodedView("plain")).toBeUndefined();
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

describe("quoted-printable mail bodies", () => {
  it("join soft line breaks and read =40 and =3D, only in a text that names the encoding", () => {
    const mail = "Content-Transfer-Encoding: quoted-printable\n\nMail: hans.meier.privat@exam=\nple.ch, a=3Db";
    const view = encodedView(mail)!;
    expect(view.text).toBe("Content-Transfer-Encoding: quoted-printable\n\nMail: hans.meier.privat@example.ch, a=b");
    const start = view.text.indexOf("hans");
    const mapped = fromEncodedView(view, { start, end: start + "hans.meier.privat@example.ch".length, label: "X", score: 1, source: "t" });
    expect(mail.slice(mapped.start, mapped.end)).toBe("hans.meier.privat@exam=\nple.ch");
    expect(encodedView("total =\n 3")).toBeUndefined();
  });

  it("redacts an address the encoder broke, whole (before: in clear)", async () => {
    const engine = createEngine({ seed: "s" });
    const [r] = await engine.process({ text: ["Content-Transfer-Encoding: quoted-printable\n\nMeine Mail: hans.meier.privat@exam=\nple.ch"] });
    expect(r!.processed_text).toBe("Content-Transfer-Encoding: quoted-printable\n\nMeine Mail: [EMAIL_ADDRESS_1]");
  });
});

describe("what reads an entity's text after the encoded view", () => {
  it("SYNTHETIC fakes the decoded value: no made-up entities, the country code kept", async () => {
    const engine = createEngine({ seed: "s" });
    const [r] = await engine.process({ text: ["Card:&nbsp;4111&nbsp;1111&nbsp;1111&nbsp;1111 tel +49&#160;171&#160;2345678"], processed_text: { type: "SYNTHETIC" } });
    const out = r!.processed_text;
    expect(out).toMatch(/^Card:&nbsp;\d{4} \d{4} \d{4} \d{4} tel \+49 \d{3} \d{7}$/);
  });

  it("an ALLOW filter matches the decoded value too ('support@acme.com' allows 'support&#64;acme.com')", async () => {
    const engine = createEngine({ seed: "s" });
    const [r] = await engine.process({
      text: ["mail support&#64;acme.com or ana&#64;example.org"],
      entity_detection: { filter: [{ type: "ALLOW", pattern: "support@acme\\.com" }] },
    });
    expect(r!.processed_text).toBe("mail support&#64;acme.com or [EMAIL_ADDRESS_1]");
  });
});
