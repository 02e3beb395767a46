/**
 * Social security numbers and other national government identifiers (label SSN), validated with
 * the stdnum package (validation provider "stdnum:<country>.<format>").
 *
 * - US SSN (stdnum:us.ssn): area not 000/666/9xx, group not 00, serial not 0000 (stdnum does
 *   not check the serial; we do), and not one of the numbers SSA voided after they appeared in
 *   advertising (stdnum's list, e.g. 078-05-1120). Dashed or spaced forms (123-45-6789) are taken
 *   without context; 9 bare digits only after "SSN"/"social security". 123-45-6789 passes these
 *   rules and IS detected (it is structurally valid; treating it as PII is the safe side).
 *   formatted: 123-45-6789.
 * - Canadian SIN (stdnum:ca.sin, Luhn): 3-3-3 or bare, only with "SIN"/"social insurance".
 * - UK National Insurance numbers (stdnum:gb.nino) have a distinctive shape (AB 12 34 56 C) and
 *   are taken without context.
 * - Every other format stdnum validates (Steuer-ID, NIR, DNI/NIE, codice fiscale, BSN, CPF,
 *   Aadhaar, TFN, PESEL, ...) only right after its own keyword.
 * A value that fails its check is kept (0.6, status invalid) only right after a strong keyword.
 * formatted: stdnum's compact form (no separators).
 */
import { stdnum } from "stdnum";
import type { Validator } from "stdnum";
import type { Candidate, DetectContext, Detector } from "../types.js";
import { checksumCandidate, type ChecksumCandidateInput } from "./checksum.js";
import { contextWords, hasContext, matchAll } from "./context.js";
import { countDigits, keywordRegex, valuesAfterKeywords } from "./keyword-value.js";

const SSN_PATTERN = /(?<![\d\-./])(\d{3})([- ]?)(\d{2})\2(\d{4})(?![\d]|[\-./]\d)/g;
const SIN_PATTERN = /(?<![\d\-./])\d{3}([- ])\d{3}\1\d{3}(?![\d]|[\-./]\d)/g;
const NINO_PATTERN = /(?<![A-Za-z0-9])[A-CEGHJ-PR-TW-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D](?![A-Za-z0-9])/g;

const SSN_WORDS = contextWords(["ssn", "ssn#", "ss#", "ss #", "social security", "social security number", "social security no", "soc sec", "ssa"]);
const SIN_WORDS = contextWords(["sin", "sin#", "social insurance", "social insurance number", "numéro d'assurance sociale", "nas"]);

interface IdFormat {
  key: string;
  validator: Validator;
}

/** Keyword -> formats it may introduce (in order of preference). */
const KEYWORD_FORMATS: Readonly<Record<string, readonly string[]>> = {
  "national insurance": ["gb.nino"], "national insurance number": ["gb.nino"], "ni number": ["gb.nino"],
  "ni no": ["gb.nino"], nino: ["gb.nino"], utr: ["gb.utr"], "unique taxpayer reference": ["gb.utr"],
  "steuer-id": ["de.idnr"], steuerid: ["de.idnr"], "steuer-identifikationsnummer": ["de.idnr"],
  steueridentifikationsnummer: ["de.idnr"], "steuerliche identifikationsnummer": ["de.idnr"],
  identifikationsnummer: ["de.idnr"], idnr: ["de.idnr"], "tax id": ["de.idnr", "au.tfn", "in.pan"],
  sozialversicherungsnummer: ["de.svnr", "at.vnr", "ch.ssn"], rentenversicherungsnummer: ["de.svnr"],
  versicherungsnummer: ["at.vnr", "de.svnr"], svnr: ["de.svnr", "at.vnr"],
  "numéro de sécurité sociale": ["fr.nir"], "sécurité sociale": ["fr.nir"], "securite sociale": ["fr.nir"],
  nir: ["fr.nir"], insee: ["fr.nir"], "numéro fiscal": ["fr.nif"], nif: ["es.nif", "pt.nif", "fr.nif"],
  dni: ["es.dni", "ar.dni"], "documento nacional de identidad": ["es.dni", "ar.dni"], nie: ["es.nie"],
  "codice fiscale": ["it.codicefiscale"], "cod. fiscale": ["it.codicefiscale"],
  bsn: ["nl.bsn"], burgerservicenummer: ["nl.bsn"], sofinummer: ["nl.bsn"], cpf: ["br.cpf"],
  aadhaar: ["in.aadhaar"], aadhar: ["in.aadhaar"], "pan card": ["in.pan"], "permanent account number": ["in.pan"],
  tfn: ["au.tfn"], "tax file number": ["au.tfn"], ahv: ["ch.ssn"], avs: ["ch.ssn"], "ahv-nummer": ["ch.ssn"],
  rijksregisternummer: ["be.nn"], "registre national": ["be.nn"], insz: ["be.insz"], niss: ["be.insz"],
  cpr: ["dk.cpr"], "cpr-nummer": ["dk.cpr"], personnummer: ["se.personnummer", "no.fodselsnummer", "dk.cpr"],
  fødselsnummer: ["no.fodselsnummer"], henkilötunnus: ["fi.hetu"], hetu: ["fi.hetu"], pesel: ["pl.pesel"],
  cnp: ["ro.cnp"], pps: ["ie.pps"], ppsn: ["ie.pps"], "personal public service number": ["ie.pps"],
  curp: ["mx.curp"], rfc: ["mx.rfc"], "resident registration number": ["kr.rrn"], 주민등록번호: ["kr.rrn"],
  "resident identity card": ["cn.ric"], 身份证: ["cn.ric"], 身份证号: ["cn.ric"], hkid: ["hk.hkid"],
  "tc kimlik": ["tr.tckimlik"], "t.c. kimlik": ["tr.tckimlik"], "kimlik no": ["tr.tckimlik"],
  tckn: ["tr.tckimlik"], "teudat zehut": ["il.idnr"], "ird number": ["nz.ird"], ird: ["nz.ird"],
  "rodné číslo": ["cz.rc"], amka: ["gr.amka"], rut: ["cl.run"], "id number": ["za.idnr"],
};

function formatFor(key: string): IdFormat | undefined {
  const [cc, name] = key.split(".") as [string, string];
  const validator = stdnum[cc.toUpperCase()]?.[name];
  return validator ? { key, validator } : undefined;
}
const FORMATS_BY_KEYWORD = new Map<string, IdFormat[]>(
  Object.entries(KEYWORD_FORMATS).map(([word, keys]) => [word, keys.map(formatFor).filter((f): f is IdFormat => !!f)]),
);
const KEYWORDS = keywordRegex(Object.keys(KEYWORD_FORMATS));
/** Up to 30 characters of letters/digits, single spaces, dots, hyphens or slashes between them. */
const ID_VALUE = /[A-Za-z0-9](?:[A-Za-z0-9]|[ .\-/](?=[A-Za-z0-9])){4,29}/y;

const US_SSN = formatFor("us.ssn")!;
const CA_SIN = formatFor("ca.sin")!;
const GB_NINO = formatFor("gb.nino")!;

function isValid(format: IdFormat, value: string): boolean {
  try {
    return format.validator.validate(value).isValid;
  } catch {
    return false;
  }
}

function ssnValid(digits: string): boolean {
  return isValid(US_SSN, digits) && !digits.endsWith("0000");
}

/** Score of a value validated right after its own keyword. */
const SCORE_KEYWORD = 0.9;

/** An SSN candidate under the shared checksum policy; key names the stdnum format. */
function idCandidate(input: Omit<ChecksumCandidateInput, "label" | "source" | "provider"> & { key: string }): Candidate | undefined {
  const { key, ...rest } = input;
  return checksumCandidate({ ...rest, label: "SSN", source: "national-id", provider: `stdnum:${key}` });
}

export const nationalIdDetector: Detector = {
  name: "national-id",
  types: ["SSN"],
  detect(ctx: DetectContext): Candidate[] {
    const out: Candidate[] = [];
    const taken = (s: number, e: number) => out.some((c) => c.start < e && s < c.end);
    const push = (c: Candidate | undefined) => {
      if (c) out.push(c);
    };

    for (const m of matchAll(ctx.text, SSN_PATTERN)) {
      const start = m.index;
      const end = start + m[0].length;
      const digits = m[1]! + m[3]! + m[4]!;
      const ssnContext = hasContext(ctx, start, end, SSN_WORDS, 48, 16);
      const formatted = `${m[1]}-${m[3]}-${m[4]}`;
      if (!m[2]) {
        // Bare 9 digits: only with a naming word (so a failed check is kept); SIN words make it a Canadian SIN.
        if (ssnContext) {
          push(idCandidate({ start, end, formatted, key: "us.ssn", valid: ssnValid(digits), validScore: 0.85, keepInvalid: true }));
        } else if (hasContext(ctx, start, end, SIN_WORDS, 48, 16)) {
          const valid = isValid(CA_SIN, digits);
          push(idCandidate({ start, end, formatted: digits, key: "ca.sin", valid, validScore: 0.85, keepInvalid: true }));
        }
        continue;
      }
      const validScore = ssnContext ? 0.95 : m[2] === "-" ? 0.9 : 0.85;
      const valid = ssnValid(digits);
      push(idCandidate({ start, end, formatted, key: "us.ssn", valid, validScore, keepInvalid: ssnContext }));
    }

    for (const m of matchAll(ctx.text, SIN_PATTERN)) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken(start, end) || !hasContext(ctx, start, end, SIN_WORDS, 48, 16)) continue;
      const digits = m[0].replace(/\D/g, "");
      const valid = isValid(CA_SIN, digits);
      push(idCandidate({ start, end, formatted: digits, key: "ca.sin", valid, validScore: 0.9, keepInvalid: true }));
    }

    for (const m of matchAll(ctx.text, NINO_PATTERN)) {
      const start = m.index;
      const end = start + m[0].length;
      const valid = isValid(GB_NINO, m[0]);
      push(idCandidate({ start, end, formatted: m[0].replace(/ /g, ""), key: "gb.nino", valid, validScore: 0.85, keepInvalid: false }));
    }

    for (const v of valuesAfterKeywords(ctx, KEYWORDS, ID_VALUE, 16)) {
      const formats = FORMATS_BY_KEYWORD.get(v.keyword.replace(/\s+/g, " ").replace(/’/g, "'")) ?? [];
      if (formats.length === 0) continue;
      const found = firstValid(v.match[0], formats);
      if (found) {
        const end = v.start + found.length;
        if (taken(v.start, end)) continue;
        const formatted = found.format.validator.compact(found.value);
        push(idCandidate({ start: v.start, end, formatted, key: found.format.key, valid: true, validScore: SCORE_KEYWORD, keepInvalid: true }));
        continue;
      }
      // Checksum failed: keep the plausible part right after the keyword, marked invalid.
      const plausible = plausibleId(v.match[0]);
      if (!plausible) continue;
      const end = v.start + plausible.length;
      if (taken(v.start, end)) continue;
      const formatted = plausible.replace(/[ .\-/]/g, "").toUpperCase();
      push(idCandidate({ start: v.start, end, formatted, key: formats[0]!.key, valid: false, validScore: SCORE_KEYWORD, keepInvalid: true }));
    }
    return out.sort((a, b) => a.start - b.start);
  },
};

/** The longest prefix of the value (cut at separators) that one of the formats accepts. */
function firstValid(value: string, formats: readonly IdFormat[]): { value: string; length: number; format: IdFormat } | undefined {
  const cuts = [value.length];
  for (let i = value.length - 1; i > 0; i--) if (/[ .\-/]/.test(value[i]!)) cuts.push(i);
  for (const cut of cuts) {
    const piece = value.slice(0, cut);
    if (countDigits(piece) < 3) continue;
    for (const format of formats) if (isValid(format, piece)) return { value: piece, length: cut, format };
  }
  return undefined;
}

/** The value without trailing words (parts with no digit that are longer than 2 or lower case). */
function plausibleId(value: string): string | undefined {
  const parts = value.split(/(?=[ .\-/])/);
  while (parts.length > 1) {
    const last = parts[parts.length - 1]!.replace(/^[ .\-/]/, "");
    if (countDigits(last) === 0 && (last.length > 2 || /[a-z]/.test(last))) parts.pop();
    else break;
  }
  const result = parts.join("");
  const compact = result.replace(/[ .\-/]/g, "");
  return compact.length >= 5 && countDigits(compact) >= 4 ? result : undefined;
}
