/**
 * stdnum-lazy loads one country's folder of stdnum instead of its whole index: every validator the
 * index lists must be reachable that way, as the very same object's behaviour.
 */
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import type { Validator } from "stdnum";
import { stdnumValidator } from "../../../src/engine/detectors/stdnum-lazy.js";

const index = (createRequire(import.meta.url)("stdnum") as { stdnum: Record<string, Record<string, Validator>> }).stdnum;

describe("stdnum validators by country", () => {
  it("reaches every validator of the index, with the same results", () => {
    let checked = 0;
    for (const [cc, validators] of Object.entries(index)) {
      for (const [name, validator] of Object.entries(validators)) {
        const lazy = stdnumValidator(`${cc.toLowerCase()}.${name}`);
        expect(lazy, `${cc}.${name}`).toBeDefined();
        for (const value of ["123456789", "DE136695976", "12345678Z", "756.1234.5678.97"]) {
          expect(lazy!.validate(value).isValid, `${cc}.${name} ${value}`).toBe(validator.validate(value).isValid);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
  it("answers undefined for a country or format stdnum does not have", () => {
    expect(stdnumValidator("zz.idnr")).toBeUndefined();
    expect(stdnumValidator("de.nosuchformat")).toBeUndefined();
    expect(stdnumValidator("../etc.passwd")).toBeUndefined();
  });
  it("validates as stdnum does", () => {
    expect(stdnumValidator("us.ssn")!.validate("536-90-4399").isValid).toBe(true);
    expect(stdnumValidator("de.idnr")!.validate("36574261809").isValid).toBe(true);
  });
});
