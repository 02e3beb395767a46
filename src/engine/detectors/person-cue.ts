/**
 * People's names anchored by a strong cue -> NAME, NAME_GIVEN, NAME_FAMILY,
 * NAME_MEDICAL_PROFESSIONAL. A precise post-processing signal next to the NER model, which misses
 * names in clinical notes and short messages ("Son, Ed", "Stord-Painter MD plans", "MRS. JONES").
 * The entity is the name only: never the title, the credential or the kin word (the catalog's
 * NAME is "a person's name, without titles").
 *
 * Cues:
 * 1. An honorific before 1-3 name tokens: en Mr/Mrs/Ms/Miss/Mx/Dr/Drs/Prof, de Herr/Frau/Hr./Fr.,
 *    fr M./Mme/Mlle/Me, es Sr./Sra./Srta./D./Dña., it Sig./Sig.ra/Dott./Dott.ssa/Ing./Avv., nl
 *    Dhr./Mevr./mw./mr./dr., pt Sr./Sra./Dr./Dra./Dona (with or without "."). The one-letter forms and the
 *    ones that are common words elsewhere (M., D., Me, Ing, Avv, Sig) are honorifics only when the
 *    text is in their language, or the language is unknown for the dotted ones. "Dr" right after a
 *    capitalised word that is not a sentence start is a street suffix ("12 Oak Dr. Boston").
 *    "Drs X and Y" gives both names. After Dr a lone lower-case surname is taken too ("Dr. griffin
 *    aware", clinical notes), at a lower score.
 * 2. A clinical credential after 1-3 name tokens: MD, M.D., DO, RN, NP, PA, PA-C, CRNA, CNS, RRT,
 *    LPN, PhD, DDS, DMD, MBBS, FRCP... (upper case only, a separate token, optionally after a comma:
 *    "Stord-Painter MD plans", "J. Smith, RN"). Rejected: name tokens that are clinical words or
 *    abbreviations ("Renal MD", "ICU RN", all-caps tokens in mixed-case text), a lone plain
 *    capitalised word at a sentence start without a comma ("Ostomy RN"; a surname-shaped one such
 *    as "Stord-Painter" passes), a number after the credential ("PA 54/18", "MD 21201"), and the
 *    US-state readings of MD and PA ("Baltimore, MD", "from Middle River, MD"). In lower-case text
 *    a signature line "irene snell, rn" counts.
 * 3. A kinship or role word followed by ":" or "," or is/named/called (and their de/fr/es/it/nl
 *    equivalents), then 1-3 name tokens: "Family: Son, Ed, was updated" -> "Ed", "proxy is
 *    grandaughter: Irene Czyzewicz- 204-943-1045" -> "Irene Czyzewicz". In mixed-case text a
 *    lower-case family word may also be followed directly by the name ("daughter Thelma in to
 *    visit"; not partner/friend/proxy: "business partner Minorco"), except in German, where every
 *    noun is capitalised. Plural kin words take a second name ("Sons David and Theodore").
 * 4. A birth-name word before 1-3 name tokens: "née" (fr, en), "né" (fr, en), "nee" (en), "de
 *    soltera" (es), "nata" (it): "Mme MOREAU Claire, née LEFÈVRE le 09/08/1977", "Sra. Rosa
 *    Puchades, de soltera GIMENO" (eighth exploratory test: the married name was redacted, the
 *    birth name left in clear). The name is a family name, all of it (NAME_FAMILY); "née le
 *    12 mars", "nata a Roma" read no name (a lower-case word ends it).
 *
 * Name tokens: capitalised words (Unicode letters, "Stord-Painter", "O'Neil", "McCray",
 * "al-Hassan"), initials ("J.", "J"), and lower-case particles between or before them (van, von,
 * de, da, di, del, der, le, la, du, dos, ter, ten, bin...). A name stops at punctuation, a
 * lower-case word, a digit, or a stop word (function words of the seven languages, weekdays,
 * months, clinical and role words, nationality and religion adjectives); a possessive "'s" ends
 * it too. At most 3 full tokens (initials and particles do not count).
 *
 * Case: decided per line, as in place-name. In a line without case (all lower or all upper) any
 * letters make a token, but only after an honorific or after a kin word with a colon, only one
 * or two tokens (the second must not be a stop word), and the score is lower; credentials there
 * need two name tokens and either a comma with the credential closing the sentence ("ANTHONY C.
 * KOZICKI, RRT"), an initial ("B. CLIFFORD MD"), or a signature line of their own.
 *
 * Labels (shaped like the model's name candidates, so the resolver merges them): one full token
 * after an honorific is a NAME_FAMILY, after a kin word a NAME_GIVEN (labels carry NAME as well);
 * two or more tokens are a NAME with NAME_GIVEN / NAME_FAMILY subtypes (the last token, with the
 * particles before it, is the family name; initials are given names). A doctor is a
 * NAME_MEDICAL_PROFESSIONAL (with the subtypes), decided by a simple rule: after a credential
 * (PhD only in clinical text); after Dr and its equivalents when the name is a surname or
 * initials + surname ("Dr. Marder", "Dr J. Smith") or the text around (400 characters each side)
 * is clinical; after Prof only in clinical text. NAME_MEDICAL_PROFESSIONAL is a child of NAME, so
 * where the rule guesses wrong the name is still found as a NAME.
 *
 * Scores: an honorific or credential in mixed case 0.75 (0.8 with two or more tokens; a lower-case
 * surname after Dr 0.6); in text without case 0.6 (credential 0.65); a kin word with ":" / "," / "is" 0.65, directly followed
 * by the name 0.6, in text without case (colon only) 0.6. All below the model's confident spans,
 * so the model's span wins where both overlap and this detector fills in what the model missed.
 *
 * Speed: two regex scans anchored on the cue words (the honorific/kin words over the lower-case
 * text, the credentials over the text), then short sticky-regex reads next to each hit: linear in
 * the text.
 */
import type { Candidate, CandidateSubtype, DetectContext, Detector } from "../types.js";
import { wantsType } from "./make-context.js";
import { wordAlternation } from "./context.js";
import { atSentenceStart, lineAt } from "./lines.js";
import { cityFormSet, placeFormSet } from "./places/forms.js";
import { execAll } from "../text/exec-all.js";

const TYPES = ["NAME", "NAME_GIVEN", "NAME_FAMILY", "NAME_MEDICAL_PROFESSIONAL"] as const;
const SOURCE = "person-cue";

// ---------------------------------------------------------------------------------------------
// Cue words

interface Honorific {
  /** Languages in which the form is an honorific; undefined = any. */
  langs?: readonly string[];
  /** Only with its "." ("m." but not "m"). */
  dotOnly?: boolean;
  /** Doctor-like title: may make a NAME_MEDICAL_PROFESSIONAL. */
  doctor?: "dr" | "prof";
  /** Plural ("Drs"): a second name after "and" / "&" / "und" / "et" / "y" / "e" / "en". */
  plural?: boolean;
  /** Allowed in text without case (forms that are rarely anything else there). */
  caseless?: boolean;
}

// A Map, not an object literal: looking up any word of the text in an object would find
// "constructor", "toString"... on its prototype and take them for honorifics.
const HONORIFICS: ReadonlyMap<string, Honorific> = new Map(Object.entries({
  // en (mr/dr are also nl "mr."/"dr.")
  mr: { caseless: true },
  mrs: { caseless: true },
  ms: {},
  miss: {},
  mx: {},
  dr: { doctor: "dr", caseless: true },
  drs: { doctor: "dr", plural: true, caseless: true },
  prof: { doctor: "prof", caseless: true },
  // de
  herr: { caseless: true },
  frau: { caseless: true },
  hr: { dotOnly: true, langs: ["de"] },
  fr: { dotOnly: true, langs: ["de", "fr"] },
  // fr
  // in French text without case too: bank booking texts are in capitals ("LOYER MAI APPT 12 M. DUBOIS-KANTE"
  // left in clear: seventh exploratory test)
  m: { dotOnly: true, langs: ["fr"], caseless: true },
  mme: { caseless: true },
  mlle: { caseless: true },
  me: { langs: ["fr"] },
  // es, pt
  sr: { dotOnly: true },
  sra: { caseless: true },
  srta: { caseless: true },
  d: { dotOnly: true, langs: ["es"] },
  "dña": {},
  dra: { doctor: "dr" },
  // it
  sig: { dotOnly: true, langs: ["it"] },
  "sig.ra": {},
  "sig.na": {},
  dott: { doctor: "dr", dotOnly: true },
  "dott.ssa": { doctor: "dr" },
  ing: { dotOnly: true, langs: ["it"] },
  avv: { dotOnly: true, langs: ["it"] },
  // nl
  dhr: {},
  mevr: { caseless: true },
  // "mw." (mevrouw) as Dutch letters and forms write it, in lower case too ("Graag contact met mw.
  // Bakker-Smit": tenth exploratory test, in clear); "MW" is megawatts elsewhere
  mw: { dotOnly: true, langs: ["nl"], caseless: true },
  // pt "Dona" before a woman's given name ("Dona Maria das Graças Santos": tenth exploratory test,
  // "das Graças" in clear); lower-case "dona" is an owner ("a dona da casa")
  dona: { langs: ["pt"] },
  // police and service ranks as reports abbreviate them ("Reporting officer: Ofc. R. Delgado")
  ofc: { dotOnly: true, langs: ["en"] },
  sgt: { dotOnly: true, langs: ["en"] },
  det: { dotOnly: true, langs: ["en"] },
  cpl: { dotOnly: true, langs: ["en"] },
  insp: { dotOnly: true, langs: ["en"] },
  capt: { dotOnly: true, langs: ["en"] },
  // a family by its name ("Kontakt: Fam. Quandt-Oberle")
  fam: { dotOnly: true, langs: ["de", "nl"] },
  // es "Doña" with its ordinal indicator ("DENUNCIANTE: Dª. NEREA GOIKOETXEA ARANBURU")
  "dª": {},
  // pt an engineer's title on a letter's address block ("Exmo. Senhor / Eng.º Duarte Nuno
  // Vasconcelos Sampaio": fifth exploratory test, the name was left in clear)
  "eng.º": {},
  "eng.ª": {},
  "engº": {},
  eng: { dotOnly: true, langs: ["pt"] },
}));

/** Kinship and role words; `langs` limits forms that are other words elsewhere (fr "son" = his). */
interface Kin {
  langs?: readonly string[];
  notLangs?: readonly string[];
}

const KIN_EN = [
  "son", "daughter", "wife", "husband", "mother", "father", "sister", "brother", "granddaughter",
  "grandaughter", "grandson", "niece", "nephew", "aunt", "uncle", "partner", "fiance", "fiancee",
  "fiancé", "fiancée", "friend", "proxy", "hcp", "guardian", "neighbour", "neighbor", "stepson",
  "stepdaughter", "grandmother", "grandfather", "cousin", "boyfriend", "girlfriend", "mom", "dad",
  "sons", "daughters", "brothers", "sisters",
];
/** Plural kin words: a second name may follow after "and" ("Sons David and Theodore"). */
const PLURAL_KIN = new Set(["sons", "daughters", "brothers", "sisters"]);
const KIN_DE = ["sohn", "tochter", "mann", "mutter", "vater", "bruder", "schwester", "ehefrau", "ehemann", "frau"];
const KIN_FR = ["fils", "fille", "épouse", "mari", "mère", "père", "frère", "sœur", "soeur"];
const KIN_ES = ["hijo", "hija", "esposa", "esposo", "madre", "padre", "hermano", "hermana"];
const KIN_IT = ["figlio", "figlia", "moglie", "marito", "madre", "padre", "fratello", "sorella"];
const KIN_NL = ["zoon", "dochter", "vrouw", "man", "moeder", "vader", "broer", "zus"];

const KINS = new Map<string, Kin>();
for (const w of KIN_EN) KINS.set(w, w === "son" ? { notLangs: ["fr"] } : {});
for (const w of KIN_DE) KINS.set(w, w === "frau" ? { langs: ["de"] } : {});
for (const w of [...KIN_FR, ...KIN_ES, ...KIN_IT]) KINS.set(w, {});
for (const w of KIN_NL) KINS.set(w, w === "man" ? { langs: ["nl"] } : {});

/** Kin words that may be followed directly by the name ("daughter Thelma"); not partner, friend, proxy... ("business partner Minorco"). */
const FAMILY_WORDS = new Set([
  ...KIN_EN.filter((w) => !["partner", "friend", "proxy", "hcp", "guardian", "neighbour", "neighbor", "boyfriend", "girlfriend"].includes(w)),
  ...KIN_FR, ...KIN_ES, ...KIN_IT, ...KIN_NL.filter((w) => w !== "man"),
]);

/** Words between a kin word and the name: "son is Ed", "Tochter heißt Anna", "hija llamada Ana". */
const KIN_LINKS = [
  "is", "named", "called", "ist", "heißt", "heisst", "namens", "est", "s'appelle", "nommé", "nommée",
  "es", "llamado", "llamada", "se llama", "è", "chiamato", "chiamata", "si chiama", "heet", "genaamd",
];

/**
 * Words before a person's birth name, with the languages where they are that ("nee" is Dutch for
 * "no", "né" Brazilian for "isn't it"); undefined: any. "nato" is left out: a man's birth name is
 * rare after it, NATO common.
 */
const BIRTH_NAME_WORDS: ReadonlyMap<string, readonly string[] | undefined> = new Map<string, readonly string[] | undefined>([
  ["née", undefined],
  ["né", ["fr", "en"]],
  ["nee", ["en"]],
  ["de soltera", undefined],
  ["nata", ["it"]],
]);

/** Clinical credentials after a name (case-sensitive). */
const CREDENTIALS = [
  "M.D.", "MD", "D.O.", "DO", "R.N.", "RN", "NP", "PA-C", "PA", "CRNA", "CNS", "Ph.D.", "PhD", "DDS",
  "DMD", "MBBS", "FRCP", "FRCS", "RRT", "LPN", "FNP", "ANP", "MSW", "LICSW", "MBChB", "FACS", "FACP",
];
/** Credentials that do not by themselves make a clinician. */
const NON_CLINICAL_CREDENTIALS = new Set(["Ph.D.", "PhD"]);
/** Credentials that are also US state codes ("Baltimore, MD 21201"). */
const STATE_CODES = new Set(["MD", "PA"]);
/** A hyphenated or inner-capital surname ("Stord-Painter", "McCray", "O'Neil"): a name even at a sentence start. */
const SURNAME_SHAPE = /^\p{Lu}\p{Ll}*(?:[-'’]\p{L}|\p{Ll}\p{Lu})/u;
/** A place preposition before "City, MD" ("margie from Middle River, MD"). */
const LOCATIVE_BEFORE = /(?:^|[^\p{L}])(?:from|in|to|at|of|near|outside)[ \t]+$/u;

// ---------------------------------------------------------------------------------------------
// Word lists

const PARTICLES = new Set([
  "van", "von", "de", "da", "di", "del", "della", "der", "den", "le", "la", "du", "dos", "das", "ter",
  "ten", "bin", "ibn", "zu", "y", "e",
]);
/** Conjunctions between the two names after a plural honorific ("Drs Ferullo and Saeed"). */
const CONJUNCTION = /[ \t]*(?:,[ \t]*|[ \t](?:and|&|und|et|y|e|en)[ \t]+)/y;

/** Lower-case words that are never a name token. */
const STOP = new Set([
  // en function words
  "the", "a", "an", "and", "or", "but", "in", "on", "at", "to", "of", "for", "with", "by", "from",
  "is", "was", "are", "were", "be", "been", "will", "would", "has", "have", "had", "i", "we", "he",
  "she", "it", "they", "you", "me", "him", "her", "his", "hers", "its", "our", "their", "your", "my",
  "this", "that", "these", "those", "today", "tomorrow", "yesterday", "tonight", "please", "thanks",
  "thank", "yes", "no", "not", "also", "then", "here", "there", "who", "whom", "what", "when",
  "where", "why", "how", "as", "if", "so", "all", "any", "some", "each", "per", "via", "re", "up",
  "out", "off", "into", "about", "after", "before", "over", "under", "again", "now", "just", "only",
  "very", "well", "did", "does", "do", "can", "could", "should", "may", "might", "must", "shall",
  "said", "says", "told", "asked", "aware", "notified", "informed", "called", "paged", "updated",
  "contacted", "spoke", "discussed", "saw", "seen", "see", "came", "come", "went", "visited",
  "visiting", "visit", "here", "present", "made", "ordered", "wants", "want", "states", "stated",
  "reports", "reported", "feels", "felt", "agrees", "agreed", "plans", "plan", "will", "wrote",
  "writes", "gave", "given", "has", "got", "who's", "i'm", "don't", "it's", "am", "pm", "ok", "okay",
  "regarding", "concerning", "during", "without", "within", "around", "through", "throughout",
  "against", "between", "among", "toward", "towards", "despite", "except", "upon", "re",
  "dear", "hi", "hello", "bye", "regards", "sincerely", "cc", "fyi", "asap", "etc", "new", "old",
  "other", "same", "both", "more", "most", "less", "least", "many", "much", "one", "two", "three",
  "first", "second", "last", "next", "prior", "post", "pre", "non", "x", "s", "t",
  // de, fr, es, it, nl, pt function words (capitalised at a sentence start or in titles)
  "der", "die", "das", "und", "ist", "war", "ein", "eine", "mit", "für", "auf", "im", "am", "zum",
  "zur", "bei", "nach", "heute", "morgen", "gestern", "sie", "er", "wir", "ich", "es", "les", "et",
  "est", "un", "une", "des", "au", "aux", "pour", "avec", "sur", "dans", "par", "il", "elle", "nous",
  "vous", "ils", "aujourd'hui", "demain", "hier", "el", "los", "las", "y", "con", "por", "para",
  "en", "al", "lo", "que", "hoy", "mañana", "ayer", "il", "gli", "i", "è", "con", "per", "che",
  "oggi", "domani", "ieri", "het", "een", "en", "met", "voor", "op", "van", "vandaag", "morgen",
  "gisteren", "o", "os", "as", "em", "com", "hoje", "amanhã", "ontem",
  // weekdays and months (en, de, fr, es, it, nl, pt), with common abbreviations
  "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue",
  "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun", "january", "february", "march",
  "april", "may", "june", "july", "august", "september", "october", "november", "december", "jan",
  "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "montag",
  "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag", "januar", "februar",
  "märz", "juni", "juli", "oktober", "dezember", "lundi", "mardi", "mercredi", "jeudi", "vendredi",
  "samedi", "dimanche", "janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
  "septembre", "octobre", "novembre", "décembre", "lunes", "martes", "miércoles", "jueves",
  "viernes", "sábado", "domingo", "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio",
  "agosto", "septiembre", "octubre", "noviembre", "diciembre", "lunedì", "martedì", "mercoledì",
  "giovedì", "venerdì", "sabato", "domenica", "gennaio", "febbraio", "aprile", "maggio", "giugno",
  "luglio", "settembre", "ottobre", "dicembre", "maandag", "dinsdag", "woensdag", "donderdag",
  "vrijdag", "zaterdag", "zondag", "januari", "februari", "maart", "mei", "augustus", "segunda",
  "terça", "quarta", "quinta", "sexta", "janeiro", "fevereiro", "março", "maio", "junho", "julho",
  "setembro", "outubro", "novembro", "dezembro",
  // clinical words, units, services, roles (the "name" before a credential or after a title)
  "patient", "pt", "pts", "family", "team", "renal", "cardiology", "cards", "cardiac", "neuro",
  "neurology", "neurosurgery", "nsurg", "ortho", "orthopedics", "gi", "icu", "micu", "sicu", "ccu",
  "csru", "nicu", "picu", "tsicu", "er", "ed", "or", "pacu", "night", "nights", "day", "days",
  "evening", "morning", "covering", "cover", "attending", "resident", "primary", "fellow",
  "surgical", "surgery", "medical", "medicine", "med", "meds", "pulmonary", "pulm", "psych",
  "psychiatry", "onc", "oncology", "heme", "hem", "endocrine", "endo", "id", "rehab", "home",
  "hospice", "vna", "charge", "floor", "unit", "nurse", "nurses", "nursing", "case", "social",
  "resp", "respiratory", "house", "admitting", "admit", "consult", "consulting", "oncall", "call",
  "staff", "service", "services", "office", "clinic", "hospital", "ward", "room", "bed", "dept",
  "department", "outside", "outpatient", "inpatient", "transplant", "hepatology", "liver", "kidney",
  "lung", "heart", "vascular", "plastics", "trauma", "urology", "ent", "ob", "gyn", "obgyn",
  "peds", "pediatric", "pediatrics", "derm", "radiology", "rad", "rads", "ir", "ep", "cath", "lab",
  "pharmacy", "pharmacist", "pcp", "md", "mds", "rn", "rns", "np", "pa", "do", "dr", "drs",
  "doctor", "doctors", "physician", "surgeon", "intern", "interns", "student", "anesthesia",
  "anesthesiology", "critical", "care", "emergency", "infectious", "disease", "diseases",
  "palliative", "geriatrics", "general", "internal", "fam", "hosp", "hospitalist", "intensivist",
  "ccm", "nephrology", "nephro", "gastro", "rheum", "rheumatology", "pain", "wound", "ct", "mri",
  "cxr", "ekg", "ecg", "echo", "bp", "hr", "rr", "o2", "iv", "po", "prn", "stat", "sob", "hx",
  "dx", "tx", "rx", "sx", "fx", "abd", "ext", "neg", "pos", "wnl", "nad", "vs", "sbp", "dbp",
  "mg", "ml", "kg", "cm", "mm", "lpm", "dose", "doses", "note", "notes", "report", "reports",
  "result", "results", "order", "orders", "name", "names", "phone", "tel", "cell", "fax", "email",
  "contact", "address", "dob", "age", "sex", "male", "female", "mrn", "unknown", "none", "na",
  "n/a", "tbd", "same", "below", "above", "bedside", "visitor", "visitors", "son", "daughter",
  "wife", "husband", "mother", "father", "sister", "brother", "friend", "friends", "kids",
  "children", "child", "baby", "husband's", "wife's", "proxy", "hcp", "guardian", "partner",
  "mom", "dad", "parents", "parent", "spouse", "relative", "relatives", "sibling", "siblings",
  "grandson", "granddaughter", "niece", "nephew", "aunt", "uncle", "cousin",
  // nationality, religion and language adjectives ("his wife is French", "son is Catholic")
  "american", "canadian", "british", "english", "french", "german", "spanish", "italian",
  "dutch", "portuguese", "russian", "chinese", "japanese", "korean", "vietnamese", "indian",
  "irish", "scottish", "polish", "greek", "haitian", "mexican", "cuban", "brazilian", "african",
  "asian", "european", "hispanic", "latino", "latina", "caucasian", "black", "white", "catholic",
  "jewish", "muslim", "christian", "protestant", "baptist", "hindu", "buddhist", "orthodox",
  // place-like and other capitalised words that follow titles in addresses and headings
  "street", "st", "road", "rd", "avenue", "ave", "lane", "ln", "drive", "boulevard", "blvd",
  "court", "ct", "suite", "apt", "box", "po", "north", "south", "east", "west", "university",
  "college", "school", "institute", "center", "centre", "inc", "ltd", "llc", "corp", "co",
  "company", "group", "organisation", "organization", "foundation", "pageant", "mr", "mrs", "ms", "miss", "prof", "professor", "sir", "madam",
  "president", "minister", "general", "captain", "judge", "officer",
  "agent", "manager", "director", "chief", "head", "sr", "jr", "ii", "iii", "iv", "esq",
  "who", "which", "whose", "while", "although", "because", "since", "until", "unless", "whether",
  "yet", "still", "even", "never", "always", "often", "sometimes", "soon", "later", "early", "late",
  "tomorrow's", "today's", "everyone", "everybody", "someone", "somebody", "anyone", "nobody",
  "none", "nothing", "something", "anything", "everything", "happy", "birthday", "good", "great",
  "best", "love", "dear", "congratulations", "welcome", "attn", "attention", "re", "subject",
]);

/** Stop words that are also given names when written in title case as the first token ("Son, Ed, was updated"). */
const TITLE_CASE_NAMES = new Set(["ed", "al", "les", "will", "art", "don"]);

/** Clinical words that make a Dr/Prof a medical professional (searched around the title). */
const CLINICAL = /(?<![\p{L}\p{N}])(?:patient|pt|pts|clinic|clinical|hospital|nurse|nursing|rn|md|icu|er|diagnos\w*|medication|meds|mg|dose|surgery|surgeon|symptom\w*|treatment|therapy|prescri\w*|admitted|admission|discharge\w*|physician|doctor|appointment|exam|labs?|x-ray|mri|ct scan|bp|hr|iv|prn|patient(?:e|in)|arzt|ärztin|krankenhaus|klinik|praxis|médecin|hôpital|clinique|paciente|hospital|médico|médica|clínica|ospedale|medico|paziënt|ziekenhuis|arts|huisarts)(?![\p{L}\p{N}])/u;

const MONTHS_AND_DAYS_EN = /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/;

// ---------------------------------------------------------------------------------------------
// Regexes


/** Honorific and kin words over the lower-case text; `\b` keeps the scan fast, the start is re-checked below. */
const CUE_RE = new RegExp(`(?:\\b|(?=é))(?:${wordAlternation([...HONORIFICS.keys(), ...KINS.keys(), ...BIRTH_NAME_WORDS.keys()])})`, "g");
/** Credentials over the text (case-sensitive). */
const CREDENTIAL_RE = new RegExp(`\\b(?:${wordAlternation(CREDENTIALS)})`, "g");

const KIN_LINK_RE = new RegExp(`(?:${wordAlternation(KIN_LINKS)})(?=[ \\t])`, "y");

const L = "\\p{Ll}\\p{M}";
/** A capitalised name word: "Smith", "McCray", "O'Neil", "N'Diaye", "Stord-Painter", "al-Hassan", "DeVito". */
const CAP_TOKEN = new RegExp(
  `(?:O['’]\\p{L}|\\p{Lu}['’]\\p{Lu}|(?:D['’]|[ae]l-)?\\p{Lu})[${L}]+(?:\\p{Lu}[${L}]+)?(?:[-‐'’]\\p{Lu}[${L}]+(?:\\p{Lu}[${L}]+)?)*`,
  "uy",
);
/** An upper-case word ("JONES", "O'NEIL", "STORD-PAINTER"). */
const UPPER_TOKEN = /\p{Lu}{2,}(?:[-‐'’]\p{Lu}+)*/uy;
/** Any-case word for text without case. */
const ANY_TOKEN = /[\p{L}\p{M}]{2,}(?:[-‐'’][\p{L}\p{M}]+)*/uy;
/** An initial: "J." or a lone capital followed by a space and another capital ("J Smith"). */
const INITIAL = /\p{Lu}(?:\.|(?=[ \t\u00a0]+\p{Lu}))/uy;
/** An initial in text without case: "C." ("ANTHONY C. KOZICKI", "q. lander"). */
const CASELESS_INITIAL = /\p{L}\./uy;
const LOWER_WORD = /[\p{Ll}][\p{L}\p{M}]*/uy;
const SPACES = /[ \t\u00a0]+/y;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const UPPER = /\p{Lu}/u;

// ---------------------------------------------------------------------------------------------
// Lines

export type CaseMode = "mixed" | "caseless";

interface Line {
  start: number;
  end: number;
  mode: CaseMode;
}

function lineAround(ctx: DetectContext, pos: number): Line {
  const line = lineAt(ctx, pos);
  return { start: line.start, end: line.end, mode: line.case === "mixed" ? "mixed" : "caseless" };
}

// ---------------------------------------------------------------------------------------------
// Reading a name

/** One piece of a name read after a cue (title-cue.ts reads names the same way). */
export interface Part {
  start: number;
  end: number;
  kind: "word" | "initial" | "particle";
}

function stickyAt(re: RegExp, s: string, pos: number): RegExpExecArray | null {
  re.lastIndex = pos;
  return re.exec(s);
}

/** End of a run of spaces at `pos` (pos itself when none). */
export function skipSpaces(text: string, pos: number): number {
  const m = stickyAt(SPACES, text, pos);
  return m ? pos + m[0].length : pos;
}

/** Whether the blanks [from, to) part two columns: a tab, or two spaces or more. */
function columnGap(text: string, from: number, to: number): boolean {
  return to - from >= 2 || text[from] === "\t";
}

/** Whole-token check: no letter, digit or glued word right after `end`. */
function endsWord(text: string, end: number): boolean {
  const c = text[end];
  if (c === undefined) return true;
  if (LETTER_OR_DIGIT.test(c) || c === "_" || c === "@") return false;
  // "Smith-1", "Smith/Jones": a glued continuation ("." is not: notes write "Dr. Healey.PADS high")
  if ((c === "-" || c === "/") && end + 1 < text.length && /[\p{L}\p{N}]/u.test(text[end + 1]!)) return false;
  return true;
}

export interface ReadOpts {
  mode: CaseMode;
  /** Full tokens at most. */
  max: number;
  /** Mixed case: accept upper-case words too (after an honorific: "Mr. JONES"). */
  allowUpper: boolean;
  /** Particles may open the name. */
  leadingParticle: boolean;
  /** Mixed case: a lone lower-case surname is accepted ("Dr. griffin aware"). */
  lowerOk?: boolean;
}

/**
 * Read name parts starting at `pos` (the first letter). Returns the parts (trailing particles and
 * initials dropped) or undefined when no full token was read.
 */
export function readName(text: string, lower: string, pos: number, lineEnd: number, o: ReadOpts): Part[] | undefined {
  const parts: Part[] = [];
  let words = 0;
  let initials = 0;
  let p = pos;
  while (p < lineEnd) {
    let part: Part | undefined;
    if (o.mode === "mixed") {
      const cap = stickyAt(CAP_TOKEN, text, p);
      const capWord = cap ? lower.slice(p, p + cap[0].length) : "";
      const nameLike = !STOP.has(capWord) || PARTICLES.has(capWord) || (parts.length === 0 && TITLE_CASE_NAMES.has(capWord));
      if (cap && endsWord(text, p + cap[0].length) && nameLike) {
        part = { start: p, end: p + cap[0].length, kind: "word" };
      } else if (!cap) {
        const up = o.allowUpper ? stickyAt(UPPER_TOKEN, text, p) : null;
        const ini = up ? null : stickyAt(INITIAL, text, p);
        const low = up || ini ? null : stickyAt(LOWER_WORD, text, p);
        if (up && endsWord(text, p + up[0].length) && !STOP.has(lower.slice(p, p + up[0].length))) {
          part = { start: p, end: p + up[0].length, kind: "word" };
        } else if (ini && initials < 2) {
          part = { start: p, end: p + 1, kind: "initial" };
          initials++;
          // the "." of an initial belongs to the span only when a word follows
          const after = p + ini[0].length;
          const next = skipSpaces(text, after);
          if (words < o.max && next < lineEnd && UPPER.test(text[next]!)) {
            parts.push(part);
            p = next;
            continue;
          }
          break;
        } else if (low && o.lowerOk && parts.length === 0 && low[0].length >= 3 && !STOP.has(low[0]) && !PARTICLES.has(low[0]) && endsWord(text, p + low[0].length)) {
          parts.push({ start: p, end: p + low[0].length, kind: "word" });
          break;
        } else if (low && PARTICLES.has(low[0]) && (parts.length > 0 || o.leadingParticle)) {
          const after = p + low[0].length;
          const next = skipSpaces(text, after);
          const chained = stickyAt(LOWER_WORD, text, next);
          if (next > after && next < lineEnd && (UPPER.test(text[next]!) || (chained !== null && PARTICLES.has(chained[0])))) {
            parts.push({ start: p, end: after, kind: "particle" });
            p = next;
            continue;
          }
        }
      }
    } else {
      const ini = stickyAt(CASELESS_INITIAL, text, p);
      if (ini && initials < 2 && words < o.max) {
        const next = skipSpaces(text, p + 2);
        if (next > p + 2 && next < lineEnd) {
          parts.push({ start: p, end: p + 1, kind: "initial" });
          initials++;
          p = next;
          continue;
        }
        break;
      }
      const any = stickyAt(ANY_TOKEN, text, p);
      if (any && endsWord(text, p + any[0].length)) {
        let end = p + any[0].length;
        const w = lower.slice(p, end);
        if (/['’]s$/.test(w)) end -= 2; // possessive
        const word = lower.slice(p, end);
        if (!STOP.has(word) && !HONORIFICS.has(word) && !KINS.has(word) && !MONTHS_AND_DAYS_EN.test(word)) {
          part = { start: p, end, kind: "word" };
          if (end < p + any[0].length) {
            parts.push(part);
            words++;
            break;
          }
        }
      }
    }
    if (!part) break;
    parts.push(part);
    words++;
    if (words >= o.max) break;
    // next part: one run of spaces, a possessive or anything else ends the name; so does a gap of
    // two spaces or a tab, a form's column gap ("Ofc. R. Delgado  Badge #2093")
    const next = skipSpaces(text, part.end);
    if (next === part.end || next >= lineEnd || columnGap(text, part.end, next)) break;
    p = next;
  }
  while (parts.length > 0 && parts[parts.length - 1]!.kind !== "word") parts.pop();
  if (o.mode === "mixed" && !o.leadingParticle) while (parts.length > 0 && parts[0]!.kind === "particle") parts.shift();
  return parts.some((x) => x.kind === "word") ? parts : undefined;
}

// ---------------------------------------------------------------------------------------------
// Candidates

export type Role = "honorific" | "credential" | "kin";

export function toCandidate(text: string, parts: readonly Part[], role: Role, medical: boolean, score: number): Candidate {
  const start = parts[0]!.start;
  const end = parts[parts.length - 1]!.end;
  if (parts.length === 1) {
    const label = medical ? "NAME_MEDICAL_PROFESSIONAL" : role === "kin" ? "NAME_GIVEN" : "NAME_FAMILY";
    const c: Candidate = { start, end, label, score, labels: { [label]: score, NAME: score }, source: SOURCE };
    if (medical) c.subtypes = [{ label: "NAME_FAMILY", start, end, formatted: text.slice(start, end) }];
    return c;
  }
  // family name: the last word with the particles right before it; given names: the rest
  let familyFrom = parts.length - 1;
  while (familyFrom > 0 && parts[familyFrom - 1]!.kind === "particle") familyFrom--;
  const subtypes: CandidateSubtype[] = [];
  const given = parts.slice(0, familyFrom).filter((p) => p.kind !== "particle");
  for (const g of given) subtypes.push({ label: "NAME_GIVEN", start: g.start, end: g.end, formatted: text.slice(g.start, g.end) });
  const fStart = parts[familyFrom]!.start;
  subtypes.push({ label: "NAME_FAMILY", start: fStart, end, formatted: text.slice(fStart, end) });
  const label = medical ? "NAME_MEDICAL_PROFESSIONAL" : "NAME";
  const labels: Record<string, number> = { [label]: score, NAME: score };
  return { start, end, label, score, labels, subtypes, source: SOURCE };
}

function clinicalAround(lower: string, start: number, end: number): boolean {
  return CLINICAL.test(lower.slice(Math.max(0, start - 400), Math.min(lower.length, end + 400)));
}


/** The capitalised word right before `pos` (only spaces between), as [start, end]. */
function capitalisedWordBefore(text: string, pos: number): [number, number] | undefined {
  let i = pos;
  while (i > 0 && (text[i - 1] === " " || text[i - 1] === "\t")) i--;
  if (i === pos) return undefined;
  const end = i;
  while (i > 0 && /[\p{L}\p{M}]/u.test(text[i - 1]!)) i--;
  return i < end && UPPER.test(text[i]!) ? [i, end] : undefined;
}

function langOk(lang: string | undefined, langs: readonly string[] | undefined, dotted: boolean): boolean {
  if (!langs) return true;
  if (lang === undefined) return dotted; // unknown language: only the unmistakable dotted form
  return langs.includes(lang);
}

/** Cities and (lazily: CLDR names take a few ms) English country names. */
function isPlace(name: string): boolean {
  return placeFormSet({ states: false }).has(name);
}
const PAGEANT = new Set(["universe", "world", "teen", "international", "earth", "america", "usa", "intercontinental", "supranational"]);
const ORG_WORDS = new Set(["inc", "ltd", "llc", "corp", "co", "company", "organisation", "organization", "foundation", "group", "pageant", "gmbh", "ag", "sa", "spa", "bv", "nv"]);

export const personCueDetector: Detector = {
  name: SOURCE,
  types: TYPES,
  detect(ctx: DetectContext): Candidate[] {
    if (!TYPES.some((t) => wantsType(ctx, t))) return [];
    const { text, lower } = ctx;
    const lang = ctx.language;
    const out: Candidate[] = [];

    // 1 and 3: honorifics and kin words
    CUE_RE.lastIndex = 0;
    for (let m = CUE_RE.exec(lower); m !== null; m = CUE_RE.exec(lower)) {
      const start = m.index;
      let end = start + m[0].length;
      const before = start > 0 ? text[start - 1]! : "";
      if (before && (LETTER_OR_DIGIT.test(before) || before === "_" || before === "@" || before === "." || before === "-" || before === "'")) continue;
      const word = m[0];
      const line = lineAround(ctx, start);
      const hon = HONORIFICS.get(word);
      const kin = KINS.get(word);
      let dotted = false;
      if (text[end] === ".") {
        dotted = true;
        end++;
      } else if (end < text.length && LETTER_OR_DIGIT.test(text[end]!)) {
        continue; // inside a longer word ("Mrsa", "sons")
      }
      if (hon && honorific(ctx, word, hon, start, end, dotted, line, lang, out)) {
        CUE_RE.lastIndex = Math.max(CUE_RE.lastIndex, out[out.length - 1]!.end);
        continue;
      }
      if (kin && !dotted && kinship(ctx, word, kin, start, end, line, lang, out)) {
        CUE_RE.lastIndex = Math.max(CUE_RE.lastIndex, out[out.length - 1]!.end);
        continue;
      }
      const birthWord = word.replace(/\s+/g, " ");
      if (!dotted && BIRTH_NAME_WORDS.has(birthWord)) {
        const langs = BIRTH_NAME_WORDS.get(birthWord);
        if ((!langs || (lang !== undefined && langs.includes(lang))) && birthName(ctx, start, end, line, out)) {
          CUE_RE.lastIndex = Math.max(CUE_RE.lastIndex, out[out.length - 1]!.end);
        }
      }
    }

    // 2: credentials
    CREDENTIAL_RE.lastIndex = 0;
    for (let m = CREDENTIAL_RE.exec(text); m !== null; m = CREDENTIAL_RE.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      const before = text[start - 1];
      if (before !== " " && before !== "\t" && before !== ",") continue;
      const after = text[end];
      if (after !== undefined && (LETTER_OR_DIGIT.test(after) || after === "-" || after === "/" || after === "'" || after === "’" || (after === "." && end + 1 < text.length && LETTER_OR_DIGIT.test(text[end + 1]!)))) continue;
      const line = lineAround(ctx, start);
      credential(ctx, m[0], start, end, line, out);
    }
    // 2b: lower-case signature lines in text without case ("irene snell, rn", "q. lander rrt")
    SIGNATURE_RE.lastIndex = 0;
    for (let m = SIGNATURE_RE.exec(lower); m !== null; m = SIGNATURE_RE.exec(lower)) {
      const start = m.index;
      const before = text[start - 1];
      if (before !== " " && before !== "\t" && before !== ",") continue;
      if (text.slice(start, start + m[0].length) !== m[0]) continue; // upper-case: scanned above
      const line = lineAround(ctx, start);
      if (line.mode !== "caseless") continue;
      credential(ctx, m[0].toUpperCase(), start, start + m[0].length, line, out);
    }
    return out;
  },
};

/** A credential closing its line; "\r\n" line endings as well as "\n". */
const SIGNATURE_RE = /\b(?:rn|rrt|md|np|lpn|crna|bsn\/rn)(?=[ \t.]*\r?(?:\n|$))/g;

function honorific(ctx: DetectContext, word: string, hon: Honorific, start: number, end: number, dotted: boolean, line: Line, lang: string | undefined, out: Candidate[]): boolean {
  const { text, lower } = ctx;
  if (hon.dotOnly && !dotted) return false;
  if (!langOk(lang, hon.langs, dotted)) return false;
  const cueText = text.slice(start, end - (dotted ? 1 : 0));
  if (line.mode === "mixed") {
    // the title itself is capitalised ("Mr", "Dr") or the Dutch/Italian lower-case forms
    if (!UPPER.test(cueText[0]!) && !(dotted && (word === "mr" || word === "dr" || word === "dhr" || word === "mevr" || word === "mw"))) return false;
    // all-caps titles in mixed text are abbreviations ("MS" mental status, "SR" sinus rhythm,
    // "MR" mitral regurgitation) unless the name is in capitals too ("MR. JONES")
    if (cueText.length > 1 && cueText === cueText.toUpperCase() && !upperWordAt(text, skipSpaces(text, end))) return false;
  } else if (!hon.caseless || (!dotted && (word === "ms" || word === "mr" || word === "dr" || word === "drs") && !nextIsNameLike(lower, end))) {
    return false;
  }
  // "Dr" as a street suffix: "12 Oak Dr. Boston", "Main Dr"
  if (word === "dr" && line.mode === "mixed") {
    const prev = capitalisedWordBefore(text, start);
    if (prev && !atSentenceStart(text, prev[0]) && !HONORIFICS.has(lower.slice(prev[0], prev[1]))) return false;
  }
  let p = skipSpaces(text, end);
  if (p === end && !dotted) return false; // "Mr" glued to the next word
  if (p >= line.end) return false;
  const mixed = line.mode === "mixed";
  const parts = readName(text, lower, p, line.end, { mode: line.mode, max: mixed ? 3 : 2, allowUpper: true, leadingParticle: true, lowerOk: hon.doctor === "dr" });
  if (!parts) return false;
  const lowerName = mixed && parts.length === 1 && !UPPER.test(text[parts[0]!.start]!);
  const words = parts.filter((x) => x.kind === "word");
  // a name after a title is not mostly an upper-case run in mixed text ("Dr. ICU", "Mr. CEO")
  if (mixed && words.length === 1 && parts.length === 1 && text.slice(parts[0]!.start, parts[0]!.end) === lower.slice(parts[0]!.start, parts[0]!.end).toUpperCase() && parts[0]!.end - parts[0]!.start <= 3) return false;
  // "Miss Universe", "Miss Poland", "Miss Teen USA": beauty titles, not people
  if (word === "miss" && (PAGEANT.has(lower.slice(parts[0]!.start, parts[0]!.end)) || isPlace(text.slice(parts[0]!.start, parts[parts.length - 1]!.end)))) return false;
  // "Miss Venezuela Organisation", "Dr. Pepper Inc": an organisation's name
  const nextWord = stickyAt(CAP_TOKEN, text, skipSpaces(text, parts[parts.length - 1]!.end));
  if (nextWord && ORG_WORDS.has(nextWord[0].toLowerCase())) return false;
  let medical = false;
  if (hon.doctor) {
    const surnameOnly = words.length === 1;
    medical = (hon.doctor === "dr" && surnameOnly) || clinicalAround(lower, start, parts[parts.length - 1]!.end);
  }
  const score = lowerName ? 0.6 : mixed ? (words.length >= 2 ? 0.8 : 0.75) : 0.6;
  out.push(toCandidate(text, parts, "honorific", medical, score));
  if (hon.plural) secondName(ctx, parts, line, "honorific", true, score, out); // "Drs Ferullo and Saeed"
  return true;
}

/** After a plural cue, the name after "and" / "&" (and their equivalents) or a comma. */
function secondName(ctx: DetectContext, first: readonly Part[], line: Line, role: Role, medical: boolean, score: number, out: Candidate[]): void {
  const { text, lower } = ctx;
  const p = first[first.length - 1]!.end;
  const conj = stickyAt(CONJUNCTION, lower, p);
  if (!conj) return;
  const q = p + conj[0].length;
  const mixed = line.mode === "mixed";
  const second = readName(text, lower, q, line.end, { mode: line.mode, max: mixed ? 3 : 2, allowUpper: role === "honorific", leadingParticle: role === "honorific" });
  if (second) out.push(toCandidate(text, second, role, medical, score));
}

/** An upper-case word of two letters or more at `pos`. */
function upperWordAt(text: string, pos: number): boolean {
  const m = stickyAt(UPPER_TOKEN, text, pos);
  return m !== null && endsWord(text, pos + m[0].length);
}

/** In text without case: the word after an undotted mr/ms/dr looks like a name (not a stop word, no digit). */
function nextIsNameLike(lower: string, end: number): boolean {
  const p = skipSpaces(lower, end);
  if (p === end) return false;
  const w = stickyAt(ANY_TOKEN, lower, p);
  return w !== null && !STOP.has(w[0]);
}

function kinship(ctx: DetectContext, word: string, kin: Kin, start: number, end: number, line: Line, lang: string | undefined, out: Candidate[]): boolean {
  const { text, lower } = ctx;
  if (kin.langs && (lang === undefined || !kin.langs.includes(lang))) {
    // "Frau" is also an honorific; "man" is English: only in their language
    return false;
  }
  if (kin.notLangs && lang !== undefined && kin.notLangs.includes(lang)) return false;
  const mixed = line.mode === "mixed";
  // what links the kin word to the name
  let p = end;
  let link: "colon" | "comma" | "word" | "direct" | undefined;
  const punct = stickyAt(/[ \t]*([:,])[ \t]*/y, text, p);
  if (punct) {
    link = punct[1] === ":" ? "colon" : "comma";
    p += punct[0].length;
  } else {
    const sp = skipSpaces(text, p);
    if (sp === p) return false;
    const lw = stickyAt(KIN_LINK_RE, lower, sp);
    if (lw) {
      link = "word";
      p = skipSpaces(text, sp + lw[0].length);
    } else {
      link = "direct";
      p = sp;
    }
  }
  if (p >= line.end) return false;
  const kinText = text.slice(start, end);
  if (!mixed) {
    if (link !== "colon") return false;
  } else if (link === "direct") {
    // "daughter Thelma", "son David" (lower-case kin word, or capitalised at a sentence start);
    // not in German, where every noun is capitalised ("Sohn Gottes")
    if (lang === "de" || KIN_DE.includes(word) || !FAMILY_WORDS.has(word)) return false;
    const lowerKin = kinText === word;
    if (!lowerKin && !atSentenceStart(text, start)) return false;
    if (kinText === kinText.toUpperCase()) return false;
  } else if (link === "comma") {
    // "friend, who" is handled by the lower-case stop; a comma after a capitalised list word
    // ("Son, Daughter, ...") reads no name because kin words are stop words
  }
  const parts = readName(text, lower, p, line.end, { mode: line.mode, max: mixed ? 3 : 2, allowUpper: false, leadingParticle: false });
  if (!parts) return false;
  if (parts[0]!.kind === "initial" && parts.length === 1) return false;
  // "Son, Ed, was updated": with a comma link, the name must be followed by a comma, a stop, a
  // lower-case word or the line end, not by a colon ("Wife, Kids: ...")
  const after = skipSpaces(text, parts[parts.length - 1]!.end);
  if (text[after] === ":" && link !== "word") return false;
  const score = !mixed ? 0.6 : link === "direct" ? 0.6 : 0.65;
  out.push(toCandidate(text, parts, "kin", false, score));
  if (PLURAL_KIN.has(word)) secondName(ctx, parts, line, "kin", false, score, out);
  return true;
}

/** 4: the family name a person was born with, after "née", "de soltera"... (BIRTH_NAME_WORDS): NAME_FAMILY, all its words. */
function birthName(ctx: DetectContext, start: number, end: number, line: Line, out: Candidate[]): boolean {
  const { text, lower } = ctx;
  const p = skipSpaces(text, end);
  if (p === end || p >= line.end) return false;
  const mixed = line.mode === "mixed";
  // in mixed case the cue is written in lower case ("née", not a heading's "Née en 1977")
  if (mixed && text.slice(start, end) !== lower.slice(start, end)) return false;
  const parts = readName(text, lower, p, line.end, { mode: line.mode, max: mixed ? 3 : 2, allowUpper: true, leadingParticle: true });
  if (!parts || parts[0]!.kind === "initial") return false;
  const nameEnd = parts[parts.length - 1]!.end;
  const score = mixed ? 0.75 : 0.6;
  out.push({ start: parts[0]!.start, end: nameEnd, label: "NAME_FAMILY", score, labels: { NAME_FAMILY: score, NAME: score }, source: SOURCE });
  return true;
}

function credential(ctx: DetectContext, cred: string, start: number, end: number, line: Line, out: Candidate[]): void {
  const { text, lower } = ctx;
  // the name ends right before the credential: "Smith MD", "Smith, MD"
  let nameEnd = start;
  while (nameEnd > line.start && (text[nameEnd - 1] === " " || text[nameEnd - 1] === "\t")) nameEnd--;
  let comma = false;
  if (text[nameEnd - 1] === ",") {
    comma = true;
    nameEnd--;
    while (nameEnd > line.start && (text[nameEnd - 1] === " " || text[nameEnd - 1] === "\t")) nameEnd--;
  }
  if (nameEnd === start) return;
  // a number after it: a measurement ("PA 54/18" pulmonary artery) or a zip code ("MD 21201")
  if (/^[ \t]*\d/.test(text.slice(end, end + 4))) return;
  // text without case: the credential closes the line or the sentence ("KOZICKI, RRT\n"), not
  // "LUNGS COARSE, RN TO SUCTION"; after an initial it may go on ("B. CLIFFORD MD AWARE")
  // (line.end stops before the "\r" of a CRLF ending; a "\r" is allowed anyway)
  const closes = /^[ \t]*(?:[.;,)]|\r?$)/.test(text.slice(end, Math.min(line.end, end + 4)));
  // walk back over up to 5 space-separated words and read them forwards
  const windowStart = Math.max(line.start, nameEnd - 80);
  const slice = text.slice(windowStart, nameEnd);
  const words = [...execAll(/[^ \t]+/g, slice)].slice(-5);
  const mixed = line.mode === "mixed";
  // keep the longest suffix of the words that reads as one name up to nameEnd
  for (let k = 0; k < words.length; k++) {
    const from = windowStart + words[k]!.index!;
    const parts = readName(text, lower, from, nameEnd, { mode: line.mode, max: 3, allowUpper: false, leadingParticle: false });
    if (!parts || parts[parts.length - 1]!.end !== nameEnd) continue;
    if (parts[0]!.start !== from) continue;
    const full = parts.filter((x) => x.kind === "word");
    if (!mixed) {
      // text without case: "ANTHONY C. KOZICKI, RRT", "B. CLIFFORD MD", a signature line
      // "MURIELE WILLIAM RN", but not "ICU RN", "CXR, MD" or "LUNGS COARSE, RN TO SUCTION"
      if (parts.length < 2 || full.some((w) => !/[aeiouy]/.test(lower.slice(w.start, w.end)) || w.end - w.start < 3)) continue;
      const initial = parts[0]!.kind === "initial";
      const signature = closes && /^[ \t]*$/.test(text.slice(line.start, from));
      if (!initial && !signature && !(comma && closes)) continue;
    } else if (full.length === 1 && parts.length === 1 && !comma && atSentenceStart(text, from) && !SURNAME_SHAPE.test(text.slice(from, nameEnd))) {
      continue; // "Called MD", "Ostomy RN", "Elevated PA": a lone plain word opening the sentence
    }
    const name = text.slice(parts[0]!.start, nameEnd);
    if (STATE_CODES.has(cred) && comma && (cityFormSet().has(name) || LOCATIVE_BEFORE.test(lower.slice(Math.max(line.start, from - 8), from)))) return;
    const medical = !NON_CLINICAL_CREDENTIALS.has(cred) || clinicalAround(lower, from, end);
    out.push(toCandidate(text, parts, "credential", medical, mixed ? 0.75 : 0.65));
    return;
  }
}
