/**
 * npm run bench:serve [-- --duration 60 --connections 1,4,16,64 --phases small,fixed,100k,large
 *                        --large-clients 8 --large-seconds 60 --max-concurrent N]
 *
 * Starts `pii serve` as a child process (so the load generator does not share its event loop)
 * and drives it over loopback with autocannon:
 *  1. small: 1 KB /analyze/text requests at increasing concurrency: requests/s, p50/p99 latency, errors;
 *  2. fixed: a fixed rate of 100 requests/s of 1 KB for --duration seconds (default 60): p99 and
 *     errors (target on 2 cores: p99 < 50 ms, zero errors);
 *  3. 100k: 100 KB /analyze/text requests: characters per second;
 *  4. large: the largest allowed requests (500,000 characters, the default --max-chars) sent by
 *     --large-clients clients at once (default 8: twice the default --max-concurrent of 4 on two
 *     cores, so requests also queue) for --large-seconds, against a server with pii serve's
 *     defaults (timeout 60 s, queue 64, or --max-concurrent N), while a probe asks /healthz every
 *     50 ms: the server's peak RSS (VmHWM of the child process: the HTTP thread, the engine
 *     thread and the model workers together), 200/503/504 counts, and /healthz p50/p99/max
 *     (target: p99 < 100 ms).
 * The server runs as `pii serve` does (engine thread, shipped model); `--no-model` measures
 * detectors only, `--in-process` runs the engine in the HTTP thread (as before the engine
 * thread), `--niceness N` sets the engine thread's nice value (default 0, as pii serve).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

if (process.argv.includes("--serve-child")) {
  const { startServer } = await import("../src/server/start.js");
  const model = !process.argv.includes("--no-model");
  // --defaults: pii serve's own limits (the large-request phase); otherwise no timeout and a deep
  // queue, so the throughput phases measure the engine rather than admission control
  const limits = process.argv.includes("--defaults") ? {} : { timeoutMs: 0, maxQueue: 1024 };
  const mc = process.argv.indexOf("--max-concurrent");
  const maxConcurrent = mc > 0 ? { maxConcurrent: Number(process.argv[mc + 1]) } : {};
  // --in-process: the engine in the HTTP thread, as before the engine thread (for comparison)
  const ni = process.argv.indexOf("--niceness");
  const engine = process.argv.includes("--in-process")
    ? { loadEngine: async () => (await import("../src/load-engine.js")).loadEngine({ model, env: {} }) }
    : { engineThread: { load: { model, env: {} }, ...(ni > 0 ? { niceness: Number(process.argv[ni + 1]) } : {}) } };
  const running = await startServer({ port: 0, logger: false, env: {}, ...limits, ...maxConcurrent, ...engine });
  // announce the URL only once /healthz says the model is loaded
  while ((await fetch(`${running.url}/healthz`)).status !== 200) await new Promise((r) => setTimeout(r, 100));
  process.stdout.write(`${running.url}\n`);
} else {
  await main();
}

function flag(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

/** About `size` characters of ordinary prose with a few identifiers in it. */
function sampleText(size: number): string {
  const sentences = [
    "Hello, my name is Maria Garcia and I moved to Toronto last spring.",
    "You can reach me at maria.garcia@example.com or on 416-555-0199 after six.",
    "The invoice was paid with card 4111 1111 1111 1111 on 12 March 2024.",
    "Our office is at 221 King Street West, and the server runs on 10.20.30.40.",
    "Please do not share my account number 000123456789 with anyone else.",
    "The meeting moved to Thursday because the team had a long planning session.",
  ];
  let out = "";
  for (let i = 0; out.length < size; i++) out += `${sentences[i % sentences.length]} `;
  return out.slice(0, size);
}

interface Phase {
  title: string;
  connections: number;
  duration: number;
  body: string;
  overallRate?: number;
}

async function load(url: string, p: Phase): Promise<autocannon.Result> {
  return autocannon({
    url: `${url}/analyze/text`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: p.body,
    connections: p.connections,
    duration: p.duration,
    ...(p.overallRate ? { overallRate: p.overallRate } : {}),
  });
}

/**
 * Open-loop fixed rate: request i is sent at start + i/rate whether or not earlier ones have
 * answered, and its latency counts from that scheduled time, so a stall shows up in the
 * percentiles instead of silently slowing the sender (autocannon's overallRate releases each
 * second's requests in a burst, which measures its own burst rather than a steady rate).
 */
async function fixedRate(url: string, body: string, rate: number, seconds: number) {
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  let errors = 0;
  const start = performance.now() + 50;
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(
      fetch(`${url}/analyze/text`, { method: "POST", headers: { "content-type": "application/json" }, body })
        .then(async (res) => {
          await res.arrayBuffer();
          if (res.status !== 200) errors++;
          latencies.push(performance.now() - due);
        })
        .catch(() => {
          errors++;
        }),
    );
  }
  await Promise.all(inFlight);
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return { total, errors, p50: pct(50), p99: pct(99), max: latencies[latencies.length - 1] ?? NaN };
}

function errorsOf(r: autocannon.Result): number {
  return r.errors + r.timeouts + r.non2xx;
}

/** `pii serve` as a child process; resolves with its URL once /healthz says ready. */
async function startChild(extra: string[] = []): Promise<{ child: ChildProcess; url: string }> {
  const passOn = [
    ...["--no-model", "--in-process"].filter((f) => process.argv.includes(f)),
    ...(process.argv.includes("--niceness") ? ["--niceness", flag("niceness", "5")] : []),
  ];
  const args = ["--import", "tsx", fileURLToPath(import.meta.url), "--serve-child", ...passOn, ...extra];
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"] });
  const url = await new Promise<string>((resolve) => createInterface({ input: child.stdout! }).once("line", resolve));
  return { child, url };
}

/** The HTTP thread's event-loop delay since the last call, from the server's /metrics (prom-client resets it on each read). */
async function eventLoopDelay(url: string): Promise<{ p99: number; max: number }> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const seconds = (name: string) => Number(new RegExp(`^pii_nodejs_eventloop_lag_${name}_seconds (\\S+)$`, "m").exec(text)?.[1] ?? NaN);
  return { p99: seconds("p99") * 1000, max: seconds("max") * 1000 };
}

/** Resident memory of a process in bytes: now (VmRSS) and its peak so far (VmHWM). Linux only. */
function memoryOf(pid: number): { rss: number; peak: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN) * 1024;
    return { rss: kb("VmRSS"), peak: kb("VmHWM") };
  } catch {
    return undefined;
  }
}

function pct(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/**
 * The largest allowed requests, `clients` at a time (each client sends its next one as soon as
 * the previous one is answered) for `seconds`, against a server with pii serve's defaults, while
 * /healthz is probed every 50 ms.
 */
async function largeRequests(clients: number, seconds: number, maxConcurrent?: number): Promise<void> {
  const { child, url } = await startChild(["--defaults", ...(maxConcurrent ? ["--max-concurrent", String(maxConcurrent)] : [])]);
  try {
    const idle = memoryOf(child.pid!);
    await eventLoopDelay(url); // reading it resets prom-client's histogram: measure from here
    const body = JSON.stringify({ text: [sampleText(500_000)] });
    const statuses = new Map<number | string, number>();
    const latencies: number[] = [];
    const health: number[] = [];
    let healthFailures = 0;
    const end = performance.now() + seconds * 1000;
    const client = async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        let status: number | string;
        try {
          const res = await fetch(`${url}/analyze/text`, { method: "POST", headers: { "content-type": "application/json" }, body });
          await res.arrayBuffer();
          status = res.status;
        } catch {
          status = "error";
        }
        if (status === 200) latencies.push(performance.now() - t0);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        // a refused client waits its Retry-After (1 s) before asking again
        if (status === 503) await new Promise((r) => setTimeout(r, 1000));
      }
    };
    const probe = async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5000) });
          await res.arrayBuffer();
          if (res.status !== 200) healthFailures++;
        } catch {
          healthFailures++;
        }
        health.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    let sampledPeak = 0;
    const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, memoryOf(child.pid!)?.rss ?? 0)), 100);
    await Promise.all([...Array.from({ length: clients }, client), probe()]);
    clearInterval(sampler);
    const mem = memoryOf(child.pid!);
    const loop = await eventLoopDelay(url);
    health.sort((a, b) => a - b);
    latencies.sort((a, b) => a - b);
    const count = (s: number | string) => statuses.get(s) ?? 0;
    const others = [...statuses].filter(([s]) => ![200, 503, 504].includes(s as number)).map(([s, n]) => `${s}: ${n}`);
    const mb = (b: number | undefined) => (b === undefined || Number.isNaN(b) ? "n/a" : `${Math.round(b / 2 ** 20)} MiB`);
    console.log(`\n500,000-character /analyze/text, ${clients} clients, max-concurrent ${maxConcurrent ?? "default"}, ${seconds} s`);
    console.log(`answers: 200 ${count(200)}  503 ${count(503)}  504 ${count(504)}${others.length ? `  other ${others.join(", ")}` : ""}  (200 latency p50 ${(pct(latencies, 50) / 1000).toFixed(1)} s, max ${((latencies[latencies.length - 1] ?? NaN) / 1000).toFixed(1)} s)`);
    console.log(`server RSS: idle ${mb(idle?.rss)}, peak ${mb(Math.max(mem?.peak ?? 0, sampledPeak))} (container limit in deploy/k8s.yaml: 2048 MiB)`);
    console.log(`HTTP thread event-loop delay (server's own /metrics): p99 ${loop.p99.toFixed(1)} ms, max ${loop.max.toFixed(1)} ms (what the server's code held it for; /healthz beyond that is waiting for a CPU)`);
    console.log(`/healthz: ${health.length} probes, p50 ${pct(health, 50).toFixed(1)} ms, p99 ${pct(health, 99).toFixed(1)} ms, max ${(health[health.length - 1] ?? NaN).toFixed(1)} ms, not 200: ${healthFailures}  (target p99 < 100 ms: ${pct(health, 99) < 100 && healthFailures === 0 ? "met" : "NOT met"})`);
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
}

async function main(): Promise<void> {
  const duration = Number(flag("duration", "60"));
  const stepSeconds = Number(flag("step", "10"));
  const connections = flag("connections", "1,4,16,64").split(",").map(Number);
  const phases = new Set(flag("phases", "small,fixed,100k,large").split(","));
  const largeClients = Number(flag("large-clients", "8"));
  const largeSeconds = Number(flag("large-seconds", "60"));
  const largeConcurrent = process.argv.includes("--max-concurrent") ? Number(flag("max-concurrent", "4")) : undefined;
  if ([...phases].some((p) => p !== "large")) await throughput(phases, duration, stepSeconds, connections);
  if (phases.has("large")) await largeRequests(largeClients, largeSeconds, largeConcurrent);
}

async function throughput(phases: ReadonlySet<string>, duration: number, stepSeconds: number, connections: number[]): Promise<void> {
  const { child, url } = await startChild();
  try {
    const small = JSON.stringify({ text: [sampleText(1000)] });
    // warm-up: JIT, language profiles, detector tables
    await load(url, { title: "warm-up", connections: 4, duration: 3, body: small });

    if (phases.has("small")) {
      console.log(`\n1 KB /analyze/text, ${stepSeconds} s per step`);
      console.log("connections  requests/s  p50 ms  p99 ms  errors");
      for (const c of connections) {
        const r = await load(url, { title: `c${c}`, connections: c, duration: stepSeconds, body: small });
        console.log(`${String(c).padStart(11)}  ${r.requests.average.toFixed(0).padStart(10)}  ${String(r.latency.p50).padStart(6)}  ${String(r.latency.p99).padStart(6)}  ${String(errorsOf(r)).padStart(6)}`);
      }
    }

    if (phases.has("fixed")) {
      console.log(`\n1 KB /analyze/text at a fixed 100 requests/s for ${duration} s (open loop)`);
      const fixed = await fixedRate(url, small, 100, duration);
      console.log(`requests ${fixed.total}  p50 ${fixed.p50.toFixed(1)} ms  p99 ${fixed.p99.toFixed(1)} ms  max ${fixed.max.toFixed(1)} ms  errors ${fixed.errors}  (target: p99 < 50 ms, 0 errors: ${fixed.p99 < 50 && fixed.errors === 0 ? "met" : "NOT met"})`);
    }

    if (phases.has("100k")) {
      const bigText = sampleText(100_000);
      const big = await load(url, { title: "100k", connections: 2, duration: stepSeconds, body: JSON.stringify({ text: [bigText] }) });
      const chars = big.requests.total * bigText.length;
      console.log(`\n100 KB /analyze/text, 2 connections, ${stepSeconds} s`);
      console.log(`requests ${big.requests.total}  p50 ${big.latency.p50} ms  p99 ${big.latency.p99} ms  errors ${errorsOf(big)}  characters/s ${Math.round(chars / big.duration).toLocaleString("en")}`);
    }
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
}
