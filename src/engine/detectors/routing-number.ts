/**
 * Bank routing numbers.
 *
 * US ABA routing transit numbers: 9 digits, first two in 00-12, 21-32, 61-72 or 80, and the
 * checksum 3*(d1+d4+d7) + 7*(d2+d5+d8) + (d3+d6+d9) = 0 mod 10. A bare valid 9-digit number is as
 * likely an SSN or any other id, so routing words are REQUIRED ("routing", "ABA", "RTN",
 * "transit"). A failed checksum is kept (score 0.6, aba_checksum invalid) only next to the
 * strong words "routing number"/"ABA"/"RTN".
 *
 * UK sort codes (12-34-56) after "sort code" are routing numbers too (formatted as written), and so
 * are, after their keyword, a sort code without separators, an Australian BSB, a German or
 * Austrian Bankleitzahl and a Canadian transit number (5 digits).
 *
 * A BIC (SWIFT code) after its keyword ("BIC BYLADEM1ROS", "SWIFT: DEUTDEFF500", "Code BIC"): the
 * bank's international routing code, checked by ibantools' isValidBIC (8 or 11 characters, a
 * country code in place). Beside an IBAN on an invoice or a letterhead, the model had read
 * "BYLADEM" as a name or a street and left "1ROS" in clear (sixth exploratory test).
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { checksumCandidate } from "./checksum.js";
import { contextWords, hasContext, matchAll } from "./context.js";
import { keywordRegex, valuesAfterKeywords } from "./keyword-value.js";
import { isValidBIC } from "ibantools";

const NINE_DIGITS = /(?<![\d\-./])\d{9}(?![\d]|[\-./]\d)/g;
const SORT_CODE = /(?<![\d\-./])\d{2}([- ])\d{2}\1\d{2}(?![\d]|[\-./]\d)/g;

const ROUTING_WORDS = contextWords([
  "routing", "routing number", "routing no", "routing #", "aba", "aba number", "aba routing", "rtn",
  "transit", "transit number", "routing transit number", "ach routing", "wire routing", "bank routing",
  // an OFX statement's bank: a US bank's ABA number (seventh exploratory test)
  "bankid",
]);
const STRONG_ROUTING_WORDS = contextWords(["routing number", "routing no", "routing #", "routing", "aba", "rtn"]);
const SORT_CODE_WORDS = contextWords(["sort code", "sort-code", "sortcode", "bank sort code"]);
/**
 * National bank and branch codes after their keyword: a UK sort code written without separators
 * ("sort code: 200000"), an Australian BSB ("BSB 062-000"), a German or Austrian Bankleitzahl
 * ("BLZ 37040044"). Each names the bank and branch of an account, as an ABA number does.
 */
const BANK_CODE_KEYWORDS = keywordRegex(["sort code", "sort-code", "sortcode", "bsb", "bsb number", "bsb no", "blz", "bankleitzahl", "transit", "transit number", "transit no"]);
const BANK_CODE_VALUE = /(?:\d{3}[- ]?\d{3}|\d{5}(?:\d{3})?)(?![\p{L}\p{N}]|[.,\-/]\d)/uy;

/**
 * A bank branch's code after its word: Brazil's agência (4 digits and an optional check digit,
 * "agência 0341", "Agencia: 1234-5"), France's code banque and code guichet, Italy's ABI and CAB
 * (5 digits each). With the account number they make the account's full bank details (a RIB, the
 * Italian BBAN): the fifth exploratory test left them in clear beside the redacted account.
 */
const BRANCH_KEYWORDS = keywordRegex([
  "ag\u00eancia", "agencia", "c\u00f3digo da ag\u00eancia", "codigo da agencia", "code banque", "code guichet", "guichet",
  "abi", "cab", "cod. abi", "cod. cab", "codice abi", "codice cab",
]);
const BRANCH_VALUE = /\d{4,5}(?:-[\dxX])?(?![\p{L}\p{N}]|[.,\-/]\d)/uy;

const BIC_KEYWORDS = keywordRegex(["bic", "swift", "swift code", "swift/bic", "bic/swift", "bic code", "code bic", "código bic", "codice bic", "bic-code", "swift-code"]);
const BIC_VALUE = /[A-Za-z]{6}[A-Za-z0-9]{2}(?:[A-Za-z0-9]{3})?(?![\p{L}\p{N}])/uy;

/** Valid first two digits: Federal Reserve districts, thrifts, electronic and traveller's cheques. */
function abaPrefixValid(digits: string): boolean {
  const p = Number(digits.slice(0, 2));
  return p <= 12 || (p >= 21 && p <= 32) || (p >= 61 && p <= 72) || p === 80;
}

export function abaChecksumValid(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0 && abaPrefixValid(digits);
}

export const routingNumberDetector: Detector = {
  name: "routing-number",
  types: ["ROUTING_NUMBER"],
  detect(ctx: DetectContext): Candidate[] {
    const out: Candidate[] = [];
    for (const m of matchAll(ctx.text, NINE_DIGITS)) {
      const start = m.index;
      const end = start + 9;
      if (!hasContext(ctx, start, end, ROUTING_WORDS, 48, 16)) continue;
      const valid = abaChecksumValid(m[0]);
      const candidate = checksumCandidate({
        start,
        end,
        label: "ROUTING_NUMBER",
        source: "routing-number",
        formatted: m[0],
        provider: "aba_checksum",
        valid,
        validScore: 0.9,
        keepInvalid: !valid && hasContext(ctx, start, end, STRONG_ROUTING_WORDS, 32, 0),
      });
      if (candidate) out.push(candidate);
    }
    for (const m of matchAll(ctx.text, SORT_CODE)) {
      const start = m.index;
      const end = start + m[0].length;
      if (!hasContext(ctx, start, end, SORT_CODE_WORDS, 32, 0)) continue;
      out.push({
        start,
        end,
        label: "ROUTING_NUMBER",
        score: 0.85,
        formatted: m[0].replace(/ /g, "-"),
        source: "routing-number",
      });
    }
    for (const v of valuesAfterKeywords(ctx, BANK_CODE_KEYWORDS, BANK_CODE_VALUE, 8)) {
      if (out.some((c) => c.start < v.end && v.start < c.end)) continue;
      const value = ctx.text.slice(v.start, v.end);
      const digits = value.replace(/\D/g, "");
      // a BLZ has 8 digits (5 in Austria), a Canadian transit number 5, a sort code and a BSB 6
      const keyword = v.keyword.toLowerCase();
      const lengths = /^(?:blz|bankleitzahl)/.test(keyword) ? [8, 5] : keyword.startsWith("transit") ? [5] : [6];
      if (!lengths.includes(digits.length)) continue;
      out.push({ start: v.start, end: v.end, label: "ROUTING_NUMBER", score: 0.85, formatted: value, source: "routing-number" });
    }
    for (const v of valuesAfterKeywords(ctx, BRANCH_KEYWORDS, BRANCH_VALUE, 8)) {
      const digits = v.match[0].replace(/-.*$/, "");
      // an agência has four digits, the French and Italian codes five
      if (digits.length !== (/^ag/.test(v.keyword.toLowerCase()) ? 4 : 5) || out.some((c) => c.start < v.end && v.start < c.end)) continue;
      // a year after the word ("la agencia 2024") is no branch code without its check digit
      if (/^(?:19|20)\d\d$/.test(v.match[0])) continue;
      out.push({ start: v.start, end: v.end, label: "ROUTING_NUMBER", score: 0.8, formatted: v.match[0], source: "routing-number" });
    }
    for (const v of valuesAfterKeywords(ctx, BIC_KEYWORDS, BIC_VALUE, 8)) {
      const bic = v.match[0].toUpperCase();
      // written in capitals, as banks print it: a lower-case word after "swift" is prose ("swift delivery")
      if (v.match[0] !== bic || !isValidBIC(bic) || out.some((c) => c.start < v.end && v.start < c.end)) continue;
      out.push({ start: v.start, end: v.end, label: "ROUTING_NUMBER", score: 0.85, formatted: bic, source: "routing-number", validations: [{ provider: "ibantools_bic", status: "valid" }] });
    }
    return out;
  },
};
