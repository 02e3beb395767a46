/**
 * Character encodings other than UTF-8, for `--encoding`: Excel writes its CSV exports in the
 * Windows code page of the user's language (Windows-1252 in Western Europe) and its "Unicode text"
 * in UTF-16LE with a byte order mark; older mail archives and mainframe exports are ISO-8859-1 or
 * -15. Without the option such files are refused (an accented name read as U+FFFD would go
 * unrecognised, io/utf8.ts), and the user had to convert them on the way in and back on the way out.
 *
 * - Input: the file's bytes are decoded into UTF-8 before anything reads them (a stream
 *   transform), so the readers, the engine and every offset work on text as they always do.
 * - Output: `pii redact` writes its output back in the same encoding, so the file drops back into
 *   the tool that made it; UTF-16 output opens with its byte order mark, as Excel expects. A
 *   character the encoding cannot hold (only a synthetic value can bring one: the input's were
 *   all decoded from it) is written as "?". `analyze` writes JSON, always in UTF-8.
 *
 * The encodings: UTF-8, UTF-16LE and UTF-16BE, and every single-byte encoding of the WHATWG
 * Encoding Standard that Node's TextDecoder knows (windows-1250 to -1258, iso-8859-1 to -16,
 * koi8-r...; the labels it accepts: "latin1" and "iso-8859-1" name windows-1252 there, as browsers
 * read them). The multi-byte legacy encodings (Shift_JIS, GBK, Big5, EUC) are refused: no
 * encoder for them is at hand.
 */
import { Transform, type TransformCallback } from "node:stream";
import { TextDecoder } from "node:util";
import { decodeSingleByte, singleByteChars } from "../engine/text/single-byte.js";

/** The canonical name of an encoding label (TextDecoder's), or an error message naming the rule. */
export function resolveEncoding(label: string): { encoding: string } | { error: string } {
  let encoding: string;
  try {
    encoding = new TextDecoder(label.trim()).encoding;
  } catch {
    return { error: `unknown encoding '${label}' (expected utf-8, utf-16le, utf-16be or a single-byte encoding such as windows-1252, iso-8859-15)` };
  }
  if (encoding === "utf-8" || encoding === "utf-16le" || encoding === "utf-16be" || singleByteChars(encoding)) return { encoding };
  return { error: `'${label}' (${encoding}) is a multi-byte legacy encoding, which is not supported: convert it to UTF-8 first, e.g. iconv -f ${encoding} -t UTF-8` };
}

/** byteOf's tables, by encoding. */
const encoders = new Map<string, ReadonlyMap<string, number>>();

/** The byte of each character of a single-byte encoding (the first, where two bytes read the same). */
function byteOf(encoding: string): ReadonlyMap<string, number> {
  let table = encoders.get(encoding);
  if (!table) {
    const map = new Map<string, number>();
    singleByteChars(encoding)!.forEach((ch, byte) => {
      if (ch !== "\ufffd" && !map.has(ch)) map.set(ch, byte);
    });
    encoders.set(encoding, (table = map));
  }
  return table;
}

/** A stream that decodes bytes in `encoding` and passes on their UTF-8 bytes (a byte order mark is dropped). */
export class ToUtf8 extends Transform {
  /** UTF-16's decoder (it keeps a pair split between chunks), or a single-byte encoding's table. */
  private readonly decoder: TextDecoder | undefined;
  private readonly chars: readonly string[] | undefined;

  constructor(encoding: string) {
    super();
    this.chars = singleByteChars(encoding);
    this.decoder = this.chars ? undefined : new TextDecoder(encoding);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const text = this.chars ? decodeSingleByte(chunk, this.chars) : this.decoder!.decode(chunk, { stream: true });
    done(null, text.length > 0 ? Buffer.from(text, "utf8") : undefined);
  }

  override _flush(done: TransformCallback): void {
    const rest = this.decoder?.decode() ?? "";
    done(null, rest.length > 0 ? Buffer.from(rest, "utf8") : undefined);
  }
}

/** What `redact` writes for a piece of output text in `encoding` (the text itself for UTF-8). */
export function outputEncoder(encoding: string): (text: string) => string | Buffer {
  if (encoding === "utf-8") return (text) => text;
  if (encoding === "utf-16le") return (text) => Buffer.from(text, "utf16le");
  if (encoding === "utf-16be") return (text) => Buffer.from(text, "utf16le").swap16();
  if (!singleByteChars(encoding)) throw new Error(`no encoder for ${encoding}`);
  const table = byteOf(encoding);
  const question = table.get("?")!;
  return (text) => {
    const out = Buffer.allocUnsafe(text.length);
    let n = 0;
    for (const ch of text) out[n++] = table.get(ch) ?? question;
    return out.subarray(0, n);
  };
}

/** The byte order mark UTF-16 output opens with ("" for the other encodings). */
export function byteOrderMark(encoding: string): string {
  return encoding === "utf-16le" || encoding === "utf-16be" ? "\ufeff" : "";
}
