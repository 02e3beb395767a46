/**
 * Which countries' numbering plans a national phone number (one written without "+" or "00") is
 * read in when the request names no locale, or names one and the number is not valid there.
 *
 * In order:
 * 1. the locale's region, when the request gives a locale with one (en-GB -> GB);
 * 2. countries named near the number, in any of our seven languages ("London, UK", "Madrid,
 *    España", "(Schweiz)"): CLDR's names through Intl.DisplayNames plus the short forms CLDR lacks;
 * 3. the countries of the language of the phone cue next to the number ("Telefonnummer" -> de,
 *    "teléfono" -> es ...), since short texts are where language identification fails;
 * 4. the countries of the text's language (LANGUAGE_REGIONS): the detected language when it is
 *    one of ours, otherwise those of ours among its close runners-up ("Telefonnummer 089 ..." is
 *    detected as Swedish, with German just behind).
 * Several countries per language, as each is spoken in several (en: US, GB, CA, AU, IE, NZ, IN,
 * ZA; es: ES, MX, AR, CO, CL, PE; pt: PT, BR; fr: FR, BE, CH, CA; de: DE, AT, CH; nl: NL,
 * BE; it: IT, CH).
 *
 * Pure data and lookups: no I/O. The language detector runs here only for texts whose dominant
 * language is none of ours, once per text.
 */
import type { CountryCode } from "libphonenumber-js/max";
import { languageScores } from "./language-scores.js";
import type { DetectContext } from "../types.js";

export const LANGUAGE_REGIONS: Readonly<Record<string, readonly CountryCode[]>> = {
  en: ["US", "GB", "CA", "AU", "IE", "NZ", "IN", "ZA"],
  es: ["ES", "MX", "AR", "CO", "CL", "PE"],
  pt: ["PT", "BR"],
  fr: ["FR", "BE", "CH", "CA"],
  de: ["DE", "AT", "CH"],
  nl: ["NL", "BE"],
  it: ["IT", "CH"],
};

/**
 * Phone cue words and phrases by language. `strong` ones name a telephone line or introduce one
 * ("Telefonnummer", "call me on"); `weak` ones often stand next to numbers of other kinds too
 * ("number", "contact"). Words shared by several languages ("tel", "fax", "sms") are under "*"
 * and say nothing about the country.
 */
export const PHONE_CUES: Readonly<Record<string, { strong: readonly string[]; weak: readonly string[] }>> = {
  "*": {
    // "msisdn", "e164": the field names of telco and app analytics exports (fourth exploratory test)
    // payment apps that send money to a phone number, named before it in statement texts ("TRF MB
    // WAY P/ 912345678"; seventh exploratory test, F21: left in clear): each under the language of
    // its country, Switzerland's Twint here (three languages); France's Lydia among the weak cues,
    // being a given name too
    strong: ["tel", "tel.", "fax", "sms", "whatsapp", "hotline", "mobile", "mob", "mob.", "gsm", "msisdn", "e164", "phone e164", "twint"],
    weak: [],
  },
  en: {
    strong: [
      "telephone", "phone", "phones", "phone number", "phone no", "tel no", "mobile no", "mobile number", "cell", "cellphone",
      "cell phone", "landline", "switchboard", "desk", "dial", "handy", "office:", "office phone", "office line",
      "office number", "office tel", "call me on", "call me at", "call us on", "call us at", "call him on", "call her on",
      "call him at", "call her at", "ring me", "ring me on", "ring us on", "ring him on", "ring her on", "reach me at", "reach me on",
      "reach us at", "reach him at", "reach her at", "text me", "text me at", "text me on", "messages to", "message me at",
      "answering at", "contact number", "contact no", "contact phone", "my number", "our number", "his number", "her number",
      "your number", "reached at", "reached on", "reachable at", "reachable on",
    ],
    weak: ["ph", "number", "call", "called", "calling", "contact", "reach", "reached", "reachable", "text", "ring"],
  },
  de: {
    strong: [
      "telefon", "telefonnummer", "telefon-nr", "telefon-nr.", "tel.-nr", "tel.-nr.", "telefonisch", "rufnummer", "handynummer",
      "mobil", "mobilnummer", "mobiltelefon", "mobilfunknummer", "festnetz", "festnetznummer", "faxnummer", "durchwahl",
      "erreichbar unter", "ruf mich an unter", "rufen sie an unter", "anrufen unter", "meine nummer", "unsere nummer",
    ],
    weak: ["nummer", "anrufen", "erreichbar", "kontakt", "rückruf", "zurückrufen", "zurückzurufen"],
  },
  es: {
    strong: [
      "teléfono", "telefono", "número de teléfono", "número de telefono", "móvil", "movil", "celular", "tlf", "tlf.", "telf",
      "telf.", "fijo", "llámame", "llamame", "llámame al", "llame al", "llamar al", "llámenos al", "mi número", "mi numero",
      "bizum",
    ],
    weak: ["número", "numero", "llamar", "llama", "contacto", "contactar", "llamarme", "llámame", "llamame", "devolver la llamada"],
  },
  fr: {
    strong: [
      "téléphone", "telephone", "tél", "tél.", "numéro de téléphone", "numéro de tél", "portable", "fixe", "appelez",
      "appelez-moi", "appelez-nous", "joignable au", "me joindre au", "nous joindre au", "mon numéro", "notre numéro",
      "paylib",
    ],
    weak: ["numéro", "appeler", "appelle", "contacter", "joindre", "rappeler", "rappelez", "rappelle", "lydia"],
  },
  it: {
    strong: [
      "telefono", "numero di telefono", "cellulare", "cell.", "chiamami", "chiamaci", "chiamare il", "chiamate il",
      "recapito telefonico", "fisso", "il mio numero", "mio numero",
    ],
    weak: ["numero", "chiamare", "chiama", "contattare", "contatto", "recapito", "richiamare", "richiamarmi", "richiamami"],
  },
  nl: {
    strong: [
      "telefoon", "telefoonnummer", "tel.nr", "tel.nr.", "mobiel", "mobiele nummer", "mobielnummer", "bel me", "bel mij",
      "bel ons", "bereikbaar op", "vaste lijn", "mijn nummer", "ons nummer", "tikkie",
    ],
    weak: ["nummer", "bellen", "contact", "bereikbaar", "terugbellen", "terugbelt", "bel"],
  },
  pt: {
    strong: [
      "telefone", "número de telefone", "telemóvel", "telemovel", "celular", "ligue para", "ligue-me", "liga-me", "me liga",
      "o meu número", "meu número", "mb way", "mbway",
    ],
    weak: ["número", "ligar", "ligue", "contato", "contacto", "ligar de volta", "retornar a ligação"],
  },
};

/** Forms CLDR does not give, with their country. */
const EXTRA_NAMES: Readonly<Record<string, CountryCode>> = {
  UK: "GB", "U.K.": "GB", Britain: "GB", "Great Britain": "GB", England: "GB", Scotland: "GB", Wales: "GB",
  "Northern Ireland": "GB", Großbritannien: "GB", "Gran Bretaña": "GB", Inglaterra: "GB", Escocia: "GB",
  "Grande-Bretagne": "GB", Angleterre: "GB", Écosse: "GB", "Gran Bretagna": "GB", Inghilterra: "GB", Scozia: "GB",
  "Groot-Brittannië": "GB", Engeland: "GB", Schotland: "GB", "Grã-Bretanha": "GB", Escócia: "GB",
  US: "US", USA: "US", "U.S.": "US", "U.S.A.": "US", America: "US", Amerika: "US", "EE.UU.": "US", EEUU: "US", "EE. UU.": "US", EUA: "US",
  Holland: "NL", Holanda: "NL", Hollande: "NL", Olanda: "NL",
};

/** Short forms matched only as written ("us" is a pronoun). */
const CASE_SENSITIVE_MAX = 3;

let countryIndex: { regex: RegExp; byName: Map<string, CountryCode> } | undefined;

/** The regions any of our phone readings may use: every language's, and the wider fallback list. */
function namedRegions(extra: readonly string[]): string[] {
  return [...new Set([...Object.values(LANGUAGE_REGIONS).flat(), ...extra])];
}

function buildCountryIndex(regions: readonly string[]): { regex: RegExp; byName: Map<string, CountryCode> } {
  const byName = new Map<string, CountryCode>();
  for (const lang of ["en", "de", "es", "fr", "it", "nl", "pt"]) {
    const names = new Intl.DisplayNames([lang], { type: "region", fallback: "none" });
    for (const region of regions) {
      let name: string | undefined;
      try {
        name = names.of(region);
      } catch {
        name = undefined;
      }
      if (name) byName.set(name.toLowerCase(), region as CountryCode);
    }
  }
  for (const [name, region] of Object.entries(EXTRA_NAMES)) {
    byName.set(name.length <= CASE_SENSITIVE_MAX ? name : name.toLowerCase(), region);
  }
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
  const forms = [...byName.keys()].sort((a, b) => b.length - a.length).map(escape);
  // whole words; names of CASE_SENSITIVE_MAX letters or fewer are kept upper case and matched as such
  const regex = new RegExp(`(?<![\\p{L}\\p{N}])(?:${forms.join("|")})(?![\\p{L}\\p{N}])`, "gu");
  return { regex, byName };
}

/** How far from the number a country name still says where the number is from. */
const COUNTRY_WINDOW = 100;

/** Countries named within COUNTRY_WINDOW of [start, end), nearest first. */
export function countriesNear(ctx: DetectContext, start: number, end: number, fallback: readonly string[]): CountryCode[] {
  if (!countryIndex) countryIndex = buildCountryIndex(namedRegions(fallback));
  const from = Math.max(0, start - COUNTRY_WINDOW);
  const to = Math.min(ctx.text.length, end + COUNTRY_WINDOW);
  const found: { region: CountryCode; distance: number }[] = [];
  // the long names are matched in the lower-cased text, the short ones as written
  for (const asWritten of [false, true]) {
    const { regex, byName } = countryIndex;
    regex.lastIndex = from;
    const window = (asWritten ? ctx.text : ctx.lower).slice(0, to);
    let m: RegExpExecArray | null;
    while ((m = regex.exec(window)) !== null) {
      const region = byName.get(m[0].replace(/\s+/g, " "));
      // a short form counts only as written; a long one only through the lower-cased pass
      if (region && (asWritten ? m[0].length <= CASE_SENSITIVE_MAX : m[0].length > CASE_SENSITIVE_MAX)) {
        const distance = m.index >= end ? m.index - end : Math.max(0, start - (m.index + m[0].length));
        found.push({ region, distance });
      }
    }
  }
  found.sort((a, b) => a.distance - b.distance);
  return [...new Set(found.map((f) => f.region))];
}

/**
 * Our languages, as far as the text tells: those among the languages the engine detected (its
 * dominant one and the close runners-up, DetectContext.languages), else the dominant language
 * alone, else ours among the close runners-up of a language not ours. The runners-up count where
 * the engine gives them: a log line's English keywords around a Portuguese message made the text
 * "English" and a Brazilian "(47) 91620-6258" went unread, Spanish tied with Portuguese left an
 * Argentine "011 5604-7928" unread (structured suite, fresh draw seed 707).
 */
const textLanguageCache = new WeakMap<DetectContext, readonly string[]>();

export function textLanguages(ctx: DetectContext): readonly string[] {
  const detected = ctx.languages?.filter((lang) => lang in LANGUAGE_REGIONS);
  if (detected && detected.length > 0) return detected;
  if (ctx.language && ctx.language in LANGUAGE_REGIONS) return [ctx.language];
  let cached = textLanguageCache.get(ctx);
  if (!cached) {
    cached = Object.entries(languageScores(ctx))
      .filter(([lang]) => lang in LANGUAGE_REGIONS)
      .sort((a, b) => b[1] - a[1])
      .map(([lang]) => lang);
    textLanguageCache.set(ctx, cached);
  }
  return cached;
}

/** The regions to read a national number in, in order (see the file header), without repeats. */
export function candidateRegions(opts: {
  localeRegion?: string;
  named: readonly CountryCode[];
  cueLanguages: readonly string[];
  languages: readonly string[];
}): CountryCode[] {
  const out: CountryCode[] = [];
  const add = (r: string) => {
    if (!out.includes(r as CountryCode)) out.push(r as CountryCode);
  };
  if (opts.localeRegion) add(opts.localeRegion);
  for (const r of opts.named) add(r);
  for (const lang of [...opts.cueLanguages, ...opts.languages]) for (const r of LANGUAGE_REGIONS[lang] ?? []) add(r);
  return out;
}
