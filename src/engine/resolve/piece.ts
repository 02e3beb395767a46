/**
 * A stretch of a candidate as a candidate of its own: the resolver's cut candidates and the parts
 * of one outside markup (text/markup-syntax.ts) are made alike. Trimmed of blanks, punctuation and
 * symbols at its edges; nothing when it holds no letter or digit. Its subtypes are those inside it;
 * the whole's normalised value is not the stretch's and is left out.
 */
import type { Candidate } from "../types.js";

/** Letters and digits: what makes a stretch worth keeping. */
const CONTENT = /[\p{L}\p{N}]/u;
const EDGE = /[\s\p{P}\p{S}]/u;

export function trimmedStretch(start: number, end: number, text: string | undefined): { start: number; end: number } | undefined {
  if (text === undefined) return start < end ? { start, end } : undefined;
  while (start < end && EDGE.test(text[start]!)) start++;
  while (end > start && EDGE.test(text[end - 1]!)) end--;
  if (start >= end || !CONTENT.test(text.slice(start, end))) return undefined;
  return { start, end };
}

export function candidatePiece(c: Candidate, start: number, end: number, text: string | undefined): Candidate | undefined {
  const piece = trimmedStretch(start, end, text);
  if (!piece) return undefined;
  const subtypes = c.subtypes?.filter((s) => s.start >= piece.start && s.end <= piece.end);
  const { formatted: _whole, subtypes: _all, ...rest } = c;
  return { ...rest, start: piece.start, end: piece.end, ...(subtypes?.length ? { subtypes } : {}) };
}
