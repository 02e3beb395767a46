import { clusterMentions, type Mention, type MentionCluster, type PersonAnalysis } from "./heuristic.js";

export function modelClusters(text: string, mentions: readonly Mention[], analysis: PersonAnalysis): MentionCluster[] {
  return clusterMentions(text, mentions, analysis);
}

export function combinedClusters(text: string, mentions: readonly Mention[], analysis: PersonAnalysis): MentionCluster[] {
  return clusterMentions(text, mentions, analysis);
}
