/**
 * Place names from a lexicon -> LOCATION_COUNTRY, LOCATION_CITY, LOCATION_STATE (and LOCATION for
 * continents and large regions). A post-processing signal next to the NER model, which misses
 * many country and city names: the lexicon is precise as long as a match is a proper noun used as
 * a place, so the rules below are about precision.
 *
 * Data (./places/): countries from CLDR through Intl.DisplayNames in en/de/es/fr/it/nl/pt plus
 * short and historic forms; a hand-written list of capitals and main cities with exonyms;
 * first-level divisions of nine countries; the ambiguity lists and location cues.
 *
 * Matching rules:
 * - Whole words only: a letter, digit, "_" or "@" next to the match, or a "-", "." or "/" glued
 *   to a word ("Paris-based", "www.paris.fr", "rome/"), rejects it.
 * - Mixed-case text: the match must have the lexicon's capitalisation exactly ("Paris", not
 *   "paris" or "PARIS"): capitalisation is what separates "Nice" from "nice", "Turkey" from
 *   "turkey". The casing mode is decided per line, so an all-caps headline or an all-lower chat
 *   line inside a normal document gets the rule below.
 * - A line with no case distinction (all lower or all upper): case-insensitive, but only with a
 *   location cue, since capitalisation no longer tells proper nouns apart: a place preposition
 *   right before ("in paris", "FROM THE UK", "nach berlin", "à lyon"), a strong cue in the
 *   sentence ("born in", "moved to", "city", "vive en"...), a neighbouring place ("lyon,
 *   france"), or a newswire dateline (an upper-case place opening a line before a date).
 *   Acronyms that are words in such text (US = "us") are never matched there. One exception: in
 *   an all-lower line an unambiguous form (none of the lists below) is taken without a cue, at a
 *   lower score ("paris was amazing", lower-cased newswire): without it such text lost a third
 *   of its places (conll2003_en dev lower-cased: LOC recall 0.71 against 0.85 cased). ALL-CAPS
 *   lines keep needing the cue: in upper-case clinical notes the extra matches were mostly wrong.
 * - Ambiguous forms (places that are also names or common words: Jordan, Chad, Georgia, Nice,
 *   Reading...; see places/ambiguity.ts) need a cue even in mixed case: a locative preposition
 *   ("in Jordan", "à Nice"), a strong cue or a neighbouring place; in text without case they
 *   need a strong cue or a neighbour. Forms that are common nouns only at a sentence start
 *   (Turkey, China, Porto) need the cue only there.
 * - Part of a longer capitalised name: skipped when a capitalised word sits right before or after
 *   it ("Manchester United", "Real Madrid", "New York Times", "Paris Hilton") or before "of"/"de"
 *   ("Bank of England", "Universidad de Chile"): those are organisations, people or other names.
 *   A capitalised word that only starts the sentence does not count ("Yesterday Paris voted"),
 *   unless it is a known name prefix (Real, Bank, University...); neither do function words,
 *   weekdays and months ("Flights To Paris", "in London Monday"). Where the longer form is itself
 *   in the lexicon it wins by longest match ("New York City", "Bosnia and Herzegovina").
 * - Longest match first: entries are indexed by their first word, longest first, so the scan is
 *   one pass over the words with a Map lookup each (linear in the text).
 *
 * - "City, ST" after a location cue (cityStateMatches below): a city the lexicon lacks is still a
 *   LOCATION_CITY when a cue ("lives in", "moved to", "from", "in") precedes it and a real US
 *   state code or name follows the comma ("both live in hampton,ma", "moved to Springfield, IL").
 *
 * Scores are 0.55-0.65, below the model's confident spans: the resolver keeps the highest-scored
 * candidate among overlapping ones, so an ORGANIZATION span the model found around a city
 * ("Bank of England", usually skipped here anyway) keeps winning, while a place the model missed
 * is still reported. Unambiguous mixed-case matches score 0.6 (0.65 with a cue), ambiguous ones
 * with their cue 0.6, matches in text without case 0.55 (0.6 with a strong cue; 0.5 for the
 * uncued all-lower ones). A form listed
 * under several types (Georgia: country and state; New York: city and state) carries the others
 * in `labels`, 0.05 lower.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { wantsType } from "./make-context.js";
import { atSentenceStart, lineAt, lineCase, type LineCase } from "./lines.js";
import { contextWords, wordAlternation, type ContextWords } from "./context.js";
import { countryNames, COUNTRY_LANGUAGES } from "./places/countries.js";
import { CITIES } from "./places/cities.js";
import { REGIONS, STATES } from "./places/states.js";
import {
  ARTICLES, LOCATIVE_PREPOSITIONS, MIXED_CASE_ONLY, NAME_CONNECTORS, NAME_PREFIXES, NEEDS_CUE,
  NEEDS_CUE_AT_SENTENCE_START, NEEDS_CUE_IN_GERMAN, NOT_NAME_WORDS, PLACE_PREPOSITIONS, STRONG_CUES,
} from "./places/ambiguity.js";
import { execAll } from "../text/exec-all.js";
import { precomputed, precomputedKey } from "../startup/precomputed.js";

type Rule = "plain" | "cue" | "start";

interface Entry {
  /** The form as written in the lexicon (single spaces, ’ as '). */
  surface: string;
  /** Lower-case words of the form. */
  words: string[];
  /** Lower-case text before, between and after the words ("u.s." -> ["", ".", "."]). */
  glue: string[];
  /** Types in order of preference (the first list that holds the form comes first). */
  labels: string[];
  rule: Rule;
  mixedCaseOnly: boolean;
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const normalise = (s: string): string => s.replace(/[’`]/g, "'").replace(/\s+/g, " ");

function parseForm(surface: string): { words: string[]; glue: string[] } {
  const lower = surface.toLowerCase();
  const words: string[] = [];
  const glue: string[] = [];
  let last = 0;
  for (const m of execAll(WORD, lower)) {
    glue.push(lower.slice(last, m.index));
    words.push(m[0]);
    last = m.index + m[0].length;
  }
  glue.push(lower.slice(last));
  return { words, glue };
}

/** The lexicon's entries, in order of preference; plain JSON, so the build saves them (startup/precomputed.ts). */
function buildEntries(): Entry[] {
  const bySurface = new Map<string, Entry>();
  const add = (forms: Iterable<string>, label: string) => {
    for (const raw of forms) {
      const surface = normalise(raw.trim());
      // every entry starts capitalised: the mixed-case scan only looks up capitalised words
      if (!/^\p{Lu}/u.test(surface)) continue;
      const known = bySurface.get(surface);
      if (known) {
        if (!known.labels.includes(label)) known.labels.push(label);
        continue;
      }
      const { words, glue } = parseForm(surface);
      if (words.length === 0) continue;
      const rule: Rule = NEEDS_CUE.has(surface) ? "cue" : NEEDS_CUE_AT_SENTENCE_START.has(surface) ? "start" : "plain";
      bySurface.set(surface, { surface, words, glue, labels: [label], rule, mixedCaseOnly: MIXED_CASE_ONLY.has(surface) });
    }
  };
  const split = (groups: readonly string[]) => groups.flatMap((g) => g.split("|"));
  // Order decides the preferred type of shared forms: English country names, then cities (so
  // Granada is the Spanish city before it is Grenada in Spanish), states, regions, and the
  // country names of the other languages last.
  add(countryNames(["en"], true), "LOCATION_COUNTRY");
  add(split(CITIES), "LOCATION_CITY");
  add(split(STATES), "LOCATION_STATE");
  add(split(REGIONS), "LOCATION");
  add(countryNames(COUNTRY_LANGUAGES.filter((l) => l !== "en"), false), "LOCATION_COUNTRY");
  return [...bySurface.values()];
}

/** The lexicon, keyed by the first lower-case word; each bucket sorted longest first. */
function buildIndex(entries: readonly Entry[]): Map<string, Entry[]> {
  const index = new Map<string, Entry[]>();
  for (const e of entries) {
    const bucket = index.get(e.words[0]!) ?? [];
    bucket.push(e);
    index.set(e.words[0]!, bucket);
  }
  for (const bucket of index.values()) {
    bucket.sort((a, b) => b.words.length - a.words.length || b.surface.length - a.surface.length);
  }
  return index;
}

// Built on first use, not at import: every CLI run and server start loads the registry, and
// reading CLDR names in seven languages takes tens of milliseconds. The entries are saved at build
// time (their parsing was about 9 ms of a one-line run's start); the lists key the saved value.
let index: Map<string, Entry[]> | undefined;
const lexicon = (): Map<string, Entry[]> =>
  (index ??= buildIndex(precomputed(precomputedKey("place-entries", [...CITIES, ...STATES, ...REGIONS, ...COUNTRY_LANGUAGES]), buildEntries)));

const ARTICLE = `(?:(?:${wordAlternation(ARTICLES)})[ \\t\\u00a0]*)?`;
/** A place preposition (and optional article) ending right where the match starts. */
const PREP_BEFORE = new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${wordAlternation(PLACE_PREPOSITIONS)})[ \\t\\u00a0]+${ARTICLE}$`, "u");
const LOCATIVE_BEFORE = new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${wordAlternation(LOCATIVE_PREPOSITIONS)})[ \\t\\u00a0]+${ARTICLE}$`, "u");
const STRONG: ContextWords = contextWords(STRONG_CUES);
/** After an upper-case place opening a line: a date or an agency tag ("LONDON 1996-08-30", "PARIS, Aug 30 (Reuters)"). */
const DATELINE_AFTER = /^[ \t]*(?:,[ \t]*[^\n,]{1,30}?)?[ \t]+(?:\d|\()/;
const GLUED = /[\p{L}\p{N}_@]/u;
const GLUE_SEP = /[-./]/;
const COMMA_BETWEEN = /^[ \t]*,[ \t]*$/;

const isCapital = (text: string, lower: string, i: number): boolean => text[i] !== lower[i];

interface Line {
  start: number;
  end: number;
  /** The line has both upper- and lower-case letters: capitalisation is meaningful. */
  mixed: boolean;
  /** The line's casing, computed once per line (recomputing it for each match was quadratic on long lines). */
  case: LineCase;
}

interface RawMatch {
  entry: Entry;
  start: number;
  end: number;
  line: Line;
}


/**
 * Strong cue words within the sentence around the match: up to 48 units before and 24 after, or
 * for an ambiguous form only 20 and 12 ("i live in paris and love nice weather" must not make
 * "nice" a place).
 */
function strongCue(ctx: DetectContext, start: number, end: number, tight = false): boolean {
  let left = ctx.lower.slice(Math.max(0, start - (tight ? 20 : 48)), start);
  const cut = Math.max(left.lastIndexOf(". "), left.lastIndexOf("; "), left.lastIndexOf("! "), left.lastIndexOf("? "), left.lastIndexOf("\n"));
  if (cut >= 0) left = left.slice(cut + 1);
  if (STRONG.regex.test(left)) return true;
  let right = ctx.lower.slice(end, end + (tight ? 12 : 24));
  const stop = right.search(/[.;!?](?:\s|$)|\n/);
  if (stop >= 0) right = right.slice(0, stop);
  return STRONG.regex.test(right);
}

const TYPES = ["LOCATION_COUNTRY", "LOCATION_CITY", "LOCATION_STATE", "LOCATION"] as const;

export const placeNameDetector: Detector = {
  name: "place-name",
  types: TYPES,
  detect(ctx: DetectContext): Candidate[] {
    if (!TYPES.some((t) => wantsType(ctx, t))) return [];
    const byFirstWord = lexicon();
    const { text, lower } = ctx;
    const raws: RawMatch[] = [];
    for (let lineStart = 0; lineStart <= text.length; ) {
      let lineEnd = text.indexOf("\n", lineStart);
      if (lineEnd < 0) lineEnd = text.length;
      const line = placeLine(lineStart, lineEnd, lineCase(text, lower, lineStart, lineEnd));
      // Mixed case: only capitalised words can start an entry, and a regex that finds just those
      // skips most of the text; without case every word is a possible start.
      const words = line.mixed ? CAPITALISED_WORD : ANY_WORD;
      words.lastIndex = lineStart;
      for (let m = words.exec(text); m !== null && m.index < lineEnd; m = words.exec(text)) {
        const start = m.index;
        const firstEnd = start + m[0].length;
        if (start > 0 && GLUED.test(text[start - 1]!)) continue; // not a word start
        const bucket = byFirstWord.get(lower.slice(start, firstEnd));
        if (!bucket) continue;
        for (const entry of bucket) {
          const end = matchEnd(entry, lower, firstEnd, lineEnd);
          if (end < 0) continue;
          // exact capitalisation in mixed case; in text without case any case will do
          if (line.mixed && normalise(text.slice(start, end)) !== entry.surface) continue;
          if (boundaryOk(text, start, end) && (!line.mixed || !insideLongerName(text, lower, start, end))) {
            raws.push({ entry, start, end, line });
          }
          words.lastIndex = end; // the longest textual match claims its words either way
          break;
        }
      }
      lineStart = lineEnd + 1;
    }
    const found = raws.flatMap((raw, k) => {
      const score = scoreMatch(ctx, raw, raws[k - 1], raws[k + 1]);
      if (score === undefined) return [];
      const labels = raw.entry.labels.filter((l) => wantsType(ctx, l));
      if (labels.length === 0) return [];
      const cand: Candidate = { start: raw.start, end: raw.end, label: labels[0]!, score, source: "place-name" };
      if (labels.length > 1) cand.labels = Object.fromEntries(labels.slice(1).map((l) => [l, +(score - 0.05).toFixed(2)]));
      return [cand];
    });
    const extra = cityStateMatches(ctx, found);
    return extra.length === 0 ? found : [...found, ...extra].sort((a, b) => a.start - b.start);
  },
};

/** US postal codes and state names, for "City, ST" after a location cue. */
const US_STATES: Readonly<Record<string, string>> = {
  AL: "Alabama", AK: "Alaska", AZ: "Arizona", AR: "Arkansas", CA: "California", CO: "Colorado", CT: "Connecticut",
  DE: "Delaware", DC: "District of Columbia", FL: "Florida", GA: "Georgia", HI: "Hawaii", ID: "Idaho", IL: "Illinois",
  IN: "Indiana", IA: "Iowa", KS: "Kansas", KY: "Kentucky", LA: "Louisiana", ME: "Maine", MD: "Maryland",
  MA: "Massachusetts", MI: "Michigan", MN: "Minnesota", MS: "Mississippi", MO: "Missouri", MT: "Montana", NE: "Nebraska",
  NV: "Nevada", NH: "New Hampshire", NJ: "New Jersey", NM: "New Mexico", NY: "New York", NC: "North Carolina",
  ND: "North Dakota", OH: "Ohio", OK: "Oklahoma", OR: "Oregon", PA: "Pennsylvania", RI: "Rhode Island",
  SC: "South Carolina", SD: "South Dakota", TN: "Tennessee", TX: "Texas", UT: "Utah", VT: "Vermont", VA: "Virginia",
  WA: "Washington", WV: "West Virginia", WI: "Wisconsin", WY: "Wyoming",
};
const STATE_NAMES = new Map(Object.values(US_STATES).map((n) => [n.toLowerCase(), n]));
/** A whole state name starting at lastIndex. */
const STATE_NAME_AT = new RegExp(`(?:${wordAlternation(Object.values(US_STATES).map((n) => n.toLowerCase()))})(?![\\p{L}\\p{N}])`, "uy");
/** Cues that make any "City, ST" a place, whatever the case of the code. */
const CITY_STATE_STRONG = /(?:^|[^\p{L}\p{N}])(?:(?:lives?|living)[ \t\u00a0]+in|moved[ \t\u00a0]+to|from)[ \t\u00a0]+$/u;
/** "in": an upper-case code in a mixed-case line or a state name only ("in Springfield, IL"; not "in it, ok", "IN BASES, CT SYSTEM"). */
const CITY_STATE_WEAK = /(?:^|[^\p{L}\p{N}])in[ \t\u00a0]+$/u;
/** Interjections that are also codes: never a state in lower case, nor in a line without case. */
const INTERJECTION_CODES = new Set(["ok", "hi", "oh"]);
/**
 * Common words that are also codes ("from work, or maybe", "a call from mom, me too", "moved to
 * denver, in 2019"): in lower case, or anywhere in a line without case, a state only where the
 * code closes the clause or the comma is glued to both words ("both live in hampton,ma").
 */
const WORD_CODES = new Set(["in", "or", "me", "la", "de", "pa", "ma", "id", "co", "al", "mi"]);
/** What may follow a code that closes its clause: punctuation, the line's end, or a ZIP code. */
const CLAUSE_END = /[ \t\u00a0]*(?:[.,;:!?)\]]|\r?\n|$|\d{5}(?:-\d{4})?(?!\d))/y;
/** Words that are no city name, whatever their case. */
const NOT_CITY = new Set([
  "the", "a", "an", "it", "this", "that", "these", "those", "there", "here", "me", "him", "her", "them", "us", "you", "i",
  "he", "she", "we", "they", "his", "its", "our", "their", "my", "your", "general", "fact", "case", "time", "order",
  "addition", "particular", "total", "summer", "winter", "spring", "fall", "autumn", "town", "city", "bed", "home", "person",
  "which", "what", "who", "all", "any", "some", "and", "or", "but", "to", "of", "in", "on", "at", "by", "for", "with", "from",
]);
const CITY_WORD = /^[\p{L}\p{M}][\p{L}\p{M}'’.-]*$/u;

/**
 * "City, ST" after a location cue: the city need not be in the lexicon when a location cue
 * ("live(s) in", "living in", "moved to", "from", "in") comes right before it and a real US state
 * follows the comma, as a postal code or a name ("both live in hampton,ma", "moved to
 * Springfield, IL"). The strong cues take a code in any case; plain "in" needs an upper-case code
 * in a mixed-case line, or a state name ("believe in god, ok" and the ALL-CAPS "IN BASES, CT
 * SYSTEM" stay out). Codes that are also words never count as "ok", "hi", "oh" in lower case or in
 * a line without case; "in", "or", "me", "ma", "co"... count there only when they close the clause
 * (punctuation, line end or a ZIP code after them: "moved to portland, me.") or when the comma is
 * glued to both words as in an address ("hampton,ma"): "i came from work, or maybe" and "moved to
 * denver, in 2019" stay out. Other codes need neither ("OLD RECORDS FROM ANNAPOLIS, MD WERE
 * SENT"). The city is 1-3 words right before the comma: in mixed lines capitalised and
 * not an acronym ("change in BP, PA catheter"), elsewhere in the line's case. The state becomes
 * LOCATION_STATE where nothing else matched it. Anchored on commas, so the cost is a short look on
 * each side of each comma.
 * Scores as the lexicon's cued matches: 0.6.
 */
export function cityStateMatches(ctx: DetectContext, taken: readonly Candidate[]): Candidate[] {
  const wantCity = wantsType(ctx, "LOCATION_CITY");
  const wantState = wantsType(ctx, "LOCATION_STATE");
  if (!wantCity && !wantState) return [];
  const { text, lower } = ctx;
  const out: Candidate[] = [];
  // `taken` (the lexicon's matches) and `out` are in text order and do not overlap within
  // themselves, so a binary search finds the one span that could overlap: linear-logarithmic,
  // where comparing with every earlier span was quadratic on dense text.
  const overlaps = (start: number, end: number) => overlapsSorted(taken, start, end) || overlapsSorted(out, start, end);
  for (let comma = text.indexOf(","); comma >= 0; comma = text.indexOf(",", comma + 1)) {
    // the state after the comma: a code (two letters, then no letter) or a state name
    let s = comma + 1;
    while (s < text.length && (text[s] === " " || text[s] === "\t" || text[s] === "\u00a0") && s - comma <= 2) s++;
    let stateEnd = -1;
    let code = false;
    if (/[A-Za-z]/.test(text[s] ?? "") && /[A-Za-z]/.test(text[s + 1] ?? "") && !CODE_GLUE.test(text[s + 2] ?? "")) {
      if (!(text.slice(s, s + 2).toUpperCase() in US_STATES)) continue;
      stateEnd = s + 2;
      code = true;
    } else {
      STATE_NAME_AT.lastIndex = s;
      const m = STATE_NAME_AT.exec(lower);
      if (!m) continue;
      stateEnd = s + m[0].length;
    }
    if (!CITY_CHAR.test(text[comma - 1] ?? " ")) continue; // the comma must follow a word
    const shared = lineAt(ctx, comma);
    const line = placeLine(shared.start, shared.end, shared.case);
    const stateText = text.slice(s, stateEnd);
    const upperCode = code && stateText === stateText.toUpperCase();
    if (code && (!upperCode || !line.mixed)) {
      const word = stateText.toLowerCase();
      if (INTERJECTION_CODES.has(word)) continue;
      if (WORD_CODES.has(word) && !(glued(text, comma) || closesClause(text, stateEnd))) continue;
    }
    // a state name keeps its capitals in mixed lines
    if (!code && line.mixed && stateText !== STATE_NAMES.get(stateText.toLowerCase())) continue;
    // the city: 1-3 words right before the comma, then the cue
    let cityStart = -1;
    let pos = comma;
    for (let k = 0; k < 3; k++) {
      let w = pos;
      while (w > line.start && CITY_CHAR.test(text[w - 1]!)) w--;
      if (w === pos) break;
      const word = text.slice(w, pos);
      if (!CITY_WORD.test(word) || NOT_CITY.has(word.toLowerCase())) break;
      // capitalised in mixed lines, but not an acronym ("change in BP, PA catheter")
      if (line.mixed && (!isCapital(text, lower, w) || !/\p{Ll}/u.test(word))) break;
      const left = lower.slice(Math.max(line.start, w - 24), w);
      // upper case marks a code only where the line has case
      if (CITY_STATE_STRONG.test(left) || (CITY_STATE_WEAK.test(left) && (!code || (upperCode && line.mixed)))) {
        cityStart = w;
        break;
      }
      if (w - 1 <= line.start || text[w - 1] !== " ") break;
      pos = w - 1;
    }
    if (cityStart < 0) continue;
    if (wantCity && !overlaps(cityStart, comma)) {
      out.push({ start: cityStart, end: comma, label: "LOCATION_CITY", score: 0.6, source: "place-name" });
    }
    if (wantState && !overlaps(s, stateEnd)) {
      out.push({ start: s, end: stateEnd, label: "LOCATION_STATE", score: 0.6, source: "place-name" });
    }
  }
  return out;
}

/** The code ending at `pos` is followed by punctuation, the line's end or a ZIP code. */
function closesClause(text: string, pos: number): boolean {
  CLAUSE_END.lastIndex = pos;
  return CLAUSE_END.test(text);
}

/** A comma with a word glued on both sides, as an address writes it ("hampton,ma"). */
const glued = (text: string, comma: number): boolean => CITY_CHAR.test(text[comma - 1] ?? " ") && CITY_CHAR.test(text[comma + 1] ?? " ");

/**
 * Whether [start, end) overlaps one of `spans`, which must be sorted by start and not overlap one
 * another (so their ends ascend too): only the last span starting before `end` can reach past
 * `start`.
 */
export function overlapsSorted(spans: readonly { start: number; end: number }[], start: number, end: number): boolean {
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (spans[mid]!.start < end) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 && spans[lo - 1]!.end > start;
}

const CITY_CHAR = /[\p{L}\p{M}'’.-]/u;
/** What may not follow a two-letter code ("CO-founder", "MA's", "ILx"). */
const CODE_GLUE = /[\p{L}\p{M}\p{N}'’-]/u;

const CAPITALISED_WORD = /\p{Lu}[\p{L}\p{M}\p{N}]*/gu;
const ANY_WORD = /[\p{L}\p{M}\p{N}]+/gu;
const WORD_AT = /[\p{L}\p{M}\p{N}]+/uy;
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
const SPACE_RUN = /[ \t\u00a0]+/y;

function placeLine(start: number, end: number, casing: LineCase): Line {
  return { start, end, mixed: casing === "mixed", case: casing };
}

/** End offset of `entry` whose first word ends at `pos` (further words, glue, trailing glue), or -1. */
function matchEnd(entry: Entry, lower: string, pos: number, lineEnd: number): number {
  for (let k = 1; k <= entry.words.length; k++) {
    const glue = entry.glue[k]!;
    if (glue === " ") {
      SPACE_RUN.lastIndex = pos;
      if (!SPACE_RUN.test(lower)) return -1;
      pos = SPACE_RUN.lastIndex;
    } else if (glue) {
      if (!lower.startsWith(glue, pos) && normalise(lower.slice(pos, pos + glue.length + 2)).slice(0, glue.length) !== glue) return -1;
      pos += glue.length;
    }
    if (k === entry.words.length) break;
    const word = entry.words[k]!;
    if (!lower.startsWith(word, pos)) return -1;
    pos += word.length;
  }
  return pos <= lineEnd ? pos : -1;
}

/** The word right before `pos` when only spaces separate them ([start, end]), else undefined. */
function wordBefore(lower: string, pos: number): [number, number] | undefined {
  let i = pos;
  while (i > 0 && (lower[i - 1] === " " || lower[i - 1] === "\t" || lower[i - 1] === "\u00a0")) i--;
  if (i === pos) return undefined;
  const end = i;
  while (i > 0 && WORD_CHAR.test(lower[i - 1]!)) i--;
  return i < end ? [i, end] : undefined;
}

/** The word right after `pos` when only spaces separate them. */
function wordAfter(lower: string, pos: number): [number, number] | undefined {
  SPACE_RUN.lastIndex = pos;
  if (!SPACE_RUN.test(lower)) return undefined;
  WORD_AT.lastIndex = SPACE_RUN.lastIndex;
  const m = WORD_AT.exec(lower);
  return m ? [m.index, m.index + m[0].length] : undefined;
}

/** Whole word: nothing word-like glued on either side ("Paris-based", "www.paris.fr", "@london"). */
function boundaryOk(text: string, start: number, end: number): boolean {
  const before = text[start - 1];
  if (before !== undefined) {
    if (GLUED.test(before)) return false;
    if (GLUE_SEP.test(before) && start >= 2 && /[\p{L}\p{N}]/u.test(text[start - 2]!)) return false;
  }
  const after = text[end];
  if (after !== undefined) {
    if (GLUED.test(after)) return false;
    if (GLUE_SEP.test(after) && end + 1 < text.length && /[\p{L}\p{N}]/u.test(text[end + 1]!)) return false;
  }
  return true;
}

/** A capitalised word that is part of the same name: not a function word, weekday or month, and not a mere sentence start. */
function namePart(text: string, lower: string, start: number, end: number): boolean {
  if (!isCapital(text, lower, start)) return false;
  const word = lower.slice(start, end);
  if (NOT_NAME_WORDS.has(word)) return false;
  return NAME_PREFIXES.has(word) || !atSentenceStart(text, start);
}

/** The match sits inside a longer capitalised name ("Manchester United", "Bank of England"). */
function insideLongerName(text: string, lower: string, start: number, end: number): boolean {
  const p = wordBefore(lower, start);
  if (p) {
    if (namePart(text, lower, p[0], p[1])) return true;
    const q = NAME_CONNECTORS.has(text.slice(p[0], p[1])) ? wordBefore(lower, p[0]) : undefined;
    if (q && namePart(text, lower, q[0], q[1])) return true;
  }
  // the following word counts even after a trailing "." (U.S. Open)
  const n = wordAfter(lower, end);
  return n !== undefined && isCapital(text, lower, n[0]) && !NOT_NAME_WORDS.has(lower.slice(n[0], n[1]));
}

/** A place right next to it, separated by a comma ("Victoria, Australia", "Lyon, France"). */
function neighbourPlace(raw: RawMatch, prev: RawMatch | undefined, next: RawMatch | undefined, text: string): boolean {
  const firm = (m: RawMatch | undefined): m is RawMatch => m !== undefined && m.entry.rule === "plain";
  if (firm(prev) && COMMA_BETWEEN.test(text.slice(prev.end, raw.start))) return true;
  if (firm(next) && COMMA_BETWEEN.test(text.slice(raw.end, next.start))) return true;
  return false;
}

function scoreMatch(ctx: DetectContext, raw: RawMatch, prev: RawMatch | undefined, next: RawMatch | undefined): number | undefined {
  const { start, end, line } = raw;
  // a German noun in German text needs its cue as the NEEDS_CUE forms do
  const entry: Entry = ctx.language === "de" && raw.entry.rule === "plain" && NEEDS_CUE_IN_GERMAN.has(raw.entry.surface) ? { ...raw.entry, rule: "cue" } : raw.entry;
  const left = ctx.lower.slice(Math.max(line.start, start - 32), start);
  if (line.mixed) {
    const needsCue = entry.rule === "cue" || (entry.rule === "start" && atSentenceStart(ctx.text, start));
    if (!needsCue) return PREP_BEFORE.test(left) || strongCue(ctx, start, end) ? 0.65 : 0.6;
    return LOCATIVE_BEFORE.test(left) || strongCue(ctx, start, end, true) || neighbourPlace(raw, prev, next, ctx.text) ? 0.6 : undefined;
  }
  if (entry.mixedCaseOnly) return undefined;
  const dateline = /^\s*$/.test(ctx.text.slice(line.start, start)) && !/\p{Ll}/u.test(ctx.text.slice(line.start, line.end))
    && DATELINE_AFTER.test(ctx.text.slice(end, end + 40));
  if (dateline || strongCue(ctx, start, end, entry.rule !== "plain") || neighbourPlace(raw, prev, next, ctx.text)) return 0.6;
  if (entry.rule === "plain" && PREP_BEFORE.test(left)) return 0.55;
  if (entry.rule === "plain" && line.case === "lower") return 0.5;
  return undefined;
}
