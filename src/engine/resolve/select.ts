/**
 * Entity type selection (entity_detection.entity_types) applied to resolved entities, and the
 * choice of best_label.
 *
 * A label the request did not enable is removed; a label whose ancestor is enabled brings that
 * ancestor in (ENABLE [NAME] turns a NAME_GIVEN detection into a NAME entity). An entity left with
 * no label is dropped. best_label is the most specific remaining label (deepest in the catalog's
 * type tree), not the arg-max, as the reference service does: {NAME: 0.90, NAME_GIVEN: 0.89}
 * gives NAME_GIVEN. Specificity only decides within one family of types (one root of the tree):
 * when two sources put unrelated labels on the same span, the higher-scoring family wins, so
 * {ORGANIZATION: 0.9, LOCATION_CITY: 0.6} (the model's club name vs a place-name lexicon hit on
 * "Liverpool") gives ORGANIZATION.
 */
import { ancestors, isEntityType, specificity } from "../../contract/catalog.js";
import { strongest } from "../strongest.js";

export function selectLabels(
  labels: Record<string, number>,
  enabled: ReadonlySet<string>,
  nonMaxSuppression: boolean,
): { labels: Record<string, number>; best: string } | undefined {
  const kept: Record<string, number> = {};
  const keep = (label: string, score: number) => {
    if (!(label in kept) || kept[label]! < score) kept[label] = score;
  };
  for (const [label, score] of Object.entries(labels)) {
    // custom labels come only from BLOCK filters, which the request asked for explicitly
    if (!isEntityType(label) || enabled.has(label)) keep(label, score);
    for (const parent of ancestors(label)) if (enabled.has(parent)) keep(parent, score);
  }
  const names = Object.keys(kept);
  if (names.length === 0) return undefined;
  const [top] = strongest(kept);
  const family = rootOf(top);
  let best = top;
  for (const name of names) {
    if (rootOf(name) !== family) continue;
    const d = specificity(name) - specificity(best);
    if (d > 0 || (d === 0 && kept[name]! > kept[best]!)) best = name;
  }
  if (!nonMaxSuppression) return { labels: kept, best };
  // non-max suppression: only the best label's own lineage survives
  const lineage = new Set([best, ...ancestors(best)]);
  const suppressed: Record<string, number> = {};
  for (const name of names) if (lineage.has(name)) suppressed[name] = kept[name]!;
  return { labels: suppressed, best };
}

/** The top of a label's type tree (the label itself for a root or a custom label). */
function rootOf(label: string): string {
  const up = ancestors(label);
  return up.length > 0 ? up[up.length - 1]! : label;
}
