/**
 * The `pii` command-line program (commander). run() takes its streams and working directory as
 * arguments so tests can run it in-process; main() wires it to the real process.
 *
 * Messages are one line, "pii: <what>: <rule>", never input text and never a stack trace
 * (PII_DEBUG=1 adds the stack of an internal error).
 */
import { Command, CommanderError } from "commander";
import { EXIT_INTERNAL, EXIT_OK, EXIT_USAGE, oneLine, UsageError } from "./errors.js";
import type { CliContext } from "./pipeline.js";
import { VERSION } from "./version.js";

export { VERSION };

type SetExit = (code: number) => void;

/**
 * The commands, each loaded only when it runs: a one-line `pii redact` does not load the HTTP
 * stack, and `pii serve` does not load the batch pipeline. Each module imports what its command
 * needs (the engine, the model runner, csv, globbing...) when the command runs, not here.
 */
const COMMANDS: Record<string, (program: Command, ctx: CliContext, setExit: SetExit) => Promise<void>> = {
  analyze: async (program, ctx, setExit) => (await import("./analyze.js")).registerAnalyze(program, ctx, setExit),
  redact: async (program, ctx, setExit) => (await import("./redact.js")).registerRedact(program, ctx, setExit),
  serve: async (program, ctx) => void (await import("./serve.js")).registerServeCommand(program, { cwd: ctx.cwd, env: ctx.env }),
  usage: async (program, ctx) => void (await import("./usage.js")).registerUsageCommand(program, { cwd: ctx.cwd, stdout: ctx.stdout }),
};

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
  // The command named first is the only one loaded; anything else (--help, help, a typo that
  // deserves a suggestion) lists them all, in this order.
  const named = argv[0] !== undefined && Object.hasOwn(COMMANDS, argv[0]) ? [argv[0]] : Object.keys(COMMANDS);
  for (const name of named) await COMMANDS[name]!(program, ctx, setExit);
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
      ctx.stderr.write(`pii: ${oneLine(err.message)}\n`);
      return EXIT_INTERNAL;
    }
    if (err instanceof UsageError) {
      ctx.stderr.write(`pii: ${oneLine(err.message)}\n`);
      return EXIT_USAGE;
    }
    ctx.stderr.write(`pii: internal error: ${oneLine(describeInternal(err))}\n`);
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
