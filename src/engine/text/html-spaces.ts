/**
 * HTML space entities between the parts of a value ("4111&nbsp;1111&nbsp;1111&nbsp;1111",
 * "Tel.&nbsp;0171&nbsp;2345678", "+49&#160;171&#160;2345678"): HTML e-mails and ticket exports
 * write them, and no detector's pattern takes "&nbsp;" as the space it stands for, so the card,
 * IBAN or phone stayed in clear (exploratory test, 2026-11-29). The detectors read a view of the
 * text with each such entity as one space, and their spans are mapped back to the text, an
 * entity inside a span being redacted with it. Texts without one (nearly all) are not copied.
 */
import type { Candidate } from "../types.js";

/**
 * &nbsp; &#160; &#xA0; and the narrow and thin spaces' entities, read as " "; the at sign's
 * entities (&#64; &commat;, which hide an address from harvesters, "jane&#64;example.com"), read as "@".
 * Case-insensitive.
 */
const SPACE_ENTITY = /&(?:nbsp|#160|#x0*a0|ensp|emsp|thinsp|#8239|#x202f|#8201|#x2009|(#64|#x0*40|commat));/gi;
const HINT = /&(?:nbsp|#|ensp|emsp|thinsp|commat)/i;

export interface SpaceView {
  /** The text with every space entity as " " (and every at-sign entity as "@"). */
  readonly text: string;
  /** Start offset in the original text of each UTF-16 unit of `text`, and its length at the end. */
  readonly origin: Int32Array;
}

/** The view, or undefined when the text has no space entity. */
export function htmlSpaceView(text: string): SpaceView | undefined {
  if (!HINT.test(text)) return undefined;
  SPACE_ENTITY.lastIndex = 0;
  if (!SPACE_ENTITY.test(text)) return undefined;
  SPACE_ENTITY.lastIndex = 0;
  let out = "";
  const origin: number[] = [];
  let at = 0;
  for (const m of text.matchAll(SPACE_ENTITY)) {
    for (let i = at; i < m.index; i++) origin.push(i);
    out += text.slice(at, m.index) + (m[1] !== undefined ? "@" : " ");
    origin.push(m.index);
    at = m.index + m[0].length;
  }
  for (let i = at; i < text.length; i++) origin.push(i);
  out += text.slice(at);
  origin.push(text.length);
  return { text: out, origin: Int32Array.from(origin) };
}

/** A candidate found in the view, with its offsets (and its subtypes') in the original text. */
export function fromSpaceView(view: SpaceView, c: Candidate): Candidate {
  const map = (i: number) => view.origin[Math.min(i, view.origin.length - 1)]!;
  const out: Candidate = { ...c, start: map(c.start), end: map(c.end) };
  if (c.subtypes) out.subtypes = c.subtypes.map((s) => ({ ...s, start: map(s.start), end: map(s.end) }));
  return out;
}
