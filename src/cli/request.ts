/**
 * --request FILE|-: one whole request body in, exactly the service's response array out (one
 * JSON line), so the CLI can stand in for `POST /analyze/text` or `POST /process/text`.
 * A body that breaks the contract prints "pii: <field>: <rule>" and nothing on stdout.
 */
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { RequestError } from "../contract/errors.js";
import { describeFsError } from "../io/errors.js";
import { readAll } from "../io/lines.js";
import { streamSink } from "../io/sink.js";
import { EXIT_OK, EXIT_PII_FOUND, UsageError } from "./errors.js";
import type { Settings } from "./options.js";
import { type CliContext } from "./pipeline.js";
import { PiiTally } from "./summary.js";

async function readBody(source: string, ctx: CliContext): Promise<unknown> {
  let text: string;
  try {
    text = source === "-" ? await readAll(ctx.stdin) : await readFile(resolve(ctx.cwd, source), "utf8");
  } catch (err) {
    throw new UsageError(`${source}: ${describeFsError(err)}`);
  }
  try {
    return JSON.parse(text);
  } catch {
    // JSON.parse's message quotes the body; name the rule only.
    throw new UsageError("request: invalid JSON");
  }
}

export async function runRequest(settings: Settings, ctx: CliContext): Promise<number> {
  const body = await readBody(settings.request!, ctx);
  const { loadEngine } = await import("../load-engine.js");
  const engine = await loadEngine({ ...settings.engine, ...(settings.seed !== undefined ? { seed: settings.seed } : {}), env: ctx.env });
  try {
    let results;
    try {
      results = settings.command === "redact" ? await engine.process(body) : await engine.analyze(body);
    } catch (err) {
      if (err instanceof RequestError) throw new UsageError(`${err.field}: ${err.rule}`);
      throw err;
    }
    await streamSink(ctx.stdout).write(`${JSON.stringify(results)}\n`);
    if (settings.failOnPii) {
      const tally = new PiiTally("input", settings.failMinScore);
      for (const r of results) tally.addRecord([r]);
      if (!settings.quiet) ctx.stderr.write(`${tally.message()}\n`);
      if (tally.entities > 0) return EXIT_PII_FOUND;
    }
    return EXIT_OK;
  } finally {
    await engine.close();
  }
}
