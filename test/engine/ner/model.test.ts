import { cpSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { loadModel, MODEL_FILES } from "../../../src/engine/ner/model.js";

const TINY = fileURLToPath(new URL("../../../fixtures/ner/tiny-model", import.meta.url));
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function copyOfTiny(): string {
  const dir = mkdtempSync(join(tmpdir(), "pii-ner-model-"));
  dirs.push(dir);
  cpSync(TINY, dir, { recursive: true });
  return dir;
}

describe("model folder loading", () => {
  it("loads the tiny test model: tags, constrained CRF and vocabularies", () => {
    const m = loadModel(TINY);
    expect(m.onnxPath).toBe(join(TINY, "model.onnx"));
    expect(m.tags.tags[0]).toBe("O");
    expect(m.tags.types).toEqual(["NAME_GIVEN", "NAME_FAMILY", "LOCATION_CITY", "ORGANIZATION"]);
    const L = m.tags.tags.length;
    expect(m.crf.numTags).toBe(L);
    // O -> I-NAME_GIVEN is forbidden whatever crf.json says.
    expect(m.crf.transitions[0 * L + m.tags.tags.indexOf("I-NAME_GIVEN")]).toBe(-Infinity);
    expect(m.vocab.words.get("john")).toBe(2);
    expect(m.vocab.chars.get("a")).toBe(2);
  });

  it.each(MODEL_FILES)("names %s when it is missing", (file) => {
    const dir = copyOfTiny();
    unlinkSync(join(dir, file));
    expect(() => loadModel(dir)).toThrow(`${file} is missing`);
  });

  it.each([
    ["labels.json", "{not json", /labels.json is not readable JSON/],
    ["labels.json", '{"tags": ["B-X"]}', /labels.json: must contain the tag "O"/],
    ["labels.json", '{"tags": 3}', /labels.json must be/],
    ["crf.json", '{"transitions": [[0]], "start": [0], "end": [0]}', /crf.json transitions must be 9 rows/],
    ["crf.json", JSON.stringify({ transitions: Array(9).fill(Array(9).fill(0)), start: Array(9).fill(0), end: [1] }), /crf.json end must be 9 finite numbers/],
    ["crf.json", JSON.stringify({ tags: ["O"], transitions: [], start: [], end: [] }), /crf.json tags must equal labels.json tags/],
    ["vocab.json", '{"tokens": ["a", "b"]}', /vocab.json: must be/],
    ["chars.json", "[]", /chars.json: must be/],
  ])("rejects a corrupt %s, naming it", (file, content, message) => {
    const dir = copyOfTiny();
    writeFileSync(join(dir, file), content);
    expect(() => loadModel(dir)).toThrow(message);
  });
});
