/**
 * The language scores of a detector context's whole text (language/detect.ts), computed once per
 * context: the phone regions and the ASCII "eta" key of ages both ask for them on texts whose
 * dominant language alone does not decide.
 */
import { detectLanguages } from "../language/detect.js";
import type { DetectContext } from "../types.js";

const cache = new WeakMap<DetectContext, Readonly<Record<string, number>>>();

export function languageScores(ctx: DetectContext): Readonly<Record<string, number>> {
  let scores = cache.get(ctx);
  if (!scores) {
    scores = detectLanguages(ctx.text);
    cache.set(ctx, scores);
  }
  return scores;
}
