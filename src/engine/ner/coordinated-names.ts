/**
 * Coordinated names: a capitalised word joined by "and" or "&" (or, in their languages, "und",
 * "et", "y", "e", "en") to a person's name is a person's name too. "Usamov and Bowers were precision engineers", "Sampras and
 * Agassi": the model found one of the pair and left the other, a surname it had never seen. A
 * redaction tool that finds one name of a pair and leaves the other leaks a name it was shown.
 *
 * A word is filled when all of these hold:
 * - it stands right before or after a person candidate of one word (any source: the model, a cue
 *   rule), with only the conjunction and spaces between;
 * - it is one capitalised word ("Usamov", "Nekolná"), glued to nothing, in a mixed-case line;
 * - no candidate overlaps it;
 * - it is no everyday, place or organisation word of name-lexicon.ts's lists ("Peace", "Bank"),
 *   no word that pairs with a surname in a firm's name ("Smith and Sons", "Jones & Partners") and
 *   no common word of its part's language
 *   (common-words.ts: function words, months and weekdays, German nouns in German parts);
 * - the word on its far side is not capitalised ("Marks and Spencer Group" is longer than a pair).
 * It takes the label of its partner (NAME_FAMILY after a lone family name) at 0.3, below every
 * model span. The English everyday-word lists are short, so a capitalised common noun joined to a
 * name the model found is filled too ("Butter" is listed, "Bread" is not): a rare over-redaction,
 * taken for the names it finds.
 *
 * Pure; per person candidate a bounded read on each side and binary searches into the candidates,
 * the parts and the lines.
 */
import { lineAt } from "../detectors/lines.js";
import type { Candidate, DetectContext } from "../types.js";
import { commonWordTest, type CommonWordLists } from "./common-words.js";
import { partAt, type LanguagePart } from "./language-parts.js";
import { OverlapIndex } from "./overlap-index.js";

const SOURCE = "coordinated-name";
const SCORE = 0.3;
const PERSON = /^NAME/;
const NAME_WORD = "\\p{Lu}[\\p{Ll}\\p{M}]+(?:[-'’]\\p{Lu}[\\p{Ll}\\p{M}]+)?";
const CONJUNCTION = "(and|&|und|et|y|e|en)";
/**
 * The conjunctions other than "and" and "&" count only in their languages: Spanish and French "en"
 * is "in" ("Aznar en Francia"), Italian "e" is "is" in French.
 */
const CONJUNCTION_LANGUAGES: ReadonlyMap<string, readonly string[]> = new Map([
  ["und", ["de"]],
  ["et", ["fr"]],
  ["y", ["es"]],
  ["e", ["it", "pt"]],
  ["en", ["nl"]],
]);
const ONE_WORD = new RegExp(`^${NAME_WORD}$`, "u");
/** Before a name: "Usamov and " (the word, the conjunction, spaces). */
const PAIR_BEFORE = new RegExp(`(?<![\\p{L}\\p{N}\\p{M}@#_.'’&/\\\\-])(${NAME_WORD})[ \\t]+${CONJUNCTION}[ \\t]+$`, "u");
/** After a name: " and Bowers" (spaces, the conjunction, the word). */
const PAIR_AFTER = new RegExp(`^[ \\t]+${CONJUNCTION}[ \\t]+(${NAME_WORD})(?![\\p{L}\\p{N}\\p{M}@_&/\\\\-])`, "u");
/** A capitalised word right beyond the filled one: the pair is part of a longer name. */
const CAPITAL_BEYOND_AFTER = /^[ \t]+\p{Lu}/u;
const CAPITAL_BEYOND_BEFORE = /\p{Lu}[\p{L}\p{M}.'’-]*[ \t]+$/u;
/** Words that pair with a surname in a company's name or a group, not a person: "Smith and Sons", "Jones & Partners". */
const PAIR_WORDS: ReadonlySet<string> = new Set([
  "son", "sons", "daughter", "daughters", "partner", "partners", "associate", "associates", "co", "company", "family",
  "friends", "others", "colleagues", "söhne", "sohn", "partner", "fils", "associés", "hijos", "hijo", "figli", "zonen", "zoon", "filhos",
]);
/** How far to read on each side of a name (a conjunction and one word). */
const WINDOW = 48;

export interface CoordinatedNamesInput extends CommonWordLists {
  /** The text the candidates point into (UTF-16 offsets). */
  text: string;
  /** Candidates of every source for this text. */
  candidates: readonly Candidate[];
  /** The text's parts with their languages, in text order. */
  parts: readonly LanguagePart[];
  /** Whether a lower-case word is an everyday, place or organisation word. */
  isEverydayWord: (word: string) => boolean;
}

/** Whether the line holding an offset has both cases (lines.ts: an index of the newlines, built once per text). */
function mixedCaseLines(text: string): (pos: number) => boolean {
  const ctx: DetectContext = { text, lower: text.toLowerCase(), enabled: new Set() };
  return (pos) => lineAt(ctx, pos).case === "mixed";
}

/** The candidates followed by the coordinated names filled in (the input candidates unchanged, in order). */
export function fillCoordinatedNames(input: CoordinatedNamesInput): Candidate[] {
  const { text, candidates, parts, isEverydayWord } = input;
  // built on the first pair only: most texts have none, and each costs a pass over the text or the candidates
  let taken: OverlapIndex | undefined;
  let isCommonWord: ReturnType<typeof commonWordTest> | undefined;
  let isMixedCase: ((pos: number) => boolean) | undefined;
  const fills: Candidate[] = [];
  const filled = new Set<number>();
  const add = (start: number, word: string, conjunction: string, partner: Candidate) => {
    const end = start + word.length;
    taken ??= new OverlapIndex(candidates);
    isMixedCase ??= mixedCaseLines(text);
    if (filled.has(start) || taken.overlaps(start, end) || !isMixedCase(start)) return;
    const language = partAt(parts, start)?.language;
    const conjunctionLanguages = CONJUNCTION_LANGUAGES.get(conjunction);
    if (conjunctionLanguages && (language === undefined || !conjunctionLanguages.includes(language))) return;
    const normalised = word.normalize("NFC");
    const lower = normalised.toLowerCase();
    isCommonWord ??= commonWordTest(input);
    if (PAIR_WORDS.has(lower) || isEverydayWord(lower) || isCommonWord(normalised, language)) return;
    filled.add(start);
    const label = partner.label === "NAME_GIVEN" || partner.label === "NAME_FAMILY" ? partner.label : "NAME";
    fills.push({ start, end, label, score: SCORE, labels: { [label]: SCORE, NAME: SCORE }, source: SOURCE });
  };
  for (const c of candidates) {
    if (!PERSON.test(c.label) || !ONE_WORD.test(text.slice(c.start, c.end))) continue;
    const before = PAIR_BEFORE.exec(text.slice(Math.max(0, c.start - WINDOW), c.start));
    if (before) {
      const start = c.start - before[0].length;
      if (!CAPITAL_BEYOND_BEFORE.test(text.slice(Math.max(0, start - WINDOW), start))) add(start, before[1]!, before[2]!, c);
    }
    const after = PAIR_AFTER.exec(text.slice(c.end, c.end + WINDOW));
    if (after) {
      const end = c.end + after[0].length;
      if (!CAPITAL_BEYOND_AFTER.test(text.slice(end, end + 4))) add(end - after[2]!.length, after[2]!, after[1]!, c);
    }
  }
  return fills.length === 0 ? [...candidates] : [...candidates, ...fills];
}
