/**
 * npm run bench:batch: `pii redact` over a large NDJSON file of short records (about 360 bytes a
 * line, bench/short-records.ts) against `npm run bench`'s model figure for 10 KB documents,
 * measured in the same run (before and after the CLI run; the figure is their mean).
 *
 * The file (BENCH_BATCH_MB, default 50 MB) is generated once per shape and seed in
 * <tmpdir>/pii-bench-batch/ and reused. The CLI runs as a child process (`node bin/pii.js`, which
 * prefers dist/ when built), its output written to a temporary file whose line count must equal
 * the record count. Printed: MB/s, records/s, characters/s of analysed text, peak resident memory.
 *
 * For a like-for-like view the same CLI also runs over the DOCS 10 KB documents written as NDJSON
 * records ({"id", "text"}): what part of the gap is record size, and what part is the CLI. The
 * CLI's start-up (a run over one short record, median of three) is taken off both CLI figures.
 *
 * On a shared machine wall time follows the load, so the figures also come per CPU-second and as
 * a two-core bound: characters / max(main-thread CPU, all CPU / 2), the wall time the same work
 * would need at least on two idle cores (the main thread's share is serial). Ratios are printed
 * for all three.
 *
 *   BENCH_BATCH_MB=50      file size in MB
 *   BENCH_SHAPE=tickets    tickets | export (see short-records.ts)
 *   BENCH_DOCS=120         10 KB documents in the reference
 *   BENCH_WORKERS=<cores>  model worker threads, for both
 *   BENCH_CLI=bin/pii.js   the launcher to measure (e.g. an older build, for before/after)
 *   BENCH_ARGS="..."       more arguments for the CLI (e.g. "--accuracy standard")
 */
import { spawn } from "node:child_process";
import { closeSync, createReadStream, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import pLimit from "p-limit";
import { createEngine } from "../src/engine/engine.js";
import { createNerSource } from "../src/engine/ner/index.js";
import { plantedText } from "./corpus.js";
import { type RecordShape, type ShortRecordsStats, writeShortRecords } from "./short-records.js";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const MB = Number(process.env.BENCH_BATCH_MB ?? 50);
const SHAPE = (process.env.BENCH_SHAPE ?? "tickets") as RecordShape;
const DOCS = Number(process.env.BENCH_DOCS ?? 120);
const WORKERS = Number(process.env.BENCH_WORKERS ?? availableParallelism());
const CLI = resolve(ROOT, process.env.BENCH_CLI ?? "bin/pii.js");
const EXTRA = (process.env.BENCH_ARGS ?? "").split(/\s+/).filter(Boolean);
const SEED = 7;
const GENERATOR_VERSION = 1;

if (SHAPE !== "tickets" && SHAPE !== "export") throw new Error("BENCH_SHAPE must be tickets or export");

const fmt = (n: number, digits = 0): string => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** CPU seconds of this process's main thread (Linux), or undefined. */
function mainThreadCpu(): number | undefined {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

interface Figure {
  chars: number;
  wallS: number;
  cpuS: number;
  mainCpuS?: number;
}

const perWall = (f: Figure): number => f.chars / f.wallS;
const perCpu = (f: Figure): number => f.chars / f.cpuS;
const twoCoreBound = (f: Figure): number | undefined => (f.mainCpuS === undefined ? undefined : f.chars / Math.max(f.mainCpuS, f.cpuS / 2));

function describe(f: Figure): string {
  const bound = twoCoreBound(f);
  return `${fmt(perWall(f))} chars/s wall, ${fmt(perCpu(f))} per CPU-second${bound === undefined ? "" : `, two-core bound ${fmt(bound)} chars/s`}`;
}

async function corpusFile(): Promise<{ path: string; stats: ShortRecordsStats }> {
  const dir = join(tmpdir(), "pii-bench-batch");
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${SHAPE}-seed${SEED}-${MB}mb-v${GENERATOR_VERSION}.ndjson`);
  const statsPath = `${path}.stats.json`;
  if (existsSync(path) && existsSync(statsPath)) return { path, stats: JSON.parse(readFileSync(statsPath, "utf8")) as ShortRecordsStats };
  const t0 = performance.now();
  const partial = `${path}.${process.pid}.tmp`;
  const stats = await writeShortRecords(partial, MB * 1e6, SHAPE, SEED);
  renameSync(partial, path);
  writeFileSync(statsPath, JSON.stringify(stats));
  console.log(`generated ${path} in ${fmt((performance.now() - t0) / 1000, 1)} s`);
  return { path, stats };
}

/** npm run bench's model figure: DOCS English documents of 10 KB, engine.analyze, 2x workers in flight. */
async function tenKbDocuments(): Promise<Figure> {
  const ner = await createNerSource({ workers: WORKERS });
  const engine = createEngine({ ner, seed: "bench" });
  const docs = Array.from({ length: DOCS }, (_, i) => plantedText(10_000, 1000 + i));
  const limit = pLimit(WORKERS * 2);
  const run = () => Promise.all(docs.map((d) => limit(() => engine.analyze({ text: [d] }))));
  await run(); // warm-up, as bench/model.bench.ts does
  const main0 = mainThreadCpu();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await run();
  const wallS = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const main1 = mainThreadCpu();
  await engine.close();
  return {
    chars: DOCS * 10_000,
    wallS,
    cpuS: (cpu.user + cpu.system) / 1e6,
    ...(main0 !== undefined && main1 !== undefined ? { mainCpuS: main1 - main0 } : {}),
  };
}

async function countLines(path: string): Promise<number> {
  let n = 0;
  for await (const chunk of createReadStream(path)) {
    for (let i = (chunk as Buffer).indexOf(10); i !== -1; i = (chunk as Buffer).indexOf(10, i + 1)) n += 1;
  }
  return n;
}

async function cliRun(path: string, stats: ShortRecordsStats): Promise<Figure & { maxRssMb: number; startS: number; lines: number }> {
  const scratch = mkdtempSync(join(tmpdir(), "pii-bench-batch-run-"));
  const outPath = join(scratch, "out.ndjson");
  const usagePath = join(scratch, "rusage.json");
  try {
    const out = openSync(outPath, "w");
    const args = ["-r", join(ROOT, "bench/rusage.cjs"), CLI, "redact", path, "--quiet", "--workers", String(WORKERS), ...EXTRA];
    const t0 = performance.now();
    const code = await new Promise<number>((resolvePromise, reject) => {
      const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ["ignore", out, "inherit"], env: { ...process.env, PII_BENCH_RUSAGE: usagePath } });
      child.on("error", reject);
      child.on("close", (c) => resolvePromise(c ?? -1));
    });
    const wallS = (performance.now() - t0) / 1000;
    closeSync(out);
    if (code !== 0) throw new Error(`pii redact exited with ${code}`);
    const usage = JSON.parse(readFileSync(usagePath, "utf8")) as { cpuS: number; mainCpuS: number | null; maxRssMb: number; uptimeS: number };
    const lines = await countLines(outPath);
    return {
      chars: stats.textChars,
      wallS,
      cpuS: usage.cpuS,
      ...(usage.mainCpuS !== null ? { mainCpuS: usage.mainCpuS } : {}),
      maxRssMb: usage.maxRssMb,
      startS: wallS - usage.uptimeS,
      lines,
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The reference documents as an NDJSON file for the CLI. */
function documentsFile(): { path: string; stats: ShortRecordsStats } {
  const dir = join(tmpdir(), "pii-bench-batch");
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `documents-${DOCS}x10kb-v${GENERATOR_VERSION}.ndjson`);
  const lines = Array.from({ length: DOCS }, (_, i) => JSON.stringify({ id: i, text: plantedText(10_000, 1000 + i) }));
  const text = `${lines.join("\n")}\n`;
  if (!existsSync(path)) writeFileSync(path, text);
  return { path, stats: { records: DOCS, bytes: Buffer.byteLength(text), textChars: DOCS * 10_000 } };
}

const { path, stats } = await corpusFile();
const entry = existsSync(join(dirname(CLI), "../dist/cli/main.js")) && process.env.PII_FROM_SOURCE !== "1" ? "dist/" : "src/ through tsx";
console.log(`\nnode ${process.version}, ${availableParallelism()} cores, ${WORKERS} model workers; CLI ${CLI.replace(`${ROOT}/`, "")} (${entry})${EXTRA.length ? ` ${EXTRA.join(" ")}` : ""}`);
console.log(
  `short records (${SHAPE}): ${fmt(stats.bytes / 1e6, 1)} MB, ${fmt(stats.records)} records of ${fmt(stats.bytes / stats.records)} bytes, ${fmt(stats.textChars / 1e6, 1)} M characters of text analysed`,
);

const before = await tenKbDocuments();
console.log(`10 KB documents (${DOCS}, engine.analyze as npm run bench), before: ${describe(before)}`);
const cli = await cliRun(path, stats);
if (cli.lines !== stats.records) throw new Error(`output has ${cli.lines} lines for ${stats.records} records`);
console.log(
  `pii redact ${SHAPE}: ${fmt(cli.wallS, 1)} s: ${fmt(stats.bytes / 1e6 / cli.wallS, 2)} MB/s, ${fmt(stats.records / cli.wallS)} records/s, ${describe(cli)}; ` +
    `peak resident memory ${fmt(cli.maxRssMb)} MB; CPU ${fmt(cli.cpuS, 1)} s (main thread ${cli.mainCpuS === undefined ? "?" : fmt(cli.mainCpuS, 1)} s)`,
);
const after = await tenKbDocuments();
console.log(`10 KB documents, after: ${describe(after)}`);

const documents = documentsFile();
const cliDocsRaw = await cliRun(documents.path, documents.stats);
if (cliDocsRaw.lines !== DOCS) throw new Error(`output has ${cliDocsRaw.lines} lines for ${DOCS} documents`);
// start-up: the CLI over one short record, median of three runs by CPU
const tinyPath = join(tmpdir(), "pii-bench-batch", "one-record.ndjson");
writeFileSync(tinyPath, `${readFileSync(path, "utf8").slice(0, 4096).split("\n")[0]!}\n`);
const starts = [await cliRun(tinyPath, stats), await cliRun(tinyPath, stats), await cliRun(tinyPath, stats)].sort((a, b) => a.cpuS - b.cpuS);
const startup = starts[1]!;
const net = <F extends Figure>(f: F): F => ({
  ...f,
  wallS: f.wallS - startup.wallS,
  cpuS: f.cpuS - startup.cpuS,
  ...(f.mainCpuS !== undefined && startup.mainCpuS !== undefined ? { mainCpuS: f.mainCpuS - startup.mainCpuS } : {}),
});
console.log(`CLI start-up (one record): ${fmt(startup.wallS, 2)} s wall, ${fmt(startup.cpuS, 2)} s CPU; taken off the CLI figures below`);
const cliNet = net(cli);
const cliDocs = net(cliDocsRaw);
console.log(`pii redact ${SHAPE}, start-up taken off: ${describe(cliNet)}`);
console.log(`pii redact on the same 10 KB documents as NDJSON, start-up taken off: ${describe(cliDocs)}; peak resident memory ${fmt(cliDocs.maxRssMb)} MB`);

const mean = (a: number, b: number): number => (a + b) / 2;
const pct = (a: number, b: number): string => `${fmt((100 * a) / b)} %`;
const refWall = mean(perWall(before), perWall(after));
const refCpu = mean(perCpu(before), perCpu(after));
const refBound = twoCoreBound(before) !== undefined && twoCoreBound(after) !== undefined ? mean(twoCoreBound(before)!, twoCoreBound(after)!) : undefined;
const cliBound = twoCoreBound(cliNet);
const docsBound = twoCoreBound(cliDocs);
console.log(
  `short records / 10 KB documents (npm run bench): ${pct(perWall(cliNet), refWall)} of chars/s wall, ${pct(perCpu(cliNet), refCpu)} per CPU-second` +
    (refBound !== undefined && cliBound !== undefined ? `, ${pct(cliBound, refBound)} of the two-core bound` : "") +
    " (target: 70 %)",
);
console.log(
  `short records / the CLI on 10 KB documents: ${pct(perWall(cliNet), perWall(cliDocs))} of chars/s wall, ${pct(perCpu(cliNet), perCpu(cliDocs))} per CPU-second` +
    (docsBound !== undefined && cliBound !== undefined ? `, ${pct(cliBound, docsBound)} of the two-core bound` : ""),
);
