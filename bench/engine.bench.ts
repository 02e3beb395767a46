/**
 * npm run bench: throughput of the structured layer (detectors + resolver + analysis, no model)
 * on one core, for inputs from 1 KB to 500 KB (the spec's tested maximum) of text with planted PII.
 * Prints characters per second of analyze and redact (process/text), the time-per-character
 * ratio of large to small inputs (linear scaling shows as a ratio near 1), and peak memory.
 *
 * `npm run bench` caps V8's old space at 160 MB: the engine's live heap after a 500 KB request is
 * about 75 MB, and without a cap V8 lets garbage pile up to ~400 MB resident before collecting it.
 * The cap costs no measurable throughput; the README gives both peaks.
 */
import { createEngine } from "../src/engine/engine.js";
import { plantedText } from "./corpus.js";

const SIZES = [1_000, 10_000, 100_000, 500_000];
const MIN_SECONDS = Number(process.env.BENCH_SECONDS ?? 2);

const engine = createEngine({ seed: "bench" });
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);

async function measure(op: (text: string) => Promise<unknown>, text: string): Promise<number> {
  // warm-up: let the JIT settle and lazy tables load before timing
  const warmUntil = performance.now() + 300;
  do await op(text);
  while (performance.now() < warmUntil);
  let runs = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < MIN_SECONDS * 1000 || runs < 3) {
    await op(text);
    runs++;
    elapsed = performance.now() - start;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
  return elapsed / 1000 / runs; // seconds per run
}

const analyze = (text: string) => engine.analyze({ text: [text] });
const redact = (text: string) => engine.process({ text: [text] });

console.log(`structured layer, one core, node ${process.version}, ${MIN_SECONDS}s per cell`);
console.log("size".padStart(8) + "  analyze chars/s".padStart(18) + "  redact chars/s".padStart(17) + "  entities");
const perChar: Record<string, Record<number, number>> = { analyze: {}, redact: {} };
for (const size of SIZES) {
  const text = plantedText(size);
  const [first] = await engine.analyze({ text: [text] });
  const ta = await measure(analyze, text);
  const tr = await measure(redact, text);
  perChar.analyze![size] = ta / size;
  perChar.redact![size] = tr / size;
  console.log(
    `${(size / 1000).toFixed(0)} KB`.padStart(8) +
      Math.round(size / ta).toLocaleString("en-US").padStart(18) +
      Math.round(size / tr).toLocaleString("en-US").padStart(17) +
      String(first?.entities?.length ?? 0).padStart(10),
  );
}
const [smallest, largest] = [SIZES[0]!, SIZES[SIZES.length - 1]!];
for (const op of ["analyze", "redact"] as const) {
  const p = perChar[op]!;
  console.log(
    `${op}: time per character 500 KB / 10 KB = ${(p[largest]! / p[10_000]!).toFixed(2)}x; ` +
      `largest / smallest = ${(p[largest]! / p[smallest]!).toFixed(2)}x`,
  );
}
clearInterval(sampler);
console.log(`peak resident memory: ${(peakRss / 1024 / 1024).toFixed(0)} MB`);
