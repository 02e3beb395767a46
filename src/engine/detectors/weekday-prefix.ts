/**
 * A weekday written right before a date belongs to it: "dom 21/07/2024", "vie 11/10/2024",
 * "qui 14/11/2024", "vrijdag 5 april", "Fr., 12.04.2024", "giovedì 3 ottobre". Bookings, tickets,
 * bank statements and delivery notices print dates this way; a date redacted without its weekday
 * leaves the day in clear ("dom [DATE_1]"), and with the week it narrows the date.
 *
 * Full names and the usual abbreviations of en fr de es it nl pt, with an optional dot and comma.
 * The two-letter German and Dutch abbreviations (Mo, Di, Do, Fr, ma, wo, vr, zo...) are also
 * English and Romance words ("do", "so", "ma", "di"), so they are taken only title-cased ("Do",
 * not the clinical "MI" for a myocardial infarction: physionet_deid train) or in a German or Dutch
 * text; "Sam" and "Dom" are names as well (NAME_LIKE). Only with blanks between.
 *
 * Checked on train splits it was not written from: conll2002_nl gains its weekdays ("woensdag 31
 * mei 2000", 3 dates), physionet_deid "FRIDAY 10/7" (2; its gold leaves the weekday out); no other
 * date changes on presidio_synth, meddocan, echr, conll2003, conll2002_es (date.ts already read
 * its Spanish weekdays), europeana, gum, btc, wnut17.
 */
import type { DetectContext } from "../types.js";
import { wordAlternation } from "./context.js";

const FULL = [
  "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
  "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche",
  "montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag",
  "lunes", "martes", "miércoles", "miercoles", "jueves", "viernes", "sábado", "sabado", "domingo",
  "lunedì", "lunedi", "martedì", "martedi", "mercoledì", "mercoledi", "giovedì", "giovedi", "venerdì", "venerdi", "domenica",
  "maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag",
  "segunda-feira", "terça-feira", "terca-feira", "quarta-feira", "quinta-feira", "sexta-feira",
  "segunda", "terça", "terca", "quarta", "quinta", "sexta",
];
/** Three- and four-letter abbreviations (en fr es it pt; "sab", "dom" and the like are shared). */
const SHORT = [
  "mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun",
  "lun", "mar", "mer", "jeu", "ven", "sam", "dim",
  "mié", "mie", "jue", "vie", "sáb", "sab", "dom",
  "gio",
  "seg", "ter", "qua", "qui", "sex",
];
/** German and Dutch two-letter abbreviations. */
const TWO_LETTER = ["mo", "di", "mi", "do", "fr", "sa", "so", "ma", "wo", "vr", "za", "zo"];

/**
 * The weekday and what parts it from the date, at the end of the text before the date. The
 * weekday opens a word: a blank, a bracket or a quotation mark before it, or the text's start, not
 * a URL's "=" ("…&Lang=Fr. 2023-11-23t15:15:31+02:00" took "Fr." and lost the date to the URL:
 * structured suite, fresh draw 1212).
 */
const WORD_OPENS = `(?<![^\\s(\\[{«"'\u201c\u201e\u2018])`;
const LONG_BEFORE = new RegExp(`${WORD_OPENS}(?:${wordAlternation(FULL)}|${wordAlternation(SHORT)})\\.?,?[ \\t]+$`, "iu");
const TWO_BEFORE = new RegExp(`${WORD_OPENS}(?:${wordAlternation(TWO_LETTER)})\\.?,?[ \\t]+$`, "iu");
/** The longest weekday with its dot, comma and a few blanks. */
const REACH = 20;

/**
 * "Sam" and "Dom" are given names too ("Sam 12/10/2024 called"): capitalised, without the
 * abbreviation's dot, they are weekdays only in a text of their language.
 */
const NAME_LIKE: Record<string, readonly string[]> = { sam: ["fr"], dom: ["es", "it", "pt"] };

function nameNotWeekday(found: string, language: string | undefined): boolean {
  const word = /^\p{L}+/u.exec(found)![0];
  const languages = NAME_LIKE[word.toLowerCase()];
  if (!languages || word === word.toLowerCase() || found.charAt(word.length) === ".") return false;
  return !languages.includes(language ?? "");
}

/** Where a date starting at `start` starts with the weekday written before it; `start` itself when there is none. */
export function startWithWeekday(ctx: DetectContext, start: number): number {
  const before = ctx.text.slice(Math.max(0, start - REACH), start);
  const long = LONG_BEFORE.exec(before);
  if (long && !nameNotWeekday(long[0], ctx.language)) return start - long[0].length;
  const two = TWO_BEFORE.exec(before);
  if (two && (/^[A-Z][a-z]/.test(two[0]) || ctx.language === "de" || ctx.language === "nl")) return start - two[0].length;
  return start;
}
