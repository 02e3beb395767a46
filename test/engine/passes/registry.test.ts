import { describe, expect, it } from "vitest";
import { createEngine } from "../../../src/engine/engine.js";
import { MODEL_PASSES, selectPasses } from "../../../src/engine/passes/registry.js";
import { scriptedModel } from "../ner/scripted-model.js";

describe("model pass registry", () => {
  it("declares every pass with a unique name, its languages, what it changes and its evidence", () => {
    const names = MODEL_PASSES.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const p of MODEL_PASSES) {
      expect(p.languages === "all" || p.languages.length > 0).toBe(true);
      expect(p.changes.length).toBeGreaterThan(10);
      expect(p.evidence.length).toBeGreaterThan(5);
    }
  });

  it("selects passes by name in registry order and rejects unknown names, naming the rule", () => {
    expect(selectPasses()).toBe(MODEL_PASSES);
    // asked for in reverse, they come back in registry order (however many passes are declared)
    const reversed = [...MODEL_PASSES].reverse().map((p) => p.name);
    expect(selectPasses(reversed).map((p) => p.name)).toEqual(MODEL_PASSES.map((p) => p.name));
    expect(selectPasses([MODEL_PASSES[0]!.name])).toEqual([MODEL_PASSES[0]]);
    expect(selectPasses([])).toEqual([]);
    expect(() => selectPasses(["no-such-pass"])).toThrow(/passes: unknown pass/);
  });

  it("runs the declared passes on the model's candidates, and none when the engine is given none", async () => {
    // the scripted model says nothing; the given-name fill finds the listed given name it left untagged
    const ner = () => scriptedModel([], "NAME", { NAME: 0.9 }, ["NAME"]);
    const text = ["We met at the station and Jedidiah is beyond irritating today."];
    const withPasses = createEngine({ ner: ner(), seed: "t" });
    const without = createEngine({ ner: ner(), seed: "t", passes: [] });
    const labelOf = async (engine: ReturnType<typeof createEngine>) => (await engine.analyze({ text }))[0]!.entities!.find((e) => e.text === "Jedidiah")?.best_label;
    expect(await labelOf(without)).toBeUndefined();
    expect(await labelOf(withPasses)).toBe("NAME_GIVEN");
  });
});
