/**
 * Social security numbers and other national government identifiers (label SSN), validated with
 * the stdnum package (validation provider "stdnum:<country>.<format>") or, where stdnum has no
 * format, a check in id-checks.ts (sg_nric_checksum, itin_ranges).
 *
 * - US SSN (stdnum:us.ssn): area not 000/666/9xx, group not 00, serial not 0000 (stdnum does
 *   not check the serial; we do), and not one of the numbers SSA voided after they appeared in
 *   advertising (stdnum's list, e.g. 078-05-1120). Dashed or spaced forms (123-45-6789) are taken
 *   without context; dotted ones (123.45.6789) and 9 bare digits only after "SSN"/"social security". 123-45-6789 passes these
 *   rules and IS detected (it is structurally valid; treating it as PII is the safe side).
 *   formatted: 123-45-6789.
 * - US ITIN (itin_ranges): 9XX-XX-XXXX with the group in the IRS ranges; dashed or spaced alone
 *   (SSNs never start with 9), bare 9 digits only after "ITIN".
 * - Canadian SIN (stdnum:ca.sin, Luhn): bare or printed 3-3-3 with "SIN"/"social insurance"
 *   nearby ("SIN" and French "NAS" not in Spanish and Portuguese text, where they are words).
 *   Without them a printed 3-3-3 group standing alone whose SIN (Luhn) or Australian TFN check
 *   passes is read at 0.5, below every phone reading: a 3-3-3 group is as often a Spanish or
 *   Portuguese phone number, one in ten of which passes Luhn, and that stays a phone; what no
 *   phone plan of the text's countries reads is redacted as an id rather than left in clear
 *   (structured suite SSN recall 0.978 -> 0.993, precision 0.981 -> 0.989 with the abbreviation
 *   rule; the 15 dev sets and eval:clean unchanged: no such group there).
 * - UK National Insurance numbers (stdnum:gb.nino) have a distinctive shape (AB 12 34 56 C) and
 *   are taken without context, in upper case or (lower score) all in lower case.
 * - Every other format: keyword-less where shape and check digits make it distinctive, after its
 *   keyword otherwise (SHAPES and KEYWORD_FORMATS below; the policy is in id-scan.ts). Keyword-
 *   less: DE Steuer-ID and Rentenversicherungsnummer, ES DNI/NIE/NSS (printed), FR NIR and numéro
 *   fiscal (printed), IT codice fiscale, PT cartão de cidadão, BE national number (printed), CH
 *   AHV, IN Aadhaar (printed 4-4-4) and a person's PAN, SG NRIC/FIN, PL
 *   PESEL, NO fødselsnummer, FI HETU, SE personnummer, DK CPR (dashed), IE PPS. Keyword only:
 *   UK UTR, DE Steuernummer, NL BSN, PT NIF, ES NIF, AT SV-Nummer, AU TFN (3-3-3, as the SIN), and
 *   the rest of stdnum's ids.
 * A value that fails its check is kept (0.6, status invalid) only right after a keyword.
 * formatted: stdnum's compact form (no separators).
 */
import { stdnumValidator } from "./stdnum-lazy.js";
import type { Validator } from "stdnum";
import type { Candidate, DetectContext, Detector } from "../types.js";
import { checksumCandidate, type ChecksumCandidateInput } from "./checksum.js";
import { contextWords, hasContext, matchAll } from "./context.js";
import { isPathSegment } from "./keyword-value.js";
import { sgNricValid, usItinValid } from "./id-checks.js";
import { customFormat, idScanner, standsAlone, stdnumFormat, type IdFormat, type IdKeyword, type IdShape, writtenInLowerOrTitleCase } from "./id-scan.js";

/** After a "/" only as a whole URL path segment ("/users/536-90-4417/profile"), checked in detect. */
/** An SSN with spaces around its hyphens ("512 - 44 - 8871"), read after SSN words only. */
const SSN_SPACED_HYPHENS = /(?<![\d\-.])(\d{3})[ \t]+[-\u2013][ \t]+(\d{2})[ \t]+[-\u2013][ \t]+(\d{4})(?![\d]|[\-./]\d)/g;
const SSN_PATTERN = /(?<![\d\-.]|[\d.]\/)(\d{3})([- .]?)(\d{2})\2(\d{4})(?![\d]|[\-./]\d)/g;
const SIN_PATTERN = /(?<![\d\-./])\d{3}([- ])\d{3}\1\d{3}(?![\d]|[\-./]\d)/g;
const NINO_PATTERN = /(?<![A-Za-z0-9])[A-CEGHJ-PR-TW-Za-ceghj-pr-tw-z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-Da-d](?![A-Za-z0-9])/g;
const NINO_WORDS = contextWords(["national insurance", "ni number", "ni no", "nino", "nin"]);

const SSN_WORDS = contextWords([
  "ssn", "ssn#", "ss#", "ss #", "social security", "social security number", "social security no", "soc sec", "ssa",
  // spoken English for the SSN ("my social is 536228841", left in clear)
  "my social", "your social", "his social", "her social", "their social",
]);
const SIN_WORDS = contextWords(["social insurance", "social insurance number", "numéro d'assurance sociale"]);
/**
 * The SIN's abbreviations, which are words of our other languages: Spanish "sin" (without: "sin
 * problema" before a phone number), Portuguese "nas" (in the). They name a SIN only in a text of
 * another language (structured suite: three Spanish chats had a phone or an id read as a SIN).
 */
const SIN_ABBREVIATIONS = contextWords(["sin", "sin#", "nas"]);
const SIN_ABBREVIATION_IS_A_WORD = new Set(["es", "pt"]);

function sinContext(ctx: DetectContext, start: number, end: number): boolean {
  if (hasContext(ctx, start, end, SIN_WORDS, 48, 16)) return true;
  return !SIN_ABBREVIATION_IS_A_WORD.has(ctx.language ?? "") && hasContext(ctx, start, end, SIN_ABBREVIATIONS, 48, 16);
}

const ITIN_WORDS = contextWords(["itin", "individual taxpayer identification number", "taxpayer identification number", "tin"]);

const SSN = "SSN";
const f = (key: string, opts: Partial<IdFormat> = {}) => stdnumFormat(key, SSN, opts);

// Formats with a keyword-less shape (see id-scan.ts for the policy).
const DE_IDNR = f("de.idnr");
const DE_SVNR = f("de.svnr");
const ES_DNI = f("es.dni", { checkLetter: true });
const ES_NIE = f("es.nie");
const ES_NSS = f("es.nss");
const FR_NIR = f("fr.nir");
const FR_NIF = f("fr.nif");
const IT_CF = f("it.codicefiscale");
const PT_CC = f("pt.cc");
const BE_NN = f("be.nn");
const BE_BIS = f("be.bis");
const CH_SSN = f("ch.ssn");
const BR_CPF = f("br.cpf");
/**
 * Brazil's state identity card number (RG, registro geral): 8-9 digits and a check character,
 * printed "34.287.119-5"; each state computes the check its own way, so after its keyword only,
 * on its shape.
 */
/**
 * France's student number (INE, identifiant national étudiant), on school reports and university
 * forms: ten digits or letters and a final letter ("070423891HK"), eight digits at least. Its
 * check differs by issuer, so after its keyword only, on its shape.
 */
const FR_INE = customFormat("fr.ine", SSN, (c) => /^(?=(?:\D*\d){8})[0-9A-Z]{10}[A-Z]$/.test(c), { provider: "register_format", noCheck: true, keepInvalid: false });
const BR_RG = customFormat("br.rg", SSN, (c) => /^\d{7,9}[\dX]$/.test(c), { provider: "register_format", noCheck: true, keepInvalid: false });
/**
 * Portugal's civil identification number (the number of the Bilhete de Identidade and of the
 * Cartão de Cidadão without its check letters): 7-8 digits and an optional check digit. No check
 * of its own, so only after its words (fifth exploratory test: "Número de identificação civil
 * 12345678" was left in clear).
 */
const PT_NIC = customFormat("pt.nic", SSN, (c) => /^\d{7,9}$/.test(c), { provider: "register_format", noCheck: true, keepInvalid: false });
/**
 * A national identity number whose country its label does not say, after the words that name
 * that number and nothing else ("National identity number: 29184736" on a Schengen visa form:
 * left in clear when none of the formats listed with those words validated it; eighth exploratory
 * test): 6 to 20 capitals and digits, 6 digits at least, on its shape; each group between
 * separators holds a digit, so the next line's label or a word after it is never taken in.
 */
const ANY_NATIONAL_ID: IdFormat = {
  key: "national_id",
  label: SSN,
  provider: "register_format",
  noCheck: true,
  keepInvalid: false,
  validate(value: string): string | undefined {
    if (!value.split(/[\s.\-/]+/).every((group) => /^[0-9A-Z]*\d[0-9A-Z]*$/.test(group))) return undefined;
    const compact = value.replace(/[\s.\-/]/g, "");
    return /^(?=(?:\D*\d){6})[0-9A-Z]{6,20}$/.test(compact) ? compact : undefined;
  },
};
const AU_TFN = f("au.tfn");
const IN_AADHAAR = f("in.aadhaar");
/** PAN of a person (4th letter P); other PANs are organisations (organization-id.ts). */
const IN_PAN = f("in.pan", {
  validate: (v) => {
    const upper = v.toUpperCase();
    return /^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/.test(upper.replace(/\s/g, "")) ? stdnumCompact("in.pan", upper) : undefined;
  },
  keepInvalid: false,
});
/**
 * A NIF written with its country prefix ("ESB12345674", "PT995663270") is the VAT number of a
 * business (organization-id.ts), not a person's tax number: stdnum would take the prefix off.
 */
const withoutCountryPrefix = (key: string) => f(key, { validate: (v) => (/^\s*(?:ES|PT)/i.test(v) ? undefined : stdnumCompact(key, v)) });
const PERSON_NIF_ES = withoutCountryPrefix("es.nif");
const PERSON_NIF_PT = withoutCountryPrefix("pt.nif");
const SG_NRIC = customFormat("sg.nric", SSN, sgNricValid, { provider: "sg_nric_checksum" });
const PL_PESEL = f("pl.pesel");
const FI_HETU = f("fi.hetu", { datedCheckLetter: true });
/** stdnum wants the separator of a Swedish personnummer; written bare, it goes before the last 4 digits. */
const SE_PNR = f("se.personnummer", {
  validate: (v) => {
    const bare = v.replace(/\s/g, "");
    return stdnumCompact("se.personnummer", /^\d{10}$|^\d{12}$/.test(bare) ? `${bare.slice(0, -4)}-${bare.slice(-4)}` : bare);
  },
});
const DK_CPR = f("dk.cpr");
const NO_FNR = f("no.fodselsnummer");
const IE_PPS = f("ie.pps", { checkLetter: true });
const GB_NINO_F = f("gb.nino");
const CA_SIN_F = f("ca.sin");
const US_ITIN = customFormat("us.itin", SSN, usItinValid, { provider: "itin_ranges", format: (c) => `${c.slice(0, 3)}-${c.slice(3, 5)}-${c.slice(5)}` });

/** A stdnum compact value when valid. */
function stdnumCompact(key: string, value: string): string | undefined {
  const validator = stdnumValidator(key);
  if (!validator) throw new Error(`stdnum has no ${key}`);
  try {
    const r = validator.validate(value);
    return r.isValid ? r.compact : undefined;
  } catch {
    return undefined;
  }
}

const shape = (format: IdFormat, pattern: RegExp, score: number): IdShape => ({ format, pattern, score });
/** Keyword-less shapes, scored below SCORE_KEYWORD (0.9). */
const SHAPES: readonly IdShape[] = [
  // DE Steuer-ID: 11 digits, one digit repeated, ISO 7064 check: bare or printed 2-3-3-3.
  shape(DE_IDNR, /[1-9]\d(?:( ?)\d{3}\1\d{3}\1\d{3})/g, 0.8),
  // DE Rentenversicherungsnummer: area, birth date, initial letter, serial, check digit.
  shape(DE_SVNR, /\d{2}( ?)\d{6}\1[A-Z]\1?\d{2}\1?\d/g, 0.85),
  // ES DNI (mod-23 letter) and NIE.
  shape(ES_DNI, /\d{8}[- ]?[A-Z]/g, 0.85),
  shape(ES_NIE, /[XYZ][- ]?\d{7}[- ]?[A-Z]/g, 0.85),
  // ES NSS printed with separators ("28/12345678/40"); bare only with a keyword.
  shape(ES_NSS, /\d{2}([/ -])\d{7,8}\1\d{2}/g, 0.8),
  // FR NIR (15 digits, mod-97 key), bare or spaced "1 84 12 76 451 089 46".
  shape(FR_NIR, /[1278]( ?)\d{2}\1(?:\d{2}|2[AB])\1\d{2}\1?\d\1?\d{2}\1\d{3}\1\d{2}/g, 0.85),
  // FR numéro fiscal (13 digits, mod-511 key), spaced as printed "30 23 217 600 053".
  shape(FR_NIF, /[0-3]\d \d{2} \d{3} \d{3} \d{3}/g, 0.8),
  // IT codice fiscale (letters and digits in fixed places, check letter; omocodia letters allowed).
  shape(IT_CF, /[A-Z]{6}[\dLMNP-V]{2}[A-EHLMPR-T][\dLMNP-V]{2}[A-Z][\dLMNP-V]{3}[A-Z]/g, 0.85),
  // PT cartão de cidadão: 8 digits, check digit, 2 letters, check digit.
  shape(PT_CC, /\d{8}[ -]?\d[ -]?[A-Z]{2}\d/g, 0.85),
  // BE national register and BIS numbers as printed: YY.MM.DD-XXX.CC
  shape(BE_NN, /\d{2}\.\d{2}\.\d{2}-\d{3}\.\d{2}/g, 0.85),
  shape(BE_BIS, /\d{2}\.\d{2}\.\d{2}-\d{3}\.\d{2}/g, 0.85),
  // CH AHV/AVS: 756 prefix and EAN-13 check.
  shape(CH_SSN, /756(\.?)\d{4}\1\d{4}\1\d{2}/g, 0.85),
  // BR CPF in its printed layout 000.000.000-00 (two check digits): a database export or a form
  // column holds it with no keyword ("'830.946.294-82'" in an SQL dump was left in clear).
  shape(BR_CPF, /\d{3}\.\d{3}\.\d{3}-\d{2}/g, 0.8),
  // IN Aadhaar printed 4 4 4 (Verhoeff); IN PAN of a person (distinctive shape).
  shape(IN_AADHAAR, /[2-9]\d{3}([ -])\d{4}\1\d{4}/g, 0.8),
  shape(IN_PAN, /[A-Z]{3}P[A-Z]\d{4}[A-Z]/g, 0.8),
  // SG NRIC/FIN: prefix letter, 7 digits, check letter.
  shape(SG_NRIC, /[STFGM]\d{7}[A-Z]/g, 0.85),
  // PL PESEL: 11 digits with a birth date and a check digit.
  shape(PL_PESEL, /\d{11}/g, 0.75),
  // NO fødselsnummer: birth date and two check digits.
  shape(NO_FNR, /\d{6} ?\d{5}/g, 0.8),
  // FI HETU: date, century sign, individual number, check character.
  shape(FI_HETU, /\d{6}[-+A-FU-Y]\d{3}[\dA-Y]/g, 0.85),
  // SE personnummer (date + Luhn) and DK CPR (date) with their dash.
  shape(SE_PNR, /(?:\d{2})?\d{6}[-+]\d{4}/g, 0.8),
  shape(DK_CPR, /\d{6}-\d{4}/g, 0.7),
  // IE PPS: 7 digits and a check letter (and an optional second letter).
  shape(IE_PPS, /\d{7}[A-W][ABHWTXZ]?/g, 0.75),
];

const k = (words: readonly string[], formats: readonly IdFormat[], keepInvalid = true): IdKeyword => ({ words, formats, keepInvalid });
/** Acronyms that are everyday words somewhere: only in capitals, and only with a valid value. */
const acronym = (words: readonly string[], formats: readonly IdFormat[], keepInvalid = false): IdKeyword => ({ words, formats, keepInvalid, upperCase: true });
/** The formats a national id of a country the label does not name may have. */
const ANY_COUNTRY: readonly IdFormat[] = [
  ES_DNI, ES_NIE, IT_CF, FI_HETU, SG_NRIC, GB_NINO_F, CH_SSN, FR_NIR, BE_NN, PL_PESEL, DE_IDNR, NO_FNR, SE_PNR, DK_CPR, BR_CPF,
  PT_CC, f("nl.bsn"), IE_PPS, IN_AADHAAR, f("ro.cnp"),
];
const KEYWORD_FORMATS: readonly IdKeyword[] = [
  k(["national insurance", "national insurance number", "ni number", "ni no", "nino"], [GB_NINO_F]),
  acronym(["nin"], [GB_NINO_F]),
  k(["utr", "unique taxpayer reference"], [f("gb.utr")]),
  // a Canadian SIN written bare after its name ("social_insurance_number=947564712", "Sin=949817605":
  // structured suite seeds 101 and 202); the 3-3-3 forms are read below
  k(["social insurance number", "social insurance no", "numéro d'assurance sociale"], [CA_SIN_F]),
  acronym(["sin"], [CA_SIN_F]),
  k(["steuer-id", "steuerid", "steuer-identifikationsnummer", "steueridentifikationsnummer", "steuerliche identifikationsnummer",
    "identifikationsnummer", "idnr", "steuer-idnr"], [DE_IDNR]),
  acronym(["tin"], [DE_IDNR, US_ITIN]),
  k(["tax id", "tax identification number", "taxpayer id"], [DE_IDNR, AU_TFN, IN_PAN, US_ITIN]),
  k(["steuernummer", "steuer-nr", "steuer nr", "st.-nr", "st.nr", "stnr", "st nr"], [f("de.stnr"), f("at.tin")]),
  k(["rentenversicherungsnummer", "rv-nummer", "rvnr", "rentenversicherungs-nr", "sozialversicherungsnummer", "sv-nummer",
    "sv nummer", "versicherungsnummer", "svnr", "vsnr"], [DE_SVNR, f("at.vnr"), CH_SSN]),
  k(["numéro de sécurité sociale", "sécurité sociale", "securite sociale", "nir", "insee", "numéro insee",
    // the short forms of forms and letters: "N° SS 1 85 05 78 006 084 91", "n° sécu" (third exploratory test)
    "n° ss", "nº ss", "n° de ss", "numéro ss", "numéro de ss", "n° sécu", "nº sécu", "numéro de sécu", "numéro sécu"], [FR_NIR]),
  k(["numéro fiscal", "numéro fiscal de référence"], [FR_NIF]),
  k(["spi"], [FR_NIF], false),
  k(["nif", "n.i.f"], [PERSON_NIF_ES, PERSON_NIF_PT, FR_NIF]),
  k(["documento nacional de identidad", "d.n.i"], [ES_DNI, f("ar.dni")]),
  // in any case ("mi dni es 45678912s" in a chat): Polish "dni" ("days") is never followed by eight
  // digits and a letter, the only value the keyword takes
  k(["dni"], [ES_DNI, f("ar.dni")]),
  // a form's combined label: either document's number may follow ("DNI/NIE: 45.678.912-S")
  k(["dni/nie", "nie/dni", "dni / nie", "dni-nie", "nif/nie", "nie/nif", "dni/nif", "nif/dni"], [ES_DNI, ES_NIE, PERSON_NIF_ES]),
  k(["número de identidad de extranjero", "n.i.e"], [ES_NIE]),
  acronym(["nie"], [ES_NIE]),
  k(["nss", "nass", "nuss", "número de la seguridad social", "número de seguridad social", "número de afiliación"], [ES_NSS]),
  k(["naf", "seguridad social"], [ES_NSS], false),
  k(["codice fiscale", "cod. fiscale"], [IT_CF]),
  // "C.F." with its dots names nothing else: a code whose check fails is kept after it, as after
  // "codice fiscale" (fifth exploratory test: an invoice's "C.F. RCCLCU90B12C351Z" was left whole in clear)
  acronym(["c.f"], [IT_CF], true),
  acronym(["cf"], [IT_CF]),
  k(["bsn", "burgerservicenummer", "sofinummer", "sofi-nummer", "citizen service number", "citizen service no"], [f("nl.bsn")]),
  k(["número de contribuinte"], [PERSON_NIF_PT]),
  k(["contribuinte"], [PERSON_NIF_PT], false),
  k(["cartão de cidadão", "número do cartão de cidadão"], [PT_CC]),
  k(["número de identificação civil", "numero de identificacao civil", "n.º de identificação civil", "nº de identificação civil",
    "n.º de identificação", "identificação civil", "bilhete de identidade n.º", "bi n.º", "n.º do bi"], [PT_CC, PT_NIC], false),
  k(["cpf"], [BR_CPF]),
  k(["registro geral", "carteira de identidade", "cédula de identidade"], [BR_RG]),
  k(["identifiant national étudiant", "numéro ine", "n° ine", "nº ine"], [FR_INE]),
  acronym(["ine"], [FR_INE]),
  acronym(["rg"], [BR_RG]),
  k(["aadhaar", "aadhar", "uidai"], [IN_AADHAAR]),
  acronym(["uid"], [IN_AADHAAR]),
  k(["pan card", "permanent account number"], [IN_PAN]),
  acronym(["pan"], [IN_PAN]),
  k(["tfn", "tax file number"], [AU_TFN]),
  k(["ahv", "avs", "ahv-nummer", "ahv-nr", "numéro avs", "sozialversicherungs-nr"], [CH_SSN]),
  k(["rijksregisternummer", "rijksregisternr", "rijksregister nr", "rijksregister-nr", "registre national", "numéro national", "insz", "niss"], [BE_NN, BE_BIS, f("be.insz")]),
  k(["rrn", "identificatienummer"], [BE_NN, BE_BIS, f("be.insz")], false),
  k(["cpr-nummer", "cpr nr", "personnummer"], [DK_CPR, SE_PNR, NO_FNR]),
  acronym(["cpr"], [DK_CPR]),
  k(["fødselsnummer", "fodselsnummer", "personnr"], [NO_FNR]),
  k(["henkilötunnus", "hetu", "personbeteckning", "sosiaaliturvatunnus"], [FI_HETU]),
  k(["pesel"], [PL_PESEL]),
  k(["nric", "nric no", "nric/fin"], [SG_NRIC]),
  k(["ic number", "ic no"], [SG_NRIC], false),
  acronym(["fin"], [SG_NRIC]),
  k(["ppsn", "personal public service number", "pps number", "pps no", "pps nr"], [IE_PPS]),
  acronym(["pps"], [IE_PPS]),
  k(["itin", "individual taxpayer identification number"], [US_ITIN]),
  k(["cnp"], [f("ro.cnp")]),
  k(["curp"], [f("mx.curp")]),
  acronym(["rfc"], [f("mx.rfc")]),
  k(["resident registration number", "주민등록번호"], [f("kr.rrn")]),
  k(["resident identity card", "身份证", "身份证号"], [f("cn.ric")]),
  k(["hkid"], [f("hk.hkid")]),
  k(["tc kimlik", "t.c. kimlik", "kimlik no", "tckn"], [f("tr.tckimlik")]),
  k(["teudat zehut"], [f("il.idnr")]),
  k(["ird number"], [f("nz.ird")]),
  acronym(["ird"], [f("nz.ird")]),
  k(["rodné číslo"], [f("cz.rc")]),
  k(["amka"], [f("gr.amka")]),
  acronym(["rut"], [f("cl.run")]),
  k(["id number"], [f("za.idnr")], false),
  // Words that name a national id without naming the country: a CSV "national_id" column of an HR
  // export mixing Nordic, Polish and Danish staff (fifth exploratory test: the Danish CPR, which
  // has no shape of its own, was the one left in clear). Only a value valid in one of the formats.
  k(["personal identity number", "personal id number", "identity number", "citizen id", "citizen number"], ANY_COUNTRY, false),
  // the words that name a national number alone take one of no listed format too (ANY_NATIONAL_ID),
  // in the visa form's languages
  k(["national id", "national id number", "national identity number", "national identification number", "national id no",
    "numéro national d'identité", "numéro d'identité nationale", "nationale identitätsnummer", "nationale identifikationsnummer",
    "número nacional de identidad", "número de identidad nacional", "numero di identità nazionale", "numero d'identità nazionale",
    "nationaal identificatienummer", "número nacional de identificação", "número de identificação nacional"], [...ANY_COUNTRY, ANY_NATIONAL_ID], false),
  // a Brazilian PIX payment key is very often the payer's CPF ("chave pix: 52998224725", fifth exploratory test)
  k(["chave pix", "chave do pix"], [BR_CPF], false),
];

const SCANNER = idScanner("national-id", SHAPES, KEYWORD_FORMATS);

const US_SSN = formatFor("us.ssn");
const CA_SIN = formatFor("ca.sin");
const AU_TFN_FORMAT = formatFor("au.tfn");
/** A keyword-less printed SIN or TFN whose check passes: below every phone reading. */
const SCORE_PRINTED_CHECKED = 0.5;
const GB_NINO = formatFor("gb.nino");

/** A stdnum format by key; its validator is looked up on first use (stdnum-lazy.ts). */
interface StdnumFormat {
  key: string;
}

function formatFor(key: string): StdnumFormat {
  return { key };
}

function isValid(format: StdnumFormat, value: string): boolean {
  const validator: Validator | undefined = stdnumValidator(format.key);
  if (!validator) throw new Error(`stdnum has no ${format.key}`);
  try {
    return validator.validate(value).isValid;
  } catch {
    return false;
  }
}

function ssnValid(digits: string): boolean {
  return isValid(US_SSN, digits) && !digits.endsWith("0000");
}

/** An SSN candidate under the shared checksum policy; key names the stdnum format. */
function idCandidate(input: Omit<ChecksumCandidateInput, "label" | "source" | "provider"> & { key: string; provider?: string }): Candidate | undefined {
  const { key, provider, ...rest } = input;
  return checksumCandidate({ ...rest, label: "SSN", source: "national-id", provider: provider ?? `stdnum:${key}` });
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
      if (ctx.text[start - 1] === "/" && !isPathSegment(ctx.text, start, end)) continue;
      const digits = m[1]! + m[3]! + m[4]!;
      const formatted = `${m[1]}-${m[3]}-${m[4]}`;
      // dotted ("536.90.4417", as some forms print it) only after SSN or ITIN words: dots join many numbers
      if (m[2] === "." && !hasContext(ctx, start, end, SSN_WORDS, 48, 16) && !hasContext(ctx, start, end, ITIN_WORDS, 48, 16)) continue;
      if (digits.startsWith("9")) {
        // Never an SSN: an ITIN when its group is in the IRS ranges (dashed/spaced alone, bare with its words).
        const itinContext = hasContext(ctx, start, end, ITIN_WORDS, 48, 16) || hasContext(ctx, start, end, SSN_WORDS, 48, 16);
        if (!m[2] && !itinContext) continue;
        const valid = usItinValid(digits);
        const validScore = itinContext ? 0.95 : m[2] === "-" ? 0.85 : 0.8;
        push(idCandidate({ start, end, formatted, key: "us.itin", provider: "itin_ranges", valid, validScore, keepInvalid: itinContext && hasContext(ctx, start, end, ITIN_WORDS, 48, 16) }));
        continue;
      }
      const ssnContext = hasContext(ctx, start, end, SSN_WORDS, 48, 16);
      if (!m[2]) {
        // Bare 9 digits: only with a naming word (so a failed check is kept); SIN words make it a Canadian SIN.
        if (ssnContext) {
          push(idCandidate({ start, end, formatted, key: "us.ssn", valid: ssnValid(digits), validScore: 0.85, keepInvalid: true }));
        } else if (sinContext(ctx, start, end)) {
          const valid = isValid(CA_SIN, digits);
          push(idCandidate({ start, end, formatted: digits, key: "ca.sin", valid, validScore: 0.85, keepInvalid: true }));
        }
        continue;
      }
      // Printed with spaces inside a row of numbers ("26357 1139 138 20 1297 731"): a table, no SSN.
      if (m[2] === " " && !ssnContext && !standsAlone(ctx.text, start, end)) continue;
      const validScore = ssnContext ? 0.95 : m[2] === "-" ? 0.9 : 0.85;
      const valid = ssnValid(digits);
      push(idCandidate({ start, end, formatted, key: "us.ssn", valid, validScore, keepInvalid: ssnContext }));
    }

    // Form fillers and OCR put spaces around the hyphens ("Social security number: 512 - 44 - 8871",
    // fifth exploratory test): read only after SSN words, where no other number is meant.
    for (const m of matchAll(ctx.text, SSN_SPACED_HYPHENS)) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken(start, end) || !hasContext(ctx, start, end, SSN_WORDS, 48, 0)) continue;
      const digits = m[1]! + m[2]! + m[3]!;
      if (digits.startsWith("9")) continue;
      push(idCandidate({ start, end, formatted: `${m[1]}-${m[2]}-${m[3]}`, key: "us.ssn", valid: ssnValid(digits), validScore: 0.95, keepInvalid: true }));
    }

    const unnamed: { start: number; end: number; digits: string; key: string }[] = [];
    for (const m of matchAll(ctx.text, SIN_PATTERN)) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken(start, end)) continue;
      const digits = m[0].replace(/\D/g, "");
      if (!sinContext(ctx, start, end)) {
        // without its words, a printed 3-3-3 group that passes the SIN's Luhn or the TFN's check is
        // read at a score below every phone reading (0.55 and up): a number valid as a phone in the
        // text's countries stays a phone, the rest is redacted as an id rather than left in clear
        // (after the keyword formats below: "TFN: 661 785 154" is the keyword's reading)
        if (!standsAlone(ctx.text, start, end)) continue;
        const key = isValid(CA_SIN, digits) ? "ca.sin" : isValid(AU_TFN_FORMAT, digits) ? "au.tfn" : undefined;
        if (key) unnamed.push({ start, end, digits, key });
        continue;
      }
      const valid = isValid(CA_SIN, digits);
      push(idCandidate({ start, end, formatted: digits, key: "ca.sin", valid, validScore: 0.9, keepInvalid: true }));
    }

    for (const m of matchAll(ctx.text, NINO_PATTERN)) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken(start, end)) continue;
      // Lower case only all in lower case ("ab123456c") or in title case ("Sj 31 41 26 A"), and
      // scored below the printed upper-case form.
      const lower = writtenInLowerOrTitleCase(m[0]);
      if (!lower && m[0] !== m[0].toUpperCase()) continue;
      const valid = isValid(GB_NINO, m[0]);
      const named = hasContext(ctx, start, end, NINO_WORDS, 48, 0);
      const validScore = named ? 0.9 : lower ? 0.75 : 0.85;
      push(idCandidate({ start, end, formatted: m[0].replace(/ /g, "").toUpperCase(), key: "gb.nino", valid, validScore, keepInvalid: false }));
    }

    for (const c of SCANNER.detect(ctx)) if (!taken(c.start, c.end)) out.push(c);
    for (const u of unnamed) {
      if (!taken(u.start, u.end)) push(idCandidate({ start: u.start, end: u.end, formatted: u.digits, key: u.key, valid: true, validScore: SCORE_PRINTED_CHECKED, keepInvalid: false }));
    }
    return out.sort((a, b) => a.start - b.start);
  },
};
