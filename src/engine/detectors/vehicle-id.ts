/**
 * Vehicle identifiers (label VEHICLE_ID).
 *
 * - VIN: 17 characters without I, O, Q, with letters and digits. Position 9 is a check digit
 *   in North America (ISO 3779 weights, provider vin_check_digit); European and Asian VINs
 *   need not carry one. A VIN whose check digit holds is taken on its own (0.9); one that fails
 *   it only with VIN words nearby ("VIN", "vehicle", "chassis" and their names in the seven
 *   languages: 0.6, invalid). formatted: upper case.
 * - Licence plates right after plate words ("licence plate", "reg", "registration",
 *   "Kennzeichen", "immatriculation", "targa", "matrícula", "kenteken", ...): FR "AB-123-CD", DE
 *   "B-AB 1234", UK "AB12 CDE", or a generic 5-8 character mix of letters and digits (US).
 *   German "B-AB 1234" and French "AB-123-CD" layouts are also taken without a plate word, scored
 *   below it (0.7 / 0.75; 0.8 with a plate word near). An EU act's number after "Reg." ("Reg.
 *   UE 2016/679") is none. formatted: as written, upper case.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { checksumCandidate } from "./checksum.js";
import { contextWords, hasContext, matchAll } from "./context.js";
import { countDigits, keywordRegex, upperAlnumTokens, valuesAfterKeywords } from "./keyword-value.js";

/** A VIN: no I, O or Q (candidates come from upperAlnumTokens, which finds them from their digits). */
const VIN_CHARS = /^[A-HJ-NPR-Z0-9]{17}$/;
const VIN_WORDS = contextWords([
  "vin", "vin#", "vin number", "vehicle identification number", "vehicle", "chassis", "chassis number",
  "car", "truck", "fahrgestellnummer", "fahrzeug-identifizierungsnummer", "numéro de série", "numéro vin",
  "número de bastidor", "bastidor", "telaio",
  // German FIN (Fahrzeug-Identifizierungsnummer), Dutch and Portuguese chassis numbers, French châssis
  "fin", "fahrzeug-identifikationsnummer", "chassisnummer", "chassi", "número do chassi", "châssis", "numéro de châssis",
  // the VIN's own name in French, Dutch and Italian: field E of a carte grise ("N° d'identification
  // du véhicule"), a Dutch registration's "voertuigidentificatienummer" (seventh exploratory test,
  // F15: a VIN without a check digit stayed in clear after them)
  "identification du véhicule", "voertuigidentificatienummer", "voertuig-identificatienummer", "identificativo veicolo",
  "identificativo del veicolo", "numero di identificazione del veicolo", "numero di telaio",
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
  "kfz-zeichen", "nummernschild", "autokennzeichen", "polizeiliches kennzeichen", "fahrzeugkennzeichen",
  "immatriculation", "plaque", "plaque d'immatriculation", "plaque minéralogique", "matrícula", "matricula",
  "placa", "targa", "numero di targa", "kenteken", "kentekenplaat", "nummerplaat", "matrícula do veículo",
  "numéro d'immatriculation", "número de matrícula", "targa del veicolo",
  // "Targa veicolo: AB 123 CD", "veicolo targato FG 482 KL" (fifth exploratory test: both in clear)
  "targa veicolo", "targato", "targata", "tg.",
  // the keyword and the car it belongs to ("Matrícula del coche: 1234 BCD", "La targa della mia
  // auto è AB 123 CD", "kenteken van mijn auto: 12-ABC-3"): the words between had hidden the plate
  "matrícula del coche", "matrícula del vehículo", "matrícula de mi coche", "matrícula do carro", "matrícula do veículo",
  "matrícula do meu carro", "targa dell'auto", "targa della macchina", "targa della mia auto", "targa della mia macchina",
  "kenteken van mijn auto", "kenteken van de auto", "kenteken van mijn wagen", "kennzeichen meines autos",
  "kennzeichen des autos", "kennzeichen meines wagens", "plaque de ma voiture", "immatriculation de ma voiture",
  "plate of my car", "my car's plate", "car registration", "car reg",
]);
/**
 * A vehicle's register or frame number named by its keyword: Brazil's RENAVAM (the vehicle's
 * national register, 9-11 digits), a bicycle's or e-bike's frame number (police reports of stolen
 * or involved bikes: "Rahmen-Nr. WAW3381274"). 6-17 letters and digits, three digits at least.
 */
const VEHICLE_NUMBER_KEYWORDS = keywordRegex([
  "renavam", "código renavam", "rahmennummer", "rahmen-nr", "rahmen-nr.", "rahmennr", "frame number", "frame no",
  "frame #", "numéro de cadre", "n° de cadre", "número de cuadro", "nº de cuadro", "framenummer", "número do quadro",
  "numero di telaio bici",
]);
const VEHICLE_NUMBER = /[A-Za-z0-9]{6,17}(?![\p{L}\p{N}])/uy;

/**
 * Plates taken without a keyword, where the national layout is distinctive: German "B-AB 1234"
 * (district code, hyphen, 1-2 letters, space, 1-4 digits, E/H suffix) in German text ("CV-HR 56" in
 * an English clinical note is shorthand; physionet train had 4 such), French SIV
 * "AB-123-CD" (no I, O or U; not SS or WW as first pair). UK, Spanish, Italian and US plates look
 * like other codes ("Gate AB12 CDE") and keep needing a plate word.
 */
const DE_PLATE = /(?<![\p{L}\p{N}\-])[A-ZÄÖÜ]{1,3}-[A-Z]{1,2} \d{1,4}[EH]?(?![\p{L}\p{N}]|[-.,]\p{N})/gu;
const FR_PLATE = /(?<![\p{L}\p{N}\-])(?!SS|WW)[A-HJ-NP-TV-Z]{2}-\d{3}-(?!SS)[A-HJ-NP-TV-Z]{2}(?![\p{L}\p{N}]|-\p{N})/gu;
/**
 * Portugal's plates, pairs joined by hyphens ("63-XR-27", "AA-00-AA", "00-00-AA"): a pair of
 * letters among pairs of digits, as part numbers and codes also look, so only with a vehicle or
 * plate word near ("Renault Clio 63-XR-27 VIN VF1...", "matrícula").
 */
const PT_PLATE = /(?<![\p{L}\p{N}\-])(?:\d{2}-[A-Z]{2}-\d{2}|[A-Z]{2}-\d{2}-[A-Z]{2}|\d{2}-\d{2}-[A-Z]{2}|[A-Z]{2}-\d{2}-\d{2})(?![\p{L}\p{N}]|-[\p{L}\p{N}])/gu;
/**
 * The French layout in a text's own case, lower ("xe-602-gt") or title ("Cz-713-Af" in a
 * title-cased log line: fresh draw 2626): only with a plate word or under a plate column.
 */
const FR_PLATE_ANY_CASE = new RegExp(FR_PLATE.source, "giu");
const PLATE_WORDS = contextWords(["kennzeichen", "kfz", "plate", "immatriculation", "plaque", "fahrzeug", "auto", "wagen", "véhicule", "voiture"]);
const PLATE = new RegExp(
  [
    "[A-Z]{2}-\\d{3}-[A-Z]{2}", // FR SIV
    "[A-Z0-9]{1,3}-[A-Z0-9]{2,3}-[A-Z0-9]{1,3}", // NL sidecodes (73-TTL-5), PT (SU-31-GJ)
    "[A-Z]{2} ?\\d{3} ?[A-Z]{2}", // IT (GX 797FR)
    "\\d{4} ?[A-Z]{3}", // ES (1234 BCD)
    "[A-ZÄÖÜ]{1,3}[- ][A-Z]{1,2} ?\\d{1,4}[EH]?", // DE
    "[A-Z]{2}\\d{2} ?[A-Z]{3}", // UK current
    "[A-Z0-9]{1,4}[ -]?[A-Z0-9]{1,4}", // US and others
  ]
    .map((p) => `(?:${p})(?![\\p{L}\\p{N}]|-[\\p{L}\\p{N}])`)
    .join("|"),
  // any case: after a plate word a plate may be written in the document's case ("M-Ou 1346", "te21 auf")
  "iuy",
);

/**
 * The European Union's initials and a year before "/" and a number: a regulation or directive
 * ("Reg. UE 2016/679", "Reg. EU 2019/1150", "VO EG 1234/2007") after "Reg.", not a plate (seventh
 * exploratory test, F35: the GDPR's number became a plate in an Italian CV).
 */
const EU_ACT = /^(?:UE|EU|CE|EC|EG|EEC|EWG|EEG)[ -]?\d{4}$/i;
const ACT_NUMBER_AFTER = /^\/\d/;

/** The national layouts of PLATE (all but the generic mix), whole, in any case. */
const NATIONAL_LAYOUT = new RegExp(
  `^(?:${[
    "[A-Z]{2}-\\d{3}-[A-Z]{2}",
    "[A-Z0-9]{1,3}-[A-Z0-9]{2,3}-[A-Z0-9]{1,3}",
    "[A-Z]{2} ?\\d{3} ?[A-Z]{2}",
    "\\d{4} ?[A-Z]{3}",
    "[A-ZÄÖÜ]{1,3}[- ][A-Z]{1,2} ?\\d{1,4}[EH]?",
    "[A-Z]{2}\\d{2} ?[A-Z]{3}",
  ].join("|")})$`,
  "iu",
);

export const vehicleIdDetector: Detector = {
  name: "vehicle-id",
  types: ["VEHICLE_ID"],
  detect(ctx: DetectContext): Candidate[] {
    const out: Candidate[] = [];
    // As printed (capitals), then all in lower case as in a lower-cased text: only with a check
    // digit that holds or a VIN word, and below the printed form.
    for (const lowerCase of [false, true]) {
      for (const { start, end } of upperAlnumTokens(ctx.text, 17, lowerCase)) {
        const vin = ctx.text.slice(start, end).toUpperCase();
        if (!VIN_CHARS.test(vin) || hyphenJoined(ctx.text, start, end)) continue;
        const digits = countDigits(vin);
        if (digits < 3 || digits === 17 || (lowerCase && digits > 14)) continue;
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
          validScore: context ? 0.95 : lowerCase ? 0.8 : 0.9,
          keepInvalid: context,
        });
        if (candidate) out.push(candidate);
      }
    }
    for (const [re, score] of [[DE_PLATE, 0.7], [FR_PLATE, 0.75], [FR_PLATE_ANY_CASE, 0]] as const) {
      if (!/\d/.test(ctx.text)) break;
      for (const m of matchAll(ctx.text, re)) {
        const start = m.index;
        const end = start + m[0].length;
        if (out.some((c) => c.start < end && start < c.end)) continue;
        // A plate word before (or the column's header) lifts it to the keyword score.
        const named = hasContext(ctx, start, end, PLATE_WORDS, 32, 0);
        if (re === FR_PLATE_ANY_CASE && !named) continue;
        // Outside German text "CV-HR 56", "A-EF 15" are clinical shorthand: a German plate needs a plate word there.
        if (re === DE_PLATE && !named && ctx.language !== "de") continue;
        out.push({ start, end, label: "VEHICLE_ID", score: named ? 0.8 : score, formatted: m[0].toUpperCase(), source: "vehicle-id" });
      }
    }
    if (ctx.text.includes("-")) {
      for (const m of matchAll(ctx.text, PT_PLATE)) {
        const start = m.index;
        const end = start + m[0].length;
        if (out.some((c) => c.start < end && start < c.end)) continue;
        if (!hasContext(ctx, start, end, PLATE_WORDS, 32, 24) && !hasContext(ctx, start, end, VIN_WORDS, 32, 24)) continue;
        out.push({ start, end, label: "VEHICLE_ID", score: 0.75, formatted: m[0], source: "vehicle-id" });
      }
    }
    for (const v of valuesAfterKeywords(ctx, VEHICLE_NUMBER_KEYWORDS, VEHICLE_NUMBER, 16)) {
      if (countDigits(v.match[0]) < 3 || out.some((c) => c.start < v.end && v.start < c.end)) continue;
      out.push({ start: v.start, end: v.end, label: "VEHICLE_ID", score: 0.8, formatted: v.match[0].toUpperCase(), source: "vehicle-id" });
    }
    for (const v of valuesAfterKeywords(ctx, PLATE_KEYWORDS, PLATE, 16)) {
      const plate = v.match[0];
      const compact = plate.replace(/[ \-]/g, "").toUpperCase();
      if (compact.length < 4 || compact.length > 9 || countDigits(compact) === 0 || !/[A-ZÄÖÜ]/.test(compact)) continue;
      // not in capitals (a lower- or title-cased text): only a national layout, never the generic
      // mix ("plate 2 tbsp", "reg 3 pcs")
      if (/\p{Ll}/u.test(plate) && !NATIONAL_LAYOUT.test(plate)) continue;
      if (EU_ACT.test(plate) && ACT_NUMBER_AFTER.test(ctx.text.slice(v.end, v.end + 2))) continue;
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
