/**
 * npm run bench (third part): what coreference modes and relation extraction cost. Throughput of
 * analyze on one core for each relation_detection setting, against the default (heuristic
 * coreference, no relations), on the structured layer as engine.bench.ts measures it (the model
 * would add the same cost to every mode, so these are the strictest ratios):
 *
 * - tickets: the planted support-ticket prose of engine.bench.ts (a name every few sentences);
 * - people: synthetic notes, forms, letters, CVs, tables and chats in seven languages
 *   (models/train/relations/generate.ts), dense with names, kin, dates, places and contacts.
 *
 * Then the same with the shipped model on (one worker, 10 KB documents), where the model's time
 * dwarfs the rest: the cost users see. BENCH_MODEL=0 leaves that part out.
 *
 * Modes are timed in interleaved rounds (each round runs every mode once), by the process's CPU
 * time (steadier than wall time on a shared machine); each figure is characters per CPU-second
 * over all rounds.
 */
import { existsSync } from "node:fs";
import { createEngine } from "../src/engine/engine.js";
import { createNerSource, defaultModelDir } from "../src/engine/ner/index.js";
import { generateDocs } from "../models/train/relations/generate.js";
import { plantedText } from "./corpus.js";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const engine = createEngine({ seed: "bench" });

const MODES: { name: string; relation_detection?: Record<string, unknown> }[] = [
  { name: "heuristics (default)" },
  { name: "model_prediction", relation_detection: { coreference_resolution: "model_prediction" } },
  { name: "combined", relation_detection: { coreference_resolution: "combined" } },
  { name: "heuristics + relations", relation_detection: { enable_relation_extraction: true } },
  { name: "combined + relations", relation_detection: { coreference_resolution: "combined", enable_relation_extraction: true } },
];

function peopleText(chars: number): string {
  const parts: string[] = [];
  let n = 0;
  for (const d of generateDocs(Math.ceil(chars / 250), 99)) {
    parts.push(d.text);
    n += d.text.length + 2;
    if (n >= chars) break;
  }
  return parts.join("\n\n").slice(0, chars);
}

const TEXTS: { name: string; text: string }[] = [
  { name: "tickets 10 KB", text: plantedText(10_000) },
  { name: "tickets 100 KB", text: plantedText(100_000) },
  { name: "people 10 KB", text: peopleText(10_000) },
  { name: "people 100 KB", text: peopleText(100_000) },
];

console.log(`coreference modes and relations, structured layer, one core, node ${process.version}, ~${SECONDS}s per text and mode`);
console.log(`${"text".padEnd(16)}${MODES.map((m) => m.name.padStart(24)).join("")}`);
for (const { name, text } of TEXTS) {
  const run = (m: (typeof MODES)[number]) => engine.analyze({ text: [text], ...(m.relation_detection ? { relation_detection: m.relation_detection } : {}) });
  // warm-up: JIT and lazy tables (gender list, weights)
  for (const m of MODES) await run(m);
  const spent = MODES.map(() => 0);
  const runs = MODES.map(() => 0);
  const until = performance.now() + SECONDS * 1000 * MODES.length;
  while (performance.now() < until || runs[0]! < 3) {
    for (let i = 0; i < MODES.length; i++) {
      // CPU time of the process (this thread and the collector's), steadier than wall time on a
      // shared machine; with --expose-gc the heap is collected first, so no mode pays for another's garbage
      (globalThis as { gc?: () => void }).gc?.();
      const c0 = process.cpuUsage();
      await run(MODES[i]!);
      const c = process.cpuUsage(c0);
      spent[i]! += (c.user + c.system) / 1000;
      runs[i]!++;
    }
  }
  const rate = MODES.map((_, i) => text.length / (spent[i]! / runs[i]! / 1000));
  const cells = rate.map((r, i) => `${Math.round(r).toLocaleString("en-US")}${i === 0 ? "" : ` (${((r / rate[0]! - 1) * 100).toFixed(0)}%)`}`);
  console.log(`${name.padEnd(16)}${cells.map((c) => c.padStart(24)).join("")}`);
}
console.log("characters per CPU-second; in brackets the change against the default");

if (process.env.BENCH_MODEL !== "0" && existsSync(defaultModelDir())) {
  const ner = await createNerSource({ modelDir: defaultModelDir(), workers: 1 });
  const withModel = createEngine({ ner, seed: "bench" });
  const docs = [plantedText(10_000, 7), peopleText(10_000)];
  const chosen = [MODES[0]!, MODES[2]!, MODES[4]!];
  console.log(`\nwith the model (one worker), 10 KB documents, CPU time of the whole process`);
  console.log(`${"text".padEnd(16)}${chosen.map((m) => m.name.padStart(24)).join("")}`);
  for (const [name, text] of [["tickets 10 KB", docs[0]!], ["people 10 KB", docs[1]!]] as const) {
    const run = (m: (typeof MODES)[number]) => withModel.analyze({ text: [text], ...(m.relation_detection ? { relation_detection: m.relation_detection } : {}) });
    for (const m of chosen) await run(m);
    const spent = chosen.map(() => 0);
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < chosen.length; i++) {
        (globalThis as { gc?: () => void }).gc?.();
        const c0 = process.cpuUsage();
        await run(chosen[i]!);
        const c = process.cpuUsage(c0);
        spent[i]! += (c.user + c.system) / 1000;
      }
    }
    const rate = spent.map((ms) => (text.length * 4) / (ms / 1000));
    const cells = rate.map((r, i) => `${Math.round(r).toLocaleString("en-US")}${i === 0 ? "" : ` (${((r / rate[0]! - 1) * 100).toFixed(0)}%)`}`);
    console.log(`${name.padEnd(16)}${cells.map((c) => c.padStart(24)).join("")}`);
  }
  await withModel.close();
}
