/**
 * Scoring of predicted entities against gold spans (code-point offsets, end exclusive).
 *
 * Overlap match, per gold label: a gold span is found when a predicted entity of an accepted type
 * overlaps it; a prediction of an accepted type is correct when it overlaps a gold span of that
 * label. A prediction "is of" type T when T is its best_label, one of its labels, or an ancestor
 * of its best_label (a LOCATION_CITY prediction counts for a gold LOCATION).
 * Leak rate: the share of gold PII characters (any mapped label) not covered by any prediction,
 * i.e. what would stay readable after redaction.
 */
import { ancestors } from "../../src/contract/catalog.js";

export interface GoldSpan {
  start: number;
  end: number;
  label: string;
}

export interface PredictedSpan {
  start: number;
  end: number;
  best_label: string;
  labels: Record<string, number>;
}

/** Gold label -> the catalog types that count as finding it; null means "not scored". */
export type LabelMap = Record<string, string[] | null>;

export interface TypeCounts {
  gold: number;
  found: number;
  predicted: number;
  correct: number;
  exact: number;
}

export interface Score {
  perLabel: Record<string, TypeCounts>;
  goldChars: number;
  leakedChars: number;
}

export function emptyScore(): Score {
  return { perLabel: {}, goldChars: 0, leakedChars: 0 };
}

function typesOf(p: PredictedSpan): Set<string> {
  return new Set([p.best_label, ...Object.keys(p.labels), ...ancestors(p.best_label)]);
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;

/** Add one document's gold and predictions to the running score. */
export function scoreDocument(score: Score, gold: readonly GoldSpan[], predicted: readonly PredictedSpan[], map: LabelMap): void {
  const scored = gold.filter((g) => map[g.label]);
  const predTypes = predicted.map(typesOf);
  for (const label of new Set(scored.map((g) => g.label).concat(Object.keys(map).filter((l) => map[l])))) {
    const accepted = new Set(map[label]!);
    const counts = (score.perLabel[label] ??= { gold: 0, found: 0, predicted: 0, correct: 0, exact: 0 });
    const goldOfLabel = scored.filter((g) => g.label === label);
    const preds = predicted.filter((_, i) => [...predTypes[i]!].some((t) => accepted.has(t)));
    counts.gold += goldOfLabel.length;
    counts.predicted += preds.length;
    for (const g of goldOfLabel) {
      if (preds.some((p) => overlaps(p, g))) counts.found++;
      if (preds.some((p) => p.start === g.start && p.end === g.end)) counts.exact++;
    }
    for (const p of preds) if (goldOfLabel.some((g) => overlaps(p, g))) counts.correct++;
  }
  // leak: characters of scored gold spans that no prediction covers
  const covered = new Set<number>();
  for (const p of predicted) for (let i = p.start; i < p.end; i++) covered.add(i);
  const goldChars = new Set<number>();
  for (const g of scored) for (let i = g.start; i < g.end; i++) goldChars.add(i);
  score.goldChars += goldChars.size;
  for (const i of goldChars) if (!covered.has(i)) score.leakedChars++;
}

export interface Metrics {
  precision: number;
  recall: number;
  f1: number;
}

export function metrics(c: TypeCounts): Metrics {
  const precision = c.predicted === 0 ? (c.gold === 0 ? 1 : 0) : c.correct / c.predicted;
  const recall = c.gold === 0 ? 1 : c.found / c.gold;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}

/** Micro-average over the labels given. */
export function total(score: Score, labels: readonly string[]): TypeCounts {
  const t: TypeCounts = { gold: 0, found: 0, predicted: 0, correct: 0, exact: 0 };
  for (const l of labels) {
    const c = score.perLabel[l];
    if (!c) continue;
    t.gold += c.gold;
    t.found += c.found;
    t.predicted += c.predicted;
    t.correct += c.correct;
    t.exact += c.exact;
  }
  return t;
}
