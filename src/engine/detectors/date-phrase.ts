/**
 * Dates in plain phrasing that the date detector (date.ts: English year cues and English weekdays)
 * does not read, in German, Spanish, French, Italian, Dutch and Portuguese, plus English year
 * cues before any word:
 *
 * - a year after a time preposition or a year word: "seit 2019", "im Jahr 2019", "desde 2019",
 *   "en 2019", "a finales de 2019", "depuis 2019", "en l'an 2000", "dal 2019", "nel 2019",
 *   "sinds 2019", "in 2019", "em 2019", "no ano de 2019", "since 2019 everything changed".
 *   Like date.ts, a year on its own is a period: DATE_INTERVAL (the reference taxonomy's "broader
 *   period", as "January 1984"), formatted as the year, with a YEAR subtype. Not a year: a number
 *   followed by a unit, a count or a currency ("bis 2000 Euro", "en 2000 casos", "in 1500
 *   gevallen", "depuis 2000 ans"), a German noun after the number ("ab 1500 Mitarbeiter"), a round
 *   hundred before anything but the end of the clause or a function word ("en 2000 se fundó" is a
 *   year, "en 2000 pacientes" is not), a range or decimal ("2019-2020", "2019,5"). Birth context
 *   before it is the date detector's DOB.
 * - a weekday used as a day: "am Montag", "bis Freitag", "Montagabend", "el lunes", "el próximo
 *   martes", "lundi prochain", "dès lundi", "lunedì", "sabato sera", "op maandag", "tot vrijdag",
 *   "maandagochtend", "segunda-feira", "no sábado", "até sexta". A word that is also a name or an
 *   ordinal ("Domingo", "Freitag", "sabato", "segunda") needs a cue before or after it; plurals
 *   and "los lunes"/"les lundis"/"'s maandags" (every Monday) are left out. DATE, no formatted
 *   value (no calendar date can be derived), scored as date.ts scores English weekdays.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { wantsType } from "./make-context.js";

const SCORE_YEAR = 0.7;
const SCORE_WEEKDAY = 0.7;

// ---------------------------------------------------------------------------------------------
// Years

/** A 4-digit year 1800-2099 not glued to other digits (its surroundings are checked in code). */
const RE_YEAR = /(?:1[89]|20)\d\d/g;

/**
 * A word that makes the number a year whatever follows: "im Jahr 2019", "el año 2019", "l'année
 * 2019", "nell'anno 2019", "het jaar 2019", "o ano de 2019", "the year 2019".
 */
const YEAR_WORD_BEFORE =
  /(?<![\p{L}])(?:jahr|jahre|jahres|año|ano|année|annee|l['’]an|anno|jaar|year)(?:\s+(?:de|del|di))?\s+$/u;

/** Time prepositions and phrases directly before a year, in the seven languages. */
const CUE_BEFORE = new RegExp(
  "(?<![\\p{L}'’])(?:" +
    [
      // English (date.ts reads these before a closed set of words; here before any word)
      "in|since|until|till|by|during|before|after|from|through|throughout|circa|as of|back in|end of|start of|beginning of|early|mid|late|spring|summer|autumn|fall|winter",
      // German
      "seit|im|in|ab|bis|vor|nach|anfang|ende|mitte|frühjahr|frühling|sommer|herbst|winter|um|während|seit dem|bis zum|ab dem",
      // Spanish
      "en|desde|hasta|durante|antes de|después de|despues de|a partir de|a finales de|a principios de|a mediados de|a fines de|finales de|principios de|mediados de|hacia|primavera de|verano de|otoño de|invierno de",
      // French
      "depuis|jusqu['’]en|jusqu['’]à|dès|avant|après|courant|fin|début|mi-|durant|pendant|vers|printemps|été|automne|hiver",
      // Italian
      "nel|dal|fino al|entro il|entro|prima del|dopo il|a partire dal|durante il|nel corso del|inizio|fine|metà|verso il|dall['’]",
      // Dutch
      "sinds|sedert|tot|vanaf|tot en met|voor|na|begin|eind|medio|halverwege|rond|omstreeks|voorjaar|zomer|najaar",
      // Portuguese
      "em|desde|até|ate|antes de|depois de|a partir de|no final de|no início de|no inicio de|em meados de|no fim de|por volta de|verão de|outono de|inverno de",
    ].join("|") +
    ")\\s*$",
  "u",
);

/** Seasons of the Romance languages (cue words written in lower case unless they open a sentence). */
const SEASON = /^(?:primavera|verano|otoño|invierno|verão|outono|inverno|printemps|été|automne|hiver|estate|autunno)/;

/** Birth context before the cue: the date detector reads "born in 1984", "nacido en 1984" as a DOB. */
const BIRTH_BEFORE =
  /(?<![\p{L}])(?:born|geboren|geb\.|nacido|nacida|nacidos|nació|nacio|née?s?|naquit|nato|nata|nati|nacque|nasceu|nascido|nascida)\s+\S*\s*$/u;

/** Units, counts and currencies after a number that make it an amount, not a year. */
const UNIT_AFTER = new RegExp(
  "^\\s*(?:[%‰€$£¥°]|(?:" +
    [
      // units and currencies
      "euros?|eur|dollars?|usd|dólares|dolares|pounds?|francs?|francos|franchi|pesos|reais|real|yen|km|m|cm|mm|kg|g|t|l|ml|mg|ha|m2|m²|km2|km²|meter|metres?|meters?|metros?|mètres?|metri|kilometer|kilometers?|kilómetros|kilometros|kilomètres|chilometri|miles|ft|feet|mph|kmh|km/h|ps|hp|cv|kw|watt|volts?|mb|gb|tb|prozent|percent|por ciento|pour cent|per cento|procent|por cento",
      // counts of people and things (en, de, es, fr, it, nl, pt)
      "people|persons|cases|patients|years|days|hours|minutes|times|employees|members|units|copies|votes|pages|words|items|points|jahre|jahren|tage|tagen|stunden|minuten|mal|personen|leute|menschen|fälle|stück|seiten|punkte|stimmen|años|anos|días|dias|horas|minutos|veces|vezes|personas|pessoas|casos|pacientes|habitantes|empleados|trabajadores|votos|páginas|paginas|puntos|pontos|ejemplares|unidades|ans|années|jours|heures|fois|personnes|cas|patients|habitants|salariés|employés|voix|exemplaires|anni|giorni|ore|minuti|volte|persone|casi|pazienti|abitanti|dipendenti|voti|pagine|punti|jaar|dagen|uur|keer|mensen|gevallen|patiënten|inwoners|werknemers|stemmen|exemplaren|leden|soldados|soldats|soldati|soldaten|muertos|morts|morti|doden|tote|heridos|blessés|feriti|gewonden|verletzte",
    ].join("|") +
    ")(?![\\p{L}]))",
  "u",
);

/** What may follow a round hundred ("en 2000 se fundó", "in 1900."): the end of the clause or a function word. */
const CLAUSE_GOES_ON =
  /^(?:[ \t]*(?:[.,;:!?)(\n\r"”»]|$)|\s+(?:and|or|when|the|a|he|she|it|they|we|i|und|als|der|die|das|ist|war|wurde|y|e|o|el|la|los|las|se|le|lo|fue|era|et|ou|il|elle|on|les|fut|était|è|fu|era|en|of|het|de|werd|was|is|o|os|as|foi|era|no|na)(?![\p{L}]))/u;

/**
 * Clock times written as four digits ("0800", "2300 hrs", "at 1400") in the text: there "by 1830" and
 * "until 2000" are times of day, so a number that could be one (hour <= 23, minutes <= 59) is a
 * year only after "in"/"during" or a year word.
 */
const MILITARY_TIME =
  /(?<![\d.,:/-])(?:0\d[0-5]\d(?!\d|[.,:/-]\d)|(?:[01]\d|2[0-3])[0-5]\d\s?(?:hrs?|h)(?![a-z]))|(?<![a-z])(?:at|@|around|approx\.?|about)\s+(?:[01]\d|2[0-3])[0-5]\d(?!\d|[.,:/-]\d)/;
const IN_CUE = /(?<![\p{L}])(?:in|during|en|em|nel|im|durante|pendant)\s+$/u;

/** Between two years of one phrase: "2015 y 2016", "2019 and 2020", "2018, 2019". */
const YEAR_JOIN = /^\s*(?:,|y|e|and|und|et|en|o|or|ou|of|oder)\s*$/;

/** Numbers that are ranges, decimals or parts of a longer number: "2019-2020", "2019,5", "2019/20". */
const NUMBER_GOES_ON = /^(?:[.,/:-]\d|\d|\s?[-–—]\s?(?:\d|[a-z]))/;

function yearCandidates(ctx: DetectContext): Candidate[] {
  const out: Candidate[] = [];
  const { lower } = ctx;
  RE_YEAR.lastIndex = 0;
  let m: RegExpExecArray | null;
  let last: { end: number } | undefined;
  let clockTimes: boolean | undefined;
  while ((m = RE_YEAR.exec(lower)) !== null) {
    const start = m.index;
    const end = start + 4;
    if (start > 0 && /[\p{L}\p{N}.,/:#№°ºª$€£-]/u.test(lower[start - 1]!)) continue;
    if (end < lower.length && /[\p{L}\p{N}]/u.test(lower[end]!)) continue;
    const after = lower.slice(end, end + 40);
    if (NUMBER_GOES_ON.test(after)) continue;
    const before = lower.slice(Math.max(0, start - 40), start);
    const yearWord = YEAR_WORD_BEFORE.test(before);
    if (!yearWord && Number(m[0].slice(2)) < 60 && Number(m[0].slice(0, 2)) < 24 && !IN_CUE.test(before)) {
      clockTimes ??= MILITARY_TIME.test(lower);
      if (clockTimes) continue;
    }
    // "en 2015 y 2016", "in 2019 and 2020": a year joined to one just read
    const joined = last !== undefined && YEAR_JOIN.test(lower.slice(last.end, start));
    if (joined) {
      if (UNIT_AFTER.test(after)) continue;
    } else if (!yearWord) {
      const cue = CUE_BEFORE.exec(before);
      if (!cue || BIRTH_BEFORE.test(before.slice(0, cue.index))) continue;
      // "Jogos Olímpicos de Verão de 2012", "Printemps 2019": a capitalised season is a name's
      const cueAt = start - before.length + cue.index;
      if (SEASON.test(cue[0]) && ctx.text[cueAt] !== lower[cueAt] && !atSentenceStart(ctx.text, cueAt)) continue;
      if (UNIT_AFTER.test(after)) continue;
      // "en 2000 pacientes", "in 1900 gevallen": a round hundred is a year only where the clause goes on as a year's would
      if (m[0].endsWith("00") && !CLAUSE_GOES_ON.test(after)) continue;
      // German "ab 1500 Mitarbeiter": a noun right after the number
      if (germanNounAfter(ctx, before, end)) continue;
    } else if (UNIT_AFTER.test(after) && !/^\s*[.,;:!?)]/.test(after)) {
      continue;
    }
    const year = m[0];
    last = { end };
    out.push({
      start, end, label: "DATE_INTERVAL", score: SCORE_YEAR, formatted: year,
      subtypes: [{ label: "YEAR", start, end, formatted: year }],
      validations: [{ provider: "calendar", status: "valid" }],
      source: "date-phrase",
    });
  }
  return out;
}

/** German cues whose year is followed by a capitalised word that is a noun, not a new sentence. */
const GERMAN_CUE = /(?<![\p{L}])(?:seit|im|ab|bis|vor|nach|anfang|ende|mitte|um|während|seit dem|bis zum|ab dem)\s*$/u;

function germanNounAfter(ctx: DetectContext, before: string, end: number): boolean {
  if (ctx.language !== "de" && !GERMAN_CUE.test(before)) return false;
  return /^[ \t]+\p{Lu}/u.test(ctx.text.slice(end, end + 3));
}

// ---------------------------------------------------------------------------------------------
// Weekdays

interface WeekdayForms {
  /** Words that are only weekdays in that language (lower case). */
  plain: string[];
  /** Words that are weekdays but also names or other words: they need a cue. */
  ambiguous: string[];
  /** Cues right before the weekday ("am", "el", "ce", "op"...). */
  before: string;
  /** Cues right after it ("prochain", "que viene", "abend"...). */
  after: string;
  /** Compound suffixes glued to the weekday ("Montagabend", "maandagochtend"). */
  compounds?: string;
  /** Whether a plain word counts with no cue at all (languages that write weekdays lower case). */
  bare: boolean;
}

const WEEKDAYS: Record<string, WeekdayForms> = {
  de: {
    plain: ["montag", "dienstag", "mittwoch", "donnerstag", "samstag", "sonnabend", "sonntag"],
    ambiguous: ["freitag"],
    before: "am|an|bis|ab|seit|vor|nach|für|diesen|dieser|diesem|nächsten|nächster|kommenden|kommender|letzten|letzter|vergangenen|vergangener|bis zum|ab dem|von|zum",
    after: "früh|morgen|abend|nachmittag|vormittag|mittag|nacht",
    compounds: "morgen|abend|nachmittag|vormittag|mittag|nacht|früh",
    bare: false,
  },
  es: {
    plain: ["lunes", "martes", "miércoles", "miercoles", "jueves", "viernes", "sábado", "sabado"],
    ambiguous: ["domingo"],
    before: "el|este|esta|próximo|proximo|pasado|hasta el|desde el|para el|del|al|el próximo|el proximo|el pasado|hasta|desde",
    after: "próximo|proximo|pasado|que viene|por la mañana|por la tarde|por la noche|en la mañana|en la tarde|en la noche|a las",
    bare: false,
  },
  fr: {
    plain: ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"],
    ambiguous: [],
    before: "ce|dès|jusqu['’]à|jusqu['’]au|à|depuis|avant|après|pour|d['’]ici|le|au",
    after: "prochain|dernier|matin|soir|après-midi|midi",
    bare: true,
  },
  it: {
    plain: ["lunedì", "lunedi", "martedì", "martedi", "mercoledì", "mercoledi", "giovedì", "giovedi", "venerdì", "venerdi"],
    ambiguous: ["sabato", "domenica"],
    before: "di|il|la|questo|questa|prossimo|prossima|scorso|scorsa|da|fino a|entro|per|a partire da",
    after: "prossimo|prossima|scorso|scorsa|mattina|sera|pomeriggio|notte|mattino",
    bare: true,
  },
  nl: {
    plain: ["maandag", "dinsdag", "woensdag", "donderdag", "zaterdag", "zondag"],
    ambiguous: ["vrijdag"],
    before: "op|tot|vanaf|sinds|voor|na|aanstaande|volgende|vorige|afgelopen|komende|deze|tot en met|van",
    after: "ochtend|middag|avond|nacht|morgen",
    compounds: "ochtend|middag|avond|nacht|morgen",
    bare: true,
  },
  pt: {
    plain: ["segunda-feira", "terça-feira", "terca-feira", "quarta-feira", "quinta-feira", "sexta-feira"],
    ambiguous: ["sábado", "sabado", "domingo", "segunda", "terça", "terca", "quarta", "quinta", "sexta"],
    before: "no|na|neste|nesta|este|esta|próximo|próxima|proximo|proxima|último|última|ultimo|ultima|passado|passada|até|ate|desde|de",
    after: "que vem|passado|passada|de manhã|de manha|à tarde|a tarde|à noite|a noite",
    bare: true,
  },
};

/** Short Portuguese forms that are also ordinals ("a segunda vez"): only before the end of the clause or a day part. */
const PT_SHORT = new Set(["segunda", "terça", "terca", "quarta", "quinta", "sexta"]);
const PT_SHORT_AFTER = /^(?:[ \t]*(?:[.,;:!?)\n\r]|$)|\s+(?:que vem|passada|de manhã|de manha|à tarde|a tarde|à noite|a noite)(?![\p{L}]))/u;
/** Every-week readings: "los lunes", "i lunedì", "jeden Montag", "elke maandag", "todos os sábados". */
const RECURRING_BEFORE = /(?<![\p{L}])(?:los|les|i|jeden|jede|elke|ogni|cada|todos los|todas as|tous les|todos os)\s+$/u;
/** Two weekdays joined: "von Montag bis Freitag", "lunes y martes", "lundi ou mardi", "maandag tot vrijdag". */
const JOIN = /^\s*(?:,|und|oder|bis|y|o|a|al|et|ou|à|au|e|en|of|tot|t\/m|-|–)\s*$/;

interface Language {
  language: string;
  forms: WeekdayForms;
  plain: ReadonlySet<string>;
  cueBefore: RegExp;
  cueAfter: RegExp;
  compound?: RegExp;
}

const LANGUAGES: Language[] = Object.entries(WEEKDAYS).map(([language, forms]) => ({
  language,
  forms,
  plain: new Set(forms.plain),
  cueBefore: new RegExp(`(?<![\\p{L}])(?:${forms.before})\\s+$`, "u"),
  cueAfter: new RegExp(`^\\s*(?:,\\s*)?(?:${forms.after})(?![\\p{L}])`, "u"),
  ...(forms.compounds ? { compound: new RegExp(`^(?:${forms.compounds})$`) } : {}),
}));

/** Every weekday word -> the languages it belongs to (sábado, domingo: Spanish and Portuguese). */
const WORD_LANGUAGES = new Map<string, Language[]>();
for (const lang of LANGUAGES) {
  for (const w of [...lang.forms.plain, ...lang.forms.ambiguous]) WORD_LANGUAGES.set(w, [...(WORD_LANGUAGES.get(w) ?? []), lang]);
}
const alternation = (words: Iterable<string>): string => [...words].sort((a, b) => b.length - a.length).join("|");
const COMPOUNDS = alternation(new Set(LANGUAGES.flatMap((l) => (l.forms.compounds ? l.forms.compounds.split("|") : []))));
/** Any weekday word of the six languages, with a glued day part ("Montagabend", "maandagochtend"). */
const RE_WEEKDAY = new RegExp(`(?<w>${alternation(WORD_LANGUAGES.keys())})(?<part>${COMPOUNDS})?(?![\\p{L}'’-])`, "gu");

interface Hit {
  start: number;
  end: number;
  /** Accepted on its own. */
  ok: boolean;
  /** A plain weekday word (no name, no ordinal): may be accepted through a joined neighbour. */
  plain: boolean;
}

function weekdayCandidates(ctx: DetectContext): Candidate[] {
  const { text, lower } = ctx;
  const hits: Hit[] = [];
  RE_WEEKDAY.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = RE_WEEKDAY.exec(lower)) !== null) {
    const start = m.index;
    const end = start + m[0].length;
    if (start > 0 && /[\p{L}'’-]/u.test(lower[start - 1]!)) continue;
    const word = m.groups!.w!;
    const part = m.groups!.part;
    const before = lower.slice(Math.max(0, start - 24), start);
    const after = lower.slice(end, end + 24);
    if (RECURRING_BEFORE.test(before)) continue;
    // "Mardi gras"
    if (word === "mardi" && /^\s+gras(?![\p{L}])/u.test(after)) continue;
    const capitalised = text[start] !== lower[start];
    const sentenceStart = atSentenceStart(text, start);
    let ok = false;
    let plain = false;
    for (const lang of WORD_LANGUAGES.get(word)!) {
      const compound = part !== undefined && lang.compound?.test(part) === true;
      if (part !== undefined && !compound) continue;
      const cueBefore = lang.cueBefore.test(before);
      const cueAfter = lang.cueAfter.test(after);
      const isPlain = lang.plain.has(word);
      plain ||= isPlain;
      if (lang.language === "pt" && PT_SHORT.has(word)) {
        // "até sexta!", "na segunda de manhã"; never "a segunda vez"
        ok ||= cueBefore && PT_SHORT_AFTER.test(after);
      } else if (lang.language === "de") {
        // German capitalises every noun: "Freitag" may be a name, "Montag" needs a cue as well
        ok ||= compound || cueBefore || cueAfter;
      } else if (!isPlain || (capitalised && !sentenceStart)) {
        // a name-like word ("Domingo", "sabato"), or a weekday capitalised mid-sentence in a
        // language that writes weekdays in lower case
        ok ||= cueBefore || (cueAfter && !capitalised);
      } else {
        const bare = lang.forms.bare && (ctx.language === undefined || ctx.language === lang.language);
        ok ||= compound || cueBefore || cueAfter || bare;
      }
    }
    hits.push({ start, end, ok, plain });
  }
  // a plain weekday joined to an accepted one is a day too: "am Montag und Dienstag"
  for (let i = 0; i < hits.length; i++) {
    const h = hits[i]!;
    if (h.ok || !h.plain) continue;
    const prev = hits[i - 1];
    const next = hits[i + 1];
    if ((prev?.ok && JOIN.test(lower.slice(prev.end, h.start))) || (next?.ok && JOIN.test(lower.slice(h.end, next.start)))) h.ok = true;
  }
  return hits.filter((h) => h.ok).map((h) => ({ start: h.start, end: h.end, label: "DATE", score: SCORE_WEEKDAY, source: "date-phrase" }));
}

/** Whether `start` opens a sentence or a line (only spaces and quotes since the last full stop). */
function atSentenceStart(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 6), start);
  return start === 0 || /(?:^|[.!?:\n\r])[\s"“«(]*$/.test(before);
}

// ---------------------------------------------------------------------------------------------

export const datePhraseDetector: Detector = {
  name: "date-phrase",
  types: ["DATE", "DATE_INTERVAL"],
  detect(ctx: DetectContext): Candidate[] {
    const out: Candidate[] = [];
    if (wantsType(ctx, "DATE_INTERVAL")) out.push(...yearCandidates(ctx));
    if (wantsType(ctx, "DATE")) out.push(...weekdayCandidates(ctx));
    return out.sort((a, b) => a.start - b.start);
  },
};
