/**
 * Scoring of the structured suite (pure: documents and predicted entities in, counts out).
 *
 * - A gold value is FOUND when a predicted entity of an accepted type overlaps it (the type itself,
 *   a more specific one from the catalog, e.g. DOB for DATE; for LOCATION_ADDRESS also its parts
 *   and place types); EXACT when one accepted entity has exactly its span.
 * - A gold value is PARTIALLY REDACTED when some but not all of its letters and digits are
 *   covered by predicted entities of any type (a name inside an email, the time of a date-time left
 *   out...): what a reader would see in clear after redaction. A value with nothing covered is a
 *   miss, not a partial.
 * - PRECISION counts the predicted entities of structured types (SCORED_PREDICTIONS: contextual
 *   types such as NAME, ORGANIZATION or LOCATION_CITY, and TIME/MONEY/DURATION, are not scored):
 *   one is correct when it overlaps a gold value that accepts its type; it is attributed to that
 *   gold's type, otherwise to the type that would accept it (LOCATION_ZIP -> LOCATION_ADDRESS),
 *   otherwise to its own.
 * - NEGATIVES (invalid-check-digit look-alikes) should get no scored prediction; one that does is
 *   counted per negative format (and the prediction is a false positive of its type).
 */
import { ancestors } from "../../../src/contract/catalog.js";

export interface GoldSpanIn {
  start: number;
  end: number;
  label: string;
  format: string;
  cue: boolean;
}
export interface ScoredDocument {
  id: string;
  lang: string;
  kind: string;
  casing: string;
  text: string;
  spans: GoldSpanIn[];
  negatives: { start: number; end: number; format: string }[];
}
export interface Prediction {
  start: number;
  end: number;
  best_label: string;
}

/** Predicted types whose spans are scored for precision. */
export const SCORED_PREDICTIONS = new Set([
  "EMAIL_ADDRESS", "PHONE_NUMBER", "URL", "IP_ADDRESS", "USERNAME", "PASSWORD", "NUMERICAL_PII", "FILENAME",
  "CREDIT_CARD", "CREDIT_CARD_EXPIRATION", "CVV", "BANK_ACCOUNT", "ROUTING_NUMBER", "ACCOUNT_NUMBER",
  "SSN", "PASSPORT_NUMBER", "DRIVER_LICENSE", "HEALTHCARE_NUMBER", "VEHICLE_ID", "ORGANIZATION_ID",
  "DATE", "DOB", "AGE", "LOCATION_ADDRESS", "LOCATION_ADDRESS_STREET", "LOCATION_ZIP", "LOCATION_COORDINATE",
]);

const ADDRESS_PARTS = ["LOCATION_ADDRESS", "LOCATION_ADDRESS_STREET", "LOCATION_ZIP", "LOCATION_CITY", "LOCATION_STATE", "LOCATION_COUNTRY", "LOCATION"];

/** Does a prediction of type `predicted` count for a gold value of type `gold`? */
export function accepts(gold: string, predicted: string): boolean {
  if (predicted === gold) return true;
  if (gold === "LOCATION_ADDRESS") return ADDRESS_PARTS.includes(predicted);
  return ancestors(predicted).includes(gold);
}

/** The row a false-positive prediction is counted under. */
export function rowFor(predicted: string, goldTypes: readonly string[]): string {
  return goldTypes.find((g) => g !== predicted && accepts(g, predicted) && SCORED_PREDICTIONS.has(predicted)) ?? predicted;
}

export interface Counts {
  gold: number;
  found: number;
  exact: number;
  partial: number;
  predicted: number;
  correct: number;
}
export const emptyCounts = (): Counts => ({ gold: 0, found: 0, exact: 0, partial: 0, predicted: 0, correct: 0 });

export interface StructuredScore {
  docs: number;
  perType: Record<string, Counts>;
  perLang: Record<string, Counts>;
  perKind: Record<string, Counts>;
  perCasing: Record<string, Counts>;
  /** Gold counts by cue / no cue. */
  perCue: Record<"cue" | "no cue", Counts>;
  /** Per gold format ("phone:DE:national"): gold, found, exact, partial. */
  perFormat: Record<string, Counts & { label: string }>;
  /** gold type -> predicted type -> count, for gold values found by no accepted type but overlapped by another. */
  confusions: Record<string, Record<string, number>>;
  negatives: { total: number; flagged: number; perFormat: Record<string, { total: number; flagged: number; as: Record<string, number> }> };
  overall: Counts;
}

export function emptyStructuredScore(): StructuredScore {
  return {
    docs: 0,
    perType: {},
    perLang: {},
    perKind: {},
    perCasing: {},
    perCue: { cue: emptyCounts(), "no cue": emptyCounts() },
    perFormat: {},
    confusions: {},
    negatives: { total: 0, flagged: 0, perFormat: {} },
    overall: emptyCounts(),
  };
}

const isAlnum = (ch: string) => /[\p{L}\p{N}]/u.test(ch);
const bump = (table: Record<string, Counts>, key: string) => (table[key] ??= emptyCounts());

/** Adds one document's outcome to the score. Offsets of gold and predictions: code points. */
export function scoreDocument(score: StructuredScore, doc: ScoredDocument, predictions: readonly Prediction[]): void {
  score.docs++;
  const chars = Array.from(doc.text);
  const covered = new Uint8Array(chars.length);
  for (const p of predictions) for (let i = Math.max(0, p.start); i < Math.min(chars.length, p.end); i++) covered[i] = 1;
  const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;

  const rows = (label: string) => [bump(score.perType, label), bump(score.perLang, doc.lang), bump(score.perKind, doc.kind), bump(score.perCasing, doc.casing), score.overall];

  for (const g of doc.spans) {
    const fmt = (score.perFormat[g.format] ??= { ...emptyCounts(), label: g.label });
    const targets = [...rows(g.label), score.perCue[g.cue ? "cue" : "no cue"], fmt];
    const over = predictions.filter((p) => overlaps(p, g));
    const found = over.some((p) => accepts(g.label, p.best_label));
    const exact = over.some((p) => p.start === g.start && p.end === g.end && accepts(g.label, p.best_label));
    let alnum = 0;
    let hit = 0;
    for (let i = g.start; i < g.end; i++) {
      if (!isAlnum(chars[i] ?? "")) continue;
      alnum++;
      if (covered[i]) hit++;
    }
    const partial = hit > 0 && hit < alnum;
    for (const t of targets) {
      t.gold++;
      if (found) t.found++;
      if (exact) t.exact++;
      if (partial) t.partial++;
    }
    if (!found && over.length > 0) {
      const c = (score.confusions[g.label] ??= {});
      for (const p of over) c[p.best_label] = (c[p.best_label] ?? 0) + 1;
    }
  }

  for (const p of predictions) {
    if (!SCORED_PREDICTIONS.has(p.best_label)) continue;
    const match = doc.spans.find((g) => overlaps(p, g) && accepts(g.label, p.best_label));
    const row = match ? match.label : rowFor(p.best_label, ALL_GOLD_TYPES);
    for (const t of [bump(score.perType, row), bump(score.perLang, doc.lang), bump(score.perKind, doc.kind), bump(score.perCasing, doc.casing), score.overall]) {
      t.predicted++;
      if (match) t.correct++;
    }
  }

  for (const n of doc.negatives) {
    const entry = (score.negatives.perFormat[n.format] ??= { total: 0, flagged: 0, as: {} });
    entry.total++;
    score.negatives.total++;
    const hits = predictions.filter((p) => overlaps(p, n) && SCORED_PREDICTIONS.has(p.best_label));
    if (hits.length) {
      entry.flagged++;
      score.negatives.flagged++;
      for (const p of hits) entry.as[p.best_label] = (entry.as[p.best_label] ?? 0) + 1;
    }
  }
}

/** Gold types the suite generates (a false positive is counted under the one that accepts its type). */
export const ALL_GOLD_TYPES = [
  "EMAIL_ADDRESS", "PHONE_NUMBER", "BANK_ACCOUNT", "CREDIT_CARD", "IP_ADDRESS", "URL", "DATE", "AGE", "LOCATION_ADDRESS",
  "USERNAME", "PASSWORD", "ACCOUNT_NUMBER", "CVV", "CREDIT_CARD_EXPIRATION", "ROUTING_NUMBER", "NUMERICAL_PII", "LOCATION_COORDINATE",
  "SSN", "HEALTHCARE_NUMBER", "VEHICLE_ID", "ORGANIZATION_ID", "PASSPORT_NUMBER", "DRIVER_LICENSE",
] as const;

export interface Rates {
  recall: number;
  precision: number;
  exactRate: number;
}
export function rates(c: Counts): Rates {
  return {
    recall: c.gold === 0 ? NaN : c.found / c.gold,
    precision: c.predicted === 0 ? NaN : c.correct / c.predicted,
    exactRate: c.gold === 0 ? NaN : c.exact / c.gold,
  };
}

export const TARGETS = { recall: 0.99, precision: 0.98, partial: 0 };

/** Types that miss a target, worst first (by the smaller of recall and precision, then partials). */
export function worstTypes(score: StructuredScore, n = 10): Array<{ type: string; recall: number; precision: number; partial: number; gold: number }> {
  return Object.entries(score.perType)
    .map(([type, c]) => ({ type, ...rates(c), partial: c.partial, gold: c.gold }))
    .filter((r) => !(r.recall >= TARGETS.recall || Number.isNaN(r.recall)) || !(r.precision >= TARGETS.precision || Number.isNaN(r.precision)) || r.partial > TARGETS.partial)
    .sort((a, b) => Math.min(nz(a.recall), nz(a.precision)) - Math.min(nz(b.recall), nz(b.precision)) || b.partial - a.partial)
    .slice(0, n)
    .map(({ type, recall, precision, partial, gold }) => ({ type, recall, precision, partial, gold }));
}
const nz = (x: number) => (Number.isNaN(x) ? 1 : x);
