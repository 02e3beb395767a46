/**
 * What the readers see of a file's bytes before they decode it: a pass-through stream that
 * refuses binary input and counts invalid UTF-8, so neither passes silently as U+FFFD text.
 *
 * - Binary: a NUL byte anywhere, or more than BINARY_INVALID_SHARE of the first chunk (64 KiB for
 *   files) not valid UTF-8. The stream fails with a BinaryInputError before the first byte of
 *   that chunk reaches a reader, so nothing of a binary file is processed; a NUL further on fails
 *   the file where it appears.
 * - Invalid UTF-8 in text: counted (bytes that are not part of a valid character) with the byte
 *   offset and line of the first one, for a report that names positions, never the bytes.
 *
 * The bytes are passed on unchanged (the readers decode them); a valid chunk costs one native
 * buffer.isUtf8 call and one indexOf(0).
 */
import { isUtf8 } from "node:buffer";
import { Transform, type TransformCallback } from "node:stream";
import { InputError } from "./errors.js";

/** Share of invalid bytes in the first chunk above which a file counts as binary. */
export const BINARY_INVALID_SHARE = 0.3;

/** A file refused as binary: a per-file input error (or a skip, with --skip-binary). */
export class BinaryInputError extends InputError {
  constructor(message: string) {
    super(message);
    this.name = "BinaryInputError";
  }
}

export interface Utf8Report {
  /** Bytes that are not part of a valid UTF-8 character (each becomes U+FFFD when decoded). */
  readonly invalidBytes: number;
  /** 0-based byte offset of the first invalid byte (after a BOM, if any: offsets count the file's bytes). */
  readonly firstOffset?: number;
  /** 1-based line of the first invalid byte. */
  readonly firstLine?: number;
}

/** Length of the UTF-8 sequence a lead byte starts, or 0 for a byte that cannot start one. */
function sequenceLength(b: number): number {
  if (b < 0x80) return 1;
  if (b >= 0xc2 && b <= 0xdf) return 2;
  if (b >= 0xe0 && b <= 0xef) return 3;
  if (b >= 0xf0 && b <= 0xf4) return 4;
  return 0;
}

/** Whether `b` may follow `lead` as the second byte of its sequence (the overlong/surrogate rules). */
function validSecond(lead: number, b: number): boolean {
  if (lead === 0xe0) return b >= 0xa0 && b <= 0xbf;
  if (lead === 0xed) return b >= 0x80 && b <= 0x9f;
  if (lead === 0xf0) return b >= 0x90 && b <= 0xbf;
  if (lead === 0xf4) return b >= 0x80 && b <= 0x8f;
  return b >= 0x80 && b <= 0xbf;
}

/**
 * Where a buffer's last, incomplete sequence starts (buf.length when it ends on a whole
 * character): the bytes from there on are judged together with the next chunk.
 */
export function incompleteTail(buf: Buffer): number {
  for (let back = 1; back <= 3 && back <= buf.length; back++) {
    const i = buf.length - back;
    const b = buf[i]!;
    if (b < 0x80) return buf.length;
    if (b >= 0xc0) {
      const need = sequenceLength(b);
      if (need === 0 || need <= back) return buf.length;
      if (back >= 2 && !validSecond(b, buf[i + 1]!)) return buf.length;
      for (let k = i + 2; k < buf.length; k++) if ((buf[k]! & 0xc0) !== 0x80) return buf.length;
      return i;
    }
  }
  return buf.length;
}

/** How many bytes of `buf` are not part of a valid character, and the offset of the first (-1: none). */
export function invalidOffsets(buf: Buffer): { count: number; first: number } {
  let count = 0;
  let first = -1;
  let i = 0;
  while (i < buf.length) {
    const b = buf[i]!;
    if (b < 0x80) {
      i += 1;
      continue;
    }
    const need = sequenceLength(b);
    let ok = need > 0 && i + need <= buf.length && validSecond(b, buf[i + 1]!);
    for (let k = 2; ok && k < need; k++) ok = (buf[i + k]! & 0xc0) === 0x80;
    if (ok) {
      i += need;
      continue;
    }
    if (first === -1) first = i;
    count += 1;
    i += 1;
  }
  return { count, first };
}

function countNewlines(buf: Buffer, end = buf.length): number {
  let n = 0;
  let at = buf.indexOf(10);
  while (at !== -1 && at < end) {
    n += 1;
    at = buf.indexOf(10, at + 1);
  }
  return n;
}

export class Utf8Guard extends Transform {
  private offset = 0;
  /** Newlines before `offset`, counted only until the first invalid byte is found. */
  private newlines = 0;
  private carry: Buffer | undefined;
  private first = true;
  private invalid = 0;
  private firstOffset: number | undefined;
  private firstLine: number | undefined;

  /** Whether an invalid byte has been seen so far (asked per record: no report object built). */
  sawInvalid(): boolean {
    return this.invalid > 0;
  }

  report(): Utf8Report {
    return {
      invalidBytes: this.invalid,
      ...(this.firstOffset !== undefined ? { firstOffset: this.firstOffset, firstLine: this.firstLine! } : {}),
    };
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    // UTF-16 with its byte order mark (PowerShell's redirection, Excel's "Unicode text"): say so
    // rather than "binary input (NUL byte at byte 3)"
    if (this.first && this.offset === 0 && chunk.length >= 2 && ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff))) {
      const order = chunk[0] === 0xff ? "UTF-16LE" : "UTF-16BE";
      done(new BinaryInputError(`${order} text (byte order mark ${chunk[0] === 0xff ? "FF FE" : "FE FF"}): give --encoding ${order.toLowerCase()}, or convert it to UTF-8 first, e.g. iconv -f ${order} -t UTF-8`));
      return;
    }
    const nul = chunk.indexOf(0);
    if (nul !== -1) {
      done(new BinaryInputError(`binary input (NUL byte at byte ${this.offset + nul})`));
      return;
    }
    // Judge the carried tail of the previous chunk together with this one.
    const carried = this.carry?.length ?? 0;
    const whole = carried > 0 ? Buffer.concat([this.carry!, chunk]) : chunk;
    const base = this.offset - carried;
    const cut = incompleteTail(whole);
    const complete = cut === whole.length ? whole : whole.subarray(0, cut);
    if (!isUtf8(complete)) {
      const { count, first } = invalidOffsets(complete);
      if (this.first && count > BINARY_INVALID_SHARE * Math.max(1, complete.length)) {
        const percent = Math.round((100 * count) / complete.length);
        done(new BinaryInputError(`binary input (${percent} % of the first ${whole.length} bytes are not UTF-8)`));
        return;
      }
      if (this.firstOffset === undefined) {
        this.firstOffset = base + first;
        this.firstLine = this.newlines + countNewlines(complete, first) + 1;
      }
      this.invalid += count;
    }
    if (this.firstOffset === undefined) this.newlines += countNewlines(complete);
    this.carry = cut === whole.length ? undefined : Buffer.from(whole.subarray(cut));
    this.offset += chunk.length;
    this.first = false;
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (this.carry && this.carry.length > 0) {
      // A file that ends inside a character.
      if (this.firstOffset === undefined) {
        this.firstOffset = this.offset - this.carry.length;
        this.firstLine = this.newlines + 1;
      }
      this.invalid += this.carry.length;
      this.carry = undefined;
    }
    done();
  }
}

/** "3 invalid UTF-8 bytes, the first at byte 120 (line 4), read as U+FFFD": positions, never bytes. */
export function describeInvalid(report: Utf8Report): string {
  const n = report.invalidBytes;
  return `invalid UTF-8: ${n} ${n === 1 ? "byte" : "bytes"}, the first at byte ${report.firstOffset} (line ${report.firstLine}): the file is not read past it and fails; give its encoding (a Windows-1252 or Latin-1 file: --encoding windows-1252) or convert it to UTF-8 first (iconv -f WINDOWS-1252 -t UTF-8)`;
}
