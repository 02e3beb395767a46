import { describe, expect, it } from "vitest";
import type { TagSpan } from "../../../src/engine/ner/spans.js";
import { tokenize } from "../../../src/engine/ner/tokenize.js";
import { handleUsernames } from "../../../src/engine/ner/usernames.js";

/** A span of `type` over the characters of `covered` (its first occurrence in `text`), on token boundaries. */
function spanOver(text: string, covered: string, type = "USERNAME"): { span: TagSpan; tokens: ReturnType<typeof tokenize> } {
  const tokens = tokenize(text);
  const start = text.indexOf(covered);
  const end = start + covered.length;
  const first = tokens.findIndex((t) => t.start === start);
  const last = tokens.findIndex((t) => t.end === end);
  if (first < 0 || last < 0) throw new Error(`not on token boundaries: ${covered}`);
  return { span: { type, first, last, start, end }, tokens };
}

const kept = (text: string, covered: string, type?: string) => {
  const { span, tokens } = spanOver(text, covered, type);
  return handleUsernames([span], tokens, text).map((s) => text.slice(s.start, s.end));
};

describe("handleUsernames (a user name is one word)", () => {
  it("drops a span the model ran on from an e-mail address's domain to the next line", () => {
    expect(kept("email: vala@cautious-beret.com\ncampo 2: incrocio", "cautious-beret.com\ncampo 2")).toEqual([]);
    expect(kept("escribe a cadelarosa@outlook.com.\n\nAtentamente,", "outlook.com.\n\nAtentamente")).toEqual([]);
  });

  it("drops several words that do not start with a handle (sign-offs, field labels)", () => {
    expect(kept("jetzt gilt @frederick952\n\ndanke und gruß,\ndaniel", "danke und gruß")).toEqual([]);
    expect(kept("Campo 1: @mia_alves\nCampo 2: 69 825", "Campo 2")).toEqual([]);
  });

  it("keeps a handle's run-on whole: what follows it in a tweet is often a name", () => {
    expect(kept("RT @Luke5SOS Luke you are the best", "Luke5SOS Luke")).toEqual(["Luke5SOS Luke"]);
    expect(kept("lol kassmarie_ mami said so", "kassmarie_ mami")).toEqual(["kassmarie_ mami"]);
  });

  it("ends a handle's span at its line: the next line's words are not the handle's", () => {
    expect(kept("kundendaten\nfeld 1: @hahn_artur\nfeld 2: 0408335001", "hahn_artur\nfeld 2")).toEqual(["hahn_artur"]);
    expect(kept("ahora es @godoypabon_benjamin vale\nentonces", "godoypabon_benjamin vale\nentonces")).toEqual(["godoypabon_benjamin vale"]);
  });

  it("leaves one-word user names and other types alone", () => {
    expect(kept("user jsmith logged in", "jsmith")).toEqual(["jsmith"]);
    expect(kept("Kind regards, Anna Smith", "Anna Smith", "NAME")).toEqual(["Anna Smith"]);
  });
});
