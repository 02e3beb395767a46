import type { AsyncCandidateSource } from "../../../src/engine/types.js";

/**
 * A stand-in for the NER model in pipeline tests: tags each listed word, wherever it occurs as a
 * whole word, with `label` (and `labels` as the model's label scores), so a test decides exactly
 * what "the model" said.
 */
export function scriptedModel(words: readonly string[], label: string, labels: Record<string, number>, types: string[]): AsyncCandidateSource {
  return {
    name: "ner",
    types,
    detect: async (texts) =>
      texts.map((text) =>
        words.flatMap((w) =>
          [...text.matchAll(new RegExp(`\\b${w}\\b`, "gu"))].map((m) => ({
            start: m.index!,
            end: m.index! + w.length,
            label,
            score: 0.9,
            labels,
            source: "ner",
          })),
        ),
      ),
  };
}
