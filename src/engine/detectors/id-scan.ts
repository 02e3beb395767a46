/**
 * Shared machinery for identifier detectors (national, tax, health, organisation ids): a table of
 * formats, each with a validator (stdnum where it has one, a small hand-written check digit where
 * it does not), the written shapes under which it is taken WITHOUT a keyword, and the keywords
 * after which any plausible written form is taken.
 *
 * Policy (issue 13, point 5):
 * - Keyword-less only where shape and check digits make the value distinctive: letters in fixed
 *   places with a check character (DNI, NIE, NRIC, HETU, codice fiscale, KVNR), a national printed
 *   layout with separators plus a check digit (756.1234.5678.97, 85.07.30-033.28, 2345 6789 0124),
 *   or a long bare number whose check rejects nearly every random value (Steuer-ID, PESEL,
 *   fødselsnummer). Bare runs of 8-10 digits with a single mod-10/11 check (BSN, LANR, NIF, TFN,
 *   SIREN, CVR...) are everyday numbers and need their keyword.
 * - A keyword-less match scores below a keyworded one; a keyword within 48 characters before a
 *   keyword-less shape lifts it to the keyword score.
 * - A shape with letters is also taken all in lower case (chat, lower-cased exports:
 *   "pvndac52d41l971l"), 0.1 below its written form, when it holds two letters at least or one
 *   letter between digits of a long value ("42051171y215") (lowerCaseShape).
 * - After a keyword, the longest written prefix that validates wins; lower-case words between the
 *   keyword and the value ("Su DNI es 12345678Z", "Steuer-ID ist ...") are skipped, never taken into
 *   the value, and a country prefix a validator strips must be upper case in the text. A value that
 *   fails its check is kept (0.6, invalid) only after a keyword of a format that allows it.
 *
 * Shapes are tried only in the slices of the text around digits (date.ts's digitRegions), so prose
 * without numbers costs one digit scan.
 */
import { stdnumValidator } from "./stdnum-lazy.js";
import type { Candidate, DetectContext } from "../types.js";
import { checksumCandidate, SCORE_CHECKSUM_INVALID } from "./checksum.js";
import { contextWords, hasContext, type ContextWords } from "./context.js";
import { digitRegions } from "./date.js";
import { countDigits, foldKeyword, isPathSegment, keywordRegex, valuesAfterKeywords } from "./keyword-value.js";
import { inTitledLine } from "./lines.js";

export interface IdFormat {
  /** "de.idnr" (a stdnum format) or a hand-written one ("sg.nric"). */
  key: string;
  /** Entity type of a match. */
  label: string;
  /** The compact value when valid, undefined otherwise. */
  validate(value: string): string | undefined;
  /** Validation provider reported (default stdnum:<key>). */
  provider?: string;
  /** Formatted value from the compact one (default: the compact value). */
  format?(compact: string): string;
  /** Whether a failed check is kept after a keyword of this format (default true). */
  keepInvalid?: boolean;
  /** Whether the format has no check digit at all: then a keyword value is taken on its shape. */
  noCheck?: boolean;
  /** customFormat: check the value in its written case (a register's lower-case suffix). */
  keepCase?: boolean;
  /**
   * The value opens with a birth date its check validates and ends in a check letter: in lower case
   * one letter at the end is that letter, not a log's suffix ("070254-208s", a Finnish
   * henkilötunnus; the date and the mod-31 check leave about one random string in 3,000).
   */
  datedCheckLetter?: boolean;
  /**
   * The value is digits and a check letter computed over all of them (Spain's DNI, Ireland's PPS:
   * mod 23; Singapore's UEN after its year of registration): in lower case one letter at the end is
   * taken too ("ahora es 9049288e", "zie 42632524t", "ok, donc 202301385r"). One random string in
   * 23 passes, but such a token is rare where it is no id: digits and one letter, exactly, stand
   * alone once in the train and dev splits of the 14 corpora (none passing), never in the PII-free
   * corpus. Likewise a leading letter that the check digit covers (Germany's KVNR, "a089193005":
   * one random string in 10 passes; written in lower case, one or two of 34 were missed on 13 of
   * the structured suite's 18 draws, and no reading was added on the 14 train splits or the PII-free
   * corpus).
   */
  checkLetter?: boolean;
}

export interface IdShape {
  format: IdFormat;
  /** The written form, global; tried only where the whole match stands alone as a token. */
  pattern: RegExp;
  /** Score without a keyword (below SCORE_KEYWORD). */
  score: number;
  /** Set on the lower-case companion idScanner derives (lowerCaseShape): the value is validated upper-cased. */
  lowerCase?: boolean;
}

export interface IdKeyword {
  /** Keywords (lower case; spaces match any run of spaces). */
  words: readonly string[];
  /** Formats the keyword may introduce, in order of preference. */
  formats: readonly IdFormat[];
  /**
   * Whether a value failing every check is still kept after these words (default true). False for
   * short or everyday words ("fin", "pan", "cf", "uid") that name an id only when one follows.
   */
  keepInvalid?: boolean;
  /**
   * Whether the words count only written in capitals: acronyms that are everyday words in one of
   * our languages ("EIN" / German "ein", "NIE" / Polish "nie", "FIN" / French "fin").
   */
  upperCase?: boolean;
}

export const SCORE_KEYWORD = 0.9;
const CONTEXT_BEFORE = 48;

/** A stdnum format as an IdFormat. */
export function stdnumFormat(key: string, label: string, opts: Partial<IdFormat> = {}): IdFormat {
  return {
    key,
    label,
    validate(value: string): string | undefined {
      // looked up on first use (stdnum-lazy.ts); a key stdnum lacks is a programming error
      const validator = stdnumValidator(key);
      if (!validator) throw new Error(`stdnum has no ${key}`);
      try {
        const r = validator.validate(value);
        if (r.isValid) return r.compact;
        // thousands dots between digit groups, as Spanish and Portuguese forms print a DNI or NIF
        // ("45.678.912 S"), which some of stdnum's formats do not strip (fourth exploratory test)
        // (two such dots at least: "21.000,00" is an amount)
        if (!/\d\.\d{3}\.\d{3}/.test(value)) return undefined;
        const undotted = value.replace(/(?<=\d)\.(?=\d{3})/g, "");
        const again = validator.validate(undotted);
        return again.isValid ? again.compact : undefined;
      } catch {
        return undefined;
      }
    },
    ...opts,
  };
}

/** A hand-written format: `check` receives the value without separators, upper-cased. */
export function customFormat(
  key: string,
  label: string,
  check: (compact: string) => boolean,
  opts: Partial<IdFormat> = {},
): IdFormat {
  return {
    key,
    label,
    validate(value: string): string | undefined {
      const compact = value.replace(/[\s.\-/]/g, "");
      return check(opts.keepCase ? compact : compact.toUpperCase()) ? compact.toUpperCase() : undefined;
    },
    provider: key.replace(".", "_"),
    ...opts,
  };
}

const ALNUM = /[\p{L}\p{N}]/u;

function countLetters(value: string): number {
  let n = 0;
  for (const c of value) if (c.toLowerCase() !== c.toUpperCase()) n++;
  return n;
}

/**
 * True when [start, end) stands alone: no letter or digit glued on, no "-7"/".5" continuing it,
 * and, for a value printed in space-separated groups, no further digit group one space away (a
 * row of a table of numbers: "2204 3255 4771 7153 8967" holds no Aadhaar).
 */
export function standsAlone(text: string, start: number, end: number): boolean {
  const before = text[start - 1] ?? "";
  const after = text[end] ?? "";
  if (ALNUM.test(before) || ALNUM.test(after) || before === "_" || after === "_") return false;
  if (/[\-./:]/.test(before) && ALNUM.test(text[start - 2] ?? "") && !isPathSegment(text, start, end)) return false;
  if (/[\-./]/.test(after) && /\p{N}/u.test(text[end + 1] ?? "")) return false;
  if (text.slice(start, end).includes(" ")) {
    // digits before a spaced value that opens with digits may be its first group; before letters
    // ("3496 HRA 111534": an IBAN's tail, then a register entry) they are another value's
    if (before === " " && /\p{N}/u.test(text[start - 2] ?? "") && /\p{N}/u.test(text[start] ?? "")) return false;
    if (after === " " && /\p{N}/u.test(text[end + 1] ?? "")) return false;
  }
  return true;
}

interface Hit {
  start: number;
  end: number;
  format: IdFormat;
  compact: string;
  valid: boolean;
  score: number;
}

/** Languages -> countries whose formats win a tie on the same span. */
const LANGUAGE_COUNTRIES: Readonly<Record<string, readonly string[]>> = {
  en: ["us", "gb", "ca", "au", "ie", "in", "sg"],
  de: ["de", "at", "ch"],
  fr: ["fr", "be", "ch", "ca"],
  es: ["es"],
  it: ["it", "ch"],
  nl: ["nl", "be"],
  pt: ["pt", "br"],
  pl: ["pl"],
  fi: ["fi"],
  sv: ["se", "fi"],
  da: ["dk"],
  no: ["no"],
  nb: ["no"],
  nn: ["no"],
};

export interface IdScanner {
  detect(ctx: DetectContext): Candidate[];
}

/**
 * Build a scanner over shapes (keyword-less) and keywords. `source` is the detector's name.
 * Candidates never overlap each other: the higher score, then the longer span, wins.
 */
export function idScanner(source: string, writtenShapes: readonly IdShape[], keywords: readonly IdKeyword[]): IdScanner {
  // formats with a shape of their own in lower case (the VAT prefixes in organization-id.ts, "hrb") get no companion
  const ownLowerCase = new Set(writtenShapes.filter((s) => spellsLowerCase(s.pattern.source)).map((s) => s.format));
  const shapes = [...writtenShapes, ...writtenShapes.flatMap((s) => (ownLowerCase.has(s.format) ? [] : (lowerCaseShape(s) ?? [])))];
  const byWord = new Map<string, IdFormat[]>();
  const strictWords = new Set<string>();
  const upperWords = new Set<string>();
  const writtenWords = new Set<string>();
  const contextByFormat = new Map<IdFormat, string[]>();
  for (const k of keywords) {
    for (const w of k.words) {
      const written = w.toLowerCase().replace(/\s+/g, " ");
      const word = foldKeyword(w);
      writtenWords.add(written);
      byWord.set(word, [...(byWord.get(word) ?? []), ...k.formats]);
      if (k.keepInvalid === false) strictWords.add(word);
      if (k.upperCase) upperWords.add(word);
      for (const f of k.formats) contextByFormat.set(f, [...(contextByFormat.get(f) ?? []), written]);
    }
  }
  const regex = keywordRegex([...writtenWords]);
  const compiled = shapes.length > 0 ? compileShapes(shapes) : undefined;
  const context = new Map<IdFormat, ContextWords>(
    [...contextByFormat].map(([f, words]) => [f, contextWords(words)]),
  );
  return {
    detect(ctx: DetectContext): Candidate[] {
      const hits: Hit[] = [];
      if (byWord.size > 0) keywordHits(ctx, regex, byWord, strictWords, upperWords, hits);
      if (compiled) shapeHits(ctx, shapes, compiled, context, hits);
      return select(ctx, hits).map((h) =>
        checksumCandidate({
          start: h.start,
          end: h.end,
          label: h.format.label,
          source,
          formatted: h.valid ? (h.format.format?.(h.compact) ?? h.compact) : h.compact,
          provider: h.format.provider ?? `stdnum:${h.format.key}`,
          valid: h.valid,
          validScore: h.score,
          keepInvalid: true,
        })!,
      );
    },
  };
}

/** Score given up by a shape's all-lower-case form against its written (capitals) form. */
const LOWER_CASE_PENALTY = 0.1;
/**
 * Letters a lower-case match must hold: a letter before or after digits is too common in logs
 * ("a123456780", "20240512a"); one letter between digits of a long value is not ("42051171y215").
 */
const LOWER_CASE_MIN_LETTERS = 2;
const ONE_LETTER_INSIDE = /^\d[\d .\-/]{4,}[a-z][\d .\-/]{1,}\d$/;

/**
 * The same shape written all in lower case, as whole texts are in chat, lower-cased exports and
 * logs ("pvndac52d41l971l", "t9782571d", "564243830rt0003"), or in title case, as a form or a CRM
 * that capitalises every word writes it ("Pvndac52d41l971l", "G1671381w", "Sj 31 41 26 A"): the
 * pattern's capitals match either case, the value is upper-cased for its check, scored
 * LOWER_CASE_PENALTY below; writtenInLowerOrTitleCase() turns down other mixes and the capitals the
 * written shape reads. Undefined for shapes without capitals, and for those that already spell out
 * their own lower-case letters ("fn").
 */
export function lowerCaseShape(shape: IdShape): IdShape | undefined {
  const source = shape.pattern.source;
  if (shape.lowerCase || spellsLowerCase(source)) return undefined;
  const caseless = caselessSource(source);
  if (caseless === source) return undefined;
  const score = Math.round((shape.score - LOWER_CASE_PENALTY) * 100) / 100;
  return { format: shape.format, pattern: new RegExp(caseless, shape.pattern.flags), score, lowerCase: true };
}

/**
 * Whether a value is written all in lower case, or in title case (each blank-separated word's
 * first letter a capital, the rest lower case), with a lower-case letter somewhere: the case forms
 * a lower-case companion shape reads.
 */
export function writtenInLowerOrTitleCase(value: string): boolean {
  if (value === value.toUpperCase()) return false;
  return value.split(/(\s+)/).every((word) => word.slice(1) === word.slice(1).toLowerCase());
}

/**
 * A pattern's source whose capitals (outside escapes such as \\d, \\p{Lu}, \\k<name>) match in
 * either case: "A" becomes "[Aa]", and a class with capitals takes their lower case too
 * ("[A-HJ-NP-Z]" becomes "[A-HJ-NP-Za-hj-np-z]").
 */
export function caselessSource(source: string): string {
  return sourcePieces(source)
    .map(({ kind, text }) => {
      if (kind === "class") return `[${text}${lowerCaseCapitals(text)}]`;
      return kind === "char" && isCapital(text) ? `[${text}${text.toLowerCase()}]` : text;
    })
    .join("");
}

/** A pattern's source with its capitals (outside escapes such as \\d, \\p{Lu}, \\k<name>) in lower case. */
export function lowerCaseSource(source: string): string {
  return sourcePieces(source)
    .map(({ kind, text }) => (kind === "escape" ? text : kind === "class" ? `[${lowerCaseOutsideEscapes(text)}]` : text.toLowerCase()))
    .join("");
}

const isCapital = (c: string) => c >= "A" && c <= "Z";

/** A class body with its capitals in lower case, its escapes as they are. */
function lowerCaseOutsideEscapes(body: string): string {
  return sourcePieces(body, true)
    .map(({ kind, text }) => (kind === "escape" ? text : text.toLowerCase()))
    .join("");
}

/**
 * A pattern's source in pieces: an escape ("\\d", "\\p{Lu}", "\\k<name>"), a character class's
 * body (without its brackets; its own escapes inside), or one character. A class's body is read
 * with `inClass`: a "[" there is a character.
 */
function sourcePieces(source: string, inClass = false): { kind: "escape" | "class" | "char"; text: string }[] {
  const pieces: { kind: "escape" | "class" | "char"; text: string }[] = [];
  for (let i = 0; i < source.length; ) {
    if (source[i] === "\\") {
      const escape = escapeAt(source, i);
      pieces.push({ kind: "escape", text: escape });
      i += escape.length;
    } else if (source[i] === "[" && !inClass) {
      let j = i + 1;
      while (j < source.length && source[j] !== "]") j += source[j] === "\\" ? escapeAt(source, j).length : 1;
      pieces.push({ kind: "class", text: source.slice(i + 1, j) });
      i = j + 1;
    } else {
      pieces.push({ kind: "char", text: source[i]! });
      i++;
    }
  }
  return pieces;
}

/** The escape sequence at `i` of a pattern's source: "\\p{Lu}", "\\k<name>" or two characters. */
function escapeAt(source: string, i: number): string {
  const braced = /^\\[pPk][{<][^}>]*[}>]/.exec(source.slice(i));
  return braced ? braced[0] : source.slice(i, i + 2);
}

/** The lower case of a class body's capitals and capital ranges ("A-HJ-NP-Z" gives "a-hj-np-z"), escapes left out. */
function lowerCaseCapitals(body: string): string {
  const chars = sourcePieces(body, true).filter((p) => p.kind === "char").map((p) => p.text);
  let out = "";
  for (let k = 0; k < chars.length; k++) {
    if (!isCapital(chars[k]!)) continue;
    if (chars[k + 1] === "-" && chars[k + 2] !== undefined && isCapital(chars[k + 2]!)) {
      out += `${chars[k]!.toLowerCase()}-${chars[k + 2]!.toLowerCase()}`;
      k += 2;
    } else {
      out += chars[k]!.toLowerCase();
    }
  }
  return out;
}

/** Whether a pattern has lower-case letters of its own (outside escapes such as \\d and \\p{L}). */
function spellsLowerCase(source: string): boolean {
  return /[a-z]/.test(source.replace(/\\[pPk]\{[^}]*\}|\\k<[^>]*>|\\./g, ""));
}

interface CompiledShapes {
  /** Every shape as one alternation, behind a token start: one scan finds where any may match. */
  union: RegExp;
  /** Each shape sticky, tried only where the union matched. */
  sticky: RegExp[];
}

/**
 * One pass of a union regex instead of one pass per shape (40 shapes over digit-dense clinical
 * text cost 5 times as much). Capturing groups are renamed per shape so back-references keep
 * pointing at their own shape's group.
 */
function compileShapes(shapes: readonly IdShape[]): CompiledShapes {
  const parts = shapes.map((shape, i) => `(?:${renameGroups(shape.pattern.source, `s${i}g`)})`);
  return {
    union: new RegExp(`(?<![A-Za-z0-9])(?:${parts.join("|")})`, "gu"),
    sticky: shapes.map((shape) => new RegExp(shape.pattern.source, `${shape.pattern.flags.replace("g", "")}y`)),
  };
}

/** Numbered capturing groups -> named groups `${prefix}<n>`, and \\<n> -> \\k<...>. */
function renameGroups(source: string, prefix: string): string {
  let out = "";
  let group = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === "\\") {
      const next = source[i + 1] ?? "";
      if (!inClass && /[1-9]/.test(next)) {
        out += `\\k<${prefix}${next}>`;
      } else out += c + next;
      i++;
      continue;
    }
    if (inClass) {
      if (c === "]") inClass = false;
      out += c;
      continue;
    }
    if (c === "[") inClass = true;
    if (c === "(" && source[i + 1] !== "?") {
      group++;
      out += `(?<${prefix}${group}>`;
      continue;
    }
    out += c;
  }
  return out;
}

function shapeHits(ctx: DetectContext, shapes: readonly IdShape[], compiled: CompiledShapes, context: Map<IdFormat, ContextWords>, hits: Hit[]): void {
  const { text } = ctx;
  const { union, sticky } = compiled;
  for (const [from, to] of digitRegions(text, 40)) {
    const slice = text.slice(from, to);
    union.lastIndex = 0;
    let u: RegExpExecArray | null;
    while ((u = union.exec(slice)) !== null) {
      const at = u.index;
      for (let i = 0; i < shapes.length; i++) {
        const re = sticky[i]!;
        re.lastIndex = at;
        const m = re.exec(slice);
        if (!m || m[0].length === 0) continue;
        const shape = shapes[i]!;
        const start = from + at;
        const end = start + m[0].length;
        if (!standsAlone(text, start, end)) continue;
        if (shape.lowerCase && (!writtenInLowerOrTitleCase(m[0]) || (countLetters(m[0]) < LOWER_CASE_MIN_LETTERS && !ONE_LETTER_INSIDE.test(m[0].toLowerCase()) && !shape.format.datedCheckLetter && !shape.format.checkLetter))) continue;
        const compact = shape.format.validate(shape.lowerCase ? m[0].toUpperCase() : m[0]);
        if (compact === undefined) continue;
        const words = context.get(shape.format);
        const named = words !== undefined && hasContext(ctx, start, end, words, CONTEXT_BEFORE, 0);
        hits.push({ start, end, format: shape.format, compact, valid: true, score: named ? SCORE_KEYWORD : shape.score });
      }
      union.lastIndex = at + 1;
    }
  }
}

/**
 * Value after a keyword: letters/digits with single spaces, dots, hyphens or slashes between, or
 * one line break (a mail client's or a PDF's wrap: "Steuer-ID 47 302" / "859 166" left its second
 * half in clear, third exploratory test). A value read across the break counts only when it
 * validates; a failed check is cut at the break.
 */
const ID_VALUE = /[\p{L}\p{N}](?:[\p{L}\p{N}]|(?:[ .\-/]|\r?\n)(?=[\p{L}\p{N}])){3,34}/uy;
const SEPARATOR = /[ .\-/\n]/;

/** A copula between a keyword and its value, in our languages. */
const COPULA = /(?:^|\s)(?:is|was|es|era|ist|war|lautet|est|è|é|foi)(?:\s|$)/i;

function keywordHits(
  ctx: DetectContext,
  regex: RegExp,
  byWord: Map<string, IdFormat[]>,
  strictWords: Set<string>,
  upperWords: Set<string>,
  hits: Hit[],
): void {
  for (const v of valuesAfterKeywords(ctx, regex, ID_VALUE, 16)) {
    // The tail of a compound ("USt-IdNr" is no "IdNr", "Kranken-KVNR" is one): a keyword glued to a
    // word by a hyphen names that word's id only when the list has the whole compound.
    if (ctx.text[v.keywordStart - 1] === "-" && /\p{L}/u.test(ctx.text[v.keywordStart - 2] ?? "")) continue;
    const word = foldKeyword(v.keyword);
    const formats = byWord.get(word);
    if (!formats || formats.length === 0) continue;
    // a keyword right after a number, not a label (no ":" or "="), may be that number's suffix: it
    // takes a value only right after it or after its fillers ("... 812 utr lautet 67003 41877"),
    // not past a word or later in the sentence ("CHE-618.069.135 MWST build 20240512.3" made the
    // build number a VAT number: structured suite, fresh draw 1717)
    const between = ctx.text.slice(v.keywordEnd, v.start);
    const suffix = /\d[ \t]*$/.test(ctx.text.slice(Math.max(0, v.keywordStart - 3), v.keywordStart)) && !/[:=]/.test(between);
    if (upperWords.has(word)) {
      // an acronym written in capitals, or in any case as a field label ("dni:", "Nie =", a column)
      // or before a copula ("my cro is 285033", "Cro Lautet 69990": structured suite, fresh draw 1919),
      // or capitalised in a title-cased line, whose capitals say nothing ("Ein 54-9514682, Thanks":
      // fresh draw 4747)
      const written = ctx.text.slice(v.keywordStart, v.keywordEnd);
      const label = v.column === true || /[:=]/.test(between) || COPULA.test(between);
      if (written !== written.toUpperCase() && !label && !titledInTitledLine(ctx, written, v.keywordStart)) continue;
    }
    // a line break reads as a space (offsets kept): validators take spaces between groups
    const raw = v.match[0].replace(/\r?\n/g, (b) => " ".repeat(b.length));
    const lineBreak = v.match[0].search(/[\r\n]/);
    // A short lower-case word right after the keyword is a verb ("es", "ist", "lautet", "est"), never the
    // value, unless the whole validates with it ("no 874001015 mva" in a lower-cased text).
    // So is a word of three letters or more in capitals ("NIF-IVA ESR48166359": "IVA" is part of
    // the keyword, not of the value), unless the whole validates with it ("CHE 123.456.789").
    const verb = /^(?:\p{Ll}{1,6}|\p{L}{3,12})(?=[ ])/u.exec(raw);
    const whole = verb ? longestValid(raw, formats) : undefined;
    if (whole && whole.length > verb![0].length + 1) {
      hits.push({ start: v.start, end: v.start + whole.length, format: whole.format, compact: whole.compact, valid: true, score: SCORE_KEYWORD });
      continue;
    }
    if (verb && suffix) continue;
    const skip = verb ? verb[0].length + 1 : 0;
    const value = raw.slice(skip);
    if (!value) continue;
    const start = v.start + skip;
    const found = longestValid(value, formats);
    if (found) {
      // a check letter hyphenated to the valid digits ("dni 45678912-F": a wrong letter, so only the
      // Argentine DNI's digits validate) stays in the span; a word after a space never does ("45678912 y")
      const letter = /^-\p{L}(?![\p{L}\p{N}])/u.exec(value.slice(found.length));
      const end = start + found.length + (letter ? letter[0].length : 0);
      hits.push({ start, end, format: found.format, compact: found.compact, valid: true, score: SCORE_KEYWORD });
      continue;
    }
    const format = formats.find((f) => f.keepInvalid !== false);
    if (!format || strictWords.has(word)) continue;
    const plausible = plausibleId(lineBreak >= 0 ? value.slice(0, Math.max(0, lineBreak - skip)) : value);
    if (!plausible) {
      // words, not an id, after the keyword: a number later in its sentence that passes the check
      if (suffix) continue;
      const later = laterInSentence(ctx, v.start, formats);
      if (later) hits.push({ ...later, valid: true, score: SCORE_KEYWORD });
      continue;
    }
    const compact = plausible.replace(/[ .\-/]/g, "").toUpperCase();
    hits.push({ start, end: start + plausible.length, format, compact, valid: false, score: SCORE_CHECKSUM_INVALID });
  }
}

/**
 * A number of digits later in the keyword's sentence that one of its formats with a check digit
 * accepts ("Mijn BSN heb je niet nodig toch, 273819458?": a valid BSN left in clear, ninth
 * exploratory test, F15): words first after the keyword, then, within SENTENCE_REACH characters
 * and before the sentence ends, a run of eight digits or more standing alone. Formats without a
 * check ("noCheck") are never read this far from their keyword.
 */
const SENTENCE_REACH = 80;
const SENTENCE_END = /[.!?;](?:\s|$)|[\r\n]/;
const LATER_NUMBER = /(?<![\p{L}\p{N}])\d(?:\d|[ .\-](?=\d)){7,20}(?![\p{L}\p{N}])/gu;

function laterInSentence(ctx: DetectContext, from: number, formats: readonly IdFormat[]): Omit<Hit, "valid" | "score"> | undefined {
  const checked = formats.filter((f) => f.noCheck !== true);
  if (checked.length === 0) return undefined;
  let window = ctx.text.slice(from, from + SENTENCE_REACH);
  const stop = SENTENCE_END.exec(window);
  if (stop) window = window.slice(0, stop.index);
  for (const m of window.matchAll(LATER_NUMBER)) {
    const start = from + m.index;
    const end = start + m[0].length;
    if (!standsAlone(ctx.text, start, end)) continue;
    for (const format of checked) {
      const compact = format.validate(m[0]);
      if (compact !== undefined) return { start, end, format, compact };
    }
    return undefined;
  }
  return undefined;
}

/** The longest prefix of the value (cut at separators) that one of the formats accepts. */
function longestValid(value: string, formats: readonly IdFormat[]): { length: number; compact: string; format: IdFormat } | undefined {
  const cuts = [value.length];
  for (let i = value.length - 1; i > 0; i--) if (SEPARATOR.test(value[i]!)) cuts.push(i);
  for (const cut of cuts) {
    const piece = value.slice(0, cut);
    if (countDigits(piece) < 3) continue;
    for (const format of formats) {
      const compact = format.validate(piece);
      if (compact !== undefined && !swallowsLowerCase(piece, compact)) return { length: cut, compact, format };
    }
  }
  return undefined;
}

/** A validator that dropped letters (a country prefix) that are lower case in the text took a word. */
function swallowsLowerCase(piece: string, compact: string): boolean {
  const letters = piece.replace(/[^\p{L}]/gu, "");
  const kept = compact.replace(/[^\p{L}]/gu, "");
  if (letters.length === kept.length) return false;
  return /\p{Ll}/u.test(piece.slice(0, piece.search(/\p{N}/u)));
}

/**
 * The value without trailing words (parts with no digit that are longer than 2 or lower case), when
 * what is left looks like one code: it starts with a digit or a short capital prefix and has no
 * word in it ("16 de septiembre de 1996", "CULTURED X 2 8/15" are no ids).
 */
function plausibleId(value: string): string | undefined {
  // a log's version after the value ("nif=PT953295850 v10.2.1.4455") is none of it
  value = value.replace(/ [vV]\d.*$/, "");
  const parts = value.split(/(?=[ .\-/])/);
  while (parts.length > 1) {
    const last = parts[parts.length - 1]!.replace(/^[ .\-/]/, "");
    if (countDigits(last) === 0 && (last.length > 2 || /\p{Ll}/u.test(last))) parts.pop();
    else break;
  }
  for (const part of parts) {
    const body = part.replace(/^[ .\-/]/, "");
    if (countDigits(body) === 0 && (body.length > 3 || /\p{Ll}/u.test(body))) return undefined;
  }
  const result = parts.join("");
  const compact = result.replace(/[ .\-/]/g, "");
  return compact.length >= 5 && compact.length <= 20 && countDigits(compact) >= 4 ? result : undefined;
}

/** Non-overlapping hits: higher score, then longer, then the text's language's formats, then earlier. */
function select(ctx: DetectContext, hits: Hit[]): Hit[] {
  const countries = LANGUAGE_COUNTRIES[ctx.language ?? ""] ?? [];
  const home = (h: Hit) => (countries.includes(h.format.key.split(".")[0]!) ? 1 : 0);
  const ordered = hits
    .map((h, i) => ({ h, i }))
    .sort((a, b) =>
      b.h.score - a.h.score || (b.h.end - b.h.start) - (a.h.end - a.h.start) || home(b.h) - home(a.h) || a.i - b.i,
    );
  const kept: Hit[] = [];
  for (const { h } of ordered) {
    if (kept.some((k) => k.start < h.end && h.start < k.end)) continue;
    kept.push(h);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/** A word written with a capital and then lower case, in a line whose every word starts so (titleCased). */
function titledInTitledLine(ctx: DetectContext, written: string, at: number): boolean {
  return /^\p{Lu}[\p{Ll}\d]*$/u.test(written) && inTitledLine(ctx, at);
}
