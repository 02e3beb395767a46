/**
 * Dates: DATE, DOB and DATE_INTERVAL share one grammar, so one detector emits all three.
 *
 * Every form this grammar knows contains a digit (a day, a year or a decade), so the detector
 * first finds the regions of the text around digits (one fast /\d+/g scan) and runs its
 * patterns only on those slices: prose without numbers costs a single regex scan.
 *
 * Forms: numeric (12/10/2024, 12-10-2024, 12.10.2024, 12/10/24, 2024-10-12; an ISO 8601
 * date-time "2021-05-05T14:30:00Z" is one DATE, its time in the span and the formatted value),
 * day-month-year joined by hyphens or slashes (5-May-2021, 05/oct/21), written in English,
 * French, German, Spanish, Italian, Dutch and Portuguese (October 12, 2024; 12 Oct 2024;
 * Oct. 12th; the 12th of October 2024; Monday, 12 October; 12. Oktober 2024; 12 de octubre de
 * 2024), month + year (January 1984, an interval), ranges (2020-2021, between 2019 and 2021,
 * May 3-7, 2024, from May 3 to May 7, 2024, Jan-Mar 2023), decades (the 1990s, '90s) and a bare
 * year only where the words make it one: right after birth context (born in 1984 -> DOB), after
 * a time preposition when the year closes the clause ("founded in 1977.", "since 2019, ...",
 * "in 1998 the company...", not "in 2000 cases": DATE_INTERVAL, a year being a period like
 * "January 1984"), or as the date of a work or event ("a 2017 Polish film", "the 1990 World Cup").
 *
 * Month/day without a year ("adm 9/7 am", "CL PLACED 4/11", a line "9/8 RETURNED TO CATH LAB"),
 * as clinical notes write them: only as a whole token with a date cue and no fraction, score or
 * ventilator-setting cue near ("1/2 tab", "strength 5/5", "pain 3/10", "PSV 10/5" are not dates);
 * DATE formatted "--MM-DD" like other dates without a year, scored below every dated form.
 *
 * Weekdays (English full names) with no digit: "on Tuesday", "next Friday", "Sunday morning"
 * -> DATE without a formatted value (no calendar date can be derived). A bare capitalised
 * "Friday" may be a name, so a preposition, a determiner or a part of the day is required.
 *
 * Numeric day/month order follows the locale: en-US and plain "en" month-first, other locales
 * day-first; without a locale (and without a non-English language) month-first unless the first
 * number cannot be a month. When the preferred reading is not a calendar date the other reading
 * is tried. Every day/month/year is checked against the real calendar (leap years included).
 */
import type { Candidate, CandidateSubtype, DetectContext, Detector } from "../types.js";
import { contextWords, hasContext } from "./context.js";
import { wantsType } from "./make-context.js";
import { tableCells } from "./table-cues.js";
import { trieSource } from "./vocabulary/trie.js";
import { startWithWeekday } from "./weekday-prefix.js";
import { execAll } from "../text/exec-all.js";
import { lineAt } from "./lines.js";

// ---------------------------------------------------------------------------------------------
// Shared helpers (also used by the time detector)

/** Merged [start, end) windows of `margin` characters around every digit run of the text. */
export function digitRegions(text: string, margin: number): Array<[number, number]> {
  const regions: Array<[number, number]> = [];
  const digits = /\d+/g;
  let m: RegExpExecArray | null;
  while ((m = digits.exec(text)) !== null) {
    const start = Math.max(0, m.index - margin);
    const end = Math.min(text.length, m.index + m[0].length + margin);
    const last = regions[regions.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else regions.push([start, end]);
  }
  // Start each region at a word boundary so no pattern sees half a word as a whole one.
  for (const r of regions) {
    while (r[0] > 0 && /\p{L}/u.test(text[r[0] - 1]!)) r[0]--;
  }
  return regions;
}

export function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

/** Days in month `m` (1-12); without a year February has 29 (the date may be in a leap year). */
export function daysInMonth(m: number, y?: number): number {
  if (m === 2) return y === undefined || isLeapYear(y) ? 29 : 28;
  return [4, 6, 9, 11].includes(m) ? 30 : 31;
}

export function isCalendarDate(y: number | undefined, m: number, d: number): boolean {
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(m, y);
}

/**
 * Expand a 2-digit year with a pivot relative to the current year: 2000+yy unless that is more
 * than 10 years in the future, then 1900+yy (in 2025: "35" -> 2035, "36" -> 1936).
 */
export function expandTwoDigitYear(yy: number, now = new Date()): number {
  const y = 2000 + yy;
  return y > now.getUTCFullYear() + 10 ? y - 100 : y;
}

const pad2 = (n: number): string => String(n).padStart(2, "0");

/** A day, its "de"/"di", and a word after a number: a date's when the word is a month's (dayOfDateAfter). */
const DAY_AND_WORD_AFTER = /^ \d{1,2}\.?[ \t]+(?:(?:de|di)[ \t]+)?(\p{L}+)/u;

/**
 * Whether `after`, the text right after a digit run's group, opens with a date's day and its month
 * word ("3728 594174 20733 23 de marzo de 1969", "0170-9403996 28. juni 2011"): the day is no group
 * of the number before it. For the card and phone readers, which cut it off.
 */
export function dayOfDateAfter(after: string): boolean {
  const word = DAY_AND_WORD_AFTER.exec(after)?.[1];
  return word !== undefined && MONTHS[word.toLowerCase()] !== undefined;
}

// ---------------------------------------------------------------------------------------------
// Vocabulary

/** Month names and abbreviations (lower case) in en, fr, de, es, it, nl, pt. */
export const MONTHS: Readonly<Record<string, number>> = {
  january: 1, jan: 1, february: 2, feb: 2, march: 3, mar: 3, april: 4, apr: 4, may: 5, june: 6,
  jun: 6, july: 7, jul: 7, august: 8, aug: 8, september: 9, sep: 9, sept: 9, october: 10, oct: 10,
  november: 11, nov: 11, december: 12, dec: 12,
  // French
  janvier: 1, février: 2, fevrier: 2, mars: 3, avril: 4, mai: 5, juin: 6, juillet: 7, août: 8,
  aout: 8, septembre: 9, octobre: 10, novembre: 11, décembre: 12, decembre: 12,
  // German (april, mai, august, september, november shared)
  januar: 1, jänner: 1, februar: 2, märz: 3, maerz: 3, juni: 6, juli: 7, oktober: 10, dezember: 12,
  // Spanish
  enero: 1, febrero: 2, marzo: 3, abril: 4, mayo: 5, junio: 6, julio: 7, agosto: 8, septiembre: 9,
  setiembre: 9, octubre: 10, noviembre: 11, diciembre: 12,
  // Italian (marzo, agosto, novembre shared)
  gennaio: 1, febbraio: 2, aprile: 4, maggio: 5, giugno: 6, luglio: 7, settembre: 9, ottobre: 10,
  dicembre: 12,
  // Dutch (april, juni, juli, september, oktober, november, december shared)
  januari: 1, februari: 2, maart: 3, mei: 5, augustus: 8,
  // Portuguese (abril, agosto shared)
  janeiro: 1, fevereiro: 2, março: 3, maio: 5, junho: 6, julho: 7, setembro: 9, outubro: 10,
  novembro: 11, dezembro: 12,
};

/** English month words that are also common words: accepted only when capitalised (May, Mar, March). */
const CAPITALISED_ONLY = new Set(["may", "mar", "march"]);

const WEEKDAYS = [
  "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
  "mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun",
  "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche",
  "montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag",
  "lunes", "martes", "miércoles", "miercoles", "jueves", "viernes", "sábado", "sabado", "domingo",
];

const alternation = (words: Iterable<string>): string =>
  [...words].sort((a, b) => b.length - a.length).join("|");

const MON = `(?:${alternation(Object.keys(MONTHS))})`;
const NOT_LETTER_AFTER = "(?![a-zà-ÿ])";
const WD = `(?:(?<![a-zà-ÿ])(?:${alternation(WEEKDAYS)})\\.?,?\\s+(?:the\\s+)?)?`;
const DAYNUM = "(?:3[01]|[12]\\d|0?[1-9])(?!\\d)";
const ORD = "(?:st|nd|rd|th|er|º|°)?";
const YEAR4 = "(?:1[5-9]|20)\\d{2}(?!\\d)";
const YEAR = `(?:${YEAR4}|['’]\\d{2}(?!\\d))`;
/** End of a numeric token: no letter, digit or slash next, and no separator followed by a digit. */
const NUM_END = "(?:(?=t\\d)|(?![\\w/]|[.:,-]\\d))";
/**
 * The same after a form that cannot go on as a number (a four-digit-year ISO date, a month word
 * between hyphens): a comma and a digit after it start the next CSV cell or list item
 * ("77,2018-04-20,28-Mar-2014", "194,9-may-1953,81"), not a decimal.
 */
const NUM_END_FORM = "(?:(?=t\\d)|(?![\\w/]|[.:-]\\d))";
const NUM_START = "(?<![\\w.:/-])";
/**
 * NUM_START, or a key glued to the date by a colon ("dob:1985-03-12", "BDAY:1985-03-12",
 * "geb.:12.03.1985", "ts:2024-03-01"): config files, vCards and key:value logs write them so. A
 * colon after a digit still blocks ("10:2024"), so times and ratios stay out. Only for the forms
 * with a year, which cannot be a time.
 */
const NUM_START_KEYED = "(?<![\\w./-])(?<!(?<![a-zà-ÿ]\\.?):)";
const DASH = "\\s?(?:-|–|—)\\s?";

// All patterns run on lower-cased slices; the `d` flag gives group spans for subtypes.
const RE_MONTH_FIRST = new RegExp(
  `${WD}(?<![a-zà-ÿ])(?<m>${MON})\\.?\\s+(?<d>${DAYNUM})${ORD}${NOT_LETTER_AFTER}(?:(?:,\\s*|\\s+)(?:de\\s+)?(?<y>${YEAR}))?`,
  "gd",
);
const RE_DAY_FIRST = new RegExp(
  `${WD}(?<![\\w.:/-])(?<d>${DAYNUM})(?:${ORD}\\.?)\\s*(?:of\\s+|de\\s+)?(?<m>${MON})\\.?${NOT_LETTER_AFTER}(?:(?:,\\s*|\\s+)(?:de\\s+|del\\s+)?(?<y>${YEAR}))?`,
  "gd",
);
const RE_MONTH_YEAR = new RegExp(
  `(?<![a-zà-ÿ])(?<m>${MON})\\.?,?\\s+(?:of\\s+|de\\s+)?(?<y>${YEAR})`,
  "gd",
);
const RE_ISO = new RegExp(`${NUM_START_KEYED}(?<y>\\d{4})(?<sep>[-/.])(?<m>\\d{1,2})\\k<sep>(?<d>\\d{1,2})${NUM_END_FORM}`, "gd");
/**
 * An ISO 8601 date-time in the basic format, as iCalendar and many log formats write it
 * ("DTSTART:20250314T090000Z", "20250314T0900"): eight digits, a T and the time. The T and the
 * checked calendar date make it distinctive; eight digits alone are not (order and account numbers).
 */
const RE_ISO_BASIC = new RegExp(
  `${NUM_START_KEYED}(?<y>(?:1[89]|20)\\d{2})(?<m>0[1-9]|1[0-2])(?<d>0[1-9]|[12]\\d|3[01])t(?<h>[01]\\d|2[0-3])(?<mi>[0-5]\\d)(?<s>[0-5]\\d)?(?<z>z)?(?![\\w.:/-])`,
  "gd",
);
/** The time of an ISO 8601 date-time right after its date: "T14:30:00Z", "T14:30:00.123+02:00". */
const RE_ISO_TIME = /[Tt](?<h>[01]\d|2[0-3]):(?<mi>[0-5]\d)(?::(?<s>[0-5]\d|60)(?<f>[.,]\d{1,9})?)?(?<z>[Zz]|[+-](?:[01]\d|2[0-3])(?::?[0-5]\d)?)?(?![\p{L}\p{N}]|[.:]\d)/uy;
/**
 * Day, month name and year joined by hyphens or slashes: "5-May-2021", "05/oct/21", and the time
 * stamp of a web server's access log, "28/Nov/2026:10:00:01 +0000" (the date; its time follows a colon).
 */
const RE_DAY_MON_YEAR_JOINED = new RegExp(
  `(?<![\\w.:/-])(?<d>${DAYNUM})(?<sep>[-/])(?<m>${MON})\\k<sep>(?<y>${YEAR4}|\\d{2}(?!\\d))(?![\\w/]|[.-]\\d|:(?!\\d{2}:\\d{2}:\\d{2}(?!\\d))\\d)`,
  "gd",
);
/**
 * A day, a month in Roman numerals and a year ("12-VIII-1979", "7.III.1965", "14. VII. 1981"), as
 * Spanish, Italian, Portuguese, Polish and older German forms write birth dates (fourth
 * exploratory test: left in clear). Run on the lower-cased text; the digits around frame it.
 */
const ROMAN_MONTHS: Readonly<Record<string, number>> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5, vi: 6, vii: 7, viii: 8, ix: 9, x: 10, xi: 11, xii: 12 };
const RE_DAY_ROMAN_YEAR = new RegExp(
  `(?<![\\w.:/-])(?<d>${DAYNUM})[ \\t]?(?<sep>[-./])[ \\t]?(?<m>xii|xi|x|ix|viii|vii|vi|v|iv|iii|ii|i)[ \\t]?\\k<sep>[ \\t]?(?<y>(?:1[89]|20)\\d{2})(?![\\w]|[.-]\\d)`,
  "gd",
);
/**
 * A four-digit year after a slash or a hyphen ends a form that cannot go on as a number, as
 * NUM_END_FORM allows ("38,11/10/1966,094257831": the next CSV cell after it; fresh draw 1515); a
 * dotted form ("12.03.2024,5") and a two-digit year end as NUM_END.
 */
const RE_NUMERIC = new RegExp(
  `${NUM_START_KEYED}(?<a>\\d{1,2})(?<sep>[-/.])(?<b>\\d{1,2})\\k<sep>(?<y>\\d{4}|\\d{2})(?:(?<=[-/]\\d{4})${NUM_END_FORM}|${NUM_END})`,
  "gd",
);
const RE_YEAR_RANGE = new RegExp(
  `${NUM_START}(?<y1>${YEAR4})\\s?(?:-|–|—|/)\\s?(?<y2>${YEAR4}|\\d{2}(?!\\d))${NUM_END}`,
  "gd",
);
const RE_YEAR_BETWEEN = new RegExp(
  `(?<![a-z])(?:between|from|entre|zwischen|von|du|de)\\s+(?<y1>${YEAR4})\\s+(?:and|to|until|till|through|thru|et|und|y|e|à|a|bis|al)\\s+(?<y2>${YEAR4})`,
  "gd",
);
const RE_DECADE = /(?<![\w'’])(?:(?<dec>(?:1\d|20)\d0)['’]?s|['’](?<short>\d0)s)(?![a-z])/dg;
const RE_MONTH_RANGE = new RegExp(
  `(?<![a-zà-ÿ])(?<m1>${MON})\\.?(?:${DASH}|\\s+(?:to|through|until)\\s+)(?<m2>${MON})\\.?,?\\s+(?<y>${YEAR4})`,
  "gd",
);
const RE_DAY_RANGE_MONTH_FIRST = new RegExp(
  `(?<![a-zà-ÿ])(?<m>${MON})\\.?\\s+(?<d1>${DAYNUM})${ORD}${DASH}(?<d2>${DAYNUM})${ORD}${NOT_LETTER_AFTER}(?:(?:,\\s*|\\s+)(?<y>${YEAR}))?`,
  "gd",
);
const RE_DAY_RANGE_DAY_FIRST = new RegExp(
  `(?<![\\w.:/-])(?<d1>${DAYNUM})(?:${ORD}\\.?)${DASH}(?<d2>${DAYNUM})(?:${ORD}\\.?)\\s*(?:of\\s+|de\\s+)?(?<m>${MON})\\.?${NOT_LETTER_AFTER}(?:(?:,\\s*|\\s+)(?:de\\s+)?(?<y>${YEAR}))?`,
  "gd",
);
/** Any month word: regions without one skip the written-date patterns (most numeric text). */
const RE_ANY_MONTH = new RegExp(`\\b(?:${trieSource(Object.keys(MONTHS))})${NOT_LETTER_AFTER}`);
const RE_BARE_YEAR = new RegExp(`${NUM_START}(?<y>(?:1[89]|20)\\d{2})${NUM_END}`, "gd");
/** What may join two dates into an interval ("to", "-", "and" after "between"...). */
const RE_CONNECTOR = /^\s*(?:-|–|—|to|until|till|through|thru|and|au|bis|al|à|a)\s*$/;

const BIRTH = contextWords([
  "born", "date of birth", "birth date", "birthdate", "birthday", "bday", "dob", "d.o.b", "d.o.b.", "b.",
  "né", "née", "né le", "née le", "date de naissance", "geboren", "geb.", "geburtsdatum",
  "nacido", "nacida", "fecha de nacimiento", "nascido", "nascida", "nato", "nata", "data di nascita", "geboortedatum",
  "data de nascimento", "year of birth", "birth year",
  // field names without the preposition ("fecha_nacimiento", "data_nascita", "date_naissance" folded)
  "fecha nacimiento", "data nascita", "date naissance", "data nascimento",
]);
/** Birth context directly before a bare year: "born in 1984", "b. 1984", "year of birth: 1984". */
const BIRTH_YEAR_PREFIX =
  /(?<![a-z])(?:born|b\.|dob|d\.o\.b\.?|year of birth|birth year|né|née|geboren|geb\.|nacido|nacida|nascido|nascida|nato|nata)\s*(?:in|en|im|em|:)?\s*$/;
/** A time preposition directly before a bare year: "in 1977", "since 2019", "by the end of 2030". */
const YEAR_PREPOSITION_PREFIX =
  /(?<![a-z])(?:in|since|until|till|by|during|circa|c\.|before|after|from|through|throughout|end of|start of|beginning of|early|mid|late|spring|summer|autumn|fall|winter|year)\s+(?:of\s+)?$/;
/** What may follow such a year: the end of the clause or a word that starts a new phrase. */
const YEAR_CLAUSE_END =
  /^(?:[ \t]*(?:[.,;:!?)(\n\r"”]|$)|\s+(?:and|or|to|when|but|as|at|on|with|while|after|before|he|she|they|it|we|i|you|the|a|an|for|from|until|by|there|this|that|which|who|where|his|her|their|its|our|my)(?![a-zà-ÿ]))/;
/** A determiner before a year used as the date of a work or event: "a 2017 film", "the 1990 World Cup". */
const YEAR_DETERMINER_PREFIX = /(?<![a-z])(?:a|an|the|his|her|their|its|our|my|this|that)\s+$/;
const DATED_THING =
  /^\s+(?:film|movie|album|song|single|season|election|elections|census|edition|study|survey|report|vintage|novel|book|documentary|tournament|championship|olympics|world cup|budget|tax year|fiscal year)(?![a-zà-ÿ])/;
/** Capitalised words after "a 1000 ..." that make the number an amount or a size, not a year. */
const NOT_DATED_THING = /^\s+(?:euros?|dollars?|pounds?|yen|francs?|usd|eur|gbp|watts?|volts?|ccs?|series|mhz|ghz|gb|mb|kb|tb|mah|km|kg|lbs?|rpm|hp)(?![a-zà-ÿ])/;
/** Full English weekday names. */
const RE_WEEKDAY = /(?:mon|tues|wednes|thurs|fri|satur|sun)day(?![a-zà-ÿ'’-])/g;
/** What makes a weekday name a day reference rather than a name ("Joe Friday"). */
const WEEKDAY_PREFIX =
  /(?<![a-z])(?:on|last|next|this|every|until|till|by|since|from|before|after|coming|past|that|each|of|to|through|thru|or|and|the following|the previous)\s+$/;
const RECURRENCE_RULE_PREFIX = /(?<![a-z])the\s+(?:first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th)\s+$/;
const WEEKDAY_SUFFIX = /^\s+(morning|afternoon|evening|night|noon|lunchtime|lunch)(?![a-zà-ÿ])/;
/** Words that make a dotted numeric triple a version number, not a date. */
const VERSION = contextWords(["version", "v", "ver", "release", "build", "firmware", "update"]);
/** Words that make a year-like range a page or item range. */
const NON_DATE_RANGE = contextWords(["page", "pages", "pp", "p.", "pp.", "no.", "nos.", "items", "lines", "rows", "ids"]);

// ---------------------------------------------------------------------------------------------
// Month/day without a year ("adm 9/7 am", "9/8 RETURNED TO CATH LAB", "CL PLACED 4/11")
//
// Clinical notes date events with a bare M/D constantly, but "1/2 tab", "strength 5/5" and
// "pain 3/10" look the same, so the token alone is never enough: it must be a whole token, a
// calendar date in the locale's order, and carry a date cue (a preposition or event word just
// before, a time of day just after, or a day-by-day line heading) with no fraction/score cue near.
// Every window below is a bounded slice around the token, so the rule stays linear in the text.

/**
 * A whole "a/b" token: no letter, digit, "/", "." or "-" glued before (a ":" only after a letter,
 * "HX:8/30"), and nothing glued after except "-", ":", "." or "," before a non-digit ("done 9/30-",
 * "12/07: right tibia fx", "EXTUBATION 3/8.").
 */
const RE_MONTH_DAY = /(?<![\w./-])(?<!\d:)(?<a>\d{1,2})\/(?<b>\d{1,2})(?![\w/%]|[.:,-]\d)/dg;
/** How far back (on the same line) and ahead the cues are looked for. */
const MD_BEFORE = 40;
const MD_AFTER = 24;
/**
 * Negative cues count only this close before ("pain 3/10") and only with no number between them
 * and the candidate: a negative word describes the first value after it, so in "BP 120/80 on 9/7"
 * "bp" is about 120/80, not 9/7. Both look-back windows start at a word boundary, or a cut word
 * would read as a cue ("perhaps" -> "ps", "cutie" -> "ie").
 */
const MD_NEGATIVE_BEFORE_CHARS = 16;
/** Prepositions and clinical event words that date what follows ("weaned off 9/7", "MVA 12/07"). */
const MD_CUE_WORDS = [
  "on", "since", "from", "until", "till", "by", "through", "thru", "to", "after", "before", "as of",
  "adm", "admit", "admitted", "readmitted", "admission", "discharged", "disch", "dc'd", "d/c'd", "d/c",
  "dc", "dated", "post", "s/p", "placed", "started", "stopped", "extubated", "intubated", "reintubated",
  "extubation", "intubation", "placement", "insertion", "removal", "transfer", "arrival",
  "arrived", "returned", "transferred", "trans", "presented", "done", "weaned", "mva", "surgery", "seen",
  "died", "expired", "removed", "inserted", "changed", "drawn", "sent", "cultured", "performed",
  "cabg", "cath", "mi", "lbm", "last", "today", "yesterday", "tomorrow", "eve", "morning", "night",
  "completed", "rec'd", "received", "f/u", "follow", "for", "planned", "scheduled", "due", "held",
  "restart", "restarted", "resume", "resumed", "begin", "extub", "transfered", "pancultured", "cx'd",
  "echo", "xrt", "dialysis", "hd", "ct", "cxr", "tee", "bc", "arrest", "stent", "consult", "visit", "note",
  "notes", "meeting", "mtg",
];
const RE_MD_CUE_BEFORE = new RegExp(
  `(?<![\\w'’/])(?:${alternation(MD_CUE_WORDS.map((w) => w.replace(/[/.]/g, "\\$&")))})` +
    // up to two plain words between the cue and the date ("readmitted to CCU 9/29", "weaned off 9/7")
    `(?:\\s+[a-z][a-z'’]*){0,2}\\s+$`,
);
/** A field label right before: "PRESENT HX:8/30", "HPI: 8/23" (scores and strengths are excluded as negatives). */
const RE_MD_LABEL_BEFORE = /[a-z]:[ \t]*$/;
/** A time of day right before: "at 0330 3/7", "(7pm 10/15)", "at 2am 8/25". */
const RE_MD_TIME_BEFORE = /(?<![\w.:/])(?:(?:[01]\d|2[0-3])[0-5]\d|(?:1[0-2]|0?[1-9])(?::[0-5]\d)?\s?(?:am|pm|a|p))\s+$/;
/** A time of day right after: "9/7 am", "9/9 @ 1900", "9/8 1400", "3/20 7P-7A". */
const RE_MD_TIME_AFTER =
  /^\s*(?:(?:1[0-2]|0?[1-9])(?::[0-5]\d)?\s?(?:am|pm|a|p)(?![a-z])|(?:am|pm|a\.m\.|p\.m\.)(?![a-z])|@|at\s+(?:\d{1,2}(?::\d\d)?\s?(?:am|pm)|(?:[01]\d|2[0-3])[0-5]\d(?!\d))|(?:[01]\d|2[0-3])[0-5]\d(?![\d.,:/])(?!\s*(?:ml|cc|mg|mcg|units?|u|kg|g|l|mm|cm)(?![a-z])))/;
/** A shift or part of the day right after: "9/9 nites", "8/31 eves" (weaker: "1 1/2 days" is no date). */
const RE_MD_SHIFT_AFTER = /^\s*(?:nites|nights|days|eve|eves|evening|noc|morning|afternoon)(?![a-z])/;
/**
 * After a date that starts a line, as in day-by-day notes ("9/7-INITIAL EVENTS:", "9/8 RETURNED TO
 * CATH LAB", "10/26: pt seen"), or a sentence ("... REPAIR. 11/19 WHILE ON HEPARIN").
 */
const RE_MD_HEADING_AFTER = /^(?:[ \t]*[-:](?!\d)|[ \t]+\p{Lu}{3,}(?!\p{Ll}))/u;
/** What may stand before a date that opens a sentence on the same line. */
const RE_MD_SENTENCE_START = /[.;]\s+$/;
/** Words that make a/b a fraction, a score or a ratio ("1/2 tab", "strength 5/5", "pain 3/10"). */
const MD_NEGATIVE_BEFORE = contextWords([
  "strength", "motor", "power", "grade", "score", "pain", "scale", "rated", "rating", "stars", "tab",
  "tabs", "tablet", "tablets", "cup", "cups", "inch", "inches", "mile", "miles", "dose", "x", "ratio",
  "split", "bp", "b/p", "abg", "i:e", "ie", "para", "gravida", "vt", "fio2", "sats", "pupils",
  "perrl", "mae", "gcs", "strengths", "murmur", "out of", "approx", "about", "cp", "trial",
  // ventilator settings ("PSV 10/5", "CPAP 5/5", "mask ventilation 10/5")
  "psv", "ps", "ips", "cpap", "c pap", "bipap", "peep", "vent", "ventilation", "pressure support", "imv", "simv",
]);
const MD_NEGATIVE_BEFORE_ALL = new RegExp(MD_NEGATIVE_BEFORE.regex.source, "gu");
/** A verb + preposition that introduces a setting, not a day: "weaned to 5/5", "remained on 5/5". */
const RE_MD_SETTING_BEFORE =
  /(?<![a-z])(?:(?:wean(?:ed|ing)?|change|changed|switched|decreased|increased|titrated|turned|back|down|over)\s+to|(?:remain(?:s|ed)?|tried|trial(?:l?ed)?|weaning|initially|cont(?:inues|inued|'d)?|con't|maintained|kept)\s+on|extubated\s+from)\s+$/;
/** A previous a/b value joined by "to"/"-" that is no date ("PA 32/15 to 28/11"): a series of readings. */
const RE_MD_PRIOR_VALUE = /(?<![\w/])(\d+)\/(\d+)\s*(?:to|-)\s*$/;
/** First words after a/b that make it a fraction, a dose or a score ("1/2 tab", "5/5 strength"). */
const MD_NEGATIVE_NEXT_WORDS = new Set([
  "strength", "str", "tab", "tabs", "tablet", "tablets", "cup", "cups", "inch", "inches", "mile", "miles",
  "of", "stars", "way", "ns", "dose", "doses", "pill", "pills", "ratio", "split", "mg", "ml", "cc",
  "units", "amp", "amps", "bag", "bags", "pack", "packs", "scale", "murmur", "times", "x", "rule", "up",
  "cp", "psv", "ps", "cpap", "bipap", "peep", "fio2", "blood", "bld", "cultures", "bottles", "bc", "hour",
  "hours", "hr", "hrs", "min", "mins", "minutes", "liter", "liters", "l", "pain", "motor", "power",
  "rate",
]);
const RE_MD_NEXT_WORD = /^[ \t]*-?[ \t]*([a-z][a-z0-9]*)/;
/** A percentage right after is an FiO2 after a ventilator setting: "10/5, 40%". */
const RE_MD_PERCENT_AFTER = /^[\s,]*\d+\s?%/;
/** Idioms that read as a date: "24/7" care. */
const MD_IDIOMS = new Set(["24/7"]);

function monthDayHits(ctx: DetectContext, from: number, to: number, order: Order, hits: DateHit[]): void {
  for (const { start, end, g } of scan(ctx, RE_MONTH_DAY, from, to)) {
    if (MD_IDIOMS.has(ctx.lower.slice(start, end))) continue;
    const a = Number(text(ctx, g.a!));
    const b = Number(text(ctx, g.b!));
    // The order dates with a year use (numericOrder); unlike them, a locale's order is not
    // overridden when only the other reading is a calendar date: without a year that is more
    // often a score ("Child Pugh: 5/15" in Spanish text) than a date written the foreign way.
    const preferDayFirst = order === "DMY" || (order === "auto" && a > 12);
    const readings: Array<"DMY" | "MDY"> = order !== "auto" ? [order] : preferDayFirst ? ["DMY", "MDY"] : ["MDY", "DMY"];
    const reading = readings.find((r) => (r === "DMY" ? isCalendarDate(undefined, b, a) : isCalendarDate(undefined, a, b)));
    if (!reading || !hasMonthDayCue(ctx, start, end)) continue;
    const [day, dayG, month, monthG] = reading === "DMY" ? [a, g.a!, b, g.b!] : [b, g.b!, a, g.a!];
    // Weaker evidence than a date with a year; weaker still when nothing fixes the order.
    const score = order === "auto" && a <= 12 && b <= 12 && a !== b ? SCORE_MONTH_DAY_AMBIGUOUS : SCORE_MONTH_DAY;
    hits.push({ start, end, kind: "date", score, valid: true, m: part(ctx, monthG, month), d: part(ctx, dayG, day) });
  }
}

/**
 * A day and month with the dots German writes them with, both two digits and the closing dot
 * ("03.06.  03.06.  SEPA-Überweisung", "am 14.02. in Hannover"): bank statements date every
 * booking this way. Unlike a/b, neither a fraction nor a score is written so; a dotted triple is
 * the numeric form's, a version the VERSION words' ("Version 10.02.").
 */
const RE_DAY_MONTH_DOTTED = /(?<![\w.,/-])(?<d>\d{2})\.(?<m>\d{2})\.(?![\p{L}\p{N}_]|\.\d|[ \t]?\d)/dgu;

function dayMonthDottedHits(ctx: DetectContext, from: number, to: number, hits: DateHit[]): void {
  for (const { start, end, g } of scan(ctx, RE_DAY_MONTH_DOTTED, from, to)) {
    const day = Number(text(ctx, g.d!));
    const month = Number(text(ctx, g.m!));
    if (!isCalendarDate(undefined, month, day) || hasContext(ctx, start, end, VERSION, 16, 0)) continue;
    hits.push({ start, end, kind: "date", score: SCORE_MONTH_DAY, valid: true, m: part(ctx, g.m!, month), d: part(ctx, g.d!, day) });
  }
}

/** `from`, or where the word it cuts ends: a window never starts inside a word. */
function wordBoundaryFrom(s: string, from: number, limit: number): number {
  let i = from;
  while (i > 0 && i < limit && WORD_CHAR.test(s[i - 1]!) && WORD_CHAR.test(s[i]!)) i++;
  return i;
}
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** A negative word in `near` with no number after it (see MD_NEGATIVE_BEFORE_CHARS). */
function negativeBefore(near: string): boolean {
  const negative = MD_NEGATIVE_BEFORE_ALL;
  negative.lastIndex = 0;
  let last = -1;
  for (let m = negative.exec(near); m !== null; m = negative.exec(near)) last = m.index + m[0].length;
  return last >= 0 && !/\d/.test(near.slice(last));
}

/** "PA 32/15 to 28/11": the a/b before, joined by "to" or "-", is a reading that no calendar allows. */
function isAfterNonDateValue(before: string): boolean {
  const prior = RE_MD_PRIOR_VALUE.exec(before);
  if (!prior) return false;
  const [a, b] = [Number(prior[1]), Number(prior[2])];
  return !isCalendarDate(undefined, a, b) && !isCalendarDate(undefined, b, a);
}

/** Date cue present and no fraction/score cue: see the section comment. */
function hasMonthDayCue(ctx: DetectContext, start: number, end: number): boolean {
  // Both windows are bounded and cut at the line break: cues never cross lines.
  const windowStart = wordBoundaryFrom(ctx.lower, Math.max(0, start - MD_BEFORE), start);
  const window = ctx.lower.slice(windowStart, start);
  const newline = window.lastIndexOf("\n");
  const before = newline >= 0 ? window.slice(newline + 1) : window;
  const atLineStart = (newline >= 0 || windowStart === 0) && /^[ \t]*$/.test(before);
  const ahead = ctx.lower.slice(end, end + MD_AFTER);
  const after = ahead.split("\n", 1)[0]!;
  const nextWord = RE_MD_NEXT_WORD.exec(after)?.[1] ?? "";
  const near = before.slice(wordBoundaryFrom(before, Math.max(0, before.length - MD_NEGATIVE_BEFORE_CHARS), before.length));
  if (negativeBefore(near) || MD_NEGATIVE_NEXT_WORDS.has(nextWord)) return false;
  if (RE_MD_SETTING_BEFORE.test(before) || RE_MD_PERCENT_AFTER.test(after) || isAfterNonDateValue(before)) return false;
  if (RE_MD_TIME_AFTER.test(after)) return true;
  if (RE_MD_TIME_BEFORE.test(before)) return true;
  // A bare number right before makes a mixed fraction ("1 1/2 tabs") unless it is a time of day.
  if (/\d\s+$/.test(before)) return false;
  if (RE_MD_SHIFT_AFTER.test(after) || RE_MD_CUE_BEFORE.test(before) || RE_MD_LABEL_BEFORE.test(before)) return true;
  if (atLineStart && statementLine(ctx, start)) return true;
  return (atLineStart || RE_MD_SENTENCE_START.test(before)) && RE_MD_HEADING_AFTER.test(ctx.text.slice(end, end + after.length));
}

/** A line that opens with a zero-padded day and month, then a column's blanks and its text. */
const RE_STATEMENT_LINE = /^[ \t]*\d{2}\/\d{2}[ \t]{2,}\S/;

/**
 * A bank statement's or a ledger's line: a zero-padded day and month opening the line, a column
 * gap after it, and the line before or after opening the same way ("27/02  Bizum recibido de ...",
 * "26/02  Recibo IBERDROLA ...": eval:realistic's account movements were left in clear). A
 * fraction is not written "01/02", nor set in such a column.
 */
function statementLine(ctx: DetectContext, start: number): boolean {
  const line = lineAt(ctx, start);
  const opensAlike = (l: { start: number; end: number }) => RE_STATEMENT_LINE.test(ctx.text.slice(l.start, Math.min(l.end, l.start + 64)));
  if (!opensAlike(line)) return false;
  // the line before ends with the "\n" at line.start - 1; the next starts after this one's
  const nextStart = ctx.text.indexOf("\n", line.end);
  return (line.start > 0 && opensAlike(lineAt(ctx, line.start - 1))) || (nextStart >= 0 && opensAlike(lineAt(ctx, nextStart + 1)));
}

// ---------------------------------------------------------------------------------------------
// Hits

interface Part {
  start: number;
  end: number;
  value: number;
}
interface DateHit {
  start: number;
  end: number;
  kind: "date" | "month-year" | "year" | "interval";
  score: number;
  y?: Part;
  m?: Part;
  d?: Part;
  /** The time of an ISO 8601 date-time ("T14:30:00Z"), appended to the formatted date. */
  time?: string;
  /** For intervals: ISO start/end. */
  from?: string;
  to?: string;
  valid: boolean;
}

type Order = "MDY" | "DMY" | "auto";

function numericOrder(ctx: DetectContext): Order {
  const locale = ctx.locale?.toLowerCase();
  if (locale) return locale === "en" || locale.startsWith("en-us") ? "MDY" : "DMY";
  if (ctx.language && ctx.language !== "en") return "DMY";
  return "auto";
}

function yearValue(raw: string): number {
  const digits = raw.replace(/^['’]/, "");
  return digits.length === 2 ? expandTwoDigitYear(Number(digits)) : Number(digits);
}

function isoOf(h: DateHit): string {
  const y = h.y ? String(h.y.value).padStart(4, "0") : undefined;
  if (h.kind === "year") return y!;
  if (h.kind === "month-year") return `${y}-${pad2(h.m!.value)}`;
  return y ? `${y}-${pad2(h.m!.value)}-${pad2(h.d!.value)}${h.time ?? ""}` : `--${pad2(h.m!.value)}-${pad2(h.d!.value)}`;
}

type Groups = Record<string, [number, number] | undefined>;

/**
 * Month token check: known and, for "May"/"March", capitalised in the original text, unless the
 * caller holds a whole date around it (`framed`: a day and a four-digit year, "26 may 1954").
 */
function monthAt(ctx: DetectContext, span: [number, number], framed = false): number | undefined {
  const word = ctx.lower.slice(span[0], span[1]);
  const month = MONTHS[word];
  if (month === undefined) return undefined;
  if (!framed && CAPITALISED_ONLY.has(word) && !/[A-Z]/.test(ctx.text[span[0]]!)) return undefined;
  return month;
}

function part(ctx: DetectContext, span: [number, number], value: number): Part {
  return { start: span[0], end: span[1], value };
}

/** Run a regex over a lower-cased slice, yielding absolute group spans. */
function* scan(ctx: DetectContext, re: RegExp, from: number, to: number): Generator<{ start: number; end: number; g: Groups }> {
  const slice = ctx.lower.slice(from, to);
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(slice)) !== null) {
    if (m[0].length === 0) {
      re.lastIndex++;
      continue;
    }
    const g: Groups = {};
    for (const [name, span] of Object.entries(m.indices?.groups ?? {})) {
      if (span) g[name] = [span[0] + from, span[1] + from];
    }
    yield { start: m.index + from, end: m.index + m[0].length + from, g };
  }
}

const text = (ctx: DetectContext, span: [number, number]): string => ctx.text.slice(span[0], span[1]);

/** Abbreviated month names, the only ones whose trailing dot belongs to the date ("Oct."). */
const ABBREVIATIONS = new Set(["jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec"]);

function writtenDate(ctx: DetectContext, start: number, end: number, g: Groups, score: number): DateHit | undefined {
  // a day and a four-digit year make even a lower-case "may" a month ("26 may 1954", "may 26, 1954";
  // not "we may 3 2000 people": month first needs the comma)
  const framed = g.y !== undefined && g.y[1] - g.y[0] === 4 && (g.d![0] < g.m![0] || ctx.text.slice(g.d![1], g.y[0]).includes(","));
  const month = monthAt(ctx, g.m!, framed);
  if (month === undefined) return undefined;
  // "... 12 October." : the sentence's full stop is not part of the date.
  if (g.m![1] === end - 1 && ctx.text[end - 1] === "." && !ABBREVIATIONS.has(ctx.lower.slice(g.m![0], g.m![1]))) end--;
  const day = Number(text(ctx, g.d!));
  const y = g.y ? part(ctx, g.y, yearValue(text(ctx, g.y))) : undefined;
  const hit: DateHit = {
    start, end, kind: "date", score: y ? score : score - 0.1,
    m: part(ctx, g.m!, month), d: part(ctx, g.d!, day), valid: isCalendarDate(y?.value, month, day),
  };
  if (y) hit.y = y;
  return hit;
}

function collect(ctx: DetectContext, from: number, to: number, order: Order, hits: DateHit[]): void {
  numericHits(ctx, from, to, order, hits);
  monthDayHits(ctx, from, to, order, hits);
  dayMonthDottedHits(ctx, from, to, hits);
  if (RE_ANY_MONTH.test(ctx.lower.slice(from, to))) writtenHits(ctx, from, to, hits);
  for (const { start, end, g } of scan(ctx, RE_BARE_YEAR, from, to)) {
    const y = Number(text(ctx, g.y!));
    const before = ctx.lower.slice(Math.max(0, start - 24), start);
    // A bare year after birth context is a (partial) date of birth ("born in 1984").
    if (BIRTH_YEAR_PREFIX.test(before)) {
      hits.push({ start, end, kind: "year", score: 0.8, valid: true, y: part(ctx, g.y!, y) });
    } else if (isYearInContext(ctx, before, end, y)) {
      hits.push({ start, end, kind: "year", score: 0.7, valid: true, y: part(ctx, g.y!, y) });
    }
  }
}

/** A bare year that the words around it make a year: see the module comment. */
function isYearInContext(ctx: DetectContext, before: string, end: number, y: number): boolean {
  const after = ctx.lower.slice(end, end + 24);
  if (YEAR_PREPOSITION_PREFIX.test(before)) return YEAR_CLAUSE_END.test(after);
  if (y < 1900 || !YEAR_DETERMINER_PREFIX.test(before)) return false;
  if (DATED_THING.test(after)) return true;
  // "a 2017 Polish film": a capitalised word (a nationality, a name) after the year.
  const next = /^\s+(\p{Lu})/u.exec(ctx.text.slice(end, end + 4));
  return next !== null && !NOT_DATED_THING.test(after);
}

/** Weekday names introduced as day references ("on Tuesday", "Sunday morning"). */
function weekdayCandidates(ctx: DetectContext, taken: readonly Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  let next = 0; // `taken` is sorted by start and non-overlapping: one forward pass
  RE_WEEKDAY.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = RE_WEEKDAY.exec(ctx.lower)) !== null) {
    const start = m.index;
    const end = start + m[0].length;
    if (start > 0 && /[\p{L}\p{N}'’-]/u.test(ctx.lower[start - 1]!)) continue;
    while (next < taken.length && taken[next]!.end <= start) next++;
    if (next < taken.length && taken[next]!.start < end) continue; // inside a longer date
    const before = ctx.lower.slice(Math.max(0, start - 20), start);
    const after = ctx.lower.slice(end, end + 16);
    if (!WEEKDAY_PREFIX.test(before)) {
      const part = WEEKDAY_SUFFIX.exec(after);
      // "Saturday Night Live": a capitalised part of the day after the name makes a title.
      if (!part || /\p{Lu}/u.test(ctx.text[end + part[0].length - part[1]!.length] ?? "")) continue;
    }
    // "the last Sunday before Labor Day", "the first Monday of each month": a calendar rule,
    // not a day someone was somewhere.
    if (RECURRENCE_RULE_PREFIX.test(before)) continue;
    out.push({ start, end, label: "DATE", score: SCORE_WEEKDAY, source: "date" });
  }
  return out;
}

/** Forms with a month name. */
function writtenHits(ctx: DetectContext, from: number, to: number, hits: DateHit[]): void {
  for (const { start, end, g } of scan(ctx, RE_MONTH_FIRST, from, to)) {
    const h = writtenDate(ctx, start, end, g, 0.9);
    if (h) hits.push(h);
  }
  for (const { start, end, g } of scan(ctx, RE_DAY_FIRST, from, to)) {
    const h = writtenDate(ctx, start, end, g, 0.9);
    if (h) hits.push(h);
  }
  for (const { start, end, g } of scan(ctx, RE_MONTH_YEAR, from, to)) {
    const month = monthAt(ctx, g.m!);
    if (month === undefined) continue;
    hits.push({
      start, end, kind: "month-year", score: 0.8, valid: true,
      m: part(ctx, g.m!, month), y: part(ctx, g.y!, yearValue(text(ctx, g.y!))),
    });
  }
  for (const { start, end, g } of scan(ctx, RE_MONTH_RANGE, from, to)) {
    const m1 = monthAt(ctx, g.m1!);
    const m2 = monthAt(ctx, g.m2!);
    if (m1 === undefined || m2 === undefined || m2 <= m1) continue;
    const y = text(ctx, g.y!);
    hits.push({ start, end, kind: "interval", score: 0.85, valid: true, from: `${y}-${pad2(m1)}`, to: `${y}-${pad2(m2)}` });
  }
  for (const re of [RE_DAY_RANGE_MONTH_FIRST, RE_DAY_RANGE_DAY_FIRST]) {
    for (const { start, end, g } of scan(ctx, re, from, to)) {
      const month = monthAt(ctx, g.m!);
      const d1 = Number(text(ctx, g.d1!));
      const d2 = Number(text(ctx, g.d2!));
      if (month === undefined || d2 <= d1) continue;
      const y = g.y ? yearValue(text(ctx, g.y)) : undefined;
      if (!isCalendarDate(y, month, d2)) continue;
      const prefix = y === undefined ? "-" : String(y);
      hits.push({
        start, end, kind: "interval", score: 0.85, valid: true,
        from: `${prefix}-${pad2(month)}-${pad2(d1)}`, to: `${prefix}-${pad2(month)}-${pad2(d2)}`,
      });
    }
  }
}

/** Forms made of digits only (and "between 2019 and 2021", decades). */
function numericHits(ctx: DetectContext, from: number, to: number, order: Order, hits: DateHit[]): void {
  for (const { start, end, g } of scan(ctx, RE_ISO, from, to)) {
    const y = Number(text(ctx, g.y!));
    const mo = Number(text(ctx, g.m!));
    const d = Number(text(ctx, g.d!));
    if (text(ctx, g.sep!) === "." && hasContext(ctx, start, end, VERSION, 12, 0)) continue;
    const hit: DateHit = {
      start, end, kind: "date", score: 0.9, valid: isCalendarDate(y, mo, d),
      y: part(ctx, g.y!, y), m: part(ctx, g.m!, mo), d: part(ctx, g.d!, d),
    };
    // An ISO 8601 date-time is one entity: the time joins the date's span and formatted value.
    if (text(ctx, g.sep!) === "-") {
      RE_ISO_TIME.lastIndex = end;
      const t = RE_ISO_TIME.exec(ctx.text);
      if (t) {
        const tg = t.groups!;
        hit.end = RE_ISO_TIME.lastIndex;
        hit.time = `T${tg.h}:${tg.mi}${tg.s !== undefined ? `:${tg.s}` : ""}${tg.f ? tg.f.replace(",", ".") : ""}${tg.z ? tg.z.toUpperCase() : ""}`;
      }
    }
    hits.push(hit);
  }
  for (const { start, end, g } of scan(ctx, RE_ISO_BASIC, from, to)) {
    const y = Number(text(ctx, g.y!));
    const mo = Number(text(ctx, g.m!));
    const d = Number(text(ctx, g.d!));
    hits.push({
      start, end, kind: "date", score: 0.9, valid: isCalendarDate(y, mo, d),
      y: part(ctx, g.y!, y), m: part(ctx, g.m!, mo), d: part(ctx, g.d!, d),
      time: `T${text(ctx, g.h!)}:${text(ctx, g.mi!)}${g.s ? `:${text(ctx, g.s)}` : ""}${g.z ? "Z" : ""}`,
    });
  }
  for (const { start, end, g } of scan(ctx, RE_DAY_ROMAN_YEAR, from, to)) {
    const month = ROMAN_MONTHS[ctx.lower.slice(g.m![0], g.m![1])]!;
    const day = Number(text(ctx, g.d!));
    const y = Number(text(ctx, g.y!));
    hits.push({
      start, end, kind: "date", score: 0.85, valid: isCalendarDate(y, month, day),
      y: part(ctx, g.y!, y), m: part(ctx, g.m!, month), d: part(ctx, g.d!, day),
    });
  }
  for (const { start, end, g } of scan(ctx, RE_DAY_MON_YEAR_JOINED, from, to)) {
    // Between digits and hyphens a month word is no everyday word ("5-may-2021"): no capital needed.
    const month = MONTHS[ctx.lower.slice(g.m![0], g.m![1])];
    if (month === undefined) continue;
    const day = Number(text(ctx, g.d!));
    const y = yearValue(text(ctx, g.y!));
    hits.push({
      start, end, kind: "date", score: 0.9, valid: isCalendarDate(y, month, day),
      y: part(ctx, g.y!, y), m: part(ctx, g.m!, month), d: part(ctx, g.d!, day),
    });
  }
  for (const { start, end, g } of scan(ctx, RE_NUMERIC, from, to)) {
    const h = numericDate(ctx, start, end, g, order);
    if (h) hits.push(h);
  }
  for (const { start, end, g } of scan(ctx, RE_YEAR_RANGE, from, to)) {
    const y1 = Number(text(ctx, g.y1!));
    const raw2 = text(ctx, g.y2!);
    const y2 = raw2.length === 2 ? Math.floor(y1 / 100) * 100 + Number(raw2) : Number(raw2);
    if (y2 <= y1 || y2 - y1 > 100) continue;
    if (hasContext(ctx, start, end, NON_DATE_RANGE, 16, 0)) continue;
    hits.push({ start, end, kind: "interval", score: 0.75, valid: true, from: String(y1), to: String(y2) });
  }
  for (const { end, g } of scan(ctx, RE_YEAR_BETWEEN, from, to)) {
    const y1 = Number(text(ctx, g.y1!));
    const y2 = Number(text(ctx, g.y2!));
    if (y2 <= y1) continue;
    hits.push({ start: g.y1![0], end, kind: "interval", score: 0.8, valid: true, from: String(y1), to: String(y2) });
  }
  for (const { start, end, g } of scan(ctx, RE_DECADE, from, to)) {
    const first = g.dec ? Number(text(ctx, g.dec)) : expandTwoDigitYear(Number(text(ctx, g.short!)));
    hits.push({ start, end, kind: "interval", score: 0.75, valid: true, from: String(first), to: String(first + 9) });
  }
}

function numericDate(ctx: DetectContext, start: number, end: number, g: Groups, order: Order): DateHit | undefined {
  const rawA = text(ctx, g.a!);
  const rawB = text(ctx, g.b!);
  const rawY = text(ctx, g.y!);
  const sep = text(ctx, g.sep!);
  // (two-digit day and month and a four-digit year read as a date all the same: "Kurzes Update:
  // 18.09.2005" was no date, fresh draw 2222; no version numbering writes a calendar date so)
  if (sep === "." && hasContext(ctx, start, end, VERSION, 12, 0) && !(rawA.length === 2 && rawB.length === 2 && /^(?:19|20)\d{2}$/.test(rawY))) return undefined;
  // 1.2.34 is far more often a version than a date: dotted 2-digit years need 2-digit day and month.
  if (rawY.length === 2 && sep === "." && (rawA.length < 2 || rawB.length < 2)) return undefined;
  const a = Number(rawA);
  const b = Number(rawB);
  const y = yearValue(rawY);
  const preferDayFirst = order === "DMY" || (order === "auto" && a > 12);
  const readings: Array<"DMY" | "MDY"> = preferDayFirst ? ["DMY", "MDY"] : ["MDY", "DMY"];
  const reading = readings.find((r) => (r === "DMY" ? isCalendarDate(y, b, a) : isCalendarDate(y, a, b)));
  const chosen = reading ?? readings[0]!;
  const [day, dayG, month, monthG] = chosen === "DMY" ? [a, g.a!, b, g.b!] : [b, g.b!, a, g.a!];
  let score = rawY.length === 2 ? 0.7 : 0.85;
  if (order === "auto" && a <= 12 && b <= 12 && a !== b) score = Math.min(score, 0.75);
  return {
    start, end, kind: "date", score, valid: reading !== undefined,
    y: part(ctx, g.y!, y), m: part(ctx, monthG, month), d: part(ctx, dayG, day),
  };
}

/** Keep the earliest, then longest, hits that do not overlap. */
function nonOverlapping(hits: DateHit[]): DateHit[] {
  hits.sort((x, y) => x.start - y.start || y.end - y.start - (x.end - x.start));
  const kept: DateHit[] = [];
  let lastEnd = -1;
  for (const h of hits) {
    if (h.start >= lastEnd) {
      kept.push(h);
      lastEnd = h.end;
    }
  }
  return kept;
}

/** Join "D1 to D2", "between D1 and D2", "D1 - D2" into one interval (D1 may borrow D2's year). */
function joinIntervals(ctx: DetectContext, hits: DateHit[]): DateHit[] {
  const out: DateHit[] = [];
  for (let i = 0; i < hits.length; i++) {
    const a = hits[i]!;
    const b = hits[i + 1];
    if (b && a.valid && b.valid && a.kind === b.kind && (a.kind === "date" || a.kind === "month-year")) {
      const between = ctx.lower.slice(a.end, b.start);
      const isAnd = /\band\b/.test(between);
      const precededByBetween = /\b(?:between|entre|zwischen)\s+$/.test(ctx.lower.slice(Math.max(0, a.start - 12), a.start));
      if (RE_CONNECTOR.test(between) && (!isAnd || precededByBetween) && b.y) {
        const first = { ...a };
        if (!first.y) {
          // "Dec 28 to Jan 3, 2024": the first date is in the year before when its month is later.
          const year = b.y.value - (a.m!.value > b.m!.value ? 1 : 0);
          first.y = { start: -1, end: -1, value: year };
          first.valid = isCalendarDate(year, a.m!.value, a.d!.value);
        }
        const from = isoOf(first);
        const to = isoOf(b);
        if (first.valid && from <= to) {
          out.push({ start: a.start, end: b.end, kind: "interval", score: 0.85, valid: true, from, to });
          i++;
          continue;
        }
      }
    }
    out.push(a);
  }
  return out;
}

function subtypes(h: DateHit): CandidateSubtype[] {
  const out: CandidateSubtype[] = [];
  if (h.d) out.push({ label: "DAY", start: h.d.start, end: h.d.end, formatted: pad2(h.d.value) });
  if (h.m) out.push({ label: "MONTH", start: h.m.start, end: h.m.end, formatted: pad2(h.m.value) });
  if (h.y && h.y.start >= 0) out.push({ label: "YEAR", start: h.y.start, end: h.y.end, formatted: String(h.y.value) });
  return out;
}

/** A column or field named for a birth date or year (folded, table-cues.ts): "dob", "birth_year", "Geburtsjahr", "año de nacimiento". */
const BIRTH_FIELD =
  /(?:^|\s)(?:dob|d o b|date of birth|birth ?date|birthday|birth year|year of birth|born|yob|fecha de nacimiento|fecha nacimiento|ano de nacimiento|date de naissance|date naissance|annee de naissance|data di nascita|data nascita|anno di nascita|geburtsdatum|geburtsjahr|geboortedatum|geboortejaar|data de nascimento|data nascimento|ano de nascimento)$/;
const BIRTH_YEAR_CELL = /^(?:18[89]\d|19\d\d|20\d\d)$/;

/**
 * A value under a birth-date column, or in a CSV column or JSON field so named ("dob": "1962",
 * birth_year 1984, {"birthday": "03/14"}: an app's or CRM's birthday field, the year left out;
 * fourth exploratory test) that no date reading took: a year alone, or a day and month alone.
 * Whole dates there are DOBs already (the header is a birth cue); a bare year or day and month is
 * no date without it.
 */
function birthCells(ctx: DetectContext, found: readonly Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  for (const cell of tableCells(ctx)) {
    if (!BIRTH_FIELD.test(cell.header) || found.some((c) => c.start < cell.end && c.end > cell.start)) continue;
    const value = ctx.text.slice(cell.start, cell.end);
    if (BIRTH_YEAR_CELL.test(value)) {
      out.push({ start: cell.start, end: cell.end, label: "DOB", score: 0.85, formatted: value, source: "date" });
      continue;
    }
    const birthday = dayMonthBirthday(ctx, value);
    if (birthday) out.push({ start: cell.start, end: cell.end, label: "DOB", score: 0.8, formatted: birthday, source: "date" });
  }
  return out;
}

/** A day and month without a year: "03/14", "14.03.", "14-3", ISO's "--03-14". */
const DAY_MONTH_CELL = /^(?:(?<a>\d{1,2})[./-](?<b>\d{1,2})\.?|--(?<m>\d{2})-(?<d>\d{2}))$/;

/**
 * A day and month without a year as a "--MM-DD" birthday: month first when the second number
 * cannot be a month, or in a US locale; day first otherwise. Undefined for no calendar day.
 */
function dayMonthBirthday(ctx: DetectContext, value: string): string | undefined {
  const g = DAY_MONTH_CELL.exec(value)?.groups;
  if (!g) return undefined;
  let month: number;
  let day: number;
  if (g.m !== undefined) {
    month = Number(g.m);
    day = Number(g.d);
  } else {
    const a = Number(g.a);
    const b = Number(g.b);
    const monthFirst = b > 12 || (a <= 12 && ctx.region === "US");
    month = monthFirst ? a : b;
    day = monthFirst ? b : a;
  }
  return isCalendarDate(undefined, month, day) ? `--${pad2(month)}-${pad2(day)}` : undefined;
}

/** Eight digits standing alone: a compact date (YYYYMMDD or DDMMYYYY) when a birth cue names it. */
const RE_COMPACT_DATE = /(?<![\p{L}\p{N}_./-])\d{8}(?![\p{L}\p{N}_/-]|[.:]\d)/gu;
/** How close before a compact date its birth cue must stand ("DOB: 19810714", "geb.: 14071981"). */
const COMPACT_CUE_BEFORE = 24;

/**
 * A birth date written as eight digits after a birth cue or under a birth column ("DOB: 19810714",
 * "Date of birth: 14071981", a "dob" column): YYYYMMDD when that is a calendar date from 1900
 * on, else DDMMYYYY. Eight digits alone are order and account numbers too, so never without the
 * cue (fourth exploratory test: every such birth date was left in clear).
 */
function compactBirthDates(ctx: DetectContext, found: readonly Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  if (!/\d{8}/.test(ctx.text)) return out;
  for (const m of execAll(RE_COMPACT_DATE, ctx.text)) {
    const start = m.index!;
    const end = start + 8;
    if (found.some((c) => c.start < end && c.end > start)) continue;
    if (!hasContext(ctx, start, end, BIRTH, COMPACT_CUE_BEFORE, 0)) continue;
    const iso = compactIso(m[0]);
    if (!iso) continue;
    out.push({
      start, end, label: "DOB", score: 0.85, formatted: iso,
      validations: [{ provider: "calendar", status: "valid" }], source: "date",
    });
  }
  return out;
}

/**
 * Day, month abbreviation and year run together in capitals, as airline, travel-document and
 * military records write dates: "21NOV1984", "05MAY88" (APIS and SSR DOCS lines, fifth
 * exploratory test: the birth and expiry dates of passengers were left in clear). Capitals only
 * and a day that exists in that month: "MAY" inside a word or code is not this form.
 */
const RE_DAY_MON_YEAR = /(?<![A-Za-z0-9])(0[1-9]|[12]\d|3[01])(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)(\d{4}|\d{2})(?![A-Za-z0-9])/g;
const MONTH_ABBREVIATIONS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];

function dayMonthYearRunTogether(ctx: DetectContext, found: readonly Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  if (!/\d[A-Z]{3}\d/.test(ctx.text)) return out;
  const thisYear = new Date().getUTCFullYear();
  for (const m of execAll(RE_DAY_MON_YEAR, ctx.text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (found.some((c) => c.start < end && c.end > start)) continue;
    const birth = hasContext(ctx, start, end, BIRTH, COMPACT_CUE_BEFORE, 0);
    const day = Number(m[1]);
    const month = MONTH_ABBREVIATIONS.indexOf(m[2]!) + 1;
    let year = Number(m[3]);
    if (m[3]!.length === 2) {
      // as every two-digit year here; a birth date is past
      year = expandTwoDigitYear(year);
      if (birth && year > thisYear) year -= 100;
    }
    if (!isCalendarDate(year, month, day)) continue;
    const label = birth ? "DOB" : "DATE";
    if (!wantsType(ctx, label)) continue;
    out.push({
      start, end, label, score: m[3]!.length === 4 ? 0.85 : 0.8, formatted: `${year}-${pad2(month)}-${pad2(day)}`,
      validations: [{ provider: "calendar", status: "valid" }], source: "date",
    });
  }
  return out;
}

/** "19810714" or "14071981" as an ISO date, or undefined when neither reading is a birth date. */
function compactIso(digits: string): string | undefined {
  const thisYear = new Date().getUTCFullYear();
  const readings: [number, number, number][] = [
    [Number(digits.slice(0, 4)), Number(digits.slice(4, 6)), Number(digits.slice(6))],
    [Number(digits.slice(4)), Number(digits.slice(2, 4)), Number(digits.slice(0, 2))],
  ];
  for (const [y, m, d] of readings) {
    if (y >= 1900 && y <= thisYear && isCalendarDate(y, m, d)) return `${y}-${pad2(m)}-${pad2(d)}`;
  }
  return undefined;
}

/** How far before and after a date a birth cue is looked for (never past a neighbouring date). */
const BIRTH_BEFORE = 40;
const BIRTH_AFTER = 16;

function toCandidate(ctx: DetectContext, h: DateHit, birthWindow: { before: number; after: number }): Candidate | undefined {
  const validations = [{ provider: "calendar", status: h.valid ? ("valid" as const) : ("invalid" as const) }];
  if (h.kind === "interval") {
    return {
      start: h.start, end: h.end, label: "DATE_INTERVAL", score: h.score, formatted: `${h.from}/${h.to}`,
      validations, source: "date",
    };
  }
  const birth = hasContext(ctx, h.start, h.end, BIRTH, Math.max(0, birthWindow.before), Math.max(0, birthWindow.after));
  if (!h.valid && !birth) return undefined; // not a calendar date and nothing says it is a DOB
  const base = h.kind === "month-year" ? "DATE_INTERVAL" : "DATE";
  const formatted = isoOf(h);
  const subs = subtypes(h);
  if (birth) {
    const score = h.valid ? Math.min(0.95, Math.round((h.score + 0.05) * 100) / 100) : 0.6;
    return {
      start: h.start, end: h.end, label: "DOB", score, labels: { DOB: score, [base]: Math.max(0.5, Math.round((score - 0.1) * 100) / 100) },
      formatted, subtypes: subs, validations, source: "date",
    };
  }
  // A year on its own is a period, like "January 1984".
  const label = h.kind === "year" ? "DATE_INTERVAL" : base;
  return { start: h.start, end: h.end, label, score: h.score, formatted, subtypes: subs, validations, source: "date" };
}

const TYPES = ["DATE", "DOB", "DATE_INTERVAL"] as const;
const SCORE_WEEKDAY = 0.7;
/** A month/day without a year: below every dated form (0.7-0.9) and below weekdays. */
const SCORE_MONTH_DAY = 0.6;
const SCORE_MONTH_DAY_AMBIGUOUS = 0.55;

export const dateDetector: Detector = {
  name: "date",
  types: TYPES,
  detect(ctx: DetectContext): Candidate[] {
    if (!TYPES.some((t) => wantsType(ctx, t))) return [];
    const order = numericOrder(ctx);
    const hits: DateHit[] = [];
    for (const [from, to] of digitRegions(ctx.text, 64)) collect(ctx, from, to, order, hits);
    const out: Candidate[] = [];
    const joined = joinIntervals(ctx, nonOverlapping(hits));
    for (let i = 0; i < joined.length; i++) {
      const h = joined[i]!;
      // A birth cue names one date: the next one ("DOB 1962-03-14, admitted 2024-01-05" has one
      // DOB), or the one before when no date follows within its reach ("03/14/1962 (DOB)").
      const next = joined[i + 1];
      const birthWindow = {
        before: Math.min(BIRTH_BEFORE, h.start - (joined[i - 1]?.end ?? 0)),
        after: next && next.start - h.end <= BIRTH_BEFORE ? 0 : BIRTH_AFTER,
      };
      const c = toCandidate(ctx, h, birthWindow);
      if (!c) continue;
      if (!wantsType(ctx, c.label)) {
        // DOB disabled but DATE enabled (or the reverse): keep the span under the enabled label.
        const fallback = Object.keys(c.labels ?? {}).find((l) => l !== c.label && wantsType(ctx, l));
        if (!fallback) continue;
        c.score = c.labels![fallback]!;
        c.label = fallback;
        delete c.labels;
      }
      if (c.label !== "DATE_INTERVAL") c.start = startWithWeekday(ctx, c.start);
      out.push(c);
    }
    if (wantsType(ctx, "DATE")) out.push(...weekdayCandidates(ctx, out));
    if (wantsType(ctx, "DOB")) out.push(...birthCells(ctx, out), ...compactBirthDates(ctx, out));
    out.push(...dayMonthYearRunTogether(ctx, out));
    return out.sort((a, b) => a.start - b.start);
  },
};
