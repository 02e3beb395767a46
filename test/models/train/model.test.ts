import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as ort from "onnxruntime-node";
import { viterbi } from "../../../models/train/evaluate.js";
import { packBatch } from "../../../src/engine/ner/batch.js";
import { featurize, MAX_CHARS, vocabFromFiles } from "../../../src/engine/ner/featurize.js";
import { modelFeeds } from "../../../src/engine/ner/feeds.js";
import { tokenize } from "../../../src/engine/ner/tokenize.js";

const MODEL = "models/pii-ner-v2";

describe("viterbi (evaluation decoder)", () => {
  it("follows transitions over emissions when they outweigh them", () => {
    const crf = { tags: ["O", "B-X", "I-X"], start: [0, 0, -100], end: [0, 0, 0], transitions: [[0, 0, -100], [0, 0, 5], [0, 0, 5]] };
    // token 1 prefers O slightly, but B-X -> I-X is rewarded by 5
    const em = Float32Array.from([0, 3, 0, 1, 0, 0.5]);
    expect(viterbi(em, 2, crf)).toEqual([1, 2]);
    // an impossible start (I-X) is never chosen
    expect(viterbi(Float32Array.from([0, 1, 50]), 1, crf)).toEqual([1]);
  });
});

describe("shipped model", () => {
  const crf = JSON.parse(readFileSync(`${MODEL}/crf.json`, "utf8"));
  const labels = JSON.parse(readFileSync(`${MODEL}/labels.json`, "utf8")).tags as string[];
  const vocab = vocabFromFiles(JSON.parse(readFileSync(`${MODEL}/vocab.json`, "utf8")), JSON.parse(readFileSync(`${MODEL}/chars.json`, "utf8")));

  async function tag(text: string): Promise<Map<string, string>> {
    const session = await ort.InferenceSession.create(`${MODEL}/model.onnx`, { intraOpNumThreads: 1 });
    const tokens = tokenize(text);
    const f = featurize(tokens, vocab);
    const T = f.length;
    const out = await session.run(modelFeeds(packBatch([{ ...f, charWidth: MAX_CHARS, start: 0, end: T }])));
    const path = viterbi(out.emissions!.data as Float32Array, T, crf);
    return new Map(tokens.map((t, i) => [t.text, labels[path[i]!]!]));
  }

  it("has labels, CRF and emissions of matching sizes", () => {
    expect(crf.tags).toEqual(labels);
    expect(crf.transitions.length).toBe(labels.length);
    expect(labels).toContain("B-NAME_GIVEN");
    expect(labels).toContain("B-ORGANIZATION_MEDICAL_FACILITY");
  });

  it("finds the names in a mixed-case sentence", async () => {
    const tags = await tag("Yesterday Maria Gonzalez met Peter Schneider in Berlin.");
    for (const name of ["Maria", "Gonzalez", "Peter", "Schneider"]) expect(tags.get(name)).toMatch(/NAME/);
    expect(tags.get("Berlin")).toMatch(/LOCATION/);
    expect(tags.get("Yesterday")).toBe("O");
  });

  it("finds the names in a lower-case chat line", async () => {
    const tags = await tag("hey john, did you talk to sarah miller about the invoice?");
    for (const name of ["john", "sarah", "miller"]) expect(tags.get(name)).toMatch(/NAME/);
    expect(tags.get("invoice")).toBe("O");
  });
});
