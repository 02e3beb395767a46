/**
 * Payment card expiry dates: MM/YY, MM/YYYY, MM-YY, MM-YYYY (also "MM / YY", and "MM YY" right
 * after the word), only after expiry words ("exp", "expiry", "expires", "valid thru", ...) because bare "03/27" is just as often a
 * date or a ratio. formatted is "YYYY-MM" (two-digit years are 20YY); subtypes MONTH and YEAR.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { contextWords, hasContext, matchAll } from "./context.js";
import { tableCells } from "./table-cues.js";

const EXPIRY = /(?<![\d/.\-])(0?[1-9]|1[0-2])(?:[ ]?([/-])[ ]?|( ))(\d{4}|\d{2})(?!\d|[/.\-]\d)/g;

const EXPIRY_WORDS = contextWords([
  "exp", "exp.", "exp date", "expiry", "expiry date", "expires", "expire", "expired", "expiration",
  "expiration date", "valid thru", "valid through", "good thru", "good through", "valid until",
  "mm/yy", "mm/yyyy", "ablaufdatum", "gültig bis", "date d'expiration", "expire le", "fin de validité",
  "vencimiento", "fecha de caducidad", "caducidad", "scadenza",
  "fecha de vencimiento", "válida hasta", "valable jusqu'au", "expire fin", "data di scadenza", "valida fino al",
  "geldig tot", "vervaldatum", "verloopdatum", "validade", "data de validade", "válido até",
  "gultig bis", "date d expiration", "data di scadenza",
  // the short forms of card slips and booking notes: "venc 08/27", "scad. 11/25"
  "caduca", "vence", "venc", "venc.", "scad", "scad.",
]);
/**
 * "cad." (caducidad) is an expiry word only beside a card: in clinical notes "CAD" is coronary
 * artery disease ("PMH: CAD WITH NQWMI 5/13", four such dates in physionet_deid train).
 */
const CAD_WORDS = contextWords(["cad", "cad."]);
const CARD_WORDS = contextWords([
  "visa", "mastercard", "master card", "amex", "american express", "maestro", "tarjeta", "card", "carte", "carta", "cartão", "karte", "kaart",
]);
/** A column header (folded) naming a card's expiry: "exp", "expiry_date", "gultig_bis", "data_de_validade". */
const EXPIRY_HEADER = /^(?:(?:card )?exp(?:iry|iration)?(?: date)?|valid (?:thru|through|until)|mm\/yy(?:yy)?|ablaufdatum|gultig bis|date d['’ ]?expiration|expire fin|fin de validite|(?:fecha de )?(?:vencimiento|caducidad)|(?:data di )?scadenza|geldig tot|vervaldatum|verloopdatum|(?:data de )?validade)$/;

/**
 * A word that makes "N/M" the N-th of M: a log's shard, a document's page, a series' part
 * (structured suite, seed 101: "expiry_date=07/27 shard 4/16" gave two expiry dates).
 */
const COUNT_WORD_BEFORE =
  /(?<![\p{L}])(?:shard|partition|page|p\.|part|step|stage|disk|volume|vol\.|chunk|batch|slide|episode|round|attempt|retry|try|seite|teil|schritt|página|pagina|parte|paso|étape|etape|deel|stap|pag\.)[ \t]*[:=#]?[ \t]*$/u;

export const cardExpirationDetector: Detector = {
  name: "card-expiration",
  types: ["CREDIT_CARD_EXPIRATION"],
  detect(ctx: DetectContext): Candidate[] {
    const out: Candidate[] = [];
    let cells: Set<number> | undefined;
    for (const m of matchAll(ctx.text, EXPIRY)) {
      const start = m.index;
      const end = start + m[0].length;
      // "shard 4/16", "page 3/10": one of a count, however near an expiry word
      if (m[2] === "/" && COUNT_WORD_BEFORE.test(ctx.lower.slice(Math.max(0, start - 16), start))) continue;
      const cadBesideCard = hasContext(ctx, start, end, CAD_WORDS, 8, 0) && hasContext(ctx, start, end, CARD_WORDS, 64, 0);
      if (!cadBesideCard && !hasContext(ctx, start, end, EXPIRY_WORDS, 32, 0)) {
        // a table cell under an expiry column
        cells ??= new Set(tableCells(ctx).filter((c) => EXPIRY_HEADER.test(c.header)).map((c) => c.start * 65536 + c.end));
        if (!cells.has(start * 65536 + end)) continue;
      }
      const monthText = m[1]!;
      const yearText = m[4]!;
      // month and year parted by a space only ("exp 09 27") right after the expiry word, not further on
      if (m[3] !== undefined && !hasContext(ctx, start, end, EXPIRY_WORDS, 6, 0)) continue;
      const year = yearText.length === 2 ? `20${yearText}` : yearText;
      if (yearText.length === 4 && (Number(year) < 1990 || Number(year) > 2099)) continue;
      out.push(expiry(start, end, monthText, yearText, year, 0.85));
    }
    // compact MMYY right after the expiry word ("exp 0927", "valid thru 1126"): four digits are
    // any number elsewhere, so only within a few characters of the word (it was left in clear)
    for (const m of matchAll(ctx.text, COMPACT_EXPIRY)) {
      const start = m.index;
      const end = start + 4;
      if (out.some((c) => c.start < end && start < c.end) || !hasContext(ctx, start, end, EXPIRY_WORDS, 6, 0)) continue;
      out.push(expiry(start, end, m[1]!, m[2]!, `20${m[2]!}`, 0.8));
    }
    return out;
  },
};

/** An expiry from its month as written (at `start`) and its year as written (ending at `end`), the year in four digits. */
function expiry(start: number, end: number, monthText: string, yearText: string, year: string, score: number): Candidate {
  const month = monthText.padStart(2, "0");
  return {
    start,
    end,
    label: "CREDIT_CARD_EXPIRATION",
    score,
    formatted: `${year}-${month}`,
    subtypes: [
      { label: "MONTH", start, end: start + monthText.length, formatted: month },
      { label: "YEAR", start: end - yearText.length, end, formatted: year },
    ],
    source: "card-expiration",
  };
}

const COMPACT_EXPIRY = /(?<![\p{L}\p{N}/.\-])(0[1-9]|1[0-2])(\d{2})(?![\p{L}\p{N}]|[/.\-]\d)/gu;
