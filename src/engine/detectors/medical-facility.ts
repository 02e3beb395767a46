/**
 * Hospital and clinic names -> ORGANIZATION_MEDICAL_FACILITY. A structured signal next to the NER
 * model, which misses many facility names, above all in clinical notes written in ALL CAPS or all
 * lower case, where a facility is often written as a bare name before a unit ("sent to Warren
 * Grant EW"). Two anchored rules find candidates; both scan for a fixed word (a facility head or a
 * transfer verb) with one regex over the lower-cased text and then read the words around it by
 * hand, so the cost is linear in the text and no pattern can backtrack.
 *
 * Casing is decided per line, as in place-name.ts: a line with both upper- and lower-case letters
 * is "mixed" (name words must be capitalised: "Mercy Hospital", not "the hospital"); an ALL-CAPS
 * line is "upper" and an all-lower line is "lower", where capitalisation no longer marks names, so
 * the name must follow a place preposition (to, from, at, in, by, via, into, @; "the" may sit in
 * between) and common words end it.
 *
 * Rule 1, facility heads. A head word and the 1-4 name words before it:
 *   Hospital, Hosp(.), Memorial, Medical Center/Centre, Med Ctr, Medical Ctr, Med Center, Health
 *   Center/Centre, Health System, Cancer Center, Clinic, Infirmary, Hospice, Nursing Home,
 *   Rehab(ilitation) Center/Centre/Hospital, and Rehab alone ("Baltimore Rehab"); chained heads
 *   join ("General Hospital Medical Center"). Name words may be joined by of, and (only before a
 *   possessive: "Brigham and Women's"), &, de, van, von ("University of Maryland Medical
 *   Center"); "St." and possessives belong to the name ("St. Mary's Hospital"). The span covers
 *   the whole name including the head.
 *   Names that follow the head: "Hospital of/for X" (Hospital of the University of Pennsylvania,
 *   Hospital for Special Surgery), and in other languages fr Hôpital/Clinique/CHU/Centre
 *   hospitalier X, es/pt Hospital/Clínica/Centro de Salud X (Hospital Universitario La Paz,
 *   Hospital das Clínicas), it Ospedale/Policlinico X, nl Ziekenhuis/UMC X, de Klinikum/
 *   Krankenhaus/Klinik X (Klinikum Stuttgart). German and Dutch heads also end compounds
 *   ("Marienkrankenhaus", "Rijnstate Ziekenhuis"), which are names by themselves unless the prefix
 *   is generic ("Universitätsklinikum", "Kreiskrankenhaus" need a place after them).
 *   "Hospital" followed by a capitalised name in mixed case, or by de/del/da..., is read forward
 *   and then wins over words before it ("Servicio de Urología Hospital Infanta Cristina" is the
 *   Hospital Infanta Cristina); a forward name stops at street words (Avda, Calle, Ctra...).
 *   A lower-case head in a mixed line ("followed by Kernan hospital") needs a place preposition
 *   before the name, as in lines without case; a lower-case Romance head ("l'hôpital Necker")
 *   needs a proper name after it, not an acronym ("clínica de TFNA"). Memorial and Rehab as the
 *   only head always need the preposition ("Celebrity Rehab", "Crazy Horse Memorial" stay out),
 *   and Memorial before a year is an event ("Kusocinski Memorial 2021"). CHU and UMC must be
 *   upper case ("Chu Berry").
 *   Rejected: a name made only of generic words ("General Hospital", "Heart Failure Clinic",
 *   "Psychiatric Hospital", "the Children's Hospital"); a head followed by a word that makes it
 *   something else ("Hospital Day 3", "hospital course", "Medical Center Drive", "Memorial Day",
 *   "Memorial Stadium"); Memorial followed by any other capitalised word in mixed case.
 *
 * Rule 2, transfer cues. A transfer verb and preposition ((re)admitted, transferred, sent, taken,
 * brought, discharged, transported, went, presented, arrived, came, returned + to/from/at/into,
 * optional "the"), then 1-3 name words, then a unit: ER, ED, EW, ICU, MICU, CCU, ER's, Rehab. The
 * name words are the facility ("Pt admitted to U Maryland ER" -> "U Maryland"); the unit stays out
 * of the span, as the de-identification corpora annotate it. Unit words and generic words are not
 * names ("transferred to the MICU", "taken to Cardiac ICU").
 *
 * Scores. The NER model gives a facility name it misreads as a person or place 0.5-0.9, and the
 * resolver keeps the highest-scored of overlapping candidates, so strong evidence must score high:
 * a name with an English head in mixed case, or a name before a unit after a transfer cue, is
 * 0.9; the same in ALL-CAPS or all-lower lines (where the name's extent is less sure) 0.85;
 * Memorial or Rehab as the only head 0.8; the other languages' heads and bare compounds 0.75. A
 * model ORGANIZATION on exactly the same span merges with this one and best_label becomes the more
 * specific ORGANIZATION_MEDICAL_FACILITY.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { wantsType } from "./make-context.js";
import { wordAlternation } from "./context.js";
import { lineAt, type LineCase } from "./lines.js";

const TYPE = "ORGANIZATION_MEDICAL_FACILITY";
const SOURCE = "medical-facility";

type Mode = LineCase;
/** How a head takes its name: words before it, words after it, or either. */
type Reach = "back" | "forward" | "both" | "compound";

interface Head {
  reach: Reach;
  score: number;
  /** Needs a connector (of, for) before a name that follows it, unless the next word is Spanish/Portuguese. */
  forwardNeedsConnector?: boolean;
}

// Lower-case head forms (spaces as written). Longer alternatives first so "clinique" beats
// "clinic" and "rehab center" beats "rehab".
const HEADS: Record<string, Head> = {
  "rehabilitation center": { reach: "back", score: 0.9 },
  "rehabilitation centre": { reach: "back", score: 0.9 },
  "rehabilitation hospital": { reach: "back", score: 0.9 },
  "rehab center": { reach: "back", score: 0.9 },
  "rehab centre": { reach: "back", score: 0.9 },
  "rehab hospital": { reach: "back", score: 0.9 },
  "medical center": { reach: "back", score: 0.9 },
  "medical centre": { reach: "back", score: 0.9 },
  "medical ctr": { reach: "back", score: 0.9 },
  "med center": { reach: "back", score: 0.9 },
  "med ctr": { reach: "back", score: 0.9 },
  "health center": { reach: "back", score: 0.9 },
  "health centre": { reach: "back", score: 0.9 },
  "health system": { reach: "back", score: 0.9 },
  "cancer center": { reach: "back", score: 0.9 },
  "nursing home": { reach: "back", score: 0.9 },
  "centre hospitalier universitaire": { reach: "forward", score: 0.75 },
  "centre hospitalier": { reach: "forward", score: 0.75 },
  "centro de salud": { reach: "forward", score: 0.75 },
  hospital: { reach: "both", score: 0.9, forwardNeedsConnector: true },
  hosp: { reach: "back", score: 0.9 },
  memorial: { reach: "back", score: 0.8 },
  infirmary: { reach: "back", score: 0.9 },
  hospice: { reach: "back", score: 0.9 },
  clinique: { reach: "forward", score: 0.75 },
  clinic: { reach: "back", score: 0.9 },
  rehab: { reach: "back", score: 0.8 },
  hôpital: { reach: "forward", score: 0.75 },
  chu: { reach: "forward", score: 0.75 },
  clínica: { reach: "forward", score: 0.75 },
  ospedale: { reach: "forward", score: 0.75 },
  policlinico: { reach: "forward", score: 0.75 },
  umc: { reach: "both", score: 0.75 },
  universitätsklinikum: { reach: "compound", score: 0.75 },
  klinikum: { reach: "compound", score: 0.75 },
  krankenhaus: { reach: "compound", score: 0.75 },
  klinik: { reach: "compound", score: 0.75 },
  ziekenhuis: { reach: "compound", score: 0.75 },
};

const HEAD_FORMS = Object.keys(HEADS).sort((a, b) => b.length - a.length);
const headAlternation = wordAlternation(HEAD_FORMS);
/** Any head, anywhere (word boundaries are checked by hand: a lookbehind here would run at every position). */
const HEAD_SCAN = new RegExp(headAlternation, "g");
/** Most heads in one chain; real names have up to three ("Union Memorial Hospital Medical Center"). */
const MAX_CHAIN = 4;
/** A head starting exactly at lastIndex (for chained heads). */
const HEAD_AT = new RegExp(headAlternation, "y");

const CUE_SCAN = /(?:(?:re)?admitted|transferr?ed|tranferr?ed|sent|taken|brought|discharged|transported|went|presented|arrived|came|returned)(?=[ \t\u00a0]+(?:to|from|at|into)[ \t\u00a0])/g;
const CUE_TAIL = /[ \t\u00a0]+(?:to|from|at|into)[ \t\u00a0]+(?:the[ \t\u00a0]+)?/y;

/** Units of a hospital that follow its name after a transfer cue. */
const UNITS = new Set(["er", "ed", "ew", "icu", "micu", "ccu", "er's", "ers", "rehab"]);
/** Units written in lower case in mixed text; the abbreviations must be upper case there. */
const MIXED_LOWER_UNITS = new Set(["rehab"]);

/** Words that start, end or interrupt no facility name (lower case). */
const STOP = new Set([
  "the", "a", "an", "at", "to", "from", "in", "on", "by", "for", "with", "into", "via", "per", "or", "but", "as", "is", "was",
  "were", "be", "been", "has", "had", "have", "will", "would", "our", "his", "her", "their", "my", "your", "its", "this",
  "that", "these", "those", "local", "outside", "nearest", "nearby", "area", "any", "every", "another", "other", "each", "same",
  "osh", "pt", "pts", "patient", "patients", "then", "and", "also", "when", "where", "while", "after", "before", "since",
  "admitted", "transferred", "transfered", "sent", "taken", "brought", "discharged", "transported", "went", "presented",
  "arrived", "came", "returned", "transfer", "seen", "called", "home", "back", "today", "yesterday", "tonight", "now", "not",
  "no", "yes", "s/p", "w/", "hx", "h/o", "f/u", "he", "she", "they", "we", "it", "i", "who", "which", "what", "one", "two",
  "old", "yo", "y/o", "male", "female", "man", "woman", "son", "daughter", "wife", "husband", "family", "dr", "rn",
  "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january", "february", "march", "april",
  "june", "july", "august", "september", "october", "november", "december", "der", "die", "das", "dem", "den", "des", "im",
  "ins", "am", "zum", "zur", "ein", "eine", "einem", "einer", "vom", "bei", "mit", "nach", "aus", "auf", "le", "les", "l'",
  "au", "aux", "à", "el", "los", "las", "en", "il", "lo", "nel", "het", "een", "naar", "uit", "o", "os", "no", "na", "um", "uma",
  "leave", "go", "going", "get", "come", "stay", "visit", "return", "call", "contact", "remain", "see", "keep", "reach",
  "make", "prev", "previous", "prior", "former", "recent", "current", "long", "short", "during", "until", "without",
  "ihr", "ihre", "sein", "seine", "unser", "unsere", "mangels", "wegen", "trotz", "statt", "während",
  "servicio", "sección", "unidad", "departamento", "servei", "serviço", "reparto", "dipartimento", "abteilung", "station",
  "about", "if", "so", "than", "there", "here", "all", "some", "most", "more", "new", "first", "second", "last", "next",
]);

/** Words that describe a kind of facility or department rather than name one (lower case). */
const GENERIC = new Set([
  "general", "community", "regional", "county", "veterans", "medical", "med", "university", "univ", "children's", "childrens",
  "women's", "womens", "psychiatric", "psych", "state", "city", "district", "teaching", "field", "mental", "animal",
  "veterinary", "private", "public", "military", "army", "naval", "base", "central", "specialty", "surgical", "cancer",
  "heart", "eye", "dental", "pediatric", "paediatric", "maternity", "rehabilitation", "rehab", "day", "walk-in", "urgent",
  "care", "free", "mobile", "cardiac", "pulmonary", "physical", "inpatient", "outpatient", "acute", "subacute", "sub-acute",
  "drug", "alcohol", "psychiatry", "geriatric", "main", "major", "large", "small", "big", "hospital", "hosp", "clinic",
  "health", "hospice", "nursing", "emergency", "er", "ed", "ew", "icu", "micu", "sicu", "ccu", "cvicu", "nicu", "picu", "pacu",
  "va", "vamc", "trauma", "neuro", "burn", "cardiothoracic", "diabetes", "diabetic", "pain", "anticoagulation", "coumadin",
  "failure", "hf", "chf", "renal", "dialysis", "cardiology", "oncology", "neurology", "ortho", "orthopedic", "orthopaedic",
  "wound", "transplant", "liver", "sleep", "lipid", "hiv", "id", "gi", "ob", "gyn", "ent", "vascular", "breast", "spine",
  "urology", "dermatology", "allergy", "asthma", "memory", "fertility", "family", "primary", "internal", "medicine",
  "methadone", "addiction", "detox", "chest", "lung", "kidney", "stroke", "tb", "std", "travel", "vaccination", "flu",
  "covid", "testing", "research", "clinical", "specialist", "specialists", "doctor", "doctors", "dr's", "dentist", "vet",
  "baby", "infant", "student", "students", "employee", "staff", "national", "international", "royal", "sick", "special",
  "surgery", "institute", "center", "centre", "unit", "floor", "step", "down", "stepdown", "tele", "cath", "lab", "or",
  "memorial", "universitario", "universitária", "universitario", "universitaire", "universitaria", "universitätsklinikum",
  "evangelisches", "städtisches", "katholisches", "allgemeines", "día", "clínico", "clínica", "rape", "adult", "maternal",
  "child", "servicio", "sección", "unidad", "departamento", "service", "department", "division", "fundación",
]);
/** Memorial is a name word before another head ("Memorial Hospital" is a name in many towns). */
const NAME_WHEN_BEFORE_HEAD = new Set(["memorial"]);

/** Words after a head that make it something else: a street, an event, a stay (lower case). */
const NOT_AFTER = new Set([
  "day", "days", "course", "stay", "stays", "admission", "admissions", "discharge", "bed", "beds", "record", "records",
  "policy", "staff", "visit", "visits", "protocol", "room", "floor", "drive", "dr", "road", "rd", "street", "st",
  "avenue", "ave", "boulevard", "blvd", "way", "lane", "ln", "parkway", "pkwy", "highway", "hwy", "station", "parking",
  "garage", "stadium", "cup", "tournament", "hall", "park", "service", "services", "fund", "foundation", "library",
  "museum", "bridge", "church", "game", "games", "trophy", "prize", "award", "lecture", "acquired", "associated", "based",
  "setting", "employees", "workers", "chain", "chains", "corp", "corporation", "inc", "authority", "board", "trust",
  "school", "league", "bill", "act", "law", "race", "marathon", "meet", "match", "classic", "open", "plaza", "square",
  "stop", "exit", "planta", "c", "travesía", "avda", "av", "avenida", "calle", "ctra", "carretera", "paseo", "rua", "costs", "bills", "beds", "stock", "stocks", "shares", "workers'", "union", "strike",
]);

/** Connectors inside a name ("University of Maryland", "Antoni van Leeuwenhoek"). */
const CONNECTORS = new Set(["of", "de", "van", "von", "&", "del", "della", "di", "do", "da", "dos", "das", "du", "des", "la", "y", "e", "and"]);
/** Articles that may open or continue a name after its head. */
const NAME_ARTICLES = new Set(["la", "el", "los", "las", "le", "les", "il", "lo", "the"]);
/** Connectors between a forward head and its name ("Hospital of", "Hôpital de la", "Ospedale di"). */
const FORWARD_CONNECTORS = new Set(["of", "for", "de", "del", "de la", "des", "du", "d'", "do", "da", "dos", "das", "di", "della", "of the", "for the", "van", "van de", "van het"]);
/** Words that open the name of a Spanish/Portuguese "Hospital X" without a connector. */
const IBERIAN_NEXT = new Set([
  "universitario", "universitário", "general", "clínic", "clinic", "regional", "infantil", "militar", "provincial",
  "municipal", "central", "español", "italiano", "alemán", "británico", "santa", "san", "são", "sant", "nossa", "nuestra",
  "virgen", "israelita", "sírio-libanês", "clínico", "quirónsalud", "ruber", "materno", "materno-infantil",
]);
/** Compound prefixes that only say what kind of Klinik/Krankenhaus it is. */
const GENERIC_COMPOUND = /^(?:universitäts|uni|kreis|stadt|fach|privat|kinder|reha|tages|akut|psychiatrische|bezirks|landes|kranken|haus|tier|augen|zahn|frauen|herz|kur|spezial|poli|academisch|algemeen|krebs|unfall|tumor|schmerz|sucht|psycho|nerven|hals|haut|spezial|rehabilitations)$/;
/** Place prepositions that must precede a name in upper/lower lines ("@" and ">" as in "@ St Agnes", "911>Calvert"). */
const PREPS = new Set(["to", "from", "at", "in", "by", "via", "into", "@", ">"]);

const LETTER = /[\p{L}\p{M}\p{N}]/u;
const ACRONYM = /(?<![\p{L}\p{N}])\p{Lu}{2,}(?![\p{L}\p{N}])/u;
const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;

interface Token {
  start: number;
  end: number;
  /** Lower-case text, a trailing abbreviation dot removed. */
  word: string;
}

/**
 * Longest token read as a word. Tokens run across "-" and "'" ("Sub-Acute", "Women's"), so without
 * a cap a long hyphenated chain ("hospital-hospital-...") was one token, read again from every head
 * inside it: quadratic. No facility name word comes near this length; a longer run is no word.
 */
const MAX_TOKEN = 64;
const isTokenChar = (c: string): boolean => LETTER.test(c) || c === "'" || c === "’" || c === "-";
const isSpace = (c: string | undefined): boolean => c === " " || c === "\t" || c === "\u00a0";
/** Abbreviations that keep their dot inside a name ("St. Mary's", "Mt. Sinai"). */
const DOTTED = new Set(["st", "mt", "ft", "u", "univ", "med", "gen", "s", "sta", "sto"]);

/** The token ending right before `pos` across spaces (never across a line break or punctuation). */
function tokenBefore(text: string, lower: string, pos: number): Token | undefined {
  let i = pos;
  let spaces = 0;
  while (i > 0 && isSpace(text[i - 1])) {
    i--;
    spaces++;
  }
  if (spaces > 2) return undefined;
  if (i > 0 && (text[i - 1] === "@" || text[i - 1] === ">" || text[i - 1] === "&")) return { start: i - 1, end: i, word: text[i - 1]! };
  let end = i;
  let dotted = false;
  if (i > 0 && text[i - 1] === ".") {
    dotted = true;
    i--;
    end = i;
  }
  while (i > 0 && isTokenChar(text[i - 1]!)) {
    i--;
    if (end - i > MAX_TOKEN) return undefined;
  }
  if (i === end) return undefined;
  const word = normaliseWord(lower.slice(i, end));
  if (dotted && !DOTTED.has(word)) return undefined; // a sentence end, not part of a name
  return { start: i, end: dotted ? end + 1 : end, word };
}

/** The token starting right after `pos` across spaces (at most two). */
function tokenAfter(text: string, lower: string, pos: number): Token | undefined {
  let i = pos;
  let spaces = 0;
  while (i < text.length && isSpace(text[i])) {
    i++;
    spaces++;
  }
  if (spaces > 2) return undefined;
  if (text[i] === "&") return { start: i, end: i + 1, word: "&" };
  const start = i;
  while (i < text.length && isTokenChar(text[i]!)) {
    i++;
    if (i - start > MAX_TOKEN) return undefined;
  }
  if (i === start) return undefined;
  let word = normaliseWord(lower.slice(start, i));
  // "d'Ivry": the elided article is a connector of its own
  if (word.startsWith("d'") && word.length > 2) return { start, end: start + 2, word: "d'" };
  let end = i;
  if (text[i] === "." && DOTTED.has(word)) end++;
  while (word.endsWith("-") || word.endsWith("'")) {
    word = word.slice(0, -1);
    end--;
  }
  return { start, end, word };
}

const normaliseWord = (w: string): string => w.replace(/’/g, "'");

/** A word that can be part of a name in this line's casing. */
function nameWord(text: string, tok: Token, mode: Mode): boolean {
  if (STOP.has(tok.word) || CONNECTORS.has(tok.word) || !LETTER.test(tok.word)) return false;
  if (/^\d+$/.test(tok.word)) return false;
  const first = text[tok.start]!;
  if (mode === "mixed") return UPPER.test(first);
  if (mode === "upper") return !LOWER.test(text.slice(tok.start, tok.end));
  return true;
}

const isGeneric = (word: string): boolean => GENERIC.has(word) || GENERIC.has(word.replace(/'s$/, ""));

/** Head words are capitalised in mixed text ("Medical Center", "Hospital"); any case elsewhere. */
function headCased(text: string, start: number, end: number, mode: Mode): boolean {
  if (mode !== "mixed") return true;
  for (let i = start; i < end; i++) {
    if ((i === start || isSpace(text[i - 1])) && !isSpace(text[i]) && !UPPER.test(text[i]!)) return false;
  }
  return true;
}

/**
 * Name words before `pos`: up to `max` words, connectors only between two name words. Returns the
 * start of the name and its words, or undefined when there is none.
 */
function nameBefore(text: string, lower: string, pos: number, mode: Mode, lineStart: number, max = 4): { start: number; words: string[]; prep: boolean } | undefined {
  const words: string[] = [];
  let start = pos;
  let cursor = pos;
  let nextWord: string | undefined; // the name word after a connector, to check "and" + possessive
  while (words.length < max) {
    const tok = tokenBefore(text, lower, cursor);
    if (!tok || tok.start < lineStart) break;
    if (CONNECTORS.has(tok.word) && words.length > 0) {
      if (tok.word === "and" && !(nextWord ?? "").endsWith("'s")) break;
      const before = tokenBefore(text, lower, tok.start);
      if (!before || before.start < lineStart || !nameWord(text, before, mode)) break;
      // a lower-case connector inside a name in mixed text; upper lines have them upper
      cursor = tok.start;
      continue;
    }
    if (!nameWord(text, tok, mode)) break;
    words.unshift(tok.word);
    nextWord = tok.word;
    start = tok.start;
    cursor = tok.start;
  }
  if (words.length === 0) return undefined;
  return { start, words, prep: prepBefore(text, lower, start, lineStart) };
}

/** A place preposition (and optional "the") right before `pos`. */
function prepBefore(text: string, lower: string, pos: number, lineStart: number): boolean {
  let tok = tokenBefore(text, lower, pos);
  if (tok && tok.word === "the") tok = tokenBefore(text, lower, tok.start);
  if (tok && tok.start >= lineStart && PREPS.has(tok.word)) return true;
  // glued "@" or ">" ("@GH", "911>CALVERT")
  const c = text[pos - 1];
  return c === "@" || c === ">";
}

/** Name words after `pos` (a forward head), optionally after a connector. */
function nameAfter(text: string, lower: string, pos: number, mode: Mode, lineEnd: number, max = 5): { end: number; words: string[]; connector?: string } | undefined {
  let cursor = pos;
  let connector: string | undefined;
  // connectors of one or two words ("de la", "of the"), or elided "d'"
  const first = tokenAfter(text, lower, cursor);
  if (!first || first.start >= lineEnd) return undefined;
  if (FORWARD_CONNECTORS.has(first.word)) {
    connector = first.word;
    cursor = first.end;
    const second = tokenAfter(text, lower, cursor);
    if (second && FORWARD_CONNECTORS.has(`${first.word} ${second.word}`)) {
      connector = `${first.word} ${second.word}`;
      cursor = second.end;
    }
  }
  const words: string[] = [];
  let end = pos;
  // a name may open with an article ("Hospital La Paz", "Hospital La Fe")
  const opening = tokenAfter(text, lower, cursor);
  if (opening && opening.end <= lineEnd && NAME_ARTICLES.has(opening.word)) {
    const next = tokenAfter(text, lower, opening.end);
    if (next && next.end <= lineEnd && nameWord(text, next, mode) && (mode !== "mixed" || UPPER.test(text[opening.start]!))) cursor = opening.end;
  }
  while (words.length < max) {
    const tok = tokenAfter(text, lower, cursor);
    if (!tok || tok.end > lineEnd) break;
    if (CONNECTORS.has(tok.word) && words.length > 0) {
      // one or two connector words ("de", "de la", "del"), then a name word
      let next = tokenAfter(text, lower, tok.end);
      let skip = tok.end;
      if (next && (CONNECTORS.has(next.word) || NAME_ARTICLES.has(next.word)) && next.word !== tok.word) {
        skip = next.end;
        next = tokenAfter(text, lower, next.end);
      }
      if (!next || next.end > lineEnd || tok.word === "and" || !nameWord(text, next, mode)) break;
      cursor = skip;
      continue;
    }
    if (!nameWord(text, tok, mode) || NOT_AFTER.has(tok.word)) break;
    words.push(tok.word);
    end = tok.end;
    cursor = tok.end;
  }
  if (words.length === 0) return undefined;
  return { end, words, connector };
}

interface Found {
  start: number;
  end: number;
  score: number;
}

function headMatches(ctx: DetectContext): Found[] {
  const { text, lower } = ctx;
  const out: Found[] = [];
  HEAD_SCAN.lastIndex = 0;
  for (let m = HEAD_SCAN.exec(lower); m !== null; m = HEAD_SCAN.exec(lower)) {
    const form = m[0].replace(/[\t\u00a0 ]+/g, " ");
    const head = HEADS[form]!;
    let hStart = m.index;
    let hEnd = hStart + m[0].length;
    // word boundaries (compound heads may have letters before them)
    if (hEnd < text.length && LETTER.test(text[hEnd]!)) continue;
    if (form === "hosp" && text[hEnd] === ".") hEnd++;
    const glued = hStart > 0 && LETTER.test(text[hStart - 1]!);
    if (glued && head.reach !== "compound") continue;
    const line = lineAt(ctx, hStart);
    const mode = line.case;
    if (glued) {
      while (hStart > line.start && LETTER.test(text[hStart - 1]!)) hStart--;
    }
    // A lower-case head in mixed text: French, Spanish and Italian write it so inside a sentence
    // ("l'hôpital Necker"); clinical notes write "Kernan hospital", which then needs a preposition
    // before the name, as in lines without case.
    const lowerHead = !headCased(text, hStart, hEnd, mode);
    if (lowerHead && mode !== "mixed") continue;
    // chained heads: "General Hospital Medical Center", "Memorial Hospital"; at most MAX_CHAIN in
    // all, or "Memorial Memorial ..." would chain to the end of the run from each of its heads
    let end = hEnd;
    let chained = false;
    for (let heads = 1; heads < MAX_CHAIN; heads++) {
      const sp = end;
      if (!isSpace(text[sp])) break;
      let q = sp;
      while (isSpace(text[q])) q++;
      HEAD_AT.lastIndex = q;
      const n = HEAD_AT.exec(lower);
      if (!n || (q + n[0].length < text.length && LETTER.test(text[q + n[0].length]!)) || !headCased(text, q, q + n[0].length, mode)) break;
      end = q + n[0].length;
      chained = true;
    }
    // Memorial before another head is a name word of that head's match
    if (chained && form === "memorial") continue;
    const after = tokenAfter(text, lower, end);
    const afterOnLine = after && after.end <= line.end ? after : undefined;
    if (afterOnLine && NOT_AFTER.has(afterOnLine.word) && (mode !== "mixed" || UPPER.test(text[afterOnLine.start]!))) continue;
    if (form === "memorial" && mode === "mixed" && afterOnLine && UPPER.test(text[afterOnLine.start]!)) continue;
    if (form === "memorial" && afterOnLine && /^(?:19|20)\d\d$/.test(afterOnLine.word)) continue; // "Kusocinski Memorial 2021"
    // CHU and UMC are acronyms ("Chu Berry" is a name)
    if ((form === "chu" || form === "umc") && mode === "mixed" && LOWER.test(text.slice(hStart, hEnd))) continue;
    if (form === "memorial" && mode === "upper" && afterOnLine && !PREPS.has(afterOnLine.word) && !STOP.has(afterOnLine.word) && !/\d/.test(afterOnLine.word)) continue;
    if (HEAD_SCAN.lastIndex < end) HEAD_SCAN.lastIndex = end;

    let score = head.score;
    if ((mode !== "mixed" || lowerHead) && score > 0.85) score = 0.85;
    let start = -1;
    let stop = end;
    if (head.reach === "compound") {
      if (lowerHead) continue; // "het Brusselse ziekenhuis", "sjukhusklinik": common nouns
      const prefix = lower.slice(hStart, m.index);
      const after2 = nameAfter(text, lower, end, mode, line.end, 3);
      if (prefix.length >= 3 && !GENERIC_COMPOUND.test(prefix) && mode === "mixed") {
        start = hStart;
        if (after2 && !after2.connector) stop = after2.end;
      } else {
        const before = mode === "mixed" ? nameBefore(text, lower, hStart, mode, line.start, 3) : undefined;
        if (before && before.words.some((w) => !isGeneric(w))) start = before.start;
        if (after2 && after2.words.some((w) => !isGeneric(w))) {
          if (start < 0) start = hStart;
          stop = after2.end;
        }
      }
      if (start < 0) continue;
      out.push({ start, end: stop, score });
      continue;
    }
    // A name after the head: Romance-language forms ("Hospital Universitario La Paz", "Hôpital de
    // la Pitié", "Ospedale San Raffaele"), and in mixed case "Hospital" followed by a capitalised
    // name, which English hardly writes; such a name wins over words before the head
    // ("Servicio de Urología Hospital Infanta Cristina" is the Hospital Infanta Cristina).
    const fwd = head.reach === "back" || mode === "lower" || lowerHead && head.reach !== "forward" ? undefined : nameAfter(text, lower, end, mode, line.end);
    let forwardDone = false;
    if (fwd) {
      const english = fwd.connector === "of" || fwd.connector === "for" || fwd.connector === "of the" || fwd.connector === "for the";
      const names = fwd.words.filter((w) => !isGeneric(w) || (english && mode === "mixed"));
      const romance = head.forwardNeedsConnector !== true || (fwd.connector !== undefined && !english) ||
        (fwd.connector === undefined && (mode === "mixed" || IBERIAN_NEXT.has(fwd.words[0]!) || ctx.language === "es" || ctx.language === "pt"));
      // a lower-case head ("l'hôpital Necker") is a name only before a proper name, not an acronym ("clínica de TFNA")
      const properAfterLowerHead = !lowerHead || !ACRONYM.test(text.slice(end, fwd.end));
      if (names.length > 0 && romance && properAfterLowerHead) {
        start = hStart;
        stop = fwd.end;
        forwardDone = true;
        if (head.reach === "both") score = Math.min(score, 0.85);
      }
    }
    if (!forwardDone && (head.reach === "back" || head.reach === "both")) {
      const before = nameBefore(text, lower, hStart, mode, line.start);
      if (before) {
        const names = before.words.filter((w) => !isGeneric(w) || NAME_WHEN_BEFORE_HEAD.has(w));
        // Memorial and Rehab alone are also events, monuments and TV shows: they need a preposition
        const needsPrep = mode !== "mixed" || lowerHead || form === "memorial" || form === "rehab";
        if (names.length > 0 && (!needsPrep || before.prep)) start = before.start;
      }
      // English "Hospital of/for X" only in mixed case and only without a name before it: in
      // ALL CAPS "CALVERT HOSPITAL FOR MENTAL STATUS CHANGES" the words after are no name
      if (start < 0 && fwd && mode === "mixed" && !lowerHead && fwd.connector !== undefined && /^(?:of|for)(?: the)?$/.test(fwd.connector)) {
        start = hStart;
        stop = fwd.end;
        score = Math.min(score, 0.85);
      }
    }
    if (start < 0) continue;
    out.push({ start, end: stop, score });
  }
  return out;
}

function cueMatches(ctx: DetectContext): Found[] {
  const { text, lower } = ctx;
  const out: Found[] = [];
  CUE_SCAN.lastIndex = 0;
  for (let m = CUE_SCAN.exec(lower); m !== null; m = CUE_SCAN.exec(lower)) {
    if (m.index > 0 && LETTER.test(text[m.index - 1]!)) continue;
    const verbEnd = m.index + m[0].length;
    CUE_TAIL.lastIndex = verbEnd;
    if (!CUE_TAIL.test(lower)) continue;
    const line = lineAt(ctx, m.index);
    let cursor = CUE_TAIL.lastIndex;
    const nameStart = cursor;
    const words: string[] = [];
    let nameEnd = -1;
    for (let k = 0; k < 4; k++) {
      const tok = tokenAfter(text, lower, cursor);
      if (!tok || tok.end > line.end) break;
      if (words.length > 0 && UNITS.has(tok.word) && unitCased(text, tok, line.case) && !(tok.end < text.length && LETTER.test(text[tok.end]!))) {
        nameEnd = cursor;
        break;
      }
      if (k === 3 || !nameWord(text, tok, line.case) || UNITS.has(tok.word)) break;
      words.push(tok.word);
      cursor = tok.end;
    }
    if (nameEnd < 0 || !words.some((w) => !isGeneric(w))) continue;
    out.push({ start: nameStart, end: nameEnd, score: line.case === "mixed" ? 0.9 : 0.85 });
  }
  return out;
}

/** ER, ICU... are abbreviations: upper case in mixed text (lower "ed" is a word there). */
function unitCased(text: string, tok: Token, mode: Mode): boolean {
  if (mode !== "mixed") return true;
  if (MIXED_LOWER_UNITS.has(tok.word)) return true;
  const t = text.slice(tok.start, tok.end);
  return !LOWER.test(t.replace(/'s$/, ""));
}

/**
 * The spans of `ranked` (best first, none empty) that overlap no better one, in text order. Kept spans never
 * overlap, so marking the characters they cover costs at most the text's length in all, and each
 * candidate is checked against the marks of its own characters: linear, where comparing every
 * candidate with every kept span was quadratic on dense text ("Mercy Hospital" on every line).
 */
export function keepDisjoint<T extends { start: number; end: number }>(ranked: readonly T[]): T[] {
  if (ranked.length < 2) return [...ranked];
  let from = Infinity;
  let to = -Infinity;
  for (const f of ranked) {
    if (f.start < from) from = f.start;
    if (f.end > to) to = f.end;
  }
  const covered = new Uint8Array(to - from);
  const kept: T[] = [];
  for (const f of ranked) {
    let free = true;
    for (let i = f.start; i < f.end; i++) {
      if (covered[i - from]) {
        free = false;
        break;
      }
    }
    if (!free) continue;
    covered.fill(1, f.start - from, f.end - from);
    kept.push(f);
  }
  return kept.sort((a, b) => a.start - b.start);
}

export const medicalFacilityDetector: Detector = {
  name: SOURCE,
  types: [TYPE],
  detect(ctx: DetectContext): Candidate[] {
    if (!wantsType(ctx, TYPE)) return [];
    const found = [...headMatches(ctx), ...cueMatches(ctx)];
    // one candidate per stretch: the higher score, then the longer span
    found.sort((a, b) => b.score - a.score || b.end - b.start - (a.end - a.start) || a.start - b.start);
    const kept = keepDisjoint(found);
    return kept.map((f) => ({ start: f.start, end: f.end, label: TYPE, score: f.score, source: SOURCE }));
  },
};
