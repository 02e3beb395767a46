import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { byteOrderMark, outputEncoder, resolveEncoding } from "../../src/io/encodings.js";
import { scratchDir } from "../scratch.js";
import { runCli } from "./helpers.js";

/** Windows-1252 bytes of a text (the test's own table: "€" 0x80, curly quotes 0x93 / 0x94, Latin-1 above 0xA0). */
function cp1252(text: string): Buffer {
  const high: Record<string, number> = { "€": 0x80, "“": 0x93, "”": 0x94 };
  return Buffer.from([...text].map((c) => high[c] ?? c.charCodeAt(0)));
}

describe("pii redact --encoding", () => {
  it("reads a Windows-1252 CSV (an Excel export) and writes it back in Windows-1252", async () => {
    const dir = scratchDir("pii-enc-");
    writeFileSync(join(dir, "export.csv"), cp1252("id;email;note\r\n7;jürgen.weiß@example.de;“VIP” Müller 5 €\r\n"));
    const r = await runCli(["redact", "export.csv", "--encoding", "windows-1252", "--out-dir", "out"], { cwd: dir });
    expect(r.code).toBe(0);
    const written = readFileSync(join(dir, "out", "export.csv"));
    // the address found whole (it was refused as invalid UTF-8 before), the rest in the input's bytes
    expect(written.toString("latin1")).toContain("7;[EMAIL_ADDRESS_1];");
    expect(written.includes(cp1252("“VIP” Müller"))).toBe(true);
    expect(written.includes(Buffer.from("ü", "utf8"))).toBe(false);
  });

  it("reads UTF-16LE with its byte order mark (Excel's 'Unicode text') and writes UTF-16LE with one", async () => {
    const dir = scratchDir("pii-enc-");
    writeFileSync(join(dir, "notes.txt"), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("Hallo Jürgen Weiß, Tel. +49 171 2345678\n", "utf16le")]));
    const r = await runCli(["redact", "notes.txt", "--no-model", "--encoding", "utf-16le", "--out-dir", "out"], { cwd: dir });
    expect(r.code).toBe(0);
    const written = readFileSync(join(dir, "out", "notes.txt"));
    expect([...written.subarray(0, 2)]).toEqual([0xff, 0xfe]);
    expect(written.subarray(2).toString("utf16le")).toBe("Hallo Jürgen Weiß, Tel. [PHONE_NUMBER_1]\n");
  });

  it("analyze reads the file in its encoding and writes UTF-8 JSON", async () => {
    const dir = scratchDir("pii-enc-");
    writeFileSync(join(dir, "a.txt"), cp1252("E-Mail: jürgen.weiß@example.de\n"));
    const r = await runCli(["analyze", "a.txt", "--encoding", "latin1"], { cwd: dir });
    expect(r.code).toBe(0);
    const record = JSON.parse(r.stdout.trim());
    expect(record.result.entities.map((e: { text: string }) => e.text)).toContain("jürgen.weiß@example.de");
  });

  it("refuses an unknown or multi-byte legacy encoding, naming the option and the rule", async () => {
    const unknown = await runCli(["redact", "--encoding", "klingon"], { stdin: "x" });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("--encoding: unknown encoding 'klingon'");
    const sjis = await runCli(["redact", "--encoding", "shift_jis"], { stdin: "x" });
    expect(sjis.stderr).toContain("--encoding: 'shift_jis' (shift_jis) is a multi-byte legacy encoding");
  });
});

describe("encodings", () => {
  it("names an encoding by TextDecoder's canonical name", () => {
    expect(resolveEncoding("latin1")).toEqual({ encoding: "windows-1252" });
    expect(resolveEncoding("ISO-8859-15")).toEqual({ encoding: "iso-8859-15" });
    expect(resolveEncoding("utf-16")).toEqual({ encoding: "utf-16le" });
  });

  it("writes a character the encoding cannot hold as '?', and UTF-16BE with its own byte order", () => {
    expect([...(outputEncoder("windows-1252")("Łódź €") as Buffer)]).toEqual([0x3f, 0xf3, 0x64, 0x3f, 0x20, 0x80]);
    expect([...(outputEncoder("utf-16be")(`${byteOrderMark("utf-16be")}A`) as Buffer)]).toEqual([0xfe, 0xff, 0x00, 0x41]);
    expect(outputEncoder("utf-8")("é")).toBe("é");
  });
});
