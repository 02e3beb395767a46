/**
 * Coreference and relations for one unit (one input, or all inputs under link_batch): which
 * mentions are one entity (cluster keys: one coreference id and one placeholder number each), and,
 * when asked, which groups are related (relations/extract.ts).
 *
 * Modes (relation_detection.coreference_resolution):
 * - heuristics (default): value identity plus the person rules of heuristic.ts / persons.ts;
 * - model_prediction: the learned mention-pair scorer (model.ts) links person mentions;
 * - combined: the heuristic links, plus the scorer's confident links where the heuristics had none
 *   (never joining two different full names).
 */
import type { CoreferenceMode, RelationLabel } from "../../contract/types.js";
import { extractRelations } from "../relations/extract.js";
import { analysePeople, clusterMentions, type Mention, type MentionCluster } from "./heuristic.js";
import { combinedClusters, modelClusters } from "./model.js";

export interface GroupMention extends Mention {
  /** The entity's labels and scores (relations read the wider types: LOCATION for a LOCATION_CITY). */
  labels: Record<string, number>;
}

export interface Grouping {
  clusters: MentionCluster[];
  /** Cluster key -> the groups it is related to (both directions are listed). */
  relations: Map<string, { key: string; label: RelationLabel }[]>;
}

export interface GroupOptions {
  mode: CoreferenceMode;
  relations: boolean;
}

export function groupMentions(text: string, mentions: readonly GroupMention[], options: GroupOptions): Grouping {
  const analysis = analysePeople(text, mentions);
  const clusters =
    options.mode === "model_prediction"
      ? modelClusters(text, mentions, analysis)
      : options.mode === "combined"
        ? combinedClusters(text, mentions, analysis)
        : clusterMentions(text, mentions, analysis);
  const relations = new Map<string, { key: string; label: RelationLabel }[]>();
  if (!options.relations) return { clusters, relations };
  const add = (a: string, b: string, label: RelationLabel) => {
    let list = relations.get(a);
    if (!list) relations.set(a, (list = []));
    if (!list.some((r) => r.key === b && r.label === label)) list.push({ key: b, label });
  };
  for (const rel of extractRelations(text, mentions, clusters.map((c) => c.key), analysis)) {
    add(rel.a, rel.b, rel.label);
    add(rel.b, rel.a, rel.label);
  }
  return { clusters, relations };
}
