/**
 * Placeholder numbers that count across a whole file (`pii redact --numbering file`): one value
 * keeps its [TYPE_n] from record to record, and two values never share one. Per record (the
 * default) every row's customer is [NAME_1] and a redacted export can no longer tell people apart
 * or follow a thread (sixth exploratory test: a Slack export, an orders CSV, a club member list).
 *
 * The engine numbers each record on its own (markers.ts); this renumbers the records' results in
 * file order, as the CLI writes them, so the numbers do not depend on which record finished first.
 * A record's placeholder (TYPE and its number in the record) is one entity there (a coreference
 * cluster: "Maria Jensen" and "Maria"); across records an entity is known by the case-folded text
 * of any of its mentions, per type. The first text seen keeps a number; a mention whose text an
 * earlier record's entity had ("Maria" after "Maria Jensen") takes that entity's number.
 */
import type { ProcessResult, ProcessedEntity } from "../contract/types.js";

const NUMBERED = /^(.+)_(\d+)$/;

export class FileNumbering {
  /** TYPE\0folded text -> the file's number for it. */
  private readonly numbers = new Map<string, number>();
  /** TYPE -> the last number given. */
  private readonly counters = new Map<string, number>();

  /** The results of one record (its inputs in order) with file-wide numbers; records in file order. */
  renumber(results: readonly ProcessResult[]): ProcessResult[] {
    // the record's placeholder (TYPE_n) -> the file's number, decided from every mention first
    const local = new Map<string, number>();
    const mentions = new Map<string, ProcessedEntity[]>();
    for (const r of results) {
      for (const e of r.entities) {
        const m = NUMBERED.exec(e.processed_text);
        if (!m) continue;
        const list = mentions.get(e.processed_text);
        if (list) list.push(e);
        else mentions.set(e.processed_text, [e]);
      }
    }
    // numbers given in this record, per type: two entities the engine told apart stay apart
    const used = new Set<string>();
    for (const [placeholder, list] of mentions) {
      const type = NUMBERED.exec(placeholder)![1]!;
      const keys = list.map((e) => `${type}\u0000${fold(e.text)}`);
      const known = keys.map((k) => this.numbers.get(k)).find((n) => n !== undefined && !used.has(`${type}\u0000${n}`));
      const n = known ?? this.next(type);
      for (const k of keys) if (!this.numbers.has(k)) this.numbers.set(k, n);
      used.add(`${type}\u0000${n}`);
      local.set(placeholder, n);
    }
    if (local.size === 0) return [...results];
    return results.map((r) => rewrite(r, local));
  }

  private next(type: string): number {
    const n = (this.counters.get(type) ?? 0) + 1;
    this.counters.set(type, n);
    return n;
  }
}

/** Case-folded, blanks collapsed: "Maria  JENSEN" and "maria jensen" are one person's. */
function fold(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
}

/** One result with each numbered placeholder's number replaced, the processed offsets moved to match. */
function rewrite(result: ProcessResult, local: ReadonlyMap<string, number>): ProcessResult {
  const order = result.entities.map((_, i) => i).sort((a, b) => result.entities[a]!.location.stt_idx_processed - result.entities[b]!.location.stt_idx_processed);
  const text = result.processed_text;
  const pieces: string[] = [];
  const entities = [...result.entities];
  let cursor = 0; // UTF-16 in the old text
  let cp = 0; // code points of the old text before cursor
  let shift = 0; // code points added so far
  for (const i of order) {
    const e = result.entities[i]!;
    const m = NUMBERED.exec(e.processed_text);
    const n = m ? local.get(e.processed_text) : undefined;
    const { stt_idx_processed: start, end_idx_processed: end } = e.location;
    // walk the old text to the placeholder's start, in code points
    const startUnit = advance(text, cursor, cp, start);
    pieces.push(text.slice(cursor, startUnit));
    const endUnit = advance(text, startUnit, start, end);
    const old = text.slice(startUnit, endUnit);
    const label = n === undefined ? e.processed_text : `${m![1]}_${n}`;
    const replaced = n === undefined || old !== `[${e.processed_text}]` ? old : `[${label}]`;
    pieces.push(replaced);
    const delta = replaced.length - old.length; // placeholders are ASCII: units are code points
    entities[i] = {
      ...e,
      processed_text: replaced === old ? e.processed_text : label,
      location: { ...e.location, stt_idx_processed: start + shift, end_idx_processed: end + shift + delta },
    };
    shift += delta;
    cursor = endUnit;
    cp = end;
  }
  pieces.push(text.slice(cursor));
  return { ...result, processed_text: pieces.join(""), entities };
}

/** The UTF-16 index `to` code points into `text`, walking from `unit` (which is `at` code points in). */
function advance(text: string, unit: number, at: number, to: number): number {
  let u = unit;
  for (let c = at; c < to && u < text.length; c++) {
    const code = text.charCodeAt(u);
    u += code >= 0xd800 && code <= 0xdbff && u + 1 < text.length ? 2 : 1;
  }
  return u;
}
