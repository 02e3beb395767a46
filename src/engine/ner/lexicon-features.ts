/**
 * Word-list membership as a model input: knowledge the training corpora alone do not give (a rare
 * Yoruba given name, a Dutch village, a Polish surname). Each token gets four bits:
 *
 *   1 given name   - any Latin-script locale of @faker-js/faker (names/lexicon.generated.ts, MIT)
 *   2 family name  - the same source
 *   4 place        - the place lexicon's cities, states and countries (detectors/places, one word)
 *   8 common word  - faker's English everyday words and the stop words of our languages
 *
 * featurize.ts folds the bits into the shape id (casing class + 9 x bits), so the ONNX graph keeps
 * its inputs. Training drops the bits at random (train.py --lexicon-dropout) so that the model
 * still finds names that are not listed; an earlier model that saw a name list without dropout
 * missed unlisted names (detectors/name-lexicon.ts).
 *
 * The sets are built once per process (about 60k names and 10k places); lookup is by the token
 * lower-cased, so casing stays the casing class's job.
 */
import { COMMON_WORDS, FAMILY_NAMES, GIVEN_NAMES } from "../detectors/names/lexicon.generated.js";
import { STOP_WORDS } from "../detectors/names/common-words.js";
import { placeForms } from "../detectors/places/forms.js";
import { COUNTRY_LANGUAGES } from "../detectors/places/countries.js";

export const LEXICON_BITS = { given: 1, family: 2, place: 4, common: 8 } as const;
/** Distinct bit patterns: the shape vocabulary is casing classes x this. */
export const LEXICON_PATTERNS = 16;

export interface TokenLexicon {
  /** Bit pattern of a token (0 when it is in no list). */
  bits(token: string): number;
}

let shared: TokenLexicon | undefined;

/** The lexicon the shipped model was trained with, built on first use. */
export function tokenLexicon(): TokenLexicon {
  if (shared) return shared;
  const table = new Map<string, number>();
  const mark = (word: string, bit: number) => {
    const key = word.toLowerCase();
    table.set(key, (table.get(key) ?? 0) | bit);
  };
  for (const w of GIVEN_NAMES.split(" ")) mark(w, LEXICON_BITS.given);
  for (const w of FAMILY_NAMES.split(" ")) mark(w, LEXICON_BITS.family);
  for (const p of placeForms({ countryLanguages: COUNTRY_LANGUAGES })) if (!/\s/.test(p)) mark(p, LEXICON_BITS.place);
  for (const w of COMMON_WORDS.split(" ")) mark(w, LEXICON_BITS.common);
  for (const w of STOP_WORDS) mark(w, LEXICON_BITS.common);
  shared = { bits: (token) => table.get(token.toLowerCase()) ?? 0 };
  return shared;
}
