/**
 * The layout a relation can live in: words (folded), sentences, lines, blocks (runs of non-blank
 * lines), form fields ("Label: value", several per line when two or more spaces part them), form
 * blocks, table rows and their column headers (cells parted by |, tab or ;), chat turns ("[09:12]
 * jess: ...", a speaker that is a person mention) and signature blocks (the lines after a closing
 * such as "Kind regards," or "Mit freundlichen Grüßen").
 *
 * Pure; linear in the text.
 */
import { cueClasses, foldWord, MAX_CUE_TOKENS, startsPhrase, type CueClass } from "./cues.js";

export interface Token {
  start: number;
  end: number;
  fold: string;
  /** Sentence index (sentences never cross lines). */
  sentence: number;
  line: number;
}

export interface Line {
  start: number;
  end: number;
  blank: boolean;
  block: number;
  /** Field labels on the line: the label's span and where its value starts. */
  fields: { start: number; end: number; valueStart: number; cues: CueClass[] }[];
  /** Table row: cell spans, and the table's header cells (the table's first line) when this is a later row. */
  cells?: { start: number; end: number }[];
  header?: { cues: CueClass[] }[];
  tableRow: number;
  /** Chat turn: the speaker prefix ends here. */
  speakerEnd?: number;
  /** A signature block line (after a closing), with the signature's id. */
  signature?: number;
}

export interface Layout {
  text: string;
  tokens: Token[];
  lines: Line[];
  /** Token index of the first token at or after each UTF-16 position is found by binary search. */
  sentenceCount: number;
  /** Blocks whose lines are mostly form fields. */
  formBlocks: Set<number>;
}

const WORD = /[\p{L}\p{N}]+(?:['’.\-][\p{L}\p{N}]+)*\.?/gu;
/** Words before "." that do not end a sentence. */
const ABBREVIATIONS = new Set([
  "mr", "mrs", "ms", "dr", "prof", "st", "no", "nr", "geb", "sr", "sra", "srta", "dra", "d", "m", "mme", "mlle", "dott", "sig",
  "avv", "ing", "dhr", "mevr", "hr", "fr", "tel", "n", "ca", "vs", "etc", "e.g", "i.e", "z.b", "bzw", "med", "exmo", "ex", "av",
  "apt", "dept", "u.a", "jr", "p.ex", "ecc", "sig.ra", "dott.ssa", "a.m", "p.m",
]);
const FIELD = /(?:^|\t| {2,}|\| ?)[ \t]*([\p{L}][\p{L}\p{N} .'’/()\-ºª°#]{0,38}?)[ \t]*:[ \t]*(?=\S)/gu;
const CHAT_PREFIX = /^[ \t]*(?:\[[^\]\n]{1,24}\][ \t]*)?([^:\n\[\]]{1,32}?)[ \t]*:[ \t]/u;
const CELL_SEPARATORS = ["|", "\t", ";"] as const;

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m !== null; m = WORD.exec(text)) {
    let w = m[0];
    let end = m.index + w.length;
    // a final "." belongs to the word only for abbreviations and initials
    if (w.endsWith(".")) {
      const bare = foldWord(w.slice(0, -1));
      if (!ABBREVIATIONS.has(bare) && bare.length > 1) {
        w = w.slice(0, -1);
        end--;
      }
    }
    out.push({ start: m.index, end, fold: foldWord(w.endsWith(".") ? w.slice(0, -1) : w), sentence: 0, line: 0 });
  }
  return out;
}

/** Cue classes found in a folded label ("Date of birth" -> BIRTH, "Emergency contact" -> OTHERFIELD, CONTACT). */
export function labelCues(label: string): CueClass[] {
  return cuesOf(tokenize(label).map((t) => t.fold));
}

/** Cue classes of a run of folded words (phrases of up to four words included). */
export function cuesOf(words: readonly string[]): CueClass[] {
  const out = new Set<CueClass>();
  for (let i = 0; i < words.length; i++) {
    let phrase = "";
    const longest = startsPhrase(words[i]!) ? MAX_CUE_TOKENS : 1;
    for (let n = 0; n < longest && i + n < words.length; n++) {
      phrase = n === 0 ? words[i]! : `${phrase} ${words[i + n]!}`;
      for (const c of cueClasses(phrase)) out.add(c);
    }
  }
  return [...out];
}

/**
 * The layout of a unit text. `isPersonAt(start, end)` says whether a person mention lies in a span
 * (a chat speaker is one; a field label is not).
 */
export function layoutOf(text: string, isPersonAt: (start: number, end: number) => boolean): Layout {
  const lines: Line[] = [];
  let block = 0;
  let pos = 0;
  let prevBlank = true;
  while (pos <= text.length) {
    let end = text.indexOf("\n", pos);
    if (end < 0) end = text.length;
    const raw = text.slice(pos, end);
    const blank = raw.trim() === "";
    if (!blank && prevBlank && lines.length > 0) block++;
    lines.push({ start: pos, end, blank, block, fields: [], tableRow: -1 });
    prevBlank = blank;
    pos = end + 1;
    if (end === text.length) break;
  }
  markChat(text, lines, isPersonAt);
  markFields(text, lines);
  markTables(text, lines);
  markSignatures(text, lines);
  const formBlocks = new Set<number>();
  const fieldLines = new Map<number, [number, number]>();
  for (const l of lines) {
    if (l.blank) continue;
    const c = fieldLines.get(l.block) ?? [0, 0];
    c[1]++;
    if (l.fields.length > 0 && l.speakerEnd === undefined) c[0]++;
    fieldLines.set(l.block, c);
  }
  for (const [b, [f, n]] of fieldLines) if (f >= 2 && f * 2 >= n) formBlocks.add(b);

  const tokens = tokenize(text) as Token[];
  let line = 0;
  let sentence = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    while (line < lines.length - 1 && t.start > lines[line]!.end) line++;
    if (i > 0) {
      const prev = tokens[i - 1]!;
      if (prev.line !== line) sentence++;
      else if (endsSentence(text, prev, t.start)) sentence++;
    }
    t.sentence = sentence;
    t.line = line;
  }
  return { text, tokens, lines, sentenceCount: sentence + 1, formBlocks };
}

/** A sentence ends between two words of a line at . ! ? and a space (not after an abbreviation or an initial). */
function endsSentence(text: string, prev: { end: number; fold: string }, nextStart: number): boolean {
  // most gaps are one space: look for the punctuation before making a string of the gap
  let punct = false;
  for (let i = prev.end; i < nextStart; i++) {
    const c = text.charCodeAt(i);
    if (c === 46 || c === 33 || c === 63) {
      punct = true;
      break;
    }
  }
  if (!punct) return false;
  const gap = text.slice(prev.end, nextStart);
  if (!/[.!?]["'”’»)\]]*\s/u.test(gap)) return false;
  if (gap.startsWith(".") && !/[!?]/.test(gap) && (ABBREVIATIONS.has(prev.fold) || prev.fold.length === 1)) return false;
  return true;
}

function markChat(text: string, lines: Line[], isPersonAt: (start: number, end: number) => boolean): void {
  for (const l of lines) {
    if (l.blank) continue;
    const m = CHAT_PREFIX.exec(text.slice(l.start, l.end));
    if (!m) continue;
    const speakerStart = l.start + m.index + m[0].indexOf(m[1]!);
    const speakerEnd = speakerStart + m[1]!.length;
    if (isPersonAt(speakerStart, speakerEnd)) l.speakerEnd = l.start + m[0].length;
  }
}

function markFields(text: string, lines: Line[]): void {
  for (const l of lines) {
    if (l.blank) continue;
    const s = text.slice(l.start, l.end);
    FIELD.lastIndex = 0;
    for (let m = FIELD.exec(s); m !== null; m = FIELD.exec(s)) {
      const label = m[1]!;
      if (label.split(/\s+/).length > 5) continue;
      const labelStart = l.start + m.index + m[0].indexOf(label);
      l.fields.push({ start: labelStart, end: labelStart + label.length, valueStart: l.start + m.index + m[0].length, cues: labelCues(label) });
    }
  }
}

function cellsOf(s: string, sep: string, offset: number): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let p = 0;
  for (const part of s.split(sep)) {
    out.push({ start: offset + p, end: offset + p + part.length });
    p += part.length + sep.length;
  }
  return out;
}

/** Runs of two or more lines with the same number (2+) of one separator are a table; its first line is the header. */
function markTables(text: string, lines: Line[]): void {
  let i = 0;
  while (i < lines.length) {
    const l = lines[i]!;
    const sep = l.blank ? undefined : CELL_SEPARATORS.find((c) => count(text, l, c) >= 2);
    if (!sep) {
      i++;
      continue;
    }
    const n = count(text, l, sep);
    let j = i + 1;
    while (j < lines.length && !lines[j]!.blank && Math.abs(count(text, lines[j]!, sep) - n) <= 1 && count(text, lines[j]!, sep) >= 1) j++;
    if (j - i >= 2) {
      const header = cellsOf(text.slice(l.start, l.end), sep, l.start).map((c) => ({ cues: labelCues(text.slice(c.start, c.end)) }));
      for (let k = i; k < j; k++) {
        const row = lines[k]!;
        row.cells = cellsOf(text.slice(row.start, row.end), sep, row.start);
        row.tableRow = k;
        if (k > i) row.header = header;
      }
    }
    i = Math.max(j, i + 1);
  }
}

function count(text: string, l: Line, sep: string): number {
  let n = 0;
  for (let p = text.indexOf(sep, l.start); p >= 0 && p < l.end; p = text.indexOf(sep, p + 1)) n++;
  return n;
}

/** Short words that close a letter on a line of their own ("Best,", "Thanks,"). */
const SHORT_CLOSINGS = new Set(["best", "thanks", "cheers", "regards", "yours", "saludos", "saludo", "gracias", "merci", "grazie", "groeten", "obrigado", "obrigada", "danke", "gruss", "grusse", "bises", "abrazos", "ciao", "atentamente", "cordialement", "atenciosamente", "cumprimentos", "saluti", "sincerely"]);

function markSignatures(text: string, lines: Line[]): void {
  let id = 0;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (l.blank) continue;
    if (l.end - l.start > 64) continue;
    const s = text.slice(l.start, l.end).trim();
    // a closing has few words, no digits and no colon: look no further at a form field or a table row
    if (s.length > 48 || /[\d:|@;\t]/.test(s)) continue;
    const words = tokenize(s).map((t) => t.fold);
    const closing = words.length > 0 && words.length <= 6 && (cuesOf(words).includes("CLOSING") || (words.length <= 2 && SHORT_CLOSINGS.has(words[0]!)));
    if (!closing) continue;
    // the signature: the following lines (a blank line may come first) until a blank line or 8 lines
    let j = i + 1;
    while (j < lines.length && lines[j]!.blank && j <= i + 2) j++;
    for (let k = j; k < lines.length && k < j + 8 && !lines[k]!.blank; k++) lines[k]!.signature = id;
    id++;
  }
}

/** Index of the first token starting at or after `pos`. */
export function tokenAt(tokens: readonly Token[], pos: number): number {
  let lo = 0;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (tokens[mid]!.start < pos) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The line holding `pos`. */
export function lineAt(lines: readonly Line[], pos: number): number {
  let lo = 0;
  let hi = lines.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (lines[mid]!.start <= pos) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
