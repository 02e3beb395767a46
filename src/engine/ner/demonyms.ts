/**
 * Nationality words (demonyms and their adjectives) of the generator's languages, as a lookup of
 * lower-case, accent-folded forms: "german", "germans"; "deutsche", "deutschen"; "belgische",
 * "belgen"; "alemana", "alemanes"; "allemande"; "tedeschi". For the model's candidates that are only
 * such a word (demonyms-as-origin.ts).
 *
 * Base forms come from i18n-nationality (MIT; one masculine singular form per country in en, de,
 * es, fr, it, nl) and a short list written here (EXTRA); the inflected forms are generated here by
 * each language's regular endings. The
 * generation over-generates on purpose (a few forms no grammar has): a lookup only ever receives
 * words the model already took for an entity, so a spurious form costs nothing unless the model
 * tags exactly that string. Entries of more than one word and those written like a country name
 * ("Bermuda", "Andorra") are left out. Portuguese has no list there.
 */
import { createRequire } from "node:module";
import type { WordLookup } from "./german-nouns.js";

/** The languages with a list (i18n-nationality's, less Finnish and Norwegian). */
export const DEMONYM_LANGUAGES: readonly string[] = ["en", "de", "es", "fr", "it", "nl"];

/** Lower case without accents ("Alemán" -> "aleman", "Israëli" -> "israeli"). */
export function foldWord(word: string): string {
  return word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Every form of a base demonym (folded) in a language. */
function inflections(base: string, language: string): string[] {
  const forms = [base];
  const add = (...suffixes: string[]) => suffixes.forEach((s) => forms.push(base + s));
  const stem = base.slice(0, -1);
  const last = base.slice(-1);
  switch (language) {
    case "en": // Germans, Iraqis; "Chinese", "British" have no plural but gain nothing wrong from one
      add("s");
      break;
    case "de": // deutsch: deutsche, deutschen, deutscher, deutsches, deutschem; europäer: europäern
      add("e", "en", "er", "es", "em", "n");
      break;
    case "nl": {
      // duits: duitse; belg: belgen; afghaan: afghanen (a doubled vowel halves before an ending)
      add("e", "en", "s", "se", "sche", "isch", "ische");
      const halved = base.replace(/([aeiou])\1([^aeiou]+)$/, "$1$2");
      if (halved !== base) forms.push(halved + "e", halved + "en");
      break;
    }
    case "es": // argentino: -a -os -as; aleman: alemana, alemanes; canadiense: canadienses
      if (last === "o") forms.push(stem + "a", stem + "os", stem + "as");
      else if (last === "e") add("s");
      else add("a", "es", "as");
      break;
    case "fr": // allemand: allemande, allemands, allemandes; italien: italienne
      add("e", "s", "es");
      if (base.endsWith("ien")) add("ne", "nes");
      break;
    case "it": // tedesco: tedesca, tedeschi, tedesche; cinese: cinesi
      if (last === "o") forms.push(stem + "a", stem + "i", stem + "e");
      if (base.endsWith("co")) forms.push(base.slice(0, -2) + "chi", base.slice(0, -2) + "che");
      if (last === "e") forms.push(stem + "i");
      break;
  }
  return forms;
}

/**
 * Base forms the package lacks, written here: continents, peoples without a state of their own,
 * and the nouns beside Dutch and German adjectives ("Palestijn", "Europäer"), inflected like the
 * package's forms.
 */
const EXTRA: Readonly<Record<string, string>> = {
  en: "european african asian arab palestinian kurd kurdish chechen hutu tutsi serb croat basque catalan flemish walloon scandinavian latino hispanic",
  nl: "europees europes afrikaans aziatisch arabisch arabier palestijn palestijns koerd koerdisch tsjetsjeen tsjetsjeens vlaming vlaams waal waals baskisch catalaans nederlander amerikaan indiaas indias",
  de: "europäisch europäer afrikanisch afrikaner asiatisch asiat araber arabisch palästinensisch palästinenser kurde kurdisch tschetschene tschetschenisch flämisch baskisch katalanisch armenier",
  es: "europeo africano asiático árabe palestino kurdo checheno vasco catalán",
  fr: "européen africain asiatique arabe palestinien kurde tchétchène basque catalan flamand wallon",
  it: "europeo africano asiatico arabo palestinese curdo ceceno basco catalano fiammingo",
};

const built = new Map<string, WordLookup>();

/** The folded nationality words of a language, or undefined for a language without a list. */
export function demonyms(language: string): WordLookup | undefined {
  if (!DEMONYM_LANGUAGES.includes(language)) return undefined;
  let words = built.get(language);
  if (!words) {
    const data = createRequire(import.meta.url)(`i18n-nationality/langs/${language}.json`) as { nationalities: Record<string, string> };
    const set = new Set<string>();
    const bases = [...Object.values(data.nationalities), ...(EXTRA[language] ?? "").split(" ")];
    for (const name of bases) {
      if (!/^[\p{L}'’-]+$/u.test(name)) continue; // several words or a note in brackets
      for (const form of inflections(foldWord(name), language)) set.add(form);
    }
    words = set;
    built.set(language, words);
  }
  return words;
}
