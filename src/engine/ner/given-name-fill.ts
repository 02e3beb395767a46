/**
 * Given-name fill: a capitalised word of the given-name list that the model left untagged, in a
 * line with both capitals and lower case, is a person's given name. The model reads a name from
 * the words around it, and with too few of them it says O: "Jedidiah is beyond irritating",
 * "Shaq had me weak", "If Roman made a new channel" (wnut17 dev: half of its people missed). A
 * capital on a word the name lists know is then evidence enough. It is a post-processing signal
 * after the model, never a model input (a name list as a model feature made the model miss
 * unlisted names).
 *
 * A word is filled when all of these hold:
 * - it is one capitalised word ("Jedidiah", not "JEDIDIAH" or "jedidiah": in text without case a
 *   lone given name is too often a word, name-lexicon.ts), glued to nothing ("@Anna", "Anna.Smith",
 *   "Anna-Lena" are not read; a possessive "Anna's" is);
 * - no capitalised word stands right before it (one that only opens the sentence aside) and no
 *   opening quote: the model left such runs untagged for a reason, titles and the like ("Dame
 *   Margaret Greville", '" Josie "'); a listed family name after it joins it ("Mariah Carey");
 * - its line has both capitals and lower case;
 * - no candidate of any source overlaps it (the model or a detector already said what it is);
 * - it is a known given name and no everyday word, place or organisation word (name-lexicon.ts:
 *   not "Will", "Paris", "Bank");
 * - it is no common word of its part's language (common-words.ts): no month or weekday ("Juli",
 *   "Augustus"), no function word, names included (Dutch "Dan", German "Dies", Spanish "Durante"),
 *   and in German parts no German noun, those that are also names included ("Tor", "Kader").
 * A fill is a NAME_GIVEN (labels NAME_GIVEN and NAME), or with its family name a NAME with given
 * and family subtypes, at a score below every model span.
 *
 * Pure and linear: one pass over the lines, one regex scan per mixed-case line, a binary search
 * per word into the candidates and the parts.
 */
import { atSentenceStart, caseOf } from "../detectors/lines.js";
import type { Candidate } from "../types.js";
import { partAt, type LanguagePart } from "./language-parts.js";
import { commonWordTest, type CommonWordLists } from "./common-words.js";
import { OverlapIndex } from "./overlap-index.js";
import { execAll } from "../text/exec-all.js";
import { isMailHeaderLabelAt } from "../text/mail-header-labels.js";
import { foldHeader } from "../detectors/table-cues.js";

export type { LanguagePart } from "./language-parts.js";

const SOURCE = "given-name-fill";
const GIVEN = "NAME_GIVEN";
const SCORE = 0.3;

/** A capitalised word; what may stand next to it is checked in code. */
const CAPITALISED_WORD = /\p{Lu}\p{Ll}+/gu;
/** A character before the word that makes it part of something else (a handle, a path, a compound). */
const GLUED_BEFORE = /[\p{L}\p{N}\p{M}@#_.'’&/\\-]/u;
/** A character after the word that makes it part of something else. */
const GLUED_AFTER = /[\p{L}\p{N}\p{M}@_&/\\-]/u;
/** After the word: "." then a letter or digit ("Anna.Smith"), or an apostrophe not of a possessive "'s". */
const GLUED_PUNCTUATION_AFTER = /^(?:\.[\p{L}\p{N}]|['’](?![sS](?![\p{L}\p{N}])))/u;

export interface GivenNameFillInput extends CommonWordLists {
  /** The text the candidates point into (UTF-16 offsets). */
  text: string;
  /** Candidates of every source for this text. */
  candidates: readonly Candidate[];
  /** The text's parts with their languages, in text order. */
  parts: readonly LanguagePart[];
  /** Whether a lower-case word is a known given name and no everyday word. */
  isGivenName: (word: string) => boolean;
  /** Whether a lower-case word is a known family name and no everyday word. */
  isFamilyName: (word: string) => boolean;
}

function isGlued(text: string, start: number, end: number): boolean {
  if (start > 0 && GLUED_BEFORE.test(text[start - 1]!)) return true;
  if (end < text.length && GLUED_AFTER.test(text[end]!)) return true;
  return GLUED_PUNCTUATION_AFTER.test(text.slice(end, end + 3)) || isUnitAbbreviation(text, start, end);
}

/** A number, one space, the word and its abbreviation's dot. */
const NUMBER_BEFORE = /\d[ \u00a0\u202f]$/;

/**
 * "2.318,4 Mio. EUR": after a number and before its dot, a word is a unit's abbreviation (German
 * Mio., a given name too: a financial report's every figure became a name, seventh exploratory test).
 */
function isUnitAbbreviation(text: string, start: number, end: number): boolean {
  return text[end] === "." && NUMBER_BEFORE.test(text.slice(Math.max(0, start - 2), start));
}

/** How far to look around a word for its neighbours (a neighbour is one space run away). */
const NEIGHBOURHOOD = 40;
/** The word before, across spaces only, at the end of the window before a word. */
const WORD_BEFORE = /(\p{L}[\p{L}\p{M}'’.-]*)[ \t\u00a0]+$/u;
/** Just before a word: an opening quote (a title, a nickname, a product: '" Viola "', '“Josie”'). */
const QUOTE_BEFORE = /["“„«‘][ \t\u00a0]*$/u;
/** After a word, across spaces only: a capitalised word, or a number. */
const CAPITALISED_OR_NUMBER_AFTER = /^[ \t\u00a0]+(?:\p{Lu}|\p{N})/u;
/** After a word, across spaces only: one capitalised word (a family name, maybe). */
const CAPITALISED_WORD_AFTER = /^([ \t\u00a0]+)(\p{Lu}\p{Ll}+)/u;

/** What a given name reads as among its neighbours: its span, and the family name after it if any. */
interface Reading {
  /** End of the given name. */
  givenEnd: number;
  /** End of the whole reading (the family name's end where there is one). */
  end: number;
  family?: { start: number; end: number };
}

/**
 * How the given name at [start, end) reads among its neighbours, or undefined where it is part of
 * something the model saw whole and read as no person: it follows a capitalised word ("Dame
 * Margaret", "Alta California", "Super Mario") or opens a quotation (a title: '" Josie "', '" Layla
 * and Other Assorted Love Songs "'). A capitalised word before it that only opens the sentence does
 * not count ("Yesterday Anna said"). A listed family name after it that ends the capitalised run
 * makes the pair a full name ("Mariah Carey"); any other word after it leaves the given name alone.
 * (Also dropping a given name before a capitalised word or a number, "Apollo 13", cost recall on
 * CoNLL and wikineural alike.)
 */
function readGivenName(text: string, start: number, end: number, isFamilyName: (word: string) => boolean): Reading | undefined {
  const before = text.slice(Math.max(0, start - NEIGHBOURHOOD), start);
  if (QUOTE_BEFORE.test(before)) return undefined;
  const previous = WORD_BEFORE.exec(before);
  if (previous && /^\p{Lu}/u.test(previous[1]!) && !atSentenceStart(text, start - (before.length - previous.index))) return undefined;
  const alone: Reading = { givenEnd: end, end };
  const next = CAPITALISED_WORD_AFTER.exec(text.slice(end, end + NEIGHBOURHOOD));
  if (!next) return alone;
  const familyStart = end + next[1]!.length;
  const familyEnd = familyStart + next[2]!.length;
  if (isGlued(text, familyStart, familyEnd) || !isFamilyName(next[2]!.normalize("NFC").toLowerCase())) return alone;
  if (CAPITALISED_OR_NUMBER_AFTER.test(text.slice(familyEnd, familyEnd + 4))) return alone;
  return { givenEnd: end, end: familyEnd, family: { start: familyStart, end: familyEnd } };
}

/** The fill for a reading: a lone NAME_GIVEN, or a NAME with given and family subtypes. */
function fillOf(text: string, start: number, reading: Reading): Candidate {
  if (!reading.family) return { start, end: reading.end, label: GIVEN, score: SCORE, labels: { [GIVEN]: SCORE, NAME: SCORE }, source: SOURCE };
  const { family } = reading;
  return {
    start,
    end: reading.end,
    label: "NAME",
    score: SCORE,
    labels: { NAME: SCORE },
    subtypes: [
      { label: GIVEN, start, end: reading.givenEnd, formatted: text.slice(start, reading.givenEnd) },
      { label: "NAME_FAMILY", start: family.start, end: family.end, formatted: text.slice(family.start, family.end) },
    ],
    source: SOURCE,
  };
}

/** The candidates followed by the given names filled in (the input candidates unchanged, in order). */
export function fillGivenNames(input: GivenNameFillInput): Candidate[] {
  const { text, candidates, parts, isGivenName, isFamilyName } = input;
  const taken = new OverlapIndex(candidates);
  const isWord = commonWordTest(input);

  const fills: Candidate[] = [];
  let filledTo = 0;
  for (let lineStart = 0; lineStart < text.length; ) {
    const newline = text.indexOf("\n", lineStart);
    const lineEnd = newline === -1 ? text.length : newline;
    const line = text.slice(lineStart, lineEnd);
    if (caseOf(line) === "mixed") {
      for (const m of execAll(CAPITALISED_WORD, line)) {
        const start = lineStart + m.index!;
        const word = m[0].normalize("NFC");
        if (start < filledTo || !isGivenName(word.toLowerCase()) || isGlued(text, start, start + m[0].length)) continue;
        // a mail header label that opens its line ("Assunto: ...", "Data: ..."): syntax, not a name
        if (isMailHeaderLabelAt(text, start, start + m[0].length, foldHeader(word))) continue;
        let reading = readGivenName(text, start, start + m[0].length, isFamilyName);
        if (!reading || taken.overlaps(start, reading.givenEnd)) continue;
        const language = partAt(parts, start)?.language;
        if (isWord(word, language)) continue;
        const { family } = reading;
        // a family name that is a word here, or that a candidate already holds, leaves the given name alone
        if (family && (taken.overlaps(family.start, family.end) || isWord(text.slice(family.start, family.end).normalize("NFC"), language))) {
          reading = { givenEnd: reading.givenEnd, end: reading.givenEnd };
        }
        fills.push(fillOf(text, start, reading));
        filledTo = reading.end;
      }
    }
    lineStart = lineEnd + 1;
  }
  return fills.length === 0 ? [...candidates] : [...candidates, ...fills];
}
