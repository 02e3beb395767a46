/**
 * Newswire-style documents (politics, conflict, business, sports results and tables) in
 * en/de/es/nl/it/fr/pt, with exact spans by construction. They teach the model the style of
 * wire copy: datelines, agencies, ALL-CAPS headlines, surname-only mentions after a full name,
 * clubs and parties as organisations, countries and cities in the document's language,
 * spaced-out punctuation as old corpora write it. Everything here is written from general
 * knowledge; no corpus text, names list or template was used.
 */
import {
  fakerAF_ZA, fakerCS_CZ, fakerDA, fakerDE, fakerDE_AT, fakerDE_CH, fakerEN_AU, fakerEN_CA, fakerEN_GB, fakerEN_GH, fakerEN_IE,
  fakerEN_IN, fakerEN_NG, fakerEN_US, fakerES, fakerES_MX, fakerFI, fakerFR, fakerFR_BE, fakerFR_CH, fakerHR, fakerHU,
  fakerID_ID, fakerIT, fakerLV, fakerNB_NO, fakerNL, fakerNL_BE, fakerPL, fakerPT_BR, fakerPT_PT, fakerRO, fakerSK,
  fakerSV, fakerTR, fakerVI, fakerZU_ZA, fakerYO_NG, fakerSL_SI, fakerSR_RS_latin, type Faker,
} from "@faker-js/faker";
import type { Ctx, Template } from "./templates.js";
import { chance, int, lg, MONTHS, pick, WEEKDAYS } from "./draw.js";
import { COUNTRIES, COUNTRY_SHORT, EXONYMS, EXTRA_COUNTRY_CODES, OTHER_PLACES, type CountryInfo } from "./lexicon/geo.js";
import {
  AGENCIES, ARMED_GROUPS, BIG_COMPANIES, BRAND_HEADS, BRAND_TAILS, COMPANY_SUFFIXES, INDUSTRY_WORDS, INSTITUTIONS, MEDIA,
  MINISTRIES, OF_ARTICLE, PARTIES, PARTIES_DE_PLURAL, TEAM_SPONSORS,
} from "./lexicon/orgs.js";
import { LEAGUES, NEWS_EVENTS, ROLES_BEFORE, ROMANISED, type NamePool } from "./lexicon/people.js";
import * as FR from "./lexicon/frames.js";
import { CLUBS_FIXED, CLUB_PATTERNS, US_TEAMS, clubLang } from "./lexicon/sports.js";

type Lang = "en" | "de" | "es" | "nl" | "it" | "fr" | "pt";

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

// ---------------------------------------------------------------- person names
const LATIN = /^[\p{Script=Latin}' .-]+$/u;
function flat(v: unknown): string[] {
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === "string");
  if (v && typeof v === "object") return Object.values(v).flatMap(flat);
  return [];
}
function poolOf(f: Faker): NamePool | null {
  const p = f.rawDefinitions.person as Record<string, unknown> | undefined;
  const fn = p?.first_name as Record<string, unknown> | string[] | undefined;
  const m = (Array.isArray(fn) ? fn : flat(fn?.male ?? fn?.generic)).filter((x) => LATIN.test(x));
  const fe = (Array.isArray(fn) ? fn : flat(fn?.female ?? fn?.generic)).filter((x) => LATIN.test(x));
  const ln = p?.last_name as Record<string, unknown> | string[] | undefined;
  const family = (Array.isArray(ln) ? ln : flat(ln?.generic ?? ln?.male ?? ln)).filter((x) => LATIN.test(x));
  if (m.length < 5 || fe.length < 5 || family.length < 5) return null;
  return { m, f: fe, family };
}
const pools = (fs: Faker[]): NamePool[] => fs.map(poolOf).filter((p): p is NamePool => p !== null);
/** Names of the document's own language area. */
const LOCAL_POOLS: Record<Lang, NamePool[]> = {
  en: pools([fakerEN_US, fakerEN_GB, fakerEN_AU, fakerEN_IE, fakerEN_CA]),
  de: pools([fakerDE, fakerDE_AT, fakerDE_CH]),
  es: pools([fakerES, fakerES_MX]),
  nl: pools([fakerNL, fakerNL_BE]),
  it: pools([fakerIT]),
  fr: pools([fakerFR, fakerFR_BE, fakerFR_CH]),
  pt: pools([fakerPT_PT, fakerPT_BR]),
};
/** Foreign names: newswire covers the whole world. */
const WORLD_POOLS: NamePool[] = [
  ...Object.values(LOCAL_POOLS).flat(),
  ...pools([fakerPL, fakerCS_CZ, fakerHU, fakerRO, fakerTR, fakerSV, fakerNB_NO, fakerDA, fakerFI, fakerHR, fakerSK, fakerLV, fakerID_ID, fakerVI, fakerEN_IN, fakerEN_NG, fakerEN_GH, fakerAF_ZA, fakerZU_ZA, fakerYO_NG, fakerSL_SI, fakerSR_RS_latin]),
  ROMANISED.ru!, ROMANISED.ru!, ROMANISED.ar!, ROMANISED.ar!, ROMANISED.ja!,
];
/** Names written family-first ("Jiang Zemin"): the family name is the first word. */
const FAMILY_FIRST: string[] = [...ROMANISED.zh!.family, ...ROMANISED.ko!.family];

interface Person {
  given: string;
  family: string;
  sex: "m" | "f";
  familyFirst: boolean;
  role?: string;
  mentions: number;
}

function newPerson(c: Ctx, local = 0.45): Person {
  const sex = chance(c, 0.8) ? "m" : "f";
  if (chance(c, 0.03)) {
    const full = pick(c, FAMILY_FIRST);
    const i = full.indexOf(" ");
    return { family: full.slice(0, i), given: full.slice(i + 1), sex: "m", familyFirst: true, mentions: 0 };
  }
  const pool = chance(c, local) ? pick(c, LOCAL_POOLS[c.lang as Lang] ?? LOCAL_POOLS.en) : pick(c, WORLD_POOLS);
  return { given: pick(c, pool[sex]), family: pick(c, pool.family), sex, familyFirst: false, mentions: 0 };
}

// ---------------------------------------------------------------- writer
let openWriters: Writer[] = [];
/** Runs a template and hands every writer's pending text to the builder. */
function flushed(t: Template): Template {
  return {
    ...t,
    build: (c) => {
      openWriters = [];
      t.build(c);
      for (const w of openWriters) w.flush();
      openWriters = [];
    },
  };
}

const CONTRACTIONS: Record<string, [RegExp, string][]> = {
  es: [[/\bde el\b/g, "del"], [/\ba el\b/g, "al"], [/\bDe el\b/g, "Del"]],
  pt: [[/\bde o\b/g, "do"], [/\bde a\b/g, "da"], [/\bem o\b/g, "no"], [/\bem a\b/g, "na"], [/\ba o\b/g, "ao"], [/\bpor o\b/g, "pelo"], [/\bcom o\b/g, "com o"]],
  it: [[/\bdi il\b/g, "del"], [/\bdi la\b/g, "della"], [/\bdi l'/g, "dell'"], [/\ba il\b/g, "al"]],
  fr: [[/\bde le\b/g, "du"], [/\bà le\b/g, "au"], [/\bde les\b/g, "des"]],
};
/**
 * Writes into the DocBuilder. In "spaced" documents, plain text gets spaces around punctuation
 * as old newswire corpora have it ("( U.S. )", "Kohl 's", "said ."); entities are never changed,
 * so "U.S." stays whole. Upper mode writes ALL-CAPS headlines.
 */
class Writer {
  upper = false;
  private lastSpace = true;
  /** Plain text not yet handed to the builder, so that "de el" can become "del". */
  private pending = "";
  constructor(
    readonly c: Ctx,
    readonly spaced: boolean,
  ) {
    // one document may hold several writers (digests); keep their text in order
    for (const w of openWriters) w.flush();
    openWriters.push(this);
  }

  t(text: string): void {
    let s = text;
    if (this.spaced) {
      s = s
        .replace(/([;!?()"[\]])/g, " $1 ")
        .replace(/(?<!\d),|,(?!\d)/g, " , ")
        .replace(/(?<!\d):|:(?!\d)/g, " : ")
        .replace(/\.(?=\s|$)/g, " .")
        .replace(/'s\b/g, " 's")
        .replace(/ {2,}/g, " ")
        .replace(/ *\n */g, "\n");
    }
    if (this.upper) s = s.toUpperCase();
    if (this.lastSpace) s = s.replace(/^ +/, "");
    if (!s) return;
    this.pending += s;
    this.lastSpace = /\s$/.test(s);
  }

  e(label: string, text: string): void {
    this.flush();
    this.c.b.e(label, this.upper ? text.toUpperCase() : text);
    this.lastSpace = false;
  }

  /** Hands pending text to the builder, contracting articles after prepositions. */
  flush(): void {
    if (!this.pending) return;
    let s = this.pending.replace(/ +\n/g, "\n");
    const rules = CONTRACTIONS[this.c.lang];
    if (rules) for (const [re, to] of rules) s = s.replace(re, to);
    this.c.b.t(s);
    this.pending = "";
  }

  /** A person: full name on first mention, surname afterwards (sometimes an initial). */
  person(p: Person, mode: "auto" | "full" | "surname" | "genitive" = "auto"): void {
    if (mode === "genitive") {
      // German/Dutch genitive: "Merkels Rücktritt", "Verhofstadts partij"; the whole word is the
      // name. After s, ß, x or z German writes an apostrophe ("Strauß'"), which stays outside the span.
      p.mentions++;
      if (/[sßxz]$/i.test(p.family)) {
        this.e("NAME_FAMILY", p.family);
        this.t("'");
      } else this.e("NAME_FAMILY", p.family + "s");
      return;
    }
    const full = mode === "full" || (mode === "auto" && (p.mentions === 0 || chance(this.c, 0.06)));
    // a forced surname (headlines, scorer lists) does not count as the introduction
    if (mode !== "surname") p.mentions++;
    if (!full) {
      this.e("NAME_FAMILY", p.family);
      return;
    }
    if (p.familyFirst) {
      this.e("NAME_FAMILY", p.family);
      this.t(" ");
      this.e("NAME_GIVEN", p.given);
      return;
    }
    this.e("NAME_GIVEN", chance(this.c, 0.06) ? p.given.charAt(0) + "." : p.given);
    this.t(" ");
    this.e("NAME_FAMILY", p.family);
  }
}

// ---------------------------------------------------------------- places
const BY_CODE = new Map(COUNTRIES.map((k) => [k.code, k]));
const ALL_CODES = [...COUNTRIES.map((k) => k.code), ...EXTRA_COUNTRY_CODES];
const COUNTRY_NAMES: Record<string, Map<string, string>> = {};
for (const lang of ["en", "de", "es", "nl", "it", "fr", "pt"]) {
  const dn = new Intl.DisplayNames([lang], { type: "region", fallback: "none" });
  const m = new Map<string, string>();
  for (const code of ALL_CODES) {
    const n = dn.of(code);
    if (n && !/[()&]| - /.test(n)) m.set(code, n);
  }
  COUNTRY_NAMES[lang] = m;
}
/** Countries that need an article or preposition change we do not model (de/fr/it/pt/nl/en). */
const ARTICLED: Record<string, Set<string>> = {
  de: new Set(["US", "TR", "CH", "NL", "IQ", "IR", "LB", "UA", "SK", "MN", "YE", "SN", "CG", "CD", "NE", "TD", "SD", "KP", "PH", "AE", "VA", "ZR", "CI", "GR"].filter((x) => x !== "GR")),
  fr: new Set(["US", "PT", "BR", "JP", "CA", "MX", "PE", "MA", "LB", "PK", "KE", "NG", "DK", "GB", "NL", "CU", "VN", "CM", "SN", "ZR", "CD", "CG", "LU", "CL", "EC", "VE", "UY", "PY", "PA", "CR", "GT", "HN", "SV", "NI", "KW", "OM", "YE", "BH", "LK", "NP", "MM", "KH", "LA", "MN", "MW", "ML", "NE", "BF", "TD", "MZ", "BW", "RW", "BI", "ZW", "GA", "SD", "QA", "KZ", "UZ", "TJ", "BY", "KP", "KR", "AO", "GH", "SO", "PH", "AE", "MC", "LI"]),
  it: new Set(["US", "NL", "GB", "PH", "AE", "CD", "KP"]),
  pt: new Set(ALL_CODES.filter((x) => !["ES", "FR", "IT", "AO", "IL", "CU", "PT", "MA", "AR", "CO", "MX", "RU", "CN", "BE", "AT", "PL", "GR", "HU", "RO", "DE", "IE", "ZA"].includes(x))),
  nl: new Set(["US", "GB", "PH", "AE", "CD", "CZ"]),
  en: new Set(["US", "GB", "NL", "CZ", "PH", "AE", "CD", "CG", "GM", "BS", "DO", "KP"]),
};
function countryLabelText(c: Ctx, code: string, slot: "free" | "bare"): string {
  const shorts = COUNTRY_SHORT[code]?.[c.lang];
  if (shorts && (chance(c, 0.5) || !COUNTRY_NAMES[c.lang]!.has(code))) return pick(c, shorts);
  return COUNTRY_NAMES[c.lang]!.get(code) ?? COUNTRY_NAMES.en!.get(code) ?? code;
  void slot;
}
/** en: "the U.S.", "the Netherlands" carry an article in running text. */
const EN_ARTICLE = new Set(["U.S.", "United States", "UK", "Netherlands", "Czech Republic", "United Kingdom", "USA"]);
function writeCountry(w: Writer, code: string, capFirst = false): void {
  const c = w.c;
  const name = countryLabelText(c, code, "free");
  if (c.lang === "en" && EN_ARTICLE.has(name)) w.t(capFirst ? "The " : "the ");
  else if (c.lang === "de" && (name === "USA" || name === "Vereinigten Staaten")) w.t(capFirst ? "Die " : "die ");
  w.e("LOCATION_COUNTRY", name);
}
const localName = (name: string, lang: string): string => EXONYMS[name]?.[lang] ?? name;

const LANG_HOMES: Record<Lang, string[]> = {
  en: ["US", "GB", "GB", "US", "IE", "ZA", "AU", "CA", "IL", "IN"],
  de: ["DE", "DE", "DE", "AT", "CH"],
  es: ["ES", "ES", "ES", "MX", "AR", "CO", "PE"],
  nl: ["NL", "NL", "BE", "BE", "NL"],
  it: ["IT"],
  fr: ["FR", "FR", "BE", "CH"],
  pt: ["PT", "PT", "BR"],
};
function weightedCountry(c: Ctx): CountryInfo {
  const total = COUNTRIES.reduce((s, k) => s + k.w, 0);
  let r = c.rnd() * total;
  for (const k of COUNTRIES) {
    r -= k.w;
    if (r <= 0) return k;
  }
  return COUNTRIES[0]!;
}
/** A country usable after a preposition in this language. */
function freeCountry(c: Ctx, avoid: string[]): CountryInfo {
  for (let i = 0; i < 20; i++) {
    const k = weightedCountry(c);
    if (!avoid.includes(k.code) && !ARTICLED[c.lang]?.has(k.code)) return k;
  }
  return BY_CODE.get(c.lang === "pt" ? "ES" : "FR")!;
}
function freeCode(c: Ctx, avoid: string[]): string {
  if (chance(c, 0.6)) return freeCountry(c, avoid).code;
  for (let i = 0; i < 20; i++) {
    const code = pick(c, EXTRA_COUNTRY_CODES);
    if (!avoid.includes(code) && !ARTICLED[c.lang]?.has(code) && COUNTRY_NAMES[c.lang]!.has(code)) return code;
  }
  return freeCountry(c, avoid).code;
}

// ---------------------------------------------------------------- demonyms
function demonym(lang: string, k: CountryInfo, form: string): string {
  const d = k.dem;
  switch (lang) {
    case "de":
      return d.de + (form === "en" ? "en" : form === "er" ? "er" : form === "es" ? "es" : "e");
    case "nl":
      return form === "b" ? d.nl[0] : d.nl[1];
    case "es":
    case "it":
    case "fr":
    case "pt": {
      const forms = d[lang].split("/");
      const i = form === "f" ? 1 : form === "mp" ? 2 : form === "fp" ? 3 : 0;
      return forms[i] ?? forms[0]!;
    }
    default:
      return d.en;
  }
}

// ---------------------------------------------------------------- organisations
function brand(c: Ctx): string {
  return pick(c, BRAND_HEADS) + pick(c, BRAND_TAILS);
}
interface Company {
  full: string;
  short: string;
  mentions: number;
}
function newCompany(c: Ctx, home: CountryInfo): Company {
  const sufLang = clubLang(home.code) ?? c.lang;
  const suffixes = COMPANY_SUFFIXES[sufLang] ?? COMPANY_SUFFIXES.en!;
  const r = c.rnd();
  if (r < 0.3) {
    const n = pick(c, BIG_COMPANIES);
    return { full: n, short: n, mentions: 0 };
  }
  let base: string;
  if (r < 0.5) {
    base = c.f.company.name().replace(/,.*$/, "");
    if (/\b(S\.?A\.?|S\.L\.?|Inc\.?|LLC|Ltd\.?|GmbH|AG|KG|e\.V\.|B\.?V\.?|N\.?V\.?|SpA|S\.p\.A\.|Srl|SARL|SAS|Lda|Ltda\.?|Group|Gruppe|and Sons|& Co\.?)$/.test(base)) return { full: base, short: base, mentions: 0 };
  }
  else if (r < 0.75) base = brand(c);
  else if (r < 0.88) base = `${newPerson(c, 0.8).family}`;
  else base = `${localName(pick(c, home.cities), sufLang)} ${pick(c, INDUSTRY_WORDS[sufLang] ?? INDUSTRY_WORDS.en!)}`;
  const full = chance(c, 0.75) ? `${base} ${pick(c, suffixes)}` : base;
  return { full, short: base, mentions: 0 };
}

// ---------------------------------------------------------------- document state + frames
interface Doc {
  c: Ctx;
  w: Writer;
  home: CountryInfo;
  other: CountryInfo;
  third: string;
  people: Person[];
  cos: Company[];
  city: string;
  city2: string;
  region: string;
  agency: string;
  parties: string[];
  org: string;
  org2: string;
  currency: string;
}

function newDoc(c: Ctx, home?: CountryInfo): Doc {
  const w = new Writer(c, chance(c, 0.5));
  const lang = c.lang as Lang;
  const h = home ?? (chance(c, 0.6) ? BY_CODE.get(pick(c, LANG_HOMES[lang] ?? LANG_HOMES.en))! : freeCountry(c, []));
  const other = freeCountry(c, [h.code]);
  const third = freeCode(c, [h.code, other.code]);
  const parties = [partyEntry(c, h), partyEntry(c, h)];
  return {
    c,
    w,
    home: h,
    other,
    third,
    people: [],
    cos: [],
    city: localName(chance(c, 0.45) ? h.cities[0]! : pick(c, h.cities), c.lang),
    city2: localName(pick(c, other.cities.slice(0, 3)), c.lang),
    region: localName(h.regions.length ? pick(c, h.regions) : pick(c, other.regions.length ? other.regions : ["Middle East"]), c.lang),
    agency: pick(c, lg(c, AGENCIES)),
    parties,
    org: pick(c, lg(c, INSTITUTIONS)),
    org2: pick(c, lg(c, INSTITUTIONS)),
    currency: pick(c, lg(c, CURRENCY)),
  };
}

function personN(d: Doc, i: number): Person {
  while (d.people.length <= i) {
    const p = newPerson(d.c, 0.65);
    p.role = roleFor(d.c, p);
    d.people.push(p);
  }
  return d.people[i]!;
}
function roleFor(c: Ctx, p: Person): string {
  const r = pick(c, lg(c, ROLES_BEFORE));
  const [m, f] = r.split("|");
  return p.sex === "f" && f ? f : m!;
}
function companyN(d: Doc, i: number): Company {
  while (d.cos.length <= i) d.cos.push(newCompany(d.c, chance(d.c, 0.7) ? d.home : d.other));
  return d.cos[i]!;
}
function writeCompany(d: Doc, co: Company): void {
  d.w.e("ORGANIZATION", co.mentions > 0 && chance(d.c, 0.6) ? co.short : co.full);
  co.mentions++;
}
function writeParty(d: Doc, idx: number, how: "plain" | "of" | "bare", capFirst: boolean): void {
  const entry = d.parties[idx] ?? "|" + d.org;
  const bar = entry.indexOf("|");
  let art = entry.slice(0, bar);
  const name = entry.slice(bar + 1);
  if (how === "bare") art = "";
  else if (how === "of") art = OF_ARTICLE[d.c.lang]?.[art] ?? (art ? art : OF_ARTICLE[d.c.lang]?.[""] ?? "");
  if (art) d.w.t(capFirst ? cap(art) : art);
  d.w.e("ORGANIZATION", name);
}

const PARTY_LANG: Record<string, string> = { GB: "en", US: "en", IE: "en", ZA: "en", IL: "en", IN: "en", DE: "de", AT: "de", ES: "es", MX: "es", AR: "es", NL: "nl", BE: "nl", IT: "it", FR: "fr", PT: "pt", BR: "pt" };
const GENERIC_PARTIES: Record<string, string[]> = {
  en: ["the |Social Democrats", "the |Socialist Party", "the |Democratic Party", "the |People's Party", "the |Liberal Party", "the |Communist Party", "the |Christian Democrats", "the |Green Party", "the |National Front", "the |Conservative Party", "the |Peasants' Party", "the |Freedom Party"],
  de: ["die |Sozialistische Partei", "die |Demokratische Partei", "die |Volkspartei", "die |Kommunistische Partei", "die |Liberale Partei", "die |Nationale Front"],
  es: ["el |Partido Socialista", "el |Partido Comunista", "el |Partido Liberal", "el |Partido Demócrata Cristiano", "el |Partido Popular", "el |Frente Nacional"],
  nl: ["de |Socialistische Partij", "de |Liberale Partij", "de |Christen-Democratische Partij", "de |Communistische Partij", "de |Volkspartij"],
  it: ["il |Partito socialista", "il |Partito comunista", "il |Partito popolare", "il |Partito liberale"],
  fr: ["le |Parti socialiste", "le |Parti communiste", "le |Parti libéral", "le |Parti populaire", "le |Front national"],
  pt: ["o |Partido Socialista", "o |Partido Comunista", "o |Partido Liberal", "o |Partido Popular"],
};
/** A party of the home country with its article in the document's language. */
function partyEntry(c: Ctx, home: CountryInfo): string {
  const own = PARTIES[home.code];
  if (own && PARTY_LANG[home.code] === c.lang) return pick(c, own);
  if (own && c.lang === "en") return "the |" + pick(c, own).split("|")[1]!;
  return pick(c, lg(c, GENERIC_PARTIES));
}

const CB: Record<string, string[]> = {
  en: ["Federal Reserve", "Bundesbank", "Bank of England", "European Central Bank", "Bank of Japan", "Fed", "Bank of France"],
  de: ["Bundesbank", "Europäische Zentralbank", "EZB", "Oesterreichische Nationalbank", "Schweizerische Nationalbank"],
  es: ["Banco de España", "Banco Central Europeo", "BCE", "Banco de México"],
  nl: ["Nederlandsche Bank", "ECB", "Nationale Bank"],
  it: ["Banca d'Italia", "Bce"],
  fr: ["Banque de France", "BCE", "Banque nationale"],
  pt: ["Banco de Portugal", "BCE"],
};
const EU: Record<string, string[]> = {
  en: ["European Union", "EU", "EU"], de: ["EU", "EU"], es: ["Unión Europea", "UE"], nl: ["Europese Unie", "EU"],
  it: ["Ue", "Unione europea"], fr: ["Union européenne", "UE"], pt: ["União Europeia", "UE"],
};
const UN: Record<string, string[]> = {
  en: ["United Nations", "U.N."], de: ["UN", "Vereinten Nationen", "UNO"], es: ["ONU"], nl: ["VN", "Verenigde Naties"],
  it: ["Onu"], fr: ["ONU"], pt: ["ONU"],
};
const PARL: Record<string, string[]> = {
  en: ["House of Commons", "Congress", "Senate"], de: ["Bundestag", "Landtag", "Bundesrat"], es: ["Congreso", "Senado", "Parlamento vasco"],
  nl: ["Tweede Kamer", "Eerste Kamer", "Kamer"], it: ["Camera"], fr: ["Assemblée nationale"], pt: ["Assembleia da República"],
};
const DE_ORG_MASC = ["Bundestag", "IWF", "DGB", "Bundesrat", "ADAC", "Verfassungsschutz", "Bundesgerichtshof"];

function armedGroup(d: Doc): string {
  const own = ARMED_GROUPS[d.home.code] ?? ARMED_GROUPS[d.other.code];
  return own ? pick(d.c, own) : pick(d.c, Object.values(ARMED_GROUPS).flat());
}

const frameCache = new Map<string, string[]>();
function parts(frame: string): string[] {
  let p = frameCache.get(frame);
  if (!p) {
    p = frame.split(/\{([^}]+)\}/);
    frameCache.set(frame, p);
  }
  return p;
}

/** Writes one frame: even parts are text, odd parts placeholders. */
function say(d: Doc, frame: string): void {
  const ps = parts(frame);
  for (let i = 0; i < ps.length; i++) {
    const s = ps[i]!;
    if (i % 2 === 0) {
      if (s) d.w.t(s);
      continue;
    }
    fill(d, s);
  }
}

/** {P1f} full name, {P1s} surname, {P1g} genitive surname, {P1} as the mention count says. */
const PERSON_FORMS: Record<string, "full" | "surname" | "genitive"> = { f: "full", s: "surname", g: "genitive" };

function fill(d: Doc, raw: string): void {
  const { c, w } = d;
  const capFirst = raw.startsWith("^");
  const ph = capFirst ? raw.slice(1) : raw;
  if (ph.startsWith("@")) {
    const i = ph.indexOf(":");
    w.e(ph.slice(1, i), ph.slice(i + 1));
    return;
  }
  const [key, form = ""] = ph.split(":") as [string, string | undefined];
  const capIf = (s: string) => (capFirst ? cap(s) : s);
  const plain = (s: string) => w.t(capIf(s));
  let m = /^P(\d)([fsg]?)$/.exec(key);
  if (m) {
    w.person(personN(d, Number(m[1]) - 1), PERSON_FORMS[m[2]!] ?? "auto");
    return;
  }
  m = /^R(\d)$/.exec(key);
  if (m) {
    plain(personN(d, Number(m[1]) - 1).role ?? "");
    return;
  }
  m = /^(de)?Party(2|N)?$/.exec(key);
  if (m) {
    writeParty(d, m[2] === "2" ? 1 : 0, m[1] ? "of" : m[2] === "N" ? "bare" : "plain", capFirst);
    return;
  }
  switch (key) {
    case "C":
      return writeCountry(w, d.home.code, capFirst);
    case "C2":
      return writeCountry(w, d.other.code, capFirst);
    case "C3":
      return writeCountry(w, d.third, capFirst);
    case "Cx":
      return writeCountry(w, freeCode(c, [d.home.code]), capFirst);
    case "Cy":
      return w.e("LOCATION_CITY", d.city);
    case "Cy2":
      return w.e("LOCATION_CITY", d.city2);
    case "Cy3": {
      const k = BY_CODE.get(d.third);
      return w.e("LOCATION_CITY", localName(k ? k.cities[0]! : pick(c, d.other.cities), c.lang));
    }
    case "Cyx":
      return w.e("LOCATION_CITY", localName(pick(c, d.home.cities), c.lang));
    case "Rg":
      return w.e(d.home.regions.length ? "LOCATION_STATE" : "LOCATION", d.region);
    case "L":
      return w.e("LOCATION", pick(c, lg(c, OTHER_PLACES)));
    case "O":
      return w.e("ORIGIN", capIf(demonym(c.lang, d.home, form)));
    case "O2":
      return w.e("ORIGIN", capIf(demonym(c.lang, d.other, form)));
    case "Org":
      return w.e("ORGANIZATION", d.org);
    case "Org2":
      return w.e("ORGANIZATION", d.org2);
    case "OrgM":
      return w.e("ORGANIZATION", pick(c, DE_ORG_MASC));
    case "PartyPl":
      return w.e("ORGANIZATION", pick(c, PARTIES_DE_PLURAL));
    case "EU":
      return w.e("ORGANIZATION", pick(c, lg(c, EU)));
    case "UN":
      return w.e("ORGANIZATION", pick(c, lg(c, UN)));
    case "CB":
      return w.e("ORGANIZATION", pick(c, lg(c, CB)));
    case "Parl":
      return w.e("ORGANIZATION", pick(c, lg(c, PARL)));
    case "Min":
      return w.e("ORGANIZATION", pick(c, lg(c, MINISTRIES)));
    case "Ag":
      return w.e("ORGANIZATION", d.agency);
    case "Co":
      return writeCompany(d, companyN(d, 0));
    case "Co2":
      return writeCompany(d, companyN(d, 1));
    case "CoX":
      return writeCompany(d, newCompany(c, chance(c, 0.5) ? d.home : d.other));
    case "Med":
      return w.e("ORGANIZATION", pick(c, lg(c, MEDIA)));
    case "Grp":
      return w.e("ORGANIZATION", armedGroup(d));
    case "Ev":
      return w.e("EVENT", pick(c, lg(c, NEWS_EVENTS)));
    case "WD":
      return plain(pick(c, lg(c, WEEKDAYS)));
    case "MO":
      return plain(pick(c, lg(c, MONTHS)));
    case "D":
      return plain(String(int(c, 1, 28)));
    case "N":
      return plain(String(int(c, 2, 40)));
    case "N2":
      return plain(String(int(c, 2, 90) * (chance(c, 0.5) ? 10 : 100)));
    case "PCT":
      return plain(chance(c, 0.5) ? String(int(c, 1, 30)) : `${int(c, 0, 12)}${c.lang === "en" ? "." : ","}${int(c, 1, 9)}`);
    case "YR":
      return plain(String(int(c, 1985, 2004)));
    case "AMT":
      return plain(d.currency.replace("#", String(int(c, 2, 900))));
    default:
      throw new Error(`frame: unknown placeholder ${key}`);
  }
}

const CURRENCY: Record<string, string[]> = {
  en: ["$# million", "# million pounds", "# billion yen", "# million marks", "$# billion", "# million guilders"],
  de: ["# Millionen Mark", "# Mrd. DM", "# Millionen Dollar", "# Mio. DM"],
  es: ["# millones de pesetas", "# millones de dólares", "# millones de euros"],
  nl: ["# miljoen gulden", "# miljoen frank", "# miljard gulden"],
  it: ["# miliardi di lire", "# milioni di dollari"],
  fr: ["# millions de francs", "# milliards de francs"],
  pt: ["# milhões de contos", "# milhões de escudos", "# milhões de reais"],
};

// ---------------------------------------------------------------- datelines and headlines
const MONTH_ABBR: Record<string, string[]> = {
  es: ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"],
};
function dateline(d: Doc, sports = false): void {
  const { c, w } = d;
  const upper = chance(c, c.lang === "en" ? 0.75 : 0.5);
  const city = upper ? d.city.toUpperCase() : d.city;
  const y = int(c, 1994, 2003);
  const mo = int(c, 1, 12);
  const day = int(c, 1, 28);
  const iso = `${y}-${String(mo).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  const month = lg(c, MONTHS)[mo - 1]!;
  const r = c.rnd();
  const ag = () => w.e("ORGANIZATION", d.agency);
  switch (c.lang) {
    case "en":
      if (r < 0.5 || sports) {
        w.e("LOCATION_CITY", city);
        w.t(` ${iso}\n`);
      } else if (r < 0.8) {
        w.e("LOCATION_CITY", city);
        w.t(" (");
        ag();
        w.t(") - ");
      } else {
        w.e("LOCATION_CITY", city);
        w.t(`, ${month} ${day} (`);
        ag();
        w.t(") - ");
      }
      return;
    case "de":
      w.e("LOCATION_CITY", city);
      if (r < 0.5) {
        w.t(" (");
        ag();
        w.t(") - ");
      } else if (r < 0.75) w.t(`, ${day}. ${month}. `);
      else w.t(". ");
      return;
    case "es":
      w.e("LOCATION_CITY", city);
      w.t(r < 0.6 ? `, ${day} ${MONTH_ABBR.es![mo - 1]} (` : " (");
      ag();
      w.t(r < 0.6 ? ").- " : ") - ");
      return;
    case "nl":
      w.e("LOCATION_CITY", city);
      if (r < 0.6) {
        w.t(" (");
        ag();
        w.t(") - ");
      } else w.t(" - ");
      return;
    case "it":
      if (r < 0.4) {
        w.t("(");
        ag();
        w.t(") - ");
        w.e("LOCATION_CITY", city);
        w.t(`, ${day} ${month} - `);
      } else {
        w.e("LOCATION_CITY", city);
        w.t(" - ");
      }
      return;
    case "fr":
      w.e("LOCATION_CITY", city);
      w.t(`, ${day} ${month} (`);
      ag();
      w.t(") - ");
      return;
    default:
      w.e("LOCATION_CITY", city);
      w.t(`, ${day} ${month} (`);
      ag();
      w.t(") - ");
  }
}

function headline(d: Doc, frames: string[]): void {
  const { c, w } = d;
  w.upper = chance(c, c.lang === "en" ? 0.7 : 0.3);
  say(d, pick(c, frames));
  w.upper = false;
  w.t(d.w.spaced && chance(c, 0.6) ? " .\n" : "\n");
}

function body(d: Doc, lead: string[], bodyFrames: string[], min: number, max: number): void {
  const c = d.c;
  say(d, pick(c, lead));
  const n = int(c, min, max);
  const used = new Set<number>();
  for (let i = 0; i < n; i++) {
    const j = Math.floor(c.rnd() * bodyFrames.length);
    if (used.has(j)) continue;
    used.add(j);
    d.w.t(chance(c, 0.4) ? "\n" : " ");
    say(d, bodyFrames[j]!);
  }
  d.w.t("\n");
}

function newsTemplate(topic: "politics" | "conflict" | "business", lead: FR.FrameTable, bodyT: FR.FrameTable, weight: number): Template {
  return {
    kind: "news",
    langs: ["en", "de", "es", "nl", "it", "fr", "pt"],
    weight,
    build: (c) => {
      const d = newDoc(c, topic === "politics" && chance(c, 0.8) ? politicsHome(c) : undefined);
      if (chance(c, 0.75)) headline(d, lg(c, FR.HEADLINES[topic]!));
      dateline(d);
      body(d, lg(c, lead), lg(c, bodyT), 2, c.lang === "en" ? 10 : 7);
    },
  };
}
function politicsHome(c: Ctx): CountryInfo {
  const homes = (LANG_HOMES[c.lang as Lang] ?? LANG_HOMES.en).filter((k) => PARTIES[k]);
  return BY_CODE.get(pick(c, homes))!;
}

/**
 * Press forms the main frames lack (generate.ts --press): German and Dutch genitive surnames
 * ("Merkels Sprecher", "nach Schröders Worten"), and quote attribution by title and surname around
 * the verb, as Flemish and Dutch papers write it ("Minister Durant geeft toe dat ...", "meent
 * Durant", "reageert minister Durant"). A politics article whose body frames are drawn from the
 * press frames and the ordinary body frames alike.
 */
export const PRESS_TEMPLATE: Template = {
  kind: "news",
  langs: ["de", "nl"],
  weight: 2,
  build: (c) => {
    const d = newDoc(c, chance(c, 0.8) ? politicsHome(c) : undefined);
    if (chance(c, 0.5)) headline(d, lg(c, FR.HEADLINES.politics!));
    dateline(d);
    body(d, lg(c, FR.POLITICS_LEAD), [...lg(c, FR.PRESS_BODY), ...lg(c, FR.POLITICS_BODY)], 3, 7);
  },
};

/** Several one-paragraph items under one heading, as wire digests are. */
const briefs: Template = {
  kind: "news",
  langs: ["en", "de", "es", "nl", "it", "fr", "pt"],
  weight: 1,
  build: (c) => {
    const heads: Record<string, string[]> = { en: ["NEWS DIGEST", "World news briefs", "Press digest"], de: ["Kurz gemeldet", "Nachrichten in Kürze"], es: ["Resumen de noticias", "Breves"], nl: ["Kort nieuws", "In het kort"], it: ["Notizie in breve"], fr: ["En bref"], pt: ["Breves"] };
    c.b.t(pick(c, lg(c, heads)) + "\n");
    const n = int(c, 2, 4);
    for (let i = 0; i < n; i++) {
      const d = newDoc(c);
      dateline(d);
      const pool = pick(c, [[FR.POLITICS_LEAD, FR.POLITICS_BODY], [FR.CONFLICT_LEAD, FR.CONFLICT_BODY], [FR.BUSINESS_LEAD, FR.BUSINESS_BODY]] as const);
      body(d, lg(c, pool[0]), lg(c, pool[1]), 0, 2);
    }
  },
};

// ---------------------------------------------------------------- sports
function clubName(c: Ctx, k: CountryInfo): string {
  const fixed = CLUBS_FIXED[k.code];
  if (fixed && chance(c, 0.6)) return pick(c, fixed);
  const lang = clubLang(k.code) ?? "en";
  const pat = pick(c, CLUB_PATTERNS[k.code] ?? CLUB_PATTERNS.default!);
  return pat.replace("{city}", localName(pick(c, k.cities), lang));
}
function clubs(c: Ctx, k: CountryInfo, n: number): string[] {
  const out = new Set<string>();
  for (let i = 0; i < n * 4 && out.size < n; i++) out.add(clubName(c, k));
  return [...out];
}
const FOOTBALL_HOMES = ["GB", "DE", "ES", "NL", "BE", "IT", "FR", "PT", "BR", "AR", "AT", "CH", "SE", "GR", "TR", "RU", "MX"];
const SPORT_HEAD: Record<string, string[]> = {
  en: ["SOCCER - {L} RESULTS", "SOCCER - {L} SUMMARIES", "Soccer - {L} results", "SOCCER - {L} STANDINGS"],
  de: ["Fußball / {L}", "FUSSBALL - {L}", "Fußball, {L}: Ergebnisse"],
  es: ["Fútbol - {L}", "FÚTBOL / {L}", "Resultados de la {L}"],
  nl: ["Voetbal - {L}", "VOETBAL {L}", "Uitslagen {L}"],
  it: ["Calcio - {L}", "CALCIO, {L}: risultati"],
  fr: ["Football - {L}", "FOOTBALL - {L} : résultats"],
  pt: ["Futebol - {L}", "FUTEBOL - {L}"],
};
const RESULTS_INTRO: Record<string, string[]> = {
  en: ["Results of {O} first division matches on {WD}:", "Results of {O} league matches played on {WD}:", "Result of a {O} cup match on {WD}:", "Summaries of {O} league matches on {WD}:"],
  de: ["Die Ergebnisse vom {WD}:", "Ergebnisse des {N}. Spieltages:", "Die Spiele vom {WD} im Überblick:"],
  es: ["Resultados de la {N}ª jornada del campeonato de Liga:", "Resultados de los partidos disputados el {WD}:"],
  nl: ["Uitslagen van de wedstrijden van {WD}:", "De uitslagen van de {N}e speelronde:"],
  it: ["I risultati della {N}a giornata:", "Risultati delle partite di {WD}:"],
  fr: ["Résultats de la {N}e journée :", "Les résultats de {WD} :"],
  pt: ["Resultados da {N}.ª jornada:", "Resultados dos jogos de {WD}:"],
};
const TABLE_INTRO: Record<string, string[]> = {
  en: ["Standings (tabulate under played, won, drawn, lost, goals for, against, points):", "League standings after {WD}'s games:", "Standings:"],
  de: ["Die Tabelle:", "Tabelle:", "Der Tabellenstand:"],
  es: ["Clasificación:", "Así va la clasificación:"],
  nl: ["Stand:", "De stand:", "Ranglijst:"],
  it: ["Classifica:", "La classifica:"],
  fr: ["Classement :", "Le classement :"],
  pt: ["Classificação:", "A classificação:"],
};
const SCORERS_WORD: Record<string, string> = { en: "Scorers", de: "Tore", es: "Goles", nl: "Doelpunten", it: "Marcatori", fr: "Buts", pt: "Marcadores" };
const ATT_WORD: Record<string, string> = { en: "Attendance", de: "Zuschauer", es: "Espectadores", nl: "Toeschouwers", it: "Spettatori", fr: "Spectateurs", pt: "Espectadores" };

function leagueName(c: Ctx, k: CountryInfo): string {
  const ls = (LEAGUES[c.lang] ?? LEAGUES.en!).find((x) => x.country === k.code);
  const fallback: Record<string, string> = { en: "league", de: "1. Liga", es: "Liga", nl: "competitie", it: "campionato", fr: "championnat", pt: "campeonato" };
  return ls ? pick(c, ls.names) : lg(c, fallback);
}

function scorerList(d: Doc, k: CountryInfo, goals: number, lead: string): void {
  const { c, w } = d;
  for (let g = 0; g < goals; g++) {
    if (g > 0) w.t(", ");
    const p = newPerson(c, clubLang(k.code) === c.lang ? 0.7 : 0.4);
    w.person(p, chance(c, 0.85) ? "surname" : "full");
    const min = int(c, 1, 90);
    if (c.lang === "de") w.t(` (${min}.)`);
    else if (c.lang === "es") w.t(` (m.${min})`);
    else w.t(` ${min}${chance(c, 0.1) ? (c.lang === "en" ? " pen" : " pen.") : ""}`);
  }
  void lead;
}

const footballResults: Template = {
  kind: "sports",
  langs: ["en", "de", "es", "nl", "it", "fr", "pt"],
  weight: 3,
  build: (c) => {
    const home = BY_CODE.get(chance(c, 0.6) ? pick(c, homeFootball(c)) : pick(c, FOOTBALL_HOMES))!;
    const d = newDoc(c, home);
    const w = d.w;
    const league = leagueName(c, home);
    w.upper = c.lang === "en" && chance(c, 0.7);
    say(d, pick(c, lg(c, SPORT_HEAD)).replace("{L}", league.replace(/[{}]/g, "")));
    w.upper = false;
    w.t("\n");
    dateline(d, true);
    if (c.lang !== "en") w.t("\n");
    say(d, pick(c, lg(c, RESULTS_INTRO)));
    w.t("\n");
    const teams = clubs(c, home, int(c, 6, 18));
    const style = c.lang === "en" ? (chance(c, 0.8) ? "en" : "dash") : c.lang === "de" ? "colon" : "dash";
    for (let i = 0; i + 1 < teams.length && i < 10; i += 2) {
      const a = teams[i]!;
      const b = teams[i + 1]!;
      const ga = int(c, 0, 4);
      const gb = int(c, 0, 3);
      if (style === "en") {
        w.e("ORGANIZATION", a);
        w.t(` ${ga} `);
        w.e("ORGANIZATION", b);
        w.t(` ${gb}`);
        if (chance(c, 0.15)) w.t(` ( halftime ${Math.min(ga, 1)}-${Math.min(gb, 1)} )`);
      } else {
        w.e("ORGANIZATION", a);
        w.t(" - ");
        w.e("ORGANIZATION", b);
        w.t(style === "colon" ? ` ${ga}:${gb}` : c.lang === "pt" ? `, ${ga}-${gb}` : ` ${ga}-${gb}`);
      }
      if (chance(c, 0.3) && ga + gb > 0) {
        w.t(c.lang === "en" ? "\n" + SCORERS_WORD.en + ": " : " (");
        if (c.lang !== "en") w.t(lg(c, SCORERS_WORD) + ": ");
        scorerList(d, home, ga + gb, "");
        if (c.lang !== "en") w.t(")");
        if (chance(c, 0.3)) w.t(`${c.lang === "en" ? "\n" : ". "}${lg(c, ATT_WORD)}: ${int(c, 2, 80)}${c.lang === "en" ? "," : "."}${int(c, 100, 999)}`);
      }
      w.t("\n");
    }
    if (chance(c, 0.6)) {
      w.t("\n");
      say(d, pick(c, lg(c, TABLE_INTRO)));
      w.t("\n");
      const table = clubs(c, home, int(c, 6, 18));
      let pts = int(c, 20, 40);
      const colon = c.lang === "de" && chance(c, 0.5);
      const played = int(c, 5, 30);
      table.forEach((t, i) => {
        const won = Math.min(played, Math.floor(pts / 3));
        const drawn = Math.max(0, Math.min(played - won, pts - won * 3));
        const lost = Math.max(0, played - won - drawn);
        const gf = won * 2 + int(c, 0, 10);
        const ga = lost * 2 + int(c, 0, 8);
        if (chance(c, 0.5) || c.lang !== "en") w.t(`${i + 1}. `);
        w.e("ORGANIZATION", t);
        w.t(colon ? ` ${played} ${won} ${drawn} ${lost} ${gf}:${ga} ${pts}\n` : ` ${played} ${won} ${drawn} ${lost} ${gf} ${ga} ${pts}\n`);
        pts = Math.max(0, pts - int(c, 0, 3));
      });
    }
  },
};
function homeFootball(c: Ctx): string[] {
  return { en: ["GB", "GB", "GB"], de: ["DE", "DE", "AT"], es: ["ES", "ES", "AR"], nl: ["NL", "BE"], it: ["IT"], fr: ["FR", "BE"], pt: ["PT", "BR"] }[c.lang] ?? ["GB"];
}

const MATCH_LEAD: FR.FrameTable = {
  en: ["{Club1} beat {Club2} {S} on {WD} to go top of the {Lg}.", "{Club1} were held to a {S} draw at home by {Club2} on {WD}.", "A late goal from {P1} gave {Club1} a {S} win over {Club2} on {WD}."],
  de: ["{Club1} hat am {WD} gegen {Club2} mit {S} gewonnen und die Tabellenführung übernommen.", "Im Spitzenspiel trennten sich {Club1} und {Club2} {S} unentschieden.", "Ein spätes Tor von {P1} sicherte {Club1} den {S}-Sieg gegen {Club2}."],
  es: ["El {Club1} venció al {Club2} por {S} en el partido disputado el {WD}.", "El {Club1} y el {Club2} empataron a {S} en un partido muy disputado.", "Un gol de {P1} en el último minuto dio la victoria al {Club1} ante el {Club2} ({S})."],
  nl: ["{Club1} heeft {WD} met {S} van {Club2} gewonnen.", "{Club1} en {Club2} speelden {WD} met {S} gelijk.", "Een late treffer van {P1} bezorgde {Club1} een {S}-zege op {Club2}."],
  it: ["Il {Club1} ha battuto il {Club2} per {S} nell'anticipo di {WD}.", "Pareggio per {S} tra {Club1} e {Club2}.", "Un gol di {P1} nel finale ha regalato al {Club1} la vittoria sul {Club2} ({S})."],
  fr: ["{Club1} a battu {Club2} {S} {WD} et prend la tête du championnat.", "{Club1} et {Club2} se sont quittés sur un match nul {S}.", "Un but de {P1} en fin de match a offert la victoire à {Club1} face à {Club2} ({S})."],
  pt: ["O {Club1} venceu o {Club2} por {S} no jogo de {WD}.", "{Club1} e {Club2} empataram a {S}.", "Um golo de {P1} nos descontos deu a vitória ao {Club1} sobre o {Club2} ({S})."],
};
const MATCH_BODY: FR.FrameTable = {
  en: ["{P1} opened the scoring after {N} minutes with a header from a {P2} cross.", "{P3} equalised just before halftime.", "{Club2} coach {P4} said: \"We deserved at least a point.\"", "{P2} was sent off in the {N}th minute for a second bookable offence.", "The {O} international {P1} has now scored {N} goals this season.", "The match at {L} was watched by {N2} fans.", "{Club1} travel to {Cyx} next {WD}.", "{P3}, signed from {Club3} in the close season, missed a penalty.", "{P4} said after the game that {P1} would be fit for the {Ev}."],
  de: ["{P1} brachte die Gastgeber in der {N}. Minute in Führung.", "Kurz vor der Pause glich {P3} aus.", "Der Trainer von {Club2}, {P4}, sagte: \"Wir hätten mindestens einen Punkt verdient.\"", "{P2} sah in der {N}. Minute die Gelb-Rote Karte.", "Der {O:e} Nationalspieler {P1} erzielte bereits sein {N}. Saisontor.", "{N2} Zuschauer sahen eine Partie mit wenigen Höhepunkten.", "Am kommenden {WD} muss {Club1} in {Cyx} antreten.", "{P3}, der in der Sommerpause von {Club3} gekommen war, verschoss einen Elfmeter."],
  es: ["{P1} abrió el marcador en el minuto {N} de cabeza.", "{P3} empató poco antes del descanso.", "El entrenador del {Club2}, {P4}, declaró: \"Merecimos al menos el empate\".", "{P2} fue expulsado en el minuto {N}.", "El internacional {O} {P1} suma ya {N} goles esta temporada.", "Unos {N2} espectadores presenciaron el encuentro.", "{P3}, fichado este verano del {Club3}, falló un penalti."],
  nl: ["{P1} opende na {N} minuten de score met een kopbal.", "Vlak voor rust maakte {P3} gelijk.", "Trainer {P4} van {Club2}: \"We hadden minstens een punt verdiend.\"", "{P2} kreeg in de {N}e minuut een rode kaart.", "De {O} international {P1} scoorde al zijn {N}e doelpunt van het seizoen.", "Er waren {N2} toeschouwers.", "{P3}, deze zomer overgekomen van {Club3}, miste een strafschop."],
  it: ["{P1} ha aperto le marcature al {N}' di testa.", "{P3} ha pareggiato poco prima dell'intervallo.", "L'allenatore del {Club2}, {P4}, ha detto: \"Meritavamo almeno il pareggio\".", "{P2} è stato espulso al {N}'.", "Spettatori: {N2}."],
  fr: ["{P1} a ouvert le score à la {N}e minute de la tête.", "{P3} a égalisé juste avant la mi-temps.", "L'entraîneur de {Club2}, {P4}, a déclaré : \"Nous méritions au moins le nul\".", "{P2} a été expulsé à la {N}e minute.", "{N2} spectateurs ont assisté à la rencontre."],
  pt: ["{P1} abriu o marcador aos {N} minutos, de cabeça.", "{P3} empatou pouco antes do intervalo.", "O treinador do {Club2}, {P4}, disse: \"Merecíamos pelo menos o empate\".", "{P2} foi expulso aos {N} minutos.", "Assistiram ao jogo {N2} espectadores."],
};
const matchReport: Template = {
  kind: "sports",
  langs: ["en", "de", "es", "nl", "it", "fr", "pt"],
  weight: 2,
  build: (c) => {
    const home = BY_CODE.get(pick(c, homeFootball(c)))!;
    const d = newDoc(c, home);
    const [c1, c2, c3] = clubs(c, home, 3);
    const score = `${int(c, 1, 4)}-${int(c, 0, 1)}`;
    const extra: Record<string, () => void> = {
      Club1: () => d.w.e("ORGANIZATION", c1 ?? "Ajax"),
      Club2: () => d.w.e("ORGANIZATION", c2 ?? "PSV"),
      Club3: () => d.w.e("ORGANIZATION", c3 ?? "Feyenoord"),
      S: () => d.w.t(score),
      Lg: () => d.w.t(leagueName(c, home)),
    };
    for (let i = 0; i < 4; i++) {
      const p = newPerson(c, 0.55);
      d.people.push(p);
    }
    if (chance(c, 0.5)) {
      d.w.upper = chance(c, 0.6);
      d.w.t(pick(c, lg(c, { en: ["SOCCER - ", "Soccer: "], de: ["Fußball: "], es: ["Fútbol: "], nl: ["Voetbal: "], it: ["Calcio: "], fr: ["Football : "], pt: ["Futebol: "] })));
      extra.Club1!();
      d.w.t(pick(c, [" BEAT ", " - "]).toLowerCase().replace("beat", c.lang === "en" ? "beat" : "-"));
      extra.Club2!();
      d.w.upper = false;
      d.w.t("\n");
    }
    dateline(d, true);
    const sayX = (f: string) => {
      const ps = parts(f);
      ps.forEach((s, i) => (i % 2 === 0 ? s && d.w.t(s) : extra[s] ? extra[s]!() : fill(d, s)));
    };
    sayX(pick(c, lg(c, MATCH_LEAD)));
    const bodyF = lg(c, MATCH_BODY);
    const n = int(c, 2, 6);
    for (let i = 0; i < n; i++) {
      d.w.t(" ");
      sayX(pick(c, bodyF));
    }
    d.w.t("\n");
  },
};

/** Person with nationality in brackets: "Steffi Graf ( Germany )". */
function athlete(d: Doc, p: Person, k: string, extra = ""): void {
  d.w.person(p, "full");
  d.w.t(" (");
  if (chance(d.c, 0.12) && d.c.lang === "en") {
    d.w.e("ORIGIN", demonym("en", BY_CODE.get(k) ?? d.home, ""));
  } else d.w.e("LOCATION_COUNTRY", countryLabelText(d.c, k, "bare"));
  d.w.t(extra + ")");
}
function athleteCode(c: Ctx): string {
  return chance(c, 0.75) ? weightedCountry(c).code : pick(c, EXTRA_COUNTRY_CODES.filter((x) => COUNTRY_NAMES[c.lang]!.has(x)));
}

const TENNIS_EVENTS: Record<string, string[]> = {
  en: ["Wimbledon", "U.S. Open", "French Open", "Australian Open", "Hamburg Open", "Canadian Open", "Italian Open", "German Open"],
  de: ["Wimbledon", "US Open", "French Open", "German Open", "Australian Open"],
  es: ["Wimbledon", "Roland Garros", "Abierto de Estados Unidos", "Open de Australia", "Conde de Godó"],
  nl: ["Wimbledon", "Roland Garros", "US Open", "Australian Open", "Rosmalen"],
  it: ["Wimbledon", "Roland Garros", "Internazionali d'Italia", "US Open"],
  fr: ["Roland-Garros", "Wimbledon", "US Open", "Open d'Australie"],
  pt: ["Wimbledon", "Roland Garros", "Open do Estoril", "US Open"],
};
const BEAT: Record<string, string> = { en: " beat ", de: " - ", es: " a ", nl: " - ", it: " b. ", fr: " bat ", pt: " venceu " };
const tennis: Template = {
  kind: "sports",
  langs: ["en", "de", "es", "nl", "it", "fr", "pt"],
  weight: 1.5,
  build: (c) => {
    const d = newDoc(c);
    const w = d.w;
    const hdr: Record<string, string> = { en: "TENNIS - RESULTS AT ", de: "Tennis, Ergebnisse ", es: "Tenis - Resultados del ", nl: "Tennis - Uitslagen ", it: "Tennis - Risultati ", fr: "Tennis - Résultats ", pt: "Ténis - Resultados do " };
    w.t(lg(c, hdr));
    w.e("EVENT", pick(c, lg(c, TENNIS_EVENTS)));
    w.t("\n");
    dateline(d, true);
    if (c.lang !== "en") w.t("\n");
    const intro: Record<string, string[]> = { en: ["Results from the {Ev} at {L} on {WD} (prefix number denotes seeding):", "Results on {WD}:"], de: ["Ergebnisse vom {WD}:"], es: ["Resultados de la jornada del {WD}:"], nl: ["Uitslagen van {WD}:"], it: ["Risultati di {WD}:"], fr: ["Résultats de {WD} :"], pt: ["Resultados de {WD}:"] };
    say(d, pick(c, lg(c, intro)));
    w.t("\n");
    const n = int(c, 3, 8);
    for (let i = 0; i < n; i++) {
      if (chance(c, 0.3)) w.t(`${int(c, 1, 16)} - `);
      athlete(d, newPerson(c, 0.3), athleteCode(c), chance(c, 0.2) ? `, ${int(c, 1, 8)}` : "");
      w.t(lg(c, BEAT));
      athlete(d, newPerson(c, 0.3), athleteCode(c));
      const sets = int(c, 2, 3);
      const s: string[] = [];
      for (let k = 0; k < sets; k++) s.push(pick(c, ["6-3", "6-4", "7-5", "6-2", "7-6", "6-1", "4-6", "3-6", "6-7", "6-0"]));
      w.t(" " + s.join(" ") + "\n");
    }
  },
};

const golf: Template = {
  kind: "sports",
  langs: ["en", "de", "es", "nl"],
  weight: 1,
  build: (c) => {
    const d = newDoc(c);
    const w = d.w;
    const open = `${demonym("en", d.other, "")} Open`;
    const hdr: Record<string, string> = { en: "GOLF - ", de: "Golf - ", es: "Golf - ", nl: "Golf - " };
    w.t(lg(c, hdr));
    if (c.lang === "en") w.e("EVENT", open.toUpperCase());
    else w.e("EVENT", open);
    w.t(c.lang === "en" ? " SCORES\n" : "\n");
    dateline(d, true);
    if (c.lang !== "en") w.t("\n");
    const intro: Record<string, string[]> = {
      en: ["Leading scores after the {Rnd} round of the {Ev} on {WD} (par 72):", "Leading first-round scores on {WD} ( {Gb} unless stated ):"],
      de: ["Die Ergebnisse nach der zweiten Runde:"],
      es: ["Clasificación tras la segunda jornada:"],
      nl: ["Tussenstand na de tweede ronde:"],
    };
    const gbLine = pick(c, lg(c, intro));
    const ps = parts(gbLine);
    ps.forEach((s, i) => (i % 2 === 0 ? s && w.t(s) : s === "Gb" ? writeCountry(w, d.home.code) : s === "Ev" ? w.e("EVENT", open) : s === "Rnd" ? w.t(pick(c, ["first", "second", "third", "final"])) : fill(d, s)));
    w.t("\n");
    let score = int(c, 62, 68);
    const n = int(c, 5, 14);
    for (let i = 0; i < n; i++) {
      const r = c.rnd();
      if (r < 0.5) w.t(`${score} `);
      else w.t(`${score * 2 + int(c, 0, 2)} `);
      const p = newPerson(c, 0.35);
      if (chance(c, 0.8)) athlete(d, p, athleteCode(c));
      else w.person(p, "full");
      if (r >= 0.5) w.t(` ${score} ${score + int(c, 0, 3)}`);
      w.t("\n");
      if (chance(c, 0.5)) score++;
    }
  },
};

const raceResults: Template = {
  kind: "sports",
  langs: ["en", "de", "es", "nl", "it", "fr", "pt"],
  weight: 1.5,
  build: (c) => {
    const d = newDoc(c);
    const w = d.w;
    const sport = pick(c, ["cycling", "athletics", "motor", "skiing"] as const);
    const H: Record<string, Record<string, string>> = {
      cycling: { en: "CYCLING - ", de: "Radsport - ", es: "Ciclismo - ", nl: "Wielrennen - ", it: "Ciclismo - ", fr: "Cyclisme - ", pt: "Ciclismo - " },
      athletics: { en: "ATHLETICS - ", de: "Leichtathletik - ", es: "Atletismo - ", nl: "Atletiek - ", it: "Atletica - ", fr: "Athlétisme - ", pt: "Atletismo - " },
      motor: { en: "MOTOR RACING - ", de: "Formel 1 - ", es: "Fórmula Uno - ", nl: "Autosport - ", it: "Formula 1 - ", fr: "Formule 1 - ", pt: "Fórmula 1 - " },
      skiing: { en: "ALPINE SKIING - ", de: "Ski alpin - ", es: "Esquí - ", nl: "Skiën - ", it: "Sci - ", fr: "Ski alpin - ", pt: "Esqui - " },
    };
    w.upper = c.lang === "en" && chance(c, 0.7);
    w.t(lg(c, H[sport]!));
    if (sport === "cycling") w.e("EVENT", pick(c, ["Tour de France", "Giro d'Italia", "Vuelta", "Tour of Switzerland", "Paris-Nice", "Tour de Romandie"]));
    else if (sport === "motor") w.e("EVENT", `${cap(demonym("en", weightedCountry(c), ""))} Grand Prix`);
    else {
      w.e("LOCATION_CITY", localName(pick(c, weightedCountry(c).cities), c.lang));
      w.t(sport === "athletics" ? (c.lang === "en" ? " grand prix results" : " meeting") : c.lang === "en" ? " World Cup results" : "");
    }
    w.upper = false;
    w.t("\n");
    dateline(d, true);
    if (c.lang !== "en") w.t("\n");
    const intro: Record<string, string[]> = {
      en: ["Leading results of the {N}th stage, a {N2}-km ride from {Cyx} to {Cy}, on {WD}:", "Leading results on {WD}:", "Results of the men's 100 metres on {WD}:", "Final placings:"],
      de: ["Die Ergebnisse der {N}. Etappe von {Cyx} nach {Cy}:", "Die Ergebnisse:", "Endstand:"],
      es: ["Clasificación de la {N}ª etapa, entre {Cyx} y {Cy}:", "Resultados:", "Clasificación final:"],
      nl: ["Uitslag van de {N}e etappe van {Cyx} naar {Cy}:", "Uitslagen:", "Eindstand:"],
      it: ["Ordine d'arrivo della {N}a tappa, {Cyx} - {Cy}:", "Risultati:"],
      fr: ["Classement de la {N}e étape, {Cyx} - {Cy} :", "Résultats :"],
      pt: ["Classificação da {N}.ª etapa, entre {Cyx} e {Cy}:", "Resultados:"],
    };
    say(d, pick(c, lg(c, intro)));
    w.t("\n");
    const n = int(c, 4, 12);
    for (let i = 0; i < n; i++) {
      w.t(`${i + 1}. `);
      athlete(d, newPerson(c, 0.35), athleteCode(c));
      if (sport === "cycling" || sport === "motor") {
        w.t(" ");
        w.e("ORGANIZATION", sport === "motor" ? pick(c, MOTOR_TEAMS) : pick(c, TEAM_SPONSORS.filter((x) => !MOTOR_TEAMS.includes(x))));
      }
      if (i === 0) w.t(sport === "athletics" ? ` ${int(c, 9, 13)}.${int(c, 10, 99)}` : ` ${int(c, 1, 5)}:${int(c, 10, 59)}:${int(c, 10, 59)}`);
      else w.t(chance(c, 0.5) || sport === "athletics" ? (sport === "athletics" ? ` ${int(c, 9, 13)}.${int(c, 10, 99)}` : ` ${int(c, 0, 5)}:${int(c, 10, 59)}`) : c.lang === "en" ? " same time" : c.lang === "de" ? " gl. Zeit" : c.lang === "nl" ? " z.t." : " m.t.");
      w.t("\n");
    }
  },
};

const MOTOR_TEAMS = ["Williams", "Ferrari", "Benetton", "McLaren", "Jordan", "Ligier", "Sauber", "Tyrrell", "Arrows", "Minardi", "Stewart", "Forti"];
const CRICKET_COUNTRIES = ["GB", "AU", "IN", "PK", "ZA", "NZ", "LK", "ZW"];
const cricket: Template = {
  kind: "sports",
  langs: ["en"],
  weight: 0.8,
  build: (c) => {
    const d = newDoc(c);
    const w = d.w;
    const [a, b] = [pick(c, CRICKET_COUNTRIES), pick(c, CRICKET_COUNTRIES)];
    const name = (code: string) => (code === "GB" ? "England" : COUNTRY_NAMES.en!.get(code) ?? "England");
    w.upper = true;
    w.t("CRICKET - ");
    w.e("LOCATION_COUNTRY", name(a));
    w.t(" V ");
    w.e("LOCATION_COUNTRY", name(b === a ? "PK" : b));
    w.t(" SCOREBOARD\n");
    w.upper = false;
    dateline(d, true);
    w.t("Scoreboard on the " + pick(c, ["first", "second", "third", "final"]) + " day of the " + pick(c, ["first", "second", "third"]) + " test between ");
    w.e("LOCATION_COUNTRY", name(a));
    w.t(" and ");
    w.e("LOCATION_COUNTRY", name(b === a ? "PK" : b));
    w.t(" at ");
    w.e("LOCATION", pick(c, ["Lord's", "The Oval", "Headingley", "Trent Bridge", "Edgbaston", "Old Trafford", "Sydney Cricket Ground", "Eden Gardens", "Newlands"]));
    w.t(" on " + pick(c, WEEKDAYS.en!) + ":\n");
    w.e("LOCATION_COUNTRY", name(a));
    w.t(" first innings\n");
    const fielders = Array.from({ length: 5 }, () => newPerson(c, 0.3));
    let total = 0;
    for (let i = 0; i < int(c, 5, 11); i++) {
      const p = newPerson(c, 0.4);
      if (chance(c, 0.5)) {
        w.e("NAME_GIVEN", p.given.charAt(0) + ".");
        w.t(" ");
      }
      w.e("NAME_FAMILY", p.family);
      const r = c.rnd();
      if (r < 0.4) {
        w.t(" c ");
        w.person(pick(c, fielders), "surname");
        w.t(" b ");
        w.person(pick(c, fielders), "surname");
      } else if (r < 0.6) {
        w.t(" lbw b ");
        w.person(pick(c, fielders), "surname");
      } else if (r < 0.8) {
        w.t(" b ");
        w.person(pick(c, fielders), "surname");
      } else w.t(" not out");
      const runs = int(c, 0, 120);
      total += runs;
      w.t(` ${runs}\n`);
    }
    w.t(`Extras (b-${int(c, 0, 9)} lb-${int(c, 0, 12)} w-${int(c, 0, 5)} nb-${int(c, 0, 9)}) ${int(c, 5, 30)}\nTotal (for ${int(c, 3, 9)} wickets) ${total + 20}\n`);
    w.t("Bowling: ");
    fielders.slice(0, 3).forEach((p, i) => {
      if (i) w.t(", ");
      w.person(p, "surname");
      w.t(` ${int(c, 10, 35)}-${int(c, 1, 10)}-${int(c, 20, 110)}-${int(c, 0, 5)}`);
    });
    w.t("\n");
  },
};

const baseball: Template = {
  kind: "sports",
  langs: ["en"],
  weight: 0.8,
  build: (c) => {
    const d = newDoc(c, BY_CODE.get("US"));
    const w = d.w;
    w.t("BASEBALL - MAJOR LEAGUE " + pick(c, ["RESULTS", "STANDINGS"]) + " " + pick(c, WEEKDAYS.en!).toUpperCase() + "\n");
    dateline(d, true);
    w.t("Results of Major League Baseball games played on " + pick(c, WEEKDAYS.en!) + " (home team in CAPS):\n");
    const teams = [...US_TEAMS];
    for (let i = 0; i < int(c, 3, 7); i++) {
      const [a, b] = [pick(c, teams), pick(c, teams)];
      if (a === b) continue;
      const cityOnly = chance(c, 0.7);
      w.e("ORGANIZATION", cityOnly ? a[0].toUpperCase() : `${a[0]} ${a[1]}`);
      w.t(` ${int(c, 0, 12)} `);
      w.e("ORGANIZATION", cityOnly ? b[0] : `${b[0]} ${b[1]}`);
      w.t(` ${int(c, 0, 12)}${chance(c, 0.15) ? " (10 innings)" : ""}\n`);
    }
    if (chance(c, 0.6)) {
      w.t(pick(c, ["AMERICAN LEAGUE", "NATIONAL LEAGUE"]) + "\n" + pick(c, ["EASTERN", "CENTRAL", "WESTERN"]) + " DIVISION\nW L PCT GB\n");
      let wins = int(c, 70, 90);
      for (let i = 0; i < 5; i++) {
        const t = pick(c, teams);
        w.e("ORGANIZATION", t[0].toUpperCase());
        const l = 140 - wins;
        w.t(` ${wins} ${l} .${String(Math.round((wins / 140) * 1000)).padStart(3, "0")} ${i === 0 ? "-" : int(c, 1, 20)}\n`);
        wins -= int(c, 1, 6);
      }
    }
  },
};

export const NEWSWIRE_TEMPLATES: Template[] = ([
  newsTemplate("politics", FR.POLITICS_LEAD, FR.POLITICS_BODY, 4),
  newsTemplate("conflict", FR.CONFLICT_LEAD, FR.CONFLICT_BODY, 2),
  newsTemplate("business", FR.BUSINESS_LEAD, FR.BUSINESS_BODY, 2.5),
  briefs,
  footballResults,
  matchReport,
  tennis,
  golf,
  raceResults,
  cricket,
  baseball,
] satisfies Template[]).map(flushed);
