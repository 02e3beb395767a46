/**
 * npm run bench:start: cold start of the real CLI from a built install: `node bin/pii.js redact
 * one-line.txt`, once with --accuracy standard (detectors only) and once with the model, as a
 * user runs it (`npm run bench:start` builds dist/ first; bin/pii.js prefers it). Each run is a
 * fresh process; the figures are medians over BENCH_RUNS runs (default 10, after one warm-up run
 * each, which fills the file cache), the modes alternating so that a change in the machine's load
 * hits both.
 *
 * Printed per mode: wall time (spawn to exit, as a shell's `time` shows it), CPU time of the
 * process (all threads) and of its main thread (Linux), and peak resident memory. On a shared
 * machine wall time follows the load; CPU time much less so.
 *
 *   BENCH_RUNS=10
 *   BENCH_CLI=bin/pii.js         the launcher to measure
 *   BENCH_BASELINE=<launcher>    also measure this one (e.g. an older build), alternating with it
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const CLIS: [string, string][] = [["current", resolve(ROOT, process.env.BENCH_CLI ?? "bin/pii.js")]];
if (process.env.BENCH_BASELINE) CLIS.push(["baseline", resolve(ROOT, process.env.BENCH_BASELINE)]);
const MODES: [string, string[]][] = [
  ["--accuracy standard", ["--accuracy", "standard"]],
  ["model", []],
];

const scratch = mkdtempSync(join(tmpdir(), "pii-bench-start-"));
const input = join(scratch, "one-line.txt");
writeFileSync(input, "Please call Maria Gonzalez at +1 415-555-0132 or write to maria.gonzalez@example.com before Friday.\n");

interface Sample {
  wallS: number;
  cpuS: number;
  mainCpuS: number | null;
  maxRssMb: number;
}

async function once(cli: string, args: string[], n: number): Promise<Sample> {
  const usagePath = join(scratch, `rusage-${n}.json`);
  const t0 = performance.now();
  const { code, stdout } = await new Promise<{ code: number; stdout: string }>((resolvePromise, reject) => {
    const child = spawn(process.execPath, ["-r", join(ROOT, "bench/rusage.cjs"), cli, "redact", input, ...args], {
      cwd: scratch,
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, PII_BENCH_RUSAGE: usagePath },
    });
    let out = "";
    child.stdout.setEncoding("utf8").on("data", (c: string) => (out += c));
    child.on("error", reject);
    child.on("close", (c) => resolvePromise({ code: c ?? -1, stdout: out }));
  });
  const wallS = (performance.now() - t0) / 1000;
  if (code !== 0) throw new Error(`${cli} exited with ${code}`);
  if (!stdout.includes("[PHONE_NUMBER_1]")) throw new Error(`${cli}: unexpected output`);
  const usage = JSON.parse(readFileSync(usagePath, "utf8")) as Omit<Sample, "wallS">;
  return { wallS, ...usage };
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const samples = new Map<string, Sample[]>();
let n = 0;
try {
  for (let run = -1; run < RUNS; run++) {
    for (const [name, cli] of CLIS) {
      for (const [mode, args] of MODES) {
        const sample = await once(cli, args, n++);
        if (run < 0) continue; // warm-up
        const key = `${name}\t${mode}`;
        samples.set(key, [...(samples.get(key) ?? []), sample]);
      }
    }
  }
} finally {
  // a failed run leaves no scratch directory behind either
  rmSync(scratch, { recursive: true, force: true });
}

console.log(`pii redact <one line>, node ${process.version}, ${availableParallelism()} cores, median of ${RUNS} runs`);
for (const [name, cli] of CLIS) {
  const built = (() => {
    try {
      readFileSync(join(dirname(cli), "../dist/cli/main.js"));
      return "dist/";
    } catch {
      return "src/ through tsx";
    }
  })();
  for (const [mode] of MODES) {
    const s = samples.get(`${name}\t${mode}`)!;
    const main = s.every((x) => x.mainCpuS !== null) ? `, main thread ${median(s.map((x) => x.mainCpuS!)).toFixed(2)} s` : "";
    console.log(
      `${name} (${cli.replace(`${ROOT}/`, "")}, ${built}) ${mode}: wall ${median(s.map((x) => x.wallS)).toFixed(2)} s ` +
        `(min ${Math.min(...s.map((x) => x.wallS)).toFixed(2)}), CPU ${median(s.map((x) => x.cpuS)).toFixed(2)} s${main}, ` +
        `peak RSS ${median(s.map((x) => x.maxRssMb)).toFixed(0)} MB`,
    );
  }
}
