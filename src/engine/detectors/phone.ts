/**
 * Telephone and fax numbers. A cheap regex finds runs of digits with phone separators; each run
 * is cleaned of look-alikes (dates, IP addresses, version numbers, ISBNs, money, card numbers,
 * long ids) and handed to libphonenumber (full metadata) with the region from the locale
 * (default US). Valid numbers are kept; numbers that are only "possible" (right length, no
 * known range, e.g. the fictional 555 exchange) are kept when phone context words are near or
 * when they are written in the unmistakable North American "(NNN) NNN-NNNN" shape.
 *
 * Numbers written in another country's national format (no country code, e.g. "699 956 915",
 * "0688 872 49 99") are not valid for the locale's region. When strong phone words surround
 * them ("Phone:", "mobile", "call me on", "fax", "... office"), the common regions are tried in
 * turn: a number valid in one of them is kept (status "valid", E.164 form only when a single
 * region reads it, since most national strings are valid in several plans); when none does, a
 * phone-shaped run (separated digit groups) is still kept, scored lower with status "invalid"
 * and no E.164 form (the country is unknown).
 */
import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from "libphonenumber-js/max";
import type { Candidate, DetectContext, Detector } from "../types.js";
import { contextWords, hasContext } from "./context.js";

/**
 * A run starts with "+", "(" or a digit, holds digits and separators, ends with a digit. The
 * bounded single class keeps backtracking linear. Not preceded by characters that make it part
 * of a word, an amount, a path or a dotted sequence.
 */
const RUN = /(?<![\p{L}\p{N}_.,+\-/\\@#$€£¥%:])(?:\+|\(\+?)?\d[\d \u00a0().\-/]{5,24}\d(?!(?![xX]\d)[\p{L}\p{N}_]|[.,\-/]\d|%)/gu;
const EXTENSION = /[ \u00a0]*,?[ \u00a0]*(?:ext\.?|extension|x|#)[ \u00a0]*\d{1,6}(?![\p{L}\p{N}])/iuy;
/** Day-month-year or year-month-day: 1-2 digit day and month, 2 or 4 digit year. */
const DATE_LIKE = /^(?:\d{1,2}([-./ ])\d{1,2}\1(?:\d{2}|\d{4})|\d{4}([-./ ])\d{1,2}\2\d{1,2})$/;
const DOTTED_QUAD = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const NANP_SHAPE = /^(?:\+?1[ .-]?)?\(\d{3}\)[ \u00a0]?\d{3}[ .-]\d{4}$/;
const ISBN13 = /^97[89][ -]?\d/;

const PHONE_WORDS = contextWords([
  "tel", "tel.", "telephone", "phone", "phone number", "ph", "call", "called", "calling", "fax",
  "mobile", "mob", "cell", "cellphone", "cell phone", "contact", "reach", "text", "sms",
  "whatsapp", "dial", "landline", "hotline", "number", "tél", "téléphone", "portable",
  "telefon", "telefono", "teléfono", "handy", "móvil", "cellulare",
]);
/**
 * Words that name a telephone line unambiguously, and the phrases that introduce one. They allow
 * numbers that libphonenumber cannot validate for the locale's region ("number", "contact" or
 * "call" alone are too generic for that).
 */
const STRONG_PHONE_WORDS = contextWords([
  "tel", "tel.", "telephone", "phone", "phones", "phone number", "fax", "mobile", "mob",
  "cell", "cellphone", "cell phone", "whatsapp", "sms", "landline", "hotline", "dial", "desk",
  "switchboard", "office:", "office phone", "office line", "office number", "office tel", "call me on", "call me at", "call us on", "call us at", "call him on",
  "call her on", "call him at", "call her at", "reach me at", "reach me on", "reach us at",
  "reach him at", "reach her at", "text me", "text me at", "text me on", "messages to",
  "message me at", "answering at", "contact number", "contact no", "contact phone",
  "tél", "téléphone", "portable", "telefon", "telefono", "teléfono", "handy", "móvil", "cellulare",
]);
/**
 * "office" alone introduces addresses as often as phones ("the office is at 12 Main St"); right
 * after the number ("416 60 039 office") it labels a phone line.
 */
const OFFICE_SUFFIX = contextWords(["office", "work", "home"]);

/**
 * Regions tried, after the locale's own, for national numbers with strong phone context: the
 * most common sources of national formats in English-language text.
 */
const FALLBACK_REGIONS: readonly CountryCode[] = [
  "US", "GB", "FR", "ES", "IT", "NL", "AU", "IN", "BR", "CA", "IE", "CH", "BE", "SE", "NO",
  "DK", "FI", "PL", "PT", "NZ", "ZA", "MX", "JP", "DE", "AT",
];
/** Digit groups with phone separators: "699 956 915", "(99) 645-791", "60-56-85-91". */
const PHONE_SHAPE = /^(?:\(\d{1,5}\)[ \u00a0]?|\d{1,5}[ \u00a0.\-/])(?:\d{1,5}[ \u00a0.\-/])*\d{2,8}$/;

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
const SCORE_OTHER_REGION = 0.7;
const SCORE_UNVALIDATED_CONTEXT = 0.6;

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
  // Clinical value series, not phones: blood gases "7.34/50/95/28/0", "7.34/56.141.32". Phones
  // written with slashes ("030/1234567", "201/324/1423") do not mix them with dots.
  if (run.includes("/") && run.includes(".")) return null;
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
  let parsed = parsePhoneNumberFromString(dialable, international ? undefined : region);
  const valid = parsed?.isValid() ?? false;
  const separated = /[ \u00a0().\-/]/.test(run);
  const strong =
    hasContext(ctx, start, end, STRONG_PHONE_WORDS, 40, 16) || hasContext(ctx, start, end, OFFICE_SUFFIX, 0, 8);
  const context = strong || hasContext(ctx, start, end, PHONE_WORDS, 40, 16);

  let score: number;
  let status: "valid" | "invalid" = valid ? "valid" : "invalid";
  if (parsed && valid) {
    if (!separated && !international) {
      // A bare digit run could be any id: keep it only when the words say it is a phone.
      if (!context) return null;
      score = SCORE_VALID_BARE_CONTEXT;
    } else {
      score = Math.min(1, SCORE_VALID_FORMATTED + (context ? SCORE_CONTEXT_BONUS : 0));
    }
  } else if (parsed?.isPossible() && NANP_SHAPE.test(run) && parsed.countryCallingCode === "1") {
    // "(NNN) NNN-NNNN" is a phone whatever the exchange (fictional 555 numbers included).
    score = SCORE_POSSIBLE_SHAPE + (context ? SCORE_POSSIBLE_BONUS : 0);
  } else if (strong) {
    // A national format of another country, or a number no metadata knows (fictional
    // exchanges): the words say it is a phone, so keep it if it is shaped like one.
    const readings = international ? [] : readingsInOtherRegions(run, region);
    if (readings.length > 0) {
      // Valid somewhere; the E.164 form is given only when one reading is possible, since
      // "0412 345 678" is valid in a dozen plans and guessing the country would mislead.
      parsed = readings.length === 1 ? readings[0] : undefined;
      status = "valid";
      score = SCORE_OTHER_REGION;
    } else if (international ? parsed?.isPossible() : PHONE_SHAPE.test(run)) {
      if (!international) parsed = undefined;
      score = SCORE_UNVALIDATED_CONTEXT;
    } else {
      return null;
    }
  } else if (context && parsed?.isPossible()) {
    score = SCORE_POSSIBLE_CONTEXT;
  } else {
    return null;
  }
  return {
    start,
    end,
    label: "PHONE_NUMBER",
    score,
    ...(parsed ? { formatted: parsed.number } : {}),
    validations: [{ provider: "libphonenumber", status }],
    source: "phone",
  };
}

/** The distinct valid E.164 readings of a national number in the common regions. */
function readingsInOtherRegions(run: string, region: CountryCode): PhoneNumber[] {
  const readings = new Map<string, PhoneNumber>();
  for (const other of FALLBACK_REGIONS) {
    if (other === region) continue;
    const parsed = parsePhoneNumberFromString(run, other);
    if (parsed?.isValid()) readings.set(parsed.number, parsed);
  }
  return [...readings.values()];
}

function count(s: string, ch: string): number {
  let n = 0;
  for (let i = s.indexOf(ch); i !== -1; i = s.indexOf(ch, i + 1)) n++;
  return n;
}
