/** The real launcher as a child process: exit codes, stdin pipes, stderr hygiene, bounded memory. */
import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BIN, expectNoStack, FIXTURES, ndjson, spawnCli } from "./helpers.js";
import { scratchDir } from "../scratch.js";

describe("bin/pii.js", () => {
  it("--help lists the commands and exits 0", async () => {
    const r = await spawnCli(["--help"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/analyze/);
    expect(r.stdout).toMatch(/redact/);
  });

  it("redacts a pipe from stdin to stdout", async () => {
    const r = await spawnCli(["redact", "--lines"], { stdin: "one a@example.com\ntwo\n" });
    expect(r.stderr).toBe("");
    expect([r.code, r.stdout]).toEqual([0, "one [EMAIL_ADDRESS_1]\ntwo\n"]);
  });

  it("usage errors: exit 2, one line, no stack trace", async () => {
    for (const args of [["analyze", "--bogus"], ["analyze", "nope.txt"], ["analyze", "--shard", "9/2", "ticket.txt"]]) {
      const r = await spawnCli(args);
      expect(r.code).toBe(2);
      expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
      expectNoStack(r.stderr);
    }
  });

  it("--fail-on-pii exits 3 and bad records exit 2 with the rest still written", async () => {
    const found = await spawnCli(["analyze", "contacts.csv", "--columns", "email", "--fail-on-pii"], { cwd: FIXTURES });
    expect(found.code).toBe(3);
    expect(found.stderr).toMatch(/^pii: found 3 entities in 3 of 3 records: EMAIL_ADDRESS 3\n$/);
    const bad = await spawnCli(["analyze", "--format", "ndjson"], { stdin: '{"a":"x"}\nnope\n{"a":"y"}\n' });
    expect(bad.code).toBe(2);
    expect(ndjson(bad.stdout)).toHaveLength(3);
  });

  it(
    "streams a file far larger than its heap (--max-old-space-size=128, ~150 MB in and out)",
    async () => {
      const dir = scratchDir("pii-big-");
      const path = join(dir, "big.ndjson");
      const out = createWriteStream(path);
      const blob = "z".repeat(50_000); // passed through untouched: only "t" is analysed
      const records = 3000;
      for (let i = 0; i < records; i++) {
        if (!out.write(`${JSON.stringify({ i, blob, t: `user${i}@example.com` })}\n`)) await once(out, "drain");
      }
      out.end();
      await once(out, "finish");

      const child = spawn(process.execPath, ["--max-old-space-size=128", BIN, "redact", path, "--fields", "t"], {
        env: { ...process.env, PII_FROM_SOURCE: "1" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let bytes = 0;
      let lines = 0;
      let tail = "";
      child.stdout.on("data", (c: Buffer) => {
        bytes += c.length;
        for (const b of c) if (b === 10) lines += 1;
        tail = (tail + c.subarray(Math.max(0, c.length - 200)).toString("latin1")).slice(-200);
      });
      let stderr = "";
      child.stderr.setEncoding("utf8").on("data", (c: string) => (stderr += c));
      const [code] = (await once(child, "close")) as [number];
      expect(stderr).toBe("");
      expect(code).toBe(0);
      expect(lines).toBe(records);
      expect(bytes).toBeGreaterThan(records * 50_000);
      expect(tail).toContain(`"t":"[EMAIL_ADDRESS_1]"`);
    },
    180_000,
  );
});
