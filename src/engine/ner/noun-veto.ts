/**
 * German common-noun veto on the model's person candidates. German capitalises every noun, and
 * the model (whose German training text is synthetic) reads many capitalised nouns it has never
 * seen as names: "Kinder", "Woche", "Krieg", "Zinsen". This post-processing signal drops a model
 * candidate when all of these hold:
 * - it comes from the model (source "ner") and its label is NAME, NAME_GIVEN or NAME_FAMILY;
 * - its span lies in German text (the caller says where, from language identification);
 * - its span is one capitalised word ("Woche", not "Peter Schneider"): so an all-caps or
 *   all-lower-case line ("DIE WOCHE", "die woche"), where capitals say nothing either way, is
 *   never judged, as the list holds capitalised forms only;
 * - the word is in the German noun list (person names were removed from it when it was built);
 * - no person-cue candidate overlaps it ("Frau Koch": the honorific says it is a name);
 * - it is not a word of a multi-word person name elsewhere in the text: after "Hans Winter" a
 *   lone "Winter" is that person, as the coreference heuristic (coref/heuristic.ts) reads it.
 * The list is never a model input; the model's other candidates pass untouched.
 */
import { normalisedValue } from "../coref/heuristic.js";
import type { Candidate } from "../types.js";
import type { WordLookup } from "./german-nouns.js";

const VETOABLE_LABELS: ReadonlySet<string> = new Set(["NAME", "NAME_GIVEN", "NAME_FAMILY"]);
const PERSON_LABELS: ReadonlySet<string> = new Set(["NAME", "NAME_GIVEN", "NAME_FAMILY", "NAME_MEDICAL_PROFESSIONAL"]);
const MODEL_SOURCE = "ner";
const PERSON_CUE_SOURCE = "person-cue";
/** One capitalised word: the only shape the noun list holds. */
const CAPITALISED_WORD = /^\p{Lu}\p{Ll}+$/u;

export interface TextRange {
  start: number;
  end: number;
}

export interface NounVetoInput {
  /** The text the candidates point into (UTF-16 offsets). */
  text: string;
  /** Candidates of every source for this text. */
  candidates: readonly Candidate[];
  /** German noun forms, case-sensitive ("Woche"). */
  nouns: WordLookup;
  /** Parts of the text written in German; candidates outside them are never vetoed. */
  german: readonly TextRange[];
}

/** The candidates without the vetoed ones, in their original order. */
export function vetoGermanCommonNouns({ text, candidates, nouns, german }: NounVetoInput): Candidate[] {
  if (german.length === 0) return [...candidates];
  const nameWords = wordsOfMultiWordNames(text, candidates);
  const cues = candidates.filter((c) => c.source === PERSON_CUE_SOURCE);
  return candidates.filter((c) => {
    if (c.source !== MODEL_SOURCE || !VETOABLE_LABELS.has(c.label)) return true;
    // the list is in NFC; text in NFD ("U\u0308bung") must match it too
    const word = text.slice(c.start, c.end).normalize("NFC");
    if (!CAPITALISED_WORD.test(word) || !nouns.has(word)) return true;
    if (!german.some((g) => c.start >= g.start && c.end <= g.end)) return true;
    if (nameWords.has(normalisedValue(word, undefined))) return true;
    return cues.some((q) => q.start < c.end && c.start < q.end);
  });
}

/** Case-folded words of every person candidate of two or more words, from any source. */
export function wordsOfMultiWordNames(text: string, candidates: readonly Candidate[]): Set<string> {
  const words = new Set<string>();
  for (const c of candidates) {
    if (!PERSON_LABELS.has(c.label)) continue;
    const parts = text.slice(c.start, c.end).split(/[\s,]+/u).filter(Boolean);
    if (parts.length < 2) continue;
    for (const p of parts) words.add(normalisedValue(p, undefined));
  }
  return words;
}
