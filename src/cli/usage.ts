/**
 * `pii usage FILE`: summarise a `pii serve --usage-log` file per project and day (requests,
 * errors, characters, entities), as a table or as JSON.
 */
import { createReadStream } from "node:fs";
import { resolve } from "node:path";
import { createInterface } from "node:readline";
import { type Command, Option } from "commander";
import { summariseUsage, usageTable, type UsageGrouping } from "../server/usage-summary.js";
import { UsageError } from "./errors.js";

export interface UsageCliContext {
  readonly cwd?: string;
  readonly stdout?: NodeJS.WritableStream;
}

async function readLines(path: string): Promise<string[]> {
  const lines: string[] = [];
  const stream = createReadStream(path, { encoding: "utf8" });
  const opened = new Promise<void>((ok, fail) => {
    stream.once("open", () => ok());
    stream.once("error", fail);
  });
  try {
    await opened;
  } catch (e) {
    throw new UsageError(`usage log: cannot read the file (${(e as NodeJS.ErrnoException).code ?? "error"})`);
  }
  for await (const line of createInterface({ input: stream, crlfDelay: Infinity })) lines.push(line);
  return lines;
}

export function registerUsageCommand(program: Command, ctx: UsageCliContext = {}): Command {
  return program
    .command("usage")
    .description("summarise a `pii serve --usage-log` file per project and day")
    .argument("<file>", "the usage log (NDJSON)")
    .addOption(new Option("--by <grouping>", "group by project and day (default), day or project").choices(["day", "project"]))
    .option("--json", "print the summary as JSON")
    .action(async (file: string, opts: { by?: "day" | "project"; json?: boolean }) => {
      const by: UsageGrouping = opts.by ?? "project-day";
      const summary = summariseUsage(await readLines(resolve(ctx.cwd ?? process.cwd(), file)), by);
      const out = ctx.stdout ?? process.stdout;
      if (opts.json) out.write(`${JSON.stringify(summary, null, 2)}\n`);
      else {
        out.write(usageTable(summary.rows, by));
        if (summary.skipped > 0) out.write(`(${summary.skipped} lines were not usage records and were skipped)\n`);
      }
    });
}
