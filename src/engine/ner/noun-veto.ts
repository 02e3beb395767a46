/**
 * German common-noun veto on the model's person candidates. German capitalises every noun, and
 * the model (whose German training text is synthetic) reads many capitalised nouns it has never
 * seen as names: "Kinder", "Woche", "Krieg", "Zinsen". On top of the shared conditions of
 * model-word-veto.ts (a model candidate, one capitalised word, inside the German parts of the text
 * as language identification finds them, no word of a multi-word name), a candidate is dropped when:
 * - its label is NAME, NAME_GIVEN or NAME_FAMILY;
 * - the word is in the German noun list (person names were removed from it when it was built);
 * - no person-cue candidate overlaps it ("Frau Koch": the honorific says it is a name).
 * The model's other candidates pass untouched.
 */
import type { Candidate } from "../types.js";
import type { WordLookup } from "./german-nouns.js";
import { vetoModelWords, type TextRange } from "./model-word-veto.js";

export type { TextRange } from "./model-word-veto.js";

const VETOABLE_LABELS: ReadonlySet<string> = new Set(["NAME", "NAME_GIVEN", "NAME_FAMILY"]);
const PERSON_CUE_SOURCE = "person-cue";

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
  const cues = candidates.filter((c) => c.source === PERSON_CUE_SOURCE);
  return vetoModelWords(
    text,
    candidates,
    german,
    (word, c) => VETOABLE_LABELS.has(c.label) && nouns.has(word) && !cues.some((q) => q.start < c.end && c.start < q.end),
  );
}
