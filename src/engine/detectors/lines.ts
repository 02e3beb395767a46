/**
 * Lines of the text being analysed and their casing, for the detectors that decide by line
 * whether capitalisation means anything (place-name, person-cue, medical-facility): in a line with
 * both upper- and lower-case letters a capital marks a proper noun; an all-caps headline or an
 * all-lower chat line says nothing.
 *
 * lineAt() answers from an index of the newlines built once per text (and shared by every
 * detector run on the same context), so asking at each of many matches costs a binary search,
 * not a scan back to the previous newline: that scan made a detector quadratic on long texts
 * with few newlines.
 */
import type { DetectContext } from "../types.js";

/** "lower" also covers lines without letters. */
export type LineCase = "mixed" | "upper" | "lower";

export interface Line {
  start: number;
  /**
   * Offset just past the line's content: its "\n", the "\r" of a "\r\n" line ending (so CRLF and LF
   * text give a line the same content), or the text's length.
   */
  end: number;
  case: LineCase;
}

const LOWER_LETTER = /\p{Ll}/u;

/** Casing of text[start, end) (lower: the same text lower-cased, same UTF-16 length). */
export function lineCase(text: string, lower: string, start: number, end: number): LineCase {
  const slice = text.slice(start, end);
  if (slice === lower.slice(start, end)) return "lower";
  return LOWER_LETTER.test(slice) ? "mixed" : "upper";
}

/**
 * Whether every word of a line starts with a capital and some letters are lower case: a form or a
 * CRM writes lines so, and their capitals say nothing of which words are names.
 */
export function titleCased(line: string): boolean {
  return LOWER_LETTER.test(line) && !/(?<![\p{L}\p{N}'’])\p{Ll}/u.test(line);
}

/** Casing of one line's text, without a lower-cased copy at hand. */
export function caseOf(line: string): LineCase {
  if (line === line.toLowerCase()) return "lower";
  return LOWER_LETTER.test(line) ? "mixed" : "upper";
}

interface LineIndex {
  /** Offsets of every "\n", ascending. */
  newlines: Int32Array;
  /** Casing per line, computed on first use. */
  cases: (LineCase | undefined)[];
}

const indexes = new WeakMap<DetectContext, LineIndex>();

function indexOf(ctx: DetectContext): LineIndex {
  let index = indexes.get(ctx);
  if (!index) {
    const at: number[] = [];
    for (let i = ctx.text.indexOf("\n"); i >= 0; i = ctx.text.indexOf("\n", i + 1)) at.push(i);
    index = { newlines: Int32Array.from(at), cases: new Array<LineCase | undefined>(at.length + 1) };
    indexes.set(ctx, index);
  }
  return index;
}

/** The line holding offset `pos` (a "\n", and the "\r" before it, belong to the line they end). */
export function lineAt(ctx: DetectContext, pos: number): Line {
  const { newlines } = indexOf(ctx);
  // first newline at or after pos
  let lo = 0;
  let hi = newlines.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (newlines[mid]! < pos) lo = mid + 1;
    else hi = mid;
  }
  return lineNumber(ctx, lo);
}

/** Line k (0-based): its bounds from the newline index, its casing computed once and kept. */
function lineNumber(ctx: DetectContext, k: number): Line {
  const { newlines, cases } = indexOf(ctx);
  const start = k === 0 ? 0 : newlines[k - 1]! + 1;
  let end = ctx.text.length;
  if (k < newlines.length) {
    end = newlines[k]!;
    if (end > start && ctx.text[end - 1] === "\r") end--; // CRLF: the "\r" is no content
  }
  const found = (cases[k] ??= lineCase(ctx.text, ctx.lower, start, end));
  return { start, end, case: found };
}

/** The text of the line that holds `pos`. */
function lineText(ctx: DetectContext, pos: number): string {
  const line = lineAt(ctx, pos);
  return ctx.text.slice(line.start, line.end);
}

/** Whether the line that holds `pos` is title-cased (titleCased): its capitals say nothing of names. */
export function inTitledLine(ctx: DetectContext, pos: number): boolean {
  return titleCased(lineText(ctx, pos));
}

/** Every line of the text, in order, with its casing (computed as lineAt does, and kept). */
export function* linesOf(ctx: DetectContext): Generator<Line> {
  const { newlines } = indexOf(ctx);
  for (let k = 0; k <= newlines.length; k++) yield lineNumber(ctx, k);
}

/**
 * Sentence start: only spaces, opening quotes or brackets back to the text start, a line break, a
 * sentence or clause end (. ! ? : ;), a list bullet or dash, or an e-mail quote marker (">").
 */
export function atSentenceStart(text: string, pos: number): boolean {
  for (let i = pos - 1; i >= 0; i--) {
    const c = text[i]!;
    if (c === " " || c === "\t" || c === "\u00a0" || c === '"' || c === "“" || c === "‘" || c === "'" || c === "(" || c === "[" || c === "«" || c === "¿" || c === "¡") continue;
    return c === "\n" || c === "\r" || c === "." || c === "!" || c === "?" || c === ":" || c === ";" || c === "•" || c === "-" || c === "*" || c === ">";
  }
  return true;
}
