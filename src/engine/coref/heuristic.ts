/**
 * Heuristic coreference: mentions of the same type with the same normalised value are one entity
 * (the same phone number written two ways, "ACME" and "Acme"). The model-based coreference of a
 * later issue can refine the keys this produces (e.g. "John Smith" ... "John").
 */
import { createHash } from "node:crypto";

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

const PERSON_LABELS: ReadonlySet<string> = new Set(["NAME", "NAME_GIVEN", "NAME_FAMILY", "NAME_MEDICAL_PROFESSIONAL"]);
const FULL_NAME_LABELS: ReadonlySet<string> = new Set(["NAME", "NAME_MEDICAL_PROFESSIONAL"]);

export interface Mention {
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

/**
 * Heuristic coreference within one unit: mentions with the same type and normalised value are
 * one entity; a one-word person mention ("Maria", "Jensen") joins the full name it is part of
 * ("Maria Jensen") when exactly one full name in the unit contains it.
 */
export function clusterMentions(mentions: readonly Mention[]): MentionCluster[] {
  const words = (text: string) => text.normalize("NFKC").toLowerCase().split(/[\s,]+/).filter(Boolean);
  const fullNamesByPart = new Map<string, Set<string>>();
  const labelOfKey = new Map<string, string>();
  for (const m of mentions) {
    if (!FULL_NAME_LABELS.has(m.best)) continue;
    const parts = words(m.text);
    if (parts.length < 2) continue;
    const key = clusterKey(m.best, m.value);
    labelOfKey.set(key, m.best);
    for (const p of parts) {
      if (p.length < 2) continue;
      let set = fullNamesByPart.get(p);
      if (!set) fullNamesByPart.set(p, (set = new Set()));
      set.add(key);
    }
  }
  return mentions.map((m) => {
    const own = { key: clusterKey(m.best, m.value), markerLabel: m.best };
    if (!PERSON_LABELS.has(m.best)) return own;
    const parts = words(m.text);
    if (parts.length !== 1) return own;
    const owners = fullNamesByPart.get(parts[0]!);
    if (!owners || owners.size !== 1) return own;
    const key = [...owners][0]!;
    return { key, markerLabel: labelOfKey.get(key)! };
  });
}
