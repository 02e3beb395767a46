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
  /** Types that find this span besides its label's (an @handle: USERNAME or NAME, see gold.ts). */
  accept?: readonly string[];
  /** No recall target, and outside the unredacted share, but a prediction on it is right: a span
   * inside a larger gold span (nested mentions, gold.ts "$outermost"), or an @handle left out of
   * a names-only view ("$skipHandles"). */
  inner?: boolean;
}

export interface PredictedSpan {
  start: number;
  end: number;
  best_label: string;
  labels: Record<string, number>;
}

/** Gold label -> the catalog types that count as finding it; null means "not scored". */
export type LabelMap = Record<string, string[] | null>;

/**
 * A gold label whose spans mean two things, split by their text before scoring: presidio_synth's
 * TITLE holds both job titles (OCCUPATION in our catalog) and honorifics ("Mr.", "Dr."), which
 * the interface's catalog leaves out on purpose (NAME is "a person's name, without titles", and
 * no type covers honorifics). Spans of `label` whose whole text matches `pattern` (case-blind)
 * get label `as`, which the map may leave unscored.
 */
export interface GoldRelabel {
  label: string;
  pattern: string;
  as: string;
}

/**
 * A map file: the label map, plus an optional "$relabel" list applied to gold spans first. The
 * other "$" keys are options read by gold.ts (parseMapOptions); they are never labels.
 */
export function parseMapFile(json: Record<string, unknown>): { map: LabelMap; relabel: GoldRelabel[] } {
  const map = Object.fromEntries(Object.entries(json).filter(([k]) => !k.startsWith("$")));
  return { map: map as LabelMap, relabel: (json.$relabel as GoldRelabel[] | undefined) ?? [] };
}

/** Each rule's pattern compiled once: relabelGold runs for every document of a corpus. */
const compiledRules = new WeakMap<GoldRelabel, RegExp>();
const ruleRegex = (r: GoldRelabel): RegExp => {
  let regex = compiledRules.get(r);
  if (!regex) compiledRules.set(r, (regex = new RegExp(`^(?:${r.pattern})$`, "iu")));
  return regex;
};

/** Gold spans with the relabel rules applied (code-point offsets into `text`). */
export function relabelGold(text: string, gold: readonly GoldSpan[], rules: readonly GoldRelabel[]): GoldSpan[] {
  if (rules.length === 0) return [...gold];
  const codePoints = [...text];
  return gold.map((g) => {
    const rule = rules.find((r) => r.label === g.label && ruleRegex(r).test(codePoints.slice(g.start, g.end).join("")));
    return rule ? { ...g, label: rule.as } : g;
  });
}

export interface TypeCounts {
  gold: number;
  found: number;
  predicted: number;
  correct: number;
  exact: number;
}

export interface Score {
  perLabel: Record<string, TypeCounts>;
  /** The gold labels named as people, taken together (scoreDocument's `person`); absent when none are named. */
  person?: TypeCounts;
  goldChars: number;
  leakedChars: number;
}

export function emptyScore(): Score {
  return { perLabel: {}, goldChars: 0, leakedChars: 0 };
}

const zero = (): TypeCounts => ({ gold: 0, found: 0, predicted: 0, correct: 0, exact: 0 });

function typesOf(p: PredictedSpan): Set<string> {
  return new Set([p.best_label, ...Object.keys(p.labels), ...ancestors(p.best_label)]);
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;

/**
 * Add one document's gold and predictions to the running score.
 *
 * Recall is per gold label. A prediction is correct when it overlaps a gold span of any scored
 * label whose accepted types it carries: several gold labels may accept the same types (PTName,
 * HCPName and RelativeProxyName all accept NAME), and a NAME on a doctor's name is right whichever
 * row lists it. A gold span's own `accept` types find it too (@handles); such a prediction counts
 * as one of its label's predictions only where it overlaps such a span, so a USERNAME elsewhere is
 * not scored. The micro-average counts each prediction once.
 *
 * `person` (the map's "$person" labels) adds the PERSON figures: recall over the gold spans of
 * those labels; precision over the predictions of a type they accept, correct only when they
 * overlap a person's gold span (a NAME on an organisation is wrong here, unlike in the rows).
 */
export function scoreDocument(
  score: Score,
  gold: readonly GoldSpan[],
  predicted: readonly PredictedSpan[],
  map: LabelMap,
  person?: readonly string[],
): void {
  const scored = gold.filter((g) => map[g.label]);
  const predTypes = predicted.map(typesOf);
  const accepts = (label: string, types: Set<string>) => map[label]!.some((t) => types.has(t));
  const acceptsGold = (g: GoldSpan, types: Set<string>) => accepts(g.label, types) || (g.accept?.some((t) => types.has(t)) ?? false);
  const finds = (i: number, g: GoldSpan) => overlaps(predicted[i]!, g) && acceptsGold(g, predTypes[i]!);
  const isExact = (i: number, g: GoldSpan) => predicted[i]!.start === g.start && predicted[i]!.end === g.end && acceptsGold(g, predTypes[i]!);
  const indices = predicted.map((_, i) => i);
  const correct = indices.map((i) => scored.some((g) => finds(i, g)));
  const micro = (score.perLabel[MICRO] ??= zero());
  const scoredLabels = Object.keys(map).filter((l) => map[l]);
  const addRecall = (counts: TypeCounts, targets: readonly GoldSpan[]) => {
    for (const g of targets) {
      counts.gold++;
      if (indices.some((i) => finds(i, g))) counts.found++;
      if (indices.some((i) => isExact(i, g))) counts.exact++;
    }
  };
  for (const label of scoredLabels) {
    const counts = (score.perLabel[label] ??= zero());
    const ofLabel = scored.filter((g) => g.label === label);
    const preds = indices.filter((i) => accepts(label, predTypes[i]!) || ofLabel.some((g) => g.accept && finds(i, g)));
    const targets = ofLabel.filter((g) => !g.inner);
    addRecall(counts, targets);
    addRecall(micro, targets);
    counts.predicted += preds.length;
    for (const i of preds) if (correct[i]) counts.correct++;
  }
  for (const i of indices) {
    if (!correct[i] && !scoredLabels.some((l) => accepts(l, predTypes[i]!))) continue;
    micro.predicted++;
    if (correct[i]) micro.correct++;
  }
  if (person?.length) {
    const counts = (score.person ??= zero());
    const personLabels = person.filter((l) => map[l]);
    const personGold = scored.filter((g) => personLabels.includes(g.label));
    addRecall(counts, personGold.filter((g) => !g.inner));
    for (const i of indices) {
      const right = personGold.some((g) => finds(i, g));
      if (!right && !personLabels.some((l) => accepts(l, predTypes[i]!))) continue;
      counts.predicted++;
      if (right) counts.correct++;
    }
  }
  // leak: characters of scored gold spans (recall targets) that no prediction covers
  const covered = new Set<number>();
  for (const p of predicted) for (let i = p.start; i < p.end; i++) covered.add(i);
  const goldChars = new Set<number>();
  for (const g of scored) if (!g.inner) for (let i = g.start; i < g.end; i++) goldChars.add(i);
  score.goldChars += goldChars.size;
  for (const i of goldChars) if (!covered.has(i)) score.leakedChars++;
}

/** Key of the micro-average row in Score.perLabel. */
export const MICRO = "\u0000micro";

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

/** Micro-average: every gold span once, every prediction of a scored type once. */
export function total(score: Score): TypeCounts {
  return score.perLabel[MICRO] ?? { gold: 0, found: 0, predicted: 0, correct: 0, exact: 0 };
}
