import { describe, expect, it } from "vitest";
import { Rng } from "../../../scripts/suites/lib/rng.js";
import { auMedicareValid, deKvnrValid, ID_FORMATS, invalidValue, luhnValid, nhsValid, sgNricValid, validValue, vinValid } from "../../../scripts/suites/structured/ids.js";

describe("structured suite identifiers", () => {
  it("the suite's own checks accept published examples and reject a changed check character", () => {
    expect(nhsValid("9434765919")).toBe(true);
    expect(nhsValid("9434765918")).toBe(false);
    expect(sgNricValid("S1234567D")).toBe(true);
    expect(sgNricValid("S1234567A")).toBe(false);
    expect(vinValid("1HGCM82633A004352")).toBe(true);
    expect(vinValid("1HGCM82643A004352")).toBe(false);
    expect(deKvnrValid("A123456780")).toBe(true);
    expect(deKvnrValid("A123456781")).toBe(false);
    expect(auMedicareValid("2123456701")).toBe(true);
    expect(auMedicareValid("2123456711")).toBe(false);
    expect(luhnValid("4111111111111111")).toBe(true);
    expect(luhnValid("4111111111111112")).toBe(false);
  });

  it("every format yields valid values, and invalid look-alikes of the same shape where it has a check", () => {
    const r = new Rng(1);
    for (const f of ID_FORMATS) {
      const good = validValue(f, r);
      expect(f.valid(good), f.key).toBe(true);
      const bad = invalidValue(f, r);
      if (!f.check) {
        expect(bad).toBeUndefined();
        continue;
      }
      expect(bad, f.key).toBeDefined();
      expect(f.valid(bad!), f.key).toBe(false);
      expect(bad!.length, f.key).toBe(good.length);
    }
  });
});
