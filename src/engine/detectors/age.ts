/**
 * Ages -> AGE, only where the wording says it is an age: "45 years old", "45-year-old",
 * "45 y/o", "45yo", "45 yrs old", "45 years of age", "a 3-month-old", "aged 45", "age: 45",
 * "at the age of 45", "âgé de 45 ans", "45 Jahre alt"; and the narrative forms "just turned 60",
 * "turns 40 next week", "when she was 78." (only where the number ends the clause or is followed
 * by a time word, so "turned 90 degrees" and "when he was 5 minutes late" are not ages).
 *
 * Span: the age expression without its introducing word: "45 years old" and "45-year-old" keep
 * their unit (it is part of the expression), "aged 45" / "age: 45" give just "45".
 * formatted: the number as an integer (years; for "3-month-old" the number of months, 3).
 * Ages above 125 years are not ages.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { wantsType } from "./make-context.js";

const NUM = "(?<n>\\d{1,3})";
const YEARS = "(?<unit>years?|yrs?|y)";
const ANY_UNIT = "(?<unit>years?|yrs?|y|months?|mos?|weeks?|wks?|days?)";

// Patterns run on the lower-cased text; a number glued to a word, dot or comma before it is not
// an age (checked in code, a lookbehind would slow the scan).
const SUFFIX_FORMS: RegExp[] = [
  // 45 years old, 45 yrs old, 45-year-old, 45 year old, 3-month-old, 45 years of age
  new RegExp(`${NUM}(?:\\s?-\\s?|\\s)${ANY_UNIT}(?:\\s?-\\s?|\\s)old(?![a-z])`, "g"),
  new RegExp(`${NUM}\\s${YEARS}\\sof\\sage(?![a-z])`, "g"),
  // 45 y/o, 45 y.o., 45yo, 45 yo
  /(?<n>\d{1,3})\s?(?:y\/o|y\.o\.?|yo)(?![a-z0-9])/g,
  // French, German, Spanish, Italian, Dutch, Portuguese: 45 Jahre alt, 45 jaar oud, 45 ans (after âgé)
  /(?<n>\d{1,3})\s(?:jahre\salt|jährige?[rn]?|jaar\soud|años\sde\sedad|anni\sdi\setà)(?![a-z])/g,
];
/** Introducing words before the number (not inside a longer word: checked in code); the span is the number (and "years"/"ans" if written). */
const PREFIX_FORM =
  /(?:aged|age|ages|at the age of|âgée?s? de|alter|edad|età|leeftijd|idade)\s?[:=]?\s*(?<n>\d{1,3})(?:\s(?<unit>years?|yrs?|ans|jahre|años|anni|jaar|anos|months?|weeks?))?(?![\d.,]\d|[a-z0-9])/dg;

/**
 * "turned 60", "will turn 40", "when he was 78": the number must close the clause (punctuation,
 * line end, end of text) or be followed by a time or joining word.
 */
const NARRATIVE_FORM =
  /(?:turn(?:ed|s|ing)|(?:will|to|would) turn|when (?:he|she|i|they|you|we) (?:was|were|is|am|are))\s(?<n>\d{1,3})(?=[ \t]*(?:[.,;:!?)\n\r]|$)|\s(?:this|last|next|today|yesterday|tomorrow|and|but|so|when|in|on)(?![a-z]))/dg;
const SCORE_NARRATIVE = 0.75;

function glued(lower: string, i: number): boolean {
  return i > 0 && /[\w.,/-]/.test(lower[i - 1]!);
}

export const ageDetector: Detector = {
  name: "age",
  types: ["AGE"],
  detect(ctx: DetectContext): Candidate[] {
    if (!wantsType(ctx, "AGE")) return [];
    const lower = ctx.lower;
    const out: Candidate[] = [];
    const taken: Array<[number, number]> = [];
    const push = (start: number, end: number, n: number, unit: string | undefined, score: number): void => {
      const isYears = !unit || /^(?:y|ans|jahre|años|anni|jaar|anos)/.test(unit);
      if (isYears && n > 125) return;
      if (taken.some(([a, b]) => start < b && a < end)) return;
      taken.push([start, end]);
      out.push({ start, end, label: "AGE", score, formatted: n, source: "age" });
    };
    for (const re of SUFFIX_FORMS) {
      re.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = re.exec(lower)) !== null) {
        if (glued(lower, m.index)) {
          re.lastIndex = m.index + 1;
          continue;
        }
        push(m.index, m.index + m[0].length, Number(m.groups!.n), m.groups!.unit, 0.9);
      }
    }
    PREFIX_FORM.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = PREFIX_FORM.exec(lower)) !== null) {
      if (m.index > 0 && /\p{L}/u.test(lower[m.index - 1]!)) {
        PREFIX_FORM.lastIndex = m.index + 1;
        continue;
      }
      const start = m.indices!.groups!.n![0];
      push(start, m.index + m[0].length, Number(m.groups!.n), m.groups!.unit, 0.85);
    }
    NARRATIVE_FORM.lastIndex = 0;
    while ((m = NARRATIVE_FORM.exec(lower)) !== null) {
      if (m.index > 0 && /\p{L}/u.test(lower[m.index - 1]!)) continue;
      const start = m.indices!.groups!.n![0];
      push(start, m.index + m[0].length, Number(m.groups!.n), undefined, SCORE_NARRATIVE);
    }
    return out.sort((a, b) => a.start - b.start);
  },
};
