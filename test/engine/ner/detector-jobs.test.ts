/**
 * Detector jobs (AsyncCandidateSource.runsDetectors): the engine hands each text's detectors to
 * the model source, whose workers run them for the texts they run whole once they have loaded the
 * detectors (pool.ts detectorsAfter), and this thread runs the rest. Wherever they run, a request
 * must come out exactly as when this thread runs every detector itself.
 */
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ENABLED_TYPES } from "../../../src/contract/catalog.js";
import { DEFAULT_DETECTORS } from "../../../src/engine/detectors/registry.js";
import { runDetectorJob } from "../../../src/engine/detectors/run.js";
import { createEngine } from "../../../src/engine/engine.js";
import { createNerSource, type NerSource } from "../../../src/engine/ner/index.js";

const TINY = fileURLToPath(new URL("../../../fixtures/ner/tiny-model", import.meta.url));

// the texts of one window (16 tokens here) are the ones a worker can take
const SHORT = ["John Smith, john.smith@example.com", "call +1 415-555-0132 today", "Card 4111 1111 1111 1111", "IBAN DE89 3704 0044 0532 0130 00"];
const TEXTS = [
  ...SHORT,
  "John Smith works at Acme Corp in Paris; call +1 415-555-0132 or mail john.smith@example.com.",
  "Card 4111&nbsp;1111&nbsp;1111&nbsp;1111, IBAN DE89 3704 0044 0532 0130 00, DOB 04/12/1978.",
  "Herr Müller wohnt in der Hauptstraße 5, 10115 Berlin. Telefon 089 12345678.",
  "no pii at all here, just words",
  "",
  // several windows of the tiny model's 16-token window: its job runs on this thread
  Array.from({ length: 30 }, (_, i) => `mary smith ${i} lives in paris, ssn 123-45-67${String(i % 90 + 10)}`).join(". "),
];

let inWorkers: NerSource;
let never: NerSource;
beforeAll(async () => {
  inWorkers = await createNerSource({ modelDir: TINY, workers: 2, executionProviders: ["cpu"], detectorsAfter: 0, window: { size: 16, overlap: 4 } });
  never = await createNerSource({ modelDir: TINY, workers: 2, executionProviders: ["cpu"], detectorsAfter: Infinity, window: { size: 16, overlap: 4 } });
});
afterAll(async () => {
  await inWorkers?.close();
  await never?.close();
});

const job = { enabled: [...DEFAULT_ENABLED_TYPES], language: "en" };

/** Detect until the workers have loaded the detectors and ran jobs (the load is asynchronous). */
async function untilWorkersRunJobs(source: NerSource, texts: string[]): Promise<void> {
  for (let i = 0; i < 300 && source.stats().detectorJobsInWorkers === 0; i++) {
    await source.detect(texts, { detectorJobs: texts.map(() => job) });
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("detector jobs in the model source", () => {
  it("puts each text's detector candidates ahead of its model candidates, the same from workers and from this thread", { timeout: 60_000 }, async () => {
    await untilWorkersRunJobs(inWorkers, SHORT);
    expect(inWorkers.stats().detectorJobsInWorkers).toBeGreaterThan(0);
    const jobs = TEXTS.map(() => job);
    const before = inWorkers.stats().detectorJobsInWorkers;
    const fromWorkers = await inWorkers.detect(TEXTS, { detectorJobs: jobs });
    const fromHere = await never.detect(TEXTS, { detectorJobs: jobs });
    const modelOnly = await never.detect(TEXTS, {});
    expect(fromWorkers).toEqual(fromHere);
    expect(inWorkers.stats().detectorJobsInWorkers - before).toBe(SHORT.length + 2); // the short ones, "no pii..." and ""
    TEXTS.forEach((text, i) => {
      const detected = runDetectorJob(text, job);
      expect(fromHere[i]).toEqual([...detected, ...modelOnly[i]!]);
    });
    // the jobs found what they should, e.g. the e-mail and the card
    expect(fromHere[0]!.some((c) => c.label === "EMAIL_ADDRESS")).toBe(true);
    expect(fromHere[2]!.some((c) => c.label === "CREDIT_CARD")).toBe(true);
    expect(never.stats().detectorJobsInWorkers).toBe(0);
  });

  it("leaves texts without a job to the model alone", async () => {
    const out = await inWorkers.detect(TEXTS.slice(0, 2), { detectorJobs: [undefined, job] });
    const modelOnly = await never.detect(TEXTS.slice(0, 2), {});
    expect(out[0]).toEqual(modelOnly[0]);
    expect(out[1]!.length).toBeGreaterThan(modelOnly[1]!.length);
  });
});

describe("the engine with detector jobs", () => {
  it("gives the same results as running every detector on its own thread, over encoded text, link_batch and fields", { timeout: 60_000 }, async () => {
    await untilWorkersRunJobs(inWorkers, SHORT);
    const offloading = createEngine({ ner: inWorkers, seed: "jobs" });
    // a detector list of its own keeps the detectors on the engine's thread
    const local = createEngine({ ner: never, seed: "jobs", detectors: [...DEFAULT_DETECTORS] });
    const before = inWorkers.stats().detectorJobsInWorkers;
    for (const body of [
      { text: TEXTS },
      { text: TEXTS, link_batch: true },
      { text: TEXTS.slice(0, 3), locale: "de-DE", entity_detection: { entity_types: [{ type: "ENABLE", value: ["PHONE_NUMBER", "NAME"] }] } },
    ]) {
      expect(await offloading.analyze(body, undefined, { fields: TEXTS.map(() => "email") })).toEqual(
        await local.analyze(body, undefined, { fields: TEXTS.map(() => "email") }),
      );
      expect(await offloading.process({ ...body, processed_text: { type: "MARKER", pattern: "[UNIQUE_NUMBERED_ENTITY_TYPE]" } })).toEqual(
        await local.process({ ...body, processed_text: { type: "MARKER", pattern: "[UNIQUE_NUMBERED_ENTITY_TYPE]" } }),
      );
    }
    expect(inWorkers.stats().detectorJobsInWorkers).toBeGreaterThan(before);
    expect(never.stats().detectorJobsInWorkers).toBe(0);
  });
});
