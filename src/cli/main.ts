/**
 * The `pii` command-line program (commander). run() takes its streams and working directory as
 * arguments so tests can run it in-process; main() wires it to the real process.
 *
 * Messages are one line, "pii: <what>: <rule>", never input text and never a stack trace
 * (PII_DEBUG=1 adds the stack of an internal error).
 */
import { Command, CommanderError } from "commander";
import { EXIT_INTERNAL, EXIT_OK, EXIT_USAGE, UsageError } from "./errors.js";
import { registerAnalyze } from "./analyze.js";
import type { CliContext } from "./pipeline.js";
import { registerRedact } from "./redact.js";
import { registerServeCommand } from "./serve.js";
import { registerUsageCommand } from "./usage.js";
import { VERSION } from "./version.js";

export { VERSION };

/** A text-free description of an unexpected error: its class, and for system errors code and syscall. */
function describeInternal(err: unknown): string {
  const e = err as NodeJS.ErrnoException | undefined;
  if (e?.code && e.syscall) return `${e.code} (${e.syscall})`;
  if (e instanceof Error) return e.code ? `${e.name} ${e.code}` : e.name;
  return typeof err;
}

export async function run(argv: readonly string[], ctx: CliContext): Promise<number> {
  let exitCode = EXIT_OK;
  const program = new Command("pii")
    .description("find, analyse and redact personal information (PII) in text")
    .version(VERSION)
    .exitOverride()
    .showSuggestionAfterError(true)
    .configureOutput({
      writeOut: (s) => void ctx.stdout.write(s),
      writeErr: (s) => void ctx.stderr.write(s),
      // commander's "error: unknown option '--x'" becomes "pii: unknown option '--x'".
      outputError: (s, write) => write(`pii: ${s.replace(/^error: /, "")}`),
    });
  const setExit = (code: number): void => {
    exitCode = code;
  };
  registerAnalyze(program, ctx, setExit);
  registerRedact(program, ctx, setExit);
  registerServeCommand(program, { cwd: ctx.cwd, env: ctx.env });
  registerUsageCommand(program, { cwd: ctx.cwd, stdout: ctx.stdout });
  for (const cmd of program.commands) {
    cmd.exitOverride().configureOutput({
      writeOut: (s) => void ctx.stdout.write(s),
      writeErr: (s) => void ctx.stderr.write(s),
      outputError: (s, write) => write(`pii: ${s.replace(/^error: /, "")}`),
    });
  }
  try {
    await program.parseAsync([...argv], { from: "user" });
    return exitCode;
  } catch (err) {
    if (err instanceof CommanderError) {
      // --help and --version end with exit code 0; every parse error is a usage error.
      return err.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
    }
    if (err instanceof Error && (err.name === "ModelError" || err.name === "ModelMissingError")) {
      // a broken or missing model folder: the message names the file, never input text
      ctx.stderr.write(`pii: ${err.message}\n`);
      return EXIT_INTERNAL;
    }
    if (err instanceof UsageError) {
      ctx.stderr.write(`pii: ${err.message}\n`);
      return EXIT_USAGE;
    }
    ctx.stderr.write(`pii: internal error: ${describeInternal(err)}\n`);
    if (ctx.env.PII_DEBUG === "1") ctx.stderr.write(`${(err as Error)?.stack ?? String(err)}\n`);
    return EXIT_INTERNAL;
  }
}

/** Entry point used by bin/pii.js. */
export async function main(): Promise<void> {
  // A closed pipe (`pii analyze big.ndjson | head`) is a normal way to stop reading.
  process.stdout.on("error", (err: NodeJS.ErrnoException) => {
    if (err.code === "EPIPE") process.exit(process.exitCode ?? 0);
  });
  process.exitCode = await run(process.argv.slice(2), {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    cwd: process.cwd(),
    env: process.env,
    handleSignals: true,
  });
}
