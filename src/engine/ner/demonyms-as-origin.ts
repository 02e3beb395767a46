/**
 * Nationality words are origins. The model reads a nationality word standing alone as a person,
 * a place, an organisation or now and then an event: "Belgische", "Palestijnen", "Europese" in
 * Dutch news, "Iraqi", "Mexican", "Chechens" in English (conll2002_nl dev: about 60 of its 372
 * false positives). The word is PII of another kind, ORIGIN, and the catalog has the type for it. So a model candidate
 * of one word whose text, folded to lower case without accents, is a nationality word of its
 * part's language (demonyms.ts; every listed language where the part's language is unknown)
 * becomes ORIGIN at the same score. Left as they are:
 * - country names ("India", "Bermuda": countries-as-places decides those);
 * - a person the model found whose word is also a listed name ("Russo", "Frances", "English": an
 *   Italian surname, a given name, a surname);
 * - parts in a language without a list (Portuguese).
 * Pure; one lookup per one-word model candidate.
 */
import type { Candidate } from "../types.js";
import type { WordLookup } from "./german-nouns.js";
import { partAt, type LanguagePart } from "./language-parts.js";
import { foldWord } from "./demonyms.js";

const MODEL_SOURCE = "ner";
const ORIGIN = "ORIGIN";
const RELABELLED = /^(?:NAME|LOCATION|ORGANIZATION|EVENT)/;
const PERSON = /^NAME/;
/** One word, with inner apostrophes or hyphens ("Israëli's", "Noord-Koreaanse"). */
const ONE_WORD = /^\p{L}[\p{L}\p{M}'’-]*$/u;

export interface DemonymsAsOriginInput {
  text: string;
  candidates: readonly Candidate[];
  /** The text's parts with their languages, in text order. */
  parts: readonly LanguagePart[];
  /** Folded nationality words of a language; undefined for a language without a list. */
  demonyms: (language: string) => WordLookup | undefined;
  /** Languages to ask where a part's language is unknown. */
  languages: readonly string[];
  isCountryName: (text: string) => boolean;
  /** Whether a lower-case word is a listed given or family name. */
  isNamePart: (word: string) => boolean;
}

/** The candidates with the model's lone nationality words relabelled ORIGIN (order kept). */
export function demonymsAsOrigin(input: DemonymsAsOriginInput): Candidate[] {
  const { text, candidates, parts, demonyms, languages, isCountryName, isNamePart } = input;
  return candidates.map((c) => {
    if (c.source !== MODEL_SOURCE || !RELABELLED.test(c.label)) return c;
    const word = text.slice(c.start, c.end);
    if (!ONE_WORD.test(word) || isCountryName(word)) return c;
    const folded = foldWord(word);
    const language = partAt(parts, c.start)?.language;
    const lists = language !== undefined ? [demonyms(language)] : languages.map(demonyms);
    if (!lists.some((l) => l?.has(folded))) return c;
    if (PERSON.test(c.label) && isNamePart(word.toLowerCase())) return c;
    return { ...c, label: ORIGIN, labels: { [ORIGIN]: c.score } };
  });
}
