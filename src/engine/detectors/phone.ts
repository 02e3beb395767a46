/**
 * Telephone and fax numbers. A cheap regex finds runs of digits with phone separators; each run
 * is cleaned of look-alikes (dates, IP addresses, version numbers, ISBNs, money, card numbers,
 * long ids) and handed to libphonenumber (full metadata) with the region from the locale
 * (default US). Valid numbers are kept; numbers that are only "possible" (right length, no
 * known range, e.g. the fictional 555 exchange) are kept when phone context words are near or
 * when they are written in the unmistakable North American "(NNN) NNN-NNNN" shape.
 */
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";
import type { Candidate, DetectContext, Detector } from "../types.js";
import { contextWords, hasContext } from "./context.js";

/**
 * A run starts with "+", "(" or a digit, holds digits and separators, ends with a digit. The
 * bounded single class keeps backtracking linear. Not preceded by characters that make it part
 * of a word, an amount, a path or a dotted sequence.
 */
const RUN = /(?<![\p{L}\p{N}_.,+\-/\\@#$€£¥%:])(?:\+|\(\+?)?\d[\d \u00a0().\-/]{5,24}\d(?![\p{L}\p{N}_]|[.,\-/]\d|%)/gu;
const EXTENSION = /[ \u00a0]*,?[ \u00a0]*(?:ext\.?|extension|x|#)[ \u00a0]*\d{1,6}(?![\p{L}\p{N}])/iuy;
const DATE_LIKE = /^\d{1,4}([-./ ])\d{1,2}\1\d{2,4}$/;
const DOTTED_QUAD = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const NANP_SHAPE = /^(?:\+?1[ .-]?)?\(\d{3}\)[ \u00a0]?\d{3}[ .-]\d{4}$/;
const ISBN13 = /^97[89][ -]?\d/;

const PHONE_WORDS = contextWords([
  "tel", "tel.", "telephone", "phone", "phone number", "ph", "call", "called", "calling", "fax",
  "mobile", "mob", "cell", "cellphone", "cell phone", "contact", "reach", "text", "sms",
  "whatsapp", "dial", "landline", "hotline", "number", "tél", "téléphone", "portable",
  "telefon", "telefono", "teléfono", "handy", "móvil", "cellulare",
]);
/** Words that say the digits are something else. */
const NOT_PHONE_WORDS = contextWords([
  "isbn", "issn", "version", "ver", "v", "build", "release", "order", "invoice", "account",
  "acct", "card", "iban", "ssn", "serial", "tracking", "ref", "reference", "po", "case",
  "ticket", "patent", "imei",
]);

const SCORE_VALID_FORMATTED = 0.85;
const SCORE_VALID_BARE_CONTEXT = 0.8;
const SCORE_CONTEXT_BONUS = 0.1;
const SCORE_POSSIBLE_SHAPE = 0.7;
const SCORE_POSSIBLE_CONTEXT = 0.6;
const SCORE_POSSIBLE_BONUS = 0.05;

export const phoneDetector: Detector = {
  name: "phone",
  types: ["PHONE_NUMBER"],
  detect(ctx: DetectContext): Candidate[] {
    const region = (ctx.region ?? "US") as CountryCode;
    const out: Candidate[] = [];
    RUN.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = RUN.exec(ctx.text)) !== null) {
      const cand = evaluate(ctx, m.index, m[0], region);
      if (cand) {
        out.push(cand);
        RUN.lastIndex = Math.max(RUN.lastIndex, cand.end);
      }
    }
    return out;
  },
};

function evaluate(ctx: DetectContext, start: number, raw: string, region: CountryCode): Candidate | null {
  let run = raw;
  // A "(" that opens a sentence aside rather than an area code: drop it.
  if (run.startsWith("(") && !/^\(\+?\d{1,5}\)/.test(run)) {
    run = run.slice(1);
    start += 1;
  }
  // Unbalanced trailing/leading parentheses belong to the prose.
  if (count(run, "(") !== count(run, ")")) return null;
  if (/[ \u00a0.\-/]{3,}|[.\-/]{2,}/.test(run)) return null;
  const digits = run.replace(/\D/g, "");
  const international = run.startsWith("+") || run.startsWith("(+") || /^00[1-9]/.test(run);
  if (digits.length < 7 || digits.length > 15) return null;
  if (DATE_LIKE.test(run) || DOTTED_QUAD.test(run)) return null;
  if (!international && ISBN13.test(run) && digits.length === 13) return null;
  let end = start + run.length;
  if (hasContext(ctx, start, end, NOT_PHONE_WORDS, 24, 0)) return null;

  // An extension ("ext. 123", "x123") belongs to the span; E.164 has no place for it.
  EXTENSION.lastIndex = end;
  if (EXTENSION.exec(ctx.text)) end = EXTENSION.lastIndex;

  const dialable = /^00[1-9]/.test(run) ? `+${run.slice(2)}` : run;
  const parsed = parsePhoneNumberFromString(dialable, international ? undefined : region);
  if (!parsed || !parsed.isPossible()) return null;
  const valid = parsed.isValid();
  const separated = /[ \u00a0().\-/]/.test(run);
  const context = hasContext(ctx, start, end, PHONE_WORDS, 40, 16);

  let score: number;
  if (valid) {
    if (!separated && !international) {
      // A bare digit run could be any id: keep it only when the words say it is a phone.
      if (!context) return null;
      score = SCORE_VALID_BARE_CONTEXT;
    } else {
      score = Math.min(1, SCORE_VALID_FORMATTED + (context ? SCORE_CONTEXT_BONUS : 0));
    }
  } else if (NANP_SHAPE.test(run) && parsed.countryCallingCode === "1") {
    // "(NNN) NNN-NNNN" is a phone whatever the exchange (fictional 555 numbers included).
    score = SCORE_POSSIBLE_SHAPE + (context ? SCORE_POSSIBLE_BONUS : 0);
  } else if (context) {
    score = SCORE_POSSIBLE_CONTEXT;
  } else {
    return null;
  }
  return {
    start,
    end,
    label: "PHONE_NUMBER",
    score,
    formatted: parsed.number,
    validations: [{ provider: "libphonenumber", status: valid ? "valid" : "invalid" }],
    source: "phone",
  };
}

function count(s: string, ch: string): number {
  let n = 0;
  for (let i = s.indexOf(ch); i !== -1; i = s.indexOf(ch, i + 1)) n++;
  return n;
}
