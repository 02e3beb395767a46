/**
 * eld's detection (Efficient Language Detector, npmjs.com/package/eld, Apache-2.0, by Nito T.M.)
 * over the compact n-gram table the build saves (scripts/build/eld-data.mjs), with eld's own text
 * processing and scoring reproduced step for step, so that languages and scores are exactly
 * eld's (test/engine/language/eld-data.test.ts compares them on every dev corpus text it is given).
 *
 * Why not eld's own detect() on that table: eld wants one object per n-gram ({language index:
 * score}), 49,500 of them. Built at start, they cost a tenth of a one-line run; built lazily and
 * kept, they stay in the old heap for the whole run, where every major garbage collection marks
 * them again (the decoded table was 42 % of a batch run's live heap), and eld sums each one with a
 * `for...in` over its keys. Here an n-gram's entry is a run of (language, score) integers in one
 * Int32Array, parsed from the saved strings the first time it is read, and found by binary search
 * over the sorted keys until a run has read enough texts to pay for a hash index.
 *
 * What eld does, and this does the same way (eld 2.1 src/languageDetector.js, LanguageResult.js):
 * the first 1,000 UTF-16 units; separators (eld's regex: runs of non-letters not ending in an
 * apostrophe) to spaces, trimmed, lower-cased; each word as UTF-8 bytes spelled with eld's byte
 * dictionary, cut after about 350 bytes; per word, 4-byte n-grams at a stride of 3 (the first with
 * a leading space) and the word's tail with a trailing space; each distinct n-gram adds
 * score + 53 to each language it lists; the best language is the first with the highest total;
 * a language's reported score is s / (s + 25) with s = total / distinct n-grams, highest first.
 */

/** The compact table: keys sorted by UTF-16 code units; key i's entry is values' line i, "lang:score,...". */
export interface CompactNgrams {
  /** The sorted n-grams, "\n"-joined, as the build saves them (scripts/build/eld-data.mjs). */
  keys: string;
  /** Their "lang:score,..." lists in the same order, "\n"-joined. */
  values: string;
}

/** What detect.ts reads of a result (the same shape as eld's LanguageResult). */
export interface LanguageGuess {
  language: string;
  getScores(): Record<string, number>;
  /**
   * The languages whose score is at least `share` of the best one's, highest first: getScores()
   * filtered, without scaling and sorting the fifty-odd others (on short records the full table
   * was a third of language identification's time). Optional: eld's own results lack it.
   */
  getScoresWithin?(share: number): Record<string, number>;
}

export interface LanguageDetector {
  detect(text: string): LanguageGuess;
}

/** The two pieces of eld's source the processing needs: its byte dictionary and separator regex. */
export interface EldText {
  dictionary: readonly string[];
  separators: RegExp;
}

/** eld subtracts this from every stored score to keep its database small, and adds it back. */
const BASE_NGRAM_SCORE = 53;
/** eld's hand-picked scale for the reported scores. */
const SCALE = 25;
/** eld cuts a text's bytes at the first space after this many, and anywhere after the next limit. */
const CUT_AFTER = 350;
const ENFORCE_CUT_AFTER = 380;

/**
 * Texts read by binary search before the detector builds a hash index of the keys: a one-line run
 * never pays for the index (a few milliseconds), a batch of records does after the first few.
 */
export const INDEX_AFTER = 64;

const NO_LANGUAGE: LanguageGuess = { language: "", getScores: () => ({}), getScoresWithin: () => ({}) };

export function compactDetector(table: CompactNgrams, languages: Readonly<Record<string, string>>, eldText: EldText): LanguageDetector {
  // The lists are read in place: splitting them made some 100,000 strings at every start (about
  // 8 ms of a one-line run, and garbage to collect); a line is sliced only when it is looked up.
  const keys = table.keys;
  const values = table.values;
  const keyStarts = lineStarts(keys);
  const valueStarts = lineStarts(values);
  const keyCount = keyStarts.length - 1;
  if (keyCount !== valueStarts.length - 1) throw new Error("eld n-gram table: keys and values differ in length");
  const langCount = Object.keys(languages).length;
  const codes: string[] = [];
  for (let i = 0; i < langCount; i++) {
    const code = languages[String(i)];
    if (typeof code !== "string") throw new Error("eld n-gram table: languages must be numbered from 0");
    codes.push(code);
  }
  // entries[i]: (language, score) pairs of key i, parsed on first read
  const entries: Array<Int32Array | undefined> = new Array<Int32Array | undefined>(keyCount);
  let index: Map<string, number> | undefined;
  let texts = 0;

  const find = (key: string): number => {
    if (index) return index.get(key) ?? -1;
    let lo = 0;
    let hi = keyCount - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const order = compareLine(keys, keyStarts[mid]!, keyStarts[mid + 1]! - 1, key);
      if (order === 0) return mid;
      if (order < 0) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  };

  const entry = (i: number): Int32Array => {
    const known = entries[i];
    if (known) return known;
    const parts = values.slice(valueStarts[i]!, valueStarts[i + 1]! - 1).split(",");
    const pairs = new Int32Array(parts.length * 2);
    parts.forEach((pair, k) => {
      const colon = pair.indexOf(":");
      pairs[2 * k] = Number(pair.slice(0, colon));
      pairs[2 * k + 1] = Number(pair.slice(colon + 1));
    });
    entries[i] = pairs;
    return pairs;
  };

  return {
    detect(text: string): LanguageGuess {
      if (++texts === INDEX_AFTER) {
        index = new Map();
        for (let i = 0; i < keyCount; i++) index.set(keys.slice(keyStarts[i]!, keyStarts[i + 1]! - 1), i);
      }
      const ngrams = byteNgrams(byteWords(text.substring(0, 1000), eldText));
      const totals = new Float64Array(langCount);
      for (const ngram of ngrams) {
        const i = find(ngram);
        if (i < 0) continue;
        const pairs = entry(i);
        for (let k = 0; k < pairs.length; k += 2) totals[pairs[k]!]! += pairs[k + 1]! + BASE_NGRAM_SCORE;
      }
      let best = -1;
      let bestTotal = 0;
      for (let l = 0; l < langCount; l++) {
        if (totals[l]! > 0 && totals[l]! > bestTotal) {
          bestTotal = totals[l]!;
          best = l;
        }
      }
      if (best < 0) return NO_LANGUAGE;
      const count = ngrams.size;
      let scores: Record<string, number> | undefined;
      return {
        language: codes[best]!,
        getScores: () => (scores ??= scaledScores(totals, count, codes)),
        getScoresWithin: (share: number) => scaledScores(totals, count, codes, share * scaled(bestTotal / count)),
      };
    },
  };
}

/**
 * Where each line of a "\n"-joined list starts, and one more entry: where a line after the last
 * would start (the text's length + 1), so that line i is text.slice(starts[i], starts[i + 1] - 1).
 */
function lineStarts(text: string): Int32Array {
  const starts: number[] = [0];
  for (let nl = text.indexOf("\n"); nl >= 0; nl = text.indexOf("\n", nl + 1)) starts.push(nl + 1);
  starts.push(text.length + 1);
  return Int32Array.from(starts);
}

/** text.slice(start, end) compared with key, as `<` compares strings (UTF-16 code units), without slicing. */
function compareLine(text: string, start: number, end: number, key: string): number {
  const length = end - start;
  const shared = Math.min(length, key.length);
  for (let j = 0; j < shared; j++) {
    const d = text.charCodeAt(start + j) - key.charCodeAt(j);
    if (d !== 0) return d;
  }
  return length - key.length;
}

const scaled = (s: number): number => s / (s + SCALE);

/**
 * eld's LanguageResult.getScores(): s / (s + 25) per language with a positive total, highest
 * first; only those scoring at least `floor` when given.
 */
function scaledScores(totals: Float64Array, count: number, codes: readonly string[], floor = 0): Record<string, number> {
  const ranked: Array<[number, number]> = [];
  for (let l = 0; l < totals.length; l++) {
    if (totals[l]! > 0) {
      const score = scaled(totals[l]! / count);
      if (score >= floor) ranked.push([l, score]);
    }
  }
  ranked.sort((a, b) => b[1] - a[1]); // stable: ties keep language order, as in eld
  const out: Record<string, number> = {};
  for (const [l, score] of ranked) out[codes[l]!] = score;
  return out;
}

/** eld's textProcessor + strToUtf8Bytes: the words, each spelled as UTF-8 bytes through eld's dictionary. */
function byteWords(text: string, { dictionary, separators }: EldText): string[] {
  const str = text.replace(separators, " ").trim().toLowerCase();
  const words: string[] = [];
  let encoded = "";
  let bytes = 0;
  for (let i = 0; i < str.length; i++) {
    let code = str.charCodeAt(i);
    if (code < 0x80) {
      if (code === 32) {
        if (encoded !== "") {
          words.push(encoded);
          encoded = "";
        }
        if (bytes > CUT_AFTER) break;
      } else {
        encoded += str[i];
      }
      bytes++;
    } else if (code < 0x800) {
      encoded += dictionary[0xc0 | (code >> 6)]! + dictionary[0x80 | (code & 0x3f)]!;
      bytes += 2;
    } else if (code < 0xd800 || code >= 0xe000) {
      encoded += dictionary[0xe0 | (code >> 12)]! + dictionary[0x80 | ((code >> 6) & 0x3f)]! + dictionary[0x80 | (code & 0x3f)]!;
      bytes += 3;
    } else {
      // a surrogate pair (eld reads the next unit whatever it is)
      i++;
      code = 0x10000 + (((code & 0x3ff) << 10) | (str.charCodeAt(i) & 0x3ff));
      encoded +=
        dictionary[0xf0 | (code >> 18)]! + dictionary[0x80 | ((code >> 12) & 0x3f)]! + dictionary[0x80 | ((code >> 6) & 0x3f)]! + dictionary[0x80 | (code & 0x3f)]!;
      bytes += 4;
    }
    if (bytes > ENFORCE_CUT_AFTER) break;
  }
  if (encoded !== "") words.push(encoded);
  return words;
}

/** eld's getByteNgrams: the distinct n-grams, in first-seen order. */
function byteNgrams(words: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const word of words) {
    const len = Math.min(word.length, 70);
    let j = 0;
    for (; j + 4 < len; j += 3) out.add((j === 0 ? " " : "") + word.substring(j, j + 4));
    out.add((j === 0 ? " " : "") + word.substring(len !== 3 ? len - 4 : 0) + " ");
  }
  return out;
}
