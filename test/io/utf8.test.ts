/** Utf8Guard: binary input is refused, invalid UTF-8 is counted with its position, valid bytes pass unchanged. */
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { readAll } from "../../src/io/lines.js";
import { BinaryInputError, incompleteTail, invalidOffsets, Utf8Guard } from "../../src/io/utf8.js";

async function through(chunks: Buffer[]): Promise<{ text: string; guard: Utf8Guard }> {
  const guard = new Utf8Guard();
  Readable.from(chunks).pipe(guard);
  const text = await readAll(guard);
  return { text, guard };
}

describe("invalidOffsets / incompleteTail", () => {
  it("counts bytes outside valid characters, rejecting overlongs, surrogates and stray continuations", () => {
    expect(invalidOffsets(Buffer.from("é😀 ok"))).toEqual({ count: 0, first: -1 });
    // C0 80 (overlong NUL), ED A0 80 (surrogate), a lone continuation byte, a truncated sequence
    expect(invalidOffsets(Buffer.from([0x41, 0xc0, 0x80, 0x42]))).toEqual({ count: 2, first: 1 });
    expect(invalidOffsets(Buffer.from([0xed, 0xa0, 0x80])).count).toBe(3);
    expect(invalidOffsets(Buffer.from([0x80])).count).toBe(1);
    expect(invalidOffsets(Buffer.from([0xe2, 0x82, 0x41]))).toEqual({ count: 2, first: 0 });
  });
  it("finds where a chunk ends inside a character", () => {
    const euro = Buffer.from("a€"); // 61 E2 82 AC
    expect(incompleteTail(euro)).toBe(4);
    expect(incompleteTail(euro.subarray(0, 3))).toBe(1);
    expect(incompleteTail(euro.subarray(0, 2))).toBe(1);
    expect(incompleteTail(Buffer.from([0x41, 0x80]))).toBe(2);
  });
});

describe("Utf8Guard", () => {
  it("passes valid text through unchanged, characters split between chunks included", async () => {
    const bytes = Buffer.from("naïve café 😀 ok\nline two €\n");
    const chunks = [bytes.subarray(0, 3), bytes.subarray(3, 12), bytes.subarray(12, 15), bytes.subarray(15)];
    const { text, guard } = await through(chunks);
    expect(text).toBe(bytes.toString("utf8"));
    expect(guard.report()).toEqual({ invalidBytes: 0 });
  });

  it("counts invalid bytes in text and names the first one's byte offset and line, never the bytes", async () => {
    // Latin-1 "café" on line 2 and "Müller" on line 3: one invalid byte each.
    const bytes = Buffer.concat([Buffer.from("first line\ncaf"), Buffer.from([0xe9]), Buffer.from("\nM"), Buffer.from([0xfc]), Buffer.from("ller\n")]);
    const { text, guard } = await through([bytes.subarray(0, 5), bytes.subarray(5)]);
    expect(guard.report()).toEqual({ invalidBytes: 2, firstOffset: 14, firstLine: 2 });
    expect(text).toContain("caf\uFFFD");
  });

  it("a file that ends inside a character counts the dangling bytes", async () => {
    const { guard } = await through([Buffer.from("ok "), Buffer.from([0xe2, 0x82])]);
    expect(guard.report()).toEqual({ invalidBytes: 2, firstOffset: 3, firstLine: 1 });
  });

  it("refuses a NUL byte (binary or UTF-16) before anything reaches the reader", async () => {
    const guard = new Utf8Guard();
    Readable.from([Buffer.from("a\u0000b", "utf8")]).pipe(guard);
    await expect(readAll(guard)).rejects.toThrow(BinaryInputError);
    // UTF-16 with its byte order mark says what it is; without one, it is a NUL byte like binary data
    const utf16 = new Utf8Guard();
    Readable.from([Buffer.from("\uFEFFhello", "utf16le")]).pipe(utf16);
    await expect(readAll(utf16)).rejects.toThrow(/^UTF-16LE text \(byte order mark FF FE\): give --encoding utf-16le, or convert it to UTF-8 first/);
    const bare = new Utf8Guard();
    Readable.from([Buffer.from("hello", "utf16le")]).pipe(bare);
    await expect(readAll(bare)).rejects.toThrow(/binary input \(NUL byte at byte \d+\)/);
  });

  it("refuses a first chunk that is mostly not UTF-8, even without NUL bytes", async () => {
    const noise = Buffer.from(Array.from(randomBytes(8192), (b) => (b === 0 ? 0xff : b)));
    const guard = new Utf8Guard();
    Readable.from([noise]).pipe(guard);
    await expect(readAll(guard)).rejects.toThrow(/binary input \(\d+ % of the first 8192 bytes are not UTF-8\)/);
  });

  it("a NUL further on fails the stream where it appears", async () => {
    const guard = new Utf8Guard();
    Readable.from([Buffer.from("x".repeat(100)), Buffer.from("abc\u0000")]).pipe(guard);
    await expect(readAll(guard)).rejects.toThrow("binary input (NUL byte at byte 103)");
  });
});
