/**
 * Vehicle identifiers (label VEHICLE_ID).
 *
 * - VIN: 17 characters without I, O, Q, with letters and digits. Position 9 is a check digit
 *   in North America (ISO 3779 weights, provider vin_check_digit); European and Asian VINs
 *   need not carry one. A VIN whose check digit holds is taken on its own (0.9); one that fails
 *   it only with "VIN"/"vehicle"/"chassis" words nearby (0.6, invalid). formatted: upper case.
 * - Licence plates only right after plate words ("licence plate", "reg", "registration",
 *   "Kennzeichen", "immatriculation", ...): FR "AB-123-CD", DE "B-AB 1234", UK "AB12 CDE",
 *   or a generic 5-8 character mix of letters and digits (US). formatted: as written, upper case.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { checksumCandidate } from "./checksum.js";
import { contextWords, hasContext } from "./context.js";
import { countDigits, keywordRegex, upperAlnumTokens, valuesAfterKeywords } from "./keyword-value.js";

/** A VIN: no I, O or Q (candidates come from upperAlnumTokens, which finds them from their digits). */
const VIN_CHARS = /^[A-HJ-NPR-Z0-9]{17}$/;
const VIN_WORDS = contextWords([
  "vin", "vin#", "vin number", "vehicle identification number", "vehicle", "chassis", "chassis number",
  "car", "truck", "fahrgestellnummer", "fahrzeug-identifizierungsnummer", "numéro de série", "numéro vin",
  "número de bastidor", "bastidor", "telaio",
]);
const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

export function vinCheckDigitValid(vin: string): boolean {
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = vin[i]!;
    const value = c >= "0" && c <= "9" ? Number(c) : TRANSLITERATION[c]!;
    sum += value * WEIGHTS[i]!;
  }
  const check = sum % 11;
  return vin[8] === (check === 10 ? "X" : String(check));
}

const PLATE_KEYWORDS = keywordRegex([
  "plate", "plates", "licence plate", "license plate", "number plate", "plate number", "plate no",
  "tag number", "reg", "reg.", "reg no", "registration", "registration number", "registration no",
  "vehicle registration", "vrm", "kennzeichen", "kfz-kennzeichen", "amtliches kennzeichen",
  "immatriculation", "plaque", "plaque d'immatriculation", "matrícula", "targa", "kenteken",
]);
const PLATE = new RegExp(
  [
    "[A-Z]{2}-\\d{3}-[A-Z]{2}", // FR SIV
    "[A-ZÄÖÜ]{1,3}[- ][A-Z]{1,2} ?\\d{1,4}[EH]?", // DE
    "[A-Z]{2}\\d{2} ?[A-Z]{3}", // UK current
    "[A-Z0-9]{1,4}[ -]?[A-Z0-9]{1,4}", // US and others
  ]
    .map((p) => `(?:${p})(?![\\p{L}\\p{N}]|-[\\p{L}\\p{N}])`)
    .join("|"),
  "uy",
);

export const vehicleIdDetector: Detector = {
  name: "vehicle-id",
  types: ["VEHICLE_ID"],
  detect(ctx: DetectContext): Candidate[] {
    const out: Candidate[] = [];
    for (const { start, end } of upperAlnumTokens(ctx.text, 17)) {
      const vin = ctx.text.slice(start, end);
      if (!VIN_CHARS.test(vin) || hyphenJoined(ctx.text, start, end)) continue;
      const digits = countDigits(vin);
      if (digits < 3 || digits === 17) continue;
      const valid = vinCheckDigitValid(vin);
      const context = hasContext(ctx, start, end, VIN_WORDS, 48, 16);
      const candidate = checksumCandidate({
        start,
        end,
        label: "VEHICLE_ID",
        source: "vehicle-id",
        formatted: vin,
        provider: "vin_check_digit",
        valid,
        validScore: context ? 0.95 : 0.9,
        keepInvalid: context,
      });
      if (candidate) out.push(candidate);
    }
    for (const v of valuesAfterKeywords(ctx, PLATE_KEYWORDS, PLATE, 16)) {
      const plate = v.match[0];
      const compact = plate.replace(/[ \-]/g, "");
      if (compact.length < 4 || compact.length > 9 || countDigits(compact) === 0 || !/[A-ZÄÖÜ]/.test(compact)) continue;
      if (out.some((c) => c.start < v.end && v.start < c.end)) continue;
      out.push({
        start: v.start,
        end: v.end,
        label: "VEHICLE_ID",
        score: 0.8,
        formatted: plate.toUpperCase(),
        source: "vehicle-id",
      });
    }
    return out.sort((a, b) => a.start - b.start);
  },
};

/** "ABC-<17 chars>" or "<17 chars>-01": part of a longer hyphenated code, not a VIN. */
function hyphenJoined(text: string, start: number, end: number): boolean {
  return (text[start - 1] === "-" && /[A-Za-z0-9]/.test(text[start - 2] ?? "")) ||
    (text[end] === "-" && /[A-Za-z0-9]/.test(text[end + 1] ?? ""));
}
