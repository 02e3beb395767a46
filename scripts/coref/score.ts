/**
 * Scores of coreference and relations against the dev set's gold (devset.ts).
 *
 * Coreference: pairwise precision / recall / F1 over pairs of gold mentions: a pair is predicted
 * coreferent when the two mentions' predicted entities share a coreference id (cluster key), gold
 * coreferent when they have one gold group. Gold mentions no predicted entity covers take part in
 * no predicted pair (a recall loss); predicted entities covering no gold mention are left out.
 * "persons": pairs of person mentions only; "all": every annotated mention.
 *
 * Relations: a predicted relation between two predicted groups counts when both groups map to the
 * gold groups of a gold relation with the same label (label and both groups right). A predicted
 * group maps to the gold group most of its matched mentions belong to; duplicates (two predicted
 * groups of one gold group) count once.
 */
import type { DevDoc, GoldMention, Label } from "./devset.js";
import { RELATION_LABELS } from "./devset.js";

export const PERSON_TYPES = new Set(["NAME", "NAME_GIVEN", "NAME_FAMILY", "NAME_MEDICAL_PROFESSIONAL"]);

/** What a system said about one document: entities (UTF-16 spans in the document) with a group, and relations between groups. */
export interface Prediction {
  entities: { start: number; end: number; group: string }[];
  relations: { a: string; b: string; label: string }[];
}

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

export const zero = (): Counts => ({ tp: 0, fp: 0, fn: 0 });

export function prf(c: Counts): { p: number; r: number; f: number } {
  const p = c.tp + c.fp === 0 ? 1 : c.tp / (c.tp + c.fp);
  const r = c.tp + c.fn === 0 ? 1 : c.tp / (c.tp + c.fn);
  const f = p + r === 0 ? 0 : (2 * p * r) / (p + r);
  return { p, r, f };
}

export interface DocScore {
  corefPersons: Counts;
  corefAll: Counts;
  relations: Counts;
  perLabel: Record<string, Counts>;
  /** Gold mentions some predicted entity covers, and all gold mentions. */
  mentionsFound: number;
  mentions: number;
  /** Relation errors, for --verbose: "FP p1 CONTACT c2" / "FN ...". */
  errors: string[];
  /** Person coreference errors, for --verbose (the dev set's own invented names). */
  corefErrors: string[];
}

export function scoreDoc(doc: DevDoc, pred: Prediction): DocScore {
  const gold = doc.mentions;
  // all predicted entities that overlap a gold mention, per gold mention (a split mention: "Toronto" + "Ontario")
  const groupsOf: Set<string>[] = gold.map(() => new Set());
  const goldOfPred: (number | undefined)[] = pred.entities.map(() => undefined);
  pred.entities.forEach((e, j) => {
    let best = -1;
    let bestLen = 0;
    gold.forEach((g, i) => {
      const o = Math.min(e.end, g.end) - Math.max(e.start, g.start);
      if (o > bestLen) {
        best = i;
        bestLen = o;
      }
    });
    if (best >= 0) {
      groupsOf[best]!.add(e.group);
      goldOfPred[j] = best;
    }
  });
  const corefPersons = zero();
  const corefAll = zero();
  const corefErrors: string[] = [];
  for (let i = 0; i < gold.length; i++) {
    for (let k = i + 1; k < gold.length; k++) {
      const g = gold[i]!.group === gold[k]!.group;
      const p = [...groupsOf[i]!].some((x) => groupsOf[k]!.has(x));
      const persons = PERSON_TYPES.has(gold[i]!.type) && PERSON_TYPES.has(gold[k]!.type);
      for (const c of persons ? [corefAll, corefPersons] : [corefAll]) {
        if (g && p) c.tp++;
        else if (p) c.fp++;
        else if (g) c.fn++;
      }
      if (persons && g !== p) corefErrors.push(`${p ? "FP" : "FN"} ${gold[i]!.group}/${gold[k]!.group} "${gold[i]!.text}"~"${gold[k]!.text}"`);
    }
  }
  // predicted group -> gold group (majority of its matched mentions)
  const votes = new Map<string, Map<string, number>>();
  pred.entities.forEach((e, j) => {
    const gi = goldOfPred[j];
    if (gi === undefined) return;
    let v = votes.get(e.group);
    if (!v) votes.set(e.group, (v = new Map()));
    const gg = gold[gi]!.group;
    v.set(gg, (v.get(gg) ?? 0) + 1);
  });
  const goldGroupOf = new Map<string, string>();
  for (const [group, v] of votes) goldGroupOf.set(group, [...v.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0]);
  const key = (a: string, b: string, label: string) => `${[a, b].sort().join("~")}|${label}`;
  const goldRel = new Set(doc.relations.map((r) => key(r.a, r.b, r.label)));
  const predRel = new Set<string>();
  const unmapped: string[] = [];
  const seenPred = new Set<string>();
  for (const r of pred.relations) {
    const own = key(r.a, r.b, r.label);
    if (seenPred.has(own)) continue;
    seenPred.add(own);
    const a = goldGroupOf.get(r.a);
    const b = goldGroupOf.get(r.b);
    if (a === undefined || b === undefined || a === b) {
      unmapped.push(r.label);
      continue;
    }
    predRel.add(key(a, b, r.label));
  }
  const relations = zero();
  const perLabel: Record<string, Counts> = {};
  for (const l of RELATION_LABELS) perLabel[l] = zero();
  const errors: string[] = [];
  for (const k of predRel) {
    const label = k.split("|")[1] as Label;
    const c = perLabel[label] ?? (perLabel[label] = zero());
    if (goldRel.has(k)) {
      relations.tp++;
      c.tp++;
    } else {
      relations.fp++;
      c.fp++;
      errors.push(`FP ${k}`);
    }
  }
  // relations to or from a group with no gold mention (or within one gold group): false positives
  for (const label of unmapped) {
    relations.fp++;
    (perLabel[label] ?? (perLabel[label] = zero())).fp++;
    errors.push(`FP <unmatched>|${label}`);
  }
  for (const k of goldRel) {
    if (predRel.has(k)) continue;
    const label = k.split("|")[1]!;
    relations.fn++;
    perLabel[label]!.fn++;
    errors.push(`FN ${k}`);
  }
  const mentionsFound = groupsOf.filter((s) => s.size > 0).length;
  return { corefPersons, corefAll, relations, perLabel, mentionsFound, mentions: gold.length, errors, corefErrors };
}

export function addCounts(into: Counts, c: Counts): void {
  into.tp += c.tp;
  into.fp += c.fp;
  into.fn += c.fn;
}
