/**
 * GUM's dev split as a coreference set that nothing here was designed on: each document's named
 * person mentions (label person, head PROPN, the outermost of nested ones) with GUM's entity ids as
 * their gold groups, no relations. eval:coref --gum scores person coreference on it with the
 * engine's mentions, the check that a coreference or mention rule holds beyond the hand-written
 * dev set. GUM annotations are CC BY 4.0; the corpus stays in ../shared/datasets.
 */
import { readFileSync } from "node:fs";
import { OffsetMap } from "../../src/engine/text/offsets.js";
import type { DevDoc, GoldMention } from "./devset.js";

interface GumSpan {
  start: number;
  end: number;
  label: string;
  coref: string | null;
  head_upos?: string;
}

export function loadGumDocs(file: string): DevDoc[] {
  const docs: DevDoc[] = [];
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line.trim()) continue;
    const d = JSON.parse(line) as { id: string; text: string; spans: GumSpan[] };
    // GUM offsets are code points; the dev-set scorer works in UTF-16 like the engine's internals
    const map = new OffsetMap(d.text);
    const people = d.spans
      .filter((s) => s.label === "person" && s.head_upos === "PROPN" && s.coref !== null)
      .map((s) => ({ start: map.toUtf16(s.start), end: map.toUtf16(s.end), group: s.coref! }));
    const outermost = people.filter((s) => !people.some((o) => o !== s && o.start <= s.start && o.end >= s.end && (o.start !== s.start || o.end !== s.end)));
    outermost.sort((a, b) => a.start - b.start);
    const mentions: GoldMention[] = outermost.map((s) => {
      const text = d.text.slice(s.start, s.end);
      return { start: s.start, end: s.end, text, type: text.includes(" ") ? "NAME" : "NAME_GIVEN", group: s.group };
    });
    if (mentions.length > 1) docs.push({ id: d.id, lang: "en", genre: "gum", batch: false, text: d.text, mentions, relations: [] });
  }
  return docs;
}
