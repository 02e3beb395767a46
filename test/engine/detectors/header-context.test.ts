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
