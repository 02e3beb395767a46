/**
 * Context words: the words around a match that raise (or are required for) confidence, as in
 * Presidio's recognisers. Matching is on the lower-cased text, whole words, within a window.
 */
import type { DetectContext } from "../types.js";
import { declareCueWords } from "./cue-vocabulary.js";
import { cellHolding } from "./table-cues.js";
import { execAll } from "../text/exec-all.js";

export interface ContextWords {
  readonly regex: RegExp;
}

/**
 * Build a matcher for context words or phrases (case-insensitive, whole words; a space also matches
 * "_", as in log keys: "valid_until="). The regex is built on first use: detectors declare a few
 * hundred of these lists when they load, and a short text consults few of them (building them all
 * was about a twentieth of a one-line `pii redact`'s start).
 */
export function contextWords(words: readonly string[]): ContextWords {
  declareCueWords(words);
  let regex: RegExp | undefined;
  return {
    get regex() {
      if (!regex) {
        const escaped = words
          .map((w) => w.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "[\\s_]+"))
          .sort((a, b) => b.length - a.length);
        regex = new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join("|")})(?![\\p{L}\\p{N}])`, "u");
      }
      return regex;
    },
  };
}

/**
 * Regex source matching any of `words` literally, longest first (so a longer form wins over its
 * prefix), a space in a word matching any run of spaces, tabs and no-break spaces.
 */
export function wordAlternation(words: Iterable<string>): string {
  return [...new Set(words)]
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "[ \\t\\u00a0]+"))
    .sort((a, b) => b.length - a.length)
    .join("|");
}

/**
 * A camelCase key before its value's separator, quoted or not ("nhsNumber: ", "\"postalCode\":",
 * "taxId="): a lower-case word, then capitalised ones, at a word's start (the classes are disjoint,
 * so each start is read once). CAMEL_HINT spares texts without a lower-upper pair the scan.
 */
export const CAMEL_KEY = /(?<![A-Za-z0-9_])[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+(?=["']?[ \t]*[:=])/g;
export const CAMEL_HINT = /[a-z][A-Z]/;

/** The text lower-cased, each camelCase key in it (CAMEL_KEY) split into its words ("nhs number: "). */
export function camelKeysAsWords(text: string): string {
  return text.replace(CAMEL_KEY, (key) => key.replace(/(?<=[a-z0-9])(?=[A-Z])/g, " ")).toLowerCase();
}

/**
 * True when a context word occurs within `before` UTF-16 units before the span or `after` units
 * after it (the span itself excluded), or in the header of the table column whose cell holds the
 * span: a column name is the value's label however far the row puts the value from it
 * ("id;iban;social_security_number;status / 262;ES89...;220979647;closed"), and a CSV or JSON
 * field analysed on its own has its name as its only context (table-cues.ts).
 */
export function hasContext(
  ctx: DetectContext,
  start: number,
  end: number,
  words: ContextWords,
  before = 48,
  after = 24,
): boolean {
  const from = Math.max(0, start - before);
  const left = windowBefore(ctx.lower, from, start);
  if (words.regex.test(left)) return true;
  // a camelCase key read as its words ("nhsNumber: 4857773457": ninth exploratory test, F6)
  if (CAMEL_HINT.test(ctx.text.slice(from, start))) {
    if (words.regex.test(camelKeysAsWords(windowBefore(ctx.text, from, start)))) return true;
  }
  if (after > 0) {
    const right = windowAfter(ctx.lower, end, Math.min(ctx.lower.length, end + after));
    if (words.regex.test(right)) return true;
  }
  const header = cellHolding(ctx, start, end)?.header;
  return header !== undefined && header !== "" && words.regex.test(header);
}

/**
 * The context window text.slice(from, to) before a value, marked where its far edge cuts a word:
 * CUT_MARK stands for the cut word's outside part, so that a cue word's boundary test fails on the
 * cut word's tail. Without it "née" in the tail of "terminée", 40 characters before a log line's
 * time stamp, made that time stamp a date of birth (structured suite, fresh draw 3131), and "nato"
 * in "aggiornato" did the same in Italian. The mark is a letter of no cue word: a Latin "x" had
 * made "hx" (a cue) of the "h" that a window after a value cut from "hypotensive".
 */
export function windowBefore(text: string, from: number, to: number): string {
  return (from > 0 && WORD_CHAR.test(text[from - 1]!) && WORD_CHAR.test(text[from] ?? "") ? CUT_MARK : "") + text.slice(from, to);
}
/** The context window text.slice(from, to) after a value, marked where its far edge cuts a word. */
export function windowAfter(text: string, from: number, to: number): string {
  return text.slice(from, to) + (to < text.length && to > from && WORD_CHAR.test(text[to]!) && WORD_CHAR.test(text[to - 1]!) ? CUT_MARK : "");
}
const WORD_CHAR = /[\p{L}\p{N}]/u;
/** A letter (\p{L}, so boundary tests fail next to it) that no cue word of any language holds. */
const CUT_MARK = "\u3006";

/** Every non-empty match of a global regex over the text (execAll, empty matches skipped). */
export function* matchAll(text: string, regex: RegExp): Generator<RegExpExecArray> {
  for (const m of execAll(regex, text)) if (m[0].length > 0) yield m;
}
