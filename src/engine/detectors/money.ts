/**
 * Amounts of money: a number with a currency symbol, an ISO 4217 code or a currency word before
 * or after it ("$1,234.50", "€12", "12,50 €", "1.234,56 EUR", "USD 300", "300 dollars", "£5m",
 * "2.5 million euros", "¥1000"). A number alone is never money.
 *
 * Reading the number (decided by the separators, not the locale):
 * - a separator followed by exactly three digits, repeated consistently, groups thousands
 *   ("1,234", "1.234", "1 234", "1'234"); so "$12.345" is twelve thousand, not twelve;
 * - a final "." or "," followed by one or two digits is the decimal mark ("12,50", "1.234,56");
 * - multipliers k, m/mn, bn/b (right after the number) and thousand/million/billion/trillion
 *   scale the amount exactly (decimal string arithmetic, no floating point).
 *
 * formatted: "<amount> <ISO code>" with a dot decimal and the decimals as written
 * ("1234.50 USD", "5000000 GBP"). "$" and "dollars" are USD unless the locale's region has its
 * own dollar (CA -> CAD, AU -> AUD, NZ -> NZD, SG -> SGD, HK -> HKD, MX -> MXN); "¥" is JPY
 * (CNY for region CN). "pounds" alone is a weight as often as money and is not taken; "pounds
 * sterling", "£" and "GBP" are.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { matchAll } from "./context.js";

/** Not glued to a word, nor to one by a hyphen: "WS-0142$" is a Windows machine account (third exploratory test). */
const NUMBER =
  /(?<![\p{L}\p{N}.,]|\p{L}-)(?:\d{1,3}(?:([,.'\u00a0\u202f ])\d{3})(?:\1\d{3})*|\d+)(?:([.,])(\d{1,2}))?(?![\p{N}]|[.,]\d)/gu;

const ISO_CODES = [
  "USD", "EUR", "GBP", "JPY", "CHF", "CAD", "AUD", "NZD", "CNY", "RMB", "HKD", "SGD", "INR", "KRW",
  "RUB", "BRL", "MXN", "ZAR", "SEK", "NOK", "DKK", "PLN", "CZK", "HUF", "TRY", "ILS", "AED", "SAR",
  "THB", "IDR", "MYR", "PHP", "VND", "TWD", "ARS", "CLP", "COP", "PEN", "NGN", "EGP", "KES", "UAH",
  "RON", "BGN", "ISK", "PKR", "BDT", "QAR", "KWD",
];
const SYMBOLS: Readonly<Record<string, string>> = {
  "€": "EUR", "£": "GBP", "₹": "INR", "₩": "KRW", "₽": "RUB", "₺": "TRY", "₪": "ILS", "₫": "VND",
  "฿": "THB", "₱": "PHP", "₦": "NGN", "₴": "UAH", "US$": "USD", "U.S.$": "USD", "C$": "CAD",
  "CA$": "CAD", "CAD$": "CAD", "A$": "AUD", "AU$": "AUD", "NZ$": "NZD", "HK$": "HKD", "S$": "SGD",
  "SG$": "SGD", "MX$": "MXN", "R$": "BRL", "NT$": "TWD", "Rs": "INR", "Rs.": "INR",
};
const DOLLAR_BY_REGION: Readonly<Record<string, string>> = {
  CA: "CAD", AU: "AUD", NZ: "NZD", SG: "SGD", HK: "HKD", MX: "MXN",
};
const WORDS: Readonly<Record<string, string>> = {
  "us dollars": "USD", "us dollar": "USD", "u.s. dollars": "USD", "canadian dollars": "CAD",
  "canadian dollar": "CAD", "australian dollars": "AUD", "australian dollar": "AUD",
  "new zealand dollars": "NZD", "hong kong dollars": "HKD", "singapore dollars": "SGD",
  euro: "EUR", euros: "EUR", "pounds sterling": "GBP", "pound sterling": "GBP", sterling: "GBP",
  "british pounds": "GBP", yen: "JPY", yuan: "CNY", renminbi: "CNY", rupee: "INR", rupees: "INR",
  "swiss francs": "CHF", "swiss franc": "CHF", roubles: "RUB", rubles: "RUB", "reais": "BRL",
  "złoty": "PLN", zloty: "PLN", zlotys: "PLN", dollar: "$", dollars: "$", bucks: "$",
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const SYMBOL_ALTERNATIVES = [...Object.keys(SYMBOLS), "$", "¥", "￥"]
  .sort((a, b) => b.length - a.length)
  .map(escape)
  .join("|");
/** A symbol or code ending right before the number (one optional space). */
const PREFIX = new RegExp(
  `(?:(?<![A-Za-z])(${ISO_CODES.join("|")})|(?<![A-Za-z])(${SYMBOL_ALTERNATIVES}))[ \\u00a0]?$`,
);
/** Multiplier right after the number. */
const MULTIPLIER = /(?:(k|mn|m|bn|b)|[ \u00a0](thousand|million|billion|trillion))(?![\p{L}\p{N}])/iuy;
/** Symbol or code right after the number (or its multiplier). */
const SUFFIX_SYMBOL = new RegExp(`[ \\u00a0]?(?:(${ISO_CODES.join("|")})(?![\\p{L}\\p{N}])|(${SYMBOL_ALTERNATIVES}))`, "uy");
const SUFFIX_WORD = new RegExp(
  `[ \\u00a0](${Object.keys(WORDS).sort((a, b) => b.length - a.length).map(escape).join("|").replace(/ /g, "\\s+")})(?![\\p{L}\\p{N}])`,
  "iuy",
);
const MULTIPLIER_POWER: Readonly<Record<string, number>> = {
  k: 3, thousand: 3, m: 6, mn: 6, million: 6, b: 9, bn: 9, billion: 9, trillion: 12,
};

export const moneyDetector: Detector = {
  name: "money",
  types: ["MONEY"],
  detect(ctx: DetectContext): Candidate[] {
    const { text } = ctx;
    const out: Candidate[] = [];
    for (const m of matchAll(text, NUMBER)) {
      const thousands = m[1];
      const decimalMark = m[2];
      if (thousands && decimalMark && thousands === decimalMark) continue; // "1,234,56": unreadable
      let start = m.index;
      let end = start + m[0].length;
      let currency: string | undefined;
      let score = 0.85;

      const before = text.slice(Math.max(0, start - 6), start);
      const prefix = PREFIX.exec(before);
      if (prefix) {
        currency = prefix[1] ?? symbolCurrency(prefix[2]!, ctx.region);
        start -= prefix[0].length;
      }

      let power = 0;
      MULTIPLIER.lastIndex = end;
      const mult = MULTIPLIER.exec(text);
      // Letter multipliers ("5m") only after a prefix currency: "5m" alone is five metres.
      if (mult && (mult[2] || prefix)) {
        power = MULTIPLIER_POWER[(mult[1] ?? mult[2]!).toLowerCase()]!;
        end += mult[0].length;
      }

      SUFFIX_SYMBOL.lastIndex = end;
      const symbol = SUFFIX_SYMBOL.exec(text);
      if (symbol) {
        currency = symbol[1] ?? symbolCurrency(symbol[2]!, ctx.region);
        end += symbol[0].length;
      } else {
        SUFFIX_WORD.lastIndex = end;
        const word = SUFFIX_WORD.exec(text);
        if (word) {
          const code = WORDS[word[1]!.toLowerCase().replace(/\s+/g, " ")]!;
          currency = code === "$" ? symbolCurrency("$", ctx.region) : code;
          end += word[0].length;
          if (!prefix) score = 0.8;
        }
      }
      if (!currency) continue;
      if (currency === "RMB") currency = "CNY";
      if (prefix?.[2] === "$" && !thousands && !decimalMark && power === 0 && end === m.index + m[0].length && isSqlParameter(text, start, end)) continue;

      const integer = (thousands ? m[0].slice(0, m[0].length - (decimalMark ? 1 + m[3]!.length : 0)) : m[0].split(/[.,]/)[0]!).replace(/\D/g, "");
      const amount = scaleDecimal(integer, m[3] ?? "", power);
      out.push({ start, end, label: "MONEY", score, formatted: `${amount} ${currency}`, source: "money" });
      NUMBER.lastIndex = Math.max(NUMBER.lastIndex, end);
    }
    return out;
  },
};

/** Before a "$N": a comparison, a list or a clause keyword (ends the window). */
const SQL_PARAMETER_BEFORE = /(?:[=<>(,]|\b(?:in|like|values|limit|offset|and|or|then|set|between))[ \t]*$/i;
/** After it: the end of the value (a list, a bracket, a cast, the statement's end) or a clause keyword. */
const SQL_PARAMETER_AFTER = /^[ \t]*(?:[,);]|::|\r?\n|$|(?:and|or|limit|offset|order|group|returning|where|then|else|end)\b)/i;
/**
 * A statement around it, by its structure: single keywords are English words too ("Please select a
 * plan: $5, $10 or $15" lost its $10: review).
 */
const SQL_STATEMENT = /\b(?:select\b[^;]{0,200}?\bfrom|update[ \t]+[\w."`\[\]]+[ \t]+set|insert[ \t]+into|delete[ \t]+from)\b/i;

/**
 * "$1" in "WHERE id = $1 AND price > $2": a positional parameter of a prepared SQL statement
 * (PostgreSQL, SQLite), not a dollar (sixth exploratory test: query logs read as amounts). Only a
 * bare "$N" (no decimals, no grouping), after a comparison, bracket, comma or clause keyword, before
 * a comma, bracket, cast, clause keyword or the line's end, with a statement's start (SELECT ...
 * FROM, UPDATE t SET, INSERT INTO, DELETE FROM) in the 300 characters before it.
 */
function isSqlParameter(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 300), start);
  return SQL_PARAMETER_BEFORE.test(before) && SQL_PARAMETER_AFTER.test(text.slice(end, end + 12)) && SQL_STATEMENT.test(before);
}

function symbolCurrency(symbol: string, region: string | undefined): string {
  if (symbol === "$") return (region && DOLLAR_BY_REGION[region]) ?? "USD";
  if (symbol === "¥" || symbol === "￥") return region === "CN" ? "CNY" : "JPY";
  return SYMBOLS[symbol] ?? "USD";
}

/** integer.decimals * 10^power as a plain decimal string, exactly. */
export function scaleDecimal(integer: string, decimals: string, power: number): string {
  let digits = integer + decimals;
  const point = integer.length + power;
  if (point >= digits.length) digits = digits.padEnd(point, "0");
  let whole = digits.slice(0, point).replace(/^0+(?=\d)/, "");
  const fraction = digits.slice(point);
  if (whole === "") whole = "0";
  if (power > 0) {
    const trimmed = fraction.replace(/0+$/, "");
    return trimmed ? `${whole}.${trimmed}` : whole;
  }
  return fraction ? `${whole}.${fraction}` : whole;
}
