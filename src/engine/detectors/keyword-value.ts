/**
 * Shared helpers for the finance and identity detectors whose values only mean something next to a
 * keyword ("passport no. X1234567", "MRN: 0012345", "DL# 134711-320"). Scanning is keyword-driven:
 * one global regex finds the keywords on the lower-cased text, then a sticky value regex is tried
 * right after each keyword (after fillers such as ":", "#", "no.", "number", "is"). This keeps the
 * cost on ordinary prose to a single regex pass and never tries value shapes at every position.
 *
 * Also holds the small checksums the group uses (Luhn, digit helpers).
 */
import { declareCueWords } from "./cue-vocabulary.js";
import type { DetectContext } from "../types.js";
import { tableCells } from "./table-cues.js";
import { precomputed, precomputedKey } from "../startup/precomputed.js";
import { isNationalityForm } from "./vocabulary/nationalities.js";
import { CAMEL_HINT, CAMEL_KEY as CAMEL_KEY_SOURCE } from "./context.js";
import { execAll } from "../text/exec-all.js";

/** camelCase keys (context.ts), an instance of its own for the scan below. */
const CAMEL_KEY = new RegExp(CAMEL_KEY_SOURCE.source, "g");

/**
 * Global matcher for keywords, to run on ctx.lower. The keywords are compiled into a prefix trie
 * ("passport(?:\\s+n(?:o|umber)|...)") behind a \\b, without the u flag: irregexp then only tries
 * word starts and rejects most of them on the first character, which keeps a 100-keyword list
 * fast on prose. \\b is ASCII-only, so valuesAfterKeywords re-checks the left boundary with
 * Unicode classes; keywords starting with a non-ASCII letter (CJK, Hangul) have no \\b.
 */
export function keywordRegex(words: readonly string[]): RegExp {
  declareCueWords(words);
  return new RegExp(precomputed(precomputedKey("keyword-regex", words), () => keywordSource(words)), "g");
}

function keywordSource(words: readonly string[]): string {
  const ascii: string[][] = [];
  const other: string[][] = [];
  for (const word of new Set(words.map((w) => w.toLowerCase().trim()))) {
    const units = [...word].map(unitFor);
    (/^[a-z0-9]/.test(word) ? ascii : other).push(units);
  }
  const parts: string[] = [];
  if (ascii.length) parts.push(`\\b${trieSource(ascii)}`);
  if (other.length) parts.push(trieSource(other));
  return parts.join("|");
}

/**
 * One character of a keyword as a regex piece: runs of spaces match any whitespace or "_" (log
 * keys and column names: "numero_de_cliente"); an accented letter matches its base letter too
 * ("código" and "codigo").
 */
function unitFor(ch: string): string {
  if (/\s/.test(ch)) return "[\\s_]+";
  if (ch === "'" || ch === "’") return "['’]?";
  const base = ch.normalize("NFD").replace(/\p{M}/gu, "");
  if (base !== ch && base.length === 1) return `[${ch}${base}]`;
  return ch.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
}

/** A keyword as written or found, folded for lookups: lower case, no accents, "_" and blanks as one space, ’ as '. */
export function foldKeyword(s: string): string {
  return s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/[_\s]+/g, " ").replace(/’/g, "'").trim();
}

/**
 * True when [start, end) is a whole segment of a URL path after a word ("GET
 * /api/v1/patients/RSSMRA85T10A562S/records"): a REST request line in an access log names its
 * resource by the id (third exploratory test). Not after a digit: "12/345..." is a date or a
 * fraction.
 */
export function isPathSegment(text: string, start: number, end: number): boolean {
  if (text[start - 1] !== "/" || /\p{N}/u.test(text[start - 2] ?? "")) return false;
  return PATH_SEGMENT_END.test(text[end] ?? "");
}
const PATH_SEGMENT_END = /^(?:$|[/?#;\s"'<>])/;

/** Letters and digits that may not follow a keyword ending in a letter or digit. */
const WORD_AFTER = "(?![a-z0-9\\u00c0-\\u024f\\u0370-\\u03ff\\u0400-\\u04ff])";

function trieSource(keywords: string[][]): string {
  interface Node {
    children: Map<string, Node>;
    end: boolean;
    endsAlnum: boolean;
  }
  const root: Node = { children: new Map(), end: false, endsAlnum: false };
  for (const units of keywords) {
    let node = root;
    for (const u of units) {
      let next = node.children.get(u);
      if (!next) node.children.set(u, (next = { children: new Map(), end: false, endsAlnum: false }));
      node = next;
    }
    node.end = true;
    node.endsAlnum = /[\p{L}\p{N}]$/u.test(units[units.length - 1]!);
  }
  const emit = (node: Node): string => {
    const alternatives = [...node.children].map(([u, child]) => u + emit(child));
    // The end of a keyword comes last so that longer keywords win ("passport number" over "passport").
    if (node.end) alternatives.push(node.endsAlnum ? WORD_AFTER : "");
    if (alternatives.length === 1) return alternatives[0]!;
    return `(?:${alternatives.join("|")})`;
  };
  return emit(root);
}

/**
 * Words and punctuation that may sit between a keyword and its value ("my member id you need is",
 * "Kundennummer lautet", "mi DNI es", "carta de condução n.º"), and the issuing country in brackets
 * ("passport (SE) 88776655", "licence (Ontario): ..."); a word glued to the value by a
 * hyphen, slash or dot is the value's ("póliza ES-778201-H": not the verb "es"). The Portuguese and
 * Dutch possessives that follow the noun ("o número de utente dele é 123 456 789", "het nummer zijn
 * ...": tenth exploratory test, left in clear).
 */
const FILLER =
  /(?:\((?:\p{Lu}{2,3}|\p{Lu}\p{Ll}{2,19})\)|[\s:#=.,()'"*\-–—]|(?:n\.?[o°º]|n(?=\.\s)|nr|num|number|numbers|nummer|numéro|numero|número|is|was|of|the|my|your|his|her|their|id|code|you|need|lautet|ist|es|est|è|é|dele|dela|deles|delas|zijn|haar)(?![\p{L}\p{N}]|[-/.][\p{L}\p{N}]))*/iuy;

const LETTER_OR_DIGIT = /[\p{L}\p{N}\p{M}]/u;

/**
 * The issuing country's adjective between a document's keyword and its number: "passaporte
 * português: CB123456", "numéro de passeport français : 12AB34567", "passaporto italiano n.
 * YA1234567", "DNI español 12345678Z" (fifth exploratory test: left in clear, or the adjective
 * read as the value). Spanish, French, Italian and Portuguese forms come from the nationality
 * lists; English, German and Dutch ones are the countries of our languages.
 */
const NATIONALITY_WORD = /\p{L}+/uy;
const OWN_NATIONALITIES = new Set([
  "british", "american", "canadian", "irish", "australian", "german", "french", "spanish", "italian", "dutch", "portuguese",
  "belgian", "swiss", "austrian", "deutsch", "deutscher", "deutsches", "deutsche", "österreichisch", "österreichischer",
  "schweizer", "schweizerisch", "schweizerischer", "nederlands", "nederlandse", "belgisch", "belgische", "zwitsers", "zwitserse",
  "duits", "duitse",
]);

/** Past an issuing country's adjective and the fillers after it, or `pos` itself when there is none. */
function afterIssuer(ctx: DetectContext, pos: number): number {
  NATIONALITY_WORD.lastIndex = pos;
  const word = NATIONALITY_WORD.exec(ctx.lower);
  if (!word || !(isNationalityForm(word[0]) || OWN_NATIONALITIES.has(word[0]))) return pos;
  const end = pos + word[0].length;
  FILLER.lastIndex = end;
  FILLER.exec(ctx.text);
  // the adjective must stand alone: a filler (a blank, a colon) between it and the value
  return FILLER.lastIndex > end ? FILLER.lastIndex : pos;
}

export interface KeywordValue {
  /** Where the keyword starts and ends. */
  keywordStart: number;
  keywordEnd: number;
  /** The keyword as found (lower case). */
  keyword: string;
  /** The value match (from the sticky value regex), its start and end. */
  match: RegExpExecArray;
  start: number;
  end: number;
  /** The value is a table cell and the keyword its column's header. */
  column?: boolean;
}

/**
 * For every keyword occurrence, the value right after it (fillers skipped, at most `maxGap`
 * characters between keyword and value). `value` must be sticky (flag y) and is run on ctx.text.
 * Values are reported once even when several keywords lead to them.
 */
export function valuesAfterKeywords(
  ctx: DetectContext,
  keywords: RegExp,
  value: RegExp,
  maxGap = 16,
): KeywordValue[] {
  const out: KeywordValue[] = [];
  const seen = new Set<number>();
  const valueAfter = (keywordStart: number, keywordEnd: number, keyword: string): void => {
    // a keyword that is a URL path segment names the next segment ("GET /api/v1/bsn/234567892")
    const pathKeyword = ctx.text[keywordStart - 1] === "/" && ctx.text[keywordEnd] === "/";
    FILLER.lastIndex = pathKeyword ? keywordEnd + 1 : keywordEnd;
    if (!pathKeyword) FILLER.exec(ctx.text);
    let pos = FILLER.lastIndex;
    if (!pathKeyword) pos = afterIssuer(ctx, pos);
    if (pos - keywordEnd > maxGap) return;
    value.lastIndex = pos;
    const m = value.exec(ctx.text);
    if (!m || m[0].length === 0) return;
    if (pathKeyword && !isPathSegment(ctx.text, pos, pos + m[0].length)) return;
    if (seen.has(pos)) return;
    seen.add(pos);
    out.push({ keywordStart, keywordEnd, keyword, match: m, start: pos, end: pos + m[0].length });
  };
  keywords.lastIndex = 0;
  let k: RegExpExecArray | null;
  while ((k = keywords.exec(ctx.lower)) !== null) {
    if (k[0].length === 0) {
      keywords.lastIndex++;
      continue;
    }
    // \b is ASCII-only: "énir" must not yield "nir".
    if (k.index > 0 && LETTER_OR_DIGIT.test(ctx.lower[k.index - 1]!)) {
      keywords.lastIndex = k.index + 1;
      continue;
    }
    // A label lies on one line: a keyword read across a line break ("Utente\n\nN.º" as "utente
    // n.º") is two lines' words, and it had swallowed the next line's own label ("N.º da receita:").
    const lineBreak = k[0].search(/[\n\r]/);
    if (lineBreak >= 0) {
      keywords.lastIndex = k.index + lineBreak + 1;
      continue;
    }
    // a keyword that is a whole header cell of a table names its column (valuesInColumns reads
    // it); what follows it there is the next column's name ("ID,KENNZEICHEN,COL3,STATUS" read
    // "COL3" as a number plate: structured suite, fresh draw 1616). A keyword in a longer cell is
    // read as before: two short lines with a comma each ("CVV 4713, grazie" / "certo, un attimo")
    // make a table to tableCells.
    if (isHeaderCell(ctx, k.index, k.index + k[0].length)) continue;
    valueAfter(k.index, k.index + k[0].length, k[0]);
  }
  // a camelCase key in text whose words end with a keyword ("nhsNumber: 4857773457",
  // "patientNhsNumber=...": ninth exploratory test, F6); snake_case keys are read by the keyword
  // regex itself ("nhs_number")
  for (const c of camelKeys(ctx)) {
    keywords.lastIndex = 0;
    const k = keywords.exec(c.words);
    keywords.lastIndex = 0;
    // the keyword starts at one of the key's words and ends it, or a filler word follows ("nhsNumber", "cvvCode")
    if (!k || (k.index > 0 && c.words[k.index - 1] !== " ") || !HEADER_TAIL.test(c.words.slice(k.index + k[0].length))) continue;
    valueAfter(c.start, c.end, k[0]);
  }
  // table cells under a column header that is a keyword ("id;senha;status" / "7;Gx9#k2;ok")
  out.push(...valuesInColumns(ctx, keywords, value, seen));
  return out;
}

/** The header cells of the text's tables, start -> end, found once per text. */
const headerCellsOfText = new WeakMap<DetectContext, ReadonlyMap<number, number>>();

/** Whether [start, end) is a whole header cell of a table in the text. */
function isHeaderCell(ctx: DetectContext, start: number, end: number): boolean {
  let headers = headerCellsOfText.get(ctx);
  if (!headers) {
    const found = new Map<number, number>();
    for (const c of tableCells(ctx)) if (!c.wholeField && c.headerEnd > c.headerStart) found.set(c.headerStart, c.headerEnd);
    headerCellsOfText.set(ctx, (headers = found));
  }
  return headers.get(start) === end;
}

/** A camelCase key of the text (CAMEL_KEY) and its words, lower-cased ("nhsNumber" -> "nhs number"). */
interface CamelKey {
  start: number;
  end: number;
  words: string;
}
const camelKeysOfText = new WeakMap<DetectContext, readonly CamelKey[]>();

/**
 * The camelCase keys of the context's text, found once per text: every detector that reads values
 * after its keywords asks for them, and the scan over a whole text per detector cost about 60 ms of
 * bench's 500 KB document.
 */
function camelKeys(ctx: DetectContext): readonly CamelKey[] {
  let keys = camelKeysOfText.get(ctx);
  if (!keys) {
    const found: CamelKey[] = [];
    if (CAMEL_HINT.test(ctx.text)) {
      for (const c of execAll(CAMEL_KEY, ctx.text)) found.push({ start: c.index, end: c.index + c[0].length, words: c[0].replace(/(?<=[a-z0-9])(?=[A-Z])/g, " ").toLowerCase() });
    }
    camelKeysOfText.set(ctx, (keys = found));
  }
  return keys;
}

/**
 * The table cells (and the whole field, ctx.field) whose column header is one of the keywords,
 * each the whole of a value; the cells starting at an offset in `seen` are left out. For words
 * that name a value only as a column's name ("num_documento"), and valuesAfterKeywords' columns.
 */
export function valuesInColumns(ctx: DetectContext, keywords: RegExp, value: RegExp, seen: ReadonlySet<number> = new Set()): KeywordValue[] {
  const out: KeywordValue[] = [];
  const taken = new Set(seen);
  for (const cell of tableCells(ctx)) {
    if (taken.has(cell.start)) continue;
    const keyword = headerKeyword(cell.header, keywords);
    if (keyword === undefined) continue;
    // the cell alone, so that the value's look-ahead sees the cell's end, not the next cell
    value.lastIndex = 0;
    const m = value.exec(ctx.text.slice(cell.start, cell.end));
    if (!m || m[0].length !== cell.end - cell.start) continue;
    taken.add(cell.start);
    out.push({ keywordStart: cell.headerStart, keywordEnd: cell.headerEnd, keyword, match: m, start: cell.start, end: cell.end, column: true });
  }
  return out;
}

/** Words a column name may add after its keyword: "member_id", "cvv_code", "plate_no". */
const HEADER_TAIL = /^(?: (?:n[o°º]|nr|num|number|nummer|numero|id|code|#|value))*$/;

/** The keyword a (folded) column header is, when it is one (a filler word may follow), else undefined. */
export function headerKeyword(header: string, keywords: RegExp): string | undefined {
  keywords.lastIndex = 0;
  const k = keywords.exec(header);
  keywords.lastIndex = 0;
  if (!k || k.index !== 0 || !HEADER_TAIL.test(header.slice(k[0].length))) return undefined;
  return k[0];
}

/** Luhn (mod 10) over a string of digits. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return false;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** True when every character is the same ("0000000000"): test filler, never a real number. */
export function allSame(s: string): boolean {
  for (let i = 1; i < s.length; i++) if (s[i] !== s[0]) return false;
  return true;
}

export function digitsOnly(s: string): string {
  return s.replace(/\D/g, "");
}

export function countDigits(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) n++;
  }
  return n;
}

const DIGIT_RUN = /\d+/g;

function isUpperAlnum(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90);
}
function isLowerAlnum(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 97 && c <= 122);
}
function isAnyAlnum(c: number): boolean {
  return isUpperAlnum(c) || (c >= 97 && c <= 122);
}
function isWordChar(c: number): boolean {
  return isAnyAlnum(c) || c === 95;
}

/**
 * Runs of exactly `length` upper-case letters and digits (containing at least one digit) that
 * stand alone as words. Found from their digits, because a regex over [A-Z0-9] has to test
 * every position of the text while digits are rare in prose and found by a fast scan.
 * `lowerCase`: runs of lower-case letters and digits instead (the same codes in a lower-cased text);
 * "any": letters of either case (a title-cased text writes "YRPM9912282SM9GP" as "Yrpm9912282sm9gp").
 */
export function upperAlnumTokens(text: string, length: number, lowerCase: boolean | "any" = false): { start: number; end: number }[] {
  const inRun = lowerCase === "any" ? isAnyAlnum : lowerCase ? isLowerAlnum : isUpperAlnum;
  const out: { start: number; end: number }[] = [];
  DIGIT_RUN.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = DIGIT_RUN.exec(text)) !== null) {
    let start = m.index;
    while (start > 0 && inRun(text.charCodeAt(start - 1))) start--;
    let end = m.index + m[0].length;
    while (end < text.length && inRun(text.charCodeAt(end))) end++;
    DIGIT_RUN.lastIndex = end;
    if (end - start !== length) continue;
    if (start > 0 && isWordChar(text.charCodeAt(start - 1))) continue;
    if (end < text.length && isWordChar(text.charCodeAt(end))) continue;
    out.push({ start, end });
  }
  return out;
}
