/**
 * National, tax, health, vehicle, organisation and document identifiers for the structured suite:
 * one entry per format, with a generator of random candidates, the validator that decides whether
 * a candidate is valid (stdnum where it has the format, otherwise a check written here from the
 * format's public definition), the written forms ("variants") and the keywords that name it.
 *
 * Valid values come from drawing candidates until the validator accepts one; an invalid look-alike
 * is a valid value with one check character changed until the validator rejects it (same shape,
 * wrong check digit). Which variants appear without a keyword follows issue 13 point 5: a value is
 * keyword-less when its shape and check digits make it distinctive, otherwise only after its
 * keyword (bare 9-digit BSNs, UTRs, passport numbers...).
 */
import { stdnum } from "stdnum";
import { DIGITS, Rng, UPPER } from "../lib/rng.js";

export interface IdVariant {
  name: string;
  render: (compact: string) => string;
  /** true: distinctive written this way, generated with and without a keyword. */
  keywordless: boolean;
}

export interface IdFormat {
  /** "de.idnr" (stdnum key) or our own ("gb.nhs", "vin"). */
  key: string;
  label: string;
  /** Country (ISO 3166 alpha-2) the format belongs to. */
  country: string;
  /** A random candidate in compact form (it may fail validation). */
  make: (r: Rng) => string;
  valid: (compact: string) => boolean;
  variants: IdVariant[];
  /** Keywords that name the format (the first is the usual one). */
  keywords: string[];
  /** Index (in the compact form) of a check character to change for an invalid look-alike; none: no check digit. */
  check?: (compact: string) => number;
}

// ---------- validators ----------

function std(key: string): (v: string) => boolean {
  const [cc, name] = key.split(".") as [string, string];
  const validator = stdnum[cc.toUpperCase()]?.[name];
  if (!validator) throw new Error(`stdnum has no ${key}`);
  return (v) => {
    try {
      return validator.validate(v).isValid;
    } catch {
      return false;
    }
  };
}

export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** NHS number: weights 10..2 on the first nine digits, check = 11 - sum mod 11 (11 -> 0, 10 invalid). */
export function nhsValid(v: string): boolean {
  if (!/^\d{10}$/.test(v)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(v[i]) * (10 - i);
  let check = 11 - (sum % 11);
  if (check === 11) check = 0;
  return check !== 10 && check === Number(v[9]);
}

/** Singapore NRIC/FIN (S, T, F, G): weights 2765432, offset 4 for T/G, letter tables. */
export function sgNricValid(v: string): boolean {
  const m = /^([STFG])(\d{7})([A-Z])$/.exec(v);
  if (!m) return false;
  const weights = [2, 7, 6, 5, 4, 3, 2];
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(m[2]![i]) * weights[i]!;
  if (m[1] === "T" || m[1] === "G") sum += 4;
  const letters = m[1] === "S" || m[1] === "T" ? "JZIHGFEDCBA" : "XWUTRQPNMLK";
  return letters[sum % 11] === m[3];
}

/** German KVNR: letter as 01-26, then 8 digits; weights 1,2 alternating, digit sums, mod 10. */
export function deKvnrValid(v: string): boolean {
  if (!/^[A-Z]\d{9}$/.test(v)) return false;
  const digits = String(v.charCodeAt(0) - 64).padStart(2, "0") + v.slice(1, 9);
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const p = Number(digits[i]) * (i % 2 === 0 ? 1 : 2);
    sum += p > 9 ? p - 9 : p;
  }
  return sum % 10 === Number(v[9]);
}

/** Australian Medicare card: first digit 2-6, weights 1,3,7,9,1,3,7,9 mod 10 in position 9, issue digit 10. */
export function auMedicareValid(v: string): boolean {
  if (!/^[2-6]\d{9}$/.test(v)) return false;
  const weights = [1, 3, 7, 9, 1, 3, 7, 9];
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(v[i]) * weights[i]!;
  return sum % 10 === Number(v[8]) && v[9] !== "0";
}

const VIN_VALUES: Record<string, number> = {};
"0123456789".split("").forEach((c, i) => (VIN_VALUES[c] = i));
"ABCDEFGH".split("").forEach((c, i) => (VIN_VALUES[c] = i + 1));
"JKLMN".split("").forEach((c, i) => (VIN_VALUES[c] = i + 1));
VIN_VALUES.P = 7;
VIN_VALUES.R = 9;
"STUVWXYZ".split("").forEach((c, i) => (VIN_VALUES[c] = i + 2));
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** North American VIN: ISO 3779 check digit in position 9. */
export function vinValid(v: string): boolean {
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(v)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += VIN_VALUES[v[i]!]! * VIN_WEIGHTS[i]!;
  const check = sum % 11 === 10 ? "X" : String(sum % 11);
  return v[8] === check;
}

/** Verhoeff (Aadhaar): stdnum has it as in.aadhaar; kept there. */

// ---------- generator helpers ----------

const pad = (n: number, w = 2) => String(n).padStart(w, "0");

function birth(r: Rng, from = 1945, to = 2004): { y: number; m: number; d: number } {
  const y = r.int(from, to);
  const m = r.int(1, 12);
  const d = r.int(1, 28);
  return { y, m, d };
}

/** Eleven digits whose first ten hold one digit twice and eight others once (DE Steuer-ID). */
function deIdnrCandidate(r: Rng): string {
  const digits = r.shuffle(DIGITS.split(""));
  const body = digits.slice(0, 9);
  const twice = r.pick(body);
  body.splice(r.int(1, 9), 0, twice);
  if (body[0] === "0") [body[0], body[1]] = [body[1]!, body[0]!];
  return body.join("") + r.digits(1);
}

const spaced = (groups: number[], sep = " ") => (c: string) => {
  const out: string[] = [];
  let at = 0;
  for (const g of groups) {
    out.push(c.slice(at, at + g));
    at += g;
  }
  if (at < c.length) out.push(c.slice(at));
  return out.filter(Boolean).join(sep);
};
const asIs = (c: string) => c;
const v = (name: string, render: (c: string) => string, keywordless: boolean): IdVariant => ({ name, render, keywordless });
const last = (c: string) => c.length - 1;

// ---------- the formats ----------

export const ID_FORMATS: readonly IdFormat[] = [
  // ----- SSN: national ids and personal tax ids -----
  {
    key: "us.ssn", label: "SSN", country: "US",
    make: (r) => pad(r.int(1, 665), 3) + pad(r.int(1, 99)) + pad(r.int(1, 9999), 4),
    valid: (c) => std("us.ssn")(c) && !c.endsWith("0000"),
    variants: [v("dashed", spaced([3, 2, 4], "-"), true), v("bare", asIs, false)],
    keywords: ["SSN", "social security number"],
  },
  {
    key: "us.itin", label: "SSN", country: "US",
    make: (r) => "9" + r.digits(2) + String(r.pick([50, 55, 60, 65, 70, 75, 80, 88, 90, 94, 99])) + r.digits(4),
    valid: (c) => /^9\d{2}(5[0-9]|6[0-5]|7\d|8[0-8]|9[0-2]|9[4-9])\d{4}$/.test(c),
    variants: [v("dashed", spaced([3, 2, 4], "-"), true)],
    keywords: ["ITIN"],
  },
  {
    key: "gb.nino", label: "SSN", country: "GB",
    make: (r) => r.chars("ABCEGHJKLMNPRSTWXYZ", 1) + r.chars("ABCEGHJKLMNPRSTWXYZ", 1) + r.digits(6) + r.chars("ABCD", 1),
    valid: std("gb.nino"),
    variants: [v("spaced", spaced([2, 2, 2, 2, 1]), true), v("compact", asIs, true)],
    keywords: ["National Insurance number", "NINO"],
  },
  {
    key: "gb.utr", label: "SSN", country: "GB",
    make: (r) => r.digits(10, true),
    valid: std("gb.utr"),
    variants: [v("bare", asIs, false), v("spaced", spaced([5, 5]), false)],
    keywords: ["UTR", "unique taxpayer reference"],
    check: () => 0,
  },
  {
    key: "ca.sin", label: "SSN", country: "CA",
    make: (r) => r.pick(["1", "2", "3", "4", "5", "6", "7", "9"]) + r.digits(8),
    valid: std("ca.sin"),
    variants: [v("spaced", spaced([3, 3, 3]), true), v("bare", asIs, false)],
    keywords: ["SIN", "social insurance number"],
    check: last,
  },
  {
    key: "au.tfn", label: "SSN", country: "AU",
    make: (r) => r.digits(9, true),
    valid: std("au.tfn"),
    variants: [v("spaced", spaced([3, 3, 3]), true), v("bare", asIs, false)],
    keywords: ["TFN", "tax file number"],
    check: last,
  },
  {
    key: "in.aadhaar", label: "SSN", country: "IN",
    make: (r) => String(r.int(2, 9)) + r.digits(11),
    valid: std("in.aadhaar"),
    variants: [v("spaced", spaced([4, 4, 4]), true), v("dashed", spaced([4, 4, 4], "-"), true), v("bare", asIs, false)],
    keywords: ["Aadhaar"],
    check: last,
  },
  {
    key: "in.pan", label: "SSN", country: "IN",
    make: (r) => r.chars(UPPER, 3) + "P" + r.chars(UPPER, 1) + r.digits(4) + r.chars(UPPER, 1),
    valid: std("in.pan"),
    variants: [v("compact", asIs, true)],
    keywords: ["PAN card", "permanent account number"],
  },
  {
    key: "sg.nric", label: "SSN", country: "SG",
    make: (r) => r.pick(["S", "T", "F", "G"]) + r.digits(7) + r.chars(UPPER, 1),
    valid: sgNricValid,
    variants: [v("compact", asIs, true)],
    keywords: ["NRIC"],
    check: last,
  },
  {
    key: "pl.pesel", label: "SSN", country: "PL",
    make: (r) => {
      const b = birth(r);
      const m = b.y >= 2000 ? b.m + 20 : b.m;
      return pad(b.y % 100) + pad(m) + pad(b.d) + r.digits(5);
    },
    valid: std("pl.pesel"),
    variants: [v("bare", asIs, true)],
    keywords: ["PESEL"],
    check: last,
  },
  {
    key: "fi.hetu", label: "SSN", country: "FI",
    make: (r) => {
      const b = birth(r);
      return pad(b.d) + pad(b.m) + pad(b.y % 100) + (b.y >= 2000 ? "A" : "-") + pad(r.int(2, 899), 3) + r.chars("0123456789ABCDEFHJKLMNPRSTUVWXY", 1);
    },
    valid: std("fi.hetu"),
    variants: [v("compact", asIs, true)],
    keywords: ["henkilötunnus", "HETU"],
    check: last,
  },
  {
    key: "se.personnummer", label: "SSN", country: "SE",
    make: (r) => {
      const b = birth(r);
      return pad(b.y % 100) + pad(b.m) + pad(b.d) + "-" + r.digits(4);
    },
    valid: std("se.personnummer"),
    variants: [v("dashed", asIs, true)],
    keywords: ["personnummer"],
    check: last,
  },
  {
    key: "dk.cpr", label: "SSN", country: "DK",
    make: (r) => {
      const b = birth(r, 1945, 1999);
      return pad(b.d) + pad(b.m) + pad(b.y % 100) + r.digits(4);
    },
    valid: std("dk.cpr"),
    variants: [v("dashed", spaced([6, 4], "-"), true)],
    keywords: ["CPR-nummer", "CPR"],
  },
  {
    key: "no.fodselsnummer", label: "SSN", country: "NO",
    make: (r) => {
      const b = birth(r, 1945, 1999);
      return pad(b.d) + pad(b.m) + pad(b.y % 100) + pad(r.int(0, 499), 3) + r.digits(2);
    },
    valid: std("no.fodselsnummer"),
    variants: [v("bare", asIs, true), v("spaced", spaced([6, 5]), true)],
    keywords: ["fødselsnummer"],
    check: last,
  },
  {
    key: "ch.ssn", label: "SSN", country: "CH",
    make: (r) => "756" + r.digits(10),
    valid: std("ch.ssn"),
    variants: [v("dotted", (c) => `${c.slice(0, 3)}.${c.slice(3, 7)}.${c.slice(7, 11)}.${c.slice(11)}`, true), v("bare", asIs, true)],
    keywords: ["AHV-Nummer", "AHV"],
    check: last,
  },
  {
    key: "at.vnr", label: "SSN", country: "AT",
    make: (r) => {
      const b = birth(r);
      return r.digits(3, true) + r.digits(1) + pad(b.d) + pad(b.m) + pad(b.y % 100);
    },
    valid: std("at.vnr"),
    variants: [v("bare", asIs, false), v("spaced", spaced([4, 6]), false)],
    keywords: ["Sozialversicherungsnummer", "SV-Nummer"],
    check: () => 3,
  },
  {
    key: "be.nn", label: "SSN", country: "BE",
    make: (r) => {
      const b = birth(r, 1945, 1999);
      return pad(b.y % 100) + pad(b.m) + pad(b.d) + pad(r.int(1, 997), 3) + r.digits(2);
    },
    valid: std("be.nn"),
    variants: [v("printed", (c) => `${c.slice(0, 2)}.${c.slice(2, 4)}.${c.slice(4, 6)}-${c.slice(6, 9)}.${c.slice(9)}`, true)],
    keywords: ["rijksregisternummer", "numéro national"],
    check: last,
  },
  {
    key: "ie.pps", label: "SSN", country: "IE",
    make: (r) => r.digits(7) + r.chars("ABCDEFGHIJKLMNOPQRSTUVW", 1) + (r.chance(0.3) ? "A" : ""),
    valid: std("ie.pps"),
    variants: [v("compact", asIs, true)],
    keywords: ["PPS number", "PPSN"],
    check: (c) => (/[A-Z]{2}$/.test(c) ? c.length - 2 : c.length - 1),
  },
  {
    key: "de.idnr", label: "SSN", country: "DE",
    make: deIdnrCandidate,
    valid: std("de.idnr"),
    variants: [v("bare", asIs, true), v("spaced", spaced([2, 3, 3, 3]), true)],
    keywords: ["Steuer-ID", "Steuerliche Identifikationsnummer"],
    check: last,
  },
  {
    key: "de.svnr", label: "SSN", country: "DE",
    make: (r) => {
      const b = birth(r);
      return pad(r.int(2, 89)) + pad(b.d) + pad(b.m) + pad(b.y % 100) + r.chars(UPPER, 1) + pad(r.int(0, 99)) + r.digits(1);
    },
    valid: std("de.svnr"),
    variants: [v("compact", asIs, true), v("spaced", (c) => `${c.slice(0, 2)} ${c.slice(2, 8)} ${c.slice(8, 9)} ${c.slice(9, 11)} ${c.slice(11)}`, true)],
    keywords: ["Rentenversicherungsnummer", "Sozialversicherungsnummer"],
    check: last,
  },
  {
    key: "de.stnr", label: "SSN", country: "DE",
    make: (r) => {
      const layout = r.pick([[3, 3, 5], [2, 3, 5], [3, 4, 4]] as const);
      return layout.map((n, i) => (i === 0 ? r.digits(n, true) : r.digits(n))).join("/");
    },
    valid: std("de.stnr"),
    variants: [v("slashed", asIs, false)],
    keywords: ["Steuernummer", "St.-Nr."],
  },
  {
    key: "es.dni", label: "SSN", country: "ES",
    make: (r) => r.digits(8) + r.chars("TRWAGMYFPDXBNJZSQVHLCKE", 1),
    valid: std("es.dni"),
    variants: [v("compact", asIs, true), v("dashed", (c) => `${c.slice(0, 8)}-${c.slice(8)}`, true)],
    keywords: ["DNI"],
    check: last,
  },
  {
    key: "es.nie", label: "SSN", country: "ES",
    make: (r) => r.pick(["X", "Y", "Z"]) + r.digits(7) + r.chars("TRWAGMYFPDXBNJZSQVHLCKE", 1),
    valid: std("es.nie"),
    variants: [v("compact", asIs, true), v("dashed", (c) => `${c.slice(0, 1)}-${c.slice(1, 8)}-${c.slice(8)}`, true)],
    keywords: ["NIE"],
    check: last,
  },
  {
    key: "es.nss", label: "SSN", country: "ES",
    make: (r) => pad(r.int(1, 52)) + r.digits(8) + r.digits(2),
    valid: std("es.nss"),
    variants: [v("slashed", (c) => `${c.slice(0, 2)}/${c.slice(2, 10)}/${c.slice(10)}`, true), v("bare", asIs, false)],
    keywords: ["número de la Seguridad Social", "NSS"],
    check: last,
  },
  {
    key: "fr.nir", label: "SSN", country: "FR",
    make: (r) => {
      const b = birth(r);
      return r.pick(["1", "2"]) + pad(b.y % 100) + pad(b.m) + pad(r.int(1, 95)) + pad(r.int(1, 989), 3) + pad(r.int(1, 999), 3) + r.digits(2);
    },
    valid: std("fr.nir"),
    variants: [v("bare", asIs, true), v("spaced", spaced([1, 2, 2, 2, 3, 3, 2]), true)],
    keywords: ["numéro de sécurité sociale", "NIR"],
    check: last,
  },
  {
    key: "fr.nif", label: "SSN", country: "FR",
    make: (r) => String(r.int(0, 3)) + r.digits(12),
    valid: std("fr.nif"),
    variants: [v("printed", spaced([2, 2, 3, 3, 3]), true), v("bare", asIs, false)],
    keywords: ["numéro fiscal"],
    check: last,
  },
  {
    key: "it.codicefiscale", label: "SSN", country: "IT",
    make: (r) => {
      const b = birth(r);
      const day = r.chance(0.5) ? b.d : b.d + 40;
      return r.chars("BCDFGHLMNPRSTVZ", 3) + r.chars("AEIOBCDFGLMNRST", 3) + pad(b.y % 100) + "ABCDEHLMPRST"[b.m - 1] + pad(day) + r.chars("ABCDEFGHILM", 1) + r.digits(3) + r.chars(UPPER, 1);
    },
    valid: std("it.codicefiscale"),
    variants: [v("compact", asIs, true)],
    keywords: ["codice fiscale"],
    check: last,
  },
  {
    key: "nl.bsn", label: "SSN", country: "NL",
    make: (r) => r.digits(9, true),
    valid: std("nl.bsn"),
    variants: [v("bare", asIs, false), v("dotted", (c) => `${c.slice(0, 4)}.${c.slice(4, 6)}.${c.slice(6)}`, false)],
    keywords: ["BSN", "burgerservicenummer"],
    check: last,
  },
  {
    key: "pt.cc", label: "SSN", country: "PT",
    make: (r) => r.digits(8) + r.digits(1) + r.chars("ZX", 1) + r.chars("ZY", 1) + r.digits(1),
    valid: std("pt.cc"),
    variants: [v("spaced", (c) => `${c.slice(0, 8)} ${c.slice(8, 9)} ${c.slice(9)}`, true), v("compact", asIs, true)],
    keywords: ["cartão de cidadão"],
    check: last,
  },
  {
    key: "pt.nif", label: "SSN", country: "PT",
    make: (r) => r.pick(["1", "2"]) + r.digits(8),
    valid: std("pt.nif"),
    variants: [v("bare", asIs, false), v("spaced", spaced([3, 3, 3]), false)],
    keywords: ["NIF", "número de contribuinte"],
    check: last,
  },
  // ----- HEALTHCARE_NUMBER -----
  {
    key: "gb.nhs", label: "HEALTHCARE_NUMBER", country: "GB",
    make: (r) => r.digits(10, true),
    valid: nhsValid,
    variants: [v("spaced", spaced([3, 3, 4]), false), v("bare", asIs, false)],
    keywords: ["NHS number", "NHS no"],
    check: last,
  },
  {
    key: "us.mbi", label: "HEALTHCARE_NUMBER", country: "US",
    make: (r) => {
      const L = "ACDEFGHJKMNPQRTUVWXY";
      const A = L + DIGITS;
      return String(r.int(1, 9)) + r.chars(L, 1) + r.chars(A, 1) + r.digits(1) + r.chars(L, 1) + r.chars(A, 1) + r.digits(1) + r.chars(L, 2) + r.digits(2);
    },
    valid: (c) => /^[1-9][AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y\d]\d[AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y\d]\d[AC-HJKMNP-RT-Y]{2}\d{2}$/.test(c),
    variants: [v("dashed", spaced([4, 3, 4], "-"), true), v("compact", asIs, false)],
    keywords: ["Medicare number", "MBI"],
  },
  {
    key: "de.kvnr", label: "HEALTHCARE_NUMBER", country: "DE",
    make: (r) => r.chars(UPPER, 1) + r.digits(9),
    valid: deKvnrValid,
    variants: [v("compact", asIs, true)],
    keywords: ["Krankenversichertennummer", "KVNR"],
    check: last,
  },
  {
    key: "au.medicare", label: "HEALTHCARE_NUMBER", country: "AU",
    make: (r) => String(r.int(2, 6)) + r.digits(8) + String(r.int(1, 9)),
    valid: auMedicareValid,
    variants: [v("printed", spaced([4, 5, 1]), true), v("bare", asIs, false)],
    keywords: ["Medicare card number", "Medicare"],
    check: () => 8,
  },
  // ----- VEHICLE_ID -----
  {
    key: "vin", label: "VEHICLE_ID", country: "US",
    make: (r) => {
      const A = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
      return r.pick(["1", "2", "3", "4", "5"]) + r.chars(A, 7) + r.chars("0123456789X", 1) + r.chars("ABCDEFGHJKLMNPRSTVWXY123456789", 1) + r.chars(A, 2) + r.digits(5);
    },
    valid: vinValid,
    variants: [v("compact", asIs, true)],
    keywords: ["VIN", "vehicle identification number"],
    check: () => 8,
  },
  {
    key: "plate.de", label: "VEHICLE_ID", country: "DE",
    make: (r) => `${r.pick(["B", "M", "HH", "K", "F", "S", "D", "MZ", "KA"])}-${r.chars(UPPER, r.int(1, 2))} ${r.int(1, 9999)}`,
    valid: () => true,
    variants: [v("as-written", asIs, false)],
    keywords: ["Kennzeichen", "amtliches Kennzeichen"],
  },
  {
    key: "plate.fr", label: "VEHICLE_ID", country: "FR",
    make: (r) => `${r.chars("ABCDEFGHJKLMNPRSTVWXYZ", 2)}-${r.digits(3)}-${r.chars("ABCDEFGHJKLMNPRSTVWXYZ", 2)}`,
    valid: (c) => !c.endsWith("-000-") && !/-000-/.test(c),
    variants: [v("as-written", asIs, false)],
    keywords: ["immatriculation", "plaque d'immatriculation"],
  },
  {
    key: "plate.gb", label: "VEHICLE_ID", country: "GB",
    make: (r) => `${r.chars("ABCDEFGHJKLMNOPRSTUVWXY", 2)}${r.pick(["19", "20", "21", "22", "69", "70", "71", "72"])} ${r.chars("ABCDEFGHJKLMNOPRSTUVWXYZ", 3)}`,
    valid: () => true,
    variants: [v("as-written", asIs, false)],
    keywords: ["registration", "licence plate"],
  },
  {
    key: "plate.es", label: "VEHICLE_ID", country: "ES",
    make: (r) => `${r.digits(4)} ${r.chars("BCDFGHJKLMNPRSTVWXYZ", 3)}`,
    valid: () => true,
    variants: [v("as-written", asIs, false)],
    keywords: ["matrícula"],
  },
  {
    key: "plate.it", label: "VEHICLE_ID", country: "IT",
    make: (r) => `${r.chars("ABCDEFGHJKLMNPRSTVWXYZ", 2)} ${r.digits(3)}${r.chars("ABCDEFGHJKLMNPRSTVWXYZ", 2)}`,
    valid: () => true,
    variants: [v("as-written", asIs, false)],
    keywords: ["targa"],
  },
  {
    key: "plate.nl", label: "VEHICLE_ID", country: "NL",
    make: (r) => `${r.digits(2)}-${r.chars("BDFGHJKLNPRSTVXZ", 3)}-${r.digits(1)}`,
    valid: () => true,
    variants: [v("as-written", asIs, false)],
    keywords: ["kenteken"],
  },
  {
    key: "plate.pt", label: "VEHICLE_ID", country: "PT",
    make: (r) => `${r.chars("ABCDEFGHIJKLMNOPQRSTUVWXZ", 2)}-${r.digits(2)}-${r.chars("ABCDEFGHIJKLMNOPQRSTUVWXZ", 2)}`,
    valid: () => true,
    variants: [v("as-written", asIs, false)],
    keywords: ["matrícula"],
  },
  // ----- PASSPORT_NUMBER (keyword only: no distinctive shape, no check digit outside the MRZ) -----
  { key: "passport.us", label: "PASSPORT_NUMBER", country: "US", make: (r) => r.digits(9, true), valid: () => true, variants: [v("compact", asIs, false)], keywords: ["passport number", "passport no."] },
  { key: "passport.gb", label: "PASSPORT_NUMBER", country: "GB", make: (r) => r.digits(9, true), valid: () => true, variants: [v("compact", asIs, false)], keywords: ["passport number"] },
  { key: "passport.ca", label: "PASSPORT_NUMBER", country: "CA", make: (r) => r.chars(UPPER, 2) + r.digits(6), valid: () => true, variants: [v("compact", asIs, false)], keywords: ["passport number", "numéro de passeport"] },
  {
    key: "de.passport", label: "PASSPORT_NUMBER", country: "DE",
    make: (r) => r.chars("CFGHJK", 1) + r.chars("0123456789CFGHJKLMNPRTVWXYZ", 7) + r.digits(1),
    valid: std("de.passport"),
    variants: [v("compact", asIs, false)],
    keywords: ["Reisepassnummer", "Reisepass"],
  },
  { key: "passport.fr", label: "PASSPORT_NUMBER", country: "FR", make: (r) => r.digits(2) + r.chars(UPPER, 2) + r.digits(5), valid: () => true, variants: [v("compact", asIs, false)], keywords: ["numéro de passeport", "passeport"] },
  { key: "passport.es", label: "PASSPORT_NUMBER", country: "ES", make: (r) => r.chars(UPPER, 3) + r.digits(6), valid: () => true, variants: [v("compact", asIs, false)], keywords: ["número de pasaporte", "pasaporte"] },
  { key: "passport.it", label: "PASSPORT_NUMBER", country: "IT", make: (r) => r.chars(UPPER, 2) + r.digits(7), valid: () => true, variants: [v("compact", asIs, false)], keywords: ["numero di passaporto", "passaporto"] },
  { key: "passport.nl", label: "PASSPORT_NUMBER", country: "NL", make: (r) => r.chars("ABCDEFGHIJKLMNPQRSTUVWXYZ", 2) + r.chars("ABCDEFGHIJKLMNPQRSTUVWXYZ0123456789", 6) + r.digits(1), valid: () => true, variants: [v("compact", asIs, false)], keywords: ["paspoortnummer", "paspoort"] },
  // ----- DRIVER_LICENSE -----
  { key: "dl.us", label: "DRIVER_LICENSE", country: "US", make: (r) => r.chars(UPPER, 1) + r.digits(4) + "-" + r.digits(5) + "-" + r.digits(5), valid: () => true, variants: [v("dashed", asIs, false)], keywords: ["driver's license", "DL#"] },
  { key: "dl.us-ca", label: "DRIVER_LICENSE", country: "US", make: (r) => r.chars(UPPER, 1) + r.digits(7), valid: () => true, variants: [v("compact", asIs, false)], keywords: ["driver license number", "driver's license"] },
  {
    key: "dl.gb", label: "DRIVER_LICENSE", country: "GB",
    make: (r) => {
      const surname = r.chars("ABCDEFGHIJKLMNOPRSTUVWY", r.int(3, 5)).padEnd(5, "9");
      const b = birth(r, 1950, 1999);
      const month = b.m + (r.chance(0.5) ? 50 : 0);
      return surname + String(Math.floor((b.y % 100) / 10)) + pad(month) + pad(b.d) + String(b.y % 10) + r.chars(UPPER, 2) + "9" + r.chars(UPPER, 2);
    },
    valid: () => true,
    variants: [v("compact", asIs, true)],
    keywords: ["driving licence number", "driving licence"],
  },
  { key: "dl.de", label: "DRIVER_LICENSE", country: "DE", make: (r) => r.chars("ABCDEFGHJKLMNPRSTUVWXYZ", 1) + r.digits(3) + r.chars("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 5) + r.digits(2), valid: () => true, variants: [v("compact", asIs, false)], keywords: ["Führerscheinnummer", "Führerschein-Nr."] },
  { key: "dl.fr", label: "DRIVER_LICENSE", country: "FR", make: (r) => r.digits(12, true), valid: () => true, variants: [v("compact", asIs, false)], keywords: ["numéro de permis de conduire", "permis de conduire"] },
  { key: "dl.it", label: "DRIVER_LICENSE", country: "IT", make: (r) => r.chars(UPPER, 2) + r.digits(7) + r.chars(UPPER, 1), valid: () => true, variants: [v("compact", asIs, false)], keywords: ["numero patente", "patente di guida"] },
  { key: "dl.nl", label: "DRIVER_LICENSE", country: "NL", make: (r) => r.digits(10, true), valid: () => true, variants: [v("compact", asIs, false)], keywords: ["rijbewijsnummer"] },
  // ----- ORGANIZATION_ID: VAT numbers with their prefix -----
  ...(
    [
      ["de.vat", "DE", (r: Rng) => r.digits(9, true), [v("prefixed", (c) => "DE" + c, true), v("prefixed-space", (c) => "DE " + c, true)], ["USt-IdNr.", "VAT number"]],
      ["at.uid", "AT", (r: Rng) => "U" + r.digits(8), [v("prefixed", (c) => "AT" + c, true)], ["UID-Nummer", "UID"]],
      ["fr.tva", "FR", (r: Rng) => r.digits(2) + r.digits(9, true), [v("prefixed", (c) => "FR" + c, true), v("prefixed-spaced", (c) => `FR ${c.slice(0, 2)} ${c.slice(2, 5)} ${c.slice(5, 8)} ${c.slice(8)}`, true)], ["numéro de TVA", "TVA intracommunautaire"]],
      ["it.iva", "IT", (r: Rng) => r.digits(7) + pad(r.int(1, 100), 3) + r.digits(1), [v("prefixed", (c) => "IT" + c, true)], ["partita IVA", "P.IVA"]],
      ["es.nif", "ES", (r: Rng) => r.chars("ABCDEFGHJNPQRSUVW", 1) + r.digits(7) + r.chars("0123456789ABCDEFGHIJ", 1), [v("prefixed", (c) => "ES" + c, true)], ["NIF-IVA", "VAT number"]],
      ["nl.btw", "NL", (r: Rng) => r.digits(9) + "B" + pad(r.int(1, 99)), [v("prefixed", (c) => "NL" + c, true)], ["btw-nummer", "btw-id"]],
      ["be.vat", "BE", (r: Rng) => "0" + r.digits(9, true), [v("prefixed", (c) => "BE" + c, true), v("enterprise-printed", (c) => `${c.slice(0, 4)}.${c.slice(4, 7)}.${c.slice(7)}`, true)], ["BTW-nummer", "numéro de TVA"]],
      ["pt.nif", "PT", (r: Rng) => r.pick(["5", "6", "9"]) + r.digits(8), [v("prefixed", (c) => "PT" + c, true)], ["NIF", "número de IVA"]],
      ["gb.vat", "GB", (r: Rng) => r.digits(9, true), [v("prefixed", (c) => "GB" + c, true), v("prefixed-spaced", (c) => `GB ${c.slice(0, 3)} ${c.slice(3, 7)} ${c.slice(7)}`, true)], ["VAT reg no", "VAT number"]],
      ["ie.vat", "IE", (r: Rng) => r.digits(7) + r.chars("ABCDEFGHIJKLMNOPQRSTUVW", 1), [v("prefixed", (c) => "IE" + c, true)], ["VAT number", "VAT no"]],
      ["pl.nip", "PL", (r: Rng) => r.digits(10, true), [v("prefixed", (c) => "PL" + c, true)], ["NIP", "VAT number"]],
      ["fi.alv", "FI", (r: Rng) => r.digits(8), [v("prefixed", (c) => "FI" + c, true)], ["ALV-numero", "VAT number"]],
      ["se.vat", "SE", (r: Rng) => r.digits(2, true) + String(r.int(2, 9)) + r.digits(7) + "01", [v("prefixed", (c) => "SE" + c, true)], ["momsnummer", "VAT number"]],
      ["dk.cvr", "DK", (r: Rng) => r.digits(8, true), [v("prefixed", (c) => "DK" + c, true), v("bare", asIs, false)], ["CVR-nummer", "CVR"]],
    ] as const
  ).map(([key, country, make, variants, keywords]): IdFormat => {
    const validate = std(key);
    return {
      key, label: "ORGANIZATION_ID", country, make, valid: validate, variants: [...variants], keywords: [...keywords],
      check: key === "nl.btw" ? () => 8 : key === "se.vat" ? () => 9 : last,
    };
  }),
  // ----- ORGANIZATION_ID: other company and business numbers -----
  { key: "ch.uid", label: "ORGANIZATION_ID", country: "CH", make: (r) => "CHE" + r.digits(9, true), valid: std("ch.uid"), variants: [v("printed", (c) => `CHE-${c.slice(3, 6)}.${c.slice(6, 9)}.${c.slice(9)}`, true), v("printed-mwst", (c) => `CHE-${c.slice(3, 6)}.${c.slice(6, 9)}.${c.slice(9)} MWST`, true)], keywords: ["UID", "Unternehmens-Identifikationsnummer"], check: last },
  { key: "no.mva", label: "ORGANIZATION_ID", country: "NO", make: (r) => r.pick(["8", "9"]) + r.digits(8), valid: std("no.orgnr"), variants: [v("mva", (c) => `NO ${c} MVA`, true), v("bare", asIs, false)], keywords: ["organisasjonsnummer", "org.nr."], check: last },
  { key: "fr.siret", label: "ORGANIZATION_ID", country: "FR", make: (r) => r.digits(9, true) + r.digits(5), valid: std("fr.siret"), variants: [v("printed", spaced([3, 3, 3, 5]), true)], keywords: ["SIRET", "n° SIRET"], check: last },
  { key: "fr.siren", label: "ORGANIZATION_ID", country: "FR", make: (r) => r.digits(9, true), valid: std("fr.siren"), variants: [v("printed", spaced([3, 3, 3]), false), v("bare", asIs, false)], keywords: ["SIREN", "RCS"], check: last },
  { key: "es.cif", label: "ORGANIZATION_ID", country: "ES", make: (r) => r.chars("ABCDEFGHJUV", 1) + r.digits(7) + r.digits(1), valid: std("es.cif"), variants: [v("compact", asIs, true)], keywords: ["CIF"], check: last },
  { key: "se.orgnr", label: "ORGANIZATION_ID", country: "SE", make: (r) => r.digits(2, true) + String(r.int(2, 9)) + r.digits(7), valid: std("se.orgnr"), variants: [v("dashed", spaced([6, 4], "-"), true)], keywords: ["organisationsnummer", "org.nr"], check: last },
  { key: "fi.ytunnus", label: "ORGANIZATION_ID", country: "FI", make: (r) => r.digits(8, true), valid: std("fi.ytunnus"), variants: [v("dashed", spaced([7, 1], "-"), true)], keywords: ["Y-tunnus"], check: last },
  { key: "ca.bn", label: "ORGANIZATION_ID", country: "CA", make: (r) => r.digits(9, true) + "RT" + pad(r.int(1, 3), 4), valid: std("ca.bn"), variants: [v("compact", asIs, true)], keywords: ["business number", "BN"], check: () => 8 },
  { key: "au.abn", label: "ORGANIZATION_ID", country: "AU", make: (r) => r.digits(11, true), valid: std("au.abn"), variants: [v("printed", spaced([2, 3, 3, 3]), true), v("bare", asIs, false)], keywords: ["ABN", "Australian Business Number"], check: () => 1 },
  { key: "au.acn", label: "ORGANIZATION_ID", country: "AU", make: (r) => r.digits(9), valid: std("au.acn"), variants: [v("printed", spaced([3, 3, 3]), false)], keywords: ["ACN", "Australian Company Number"], check: last },
  { key: "sg.uen", label: "ORGANIZATION_ID", country: "SG", make: (r) => String(r.int(1990, 2023)) + r.digits(5) + r.chars(UPPER, 1), valid: std("sg.uen"), variants: [v("compact", asIs, true)], keywords: ["UEN", "Unique Entity Number"], check: last },
  { key: "in.gstin", label: "ORGANIZATION_ID", country: "IN", make: (r) => pad(r.int(1, 37)) + r.chars(UPPER, 3) + r.pick(["C", "F", "H", "T"]) + r.chars(UPPER, 1) + r.digits(4) + r.chars(UPPER, 1) + String(r.int(1, 9)) + "Z" + r.chars(UPPER + DIGITS, 1), valid: std("in.gstin"), variants: [v("compact", asIs, true)], keywords: ["GSTIN"], check: last },
  { key: "in.pan-org", label: "ORGANIZATION_ID", country: "IN", make: (r) => r.chars(UPPER, 3) + r.pick(["C", "F", "H", "T"]) + r.chars(UPPER, 1) + r.digits(4) + r.chars(UPPER, 1), valid: std("in.pan"), variants: [v("compact", asIs, true)], keywords: ["PAN"] },
  { key: "us.ein", label: "ORGANIZATION_ID", country: "US", make: (r) => r.pick(["12", "20", "27", "36", "45", "54", "81", "94"]) + r.digits(7), valid: std("us.ein"), variants: [v("dashed", spaced([2, 7], "-"), false)], keywords: ["EIN", "employer identification number"] },
  { key: "de.handelsregister", label: "ORGANIZATION_ID", country: "DE", make: (r) => r.pick(["HRB", "HRA"]) + " " + String(r.int(100, 299999)), valid: () => true, variants: [v("as-written", asIs, true)], keywords: ["Handelsregister", "Amtsgericht"] },
  { key: "at.firmenbuch", label: "ORGANIZATION_ID", country: "AT", make: (r) => `FN ${r.int(1000, 599999)}${r.chars("abcdefghikmpstvwxyz", 1)}`, valid: () => true, variants: [v("as-written", asIs, true)], keywords: ["Firmenbuchnummer", "Firmenbuch"] },
  { key: "nl.kvk", label: "ORGANIZATION_ID", country: "NL", make: (r) => r.digits(8, true), valid: () => true, variants: [v("bare", asIs, false)], keywords: ["KvK-nummer", "KvK"] },
  { key: "gb.company", label: "ORGANIZATION_ID", country: "GB", make: (r) => (r.chance(0.3) ? r.pick(["SC", "NI", "OC"]) + r.digits(6) : pad(r.int(1, 14999999), 8)), valid: () => true, variants: [v("bare", asIs, false)], keywords: ["company number", "registered in England and Wales no."] },
  { key: "ie.cro", label: "ORGANIZATION_ID", country: "IE", make: (r) => String(r.int(10000, 799999)), valid: () => true, variants: [v("bare", asIs, false)], keywords: ["CRO number", "CRO"] },
  { key: "pl.regon", label: "ORGANIZATION_ID", country: "PL", make: (r) => r.digits(9, true), valid: std("pl.regon"), variants: [v("bare", asIs, false)], keywords: ["REGON"], check: last },
  { key: "pl.krs", label: "ORGANIZATION_ID", country: "PL", make: (r) => "0000" + r.digits(6, true), valid: () => true, variants: [v("bare", asIs, false)], keywords: ["KRS"] },
  { key: "pt.nipc", label: "ORGANIZATION_ID", country: "PT", make: (r) => r.pick(["5", "6"]) + r.digits(8), valid: std("pt.nipc"), variants: [v("bare", asIs, false)], keywords: ["NIPC"], check: last },
];

/** A valid value of the format, in compact form. */
export function validValue(f: IdFormat, r: Rng): string {
  for (let i = 0; i < 200_000; i++) {
    const c = f.make(r);
    if (f.valid(c)) return c;
  }
  throw new Error(`no valid ${f.key} value in 200000 draws`);
}

/** A look-alike whose check character is wrong (undefined when the format has no check). */
export function invalidValue(f: IdFormat, r: Rng): string | undefined {
  if (!f.check) return undefined;
  const good = validValue(f, r);
  const at = f.check(good);
  const was = good[at]!;
  const alphabet = /\d/.test(was) ? DIGITS : UPPER;
  for (const ch of r.shuffle(alphabet.split(""))) {
    if (ch === was) continue;
    const bad = good.slice(0, at) + ch + good.slice(at + 1);
    if (!f.valid(bad)) return bad;
  }
  return undefined;
}
