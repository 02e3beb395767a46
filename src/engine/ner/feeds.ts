/**
 * The model's onnxruntime inputs for a packed batch (batch.ts): the one place that names them, for
 * the workers, the model-only evaluation and the tests.
 */
import { Tensor } from "onnxruntime-node";
import type { PackedBatch } from "./batch.js";

export const INPUT_NAMES = ["word_ids", "token_chars", "char_index", "case_ids"] as const;

export function modelFeeds(p: Pick<PackedBatch, "B" | "T" | "U" | "C" | "wordIds" | "tokenChars" | "charIndex" | "caseIds">): Record<(typeof INPUT_NAMES)[number], Tensor> {
  return {
    word_ids: new Tensor("int64", p.wordIds, [p.B, p.T]),
    token_chars: new Tensor("int64", p.tokenChars, [p.U, p.C]),
    char_index: new Tensor("int64", p.charIndex, [p.B, p.T]),
    case_ids: new Tensor("int64", p.caseIds, [p.B, p.T]),
  };
}
