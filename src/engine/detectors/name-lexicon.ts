/**
 * People's names in text without capitals (chat and log lines such as "spoke to john smith about
 * the refund", all-caps headers) -> NAME with NAME_GIVEN / NAME_FAMILY subtypes. The NER model
 * leans on capitalisation to find names; where a line has none, this lexicon-backed signal finds
 * "given name + family name" pairs. It is a post-processing signal next to the model, never a
 * model input (a name list as a model feature made the model miss unlisted names).
 *
 * Rule: in a line without case (all lower or all upper, see lines.ts), a known given name
 * followed on the same line by a family name, optionally with a middle initial between
 * ("john f. kennedy"):
 * - given names and family names: every Latin-script locale of @faker-js/faker
 *   (names/lexicon.generated.ts); hyphenated given names of two known parts ("marie-claire");
 * - the given name must not be an everyday word: a stop word (en plus the commonest es/fr/de/it/
 *   pt/nl/tl function words), one of faker's English everyday words, a word that is also a name
 *   ("will", "mark", "rose", "grace", "hunter", names/common-words.ts), a place (the cities,
 *   states and countries of places/) or an organisation word;
 * - the family name is a known family or given name, an o'/d' surname, a double-barrelled one,
 *   or an unlisted word of 4+ letters with a vowel and no English word ending (-ed, -ing, -ion,
 *   -ness, -al, -es...): "wasim" + an unlisted surname is still found. It must not be a stop
 *   word, an everyday word, a place, a particle ("vasco da") or a clinical abbreviation;
 * - in a text whose language is another of ours (de/es/fr/it/nl/pt), neither part may be a
 *   function word of that language (stopwords-iso, names included: ner/function-words.ts), so
 *   "ik ben iets later", "ci vediamo alla partita" and "merci, bon week-end" hold no name
 *   (eval:dev with the model: PERSON recall unchanged on conll2003_de, conll2002_es/nl and
 *   europeana de/nl/fr, PERSON precision europeana_fr 0.685 -> 0.696, nl 0.628 -> 0.631,
 *   conll2002_es 0.781 -> 0.780; eval:clean without the model: NAME in 8 texts -> 0);
 * - not read: a "given name" after san/st/sao/new/port... ("san diego", "st louis"), a pair
 *   followed by an organisation word ("john smith co", "ross county"), parts glued to an e-mail,
 *   a path or a handle ("john.smith@", "/home/john smith_").
 * Lines with case are left to the model, which reads capitals far better than a list can.
 *
 * Tried and dropped: a lone known given name ("spoke to john about it"; 0.63 precision on the
 * lower-cased CoNLL-2003 train split); the unlisted-surname reading without the word-ending and
 * place filters (0.86 precision there, 0.69 on WNUT-17 train, 0.11 on clinical notes).
 *
 * Score: 0.55, below the model's confident spans and below person-cue's caseless cues (0.6), so
 * the model's span wins where both overlap and this detector fills in what the model missed.
 *
 * Speed: one regex scan over the lower-cased text with a Set lookup per word, then a sticky read
 * of the next one or two words: linear in the text.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { wantsType } from "./make-context.js";
import { linesOf } from "./lines.js";
import { COMMON_WORDS, FAMILY_NAMES, GIVEN_NAMES } from "./names/lexicon.generated.js";
import { EVERYDAY_NAMES, NAME_LIKE_WORDS, NOT_FAMILY_WORDS, ORGANIZATION_WORDS, STOP_WORDS } from "./names/common-words.js";
import { placeForms } from "./places/forms.js";
import { functionWordsWithNames } from "../ner/function-words.js";

const TYPES = ["NAME", "NAME_GIVEN", "NAME_FAMILY"] as const;
const SOURCE = "name-lexicon";
const SCORE = 0.55;

interface Words {
  given: Set<string>;
  family: Set<string>;
  /** Everyday words, place names: never a given name in caseless text. */
  notGiven: Set<string>;
  /** Never a family name. */
  notFamily: Set<string>;
  /** Words after a "name" that make it an organisation or a place ("john smith co", "ross county"). */
  organization: Set<string>;
}

let words: Words | undefined;

/** Built on first use: the country names come from Intl, and most texts have capitals anyway. */
function lexicon(): Words {
  if (words) return words;
  const places = placeForms().map((p) => p.toLowerCase()).filter((p) => !p.includes(" "));
  const common = COMMON_WORDS.split(" ").filter((w) => !EVERYDAY_NAMES.includes(w));
  words = {
    given: new Set(GIVEN_NAMES.split(" ")),
    family: new Set(FAMILY_NAMES.split(" ")),
    notGiven: new Set([...common, ...STOP_WORDS, ...NAME_LIKE_WORDS, ...places, ...ORGANIZATION_WORDS, ...NOT_FAMILY_WORDS]),
    notFamily: new Set([...common, ...STOP_WORDS, ...places, ...ORGANIZATION_WORDS, ...NOT_FAMILY_WORDS]),
    organization: new Set(ORGANIZATION_WORDS),
  };
  return words;
}

/** A word: letters, with inner apostrophes or hyphens ("o'connor", "anne-marie"). */
const WORD = /\p{L}+(?:['’-]\p{L}+)*/gu;
/** Spaces, an optional middle initial ("f." or "f"), spaces, then the family name. */
const NEXT = /[ \t]{1,3}(?:(\p{L})\.?[ \t]{1,3})?(\p{L}+(?:['’-]\p{L}+)*)/uy;
/**
 * A character glued before a name part that makes it part of something else (tested on the two
 * UTF-16 units before it, so that a character outside the BMP, such as a math digit, is seen whole).
 */
const GLUED_BEFORE = /[\p{L}\p{N}@._/\\#$%&*+=~-]$/u;
/** A character glued after a name part that makes it part of something else (on the two units after it). */
const GLUED_AFTER = /^[\p{L}\p{N}@_/\\#$%&*+=~-]/u;
/** A "." glued after, then a letter or digit: "john.smith", "smith.com". */
const DOT_GLUE = /^\.[\p{L}\p{N}]/u;
/**
 * The word before that makes the "given name" part of a place: "san diego", "st louis", "sao paulo".
 * A non-letter must precede it, read from the text (the text's start stands for one): a "^" on the
 * window read before the name took the tail of "last" or "report" after a run of spaces for "st" or "port".
 */
const PLACE_PREFIX = /[^\p{L}](?:san|santa|santo|st|saint|sainte|sao|são|los|las|new|port|fort|ft|mount|mt|lake|cape|costa|puerto)\.?[ \t]+$/u;

/**
 * A lower-case word that is never a family name on its own: a stop word, an everyday English word,
 * a place or an organisation word. Mention propagation asks it before it takes a family name alone
 * in a line without case ("smith said" after "john smith", but not "young" after "neil young").
 */
export function isEverydayWord(word: string): boolean {
  return lexicon().notFamily.has(word);
}

/**
 * A word of the given-name list, everyday or not ("jan", "will"): street-address.ts asks it of a
 * capitalised word that opens a street named after a person ("Jan van Goyenkade").
 */
export function isListedGivenName(word: string): boolean {
  return lexicon().given.has(word);
}

/**
 * A word of the given- or family-name lists, everyday or not ("dan", "will", "bakker"): the
 * function-word veto (ner/function-word-veto.ts) keeps such a word when the model calls it a name.
 */
export function isListedNamePart(word: string): boolean {
  const lex = lexicon();
  return lex.given.has(word) || lex.family.has(word);
}

/**
 * A lower-case word that is a known given name and no everyday word, place or organisation word
 * ("jedidiah", "marie-claire"; not "will", "paris", "bank"): the given-name fill (ner/given-name-fill.ts)
 * asks it of the capitalised words the model left untagged.
 */
export function isKnownGivenName(word: string): boolean {
  return isGiven(lexicon(), word);
}

/**
 * A lower-case word that is a known family (or given) name and no everyday word, place or
 * organisation word ("sampras" is not listed, "carey" is; "young" is an everyday word): the
 * given-name fill asks it of the capitalised word after a given name the model left untagged.
 */
export function isKnownFamilyName(word: string): boolean {
  const lex = lexicon();
  return !lex.notFamily.has(word) && isFamily(lex, word);
}

/** A known given name, or a hyphenated one of known parts ("marie-claire"), that is no everyday word. */
function isGiven(lex: Words, w: string): boolean {
  if (lex.notGiven.has(w)) return false;
  if (lex.given.has(w)) return true;
  // most words reach here; only a hyphenated one can be made of two names
  if (!w.includes("-")) return false;
  const parts = w.split("-");
  return parts.length === 2 && parts.every((p) => lex.given.has(p) && !lex.notGiven.has(p));
}

/** "o'connor", "d'angelo": an Irish or Italian prefix before a name-length word. */
const PREFIXED_SURNAME = /^[od]['’]\p{L}{3,}$/u;

/** A known family (or given) name, a double-barrelled one ("smith-jones"), or an o'/d' surname. */
function isFamily(lex: Words, w: string): boolean {
  if (lex.family.has(w) || lex.given.has(w) || PREFIXED_SURNAME.test(w)) return true;
  const parts = w.split("-");
  return parts.length === 2 && parts.every((p) => (lex.family.has(p) || lex.given.has(p)) && !lex.notFamily.has(p));
}

/** English word endings that mark a verb, a noun or an adjective rather than an unlisted surname. */
const WORD_ENDING = /(?:ed|ing|ion|ions|ment|ments|ness|ity|ous|ive|able|ible|ful|less|al|ary|ics|ism|ist|ists|ers|ies|es)$/;

/** An unlisted word that may be a surname: 4+ letters, no common English ending, not just consonants. */
function surnameShaped(w: string): boolean {
  return w.length >= 4 && !WORD_ENDING.test(w) && /[aeiouyäöüéèáíóú]/.test(w);
}

/** The word starting after the spaces at `pos` (empty if none). */
const WORD_AFTER = /[ \t]{1,3}(\p{L}+)/uy;
function wordAt(lower: string, pos: number): string {
  WORD_AFTER.lastIndex = pos;
  return WORD_AFTER.exec(lower)?.[1] ?? "";
}

export interface LexiconName {
  start: number;
  end: number;
  given: [number, number];
  family: [number, number];
}

/** Given + family name pairs in the caseless lines of the text (offsets into ctx.text). */
export function findLexiconNames(ctx: DetectContext): LexiconName[] {
  const { text, lower } = ctx;
  // Only lines without case are read: in a line with both cases a capital says what a name is,
  // and the other detectors and the model read it. Most texts have no such line at all, and the
  // scan below asked every word of them first (about 3 % of a short record's detector time); the
  // word lists are not even built for them (8 ms of a one-line run's start).
  const caseless = [...linesOf(ctx)].filter((line) => line.case !== "mixed");
  if (caseless.length === 0) return [];
  const lex = lexicon();
  const { notGiven, notFamily } = lex;
  // In a text of another of our languages, that language's function words are never name parts
  // ("ik ben iets later": Dutch "ben"; "alla partita", "bon week-end"): English ones are in STOP_WORDS.
  const fw = ctx.language && ctx.language !== "en" ? functionWordsWithNames(ctx.language) : undefined;
  const found: LexiconName[] = [];
  for (const line of caseless) {
    WORD.lastIndex = line.start;
    for (let m = WORD.exec(lower); m && m.index < line.end; m = WORD.exec(lower)) findPairAt(m);
  }
  return found;

  function findPairAt(m: RegExpExecArray): void {
    const given = m[0];
    const gStart = m.index;
    const gEnd = gStart + given.length;
    if (!isGiven(lex, given) || fw?.has(given)) return;
    if (gStart > 0 && GLUED_BEFORE.test(text.slice(Math.max(0, gStart - 2), gStart))) return;
    NEXT.lastIndex = gEnd;
    const next = NEXT.exec(lower);
    if (!next) return;
    const fEnd0 = gEnd + next[0].length;
    const fStart = fEnd0 - next[2]!.length;
    // possessive: "john smith's order"
    let family = next[2]!;
    let fEnd = fEnd0;
    if (/['’]s$/.test(family)) {
      family = family.slice(0, -2);
      fEnd -= 2;
    }
    if (family.length < 2 || notFamily.has(family) || fw?.has(family)) return;
    const known = isFamily(lex, family);
    // an unlisted word after a listed given name is a surname unless it reads as an English word
    if (!known && !surnameShaped(family)) return;
    if (fEnd0 < text.length && (GLUED_AFTER.test(text.slice(fEnd0, fEnd0 + 2)) || DOT_GLUE.test(text.slice(fEnd0, fEnd0 + 2)))) return;
    if (lex.organization.has(wordAt(lower, fEnd0))) return;
    const from = Math.max(0, gStart - 13);
    if (PLACE_PREFIX.test((from === 0 ? " " : "") + lower.slice(from, gStart))) return;
    found.push({ start: gStart, end: fEnd, given: [gStart, gEnd], family: [fStart, fEnd] });
    WORD.lastIndex = fEnd0; // the family name does not start another pair
  }
}

export const nameLexiconDetector: Detector = {
  name: SOURCE,
  types: TYPES,
  detect(ctx: DetectContext): Candidate[] {
    if (!TYPES.some((t) => wantsType(ctx, t))) return [];
    return findLexiconNames(ctx).map((n) => ({
      start: n.start,
      end: n.end,
      label: "NAME",
      score: SCORE,
      labels: { NAME: SCORE },
      subtypes: [
        { label: "NAME_GIVEN", start: n.given[0], end: n.given[1], formatted: ctx.text.slice(n.given[0], n.given[1]) },
        { label: "NAME_FAMILY", start: n.family[0], end: n.family[1], formatted: ctx.text.slice(n.family[0], n.family[1]) },
      ],
      source: SOURCE,
    }));
  },
};
