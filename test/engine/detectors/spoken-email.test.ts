import { describe, expect, it } from "vitest";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";
import { spokenEmailDetector } from "../../../src/engine/detectors/spoken-email.js";

const found = (text: string) => spokenEmailDetector.detect(makeDetectContext(text)).map((c) => [text.slice(c.start, c.end), c.formatted]);

describe("spoken-email detector (fifth exploratory test: an address read out in a call, partly redacted)", () => {
  it("reads an address spelled out with 'at' and 'dot' words, number words as digits", () => {
    expect(found("agent and your email\ncaller its darnell dot w eighty one at gmail dot com")).toEqual([
      ["darnell dot w eighty one at gmail dot com", "darnell.w81@gmail.com"],
    ]);
    expect(found("mi correo es maria punto lopez arroba hotmail punto es gracias")).toEqual([["maria punto lopez arroba hotmail punto es", "maria.lopez@hotmail.es"]]);
    expect(found("my email address is j underscore smith at acme dot com")).toEqual([["j underscore smith at acme dot com", "j_smith@acme.com"]]);
  });

  it("needs a mail word near it or a mail provider's domain: a web site or a sentence with 'at' is none", () => {
    expect(found("look at google dot com for that")).toEqual([]);
    expect(found("we met at school dot com")).toEqual([]);
  });
});
