/**
 * Country names in en, de, es, fr, it, nl, pt, built at load time from the ICU data Node ships
 * (Intl.DisplayNames, type "region") so the list follows CLDR instead of a hand-typed copy, plus
 * the short, informal and historic forms CLDR does not give (USA, Britain, Holland, Burma...).
 *
 * CLDR's display names need some cleaning before they are useful as a lexicon:
 * - codes that are not countries or territories are skipped (EU, EZ, UN, QO "Outlying Oceania",
 *   XA/XB pseudo-locales, ZZ "Unknown Region", AQ Antarctica, and the sub-national exceptional
 *   reservations AC, CP, DG, EA, IC, TA);
 * - "&" forms are kept and also spelled with the language's "and" ("Bosnia & Herzegovina" and
 *   "Bosnia and Herzegovina");
 * - a parenthesised alternative becomes a second form ("Myanmar (Burma)" -> both);
 * - "Congo - Kinshasa" loses its spaced dash; Hong Kong / Macao appear in CLDR as "SAR China"
 *   forms nobody writes, so they are replaced by the plain names.
 */
import { precomputed } from "../../startup/precomputed.js";
export const COUNTRY_LANGUAGES = ["en", "de", "es", "fr", "it", "nl", "pt"] as const;

const NOT_COUNTRIES = new Set(["EU", "EZ", "UN", "QO", "XA", "XB", "ZZ", "AQ", "AC", "CP", "DG", "EA", "IC", "TA"]);
const AND: Record<string, string> = { en: "and", de: "und", es: "y", fr: "et", it: "e", nl: "en", pt: "e" };
/** CLDR's special-administrative-region spellings ("Hong Kong SAR China", "RAE de Macao (China)"). */
const SAR = /\bSAR\b|\bRAE\b|R\.A\.S\.|\bRAS\b|Sonderverwaltungsregion/;

/** Forms CLDR lacks: short, informal, official long and historic names, and the UK's nations. */
export const EXTRA_COUNTRY_FORMS: readonly string[] = [
  // en
  "United States of America", "U.S.", "U.S.A.", "USA", "US", "America", "UK", "U.K.", "Britain", "Great Britain",
  "England", "Scotland", "Wales", "Northern Ireland", "Holland", "Czech Republic",
  "Burma", "Ivory Coast", "East Timor", "Swaziland", "Macedonia", "Turkey", "Vatican", "Holy See",
  "Korea", "Palestine", "Congo", "DR Congo", "DRC", "Democratic Republic of the Congo", "Republic of the Congo",
  "Cape Verde", "UAE", "Hong Kong", "Macau", "Macao", "Russian Federation", "Republic of Ireland",
  "Soviet Union", "USSR", "Yugoslavia", "Czechoslovakia", "East Germany", "West Germany", "Persia",
  "Ceylon", "Zaire", "Rhodesia", "Siam", "Saint Kitts and Nevis", "Saint Lucia", "Saint Vincent and the Grenadines",
  // de
  "Amerika", "Russland", "Großbritannien", "England", "Schottland", "Holland", "Tschechische Republik",
  "Birma", "Elfenbeinküste", "Weißrussland", "Hongkong", "Sowjetunion", "DDR", "BRD", "Jugoslawien",
  // es
  "EE.UU.", "EEUU", "EE. UU.", "Estados Unidos de América", "Gran Bretaña", "Inglaterra", "Escocia", "Gales",
  "Holanda", "República Checa", "Birmania", "Costa de Marfil", "Unión Soviética", "Rusia",
  // fr
  "Grande-Bretagne", "Angleterre", "Écosse", "pays de Galles", "Hollande", "République tchèque", "Birmanie",
  "Union soviétique", "Russie",
  // it
  "Gran Bretagna", "Inghilterra", "Scozia", "Galles", "Olanda", "Repubblica Ceca", "Unione Sovietica",
  // nl
  "Groot-Brittannië", "Engeland", "Schotland", "Tsjechische Republiek", "Wit-Rusland", "Sovjet-Unie", "Rusland",
  // pt
  "Grã-Bretanha", "Inglaterra", "Escócia", "País de Gales", "Holanda", "República Tcheca", "República Checa",
  "Birmânia", "União Soviética", "Rússia", "EUA",
];

/**
 * CLDR's forms per language, walked once each: place-name asks for English and for the six other
 * languages, other detectors for all seven at once, so a cache per combination walked every
 * language twice on a cold start (CPU profile of a one-line `pii redact --accuracy standard`: 34 ms
 * in the walks before, 16 ms with this cache).
 */
const perLanguage = new Map<string, readonly string[]>();

/**
 * Country forms in the given languages (deduplicated, as capitalised by CLDR), plus the hand-made
 * forms when `withExtras`. A fresh array each call.
 */
export function countryNames(languages: readonly string[] = COUNTRY_LANGUAGES, withExtras = true): string[] {
  const forms = new Set<string>();
  for (const lang of languages) {
    let own = perLanguage.get(lang);
    if (!own) {
      own = cldrForms(lang);
      perLanguage.set(lang, own);
    }
    for (const form of own) forms.add(form);
  }
  if (withExtras) for (const form of EXTRA_COUNTRY_FORMS) forms.add(form);
  return [...forms];
}

/** The ICU build's country names in one language, as name forms (saved at build time: precomputed.ts). */
function cldrForms(lang: string): string[] {
  return precomputed(`cldr-country-forms:${lang}`, () => buildCldrForms(lang));
}

function buildCldrForms(lang: string): string[] {
  const forms = new Set<string>();
  const names = new Intl.DisplayNames([lang], { type: "region", fallback: "none" });
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (NOT_COUNTRIES.has(code)) continue;
      let name: string | undefined;
      try {
        name = names.of(code);
      } catch {
        name = undefined; // a code this ICU build rejects: not a country
      }
      if (!name || name === code || SAR.test(name)) continue;
      for (const form of cleanName(name, lang)) forms.add(form);
    }
  }
  return [...forms];
}

function cleanName(name: string, lang: string): string[] {
  const out: string[] = [];
  let base = name.replace(/\s+-\s+/g, "-");
  // "Trinidad & Tobago" is written both ways
  if (base.includes("&")) out.push(base.replace(/\s*&\s*/g, ` ${AND[lang] ?? "and"} `));
  const paren = /^(.*?)\s*\((.*)\)$/.exec(base);
  if (paren) {
    base = paren[1]!;
    out.push(paren[2]!);
  }
  out.push(base);
  // CLDR abbreviates Saint ("St. Lucia"); the full word is as common.
  if (/^St\. /.test(base)) out.push(base.replace(/^St\. /, "Saint "));
  return out.filter((f) => /\p{L}/u.test(f));
}
