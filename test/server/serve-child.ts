/**
 * Started as a child process by load.test.ts: `pii serve` on a free port, prints its URL.
 * With --hold, analyze requests never finish (they print "held" when they reach the engine) and
 * the grace period is 200 ms, so a SIGTERM has to drop them.
 */
import { createEngine } from "../../src/engine/engine.js";
import { startServer } from "../../src/server/start.js";

const hold = process.argv.includes("--hold");
const real = createEngine();
const running = await startServer({
  port: 0,
  logger: false,
  env: {},
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
