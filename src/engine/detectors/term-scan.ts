/**
 * Whole-word lookup of a term list in a text, shared by the word-list recognisers (occupation,
 * medical-condition, drug, medical-process). The forms of a list compile into one trie-factored
 * regex (vocabulary/trie.ts) scanned once over the lower-cased text, so a list of a thousand forms
 * costs one scan; each match is then checked to be a whole word (no letter or digit glued on either
 * side, a hyphen counting as part of the word) and looked up for its entry.
 */
import { trieSource } from "./vocabulary/trie.js";

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

/**
 * A scanner over the given terms: a match is a whole word, no letter, digit or hyphen glued on
 * either side ("beta-blocker" holds no "blocker"; a hyphenated form of the list is matched whole).
 */
export function termScanner<T>(terms: Iterable<Term<T>>): TermScanner<T> {
  const byForm = new Map<string, T[]>();
  for (const t of terms) {
    const form = t.form.toLowerCase().replace(/\s+/g, " ").trim();
    if (!form) continue;
    const list = byForm.get(form);
    if (list) list.push(t.data);
    else byForm.set(form, [t.data]);
  }
  const re = new RegExp(`(?<![\\p{L}\\p{N}-])(?:${trieSource(byForm.keys())})(?![\\p{L}\\p{N}]|-[\\p{L}\\p{N}])`, "gu");
  return {
    scan(lower: string): TermMatch<T>[] {
      const out: TermMatch<T>[] = [];
      re.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = re.exec(lower)) !== null) {
        const start = m.index;
        const end = start + m[0].length;
        const entries = byForm.get(m[0].replace(/\s+/g, " "));
        if (entries) out.push({ start, end, entries });
      }
      return out;
    },
  };
}
