/**
 * Function-word veto on the model's one-word candidates. The model capitalises its way into
 * sentence-initial function words it has seen too little of: in Dutch news "Hij" (he), "Maar"
 * (but), "Toch", "Bovendien" came out as names (72 of conll2002_nl dev's false positives). A
 * function word is never a name, place or organisation on its own, so on top of the shared
 * conditions of model-word-veto.ts (a model candidate, one capitalised word, inside the parts of
 * the text in the list's language, no word of a multi-word name) a candidate of any label is
 * dropped when the word, lower-cased, is on that language's function-word list (names were taken
 * off the lists: function-words.ts).
 */
import type { Candidate } from "../types.js";
import type { WordLookup } from "./german-nouns.js";
import { vetoModelWords, type TextRange } from "./model-word-veto.js";

/** The candidates without the vetoed ones, in their original order. */
export function vetoFunctionWords(text: string, candidates: readonly Candidate[], words: WordLookup, ranges: readonly TextRange[]): Candidate[] {
  return vetoModelWords(text, candidates, ranges, (word) => words.has(word.toLowerCase()));
}
