/**
 * Health plan beneficiary numbers and medical record numbers (label HEALTHCARE_NUMBER).
 *
 * - NHS numbers (England/Wales/IoM): 10 digits, printed 3-3-4, mod-11 check digit (provider
 *   nhs_mod11). 3-3-4 is also the US phone layout, so an NHS number needs NHS words ("NHS",
 *   "NHS number", "CHI"...) or a GB locale with the spaced 3 3 4 form. A failed check is kept
 *   (0.6, invalid) only after NHS words.
 * - US Medicare Beneficiary Identifiers (MBI, 11 characters in a fixed letter/digit pattern,
 *   e.g. 1EG4-TE5-MK73): the dashed form is taken on its own, the compact form only with
 *   Medicare words; the same all in lower case ("1eg4-te5-mk73") or in title case ("7gy2-Ee7-Pd91")
 *   0.1 lower. Provider mbi_format.
 * - German KVNR (Krankenversichertennummer, letter + 9 digits, check digit; provider de_kvnr):
 *   taken without a keyword (0.8), after "KVNR"/"Versichertennummer" at 0.9; a failed check is
 *   kept (0.6, invalid) only after the keyword.
 * - German LANR (lebenslange Arztnummer, 9 digits with a check digit; de_lanr) and BSNR
 *   (Betriebsstättennummer, 9 digits): after their keywords only (9 bare digits are everyday).
 * - Australian Medicare card numbers (10-11 digits, check digit; au_medicare): printed
 *   "2123 45670 1" alone (0.75), bare after "Medicare" only.
 * - A physician's or nurse's registration number after its register's name (GMC, NPI, nº de
 *   colegiado, cédula profissional, RPPS, ADELI, iscrizione albo, AGB-code, BIG): digits only.
 * - After a keyword (health card, OHIP, MRN, medical record number, patient id, health plan /
 *   insurance member id, Medicaid id, Krankenversichertennummer, carte Vitale, NHC...): 5-20
 *   letters/digits with at least 4 digits (Ontario "1234-567-890-AB", MRN "00123456").
 * formatted: upper case without separators.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { checksumCandidate } from "./checksum.js";
import { contextWords, hasContext, matchAll } from "./context.js";
import { allSame, countDigits, isPathSegment, keywordRegex, valuesAfterKeywords } from "./keyword-value.js";
import { auMedicareValid, deKvnrValid, deLanrValid } from "./id-checks.js";
import { customFormat, idScanner } from "./id-scan.js";

const HEALTH = "HEALTHCARE_NUMBER";
const DE_KVNR = customFormat("de.kvnr", HEALTH, deKvnrValid, { checkLetter: true });
const DE_LANR = customFormat("de.lanr", HEALTH, deLanrValid);
const DE_BSNR = customFormat("de.bsnr", HEALTH, (c) => /^\d{9}$/.test(c), { provider: "register_format", noCheck: true, keepInvalid: false });
const AU_MEDICARE = customFormat("au.medicare", HEALTH, auMedicareValid);
/** Identifiers with their own check digits (id-scan.ts policy). */
const SCANNER = idScanner(
  "healthcare-number",
  [
    { format: DE_KVNR, pattern: /[A-Z] ?\d{3} ?\d{3} ?\d{3}/g, score: 0.8 },
    { format: AU_MEDICARE, pattern: /[2-6]\d{3} \d{5} \d(?:[ -/]?\d)?/g, score: 0.75 },
  ],
  [
    { words: ["kvnr", "krankenversichertennummer", "versichertennummer", "krankenversicherungsnummer", "versicherten-nr",
      "versichertennr", "kv-nummer", "krankenkassennummer"], formats: [DE_KVNR] },
    { words: ["lanr", "arztnummer", "lebenslange arztnummer", "arzt-nr"], formats: [DE_LANR] },
    { words: ["bsnr", "betriebsstättennummer", "betriebsstätten-nr"], formats: [DE_BSNR] },
    { words: ["medicare", "medicare number", "medicare card", "medicare card number", "medicare no"], formats: [AU_MEDICARE], keepInvalid: false },
  ],
);

/** After a "/" only as a whole URL path segment ("/api/nhs/9434765919/summary"), checked in detect. */
const NHS_PATTERN = /(?<![\d\-.]|[\d.]\/)\d{3}([ -]?)\d{3}\1\d{4}(?![\d]|[\-./]\d)/g;
const NHS_WORDS = contextWords([
  "nhs", "nhs number", "nhs no", "nhs #", "national health service", "chi number", "chi no", "hcn",
]);

/** MBI letters exclude S, L, O, I, B, Z. */
const L = "[AC-HJKMNP-RT-Y]";
const A = "[AC-HJKMNP-RT-Y0-9]";
/** The MBI layout with the given letter and letter-or-digit classes. */
const mbiPattern = (letter: string, any: string) =>
  new RegExp(`(?<![A-Za-z0-9\\-])[1-9]${letter}${any}\\d(-?)${letter}${any}\\d\\1${letter}${letter}\\d\\d(?![A-Za-z0-9]|-[A-Za-z0-9])`, "g");
/**
 * In any case: as printed, or in a lower-cased text ("1eg4-te5-mk73") or a title-cased one
 * ("7gy2-Ee7-Pd91"), 0.1 below the printed form; dashed, or with Medicare words.
 */
const MBI_PATTERN = mbiPattern(`(?:${L}|${L.toLowerCase()})`, `(?:${A}|${A.toLowerCase()})`);
const MEDICARE_WORDS = contextWords(["medicare", "mbi", "medicare beneficiary identifier", "medicare number", "beneficiary"]);

const KEYWORDS = keywordRegex([
  "health card", "health card number", "health card no", "health number", "health insurance number",
  "health insurance id", "health plan", "health plan id", "health plan number", "health plan member id",
  "insurance member id", "insurance id", "insurance number", "member id", "ohip", "ohip number", "ramq",
  "carte santé", "numéro d'assurance maladie", "mrn", "medical record", "medical record number",
  "medical record no", "medical record #", "med rec", "patient id", "patient number", "patient no",
  "hospital number", "chart number", "medicaid", "medicaid id", "medicaid number", "medicare number",
  "beneficiary id", "subscriber id", "krankenversichertennummer", "versichertennummer",
  "krankenversicherungsnummer", "carte vitale", "tarjeta sanitaria", "número de historia clínica",
  "tessera sanitaria", "nhc", "n.h.c", "nº historia clínica", "historia clínica", "tarjeta sanitaria individual", "cip",
  "codice sanitario", "numéro de sécurité sociale patient", "ipp",
  // Portugal's health service number: "n.º de utente 123456789"
  "número de utente", "nº de utente", "n.º de utente", "numero de utente", "utente n.º", "número do sns", "nº sns",
  // a hospital's own number, Andalusia's health card (NUHSA), a health insurer's member numbers
  // (French mutuelle "n° adhérent", Dutch "polisnr." after a zorgverzekeraar, Brazilian "carteirinha")
  "hosp no", "hosp no.", "hosp number", "hospital no", "nuhsa", "n° adhérent", "nº adhérent", "n° d'adhérent mutuelle",
  "carteirinha", "número da carteirinha", "carteira do convênio",
  // e-prescriptions name their patient: Italy's NRE, Portugal's and Spain's prescription numbers
  "nre", "numero ricetta", "numero di ricetta", "n.º da receita", "nº da receita", "número da receita", "número de receta",
  // patient, admission and clinical-record numbers in German, Italian and Portuguese letters (third exploratory test)
  "patientennummer", "patienten-nr", "patienten-nr.", "pat.-nr", "pat.-nr.", "pat-nr", "aufnahmenummer", "aufnahme-nr",
  "aufnahme-nr.", "cartella clinica", "n. cartella clinica", "numero cartella clinica", "numero di cartella clinica",
  "cartella n.", "cartella n°", "processo clínico", "nº processo clínico", "n.º processo clínico", "nº de processo clínico",
  "número de processo clínico", "nº de utente sns", "n.º de utente sns", "número de utente sns", "número de utente do sns",
  "utente sns",
]);
/** Up to five parts joined by single spaces, hyphens or slashes ("2026/04417", a record number with its year). */
const VALUE = /[A-Za-z0-9]+(?:[ \-/][A-Za-z0-9]+){0,4}(?![\p{L}\p{N}])/uy;

/**
 * A physician's or nurse's registration number names that person as a licence number does (HIPAA
 * lists "certificate/license numbers"); LANR above is one. After its register's name only:
 * the UK's GMC and NMC, the US NPI, Spain's "nº de colegiado", Portugal's "cédula profissional",
 * France's RPPS and ADELI, Italy's "iscrizione albo", the Netherlands' AGB-code and BIG-nummer.
 * Digits only, in up to four groups ("28 28 70973", "08-08-25574", "414108372"), 5-12 in all:
 * "GMC 2500" is a truck.
 */
const PRACTITIONER_KEYWORDS = keywordRegex([
  "gmc", "gmc number", "gmc no", "gmc no.", "gmc ref", "gmc reference", "nmc pin", "nmc number", "npi", "npi number", "npi #",
  "nº col", "nº col.", "n.º col.", "nºcol", "nº colegiado", "n.º colegiado", "nº de colegiado", "n.º de colegiado",
  "número de colegiado", "num. colegiado", "núm. colegiado", "colegiado nº", "colegiado n.º", "colegiada nº", "col. nº",
  "cédula profissional", "cédula profesional", "nº de cédula profissional", "n.º de cédula profissional",
  "rpps", "n° rpps", "nº rpps", "numéro rpps", "adeli", "n° adeli", "numéro adeli",
  "iscrizione albo", "iscr. albo", "n. iscrizione albo", "iscrizione all'albo", "iscrizione ordine", "albo n.",
  "agb-code", "agb code", "agb-nummer", "big-nummer", "big nummer", "big-nr", "big-registratienummer", "big-registratie",
]);
const PRACTITIONER_VALUE = /\d+(?:[ \-/.]\d+){0,3}(?![\p{L}\p{N}]|[.,]\d)/uy;
const PRACTITIONER_DIGITS = { min: 5, max: 12 };
/** Words that make a "member id" a health plan's. */
const HEALTH_WORDS = contextWords([
  "health", "insurance", "insurer", "insured", "medical", "medicaid", "medicare", "patient", "clinic", "hospital",
  "plan", "coverage", "claim", "pharmacy", "dental", "vision", "hmo", "ppo", "copay", "krankenkasse", "mutuelle",
]);

export function nhsChecksumValid(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(digits[i]) * (10 - i);
  const check = 11 - (sum % 11);
  if (check === 10) return false;
  return (check === 11 ? 0 : check) === Number(digits[9]);
}

export const healthcareNumberDetector: Detector = {
  name: "healthcare-number",
  types: ["HEALTHCARE_NUMBER"],
  detect(ctx: DetectContext): Candidate[] {
    const out: Candidate[] = [];
    const taken = (s: number, e: number) => out.some((c) => c.start < e && s < c.end);

    for (const m of matchAll(ctx.text, NHS_PATTERN)) {
      const start = m.index;
      const end = start + m[0].length;
      if (ctx.text[start - 1] === "/" && !isPathSegment(ctx.text, start, end)) continue;
      const digits = m[0].replace(/\D/g, "");
      if (allSame(digits)) continue;
      const context = hasContext(ctx, start, end, NHS_WORDS, 48, 16);
      const valid = nhsChecksumValid(digits);
      // Without NHS words only a valid number in the spaced form, in a GB locale, is taken.
      if (valid && !context && !(m[1] === " " && ctx.region === "GB")) continue;
      const candidate = checksumCandidate({
        start,
        end,
        label: "HEALTHCARE_NUMBER",
        source: "healthcare-number",
        formatted: digits,
        provider: "nhs_mod11",
        valid,
        validScore: context ? 0.95 : 0.8,
        keepInvalid: context,
      });
      if (candidate) out.push(candidate);
    }

    for (const m of matchAll(ctx.text, MBI_PATTERN)) {
      const start = m.index;
      const end = start + m[0].length;
      const context = hasContext(ctx, start, end, MEDICARE_WORDS, 48, 16);
      if (!m[1] && !context) continue;
      const printed = m[0] === m[0].toUpperCase();
      out.push({
        start,
        end,
        label: "HEALTHCARE_NUMBER",
        score: Math.round(((context ? 0.9 : 0.8) - (printed ? 0 : 0.1)) * 100) / 100,
        formatted: m[0].replace(/-/g, "").toUpperCase(),
        validations: [{ provider: "mbi_format", status: "valid" }],
        source: "healthcare-number",
      });
    }

    for (const c of SCANNER.detect(ctx)) if (!taken(c.start, c.end)) out.push(c);

    for (const v of valuesAfterKeywords(ctx, PRACTITIONER_KEYWORDS, PRACTITIONER_VALUE, 16)) {
      const digits = v.match[0].replace(/\D/g, "");
      if (digits.length < PRACTITIONER_DIGITS.min || digits.length > PRACTITIONER_DIGITS.max || allSame(digits) || taken(v.start, v.end)) continue;
      out.push({ start: v.start, end: v.end, label: "HEALTHCARE_NUMBER", score: 0.8, formatted: digits, source: "healthcare-number" });
    }

    for (const v of valuesAfterKeywords(ctx, KEYWORDS, VALUE, 16)) {
      // a bare "member id" names a membership (an ACCOUNT_NUMBER) unless health words are near
      if (/^member[\s_]+id$/.test(v.keyword) && !hasContext(ctx, v.keywordStart, v.end, HEALTH_WORDS, 64, 32)) continue;
      const value = trimTrailingWords(v.match[0]);
      const end = v.start + value.length;
      const compact = value.replace(/[ \-]/g, "").toUpperCase();
      if (compact.length < 5 || compact.length > 20 || countDigits(compact) < 4 || taken(v.start, end)) continue;
      out.push({
        start: v.start,
        end,
        label: "HEALTHCARE_NUMBER",
        score: 0.85,
        formatted: compact,
        source: "healthcare-number",
      });
    }
    return out.sort((a, b) => a.start - b.start);
  },
};

/** Drop trailing parts with no digit, except a 1-2 letter version code ("1234-567-890-AB"). */
function trimTrailingWords(value: string): string {
  // a word of three letters or more ends the value ("ac-5546-7730 took 153")
  const word = / \p{L}{3,}(?![\p{L}\p{N}])/u.exec(value);
  if (word) value = value.slice(0, word.index);
  const parts = value.split(/(?=[ \-])/);
  while (parts.length > 1) {
    const last = parts[parts.length - 1]!;
    const body = last.slice(1);
    if (countDigits(body) > 0 || (last[0] === "-" && /^[A-Z]{1,2}$/.test(body))) break;
    parts.pop();
  }
  return parts.join("");
}
