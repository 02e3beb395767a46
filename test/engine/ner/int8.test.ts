/**
 * The int8 graph (models/train/quantize.py -> model.int8.onnx) and which accuracy modes run it.
 *
 * - graphFor: `standard_high*` run the int8 graph when the folder has one; every other mode, the
 *   default included, the float graph.
 * - The shipped int8 graph computes nearly the float graph's emissions: on planted test documents
 *   the per-token best tag agrees on at least 98 % of tokens (99.6 % measured) and the mean
 *   absolute difference is under 0.1 (0.024 measured). A broken quantisation (transposed weights,
 *   wrong scales) gives agreement near the share of O tokens and differences of whole units.
 * - The source starts the int8 pool only when a request needs it, and finds the names with it.
 */
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as ort from "onnxruntime-node";
import { afterAll, describe, expect, it } from "vitest";
import { createNerSource, defaultModelDir, graphFor, type NerSource } from "../../../src/engine/ner/index.js";
import { packBatch } from "../../../src/engine/ner/batch.js";
import { featurize, MAX_CHARS } from "../../../src/engine/ner/featurize.js";
import { modelFeeds } from "../../../src/engine/ner/feeds.js";
import { hasInt8Graph, int8PathOf, loadModel, onnxPathOf } from "../../../src/engine/ner/model.js";
import { tokenize } from "../../../src/engine/ner/tokenize.js";
import { plantedText } from "../../../bench/corpus.js";

const MODEL = defaultModelDir();
const TINY = fileURLToPath(new URL("../../../fixtures/ner/tiny-model", import.meta.url));
const present = existsSync(onnxPathOf(MODEL)) && hasInt8Graph(MODEL);
if (!present) console.warn(`int8: skipped, the shipped model or its int8 graph is missing from ${MODEL}`);

describe("graphFor", () => {
  it("runs the int8 graph for the standard_high modes only, when there is one", () => {
    for (const mode of ["standard_high", "standard_high_multilingual", "standard_high_automatic"]) {
      expect(graphFor(mode, true)).toBe("int8");
      expect(graphFor(mode, false)).toBe("float");
    }
    for (const mode of [undefined, "high", "high_multilingual", "high_automatic", "standard"]) expect(graphFor(mode, true)).toBe("float");
  });
});

describe.skipIf(!present)("the shipped int8 graph", () => {
  it("gives nearly the float graph's emissions", async () => {
    const model = loadModel(MODEL);
    const float = await ort.InferenceSession.create(onnxPathOf(MODEL), { intraOpNumThreads: 1 });
    const int8 = await ort.InferenceSession.create(int8PathOf(MODEL), { intraOpNumThreads: 1 });
    const L = model.tags.tags.length;
    let tokens = 0;
    let agree = 0;
    let absDiff = 0;
    for (let k = 0; k < 6; k++) {
      const text = plantedText(3000, 50 + k);
      const toks = tokenize(text);
      const f = featurize(toks, model.vocab);
      const feeds = modelFeeds(packBatch([{ ...f, charWidth: MAX_CHARS, start: 0, end: Math.min(toks.length, 256) }]));
      const a = (await float.run(feeds)).emissions!.data as Float32Array;
      const b = (await int8.run(feeds)).emissions!.data as Float32Array;
      expect(b.length).toBe(a.length);
      for (let t = 0; t < a.length / L; t++) {
        let bestA = 0;
        let bestB = 0;
        for (let j = 0; j < L; j++) {
          if (a[t * L + j]! > a[t * L + bestA]!) bestA = j;
          if (b[t * L + j]! > b[t * L + bestB]!) bestB = j;
          absDiff += Math.abs(a[t * L + j]! - b[t * L + j]!);
        }
        tokens++;
        if (bestA === bestB) agree++;
      }
    }
    await float.release();
    await int8.release();
    expect(tokens).toBeGreaterThan(1000);
    expect(agree / tokens).toBeGreaterThanOrEqual(0.98);
    expect(absDiff / (tokens * L)).toBeLessThan(0.1);
  });
});

describe.skipIf(!present)("the NER source's graphs", () => {
  const sources: NerSource[] = [];
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(sources.map((s) => s.close()));
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });
  const TEXT = "Yesterday John Smith called Maria Garcia about the invoice.";
  const names = (found: { label: string; start: number; end: number }[]) =>
    found.filter((c) => c.label.startsWith("NAME")).map((c) => TEXT.slice(c.start, c.end));

  it("starts the int8 pool at the first standard_high request and finds the names with it", async () => {
    const ner = await createNerSource({ modelDir: MODEL, workers: 1, executionProviders: ["cpu"] });
    sources.push(ner);
    expect(ner.stats().workers).toBe(1);
    const [high] = await ner.detect([TEXT], { accuracy: "high_automatic" });
    expect(ner.stats().workers).toBe(1);
    const [fast] = await ner.detect([TEXT], { accuracy: "standard_high" });
    expect(ner.stats().workers).toBe(2);
    expect(ner.stats().live).toBe(2);
    expect(names(fast!)).toEqual(expect.arrayContaining(["John Smith", "Maria Garcia"]));
    expect(names(high!)).toEqual(expect.arrayContaining(["John Smith", "Maria Garcia"]));
  });

  it("starts only the int8 pool when its mode is the one asked for at start", async () => {
    const ner = await createNerSource({ modelDir: MODEL, workers: 1, accuracy: "standard_high_automatic", executionProviders: ["cpu"] });
    sources.push(ner);
    await ner.detect([TEXT], { accuracy: "standard_high_automatic" });
    expect(ner.stats().workers).toBe(1);
  });

  it("names the shared weights file when it is missing (the graphs keep the word embeddings there once)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pii-no-weights-"));
    dirs.push(dir);
    cpSync(MODEL, dir, { recursive: true, filter: (src) => !src.endsWith("shared-weights.bin") });
    await expect(createNerSource({ modelDir: dir, workers: 1 })).rejects.toThrow(/shared-weights\.bin is missing from the model folder/);
  });

  it("runs the float graph for every mode when the folder has no int8 graph", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pii-no-int8-"));
    dirs.push(dir);
    cpSync(MODEL, dir, { recursive: true, filter: (src) => !src.endsWith("model.int8.onnx") && !src.endsWith(".md") });
    expect(hasInt8Graph(dir)).toBe(false);
    const ner = await createNerSource({ modelDir: dir, workers: 1, executionProviders: ["cpu"] });
    sources.push(ner);
    const [fast] = await ner.detect([TEXT], { accuracy: "standard_high" });
    expect(ner.stats().workers).toBe(1);
    expect(names(fast!)).toEqual(expect.arrayContaining(["John Smith", "Maria Garcia"]));
  });
});

describe("a damaged int8 graph", () => {
  it("fails the standard_high requests naming the file, keeps the others, and is tried again", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pii-bad-int8-"));
    cpSync(TINY, dir, { recursive: true });
    writeFileSync(int8PathOf(dir), "not an onnx model");
    const ner = await createNerSource({ modelDir: dir, workers: 1, executionProviders: ["cpu"] });
    try {
      await expect(ner.detect(["John"], { accuracy: "standard_high" })).rejects.toThrow(/model\.int8\.onnx could not be loaded/);
      expect(await ner.detect(["John"], { accuracy: "high" })).toHaveLength(1);
      expect(ner.stats().live).toBe(1);
      await expect(ner.detect(["John"], { accuracy: "standard_high" })).rejects.toThrow(/model\.int8\.onnx could not be loaded/);
    } finally {
      await ner.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
