/**
 * The registry of structured detectors. The engine runs every detector whose types intersect the
 * request's enabled types and hands all candidates to the resolver.
 */
import type { Detector } from "../types.js";
// --- contact and network (email, phone, url, ip, filename, credentials, numerical ids) ---
// --- end contact and network ---
// --- finance and identity documents ---
// --- end finance and identity documents ---
// --- time, place and vocabulary ---
// --- end time, place and vocabulary ---

export const DEFAULT_DETECTORS: readonly Detector[] = [
  // contact and network
  // finance and identity documents
  // time, place and vocabulary
];

export function detectorsFor(enabled: ReadonlySet<string>, detectors: readonly Detector[] = DEFAULT_DETECTORS): Detector[] {
  return detectors.filter((d) => d.types.some((t) => enabled.has(t)));
}
