/**
 * Scoring of the realistic-documents suite (fixtures/suites/realistic.jsonl): each document lists
 * its personal values as they are written in it (value and type, no offsets). A value is
 *   - whole when every letter and digit of one of its occurrences lies inside some entity,
 *   - partial when some but not all do (the leak the issue calls "partly in clear"),
 *   - missed when none do.
 * Any entity counts, whatever its type: redaction replaces every entity. Documents without values
 * are PII-free: they count as flagged when an entity of a false-alarm type (clean/score.ts) is in
 * them. Offsets are code points, as the engine reports them. Pure: no I/O, never any text out.
 */
import { FALSE_ALARM_TYPES } from "../clean/score.js";

export interface RealisticDoc {
  id: string;
  lang: string;
  domain: string;
  text: string;
  pii: { value: string; type: string }[];
}

export interface Prediction {
  start: number;
  end: number;
  best_label: string;
}

export interface Tally {
  gold: number;
  whole: number;
  partial: number;
  missed: number;
  /** Letters and digits of the values (their best occurrence), and those left in clear. */
  chars: number;
  clearChars: number;
}

export interface RealisticScore {
  overall: Tally;
  perType: Record<string, Tally>;
  perLang: Record<string, Tally>;
  /** Ids of the documents with a value missed or partly in clear, per type. */
  leaks: Record<string, string[]>;
  clean: { texts: number; flagged: number; ids: string[] };
}

const emptyTally = (): Tally => ({ gold: 0, whole: 0, partial: 0, missed: 0, chars: 0, clearChars: 0 });
export const emptyRealisticScore = (): RealisticScore => ({ overall: emptyTally(), perType: {}, perLang: {}, leaks: {}, clean: { texts: 0, flagged: 0, ids: [] } });

const ALNUM = /[\p{L}\p{N}]/u;

/** Scores one document's predictions into `score`. */
export function scoreRealisticDoc(score: RealisticScore, doc: RealisticDoc, predictions: readonly Prediction[]): void {
  const points = Array.from(doc.text);
  if (doc.pii.length === 0) {
    score.clean.texts++;
    if (predictions.some((p) => FALSE_ALARM_TYPES.has(p.best_label))) {
      score.clean.flagged++;
      score.clean.ids.push(doc.id);
    }
    return;
  }
  const covered = new Uint8Array(points.length);
  for (const p of predictions) for (let i = Math.max(0, p.start); i < Math.min(points.length, p.end); i++) covered[i] = 1;
  for (const { value, type } of doc.pii) {
    const best = bestOccurrence(doc.text, points, covered, value);
    for (const t of [score.overall, (score.perType[type] ??= emptyTally()), (score.perLang[doc.lang] ??= emptyTally())]) {
      t.gold++;
      t.chars += best.chars;
      t.clearChars += best.chars - best.covered;
      if (best.chars > 0 && best.covered === best.chars) t.whole++;
      else if (best.covered > 0) t.partial++;
      else t.missed++;
    }
    if (!(best.chars > 0 && best.covered === best.chars)) {
      const ids = (score.leaks[type] ??= []);
      if (!ids.includes(doc.id)) ids.push(doc.id);
    }
  }
}

/** The occurrence of `value` with the most of its letters and digits covered (a value absent from the text counts as missed). */
function bestOccurrence(text: string, points: readonly string[], covered: Uint8Array, value: string): { chars: number; covered: number } {
  const valuePoints = Array.from(value);
  const chars = valuePoints.filter((c) => ALNUM.test(c)).length;
  let best = { chars, covered: -1 };
  for (let at = text.indexOf(value); at !== -1; at = text.indexOf(value, at + 1)) {
    const start = Array.from(text.slice(0, at)).length;
    let n = 0;
    for (let k = 0; k < valuePoints.length; k++) if (ALNUM.test(points[start + k]!) && covered[start + k]) n++;
    if (n > best.covered) best = { chars, covered: n };
  }
  return { chars, covered: Math.max(0, best.covered) };
}
