/**
 * Relation extraction: which person groups are related to which other groups, and how (DOB, AGE,
 * KINSHIP, ORIGIN, LOCATION, CONTACT, IDENTIFIER, AFFILIATION, OCCUPATION, HEALTH).
 *
 * Candidate pairs and their features come from features.ts; a multinomial logistic regression
 * (models/relations-v1/weights.json, trained by models/train/relations/train.ts on synthetic
 * documents in seven languages) gives each pair a probability per label it may take (a phone
 * number only CONTACT, a city ORIGIN or LOCATION) and NONE. A group pair takes, per label, its best
 * mention pair; the label wins when its probability is at least THRESHOLD. An entity that can
 * belong to one person only (a date of birth, an age, a contact, an identifier, an occupation, a
 * health fact) goes to the person with the highest probability.
 */
import type { RelationLabel } from "../../contract/types.js";
import type { Mention, PersonAnalysis } from "../coref/heuristic.js";
import { genderOfGiven } from "../coref/gender.js";
import type { GroupMention } from "../coref/index.js";
import { ALLOWED, candidates, type RelMention } from "./features.js";
import { loadLinearModel, predict, type LinearModel } from "./linear.js";

export interface ExtractedRelation {
  /** Cluster key of the person group. */
  a: string;
  /** Cluster key of the related group. */
  b: string;
  label: RelationLabel;
  probability: number;
}

export const THRESHOLD = 0.5;
const EXCLUSIVE: ReadonlySet<RelationLabel> = new Set(["DOB", "AGE", "CONTACT", "IDENTIFIER", "OCCUPATION", "HEALTH"]);

let cached: LinearModel | null | undefined;

/** The shipped model, read once; null when the file is missing (no relations then). */
export function relationModel(): LinearModel | null {
  if (cached === undefined) cached = loadLinearModel(new URL("../../../models/relations-v1/weights.json", import.meta.url)) ?? null;
  return cached;
}

/** For tests and training: use this model instead of the shipped one (undefined: back to the shipped one). */
export function setRelationModel(model: LinearModel | undefined): void {
  cached = model;
}

export function extractRelations(
  text: string,
  mentions: readonly GroupMention[],
  keys: readonly string[],
  analysis: PersonAnalysis,
): ExtractedRelation[] {
  const model = relationModel();
  if (!model) return [];
  return relationsOf(model, text, relMentions(mentions, keys, analysis));
}

/** The mentions as relation extraction reads them: group key, person or not, and a person's gender. */
export function relMentions(mentions: readonly Mention[], keys: readonly string[], analysis: PersonAnalysis): RelMention[] {
  return mentions.map((m, i) => {
    const r = analysis.readings[i];
    const gender = r ? (r.shape.title?.gender ?? r.person?.gender ?? (r.shape.given !== undefined || r.shape.tokens.length === 1 ? genderOfGiven(r.shape.given ?? r.shape.tokens[0]!) : undefined)) : undefined;
    return { start: m.start, end: m.end, best: m.best, text: m.text, key: keys[i]!, person: r !== undefined, ...(gender ? { gender } : {}) };
  });
}

/** Relations between the groups of `mentions` (keys) under `model`. */
export function relationsOf(model: LinearModel, text: string, mentions: readonly RelMention[], threshold = THRESHOLD): ExtractedRelation[] {
  const pairs = candidates(text, mentions);
  if (pairs.length === 0) return [];
  const none = model.labels.indexOf("NONE");
  const scored = pairs.map((c) => {
    const labels = ALLOWED[c.group];
    return { c, labels, probs: predict(model, c.features, [none, ...labels.map((l) => model.labels.indexOf(l))]) };
  });
  // a mention reached only through a subject carried over (or the document's subject, or the
  // letter's author) belongs to one of them: the likeliest, where a gendered pronoun that agrees
  // with one of them counts more than any probability ("Her daughter Eva" after Anna and Urs Keller)
  const agreement = (f: readonly string[]) => (f.some((x) => x.endsWith("|pronoun_agrees")) ? 1 : f.some((x) => x.endsWith("|pronoun_disagrees")) ? -1 : 0);
  const rank = (i: number) => agreement(scored[i]!.c.features) + (1 - scored[i]!.probs[0]!);
  const indirectBest = new Map<number, number>();
  scored.forEach((s, i) => {
    if (!s.c.indirect) return;
    const prior = indirectBest.get(s.c.e);
    if (prior === undefined || rank(i) > rank(prior)) indirectBest.set(s.c.e, i);
  });
  // best probability per (group pair, label)
  const best = new Map<string, { a: string; b: string; label: RelationLabel; p: number }>();
  for (let i = 0; i < scored.length; i++) {
    const { c, labels, probs } = scored[i]!;
    if (c.indirect && indirectBest.get(c.e) !== i) continue;
    // kinship is said with a kin word (brother, Ehefrau, hija, conjoint, zoon, married ...): two
    // names side by side, even sharing a surname, are no evidence of it
    if (c.group === "PERSON" && !c.features.some((f) => f.endsWith(":KIN"))) continue;
    const a = mentions[c.p]!.key;
    const b = mentions[c.e]!.key;
    // person-person pairs are one unordered pair
    const [x, y] = c.group === "PERSON" && b < a ? [b, a] : [a, b];
    labels.forEach((label, k) => {
      const p = probs[k + 1]!;
      const key = `${x}\u0000${y}\u0000${label}`;
      const prior = best.get(key);
      if (!prior || p > prior.p) best.set(key, { a: x, b: y, label, p });
    });
  }
  // one label per group pair: the most probable one above the threshold
  const byPair = new Map<string, { a: string; b: string; label: RelationLabel; p: number }>();
  for (const r of best.values()) {
    if (r.p < threshold) continue;
    const k = `${r.a}\u0000${r.b}`;
    const prior = byPair.get(k);
    if (!prior || r.p > prior.p) byPair.set(k, r);
  }
  // exclusive labels: the entity group goes to its most probable person
  const owner = new Map<string, number>();
  for (const r of byPair.values()) {
    if (!EXCLUSIVE.has(r.label)) continue;
    const k = `${r.b}\u0000${r.label}`;
    owner.set(k, Math.max(owner.get(k) ?? 0, r.p));
  }
  const out: ExtractedRelation[] = [];
  for (const r of byPair.values()) {
    if (EXCLUSIVE.has(r.label) && r.p < owner.get(`${r.b}\u0000${r.label}`)!) continue;
    out.push({ a: r.a, b: r.b, label: r.label, probability: r.p });
  }
  return out;
}
