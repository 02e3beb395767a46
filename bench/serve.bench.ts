/**
 * npm run bench:serve [-- --duration 60 --connections 1,4,16,64]
 *
 * Starts `pii serve` as a child process (so the load generator does not share its event loop)
 * and drives it over loopback with autocannon:
 *  1. 1 KB /analyze/text requests at increasing concurrency: requests/s, p50/p99 latency, errors;
 *  2. a fixed rate of 100 requests/s of 1 KB for --duration seconds (default 60): p99 and errors
 *     (target on 2 cores: p99 < 50 ms, zero errors);
 *  3. 100 KB /analyze/text requests: characters per second.
 * The server runs as `pii serve` does, with the shipped model; `--no-model` measures detectors only.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

if (process.argv.includes("--serve-child")) {
  const { startServer } = await import("../src/server/start.js");
  const { loadEngine } = await import("../src/load-engine.js");
  const model = !process.argv.includes("--no-model");
  const running = await startServer({ port: 0, logger: false, env: {}, timeoutMs: 0, maxQueue: 1024, loadEngine: () => loadEngine({ model, env: {} }) });
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

async function main(): Promise<void> {
  const duration = Number(flag("duration", "60"));
  const stepSeconds = Number(flag("step", "10"));
  const connections = flag("connections", "1,4,16,64").split(",").map(Number);
  const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), "--serve-child", ...(process.argv.includes("--no-model") ? ["--no-model"] : [])], { stdio: ["ignore", "pipe", "inherit"] });
  const url = await new Promise<string>((resolve) => createInterface({ input: child.stdout! }).once("line", resolve));
  try {
    const small = JSON.stringify({ text: [sampleText(1000)] });
    // warm-up: JIT, language profiles, detector tables
    await load(url, { title: "warm-up", connections: 4, duration: 3, body: small });

    console.log(`\n1 KB /analyze/text, ${stepSeconds} s per step`);
    console.log("connections  requests/s  p50 ms  p99 ms  errors");
    for (const c of connections) {
      const r = await load(url, { title: `c${c}`, connections: c, duration: stepSeconds, body: small });
      console.log(`${String(c).padStart(11)}  ${r.requests.average.toFixed(0).padStart(10)}  ${String(r.latency.p50).padStart(6)}  ${String(r.latency.p99).padStart(6)}  ${String(errorsOf(r)).padStart(6)}`);
    }

    console.log(`\n1 KB /analyze/text at a fixed 100 requests/s for ${duration} s (open loop)`);
    const fixed = await fixedRate(url, small, 100, duration);
    console.log(`requests ${fixed.total}  p50 ${fixed.p50.toFixed(1)} ms  p99 ${fixed.p99.toFixed(1)} ms  max ${fixed.max.toFixed(1)} ms  errors ${fixed.errors}  (target: p99 < 50 ms, 0 errors: ${fixed.p99 < 50 && fixed.errors === 0 ? "met" : "NOT met"})`);

    const bigText = sampleText(100_000);
    const big = await load(url, { title: "100k", connections: 2, duration: stepSeconds, body: JSON.stringify({ text: [bigText] }) });
    const chars = big.requests.total * bigText.length;
    console.log(`\n100 KB /analyze/text, 2 connections, ${stepSeconds} s`);
    console.log(`requests ${big.requests.total}  p50 ${big.latency.p50} ms  p99 ${big.latency.p99} ms  errors ${errorsOf(big)}  characters/s ${Math.round(chars / big.duration).toLocaleString("en")}`);
  } finally {
    child.kill("SIGTERM");
  }
}
