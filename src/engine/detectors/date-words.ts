/**
 * Dates spelled out in words, as voicemail and call transcripts write what was said: "the fourth
 * of February nineteen seventy-six", "February the fourth", "Thursday the sixth", "vingt-trois
 * mai", "veintitrés de mayo", "ventitré maggio", "vinte e três de maio", "één juni
 * negentienhonderdachtendertig". The date detector (date.ts) reads only dates with a digit.
 *
 * A day in words (English ordinals; the cardinals of the other languages, number-words.ts, and
 * their words for the first) before a month name (date.ts MONTHS, full names only), or an English
 * month or weekday before "the" and an ordinal; then, optionally, a year in words (English
 * "nineteen seventy-six", "two thousand and five", "twenty twenty-four"; Dutch
 * "negentienhonderdachtendertig", "tweeduizendvijf"). DOB after a birth word, DATE otherwise;
 * formatted "YYYY-MM-DD", or "--MM-DD" without a year, as date.ts formats dates.
 *
 * German says the day as an ordinal ("vierzehnter juni neunzehnhundertfünfundsechzig", "am ersten
 * mai zweitausendeins"): its ordinals 1-31 in their five endings are day words too, and its years
 * are compounds as the Dutch ones. Eighth exploratory test: a German caller's date of birth so
 * spoken stayed in clear, where the English and Dutch ones were read.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { MONTHS } from "./date.js";
import { windowBefore, wordAlternation } from "./context.js";
import { wantsType } from "./make-context.js";
import { numberWords } from "./number-words.js";

const EN_ORDINALS: readonly string[] = [
  "", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth",
  "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth",
];
/** English ordinal words 1-31 -> day. */
function englishOrdinals(): Map<string, number> {
  const out = new Map<string, number>();
  EN_ORDINALS.forEach((w, d) => d > 0 && out.set(w, d));
  for (let d = 21; d <= 29; d++) for (const sep of ["-", " "]) out.set(`twenty${sep}${EN_ORDINALS[d - 20]}`, d);
  out.set("thirtieth", 30);
  for (const sep of ["-", " "]) out.set(`thirty${sep}first`, 31);
  return out;
}
/** German ordinal stems 1-19 ("vierzehnt-"), index = day. */
const DE_ORDINAL_STEMS: readonly (readonly string[])[] = [
  [], ["erst"], ["zweit"], ["dritt"], ["viert"], ["fünft"], ["sechst"], ["siebt", "siebent"], ["acht"], ["neunt"], ["zehnt"],
  ["elft"], ["zwölft"], ["dreizehnt"], ["vierzehnt"], ["fünfzehnt"], ["sechzehnt"], ["siebzehnt"], ["achtzehnt"], ["neunzehnt"],
];
/** German ordinal words 1-31 in every ending ("erster", "vierzehnten", "einunddreißigste") -> day. */
function germanOrdinals(): Map<string, number> {
  const stems = new Map<string, number>();
  DE_ORDINAL_STEMS.forEach((forms, d) => forms.forEach((w) => stems.set(w, d)));
  const units = ["ein", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"];
  stems.set("zwanzigst", 20);
  units.forEach((u, i) => stems.set(`${u}undzwanzigst`, 21 + i));
  for (const thirty of ["dreißig", "dreissig"]) {
    stems.set(`${thirty}st`, 30);
    stems.set(`einund${thirty}st`, 31);
  }
  const out = new Map<string, number>();
  for (const [stem, d] of stems) for (const ending of ["e", "er", "en", "es", "em"]) out.set(stem + ending, d);
  return out;
}
/** Day words 1-31 of the other languages: their cardinals, their words for the first, the German ordinals. */
function dayWords(): Map<string, number> {
  const out = new Map<string, number>();
  for (const [w, n] of numberWords()) if (n <= 31) out.set(w, n);
  for (const w of ["premier", "primero", "uno", "primo", "primeiro", "um", "één"]) out.set(w, 1);
  for (const [w, n] of germanOrdinals()) out.set(w, n);
  return out;
}
const ITALIAN_MONTHS = new Set(["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"]);
const MONTH_NAMES = Object.keys(MONTHS).filter((m) => m.length > 3 || m === "may" || m === "mai" || m === "mei");
/**
 * Any month name of MONTH_NAMES, anywhere (a substring test). A hand-written list of month
 * fragments before it left out the -bre and -bro months and the German ones ("quinze septembre",
 * "veinte de octubre" were found only in a text that also held "day").
 */
const MONTH_GATE = new RegExp(MONTH_NAMES.join("|"));
const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

const EN_YEAR = "(?:nineteen[ \\t-]+(?:hundred(?:[ \\t]+and)?[ \\t]+)?(?:oh[ \\t-]+)?(?<yl>[a-z]+(?:[ -][a-z]+)?)|two[ \\t]+thousand(?:[ \\t]+(?:and[ \\t]+)?(?<yt>[a-z]+(?:[ -][a-z]+)?))?|twenty[ \\t-]+(?<yw>[a-z]+(?:[ -][a-z]+)?))";
const NL_YEAR = "(?:negentienhonderd(?<nl19>[a-zë]*)|tweeduizend(?<nl20>[a-zë]*))";
const DE_YEAR = "(?:neunzehnhundert(?<de19>[a-zäöüß]*)|zweitausend(?<de20>[a-zäöüß]*))";

/** The day words and the patterns, built on first use (a text without a month name never needs them). */
let patterns:
  | { ords: Map<string, number>; days: Map<string, number>; en: RegExp; other: RegExp; enMonthFirst: RegExp; weekdayThe: RegExp }
  | undefined;
function vocabulary(): NonNullable<typeof patterns> {
  if (patterns) return patterns;
  const ords = englishOrdinals();
  const dayNumbers = dayWords();
  const ord = wordAlternation(ords.keys());
  const months = wordAlternation(MONTH_NAMES);
  // cardinals before a month are not English: "ten may apply", "two march" are no dates
  const otherMonths = wordAlternation(MONTH_NAMES.filter((m) => m !== "may" && m !== "march"));
  const days = wordAlternation(dayNumbers.keys());
  patterns = {
    ords,
    days: dayNumbers,
    // "the fourth of February (,) nineteen seventy-six"
    en: new RegExp(`(?<![\\p{L}])(?:the[ \\t]+)?(?<d>${ord})[ \\t]+of[ \\t]+(?<m>${months})(?![\\p{L}])(?<ytail>,?[ \\t]+${EN_YEAR}(?![\\p{L}]))?`, "gu"),
    // "February the fourth", "February fourth"
    enMonthFirst: new RegExp(`(?<![\\p{L}])(?<m>${months})[ \\t]+(?:the[ \\t]+)?(?<d>${ord})(?![\\p{L}])(?<ytail>,?[ \\t]+${EN_YEAR}(?![\\p{L}]))?`, "gu"),
    // "Thursday the sixth"
    weekdayThe: new RegExp(`(?<![\\p{L}])(?:${WEEKDAYS.join("|")})[ \\t]+the[ \\t]+(?<d>${ord})(?![\\p{L}])`, "gu"),
    // "vingt-trois mai", "veintitrés de mayo", "één juni negentienhonderdachtendertig",
    // "vierzehnter juni neunzehnhundertfünfundsechzig"
    other: new RegExp(`(?<![\\p{L}-])(?<d>${days})[ \\t]+(?:de[ \\t]+)?(?<m>${otherMonths})(?![\\p{L}])(?<ytail>[ \\t]+(?:de[ \\t]+)?(?:${NL_YEAR}|${DE_YEAR})(?![\\p{L}]))?`, "gu"),
  };
  return patterns;
}

// (a birth word on its own: "née" ends "terminée", "nato" ends "aggiornato")
const BIRTH_BEFORE = /(?<![\p{L}])(?:date of birth|birth ?date|dob|born|geboortedatum|geboren|geburtsdatum|date de naissance|née?|fecha de nacimiento|nacid[oa]|data di nascita|nat[oa]|data de nascimento|nascid[oa])\W{0,12}(?:is\W+|was\W+|on\W+|le\W+|el\W+|il\W+|em\W+|op\W+|am\W+)?$/iu;
const SCORE = 0.7;

/** A year in words: English tens after "nineteen"/"twenty", "two thousand (and) N", Dutch and German compounds. */
function yearOf(g: Record<string, string | undefined>): number | undefined {
  const nums = numberWords();
  const num = (w: string | undefined) => (w === undefined ? undefined : nums.get(w.toLowerCase().replace(/[ \t]+/g, " ")));
  if (g.yl !== undefined) { const n = num(g.yl) ?? (g.yl.toLowerCase() === "ten" ? 10 : undefined); return n === undefined ? undefined : 1900 + n; }
  if (g.yw !== undefined) { const n = num(g.yw); return n === undefined ? undefined : 2000 + n; }
  if (g.nl19 !== undefined) { const n = g.nl19 === "" ? 0 : num(g.nl19); return n === undefined ? undefined : 1900 + n; }
  if (g.nl20 !== undefined) { const n = g.nl20 === "" ? 0 : num(g.nl20); return n === undefined ? undefined : 2000 + n; }
  // German 1 ("zweitausendeins") is no number word: "ein" is an article (number-words.ts)
  const de = (rest: string) => (rest === "" ? 0 : rest === "eins" ? 1 : num(rest));
  if (g.de19 !== undefined) { const n = de(g.de19); return n === undefined ? undefined : 1900 + n; }
  if (g.de20 !== undefined) { const n = de(g.de20); return n === undefined ? undefined : 2000 + n; }
  return undefined;
}

export const dateWordsDetector: Detector = {
  name: "date-words",
  types: ["DATE", "DOB"],
  detect(ctx: DetectContext): Candidate[] {
    if (!wantsType(ctx, "DATE") && !wantsType(ctx, "DOB")) return [];
    const { lower } = ctx;
    // cheap gates: the month patterns need a month name, "Thursday the sixth" a weekday ("day");
    // the patterns are large and compiled on first use, which a one-line text should not pay for
    const hasMonth = MONTH_GATE.test(lower);
    if (!hasMonth && !lower.includes("day")) return [];
    const out: Candidate[] = [];
    const { ords, days, en, enMonthFirst, weekdayThe, other } = vocabulary();
    const push = (start: number, end: number, day: number, month: number | undefined, year: number | undefined) => {
      if (out.some((c) => start < c.end && c.start < end)) return;
      const birth = BIRTH_BEFORE.test(windowBefore(lower, Math.max(0, start - 40), start));
      const label = birth && wantsType(ctx, "DOB") ? "DOB" : "DATE";
      if (!wantsType(ctx, label)) return;
      const dd = String(day).padStart(2, "0");
      const formatted = month === undefined ? undefined : `${year ?? "-"}-${String(month).padStart(2, "0")}-${dd}`;
      out.push({ start, end, label, score: SCORE, ...(formatted ? { formatted } : {}), source: "date-words" });
    };
    for (const re of hasMonth ? [en, enMonthFirst, other] : []) {
      re.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = re.exec(lower)) !== null) {
        const g = m.groups!;
        const day = re === other ? days.get(g.d!.replace(/[ \t]+/g, " ")) : ords.get(g.d!.replace(/[ \t]+/g, " "));
        const month = MONTHS[g.m!];
        if (day === undefined || month === undefined) continue;
        if (re === other) {
          // both words capitalised: a street, a square or a paper named for the date ("Rua Nove de
          // Julho", "O Primeiro de Janeiro", "Seis de Octubre": uner and conll2002_es train)
          const dayText = ctx.text.slice(m.index, m.index + g.d!.length);
          const monthAt = m.index + m[0].indexOf(g.m!, g.d!.length);
          if (/^\p{Lu}/u.test(dayText) && /^\p{Lu}/u.test(ctx.text.slice(monthAt, monthAt + 1))) continue;
          // Italian "due" (two) is English "due" ("payment due September")
          if (g.d === "due" && !ITALIAN_MONTHS.has(g.m!)) continue;
        }
        const year = yearOf(g);
        // "two thousand" alone is a year; words after "nineteen"/"twenty" that are no number
        // ("twenty people") are no year: the date ends before them
        const yearless = year === undefined && !(g.ytail !== undefined && /two[ \t]+thousand$/.test(g.ytail));
        const end = m.index + m[0].length - (yearless && g.ytail !== undefined ? g.ytail.length : 0);
        push(m.index, end, day, month, yearless ? undefined : (year ?? 2000));
      }
    }
    weekdayThe.lastIndex = 0;
    let w: RegExpExecArray | null;
    while ((w = weekdayThe.exec(lower)) !== null) {
      const day = ords.get(w.groups!.d!.replace(/[ \t]+/g, " "));
      if (day !== undefined) push(w.index, w.index + w[0].length, day, undefined, undefined);
    }
    return out.sort((a, b) => a.start - b.start);
  },
};
