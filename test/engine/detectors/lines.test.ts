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

  it("agrees with a scan back and forth for every offset of a generated text", () => {
    const parts = ["Dr. Smith", "", "ALL CAPS HERE", "lower only", "x\ty", "Ünïcödé Mixed"];
    let text = "";
    for (let i = 0; i < 60; i++) text += parts[(i * 7) % parts.length] + (i % 5 === 0 ? "\n\n" : "\n");
    const ctx = makeDetectContext(text, {});
    for (let pos = 0; pos <= text.length; pos++) {
      const start = text.lastIndexOf("\n", pos - 1) + 1;
      const next = text.indexOf("\n", pos);
      const end = next < 0 ? text.length : next;
      expect(lineAt(ctx, pos)).toEqual({ start, end, case: lineCase(text, ctx.lower, start, end) });
    }
  });
});
