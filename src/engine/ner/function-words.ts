/**
 * Function words (pronouns, conjunctions, adverbs, determiners, prepositions) of the languages
 * the model was trained on, from stopwords-iso (MIT), less every word of the name lists ("dan" is
 * Dutch for "then" and a given name; "will", "bill", "don" are English function words and names).
 * Built on first use per language.
 */
import { createRequire } from "node:module";
import { isListedNamePart } from "../detectors/name-lexicon.js";
import type { WordLookup } from "./german-nouns.js";

/** The generator's languages (models/train/generate): the model's own mistakes were measured there. */
export const FUNCTION_WORD_LANGUAGES: readonly string[] = ["en", "de", "es", "fr", "it", "nl", "pt"];

let source: Record<string, readonly string[]> | undefined;
const built = new Map<string, WordLookup>();
const builtWithNames = new Map<string, WordLookup>();

function listOf(language: string): readonly string[] {
  source ??= createRequire(import.meta.url)("stopwords-iso") as Record<string, readonly string[]>;
  return source[language] ?? [];
}

/**
 * Lower-case function words of an ISO 639-1 language, less the words of the name lists (for
 * judging the model, which has read the word in context), or undefined for a language without a
 * list here.
 */
export function functionWords(language: string): WordLookup | undefined {
  if (!FUNCTION_WORD_LANGUAGES.includes(language)) return undefined;
  let words = built.get(language);
  if (!words) {
    words = new Set(listOf(language).filter((w) => !isListedNamePart(w)));
    built.set(language, words);
  }
  return words;
}

/** Whether a lower-case word is a function word (names left out, as functionWords) of any of our languages. */
export function isFunctionWordInAny(lower: string): boolean {
  return FUNCTION_WORD_LANGUAGES.some((language) => functionWords(language)!.has(lower));
}

/**
 * The whole function-word list of a language, names included ("dan", "dies", "durante"): for a
 * rule that reads a word as a name from a list alone, a word the language uses as a function word
 * is too likely to be one.
 */
export function functionWordsWithNames(language: string): WordLookup | undefined {
  if (!FUNCTION_WORD_LANGUAGES.includes(language)) return undefined;
  let words = builtWithNames.get(language);
  if (!words) {
    words = new Set(listOf(language));
    builtWithNames.set(language, words);
  }
  return words;
}
