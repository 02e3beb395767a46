/**
 * Merge overlapping candidates from all sources into non-overlapping entities.
 *
 * Greedy by rank: the best candidate claims its span, then the next, and so on. Rank is, in order:
 * - tier: a BLOCK filter's match first (the request asked for it), then a confident structured
 *   match (see STRUCTURED_TYPES: email, URL, IP, bank account/IBAN, card, phone, ids, username,
 *   file path... from a detector, score >= CONFIDENT), then everything else. A structured match
 *   that contains or crosses model spans therefore wins over them as a whole, whatever the
 *   model's score: "john.smith@acme.com" is one EMAIL_ADDRESS, never "[NAME_1].smith@acme.com".
 *   The model's spans inside it are dropped (a name inside an email is no entity of its own);
 * - score, then length, then earlier start.
 *
 * A later candidate with exactly the same span adds its labels to the winner (a DOB that is also
 * a DATE, a city the model and a detector both found). Any other overlapping candidate:
 * - below CONFIDENT, or wholly inside what is already claimed: dropped;
 * - otherwise, when it or an entity it overlaps is a structured match (containment rule: no
 *   character a confident candidate covered is left in clear), each stretch of it that no entity
 *   claims yet is kept. Where the entity beside that stretch is of the same family (two structured
 *   readings such as a URL and an email; NAME_GIVEN and NAME), the entity grows over it, and when
 *   the candidate contains the entity, the candidate's span and labels become the entity's.
 *   Otherwise the stretch, less surrounding spaces and punctuation, becomes an entity of the
 *   candidate's labels ("Smith" of a model span "Smith john" that crosses the email
 *   "john.smith@acme.com");
 * - otherwise (two contextual candidates, e.g. a model organisation and a detector's city in
 *   it): dropped, as before. Keeping their stretches too was measured with eval:dev:
 *   it lowers unredacted characters (conll2003_en 5.7 -> 4.9 %) but adds the model's weaker
 *   fragments ("s", "and", "militants" as ORGANIZATION): conll2003_en precision 0.832 -> 0.822,
 *   F1 0.831 -> 0.828.
 *
 * Pure function; O(n log n) in the number of candidates (plus the overlaps each one meets).
 */
import { ancestors } from "../../contract/catalog.js";
import type { Candidate } from "../types.js";

export interface ResolvedEntity {
  start: number;
  end: number;
  /** Every label the span received, with the best score each label got. */
  labels: Record<string, number>;
  /** The winning candidate: its formatted value, subtypes and validations are the entity's. */
  winner: Candidate;
}

/** Candidates at least this sure take part in the containment rule (and structured ones in the structured tier). */
export const CONFIDENT = 0.5;

/**
 * Types whose detector match is one value that must stay whole: validated or shape-checked
 * identifiers and addresses. Names, places and organisations inside them are parts of the value.
 */
export const STRUCTURED_TYPES: ReadonlySet<string> = new Set([
  "EMAIL_ADDRESS", "URL", "IP_ADDRESS", "BANK_ACCOUNT", "CREDIT_CARD", "PHONE_NUMBER", "SSN",
  "PASSPORT_NUMBER", "DRIVER_LICENSE", "HEALTHCARE_NUMBER", "VEHICLE_ID", "ACCOUNT_NUMBER",
  "ROUTING_NUMBER", "NUMERICAL_PII", "ORGANIZATION_ID", "USERNAME", "PASSWORD", "FILENAME",
]);

/** Sources that are not structured detectors: the model, request filters, mention propagation. */
const NOT_DETECTORS: ReadonlySet<string> = new Set(["ner", "model", "filter", "propagation"]);

/** A confident structured match from a detector. */
export function isStructured(c: Candidate): boolean {
  return c.score >= CONFIDENT && STRUCTURED_TYPES.has(c.label) && !NOT_DETECTORS.has(c.source);
}

function tier(c: Candidate): number {
  if (c.source === "filter") return 2;
  return isStructured(c) ? 1 : 0;
}

/**
 * `text` (the text the offsets point into) lets stretches kept by the containment rule shed
 * surrounding spaces and punctuation; without it they are kept as they are.
 */
export function resolveCandidates(candidates: readonly Candidate[], text?: string): ResolvedEntity[] {
  const ranked = candidates.map((c) => ({ c, tier: tier(c) }));
  ranked.sort(
    (a, b) =>
      b.tier - a.tier ||
      b.c.score - a.c.score ||
      b.c.end - b.c.start - (a.c.end - a.c.start) ||
      a.c.start - b.c.start,
  );
  // accepted spans kept sorted by start; they never overlap each other
  const accepted: ResolvedEntity[] = [];
  for (const { c } of ranked) {
    if (c.end <= c.start) continue;
    const i = firstEndingAfter(accepted, c.start);
    const hit = accepted[i];
    if (!hit || hit.start >= c.end) {
      const entity: ResolvedEntity = { start: c.start, end: c.end, labels: {}, winner: c };
      addLabels(entity.labels, c);
      accepted.splice(i, 0, entity);
      continue;
    }
    if (hit.start === c.start && hit.end === c.end) {
      addLabels(hit.labels, c);
      continue;
    }
    if (c.score >= CONFIDENT && (isStructured(c) || overlapsStructured(accepted, i, c))) keepUncovered(accepted, i, c, text);
  }
  return accepted;
}

/** Whether an accepted entity from index `first` on that overlaps `c` is a structured match. */
function overlapsStructured(accepted: readonly ResolvedEntity[], first: number, c: Candidate): boolean {
  for (let k = first; k < accepted.length && accepted[k]!.start < c.end; k++) {
    if (isStructured(accepted[k]!.winner)) return true;
  }
  return false;
}

/**
 * The containment rule for a confident candidate `c` that overlaps accepted entities (the first
 * of them at index `first`): every stretch of `c` no entity covers is given to a neighbouring
 * entity of the same family or becomes an entity of its own.
 */
function keepUncovered(accepted: ResolvedEntity[], first: number, c: Candidate, text: string | undefined): void {
  // the overlapped entities, in order
  let last = first;
  while (last < accepted.length && accepted[last]!.start < c.end) last++;
  const overlapped = accepted.slice(first, last);

  // c contains a single same-family entity: c's reading is the wider one, it takes the entity over
  if (overlapped.length === 1) {
    const only = overlapped[0]!;
    if (c.start <= only.start && only.end <= c.end && mergeable(only.winner, c)) {
      const labels: Record<string, number> = {};
      addLabels(labels, c);
      if (only.winner.label in labels) addLabels(labels, { ...only.winner, labels: {} });
      accepted[first] = { start: c.start, end: c.end, labels, winner: c };
      return;
    }
  }

  const gaps: { start: number; end: number; left?: ResolvedEntity; right?: ResolvedEntity }[] = [];
  let pos = c.start;
  let previous: ResolvedEntity | undefined;
  for (const e of overlapped) {
    if (e.start > pos) gaps.push({ start: pos, end: e.start, ...(previous ? { left: previous } : {}), right: e });
    pos = Math.max(pos, e.end);
    previous = e;
  }
  if (pos < c.end) gaps.push({ start: pos, end: c.end, ...(previous ? { left: previous } : {}) });

  const added: ResolvedEntity[] = [];
  for (const gap of gaps) {
    // spaces and punctuation between entities leak nothing: no entity grows over them alone
    if (text !== undefined && !CONTENT.test(text.slice(gap.start, gap.end))) continue;
    if (gap.left && mergeable(gap.left.winner, c)) {
      gap.left.end = gap.end;
    } else if (gap.right && mergeable(gap.right.winner, c)) {
      gap.right.start = gap.start;
    } else {
      const piece = trimmed(gap.start, gap.end, text);
      if (!piece) continue;
      const winner: Candidate = {
        ...c,
        start: piece.start,
        end: piece.end,
        subtypes: c.subtypes?.filter((s) => s.start >= piece.start && s.end <= piece.end),
      };
      // the normalised value was of the whole candidate, not of this stretch
      delete winner.formatted;
      if (!winner.subtypes?.length) delete winner.subtypes;
      const entity: ResolvedEntity = { start: piece.start, end: piece.end, labels: {}, winner };
      addLabels(entity.labels, c);
      added.push(entity);
    }
  }
  for (const entity of added) accepted.splice(firstEndingAfter(accepted, entity.start), 0, entity);
}

/** Whether a stretch of `c` beside entity `w` joins it: the same family of types, or two structured readings. */
function mergeable(w: Candidate, c: Candidate): boolean {
  if (isStructured(w) && isStructured(c)) return true;
  if (isStructured(w) !== isStructured(c)) return false;
  return rootOf(w.label) === rootOf(c.label);
}

/** The top of a label's type tree (the label itself for a root or a custom label). */
function rootOf(label: string): string {
  const up = ancestors(label);
  return up.length > 0 ? up[up.length - 1]! : label;
}

/** Letters, digits and marks: what makes a stretch worth an entity of its own. */
const CONTENT = /[\p{L}\p{N}]/u;
const EDGE = /[\s\p{P}\p{S}]/u;

function trimmed(start: number, end: number, text: string | undefined): { start: number; end: number } | undefined {
  if (text === undefined) return start < end ? { start, end } : undefined;
  while (start < end && EDGE.test(text[start]!)) start++;
  while (end > start && EDGE.test(text[end - 1]!)) end--;
  if (start >= end || !CONTENT.test(text.slice(start, end))) return undefined;
  return { start, end };
}

/** Index of the first accepted span whose end is after `pos` (binary search; spans are disjoint and sorted). */
function firstEndingAfter(spans: readonly ResolvedEntity[], pos: number): number {
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (spans[mid]!.end <= pos) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function addLabels(into: Record<string, number>, c: Candidate): void {
  const put = (label: string, score: number) => {
    if (!(label in into) || into[label]! < score) into[label] = score;
  };
  put(c.label, c.score);
  for (const [label, score] of Object.entries(c.labels ?? {})) put(label, score);
}
