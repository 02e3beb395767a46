/**
 * src/contract/validators.generated.ts (ajv standalone code, so that no schema is compiled at run
 * time) must be what scripts/build/contract-validators.ts makes from the current schemas: a stale
 * file would validate against old schemas. Fix: npm run gen:validators.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GENERATED_PATH, generateValidators } from "../../scripts/build/contract-validators.js";

describe("precompiled request validators", () => {
  it("are current with src/contract/schemas.ts (npm run gen:validators)", () => {
    expect(readFileSync(GENERATED_PATH, "utf8") === generateValidators()).toBe(true);
  });
});
