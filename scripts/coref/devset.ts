/**
 * The hand-written coreference and relations dev set (fixtures/coref-relations/*.txt).
 *
 * One file per language; documents start with a header line and end at the next one:
 *
 *   ### en-clinic-01 | clinical
 *   ### en-chat-02 | chat | batch          (batch: each line is one input, analysed with link_batch)
 *   Patient [[Michael Carter|NAME|p1]] (DOB [[10/20/1975|DOB|d1]]) ...
 *   @rel p1 DOB d1
 *   @rel p1 KINSHIP p2
 *
 * A mention is [[surface|TYPE|group]] (group optional: a singleton). TYPE is the engine's label
 * the mention should get; mentions with one group are one entity. `@rel A LABEL B` lines give the
 * gold relations between groups (person group first; KINSHIP between two person groups).
 * Lines starting with "#" (but not "###") are comments.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ancestors } from "../../src/contract/catalog.js";
import { normalisedValue } from "../../src/engine/coref/heuristic.js";
import type { GroupMention } from "../../src/engine/coref/index.js";

export const RELATION_LABELS = [
  "DOB", "AGE", "KINSHIP", "ORIGIN", "LOCATION", "CONTACT", "IDENTIFIER", "AFFILIATION", "OCCUPATION", "HEALTH",
] as const;
export type Label = (typeof RELATION_LABELS)[number];

export interface GoldMention {
  /** UTF-16 offsets into the document text. */
  start: number;
  end: number;
  text: string;
  type: string;
  group: string;
}

export interface GoldRelation {
  a: string;
  b: string;
  label: Label;
}

export interface DevDoc {
  id: string;
  lang: string;
  genre: string;
  /** Each line is one input, analysed with link_batch. */
  batch: boolean;
  text: string;
  mentions: GoldMention[];
  relations: GoldRelation[];
}

const MENTION = /\[\[([^|\]]+)\|([A-Z_]+)(?:\|([A-Za-z0-9_-]+))?\]\]/g;

export function parseDevFile(source: string, lang: string, file = "<text>"): DevDoc[] {
  const docs: DevDoc[] = [];
  const blocks = source.split(/^### /m).slice(1);
  for (const block of blocks) {
    const lines = block.split("\n");
    const header = lines[0]!.split("|").map((s) => s.trim());
    const [id, genre = "other", ...flags] = header;
    const body: string[] = [];
    const rels: GoldRelation[] = [];
    for (const line of lines.slice(1)) {
      if (line.startsWith("@rel ")) {
        const [a, label, b] = line.slice(5).trim().split(/\s+/);
        if (!a || !b || !(RELATION_LABELS as readonly string[]).includes(label ?? "")) throw new Error(`${file} ${id}: bad relation line`);
        rels.push({ a, b, label: label as Label });
      } else if (line.startsWith("#")) continue;
      else body.push(line);
    }
    while (body.length > 0 && body[body.length - 1]!.trim() === "") body.pop();
    while (body.length > 0 && body[0]!.trim() === "") body.shift();
    const marked = body.join("\n");
    let text = "";
    const mentions: GoldMention[] = [];
    let last = 0;
    let auto = 0;
    for (const m of marked.matchAll(MENTION)) {
      text += marked.slice(last, m.index);
      const start = text.length;
      text += m[1]!;
      mentions.push({ start, end: text.length, text: m[1]!, type: m[2]!, group: m[3] ?? `_s${auto++}` });
      last = m.index! + m[0].length;
    }
    text += marked.slice(last);
    if (text.includes("[[") || text.includes("]]")) throw new Error(`${file} ${id}: unclosed mention markup`);
    const groups = new Set(mentions.map((m) => m.group));
    for (const r of rels) {
      if (!groups.has(r.a) || !groups.has(r.b)) throw new Error(`${file} ${id}: relation names an unknown group (${r.a} ${r.label} ${r.b})`);
    }
    docs.push({ id: id!, lang, genre, batch: flags.includes("batch"), text, mentions, relations: rels });
  }
  return docs;
}

export function loadDevSet(dir: string): DevDoc[] {
  const out: DevDoc[] = [];
  for (const f of readdirSync(dir).filter((f) => f.endsWith(".txt")).sort()) {
    out.push(...parseDevFile(readFileSync(join(dir, f), "utf8"), f.replace(/\.txt$/, ""), f));
  }
  const ids = new Set<string>();
  for (const d of out) {
    if (ids.has(d.id)) throw new Error(`duplicate document id ${d.id}`);
    ids.add(d.id);
  }
  return out;
}

/** A document's gold mentions as the engine's entities reach coreference: type, its ancestors and the normalised value. */
export function goldMentions(doc: DevDoc): GroupMention[] {
  return doc.mentions.map((m) => ({
    start: m.start,
    end: m.end,
    best: m.type,
    text: m.text,
    value: normalisedValue(m.text, undefined),
    labels: Object.fromEntries([m.type, ...ancestors(m.type)].map((l) => [l, 1])),
  }));
}
