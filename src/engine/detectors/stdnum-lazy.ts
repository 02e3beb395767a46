/**
 * stdnum's validators, loaded on first use. The package's index loads every country's validators
 * and tables at once: about a quarter of a second of a cold start (`node --cpu-prof` on importing
 * the detector registry: 253 ms of 1.09 s), spent even on texts that hold no id-shaped value, where
 * no validator ever runs.
 */
import { createRequire } from "node:module";
import type { Validator } from "stdnum";

type StdnumTable = Record<string, Record<string, Validator> | undefined>;

const requireCjs = createRequire(import.meta.url);
let table: StdnumTable | undefined;
const quiet = new Map<string, Validator | undefined>();

/**
 * The stdnum validator of "de.idnr" (country code, format name), or undefined where stdnum has none.
 * Its validate() builds the error it reports for an invalid value without a stack trace: most
 * values the id scanners try are invalid, stdnum makes an Error for each, and capturing its stack
 * was most of the cost (100,000 invalid de.idnr values: 626 ms with stacks, 256 ms without). Only
 * the error's class and message are read here, never its stack.
 */
export function stdnumValidator(key: string): Validator | undefined {
  if (quiet.has(key)) return quiet.get(key);
  table ??= (requireCjs("stdnum") as { stdnum: StdnumTable }).stdnum;
  const [cc, name] = key.split(".") as [string, string];
  const validator = table[cc.toUpperCase()]?.[name];
  const wrapped: Validator | undefined = validator && {
    ...validator,
    validate: (value: string) => {
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 0;
      try {
        return validator.validate(value);
      } finally {
        Error.stackTraceLimit = limit;
      }
    },
  };
  quiet.set(key, wrapped);
  return wrapped;
}
