import { describe, expect, it } from "vitest";
import { lineAt, lineCase } from "../../../src/engine/detectors/lines.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

describe("lines", () => {
  it("tells mixed, upper and lower lines apart (no letters counts as lower)", () => {
    const text = "Met Anna in Paris\nURGENT: CALL BACK\nok see u\n12:30 - 13:00";
    const cases = text.split("\n").map((line, i, all) => {
      const start = all.slice(0, i).reduce((n, l) => n + l.length + 1, 0);
      return lineCase(text, text.toLowerCase(), start, start + line.length);
    });
    expect(cases).toEqual(["mixed", "upper", "lower", "lower"]);
  });

  it("finds the line around any offset, a newline belonging to the line it ends", () => {
    const text = "first Line\nSECOND\n\nlast";
    const ctx = makeDetectContext(text, {});
    expect(lineAt(ctx, 0)).toEqual({ start: 0, end: 10, case: "mixed" });
    expect(lineAt(ctx, 10)).toEqual({ start: 0, end: 10, case: "mixed" });
    expect(lineAt(ctx, 11)).toEqual({ start: 11, end: 17, case: "upper" });
    expect(lineAt(ctx, 18)).toEqual({ start: 18, end: 18, case: "lower" });
    expect(lineAt(ctx, 19)).toEqual({ start: 19, end: 23, case: "lower" });
    expect(lineAt(ctx, 23)).toEqual({ start: 19, end: 23, case: "lower" });
  });

  it("ends a CRLF line before its \\r, so a line has the same content with either line ending", () => {
    const text = "first Line\r\nSECOND\r\n\r\nlast\r";
    const ctx = makeDetectContext(text, {});
    expect(lineAt(ctx, 0)).toEqual({ start: 0, end: 10, case: "mixed" });
    expect(lineAt(ctx, 10)).toEqual({ start: 0, end: 10, case: "mixed" }); // the \r
    expect(lineAt(ctx, 11)).toEqual({ start: 0, end: 10, case: "mixed" }); // the \n
    expect(lineAt(ctx, 12)).toEqual({ start: 12, end: 18, case: "upper" });
    expect(lineAt(ctx, 20)).toEqual({ start: 20, end: 20, case: "lower" });
    // a lone \r at the end of the text ends no CRLF line: it stays in the line
    expect(lineAt(ctx, 22)).toEqual({ start: 22, end: 27, case: "lower" });
    const lf = makeDetectContext(text.replace(/\r\n/g, "\n"), {});
    for (const [crlfPos, lfPos] of [[3, 3], [14, 12], [24, 20]] as const) {
      const a = lineAt(ctx, crlfPos);
      const b = lineAt(lf, lfPos);
      expect(text.slice(a.start, a.end)).toBe(lf.text.slice(b.start, b.end));
    }
  });

  it("agrees with a scan back and forth for every offset of a generated text, LF and CRLF", () => {
    const parts = ["Dr. Smith", "", "ALL CAPS HERE", "lower only", "x\ty", "Ünïcödé Mixed", "\r"];
    for (const eol of ["\n", "\r\n"]) {
      let text = "";
      for (let i = 0; i < 60; i++) text += parts[(i * 7) % parts.length] + (i % 5 === 0 ? eol + eol : eol);
      const ctx = makeDetectContext(text, {});
      for (let pos = 0; pos <= text.length; pos++) {
        const start = text.lastIndexOf("\n", pos - 1) + 1;
        const next = text.indexOf("\n", pos);
        let end = next < 0 ? text.length : next;
        if (next >= 0 && end > start && text[end - 1] === "\r") end--;
        expect(lineAt(ctx, pos)).toEqual({ start, end, case: lineCase(text, ctx.lower, start, end) });
      }
    }
  });
});
