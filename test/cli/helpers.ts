/** Runs the CLI in-process (fast) or as a child process (the real launcher). */
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { PassThrough, Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { run } from "../../src/cli/main.js";
import { scratchDir } from "../scratch.js";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const FIXTURES = join(ROOT, "fixtures/cli");
export const BIN = join(ROOT, "bin/pii.js");

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

function collect(stream: PassThrough): () => string {
  const chunks: Buffer[] = [];
  stream.on("data", (c: Buffer | string) => chunks.push(Buffer.from(c)));
  return () => Buffer.concat(chunks).toString("utf8");
}

/**
 * These suites test the batch processor, not detection quality: analyze/redact run with
 * --no-model (structured detectors only, deterministic output) unless a test asks for the model.
 */
function withModelChoice(args: string[], model: boolean | undefined): string[] {
  const [command, ...rest] = args;
  if (model || (command !== "analyze" && command !== "redact") || rest.some((a) => a === "--model" || a === "--no-model")) return args;
  return [command, "--no-model", ...rest];
}

export async function runCli(
  args: string[],
  options: { stdin?: string; cwd?: string; model?: boolean; env?: Record<string, string> } = {},
): Promise<CliResult> {
  args = withModelChoice(args, options.model);
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out = collect(stdout);
  const err = collect(stderr);
  const code = await run(args, {
    stdin: Readable.from(options.stdin === undefined ? [] : [Buffer.from(options.stdin)]),
    stdout,
    stderr,
    cwd: options.cwd ?? FIXTURES,
    env: options.env ?? {},
  });
  return { code, stdout: out(), stderr: err() };
}

export function spawnCli(
  args: string[],
  options: { stdin?: string; cwd?: string; nodeArgs?: string[]; env?: Record<string, string>; model?: boolean; bin?: string } = {},
): Promise<CliResult> {
  args = withModelChoice(args, options.model);
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [...(options.nodeArgs ?? []), options.bin ?? BIN, ...args], {
      cwd: options.cwd ?? FIXTURES,
      env: { ...process.env, PII_FROM_SOURCE: "1", ...options.env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (c: string) => (stdout += c));
    child.stderr.setEncoding("utf8").on("data", (c: string) => (stderr += c));
    child.on("error", reject);
    child.on("close", (code) => resolvePromise({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(options.stdin ?? "");
  });
}

/** A scratch directory with the given files (path -> content). */
export function tree(files: Record<string, string>): string {
  const dir = scratchDir("pii-cli-");
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

export function ndjson(text: string): Record<string, unknown>[] {
  return text
    .split("\n")
    .filter((l) => l.length > 0)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

/** No stack trace or "at file:line" frame reaches the user. */
export function expectNoStack(stderr: string): void {
  if (/\n\s+at .+:\d+:\d+/.test(stderr) || /Error: .*\n\s+at /.test(stderr)) {
    throw new Error(`stack trace on stderr: ${stderr.slice(0, 200)}`);
  }
}

/** The spans of `parts` (each found after the previous one) in `text`. */
export function spansOf(text: string, parts: string[]): { start: number; end: number }[] {
  let from = 0;
  return parts.map((p) => {
    const start = text.indexOf(p, from);
    if (start < 0) throw new Error("test setup: part not in text");
    from = start + p.length;
    return { start, end: start + p.length };
  });
}
