/** --request, --out-dir, --shard, --fail-on-pii and every class of bad input, in-process. */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createEngine } from "../../src/index.js";
import { expectNoStack, ndjson, runCli, tree } from "./helpers.js";

const sources = (stdout: string): string[] => ndjson(stdout).map((r) => JSON.stringify(r.source));

function listFiles(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? listFiles(join(dir, d.name), `${prefix}${d.name}/`) : [`${prefix}${d.name}`],
  );
}

describe("--request", () => {
  const body = { text: ["write to ana@example.com", "nothing"], entity_detection: { accuracy: "high" } };

  it("analyze prints exactly the engine's response array, one line", async () => {
    const dir = tree({ "body.json": JSON.stringify(body) });
    const { code, stdout, stderr } = await runCli(["analyze", "--request", "body.json", "--seed", "r1"], { cwd: dir });
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(stdout.endsWith("\n")).toBe(true);
    expect(stdout.trimEnd().includes("\n")).toBe(false);
    const engine = createEngine({ seed: "r1" });
    expect(JSON.parse(stdout)).toEqual(await engine.analyze(body));
    const [first, second] = JSON.parse(stdout) as { entities_present: boolean }[];
    expect([first!.entities_present, second!.entities_present]).toEqual([true, false]);
  });

  it("redact reads the body from stdin and answers like process/text", async () => {
    const processBody = { text: ["ana@example.com / ana@example.com / bo@example.com"], processed_text: { type: "MARKER" } };
    const { code, stdout } = await runCli(["redact", "--request", "-"], { stdin: JSON.stringify(processBody) });
    expect(code).toBe(0);
    const [result] = JSON.parse(stdout) as { processed_text: string }[];
    expect(result!.processed_text).toBe("[EMAIL_ADDRESS_1] / [EMAIL_ADDRESS_1] / [EMAIL_ADDRESS_2]");
  });

  it("a body that breaks the contract: exit 2, 'pii: <field>: <rule>', nothing on stdout", async () => {
    for (const bad of [{ text: "not a list" }, { link_batch: true }, { text: ["x"], project_id: "no spaces allowed" }]) {
      const { code, stdout, stderr } = await runCli(["analyze", "--request", "-"], { stdin: JSON.stringify(bad) });
      expect(code).toBe(2);
      expect(stdout).toBe("");
      expect(stderr).toMatch(/^pii: [a-z_.[\]0-9]+: .+\n$/);
    }
  });

  it("invalid JSON: exit 2 without quoting the body", async () => {
    const { code, stdout, stderr } = await runCli(["analyze", "--request", "-"], { stdin: "{secret@example.com" });
    expect([code, stdout, stderr]).toEqual([2, "", "pii: request: invalid JSON\n"]);
  });

  it("cannot be combined with inputs or per-record options", async () => {
    expect((await runCli(["analyze", "--request", "-", "ticket.txt"])).code).toBe(2);
    const r = await runCli(["analyze", "--request", "-", "--lines"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--lines");
  });
});

describe("--out-dir", () => {
  const files = {
    "in/a.txt": "mail a@example.com\n",
    "in/sub/b.csv": "id,email\n1,b@example.com\n",
    "in/sub/deeper/c.ndjson": '{"e":"c@example.com","n":1}\n',
    "in/ignored.bin": "not a supported extension",
  };

  it("mirrors the input tree and writes each file atomically", async () => {
    const dir = tree(files);
    const { code, stdout, stderr } = await runCli(["redact", "in", "--out-dir", "out"], { cwd: dir });
    // the one file of a type no format reads is named on stderr, not processed
    expect(stderr).toBe("pii: in: left out 1 other file: .bin 1, of types no input format reads (name a text file with --format txt to read it)\n");
    expect(code).toBe(0);
    expect(stdout).toBe("");
    // Only the final files: no temporary file is left behind.
    expect(listFiles(join(dir, "out")).sort()).toEqual(["a.txt", "sub/b.csv", "sub/deeper/c.ndjson"]);
    expect(readFileSync(join(dir, "out/a.txt"), "utf8")).toBe("mail [EMAIL_ADDRESS_1]\n");
    expect(readFileSync(join(dir, "out/sub/b.csv"), "utf8")).toBe("id,email\n1,[EMAIL_ADDRESS_1]\n");
    expect(JSON.parse(readFileSync(join(dir, "out/sub/deeper/c.ndjson"), "utf8"))).toEqual({ e: "[EMAIL_ADDRESS_1]", n: 1 });
    // The inputs are untouched.
    expect(readFileSync(join(dir, "in/a.txt"), "utf8")).toBe(files["in/a.txt"]);
  });

  it("does not pick up its own output when the out dir is inside the input tree", async () => {
    const dir = tree(files);
    expect((await runCli(["redact", ".", "--out-dir", "in/redacted"], { cwd: join(dir) })).code).toBe(0);
    const second = await runCli(["redact", "in", "--out-dir", "in/redacted"], { cwd: dir });
    expect(second.code).toBe(0);
    expect(listFiles(join(dir, "in/redacted")).sort()).toEqual(["a.txt", "sub/b.csv", "sub/deeper/c.ndjson"]);
  });

  it("refuses (exit 2) when an output path is an input path, and writes nothing", async () => {
    const dir = tree(files);
    const { code, stderr } = await runCli(["redact", "in/a.txt", "--out-dir", "in"], { cwd: dir });
    expect(code).toBe(2);
    expect(stderr).toMatch(/^pii: in\/a\.txt: output would overwrite an input file/);
    expect(readFileSync(join(dir, "in/a.txt"), "utf8")).toBe(files["in/a.txt"]);
    expect(listFiles(join(dir, "in")).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  it("writes a file with a bad record, leaving the bad record out", async () => {
    const dir = tree({ "x.ndjson": '{"e":"a@example.com"}\n{oops\n{"e":"ok"}\n' });
    const { code, stderr } = await runCli(["redact", "x.ndjson", "--out-dir", "out"], { cwd: dir });
    expect(code).toBe(2);
    expect(stderr).toBe("pii: x.ndjson line 2: invalid JSON\n");
    expect(ndjson(readFileSync(join(dir, "out/x.ndjson"), "utf8"))).toEqual([{ e: "[EMAIL_ADDRESS_1]" }, { e: "ok" }]);
  });

  it("needs file inputs", async () => {
    expect((await runCli(["redact", "--out-dir", "out"], { stdin: "x" })).code).toBe(2);
  });
});

describe("--shard", () => {
  const many = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`f${String(i).padStart(2, "0")}.txt`, `file ${i}\n`]));

  async function shardSources(args: string[], cwd: string, n: number): Promise<string[][]> {
    const parts: string[][] = [];
    for (let k = 1; k <= n; k++) {
      const r = await runCli([...args, "--shard", `${k}/${n}`], { cwd });
      expect(r.code).toBe(0);
      parts.push(sources(r.stdout));
    }
    return parts;
  }

  it("by file: the parts are disjoint, their union is the whole, and reruns agree", async () => {
    const dir = tree(many);
    const whole = sources((await runCli(["analyze", "."], { cwd: dir })).stdout);
    expect(whole).toHaveLength(12);
    const parts = await shardSources(["analyze", "."], dir, 3);
    expect(parts.flat().sort()).toEqual([...whole].sort());
    expect(new Set(parts.flat()).size).toBe(12);
    expect(await shardSources(["analyze", "."], dir, 3)).toEqual(parts);
  });

  it("by file: adding a file does not move the others", async () => {
    const dir = tree(many);
    const before = await shardSources(["analyze", "."], dir, 4);
    writeFileSync(join(dir, "new.txt"), "new\n");
    const after = await shardSources(["analyze", "."], dir, 4);
    before.forEach((part, k) => expect(after[k]!.filter((s) => !s.includes("new.txt"))).toEqual(part));
  });

  it("a single file is split by record (record index mod N)", async () => {
    const lines = Array.from({ length: 10 }, (_, i) => JSON.stringify({ n: i }));
    const dir = tree({ "one.ndjson": `${lines.join("\n")}\n` });
    const parts = await shardSources(["analyze", "one.ndjson"], dir, 4);
    const lineNumbers = parts.map((p) => p.map((s) => (JSON.parse(s) as { line: number }).line));
    expect(lineNumbers).toEqual([
      [1, 5, 9],
      [2, 6, 10],
      [3, 7],
      [4, 8],
    ]);
  });

  it("rejects bad specs with exit 2", async () => {
    for (const spec of ["0/4", "5/4", "1/0", "a/b", "1-4", "2"]) {
      const r = await runCli(["analyze", "ticket.txt", "--shard", spec]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^pii: --shard: /);
      expect(r.stdout).toBe("");
    }
  });
});

describe("--fail-on-pii", () => {
  it("exit 3 with a per-type summary that never shows entity text", async () => {
    const stdin = "a@example.com\nnothing\nb@example.com 212-555-0187\n";
    const { code, stderr, stdout } = await runCli(["analyze", "--lines", "--fail-on-pii"], { stdin });
    expect(code).toBe(3);
    expect(ndjson(stdout)).toHaveLength(3);
    expect(stderr).toBe("pii: found 3 entities in 2 of 3 records: EMAIL_ADDRESS 2, PHONE_NUMBER 1\n");
  });

  it("exit 0 when nothing is found; --quiet drops the summary", async () => {
    const r = await runCli(["redact", "--fail-on-pii"], { stdin: "nothing to see" });
    expect([r.code, r.stdout, r.stderr]).toEqual([0, "nothing to see", "pii: no entities found in 1 record\n"]);
    const q = await runCli(["analyze", "--fail-on-pii", "--quiet"], { stdin: "a@example.com" });
    expect([q.code, q.stderr]).toEqual([3, ""]);
  });

  it("--fail-min-score: only entities scoring at least that fail the run; the output still holds every entity", async () => {
    // the detectors score an email 0.95 and this phone 0.85
    const stdin = "a@example.com\nnothing\nb@example.com 212-555-0187\n";
    const scores = (stdout: string) => ndjson(stdout).flatMap((r) => (r.result as { entities: { labels: Record<string, number> }[] }).entities.map((e) => Object.values(e.labels)[0]));
    const between = await runCli(["analyze", "--lines", "--fail-on-pii", "--fail-min-score", "0.9"], { stdin });
    expect(between.code).toBe(3);
    expect(between.stderr).toBe("pii: found 2 entities scoring >= 0.9 in 2 of 3 records: EMAIL_ADDRESS 2\n");
    expect(scores(between.stdout)).toEqual([0.95, 0.95, 0.85]);
    const above = await runCli(["analyze", "--lines", "--fail-on-pii", "--fail-min-score", "0.96"], { stdin });
    expect([above.code, above.stderr]).toEqual([0, "pii: no entities scoring >= 0.96 found in 3 records\n"]);
    expect(scores(above.stdout)).toEqual([0.95, 0.95, 0.85]);
    const redacted = await runCli(["redact", "--fail-on-pii", "--fail-min-score", "1"], { stdin: "write to a@example.com" });
    expect([redacted.code, redacted.stdout]).toEqual([0, "write to [EMAIL_ADDRESS_1]"]);
  });

  it.each([
    [["--fail-min-score", "0.5"], "pii: --fail-min-score: only applies with --fail-on-pii"],
    [["--fail-on-pii", "--fail-min-score", "high"], "pii: --fail-min-score: must be a number from 0 to 1"],
    [["--fail-on-pii", "--fail-min-score", "1.5"], "pii: --fail-min-score: must be a number from 0 to 1"],
  ])("%j is a usage error", async (flags, message) => {
    const r = await runCli(["analyze", ...flags], { stdin: "a@example.com" });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.split("\n")[0]).toBe(message);
  });
});

describe("bad input", () => {
  it("bad JSON line: exit 2, message names file, line and rule; other records still written", async () => {
    const dir = tree({ "d.ndjson": '{"t":"a@example.com"}\n{"t": secret@example.com\n\n{"t":"b@example.com"}\n' });
    const { code, stdout, stderr } = await runCli(["analyze", "d.ndjson"], { cwd: dir });
    expect(code).toBe(2);
    expect(stderr).toBe("pii: d.ndjson line 2: invalid JSON\n");
    const records = ndjson(stdout);
    expect(records.map((r) => r.source)).toEqual([1, 2, 4].map((line) => ({ file: "d.ndjson", line })));
    expect(records[1]!.error).toEqual({ rule: "invalid JSON" });
    expect(stdout + stderr).not.toContain("secret");
  });

  it("redact to stdout never passes a bad ndjson line through", async () => {
    const { code, stdout } = await runCli(["redact", "--format", "ndjson"], { stdin: '{"t":"x"}\n{"t": "leak@example.com"\n' });
    expect(code).toBe(2);
    expect(stdout).toBe('{"t":"x"}\n');
  });

  it("missing CSV column in a row: exit 2, error record in place, the column named by position", async () => {
    const dir = tree({ "data.csv": "id,notes\n1,fine\n2,ok\n3\n4,a@example.com\n" });
    const { code, stdout, stderr } = await runCli(["analyze", "data.csv", "--columns", "notes", "--id-field", "id"], { cwd: dir });
    expect(code).toBe(2);
    expect(stderr).toBe("pii: data.csv row 3: column 2 missing (the row has 1 cell)\n");
    const records = ndjson(stdout);
    expect(records.map((r) => (r.source as { row: number }).row)).toEqual([1, 2, 3, 4]);
    expect(records[2]!.error).toEqual({ field: "_2", rule: "column 2 missing (the row has 1 cell)" });
    expect(records[3]!.id).toBe("4");
  });

  it("a column missing from the header fails that file only", async () => {
    const dir = tree({ "a.csv": "x\n1\n", "b.csv": "notes\nb@example.com\n" });
    const { code, stdout, stderr } = await runCli(["analyze", ".", "--columns", "notes"], { cwd: dir });
    expect(code).toBe(2);
    expect(stderr).toBe("pii: a.csv: column 'notes' missing from the header\n");
    const records = ndjson(stdout);
    expect(records[0]).toEqual({ source: { file: "a.csv" }, error: { rule: "column 'notes' missing from the header" } });
    expect(records[1]!.source).toEqual({ file: "b.csv", row: 1 });
  });

  it("unknown entity type, bad option values, unknown options, missing files: exit 2, one line, no stack", async () => {
    const cases: [string[], RegExp][] = [
      [["analyze", "ticket.txt", "--enable", "PCI,NOT_A_TYPE"], /^pii: --enable: unknown entity type or grouping 'NOT_A_TYPE'\n$/],
      [["analyze", "ticket.txt", "--disable", "HIPAA"], /^pii: --disable: .*HIPAA_SAFE_HARBOR.*\n$/],
      [["analyze", "ticket.txt", "--locale", "en_US!"], /^pii: --locale: /],
      [["analyze", "ticket.txt", "--concurrency", "0"], /^pii: --concurrency: /],
      [["analyze", "ticket.txt", "--format", "xml"], /^pii: option .*--format.*xml/],
      [["analyze", "ticket.txt", "--no-such-flag"], /^pii: unknown option '--no-such-flag'/],
      [["analyze", "missing.txt"], /^pii: missing\.txt: no such file or directory\n$/],
      [["analyze", "*.nothing"], /^pii: \*\.nothing: no files match\n$/],
      [["redact", "ticket.txt", "--marker", "mask", "--mask-char", "ab"], /^pii: --mask-char: /],
      [["frobnicate"], /^pii: unknown command 'frobnicate'/],
    ];
    for (const [args, message] of cases) {
      const r = await runCli(args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stdout).toBe("");
      expectNoStack(r.stderr);
    }
  });

  it("a file with an unknown extension needs --format", async () => {
    const dir = tree({ "notes.dat": "a@example.com" });
    expect((await runCli(["analyze", "notes.dat"], { cwd: dir })).stderr).toBe(
      "pii: notes.dat: unknown format (name it with --format txt|csv|ndjson|json)\n",
    );
    const ok = await runCli(["analyze", "notes.dat", "--format", "txt"], { cwd: dir });
    expect(ok.code).toBe(0);
  });

  it("a missing file among existing ones: exit 2 before any output", async () => {
    const dir = tree({ "gone.txt": "x" });
    expect(existsSync(join(dir, "gone.txt"))).toBe(true);
    const r = await runCli(["analyze", "gone.txt", "nope.txt"], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
  });
});
