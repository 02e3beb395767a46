/**
 * Map-file options that prepare a corpus document for scoring, and the text variants the
 * evaluation feeds the engine. All offsets are code points, end exclusive, as in the corpora.
 *
 * A map file (scripts/maps/*.json) is the label map (gold label -> our types, null = not scored)
 * plus optional keys that start with "$", applied in this order:
 *
 *   "$joinAtMentions": true   "@ handle" (a lone '@' token, as token corpora detokenise mentions)
 *                             becomes "@handle" in the text the engine sees; gold offsets follow.
 *                             Real posts never carry the space (btc).
 *   "$filter": {field: [v]}   keep only the gold spans whose `field` is one of the values
 *                             (gum: head_upos PROPN, i.e. named mentions).
 *   "$rename": {from: to}     rename gold labels (gum: person -> PER, ...).
 *   "$relabel": [...]         split a label by the span's text (see GoldRelabel in score.ts).
 *   "$trim": {leading, trailing}  regular expressions (case-blind) cut from the start/end of every
 *                             gold span and every prediction; a gold span left empty is dropped, a
 *                             prediction left empty is kept whole (europeana: OCR tokens carry
 *                             their punctuation, 'Dalfsen,'; gum: mentions start with 'the').
 *   "$outermost": true        of nested gold spans only the outermost are recall targets; the inner
 *                             ones stay as gold that makes a prediction on them right (gum nests
 *                             'Durham' inside 'Durham University'). The engine outputs no nested
 *                             entities: counting inner spans as targets would count 'Durham' as
 *                             missed when 'Durham University' is found, and dropping them would
 *                             count a LOCATION on 'Durham' as wrong.
 *   "$handles": [types]       a gold span that is an @handle (starts with '@' or follows one) is
 *                             also found by a prediction of these types, whatever its label
 *                             (wnut17, btc: USERNAME or NAME on '@SportsCenter' finds the ORG).
 *   "$skipHandles": true      @handles are no recall targets (a prediction on one is still right):
 *                             the names-only view of a social corpus, where the USERNAME detector
 *                             would otherwise carry most of the person recall (btc.names.json).
 *   "$person": [labels]       the gold labels reported together in the PERSON columns.
 *   "$comment": "..."         ignored.
 */
import { relabelGold, type GoldRelabel, type GoldSpan, type LabelMap } from "./score.js";

export interface MapOptions {
  joinAtMentions?: boolean;
  filter?: Record<string, string[]>;
  rename?: Record<string, string>;
  trim?: { leading?: string; trailing?: string };
  outermost?: boolean;
  handles?: string[];
  skipHandles?: boolean;
  person?: string[];
}

export interface MapFile {
  map: LabelMap;
  relabel: GoldRelabel[];
  options: MapOptions;
}

/** A gold span as the corpora store it: extra fields (head_upos, coref) may be filtered on. */
export type CorpusSpan = GoldSpan & Record<string, unknown>;

const OPTION_KEYS: Record<string, keyof MapOptions | null> = {
  $joinAtMentions: "joinAtMentions",
  $filter: "filter",
  $rename: "rename",
  $trim: "trim",
  $outermost: "outermost",
  $handles: "handles",
  $skipHandles: "skipHandles",
  $person: "person",
  $comment: null,
  $relabel: null,
};

/** Split a map file into the label map, the relabel rules and the options; unknown "$" keys are an error. */
export function parseMapOptions(json: Record<string, unknown>): MapFile {
  const map: LabelMap = {};
  const options: MapOptions = {};
  for (const [key, value] of Object.entries(json)) {
    if (!key.startsWith("$")) {
      if (value !== null && !(Array.isArray(value) && value.every((t) => typeof t === "string"))) {
        throw new Error(`map label ${key}: expected a list of types or null`);
      }
      map[key] = value as string[] | null;
      continue;
    }
    if (!(key in OPTION_KEYS)) throw new Error(`unknown map option ${key} (known: ${Object.keys(OPTION_KEYS).join(", ")})`);
    const name = OPTION_KEYS[key];
    if (name) (options as Record<string, unknown>)[name] = value;
  }
  return { map, relabel: (json.$relabel as GoldRelabel[] | undefined) ?? [], options };
}

/** Lower- or upper-case a text one code point at a time, keeping a code point whose case mapping
 * has another length ('ß' -> 'SS', 'İ' -> 'i̇'), so that gold offsets stay valid. */
export function recase(text: string, mode: "lower" | "upper" | undefined): string {
  if (!mode) return text;
  let out = "";
  for (const c of text) {
    const m = mode === "lower" ? c.toLowerCase() : c.toUpperCase();
    out += m.length === c.length && [...m].length === 1 ? m : c;
  }
  return out;
}

const wordChar = /[\p{L}\p{N}_]/u;
const isHandleAt = (cp: readonly string[], at: number) =>
  cp[at] === "@" && (at === 0 || !/[\p{L}\p{N}_.]/u.test(cp[at - 1]!));

/** Remove the space of "@ handle" when '@' stands alone; returns the new code points and an old -> new offset map. */
export function joinAtMentions(cp: readonly string[]): { cp: string[]; offset: (old: number) => number } {
  const removed: number[] = [];
  for (let i = 1; i + 1 < cp.length; i++) {
    if (cp[i] === " " && isHandleAt(cp, i - 1) && wordChar.test(cp[i + 1]!)) removed.push(i);
  }
  if (removed.length === 0) return { cp: [...cp], offset: (o) => o };
  const drop = new Set(removed);
  const out = cp.filter((_, i) => !drop.has(i));
  const offset = (old: number) => {
    // removed positions before `old`
    let lo = 0;
    let hi = removed.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (removed[mid]! < old) lo = mid + 1;
      else hi = mid;
    }
    return old - lo;
  };
  return { cp: out, offset };
}

const compiled = new Map<string, RegExp>();
function regex(source: string, anchor: "start" | "end"): RegExp {
  const key = `${anchor}\u0000${source}`;
  let r = compiled.get(key);
  if (!r) compiled.set(key, (r = new RegExp(anchor === "start" ? `^(?:${source})` : `(?:${source})$`, "iu")));
  return r;
}

/** The span with the trim patterns cut from its ends, or null when nothing is left. */
export function trimSpan<T extends { start: number; end: number }>(cp: readonly string[], span: T, trim: MapOptions["trim"]): T | null {
  if (!trim) return span;
  let { start, end } = span;
  const text = cp.slice(start, end).join("");
  let body = text;
  if (trim.leading) {
    const m = regex(trim.leading, "start").exec(body);
    if (m) {
      start += [...m[0]].length;
      body = body.slice(m[0].length);
    }
  }
  if (trim.trailing) {
    const m = regex(trim.trailing, "end").exec(body);
    if (m) end -= [...m[0]].length;
  }
  if (end <= start) return null;
  return start === span.start && end === span.end ? span : { ...span, start, end };
}

/** Mark every span that lies inside a strictly larger one as `inner` (spans of equal extent are both outer). */
export function markNested<T extends GoldSpan>(spans: readonly T[]): T[] {
  return spans.map((s) =>
    spans.some((t) => t.start <= s.start && s.end <= t.end && t.end - t.start > s.end - s.start) ? { ...s, inner: true } : s,
  );
}

export interface PreparedDocument {
  /** The text the engine sees (before any case variant). */
  text: string;
  /** Its code points. */
  codePoints: string[];
  /** Gold spans for scoring: filtered, renamed, relabelled, trimmed; `accept` set on @handles. */
  gold: GoldSpan[];
  /** Gold spans the $relabel rules moved, by new label. */
  relabelled: Record<string, number>;
}

/** Apply a map file's options to one corpus document (see the file header for the order). */
export function prepareDocument(text: string, spans: readonly CorpusSpan[], mapFile: MapFile): PreparedDocument {
  const { options, relabel } = mapFile;
  let cp = [...text];
  let gold: GoldSpan[] = spans
    .filter((s) => !options.filter || Object.entries(options.filter).every(([field, values]) => values.includes(String(s[field]))))
    .map((s) => ({ start: s.start, end: s.end, label: options.rename?.[s.label] ?? s.label }));
  if (options.joinAtMentions) {
    const joined = joinAtMentions(cp);
    cp = joined.cp;
    gold = gold.map((g) => ({ ...g, start: joined.offset(g.start), end: joined.offset(g.end) }));
  }
  const relabelled: Record<string, number> = {};
  if (relabel.length) {
    const before = gold.map((g) => g.label);
    gold = relabelGold(cp.join(""), gold, relabel);
    gold.forEach((g, i) => {
      if (g.label !== before[i]) relabelled[g.label] = (relabelled[g.label] ?? 0) + 1;
    });
  }
  if (options.trim) gold = gold.map((g) => trimSpan(cp, g, options.trim)).filter((g): g is GoldSpan => g !== null);
  if (options.outermost) gold = markNested(gold);
  if (options.handles?.length || options.skipHandles) {
    const accept = options.handles ?? [];
    const skip = options.skipHandles === true;
    gold = gold.map((g) =>
      isHandleAt(cp, g.start) || (g.start > 0 && isHandleAt(cp, g.start - 1))
        ? { ...g, ...(accept.length ? { accept } : {}), ...(skip ? { inner: true } : {}) }
        : g,
    );
  }
  return { text: options.joinAtMentions ? cp.join("") : text, codePoints: cp, gold, relabelled };
}

/** Predictions with the map's trim applied (a prediction that would become empty stays whole). */
export function trimPredictions<T extends { start: number; end: number }>(cp: readonly string[], predicted: readonly T[], options: MapOptions): T[] {
  if (!options.trim) return [...predicted];
  return predicted.map((p) => trimSpan(cp, p, options.trim) ?? p);
}
