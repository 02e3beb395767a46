/** Readers under inputs that used to leak: CSV extra cells and headerless files, NDJSON bare strings, .json files. */
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { stringPositions, stringSpans } from "../../src/io/json-positions.js";
import { headerKeys, type ReaderEvent, readRecords, type ReadOptions } from "../../src/io/records.js";

async function all<T>(it: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
}

const read = (text: string, options: Omit<ReadOptions, "file">): Promise<ReaderEvent[]> =>
  all(readRecords(Readable.from([Buffer.from(text)]), { file: "f", ...options }));

/** Where the i-th input of a record starts (ndjson and json with positions). */
const atOf = (e: ReaderEvent | undefined, i = 0): unknown => (e && "inputs" in e ? e.inputs[i]?.at : undefined);

const inputsOf = (e: ReaderEvent): [string | undefined, string][] =>
  "inputs" in e ? e.inputs.map((i) => [i.key, i.text] as [string | undefined, string]) : [];

describe("csv", () => {
  it("cells beyond the header are inputs named by position, whatever --columns says", async () => {
    const events = await read("name,email\nAna,a@example.com,+1 415-555-0132,078-05-1120\n", { format: "csv", columns: ["name"] });
    expect(events[1]).toMatchObject({ kind: "csv", columns: [0, 2, 3] });
    expect(inputsOf(events[1]!)).toEqual([
      ["name", "Ana"],
      ["_3", "+1 415-555-0132"],
      ["_4", "078-05-1120"],
    ]);
    const all = await read("name,email\nAna,a@example.com,x\n", { format: "csv" });
    expect(inputsOf(all[1]!).map(([k]) => k)).toEqual(["name", "email", "_3"]);
  });

  it("--no-header: the first row is data and columns are _1, _2, ...; --columns and --id-field take those names", async () => {
    const events = await read("7,a@example.com,note\n8,b@example.com\n", { format: "csv", header: false, idField: "_1" });
    expect(events.map((e) => e.kind)).toEqual(["csv", "csv"]);
    expect(events[0]).toMatchObject({ id: "7", source: { row: 1 } });
    expect(inputsOf(events[0]!)).toEqual([
      ["_2", "a@example.com"],
      ["_3", "note"],
    ]);
    const chosen = await read("7,a@example.com,note\n", { format: "csv", header: false, columns: ["_3"] });
    expect(inputsOf(chosen[0]!)).toEqual([["_3", "note"]]);
    await expect(read("1\n", { format: "csv", header: false, columns: ["notes"] })).rejects.toThrow(
      "f: column 'notes' does not exist (without a header, columns are named _1, _2, ...)",
    );
  });

  it("the header event carries its cells for checking, and keys that are unique and never another column's position", async () => {
    const [header] = await read("a,,a,_1,_4\n1,2,3,4,5\n", { format: "csv" });
    expect(header).toEqual({ kind: "header", header: ["a", "", "a", "_1", "_4"], keys: ["a", "_2", "_3", "_4", "_5"], confirmed: false, delimiter: "," });
    // A column chosen by its header cell confirms the header; one chosen by position does not.
    expect((await read("a,b\n1,2\n", { format: "csv", columns: ["b"] }))[0]).toMatchObject({ confirmed: true });
    expect((await read("a,b\n1,2\n", { format: "csv", columns: ["_2"] }))[0]).toMatchObject({ confirmed: false });
    expect(headerKeys(["x", "_2"])).toEqual(["x", "_2"]);
  });

  it("a short row missing a chosen column is a bad record naming the column by position only, never by a header cell", async () => {
    const events = await read("+1 415-555-0132,secret@example.com\nonly\n", { format: "csv", columns: ["_2"] });
    const bad = events[1]!;
    expect(bad).toEqual({ kind: "bad", source: { file: "f", row: 1 }, field: "_2", rule: "column 2 missing (the row has 1 cell)" });
    expect(JSON.stringify(bad)).not.toMatch(/415|secret/);
    // With every column chosen (the default), a short row is analysed as far as it goes.
    const short = await read("a,b\nonly\n", { format: "csv" });
    expect(inputsOf(short[1]!)).toEqual([["a", "only"]]);
  });

  it("records the line each row starts on (quoted cells may span lines)", async () => {
    const events = await read('a,b\n1,"x\ny"\n2,z\n3,"unclosed\n', { format: "csv" });
    expect(events.filter((e) => e.kind === "csv").map((e) => (e as { line: number }).line)).toEqual([2, 4]);
  });
});

describe("ndjson", () => {
  it("a line that is a bare string or number, or an array of strings and numbers, is text, analysed even under --fields", async () => {
    const text = '"mail ana@example.com"\n["b@example.com","c"]\n{"t":"d@example.com","u":"e"}\n[1,"f"]\n{"n":[1,"g"]}\n4111111111111111\n';
    const events = await read(text, { format: "ndjson", fields: ["t"] });
    expect(events.map(inputsOf)).toEqual([
      [["", "mail ana@example.com"]],
      [
        ["0", "b@example.com"],
        ["1", "c"],
      ],
      [["t", "d@example.com"]],
      [["1", "f"]],
      [],
      [["", "4111111111111111"]],
    ]);
  });

  it("notes where each string value starts in its line when asked", async () => {
    const [e] = await read('{"a": 1, "t": "x@example.com"}\n', { format: "ndjson", positions: true });
    expect(atOf(e)).toEqual({ line: 1, column: 16, escaped: false });
  });
});

describe("json", () => {
  it("a top-level array is a list of records selected like NDJSON lines, sharded by index", async () => {
    const text = '[\n  {"id": 1, "user": {"email": "a@example.com"}, "n": 2},\n  "bare b@example.com",\n  {"id": 3}\n]\n';
    const events = await read(text, { format: "json", fields: ["user"], idField: "id", positions: true });
    expect(events[0]).toMatchObject({ kind: "json-start", array: true, indent: "  ", finalNewline: true });
    expect(events.slice(1).map((e) => [(e as { source: { index: number } }).source.index, inputsOf(e), (e as { id?: unknown }).id])).toEqual([
      [0, [["user.email", "a@example.com"]], 1],
      [1, [["", "bare b@example.com"]], null],
      [2, [], 3],
    ]);
    expect(atOf(events[1])).toEqual({ line: 2, column: 32, escaped: false });
    expect(atOf(events[2])).toEqual({ line: 3, column: 4, escaped: false });
    const shard = await read(text, { format: "json", recordShard: { index: 2, count: 2 } });
    expect(shard.slice(1).map((e) => (e as { source: { index: number } }).source.index)).toEqual([1]);
  });

  it("a document that is not an array is one record", async () => {
    const events = await read('{"a":{"b":"x"},"c":["y"]}', { format: "json" });
    expect(events[0]).toMatchObject({ kind: "json-start", array: false, indent: "", finalNewline: false });
    expect(events[1]).toMatchObject({ kind: "json", source: { file: "f" } });
    expect(inputsOf(events[1]!)).toEqual([
      ["a.b", "x"],
      ["c.0", "y"],
    ]);
  });

  it("invalid JSON fails the file with a position where JSON.parse gives one, never quoting the text", async () => {
    const err = await read('{\n  "a": "secret@example.com",\n  oops\n}', { format: "json" }).catch((e: Error) => e);
    expect(String(err)).toMatch(/^InputError: f: invalid JSON( \(line \d+, column \d+\))?$/);
    expect(String(err)).not.toContain("secret");
  });
});

describe("stringPositions", () => {
  it("gives line and code-point column of every string value by dotted path", () => {
    const positions = stringPositions('{"a": "x",\n "b": ["😀", "q\\"r", {"c": "é😀z"}], "d": 5}');
    // object keys too, by their value's path and "#key" (a key may hold PII: a map keyed by e-mail address)
    expect(Object.fromEntries(positions)).toEqual({
      "a#key": { line: 1, column: 3, escaped: false },
      a: { line: 1, column: 8, escaped: false },
      "b#key": { line: 2, column: 3, escaped: false },
      "b.0": { line: 2, column: 9, escaped: false },
      "b.1": { line: 2, column: 14, escaped: true },
      "b.2.c#key": { line: 2, column: 23, escaped: false },
      "b.2.c": { line: 2, column: 28, escaped: false },
      "d#key": { line: 2, column: 37, escaped: false },
    });
  });
});

describe("stringSpans", () => {
  it("gives each value's place in the text, a string's quotes included, keyed by path", () => {
    const text = '{"a": 1.10, "b": {"c": ["x", "y\\"z"]}, "d": "é"}';
    const spans = stringSpans(text)!;
    expect([...spans.keys()]).toEqual(["a#key", "a", "b#key", "b.c#key", "b.c.0", "b.c.1", "d#key", "d"]);
    const raw = Object.fromEntries([...spans].map(([path, span]) => [path, text.slice(span.start, span.end)]));
    expect(raw).toEqual({ "a#key": '"a"', a: "1.10", "b#key": '"b"', "b.c#key": '"c"', "b.c.0": '"x"', "b.c.1": '"y\\"z"', "d#key": '"d"', d: '"é"' });
  });
  it("gives nothing for a text with a duplicate path", () => {
    expect(stringSpans('{"a":"x","a":"y"}')).toBeUndefined();
    expect(stringSpans('{"a.b":"x","a":{"b":"y"}}')).toBeUndefined();
  });
});
