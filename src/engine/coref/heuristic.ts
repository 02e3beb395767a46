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
