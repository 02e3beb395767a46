/**
 * Bank account numbers.
 *
 * IBAN: country code + 2 check digits + BBAN, compact or printed in groups of four (separated by
 * spaces or by hyphens, the same throughout: DE89-3704-0044-0532-0130-00); its length is
 * the country's (ibantools' country specifications), so the match never runs into a following
 * word. Validated with ibantools.isValidIBAN (mod-97 plus the country's BBAN format): valid ->
 * 0.98; invalid -> kept only after the word "IBAN", or in groups after account words ("Konto",
 * "account"...) (0.6, iban_mod97 invalid). IBANs typed in
 * lower (or mixed) case score 0.9 after the word "IBAN" (invalid 0.6), 0.8 without it when valid
 * and printed in groups or title-cased ("de89 3704 0044 ...", "Fr7630006000011234567890189"), 0.7
 * when valid, compact and all lower case ("at695661016073920488" in a lower-cased chat or log line;
 * a mixed-case compact run still needs the word). formatted: the
 * electronic form (no spaces, upper case).
 *
 * Domestic account numbers (6-17 digits, optionally grouped by hyphens or spaces) only after
 * bank-account words: "bank account", "acct", "a/c", "Kontonummer", "numéro de compte",
 * "número de cuenta"... The plain words "account"/"account number" need bank words nearby
 * ("bank", "sort code", "routing", "IBAN", "checking"...); otherwise they are left to the
 * account-number detector (customer accounts). "acc" alone takes 8 digits (a UK account) or any
 * such number with a sort code near. formatted: the digits.
 *
 * Without keywords: a French RIB with a valid key, a Spanish CCC with valid control digits, a
 * Portuguese NIB with valid control digits printed in its own layout.
 */
import { getCountrySpecifications, isValidIBAN } from "ibantools";
import type { Candidate, DetectContext, Detector } from "../types.js";
import { checksumCandidate } from "./checksum.js";
import { contextWords, hasContext, matchAll } from "./context.js";
import { countDigits, keywordRegex, valuesAfterKeywords } from "./keyword-value.js";

/**
 * Where an IBAN may start: its country code not glued to a letter before it. A digit or "_" may
 * stand there ("?31DE89..." in an MT940 ":86:" field, "IBAN_DE89..." as a key): the check digits
 * and the country's length decide, as for any other IBAN.
 */
const IBAN_START = /(?<![A-Za-z])([A-Za-z]{2})\d{2}(?=[ .-]?[A-Za-z0-9])/g;
/** The length of an IBAN of each country (spoken-id.ts reads IBANs read out with it). */
export const COUNTRY_LENGTH: ReadonlyMap<string, number> = new Map(
  Object.entries(getCountrySpecifications())
    .filter(([, spec]) => typeof spec.chars === "number" && spec.chars > 0)
    .map(([cc, spec]) => [cc, spec.chars as number]),
);
const SCORE_VALID = 0.98;
const SCORE_VALID_LOWER_CASE = 0.9;
const SCORE_VALID_LOWER_CASE_BARE = 0.8;
const SCORE_VALID_LOWER_COMPACT_BARE = 0.7;
const IBAN_WORDS = contextWords(["iban", "international bank account number", "iban number", "iban no"]);
/** Words that name a bank account: an IBAN-shaped value that fails its check is kept after them too. */
const ACCOUNT_WORDS = contextWords([
  "iban", "account", "bank account", "acct", "konto", "kontonummer", "bankverbindung", "compte", "rib", "cuenta",
  "rekening", "rekeningnummer", "conto", "conta", "bank",
]);

/** Keywords that name a bank account on their own. */
const BANK_KEYWORDS = keywordRegex([
  "bank account", "bank account number", "bank account no", "bank acct", "bank acc", "bank acc.", "acct", "acct no", "acct #",
  "acct#", "a/c", "a/c no", "checking account", "savings account", "current account",
  "beneficiary account", "deposit account", "kontonummer", "konto-nr", "konto-nr.", "kto-nr", "konto",
  "bankkonto", "numéro de compte", "compte bancaire", "compte", "no de compte", "número de cuenta",
  "cuenta bancaria", "cuenta", "numero di conto", "conto corrente", "rekeningnummer",
  // Italian and Portuguese statements and transfer slips: "Conto n. 000001827364", "Conta ordenante: 45127390805"
  "conto", "c/c", "conta", "conta corrente", "conta à ordem", "conta ordenante", "número de conta", "numero de conta",
]);
/**
 * "acc" alone, as a UK payee is written ("sort code 20-00-00 acc 55779911"): an abbreviation of
 * many words, so its value is an account only as a UK account (8 digits) or with a sort code near
 * (seventh exploratory test, F21: left in clear beside the redacted sort code).
 */
const ACC_KEYWORDS = keywordRegex(["acc", "acc."]);
const SORT_CODE_NEAR = contextWords(["sort code", "sort-code", "sortcode"]);
const UK_ACCOUNT = /^\d{8}$/;
/** Generic account words: a bank account only when bank words are near. */
const GENERIC_KEYWORDS = keywordRegex(["account", "account number", "account no", "account #", "account#", "acc no", "acc. no", "acc number", "acc #"]);
const BANK_WORDS = contextWords([
  "bank", "banking", "sort code", "sort-code", "routing", "aba", "iban", "swift", "bic", "checking",
  "savings", "wire", "direct deposit", "deposit", "transfer", "beneficiary", "branch", "bsb", "blz", "transit",
]);
const SORT_CODE_WORDS = contextWords([
  "sort code", "sort-code", "sortcode",
  // a UK statement line or payee field writes the pair without naming the sort code
  // ("TFR TO 30-99-50 12345678", "Bank: 30-99-50 12345678"; left in clear before)
  "bank", "tfr", "transfer", "payee", "beneficiary", "bacs", "faster payment", "standing order",
]);

/**
 * 6-17 digits, optionally in groups (2+ digits each) joined by one hyphen or space, and a check
 * digit after a last hyphen (Brazil's "conta corrente 12345-6"); or a French account number of 11
 * letters and digits, 8 digits at least ("n° de compte 0500013M026"). Fifth exploratory test: both
 * were left in clear after their words, as was a New Zealand "Bank acc: 12-3456-0123456-00".
 */
const DOMESTIC = /(?:\d{2,}(?:[ -]\d{2,}){0,4}(?:-[\dXx])?|(?=(?:[A-Z]*\d){8})[0-9A-Z]{11})(?![\p{L}\p{N}]|[.,\-/]\d)/uy;
/** UK "12-34-56 12345678": the 8-digit account after a sort code. */
const SORT_CODE_ACCOUNT = /(?<![\d\-])\d{2}-\d{2}-\d{2}[ ,;/]+(\d{8})(?![\d]|[.,\-/]\d)/g;

/**
 * A French RIB: bank (5 digits), branch (5), account (11 letters and digits), key (2), as
 * written on a relevé d'identité bancaire ("30004 00550 00012345678 25"); its key check makes it
 * distinctive without a keyword.
 */
const RIB_WORDS = contextWords(["rib", "relevé d'identité bancaire", "releve d'identite bancaire", "coordonnées bancaires"]);
const RIB = /(?<![\p{L}\p{N}])(\d{5}) ?(\d{5}) ?([0-9A-Za-z]{11}) ?(\d{2})(?![\p{L}\p{N}])/gu;

/** The RIB key: 97 - (89 x bank + 15 x branch + 3 x account) mod 97, letters of the account as digits. */
export function ribKeyValid(bank: string, branch: string, account: string, key: string): boolean {
  const digits = account.toUpperCase().replace(/[A-Z]/g, (c) => String("12345678912345678923456789".charAt(c.charCodeAt(0) - 65)));
  const mod = (s: string): number => [...s].reduce((r, d) => (r * 10 + Number(d)) % 97, 0);
  const sum = (89 * mod(bank) + 15 * mod(branch) + 3 * mod(digits)) % 97;
  return 97 - sum === Number(key);
}

/**
 * A Spanish CCC (código cuenta cliente, the domestic account inside an ES IBAN): bank (4 digits),
 * branch (4), two control digits, account (10), written 4-4-2-10 ("2100-0418-45-0200051332"),
 * compact, or in five groups of four as IBANs are ("2100 0418 4502 0005 1332"). It has 20 digits,
 * more than the domestic reading after keywords takes, so it was left in clear even after
 * "número de cuenta" (exploratory test, 2026-11-29). Taken when both control digits hold, which
 * makes it as distinctive as a RIB with its key.
 */
const CCC = /(?<![\p{L}\p{N}]|[.,\-/]\d)(?:\d{4}([ -]?)\d{4}\1\d{2}\1\d{10}|\d{4}([ -])\d{4}\2\d{4}\2\d{4}\2\d{4})(?![\p{L}\p{N}]|[.,\-/]\d)/gu;
const CCC_WEIGHTS = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];

/** Both control digits of a 20-digit CCC: one over "00" + bank + branch, one over the account. */
export function cccValid(digits: string): boolean {
  if (!/^\d{20}$/.test(digits)) return false;
  const control = (ten: string): number => {
    const d = 11 - ([...ten].reduce((sum, c, i) => sum + Number(c) * CCC_WEIGHTS[i]!, 0) % 11);
    return d === 11 ? 0 : d === 10 ? 1 : d;
  };
  return control(`00${digits.slice(0, 8)}`) === Number(digits[8]) && control(digits.slice(10)) === Number(digits[9]);
}

/**
 * A Portuguese NIB (número de identificação bancária, the domestic account inside a PT IBAN):
 * bank (4 digits), branch (4), account (11), two control digits that make the whole number 1
 * modulo 97. Written in its layout, 4-4-11-2 with one separator ("0002.0123.12345678901.54",
 * "0002 0123 12345678901 54"), in groups of four as IBANs are ("0002 0123 1234 5678 9015 4"), or
 * compact. One number in 97 passes the check: the compact and grouped forms count only after
 * the word NIB (or an account word), the 4-4-11-2 layout on its own; right after "NIB" a failed
 * check is kept too (0.6, invalid).
 */
const NIB = /(?<![\p{L}\p{N}]|[.,\-/]\d)(?:\d{4}([ .-])\d{4}\1\d{11}\1\d{2}|\d{4}( )\d{4}\2\d{4}\2\d{4}\2\d{4}\2\d|\d{21})(?![\p{L}\p{N}]|[.,\-/]\d)/gu;
/** Right after the word itself, a NIB whose control digits fail is still one (a typo), as an IBAN after "IBAN". */
const NIB_WORD = contextWords(["nib"]);
const NIB_WORDS = contextWords(["nib", "número de identificação bancária", "numero de identificacao bancaria", "conta", "conta bancária", "iban", "account", "bank account"]);

/** The control digits of a 21-digit NIB: the number is 1 modulo 97 (as in the IBAN that holds it). */
export function nibValid(digits: string): boolean {
  if (!/^\d{21}$/.test(digits)) return false;
  let rest = 0;
  for (const c of digits) rest = (rest * 10 + (c.charCodeAt(0) - 48)) % 97;
  return rest === 1;
}

export const bankAccountDetector: Detector = {
  name: "bank-account",
  types: ["BANK_ACCOUNT"],
  detect(ctx: DetectContext): Candidate[] {
    const out: Candidate[] = [];
    findIbans(ctx, out);
    findIrregularlyGroupedIbans(ctx, out);
    const taken = (s: number, e: number) => out.some((c) => c.start < e && s < c.end);
    const domestic = (start: number, end: number, score: number) => {
      const digits = ctx.text.slice(start, end).replace(/\D/g, "");
      if (digits.length < 6 || digits.length > 17 || taken(start, end)) return;
      out.push({ start, end, label: "BANK_ACCOUNT", score, formatted: ctx.text.slice(start, end).replace(/[ -]/g, "").toUpperCase(), source: "bank-account" });
    };
    for (const m of matchAll(ctx.text, CCC)) {
      const digits = m[0].replace(/\D/g, "");
      const end = m.index + m[0].length;
      // the BBAN of an IBAN whose own check failed is the IBAN reading's to judge (it keeps one only after "IBAN")
      if (!cccValid(digits) || taken(m.index, end) || /[A-Za-z]{2}\d{2}[ -]?$/.test(ctx.text.slice(Math.max(0, m.index - 5), m.index))) continue;
      out.push({
        start: m.index, end, label: "BANK_ACCOUNT", score: 0.85, formatted: digits,
        validations: [{ provider: "ccc_control_digits", status: "valid" }], source: "bank-account",
      });
    }
    for (const m of matchAll(ctx.text, NIB)) {
      const digits = m[0].replace(/\D/g, "");
      const end = m.index + m[0].length;
      const layout = m[1] !== undefined;
      if (taken(m.index, end) || /[A-Za-z]{2}\d{2}[ -]?$/.test(ctx.text.slice(Math.max(0, m.index - 5), m.index))) continue;
      const valid = nibValid(digits);
      if (!valid && !hasContext(ctx, m.index, end, NIB_WORD, 16, 0)) continue;
      if (valid && !layout && !hasContext(ctx, m.index, end, NIB_WORDS, 32, 0)) continue;
      out.push({
        start: m.index, end, label: "BANK_ACCOUNT", score: valid ? 0.85 : 0.6, formatted: digits,
        validations: [{ provider: "nib_control_digits", status: valid ? "valid" : "invalid" }], source: "bank-account",
      });
    }
    for (const v of valuesAfterKeywords(ctx, BANK_KEYWORDS, DOMESTIC, 16)) domestic(v.start, v.end, 0.8);
    for (const v of valuesAfterKeywords(ctx, GENERIC_KEYWORDS, DOMESTIC, 16)) {
      if (hasContext(ctx, v.keywordStart, v.end, BANK_WORDS, 64, 32)) domestic(v.start, v.end, 0.8);
    }
    for (const v of valuesAfterKeywords(ctx, ACC_KEYWORDS, DOMESTIC, 8)) {
      if (UK_ACCOUNT.test(ctx.text.slice(v.start, v.end)) || hasContext(ctx, v.keywordStart, v.end, SORT_CODE_NEAR, 64, 32)) domestic(v.start, v.end, 0.8);
    }
    for (const m of matchAll(ctx.text, RIB)) {
      const [bank, branch, account, key] = [m[1]!, m[2]!, m[3]!, m[4]!];
      const end = m.index + m[0].length;
      const valid = ribKeyValid(bank, branch, account, key);
      // a wrong key only right after the word RIB (a typo in a RIB is still a RIB)
      if ((!valid && !hasContext(ctx, m.index, end, RIB_WORDS, 24, 0)) || taken(m.index, end)) continue;
      out.push({
        start: m.index, end, label: "BANK_ACCOUNT", score: valid ? 0.85 : 0.6, formatted: `${bank}${branch}${account}${key}`.toUpperCase(),
        validations: [{ provider: "rib_key", status: valid ? "valid" : "invalid" }], source: "bank-account",
      });
    }
    for (const m of matchAll(ctx.text, SORT_CODE_ACCOUNT)) {
      if (!hasContext(ctx, m.index, m.index + m[0].length, SORT_CODE_WORDS, 32, 0)) continue;
      const end = m.index + m[0].length;
      domestic(end - 8, end, 0.85);
    }
    return out.sort((a, b) => a.start - b.start);
  },
};

/**
 * An IBAN printed in its country's own grouping, not in fours: the Italian CIN/ABI/CAB/account
 * layout ("IT 75 X 03069 09606 100000063115", a space inside the country code and check digits
 * too), threes ("DE89 370 400 440 532 013 000"). Fifth exploratory test: both were left in clear
 * after "Codice IBAN:" and "Bankverbindung:". Any single spaces between the characters, upper case;
 * taken only when the check passes (mod 97 and the country's BBAN layout) and an IBAN or account
 * word stands before it, where a run of spaced numbers could be anything else.
 */
const SPACED_IBAN_START = /(?<![A-Za-z0-9])([A-Z]{2}) ?\d{2} (?=[A-Z0-9])/g;

function findIrregularlyGroupedIbans(ctx: DetectContext, out: Candidate[]): void {
  const { text } = ctx;
  for (const m of matchAll(text, SPACED_IBAN_START)) {
    const length = COUNTRY_LENGTH.get(m[1]!);
    if (!length) continue;
    let i = m.index;
    let count = 0;
    while (count < length && i < text.length) {
      const c = text.charCodeAt(i);
      if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90)) {
        count++;
        i++;
      } else if (c === 32 && count > 0 && /[A-Z0-9]/.test(text[i + 1] ?? "")) i++;
      else break;
    }
    // a digit group right after: a longer run of numbers, not this IBAN
    if (count !== length || /[A-Za-z0-9]/.test(text[i] ?? "") || /^ \d/.test(text.slice(i, i + 2))) continue;
    const start = m.index;
    if (out.some((c) => c.start < i && start < c.end)) continue;
    const electronic = text.slice(start, i).replace(/ /g, "");
    if (!isValidIBAN(electronic)) continue;
    if (!hasContext(ctx, start, i, IBAN_WORDS, 32, 0) && !hasContext(ctx, start, i, ACCOUNT_WORDS, 32, 0)) continue;
    out.push({
      start,
      end: i,
      label: "BANK_ACCOUNT",
      score: SCORE_VALID,
      formatted: electronic,
      validations: [{ provider: "iban_mod97", status: "valid" }],
      source: "bank-account",
    });
  }
}

function findIbans(ctx: DetectContext, out: Candidate[]): void {
  const { text } = ctx;
  for (const m of matchAll(text, IBAN_START)) {
    const length = COUNTRY_LENGTH.get(m[1]!.toUpperCase());
    if (!length) continue;
    const start = m.index;
    let i = start + 4;
    let count = 4;
    // Collect the country's number of characters; a single space, hyphen or dot (the same one
    // throughout; dots in some Italian and Swiss forms, "DE89.3704.0044...") may sit only between groups of 4. One line break may stand for a space there:
    // a mail client or a PDF's text wraps a long line inside a spaced IBAN ("DE89 3704 0044" /
    // "0532 0130 00" was left in clear, third exploratory test), inside a group too, where a scan's
    // text broke it ("DE35 5001 0517 54" / "37 8122 90", eval:realistic); such a value counts only
    // when its check passes.
    let separator = -1;
    let wrapped = false;
    while (count < length && i < text.length) {
      const c = text.charCodeAt(i);
      const alnum = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
      const lineBreak = c === 10 ? 1 : c === 13 && text.charCodeAt(i + 1) === 10 ? 2 : 0;
      if (alnum) {
        count++;
        i++;
      } else if ((c === 32 || c === 45 || c === 46) && (separator === -1 || c === separator) && count % 4 === 0 && /[A-Za-z0-9]/.test(text[i + 1] ?? "")) {
        separator = c;
        i++;
      } else if (lineBreak > 0 && !wrapped && separator === 32 && /[A-Za-z0-9]/.test(text[i + lineBreak] ?? "")) {
        wrapped = true;
        i += lineBreak;
      } else break;
    }
    if (count !== length || /[A-Za-z0-9]/.test(text[i] ?? "") || (/[-.]/.test(text[i] ?? "") && /[A-Za-z0-9]/.test(text[i + 1] ?? ""))) continue;
    const raw = text.slice(start, i);
    const electronic = raw.replace(/[\s.-]/g, "").toUpperCase();
    if (countDigits(electronic) < 6) continue;
    const valid = isValidIBAN(electronic);
    if (wrapped && !valid) continue;
    const lowerCase = /[a-z]/.test(raw);
    // A failed check is kept after account words when printed as an IBAN (upper case, in groups).
    const context =
      (!valid || lowerCase) &&
      (hasContext(ctx, start, i, IBAN_WORDS, 32, 0) ||
        (!valid && !lowerCase && separator !== -1 && hasContext(ctx, start, i, ACCOUNT_WORDS, 32, 0)));
    // lower or mixed case without the word "IBAN": valid, and printed as an IBAN (in groups, "de89
    // 3704 ...", or title-cased, "Fr76..." in a title-cased text), at a lower score
    // a compact all-lower-case run (a lower-cased chat or log line) is taken when valid, lower still:
    // the country's length and BBAN layout plus the mod-97 check leave few look-alikes
    const printed = separator !== -1 || /^[A-Z][a-z]/.test(raw);
    const compactLower = separator === -1 && raw === raw.toLowerCase();
    if (lowerCase && !context && (!valid || !(printed || compactLower))) continue;
    const candidate = checksumCandidate({
      start,
      end: i,
      label: "BANK_ACCOUNT",
      source: "bank-account",
      formatted: electronic,
      provider: "iban_mod97",
      valid,
      validScore: lowerCase
        ? context
          ? SCORE_VALID_LOWER_CASE
          : printed
            ? SCORE_VALID_LOWER_CASE_BARE
            : SCORE_VALID_LOWER_COMPACT_BARE
        : SCORE_VALID,
      keepInvalid: context,
    });
    if (!candidate) continue;
    out.push(candidate);
    IBAN_START.lastIndex = i;
  }
}
