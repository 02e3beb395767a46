/**
 * stdnum's validators, loaded on first use, one country at a time. The package's index loads every
 * country's validators and tables at once: 208 ms measured (`require("stdnum")`), against 16-20 ms
 * for one country's folder (`stdnum/lib/cjs/us`, `.../de`), which exports the same validator
 * objects the index lists under that country. Before, one id-shaped value in a one-line text cost
 * the whole index (about a quarter of a second of a cold start).
 */
import { createRequire } from "node:module";
import type { Validator } from "stdnum";

type CountryValidators = Record<string, Validator | undefined>;

const requireCjs = createRequire(import.meta.url);
const countries = new Map<string, CountryValidators | undefined>();
const quiet = new Map<string, Validator | undefined>();

/** One country's validators (stdnum's folder of that country code), undefined where stdnum has none. */
function countryValidators(cc: string): CountryValidators | undefined {
  if (countries.has(cc)) return countries.get(cc);
  let validators: CountryValidators | undefined;
  if (/^[a-z]{2}$/.test(cc)) {
    try {
      validators = requireCjs(`stdnum/lib/cjs/${cc}`) as CountryValidators;
    } catch {
      validators = undefined;
    }
  }
  countries.set(cc, validators);
  return validators;
}

/**
 * The stdnum validator of "de.idnr" (country code, format name), or undefined where stdnum has none.
 * Its validate() builds the error it reports for an invalid value without a stack trace: most
 * values the id scanners try are invalid, stdnum makes an Error for each, and capturing its stack
 * was most of the cost (100,000 invalid de.idnr values: 626 ms with stacks, 256 ms without). Only
 * the error's class and message are read here, never its stack.
 */
export function stdnumValidator(key: string): Validator | undefined {
  if (quiet.has(key)) return quiet.get(key);
  const [cc, name] = key.split(".") as [string, string];
  const validator = countryValidators(cc.toLowerCase())?.[name];
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
