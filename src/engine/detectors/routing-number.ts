/**
 * Bank routing numbers.
 *
 * US ABA routing transit numbers: 9 digits, first two in 00-12, 21-32, 61-72 or 80, and the
 * checksum 3*(d1+d4+d7) + 7*(d2+d5+d8) + (d3+d6+d9) = 0 mod 10. A bare valid 9-digit number is as
 * likely an SSN or any other id, so routing words are REQUIRED ("routing", "ABA", "RTN",
 * "transit"). A failed checksum is kept (score 0.6, aba_checksum invalid) only next to the
 * strong words "routing number"/"ABA"/"RTN".
 *
 * UK sort codes (12-34-56) after "sort code" are routing numbers too (formatted as written).
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { checksumCandidate } from "./checksum.js";
import { contextWords, hasContext, matchAll } from "./context.js";

const NINE_DIGITS = /(?<![\d\-./])\d{9}(?![\d]|[\-./]\d)/g;
const SORT_CODE = /(?<![\d\-./])\d{2}([- ])\d{2}\1\d{2}(?![\d]|[\-./]\d)/g;

const ROUTING_WORDS = contextWords([
  "routing", "routing number", "routing no", "routing #", "aba", "aba number", "aba routing", "rtn",
  "transit", "transit number", "routing transit number", "ach routing", "wire routing", "bank routing",
]);
const STRONG_ROUTING_WORDS = contextWords(["routing number", "routing no", "routing #", "routing", "aba", "rtn"]);
const SORT_CODE_WORDS = contextWords(["sort code", "sort-code", "sortcode", "bank sort code"]);

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
    return out;
  },
};
