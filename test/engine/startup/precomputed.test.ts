import { afterEach, describe, expect, it } from "vitest";
import { precomputed, precomputedKey } from "../../../src/engine/startup/precomputed.js";

const g = globalThis as { __piiPrecomputed?: { values?: Record<string, unknown>; record?: Record<string, unknown> } };
afterEach(() => {
  delete g.__piiPrecomputed;
});

describe("precomputed values", () => {
  it("computes a value when no table was loaded", () => {
    let calls = 0;
    expect(precomputed("k", () => ++calls)).toBe(1);
    expect(precomputed("k", () => ++calls)).toBe(2);
  });

  it("records what it computes for the build, and reads a saved value without computing it", () => {
    g.__piiPrecomputed = { record: {} };
    expect(precomputed("trie:x", () => "a|b")).toBe("a|b");
    expect(g.__piiPrecomputed.record).toEqual({ "trie:x": "a|b" });
    g.__piiPrecomputed = { values: { "trie:x": "saved" } };
    expect(precomputed("trie:x", () => "computed")).toBe("saved");
    expect(precomputed("trie:y", () => "computed")).toBe("computed");
    // a saved value that could not be read (the loader gives undefined) is computed
    g.__piiPrecomputed = { values: { "trie:z": undefined } };
    expect(precomputed("trie:z", () => "computed")).toBe("computed");
  });

  it("keys a word list by its content: another list, order or count is another key", () => {
    const key = precomputedKey("keyword-regex", ["iban", "account"]);
    expect(precomputedKey("keyword-regex", ["iban", "account"])).toBe(key);
    expect(precomputedKey("keyword-regex", ["account", "iban"])).not.toBe(key);
    expect(precomputedKey("keyword-regex", ["iban", "account", "konto"])).not.toBe(key);
    expect(precomputedKey("keyword-regex", ["ibanaccount"])).not.toBe(key);
    expect(precomputedKey("trie", ["iban", "account"])).not.toBe(key);
  });
});
