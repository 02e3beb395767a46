import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNerSource, defaultModelDir, executionProvidersFromEnv, PoolClosedError, type NerSource } from "../../../src/engine/ner/index.js";

/**
 * The tiny fixture model (models/train/make_tiny_model.py) tags john/mary as B-NAME_GIVEN, smith
 * as B-NAME_FAMILY, paris as B-LOCATION_CITY, acme/corp as B-/I-ORGANIZATION and everything else O,
 * token by token, so these tests know the right answer without a trained model.
 */
const TINY = fileURLToPath(new URL("../../../fixtures/ner/tiny-model", import.meta.url));
const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

let ner: NerSource;
let windowed: NerSource;
beforeAll(async () => {
  ner = await createNerSource({ modelDir: TINY, workers: 1, executionProviders: ["cpu"] });
  windowed = await createNerSource({ modelDir: TINY, workers: 2, executionProviders: ["cpu"], window: { size: 16, overlap: 4 }, maxBatch: 3 });
});
afterAll(async () => {
  await ner?.close();
  await windowed?.close();
});

const show = (text: string, cs: { start: number; end: number; label: string }[]) => cs.map((c) => [c.label, text.slice(c.start, c.end)]);

describe("NER candidate source", () => {
  it("finds names with subtypes, organisations and cities, with UTF-16 offsets into each text", async () => {
    const texts = ["John Smith works at Acme Corp in Paris.", "😀 mary lives in paris", "", "   \n "];
    const out = await ner.detect(texts, {});
    expect(out).toHaveLength(4);
    expect(show(texts[0]!, out[0]!)).toEqual([
      ["NAME", "John Smith"],
      ["ORGANIZATION", "Acme Corp"],
      ["LOCATION_CITY", "Paris"],
    ]);
    expect(out[0]![0]!.subtypes!.map((s) => [s.label, s.formatted])).toEqual([
      ["NAME_GIVEN", "John"],
      ["NAME_FAMILY", "Smith"],
    ]);
    expect(show(texts[1]!, out[1]!)).toEqual([
      ["NAME_GIVEN", "mary"],
      ["LOCATION_CITY", "paris"],
    ]);
    expect(out[1]![0]).toMatchObject({ start: 3, end: 7, source: "ner" });
    expect(Object.keys(out[1]![0]!.labels!).sort()).toEqual(["NAME", "NAME_GIVEN"]);
    for (const c of out.flat()) {
      expect(c.score).toBeGreaterThan(0.5);
      expect(c.score).toBeLessThanOrEqual(1);
    }
    expect(out[2]).toEqual([]);
    expect(out[3]).toEqual([]);
  });

  it("gives the same entities, once each, when a long text is cut into overlapping windows", async () => {
    const sentence = (i: number) => (i % 3 === 0 ? "John Smith met Mary in Paris" : i % 3 === 1 ? "the Acme Corp office is in Paris ." : "nothing to see here at all");
    // Sentences without final punctuation run together, so entities land on window edges too.
    const text = Array.from({ length: 30 }, (_, i) => sentence(i)).join(" ");
    const [whole] = await ner.detect([text], {});
    const [cut] = await windowed.detect([text], {});
    expect(cut).toEqual(whole);
    const labels = show(text, whole!);
    expect(labels.filter(([l]) => l === "NAME")).toHaveLength(10);
    expect(labels.filter(([l]) => l === "NAME_GIVEN")).toHaveLength(10);
    expect(labels.filter(([l]) => l === "ORGANIZATION")).toHaveLength(10);
    expect(labels.filter(([l]) => l === "LOCATION_CITY")).toHaveLength(20);
    expect(windowed.stats().batchesRun).toBeGreaterThan(1);
  });

  it("reports what it can emit", () => {
    expect(ner.name).toBe("ner");
    expect([...ner.types].sort()).toEqual(["LOCATION", "LOCATION_CITY", "NAME", "NAME_FAMILY", "NAME_GIVEN", "ORGANIZATION"]);
    expect(ner.modelDir).toBe(TINY);
  });

  it("rejects bad window options before starting threads", async () => {
    await expect(createNerSource({ modelDir: TINY, window: { size: 8, overlap: 4 } })).rejects.toThrow(/window.overlap/);
  });

  it("fails to start, saying so, when model.onnx is corrupt", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pii-ner-bad-"));
    try {
      cpSync(TINY, dir, { recursive: true });
      writeFileSync(join(dir, "model.onnx"), "not an onnx model");
      await expect(createNerSource({ modelDir: dir, workers: 2 })).rejects.toThrow(/NER model .*could not be loaded/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("rejects detect() after close()", async () => {
    const s = await createNerSource({ modelDir: TINY, workers: 1 });
    await s.close();
    await expect(s.detect(["John"], {})).rejects.toBeInstanceOf(PoolClosedError);
  });
});

describe("configuration helpers", () => {
  it("locates the shipped model at <package root>/models/pii-ner-v2", () => {
    expect(defaultModelDir()).toBe(join(ROOT, "models", "pii-ner-v2"));
    expect(existsSync(join(ROOT, "package.json"))).toBe(true);
  });

  it("reads PII_EXECUTION_PROVIDER", () => {
    expect(executionProvidersFromEnv({})).toEqual(["cpu"]);
    expect(executionProvidersFromEnv({ PII_EXECUTION_PROVIDER: "CUDA" })).toEqual(["cuda"]);
    expect(executionProvidersFromEnv({ PII_EXECUTION_PROVIDER: "cuda, cpu" })).toEqual(["cuda", "cpu"]);
  });
});

describe("decoding in the workers or in this thread", () => {
  it("gives the same candidates either way, over paragraphs, tabs, handles and honorifics", async () => {
    const inWorkers = await createNerSource({ modelDir: TINY, workers: 2, executionProviders: ["cpu"] });
    const here = await createNerSource({ modelDir: TINY, workers: 2, executionProviders: ["cpu"], decodeInWorkers: false });
    try {
      const texts = [
        "John Smith works at Acme Corp in Paris.",
        "Dear Mr. Smith,\n\nmary moved to paris.\n\nAcme Corp",
        "10021\tJohn Smith\tparis\n10022\tmary\tacme corp",
        "@john_smith met Mary Smith; contact: john smith",
        "",
        Array.from({ length: 40 }, () => "John Smith met Mary in Paris").join(" "),
      ];
      expect(await inWorkers.detect(texts, {})).toEqual(await here.detect(texts, {}));
    } finally {
      await inWorkers.close();
      await here.close();
    }
  });
});
