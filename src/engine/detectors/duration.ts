/**
 * Periods of time -> DURATION: a number (digits or an English number word up to ninety-nine) and
 * a unit ("3 weeks", "45 minutes", "2.5 hours", "six months", "twenty-four hours", "1h30m",
 * "1:30 hours", "a fortnight", "half an hour"). Consecutive parts join into one span
 * ("2 hours and 15 minutes"). formatted is an ISO 8601 duration (P3W, PT45M, PT2H30M, P6M).
 *
 * Not durations: ages ("45 years old", "aged 45 years": the age detector's), "a day"/"an hour"
 * without a number (too often frequency or idiom: "twice a day"), bare "s"/"m"/"d" units.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { wantsType } from "./make-context.js";

const UNITS: Readonly<Record<string, Unit>> = {};
type Unit = "Y" | "MO" | "W" | "D" | "H" | "MI" | "S";
const UNIT_FORMS: Array<[Unit, string[], number]> = [
  ["S", ["seconds", "second", "secs", "sec"], 1],
  ["MI", ["minutes", "minute", "mins", "min"], 1],
  ["H", ["hours", "hour", "hrs", "hr", "h"], 1],
  ["D", ["days", "day"], 1],
  ["W", ["weeks", "week", "wks", "wk"], 1],
  ["MO", ["months", "month"], 1],
  ["Y", ["years", "year", "yrs", "yr"], 1],
];
/** Units that stand for a multiple of another unit. */
const MULTIPLES: Readonly<Record<string, [Unit, number]>> = {
  decade: ["Y", 10], decades: ["Y", 10], fortnight: ["W", 2], fortnights: ["W", 2],
};
for (const [unit, forms] of UNIT_FORMS) for (const f of forms) (UNITS as Record<string, Unit>)[f] = unit;

const SMALL = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
  "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
];
const TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const byLength = (a: string, b: string): number => b.length - a.length;

const UNIT_RE = [...Object.keys(UNITS), ...Object.keys(MULTIPLES)].sort(byLength).join("|");
/** "a"/"an" count only before multiples ("a fortnight", "a decade"): "a day" is too often a frequency. */
const WORD_NUM = `(?:(?:${TENS.join("|")})(?:[\\s-](?:${SMALL.slice(1, 10).join("|")}))?|${[...SMALL].sort(byLength).join("|")}|a hundred|one hundred|half an?|a(?=\\s(?:fortnight|decade)))`;

// Patterns run on the lower-cased text. Digits and number words are two scans: one alternation
// with a lookbehind in front ran at a tenth of the speed. What may not precede a number
// ([\w.,]) is checked in code. No letter may follow the unit, accented ones included ("67952
// Höfðagata" is no 67952 hours).
const RE_NUM_PART = new RegExp(`(?<num>\\d{1,3}(?:,\\d{3})+|\\d{1,15}(?:\\.\\d{1,15})?)\\s?-?\\s?(?<unit>${UNIT_RE})(?![a-z\\u00c0-\\u024f])`, "g");
const RE_WORD_PART = new RegExp(`\\b(?<word>${WORD_NUM})[\\s-](?<unit>${UNIT_RE})(?![a-z\\u00c0-\\u024f])`, "g");
const RE_COMPACT = /(?<![\w.,:])(?<h>\d{1,3})\s?h\s?(?<m>[0-5]?\d)\s?m(?:in)?(?![a-z\u00c0-\u024f])/g;
const RE_CLOCK = /(?<![\w.,:])(?<a>\d{1,3}):(?<b>[0-5]\d)\s?(?<unit>hours?|hrs?|h|minutes?|mins?)(?![a-z\u00c0-\u024f])/g;
/** Six digits or more and one letter right after them. */
const GLUED_LETTER_ID = /^\d{6,}[a-z]$/;
/** Digits and then a letter right after a unit, other than the minutes of "1h30m" / "2h30min". */
const GLUED_TOKEN_AFTER = /^(?![0-5]?\d\s?m(?:in)?(?![a-z\u00c0-\u024f]))\d+[a-z\u00c0-\u024f]/;
/** A leading zero and four digits or more after it: an identifier's digits, not an amount. */
const LEADING_ZERO_NUMBER = /^0\d{4,}$/;
const AGE_AFTER = /^(?:[\s-]*old\b|\s+of\s+age\b)/;
const AGE_BEFORE = /(?:\baged?|\bat the age of)\s*$/;

/**
 * Whether a number and its unit (`match`: both as written) are a piece of an identifier rather than
 * an amount of time; `after` is the text right after them.
 */
function identifierPart(match: string, num: string, unit: string, after: string): boolean {
  // six digits or more with one letter glued on are an identifier and its check letter, not
  // hundreds of thousands of hours or days ("fn 469980h", an Austrian register number;
  // "200866090h", a Singapore UEN: structured suite, fresh draw 1212)
  if (GLUED_LETTER_ID.test(match)) return true;
  // nor is a number of five digits or more written with a leading zero ("39 030982 h 12 1", a
  // German pension number in lower case, whose birth date and initial read as 30,982 hours and
  // left the number in clear: fresh draw 4444); no one writes a quantity so
  if (LEADING_ZERO_NUMBER.test(num)) return true;
  // nor a number and a unit glued to more digits and then letters: the head of a token
  // ("6h8YVH6GHBgE", a password whose "6h" was read as six hours and cut it: fresh draw 5858);
  // the minutes of "1h30m" or "2h30min" are a duration's own
  if (GLUED_TOKEN_AFTER.test(after)) return true;
  // nor five digits or more, a one-letter unit and more digit groups: an identifier's letter
  // ("38 110694 h 29 1", a German pension number spaced, read as 110,694 hours: fresh draw 6161)
  return num.length >= 5 && unit.length === 1 && /^[ \t]{1,2}\d/.test(after);
}

function wordValue(word: string): number | undefined {
  const w = word.replace(/\s+/g, " ");
  if (w === "a hundred" || w === "one hundred") return 100;
  if (w === "half a" || w === "half an") return 0.5;
  if (w === "a") return 1;
  const parts = w.split(/[\s-]/);
  const tens = TENS.indexOf(parts[0]!);
  if (tens >= 0) return (tens + 2) * 10 + (parts[1] ? SMALL.indexOf(parts[1]) : 0);
  const small = SMALL.indexOf(w);
  return small >= 0 ? small : undefined;
}

type Amounts = Partial<Record<Unit, number>>;
/** Each unit's rank, largest first, and the exact factor to the next smaller unit (for fractions). */
const ORDER: Unit[] = ["Y", "MO", "W", "D", "H", "MI", "S"];
const DOWN: Partial<Record<Unit, [Unit, number]>> = { Y: ["MO", 12], W: ["D", 7], D: ["H", 24], H: ["MI", 60], MI: ["S", 60] };

function add(amounts: Amounts, unit: Unit, value: number): void {
  const whole = Math.trunc(value);
  const frac = value - whole;
  const down = DOWN[unit];
  if (frac > 1e-9 && down) {
    const lower = frac * down[1];
    if (Math.abs(lower - Math.round(lower)) < 1e-9) {
      amounts[unit] = (amounts[unit] ?? 0) + whole;
      if (whole === 0) delete amounts[unit];
      add(amounts, down[0], Math.round(lower));
      return;
    }
  }
  amounts[unit] = (amounts[unit] ?? 0) + value;
}

/** ISO 8601 duration; weeks combine with nothing else in ISO 8601, so mixed weeks become days. */
export function isoDuration(amounts: Amounts): string {
  const a = { ...amounts };
  const others = ORDER.filter((u) => u !== "W" && a[u] !== undefined);
  if (a.W !== undefined && others.length > 0) {
    a.D = (a.D ?? 0) + a.W * 7;
    delete a.W;
  }
  const num = (n: number): string => String(Math.round(n * 1e6) / 1e6);
  let date = "";
  if (a.Y !== undefined) date += `${num(a.Y)}Y`;
  if (a.MO !== undefined) date += `${num(a.MO)}M`;
  if (a.W !== undefined) date += `${num(a.W)}W`;
  if (a.D !== undefined) date += `${num(a.D)}D`;
  let time = "";
  if (a.H !== undefined) time += `${num(a.H)}H`;
  if (a.MI !== undefined) time += `${num(a.MI)}M`;
  if (a.S !== undefined) time += `${num(a.S)}S`;
  if (!date && !time) return "PT0S";
  return `P${date}${time ? `T${time}` : ""}`;
}

interface Part {
  start: number;
  end: number;
  amounts: Amounts;
  /** Rank of the smallest unit in the part (to join "2 hours 15 minutes" only largest-first). */
  smallest: number;
  largest: number;
  score: number;
}

const JOIN = /^\s*(?:,\s*)?(?:and\s+)?$/;

export const durationDetector: Detector = {
  name: "duration",
  types: ["DURATION"],
  detect(ctx: DetectContext): Candidate[] {
    if (!wantsType(ctx, "DURATION")) return [];
    const lower = ctx.lower;
    const parts: Part[] = [];
    const isAge = (start: number, end: number): boolean =>
      AGE_AFTER.test(lower.slice(end, end + 12)) || AGE_BEFORE.test(lower.slice(Math.max(0, start - 20), start));

    let m: RegExpExecArray | null;
    for (const re of [RE_NUM_PART, RE_WORD_PART]) {
    re.lastIndex = 0;
    while ((m = re.exec(lower)) !== null) {
      const g = m.groups!;
      if (g.num !== undefined && m.index > 0 && /[\w.,]/.test(lower[m.index - 1]!)) {
        re.lastIndex = m.index + 1;
        continue;
      }
      // a piece of a base64 run ("…/1h+…", fourth exploratory test): base64 characters on both sides
      if (g.num !== undefined && /[/+]/.test(lower[m.index - 1] ?? "") && /^[/+=\d]/.test(lower.slice(m.index + m[0].length, m.index + m[0].length + 1))) continue;
      if (g.num !== undefined && identifierPart(m[0], g.num, g.unit!, lower.slice(m.index + m[0].length, m.index + m[0].length + 8))) continue;
      const unitWord = g.unit!;
      const multiple = MULTIPLES[unitWord];
      const unit = multiple ? multiple[0] : UNITS[unitWord]!;
      const word = g.word?.replace(/\s+/g, " ");
      let value = g.num !== undefined ? Number(g.num.replace(/,/g, "")) : wordValue(word!);
      if (value === undefined) continue;
      if (multiple) value *= multiple[1];
      const start = m.index;
      const end = start + m[0].length;
      if (isAge(start, end)) continue;
      const amounts: Amounts = {};
      add(amounts, unit, value);
      const rank = ORDER.indexOf(unit);
      parts.push({ start, end, amounts, smallest: rank, largest: rank, score: g.num !== undefined ? 0.8 : 0.75 });
    }
    }
    for (const re of [RE_COMPACT, RE_CLOCK]) {
      re.lastIndex = 0;
      while ((m = re.exec(lower)) !== null) {
        const g = m.groups!;
        const amounts: Amounts = {};
        let ranks: [number, number];
        if (re === RE_COMPACT) {
          amounts.H = Number(g.h);
          amounts.MI = Number(g.m);
          ranks = [4, 5];
        } else if (g.unit!.startsWith("h")) {
          amounts.H = Number(g.a);
          amounts.MI = Number(g.b);
          ranks = [4, 5];
        } else {
          amounts.MI = Number(g.a);
          amounts.S = Number(g.b);
          ranks = [5, 6];
        }
        parts.push({ start: m.index, end: m.index + m[0].length, amounts, largest: ranks[0], smallest: ranks[1], score: 0.85 });
      }
    }
    parts.sort((a, b) => a.start - b.start || b.end - a.end);

    const out: Candidate[] = [];
    let current: Part | undefined;
    const flush = (): void => {
      if (!current) return;
      out.push({
        start: current.start, end: current.end, label: "DURATION", score: current.score,
        formatted: isoDuration(current.amounts), source: "duration",
      });
      current = undefined;
    };
    for (const p of parts) {
      if (current && p.start < current.end) continue; // overlapped by a longer part
      if (current && p.largest > current.smallest && JOIN.test(lower.slice(current.end, p.start))) {
        for (const [u, v] of Object.entries(p.amounts) as Array<[Unit, number]>) add(current.amounts, u, v);
        current.end = p.end;
        current.smallest = p.smallest;
        current.score = Math.max(current.score, p.score);
        continue;
      }
      flush();
      current = { ...p, amounts: { ...p.amounts } };
    }
    flush();
    return out;
  },
};
