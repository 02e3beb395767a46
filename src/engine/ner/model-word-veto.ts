/**
 * The skeleton shared by the vetoes on the model's one-word candidates (noun-veto.ts for German
 * common nouns, function-word-veto.ts for function words): a post-processing signal, never a model
 * input, that drops a candidate when all of these hold:
 * - it comes from the model (source "ner");
 * - its span is one capitalised word ("Woche", "Maar"): an ALL-CAPS or all-lower-case word, whose
 *   capitals say nothing either way, is never judged;
 * - its span lies inside one of the given ranges (the parts of the text in the veto's language);
 * - the veto's own test says the word is no entity;
 * - it is not a word of a multi-word person name elsewhere in the text: after "Hans Winter" a lone
 *   "Winter" is that person, as the coreference heuristic (coref/heuristic.ts) reads it.
 */
import { normalisedValue } from "../coref/heuristic.js";
import type { Candidate } from "../types.js";

export interface TextRange {
  start: number;
  end: number;
}

const MODEL_SOURCE = "ner";
const PERSON_LABELS: ReadonlySet<string> = new Set(["NAME", "NAME_GIVEN", "NAME_FAMILY", "NAME_MEDICAL_PROFESSIONAL"]);
/** One capitalised word. */
const CAPITALISED_WORD = /^\p{Lu}\p{Ll}+$/u;

/**
 * The candidates without the vetoed ones, in their original order. `vetoed` gets the word in NFC
 * (text in NFD, "U\u0308bung", must match lists in NFC) and the candidate.
 */
export function vetoModelWords(
  text: string,
  candidates: readonly Candidate[],
  ranges: readonly TextRange[],
  vetoed: (word: string, candidate: Candidate) => boolean,
): Candidate[] {
  if (ranges.length === 0) return [...candidates];
  const nameWords = wordsOfMultiWordNames(text, candidates);
  return candidates.filter((c) => {
    if (c.source !== MODEL_SOURCE) return true;
    const word = text.slice(c.start, c.end).normalize("NFC");
    if (!CAPITALISED_WORD.test(word) || !vetoed(word, c)) return true;
    if (!ranges.some((r) => c.start >= r.start && c.end <= r.end)) return true;
    return nameWords.has(normalisedValue(word, undefined));
  });
}

/** Case-folded words of every person candidate of two or more words, from any source. */
function wordsOfMultiWordNames(text: string, candidates: readonly Candidate[]): Set<string> {
  const words = new Set<string>();
  for (const c of candidates) {
    if (!PERSON_LABELS.has(c.label)) continue;
    const parts = text.slice(c.start, c.end).split(/[\s,]+/u).filter(Boolean);
    if (parts.length < 2) continue;
    for (const p of parts) words.add(normalisedValue(p, undefined));
  }
  return words;
}
