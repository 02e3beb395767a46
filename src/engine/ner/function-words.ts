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

/** Lower-case function words of an ISO 639-1 language, or undefined for a language without a list here. */
export function functionWords(language: string): WordLookup | undefined {
  if (!FUNCTION_WORD_LANGUAGES.includes(language)) return undefined;
  let words = built.get(language);
  if (!words) {
    source ??= createRequire(import.meta.url)("stopwords-iso") as Record<string, readonly string[]>;
    words = new Set((source[language] ?? []).filter((w) => !isListedNamePart(w)));
    built.set(language, words);
  }
  return words;
}
