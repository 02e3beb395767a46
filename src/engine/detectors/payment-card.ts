/**
 * Payment card numbers (PAN). Shapes: 13-19 digits written bare, or in groups with one consistent
 * separator (space or hyphen; a dot too in 4-4-4-4, "4111.1111.1111.1111"): 4-4-4-4, 4-4-4-4-1..3, 4-6-5 (Amex), 4-6-4 (Diners). Checks: Luhn,
 * and the issuer prefix (credit-card-type: Visa, Mastercard incl. 2-series, Amex, Discover,
 * Diners, JCB, UnionPay, Maestro...). A number that fails either check is kept only next to card
 * words ("card number", "visa", ...), at a low score and marked invalid. Maestro numbers may be
 * as short as 12 digits; a bare 12-digit run is as often an account or order id, so it is kept
 * only next to card words and with a valid Luhn check.
 *
 * Two numbers written in a row are two cards only when each is a whole card-shaped number with a
 * valid Luhn check; a card-shaped run inside a longer digit sequence, or after an IBAN's country
 * code and check digits ("DE89 3704 0044 0532 0130 00"), is no card.
 *
 * formatted: the digits in 4-digit groups separated by spaces, for every issuer (Amex
 * "3782 8224 6310 005" too, not its printed 4-6-5), as the reference service shows.
 */
import creditCardType from "credit-card-type";
import type { Candidate, DetectContext, Detector } from "../types.js";
import { contextWords, hasContext, matchAll } from "./context.js";
import { allSame, luhnValid } from "./keyword-value.js";
import { dayOfDateAfter } from "./date.js";
import { lineAt } from "./lines.js";
import { fillsTableCell } from "./table-cues.js";

/**
 * A payment card's printed layout: 16 digits in fours (Visa, Mastercard, Discover...), American
 * Express's 4-6-5 and Diners Club's 4-6-4 with their leading digits. No phone plan groups digits so;
 * a card number that fails its Luhn check (a typo, a made-up one) is no phone for it (phone.ts;
 * fresh draws 6363-6666: "CAMPO 1: 3734-601298-80230" under "CANALE: TELEFONO", "2695 2315
 * 3549" of "2695 2315 3549 1670" were read as phones).
 */
export const CARD_PRINTED_LAYOUT = /^(?:[2-6]\d{3}([ \u00a0-])\d{4}\1\d{4}\1\d{4}|3[47]\d{2}([ \u00a0-])\d{6}\2\d{5}|3[0689]\d{2}([ \u00a0-])\d{6}\3\d{4})$/;

/**
 * Grouped forms use a back-reference so the separator is the same throughout (an underscore too:
 * a numeric literal in code, "4111_1111_1111_1111", the test fixtures a CI gate scans; fourth
 * exploratory test); the bare form is
 * one run of 12-19 digits. Neither may touch more digits, a letter (a run inside an identifier
 * such as a licence number "U62928788557186" is not a card), a hyphen-digit or a decimal point.
 * A comma next to it is a CSV cell's separator, or a decimal comma when digits are on its other
 * side: commaSeparatesCell() decides.
 */
const CARD =
  /(?<![\p{L}\d.+\-/])(?:\d{4}([ ._-])\d{4}\1\d{4}\1\d{4}(?:\1\d{1,3})?|\d{4}([ -])\d{6}\2\d{4,5}|\d{12,19})(?![\p{L}\d]|\.\d)/gu;
/** A whole card-shaped number right at a position (the next of two numbers written in a row). */
const CARD_AT =
  /(?:\d{4}([ ._-])\d{4}\1\d{4}\1\d{4}(?:\1\d{1,3})?|\d{4}([ -])\d{6}\2\d{4,5}|\d{12,19})(?![\p{L}\d]|[.,]\d)/uy;
/** A whole card-shaped number ending a text (the previous of two numbers written in a row). */
const CARD_BEFORE =
  /(?<![\p{L}\d.+\-/])(?:\d{4}([ ._-])\d{4}\1\d{4}\1\d{4}(?:\1\d{1,3})?|\d{4}([ -])\d{6}\2\d{4,5}|\d{12,19})$/u;
/** A group of digits alone after a blank or hyphen (not the start of an IP, a version or a hyphenated id). */
const NEXT_DIGIT_GROUP = /^[ -]\d+(?=[ \t\r\n,;)]|\.(?!\d)|$)/;
/** The country code and check digits of an IBAN printed in groups: what follows is its tail, not a card. */
const IBAN_HEAD_BEFORE = /[A-Za-z]{2}\d{2}[ -]$/;

const CARD_WORDS = contextWords([
  "card", "card number", "card no", "card #", "credit card", "debit card", "cc", "ccn", "pan",
  "visa", "mastercard", "master card", "amex", "american express", "discover", "diners", "jcb",
  "unionpay", "maestro", "carte", "carte bancaire", "tarjeta", "karte", "kreditkarte", "carta",
]);
/** The longest phone number E.164 allows, in digits. */
const E164_MAX_DIGITS = 15;
/** Words that make a grouped number of up to 15 digits a phone number rather than a card. */
const PHONE_WORDS = contextWords(["phone", "tel", "telephone", "call", "fax", "mobile", "cell", "whatsapp"]);

/** Issuers whose prefixes we recognise (credit-card-type names). */
const KNOWN_ISSUERS = new Set([
  "visa", "mastercard", "american-express", "discover", "diners-club", "jcb", "unionpay", "maestro",
  "mir", "elo", "hiper", "hipercard",
]);

/** The shortest PAN in use (some Maestro cards). */
const MAESTRO_MIN_LENGTH = 12;

/**
 * Is the comma at `comma`, between a card-shaped `value` and the character `beyond` on its other
 * side, a CSV cell separator rather than a decimal comma? With no digit beyond it separates
 * ("ESH1607218C,4373...", "...6442,new"). With one, it still separates a grouped number
 * ("374,4997-8069-4276-6442": no fraction is written in groups), and a compact one in a row of
 * comma-separated cells (three commas or more on the line, no semicolon: a decimal-comma export
 * separates its cells with semicolons), or filling a cell of a table whose header row the text holds
 * ("id,card_number,status" / "265,4891055868653229,ok": two commas; structured suite, fresh draw
 * 1414); otherwise "0,3549200954591432" is a fraction. Structured suite, seed 101: cards in CSV
 * rows were missed.
 */
function commaSeparatesCell(ctx: DetectContext, comma: number, beyond: string | undefined, value: string, valueStart: number): boolean {
  if (!/\d/.test(beyond ?? "")) return true;
  if (/\D/.test(value)) return true;
  if (fillsTableCell(ctx, valueStart, valueStart + value.length)) return true;
  const { start, end } = lineAt(ctx, comma);
  const line = ctx.text.slice(start, end);
  return !line.includes(";") && (line.match(/,/g)?.length ?? 0) >= 3;
}

/**
 * Whether a valid card in its printed layout, or written compact, ends where another number starts:
 * no longer number continues an Amex's 4-6-5 or a Diners' 4-6-4, nor four groups of four with five
 * digits or more
 * ("Merci d'utiliser 3778 543608 27856 0543220390": the card and a phone; fresh draw 7373).
 */
function printedCardBefore(card: string, next: string): boolean {
  const compact = /^\d{15,16}$/.test(card);
  if (!compact && !CARD_PRINTED_LAYOUT.test(card)) return false;
  if (!validCardNumber(card)) return false;
  // (a compact card's digits are one group of their own: "jetzt gilt 370321733957734 069 4250717",
  // an Amex and a phone; fresh draw 8282)
  return compact || /\d{6}/.test(card) || next.replace(/\D/g, "").length >= 5;
}

/** Luhn-valid digits of a known issuer's prefix and length. */
function validCardNumber(card: string): boolean {
  const digits = card.replace(/\D/g, "");
  return luhnValid(digits) && cardIssuer(digits) !== undefined;
}

/**
 * An identifier with a letter prefix right before (a VAT number, "CVR: DK83211164 4151 2839 9668
 * 4255", whose card was dropped as a longer number's tail: fresh draw 9191): its digits end at its
 * own blank, so a valid card in its printed layout after it starts a value of its own. Not an
 * IBAN's head ("DK50 0040 ...": two digits only).
 */
const LETTER_PREFIXED_ID_BEFORE = /(?<![\p{L}\d])\p{L}{1,4}\d{6,} $/u;

function wholeCardAt(text: string, pos: number): boolean {
  CARD_AT.lastIndex = pos;
  const m = CARD_AT.exec(text);
  return m !== null && luhnValid(m[0].replace(/[ -]/g, ""));
}

function wholeCardBefore(text: string, end: number): boolean {
  const m = CARD_BEFORE.exec(text.slice(Math.max(0, end - 24), end));
  return m !== null && luhnValid(m[0].replace(/[ -]/g, ""));
}

/** The issuer whose prefix and card lengths fit the number (a 15-digit "49..." is no Visa: an IMEI). */
export function cardIssuer(digits: string): string | undefined {
  return creditCardType(digits).find((t) => KNOWN_ISSUERS.has(t.type) && t.lengths.includes(digits.length))?.type;
}

/** Words that name a product code: a number next to them is a barcode, not a card. */
const BARCODE_WORDS = contextWords(["ean", "ean-13", "ean13", "gtin", "barcode", "bar code", "upc", "sku", "art.-nr", "artikelnummer", "código de barras", "code-barres", "streepjescode"]);

/** GS1 check digit (EAN-13, GTIN-14): weights 3 and 1 from the right, after the check digit. */
export function gtinValid(digits: string): boolean {
  if (!/^\d{8,14}$/.test(digits)) return false;
  let sum = 0;
  for (let i = digits.length - 2, w = 3; i >= 0; i--, w = 4 - w) sum += (digits.charCodeAt(i) - 48) * w;
  return (10 - (sum % 10)) % 10 === digits.charCodeAt(digits.length - 1) - 48;
}

export const paymentCardDetector: Detector = {
  name: "payment-card",
  types: ["CREDIT_CARD"],
  detect(ctx: DetectContext): Candidate[] {
    const out: Candidate[] = [];
    const { text } = ctx;
    for (const m of matchAll(text, CARD)) {
      const start = m.index;
      const end = start + m[0].length;
      if ((text[start - 1] === "," && !commaSeparatesCell(ctx, start - 1, text[start - 2], m[0], start)) || (text[end] === "," && !commaSeparatesCell(ctx, end, text[end + 1], m[0], start))) continue;
      // Another digit group right after or right before: only a whole second card number may
      // stand there ("4111 1111 1111 1111 5500 0055 5555 5559"); otherwise this is part of a
      // longer number (an IBAN's tail, an account), and a later alignment is tried.
      // (a next token of other characters is another value: "4938 5417 9250 8600 848326-4059",
      // "4243995962985503 142.59.65.0/24")
      // (and a blank ends a number grouped with hyphens: its own groups' separator sets the next
      // digits apart, "3666-210977-1712 0498385168", fresh draw 4949)
      const hyphenGrouped = m[0].includes("-");
      const nextGroup = NEXT_DIGIT_GROUP.exec(text.slice(end, end + 24));
      if (nextGroup && !wholeCardAt(text, end + 1) && !dayOfDateAfter(text.slice(end, end + 24)) && !(text[end] === " " && hyphenGrouped) && !printedCardBefore(m[0], nextGroup[0])) {
        CARD.lastIndex = start + 1;
        continue;
      }
      // (a compact run of 16 digits or more after a blank is a number of its own: "agora é 928 154
      // 128 4151887772586912"), and so is a number after a blank when the digits before it are grouped
      // with another separator than its own: "Tel.: 011 1035-5579 4721-7406-9129-1612" (fresh draw
      // 4848), "943-60-0881 3562 3543 6443 5706" (4949)
      if (
        /\d[ -]$/.test(text.slice(Math.max(0, start - 2), start)) && !wholeCardBefore(text, start - 1) &&
        !(text[start - 1] === " " && (/^\d{16,}$/.test(m[0]) || hyphenGrouped || /[-./]\d+ $/.test(text.slice(Math.max(0, start - 12), start)))) &&
        !(CARD_PRINTED_LAYOUT.test(m[0]) && LETTER_PREFIXED_ID_BEFORE.test(text.slice(Math.max(0, start - 24), start)) && validCardNumber(m[0]))
      ) continue;
      if (IBAN_HEAD_BEFORE.test(text.slice(Math.max(0, start - 5), start))) continue;
      const digits = m[0].replace(/[ -]/g, "");
      if (allSame(digits)) continue;
      const luhn = luhnValid(digits);
      const issuer = cardIssuer(digits) !== undefined;
      const context = hasContext(ctx, start, end, CARD_WORDS, 48, 16);
      if (digits.length === MAESTRO_MIN_LENGTH && !(context && luhn)) continue;
      if (!context) {
        if (!luhn || !issuer) continue;
        // a product code: a barcode word near, or a bare 13-digit number with a valid EAN-13 check digit (13-digit cards are rare Maestros)
        if (hasContext(ctx, start, end, BARCODE_WORDS, 32, 0) || (digits.length === 13 && gtinValid(digits))) continue;
        // a phone has at most 15 digits (E.164): 16 and more are a card whatever words are near
        // (on the number's own line: "Channel: phone" above "Field 1: 3625 505799 4632" names
        // another field)
        if (digits.length <= E164_MAX_DIGITS && (ctx.text[start - 1] === "+" || hasContext(ctx, start, end, PHONE_WORDS, Math.min(32, start - lineAt(ctx, start).start), 0))) continue;
      }
      let score: number;
      if (luhn && issuer) score = context ? 0.99 : 0.95;
      else if (luhn) score = 0.8; // context, unknown issuer
      else score = 0.6; // context, failed Luhn
      out.push({
        start,
        end,
        label: "CREDIT_CARD",
        score,
        formatted: digits.replace(/(\d{4})(?=\d)/g, "$1 "),
        validations: [
          { provider: "luhn", status: luhn ? "valid" : "invalid" },
          { provider: "card_issuer", status: issuer ? "valid" : "invalid" },
        ],
        source: "payment-card",
      });
    }
    return out;
  },
};
