/**
 * Mention propagation: a name, organisation or place found once in a text is found everywhere it
 * recurs. The model decides from a few words around each token, so it finds "Gary Lauck" in one
 * sentence and misses "Lauck 's lawyer" three sentences on; for a redaction tool every missed
 * repetition is a leak of a value it already knows. After resolution, each contextual entity
 * lends its surface forms to the places where the same words stand untagged:
 *
 * - the entity's whole text ("Gary Lauck", "Plotwatt", "Bank of England");
 * - for a person's name of two or more words, its family name alone ("Lauck"), from the model's
 *   NAME_FAMILY subtype or else the name's last word, labelled NAME_FAMILY (a professional's
 *   family name stays NAME_MEDICAL_PROFESSIONAL);
 * - a short name the text defines right after the entity: "International Monetary Fund (IMF)",
 *   'Acme Widgets Inc. ("Acme")';
 * - for a person's name of two or more words, its given name alone, matched as the nicknames below
 *   are (NAME_GIVEN; not an everyday word): HR and clinical notes name a person in full once and
 *   by the given name after (seventh exploratory test). Measured on the 15 NER dev sets (none tuned
 *   on): F1 / unredacted conll2002_es 0.755 / 11.4 % -> 0.755 / 11.3 %, conll2002_nl 0.656 ->
 *   0.657, gum 0.729 / 18.8 % -> 0.731 / 18.7 % (PERSON recall 0.837 -> 0.842), europeana_nl 0.697
 *   / 19.1 % -> 0.698 / 19.0 %; conll2003_en 0.839 -> 0.838 and europeana_de 0.695 -> 0.694 (PERSON
 *   precision -0.002 and -0.004: a given name that is also another person's); eval:realistic 989 ->
 *   990 values whole; eval:coref, eval:clean and eval:chat unchanged;
 * - for a person's name of two or more words, the listed diminutives and full forms of its given
 *   name (diminutives.ts), labelled NAME_GIVEN: "Bill" after "William Foster", "Peppe" after
 *   "Giuseppe Ferraro", "Johann" after "Hans Gruber". They match a word of the text with case and
 *   accents folded ("Totò" for "toto") and stand alone only as one-word mentions do (below), so
 *   "Bill" in "Amendment Bill" or "Harry Potter" is never taken. The form is not the name itself:
 *   nothing else in the text says "Bill" is that person, which is why coreference then links it
 *   to the full name only when one person in scope fits (coref/heuristic.ts). Measured: the
 *   coreference dev set (`npm run eval:coref`, engine mentions, combined) persons 0.888 -> 0.918,
 *   relations 0.732 -> 0.734; it finds nothing new on GUM's dev split (person coreference 0.698
 *   both), the 15 NER dev sets, eval:clean and eval:chat (all unchanged): it is there for the
 *   leak it closes (a known person's nickname left in clear), which those corpora rarely hold.
 *
 * Matching is on whole words, case-sensitive (an ALL-CAPS line also matches the form in upper
 * case: "GARY LAUCK" in a headline). One-word forms are the risky ones ("Will", "Price", "Mark"):
 * they propagate only as capitalised words in mixed-case lines and never when they are part of a
 * longer capitalised run ("George Washington" is no mention of the place Washington; a capitalised
 * sentence opener such as "Later" or "In" is no part of a run); in all-lower and ALL-CAPS lines
 * ("PT WILL CONTINUE") only forms of two or more words propagate, and a family name taken from a
 * longer name ("smith" after "john smith") when it has four letters or more and is no everyday
 * word, place or organisation word (the name-lexicon detector's lists: not "young" after "neil
 * young"). A propagated entity scores 0.9 times
 * its source, and it only ever fills places where no candidate stood (so it competes with nothing).
 *
 * Pure; linear in the text: one tokenisation, then from each token a walk of at most
 * MAX_FORM_WORDS steps down a word trie of the forms (one trie as written, one in upper case for
 * ALL-CAPS lines), so neither many forms sharing a first word nor one very long form makes the
 * cost depend on the number or length of the forms.
 */
import type { Candidate } from "../types.js";
import type { ResolvedEntity } from "../resolve/resolve.js";
import { isEverydayWord } from "../detectors/name-lexicon.js";
import { caseOf, type LineCase } from "../detectors/lines.js";
import { strongest } from "../strongest.js";
import { nicknamesOf } from "./diminutives.js";
import { fold } from "./names.js";
import { writtenEncoded } from "../text/encoded-view.js";

/** Best labels whose mentions propagate: people, organisations, places (not addresses or streets). */
const PROPAGATED: ReadonlySet<string> = new Set([
  "NAME", "NAME_GIVEN", "NAME_FAMILY", "NAME_MEDICAL_PROFESSIONAL", "ORGANIZATION", "ORGANIZATION_MEDICAL_FACILITY",
  "LOCATION", "LOCATION_CITY", "LOCATION_STATE", "LOCATION_COUNTRY",
]);
const FULL_PERSON: ReadonlySet<string> = new Set(["NAME", "NAME_MEDICAL_PROFESSIONAL"]);
/** A source must be at least this sure: propagation multiplies a weak guess's errors. */
const MIN_SOURCE_SCORE = 0.5;
const SCORE_FACTOR = 0.9;
const SOURCE = "propagation";
/**
 * Forms of more words do not propagate: a name, organisation or place is far shorter, and reading
 * a form of n words from every token of a long repetition of its prefix cost n per token
 * (quadratic on a run-on span of the model's).
 */
const MAX_FORM_WORDS = 12;

/** Words of a text: letters and digits, joined inside by - ' ’ . ("Inzamam-ul-Haq", "O'Neill"). */
const WORD = /[\p{L}\p{N}\p{M}]+(?:[-'’.][\p{L}\p{N}\p{M}]+)*/gu;
const UPPER_START = /^\p{Lu}/u;
const HAS_LETTER = /\p{L}/u;
/** Only spaces (no line break, no punctuation) between two words of one mention. */
const SPACE_GAP = /^[ \t\u00a0]{1,3}$/;

/** Words capitalised only because they open a sentence, never part of a name (lower case). */
const SENTENCE_OPENERS: ReadonlySet<string> = new Set([
  "the", "a", "an", "in", "on", "at", "for", "from", "with", "by", "to", "after", "before", "when", "while", "but", "and",
  "or", "then", "later", "also", "yesterday", "today", "meanwhile", "however", "according", "under", "over", "since",
  "as", "if", "although", "though", "so", "yet", "now", "here", "there", "this", "that", "these", "those", "his", "her",
  "their", "our", "my", "its", "dear", "hi", "hello", "thanks", "ask", "tell", "call", "email", "contact", "said", "says",
  "der", "die", "das", "und", "mit", "von", "el", "la", "los", "las", "le", "les", "de", "het", "een", "en", "il",
]);

interface Token {
  start: number;
  end: number;
  text: string;
}

interface Form {
  /** As written; a nickname's one word folded (fold()). */
  words: string[];
  /** A person's family name taken alone from a longer name: may stand alone in a caseless line. */
  family?: boolean;
  /** Another form of a person's given name (diminutives.ts): matched folded, never in a caseless line. */
  nickname?: boolean;
  label: string;
  labels: Record<string, number>;
  score: number;
}

function tokenize(text: string): Token[] {
  const out: Token[] = [];
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m !== null; m = WORD.exec(text)) out.push({ start: m.index, end: m.index + m[0].length, text: m[0] });
  return out;
}

function wordsOf(text: string): string[] {
  return tokenize(text).map((t) => t.text);
}

const discounted = (score: number): number => Math.round(score * SCORE_FACTOR * 1e4) / 1e4;

function scaled(labels: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [label, s] of Object.entries(labels)) out[label] = discounted(s);
  return out;
}

/** A one-word form worth propagating: a word with letters, three characters or more. */
function usableWord(word: string): boolean {
  return word.length >= 3 && HAS_LETTER.test(word);
}

function formsOf(text: string, entity: ResolvedEntity): Form[] {
  const label = strongest(entity.labels)[0];
  const score = entity.labels[label] ?? 0;
  if (!PROPAGATED.has(label) || score < MIN_SOURCE_SCORE) return [];
  const written = text.slice(entity.start, entity.end);
  // a name written encoded (a MIME encoded word, character references, quoted-printable escapes) has
  // no words of its own in the text: "=?UTF-8?Q?J=C3=BCrgen_M=C3=BCller?=" gave "UTF-8" as its given
  // name, and every "UTF-8" of the mail was redacted (tenth exploratory test)
  if (writtenEncoded(written)) return [];
  const words = wordsOf(written);
  if (words.length === 0 || words.length > MAX_FORM_WORDS || (words.length === 1 && !usableWord(words[0]!))) return [];
  const forms: Form[] = [{ words, label, labels: scaled(entity.labels), score: discounted(score) }];
  if (FULL_PERSON.has(label) && words.length >= 2) {
    const familySubtype = entity.winner.subtypes?.filter((s) => s.label === "NAME_FAMILY").pop();
    const family = familySubtype ? wordsOf(text.slice(familySubtype.start, familySubtype.end)) : [words[words.length - 1]!];
    const familyLabel = label === "NAME" ? "NAME_FAMILY" : label;
    if ((family.length > 1 && family.length <= MAX_FORM_WORDS) || (family.length === 1 && usableWord(family[0]!))) {
      const labels = familyLabel === "NAME_FAMILY" ? { NAME: score, NAME_FAMILY: score } : { [familyLabel]: score };
      forms.push({ words: family, label: familyLabel, labels: scaled(labels), score: discounted(score), family: true });
    }
    if (label === "NAME") forms.push(...nicknameForms(words[0]!, score), ...givenNameForm(words[0]!, score));
  }
  const short = definedShortName(text, entity.end, words);
  if (short) forms.push({ words: short, label, labels: scaled(entity.labels), score: discounted(score) });
  return forms;
}

/**
 * A full name's given name alone, as NAME_GIVEN, matched as a nickname is (folded, one-word rules,
 * never in a caseless line): HR and clinical notes name a person in full once and by the given
 * name after ("Employee: Oluwaseun Adebayo-Fitzgerald ... Oluwaseun disclosed ..."; seventh
 * exploratory test, the given name left in clear four times). Not an everyday word ("Will").
 */
function givenNameForm(given: string, score: number): Form[] {
  if (!usableWord(given) || isEverydayWord(given.toLowerCase())) return [];
  return [{ words: [fold(given)], label: "NAME_GIVEN", labels: scaled({ NAME: score, NAME_GIVEN: score }), score: discounted(score), nickname: true }];
}

/** The other listed forms of a full name's given name, three letters or more, as NAME_GIVEN. */
function nicknameForms(given: string, score: number): Form[] {
  const labels = scaled({ NAME: score, NAME_GIVEN: score });
  const forms: Form[] = [];
  for (const other of nicknamesOf(fold(given))) {
    if (usableWord(other)) forms.push({ words: [other], label: "NAME_GIVEN", labels, score: discounted(score), nickname: true });
  }
  return forms;
}

/**
 * A short name the text defines right after an entity: an acronym in brackets ("International
 * Monetary Fund (IMF)", "Partido Popular (PP)") or, as contracts write it, a quoted word of the
 * name ('Acme Widgets Inc. ("Acme")', '(hereinafter "Acme")'). A quoted term that is not a word of
 * the name is a role, not the entity's name ('John Smith ("Employee")') and stays out.
 */
const DEFINED_SHORT = /^[ \t]?\((?:the[ \t]+|hereinafter[ \t]+(?:the[ \t]+)?|herein[ \t]+)?(["“'‘]?)([\p{L}\p{N}&.\- ]{2,40}?)(["”'’]?)\)/u;
const ACRONYM = /^\p{Lu}[\p{Lu}\p{N}&]{1,7}$/u;

function definedShortName(text: string, end: number, nameWords: readonly string[]): string[] | undefined {
  const m = DEFINED_SHORT.exec(text.slice(end, end + 64));
  if (!m) return undefined;
  const [, open, inner, close] = m;
  const short = wordsOf(inner!);
  if (short.length === 0) return undefined;
  const first = nameWords[0]!;
  if (short.length === 1 && ACRONYM.test(short[0]!) && short[0]![0] === first[0]!.toUpperCase() && nameWords.length > 1) return short;
  const quoted = open !== "" && close !== "";
  if (quoted && short.every((w) => nameWords.includes(w)) && short.length < nameWords.length) return short;
  return undefined;
}

/**
 * Casing of the line holding each position, asked in increasing order: the line's end is found
 * once per line, so walking all tokens costs one pass over the text (a search back to the line's
 * start at every token was quadratic on text without newlines).
 */
function lineCases(text: string): (pos: number) => LineCase {
  let end = -1;
  let mode: LineCase = "lower";
  return (pos) => {
    if (pos > end) {
      // the scan back stops at the newline that ended the previous line, or within this line
      const start = text.lastIndexOf("\n", pos - 1) + 1;
      end = text.indexOf("\n", pos);
      if (end < 0) end = text.length;
      mode = caseOf(text.slice(start, end));
    }
    return mode;
  };
}

/** A node of the word trie of the forms: the form ending here, and the next words. */
interface TrieNode {
  form?: Form;
  next: Map<string, TrieNode>;
}

/** Add `form` under `key(word)` for each of its words; where two forms meet, the stronger stays. */
function insert(root: Map<string, TrieNode>, form: Form, key: (word: string) => string): void {
  let level = root;
  let node: TrieNode | undefined;
  for (const word of form.words) {
    const k = key(word);
    node = level.get(k);
    if (!node) {
      node = { next: new Map() };
      level.set(k, node);
    }
    level = node.next;
  }
  if (node && (!node.form || node.form.score < form.score)) node.form = form;
}

const asWritten = (word: string): string => word;
const upperCased = (word: string): string => word.toUpperCase();

/** Only spaces between two tokens (checked on the gap's length first: a long gap is no match). */
function spaced(text: string, a: Token, b: Token): boolean {
  return b.start - a.end <= 3 && SPACE_GAP.test(text.slice(a.end, b.start));
}

/**
 * Entities for the untagged repetitions of the resolved entities' names, organisations and places
 * in `text` (the unit the entities were resolved on). `entities` must be sorted by start and
 * disjoint, as resolveCandidates returns them; the result is too, and overlaps none of them.
 */
export function propagateMentions(text: string, entities: readonly ResolvedEntity[]): ResolvedEntity[] {
  // one form per word sequence: the stronger source wins a form that two entities share
  const seen = new Map<string, Form>();
  // nicknames by their folded word; a word that is also a form as written is that form
  const nicknames = new Map<string, Form>();
  for (const entity of entities) {
    for (const form of formsOf(text, entity)) {
      const forms = form.nickname ? nicknames : seen;
      const key = form.words.join(" ");
      const prior = forms.get(key);
      if (prior && prior.score >= form.score) continue;
      forms.set(key, form);
    }
  }
  if (seen.size === 0 && nicknames.size === 0) return [];
  // a trie of the forms as written, and one of their upper-case forms for ALL-CAPS lines (where
  // "O'NEILL" and "DEEPMIND" stand for "O'Neill" and "DeepMind")
  const exact = new Map<string, TrieNode>();
  const upper = new Map<string, TrieNode>();
  for (const form of seen.values()) {
    insert(exact, form, asWritten);
    insert(upper, form, upperCased);
  }

  const tokens = tokenize(text);
  const caseAt = lineCases(text);
  const out: ResolvedEntity[] = [];
  let e = 0; // next entity that may overlap (entities are sorted and disjoint)
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i]!;
    while (e < entities.length && entities[e]!.end <= tok.start) e++;
    const mode = caseAt(tok.start);
    const key = mode === "upper" ? upperCased : asWritten;
    let node = (mode === "upper" ? upper : exact).get(key(tok.text));
    const nicknameHere = (): void => {
      // only a capitalised word may be one (oneWordMention): the fold is asked of those alone
      const nickname = mode === "mixed" && nicknames.size > 0 && UPPER_START.test(tok.text) ? nicknames.get(fold(tok.text)) : undefined;
      if (!nickname || (e < entities.length && entities[e]!.start < tok.end) || !oneWordMention(text, tokens, i, mode, false)) return;
      const winner: Candidate = { start: tok.start, end: tok.end, label: nickname.label, score: nickname.score, labels: { ...nickname.labels }, source: SOURCE };
      out.push({ start: tok.start, end: tok.end, labels: { ...nickname.labels }, winner });
    };
    if (!node) {
      nicknameHere();
      continue;
    }
    // the forms matching here, shortest first; at most MAX_FORM_WORDS steps
    const matched: Form[] = [];
    for (let n = 1; node; n++) {
      if (node.form) matched.push(node.form);
      const next = tokens[i + n];
      if (n >= MAX_FORM_WORDS || !next || !spaced(text, tokens[i + n - 1]!, next)) break;
      node = node.next.get(key(next.text));
    }
    // the longest form that takes the place wins
    let placed = false;
    for (let f = matched.length - 1; f >= 0; f--) {
      const form = matched[f]!;
      const n = form.words.length;
      const start = tok.start;
      const end = tokens[i + n - 1]!.end;
      if (e < entities.length && entities[e]!.start < end) continue; // already an entity here
      if (n === 1 && !oneWordMention(text, tokens, i, mode, form.family === true)) continue;
      const winner: Candidate = { start, end, label: form.label, score: form.score, labels: { ...form.labels }, source: SOURCE };
      out.push({ start, end, labels: { ...form.labels }, winner });
      i += n - 1;
      placed = true;
      break;
    }
    // a word that only starts a longer form ("Oluwaseun" of "Oluwaseun Adebayo-Fitzgerald") may
    // still be a given name or nickname alone
    if (!placed) nicknameHere();
  }
  return out;
}

/**
 * A one-word form stands alone as a mention only as a capitalised word in a mixed-case line, and
 * not inside a longer run of capitalised words ("George Washington", "Lauck Street"); in a line
 * without case only as a family name of four letters or more that is no everyday word. A
 * lower-case word in a mixed-case line is never taken: the model's lower-case "names" there are
 * mostly common words ("singles" in a sports report), and propagation would repeat the error.
 */
function oneWordMention(text: string, tokens: readonly Token[], i: number, mode: LineCase, family: boolean): boolean {
  const tok = tokens[i]!;
  if (mode !== "mixed") return family && tok.text.length >= 4 && !isEverydayWord(tok.text.toLowerCase());
  if (!UPPER_START.test(tok.text)) return false;
  const before = tokens[i - 1];
  if (before && spaced(text, before, tok) && UPPER_START.test(before.text) && !SENTENCE_OPENERS.has(before.text.toLowerCase())) return false;
  const after = tokens[i + 1];
  if (after && spaced(text, tok, after) && UPPER_START.test(after.text)) return false;
  return true;
}

/** `entities` with their propagated repetitions, in text order. */
export function withRepeatedMentions(text: string, entities: readonly ResolvedEntity[]): ResolvedEntity[] {
  const repeats = propagateMentions(text, entities);
  if (repeats.length === 0) return [...entities];
  return [...entities, ...repeats].sort((a, b) => a.start - b.start);
}
