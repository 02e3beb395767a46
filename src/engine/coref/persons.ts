/**
 * People in one unit of text, and which person a short mention fits. Shared by the heuristic
 * coreference (heuristic.ts) and the learned mention-pair scorer (model.ts, whose features ask the
 * same questions).
 *
 * - A full name (two or more name tokens) is an anchor. Anchors that fit each other ("Michael
 *   Carter", "Micheal Carter", "Mike Carter", "Carter, Michael", "Michael J. Carter") are one
 *   person; "David Carter" is another.
 * - A short mention fits a person when each of its name tokens is one of the person's tokens
 *   (tier 0), a diminutive of the given name (tier 1: "Mike") or a misspelling of a token of five
 *   letters or more (tier 2: "Micheal"); its initials must be the initials of the person's given
 *   names ("M. Carter"); capital initials written together ("MC") fit the person with those
 *   initials; after a title (Mr., Frau, Sra. ...) the token must be a family name, and a gendered
 *   title must not contradict a gendered title the person's full name carries.
 *
 * Cost: anchors are indexed by token; a short mention looks up its token, its diminutives and
 * (only when neither fits) the anchor tokens of the same first letter and a close length.
 */
import { isNickname, nicknamesOf } from "./diminutives.js";
import { genderOfGiven } from "./gender.js";
import { familyCore, misspelt, PARTICLES, type NameShape } from "./names.js";

export interface Person {
  id: number;
  /** Index (into the caller's mention list) of the person's first full-name mention. */
  anchor: number;
  /** Known only from a given and a family name written apart ("Vorname: Anna / Name: Roth"), no full name. */
  virtual: boolean;
  given: Set<string>;
  /** Family-name tokens without particles. */
  family: Set<string>;
  /** Initial letters the person's full names spell ("mc", "mjc"). */
  initials: Set<string>;
  gender?: "f" | "m";
}

/** How well a mention fits a person: 0 exact, 1 diminutive, 2 misspelling; -1 no fit. */
export type Tier = -1 | 0 | 1 | 2;

function tokenFit(token: string, names: ReadonlySet<string>, nicknames: boolean): Tier {
  if (names.has(token)) return 0;
  if (nicknames) for (const n of names) if (isNickname(token, n)) return 1;
  for (const n of names) if (misspelt(token, n)) return 2;
  return -1;
}

const worse = (a: Tier, b: Tier): Tier => (a < 0 || b < 0 ? -1 : (Math.max(a, b) as Tier));

/** How a short (or partial) mention fits a person. */
export function fitShort(shape: NameShape, p: Person): Tier {
  if (shape.title?.gender && p.gender && shape.title.gender !== p.gender) return -1;
  if (shape.initials !== undefined) return p.initials.has(shape.initials) ? 0 : -1;
  const content = shape.tokens.filter((t, i) => !shape.initial[i] && !PARTICLES.has(t));
  const initials = shape.tokens.filter((_, i) => shape.initial[i]);
  if (content.length === 0) return -1;
  let tier: Tier = 0;
  if (content.length === 1 && initials.length === 0) {
    const t = content[0]!;
    if (shape.title) return tokenFit(t, p.family, false);
    const g = tokenFit(t, p.given, true);
    const f = tokenFit(t, p.family, false);
    return g < 0 ? f : f < 0 ? g : (Math.min(g, f) as Tier);
  }
  // initials + family name ("M. Carter", "M. J. Carter"), or a partial name
  for (const t of content) tier = worse(tier, tokenFit(t, new Set([...p.family, ...p.given]), true));
  if (tier < 0) return -1;
  for (const i of initials) if (![...p.given].some((g) => g.startsWith(i))) return -1;
  return tier;
}

/** How a full name fits a person: family names and given names both compatible. */
export function fitFull(shape: NameShape, p: Person): Tier {
  if (shape.title?.gender && p.gender && shape.title.gender !== p.gender) return -1;
  const family = familyCore(shape.family);
  if (family.length === 0 || shape.given === undefined) return -1;
  let tier: Tier = 0;
  for (const f of family) {
    const t = tokenFit(f, p.family, false);
    // a longer family name ("Garcia Lopez") fits "Garcia" when one of its tokens does
    if (t < 0 && family.length === 1) return -1;
    if (t >= 0) tier = worse(tier, t);
  }
  if (!family.some((f) => tokenFit(f, p.family, false) >= 0)) return -1;
  const given = shape.given;
  if (given.length === 1) return [...p.given].some((g) => g.startsWith(given)) ? tier : -1;
  const g = tokenFit(given, p.given, true);
  // a two-part family name alone ("Gil Arroyo" for Fernando Gil Arroyo)
  if (g < 0 && p.family.has(given)) return tier;
  return worse(tier, g);
}

/** The initials a full name may be written as: every name token's ("mjc"), and given + last family name ("mc"). */
function initialsOf(shape: NameShape): string[] {
  const all = shape.tokens.filter((t) => !PARTICLES.has(t)).map((t) => t[0]).join("");
  const core = familyCore(shape.family);
  const short = shape.given !== undefined && core.length > 0 ? `${shape.given[0]}${core[core.length - 1]![0]}` : "";
  return [all, short].filter((s) => s.length >= 2);
}

function addTo(map: Map<string, Set<Person>>, key: string, p: Person): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(p);
}

/** A full name, written once or built from two fields ("Nom : Benali / Prénom : Yasmine"). */
export interface Anchor {
  shape: NameShape;
  /** Mention indexes it is made of, the first one first. */
  members: number[];
}

/**
 * The people of a unit from its full names, in text order: each anchor joins the one person it
 * fits best (a tie between two people starts a new person) or starts one. A person without a
 * gendered title takes the gender its given names agree on (gender.ts), if any.
 * Returns the person of each anchor's member mentions.
 */
export function buildPeople(anchors: readonly Anchor[]): { people: Person[]; personOf: Map<number, Person> } {
  const people: Person[] = [];
  const personOf = new Map<number, Person>();
  const byFamily = new Map<string, Set<Person>>();
  const byLetter = new Map<string, Set<Person>>();
  for (const { shape, members } of anchors) {
    let best: Person | undefined;
    let bestTier: Tier = -1;
    let tie = false;
    // people sharing a family-name token, or one of its first letter (a misspelt family name)
    const candidates = new Set<Person>();
    for (const f of [...familyCore(shape.family), ...(shape.given !== undefined ? [shape.given] : [])]) {
      for (const p of byFamily.get(f) ?? []) candidates.add(p);
      if (f.length >= 5) for (const p of byLetter.get(f[0]!) ?? []) candidates.add(p);
    }
    for (const p of candidates) {
      const t = fitFull(shape, p);
      if (t < 0) continue;
      if (bestTier < 0 || t < bestTier) {
        best = p;
        bestTier = t;
        tie = false;
      } else if (t === bestTier) tie = true;
    }
    const joined = best !== undefined && !tie;
    const person: Person = joined
      ? best!
      : { id: people.length, anchor: members[0]!, virtual: members.length > 1, given: new Set<string>(), family: new Set<string>(), initials: new Set<string>() };
    if (!joined) people.push(person);
    else if (person.virtual && members.length === 1) {
      // a full name written out names the person from now on
      person.virtual = false;
      person.anchor = members[0]!;
    }
    // "Gil Arroyo" after "Fernando Gil Arroyo" is the family name alone: "gil" is no given name
    const familyOnly = joined && shape.given !== undefined && person.family.has(shape.given) && !person.given.has(shape.given);
    if (shape.given !== undefined && shape.given.length > 1 && !familyOnly) person.given.add(shape.given);
    for (const f of familyCore(shape.family)) {
      person.family.add(f);
      addTo(byFamily, f, person);
      addTo(byLetter, f[0]!, person);
    }
    if (!familyOnly) for (const s of initialsOf(shape)) person.initials.add(s);
    if (shape.title?.gender && !person.gender) person.gender = shape.title.gender;
    for (const m of members) personOf.set(m, person);
  }
  for (const p of people) {
    if (p.gender) continue;
    const genders = new Set([...p.given].map(genderOfGiven));
    if (genders.size === 1) {
      const g = [...genders][0];
      if (g) p.gender = g;
    }
  }
  return { people, personOf };
}

/** People by their name tokens and by the first letter of each token, to find candidates fast. */
export class PeopleIndex {
  private readonly byToken = new Map<string, Set<Person>>();
  private readonly byLetter = new Map<string, Set<Person>>();
  private readonly byInitials = new Map<string, Set<Person>>();

  constructor(readonly people: readonly Person[]) {
    const add = (map: Map<string, Set<Person>>, key: string, p: Person) => {
      let set = map.get(key);
      if (!set) map.set(key, (set = new Set()));
      set.add(p);
    };
    for (const p of people) {
      for (const t of [...p.given, ...p.family]) {
        add(this.byToken, t, p);
        add(this.byLetter, t[0]!, p);
      }
      for (const s of p.initials) add(this.byInitials, s, p);
    }
  }

  /** People that may fit a mention of this shape (a superset; fit functions decide). */
  candidates(shape: NameShape): Set<Person> {
    if (shape.initials !== undefined) return this.byInitials.get(shape.initials) ?? new Set();
    const out = new Set<Person>();
    shape.tokens.forEach((t, i) => {
      if (shape.initial[i]) return;
      for (const p of this.byToken.get(t) ?? []) out.add(p);
      for (const n of nicknamesOf(t)) for (const p of this.byToken.get(n) ?? []) out.add(p);
      if (t.length >= 5) for (const p of this.byLetter.get(t[0]!) ?? []) out.add(p);
    });
    return out;
  }
}

/** The people a mention fits at its best tier (more than one: ambiguous). */
export function bestFits(shape: NameShape, index: PeopleIndex): { tier: Tier; people: Person[] } {
  let tier: Tier = -1;
  let out: Person[] = [];
  for (const p of index.candidates(shape)) {
    const t = shape.full ? fitFull(shape, p) : fitShort(shape, p);
    if (t < 0) continue;
    if (tier < 0 || t < tier) {
      tier = t;
      out = [p];
    } else if (t === tier) out.push(p);
  }
  out.sort((a, b) => a.id - b.id);
  return { tier, people: out };
}
