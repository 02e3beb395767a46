import { describe, expect, it } from "vitest";
import { boardingPassDetector } from "../../../src/engine/detectors/boarding-pass.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const found = (text: string) => boardingPassDetector.detect(makeDetectContext(text)).map((c) => [c.label, text.slice(c.start, c.end)]);

describe("IATA boarding-pass bar codes (eighth exploratory test: a gate scanner's dump left names in clear)", () => {
  it("reads the name field, a full one running into the title, and the booking reference by their fixed positions", () => {
    const text = "M1HOFMANN/KATHARINAMRSEK7XQ2P MUCLISLH 1172 131Y023A00087 100\nM1VAN DIJK/PIETERJAN  EZB4R8M AMSBCNKL 1675 204M017C00142 100";
    expect(found(text)).toEqual([
      ["NAME", "HOFMANN/KATHARINAMRS"],
      ["ACCOUNT_NUMBER", "K7XQ2P"],
      ["NAME", "VAN DIJK/PIETERJAN"],
      ["ACCOUNT_NUMBER", "ZB4R8M"],
    ]);
  });

  it("reads a gate scanner's dump through the engine, the model kept out of the passes", async () => {
    const { createEngine } = await import("../../../src/engine/engine.js");
    const engine = createEngine({ seed: "bcbp" });
    const text = [
      "M1HOFMANN/KATHARINAMRSEK7XQ2P MUCLISLH 1172 131Y023A00087 100",
      "M1VAN DIJK/PIETERJAN  EZB4R8M AMSBCNKL 1675 204M017C00142 100",
      "M1GARCIALOPEZ/LUCIA   EQW93LT MADFCOIB 3234 089Y028F00021 100",
    ].join("\n");
    const [r] = await engine.process({ text: [text], entity_detection: { accuracy: "standard" } });
    const lines = r!.processed_text.split("\n");
    expect(lines.map((l) => l.slice(0, 2))).toEqual(["M1", "M1", "M1"]);
    expect(r!.processed_text).not.toMatch(/HOFMANN|PIETERJAN|GARCIALOPEZ|K7XQ2P|ZB4R8M|QW93LT/);
  });

  it("reads nothing where a fixed field has the wrong shape", () => {
    // the airports are no letters, the Julian date is no number
    expect(found("M1HOFMANN/KATHARINAMRSEK7XQ2P MU1LISLH 1172 131Y023A00087 100")).toEqual([]);
    expect(found("M1HOFMANN/KATHARINAMRSEK7XQ2P MUCLISLH 1172 1X1Y023A00087 100")).toEqual([]);
    expect(found("M1 is a motorway/road")).toEqual([]);
  });
});
