import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isEntityType } from "../../../src/contract/catalog.js";
import type { SuiteDocument } from "../../../scripts/suites/lib/doc.js";
import { parseTranscripts } from "../../../scripts/suites/chat/transcripts.js";

const jsonl = <T>(path: string): T[] => readFileSync(path, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l) as T);

describe("committed suites", () => {
  it("the structured suite: 2,000+ documents in 7 languages, 5 kinds, 4 casings; gold spans in bounds, apart, catalog types", () => {
    const docs = jsonl<SuiteDocument>("fixtures/suites/structured.jsonl");
    expect(docs.length).toBeGreaterThanOrEqual(2000);
    expect(new Set(docs.map((d) => d.lang))).toEqual(new Set(["en", "de", "es", "fr", "it", "nl", "pt"]));
    expect(new Set(docs.map((d) => d.kind))).toEqual(new Set(["email", "chat", "form", "csv", "log"]));
    expect(new Set(docs.map((d) => d.casing))).toEqual(new Set(["as-is", "lower", "upper", "title"]));
    for (const d of docs) {
      const n = Array.from(d.text).length;
      const spans = [...d.spans, ...d.negatives].sort((a, b) => a.start - b.start);
      spans.forEach((s, k) => {
        expect(s.start >= 0 && s.start < s.end && s.end <= n, d.id).toBe(true);
        if (k > 0) expect(spans[k - 1]!.end <= s.start, d.id).toBe(true);
      });
      for (const s of d.spans) expect(isEntityType(s.label), s.label).toBe(true);
    }
    const cue = docs.flatMap((d) => d.spans).filter((s) => s.cue).length;
    expect(cue).toBeGreaterThan(1000);
    expect(docs.flatMap((d) => d.negatives).length).toBeGreaterThan(100);
  });

  it("the realistic documents: 86 in 7 languages, each value written in its document with a catalog type (or a suite name for it)", () => {
    const docs = jsonl<{ id: string; lang: string; text: string; pii: { value: string; type: string }[] }>("fixtures/suites/realistic.jsonl");
    expect(docs.length).toBe(86);
    expect(new Set(docs.map((d) => d.id)).size).toBe(docs.length);
    expect(new Set(docs.map((d) => d.lang))).toEqual(new Set(["en", "de", "es", "fr", "it", "nl", "pt"]));
    expect(docs.filter((d) => d.pii.length === 0)).toHaveLength(10);
    // the writer's names for three types: CREDIT_DEBIT_CARD (CREDIT_CARD), CARD_EXPIRATION, MAC_ADDRESS (NUMERICAL_PII)
    const aliases = new Set(["CREDIT_DEBIT_CARD", "CARD_EXPIRATION", "MAC_ADDRESS"]);
    for (const d of docs) {
      for (const p of d.pii) {
        expect(d.text.includes(p.value), d.id).toBe(true);
        expect(isEntityType(p.type) || aliases.has(p.type), p.type).toBe(true);
      }
    }
  });

  it("the PII-free corpus: 500+ distinct texts in 7 languages and 6 kinds", () => {
    const texts = jsonl<{ id: string; lang: string; kind: string; text: string }>("fixtures/suites/clean.jsonl");
    expect(texts.length).toBeGreaterThanOrEqual(500);
    expect(new Set(texts.map((t) => t.text)).size).toBe(texts.length);
    expect(new Set(texts.map((t) => t.lang)).size).toBe(7);
    expect(new Set(texts.map((t) => t.kind))).toEqual(new Set(["manual", "recipe", "weather", "sports", "software", "chat"]));
  });

  it("the chat-speaker transcripts: 42+ in 7 languages, every label a person type, USERNAME or ROLE, at its place in the text", () => {
    const transcripts = parseTranscripts(readFileSync("fixtures/chat-speakers/transcripts.txt", "utf8"));
    expect(transcripts.length).toBeGreaterThanOrEqual(42);
    expect(new Set(transcripts.map((t) => t.lang))).toEqual(new Set(["en", "de", "es", "fr", "it", "nl", "pt"]));
    expect(new Set(transcripts.map((t) => t.id)).size).toBe(transcripts.length);
    const types = new Set(["NAME", "NAME_GIVEN", "NAME_FAMILY", "USERNAME", "ROLE"]);
    for (const t of transcripts) {
      expect(t.labels.length, t.id).toBeGreaterThan(0);
      expect(t.text.includes("[["), t.id).toBe(false);
      for (const l of t.labels) {
        expect(types.has(l.type), `${t.id} ${l.type}`).toBe(true);
        expect(t.text.slice(l.start, l.end)).toBe(l.text);
      }
    }
    const all = transcripts.flatMap((t) => t.labels);
    expect(all.filter((l) => l.type === "ROLE").length).toBeGreaterThan(all.length / 5);
  });
});
