/** `pii analyze` / `pii redact` on every input format, in-process through run(). */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseCsv } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { FIXTURES, ndjson, runCli, tree } from "./helpers.js";

type Entity = { text: string; best_label: string; location: { stt_idx: number; end_idx: number } };
type Result = { entities: Entity[]; entities_present: boolean };

const labels = (r: Result): string[] => r.entities.map((e) => e.best_label);

describe("txt", () => {
  it("analyzes a whole file as one input, with offsets into that file", async () => {
    const { code, stdout, stderr } = await runCli(["analyze", "ticket.txt"]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    const records = ndjson(stdout);
    expect(records).toHaveLength(1);
    expect(records[0]!.source).toEqual({ file: "ticket.txt" });
    const result = records[0]!.result as Result;
    const text = readFileSync(join(FIXTURES, "ticket.txt"), "utf8");
    const email = result.entities.find((e) => e.best_label === "EMAIL_ADDRESS")!;
    expect(email.text).toBe("maria.jensen@example.com");
    // ASCII file: code point offsets equal string indexes.
    expect(text.slice(email.location.stt_idx, email.location.end_idx)).toBe(email.text);
    expect(labels(result)).toEqual(expect.arrayContaining(["PHONE_NUMBER", "CREDIT_CARD"]));
  });

  it("--lines gives one record per line with 1-based line numbers", async () => {
    const { code, stdout } = await runCli(["analyze", "--lines", "chat.txt"]);
    expect(code).toBe(0);
    const records = ndjson(stdout);
    expect(records.map((r) => r.source)).toEqual([1, 2, 3, 4, 5].map((line) => ({ file: "chat.txt", line })));
    expect(labels(records[1]!.result as Result)).toEqual(["EMAIL_ADDRESS"]);
    expect(labels(records[3]!.result as Result)).toEqual(["PHONE_NUMBER"]);
    expect((records[0]!.result as Result).entities_present).toBe(false);
  });

  it("--lines --link-batch still writes one record per line", async () => {
    const { code, stdout } = await runCli(["analyze", "--lines", "--link-batch", "chat.txt"]);
    expect(code).toBe(0);
    const records = ndjson(stdout);
    expect(records).toHaveLength(5);
    const email = (records[1]!.result as Result).entities[0]!;
    // Offsets are relative to the line, not to the batch.
    const line2 = readFileSync(join(FIXTURES, "chat.txt"), "utf8").split("\n")[1]!;
    expect(line2.slice(email.location.stt_idx, email.location.end_idx)).toBe("tom.becker@example.org");
  });

  it("reads standard input when no path or '-' is given", async () => {
    for (const args of [["analyze"], ["analyze", "-"]]) {
      const { code, stdout } = await runCli(args, { stdin: "mail me: ana@example.com" });
      expect(code).toBe(0);
      const [record] = ndjson(stdout);
      expect(record!.source).toEqual({ file: "-" });
      expect(labels(record!.result as Result)).toEqual(["EMAIL_ADDRESS"]);
    }
  });

  it("redacts a file and keeps everything else byte for byte", async () => {
    // Only structured types, so the expectation does not depend on whether a NER model is loaded.
    const { code, stdout } = await runCli(["redact", "ticket.txt", "--enable", "EMAIL_ADDRESS,PHONE_NUMBER,CREDIT_CARD"]);
    expect(code).toBe(0);
    const original = readFileSync(join(FIXTURES, "ticket.txt"), "utf8");
    const expected = original
      .replace("maria.jensen@example.com", "[EMAIL_ADDRESS_1]")
      .replace("+1 415-555-0132", "[PHONE_NUMBER_1]")
      .replace("4111 1111 1111 1111", "[CREDIT_CARD_1]");
    expect(stdout).toBe(expected);
  });

  it("redact --lines keeps CRLF and a missing final newline", async () => {
    const input = "call 212-555-0187 now\r\nnothing here\r\nlast a@example.com";
    const { code, stdout } = await runCli(["redact", "--lines"], { stdin: input });
    expect(code).toBe(0);
    expect(stdout).toBe("call [PHONE_NUMBER_1] now\r\nnothing here\r\nlast [EMAIL_ADDRESS_1]");
  });

  it("--marker mask with --mask-char keeps the length", async () => {
    const { code, stdout } = await runCli(["redact", "--marker", "mask", "--mask-char", "*"], { stdin: "x a@example.com y" });
    expect(code).toBe(0);
    expect(stdout).toBe(`x ${"*".repeat("a@example.com".length)} y`);
  });
});

describe("csv", () => {
  it("analyzes the chosen columns: one record per data row, fields keyed by column, id copied", async () => {
    const { code, stdout } = await runCli(["analyze", "contacts.csv", "--columns", "email,notes", "--id-field", "id"]);
    expect(code).toBe(0);
    const records = ndjson(stdout);
    expect(records.map((r) => [r.source, r.id])).toEqual([
      [{ file: "contacts.csv", row: 1 }, "1"],
      [{ file: "contacts.csv", row: 2 }, "2"],
      [{ file: "contacts.csv", row: 3 }, "3"],
    ]);
    const fields = records[0]!.fields as Record<string, Result>;
    expect(Object.keys(fields)).toEqual(["email", "notes"]);
    expect(labels(fields.email!)).toEqual(["EMAIL_ADDRESS"]);
    expect(labels(fields.notes!)).toEqual(["PHONE_NUMBER"]);
  });

  it("defaults to every column but the id column", async () => {
    const { stdout } = await runCli(["analyze", "contacts.csv", "--id-field", "id"]);
    expect(Object.keys(ndjson(stdout)[0]!.fields as object)).toEqual(["name", "email", "notes", "amount"]);
  });

  it("redacts the chosen columns and passes the rest through as parsed", async () => {
    const { code, stdout } = await runCli(["redact", "contacts.csv", "--columns", "email,notes"]);
    expect(code).toBe(0);
    const input = parseCsv(readFileSync(join(FIXTURES, "contacts.csv"))) as string[][];
    const output = parseCsv(stdout) as string[][];
    expect(output[0]).toEqual(input[0]);
    expect(output).toHaveLength(input.length);
    for (let r = 1; r < input.length; r++) {
      for (const c of [0, 1, 4]) expect(output[r]![c]).toBe(input[r]![c]);
      expect(output[r]![2]).toMatch(/^\[EMAIL_ADDRESS_\d+\]$/);
    }
    expect(output[1]![3]).toBe("Called from [PHONE_NUMBER_1], wants a callback");
    // quotes inside a cell survive the round trip (the street address before them is redacted)
    expect(input[3]![3]).toBe('Address: 10 Downing St, "urgent"');
    expect(output[3]![3]).toMatch(/^Address: \[LOCATION_ADDRESS\w*_1\], "urgent"$/);
  });
});

describe("ndjson", () => {
  it("analyzes nested --fields (an array path takes every string under it)", async () => {
    const { code, stdout } = await runCli(["analyze", "events.ndjson", "--fields", "user.email,tags", "--id-field", "id"]);
    expect(code).toBe(0);
    const records = ndjson(stdout);
    expect(records.map((r) => r.id)).toEqual(["evt-1", "evt-2", "evt-3"]);
    expect(records.map((r) => (r.source as { line: number }).line)).toEqual([1, 2, 3]);
    expect(Object.keys(records[0]!.fields as object)).toEqual(["user.email"]);
    const second = records[1]!.fields as Record<string, Result>;
    expect(Object.keys(second)).toEqual(["user.email", "tags.0", "tags.1"]);
    expect(labels(second["tags.1"]!)).toEqual(["PHONE_NUMBER"]);
    // user.email is null in record 3: nothing to analyse, still one output record.
    expect(records[2]!.fields).toEqual({});
  });

  it("defaults to every string field, recursively", async () => {
    const { stdout } = await runCli(["analyze", "events.ndjson", "--id-field", "id"]);
    expect(Object.keys(ndjson(stdout)[0]!.fields as object)).toEqual(["level", "user.email", "user.name", "message"]);
  });

  it("redacts only the chosen fields; everything else is untouched", async () => {
    const { code, stdout } = await runCli(["redact", "events.ndjson", "--fields", "user.email,message"]);
    expect(code).toBe(0);
    const input = ndjson(readFileSync(join(FIXTURES, "events.ndjson"), "utf8"));
    const output = ndjson(stdout);
    expect(output).toHaveLength(3);
    const first = output[0] as { user: { email: string }; message: string };
    expect(first.user.email).toBe("[EMAIL_ADDRESS_1]");
    expect(first.message).toBe("login from [IP_ADDRESS_1]");
    // Put the original values back: the rest must be identical.
    output.forEach((rec, i) => {
      const orig = input[i] as { user: { email: unknown }; message: unknown };
      const copy = rec as { user: { email: unknown }; message: unknown };
      copy.user.email = orig.user.email;
      copy.message = orig.message;
    });
    expect(output).toEqual(input);
    expect((output[1] as { tags: string[] }).tags[1]).toBe("call +1 646-555-0144");
  });

  it("edits only the redacted strings of a line: numbers, spacing and escapes stay byte for byte", async () => {
    const line = '{"id": 12345678901234567890, "v": 1.10, "e": 1e3, "note": "mail jane.doe@example.com", "esc": "tab\\there", "ok": true}';
    const { code, stdout } = await runCli(["redact", "--format", "ndjson"], { stdin: `${line}\n` });
    expect(code).toBe(0);
    expect(stdout).toBe(`${line.replace("jane.doe@example.com", "[EMAIL_ADDRESS_1]")}\n`);
  });

  it("reads an identifier written as a JSON number, and writes a string in its place", async () => {
    const line = '{"phone": 4155550132, "card": 4111111111111111, "age": 42, "amount": 12.5, "ts": 1732780800}';
    const { code, stdout } = await runCli(["redact", "--format", "ndjson"], { stdin: `${line}\n` });
    expect(code).toBe(0);
    expect(stdout).toBe('{"phone": "[PHONE_NUMBER_1]", "card": "[CREDIT_CARD_1]", "age": 42, "amount": 12.5, "ts": 1732780800}\n');
  });

  it("re-serialises a line with a duplicate key, so the earlier value is not kept in clear", async () => {
    const { stdout } = await runCli(["redact", "--format", "ndjson"], { stdin: '{"a":"x@example.com","a":"y@example.com"}\n' });
    expect(stdout).toBe('{"a":"[EMAIL_ADDRESS_1]"}\n');
  });

  it("reads .jsonl like .ndjson, and --format ndjson from stdin", async () => {
    const dir = tree({ "log.jsonl": '{"m":"a@example.com"}\n' });
    const file = await runCli(["analyze", "log.jsonl"], { cwd: dir });
    expect(file.code).toBe(0);
    expect(labels((ndjson(file.stdout)[0]!.fields as Record<string, Result>).m!)).toEqual(["EMAIL_ADDRESS"]);
    const stdin = await runCli(["analyze", "--format", "ndjson"], { stdin: '{"m":"a@example.com"}\n\n' });
    expect(ndjson(stdin.stdout)).toHaveLength(1);
    expect(ndjson(stdin.stdout)[0]!.source).toEqual({ file: "-", line: 1 });
  });

  it("keeps input order under concurrency", async () => {
    const lines = Array.from({ length: 60 }, (_, i) => JSON.stringify({ n: i, t: i % 3 === 0 ? `u${i}@example.com` : "plain" }));
    const { code, stdout } = await runCli(["analyze", "--format", "ndjson", "--concurrency", "7", "--fields", "t"], {
      stdin: `${lines.join("\n")}\n`,
    });
    expect(code).toBe(0);
    const records = ndjson(stdout);
    expect(records.map((r) => (r.source as { line: number }).line)).toEqual(lines.map((_, i) => i + 1));
    records.forEach((r, i) => {
      expect(labels((r.fields as Record<string, Result>).t!)).toEqual(i % 3 === 0 ? ["EMAIL_ADDRESS"] : []);
    });
  });
});

describe("options", () => {
  it("--seed makes output reproducible", async () => {
    const a = await runCli(["analyze", "ticket.txt", "--seed", "s1"]);
    const b = await runCli(["analyze", "ticket.txt", "--seed", "s1"]);
    expect(a.stdout).toBe(b.stdout);
  });

  it("--enable restricts detection to the named types and groupings", async () => {
    const { code, stdout } = await runCli(["analyze", "ticket.txt", "--enable", "PCI,EMAIL_ADDRESS"]);
    expect(code).toBe(0);
    expect(labels(ndjson(stdout)[0]!.result as Result).sort()).toEqual(["CREDIT_CARD", "EMAIL_ADDRESS"]);
  });

  it("--disable removes types", async () => {
    const { stdout } = await runCli(["analyze", "ticket.txt", "--disable", "EMAIL_ADDRESS"]);
    expect(labels(ndjson(stdout)[0]!.result as Result)).not.toContain("EMAIL_ADDRESS");
  });

  it("--marker best writes [TYPE] markers", async () => {
    const { stdout } = await runCli(["redact", "--marker", "best"], { stdin: "a@example.com and b@example.com" });
    expect(stdout).toBe("[EMAIL_ADDRESS] and [EMAIL_ADDRESS]");
  });

  it("--type MARKER --pattern accepts the pattern without brackets", async () => {
    const { code, stdout } = await runCli(["redact", "--type", "MARKER", "--pattern", "BEST_ENTITY_TYPE"], { stdin: "a@example.com" });
    expect(code).toBe(0);
    expect(stdout).toBe("[EMAIL_ADDRESS]");
  });
});

describe("txt --lines with CR line endings (HL7 v2 files; fourth exploratory test: read as one line)", () => {
  it("gives one record per CR-ended line and writes each line's CR back", async () => {
    const dir = tree({ "adt.hl7": "MSH|^~\\&|A|B\rPID|1||x||Doe^Jane\rOBX|1|NM|mail ana@example.org\r" });
    const analyzed = await runCli(["analyze", "--lines", "--format", "txt", "adt.hl7", "-q"], { cwd: dir });
    expect(analyzed.code).toBe(0);
    expect(analyzed.stdout.trim().split("\n")).toHaveLength(3);
    const redacted = await runCli(["redact", "--lines", "--format", "txt", "adt.hl7", "-q"], { cwd: dir });
    expect(redacted.stdout).toBe("MSH|^~\\&|A|B\rPID|1||[HEALTHCARE_NUMBER_1]||[NAME_FAMILY_1]^[NAME_GIVEN_1]\rOBX|1|NM|mail [EMAIL_ADDRESS_1]\r");
  });
});

describe("markup stays markup (seventh exploratory test: '<Meta>' became '<[NAME_GIVEN_1]>', '<author>' an occupation, a namespace a URL)", () => {
  it("redacts the text of XML elements and never their tags, attribute names or namespaces", async () => {
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<Event xmlns="http://schemas.microsoft.com/win/2004/08/events/event">',
      "<Meta>",
      "<DatabaseName>Famiglia Rossi</DatabaseName>",
      "</Meta>",
      "<author><name>Ingrid Solberg</name><email>ingrid.solberg@example.de</email></author>",
      "</Event>",
      "",
    ].join("\n");
    const dir = tree({ "export.xml": xml });
    const r = await runCli(["redact", "export.xml"], { cwd: dir, model: true });
    expect([r.code, r.stderr]).toEqual([0, ""]);
    const tags = (s: string) => s.match(/<[^>]*>/g);
    expect(tags(r.stdout)).toEqual(tags(xml.replace("ingrid.solberg@example.de", "x")));
    expect(r.stdout).toContain("<email>[EMAIL_ADDRESS_1]</email>");
    expect(r.stdout).not.toContain("Solberg");
  });
});

describe("values that markup names by a sibling, an attribute or an ISO 20022 element (seventh exploratory test: KeePass, Windows events, SEPA files in clear)", () => {
  it("reads a <Value> by its <Key>, a <Data> by its Name, and SEPA's address elements by their names", async () => {
    const xml = [
      "<String><Key>UserName</Key><Value>ROSSIMARCO85</Value></String>",
      '<String><Key>Password</Key><Value ProtectInMemory="True">Sp1d-Poste_2024!</Value></String>',
      "<String><Key>Title</Key><Value>Poste</Value></String>",
      '<Data Name="TargetUserName">h.okonkwo</Data><Data Name="LogonType">3</Data>',
      "<PstlAdr><StrtNm>Kerkdijk</StrtNm><BldgNb>118</BldgNb><PstCd>5244 NC</PstCd><TwnNm>Rosmalen</TwnNm><Ctry>NL</Ctry></PstlAdr>",
      "",
    ].join("\n");
    const dir = tree({ "export.xml": xml });
    const r = await runCli(["redact", "export.xml"], { cwd: dir });
    expect([r.code, r.stderr]).toEqual([0, ""]);
    expect(r.stdout.split("\n")).toEqual([
      "<String><Key>UserName</Key><Value>[USERNAME_1]</Value></String>",
      '<String><Key>Password</Key><Value ProtectInMemory="True">[PASSWORD_1]</Value></String>',
      "<String><Key>Title</Key><Value>Poste</Value></String>",
      '<Data Name="TargetUserName">[USERNAME_2]</Data><Data Name="LogonType">3</Data>',
      "<PstlAdr><StrtNm>[LOCATION_ADDRESS_STREET_1]</StrtNm><BldgNb>[LOCATION_ADDRESS_STREET_2]</BldgNb><PstCd>[LOCATION_ZIP_1]</PstCd><TwnNm>[LOCATION_CITY_1]</TwnNm><Ctry>NL</Ctry></PstlAdr>",
      "",
    ]);
  });
});

describe("scanned forms (seventh exploratory test: OCR's 0/O and 1/l confusions hid every value)", () => {
  it("redacts the ids, dates and phones of an OCR'd form where the confusions are undone, and keeps the text as written", async () => {
    const form = "Téléph0ne : O6 33 2l 98 4O\nDN1/NIE: O5283716H     Fecha de nacimiento: 2l/O9/1988\nTe1éfono: 6l2 345 678\n";
    const dir = tree({ "scan.txt": form });
    const r = await runCli(["redact", "scan.txt"], { cwd: dir });
    expect([r.code, r.stderr]).toEqual([0, ""]);
    expect(r.stdout).toBe("Téléph0ne : [PHONE_NUMBER_1]\nDN1/NIE: [SSN_1]     Fecha de nacimiento: [DOB_1]\nTe1éfono: [PHONE_NUMBER_2]\n");
  });
});
