/**
 * Single-byte encodings (Windows-1252, ISO-8859-15, Windows-1250...) as a table of 256 characters,
 * decoded byte by byte.
 *
 * Why not TextDecoder alone: Node's (20.x) windows-1252, the encoding every "latin1", "iso-8859-1"
 * and "ascii" label names, is Latin-1 for one byte and drops the bytes 0x80-0x9F of a longer input,
 * as its ISO-8859 decoders do: the "€", "“" and "”" of a Windows-1252 text vanished without a trace
 * (a quoted-printable "=80" too). The table takes Windows-1252's own characters for its bytes
 * 0x80-0x9F (WHATWG Encoding Standard, index-windows-1252), and TextDecoder's for every other byte
 * decoded alone (the C1 control of the same number where it gives nothing).
 */

/** Windows-1252's bytes 0x80-0x9F, where it differs from Latin-1. */
const CP1252_HIGH =
  "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178";

const tables = new Map<string, readonly string[] | undefined>();

/**
 * The character of each byte in a single-byte encoding (TextDecoder's canonical name; U+FFFD for a
 * byte the encoding leaves undefined), or undefined for an encoding that is not single-byte.
 */
export function singleByteChars(encoding: string): readonly string[] | undefined {
  if (tables.has(encoding)) return tables.get(encoding);
  let chars: string[] | undefined;
  try {
    const decoder = new TextDecoder(encoding);
    // a multi-byte encoding reads some byte pair as one character (Shift_JIS, GBK, Big5, EUC);
    // UTF-8 and UTF-16 are not single-byte; ISO-2022-JP is stateful, "replacement" reads nothing
    // (lead bytes from 0xA0: Node drops 0x80-0x9F in some single-byte decoders, see above)
    const pairs = [[0xe0, 0x40], [0xa4, 0xa1], [0xb0, 0xa1], [0xc3, 0xa9]];
    if (/^(?:utf-8|utf-16le|utf-16be|iso-2022-jp|replacement|x-user-defined)$/.test(encoding) || pairs.some((p) => decoder.decode(Uint8Array.from(p)).length < 2)) {
      throw new Error("not single-byte");
    }
    chars = [];
    for (let byte = 0; byte < 256; byte++) {
      if (byte >= 0x80 && byte <= 0x9f && encoding === "windows-1252") {
        chars.push(CP1252_HIGH[byte - 0x80]!);
        continue;
      }
      const ch = decoder.decode(Uint8Array.of(byte));
      if (ch.length === 1) chars.push(ch);
      else if (ch === "" && byte >= 0x80 && byte <= 0x9f) chars.push(String.fromCharCode(byte));
      else throw new Error("not single-byte");
    }
  } catch {
    chars = undefined;
  }
  tables.set(encoding, chars);
  return chars;
}

/** Bytes decoded with a table of singleByteChars (every character of which is one UTF-16 unit). */
export function decodeSingleByte(bytes: Uint8Array, chars: readonly string[]): string {
  const units = new Uint16Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) units[i] = chars[bytes[i]!]!.charCodeAt(0);
  // in slices: one call with a whole file's units would overflow the argument stack
  let out = "";
  for (let i = 0; i < units.length; i += 8192) out += String.fromCharCode(...units.subarray(i, i + 8192));
  return out;
}

/**
 * Bytes as the text they encode in the encoding a label names, or an exception where they do not
 * decode (TextDecoder's fatal mode): Windows-1252 (every "latin1" and "iso-8859-1" label) by its
 * table, the others by TextDecoder. For the encoded words and quoted-printable runs of mails.
 */
export function decodeStrict(bytes: Uint8Array, label: string): string {
  const decoder = new TextDecoder(label, { fatal: true });
  return decoder.encoding === "windows-1252" ? decodeSingleByte(bytes, singleByteChars("windows-1252")!) : decoder.decode(bytes);
}
