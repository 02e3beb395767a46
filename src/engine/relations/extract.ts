import type { RelationLabel } from "../../contract/types.js";
import type { PersonAnalysis } from "../coref/heuristic.js";
import type { GroupMention } from "../coref/index.js";

export interface ExtractedRelation {
  a: string;
  b: string;
  label: RelationLabel;
}

export function extractRelations(_text: string, _mentions: readonly GroupMention[], _keys: readonly string[], _analysis: PersonAnalysis): ExtractedRelation[] {
  return [];
}
