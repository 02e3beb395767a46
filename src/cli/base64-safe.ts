/**
 * A redacted text's base64 mail bodies, re-encoded with their placeholders inside.
 *
 * The engine reads a base64 body ("Content-Transfer-Encoding: base64", as Gmail and Outlook send
 * UTF-8 text) as the text it encodes, and maps each entity back to the base64 quads that hold its
 * bytes (text/encoded-view.ts). Replaced where they stand, those quads left a placeholder among
 * base64 characters: the body no longer decoded, and a mail client showed nothing or garbage
 * (tenth exploratory test). `pii redact` writes such a body as base64 again instead: the body's
 * text with each entity replaced, encoded in UTF-8, in lines as long as the input's.
 *
 * A quad holds three bytes, so an entity's quads may hold up to two bytes of its neighbours on
 * either side. The decoded entity starts at the first character of its first quad that opens a
 * word (a letter, a digit or a phone's "+" after a blank, a punctuation mark or the text's start)
 * and ends at the last letter or digit of its last quad that closes one: "o A" of "Hallo Anna"
 * gives "A", and "er," of "Becker," gives "er". Where no such character is in
 * the quad, the whole quad's characters are replaced: more is redacted, never less.
 *
 * Only `redact`'s written output changes; the entities' offsets (`analyze`, the HTTP service) stay
 * the quads' in the text as read. A body with an entity that crosses its edge is left as rendered.
 */
import type { ProcessResult } from "../contract/types.js";
import { base64Bodies, type Base64Body } from "../engine/text/encoded-view.js";
import { OffsetMap } from "../engine/text/offsets.js";
import { firstAtLeast } from "../engine/text/sorted-spans.js";

/** An entity in UTF-16 offsets of the input (start, end) and of the processed text (pStart, pEnd). */
interface Placed {
  start: number;
  end: number;
  pStart: number;
  pEnd: number;
}

/** `result.processed_text`, with every base64 body of `original` that holds an entity encoded again. */
export function base64Safe(original: string, result: ProcessResult): string {
  if (result.entities.length === 0) return result.processed_text;
  const bodies = base64Bodies(original);
  if (bodies.length === 0) return result.processed_text;
  const placed = placedEntities(original, result);
  const processed = result.processed_text;
  let out = "";
  let cursor = 0;
  for (const body of bodies) {
    const inside = placed.filter((e) => e.start < body.end && e.end > body.start);
    if (inside.length === 0 || inside.some((e) => e.start < body.start || e.end > body.end)) continue;
    const first = inside[0]!;
    const next = placed.find((e) => e.start >= body.end);
    // the body's place in the processed text: nothing is replaced between it and the entities around it
    const pStart = first.pStart - (first.start - body.start);
    const pEnd = next ? next.pStart - (next.start - body.end) : processed.length - (original.length - body.end);
    let decoded = "";
    let at = 0;
    for (const e of inside) {
      const [from, to] = decodedRange(body, e.start, e.end);
      decoded += body.text.slice(at, Math.max(at, from)) + processed.slice(e.pStart, e.pEnd);
      at = Math.max(at, to);
    }
    decoded += body.text.slice(at);
    out += processed.slice(cursor, pStart) + encodedLike(original.slice(body.start, body.end), decoded);
    cursor = pEnd;
  }
  return out + processed.slice(cursor);
}

/** The result's entities with their offsets in both texts, in text order (the contract's are code points). */
function placedEntities(original: string, result: ProcessResult): Placed[] {
  const inOriginal = new OffsetMap(original);
  const inProcessed = new OffsetMap(result.processed_text);
  return result.entities
    .flatMap((e) => {
      const { stt_idx, end_idx, stt_idx_processed, end_idx_processed } = e.location;
      if (stt_idx_processed === undefined || end_idx_processed === undefined) return [];
      return [{ start: inOriginal.toUtf16(stt_idx), end: inOriginal.toUtf16(end_idx), pStart: inProcessed.toUtf16(stt_idx_processed), pEnd: inProcessed.toUtf16(end_idx_processed) }];
    })
    .sort((a, b) => a.start - b.start);
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;
const STARTS_VALUE = /[\p{L}\p{N}+]/u;

/** The decoded body's units [from, to) that the entity over the quads [start, end) stands for (see the module comment). */
function decodedRange(body: Base64Body, start: number, end: number): [number, number] {
  const units = body.text;
  // origin is non-decreasing: the first unit at or after the entity's first quad
  const first = firstAtLeast(body.origin, start);
  let last = first - 1;
  while (last + 1 < units.length && body.originEnd[last + 1]! <= end) last++;
  if (last < first) return [first, first];
  // a phone's "+" opens it; other signs around a value ("(", ",") stay the text's
  const opensWord = (k: number) => STARTS_VALUE.test(units[k]!) && (k === 0 || !WORD_CHARACTER.test(units[k - 1]!));
  const closesWord = (k: number) => WORD_CHARACTER.test(units[k]!) && (k + 1 >= units.length || !WORD_CHARACTER.test(units[k + 1]!));
  let from = first;
  for (let k = first; k <= last && body.origin[k] === body.origin[first]; k++) {
    if (opensWord(k)) {
      from = k;
      break;
    }
  }
  let to = last + 1;
  for (let k = last; k >= from && body.originEnd[k] === body.originEnd[last]; k--) {
    if (closesWord(k)) {
      to = k + 1;
      break;
    }
  }
  return [from, to];
}

/** `text` in base64 (UTF-8), in lines as long as the first of `block` and with its line breaks. */
function encodedLike(block: string, text: string): string {
  const encoded = Buffer.from(text, "utf8").toString("base64");
  const firstLine = /^[A-Za-z0-9+/=]+/.exec(block)![0].length;
  const eol = block.includes("\r\n") ? "\r\n" : "\n";
  if (!/\n/.test(block)) return encoded;
  const lines: string[] = [];
  for (let i = 0; i < encoded.length; i += firstLine) lines.push(encoded.slice(i, i + firstLine));
  return lines.join(eol);
}
