/** Units of src/io: fields, lines, shards, ordered map, readers, input resolution, atomic files. */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { collectStrings, getAtPath, selectStrings, setAtPath } from "../../src/io/fields.js";
import { commonBase, resolveInputs } from "../../src/io/inputs.js";
import { readLines } from "../../src/io/lines.js";
import { orderedWindow } from "../../src/io/ordered.js";
import { type ReaderEvent, readRecords, type ReadOptions } from "../../src/io/records.js";
import { fileInShard, parseShard, recordInShard } from "../../src/io/shard.js";
import { AtomicFile } from "../../src/io/sink.js";
import { tree } from "../cli/helpers.js";
import { scratchDir } from "../scratch.js";

async function all<T>(it: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
}

const chunks = (...parts: string[]): Readable => Readable.from(parts.map((p) => Buffer.from(p)));

describe("fields", () => {
  const rec = { a: "x", b: { c: "y", n: 3, z: null }, list: ["p", { q: "r" }] };
  it("collects every string with dotted paths, arrays by index", () => {
    expect(collectStrings(rec).map((f) => [f.key, f.value])).toEqual([
      ["a", "x"],
      ["b.c", "y"],
      ["list.0", "p"],
      ["list.1.q", "r"],
    ]);
  });
  it("selects named paths, subtrees, and ignores absent or non-string paths", () => {
    expect(selectStrings(rec, [["b", "c"], ["list"], ["nope"], ["b", "n"], ["b"]]).map((f) => f.key)).toEqual([
      "b.c",
      "list.0",
      "list.1.q",
    ]);
  });
  it("collects a number under a coordinate's key, whatever its size, and no other (review: 'flat', 'salon' had counted)", () => {
    const fields = collectStrings({ lat: 48.1371, location_lon: -8.6109, startLat: 40.4251, latitudeE7: 484012345, longitudeE7: -123456, flat: 3.5, salon: 12.5, along: 7 });
    expect(fields.map((f) => [f.key, f.value])).toEqual([
      ["lat", "48.1371"],
      ["location_lon", "-8.6109"],
      ["startLat", "40.4251"],
      ["latitudeE7", "484012345"],
      ["longitudeE7", "-123456"],
    ]);
  });
  it("gets and sets through objects and arrays", () => {
    const copy = structuredClone(rec);
    setAtPath(copy, ["list", "1", "q"], "R");
    expect(getAtPath(copy, ["list", "1", "q"])).toBe("R");
    expect(getAtPath(copy, ["list", "x"])).toBeUndefined();
    expect(getAtPath(copy, ["toString"])).toBeUndefined();
  });
});

describe("readLines", () => {
  it("keeps each line's terminator across chunk boundaries and strips a BOM", async () => {
    const lines = await all(readLines(chunks("\uFEFFone\r", "\ntw", "o\n\nthree")));
    expect(lines).toEqual([
      { number: 1, text: "one", eol: "\r\n" },
      { number: 2, text: "two", eol: "\n" },
      { number: 3, text: "", eol: "\n" },
      { number: 4, text: "three", eol: "" },
    ]);
  });
  it("with loneCr, ends a line at a CR alone too (HL7 files), a CRLF split between chunks staying one break", async () => {
    const lines = await all(readLines(chunks("MSH|a\rPID|b\r", "\nOBX|c\r"), { loneCr: true }));
    expect(lines).toEqual([
      { number: 1, text: "MSH|a", eol: "\r" },
      { number: 2, text: "PID|b", eol: "\r\n" },
      { number: 3, text: "OBX|c", eol: "\r" },
    ]);
    // without it (NDJSON), only LF separates
    expect((await all(readLines(chunks("a\rb\n")))).map((l) => l.text)).toEqual(["a\rb"]);
  });
  it("decodes multi-byte characters split between chunks", async () => {
    const bytes = Buffer.from("é😀\n");
    const stream = Readable.from([bytes.subarray(0, 1), bytes.subarray(1, 4), bytes.subarray(4)]);
    expect((await all(readLines(stream)))[0]!.text).toBe("é😀");
  });
});

describe("shard", () => {
  it("parses K/N with 1-based K and rejects the rest", () => {
    expect(parseShard("2/5")).toEqual({ index: 2, count: 5 });
    for (const bad of ["0/5", "6/5", "1/0", "x", "1/2/3", "-1/2"]) expect(() => parseShard(bad)).toThrow(/--shard/);
  });
  it("puts every file in exactly one shard", () => {
    const names = Array.from({ length: 200 }, (_, i) => `dir/file-${i}.txt`);
    for (const count of [1, 2, 3, 7]) {
      for (const name of names) {
        const owners = Array.from({ length: count }, (_, k) => fileInShard(name, { index: k + 1, count }));
        expect(owners.filter(Boolean)).toHaveLength(1);
      }
    }
    // Roughly balanced: every shard of 4 gets some of 200 files.
    for (let k = 1; k <= 4; k++) expect(names.filter((n) => fileInShard(n, { index: k, count: 4 })).length).toBeGreaterThan(20);
  });
  it("splits records by index", () => {
    expect([0, 1, 2, 3, 4].filter((i) => recordInShard(i, { index: 2, count: 2 }))).toEqual([1, 3]);
  });
});

describe("orderedWindow", () => {
  it("yields in input order when later items finish first, and holds at most maxItems in flight", async () => {
    let read = 0;
    let maxAhead = 0;
    let consumed = 0;
    const resolvers: (() => void)[] = [];
    async function* source(): AsyncGenerator<number> {
      for (let i = 0; i < 20; i++) {
        read += 1;
        maxAhead = Math.max(maxAhead, read - consumed);
        yield i;
      }
    }
    // Each item waits until released; release in reverse order of arrival within each batch.
    const fn = (i: number): Promise<number> =>
      new Promise((res) => {
        resolvers.push(() => res(i * 10));
        if (resolvers.length >= 3 || i === 19) resolvers.splice(0).reverse().forEach((r) => r());
      });
    const out: number[] = [];
    for await (const r of orderedWindow(source(), fn, { maxItems: 3 })) {
      out.push(r);
      consumed += 1;
      resolvers.splice(0).forEach((r2) => r2());
    }
    expect(out).toEqual(Array.from({ length: 20 }, (_, i) => i * 10));
    expect(maxAhead).toBeLessThanOrEqual(3 + 1);
  });

  it("lets an item in while the weight in flight is below maxWeight", async () => {
    const started: number[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    async function* source(): AsyncGenerator<number> {
      yield* [5, 5, 5, 50, 1, 1, 1, 1];
    }
    const fn = async (w: number): Promise<number> => {
      started.push(w);
      inFlight += w;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((r) => setTimeout(r, 1));
      inFlight -= w;
      return w;
    };
    const out: number[] = [];
    for await (const r of orderedWindow(source(), fn, { maxItems: 100, maxWeight: 10, weight: (w) => w })) out.push(r);
    expect(out).toEqual([5, 5, 5, 50, 1, 1, 1, 1]);
    // 5+5 reaches the limit: the third 5 waits for the first; 50 enters beside the last 5.
    expect(maxInFlight).toBe(55);
    expect(started).toEqual(out);
  });

  it("starts the calls of a window together, and yields a finished result without waiting for more input", async () => {
    const calls: number[] = [];
    let release!: () => void;
    const more = new Promise<void>((r) => (release = r));
    async function* source(): AsyncGenerator<number> {
      yield 1;
      yield 2;
      yield 3;
      await more; // a stream with nothing to read for now
      yield 4;
    }
    const fn = async (i: number): Promise<number> => {
      calls.push(i);
      await Promise.resolve();
      return i;
    };
    const out: number[] = [];
    for await (const r of orderedWindow(source(), fn, { maxItems: 10 })) {
      out.push(r);
      if (r === 3) {
        // 1..3 came out while the source was still waiting
        expect(calls).toEqual([1, 2, 3]);
        release();
      }
    }
    expect(out).toEqual([1, 2, 3, 4]);
  });

  it("stops reading when the consumer stops", async () => {
    let finished = false;
    async function* source(): AsyncGenerator<number> {
      try {
        for (let i = 0; ; i++) yield i;
      } finally {
        finished = true;
      }
    }
    for await (const r of orderedWindow(source(), async (i: number) => i, { maxItems: 4 })) if (r === 5) break;
    expect(finished).toBe(true);
  });
});

describe("readRecords", () => {
  const read = (text: string, options: Omit<ReadOptions, "file">): Promise<ReaderEvent[]> =>
    all(readRecords(chunks(text), { file: "f", ...options }));

  it("csv: header first, bad quoting and short rows become bad records in row order", async () => {
    const events = await read('a,b\n1,x\n2\n3,"open\n', { format: "csv", columns: ["b"] });
    expect(events.map((e) => e.kind)).toEqual(["header", "csv", "bad", "bad"]);
    expect(events.slice(1).map((e) => (e as { source: { row: number } }).source.row)).toEqual([1, 2, 3]);
    expect((events[3] as { rule: string }).rule).toBe("invalid CSV: quote not closed");
  });

  it("csv: a column missing from the header is an input error", async () => {
    await expect(read("a\n1\n", { format: "csv", columns: ["b"] })).rejects.toThrow("f: column 'b' missing from the header");
  });

  it("ndjson: blank lines are skipped, line numbers stay physical, the id field is left out of the default selection", async () => {
    const events = await read('{"id":"7","t":"x"}\n\n[1,"y"]\n', { format: "ndjson", idField: "id" });
    expect(events.map((e) => [e.kind, (e as { source: { line: number } }).source.line])).toEqual([
      ["ndjson", 1],
      ["ndjson", 3],
    ]);
    expect(events[0]).toMatchObject({ id: "7", inputs: [{ key: "t", text: "x" }] });
    expect(events[1]).toMatchObject({ id: null, inputs: [{ key: "1", text: "y" }] });
  });

  it("txt --lines --link-batch: one record holding every line of the shard", async () => {
    const [batch] = await read("a\nb\nc\nd\n", { format: "txt", lines: true, linkBatch: true, recordShard: { index: 2, count: 2 } });
    expect(batch).toMatchObject({ kind: "txt-batch", inputs: [{ text: "b" }, { text: "d" }] });
  });
});

describe("resolveInputs", () => {
  it("expands directories to supported files, sorts, de-duplicates and excludes the out dir", async () => {
    const dir = tree({ "b.txt": "", "a/x.csv": "", "a/y.bin": "", "a/z.JSONL": "", "out/o.txt": "", ".hidden.txt": "" });
    const r = await resolveInputs([".", "b.txt", "a/*.csv"], { cwd: dir, exclude: join(dir, "out") });
    expect(r.files.map((f) => f.display)).toEqual(["a/x.csv", "a/z.JSONL", "b.txt"]);
    expect(commonBase(r.files)).toBe(dir);
  });
  it("stdin for no arguments or '-', and '-' cannot be mixed with files", async () => {
    expect((await resolveInputs([], { cwd: "/" })).stdin).toBe(true);
    expect((await resolveInputs(["-"], { cwd: "/" })).stdin).toBe(true);
    await expect(resolveInputs(["-", "x"], { cwd: "/" })).rejects.toThrow(/cannot be combined/);
  });
});

describe("AtomicFile", () => {
  it("shows nothing at the target until commit, and abort leaves no trace", async () => {
    const dir = scratchDir("pii-atomic-");
    const target = join(dir, "deep/out.txt");
    const f = await AtomicFile.open(target);
    await f.write("hello");
    expect(existsSync(target)).toBe(false);
    await f.commit();
    expect(readFileSync(target, "utf8")).toBe("hello");

    writeFileSync(target, "old");
    const g = await AtomicFile.open(target);
    await g.write("new");
    await g.abort();
    expect(readFileSync(target, "utf8")).toBe("old");
    expect(readdirSync(join(dir, "deep"))).toEqual(["out.txt"]);
  });
});
