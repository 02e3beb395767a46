/**
 * Shared shape of the vocabulary lists (GENDER, SEXUALITY, RELIGION, ...). Each list file holds
 * its entries, the context words of its type, and the reason for every entry that needs context.
 *
 * Rules, checked against the original text of the match:
 * - "any": the term is matched in any case (female, atheist, divorced).
 * - "capitalized": the first letter must be upper case (proper adjectives and names: Catholic,
 *   Canadian, Labour), which keeps "polish the table", "labour costs", "catholic tastes" out.
 * - "upper": the whole match must be upper case (acronyms: GOP, NDP, SNP).
 * - "context": a context word of the type must be near (single, straight, man, Cancer...).
 * - "capitalized+context", "upper+context": both. One-letter forms (Sex: F) take their context
 *   only from the few characters right before them.
 */
export type VocabRule = "any" | "capitalized" | "upper" | "context" | "capitalized+context" | "upper+context";

export interface VocabEntry {
  /** Canonical lower-case term, used as `formatted`. */
  readonly canonical: string;
  /** Lower-case surface forms (the canonical one first). */
  readonly forms: readonly string[];
  readonly rule: VocabRule;
}

export interface VocabList {
  readonly type: string;
  readonly entries: readonly VocabEntry[];
  /** Words that confirm the type nearby (required by "context" rules, raise the score otherwise). */
  readonly context: readonly string[];
}

/** An entry whose forms are the canonical term and the extra forms given. */
export function term(canonical: string, rule: VocabRule = "any", ...more: string[]): VocabEntry {
  return { canonical, forms: [canonical, ...more], rule };
}

/** An entry with its regular English plural (+s) as a second form. */
export function withPlural(canonical: string, rule: VocabRule = "any", ...more: string[]): VocabEntry {
  return { canonical, forms: [canonical, `${canonical}s`, ...more], rule };
}
