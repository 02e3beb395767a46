/**
 * Phone numbers read out one digit at a time, as call and voicemail transcripts write them:
 * "my number is zero seven seven zero zero, nine zero zero, one two three", "call me on 6 1 2,
 * 3 4 5, 6 7 8", "plus four four double seven ...". The phone detector (phone.ts) reads digit
 * groups; these runs have no group of two digits together, so it never sees them.
 *
 * A run is a sequence of digit words (in any of our seven languages), number words from 10 to 99
 * read as two digits, and single digits, separated by spaces, commas, dots or hyphens, with 7 to 15
 * digits in all. Words like "one",
 * "un", "een", "due" or "sei" are everyday words too, so a run counts only after a phone cue
 * (phone-regions.ts PHONE_CUES, any language): "call me on", "my number is", "Telefon", "reach".
 * A run whose digits are a valid number in a region the text points to (the phone detector's
 * region inference) scores higher than one that is only phone-shaped.
 */
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";
import type { Candidate, DetectContext, Detector } from "../types.js";
import { contextWords, hasContext } from "./context.js";
import { numberWords } from "./number-words.js";
import { candidateRegions, countriesNear, PHONE_CUES, textLanguages } from "./phone-regions.js";
import { execAll } from "../text/exec-all.js";

/** Digit words of en, de, es, fr, it, nl and pt ("oh" is English for 0 inside a run only). */
export const DIGIT_WORDS: Readonly<Record<string, number>> = {
  zero: 0, oh: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9,
  null: 0, eins: 1, zwei: 2, zwo: 2, drei: 3, vier: 4, "fünf": 5, sechs: 6, sieben: 7, acht: 8, neun: 9,
  cero: 0, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9,
  "zéro": 0, un: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9,
  due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9,
  nul: 0, een: 1, "één": 1, twee: 2, drie: 3, vijf: 5, zes: 6, zeven: 7, negen: 9,
  um: 1, dois: 2, duas: 2, "três": 3, quatro: 4, sete: 7, oito: 8,
};
/** Words that repeat the next digit ("double seven" = 77). */
export const REPEAT_WORDS: Readonly<Record<string, number>> = { double: 2, triple: 3 };
/** Words for a leading "+" ("plus four four ..."). */
const PLUS_WORDS = ["plus", "más", "mais", "più"];

/**
 * Number words from 10 to 99 (number-words.ts), read as two digits: French, Spanish and Dutch
 * speakers give a number in pairs ("zéro six, trente et un, quatre-vingt-huit", "seis uno dos,
 * treinta y ocho", "vierendertig, negentien").
 */
export const PAIR_WORDS: ReadonlyMap<string, number> = new Map([...numberWords()].filter(([, n]) => n >= 10 && n <= 99));

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[ -]/g, "[ -]");
/** A regex alternation of spoken words, longest first, a space or hyphen inside one matching either. */
export const alternatives = (words: Iterable<string>) => [...words].sort((a, b) => b.length - a.length).map(escape).join("|");
/**
 * "nine hundred" read out in a number ("oh seven seven double oh nine hundred four six two", as
 * British speakers give 0770 0900 462: fifth exploratory test, left in clear): a digit and two
 * zeros. English only: the Romance and German words for a hundred name the number 100 itself.
 */
const HUNDREDS = `(?:${alternatives(["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"])})[ \\t]+hundred`;
const DIGIT = `(?:${HUNDREDS}|\\d|${alternatives([...PAIR_WORDS.keys(), ...Object.keys(DIGIT_WORDS)])})`;
const REPEAT = `(?:(?:${alternatives(Object.keys(REPEAT_WORDS))})[ \\t]+)?`;
/** What separates two digits of a run: spaces, and at most one comma, dot or hyphen. */
const GAP = "(?:[ \\t]*[,.\\-–][ \\t]*|[ \\t]+)";
/** A run, tried (sticky) only where runStarts finds one may begin. */
const RUN_AT = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(?:${alternatives(PLUS_WORDS)})[ \\t]+|\\+[ \\t]?)?${REPEAT}${DIGIT}(?:${GAP}${REPEAT}${DIGIT}){3,}(?![\\p{L}\\p{N}])`,
  "iuy",
);
const TOKEN = new RegExp(`(?:(?<rep>${alternatives(Object.keys(REPEAT_WORDS))})[ \\t]+)?(?<word>${DIGIT})(?![\\p{L}\\p{N}])`, "giu");

const MIN_DIGITS = 7;
const MAX_DIGITS = 15;
const CUE_BEFORE = 48;
/** How far after a read-out number another one needs no cue of its own. */
const LIST_REACH = 120;
const SCORE_VALID = 0.75;
const SCORE_CUED = 0.6;

/**
 * Every phone cue but the generic ones: "number" alone precedes lottery draws and ids read out
 * digit by digit ("Winnend nummer : 9 6 3 1 2 6 5" in conll2002_nl train).
 */
const GENERIC = /^(?:number|nummer|número|numero|numéro|ph|text)$/;
const PHONE_WORDS = contextWords(Object.values(PHONE_CUES).flatMap((c) => [...c.strong, ...c.weak.filter((w) => !GENERIC.test(w))]));

/** The digits of one token: a digit, a digit word, or a word from 10 to 99 (written with spaces or hyphens). */
export function digitsOfWord(word: string): string {
  if (/^\d$/.test(word)) return word;
  const hundreds = /^(\S+)[ \t]+hundred$/.exec(word);
  if (hundreds) {
    const digit = DIGIT_WORDS[hundreds[1]!];
    return digit === undefined ? "" : `${digit}00`;
  }
  const unit = DIGIT_WORDS[word];
  if (unit !== undefined) return String(unit);
  const pair = PAIR_WORDS.get(word) ?? PAIR_WORDS.get(word.replace(/-/g, " ")) ?? PAIR_WORDS.get(word.replace(/ /g, "-"));
  return pair === undefined ? "" : String(pair);
}

/** The digits a run reads out, and whether it starts with a "+". */
function digitsOf(run: string): { digits: string; plus: boolean } {
  const lower = run.toLowerCase();
  const plus = lower.startsWith("+") || PLUS_WORDS.some((w) => lower.startsWith(`${w} `) || lower.startsWith(`${w}\t`));
  let digits = "";
  TOKEN.lastIndex = 0;
  for (const m of execAll(TOKEN, lower)) {
    const word = m.groups!.word!;
    const times = m.groups!.rep ? (REPEAT_WORDS[m.groups!.rep] ?? 1) : 1;
    digits += digitsOfWord(word).repeat(times);
  }
  return { digits, plus };
}

/** Whether the digits are a valid number, internationally or in a region the text points to. */
function validSomewhere(ctx: DetectContext, start: number, end: number, digits: string, plus: boolean): boolean {
  if (plus) return parsePhoneNumberFromString(`+${digits}`)?.isValid() === true;
  const regions = candidateRegions({
    named: countriesNear(ctx, start, end, []),
    cueLanguages: [],
    languages: textLanguages(ctx),
  });
  return regions.some((region: CountryCode) => parsePhoneNumberFromString(digits, region)?.isValid() === true);
}

/**
 * Every word that may be part of a run: digits alone, digit words, the words of the pair words
 * ("treinta", "y", "ocho"), "double", "plus". The run's alternation of some 800 words is slow to try at
 * every position of every text, so it is tried only where four such words follow each other.
 */
const RUN_WORDS = new Set<string>([
  ...Object.keys(DIGIT_WORDS),
  ...[...PAIR_WORDS.keys()].flatMap((w) => w.split(/[ -]/)),
  ...Object.keys(REPEAT_WORDS),
  ...PLUS_WORDS,
]);

const NON_ASCII_LETTER = /[\p{L}\p{M}]/u;
const MAX_RUN_WORD = Math.max(...[...RUN_WORDS].map((w) => w.length));

function isWordChar(c: number, ch: string): boolean {
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90);
  return NON_ASCII_LETTER.test(ch);
}

/**
 * Where runs of four or more run words start (gaps of at most three characters between them). A
 * plain loop over the characters: this runs on every text, and a regex over its words allocated a
 * match per word.
 */
function runStarts(lower: string): number[] {
  const starts: number[] = [];
  let runStart = -1;
  let count = 0;
  let lastEnd = -1;
  const n = lower.length;
  for (let i = 0; i < n; ) {
    if (!isWordChar(lower.charCodeAt(i), lower[i]!)) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < n && isWordChar(lower.charCodeAt(j), lower[j]!)) j++;
    const len = j - i;
    const ok = len <= MAX_RUN_WORD && ((len === 1 && lower.charCodeAt(i) >= 48 && lower.charCodeAt(i) <= 57) || RUN_WORDS.has(lower.slice(i, j)));
    if (ok && runStart >= 0 && i - lastEnd <= 3) {
      count++;
    } else {
      if (count >= 4) starts.push(runStart);
      runStart = ok ? i : -1;
      count = ok ? 1 : 0;
    }
    lastEnd = j;
    i = j;
  }
  if (count >= 4) starts.push(runStart);
  return starts;
}

export const spokenPhoneDetector: Detector = {
  name: "spoken-phone",
  types: ["PHONE_NUMBER"],
  detect(ctx: DetectContext): Candidate[] {
    const out: Candidate[] = [];
    let lastEnd = -Infinity;
    for (const from of runStarts(ctx.lower)) {
      if (from < lastEnd) continue;
      // sticky at the run's first word (or its "+"): a failed try scans no further
      const at = from > 0 && ctx.text[from - 1] === "+" ? from - 1 : from;
      RUN_AT.lastIndex = at;
      const m = RUN_AT.exec(ctx.text);
      if (!m) continue;
      const run = m[0];
      // a run of digit groups is the phone detector's ("555 0132"); this one reads single digits
      if (/\d\d/.test(run)) continue;
      // at least one digit word or a single-digit group separated by spaces: "1, 2, 3" counts
      const { digits, plus } = digitsOf(run);
      if (digits.length < MIN_DIGITS || digits.length > MAX_DIGITS) continue;
      const start = m.index!;
      const end = start + run.length;
      // a number read out again, or a second number, soon after one: the same cue covers it
      // ("... acht negen, nee sorry, acht nul. Nogmaals: nul zes twee ...")
      if (start - lastEnd > LIST_REACH && !hasContext(ctx, start, end, PHONE_WORDS, CUE_BEFORE, 0)) continue;
      lastEnd = end;
      const valid = validSomewhere(ctx, start, end, digits, plus);
      out.push({
        start,
        end,
        label: "PHONE_NUMBER",
        score: valid ? SCORE_VALID : SCORE_CUED,
        formatted: `${plus ? "+" : ""}${digits}`,
        source: "spoken-phone",
      });
    }
    return out;
  },
};
