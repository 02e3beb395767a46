/**
 * Whole-word lookup of a term list in a text, shared by the word-list recognisers (occupation,
 * medical-condition, drug, medical-process). The forms of a list are indexed by their first word;
 * the scan walks the words of the lower-cased text once and, where a word starts some form, tries
 * those forms longest first, so a list of a thousand forms still costs one pass.
 *
 * Why not one regex: a trie-factored regex of a few thousand forms (vocabulary/trie.ts) scans as
 * fast, but V8 compiles it on first use, and that compilation plus the trie build took about a
 * quarter of a one-line `pii redact`'s start (≈190 ms of CPU, `node --cpu-prof`). The index here is
 * a Map built in a few milliseconds.
 */

import { precomputed, precomputedKey } from "../startup/precomputed.js";

export interface Term<T> {
  /** Lower-case form, single spaces between words. */
  form: string;
  data: T;
}

export interface TermMatch<T> {
  start: number;
  end: number;
  /** Entries with this form (one form may belong to several languages). */
  entries: readonly T[];
}

export interface TermScanner<T> {
  scan(lower: string): TermMatch<T>[];
}

const WORD = /[\p{L}\p{N}]+/gu;
const FIRST_WORD = /^[\p{L}\p{N}]+/u;
/** A match ends where no letter or digit follows, nor a hyphen glued to one ("blocker-free"). */
const WORD_END = /(?![\p{L}\p{N}]|-[\p{L}\p{N}])/uy;
const SPACE = /\s/;

/**
 * The end of `form` matched at `at` in `text` (a space in the form matches any run of white
 * space), or -1.
 */
function matchAt(text: string, at: number, form: string): number {
  let i = at;
  for (let k = 0; k < form.length; k++) {
    const c = form[k]!;
    if (c === " ") {
      if (i >= text.length || !SPACE.test(text[i]!)) return -1;
      while (i < text.length && SPACE.test(text[i]!)) i++;
    } else {
      if (text[i] !== c) return -1;
      i++;
    }
  }
  return i;
}

function endsWord(text: string, at: number): boolean {
  WORD_END.lastIndex = at;
  return WORD_END.test(text);
}

/**
 * The index a scanner looks forms up in, as compact plain JSON so the build can save it
 * (startup/precomputed.ts): the distinct entries, and for each first word the forms that start
 * with it, longest first, each with the positions of its entries.
 */
interface TermIndex<T> {
  entries: T[];
  /** A plain object, not a Map: a saved index is used as JSON.parse made it, with nothing to rebuild. */
  byFirstWord: Record<string, [string, number[]][]>;
}

function indexOf<T>(terms: Iterable<Term<T>>): TermIndex<T> {
  const entries: T[] = [];
  const entryAt = new Map<string, number>();
  const byForm = new Map<string, number[]>();
  for (const t of terms) {
    const form = t.form.toLowerCase().replace(/\s+/g, " ").trim();
    if (!form) continue;
    const key = JSON.stringify(t.data);
    let at = entryAt.get(key);
    if (at === undefined) entryAt.set(key, (at = entries.push(t.data) - 1));
    const list = byForm.get(form);
    if (list) list.push(at);
    else byForm.set(form, [at]);
  }
  // no prototype: a first word such as "constructor" is a key like any other
  const byFirstWord: Record<string, [string, number[]][]> = Object.create(null);
  for (const [form, at] of byForm) {
    const first = FIRST_WORD.exec(form)?.[0];
    // A form must start with a letter or digit: every list here does, and a word start is
    // defined by one.
    if (!first) throw new Error(`termScanner: a form must start with a letter or digit (form ${JSON.stringify(form)})`);
    const list = byFirstWord[first];
    if (list) list.push([form, at]);
    else byFirstWord[first] = [[form, at]];
  }
  for (const list of Object.values(byFirstWord)) list.sort((x, y) => y[0].length - x[0].length);
  return { entries, byFirstWord };
}

/**
 * A scanner over the given terms: a match is a whole word, no letter, digit or hyphen glued on
 * either side ("beta-blocker" holds no "blocker"; a hyphenated form of the list is matched whole).
 * At one position the longest form that ends a word wins; scanning goes on after it.
 */
export function termScanner<T>(terms: Iterable<Term<T>>): TermScanner<T> {
  return scannerOver(indexOf(terms));
}

/**
 * termScanner over a list whose index the build saves (startup/precomputed.ts), for the large lists
 * that every start would otherwise expand and index (occupations with their inflections, drugs,
 * conditions: about a fifth of a one-line `pii redact`'s module loading). `sources`: the strings
 * the terms are derived from, which key the saved index; `terms` runs only when no saved index
 * matches. Entries must be plain JSON data.
 */
export function savedTermScanner<T>(name: string, sources: Iterable<string>, terms: () => Iterable<Term<T>>): TermScanner<T> {
  return scannerOver(precomputed(precomputedKey(`term-index:${name}`, sources), () => indexOf(terms())));
}

function scannerOver<T>(index: TermIndex<T>): TermScanner<T> {
  const { entries, byFirstWord } = index;
  return {
    scan(lower: string): TermMatch<T>[] {
      const out: TermMatch<T>[] = [];
      const { starts, words } = wordsOf(lower);
      let resumeAt = 0;
      for (let w = 0; w < words.length; w++) {
        const start = starts[w]!;
        // a word inside the previous match is not a start
        if (start < resumeAt) continue;
        // a word right after a hyphen is part of a compound ("beta-blocker")
        if (start > 0 && lower.charCodeAt(start - 1) === 0x2d) continue;
        const word = words[w]!;
        // an own key only: a saved index is an ordinary object, whose prototype has "constructor"
        const forms = Object.prototype.hasOwnProperty.call(byFirstWord, word) ? byFirstWord[word]! : undefined;
        if (!forms) continue;
        for (const [form, at] of forms) {
          const end = matchAt(lower, start, form);
          if (end < 0 || !endsWord(lower, end)) continue;
          out.push({ start, end, entries: at.map((i) => entries[i]!) });
          resumeAt = end;
          break;
        }
      }
      return out;
    },
  };
}

interface Words {
  starts: number[];
  words: string[];
}

/** Recent texts' words, by lower-cased text; emptied when they hold more than MAX_RECENT_CHARS. */
const recentWords = new Map<string, Words>();
let recentChars = 0;
const MAX_RECENT_CHARS = 1 << 18;

/**
 * The words of a text and their offsets. Four detectors scan the same lower-cased text; splitting
 * it once for all of them saves three quarters of the regex work and of the word strings (the
 * scanners were about 6 % of the structured layer's time, `node --cpu-prof`). Several texts are
 * kept, not only the last: a model worker runs each detector over a whole batch of texts before
 * the next detector (run.ts runDetectorJobs), so the four scanners meet a text batch-size texts apart.
 */
function wordsOf(lower: string): Words {
  const known = recentWords.get(lower);
  if (known) return known;
  const starts: number[] = [];
  const words: string[] = [];
  WORD.lastIndex = 0;
  for (let m = WORD.exec(lower); m !== null; m = WORD.exec(lower)) {
    starts.push(m.index);
    words.push(m[0]);
  }
  if (recentChars + lower.length > MAX_RECENT_CHARS) {
    recentWords.clear();
    recentChars = 0;
  }
  const split = { starts, words };
  recentWords.set(lower, split);
  recentChars += lower.length;
  return split;
}
