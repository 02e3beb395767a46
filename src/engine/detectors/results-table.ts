/**
 * Team names in sports results and standings tables -> ORGANIZATION.
 *
 * News feeds carry blocks of lines such as "Bridgend 13 Llanelli 9" (a result) or "Leeds 5 3 1 1
 * 8 4 10" (a standings row). The model reads those lines badly: a name, a number, a name, a number
 * looks to it like a street address, and it tagged a whole four-line block of Welsh rugby results
 * as one street. The layout itself says what the names are: in conll2003_en train, 1,587 of the
 * 1,600 gold entities inside such lines are organisations (teams); the rest are national sides.
 *
 * A line counts when it is, in words separated by spaces:
 * - a result: NAME SCORE NAME SCORE ("Melrose 107 Stirling County 10"), or
 * - a standings row: NAME followed by at least three numbers;
 * where NAME is one to five words, each capitalised or a connector inside the name ("Heriot 's
 * F.P.", "Queen of the South"), and SCORE a number of one to three digits. Only blocks of two or
 * more such lines in a row count, since one line of that shape can be anything ("Room 12 Floor 3");
 * a name made only of short capital abbreviations ("BP 120 HR 80", vital signs) or one everyday or
 * measurement word ("Pulse 80 82 85", "Temp 98 99 100", "Total 3 4 7") never counts.
 *
 * Score 1.0: the layout is decisive, so these names win over the model's reading of the line as
 * an address or a place (the resolver keeps the highest-scored of overlapping candidates).
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { wantsType } from "./make-context.js";
import { COMMON_WORDS } from "./names/lexicon.generated.js";
import { STOP_WORDS } from "./names/common-words.js";

const TYPE = "ORGANIZATION";
const SOURCE = "results-table";
const SCORE = 1.0;
const MAX_NAME_WORDS = 5;
const MIN_BLOCK_LINES = 2;

const NUMBER = /^\d{1,3}$/;
const CAPITALISED = /^\p{Lu}[\p{L}\p{M}'’.&-]*$/u;
const LETTER = /\p{L}/u;
const SHORT_ABBREVIATION = /^\p{Lu}{1,3}$/u;
const CONNECTORS = new Set(["'s", "’s", "of", "the", "de", "del", "la", "and", "&", "van", "von", "der", "do", "da"]);
/** Row heads of measurement tables that are no everyday English word ("Temp 98 99 100", "Resp 16 18 20"). */
const MEASUREMENTS = ["temp", "resp", "glucose", "sodium", "potassium", "creatinine", "dose", "doses", "qty", "height", "bmi"];
let everyday: ReadonlySet<string> | undefined;
/** One-word names that are everyday words head measurement or inventory rows ("Pulse 80 82 85", "Total 3 4 7"), not teams. */
function isCommonOrMeasurementWord(word: string): boolean {
  everyday ??= new Set([...COMMON_WORDS.split(" "), ...STOP_WORDS, ...MEASUREMENTS]);
  return everyday.has(word.toLowerCase());
}

interface Word {
  text: string;
  start: number;
  end: number;
}

interface NameSpan {
  start: number;
  end: number;
}

/** Words of one line with their offsets in the text. */
function lineWords(text: string, from: number, to: number): Word[] {
  const out: Word[] = [];
  const re = /\S+/g;
  const line = text.slice(from, to);
  for (let m = re.exec(line); m !== null; m = re.exec(line)) out.push({ text: m[0], start: from + m.index, end: from + m.index + m[0].length });
  return out;
}

/** words[from, to) as a team name, or undefined. */
function teamName(words: readonly Word[], from: number, to: number): NameSpan | undefined {
  const n = to - from;
  if (n < 1 || n > MAX_NAME_WORDS) return undefined;
  let allShortAbbreviations = true;
  for (let k = from; k < to; k++) {
    const w = words[k]!.text;
    const inner = k > from && k < to - 1;
    if (CAPITALISED.test(w) && LETTER.test(w)) {
      if (!SHORT_ABBREVIATION.test(w)) allShortAbbreviations = false;
    } else if (!(inner && CONNECTORS.has(w.toLowerCase()))) {
      return undefined;
    }
  }
  if (allShortAbbreviations) return undefined;
  if (n === 1 && isCommonOrMeasurementWord(words[from]!.text)) return undefined;
  return { start: words[from]!.start, end: words[to - 1]!.end };
}

/** The team names of a result or standings line, or undefined when the line is neither. */
function lineTeams(words: readonly Word[]): NameSpan[] | undefined {
  const numbers = words.map((w) => NUMBER.test(w.text));
  const firstNumber = numbers.indexOf(true);
  if (firstNumber < 1) return undefined;
  const first = teamName(words, 0, firstNumber);
  if (!first) return undefined;
  // standings: every word after the name is a number, at least three of them
  if (words.length - firstNumber >= 3 && numbers.slice(firstNumber).every(Boolean)) return [first];
  // result: NAME SCORE NAME SCORE
  const secondNumber = words.length - 1;
  if (!numbers[secondNumber] || secondNumber - firstNumber < 2) return undefined;
  if (numbers.slice(firstNumber + 1, secondNumber).some(Boolean)) return undefined;
  const second = teamName(words, firstNumber + 1, secondNumber);
  return second ? [first, second] : undefined;
}

function endsWithDigit(text: string, from: number, to: number): boolean {
  let k = to - 1;
  while (k >= from && (text[k] === " " || text[k] === "\t" || text[k] === "\r")) k--;
  return k >= from && text[k]! >= "0" && text[k]! <= "9";
}

/** Team names in the results and standings blocks of the text (offsets in UTF-16 units). */
export function findTeamNames(text: string): NameSpan[] {
  const out: NameSpan[] = [];
  let block: NameSpan[][] = [];
  const flush = () => {
    if (block.length >= MIN_BLOCK_LINES) for (const teams of block) out.push(...teams);
    block = [];
  };
  let from = 0;
  while (from <= text.length) {
    let to = text.indexOf("\n", from);
    if (to < 0) to = text.length;
    // both shapes end with a number: most lines are ruled out without being split into words
    const teams = endsWithDigit(text, from, to) ? lineTeams(lineWords(text, from, to)) : undefined;
    if (teams) block.push(teams);
    else flush();
    from = to + 1;
  }
  flush();
  return out;
}

export const resultsTableDetector: Detector = {
  name: SOURCE,
  types: [TYPE],
  detect(ctx: DetectContext): Candidate[] {
    if (!wantsType(ctx, TYPE)) return [];
    return findTeamNames(ctx.text).map((s) => ({ start: s.start, end: s.end, label: TYPE, score: SCORE, source: SOURCE }));
  },
};
