/** The model calls of concurrent records go to the pool as one (cli/ner-batch.ts), and each record gets its own results back. */
import { describe, expect, it } from "vitest";
import { batchingSource } from "../../src/cli/ner-batch.js";
import type { AsyncCandidateSource, Candidate } from "../../src/engine/types.js";

/** A fake model: one candidate per text, spanning it, labelled with the text itself. */
function fakeModel(): AsyncCandidateSource & { calls: { texts: string[]; ctx: unknown }[]; fail?: Error } {
  const source = {
    name: "ner",
    types: ["NAME"],
    calls: [] as { texts: string[]; ctx: unknown }[],
    fail: undefined as Error | undefined,
    async detect(texts: readonly string[], ctx: unknown): Promise<Candidate[][]> {
      source.calls.push({ texts: [...texts], ctx });
      if (source.fail) throw source.fail;
      return texts.map((t) => [{ start: 0, end: t.length, labels: { [t]: 1 }, source: "ner" } as unknown as Candidate]);
    },
  };
  return source;
}

const labelOf = (out: Candidate[][]): string[] => out.map((c) => Object.keys((c[0] as unknown as { labels: Record<string, number> }).labels)[0]!);

describe("batchingSource", () => {
  it("sends the calls of one turn as one, and hands each caller its own results in order", async () => {
    const inner = fakeModel();
    const batched = batchingSource(inner);
    const a = batched.detect(["a1", "a2"], { language: "en" });
    const b = batched.detect(["b1"], { language: "en" });
    const c = batched.detect(["c1", "c2", "c3"], { language: "en" });
    expect(inner.calls).toHaveLength(0);
    expect(labelOf(await a)).toEqual(["a1", "a2"]);
    expect(labelOf(await b)).toEqual(["b1"]);
    expect(labelOf(await c)).toEqual(["c1", "c2", "c3"]);
    expect(inner.calls).toEqual([{ texts: ["a1", "a2", "b1", "c1", "c2", "c3"], ctx: { language: "en" } }]);
    expect(batched.stats()).toEqual({ calls: 3, flushes: 1, texts: 6 });
  });

  it("never merges calls with different hints", async () => {
    const inner = fakeModel();
    const batched = batchingSource(inner);
    const out = await Promise.all([batched.detect(["x"], { language: "en" }), batched.detect(["y"], { language: "de" }), batched.detect(["z"], { language: "en" })]);
    expect(out.map(labelOf)).toEqual([["x"], ["y"], ["z"]]);
    expect(inner.calls.map((c) => c.texts).sort()).toEqual([["x", "z"], ["y"]]);
  });

  it("sends at once when maxChars characters are waiting", async () => {
    const inner = fakeModel();
    const batched = batchingSource(inner, { maxChars: 10 });
    const first = batched.detect(["12345", "67890"], {});
    expect(inner.calls).toHaveLength(1);
    const second = batched.detect(["abc"], {});
    expect(inner.calls).toHaveLength(1);
    expect(labelOf(await first)).toEqual(["12345", "67890"]);
    expect(labelOf(await second)).toEqual(["abc"]);
    expect(inner.calls).toHaveLength(2);
  });

  it("a failure reaches every caller of the batch", async () => {
    const inner = fakeModel();
    inner.fail = new Error("worker lost");
    const batched = batchingSource(inner);
    const results = await Promise.allSettled([batched.detect(["a"], {}), batched.detect(["b"], {})]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
  });

  it("an empty call needs no model", async () => {
    const inner = fakeModel();
    expect(await batchingSource(inner).detect([], {})).toEqual([]);
    expect(inner.calls).toHaveLength(0);
  });
});
