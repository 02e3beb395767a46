/**
 * Driver's licence numbers.
 *
 * - After a licence keyword ("driver's license", "DL#", "licence number", "Führerschein",
 *   "permis de conduire", ...): US state formats, 5-15 letters/digits with at least 4 digits,
 *   parts joined by single hyphens or spaces ("DL# 134711-320", "D1234-56789-01234").
 * - UK DVLA numbers (16 characters: 5 of surname padded with 9, decade digit, month (+50 for
 *   women), day, year digit, 2 initials padded with 9, a digit, 2 check letters) are
 *   distinctive enough to be taken without context once their date parts are checked
 *   (validation "dvla_structure"); with a keyword they score higher; in lower or title case
 *   ("Yrpm9912282sm9gp") 0.1 lower.
 * formatted: upper case without separators.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { contextWords, hasContext } from "./context.js";
import { countDigits, keywordRegex, upperAlnumTokens, valuesAfterKeywords } from "./keyword-value.js";

const LICENCE_WORDS = [
  "driver's license", "drivers license", "driver license", "driver's licence", "drivers licence",
  "driver licence", "driving licence", "driving license", "driver's license number", "driver license number", "drivers license number", "driver licence number",
  "driver's license no", "driving licence number", "dl", "dl#", "dl no", "dl number", "d/l",
  "licence number", "license number", "licence no", "license no", "lic #", "lic#", "lic no",
  "führerschein", "führerscheinnummer", "führerschein-nr", "führerschein nr", "permis de conduire", "numéro de permis",
  "licencia de conducir", "carnet de conducir", "permiso de conducir", "patente di guida", "rijbewijs",
  "rijbewijsnummer", "carta de condução", "driver s license", "driver s licence", "numéro de permis de conduire",
  "numero patente", "numero di patente", "numero della patente", "número de licencia", "número de carta de condução",
  "permis n°", "permis nº", "permis no", "carta de conducao", "carta de condução n.º",
  // Italian "patente" alone ("patente n. BO5123456X", "patente FE7129384P"), Dutch "rijbewijsnr."
  "patente", "patente n", "patente n.", "patente nr", "rijbewijsnr", "rijbewijsnr.", "rijbewijs nr",
];
const KEYWORDS = keywordRegex(LICENCE_WORDS);
const CONTEXT = contextWords(LICENCE_WORDS);
const VALUE = /[A-Za-z0-9]+(?:[ \-][A-Za-z0-9]+){0,3}(?![\p{L}\p{N}])/uy;
/** Candidates come from upperAlnumTokens (found from their digits), then this shape. */
const DVLA = /^[A-Z9]{5}\d[0156]\d[0-3]\d\d[A-Z9]{2}\d[A-Z]{2}$/;

/** Month (01-12, or 51-62 for women) and day (01-31) of a DVLA number must be real. */
export function dvlaStructureValid(value: string): boolean {
  if (!/^[A-Z9]{5}\d{6}[A-Z9]{2}\d[A-Z]{2}$/.test(value) || /^9/.test(value)) return false;
  const month = Number(value.slice(6, 8));
  const day = Number(value.slice(8, 10));
  const realMonth = month > 50 ? month - 50 : month;
  return realMonth >= 1 && realMonth <= 12 && day >= 1 && day <= 31;
}

export const driverLicenseDetector: Detector = {
  name: "driver-license",
  types: ["DRIVER_LICENSE"],
  detect(ctx: DetectContext): Candidate[] {
    const out: Candidate[] = [];
    // in any case, 0.1 lower when not as printed (a lower- or title-cased text): the layout and its
    // date parts are as distinctive in either case
    for (const { start, end } of upperAlnumTokens(ctx.text, 16, "any")) {
      const written = ctx.text.slice(start, end);
      const value = written.toUpperCase();
      if (!DVLA.test(value) || !dvlaStructureValid(value)) continue;
      const penalty = written === value ? 0 : 0.1;
      out.push({
        start,
        end,
        label: "DRIVER_LICENSE",
        score: Math.round(((hasContext(ctx, start, end, CONTEXT, 48, 0) ? 0.9 : 0.8) - penalty) * 100) / 100,
        formatted: value,
        validations: [{ provider: "dvla_structure", status: "valid" }],
        source: "driver-license",
      });
    }
    for (const v of valuesAfterKeywords(ctx, KEYWORDS, VALUE, 16)) {
      if (out.some((c) => c.start < v.end && v.start < c.end)) continue;
      // "patente" alone is the licence in Italian only: a patent in Spanish ("la patente
      // EP0516811B", conll2002_es train), a number plate in Argentina and Chile
      if (/^patente(?: n\.?| nr)?$/i.test(v.keyword.replace(/\s+/g, " ")) && ctx.language !== "it") continue;
      // "mg/dL 70-180", "g/dl": the decilitre of a lab value, not "DL" (meddocan train: 13 such readings)
      if (/^dl/i.test(v.keyword) && ctx.text[v.keywordStart - 1] === "/") continue;
      const value = trimTrailingWords(v.match[0]);
      const compact = value.replace(/[ \-]/g, "").toUpperCase();
      if (compact.length < 5 || compact.length > 16 || countDigits(compact) < 4) continue;
      out.push({
        start: v.start,
        end: v.start + value.length,
        label: "DRIVER_LICENSE",
        score: 0.85,
        formatted: compact,
        source: "driver-license",
      });
    }
    for (const c of numbersOnLicenceLines(ctx)) if (!out.some((o) => o.start < c.end && c.start < o.end)) out.push(c);
    return out.sort((a, b) => a.start - b.start);
  },
};

/**
 * A number's own label ("Nr.", "No.", "n°", "n.º", "núm.") right before a value, opening a part of
 * the line after a comma, colon, semicolon or bracket ("..., Nr. B072RRE2I55"), not after another
 * word ("Tel. Nr. 0171 1234567" is a phone's).
 */
const NUMBER_LABEL = /(?<=[,;:\])][ \t]*)(?:nr|no|nº|n°|n\.º|núm|num|number|nummer|numéro|numero|número)\.?[ \t]*:?[ \t]*/giu;
/** How far before the number's label the licence's keyword may stand on its line. */
const LICENCE_LINE_REACH = 80;

/**
 * A licence's number after its own "Nr." further along the keyword's line, where the licence's
 * classes, issuer or a form's checkbox stand between: "Führerschein Kl. B/BE: [x] ja, Nr.
 * B072RRE2I55", "Führerschein: Kl. B, ausgest. Stadt Nürnberg, Nr. N0708G2K151" (eval:realistic,
 * both in clear). The value as after a keyword (5-16 letters and digits, four digits at least).
 */
function numbersOnLicenceLines(ctx: DetectContext): Candidate[] {
  const out: Candidate[] = [];
  if (!CONTEXT.regex.test(ctx.lower)) return out;
  NUMBER_LABEL.lastIndex = 0;
  for (let m = NUMBER_LABEL.exec(ctx.text); m !== null; m = NUMBER_LABEL.exec(ctx.text)) {
    const from = Math.max(0, m.index - LICENCE_LINE_REACH, ctx.text.lastIndexOf("\n", m.index) + 1);
    if (!hasContext(ctx, m.index, m.index, CONTEXT, m.index - from, 0)) continue;
    const start = m.index + m[0].length;
    VALUE.lastIndex = start;
    const v = VALUE.exec(ctx.text);
    if (!v) continue;
    const value = trimTrailingWords(v[0]);
    const compact = value.replace(/[ \-]/g, "").toUpperCase();
    if (compact.length < 5 || compact.length > 16 || countDigits(compact) < 4) continue;
    out.push({ start, end: start + value.length, label: "DRIVER_LICENSE", score: 0.8, formatted: compact, source: "driver-license" });
  }
  return out;
}

/**
 * Cut the value at the first space-separated word of three letters or more, or of two in lower
 * case ("z28694t6988 http 200" -> "z28694t6988", "4411744314 it is ..." -> "4411744314"), or of
 * two before another word ("Z960M9PED35 IT IS 450521" in capitals: fresh draw 2222), and drop
 * trailing parts that hold no digit ("D1234567 expires" -> "D1234567") or that open a version
 * ("e0776-28701-13160 v10.2" -> "e0776-28701-13160").
 */
function trimTrailingWords(value: string): string {
  // (two words of letters in a row are prose in any case: "Z960M9PED35 IT IS 450521" in capitals)
  const word = / (?:\p{L}{3,}|\p{Ll}{2}|\p{L}{2}(?= \p{L}+(?![\p{L}\p{N}])))(?![\p{L}\p{N}])/u.exec(value);
  if (word) value = value.slice(0, word.index);
  const parts = value.split(/(?=[ \-])/);
  if (parts.length > 1 && / v\d+$/i.test(parts[parts.length - 1]!)) parts.pop();
  while (parts.length > 1 && countDigits(parts[parts.length - 1]!) === 0) parts.pop();
  return parts.join("");
}
