/**
 * A table column's header is context for the cells under it, however far along the row the cell
 * is (context.ts hasContext). A US SSN or an ABA routing number written as nine bare digits needs
 * its cue word, and a column name is that word.
 */
import { describe, expect, it } from "vitest";
import { contextWords, hasContext } from "../../../src/engine/detectors/context.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";
import { nationalIdDetector } from "../../../src/engine/detectors/national-id.js";
import { routingNumberDetector } from "../../../src/engine/detectors/routing-number.js";

const values = (detector: { detect: (c: ReturnType<typeof makeDetectContext>) => { start: number; end: number }[] }, text: string) =>
  detector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));

describe("column headers as context words", () => {
  it("finds a header word for a cell far from its header in the text", () => {
    const text = "id;iban;social_security_number;status\n262;ES8995153581836369135250;220979647;closed";
    const ctx = makeDetectContext(text);
    const start = text.indexOf("220979647");
    const words = contextWords(["social security"]);
    expect(hasContext(ctx, start, start + 9, words, 8, 8)).toBe(true);
    // the cell of another column does not have it
    const status = text.indexOf("closed");
    expect(hasContext(ctx, status, status + 6, words, 8, 8)).toBe(false);
  });

  it("lets the SSN and routing detectors take bare digits under their columns, not under others", () => {
    expect(values(nationalIdDetector, "id;iban;social_security_number;status\n262;ES8995153581836369135250;220979647;closed")).toContain("220979647");
    expect(values(nationalIdDetector, "id;iban;count;status\n262;ES8995153581836369135250;220979647;closed")).not.toContain("220979647");
    expect(values(routingNumberDetector, "id;col2;routing_number;status\n50;teddy_vanvliet@major-fork.com;116624613;closed")).toEqual(["116624613"]);
  });
});

describe("context windows that cut a word", () => {
  it("takes no cue word from the tail of a word cut by the window's far edge", () => {
    const words = contextWords(["née", "nato"]);
    const at = (text: string, before: number) => {
      const start = text.indexOf("2025");
      return hasContext(makeDetectContext(text), start, start + 8, words, before, 0);
    };
    // 6 and 7 characters before the value the window starts inside "terminée" and "aggiornato"
    expect(at("synchronisation terminée : 20250508", 6)).toBe(false);
    expect(at("record aggiornato : 20250508", 7)).toBe(false);
    // the same words on their own are cues, at the window's edge too
    expect(at("elle est née : 20250508", 6)).toBe(true);
    expect(at("lui è nato : 20250508", 7)).toBe(true);
    // the window after a value: "borne" cut to "born" is no cue
    const after = makeDetectContext("20250508 borne");
    expect(hasContext(after, 0, 8, contextWords(["born"]), 0, 5)).toBe(false);
    expect(hasContext(after, 0, 8, contextWords(["borne"]), 0, 6)).toBe(true);
    // and the mark of a cut word makes no cue of its own ("h" of "hypotensive" is no "hx")
    expect(hasContext(makeDetectContext("CT. Plan was for U/S, but he was hypotensive"), 0, 2, contextWords(["hx"]), 0, 32)).toBe(false);
  });
});
