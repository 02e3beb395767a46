/**
 * Started as a child process by load.test.ts: `pii serve` on a free port, prints its URL.
 * With --hold, analyze requests never finish (they print "held" when they reach the engine) and
 * the grace period is 200 ms, so a SIGTERM has to drop them.
 * With --model DIR, the engine loads that model folder, logging at info level to stdout.
 */
import { createEngine } from "../../src/engine/engine.js";
import { loadEngine } from "../../src/load-engine.js";
import { startServer } from "../../src/server/start.js";

const hold = process.argv.includes("--hold");
const modelAt = process.argv.indexOf("--model");
const real = createEngine();
const running = await startServer({
  port: 0,
  logger: modelAt > 0,
  env: {},
  ...(modelAt > 0 ? { loadEngine: () => loadEngine({ model: process.argv[modelAt + 1]!, workers: 1, env: {} }) } : {}),
  ...(hold
    ? {
        graceMs: 200,
        loadEngine: async () => ({
          ...real,
          analyze: () => {
            process.stdout.write("held\n");
            return new Promise<never>(() => undefined);
          },
        }),
      }
    : {}),
});
process.stdout.write(`${running.url}\n`);
