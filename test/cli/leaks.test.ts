/**
 * The bad-input leaks of issue 15, one test each, in-process: every one of these passed data
 * through in clear (or reported success having read nothing) before the fix.
 */
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HOST_TAG } from "../../src/io/sink.js";
import { EXTENSION_FORMATS } from "../../src/io/formats.js";
import { ndjson, runCli, tree } from "./helpers.js";

const PHONE = "+1 415-555-0132";
const EMAIL = "ana.lopez@example.com";
const CARD = "4111 1111 1111 1111";

/** Every file under dir (none when it does not exist). */
function filesUnder(dir: string): string[] {
  return existsSync(dir) ? (readdirSync(dir, { recursive: true, withFileTypes: true }) as import("node:fs").Dirent[]).filter((d) => d.isFile()).map((d) => d.name) : [];
}

function expectClean(text: string): void {
  for (const secret of [PHONE, EMAIL, CARD, "555-0132", "ana.lopez"]) expect(text).not.toContain(secret);
}

describe("CSV rows with more cells than the header", () => {
  const csv = `id,notes\n1,fine,${EMAIL},${PHONE},${CARD}\n2,ok\n`;

  it("redact redacts the extra cells (before: copied verbatim with exit 0)", async () => {
    const dir = tree({ "x.csv": csv });
    const r = await runCli(["redact", "x.csv", "--columns", "notes"], { cwd: dir });
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expectClean(r.stdout);
    expect(r.stdout).toBe("id,notes\n1,fine,[EMAIL_ADDRESS_1],[PHONE_NUMBER_1],[CREDIT_CARD_1]\n2,ok\n");
  });

  it("analyze reports them as columns _3, _4, _5 and --fail-on-pii counts them (before: exit 0)", async () => {
    const dir = tree({ "x.csv": csv });
    const r = await runCli(["analyze", "x.csv", "--columns", "notes", "--fail-on-pii"], { cwd: dir });
    expect(r.code).toBe(3);
    expect(r.stderr).toBe("pii: found 3 entities in 1 of 2 records: CREDIT_CARD 1, EMAIL_ADDRESS 1, PHONE_NUMBER 1\n");
    const [first] = ndjson(r.stdout);
    expect(Object.keys(first!.fields as object)).toEqual(["notes", "_3", "_4", "_5"]);
  });
});

describe("headerless CSV", () => {
  const csv = `Ana Lopez,${PHONE},${EMAIL}\nBo Berg,+1 415-555-0199,bo@example.com\n`;

  it("redact refuses the file when its header holds PII, writing nothing of it (before: first row copied in clear)", async () => {
    const dir = tree({ "people.csv": csv, "ok.csv": "name,email\nx,bo@example.com\n" });
    const r = await runCli(["redact", "."], { cwd: dir });
    expect(r.code).toBe(2);
    expectClean(r.stdout + r.stderr);
    expect(r.stdout).toBe("name,email\nx,[EMAIL_ADDRESS_1]\n");
    expect(r.stderr).toBe(
      "pii: people.csv: the header row holds PII (EMAIL_ADDRESS, PHONE_NUMBER, first in column 2); use --no-header if the file has none, or name a column by its header cell (--columns) if it has one\n",
    );
  });

  it("--out-dir writes no file for it", async () => {
    const dir = tree({ "in/people.csv": csv });
    const r = await runCli(["redact", "in", "--out-dir", "out"], { cwd: dir });
    expect(r.code).toBe(2);
    expect(filesUnder(join(dir, "out"))).toEqual([]);
  });

  it("analyze writes an error record that quotes nothing, and --fail-on-pii cannot pass", async () => {
    const dir = tree({ "people.csv": csv });
    const r = await runCli(["analyze", "people.csv", "--fail-on-pii"], { cwd: dir });
    expect(r.code).toBe(2);
    expectClean(r.stdout + r.stderr);
    expect(ndjson(r.stdout)).toEqual([
      {
        source: { file: "people.csv" },
        error: { rule: "the header row holds PII (EMAIL_ADDRESS, PHONE_NUMBER, first in column 2); use --no-header if the file has none, or name a column by its header cell (--columns) if it has one" },
      },
    ]);
  });

  it("messages and error records name columns by position, never by a header cell (before: \"column '+1 415-555-0132' missing\")", async () => {
    // A header cell that is data but not detected as PII: the short row's message must still not quote it.
    const dir = tree({ "h.csv": "Lopez,secret-code-77\nAna\n" });
    const r = await runCli(["analyze", "h.csv", "--columns", "_2"], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stdout + r.stderr).not.toMatch(/Lopez|secret-code/);
    expect(r.stderr).toBe("pii: h.csv row 1: column 2 missing (the row has 1 cell)\n");
    expect(ndjson(r.stdout)[0]!.error).toEqual({ field: "_2", rule: "column 2 missing (the row has 1 cell)" });
  });

  it("naming a column by its header cell confirms the header: it is not checked", async () => {
    const dir = tree({ "pivot.csv": `${EMAIL},total\n3,4\n` });
    expect((await runCli(["redact", "pivot.csv"], { cwd: dir })).code).toBe(2);
    const r = await runCli(["redact", "pivot.csv", "--columns", "total"], { cwd: dir });
    expect([r.code, r.stderr, r.stdout]).toEqual([0, "", `${EMAIL},total\n3,4\n`]);
  });

  it("unsure finds in a header do not count (the model reads the lone column name 'ip' as a given name)", async () => {
    const dir = tree({ "log.csv": "user,ip,url\nx,10.0.0.1,https://example.com/a\n" });
    const r = await runCli(["redact", "log.csv", "--quiet"], { cwd: dir, model: true });
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout.split("\n")[0]).toBe("user,ip,url");
  });

  it("column names that are words of a vocabulary type (a job, a language) do not make the header data", async () => {
    const dir = tree({ "staff.csv": "patient_id,doctor,nurse,language\n7,ana.lopez@example.com,bo.berg@example.com,es\n" });
    const r = await runCli(["redact", "staff.csv", "--quiet"], { cwd: dir });
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("patient_id,doctor,nurse,language\n7,[EMAIL_ADDRESS_1],[EMAIL_ADDRESS_2],es\n");
  });

  it("column names that are also names are no PII: a column word, or a label ending in a preposition (before: 'Ward', 'Bill To' refused the file)", async () => {
    // "Kunde" (German: customer) is a family name too (third exploratory test: the file was refused)
    const dir = tree({ "ward.csv": "Patient,Physician,Ward,Admission Date\nx,y,z,w\n", "bill.csv": "Bill To,Ship To,Terms\nx,y,z\n", "kunde.csv": "Kunde;Betrag;Bemerkung\nx;1,50;y\n" });
    const r = await runCli(["redact", "ward.csv", "bill.csv", "kunde.csv"], { cwd: dir, model: true });
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("Bill To,Ship To,Terms\nx,y,z\nKunde;Betrag;Bemerkung\nx;1,50;y\nPatient,Physician,Ward,Admission Date\nx,y,z,w\n");
  });

  it("a first row with a person's name is data: two cells, one given name, or names that are also words ('Sarah Young')", async () => {
    for (const csv of ["Ana,Lopez,42\nBo,Berg,7\n", "Ana,42,yes\nBo,7,no\n", "Sarah Young,42,F\nJohn Little,37,M\n"]) {
      const dir = tree({ "people.csv": csv });
      const r = await runCli(["redact", "people.csv"], { cwd: dir, model: true });
      expect(r.code, csv).toBe(2);
      expect(r.stdout, csv).toBe("");
      expect(r.stderr, csv).toContain("the header row holds PII");
    }
  });

  it("column names the model reads as a word of PII do not make the header data: amount columns, identifiers, labels ending in a column noun (seventh exploratory test: three exports refused)", async () => {
    const dir = tree({
      "bank.csv": "Date;Libellé;Débit;Crédit\n05/05/2025;VIR SEPA;-820,00;\n",
      "jira.csv": "Summary,Issue key,Custom field (Customer email)\nLogin loop,SUP-4412,ana.lopez@example.com\n",
      "cells.csv": "cell_id,location_lon,startLat\n10452,-8.6109,41.1496\n",
    });
    const r = await runCli(["redact", "bank.csv", "cells.csv", "jira.csv", "--quiet"], { cwd: dir, model: true });
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const headers = r.stdout.split("\n").filter((_l, i) => i % 2 === 0).slice(0, 3);
    expect(headers).toEqual(["Date;Libellé;Débit;Crédit", "cell_id,location_lon,startLat", "Summary,Issue key,Custom field (Customer email)"]);
    expect(r.stdout).not.toContain("ana.lopez");
  });

  it("SaaS export headers are headers: a label ending in a column noun, a label with a bracketed note (ninth exploratory test: Stripe, HubSpot, Salesforce, Shopify and Zendesk exports refused)", async () => {
    const headers = ["Email,Created (UTC)", "Email,Company Name", "Email,Mailing Street", "Email,Mailing State/Province", "Email,Default Address Company", "Email,Custom field (Date of birth)"];
    const dir = tree(Object.fromEntries(headers.map((h, i) => [`e${i}.csv`, `${h}\n${EMAIL},2024-03-12\n`])));
    const r = await runCli(["redact", ...headers.map((_h, i) => `e${i}.csv`), "--quiet"], { cwd: dir, model: true });
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout.split("\n").filter((_l, i) => i % 2 === 0).slice(0, headers.length)).toEqual(headers);
    expect(r.stdout).not.toContain("ana.lopez");
  });

  it("a first row of data with a bracketed note or a column noun in it is still data (ninth exploratory test)", async () => {
    for (const csv of ["Lopez (Ana),42\nBerg (Bo),7\n", "Sarah Young (ACME),42\nBo Berg,7\n", "Carmen Ruiz,Acme Company\nBo Berg,x\n"]) {
      const dir = tree({ "people.csv": csv });
      const r = await runCli(["redact", "people.csv"], { cwd: dir, model: true });
      expect(r.code, csv).toBe(2);
      expect(r.stderr, csv).toContain("the header row holds PII");
    }
  });

  it("a first row whose identifier-shaped cell is a name as a whole, or whose label is a person's name, is still data", async () => {
    for (const csv of ["ana_lopez,Ana Lopez,42\nbo_berg,Bo Berg,7\n"]) {
      const dir = tree({ "people.csv": csv });
      const r = await runCli(["redact", "people.csv"], { cwd: dir, model: true });
      expect(r.code, csv).toBe(2);
      expect(r.stderr, csv).toContain("the header row holds PII");
    }
  });

  it("--no-header reads every row as data and redacts it", async () => {
    const dir = tree({ "people.csv": csv });
    const r = await runCli(["redact", "people.csv", "--no-header"], { cwd: dir });
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expectClean(r.stdout);
    expect(r.stdout).toBe("Ana Lopez,[PHONE_NUMBER_1],[EMAIL_ADDRESS_1]\nBo Berg,[PHONE_NUMBER_1],[EMAIL_ADDRESS_1]\n");
    const a = await runCli(["analyze", "people.csv", "--no-header", "--columns", "_3", "--id-field", "_1"], { cwd: dir });
    expect(ndjson(a.stdout).map((rec) => [rec.id, Object.keys(rec.fields as object)])).toEqual([
      ["Ana Lopez", ["_3"]],
      ["Bo Berg", ["_3"]],
    ]);
  });
});

describe("NDJSON lines that are bare strings", () => {
  const lines = `"call ${PHONE}"\n{"t":"x"}\n["${EMAIL}","ok"]\n`;

  it("redact redacts them, with and without --fields (before: copied unredacted)", async () => {
    for (const extra of [[], ["--fields", "t"]]) {
      const r = await runCli(["redact", "--format", "ndjson", ...extra], { stdin: lines });
      expect(r.code).toBe(0);
      expectClean(r.stdout);
      expect(ndjson(r.stdout.replace(/^"(.*)"$/m, '{"s":"$1"}'))).toHaveLength(3);
      expect(r.stdout.split("\n")[0]).toBe('"call [PHONE_NUMBER_1]"');
      expect(r.stdout.split("\n")[2]).toBe('["[EMAIL_ADDRESS_1]","ok"]');
    }
  });

  it("analyze reports them and --fail-on-pii counts them (before: an empty record, exit 0)", async () => {
    const r = await runCli(["analyze", "--format", "ndjson", "--fail-on-pii", "--fields", "t"], { stdin: lines });
    expect(r.code).toBe(3);
    expect(r.stderr).toBe("pii: found 2 entities in 2 of 3 records: EMAIL_ADDRESS 1, PHONE_NUMBER 1\n");
    const records = ndjson(r.stdout);
    expect(Object.keys(records[0]!.fields as object)).toEqual([""]);
    expect(Object.keys(records[2]!.fields as object)).toEqual(["0", "1"]);
  });
});

describe("binary input and invalid UTF-8", () => {
  it("a binary file is refused with an error record and exit 2, the other files still processed (before: U+FFFD text, exit 0)", async () => {
    const dir = tree({ "b.txt": `mail ${EMAIL}\n` });
    writeFileSync(join(dir, "a.txt"), randomBytes(200_000));
    const r = await runCli(["analyze", "."], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^pii: a\.txt: binary input \((NUL byte at byte \d+|\d+ % of the first \d+ bytes are not UTF-8)\)\n$/);
    const records = ndjson(r.stdout);
    expect(records[0]).toEqual({ source: { file: "a.txt" }, error: { rule: expect.stringMatching(/^binary input/) } });
    expect(records[1]!.source).toEqual({ file: "b.txt" });
    expect(r.stdout).not.toContain("\uFFFD");

    const red = await runCli(["redact", "a.txt"], { cwd: dir });
    expect([red.code, red.stdout]).toEqual([2, ""]);
  });

  it("--skip-binary skips it with a note and a 'skipped' record; only binary files left is exit 2", async () => {
    const dir = tree({ "b.txt": "nothing here\n" });
    writeFileSync(join(dir, "a.log"), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
    const r = await runCli(["analyze", ".", "--skip-binary"], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("pii: a.log: skipped: binary input (NUL byte at byte 8)\n");
    expect(ndjson(r.stdout)[0]).toEqual({ source: { file: "a.log" }, skipped: { rule: "binary input (NUL byte at byte 8)" } });
    const only = await runCli(["redact", "a.log", "--skip-binary", "--out-dir", "out"], { cwd: dir });
    expect(only.code).toBe(2);
    expect(only.stderr).toContain("pii: no input left: the only file was skipped as binary");
    expect(filesUnder(join(dir, "out"))).toEqual([]);
  });

  it("invalid UTF-8 in text is reported with count and position, never the bytes; the file fails and nothing after the first invalid byte is written (before: written with U+FFFD, names in clear)", async () => {
    const latin1 = Buffer.concat([Buffer.from(`line one ${EMAIL}\nJos`), Buffer.from([0xe9]), Buffer.from(" M"), Buffer.from([0xfc]), Buffer.from("ller\n")]);
    const dir = tree({});
    writeFileSync(join(dir, "l.txt"), latin1);
    const rule = "invalid UTF-8: 2 bytes, the first at byte 34 (line 2): the file is not read past it and fails; give its encoding (a Windows-1252 or Latin-1 file: --encoding windows-1252) or convert it to UTF-8 first (iconv -f WINDOWS-1252 -t UTF-8)";
    const r = await runCli(["redact", "l.txt"], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`pii: l.txt: ${rule}\n`);
    expect(r.stdout).toBe(""); // a whole-file text: nothing of it
    const out = await runCli(["redact", "l.txt", "--out-dir", "out", "--lines"], { cwd: dir });
    expect(out.code).toBe(2);
    expect(existsSync(join(dir, "out/l.txt"))).toBe(false);
    // by line too: the guard reads the file's first chunk before any line is passed on, so a
    // small file has no record before its error (a large one stops at the chunk with the byte)
    const a = await runCli(["analyze", "l.txt", "--lines"], { cwd: dir });
    expect(a.code).toBe(2);
    expect(ndjson(a.stdout)).toEqual([{ source: { file: "l.txt" }, error: { rule } }]);
  });

  it("standard input is checked too", async () => {
    const r = await runCli(["analyze"], { stdin: "a\u0000b" });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("pii: -: binary input (NUL byte at byte 1)\n");
  });
});

describe("a run with no input", () => {
  it("--out-dir equal to or above the input directory: exit 2 saying why (before: exit 0, nothing processed)", async () => {
    for (const out of ["in", "."]) {
      const dir = tree({ "in/a.txt": `${EMAIL}\n` });
      const r = await runCli(["redact", "in", "--out-dir", out], { cwd: dir });
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(
        "pii: no input files: the 1 matching file is under --out-dir, and files there are never taken as inputs (choose an --out-dir outside the input tree)\n",
      );
      expect(readdirSync(join(dir, "in"))).toEqual(["a.txt"]);
    }
  });

  it("an --out-dir that is a file, or under one, is exit 2 naming the option (before: 'internal error: EEXIST', exit 1)", async () => {
    const dir = tree({ "a.txt": "mail ana@example.org\n" });
    const asFile = await runCli(["redact", "a.txt", "--out-dir", "a.txt"], { cwd: dir });
    expect(asFile.code).toBe(2);
    expect(asFile.stderr).toBe("pii: --out-dir a.txt: exists and is not a directory\n");
    const under = await runCli(["redact", "a.txt", "--out-dir", "a.txt/sub"], { cwd: dir });
    expect(under.code).toBe(2);
    expect(under.stderr).toBe("pii: --out-dir a.txt/sub: a part of the path is a file, not a directory\n");
    const fresh = await runCli(["redact", "a.txt", "--out-dir", "new/deeper"], { cwd: dir });
    expect(fresh.code).toBe(0);
    expect(readFileSync(join(dir, "new/deeper/a.txt"), "utf8")).toBe("mail [EMAIL_ADDRESS_1]\n");
  });

  it("an output directory that cannot be made is exit 2 before anything is written: a file on the way, a dangling link, /proc (before: internal error after some files, or a hang)", async () => {
    const dir = tree({ "in/a.txt": "mail ana@example.org\n", "in/sub/b.txt": "mail bo@example.org\n", "out/sub": "a file where a directory goes" });
    const nested = await runCli(["redact", "in", "--out-dir", "out", "--no-model"], { cwd: dir });
    expect(nested.code).toBe(2);
    expect(nested.stderr).toBe("pii: --out-dir out (for sub): cannot create the directory: not a directory\n");
    expect(existsSync(join(dir, "out/a.txt"))).toBe(false);
    symlinkSync(join(dir, "nowhere"), join(dir, "dangling"));
    const dangling = await runCli(["redact", "in/a.txt", "--out-dir", "dangling", "--no-model"], { cwd: dir });
    expect(dangling.code).toBe(2);
    expect(dangling.stderr).toBe("pii: --out-dir dangling: cannot create the directory: no such file or directory\n");
    if (existsSync("/proc/self")) {
      const proc = await runCli(["redact", "in/a.txt", "--out-dir", "/proc/no-such-dir/x", "--no-model"], { cwd: dir });
      expect(proc.code).toBe(2);
      expect(proc.stderr).toBe("pii: --out-dir /proc/no-such-dir/x: cannot create the directory: no such file or directory\n");
    }
  });

  it("UTF-16 text with its byte order mark is refused saying so (before: 'binary input (NUL byte at byte 3)')", async () => {
    const text = "name,email\r\nAna,ana@example.org\r\n";
    const dir = tree({});
    writeFileSync(join(dir, "le.csv"), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]));
    writeFileSync(join(dir, "be.txt"), Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, "utf16le").swap16()]));
    const le = await runCli(["redact", "le.csv", "--no-model"], { cwd: dir });
    expect(le.code).toBe(2);
    expect(le.stdout).toBe("");
    expect(le.stderr).toBe("pii: le.csv: UTF-16LE text (byte order mark FF FE): give --encoding utf-16le, or convert it to UTF-8 first, e.g. iconv -f UTF-16LE -t UTF-8\n");
    const be = await runCli(["redact", "be.txt", "--no-model"], { cwd: dir });
    expect(be.stderr).toBe("pii: be.txt: UTF-16BE text (byte order mark FE FF): give --encoding utf-16be, or convert it to UTF-8 first, e.g. iconv -f UTF-16BE -t UTF-8\n");
  });

  it("environment files named by their dot alone are read, by name and in a directory, not those in hidden directories (before: refused by name, skipped in a directory)", async () => {
    const dir = tree({
      "app/.env": "STRIPE_SECRET_KEY=sk_live_4eC39HqLyjWDarjtT1zdp7dc\n",
      "app/.env.production": "ADMIN_EMAIL=ops@example.org\n",
      "app/.git/.env": "ignored=ana@example.org\n",
      "app/readme.txt": "nothing here\n",
    });
    const byName = await runCli(["redact", "app/.env", "--no-model"], { cwd: dir });
    expect(byName.code).toBe(0);
    expect(byName.stdout).toBe("STRIPE_SECRET_KEY=[PASSWORD_1]\n");
    const gate = await runCli(["analyze", "app", "--fail-on-pii", "--no-model", "--format", "txt"], { cwd: dir });
    expect(gate.code).toBe(3);
    const files = ndjson(gate.stdout).map((r) => (r.source as { file: string }).file);
    expect(files).toEqual(["app/.env", "app/.env.production", "app/readme.txt"]);
  });

  it("a directory without supported files: exit 2 saying why (before: exit 0 in silence)", async () => {
    const dir = tree({ "d/image.png": "x" });
    const r = await runCli(["analyze", "d", "--fail-on-pii"], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`pii: no input files: d: no ${Object.keys(EXTENSION_FORMATS).join(" ")} files (1 other file: .png 1)\n`);
  });

  it("a directory with files no format reads: says how many were left out, by type (before: skipped in silence)", async () => {
    const dir = tree({ "d/a.txt": `${EMAIL}\n`, "d/scan.pdf": "%PDF-1.4", "d/sub/photo.png": "x", "d/sub/b.png": "y" });
    const r = await runCli(["redact", "d", "--out-dir", "out"], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain("pii: d: left out 3 other files: .png 2, .pdf 1, of types no input format reads");
    expect(readFileSync(join(dir, "out/a.txt"), "utf8")).toBe("[EMAIL_ADDRESS_1]\n");
  });

  it("says so with --quiet too: a warning, not progress (sixth exploratory test: -q left files out in silence)", async () => {
    const dir = tree({ "d/a.txt": `${EMAIL}\n`, "d/CODEOWNERS": "* @acme\n" });
    const r = await runCli(["redact", "d", "--out-dir", "out", "-q"], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain("pii: d: left out 1 other file: no extension 1, of types no input format reads");
  });

  it("a shard that gets no file of several is not an error", async () => {
    const dir = tree({ "a.txt": "x\n", "b.txt": "y\n" });
    const codes: number[] = [];
    for (let k = 1; k <= 8; k++) codes.push((await runCli(["analyze", ".", "--shard", `${k}/8`, "--quiet"], { cwd: dir })).code);
    expect(codes.every((c) => c === 0)).toBe(true);
  });
});

describe("temporary files left by a killed run", () => {
  it("are swept by the next --out-dir run: ours and stale only", async () => {
    const dir = tree({ "in/a.txt": `${EMAIL}\n`, "out/keep.txt": "user file\n" });
    const stale = join(dir, "out", `.a.txt.pii-${HOST_TAG}-4194999-0badcafe.tmp`);
    const foreign = join(dir, "out", ".a.txt.4194999.0badcafe.tmp");
    for (const p of [stale, foreign]) {
      writeFileSync(p, "partial");
      utimesSync(p, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    }
    const r = await runCli(["redact", "in", "--out-dir", "out"], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("pii: removed 1 temporary file an interrupted run left under --out-dir\n");
    expect(readdirSync(join(dir, "out")).sort()).toEqual([".a.txt.4194999.0badcafe.tmp", "a.txt", "keep.txt"]);
    expect(readFileSync(join(dir, "out/a.txt"), "utf8")).toBe("[EMAIL_ADDRESS_1]\n");
  });
});

describe("the text formats exports and mailboxes come in", () => {
  it("reads .vcf, .eml, .sql and .yaml files under a directory as text and redacts them (before: skipped in silence)", async () => {
    const dir = tree({
      "in/contact.vcf": "BEGIN:VCARD\nFN:Giulia Bianchi\nEMAIL:giulia.bianchi@libero.it\nEND:VCARD\n",
      "in/mail.eml": `From: Ana <${EMAIL}>\nSubject: hi\n\nsee you\n`,
      "in/dump.sql": `INSERT INTO users VALUES (1, '${EMAIL}');\n`,
      "in/app.yaml": `owner_email: ${EMAIL}\n`,
    });
    const r = await runCli(["redact", "in", "--out-dir", "out"], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stderr).not.toContain("left out");
    const vcf = readFileSync(join(dir, "out/contact.vcf"), "utf8");
    expect(vcf).toBe("BEGIN:VCARD\nFN:[NAME_1]\nEMAIL:[EMAIL_ADDRESS_1]\nEND:VCARD\n");
    for (const f of ["mail.eml", "dump.sql", "app.yaml"]) expect(readFileSync(join(dir, "out", f), "utf8")).not.toContain(EMAIL);
  });

  it("reads mailboxes (.mbox), .toml configuration as text and HTTP archives (.har) as JSON (sixth exploratory test: left out)", async () => {
    const dir = tree({
      "in/inbox.mbox": `From ana@x.es Thu Mar  7 10:00:00 2024\nFrom: Ana <${EMAIL}>\nSubject: hi\n\nsee you\n`,
      "in/app.toml": `[owner]\nemail = "${EMAIL}"\n`,
      "in/session.har": JSON.stringify({
        log: {
          entries: [
            {
              request: {
                url: "https://x.example/",
                headers: [
                  { name: "Authorization", value: "Basic ZGFuaWVsLmJhdWVyOkdlaGVpbTEyMyE=" },
                  { name: "Cookie", value: "PHPSESSID=k2j3h4g5f6d7s8a9; theme=dark" },
                ],
                postData: { text: `email=${EMAIL}` },
              },
            },
          ],
        },
      }),
    });
    const r = await runCli(["redact", "in", "--out-dir", "out"], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stderr).not.toContain("left out");
    for (const f of ["inbox.mbox", "app.toml", "session.har"]) expect(readFileSync(join(dir, "out", f), "utf8")).not.toContain(EMAIL);
    const har = readFileSync(join(dir, "out/session.har"), "utf8");
    expect(() => JSON.parse(har)).not.toThrow();
    // a HAR's header pairs: the value under its header's name
    for (const secret of ["ZGFuaWVsLmJhdWVyOkdlaGVpbTEyMyE=", "k2j3h4g5f6d7s8a9"]) expect(har).not.toContain(secret);
  });

  it("reads HL7 v2 files (.hl7) as text, and a CR-separated one line by line keeps every segment's fields (eighth exploratory test)", async () => {
    const message = "MSH|^~\\&|A|B|C|D|20240312||ADT^A01|1|P|2.5\rNK1|1|Hofmann^Tobias^^^^^L|SPO^Spouse^HL70063|Schwarzwaldstrasse 112^^Freiburg im Breisgau^^79102^DEU|+49 761 4839207\rIN1|1|AOK-BW|108018007|AOK||||||||||||Hofmann^Katharina|01|19850314\r";
    const dir = tree({ "in/adt.hl7": message });
    // with the model: its spans had crossed the separators
    const r = await runCli(["redact", "in", "--out-dir", "out"], { cwd: dir, model: true });
    expect([r.code, r.stderr]).toEqual([0, ""]);
    const lines = await runCli(["redact", "--lines", "-q", "in/adt.hl7"], { cwd: dir, model: true });
    for (const out of [readFileSync(join(dir, "out/adt.hl7"), "utf8"), lines.stdout]) {
      expect(out).not.toMatch(/Hofmann|Tobias|Katharina|19850314|4839207|Schwarzwald/);
      const segments = out.split("\r");
      expect(segments.map((s) => s.slice(0, 4))).toEqual(["MSH|", "NK1|", "IN1|", ""]);
      expect(segments.map((s) => s.split("|").length)).toEqual(message.split("\r").map((s) => s.split("|").length));
    }
  }, 60_000);

  it("reads GPS tracks, OFX/QFX bank statements and GEDCOM family trees as text (seventh exploratory test: refused as of unknown format)", async () => {
    const dir = tree({
      "in/run.gpx": `<gpx><metadata><author><email>${EMAIL}</email></author></metadata></gpx>\n`,
      "in/trip.kml": `<kml><Placemark><description>${EMAIL}</description></Placemark></kml>\n`,
      "in/ride.tcx": `<TrainingCenterDatabase><Notes>${PHONE}</Notes></TrainingCenterDatabase>\n`,
      "in/checking.ofx": "OFXHEADER:100\nDATA:OFXSGML\n\n<OFX>\n<SONRS><INTU.USERID>dmokoena84</SONRS>\n<BANKACCTFROM><BANKID>121000248<ACCTID>7123456789<ACCTTYPE>CHECKING</BANKACCTFROM>\n</OFX>\n",
      "in/card.qfx": `<OFX><MEMO>${EMAIL}</MEMO></OFX>\n`,
      "in/tree.ged": `0 @I1@ INDI\n1 EMAIL ${EMAIL}\n`,
    });
    const r = await runCli(["redact", "in", "--out-dir", "out"], { cwd: dir });
    expect([r.code, r.stderr]).toEqual([0, ""]);
    for (const f of ["run.gpx", "trip.kml", "ride.tcx", "card.qfx", "tree.ged"]) expectClean(readFileSync(join(dir, "out", f), "utf8"));
    // an SGML leaf is named by its tag: the user id under USERID
    const ofx = readFileSync(join(dir, "out/checking.ofx"), "utf8");
    expect(ofx).toContain("<INTU.USERID>[USERNAME_1]</SONRS>");
    expect(ofx).toContain("<BANKID>[ROUTING_NUMBER_1]<ACCTID>[ACCOUNT_NUMBER_1]<ACCTTYPE>CHECKING");
  });

  it("reads notebooks and Terraform state as JSON, GraphQL, source code and RTF as text (ninth exploratory test, F22: refused, and left out of a directory run)", async () => {
    const nb = JSON.stringify({ cells: [{ cell_type: "code", source: [`send_to("${EMAIL}")`], outputs: [] }], metadata: {}, nbformat: 4 });
    const state = JSON.stringify({ version: 4, resources: [{ type: "aws_iam_user", instances: [{ attributes: { tags: { owner: EMAIL } } }] }] });
    const files: Record<string, string> = { "in/a.ipynb": nb, "in/t.tfstate": state, "in/q.graphql": `mutation { update(email: "${EMAIL}") }\n`, "in/d.rtf": `{\\rtf1 ${EMAIL}\\par}\n` };
    for (const ext of ["gql", "py", "java", "js", "ts", "go", "rb", "php", "cs", "kt", "swift", "sh"]) files[`in/s.${ext}`] = `// ${EMAIL}\n`;
    const dir = tree({ ...files, "in/logo.png": "x" });
    const r = await runCli(["redact", "in", "--out-dir", "out"], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/^pii: in: left out 1 other file: \.png 1\b/);
    for (const f of Object.keys(files)) expectClean(readFileSync(join(dir, "out", f.slice(3)), "utf8"));
    // the JSON ones stay JSON, their structure kept
    expect(JSON.parse(readFileSync(join(dir, "out/a.ipynb"), "utf8")).cells[0].source).toEqual(['send_to("[EMAIL_ADDRESS_1]")']);
    expect(JSON.parse(readFileSync(join(dir, "out/t.tfstate"), "utf8")).resources[0].instances[0].attributes.tags.owner).toBe("[EMAIL_ADDRESS_1]");
  });

  it("reads .ldif as text and .tsv as a table with its header kept (fifth exploratory test: .ldif refused, .tsv headers redacted)", async () => {
    const dir = tree({
      "in/users.ldif": "dn: uid=akowalski,ou=People,dc=example,dc=org\nuid: akowalski\nuserPassword: Sommer2024!\n",
      "in/staff.tsv": "name\tpersonnummer\tkommune\nSigrid Halvorsen\t15055406135\tBergen\n",
    });
    const r = await runCli(["redact", "in", "--out-dir", "out", "--no-model"], { cwd: dir });
    expect(r.code).toBe(0);
    expect(readFileSync(join(dir, "out/users.ldif"), "utf8")).toBe("dn: uid=[USERNAME_1],ou=People,dc=example,dc=org\nuid: [USERNAME_1]\nuserPassword: [PASSWORD_1]\n");
    const tsv = readFileSync(join(dir, "out/staff.tsv"), "utf8").split("\n");
    expect(tsv[0]).toBe("name\tpersonnummer\tkommune");
    expect(tsv[1]).toMatch(/^\[NAME_1\]\t\[SSN_1\]\t/);
  });
});
