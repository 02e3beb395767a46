/** The real launcher interrupted during an --out-dir run: SIGINT and SIGTERM leave no temporary file behind. */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createWriteStream, existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { BIN, tree } from "./helpers.js";

async function bigInput(dir: string): Promise<void> {
  const out = createWriteStream(join(dir, "in/big.ndjson"));
  for (let i = 0; i < 30_000; i++) {
    if (!out.write(`${JSON.stringify({ t: `user${i}@example.com call +1 415-555-0132` })}\n`)) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
}

const temps = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".tmp")) : []);

describe("interrupted --out-dir runs", () => {
  for (const [signal, status] of [
    ["SIGTERM", 143],
    ["SIGINT", 130],
  ] as const) {
    it(
      `${signal}: the temporary file is removed and the exit status is ${status} (before: left behind)`,
      async () => {
        const dir = tree({ "in/small.txt": "x\n" });
        await bigInput(dir);
        const child = spawn(process.execPath, [BIN, "redact", "--no-model", "in", "--out-dir", "out", "--concurrency", "1"], {
          cwd: dir,
          env: { ...process.env, PII_FROM_SOURCE: "1" },
          stdio: ["ignore", "ignore", "pipe"],
        });
        let stderr = "";
        child.stderr.setEncoding("utf8").on("data", (c: string) => (stderr += c));
        const exited = once(child, "exit");
        const out = join(dir, "out");
        const deadline = Date.now() + 60_000;
        while (temps(out).length === 0 && Date.now() < deadline) await sleep(50);
        expect(temps(out)).toHaveLength(1);
        expect(temps(out)[0]).toMatch(/^\.big\.ndjson\.pii-[0-9a-f]{8}-\d+-[0-9a-f]{8}\.tmp$/);
        child.kill(signal);
        const [code] = (await exited) as [number | null];
        expect(stderr).toBe("");
        expect(code).toBe(status);
        expect(temps(out)).toEqual([]);
        // The run never got to the end of big.ndjson: no partial file under its final name either.
        expect(existsSync(join(out, "big.ndjson"))).toBe(false);
      },
      120_000,
    );
  }
});
