/**
 * Token features for the NER model, shared by training-data preparation and the runtime so that
 * inference sees exactly what training saw. Python never re-derives features: it reads the ids
 * written by models/train/prepare.ts, which calls this module.
 *
 * - word id: the token lower-cased with every decimal digit mapped to "0", looked up in the
 *   word vocabulary (unknown -> UNK);
 * - char ids: the token's first MAX_CHARS code points, case kept (digits mapped to "0"),
 *   looked up in the char vocabulary (unknown -> UNK);
 * - case id: one of CASE_CLASSES, so that capitalisation stays visible to the model even though
 *   word ids are lower-cased. For a model trained with word lists (vocab.lexicon, see
 *   lexicon-features.ts) the id is the casing class + CASE_CLASSES.length x the token's list bits,
 *   a "shape" id: the graph's inputs stay the same.
 */
import type { TokenLexicon } from "./lexicon-features.js";
import type { Token } from "./tokenize.js";

export const PAD_ID = 0;
export const UNK_ID = 1;
export const PAD_TOKEN = "<pad>";
export const UNK_TOKEN = "<unk>";
/** Longer tokens are truncated to their first MAX_CHARS code points for the char CNN. */
export const MAX_CHARS = 20;

/** Casing classes; index = case id. 0 is padding. */
export const CASE_CLASSES = [
  "pad",
  "lower", // all letters lower case: "smith"
  "upper", // all letters upper case, 2+ letters: "SMITH", "NASA"
  "title", // first letter upper, rest lower: "Smith", "Jean-pierre"
  "mixed", // other mixes: "McDonald", "iPhone"
  "numeric", // digits only: "2024"
  "has_digit", // letters and digits: "A4" (never produced by tokenize, kept for vocabularies built elsewhere)
  "punct", // one punctuation or symbol character: ",", "@", emoji (\p{So})
  "other", // anything else: control or private-use characters
] as const;

export interface Vocab {
  /** normalised word -> id (0 pad, 1 unk). */
  readonly words: ReadonlyMap<string, number>;
  /** character -> id (0 pad, 1 unk). */
  readonly chars: ReadonlyMap<string, number>;
  /** Word-list bits folded into the case ids, for models trained with them (features.json). */
  readonly lexicon?: TokenLexicon;
}

export interface Features {
  /** [T] */
  readonly wordIds: Int32Array;
  /** [T * MAX_CHARS], row-major, padded with PAD_ID. */
  readonly charIds: Int32Array;
  /** [T] */
  readonly caseIds: Int32Array;
  /**
   * [T] index of the first token with the same text (its own index for a first occurrence):
   * tokens with the same row have the same features, and batch.ts sends their chars once.
   */
  readonly distinctRow: Int32Array;
  /** Number of tokens T. */
  readonly length: number;
}

const DIGIT_G = /\p{Nd}/gu;
const HAS_LETTER = /[\p{L}]/u;
const LETTERS_G = /\p{L}/gu;
const ONLY_DIGITS = /^\p{Nd}+$/u;
const HAS_DIGIT = /\p{Nd}/u;
const PUNCT = /^[\p{P}\p{S}]$/u;

/** The word-vocabulary key of a token: lower case, digits -> "0". */
export function normaliseWord(token: string): string {
  return token.toLowerCase().replace(DIGIT_G, "0");
}

/** The characters the char CNN sees for a token: first MAX_CHARS code points, digits -> "0". */
export function tokenChars(token: string): string[] {
  const chars = Array.from(token.replace(DIGIT_G, "0"));
  return chars.length > MAX_CHARS ? chars.slice(0, MAX_CHARS) : chars;
}

export function caseClass(token: string): number {
  if (ONLY_DIGITS.test(token)) return 5;
  const hasLetter = HAS_LETTER.test(token);
  if (hasLetter && HAS_DIGIT.test(token)) return 6;
  if (!hasLetter) return PUNCT.test(token) ? 7 : 8;
  const letters = token.match(LETTERS_G) ?? [];
  let upper = 0;
  let lower = 0;
  for (const l of letters) {
    if (l !== l.toLowerCase()) upper++;
    else if (l !== l.toUpperCase()) lower++;
  }
  if (upper === 0) return 1;
  if (lower === 0) return letters.length >= 2 ? 2 : 3; // "I", "A" count as title case
  const first = letters[0]!;
  if (first !== first.toLowerCase() && upper === 1) return 3;
  return 4;
}

/**
 * Features of token texts already seen, per vocabulary: a batch of short records repeats most of
 * its words from record to record ("the", "order", "@", names), and each new text featurised them
 * again (lower-casing, digit mapping, casing class, word lists, char ids: 1.5 s of the main
 * thread's 7 over 13,760 ticket records). The values are what featurize computes, so the cache
 * changes no feature. Bounded: when full it starts over.
 */
interface TokenCache {
  readonly rows: Map<string, number>;
  readonly wordIds: Int32Array;
  readonly caseIds: Int32Array;
  readonly charIds: Int32Array;
}
/** Distinct token texts kept: 32,768 x (2 + MAX_CHARS) x 4 bytes = 2.9 MB besides the strings. */
export const TOKEN_CACHE_SIZE = 32_768;
const caches = new WeakMap<Vocab, TokenCache>();

function cacheOf(vocab: Vocab): TokenCache {
  let cache = caches.get(vocab);
  if (!cache) {
    cache = {
      rows: new Map(),
      wordIds: new Int32Array(TOKEN_CACHE_SIZE),
      caseIds: new Int32Array(TOKEN_CACHE_SIZE),
      charIds: new Int32Array(TOKEN_CACHE_SIZE * MAX_CHARS),
    };
    caches.set(vocab, cache);
  }
  return cache;
}

export function featurize(tokens: readonly Token[], vocab: Vocab): Features {
  const t = tokens.length;
  const wordIds = new Int32Array(t);
  const charIds = new Int32Array(t * MAX_CHARS);
  const caseIds = new Int32Array(t);
  const distinctRow = new Int32Array(t);
  const cache = cacheOf(vocab);
  // Words repeat a lot in running text ("the", ",", names): featurise each distinct one once.
  const seen = new Map<string, number>();
  for (let i = 0; i < t; i++) {
    const text = tokens[i]!.text;
    const first = seen.get(text);
    if (first !== undefined) {
      distinctRow[i] = first;
      wordIds[i] = wordIds[first]!;
      caseIds[i] = caseIds[first]!;
      charIds.copyWithin(i * MAX_CHARS, first * MAX_CHARS, (first + 1) * MAX_CHARS);
      continue;
    }
    seen.set(text, i);
    distinctRow[i] = i;
    const row = cache.rows.get(text);
    if (row !== undefined) {
      wordIds[i] = cache.wordIds[row]!;
      caseIds[i] = cache.caseIds[row]!;
      // element by element: a subarray per token cost more than the lookups it saves
      for (let j = 0, from = row * MAX_CHARS, to = i * MAX_CHARS; j < MAX_CHARS; j++) charIds[to + j] = cache.charIds[from + j]!;
      continue;
    }
    wordIds[i] = vocab.words.get(normaliseWord(text)) ?? UNK_ID;
    caseIds[i] = vocab.lexicon ? caseClass(text) + CASE_CLASSES.length * vocab.lexicon.bits(text) : caseClass(text);
    const chars = tokenChars(text);
    for (let j = 0; j < chars.length; j++) {
      charIds[i * MAX_CHARS + j] = vocab.chars.get(chars[j]!) ?? UNK_ID;
    }
    if (cache.rows.size >= TOKEN_CACHE_SIZE) cache.rows.clear();
    const slot = cache.rows.size;
    cache.rows.set(text, slot);
    cache.wordIds[slot] = wordIds[i]!;
    cache.caseIds[slot] = caseIds[i]!;
    for (let j = 0, from = i * MAX_CHARS, to = slot * MAX_CHARS; j < MAX_CHARS; j++) cache.charIds[to + j] = charIds[from + j]!;
  }
  return { wordIds, charIds, caseIds, distinctRow, length: t };
}

/** Shape of models/<name>/vocab.json and chars.json: the entry at index i has id i. */
export interface VocabFile {
  readonly tokens: readonly string[];
}

/** Builds the lookup maps from the parsed vocab.json and chars.json (no I/O here). */
export function vocabFromFiles(words: VocabFile, chars: VocabFile, lexicon?: TokenLexicon): Vocab {
  const check = (file: VocabFile, field: string): Map<string, number> => {
    if (!Array.isArray(file.tokens) || file.tokens[PAD_ID] !== PAD_TOKEN || file.tokens[UNK_ID] !== UNK_TOKEN) {
      throw new Error(`${field}: must be {"tokens": [...]} starting with ${PAD_TOKEN}, ${UNK_TOKEN}`);
    }
    const map = new Map<string, number>();
    file.tokens.forEach((tok, id) => map.set(tok, id));
    return map;
  };
  const vocab = { words: check(words, "vocab.json"), chars: check(chars, "chars.json") };
  return lexicon ? { ...vocab, lexicon } : vocab;
}
