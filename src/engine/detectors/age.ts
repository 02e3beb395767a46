/**
 * Ages -> AGE, only where the wording says it is an age, in English, German, Spanish, French,
 * Italian, Dutch and Portuguese:
 * - a unit that makes the number an age: "45 years old", "45-year-old", "45 y/o", "45yo",
 *   "45 yrs old", "45 years of age", "a 3-month-old", "45 Jahre alt", "45-jährige", "45 jaar oud",
 *   "45-jarige", "45 años de edad", "45 anni di età", "45 anos de idade", "45enne";
 * - an introducing word: "aged 45", "age: 45", "at the age of 45", "âgé de 45 ans",
 *   "à l'âge de 45 ans", "im Alter von 45 Jahren", "edad de 45 años", "all'età di 45 anni",
 *   "op de leeftijd van 45", "idade de 45 anos";
 * - a verb or preposition of age before "N <years>": "tiene 45 años", "a los 45 años", "desde los
 *   12 años", "hasta los 27 años", "desde os 15 anos",
 *   "con 45 años", "cumplió 45 años", "il a 45 ans", "à 45 ans", "ha 45 anni", "compie 45 anni",
 *   "tem 45 anos", "aos 45 anos", "fez 45 anos", "mit 45 Jahren" (not before a noun); never "il y a
 *   5 ans" (ago), and never before "de"/"di"/"que"/"après"... ("tiene 5 años de experiencia",
 *   "a los 2 años del diagnóstico", "5 anni fa": a period, not an age);
 * - a person before "of N years": "varón de 37 años", "un homme de 45 ans", "una donna di 45
 *   anni", "uma mulher de 45 anos", "een man van 45 jaar", "ein Mann von 45 Jahren";
 * - a birthday: "his 40th birthday", "seinen 40. Geburtstag", "su 40 cumpleaños", "il suo 40°
 *   compleanno", "zijn 40e verjaardag";
 * - an age in apposition to a name, between commas, as news and reports give it: "Angela Brooks,
 *   34, of Leeds", "Doyle, 41, was located", "Kees Mulder, 58 jaar, wonende te", "Walter
 *   Zimmermann, 87 J., Zimmer 12", "Ana Gomes, 39 anos, brasileira" (apposedAges below);
 * - the narrative forms "just turned 60", "turns 40 next week", "turning 40", "when she was 78.",
 *   "hij wordt 40.", only where the number ends the clause or is followed by a time or joining
 *   word, so "turned 90 degrees" and "when he was 5 minutes late" are not ages.
 *
 * Span: the age expression without its introducing word: "45 years old", "45-year-old" and
 * "45 años" keep their unit (it is part of the expression), "aged 45" / "age: 45" give just "45".
 * formatted: the number as an integer (years; for "3-month-old" the number of months, 3).
 * Ages above 125 years are not ages.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { wantsType } from "./make-context.js";
import { numberWords } from "./number-words.js";
import { cellsOf, tableCells, type Span } from "./table-cues.js";
import { execAll } from "../text/exec-all.js";
import { logMessageLanguages } from "./log-message.js";
import { languageScores } from "./language-scores.js";
import { inTitledLine } from "./lines.js";
import { isKnownFamilyName, isKnownGivenName } from "./name-lexicon.js";
import { functionWordsWithNames } from "../ner/function-words.js";

const NUM = "(?<n>\\d{1,3})";
const YEARS = "(?<unit>years?|yrs?|y)";
const ANY_UNIT = "(?<unit>years?|yrs?|y|months?|mos?|weeks?|wks?|days?)";
/** Words for "years" in the seven languages (the unit kept in the span). */
const YEAR_UNIT = /^(?:y|ans|jahr|años|anni|jaar|anos|a\.|j\.)/;

// Patterns run on the lower-cased text; a number glued to a word, dot or comma before it is not
// an age (checked in code, a lookbehind would slow the scan).
const SUFFIX_FORMS: RegExp[] = [
  // 45 years old, 45 yrs old, 45-year-old, 45 year old, 3-month-old, 45 years of age
  new RegExp(`${NUM}(?:\\s?-\\s?|\\s)${ANY_UNIT}(?:\\s?-\\s?|\\s)old(?![a-z])`, "g"),
  new RegExp(`${NUM}\\s${YEARS}\\s(?:of\\sage|young)(?![a-z])`, "g"),
  // 45 y/o, 45 y.o., 45yo, 45 yo; never across a line break, where "yo" opens the next line
  // ("reunión hasta las 7⏎Yo: vale", a chat's speaker label, Spanish for "me", was the age "7⏎Yo")
  /(?<n>\d{1,3})[ \t]?(?:y\/o|y\.o\.?|yo)(?![a-z0-9])/g,
  // 45 Jahre alt, 45-jährige, 45 jaar oud, 45-jarige, 45 años de edad, 45 anni di età, 45 anos de idade, 45enne
  /(?<n>\d{1,3})(?:\s(?:jahre\salt|jaar\soud|jaar\sjong|(?:años|meses)\sde\sedad|(?:anni|mesi)\sdi\setà|(?:anos|meses)\sde\sidade)|\s?-?\s?(?:jährige?[rnms]?|jarige?|enne))(?![a-zà-ÿ])/g,
];
/**
 * What a German or Dutch "-jährige"/"-jarige" may describe other than a person: "25-jähriges
 * Jubiläum", "eine 3-jährige Ausbildung", "nach 10-jähriger Pause", "het 25-jarig bestaan".
 */
const NOT_A_PERSON_AFTER = new RegExp(
  "^\\s+(?:" +
    [
      "bestehen|jubiläums?|dienstjubiläum|firmenjubiläum|ausbildung|studium|pause|haft|haftstrafe|freiheitsstrafe|vertrag|vertrags|laufzeit|amtszeit|erfahrung|tätigkeit|zugehörigkeit|betriebszugehörigkeit|geschichte|tradition|garantie|krieg|ehe|beziehung|zusammenarbeit|dienstzeit|programm|projekt|zeitraum|periode|planung|bauzeit|entwicklung|forschung|durchschnitt|mittel|jahresmittel|bindung|frist|sperre|abwesenheit|karriere|lehre|lehrzeit|anlage|investition|anleihe|zinsbindung|bestand",
      "bestaan|jubileum|huwelijk|contract|dienstverband|looptijd|ervaring|geschiedenis|samenwerking|oorlog|periode|opleiding|studie|termijn|garantie|traditie|ambtstermijn|programma|project|gevangenisstraf|celstraf|carrière|loopbaan|lidmaatschap|verblijf|afwezigheid|relatie|obligatie|lening|rente",
    ].join("|") +
    ")(?![\\p{L}])",
  "u",
);

/** Units after an introduced number that are no ages ("age: 30 %", "aged 5 minutes"). */
const OTHER_UNIT_AFTER = /^\s*(?:%|minutes?|mins?|hours?|hrs?|h|seconds?|secs?|s|ms|days?|weeks?|km|kg|cm|mm|m|g|lbs?|€|\$)(?![a-z])/;

/** Introducing words before the number (not inside a longer word: checked in code); the span is the number (and "years"/"ans" if written). */
const PREFIX_FORM = new RegExp(
  "(?:aged|age|ages|at the age of|âgée?s? de|âge de|âge|alter|alter von|edad|edad de|età|età di|leeftijd|leeftijd van|idade|idade de)" +
    // "my age is 45", "mi edad es 63", "leeftijd is 95", "idade é 23", "(idade): 44", "Alter lautet 76"
    // "the age you need is 58", as a form's instructions put it (the credentials' keys read it too)
    "\\)?(?:(?:\\s+you\\s+need)?\\s+(?:is|es|est|è|ist|é|era|war|was|lautet|beträgt|bedraagt))?" +
    // the unit may be abbreviated as forms print it: "Edad: 71 a.", "Alter: 78 J."
    `\\s?[:=]?\\s*(?<n>\\d{1,3})(?:\\s(?<unit>years?|yrs?|ans|jahren?|años|anni|jaar|anos|months?|weeks?|a\\.|j\\.))?(?![\\d.,]\\d|[a-z0-9])`,
  "dg",
);

/**
 * Italian "età" written without its accent, as ASCII keys and forms write it ("eta=81",
 * "ETA: 66"): read where the text is Italian or Italian is among its likely languages (a log's
 * lines mix English words in: structured suite seed 202), or in a log line whose message is
 * Italian ("[BILLING] CONVALIDA SUPERATA ETA=71", fresh draw 2020); never in English text alone,
 * where "eta" is an estimated time of arrival.
 */
const ASCII_ETA = /(?<![\p{L}\d_])eta[ \t]?[:=][ \t]?(?<n>\d{1,3})(?![\d.,]\d|[\p{L}\d])/dgu;
const ASCII_ETA_KEY = /(?<![\p{L}\d_])eta[ \t]?[:=]/u;

function readsItalian(ctx: DetectContext): boolean {
  if (ctx.language === "it") return true;
  const scores = languageScores(ctx);
  const italian = scores.it ?? 0;
  return italian > 0 && italian >= 0.9 * (scores.en ?? 0);
}

/**
 * German and Spanish clinical shorthand: the patient abbreviated, then the age with its unit
 * abbreviated ("Pat. 78 J.", "Pat., 45 J.", "Pac. 71 a."); the span is the number and unit.
 */
const PATIENT_SHORT_AGE = /(?<![a-zà-ÿ])(?:pat|pt|pac|patient|patientin)\.?,?[ \t]+(?<n>\d{1,3})[ \t]?(?<unit>j\.|jahre|a\.|años|anos)(?![a-zà-ÿ0-9])/dg;

/**
 * "N <years>" in the languages other than English: the forms below anchor on it (one scan that
 * starts at a digit) and read the words before it, so prose without such a number costs one scan.
 */
const NUM_YEARS = /\d{1,3}\s(?:ans|años|anni|anos|jahren|jaar|meses|mois|mesi|maanden|monaten)(?![a-zà-ÿ])/g;

/**
 * A verb or preposition of age right before "N <years>": the span is "N <years>". Not after a
 * letter; not followed by "de"/"di"/"d'" (a period: "tiene 5 años de experiencia"), except
 * "de edad", "di età", "de idade".
 */
const VERB_BEFORE = new RegExp(
  "(?<![\\p{L}])(?:" +
    [
      // Spanish: tiene 45 años, a los 45 años, con 45 años, cumplió 45 años
      // and "desde los 12 años", "hasta los 27 años": the article before "N años" makes it an age
      "tiene|tengo|tienes|tenía|tenia|tendrá|tendra|tenemos|tienen|a los|desde los|hasta los|con|cumple|cumples|cumplió|cumplio|cumplir|cumplirá|cumplira|cumplía",
      // French: il a 45 ans, à 45 ans, elle avait 45 ans, fêtera ses 45 ans ("il y a": checked in code)
      "a|à|ai|as|avait|avais|aura|auras|aurai|avoir|ayant|fête ses|fêté ses|fêtera ses|fêtait ses",
      // Italian: ha 45 anni, aveva 45 anni, compie 45 anni
      "ha|ho|hai|aveva|avevo|avrà|avra|compie|compiuto|compirà|compira|compiva|compiere",
      // Portuguese: tem 45 anos, aos 45 anos, com 45 anos, fez 45 anos
      // and "desde os 15 anos", "até aos 27 anos"
      "tem|tenho|tinha|terá|tera|aos|desde os|até aos|até os|com|fez|completa|completou|completará|completar",
      // German: mit 45 Jahren (not before a noun: "mit 5 Jahren Verspätung", checked in code)
      "mit",
    ].join("|") +
    ")\\s+$",
  "u",
);
/** "il y a 5 ans" (ago): the cue "a" is part of a period. */
const AGO_BEFORE = /(?<![a-zà-ÿ])y\s+a\s+$/;
/** "à"/"a" before "N ans/anni": "à 45 ans" is an age, but not in Spanish or Portuguese ("a tres años", "a 5 anos"). */
const A_CUE = /(?<![\p{L}])(?:a|à)\s+$/u;
/**
 * A sentence or a limit before "à/a N ans": "condamné à 9 ans", "condannato a 5 anni", "fixé à 12 ans",
 * "de deux à quatre ans", "jusqu'à 9 ans" (within the clause before the cue).
 */
const TERM_BEFORE =
  /(?:condamn|condann|condena|condenó|sentenc|peine|pena|fix[ée]|ridott|réduit|ramen|port[ée]|jusqu|fino|(?<![\p{L}])de\s+\S+\s+(?:a|à)\s+$)[^.;:!?\n]*$/u;

/** A person before "de/di/van/von N <years>": "varón de 37 años", "un homme de 45 ans", "un varón de unos 25 años". */
const PERSON_BEFORE = new RegExp(
  "(?<![\\p{L}])(?:" +
    [
      // es
      "varón|varon|mujer|hombre|paciente|niño|niña|nino|nina|bebé|bebe|chico|chica|joven|anciano|anciana|señor|señora|hijo|hija|adolescente|lactante|individuo|persona|gestante|primigesta|secundigesta|sujeto|muchacho|muchacha|nieto|nieta|hermano|hermana|madre|padre|esposa|esposo|marido|masculino|femenino|enfermo|enferma",
      // fr
      "homme|femme|patient|patiente|enfant|fille|garçon|garcon|fils|bébé|jeune|adolescent|adolescente|nourrisson|monsieur|madame|dame|individu|personne|sujet|mère|mere|père|pere|frère|frere|sœur|soeur|épouse|époux|mari",
      // it
      "uomo|donna|paziente|bambino|bambina|ragazzo|ragazza|figlio|figlia|neonato|neonata|signore|signora|giovane|anziano|anziana|soggetto|fratello|sorella|moglie|marito",
      // pt
      "homem|mulher|criança|crianca|menino|menina|rapaz|moça|moca|filho|filha|bebê|jovem|idoso|idosa|senhor|senhora|pessoa|indivíduo|mãe|mae|pai|irmão|irmã",
      // nl
      "man|vrouw|patiënt|patiënte|kind|jongen|meisje|zoon|dochter|baby|jongeman|persoon|moeder|vader|broer|zus",
      // de
      "mann|frau|patientin|junge|mädchen|tochter|sohn",
    ].join("|") +
    ")(?:\\s+(?:varón|varon|masculino|femenino|mujer|adulto|adulta|sano|sana)|\\s+(?!(?:para|una|otra|esta|esa|toda|nada|cada|alguna|ninguna|cuya|sola|misma|propia|uno|otro|esto|eso|todo|cuyo|solo|mismo|propio|como|pero|sino|algo|poco|mucho|tanto|sobre|contra|hacia|hasta|entre|desta|dessa|nessa|questa|quella|ogni|alla|della|nella|sulla|dalla|senza|circa|fino|verso|dopo|prima|dentro|fuori)(?![\\p{L}]))\\p{Ll}{3,}[oa])?,?\\s+(?:de|di|van|von)\\s+(?:(?:unos|unas|uns|umas|circa|ca\\.|etwa|environ|ongeveer|cerca\\s+de|alrededor\\s+de)\\s+)?$",
  "u",
);

/** Dutch "zij is 18 jaar", "ik ben 45 jaar": a person before the verb ("de garantie is 2 jaar" is a period). */
const NL_IS_BEFORE =
  /(?<![a-zà-ÿ])(?:hij|zij|ze|ik|je|jij|u|klant|patiënt|patient|patiënte|man|vrouw|kind|zoon|dochter|jongen|meisje|buurvrouw|buurman|moeder|vader|oma|opa|broer|zus|baby|dochtertje|zoontje)\s+(?:is|was|ben|bent|wordt|werd)\s+$/;

/**
 * After "de N años", what describes the person, not a period: "paciente de 76 años de sexo
 * femenino", "mujer de 27 años de nacionalidad alemana", "varón de 30 años de procedencia...".
 */
const PERSON_ATTRIBUTE_AFTER = /^\s*(?:de|di|do|da)\s+(?:sexo|sesso|raza|razza|nacionalidad|nazionalità|nacionalidade|procedencia|provenienza|procedência|origen|origine|origem|etnia|profesión|professione|profissão)(?![\p{L}])/u;

/** A period rather than an age after "N <years>": "de experiencia", "di esperienza", "fa" (ago). */
const PERIOD_AFTER =
  /^\s*(?:(?:de|del|della|delle|dello|dei|degli|di|des|du|da|dal|dalla|dallo|dalle|dagli|dai|do|dos|das|desde|dès|depuis|plus|más|mas|più|mais|après|avant|depois|antes|después|despues|dopo|prima|fa|atrás|atras|zuvor|später|vorher|her|lang|auf|bis|nach|vor|geleden|later|eerder)(?![a-zà-ÿ])(?!\s+(?:edad|età|idade)(?![a-zà-ÿ]))|d['’])/;

/**
 * Dutch "jaar" takes Dutch period words only: PERIOD_AFTER's others are Romance and German, and
 * "prima" is Italian "before" but Dutch "fine" ("zij is 67 jaar" / "prima", a chat's reply on the
 * next line, was a period: structured suite, fresh draw 1111).
 */
const DUTCH_PERIOD_AFTER = /^\s*(?:geleden|later|eerder|lang)(?![a-zà-ÿ])/;

/** "N <years>" is a period: a period word of the unit's language follows, and no person before with an attribute of theirs after. */
function periodAfter(before: string, after: string, unit: string | undefined): boolean {
  const words = unit === "jaar" ? DUTCH_PERIOD_AFTER : PERIOD_AFTER;
  return words.test(after) && !(PERSON_ATTRIBUTE_AFTER.test(after) && PERSON_BEFORE.test(before));
}

/** The first of two ages after one cue: "a los 22 y 24 años", "à 6 et 8 ans" (before the second's number). */
const PAIR_BEFORE =
  /(?<![\p{L}])(?:a los|aos|à|a|con|com|ha|hanno|avevano|tiene|tienen|tem|têm|ont|avaient)\s+(?<n1>\d{1,3})\s?(?:,|y|e|et|und|en|o|ou)\s+$/du;
/** "aged 5 and 7", "ages 5, 7": the second number of an English pair (the first is a prefix form). */
const AGED_PAIR = /(?<![a-z])(?:aged|ages)\s+(?<n1>\d{1,3})\s?(?:,|and|or|&)\s+(?<n>\d{1,3})(?![a-z0-9])/dg;

/** "40th birthday", "40. Geburtstag", "40 cumpleaños", "40° compleanno", "40e verjaardag". */
const BIRTHDAY_FORM =
  /(?<n>\d{1,3})(?:\s?(?:st|nd|rd|th|e|ste|de|º|°|\.)|(?=\s))\s?(?:birthday|geburtstag|cumpleaños|compleanno|verjaardag)(?![a-zà-ÿ])/dg;

/**
 * "turned 60", "will turn 40", "when he was 78", "hij wordt 40": the number must close the
 * clause (punctuation, line end, end of text) or be followed by a time or joining word.
 */
const CLAUSE_END =
  "(?=[ \\t]*(?:[.,;:!?)\\n\\r]|$)|\\s(?:this|last|next|today|yesterday|tomorrow|and|but|so|when|in|on)(?![a-z]))";
const NARRATIVE_FORM = new RegExp(
  `(?:turn(?:ed|s|ing)|(?:will|to|would) turn|when (?:he|she|i|they|you|we) (?:was|were|is|am|are))\\s(?<n>\\d{1,3})${CLAUSE_END}`,
  "dg",
);
/**
 * Dutch "hij wordt 40.", "ze werd 90 vandaag", "mijn buurvrouw wordt 28 volgende week": a pronoun
 * before the verb and the end of the clause, or a time word after the number (not after "het",
 * "dat", "er": "het wordt 30 vandaag" is the weather).
 */
const NL_NARRATIVE_FORM =
  /(?:wordt|werd)\s(?<n>\d{1,3})(?<after>[ \t]*(?:[.,;:!?)\n\r]|$)|\s(?:vandaag|morgen|gisteren|volgende|vorige|deze|dit jaar|binnenkort|en|maar)(?![a-z]))/dg;
const NL_PRONOUN_BEFORE = /(?<![a-z])(?:hij|zij|ze|ik|je|jij|u)\s+$/;
const NL_NOT_A_PERSON_BEFORE = /(?<![a-z])(?:het|dat|dit|er|wat|die)\s+$/;
const SCORE_NARRATIVE = 0.75;
/**
 * A unit after a spelled-out number: "diecisiete años", "trente-cinq ans", "twenty-five years old",
 * "a five-year-old". The number (up to three words before the unit) is read with numberWords().
 */
const WORD_UNIT = /[\s-](?:ans|años|anni|anos|jahren|jaar|meses|mois|mesi|maanden|monaten|(?:years?|jahre|jaar)(?=[\s-](?:old|alt|oud)(?![a-z])))(?![a-zà-ÿ])/g;
/** The last one to three words before a unit ("treinta y cinco", "vingt et un", "twenty five"). */
const LAST_WORDS = /(?<![\p{L}'’-])(?:[\p{L}-]+\s+){0,2}[\p{L}-]+$/u;
const SCORE_VERB = 0.8;

function glued(lower: string, i: number): boolean {
  return i > 0 && /[\w.,/-]/.test(lower[i - 1]!);
}

const LETTER = /\p{L}/u;

/**
 * "mit 5 Jahren Verspätung": a noun after the years (capitalised and then lower case in a mixed
 * line, or a listed period noun in any case) makes them a quantity. A line in title case, every
 * word capitalised as a form or a CRM writes it, says nothing by its capitals ("Er Mit 27 Jahren
 * Zur Info": structured suite seed 101).
 */
function germanNounAfter(ctx: DetectContext, end: number): boolean {
  // (a function word is none: "er mit 89 Jahren Wie besprochen: ...", a clause of its own after
  // the age, fresh structured draw 7272)
  const capitalised = /^[ \t]+(\p{Lu}\p{Ll}+)/u.exec(ctx.text.slice(end, end + 24));
  if (capitalised && !inTitledLine(ctx, end) && !functionWordsWithNames("de")!.has(capitalised[1]!.toLowerCase())) return true;
  return NOT_A_PERSON_AFTER.test(ctx.lower.slice(end, end + 32)) || /^\s+(?:verspätung|vorsprung|rückstand|abstand|unterschied)(?![\p{L}])/u.test(ctx.lower.slice(end, end + 20));
}

/** Whether "à/a N <unit>" (before: the text up to the number) reads as an age. */
function aCueAge(unit: string, before: string, after: string): boolean {
  // "à douze ans et six mois (d'emprisonnement)": a term
  return (unit === "ans" || unit === "anni") && !TERM_BEFORE.test(before) && !/^\s+(?:et|e)\s+\S+\s+(?:mois|mesi)(?![a-zà-ÿ])/.test(after);
}

/**
 * "Campo 2: 47 años", a CSV cell "25 años", "perfil guardado : 91 anos HTTP 200": a number of
 * years filling a whole field is an age, unless the field's label names a period (duración,
 * garantie, experience, contrato...). Romance units only: "45 Jahre"/"45 jaar" alone are periods
 * as often ("45 Jahre alt" is a suffix form).
 */
const FIELD_AGE = /(?<lead>^|[\n\r:=";,\t|])[ \t]*(?<n>[1-9]\d{0,2}) (?<unit>años|ans|anni|anos)(?=[ \t]*(?:[\n\r";,\t|)]|$)|[ \t]{2,}|[ \t]+[^\p{L}\s]|[ \t]+\p{L})/gdu;
const PERIOD_LABEL =
  /(?:duraci[oó]n|dura[çc][ãa]o|dur[ée]e|durata|duur|dauer|plazo|prazo|garant[ií]a|garantie|warranty|antig[üu]edad|antiguidade|anciennet[ée]|anzianit[àa]|experiencia|experi[êe]ncia|exp[ée]rience|esperienza|ervaring|erfahrung|vigencia|validez|validade|validit[ée]|validit[àa]|per[ií]odo|p[ée]riode|periodo|period|mandato|mandat|contrat|contrato|contratto|contract|termijn|looptijd|laufzeit|term(?!\p{L})|tenure|duration|experience|lease|alquiler|loyer|affitto|huur|miete|hipoteca|mortgage|cr[ée]dito|credito|cr[ée]dit|pr[ée]stamo|prestito|loan|empr[ée]stimo|servicio|servi[çc]o|service|servizio|pena|peine|condena|sentence|prescri)[^\n\r]{0,24}$/u;
const SCORE_FIELD = 0.7;
/**
 * A log line's next field: key=value, one or two words and a number ("shard 4/16", "took 153 ms",
 * "cache hit 87%"), or a version ("v10.2.1.4455": "profilo salvato : 43 anni v10.2.1.4455").
 */
const LOG_FIELD_NEXT = /^[ \t]+(?:[\p{L}_][\p{L}\d_.-]*=|(?:\p{L}+[ \t]+){1,2}[-+]?\d|v\d+(?:\.\d+)+(?![\p{L}\d]))/u;

function fieldAges(ctx: DetectContext, push: Push): void {
  const { lower, text } = ctx;
  FIELD_AGE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = FIELD_AGE.exec(lower)) !== null) {
    const [start] = m.indices!.groups!.n!;
    const end = m.indices!.groups!.unit![1];
    // a word after the unit only in capitals, as a log line goes on ("91 anos HTTP 200"), or the
    // next field of a log line ("41 años cache hit 87%", "51 anos queue=3", "66 anos shard 4/16"),
    // not "5 años de"
    const next = /^[ \t]+(\p{L})/u.exec(text.slice(end, end + 4));
    if (next && next[1] === lower[end + next[0].length - 1] && !LOG_FIELD_NEXT.test(lower.slice(end, end + 40))) continue;
    const lineStart = lower.lastIndexOf("\n", start) + 1;
    if (PERIOD_LABEL.test(lower.slice(Math.max(lineStart, start - 48), start))) continue;
    push(start, end, Number(m.groups!.n), m.groups!.unit, SCORE_FIELD);
  }
}

/**
 * An age in apposition: a capitalised word, a comma, a number of years (a unit may follow), a comma
 * and a word. News and police reports in every language here name people so ("Machado , 19 , flew
 * to", "Henrik Fiig, 27, går på", "Alexandre Cardoso, 21, o «Topeira»"); in CoNLL-2003's English
 * train split the rule reads 54 numbers, all of them ages. Not an age:
 * - a house number: "Calle Carmen Romero, 23, 1D", "Av. Litoral, 30, 1C", "Calle Pedro Gonu, 28,
 *   Bajo A": a street word opens the capitalised run, or an address label leads the line
 *   (meddocan writes every patient's address so);
 * - a number after a month or weekday ("August, 7, 1948"), or one that a digit or a code with
 *   digits follows ("Extremadura, 2, P3 2E");
 * - a house number written before its street, a day before its month, as old French newspapers
 *   give addresses and dates ("Chauvet , 7 , rue Saint-Emilien", "Halle , 12 , März"; europeana_ner),
 *   or after a street named earlier in the clause ("rue de l' HermitaRe , 30 , et");
 * - a number of three digits (a cricket score: "O'Gorman , 109 , took"), or one before an OCR
 *   scrap of one letter ("Omnium , 65 , B '").
 * The name before it is read from the text as written (capitals mark it), the rest on lower case.
 */
const APPOSED_AGE = /(?<name>\p{Lu}[\p{L}\p{M}'’-]+)[ \t]?,[ \t](?<n>[1-9]\d?)(?:[ \t](?<unit>\p{L}{1,5}\.?))?[ \t]?,[ \t]+(?=\p{L}|«|")/dgu;
/** Words for years that may follow the number, in any case ("87 J.", "58 jaar", "39 ANOS"). */
const APPOSED_UNITS: ReadonlySet<string> = new Set(["years", "yrs", "y", "jahre", "j.", "jaar", "jr.", "años", "anos", "anni", "ans", "år"]);
/** The capitalised run before the number: its first word must not be a street word. */
const CAPITALISED_RUN = /(?:(?<![\p{L}\p{M}.])(?:\p{Lu}[\p{L}\p{M}'’.-]*|d[eiao]s?|de[l]?|la|van|von|der|den|du)[ \t]+)*$/u;
const STREET_WORD =
  /^(?:calle|c\/|avenida|avda\.?|av\.?|paseo|plaza|pza\.?|pz\.?|faubourg|fg|tg|quai|ronda|camino|carretera|ctra\.?|travesía|rua|r\.|praça|largo|travessa|estrada|rue|boulevard|bd\.?|chemin|allée|impasse|place|via|viale|piazza|corso|vicolo|strada|straße|strasse|str\.?|weg|gasse|platz|allee|laan|straat|plein|gracht|street|st\.?|road|rd\.?|lane|drive|avenue|way|court|square)$/i;
/** Street words that are no everyday English words, anywhere in the clause before the name. */
const STREET_IN_CLAUSE =
  /(?<![\p{L}])(?:calle|avenida|avda|paseo|rua|praça|travessa|rue|boulevard|quai|faubourg|viale|piazza|corso|straße|strasse|gasse|platz|allee|laan|straat|plein|gracht|street|road|avenue)(?![\p{L}])/iu;
const ADDRESS_LABEL_BEFORE =
  /(?:domicilio|direcci[oó]n|address|adresse|anschrift|indirizzo|residenza|morada|endereço|adres|woonadres|wohnort|wohnhaft|residente|vecino|vive|lives)[^\n\r]*$/iu;
/** Words beside the number that make it no age: months and weekdays (a date), page, article, number words (a reference). */
const NOT_AN_AGE_BESIDE =
  /^(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|januar|februar|märz|juni|juli|oktober|dezember|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|januari|februari|maart|mei|augustus|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro|page|seite|página|pagina|chapter|kapitel|capítulo|capitolo|hoofdstuk|article|artikel|artículo|articolo|artigo|section|no|nr|nº|tel|fax)$/i;
/**
 * Below a model's address or street span that holds the number, which then wins whole: there the
 * number is a house number ("Ferrocarril Marta, 87, Palencia", a street type no list here knows,
 * in the structured suite, where 0.75 had split the model's address around an AGE).
 */
const SCORE_APPOSED = 0.6;

function apposedAges(ctx: DetectContext, push: Push): void {
  const { text } = ctx;
  APPOSED_AGE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = APPOSED_AGE.exec(text)) !== null) {
    const name = m.groups!.name!;
    if (NOT_AN_AGE_BESIDE.test(name)) continue;
    const nameStart = m.index;
    const lineStart = text.lastIndexOf("\n", nameStart) + 1;
    const before = text.slice(Math.max(lineStart, nameStart - 60), nameStart);
    const run = CAPITALISED_RUN.exec(before)!;
    const first = (run[0].split(/[ \t]+/)[0] || name).toLowerCase();
    // the word before the run too: "en la calle Ramon Rubio Fernandez, 23, sin ..."
    const wordBefore = /(\S+)[ \t]+$/.exec(before.slice(0, run.index))?.[1]?.toLowerCase() ?? "";
    if ([first, name.toLowerCase(), wordBefore].some((w) => STREET_WORD.test(w)) || ADDRESS_LABEL_BEFORE.test(text.slice(lineStart, nameStart))) continue;
    // "Extremadura, 2, P3 2E": a floor or door code goes on, not a word
    const nextWord = /^[^\s,;]+/.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 24))?.[0] ?? "";
    if (/\d/.test(nextWord)) continue;
    // "Chauvet , 7 , rue Saint-Emilien", "Halle , 12 , März": a house number before its street, a day before its month
    const next = nextWord.toLowerCase();
    if (STREET_WORD.test(next) || NOT_AN_AGE_BESIDE.test(next)) continue;
    // one letter goes on only as a joining word ("Silva, 21, e A.L.F."), not an OCR scrap ("Omnium , 65 , B '")
    const letters = next.replace(/[^\p{L}]/gu, "");
    if (letters.length === 1 && !"aeiouyàéè".includes(letters)) continue;
    // a street named earlier in the clause: "rue de l' HermitaRe , 30 , et"
    const clause = text.slice(Math.max(lineStart, text.lastIndexOf(",", nameStart - 1) + 1, nameStart - 80), nameStart);
    if (STREET_IN_CLAUSE.test(clause)) continue;
    const unit = m.groups!.unit?.toLowerCase();
    if (unit !== undefined && !APPOSED_UNITS.has(unit)) continue;
    const [start] = m.indices!.groups!.n!;
    const end = m.indices!.groups!.unit ? m.indices!.groups!.unit[1] : m.indices!.groups!.n![1];
    push(start, end, Number(m.groups!.n), unit, SCORE_APPOSED);
  }
}

/**
 * An age in parentheses right after a date: "Nascimento: 08/01/1991 (33 anos)", "DOB 17/09/1958
 * (65 y)", "né le 3 mai 1950 (74 ans)". Forms and records print the age computed from the birth
 * date beside it: a whole date before the parenthesis (a bare year or number is not: "released
 * 2019 (5 years)"), with a birth cue before it on its line (else a term: "vom 01.01.2020 (3 Jahre)").
 */
const AGE_IN_PARENTHESES = /\([ \t]*(?<n>\d{1,3})[ \t]?(?<unit>years?|yrs?|y\.?o\.?|y|ans|jahre|j\.|años|a\.|anni|jaar|anos)[ \t]*\)/dgiu;
/** A whole date right before the parenthesis (the age is looked for first: a look-behind tried at every position was slow). */
const DATE_BEFORE = /(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}-\d{2}-\d{2}|\d{1,2}\.?\s\p{L}{3,}\.?\s\d{4})[ \t]{0,3}$/u;

/** A birth cue before the date on its line: the parenthesis then is an age, not a contract's term ("vom 01.01.2020 (3 Jahre)"). */
const BIRTH_BEFORE =
  /(?<![\p{L}])(?:born|birth|dob|d\.o\.b|b\.|n[ée]e?|naissance|geb\.|geboren|geburtsdatum|nacid[oa]|nacimiento|nac\.|nat[oa]|nascita|nascid[oa]|nascimento|geboortedatum|geb)(?![\p{L}])[^\n]{0,40}$/iu;

/**
 * A sex and an age in brackets, as dating posts, forums and classified ads write the author's or a
 * person's: "(M, 34)", "(34, F)", "(34F)", "(F34)" (eval:realistic: a Reddit personal ad's "(M,
 * 34)" in clear). The span is the number. A space alone between them is a class or a team's
 * code ("hold (M 17)", a Danish sports group in uner train).
 */
const SEX_AND_AGE = /\((?:[MFmf](?:,[ \t]?)?(?<after>\d{2})|(?<before>\d{2})(?:,[ \t]?)?[MFmf])\)/dg;

function sexAndAge(ctx: DetectContext, push: Push): void {
  if (!ctx.text.includes("(")) return;
  for (const m of execAll(SEX_AND_AGE, ctx.text)) {
    const group = m.groups!.after !== undefined ? "after" : "before";
    const [start, end] = m.indices!.groups![group]!;
    push(start, end, Number(m.groups![group]), undefined, 0.85);
  }
}

function agesAfterDates(ctx: DetectContext, push: Push): void {
  if (!ctx.text.includes("(")) return;
  AGE_IN_PARENTHESES.lastIndex = 0;
  for (const m of execAll(AGE_IN_PARENTHESES, ctx.text)) {
    const n = Number(m.groups!.n);
    if (n > 130) continue;
    const before = ctx.text.slice(Math.max(0, m.index! - 64), m.index!);
    if (!DATE_BEFORE.test(before) || !BIRTH_BEFORE.test(before)) continue;
    const [start] = m.indices!.groups!.n!;
    const end = m.indices!.groups!.unit![1];
    push(start, end, n, m.groups!.unit!.toLowerCase(), SCORE_APPOSED);
  }
}

/** Column headers that name an age: "age", "edad", "âge", "Alter", "età", "leeftijd", "idade". */
const AGE_HEADER = /^(?:age|ages|patient age|age \(years\)|edad|âge|age|alter|età|eta|leeftijd|idade|years|anos|años|ans|anni)$/;
const HAS_AGE_HEADER = /(?:^|[;,\t|"])[ \t]*(?:age|edad|âge|alter|età|eta|leeftijd|idade)[ \t]*(?=["]?[ \t]*(?:[;,\t|\n\r]|$))/m;


/**
 * CSV and TSV tables with an age column: each row's number (0-125) under a header "age", "edad",
 * "leeftijd"... is an AGE. The header and rows keep one delimiter and one cell count; a blank
 * line or a row of another shape ends the table.
 */
function columnAges(ctx: DetectContext, push: Push): void {
  const { lower } = ctx;
  if (!HAS_AGE_HEADER.test(lower)) return;
  const lines: Span[] = [];
  for (let i = 0, start = 0; i <= lower.length; i++) {
    if (i === lower.length || lower[i] === "\n") {
      lines.push({ start, end: i > start && lower[i - 1] === "\r" ? i - 1 : i });
      start = i + 1;
    }
  }
  for (let l = 0; l < lines.length; l++) {
    const header = lower.slice(lines[l]!.start, lines[l]!.end);
    for (const delimiter of [";", ",", "\t", "|"]) {
      if (!header.includes(delimiter)) continue;
      const cells = cellsOf(header, lines[l]!.start, delimiter);
      const col = cells.findIndex((c) => AGE_HEADER.test(lower.slice(c.start, c.end)));
      if (col < 0) continue;
      for (let r = l + 1; r < lines.length; r++) {
        const row = lower.slice(lines[r]!.start, lines[r]!.end);
        const rowCells = cellsOf(row, lines[r]!.start, delimiter);
        if (row.trim() === "" || rowCells.length !== cells.length) break;
        const cell = rowCells[col]!;
        const value = lower.slice(cell.start, cell.end);
        if (/^\d{1,3}$/.test(value)) push(cell.start, cell.end, Number(value), undefined, 0.85);
      }
      break;
    }
  }
}

/**
 * A column or field named for an age, folded (table-cues.ts): "age", "patient_age", "Edad", "Âge",
 * "Alter", "leeftijd", "age (years)". Bare "years" or "años" is left out here: alone as a field
 * name it is as often a term or a tenure.
 */
const AGE_FIELD = /(?:^|\s)(?:age|edad|alter|eta|leeftijd|idade)(?:\s\(?(?:years|anos|jahre|jaar|ans|anni)\)?)?$/;

/**
 * The whole value of a cell under an age column, or of a CSV column or JSON field named so that
 * the CLI analyses alone ("age": "42"): a number of years. columnAges reads tables written into
 * the text; a field analysed on its own has its name as its only context.
 */
function cellAges(ctx: DetectContext, push: Push): void {
  for (const cell of tableCells(ctx)) {
    if (!AGE_FIELD.test(cell.header)) continue;
    const value = ctx.text.slice(cell.start, cell.end);
    if (/^\d{1,3}$/.test(value)) push(cell.start, cell.end, Number(value), undefined, 0.85);
  }
}

type Push = (start: number, end: number, n: number, unit: string | undefined, score: number) => void;

/**
 * An age in brackets after a person's name, with a year unit or its abbreviation: "Daan de Boer
 * (11 jr)", "Lena (7 J.)", "Tom (9 yrs)", "Léa (5 ans)" (class lists, family records; sixth
 * exploratory test: "(11 jr)" left in clear). The word before the bracket must be a listed given or
 * family name: after an employer ("Philips (3 jr)", "Microsoft (2 yrs)") it is a CV's period. The
 * span is the number and its unit, not the brackets.
 */
const BRACKETED_AGE = /(?<name>\p{Lu}[\p{L}'\u2019-]+)[ \t]?\((?<n>\d{1,3})[ \t]?(?<unit>\p{L}{1,5}(?:\.\p{L})?)\.?(?=\))/gu;
const BRACKET_UNITS: ReadonlyMap<string, string> = new Map(
  [["jr", "jaar"], ["j", "j."], ["jaar", "jaar"], ["jahre", "jahr"], ["y", "y"], ["yo", "y"], ["y.o", "y"], ["yr", "y"], ["yrs", "y"], ["years", "y"], ["ans", "ans"], ["a\u00f1os", "a\u00f1os"], ["anni", "anni"], ["anos", "anos"], ["a", "a."]],
);

function bracketedAges(ctx: DetectContext, push: Push): void {
  if (!ctx.text.includes("(")) return;
  for (const m of execAll(BRACKETED_AGE, ctx.text)) {
    const unit = BRACKET_UNITS.get(m.groups!.unit!.toLowerCase());
    const name = m.groups!.name!.toLowerCase();
    if (unit === undefined || !(isKnownGivenName(name) || isKnownFamilyName(name))) continue;
    const start = m.index + m[0].indexOf("(", m.groups!.name!.length) + 1;
    push(start, m.index + m[0].length, Number(m.groups!.n), unit, 0.85);
  }
}

/** Ages with a spelled-out number, in the same cues as the digit forms. */
function wordAges(ctx: DetectContext, push: Push): void {
  const lower = ctx.lower;
  const words = numberWords();
  WORD_UNIT.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = WORD_UNIT.exec(lower)) !== null) {
    const unitStart = m.index + 1;
    const unit = m[0].slice(1);
    const last = LAST_WORDS.exec(lower.slice(Math.max(0, m.index - 40), m.index));
    if (!last) continue;
    // the longest tail of those words that is a number: "y cinco" is not, "treinta y cinco" is
    const tailStart = m.index - last[0].length;
    const parts = [...execAll(/[\p{L}-]+/gu, last[0])];
    let n: number | undefined;
    let numStart = -1;
    for (let k = 0; k < parts.length && n === undefined; k++) {
      n = words.get(parts.slice(k).map((p) => p[0]).join(" "));
      if (n !== undefined) numStart = tailStart + parts[k]!.index!;
    }
    if (n === undefined) continue;
    const end = unitStart + unit.length;
    const before = lower.slice(Math.max(0, numStart - 40), numStart);
    const old = /^[\s-](?:old|alt|oud)(?![a-z])/.exec(lower.slice(end, end + 5));
    if (old && /^(?:year|jahre$|jaar$)/.test(unit)) {
      // "twenty-five years old", "a five-year-old", "fünfundvierzig Jahre alt", "vijftig jaar oud"
      push(numStart, end + old[0].length, n, unit, 0.9);
      continue;
    }
    const tail = lower.slice(end, end + 24);
    const ofAge = /^\s+(?:de\s+edad|di\s+età|de\s+idade)(?![a-zà-ÿ])/.exec(tail);
    if (ofAge) {
      push(numStart, end + ofAge[0].length, n, unit, 0.9);
      continue;
    }
    if (periodAfter(before, tail, unit)) continue;
    if (PERSON_BEFORE.test(before)) push(numStart, end, n, unit, 0.85);
    else if (YEAR_UNIT.test(unit) && unit !== "jaar" && VERB_BEFORE.test(before) && !AGO_BEFORE.test(before) && (!A_CUE.test(before) || aCueAge(unit, before, tail))) {
      push(numStart, end, n, unit, SCORE_VERB);
    }
  }
}

export const ageDetector: Detector = {
  name: "age",
  types: ["AGE"],
  detect(ctx: DetectContext): Candidate[] {
    if (!wantsType(ctx, "AGE")) return [];
    const lower = ctx.lower;
    const out: Candidate[] = [];
    // characters already given to an age (a bitmap: many ages in one text stay linear)
    const taken = new Uint8Array(lower.length);
    const push = (start: number, end: number, n: number, unit: string | undefined, score: number): void => {
      const isYears = !unit || YEAR_UNIT.test(unit);
      if (isYears && n > 125) return;
      for (let i = start; i < end; i++) if (taken[i]) return;
      taken.fill(1, start, end);
      out.push({ start, end, label: "AGE", score, formatted: n, source: "age" });
    };
    for (const re of SUFFIX_FORMS) {
      re.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = re.exec(lower)) !== null) {
        if (glued(lower, m.index)) {
          re.lastIndex = m.index + 1;
          continue;
        }
        const end = m.index + m[0].length;
        if (/(?:jährig|jarig)\p{L}*$/u.test(m[0]) && NOT_A_PERSON_AFTER.test(lower.slice(end, end + 32))) continue;
        push(m.index, end, Number(m.groups!.n), m.groups!.unit, 0.9);
      }
    }
    let m: RegExpExecArray | null;
    PREFIX_FORM.lastIndex = 0;
    while ((m = PREFIX_FORM.exec(lower)) !== null) {
      if (m.index > 0 && LETTER.test(lower[m.index - 1]!)) {
        PREFIX_FORM.lastIndex = m.index + 1;
        continue;
      }
      const start = m.indices!.groups!.n![0];
      const end = m.index + m[0].length;
      // "the age is 5 minutes", "age: 30 %": another unit makes the number something else
      if (!m.groups!.unit && OTHER_UNIT_AFTER.test(lower.slice(end, end + 12))) continue;
      push(start, end, Number(m.groups!.n), m.groups!.unit, 0.85);
    }
    if (ASCII_ETA_KEY.test(lower)) {
      const italian = readsItalian(ctx);
      for (const e of execAll(ASCII_ETA, lower)) {
        // or an Italian log message's key in a log detected as English (logMessageLanguages)
        if (!italian && !logMessageLanguages(ctx, e.index).includes("it")) continue;
        const end = e.index + e[0].length;
        if (!OTHER_UNIT_AFTER.test(lower.slice(end, end + 12))) push(e.indices!.groups!.n![0], end, Number(e.groups!.n), undefined, 0.85);
      }
    }
    PATIENT_SHORT_AGE.lastIndex = 0;
    while ((m = PATIENT_SHORT_AGE.exec(lower)) !== null) {
      push(m.indices!.groups!.n![0], m.index + m[0].length, Number(m.groups!.n), m.groups!.unit, 0.85);
    }
    AGED_PAIR.lastIndex = 0;
    while ((m = AGED_PAIR.exec(lower)) !== null) {
      push(m.indices!.groups!.n![0], m.index + m[0].length, Number(m.groups!.n), undefined, SCORE_VERB);
    }
    NUM_YEARS.lastIndex = 0;
    while ((m = NUM_YEARS.exec(lower)) !== null) {
      const start = m.index;
      if (glued(lower, start)) continue;
      const end = start + m[0].length;
      const n = Number(/^\d+/.exec(m[0])![0]);
      const unit = m[0].slice(m[0].lastIndexOf(" ") + 1);
      const before = lower.slice(Math.max(0, start - 40), start);
      const after = lower.slice(end, end + 24);
      if (periodAfter(before, after, unit)) continue;
      if (PERSON_BEFORE.test(before)) {
        push(start, end, n, unit, 0.85);
        continue;
      }
      const pair = YEAR_UNIT.test(unit) ? PAIR_BEFORE.exec(before) : null;
      if (pair) {
        const at = Math.max(0, start - 40);
        const [s1, e1] = pair.indices!.groups!.n1!;
        push(at + s1, at + e1, Number(pair.groups!.n1), undefined, SCORE_VERB);
        push(start, end, n, unit, SCORE_VERB);
        continue;
      }
      if (unit === "jaar") {
        // and the years close the clause: "hij is 5 jaar getrouwd" is a period; a number or a date
        // after them opens the next value ("zij is 30 jaar 2020-08-11T21:35:36Z": fresh draw 1111)
        const closes = /^(?:[ \t]*(?:[.,;:!?)\n\r]|$)|\s+(?:en|maar)(?![a-z])|[ \t]+\p{Lu}|[ \t]+\d)/u.test(ctx.text.slice(end, end + 8));
        if (NL_IS_BEFORE.test(before) && closes) push(start, end, n, unit, SCORE_VERB);
        continue;
      }
      // months only after a person ("niña de 18 meses") or with "de edad" (a suffix form)
      if (!YEAR_UNIT.test(unit) || !VERB_BEFORE.test(before)) continue;
      if (AGO_BEFORE.test(before) || (A_CUE.test(before) && !aCueAge(unit, before, lower.slice(end, end + 24)))) continue;
      // German "mit 5 Jahren Verspätung": a noun after the years makes them a quantity
      if (/(?<![a-zà-ÿ])mit\s+$/.test(before) && germanNounAfter(ctx, end)) continue;
      push(start, end, n, unit, SCORE_VERB);
    }
    wordAges(ctx, push);
    BIRTHDAY_FORM.lastIndex = 0;
    while ((m = BIRTHDAY_FORM.exec(lower)) !== null) {
      if (glued(lower, m.index)) continue;
      // "de 72ste verjaardag van den dood": the anniversary of something
      if (/^\s+van(?![a-z])/.test(lower.slice(m.index + m[0].length, m.index + m[0].length + 6))) continue;
      const [start, end] = m.indices!.groups!.n!;
      // "40th" / "40º" is the age; the ordinal mark goes with it
      const mark = /^(?:ste|st|nd|rd|th|de|e|º|°)/.exec(lower.slice(end, end + 3));
      push(start, end + (mark ? mark[0].length : 0), Number(m.groups!.n), undefined, SCORE_VERB);
    }
    NARRATIVE_FORM.lastIndex = 0;
    while ((m = NARRATIVE_FORM.exec(lower)) !== null) {
      if (m.index > 0 && LETTER.test(lower[m.index - 1]!)) continue;
      const start = m.indices!.groups!.n![0];
      push(start, m.index + m[0].length, Number(m.groups!.n), undefined, SCORE_NARRATIVE);
    }
    NL_NARRATIVE_FORM.lastIndex = 0;
    while ((m = NL_NARRATIVE_FORM.exec(lower)) !== null) {
      const before = lower.slice(Math.max(0, m.index - 8), m.index);
      const timeWord = /^\s\p{L}/u.test(m.groups!.after!) && !/^\s(?:en|maar)/.test(m.groups!.after!);
      if (NL_NOT_A_PERSON_BEFORE.test(before) || !(NL_PRONOUN_BEFORE.test(before) || timeWord)) continue;
      const [start, end] = m.indices!.groups!.n!;
      push(start, end, Number(m.groups!.n), undefined, SCORE_NARRATIVE);
    }
    fieldAges(ctx, push);
    bracketedAges(ctx, push);
    columnAges(ctx, push);
    cellAges(ctx, push);
    apposedAges(ctx, push);
    agesAfterDates(ctx, push);
    sexAndAge(ctx, push);
    return out.sort((a, b) => a.start - b.start);
  },
};
