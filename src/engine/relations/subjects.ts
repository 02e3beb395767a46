/**
 * The subjects view (`pii analyze --subjects`): each person group of a record with its mentions
 * and, by relation label, every group related to it. What a data-subject access or erasure request
 * needs: whose data is this, and which values identify or describe that person.
 *
 * Pure: built from analyze results (entities with coreference ids and relations). A record of
 * several inputs (CSV cells, JSON fields, lines) names each mention's input by its key.
 */
import type { AnalyzeResult, Entity, Location, RelationLabel } from "../../contract/types.js";

export const PERSON_LABELS: ReadonlySet<string> = new Set(["NAME", "NAME_GIVEN", "NAME_FAMILY", "NAME_MEDICAL_PROFESSIONAL"]);

export interface SubjectMention {
  text: string;
  best_label: string;
  location: Location;
  /** The input the mention is in (a CSV column, a JSON path, a line), when the record has several. */
  input?: string;
}

export interface RelatedGroup {
  coreference_id: string;
  best_label: string;
  /** Each distinct text of the group's mentions, in order of appearance. */
  texts: string[];
}

export interface Subject {
  coreference_id: string;
  mentions: SubjectMention[];
  /** Relation label -> the related groups. */
  related: Partial<Record<RelationLabel, RelatedGroup[]>>;
}

/** Subjects of a record: `results` are its analyze results, `keys` name its inputs (undefined: one input). */
export function subjectsOf(results: readonly (AnalyzeResult | undefined)[], keys?: readonly string[]): Subject[] {
  const all: { entity: Entity; input?: string }[] = [];
  results.forEach((r, i) => {
    for (const entity of r?.entities ?? []) all.push({ entity, ...(keys?.[i] !== undefined ? { input: keys[i]! } : {}) });
  });
  const groups = new Map<string, { entity: Entity; input?: string }[]>();
  for (const x of all) {
    const list = groups.get(x.entity.coreference_id) ?? [];
    list.push(x);
    groups.set(x.entity.coreference_id, list);
  }
  const out: Subject[] = [];
  for (const [id, members] of groups) {
    if (!members.some((m) => PERSON_LABELS.has(m.entity.best_label))) continue;
    const related: Partial<Record<RelationLabel, RelatedGroup[]>> = {};
    const seen = new Set<string>();
    for (const m of members) {
      for (const rel of m.entity.relations) {
        const k = `${rel.label}\u0000${rel.coreference_id}`;
        if (seen.has(k)) continue;
        seen.add(k);
        const other = groups.get(rel.coreference_id);
        if (!other) continue;
        const texts = [...new Set(other.map((o) => o.entity.text))];
        (related[rel.label] ??= []).push({ coreference_id: rel.coreference_id, best_label: other[0]!.entity.best_label, texts });
      }
    }
    out.push({
      coreference_id: id,
      mentions: members.map((m) => ({
        text: m.entity.text,
        best_label: m.entity.best_label,
        location: m.entity.location,
        ...(m.input !== undefined ? { input: m.input } : {}),
      })),
      related,
    });
  }
  return out;
}
