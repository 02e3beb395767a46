import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { codePointLength, OffsetMap } from "../../../src/engine/text/offsets.js";

describe("offsets", () => {
  it("counts code points, not UTF-16 units", () => {
    expect(codePointLength("héllo")).toBe(5);
    expect(codePointLength("a😀b")).toBe(3);
    expect("a😀b".length).toBe(4);
    expect(codePointLength("👩‍⚕️")).toBe([..."👩‍⚕️"].length);
  });

  it("maps UTF-16 indexes around an emoji", () => {
    const text = "x😀 John";
    const map = new OffsetMap(text);
    const u = text.indexOf("John");
    expect(u).toBe(4);
    expect(map.toCodePoint(u)).toBe(3);
    expect(map.toUtf16(3)).toBe(4);
    expect([...text].slice(3, 7).join("")).toBe("John");
  });

  it("round-trips every code-point boundary (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 60 }), (text) => {
        const map = new OffsetMap(text);
        const cps = [...text];
        let u = 0;
        for (let cp = 0; cp <= cps.length; cp++) {
          expect(map.toUtf16(cp)).toBe(u);
          expect(map.toCodePoint(u)).toBe(cp);
          if (cp < cps.length) u += cps[cp]!.length;
        }
        expect(codePointLength(text)).toBe(cps.length);
      }),
    );
  });

  it("slicing by converted offsets gives the same text as code-point slicing (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 40 }), fc.nat(), fc.nat(), (text, a, b) => {
        const cps = [...text];
        const s = Math.min(a, b) % (cps.length + 1);
        const e = Math.max(s, Math.max(a, b) % (cps.length + 1));
        const map = new OffsetMap(text);
        expect(text.slice(map.toUtf16(s), map.toUtf16(e))).toBe(cps.slice(s, e).join(""));
      }),
    );
  });
});
