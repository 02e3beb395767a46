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

/** The stdnum validator of "de.idnr" (country code, format name), or undefined where stdnum has none. */
export function stdnumValidator(key: string): Validator | undefined {
  table ??= (requireCjs("stdnum") as { stdnum: StdnumTable }).stdnum;
  const [cc, name] = key.split(".") as [string, string];
  return table[cc.toUpperCase()]?.[name];
}
