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
import { precomputed } from "../startup/precomputed.js";

export const LEXICON_BITS = { given: 1, family: 2, place: 4, common: 8 } as const;
/** Distinct bit patterns: the shape vocabulary is casing classes x this. */
export const LEXICON_PATTERNS = 16;

export interface TokenLexicon {
  /** Bit pattern of a token (0 when it is in no list). */
  bits(token: string): number;
}

let shared: TokenLexicon | undefined;

/**
 * The table as two strings: the keys sorted by UTF-16 code units and "\n"-joined, and one
 * character per key, "0" + its bits. Plain JSON, so the CLI build saves it with its other
 * precomputed values (startup/precomputed.ts): a start reads it instead of lower-casing and
 * hashing some 34,000 words into a Map (56 ms of a one-line `pii redact` with the model).
 */
export interface PackedLexicon {
  keys: string;
  bits: string;
}

function buildPacked(): PackedLexicon {
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
  // no key holds a line break (tokens never do), so "\n" can part them
  const keys = [...table.keys()].filter((k) => k !== "" && !k.includes("\n")).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { keys: keys.join("\n"), bits: keys.map((k) => String.fromCharCode(48 + table.get(k)!)).join("") };
}

/** Lookups in a packed table by binary search over the key string, comparing in place (no substrings). */
export function packedLexicon({ keys, bits }: PackedLexicon): TokenLexicon {
  const starts: number[] = [0];
  for (let i = keys.indexOf("\n"); i !== -1; i = keys.indexOf("\n", i + 1)) starts.push(i + 1);
  starts.push(keys.length + 1);
  const count = bits.length;
  if (keys.length > 0 && starts.length - 1 !== count) throw new Error("token lexicon: keys and bits differ in length");
  /** keys[from, to) against q: negative when it sorts before q. */
  const compare = (from: number, to: number, q: string): number => {
    const n = Math.min(to - from, q.length);
    for (let i = 0; i < n; i++) {
      const d = keys.charCodeAt(from + i) - q.charCodeAt(i);
      if (d !== 0) return d;
    }
    return to - from - q.length;
  };
  return {
    bits(token) {
      const q = token.toLowerCase();
      let lo = 0;
      let hi = keys.length === 0 ? -1 : count - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >>> 1;
        const c = compare(starts[mid]!, starts[mid + 1]! - 1, q);
        if (c === 0) return bits.charCodeAt(mid) - 48;
        if (c < 0) lo = mid + 1;
        else hi = mid - 1;
      }
      return 0;
    },
  };
}

/** The lexicon the shipped model was trained with, built on first use (or read from the build's precomputed values). */
export function tokenLexicon(): TokenLexicon {
  if (shared) return shared;
  // The inputs are this module's constants (and the place forms, from the ICU data of the Node.js
  // that built the bundle, as precomputed.ts says): their sizes name them well enough.
  const key = `token-lexicon:${GIVEN_NAMES.length}:${FAMILY_NAMES.length}:${COMMON_WORDS.length}:${STOP_WORDS.length}`;
  shared = packedLexicon(precomputed(key, buildPacked));
  return shared;
}
