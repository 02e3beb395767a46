/**
 * What detectors and the model read instead of the text when parts of it are encoded: a view with
 * the encoding undone, whose spans are mapped back to the text (an encoded sequence inside a span
 * is redacted with it). Texts with nothing encoded (nearly all) are not copied.
 *
 * HTML space entities between the parts of a value ("4111&nbsp;1111&nbsp;1111&nbsp;1111",
 * "Tel.&nbsp;0171&nbsp;2345678", "+49&#160;171&#160;2345678"): HTML e-mails and ticket exports
 * write them, and no detector's pattern takes "&nbsp;" as the space it stands for, so the card,
 * IBAN or phone stayed in clear (exploratory test, 2026-11-29): each such entity reads as one
 * space, and an at sign's entity as "@".
 *
 * Quoted-printable mail bodies (a text that names "quoted-printable" as its transfer encoding):
 * a soft line break ("=" at a line's end) joins the line with the next, as a mail reader shows
 * it, and "=40", "=3D", "=20" read as "@", "=", " ". An address broken by the encoder
 * ("hans.meier.privat@exam=\nple.ch") had stayed in clear whole.
 */
import type { Candidate } from "../types.js";

/**
 * &nbsp; &#160; &#xA0; and the narrow and thin spaces' entities, read as " "; the at sign's
 * entities (&#64; &commat;, which hide an address from harvesters, "jane&#64;example.com"), read as "@".
 * Case-insensitive.
 */
const SPACE_ENTITY = /&(?:nbsp|#160|#x0*a0|ensp|emsp|thinsp|#8239|#x202f|#8201|#x2009|#64|#x0*40|commat);/gi;
const HINT = /&(?:nbsp|#|ensp|emsp|thinsp|commat)/i;
const SPACE_ENTITY_ANYWHERE = new RegExp(SPACE_ENTITY.source, "i");

export interface EncodedView {
  /** The text with its encoded sequences decoded. */
  readonly text: string;
  /** Start offset in the original text of each UTF-16 unit of `text`, and its length at the end. */
  readonly origin: Int32Array;
}

/** A soft line break, or one of the few escapes that matter inside values (=40 @, =3D =, =20 space). */
const QP_SEQUENCE = /=\r?\n|=(40|3D|20)/g;
const QP_HINT = /quoted-printable/i;
const QP_CHARS: Record<string, string> = { "40": "@", "3D": "=", "20": " " };

/** The view, or undefined when nothing in the text is encoded. */
export function encodedView(text: string): EncodedView | undefined {
  const entities = HINT.test(text) && SPACE_ENTITY_ANYWHERE.test(text);
  const qp = QP_HINT.test(text) && /=\r?\n|=40|=3D/.test(text);
  if (!entities && !qp) return undefined;
  const pattern = new RegExp([entities ? SPACE_ENTITY.source : "", qp ? QP_SEQUENCE.source : ""].filter(Boolean).join("|"), "gi");
  let out = "";
  const origin: number[] = [];
  let at = 0;
  for (const m of text.matchAll(pattern)) {
    for (let i = at; i < m.index; i++) origin.push(i);
    out += text.slice(at, m.index);
    const replacement = replacementOf(m[0]);
    out += replacement;
    for (let k = 0; k < replacement.length; k++) origin.push(m.index);
    at = m.index + m[0].length;
  }
  for (let i = at; i < text.length; i++) origin.push(i);
  out += text.slice(at);
  origin.push(text.length);
  return { text: out, origin: Int32Array.from(origin) };
}

function replacementOf(sequence: string): string {
  if (sequence.startsWith("&")) return /^&(?:#64|#x0*40|commat);$/i.test(sequence) ? "@" : " ";
  return QP_CHARS[sequence.slice(1).toUpperCase()] ?? ""; // a soft line break reads as nothing
}

/** A candidate found in the view, with its offsets (and its subtypes') in the original text. */
export function fromEncodedView(view: EncodedView, c: Candidate): Candidate {
  const map = (i: number) => view.origin[Math.min(i, view.origin.length - 1)]!;
  const out: Candidate = { ...c, start: map(c.start), end: map(c.end) };
  if (c.subtypes) out.subtypes = c.subtypes.map((s) => ({ ...s, start: map(s.start), end: map(s.end) }));
  return out;
}

/**
 * A text with its HTML space and at-sign entities decoded (a span's text: the value an ALLOW filter
 * is matched against and a SYNTHETIC fake is made from, "4111&nbsp;1111" -> "4111 1111").
 */
export function decodedText(text: string): string {
  return encodedView(text)?.text ?? text;
}
