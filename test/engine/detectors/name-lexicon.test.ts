/**
 * Given + family name pairs from the name lexicons in text without capitals: what is found, its
 * labels and subtypes, and the everyday words, places and glued tokens it must leave alone.
 */
import { describe, expect, it } from "vitest";
import { nameLexiconDetector } from "../../../src/engine/detectors/name-lexicon.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";
import { resolveCandidates } from "../../../src/engine/resolve/resolve.js";
import type { Candidate } from "../../../src/engine/types.js";

const detect = (text: string, opts: { language?: string; enabled?: string[] } = {}) =>
  nameLexiconDetector.detect(makeDetectContext(text, opts)).map((c) => ({ ...c, text: text.slice(c.start, c.end) }));
const names = (text: string) => detect(text).map((c) => c.text);

describe("finds given + family names in lines without case", () => {
  it.each([
    ["spoke to john smith about the refund", ["john smith"]],
    ["customer maria garcia called twice, then peter müller took over", ["maria garcia", "peter müller"]],
    ["CALLER: ANNA SCHMIDT, ACCOUNT LOCKED", ["ANNA SCHMIDT"]],
    ["2024-03-01 12:00:01 ticket assigned to david miller by sarah jones", ["david miller", "sarah jones"]],
    ["escalated to john f. kennedy in billing", ["john f. kennedy"]],
    ["thomas o'connor and marie-claire dubois are on the call", ["thomas o'connor", "marie-claire dubois"]],
  ])("%s", (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it("takes an unlisted surname-shaped word after a known given name", () => {
    expect(names("ticket closed by priya venkataraman yesterday")).toEqual(["priya venkataraman"]);
  });

  it("does not take an unlisted word with an English word ending for a surname", () => {
    expect(names("then maria reported the outage")).toEqual([]);
    expect(names("after susan's call, karen explained everything")).toEqual([]);
  });

  it("leaves a possessive 's out of the name", () => {
    expect(names("i looked at john smith's order")).toEqual(["john smith"]);
  });

  it("emits a NAME with NAME_GIVEN and NAME_FAMILY subtypes, scored below the model's confident spans", () => {
    const [c] = detect("please ask michael johnson to call back");
    expect(c).toMatchObject({ text: "michael johnson", label: "NAME", source: "name-lexicon" });
    expect(c!.score).toBeLessThan(0.6);
    expect(c!.labels).toEqual({ NAME: c!.score });
    expect(c!.subtypes).toEqual([
      { label: "NAME_GIVEN", start: 11, end: 18, formatted: "michael" },
      { label: "NAME_FAMILY", start: 19, end: 26, formatted: "johnson" },
    ]);
  });

  it("loses to an overlapping, more confident model span and fills in where the model found nothing", () => {
    const text = "spoke to john smith and anna schmidt";
    const model: Candidate = { start: 9, end: 19, label: "NAME", score: 0.93, labels: { NAME: 0.93 }, source: "model" };
    const kept = resolveCandidates([model, ...nameLexiconDetector.detect(makeDetectContext(text))]);
    expect(kept.map((e) => [text.slice(e.start, e.end), e.winner.source])).toEqual([
      ["john smith", "model"],
      ["anna schmidt", "name-lexicon"],
    ]);
  });
});

describe("rejections", () => {
  it.each([
    // everyday words that are also given names
    "i will mark the bill as paid",
    "may we move it to april",
    "the rose garden is lovely",
    "thanks for your grace period",
    "the hunter green jacket is sold out",
    "faith and hope are not payment methods",
    "summer sale ends in june",
    // a lone given name: not enough without capitals
    "spoke to john about the refund",
    // a given name before an everyday word or a function word
    "told john long ago",
    "asked maria about it",
    // places and organisations
    "the san diego office and the st louis office",
    "read it in the washington post",
    "flights from florence to sofia",
    "john smith co invoices",
    // glued to e-mails, handles, paths
    "write to john.smith@example.com",
    "user @john smith_bot",
    "see /home/john smith/notes",
  ])("%s", (text) => {
    expect(names(text)).toEqual([]);
  });

  it("reads a place word before the given name as a whole word, also after a run of spaces", () => {
    // "last" and "report" end in "st" and "port": the 12 characters read before the name began inside them
    expect(names("last          john smith")).toEqual(["john smith"]);
    expect(names("report        maria garcia")).toEqual(["maria garcia"]);
    expect(names("st          john smith")).toEqual([]);
    expect(names("meet at st  john smith")).toEqual([]);
  });

  it("sees a digit outside the BMP glued to a name part (two UTF-16 units)", () => {
    expect(names("id 1maria garcia")).toEqual([]);
    expect(names("id \u{1D7CF}maria garcia")).toEqual([]);
    expect(names("maria garcia\u{1D7CF} id")).toEqual([]);
    // an emoji is no glue
    expect(names("\u{1F600}maria garcia\u{1F600}")).toEqual(["maria garcia"]);
  });

  it("leaves lines with case to the model", () => {
    expect(names("I spoke to John Smith about the refund")).toEqual([]);
    expect(names("I spoke to john smith about the refund")).toEqual([]);
    // the next line has no case: found there
    expect(names("Ticket 42\nspoke to john smith")).toEqual(["john smith"]);
  });

  it("does nothing when no name type is enabled", () => {
    expect(detect("spoke to john smith", { enabled: ["EMAIL_ADDRESS"] })).toEqual([]);
  });
});

describe("speed", () => {
  it("finishes on 1 MB of name-like words without newlines and reads each pair once", () => {
    const pair = "john smith ";
    const text = pair.repeat(Math.ceil(1_000_000 / pair.length));
    const found = nameLexiconDetector.detect(makeDetectContext(text));
    expect(found.length).toBe(text.length / pair.length);
    expect(found.every((c) => text.slice(c.start, c.end) === "john smith")).toBe(true);
  });

  it("finishes on 1 MB of given names only and finds a pair per two names", () => {
    const text = "maria ".repeat(170_000);
    const found = nameLexiconDetector.detect(makeDetectContext(text));
    expect(found.length).toBe(85_000);
  });
});

describe("function words of the text's language", () => {
  const lang = (text: string, language: string) => detect(text, { language }).map((c) => c.text);

  it("are no name parts in a text of that language", () => {
    expect(lang("ik ben iets later, sorry!", "nl")).toEqual([]);
    expect(lang("perfetto, ci vediamo alla partita", "it")).toEqual([]);
    expect(lang("merci, bon week-end", "fr")).toEqual([]);
  });

  it("still leave real names in those languages, and the same words in English text", () => {
    expect(lang("ik heb pieter jansen gebeld", "nl")).toEqual(["pieter jansen"]);
    expect(lang("ho parlato con giulia bianchi ieri", "it")).toEqual(["giulia bianchi"]);
    expect(lang("j'ai appelé marie dubois ce matin", "fr")).toEqual(["marie dubois"]);
    expect(lang("spoke to ben iverson about it", "en")).toEqual(["ben iverson"]);
  });
});

describe("words that address a relative", () => {
  it("are no given names, though name lists carry some of them ('Maman', 'Oma', 'Nonna')", async () => {
    const { isKnownGivenName } = await import("../../../src/engine/detectors/name-lexicon.js");
    for (const w of ["maman", "mama", "mamie", "oma", "nonna", "nana"]) expect([w, isKnownGivenName(w)]).toEqual([w, false]);
    for (const w of ["maria", "anna", "giulia"]) expect([w, isKnownGivenName(w)]).toEqual([w, true]);
  });
});

describe("everyday words of a card's print", () => {
  it("reads no name in 'valid thru'", () => {
    expect(nameLexiconDetector.detect(makeDetectContext("card 4111 1111 1111 1111 valid thru 09/27 security code 321"))).toEqual([]);
  });
});
