/**
 * --shard auto (a Kubernetes Indexed Job, a CI parallel job): the part comes from the environment,
 * and N parts written into one --out-dir are byte for byte the output of one unsharded run.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { shardFromEnv } from "../../src/io/shard.js";
import { FIXTURES, ROOT, runCli, tree } from "./helpers.js";

function listFiles(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? listFiles(join(dir, d.name), `${prefix}${d.name}/`) : [`${prefix}${d.name}`]))
    .sort();
}

/** path -> bytes (base64, so the comparison is byte for byte) of every file under dir. */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(listFiles(dir).map((f) => [f, readFileSync(join(dir, f)).toString("base64")]));
}

const fixture = (name: string): string => readFileSync(join(FIXTURES, name), "utf8");

/** An input tree with every format, PII in each, some files in subfolders. */
function corpus(): string {
  const files: Record<string, string> = {
    "in/ticket.txt": fixture("ticket.txt"),
    "in/chat/chat.txt": fixture("chat.txt"),
    "in/crm/contacts.csv": fixture("contacts.csv"),
    "in/logs/events.ndjson": fixture("events.ndjson"),
    "in/people.json": `${JSON.stringify([{ name: "Ana Lima", email: "ana.lima@example.com" }, { note: "call 415-555-0132" }], null, 2)}\n`,
  };
  for (let i = 0; i < 9; i++) {
    files[`in/notes/n${i}.txt`] = `Note ${i}: reach me at user${i}@example.com or +1 212-555-01${String(10 + i)}.\n`;
    files[`in/logs/day${i}.ndjson`] = `${JSON.stringify({ id: i, msg: `card 4111 1111 1111 1111 for user${i}@example.org` })}\n`;
  }
  return tree(files);
}

const common = ["--accuracy", "standard", "--seed", "s", "--quiet"];

describe("--shard auto", () => {
  it("N parts of an Indexed Job write, together, exactly what one unsharded run writes", async () => {
    const dir = corpus();
    const whole = await runCli(["redact", "in", "--out-dir", "whole", ...common], { cwd: dir });
    expect(whole.stderr).toBe("");
    expect(whole.code).toBe(0);
    const N = 3;
    const shares: number[] = [];
    for (let k = 0; k < N; k++) {
      const before = listFiles(dir).filter((f) => f.startsWith("parts/")).length;
      const r = await runCli(["redact", "in", "--shard", "auto", "--out-dir", "parts", ...common], {
        cwd: dir,
        env: { JOB_COMPLETION_INDEX: String(k), PII_SHARD_COUNT: String(N) },
      });
      expect(r.stderr).toBe("");
      expect(r.code).toBe(0);
      shares.push(listFiles(dir).filter((f) => f.startsWith("parts/")).length - before);
    }
    // every part did some of the work, and no part rewrote another's file
    expect(shares.every((n) => n > 0)).toBe(true);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(listFiles(join(dir, "whole")).length);
    expect(snapshot(join(dir, "parts"))).toEqual(snapshot(join(dir, "whole")));
    expect(Object.keys(snapshot(join(dir, "whole")))).toHaveLength(23);
  });

  it("analyze: the parts' records are the unsharded run's records", async () => {
    const dir = corpus();
    const lines = (s: string): string[] => s.split("\n").filter((l) => l.length > 0);
    const whole = await runCli(["analyze", "in", ...common], { cwd: dir });
    const parts: string[] = [];
    for (let k = 1; k <= 4; k++) {
      const r = await runCli(["analyze", "in", "--shard", "auto", ...common], { cwd: dir, env: { CI_NODE_INDEX: String(k), CI_NODE_TOTAL: "4" } });
      expect(r.code).toBe(0);
      parts.push(...lines(r.stdout));
    }
    expect(parts.sort()).toEqual(lines(whole.stdout).sort());
  });

  it("one file split by record: each part writes its own file, and interleaving their lines gives the unsharded output", async () => {
    const records = Array.from({ length: 11 }, (_, i) => JSON.stringify({ id: i, note: `write to person${i}@example.com` }));
    const dir = tree({ "big.ndjson": `${records.join("\n")}\n` });
    const whole = await runCli(["redact", "big.ndjson", "--out-dir", "whole", ...common], { cwd: dir });
    expect(whole.code).toBe(0);
    const N = 3;
    for (let k = 0; k < N; k++) {
      const r = await runCli(["redact", "big.ndjson", "--shard", "auto", "--out-dir", "parts", ...common], {
        cwd: dir,
        env: { JOB_COMPLETION_INDEX: String(k), PII_SHARD_COUNT: String(N) },
      });
      expect(r.code).toBe(0);
    }
    expect(listFiles(join(dir, "parts"))).toEqual(["big.part-1-of-3.ndjson", "big.part-2-of-3.ndjson", "big.part-3-of-3.ndjson"]);
    const parts = [1, 2, 3].map((k) => readFileSync(join(dir, "parts", `big.part-${k}-of-3.ndjson`), "utf8").split("\n").slice(0, -1));
    const interleaved = Array.from({ length: 11 }, (_, i) => parts[i % N]![Math.floor(i / N)]!);
    expect(`${interleaved.join("\n")}\n`).toBe(readFileSync(join(dir, "whole", "big.ndjson"), "utf8"));
  });

  it("a missing or broken environment is a usage error naming the variables", async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{}, /^pii: --shard auto: no shard index in the environment: set JOB_COMPLETION_INDEX and PII_SHARD_COUNT \(Kubernetes Indexed Job\), CI_NODE_INDEX and CI_NODE_TOTAL/],
      [{ JOB_COMPLETION_INDEX: "1" }, /^pii: --shard auto: JOB_COMPLETION_INDEX is set \(Kubernetes Indexed Job\) but PII_SHARD_COUNT is not; set PII_SHARD_COUNT to the Job's completions/],
      [{ JOB_COMPLETION_INDEX: "3", PII_SHARD_COUNT: "3" }, /^pii: --shard auto: JOB_COMPLETION_INDEX must be 0 to 2 \(PII_SHARD_COUNT is 3\)/],
      [{ JOB_COMPLETION_INDEX: "x", PII_SHARD_COUNT: "3" }, /^pii: --shard auto: JOB_COMPLETION_INDEX must be a whole number/],
      [{ CI_NODE_INDEX: "0", CI_NODE_TOTAL: "2" }, /^pii: --shard auto: CI_NODE_INDEX must be 1 to 2 \(CI_NODE_TOTAL is 2\)/],
      [{ JOB_COMPLETION_INDEX: "0", PII_SHARD_COUNT: "0" }, /^pii: --shard auto: PII_SHARD_COUNT must be at least 1/],
    ];
    for (const [env, message] of cases) {
      const r = await runCli(["redact", "ticket.txt", "--shard", "auto"], { env });
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stdout).toBe("");
    }
  });
});

describe("shardFromEnv", () => {
  it("reads each system's index and count, 0-based or 1-based as that system counts", () => {
    expect(shardFromEnv({ JOB_COMPLETION_INDEX: "0", PII_SHARD_COUNT: "4" })).toEqual({ index: 1, count: 4 });
    expect(shardFromEnv({ JOB_COMPLETION_INDEX: "3", PII_SHARD_COUNT: "4" })).toEqual({ index: 4, count: 4 });
    expect(shardFromEnv({ CI_NODE_INDEX: "2", CI_NODE_TOTAL: "5" })).toEqual({ index: 2, count: 5 });
    expect(shardFromEnv({ CIRCLE_NODE_INDEX: "0", CIRCLE_NODE_TOTAL: "2" })).toEqual({ index: 1, count: 2 });
    expect(shardFromEnv({ BUILDKITE_PARALLEL_JOB: "1", BUILDKITE_PARALLEL_JOB_COUNT: "2" })).toEqual({ index: 2, count: 2 });
    // a Kubernetes index wins over CI variables the image may also carry
    expect(shardFromEnv({ JOB_COMPLETION_INDEX: "1", PII_SHARD_COUNT: "2", CI_NODE_INDEX: "1", CI_NODE_TOTAL: "9" })).toEqual({ index: 2, count: 2 });
  });
});

describe("deploy/k8s-batch-job.yaml", () => {
  it("is an Indexed Job whose pods shard by their index, with PII_SHARD_COUNT equal to completions", () => {
    const manifest = readFileSync(join(ROOT, "deploy/k8s-batch-job.yaml"), "utf8");
    expect(manifest).toMatch(/^\s*completionMode: Indexed\b/m);
    const completions = /^\s*completions: (\d+)\b/m.exec(manifest)?.[1];
    const count = /name: PII_SHARD_COUNT, value: "(\d+)"/.exec(manifest)?.[1];
    expect(completions).toBeDefined();
    expect(count).toBe(completions);
    const args = /args: \[([^\]]*)\]/.exec(manifest)?.[1]?.replace(/\s+/g, " ") ?? "";
    expect(args).toContain('"redact"');
    expect(args).toContain('"--shard", "auto"');
    expect(args).toContain('"--out-dir"');
  });
});
