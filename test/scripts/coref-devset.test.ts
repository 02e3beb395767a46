/**
 * The hand-written coreference and relations dev set (fixtures/coref-relations) and the figures of
 * eval:coref on its gold mentions, as a regression guard: the grouping and relation stages must
 * keep the issue-14 targets on the right mentions (the engine's own figures are in the README).
 */
import { describe, expect, it } from "vitest";
import { groupMentions } from "../../src/engine/coref/index.js";
import { goldMentions, loadDevSet, parseDevFile, RELATION_LABELS } from "../../scripts/coref/devset.js";
import { addCounts, prf, scoreDoc, zero, type Prediction } from "../../scripts/coref/score.js";

const docs = loadDevSet(new URL("../../fixtures/coref-relations", import.meta.url).pathname);

describe("the dev set", () => {
  it("has at least 60 documents in seven languages and every relation label", () => {
    expect(docs.length).toBeGreaterThanOrEqual(60);
    expect(new Set(docs.map((d) => d.lang))).toEqual(new Set(["en", "de", "es", "fr", "it", "nl", "pt"]));
    const labels = new Set(docs.flatMap((d) => d.relations.map((r) => r.label)));
    for (const l of RELATION_LABELS) expect(labels, l).toContain(l);
  });

  it("parses marks, groups and relations; refuses a relation to an unknown group", () => {
    const [doc] = parseDevFile("### x-1 | note | batch\n[[Ann Lee|NAME|p1]] (DOB [[1/2/1990|DOB|d1]])\n@rel p1 DOB d1\n", "en");
    expect(doc).toMatchObject({ id: "x-1", genre: "note", batch: true, text: "Ann Lee (DOB 1/2/1990)" });
    expect(doc!.mentions.map((m) => [m.start, m.end, m.group])).toEqual([[0, 7, "p1"], [13, 21, "d1"]]);
    expect(() => parseDevFile("### x-2\n[[Ann|NAME|p1]]\n@rel p1 DOB d9\n", "en")).toThrow(/unknown group/);
  });
});

describe("combined coreference and relations on the gold mentions", () => {
  it("keep pairwise coreference F1 >= 0.90 and relation F1 >= 0.80, every label >= 0.70", () => {
    const coref = zero();
    const relations = zero();
    const perLabel: Record<string, ReturnType<typeof zero>> = {};
    for (const doc of docs) {
      const mentions = goldMentions(doc);
      const g = groupMentions(doc.text, mentions, { mode: "combined", relations: true });
      const pred: Prediction = { entities: mentions.map((m, i) => ({ start: m.start, end: m.end, group: g.clusters[i]!.key })), relations: [] };
      for (const [a, list] of g.relations) for (const r of list) if (a < r.key) pred.relations.push({ a, b: r.key, label: r.label });
      const s = scoreDoc(doc, pred);
      addCounts(coref, s.corefPersons);
      addCounts(relations, s.relations);
      for (const [l, c] of Object.entries(s.perLabel)) addCounts((perLabel[l] ??= zero()), c);
    }
    expect(prf(coref).f).toBeGreaterThanOrEqual(0.9);
    expect(prf(relations).f).toBeGreaterThanOrEqual(0.8);
    for (const l of RELATION_LABELS) expect(prf(perLabel[l]!).f, l).toBeGreaterThanOrEqual(0.7);
  });
});
