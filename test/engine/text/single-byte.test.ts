import { describe, expect, it } from "vitest";
import { decodeSingleByte, singleByteChars } from "../../../src/engine/text/single-byte.js";

describe("single-byte encodings", () => {
  it("reads Windows-1252's bytes 0x80-0x9F as its own characters (Node's TextDecoder drops them)", () => {
    const chars = singleByteChars("windows-1252")!;
    expect(decodeSingleByte(Uint8Array.of(0x80, 0x20, 0x93, 0x5a, 0x6f, 0xeb, 0x94, 0x8a), chars)).toBe("€ “Zoë”Š");
  });

  it("reads the other single-byte encodings by their standard (ISO-8859-15's euro, Windows-1250's Polish letters)", () => {
    expect(decodeSingleByte(Uint8Array.of(0xa4, 0xbd), singleByteChars("iso-8859-15")!)).toBe("€œ");
    expect(decodeSingleByte(Uint8Array.of(0xa3, 0xb9, 0x9c), singleByteChars("windows-1250")!)).toBe("Łąś");
    expect(singleByteChars("windows-1252")).toHaveLength(256);
  });

  it("is undefined for UTF-8, UTF-16 and the multi-byte legacy encodings", () => {
    for (const encoding of ["utf-8", "utf-16le", "shift_jis", "gbk", "big5", "euc-kr", "iso-2022-jp"]) expect(singleByteChars(encoding)).toBeUndefined();
  });

  it("decodes a large buffer whole", () => {
    const bytes = new Uint8Array(200_000).fill(0xe9);
    expect(decodeSingleByte(bytes, singleByteChars("windows-1252")!)).toBe("é".repeat(200_000));
  });
});
