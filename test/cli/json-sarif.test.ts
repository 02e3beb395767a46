/** .json inputs (analyze and redact) and `analyze --format sarif`, in-process. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { lineColumns } from "../../src/cli/sarif.js";
import { ndjson, runCli, tree } from "./helpers.js";

const EMAIL = "ana.lopez@example.com";
const PHONE = "+1 415-555-0132";

describe(".json inputs", () => {
  const records = `[\n  {"id": 7, "user": {"email": "${EMAIL}"}, "note": "call ${PHONE}", "n": 1.5},\n  "bare bo@example.com",\n  {"id": 8, "note": "nothing"}\n]\n`;

  it("the README's CI gate over 'test/fixtures/**/*.json*' reads .json and .jsonl (before: exit 2, unknown format)", async () => {
    const dir = tree({
      "test/fixtures/a.json": records,
      "test/fixtures/deep/b.jsonl": `{"t":"${EMAIL}"}\n`,
      "test/fixtures/c.ndjson": '{"t":"clean"}\n',
      "test/fixtures/d.json": '{"config": {"retries": 3}}',
    });
    const r = await runCli(["analyze", "test/fixtures/**/*.json*", "--fail-on-pii"], { cwd: dir });
    // the README's comment: exit status 3 and a per-type summary on stderr
    expect(r.stderr).toMatch(/^pii: found \d+ entit(?:y|ies) in \d+ of \d+ records: /);
    expect(r.code).toBe(3);
    expect(ndjson(r.stdout).map((rec) => rec.source)).toEqual([
      { file: "test/fixtures/a.json", index: 0 },
      { file: "test/fixtures/a.json", index: 1 },
      { file: "test/fixtures/a.json", index: 2 },
      { file: "test/fixtures/d.json" },
      { file: "test/fixtures/deep/b.jsonl", line: 1 },
    ]);
    const clean = await runCli(["analyze", "test/fixtures/d.json", "test/fixtures/c.ndjson", "--fail-on-pii"], { cwd: dir });
    expect([clean.code, clean.stderr]).toEqual([0, "pii: no entities found in 2 records\n"]);
  });

  it("analyze: one line per array element with --fields and --id-field like NDJSON", async () => {
    const dir = tree({ "a.json": records });
    const r = await runCli(["analyze", "a.json", "--fields", "user,note", "--id-field", "id"], { cwd: dir });
    expect(r.code).toBe(0);
    const lines = ndjson(r.stdout);
    expect(lines.map((l) => [l.id, Object.keys(l.fields as object)])).toEqual([
      [7, ["user.email", "note"]],
      [null, [""]],
      [8, ["note"]],
    ]);
  });

  it("redact writes the document back as it was, only the chosen fields changed", async () => {
    const dir = tree({ "a.json": records, "doc.json": `{"a":{"b":"${EMAIL}"},"keep":[1,true,null]}` });
    const r = await runCli(["redact", "a.json", "--fields", "user"], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(records.replace(EMAIL, "[EMAIL_ADDRESS_1]").replace("bo@example.com", "[EMAIL_ADDRESS_1]"));
    const out = await runCli(["redact", "doc.json", "--out-dir", "out"], { cwd: dir });
    expect(out.code).toBe(0);
    expect(readFileSync(join(dir, "out/doc.json"), "utf8")).toBe('{"a":{"b":"[EMAIL_ADDRESS_1]"},"keep":[1,true,null]}');
  });

  it("keeps numbers as written (no re-serialisation of the document)", async () => {
    const text = `{\n    "id": 12345678901234567890,\n    "v": 1.10,\n    "note": "mail ${EMAIL}"\n}`;
    const dir = tree({ "n.json": text });
    const r = await runCli(["redact", "n.json"], { cwd: dir });
    expect(r.code).toBe(0);
    // on standard output a document gets a final newline, so that several do not run into each other
    expect(r.stdout).toBe(`${text.replace(EMAIL, "[EMAIL_ADDRESS_1]")}\n`);
  });

  it("re-indents a sharded array part, which leaves elements out", async () => {
    const dir = tree({ "a.json": records });
    const r = await runCli(["redact", "a.json", "--shard", "2/2", "--fields", "user"], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('[\n  "bare [EMAIL_ADDRESS_1]"\n]\n');
  });

  it("--shard over one .json file splits by array element and each part is valid JSON", async () => {
    const dir = tree({ "a.json": records });
    const parts: unknown[][] = [];
    for (const k of [1, 2]) {
      const r = await runCli(["redact", "a.json", "--shard", `${k}/2`], { cwd: dir });
      expect(r.code).toBe(0);
      parts.push(JSON.parse(r.stdout) as unknown[]);
    }
    expect(parts.map((p) => p.length)).toEqual([2, 1]);
  });

  it("invalid JSON fails the file without quoting it; the rest goes on", async () => {
    const dir = tree({ "a.json": `{"t": "${EMAIL}",\n  oops}`, "b.txt": "x\n" });
    const r = await runCli(["redact", "."], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^pii: a\.json: invalid JSON( \(line 2, column \d+\))?\n$/);
    expect(r.stdout).toBe("x\n");
    expect(r.stdout + r.stderr).not.toContain("ana.lopez");
  });
});

interface SarifLog {
  version: string;
  $schema: string;
  runs: {
    tool: { driver: { name: string; rules: { id: string; shortDescription: { text: string } }[] } };
    originalUriBaseIds: Record<string, { uri: string }>;
    columnKind: string;
    invocations: { executionSuccessful: boolean; toolExecutionNotifications: { level: string; message: { text: string } }[] }[];
    results: {
      ruleId: string;
      ruleIndex: number;
      level: string;
      message: { text: string };
      locations: {
        physicalLocation?: { artifactLocation: { uri: string; uriBaseId?: string }; region?: Record<string, number> };
        logicalLocations?: { fullyQualifiedName: string }[];
      }[];
    }[];
  }[];
}

async function sarif(args: string[], options: { cwd?: string; stdin?: string } = {}): Promise<{ code: number; log: SarifLog; stdout: string; stderr: string }> {
  const r = await runCli(["analyze", "--format", "sarif", ...args], options);
  return { code: r.code, log: JSON.parse(r.stdout) as SarifLog, stdout: r.stdout, stderr: r.stderr };
}

const where = (log: SarifLog): [string, string | undefined, Record<string, number> | undefined, string | undefined][] =>
  log.runs[0]!.results.map((r) => [
    r.ruleId,
    r.locations[0]!.physicalLocation?.artifactLocation.uri,
    r.locations[0]!.physicalLocation?.region,
    r.locations[0]!.logicalLocations?.[0]!.fullyQualifiedName,
  ]);

describe("lineColumns", () => {
  it("maps code-point offsets to 1-based line and code-point column, up to the end of the text", () => {
    const text = "😀a\r\nbé😀\nc";
    // code points: 😀 a \r \n b é 😀 \n c  -> offsets 0..8, end 9
    expect(Object.fromEntries(lineColumns(text, [0, 1, 2, 4, 6, 7, 8, 9]))).toEqual({
      0: { line: 1, column: 1 },
      1: { line: 1, column: 2 },
      2: { line: 1, column: 3 },
      4: { line: 2, column: 1 },
      6: { line: 2, column: 3 },
      7: { line: 2, column: 4 },
      8: { line: 3, column: 1 },
      9: { line: 3, column: 2 },
    });
  });
});

describe("--format sarif", () => {
  const files = {
    // Emoji and accents before the finding: columns count code points; CRLF line ends.
    "docs/ticket.txt": `Héllo 😀 team,\r\nplease mail ${EMAIL} or call ${PHONE}.\r\n`,
    "data/x.csv": `id,notes\n1,"two\nlines"\n2,${EMAIL}\n`,
    "data/e.ndjson": `{"n": 1}\n{"msg": "mail ${EMAIL}", "esc": "a\\"b ${EMAIL}"}\n`,
    "data/list.json": `[\n  {"u": "none"},\n  {"u": "x ${EMAIL}"}\n]\n`,
  };

  it("is one SARIF 2.1.0 log: a rule per entity type, one result per entity with file, line and column", async () => {
    const dir = tree(files);
    const { code, log, stderr } = await sarif(["docs", "data"], { cwd: dir });
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(log.version).toBe("2.1.0");
    expect(log.$schema).toMatch(/sarif-2\.1\.0/);
    const run = log.runs[0]!;
    expect(run.tool.driver.name).toBe("pii");
    expect(run.columnKind).toBe("unicodeCodePoints");
    expect(run.originalUriBaseIds["%SRCROOT%"]!.uri).toBe(pathToFileURL(`${dir}/`).href);
    expect(run.tool.driver.rules.map((r) => r.id)).toEqual(["EMAIL_ADDRESS", "PHONE_NUMBER"]);
    for (const r of run.results) {
      expect(run.tool.driver.rules[r.ruleIndex]!.id).toBe(r.ruleId);
      expect(r.level).toBe("error");
      expect(r.locations[0]!.physicalLocation!.artifactLocation.uriBaseId).toBe("%SRCROOT%");
    }
    expect(where(log)).toEqual([
      // csv: the line the row starts on (row 1 spans lines 2-3), row and column as logical location
      ["EMAIL_ADDRESS", "data/e.ndjson", { startLine: 2, startColumn: 15, endLine: 2, endColumn: 36 }, "line 2 / msg"],
      // a string with an escape before the finding: the column where the string starts
      ["EMAIL_ADDRESS", "data/e.ndjson", { startLine: 2, startColumn: 47 }, "line 2 / esc"],
      ["EMAIL_ADDRESS", "data/list.json", { startLine: 3, startColumn: 12, endLine: 3, endColumn: 33 }, "[1].u"],
      ["EMAIL_ADDRESS", "data/x.csv", { startLine: 4 }, "row 2 / notes"],
      ["EMAIL_ADDRESS", "docs/ticket.txt", { startLine: 2, startColumn: 13, endLine: 2, endColumn: 34 }, undefined],
      ["PHONE_NUMBER", "docs/ticket.txt", { startLine: 2, startColumn: 43, endLine: 2, endColumn: 58 }, undefined],
    ]);
  });

  it("counts the lines of a CRLF (and a CR-only) CSV file as of an LF one (before: every finding on line 1)", async () => {
    const lf = `id,notes\n1,"two\nlines"\n2,${EMAIL}\n3,x\n4,${EMAIL}\n`;
    const dir = tree({ "lf.csv": lf, "crlf.csv": lf.replaceAll("\n", "\r\n"), "cr.csv": lf.replaceAll("\n", "\r") });
    const lines = async (file: string) => where((await sarif([file], { cwd: dir })).log).map((w) => w[2]);
    expect(await lines("lf.csv")).toEqual([{ startLine: 4 }, { startLine: 6 }]);
    expect(await lines("crlf.csv")).toEqual([{ startLine: 4 }, { startLine: 6 }]);
    expect(await lines("cr.csv")).toEqual([{ startLine: 4 }, { startLine: 6 }]);
  });

  it("puts no entity text anywhere in the log: messages name the type only", async () => {
    const dir = tree(files);
    const { stdout, log } = await sarif(["."], { cwd: dir });
    expect(stdout).not.toContain("ana.lopez");
    expect(stdout).not.toContain("555-0132");
    expect(new Set(log.runs[0]!.results.map((r) => r.message.text))).toEqual(
      new Set(["An email address (EMAIL_ADDRESS).", "A telephone or fax number (PHONE_NUMBER)."]),
    );
  });

  it("--lines gives the line and column of each finding; standard input has a logical location only", async () => {
    const dir = tree({ "c.log": `ok\n  😀 ${EMAIL}\n` });
    const { log } = await sarif(["c.log", "--lines"], { cwd: dir });
    expect(where(log)).toEqual([["EMAIL_ADDRESS", "c.log", { startLine: 2, startColumn: 5, endLine: 2, endColumn: 26 }, "line 2"]]);
    const stdin = await sarif(["--format", "csv", "--no-header"], { stdin: `a,${EMAIL}\n` });
    expect(where(stdin.log)).toEqual([["EMAIL_ADDRESS", undefined, undefined, "row 1 / _2"]]);
  });

  it("bad records become error notifications (no input quoted), executionSuccessful false, exit 2", async () => {
    const dir = tree({ "d.ndjson": `{"t":"${EMAIL}"}\n{"t": "secret@example.com"\n` });
    const { code, log, stdout } = await sarif(["d.ndjson", "--fail-on-pii"], { cwd: dir });
    expect(code).toBe(2);
    const invocation = log.runs[0]!.invocations[0]!;
    expect(invocation.executionSuccessful).toBe(false);
    expect(invocation.toolExecutionNotifications).toEqual([
      {
        level: "error",
        message: { text: "invalid JSON" },
        locations: [
          { physicalLocation: { artifactLocation: { uri: "d.ndjson", uriBaseId: "%SRCROOT%" }, region: { startLine: 2 } }, logicalLocations: [{ fullyQualifiedName: "line 2", kind: "element" }] },
        ],
        properties: { source: { file: "d.ndjson", line: 2 } },
      },
    ]);
    expect(stdout).not.toContain("secret");
  });

  it("--fail-on-pii still exits 3 after a complete log; sarif is for analyze only", async () => {
    const { code, log, stderr } = await sarif(["--fail-on-pii"], { stdin: EMAIL });
    expect(code).toBe(3);
    expect(log.runs[0]!.results).toHaveLength(1);
    expect(stderr).toBe("pii: found 1 entity in 1 of 1 record: EMAIL_ADDRESS 1\n");
    const r = await runCli(["redact", "--format", "sarif"], { stdin: "x" });
    expect([r.code, r.stderr]).toEqual([2, "pii: --format sarif: only for analyze (redact writes its input's format)\n"]);
    const two = await runCli(["analyze", "--format", "csv", "--format", "txt"], { stdin: "x" });
    expect([two.code, two.stderr]).toEqual([2, "pii: --format: names two input formats\n"]);
  });
});
