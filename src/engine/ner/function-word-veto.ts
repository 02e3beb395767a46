/**
 * Function-word veto on the model's one-word candidates. The model capitalises its way into
 * sentence-initial function words it has seen too little of: in Dutch news "Hij" (he), "Maar"
 * (but), "Toch", "Bovendien" came out as names (72 of conll2002_nl dev's false positives). A
 * function word is never a name, place or organisation on its own, so this signal drops a model
 * candidate when all of these hold:
 * - it comes from the model (source "ner"), whatever its label;
 * - its span is one capitalised word ("Maar"; an ALL-CAPS or lower-case word is never judged, as
 *   a headline or a caseless chat line says nothing either way);
 * - its span lies in text of a language with a function-word list (the caller says where, from
 *   language identification) and the word, lower-cased, is on that list (names were taken off the
 *   lists: function-words.ts);
 * - it is not a word of a multi-word person name elsewhere in the text.
 * The lists are never a model input; every other candidate passes untouched.
 */
import { normalisedValue } from "../coref/heuristic.js";
import type { Candidate } from "../types.js";
import type { WordLookup } from "./german-nouns.js";
import { wordsOfMultiWordNames, type TextRange } from "./noun-veto.js";

const MODEL_SOURCE = "ner";
const CAPITALISED_WORD = /^\p{Lu}\p{Ll}+$/u;

export interface FunctionWordVetoInput {
  /** The text the candidates point into (UTF-16 offsets). */
  text: string;
  /** Candidates of every source for this text. */
  candidates: readonly Candidate[];
  /** Lower-case function words of the ranges' language. */
  words: WordLookup;
  /** Parts of the text written in that language; candidates outside them are never vetoed. */
  ranges: readonly TextRange[];
}

/** The candidates without the vetoed ones, in their original order. */
export function vetoFunctionWords({ text, candidates, words, ranges }: FunctionWordVetoInput): Candidate[] {
  if (ranges.length === 0) return [...candidates];
  const nameWords = wordsOfMultiWordNames(text, candidates);
  return candidates.filter((c) => {
    if (c.source !== MODEL_SOURCE) return true;
    const word = text.slice(c.start, c.end).normalize("NFC");
    if (!CAPITALISED_WORD.test(word) || !words.has(word.toLowerCase())) return true;
    if (!ranges.some((r) => c.start >= r.start && c.end <= r.end)) return true;
    return nameWords.has(normalisedValue(word, undefined));
  });
}
