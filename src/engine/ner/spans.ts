/**
 * From decoded tags to candidates: BIO tags become typed spans over the original text, and spans
 * that together make one entity are assembled the way the reference service reports them:
 *
 * - name parts (NAME_GIVEN, NAME_FAMILY, NAME, NAME_MEDICAL_PROFESSIONAL) separated only by
 *   spaces, hyphens or apostrophes form one NAME (or NAME_MEDICAL_PROFESSIONAL) whose subtypes are
 *   the given/family parts; a lone part keeps its own label (NAME_GIVEN with labels NAME and
 *   NAME_GIVEN);
 * - address parts (street, city, state, zip, country) separated only by commas and white space
 *   form one LOCATION_ADDRESS when a street or zip is among them (a postal address), otherwise one
 *   LOCATION ("Toronto, Ontario"), with the parts as subtypes; a part type already in the group
 *   starts a new one ("Paris, London" is a list); a lone part keeps its own label;
 * - every other span is one candidate of its type.
 *
 * `labels` carries the model's score for the label and for each of its ancestors in the catalog
 * (the probability that the tokens belong to that type or any of its descendants), so a parent's
 * score is never below its child's; the resolver picks best_label by specificity.
 */
import { ancestors } from "../../contract/catalog.js";
import type { Candidate, CandidateSubtype } from "../types.js";
import { isFunctionWordInAny } from "./function-words.js";
import { NAME_TYPES, type TagSet } from "./labels.js";

export interface TokenOffsets {
  /** UTF-16 offsets of the token in the original text, end exclusive. */
  readonly start: number;
  readonly end: number;
}

/** A run of tokens with one entity type: tokens [first, last] inclusive. */
export interface TagSpan {
  type: string;
  first: number;
  last: number;
  start: number;
  end: number;
}

/**
 * Spans of a BIO tag sequence. An I-X that does not continue an X span (which the constrained
 * decoder never produces) opens a new span rather than being dropped.
 */
export function tagsToSpans(tags: TagSet, path: ArrayLike<number>, tokens: readonly TokenOffsets[]): TagSpan[] {
  const spans: TagSpan[] = [];
  let open: TagSpan | undefined;
  for (let t = 0; t < path.length; t++) {
    const tag = path[t]!;
    const prefix = tags.prefix[tag];
    const type = tags.type[tag]!;
    const tok = tokens[t]!;
    if (prefix === "I" && open && open.type === type) {
      open.last = t;
      open.end = tok.end;
      continue;
    }
    if (open) spans.push(open);
    open = prefix === "O" ? undefined : { type, first: t, last: t, start: tok.start, end: tok.end };
  }
  if (open) spans.push(open);
  return spans;
}

const HAS_LETTER = /\p{L}/u;
/** Letters or digits joined by an underscore to a letter: an identifier's or a key's name ("registered_in_england_and_wales_no", "STEUER_ID"). */
const SNAKE_CASE = /[\p{L}\p{N}]_\p{L}|\p{L}_[\p{L}\p{N}]/u;
const KEY_CHAR = /[\p{L}\p{N}_]/u;

/**
 * The spans less every street that cannot be one: without a letter (a street has a name, and
 * digits alone are an id's or an account's: "249 060 106 20469", a SIRET with a wrong check digit,
 * read as a street in eval:structured; a house number the model split from its street stays in a
 * street span that has the name), or inside a key written in snake case, a CSV header's or a log
 * field's name ("registered_in_england_and_wales_no=13964381", "Id,Amtliches_Kennzeichen,Col3":
 * structured suite, fresh draws 303, 606 and 101; no street name holds an underscore), or without
 * a word that can name it (hasNameWord). A street over lines starts on its first line that holds
 * such a word (namedLineOffset), and keeps a later line only with its number.
 */
export function withoutImpossibleStreets(spans: TagSpan[], text: string, tokens: readonly { start: number }[]): TagSpan[] {
  let changed = false;
  const out: TagSpan[] = [];
  for (const s of spans) {
    if (s.type !== "LOCATION_ADDRESS_STREET") {
      out.push(s);
      continue;
    }
    const words = text.slice(s.start, s.end);
    const named = HAS_LETTER.test(words) && !inSnakeCaseKey(s, text) ? namedLineOffset(words) : -1;
    if (named === 0) {
      out.push(s);
      continue;
    }
    changed = true;
    // lines before the street's own line are none of it; a street read after such a line keeps
    // its number ("132\nVALE, ENTONCES MANZANA JOSEFINA ZAPATA VALENCIA, 100, 03317 VILADECANS")
    if (named === -1 || !/\p{N}/u.test(words.slice(named))) continue;
    let first = s.first;
    while (first < s.last && tokens[first]!.start < s.start + named) first++;
    out.push({ ...s, first, start: tokens[first]!.start });
  }
  return changed ? out : spans;
}

/** Place parts that are names: a city, a state, a country has letters. */
const NAMED_PLACE_PARTS = new Set(["LOCATION_CITY", "LOCATION_STATE", "LOCATION_COUNTRY"]);
/** Digits and the marks that join an id's digit groups. */
const NUMBER_CHAR = /[\p{N}.\/-]/u;
/** More digits than any postcode has (a US ZIP+4 has nine). */
const MAX_POSTCODE_DIGITS = 9;

/**
 * The spans less every place that cannot be one: a city, state or country without a letter, and a
 * postcode that is part of a longer number. The model read an invalid American Express number
 * "3723-820902-17670" in a form's field as a postcode "3723" and a city "-820902-17670", which
 * made a LOCATION_ADDRESS of it (structured suite, fresh draws 2424, 2525, 2626: three such ids;
 * LOCATION_ADDRESS precision up on 13 of 18 draws), and the first four digits of "5390 6829 3849
 * 7430" a postcode (precision up on 11 of 18 more; eval:dev, meddocan dev unchanged).
 */
export function withoutImpossiblePlaces(spans: TagSpan[], text: string): TagSpan[] {
  const kept = spans.filter((s) => {
    if (NAMED_PLACE_PARTS.has(s.type)) return HAS_LETTER.test(text.slice(s.start, s.end));
    if (s.type !== "LOCATION_ZIP") return true;
    // the number reaches over single blanks between digit groups too: "5390 6829 3849 7430", an
    // invalid card number whose first group the model took for a postcode (fresh draws 1414,
    // 1919); two groups are a box number and a postcode as often ("Apartado de Correos 20134 48080
    // Bilbao", meddocan dev), an id runs on over three or more
    const glued = numberAround(text, s, (at) => NUMBER_CHAR.test(text[at]!));
    const spaced = numberAround(text, s, (at, digitSide) => NUMBER_CHAR.test(text[at]!) || (text[at] === " " && /\p{N}/u.test(text[digitSide] ?? "")));
    return digitCount(glued) <= MAX_POSTCODE_DIGITS && (digitCount(spaced) <= MAX_POSTCODE_DIGITS || spaced.split(" ").length === 2);
  });
  return kept.length === spans.length ? spans : kept;
}

/** The span with the characters around it that `joins` (at, the character beyond it) takes in. */
function numberAround(text: string, s: TagSpan, joins: (at: number, beyond: number) => boolean): string {
  let from = s.start;
  let to = s.end;
  while (from > 0 && joins(from - 1, from - 2)) from--;
  while (to < text.length && joins(to, to + 1)) to++;
  return text.slice(from, to);
}

function digitCount(s: string): number {
  return s.replace(/\D/g, "").length;
}

/** A temperature's unit after its degree sign: "17 °C", "98.6°F", "-2 ° C". */
const DEGREE_BEFORE = /°[ \t]?$/;

/**
 * The spans less every name that is a temperature's unit: the model read the "C" of "highs of 17
 * °C" as a given name in English weather reports (eval:clean: 4 of 588 PII-free texts flagged for
 * it alone or with another word). A name is never one capital right after a degree sign.
 */
export function withoutUnitLetters(spans: TagSpan[], text: string): TagSpan[] {
  const kept = spans.filter((s) => !(NAME_TYPES.has(s.type) && /^[CFK]$/.test(text.slice(s.start, s.end)) && DEGREE_BEFORE.test(text.slice(Math.max(0, s.start - 2), s.start))));
  return kept.length === spans.length ? spans : kept;
}

const LETTER_WORD = /[\p{L}][\p{L}'\u2019.-]*/gu;

/**
 * Where the span's first line with a word that can name a street starts (hasNameWord), or -1. An
 * address written over lines names its street on its first line, and the lines after it hold the
 * unit, town, postcode and country ("Tungata 11 Rott Crossroad\n Apt. 322\n Höfn\n Iceland
 * 72399", presidio_synth); invalid ids run into chat lines ("5689 56244 6\nvale gracias\nahora es",
 * "8530\nGenial\nMi Kennzeichen Es") were streets to the model, and their first line names nothing.
 */
function namedLineOffset(words: string): number {
  let offset = 0;
  for (const line of words.split("\n")) {
    if (hasNameWord(line)) return offset;
    offset += line.length + 1;
  }
  return -1;
}

/**
 * Whether the span holds a word that can name a street: a word of letters (not a code with digits
 * in it, "ch14") that is no function word of our languages. "4577 7039 5905 4070 now ok", "Ok, 400
 * 734 073 39431 Then", "col2" (an invalid card number, an invalid id between chat words, a CSV
 * header) were streets to the model; every street has a name or a type ("Via Roma 5", "Hauptstraße
 * 1"). Measured (fresh structured draws, LOCATION_ADDRESS precision): seeds 1111 0.959 -> 0.975 and
 * 1212 0.970 -> 0.981 (read), 1313 0.965 -> 0.986 (not read); untuned: meddocan dev and
 * eval:realistic unchanged, eval:dev the same but btc's precision +0.001 (a hex hash).
 */
function hasNameWord(words: string): boolean {
  for (const m of words.matchAll(LETTER_WORD)) {
    // a word glued to digits is a code ("ch14", "97h7"), not a name
    const before = m.index === 0 ? "" : words[m.index - 1]!;
    const after = words[m.index + m[0].length] ?? "";
    if (/\p{N}/u.test(before) || /\p{N}/u.test(after)) continue;
    const word = m[0].replace(/[.'\u2019-]+$/, "").toLowerCase();
    if (word.length < 2) continue;
    if (STREET_NAME_WORDS.has(word) || !isFunctionWordInAny(word)) return true;
  }
  return false;
}

/**
 * Adjectives that stopwords-iso lists as function words and that name streets ("High Street",
 * "Long Lane", "Calle Mayor", "Neue Straße"): a model street cut before its type ("188 high" of
 * "188 high street", structured suite, fresh draw 1919) keeps what it covers.
 */
const STREET_NAME_WORDS: ReadonlySet<string> = new Set([
  "high", "long", "new", "old", "little", "great", "lower", "upper", "mill", "north", "south", "east", "west",
  "mayor", "nueva", "nuevo", "grande", "nuovo", "nuova", "neue", "alte", "lange", "hohe",
]);

/** Whether the run of letters, digits and underscores around a span, when the span is in one word, is written in snake case. */
function inSnakeCaseKey(s: TagSpan, text: string): boolean {
  let from = s.start;
  let to = s.end;
  while (from > 0 && KEY_CHAR.test(text[from - 1]!)) from--;
  while (to < text.length && KEY_CHAR.test(text[to]!)) to++;
  const run = text.slice(from, to);
  return !/\s/.test(run) && SNAKE_CASE.test(run);
}

/** Quotation marks and apostrophes: ' ’ ‘ ‚ " “ ” „ « » ` ´. */
const QUOTE = /['\u2018\u2019\u201a"\u201c\u201d\u201e\u00ab\u00bb`\u00b4]/;
const BLANK = /\s/;
/** The marks that may open a quote each closing mark ends (German „...“ and ‚...‘, French « », English “ ” ‘ ’). */
const OPENERS: Readonly<Record<string, string>> = {
  "'": "'", '"': '"', "`": "`", "\u00b4": "\u00b4",
  "\u201d": "\u201c\u201e", "\u201c": "\u201e", "\u00bb": "\u00ab", "\u00ab": "\u00bb", "\u2019": "\u2018\u201a", "\u2018": "\u201a",
};

/**
 * The candidate without quotation marks or apostrophes (and the blanks they leave) at its outer
 * edges: an apostrophe inside a name stays ("O'Brien", OCR's "Mar« garet"), one at its edge is a
 * closing quote or a possessive ("'Janssen', " in an SQL tuple became "'[NAME_1], " and broke the
 * statement; "Jonas' Auto"; a newspaper's „ Weser-Ztg"). A closing mark whose opening mark is
 * inside stays ('Hospital Clínico "Lozano Blesa"', meddocan dev), and so does an opening mark
 * whose closing mark is. Its edge subtypes shrink with it.
 */
function withoutQuoteEdges(c: Candidate, text: string): Candidate {
  let { start, end } = c;
  for (;;) {
    while (start < end && BLANK.test(text[start]!)) start++;
    while (end > start && BLANK.test(text[end - 1]!)) end--;
    if (end - start < 2) {
      if (end - start === 1 && QUOTE.test(text[start]!)) start = end;
      break;
    }
    const first = text[start]!;
    const last = text[end - 1]!;
    const firstIsQuote = QUOTE.test(first);
    const lastIsQuote = QUOTE.test(last);
    if (firstIsQuote && lastIsQuote) {
      // a quote around the whole entity
      start++;
      end--;
    } else if (lastIsQuote && !hasAny(text, start, end - 1, OPENERS[last] ?? last)) {
      end--;
    } else if (firstIsQuote && !hasClosing(text, start + 1, end, first)) {
      start++;
    } else {
      break;
    }
  }
  if (start >= end) return { ...c, start, end: start };
  if (start === c.start && end === c.end) return c;
  const subtypes = c.subtypes
    ?.map((p) => ({ ...p, start: Math.max(p.start, start), end: Math.min(p.end, end) }))
    .filter((p) => p.end > p.start)
    .map((p) => ({ ...p, formatted: text.slice(p.start, p.end) }));
  return { ...c, start, end, ...(subtypes ? { subtypes } : {}) };
}

/** Whether text[from, to) holds any of the characters of `marks`. */
function hasAny(text: string, from: number, to: number, marks: string): boolean {
  for (let i = from; i < to; i++) if (marks.includes(text[i]!)) return true;
  return false;
}

/** Whether text[from, to) holds a mark that closes a quote `opener` opens. */
function hasClosing(text: string, from: number, to: number, opener: string): boolean {
  for (let i = from; i < to; i++) if ((OPENERS[text[i]!] ?? "").includes(opener)) return true;
  return false;
}

const ADDRESS_PARTS = new Set([
  "LOCATION_ADDRESS_STREET",
  "LOCATION_CITY",
  "LOCATION_STATE",
  "LOCATION_ZIP",
  "LOCATION_COUNTRY",
  "LOCATION_ADDRESS",
]);
/** Parts that make a group of address parts a postal address rather than a place name. */
const POSTAL_PARTS = new Set(["LOCATION_ADDRESS_STREET", "LOCATION_ZIP", "LOCATION_ADDRESS"]);
/**
 * Between name parts: spaces, hyphens, apostrophes ("Jean-Luc", "O' Brien"), at most a few; never a
 * tab, which ends a cell ("Matricola\tNominativo", two column names of a TSV header, had become one
 * NAME of a given and a family name).
 */
const NAME_GAP = /^[ \u00a0\-\u2010\u2011'\u2019]{0,3}$/;
/** Between address parts: commas and white space, newlines included ("Paris,\nFrance"). */
const ADDRESS_GAP = /^[\s,]{0,6}$/;
/**
 * Group labels whose probability also counts parts that the catalog does not place under them:
 * every address part (city, state, zip, country) is part of a LOCATION_ADDRESS once grouped.
 */
const GROUP_MEMBERS: Readonly<Record<string, ReadonlySet<string>>> = { LOCATION_ADDRESS: ADDRESS_PARTS };

/**
 * Probability that the tokens of some spans carry a given entity type (or a descendant of it),
 * averaged over those tokens (the separators between the parts of a group do not count).
 */
export type TypeScorer = (type: string, parts: readonly TagSpan[]) => number;

/**
 * Scorer backed by posterior marginals [T, L]: mean over the tokens of the summed marginals of
 * every tag whose type is `type` or one of its descendants in the catalog.
 */
export function marginalScorer(tags: TagSet, marg: ArrayLike<number>): TypeScorer {
  const L = tags.tags.length;
  const columns = new Map<string, number[]>();
  const columnsFor = (type: string): number[] => {
    let cols = columns.get(type);
    if (!cols) {
      cols = [];
      for (let j = 0; j < L; j++) {
        const tagType = tags.type[j]!;
        if (tagType && (tagType === type || ancestors(tagType).includes(type) || GROUP_MEMBERS[type]?.has(tagType))) cols.push(j);
      }
      columns.set(type, cols);
    }
    return cols;
  };
  return (type, parts) => {
    const cols = columnsFor(type);
    let sum = 0;
    let count = 0;
    for (const part of parts) {
      for (let t = part.first; t <= part.last; t++) for (const j of cols) sum += marg[t * L + j]!;
      count += part.last - part.first + 1;
    }
    return count > 0 ? clamp01(sum / count) : 0;
  };
}

/** Assemble the spans of one text into candidates (source "ner"), in text order. */
export function assembleCandidates(text: string, spans: readonly TagSpan[], score: TypeScorer): Candidate[] {
  const out: Candidate[] = [];
  let i = 0;
  while (i < spans.length) {
    const span = spans[i]!;
    const family = NAME_TYPES.has(span.type) ? NAME_TYPES : ADDRESS_PARTS.has(span.type) ? ADDRESS_PARTS : undefined;
    const gap = family === NAME_TYPES ? NAME_GAP : ADDRESS_GAP;
    let j = i + 1;
    if (family) {
      const seen = new Set([span.type]);
      while (j < spans.length) {
        const next = spans[j]!;
        if (!family.has(next.type) || !gap.test(text.slice(spans[j - 1]!.end, next.start))) break;
        // An address has one city, one state...: "Paris, London, Berlin" is a list, not an address.
        if (family === ADDRESS_PARTS && seen.has(next.type)) break;
        seen.add(next.type);
        j++;
      }
    }
    const group = spans.slice(i, j);
    const c = group.length === 1 ? single(span, score) : family === NAME_TYPES ? nameGroup(text, group, score) : addressGroup(text, group, score);
    const trimmed = withoutQuoteEdges(c, text);
    if (trimmed.end > trimmed.start) out.push(trimmed);
    i = j;
  }
  return out;
}

function single(span: TagSpan, score: TypeScorer): Candidate {
  return candidate(span.type, [span], score);
}

function nameGroup(text: string, parts: readonly TagSpan[], score: TypeScorer): Candidate {
  const label = parts.some((p) => p.type === "NAME_MEDICAL_PROFESSIONAL") ? "NAME_MEDICAL_PROFESSIONAL" : "NAME";
  const c = candidate(label, parts, score);
  const subtypes = subtypesOf(
    text,
    parts.filter((p) => p.type === "NAME_GIVEN" || p.type === "NAME_FAMILY"),
  );
  if (subtypes.length > 0) c.subtypes = subtypes;
  return c;
}

function addressGroup(text: string, parts: readonly TagSpan[], score: TypeScorer): Candidate {
  const label = parts.some((p) => POSTAL_PARTS.has(p.type)) ? "LOCATION_ADDRESS" : "LOCATION";
  const c = candidate(label, parts, score);
  const subtypes = subtypesOf(
    text,
    parts.filter((p) => p.type !== "LOCATION_ADDRESS"),
  );
  if (subtypes.length > 0) c.subtypes = subtypes;
  return c;
}

function subtypesOf(text: string, parts: readonly TagSpan[]): CandidateSubtype[] {
  return parts.map((p) => ({ label: p.type, start: p.start, end: p.end, formatted: text.slice(p.start, p.end) }));
}

/** A candidate labelled `label` over the parts, with its ancestors' scores in `labels` too. */
function candidate(label: string, parts: readonly TagSpan[], score: TypeScorer): Candidate {
  const labels: Record<string, number> = {};
  for (const type of [label, ...ancestors(label)]) labels[type] = score(type, parts);
  const start = parts[0]!.start;
  const end = parts[parts.length - 1]!.end;
  return { start, end, label, score: labels[label]!, labels, source: "ner" };
}

function clamp01(x: number): number {
  return x < 0 ? 0 : x > 1 ? 1 : x;
}
