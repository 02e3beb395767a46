/**
 * Learned coreference of person mentions (relation_detection.coreference_resolution
 * "model_prediction" and "combined"): a mention-pair scorer, logistic regression over string,
 * layout and salience features (models/coref-v1/weights.json, trained by
 * models/train/coref/train.ts on gum's coreference of named person mentions plus synthetic
 * documents), decoded best-first: each person mention joins its most probable earlier mention when
 * that probability is at least LINK.
 *
 * - model_prediction: the scorer alone links person mentions; other mentions group by type and value.
 * - combined: the heuristic groups (heuristic.ts), plus the scorer's links for the person mentions
 *   the heuristics left alone (no full name fits, or two do: "Carter" with Michael and Linda
 *   Carter), never joining two different full names.
 *
 * Cost: at most WINDOW earlier person mentions are scored per person mention.
 */
import { clusterKey, looseClusters, personMarker, type Mention, type MentionCluster, type PersonAnalysis, type PersonReading } from "./heuristic.js";
import { fitFull, fitShort, type Person, type Tier } from "./persons.js";
import { genderOfGiven } from "./gender.js";
import { familyCore } from "./names.js";
import { loadLinearModel, predict, type LinearModel } from "../relations/linear.js";

export const LINK = 0.5;
const WINDOW = 80;

let cached: LinearModel | null | undefined;

/** The shipped scorer, read once; null when its file is missing (model modes then fall back to the heuristics). */
export function corefModel(): LinearModel | null {
  if (cached === undefined) cached = loadLinearModel(new URL("../../../models/coref-v1/weights.json", import.meta.url)) ?? null;
  return cached;
}

/** For tests and training: use this scorer (undefined: back to the shipped one). */
export function setCorefModel(model: LinearModel | undefined): void {
  cached = model;
}

/** What the pair features need to know about a unit. */
export interface PairContext {
  text: string;
  mentions: readonly Mention[];
  readings: readonly (PersonReading | undefined)[];
  people: readonly Person[];
  /** Sentence index of each mention (a rough count of sentence ends and line breaks before it). */
  sentence: number[];
  /** Indexes of the person mentions, in text order. */
  persons: number[];
}

export function pairContext(text: string, mentions: readonly Mention[], analysis: PersonAnalysis): PairContext {
  const persons = mentions.map((_, i) => i).filter((i) => analysis.readings[i] !== undefined);
  const sentence: number[] = [];
  const BOUNDARY = /[.!?]["'”’)\]]*\s|\n/g;
  const ends: number[] = [];
  for (let m = BOUNDARY.exec(text); m !== null; m = BOUNDARY.exec(text)) ends.push(m.index);
  let k = 0;
  const order = mentions.map((m, i) => [m.start, i] as const).sort((a, b) => a[0] - b[0]);
  for (const [start, i] of order) {
    while (k < ends.length && ends[k]! < start) k++;
    sentence[i] = k;
  }
  return { text, mentions, readings: analysis.readings, people: analysis.people, sentence, persons };
}

/** A person-like view of one mention: its own tokens as given and family names. */
function ownPerson(r: PersonReading): Person {
  const s = r.shape;
  const family = new Set(familyCore(s.family.length > 0 ? s.family : s.tokens.slice(-1)));
  const given = new Set(s.given !== undefined && s.given.length > 1 ? [s.given] : s.tokens.length === 1 ? s.tokens : []);
  const initials = new Set<string>();
  if (s.given && family.size > 0) initials.add(`${s.given[0]}${[...family].pop()![0]}`);
  return { id: -1, anchor: -1, virtual: false, given, family, initials, ...(r.person?.gender ? { gender: r.person.gender } : {}) };
}

function fitOf(shape: PersonReading["shape"], p: Person): Tier {
  return shape.full ? fitFull(shape, p) : fitShort(shape, p);
}

const bucket = (n: number, edges: readonly number[]) => {
  for (const e of edges) if (n <= e) return `<=${e}`;
  return `>${edges[edges.length - 1]}`;
};

function genderOf(r: PersonReading): "f" | "m" | undefined {
  if (r.shape.title?.gender) return r.shape.title.gender;
  if (r.person?.gender) return r.person.gender;
  return r.shape.given !== undefined ? genderOfGiven(r.shape.given) : r.shape.tokens.length === 1 ? genderOfGiven(r.shape.tokens[0]!) : undefined;
}

/** How the names of a pair fit each other (the shorter against the longer, as the heuristics read them): 0 exact ... -1 not at all. */
export function pairTier(ctx: PairContext, a: number, m: number): Tier {
  const ra = ctx.readings[a]!;
  const rm = ctx.readings[m]!;
  if (ra.shape.tokens.join(" ") === rm.shape.tokens.join(" ")) return 0;
  const t1 = fitOf(rm.shape, ra.person ?? ownPerson(ra));
  const t2 = fitOf(ra.shape, rm.person ?? ownPerson(rm));
  return (t1 < 0 ? t2 : t2 < 0 ? t1 : Math.min(t1, t2)) as Tier;
}

/**
 * Features of the pair (earlier mention a, mention m), both person mentions. `rankOfA`: how many
 * person mentions back a is; `countOfA`: mentions of a's person (heuristic reading) before m.
 */
export function pairFeatures(ctx: PairContext, a: number, m: number, rankOfA: number, countOfA: number, tier = pairTier(ctx, a, m)): string[] {
  const ra = ctx.readings[a]!;
  const rm = ctx.readings[m]!;
  const f: string[] = ["bias"];
  const ta = ra.shape.tokens.join(" ");
  const tm = rm.shape.tokens.join(" ");
  const shapeKind = (r: PersonReading) => (r.shape.initials ? "initials" : r.shape.full ? "full" : r.shape.tokens.length === 1 ? "one" : "part");
  const kinds = `${shapeKind(ra)}>${shapeKind(rm)}`;
  f.push(`kinds:${kinds}`);
  if (ta === tm) f.push("exact", `exact|${kinds}`);
  f.push(`fit:${tier}`, `fit:${tier}|${kinds}`);
  if (rm.shape.title) f.push(`m_title|fit:${tier}`);
  // both full names: do the given names agree?
  if (ra.shape.full && rm.shape.full && ra.shape.given && rm.shape.given && ra.shape.given !== rm.shape.given) f.push("given_differ");
  // genders
  const ga = genderOf(ra);
  const gm = genderOf(rm);
  f.push(ga && gm ? (ga === gm ? "gender_agree" : "gender_conflict") : "gender_unknown");
  // how many people the mention could be (the heuristics' reading)
  const fits = rm.person ? 1 : rm.ambiguous ? 2 : 0;
  f.push(`m_fits:${fits}`, `m_fits:${fits}|fit:${tier}`);
  if (ra.person && rm.person) f.push(ra.person === rm.person ? "same_person" : "other_person");
  // salience: the unit's first person, how often a's person is named, how recent a is
  const firstPerson = ctx.persons[0];
  if (firstPerson !== undefined && (a === firstPerson || (ra.person && ctx.readings[firstPerson]?.person === ra.person))) f.push(`a_topic|fit:${tier}`);
  f.push(`a_count:${bucket(countOfA, [1, 2, 4])}|fit:${tier}`);
  f.push(`rank:${bucket(rankOfA, [1, 2, 4, 8])}`);
  const sd = ctx.sentence[m]! - ctx.sentence[a]!;
  f.push(`sent_dist:${bucket(sd, [0, 1, 3, 8])}`);
  if (sd === 0) f.push(`same_sentence|fit:${tier}`);
  const text = ctx.text;
  const lower = (i: number) => {
    const s = text.slice(ctx.mentions[i]!.start, ctx.mentions[i]!.end);
    return s === s.toLowerCase();
  };
  if (lower(m)) f.push("m_lower");
  if (lower(a)) f.push("a_lower");
  return f;
}

/**
 * Each person mention's earlier mentions worth scoring (at most WINDOW back; names that cannot be
 * one person's, tier -1, are left out: no scorer links them), with the pair's features.
 */
export function* scoredPairs(ctx: PairContext, only?: (m: number) => boolean): Generator<{ a: number; m: number; features: string[] }> {
  // mentions of each person seen so far (the heuristic readings), for a_count
  const counts = new Map<unknown, number>();
  for (let k = 0; k < ctx.persons.length; k++) {
    const m = ctx.persons[k]!;
    if (!only || only(m)) {
      for (let j = k - 1, rank = 1; j >= 0 && k - j <= WINDOW; j--, rank++) {
        const a = ctx.persons[j]!;
        const tier = pairTier(ctx, a, m);
        if (tier < 0) continue;
        const who = ctx.readings[a]!.person;
        yield { a, m, features: pairFeatures(ctx, a, m, rank, who ? counts.get(who) ?? 0 : 1, tier) };
      }
    }
    const who = ctx.readings[m]!.person;
    if (who) counts.set(who, (counts.get(who) ?? 0) + 1);
  }
}

/** The best earlier mention of each person mention and its probability. */
function bestAntecedents(model: LinearModel, ctx: PairContext, only?: (m: number) => boolean): Map<number, { a: number; p: number }> {
  const out = new Map<number, { a: number; p: number }>();
  const yes = model.labels.indexOf("COREF");
  const no = model.labels.indexOf("NONE");
  for (const { a, m, features } of scoredPairs(ctx, only)) {
    const p = predict(model, features, [no, yes])[1]!;
    const prior = out.get(m);
    if (!prior || p > prior.p) out.set(m, { a, p });
  }
  return out;
}

class UnionFind {
  private parent: number[];
  constructor(n: number) {
    this.parent = Array.from({ length: n }, (_, i) => i);
  }
  find(i: number): number {
    while (this.parent[i] !== i) {
      this.parent[i] = this.parent[this.parent[i]!]!;
      i = this.parent[i]!;
    }
    return i;
  }
  union(a: number, b: number): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }
}

/** Keys for groups of person mentions: the group's first full name (else first mention), made unique. */
function keysOfGroups(mentions: readonly Mention[], members: Map<number, number[]>, readings: readonly (PersonReading | undefined)[]): Map<number, MentionCluster> {
  const out = new Map<number, MentionCluster>();
  const used = new Map<string, number>();
  for (const [root, list] of members) {
    const rep = list.find((i) => readings[i]?.shape.full) ?? list[0]!;
    let key = clusterKey(mentions[rep]!.best, mentions[rep]!.value);
    const n = used.get(key) ?? 0;
    used.set(key, n + 1);
    if (n > 0) key = `${key}\u0000#${n}`;
    out.set(root, { key, markerLabel: mentions[rep]!.best });
  }
  return out;
}

export function modelClusters(text: string, mentions: readonly Mention[], analysis: PersonAnalysis): MentionCluster[] {
  const model = corefModel();
  if (!model) return looseClusters(mentions, analysis, (i) => heuristicLink(mentions, analysis, i));
  const ctx = pairContext(text, mentions, analysis);
  const uf = new UnionFind(mentions.length);
  for (const [m, { a, p }] of bestAntecedents(model, ctx)) if (p >= LINK) uf.union(a, m);
  const members = new Map<number, number[]>();
  for (const i of ctx.persons) {
    const r = uf.find(i);
    const list = members.get(r) ?? [];
    list.push(i);
    members.set(r, list);
  }
  const keys = keysOfGroups(mentions, members, analysis.readings);
  return mentions.map((m, i) => (analysis.readings[i] ? keys.get(uf.find(i))! : { key: clusterKey(m.best, m.value), markerLabel: m.best }));
}

function heuristicLink(mentions: readonly Mention[], analysis: PersonAnalysis, i: number): MentionCluster | undefined {
  const person = analysis.readings[i]?.person;
  return person ? { key: clusterKey(mentions[person.anchor]!.best, mentions[person.anchor]!.value), markerLabel: personMarker(mentions, person, i) } : undefined;
}

export function combinedClusters(text: string, mentions: readonly Mention[], analysis: PersonAnalysis): MentionCluster[] {
  const base = looseClusters(mentions, analysis, (i) => heuristicLink(mentions, analysis, i));
  const model = corefModel();
  if (!model) return base;
  const ctx = pairContext(text, mentions, analysis);
  // the heuristic groups of person mentions, and the person each group is (if any)
  const uf = new UnionFind(mentions.length);
  const firstOfKey = new Map<string, number>();
  for (const i of ctx.persons) {
    const k = base[i]!.key;
    const first = firstOfKey.get(k);
    if (first === undefined) firstOfKey.set(k, i);
    else uf.union(first, i);
  }
  const personOfRoot = new Map<number, Person>();
  for (const i of ctx.persons) {
    const p = analysis.readings[i]!.person;
    if (p) personOfRoot.set(uf.find(i), p);
  }
  // the scorer's links for mentions no person took, never joining two people
  const loose = (m: number) => !analysis.readings[m]!.person;
  for (const [m, { a, p }] of bestAntecedents(model, ctx, loose)) {
    if (p < LINK) continue;
    const rm = uf.find(m);
    const ra = uf.find(a);
    if (rm === ra) continue;
    const pm = personOfRoot.get(rm);
    const pa = personOfRoot.get(ra);
    if (pm && pa && pm !== pa) continue;
    uf.union(m, a);
    const root = uf.find(m);
    const p2 = pm ?? pa;
    if (p2) personOfRoot.set(root, p2);
  }
  // each merged group takes the key of its person (or of its first mention's group)
  const out = [...base];
  const byRoot = new Map<number, number[]>();
  for (const i of ctx.persons) {
    const r = uf.find(i);
    const list = byRoot.get(r) ?? [];
    list.push(i);
    byRoot.set(r, list);
  }
  for (const [root, list] of byRoot) {
    const person = personOfRoot.get(root);
    const source = person ? list.find((i) => analysis.readings[i]!.person === person)! : list[0]!;
    for (const i of list) {
      out[i] = person ? { key: base[source]!.key, markerLabel: personMarker(mentions, person, i) } : { key: base[source]!.key, markerLabel: base[source]!.markerLabel };
    }
  }
  return out;
}
