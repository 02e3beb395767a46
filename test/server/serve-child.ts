/** Started as a child process by load.test.ts: `pii serve` on a free port, prints its URL. */
import { startServer } from "../../src/server/start.js";

const running = await startServer({ port: 0, logger: false, env: {} });
process.stdout.write(`${running.url}\n`);
