/**
 * Heuristic coreference: mentions of the same type with the same normalised value are one entity
 * (the same phone number written two ways, "ACME" and "Acme"); a person's short, titled,
 * nickname, initials or misspelt mentions join the one full name in the unit they fit
 * ("Mr. Carter", "Carter", "Michael", "Micheal", "Mike", "M. Carter", "MC" -> "Michael Carter"),
 * and stay on their own when two people fit (persons.ts).
 */
import { createHash } from "node:crypto";
import { isNickname } from "./diminutives.js";
import { cueClasses, foldWord } from "../relations/cues.js";
import { insideAddress, misspelt, nameShape, type NameShape } from "./names.js";
import { bestFits, buildPeople, PeopleIndex, type Anchor, type Person, type Tier } from "./persons.js";

/** Normalised value of a mention: its formatted value when it has one, else case-folded text. */
export function normalisedValue(text: string, formatted: string | number | null | undefined): string {
  if (formatted !== undefined && formatted !== null && formatted !== "") return String(formatted).toLowerCase();
  return text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
}

export function clusterKey(bestLabel: string, value: string): string {
  return `${bestLabel}\u0000${value}`;
}

/**
 * Coreference ids are UUID-shaped (as the reference service's are) and derived from the request's
 * seed and the cluster's ordinal, never from the entity's value, so they reveal nothing about it.
 */
export function coreferenceId(seed: string, ordinal: number): string {
  const h = createHash("sha256").update(`${seed}:${ordinal}`).digest("hex");
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export const PERSON_LABELS: ReadonlySet<string> = new Set(["NAME", "NAME_GIVEN", "NAME_FAMILY", "NAME_MEDICAL_PROFESSIONAL"]);

export interface Mention {
  /** UTF-16 span in the unit text. */
  start: number;
  end: number;
  best: string;
  /** Normalised value (normalisedValue). */
  value: string;
  text: string;
}

export interface MentionCluster {
  /** Mentions with equal keys are one entity: one coreference id, one placeholder number. */
  key: string;
  /** The type its placeholder names: the cluster's fullest mention's type ("Maria" after "Maria Jensen" is [NAME_1]). */
  markerLabel: string;
}

/** What the person analysis says of each mention (undefined for mentions that are no person names). */
export interface PersonReading {
  shape: NameShape;
  /** The person this mention is, when exactly one fits (full names: always). */
  person?: Person;
  /** Two or more people fit equally well: left unlinked on purpose. */
  ambiguous: boolean;
  tier: Tier;
}

export interface PersonAnalysis {
  readings: (PersonReading | undefined)[];
  people: Person[];
  index: PeopleIndex;
}

/**
 * Person readings of a unit's mentions: each full name is (or joins) a person, each short,
 * titled, misspelt or nickname mention is linked to the one person it fits. A name inside an
 * e-mail address, URL or handle is no name mention (no reading). A given name and a family name
 * written as two fields or side by side ("Nom : Benali / Prénom : Yasmine", "Lefèvre Camille") are
 * one full name.
 */
export function analysePeople(text: string, mentions: readonly Mention[]): PersonAnalysis {
  const shapes = mentions.map((m) =>
    PERSON_LABELS.has(m.best) && !insideAddress(text, m.start, m.end) && !fieldLabel(text, m)
      ? nameShape(m.text, text.slice(Math.max(0, m.start - 12), m.start))
      : undefined,
  );
  const anchors: Anchor[] = [];
  const paired = new Set<number>();
  for (let i = 0; i < shapes.length; i++) {
    const shape = shapes[i];
    if (!shape || paired.has(i)) continue;
    if (shape.full) {
      anchors.push({ shape, members: [i] });
      continue;
    }
    const pair = fieldPair(text, mentions, shapes, i);
    if (pair) {
      anchors.push(pair);
      for (const m of pair.members) paired.add(m);
    }
  }
  const { people, personOf } = buildPeople(anchors);
  const index = new PeopleIndex(people);
  const readings = shapes.map((shape, i): PersonReading | undefined => {
    if (!shape || shape.tokens.length === 0) return undefined;
    const own = personOf.get(i);
    if (own) return { shape, person: own, ambiguous: false, tier: 0 };
    const fits = bestFits(shape, index);
    if (fits.people.length === 1) return { shape, person: fits.people[0]!, ambiguous: false, tier: fits.tier };
    return { shape, ambiguous: fits.people.length > 1, tier: fits.tier };
  });
  return { readings, people, index };
}

/**
 * A form's field name taken for a name ("Geburtsdatum:", "Allergies:"): one word, a colon right
 * after it, and a word the relation cues know (cues.ts). No name mention.
 */
function fieldLabel(text: string, m: Mention): boolean {
  if (/\s/.test(m.text.trim()) || !/^[ \t]*:/.test(text.slice(m.end, m.end + 3))) return false;
  return cueClasses(foldWord(m.text.trim())).length > 0;
}

/** Field names of a given name and of a family name in the seven languages. */
const GIVEN_FIELD = /(?<!\p{L})(?:(?:first|given|fore|christian)\s*name|vorname|rufname|pr[ée]nom|nombre|nome|voornaam|roepnaam|primeiro\s+nome)(?!\p{L})/iu;
const FAMILY_FIELD = /(?<!\p{L})(?:(?:last|family|sur)\s*name|surname|nachname|familienname|nom|apellidos?|cognome|achternaam|sobrenome|apelidos?)(?!\p{L})/iu;
/** What may stand between the two fields: separators and the second field's name. */
const BETWEEN_FIELDS = /^[\s,;:|/.\-]*(?:[\p{L} ]{2,24}[:.][\s]*)?$/u;

/**
 * A one-word given name and a one-word family name next to each other (mention i and the next
 * person mention, at most 40 characters apart, nothing but separators or a field name between),
 * told apart by their labels or by the field names before them: one full name.
 */
function fieldPair(text: string, mentions: readonly Mention[], shapes: readonly (NameShape | undefined)[], i: number): Anchor | undefined {
  const a = shapes[i]!;
  const j = i + 1;
  const b = shapes[j];
  if (!b || b.full || a.tokens.length !== 1 || b.tokens.length !== 1 || a.initial[0] || b.initial[0] || a.initials || b.initials) return undefined;
  const ma = mentions[i]!;
  const mb = mentions[j]!;
  if (mb.start - ma.end > 40 || !BETWEEN_FIELDS.test(text.slice(ma.end, mb.start))) return undefined;
  const between = text.slice(ma.end, mb.start);
  // across lines (and inputs under link_batch) only named fields pair: "Nom : Benali / Prénom : Yasmine"
  const fieldsOnly = between.includes("\n");
  const fieldBefore = (m: Mention) => text.slice(Math.max(0, m.start - 24), m.start);
  const role = (m: Mention): "given" | "family" | undefined => {
    const before = fieldBefore(m).split(/[\n|;]/).pop() ?? "";
    if (GIVEN_FIELD.test(before)) return "given";
    if (FAMILY_FIELD.test(before)) return "family";
    if (fieldsOnly) return undefined;
    return m.best === "NAME_GIVEN" ? "given" : m.best === "NAME_FAMILY" ? "family" : undefined;
  };
  let ra = role(ma);
  const rb = role(mb);
  // "Carter, James": a surname, a comma, a given name
  if (!ra && rb === "given" && /^,[ \t]?$/.test(between)) ra = "family";
  if (!ra || !rb || ra === rb) return undefined;
  const [given, family] = ra === "given" ? [a.tokens[0]!, b.tokens[0]!] : [b.tokens[0]!, a.tokens[0]!];
  const title = a.title ?? b.title;
  const shape: NameShape = { tokens: [given, family], initial: [false, false], full: true, family: [family], given, ...(title ? { title } : {}) };
  return { shape, members: [i, j] };
}

/**
 * Heuristic coreference within one unit: mentions with the same type and normalised value are
 * one entity; person mentions that fit exactly one full name in the unit join it (persons.ts);
 * other person mentions group by their folded value ("Anna" ... "anna"), split by gender where
 * titles disagree ("Mr. Carter" / "Mrs. Carter").
 */
export function clusterMentions(text: string, mentions: readonly Mention[], analysis = analysePeople(text, mentions)): MentionCluster[] {
  const anchorKey = (p: Person) => clusterKey(mentions[p.anchor]!.best, mentions[p.anchor]!.value);
  return looseClusters(mentions, analysis, (i) => {
    const person = analysis.readings[i]?.person;
    return person ? { key: anchorKey(person), markerLabel: personMarker(mentions, person, i) } : undefined;
  });
}

/**
 * The placeholder type of a person's mention: its full name's ("Carter" after "Michael Carter" is
 * [NAME_1]); a person known only from separate given and family names keeps each mention's own type
 * ("John" [NAME_GIVEN_1], "Smith" [NAME_FAMILY_1]).
 */
export function personMarker(mentions: readonly Mention[], person: Person, i: number): string {
  return person.virtual ? mentions[i]!.best : mentions[person.anchor]!.best;
}

/**
 * Clusters from a choice of linked mentions (`linked`), the rest grouped by value: person
 * mentions by their folded name tokens (and title gender where titles disagree), others by type
 * and value. The marker label of a value group is its first mention's type.
 */
export function looseClusters(
  mentions: readonly Mention[],
  analysis: PersonAnalysis,
  linked: (i: number) => MentionCluster | undefined,
): MentionCluster[] {
  const alias = nameAliases(mentions, analysis, linked);
  const personValue = (r: PersonReading) => {
    const v = r.shape.tokens.join(" ");
    return alias.get(v) ?? v;
  };
  const genders = new Map<string, Set<string>>();
  analysis.readings.forEach((r, i) => {
    if (!r || linked(i)) return;
    const g = r.shape.title?.gender;
    if (!g) return;
    const v = personValue(r);
    let set = genders.get(v);
    if (!set) genders.set(v, (set = new Set()));
    set.add(g);
  });
  const firstLabel = new Map<string, string>();
  return mentions.map((m, i) => {
    const link = linked(i);
    if (link) return link;
    const r = analysis.readings[i];
    let key: string;
    if (r) {
      const v = personValue(r);
      const split = (genders.get(v)?.size ?? 0) > 1;
      key = clusterKey("PERSON", split ? `${v}\u0000${r.shape.title?.gender ?? "?"}` : v);
    } else key = clusterKey(m.best, m.value);
    let label = firstLabel.get(key);
    if (label === undefined) firstLabel.set(key, (label = m.best));
    return { key, markerLabel: label };
  });
}

/**
 * One-word names no full name took, that are two forms of one name ("Pepe" and "José", "Micheal"
 * and "Michael" in a chat without surnames): the rarer form maps to the other when it is the only
 * form it fits.
 */
function nameAliases(mentions: readonly Mention[], analysis: PersonAnalysis, linked: (i: number) => MentionCluster | undefined): Map<string, string> {
  const counts = new Map<string, number>();
  analysis.readings.forEach((r, i) => {
    if (!r || r.ambiguous || linked(i) || r.shape.tokens.length !== 1 || r.shape.initial[0] || r.shape.title) return;
    const t = r.shape.tokens[0]!;
    counts.set(t, (counts.get(t) ?? 0) + 1);
  });
  const out = new Map<string, string>();
  if (counts.size < 2 || counts.size > 200) return out;
  const forms = [...counts.keys()];
  for (const t of forms) {
    const fits = forms.filter((o) => o !== t && (isNickname(t, o) || misspelt(t, o)));
    if (fits.length !== 1) continue;
    const other = fits[0]!;
    // the form written more often (then the earlier one) names the group
    const [keep, drop] = counts.get(other)! > counts.get(t)! || (counts.get(other) === counts.get(t) && other < t) ? [other, t] : [t, other];
    if (!out.has(keep)) out.set(drop, keep);
  }
  void mentions;
  return out;
}
