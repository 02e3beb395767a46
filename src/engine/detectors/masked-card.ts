/**
 * Card and account numbers printed masked, or named by their last digits: receipts, bank
 * statements, order mails and support chats show "4024 **** **** 5672", "Visa •••• 3170",
 * "American Express ***2212", "CARTA *8234", "the visa ending 6658", "la cuenta terminada en 2290",
 * "Mastercard final 7529", "CB Visa se terminant par 9473", "la carta finisce con 4850". The
 * digits left are what a reader (or an attacker with the holder's name) uses to tell the card, so
 * they are redacted with the mask that marks them.
 *
 * - A full masked layout (four groups, or one run of 12-19 positions, with the last four digits
 *   and six or more mask characters) is a card number on its own; a shorter run ("******1234")
 *   needs a card word before it.
 * - A short mask before four digits ("•••• 3170", "***2212", "*8234") needs a card word close
 *   before it: "*1234" alone is a footnote or a wildcard.
 * - Last-digit phrases ("ending in", "terminada en", "final", "se terminant par", "endet auf",
 *   "eindigend op", "finisce con", "terminado em") need a card or account word before them in the
 *   same clause: "ends 2024" is a year. With an account word the digits are BANK_ACCOUNT.
 *
 * Mask characters: * x X • · ● and # (a lone "#" is "number": "Badge #2093", so a mask needs two or
 * more of them unless a card word stands right before it).
 * formatted: the text as written (nothing more is known of the number).
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { contextWords, hasContext, matchAll } from "./context.js";

const M = "[*xX\\u2022\\u00b7\\u25cf#]";
/** Four groups with one separator, the first of digits (the issuer's) or of mask characters; or one unbroken run. */
const FULL_MASK = new RegExp(
  `(?<![\\p{L}\\p{N}*#\\u2022\\u00b7\\u25cf])(?:(?:\\d{4}|${M}{4})([ -]?)${M}{4}\\1${M}{4}\\1\\d{4}|\\d{0,6}${M}{6,13}\\d{4})(?![\\p{L}\\p{N}])`,
  "gu",
);
/** One to four mask characters, an optional space, then four digits. */
const SHORT_MASK = new RegExp(`(?<![\\p{L}\\p{N}*#\\u2022\\u00b7\\u25cf])${M}{1,4} ?\\d{4}(?![\\p{L}\\p{N}]|[.,]\\d)`, "gu");
/** "ending in 6658", "terminada en 2290": the phrase, then the four digits (group 1). */
const LAST_DIGITS = new RegExp(
  "(?<![\\p{L}\\p{N}])(?:ending(?: in| with| on)?|ends(?: in| with)?|last (?:4|four)(?: digits)?|(?:que )?termina(?:da|do)? (?:en|em|in)|acabada en|" +
    "(?:con )?final(?: en| em)?|finisce (?:con|in|per)|che termina (?:con|in|per)|terminante (?:con|in|per)|" +
    "se terminant par|terminant par|finissant par|endet auf|endend auf|mit der endung|eindigend op|eindigend (?:met|in)|eindigt op|" +
    "d[ií]gitos finais|ultime (?:4|quattro) cifre|derniers chiffres|letzte(?:n)? (?:4|vier) ziffern)" +
    "[ \\t]*:?[ \\t]*(?:[*xX\\u2022#]{1,4} ?)?(\\d{4})(?![\\p{L}\\p{N}]|[.,]\\d)",
  "giu",
);

const CARD_WORDS = contextWords([
  "card", "credit card", "debit card", "pan", "visa", "mastercard", "master card", "amex", "american express", "maestro",
  "discover", "diners", "jcb", "unionpay", "cb", "carte", "carte bancaire", "tarjeta", "carta", "cartão", "cartao",
  "karte", "kreditkarte", "ec-karte", "girocard", "kaart", "creditcard", "pinpas", "betaalpas", "bancomat", "postepay",
]);
const ACCOUNT_WORDS = contextWords([
  "account", "bank account", "cuenta", "compte", "konto", "conto", "rekening", "conta",
]);

const SCORE_FULL = 0.85;
/** The shortest card number in use (some Maestros): a masked run as long stands for a card on its own. */
const MIN_PAN_POSITIONS = 12;
const SCORE_SHORT = 0.75;
const SCORE_PHRASE = 0.7;
/** How far before a short mask or a last-digit phrase its card or account word may stand. */
const WORD_WINDOW = 40;

function candidate(start: number, end: number, label: string, score: number, text: string): Candidate {
  return { start, end, label, score, formatted: text.slice(start, end), source: "masked-card" };
}

export const maskedCardDetector: Detector = {
  name: "masked-card",
  types: ["CREDIT_CARD", "BANK_ACCOUNT"],
  detect(ctx: DetectContext): Candidate[] {
    const { text } = ctx;
    const out: Candidate[] = [];
    const taken = (s: number, e: number) => out.some((c) => s < c.end && c.start < e);
    for (const m of matchAll(text, FULL_MASK)) {
      // "******1234" (ten positions) may be a masked password or phone: a shorter run needs a card word
      const positions = m[0].replace(/[ -]/g, "").length;
      if (positions < MIN_PAN_POSITIONS && !hasContext(ctx, m.index, m.index + m[0].length, CARD_WORDS, WORD_WINDOW, 0)) continue;
      out.push(candidate(m.index, m.index + m[0].length, "CREDIT_CARD", SCORE_FULL, text));
    }
    for (const m of matchAll(text, SHORT_MASK)) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken(start, end)) continue;
      const masks = m[0].replace(/[\d ]/g, "");
      // a lone "#" or "x" is "number" or "times"; a lone "*" a footnote: they need the card word right before
      const window = masks.length === 1 || /^[#xX]+$/.test(masks) ? 12 : WORD_WINDOW;
      if (!hasContext(ctx, start, end, CARD_WORDS, window, 0)) continue;
      out.push(candidate(start, end, "CREDIT_CARD", SCORE_SHORT, text));
    }
    for (const m of matchAll(text, LAST_DIGITS)) {
      const end = m.index + m[0].length;
      const start = end - m[1]!.length;
      if (taken(start, end)) continue;
      // the card or account word before the phrase, in the same clause
      const clauseStart = Math.max(text.lastIndexOf("\n", m.index - 1), text.lastIndexOf(".", m.index - 1), text.lastIndexOf(";", m.index - 1)) + 1;
      const window = Math.min(WORD_WINDOW, m.index - clauseStart);
      const card = hasContext(ctx, m.index, end, CARD_WORDS, window, 0);
      const account = !card && hasContext(ctx, m.index, end, ACCOUNT_WORDS, window, 0);
      if (!card && !account) continue;
      out.push(candidate(start, end, card ? "CREDIT_CARD" : "BANK_ACCOUNT", SCORE_PHRASE, text));
    }
    return out;
  },
};
