/**
 * Passport numbers. Their shapes (US: 9 digits or a letter + 8 digits; UK: 9 digits; Canada: 2
 * letters + 6 digits; most EU: 8-9 letters and digits) are indistinguishable from other ids, so
 * they are taken ONLY right after a passport keyword ("passport no.", "Reisepass", "passeport",
 * "pasaporte", ...). Passport numbers carry no check digit outside the MRZ, so there is no
 * validation assertion. formatted: the number upper-cased, without spaces.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { countDigits, keywordRegex, valuesAfterKeywords } from "./keyword-value.js";

const KEYWORDS = keywordRegex([
  "passport", "passport no", "passport number", "passport #", "passport#", "passport num",
  "passport id", "passport card", "reisepass", "reisepassnummer", "passnummer", "pass-nr", "pass nr",
  "passeport", "numéro de passeport", "n° de passeport", "pasaporte", "número de pasaporte",
  "passaporto", "numero di passaporto", "paspoort", "paspoortnummer", "passaporte", "paszport",
]);
/** 6-9 letters/digits, optionally one space after a 2-letter prefix ("AB 123456"). */
const VALUE = /(?:[A-Za-z]{1,2} ?)?[0-9][A-Za-z0-9]{4,8}(?![\p{L}\p{N}])|[A-Za-z0-9]{6,9}(?![\p{L}\p{N}])/uy;

export const passportDetector: Detector = {
  name: "passport",
  types: ["PASSPORT_NUMBER"],
  detect(ctx: DetectContext): Candidate[] {
    const out: Candidate[] = [];
    for (const v of valuesAfterKeywords(ctx, KEYWORDS, VALUE, 16)) {
      const compact = v.match[0].replace(/ /g, "").toUpperCase();
      if (compact.length < 6 || compact.length > 9 || countDigits(compact) < 2) continue;
      out.push({
        start: v.start,
        end: v.end,
        label: "PASSPORT_NUMBER",
        score: 0.85,
        formatted: compact,
        source: "passport",
      });
    }
    return out;
  },
};

