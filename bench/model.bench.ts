/**
 * Model benchmark (part of `npm run bench`): end-to-end analyze throughput with the shipped model
 * on, for 10 KB English documents, with the worker pool sized to the machine; model load time;
 * resident memory with the pool running; then one 500 KB document alone (issue 12: at most 1 s
 * with the model on, its windows spread over the workers, and time per character within 1.2x of
 * the 10 KB documents'). Set BENCH_DOCS / BENCH_WORKERS to vary it, BENCH_MODEL_DIR to measure
 * another model folder, BENCH_ACCURACY=standard_high to measure the int8 graph that mode runs. The
 * CPU figure counts every thread of the process (main thread and model workers).
 */
import { availableParallelism } from "node:os";
import pLimit from "p-limit";
import { createEngine } from "../src/engine/engine.js";
import { createNerSource, defaultModelDir } from "../src/engine/ner/index.js";
import { statSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { ACCURACY_VALUES, type Accuracy } from "../src/contract/types.js";
import { plantedText } from "./corpus.js";

const DOCS = Number(process.env.BENCH_DOCS ?? 120);
const WORKERS = Number(process.env.BENCH_WORKERS ?? availableParallelism());
const DOC_CHARS = 10_000;

let peakRss = process.memoryUsage().rss;
const sample = () => (peakRss = Math.max(peakRss, process.memoryUsage().rss));
const sampler = setInterval(sample, 20);

// BENCH_MODEL_DIR: measure another model folder (e.g. an earlier build, interleaved with the shipped one)
const modelDir = process.env.BENCH_MODEL_DIR || defaultModelDir();
// BENCH_ACCURACY=standard_high: the int8 graph (model.int8.onnx), as that accuracy mode runs it
const accuracy = (process.env.BENCH_ACCURACY || "high_automatic") as Accuracy;
if (!ACCURACY_VALUES.includes(accuracy)) throw new Error(`BENCH_ACCURACY: expected one of ${ACCURACY_VALUES.join(", ")}`);
const modelBytes = readdirSync(modelDir).reduce((n, f) => n + statSync(join(modelDir, f)).size, 0);
const loadStart = performance.now();
const ner = await createNerSource({ modelDir, workers: WORKERS, accuracy });
const loadMs = performance.now() - loadStart;
const engine = createEngine({ ner, seed: "bench" });

const docs = Array.from({ length: DOCS }, (_, i) => plantedText(DOC_CHARS, 1000 + i));
const limit = pLimit(WORKERS * 2);
const run = () => Promise.all(docs.map((d) => limit(() => engine.analyze({ text: [d], entity_detection: { accuracy } }))));
await run(); // warm-up: JIT, first batches in every worker
const start = performance.now();
// CPU of every thread of the process (main thread and model workers): on a shared 2-core host it
// moves less with other work than the wall time does, so it is the figure to compare builds by
const cpuStart = process.cpuUsage();
const results = await run();
const seconds = (performance.now() - start) / 1000;
const cpuUsed = process.cpuUsage(cpuStart);
const cpuSeconds = (cpuUsed.user + cpuUsed.system) / 1e6;
sample();
const peakDocs = peakRss;
// one large document alone: the latency a client sees, median of three after a warm-up
const LARGE_CHARS = 500_000;
const large = plantedText(LARGE_CHARS, 7);
await engine.analyze({ text: [large], entity_detection: { accuracy } });
const largeTimes: number[] = [];
for (let k = 0; k < 3; k++) {
  const t0 = performance.now();
  await engine.analyze({ text: [large], entity_detection: { accuracy } });
  largeTimes.push((performance.now() - t0) / 1000);
}
sample();
clearInterval(sampler);
const largeSeconds = largeTimes.sort((a, b) => a - b)[1]!;
const names = results.reduce((n, [r]) => n + (r?.entities?.filter((e) => e.best_label.startsWith("NAME")).length ?? 0), 0);

console.log(`\nmodel on (${modelDir.split("/").slice(-1)[0]}, ${(modelBytes / 1e6).toFixed(1)} MB in its folder), accuracy ${accuracy}, ${WORKERS} workers, node ${process.version}`);
console.log(`model load (pool of ${WORKERS} sessions ready): ${loadMs.toFixed(0)} ms`);
console.log(`analyze, ${DOCS} documents of ${DOC_CHARS / 1000} KB: ${Math.round((DOCS * DOC_CHARS) / seconds).toLocaleString("en-US")} characters/s end-to-end, ${Math.round((DOCS * DOC_CHARS) / cpuSeconds).toLocaleString("en-US")} per CPU-second (${cpuSeconds.toFixed(1)} CPU-s over all threads; ${names} names found)`);
const perCharRatio = largeSeconds / LARGE_CHARS / (seconds / (DOCS * DOC_CHARS));
console.log(
  `analyze, one document of ${LARGE_CHARS / 1000} KB alone: ${largeSeconds.toFixed(2)} s (median of 3; ${largeTimes.map((t) => t.toFixed(2)).join(", ")}), ` +
    `${Math.round(LARGE_CHARS / largeSeconds).toLocaleString("en-US")} characters/s; time per character ${perCharRatio.toFixed(2)}x the 10 KB documents' (in parallel)`,
);
console.log(`peak resident memory with the pool running: ${(peakDocs / 1024 / 1024).toFixed(0)} MB over the 10 KB documents, ${(peakRss / 1024 / 1024).toFixed(0)} MB with the 500 KB document`);
await engine.close();
