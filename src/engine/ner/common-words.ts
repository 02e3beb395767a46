/**
 * Words a name rule that goes by a list alone (given-name-fill.ts) must not
 * take for a name, judged in the language of the word's part of the text:
 * - month and weekday names of the languages ("Juli", "Augustus": Intl.DateTimeFormat);
 * - function words of the part's language, names included (Dutch "Dan", German "Dies", Spanish
 *   "Durante"), or of every language where the part's language is unknown;
 * - in German parts, German common nouns, those that are also names included ("Tor", "Kader").
 */
import type { WordLookup } from "./german-nouns.js";

export interface CommonWordLists {
  /** Lower-case function words of a language, names included; undefined for a language without a list. */
  functionWords: (language: string) => WordLookup | undefined;
  /** Languages of the calendar words, and whose function words count where a part's language is unknown. */
  languages: readonly string[];
  /** German common nouns (case-sensitive), needed when a part is German. */
  germanNouns?: WordLookup;
}

const calendars = new Map<string, ReadonlySet<string>>();

/** Lower-case month and weekday names in the given languages (long forms), built once per list. */
export function calendarWords(languages: readonly string[]): ReadonlySet<string> {
  const key = languages.join(",");
  const known = calendars.get(key);
  if (known) return known;
  const words = new Set<string>();
  for (const language of languages) {
    const month = new Intl.DateTimeFormat(language, { month: "long", timeZone: "UTC" });
    const weekday = new Intl.DateTimeFormat(language, { weekday: "long", timeZone: "UTC" });
    for (let m = 0; m < 12; m++) words.add(month.format(Date.UTC(2001, m, 15)).toLocaleLowerCase(language));
    // 2001-01-01 was a Monday
    for (let d = 0; d < 7; d++) words.add(weekday.format(Date.UTC(2001, 0, 1 + d)).toLocaleLowerCase(language));
  }
  calendars.set(key, words);
  return words;
}

/** A test: is this word (as written, in NFC), in a part of this language, a common word? */
export function commonWordTest({ functionWords, languages, germanNouns }: CommonWordLists): (word: string, language: string | undefined) => boolean {
  const months = calendarWords(languages);
  const isFunctionWord = (lower: string, language: string | undefined): boolean => {
    const own = language === undefined ? undefined : functionWords(language);
    return own !== undefined ? own.has(lower) : languages.some((l) => functionWords(l)?.has(lower) === true);
  };
  return (word, language) => {
    const lower = word.toLowerCase();
    return months.has(lower) || isFunctionWord(lower, language) || (language === "de" && germanNouns?.has(word) === true);
  };
}
