/**
 * Running regular expressions that come from requests (entity_detection.filter patterns) with a
 * time budget. A pattern such as (a+)+$ backtracks exponentially and would block the event loop
 * (and every other request) indefinitely; inside a vm context with a timeout, V8 interrupts it.
 * Patterns written by this project's detectors never go through here.
 */
import vm from "node:vm";

/** Time one request pattern may spend on one text. */
export const PATTERN_BUDGET_MS = 1000;

export class PatternBudgetError extends Error {
  override name = "PatternBudgetError";
}

// Each script body is a block: the context is reused, so no declaration may leak into its globals.
// Scripts and context are made on first use: only requests with filters need them, and the
// start-up snapshot (src/cli/snapshot.ts) can hold neither.
const FIND_ALL = `{
  out.length = 0;
  re.lastIndex = 0;
  let m;
  while ((m = re.exec(text)) !== null) {
    if (m[0].length === 0) { re.lastIndex++; continue; }
    out.push(m.index, m.index + m[0].length);
  }
}`;

const FULL_MATCHES = `{
  out.length = 0;
  for (const v of values) out.push(anchored.test(v));
}`;

const scripts = new Map<string, vm.Script>();

// one context, reused: creating a context costs far more than the matching usually does
let shared: vm.Context | undefined;

function run(source: string, sandbox: Record<string, unknown>): void {
  const context = (shared ??= vm.createContext({}));
  let script = scripts.get(source);
  if (!script) scripts.set(source, (script = new vm.Script(source)));
  Object.assign(context, sandbox);
  try {
    script.runInContext(context, { timeout: PATTERN_BUDGET_MS });
  } catch (err) {
    if ((err as { code?: string })?.code === "ERR_SCRIPT_EXECUTION_TIMEOUT") throw new PatternBudgetError("pattern ran out of time");
    throw err;
  } finally {
    // drop references to request text and patterns
    for (const key of Object.keys(sandbox)) context[key] = undefined;
  }
}

/** Every non-empty match of `regex` in `text` as [start, end) UTF-16 spans. */
export function findAll(regex: RegExp, text: string): { start: number; end: number }[] {
  const re = regex.global ? new RegExp(regex.source, regex.flags) : new RegExp(regex.source, regex.flags + "g");
  const out: number[] = [];
  run(FIND_ALL, { re, text, out });
  const spans: { start: number; end: number }[] = [];
  for (let i = 0; i < out.length; i += 2) spans.push({ start: out[i]!, end: out[i + 1]! });
  return spans;
}

/** For each value, whether `regex` matches the whole of it. */
export function fullMatches(regex: RegExp, values: readonly string[]): boolean[] {
  if (values.length === 0) return [];
  const anchored = new RegExp(`^(?:${regex.source})$`, regex.flags.replace(/[gy]/g, ""));
  const out: boolean[] = [];
  run(FULL_MATCHES, { anchored, values, out });
  return out.map(Boolean);
}
