/**
 * German common-noun veto on the model's candidates. German capitalises every noun, and the model
 * (whose German training text is synthetic) reads many capitalised nouns it has never seen as
 * names, places or organisations: "Kinder", "Woche", "Krieg", "Zinsen"; "Frauen", "Welt",
 * "Punkte". On top of the shared conditions of model-word-veto.ts (a model candidate, one
 * capitalised word, inside the German parts of the text as language identification finds them, no
 * word of a multi-word name), a candidate is dropped when the word is in the German noun list
 * (person names were removed from it when it was built) and:
 * - it is a person (NAME, NAME_GIVEN, NAME_FAMILY) that no person-cue candidate overlaps ("Frau
 *   Koch": the honorific says it is a name); or
 * - it is a place or an organisation the model is unsure of (score below 0.5) whose word is no
 *   place of the lexicon ("Schweden", "Bayern", "Mannheim" are in the noun list too). A sure one
 *   stays: "Bundestag", "Spiegel", "Union" are nouns and organisations alike, and the model reads
 *   them from their context (conll2003_de dev, one-word places and organisations that are German
 *   nouns and no lexicon place: 20 of 25 at 0.9 or more were gold, 6 of 126 below 0.5).
 * The model's other candidates pass untouched.
 */
import { COUNTRY_LANGUAGES } from "../detectors/places/countries.js";
import { placeFormSet } from "../detectors/places/forms.js";
import type { Candidate } from "../types.js";
import type { WordLookup } from "./german-nouns.js";
import { vetoModelWords, type TextRange } from "./model-word-veto.js";

export type { TextRange } from "./model-word-veto.js";

const PERSON_LABELS: ReadonlySet<string> = new Set(["NAME", "NAME_GIVEN", "NAME_FAMILY"]);
const PLACE_OR_ORGANIZATION = /^(?:LOCATION|ORGANIZATION)/;
/** Below this score the model is unsure of a place or organisation. */
const UNSURE_SCORE = 0.5;
const PERSON_CUE_SOURCE = "person-cue";

function isPlace(word: string): boolean {
  return placeFormSet({ countryLanguages: COUNTRY_LANGUAGES }).has(word);
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
  const cues = candidates.filter((c) => c.source === PERSON_CUE_SOURCE);
  return vetoModelWords(
    text,
    candidates,
    german,
    (word, c) => {
      if (!nouns.has(word)) return false;
      if (PERSON_LABELS.has(c.label)) return !cues.some((q) => q.start < c.end && c.start < q.end);
      return PLACE_OR_ORGANIZATION.test(c.label) && c.score < UNSURE_SCORE && !isPlace(word);
    },
  );
}
