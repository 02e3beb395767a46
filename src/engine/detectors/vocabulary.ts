/**
 * Sensitive-attribute vocabulary -> GENDER, SEXUALITY, RELIGION, POLITICAL_AFFILIATION,
 * MARITAL_STATUS, ZODIAC_SIGN, LANGUAGE, ORIGIN (curated word lists in ./vocabulary/) and
 * BLOOD_TYPE (a small grammar in ./vocabulary/blood-type.ts); one-letter gender codes ("F", "M")
 * alone under a gender column or field.
 *
 * All word lists compile into ONE trie-factored regex scanned once over the lower-cased text
 * (faster than one regex per type); the matched form is then looked up to find its type(s) and
 * the entry's rule (capitalisation, context) is checked on the original text. When a form
 * belongs to several lists (French: LANGUAGE and ORIGIN), the first list whose rule passes wins,
 * LANGUAGE first. formatted is the entry's canonical lower-case term (blood types "A+", "O-").
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { wantsType } from "./make-context.js";
import { contextWords, windowAfter, windowBefore, type ContextWords } from "./context.js";
import { exactCell, tableCells } from "./table-cues.js";
import { trieSource } from "./vocabulary/trie.js";
import type { VocabEntry, VocabList } from "./vocabulary/types.js";
import { GENDER } from "./vocabulary/gender.js";
import { SEXUALITY } from "./vocabulary/sexuality.js";
import { RELIGION } from "./vocabulary/religion.js";
import { POLITICAL_AFFILIATION } from "./vocabulary/political-affiliation.js";
import { MARITAL_STATUS } from "./vocabulary/marital-status.js";
import { ZODIAC_SIGN } from "./vocabulary/zodiac-sign.js";
import { LANGUAGE } from "./vocabulary/language.js";
import { ORIGIN } from "./vocabulary/origin.js";
import { BLOOD_CONTEXT, RE_BLOOD, RE_BLOOD_GROUP_ONLY, canonicalBloodType, isSelfEvident } from "./vocabulary/blood-type.js";

/** A column or field named for gender or sex (folded, table-cues.ts): "gender", "Sex", "Geschlecht", "sexo", "sexe", "sesso", "geslacht". */
const GENDER_FIELD = /(?:^|\s)(?:gender|sex|geschlecht|sexo|sexe|genere|sesso|geslacht|genero|genre)$/;
/** One-letter codes such a column holds: M/F, W (weiblich), V (vrouw, varón), H (homme, hombre), X, D (divers). */
const GENDER_CODE = /^[mfwvhxd]$/i;

/**
 * A one-letter code alone in a cell under a gender column, or in a CSV column or JSON field so
 * named: the word lists read "female" or "Frau" anywhere, but "F" only the header explains.
 */
function genderCodes(ctx: DetectContext, seen: ReadonlySet<number>): Candidate[] {
  const out: Candidate[] = [];
  for (const cell of tableCells(ctx)) {
    if (seen.has(cell.start) || !GENDER_FIELD.test(cell.header)) continue;
    const value = ctx.text.slice(cell.start, cell.end);
    if (GENDER_CODE.test(value)) out.push({ start: cell.start, end: cell.end, label: "GENDER", score: 0.85, formatted: value.toLowerCase(), source: "vocabulary" });
  }
  return out;
}

/** Lists in precedence order for forms shared between lists. */
const LISTS: readonly VocabList[] = [LANGUAGE, GENDER, SEXUALITY, RELIGION, POLITICAL_AFFILIATION, MARITAL_STATUS, ZODIAC_SIGN, ORIGIN];

interface Sense {
  type: string;
  entry: VocabEntry;
  context: ContextWords;
}

const SENSES = new Map<string, Sense[]>();
for (const list of LISTS) {
  const context = contextWords(list.context);
  for (const entry of list.entries) {
    for (const form of entry.forms) {
      const key = form.replace(/\s+/g, " ");
      const senses = SENSES.get(key) ?? [];
      senses.push({ type: list.type, entry, context });
      SENSES.set(key, senses);
    }
  }
}

const titleCase = (form: string): string => form.replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, c: string) => sep + c.toUpperCase());
const firstUpper = (form: string): string => form.charAt(0).toUpperCase() + form.slice(1);
const caseFree = new Set<string>();
const cased = new Set<string>();
for (const list of LISTS) {
  for (const entry of list.entries) {
    for (const form of entry.forms) {
      if (entry.rule === "any" || entry.rule === "context") caseFree.add(form);
      else {
        cased.add(firstUpper(form)).add(titleCase(form)).add(form.toUpperCase());
      }
    }
  }
}
// Two scans: forms that must be capitalised run on the original text, where the first character
// (an upper-case letter) rejects most positions at once; the others on the lower-cased text.
// Word start via \b (ASCII; a letter like "é" before the match is checked in code), word end via
// a lookahead so the trie can back off to a shorter form ("trans womanhood" -> no "trans woman").
const END = "(?![a-z0-9à-ÿA-ZÀ-Þ]|['’][a-rt-z])";
const RE_CASED = new RegExp(`\\b(?:${trieSource(cased)})${END}`, "g");
const RE_CASE_FREE = new RegExp(`\\b(?:${trieSource(caseFree)})${END}`, "g");
const BLOOD_WORDS = contextWords(BLOOD_CONTEXT);
const IN_BEFORE = /(?<![a-z])in\s+$/;
const CAPITALISED_NEXT_WORD = /^\s+\p{Lu}/u;
/** "Christian" before a capitalised word is almost always a given name (Christian Bale). */
const GIVEN_NAME_FORMS = new Set(["christian"]);

const isUpper = (s: string): boolean => s === s.toUpperCase() && s !== s.toLowerCase();
const isCapitalised = (s: string): boolean => /^\p{Lu}/u.test(s);

function senseHolds(ctx: DetectContext, sense: Sense, start: number, end: number, raw: string): { ok: boolean; context: boolean } {
  const rule = sense.entry.rule;
  if ((rule === "capitalized" || rule === "capitalized+context") && !isCapitalised(raw)) return { ok: false, context: false };
  if ((rule === "upper" || rule === "upper+context") && !isUpper(raw)) return { ok: false, context: false };
  // Required context must be close ("Gender: woman"); optional context may be a little further.
  const required = rule.endsWith("context");
  let context =
    end - start === 1
      ? inSentence(ctx, start, end, sense.context, 10, 0)
      : inSentence(ctx, start, end, sense.context, required ? 24 : 40, required ? 16 : 24);
  if (!context && sense.type === "LANGUAGE") {
    // "said it in French", but not "in French Guiana"; "French-speaking".
    context =
      (IN_BEFORE.test(ctx.lower.slice(Math.max(0, start - 4), start)) && !CAPITALISED_NEXT_WORD.test(ctx.text.slice(end, end + 3))) ||
      /^-?speak/.test(ctx.lower.slice(end, end + 7));
  }
  // a whole cell under its type's column or field ({"gender": "man"}: seventh exploratory test, a
  // dating export's gender left in clear where "female" was read)
  if (!context && sense.type === "GENDER") context = isWholeCellUnder(ctx, start, end, GENDER_FIELD);
  if (required && !context) return { ok: false, context };
  return { ok: true, context };
}

/** Whether [start, end) is a whole cell (or field value) whose header matches `header`. */
function isWholeCellUnder(ctx: DetectContext, start: number, end: number, header: RegExp): boolean {
  const cell = exactCell(ctx, start, end);
  return cell !== undefined && header.test(cell.header);
}

/** Context words within the window AND the same sentence (". ", "; ", "! ", "? " end it). */
function inSentence(ctx: DetectContext, start: number, end: number, words: ContextWords, before: number, after: number): boolean {
  let left = windowBefore(ctx.lower, Math.max(0, start - before), start);
  const cut = Math.max(left.lastIndexOf(". "), left.lastIndexOf("; "), left.lastIndexOf("! "), left.lastIndexOf("? "), left.lastIndexOf("\n"));
  if (cut >= 0) left = left.slice(cut + 1);
  if (words.regex.test(left)) return true;
  let right = windowAfter(ctx.lower, end, Math.min(ctx.lower.length, end + after));
  const stop = right.search(/[.;!?](?:\s|$)|\n/);
  if (stop >= 0) right = right.slice(0, stop);
  return words.regex.test(right);
}

const TYPES = [...LISTS.map((l) => l.type), "BLOOD_TYPE"];

export const vocabularyDetector: Detector = {
  name: "vocabulary",
  types: TYPES,
  detect(ctx: DetectContext): Candidate[] {
    const out: Candidate[] = [];
    const { text, lower } = ctx;
    const seen = new Set<number>();
    for (const [re, source] of [[RE_CASED, text], [RE_CASE_FREE, lower]] as const) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(source)) !== null) {
      const start = m.index;
      const end = start + m[0].length;
      if (start > 0 && /[\p{L}\p{N}]/u.test(text[start - 1]!)) continue;
      if (seen.has(start)) continue;
      const raw = text.slice(start, end);
      const key = lower.slice(start, end).replace(/\s+/g, " ");
      const senses = SENSES.get(key);
      if (!senses) continue;
      for (const sense of senses) {
        if (!wantsType(ctx, sense.type)) continue;
        const { ok, context } = senseHolds(ctx, sense, start, end, raw);
        if (!ok) continue;
        if (GIVEN_NAME_FORMS.has(key) && CAPITALISED_NEXT_WORD.test(text.slice(end, end + 3)) && !context) break;
        const score = sense.entry.rule.endsWith("context") ? 0.85 : context ? 0.9 : 0.8;
        out.push({ start, end, label: sense.type, score, formatted: sense.entry.canonical, source: "vocabulary" });
        seen.add(start);
        break;
      }
    }
    }
    if (wantsType(ctx, "BLOOD_TYPE")) out.push(...bloodTypes(ctx));
    if (wantsType(ctx, "GENDER")) out.push(...genderCodes(ctx, seen));
    return out.sort((a, b) => a.start - b.start);
  },
};

function bloodTypes(ctx: DetectContext): Candidate[] {
  const out: Candidate[] = [];
  const { text } = ctx;
  RE_BLOOD.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = RE_BLOOD.exec(text)) !== null) {
    const start = m.index;
    if (start > 0 && /[\p{L}\p{N}+\-]/u.test(text[start - 1]!)) {
      RE_BLOOD.lastIndex = start + 1;
      continue;
    }
    const end = start + m[0].length;
    const g = m.groups!;
    const context = inSentence(ctx, start, end, BLOOD_WORDS, 32, 16);
    if (!context && !isSelfEvident(g.group!, g.word)) continue;
    out.push({
      start, end, label: "BLOOD_TYPE", score: context ? 0.9 : 0.75,
      formatted: canonicalBloodType(g.group!, g.sym ?? g.word), source: "vocabulary",
    });
  }
  RE_BLOOD_GROUP_ONLY.lastIndex = 0;
  while ((m = RE_BLOOD_GROUP_ONLY.exec(ctx.lower)) !== null) {
    const group = m.groups!.group!;
    const end = m.index + m[0].length;
    const start = end - group.length;
    if (text.slice(start, end) !== group.toUpperCase()) continue; // "blood type a ..." lower case is prose
    if (out.some((c) => start < c.end && c.start < end)) continue;
    out.push({ start, end, label: "BLOOD_TYPE", score: 0.85, formatted: group.toUpperCase(), source: "vocabulary" });
  }
  return out;
}
