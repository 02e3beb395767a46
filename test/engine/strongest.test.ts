/** The highest-scoring key of a score map: first on ties, a marker pair when empty. */
import { describe, expect, it } from "vitest";
import { strongest } from "../../src/engine/strongest.js";

describe("strongest", () => {
  it("picks the highest score, the first key on a tie", () => {
    expect(strongest({ LOCATION: 0.76, LOCATION_COUNTRY: 0.48 })).toEqual(["LOCATION", 0.76]);
    expect(strongest({ es: 0.5, pt: 0.5 })).toEqual(["es", 0.5]);
    expect(strongest({ NAME: 0 })).toEqual(["NAME", 0]);
  });

  it("gives an empty key for an empty map", () => {
    expect(strongest({})).toEqual(["", -1]);
  });
});
