/**
 * CSV files separated by ";" (spreadsheets in most of Europe), tabs or "|" are read as such: the
 * delimiter comes from the first line. Before, a ";" file was one column of whole rows and no
 * column name cued its cells (postcodes, gender, birth years left in clear).
 */
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { csvDelimiterOf, peekFirstLine } from "../../src/io/csv-delimiter.js";
import { runCli, tree } from "../cli/helpers.js";

describe("csvDelimiterOf", () => {
  it("takes the candidate that occurs most outside quotes, ',' on a tie or when none occurs", () => {
    expect(csvDelimiterOf("kunde;plz;geschlecht;geburtsjahr")).toBe(";");
    expect(csvDelimiterOf("a,b,c")).toBe(",");
    expect(csvDelimiterOf("a\tb\tc")).toBe("\t");
    expect(csvDelimiterOf("a|b|c")).toBe("|");
    expect(csvDelimiterOf('"Müller, Jonas";"04109";"1,5"')).toBe(";");
    expect(csvDelimiterOf("one column")).toBe(",");
    expect(csvDelimiterOf("a;b,c")).toBe(",");
    expect(csvDelimiterOf("x;1,5;2,5")).toBe(";");
    expect(csvDelimiterOf("1,5,2,5")).toBe(",");
  });
});

describe("peekFirstLine", () => {
  it("gives the first line and every byte again, however the chunks fall", async () => {
    const chunks = ["kun", "de;plz\n04", "109;x\n", "end"];
    const { firstLine, stream } = await peekFirstLine(Readable.from(chunks.map((c) => Buffer.from(c))));
    expect(firstLine).toBe("kunde;plz");
    const back: Buffer[] = [];
    for await (const c of stream) back.push(Buffer.from(c as Buffer));
    expect(Buffer.concat(back).toString()).toBe(chunks.join(""));
  });

  it("handles an empty stream", async () => {
    const { firstLine, stream } = await peekFirstLine(Readable.from([]));
    expect(firstLine).toBe("");
    const back: unknown[] = [];
    for await (const c of stream) back.push(c);
    expect(back).toEqual([]);
  });
});

describe("a ';' CSV through the CLI", () => {
  it("is redacted column by column and written back with ';'", async () => {
    const dir = tree({ "kunden.csv": "kunde;email;betrag\nx;jonas@example.de;1,5\n" });
    const r = await runCli(["redact", "kunden.csv"], { cwd: dir });
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("kunde;email;betrag\nx;[EMAIL_ADDRESS_1];1,5\n");
  });

  it("analyze names its columns by the header", async () => {
    const dir = tree({ "k.csv": "kunde;email\nx;jonas@example.de\n" });
    const r = await runCli(["analyze", "k.csv", "--columns", "email"], { cwd: dir });
    expect(r.code).toBe(0);
    expect(Object.keys(JSON.parse(r.stdout.trim()).fields)).toEqual(["email"]);
  });
});
