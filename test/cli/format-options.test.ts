/**
 * Options that no input of a run reads, and file names with control characters in messages
 * (third exploratory test: `--fields email` on a CSV file redacted every column without a word; a
 * file named "bad\nname.txt" broke its message over two lines).
 */
import { describe, expect, it } from "vitest";
import { oneLine } from "../../src/cli/errors.js";
import { runCli, tree } from "./helpers.js";

describe("options that apply to other formats", () => {
  const dir = tree({ "c.csv": "email,note\nana@example.org,hi\n", "r.ndjson": '{"email":"ana@example.org"}\n', "t.txt": "ana@example.org\n" });

  it("is a usage error naming the option and the formats, with nothing written", async () => {
    const csv = await runCli(["redact", "c.csv", "--fields", "email"], { cwd: dir });
    expect(csv.code).toBe(2);
    expect(csv.stdout).toBe("");
    expect(csv.stderr).toBe("pii: --fields: applies to ndjson and json input, and this run reads csv (csv columns are chosen with --columns)\n");
    const nd = await runCli(["redact", "r.ndjson", "--columns", "email"], { cwd: dir });
    expect(nd.code).toBe(2);
    expect(nd.stderr).toContain("pii: --columns: applies to csv input, and this run reads ndjson");
    expect((await runCli(["redact", "t.txt", "--no-header"], { cwd: dir })).code).toBe(2);
    expect((await runCli(["redact", "c.csv", "--lines"], { cwd: dir })).code).toBe(2);
    expect((await runCli(["analyze", "t.txt", "--id-field", "id"], { cwd: dir })).code).toBe(2);
  });

  it("standard input is txt unless --format says otherwise", async () => {
    expect((await runCli(["redact", "--fields", "email"], { stdin: '{"email":"ana@example.org"}\n' })).code).toBe(2);
    const r = await runCli(["redact", "--format", "ndjson", "--fields", "email"], { stdin: '{"email":"ana@example.org"}\n' });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('{"email":"[EMAIL_ADDRESS_1]"}\n');
  });

  it("applies to the files of its format in a run over several formats", async () => {
    const r = await runCli(["redact", "c.csv", "r.ndjson", "--fields", "email"], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('{"email":"[EMAIL_ADDRESS_1]"}');
  });
});

describe("messages stay one line", () => {
  it("writes control characters and line separators as escapes", () => {
    expect(oneLine("edge2/bad\nname.txt: binary input")).toBe("edge2/bad\\x0aname.txt: binary input");
    expect(oneLine("a\u2028b\tc\u0085")).toBe("a\\u2028b\\x09c\\x85");
    expect(oneLine("Köln.txt: ok")).toBe("Köln.txt: ok");
  });

  it("a binary file with a line break in its name gets a one-line message", async () => {
    const dir = tree({ "bad\nname.txt": "a\u0000b" });
    const r = await runCli(["redact", "."], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("bad\\x0aname.txt");
    for (const line of r.stderr.trimEnd().split("\n")) expect(line.startsWith("pii: ")).toBe(true);
  });
});
