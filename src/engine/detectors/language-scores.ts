/**
 * The language scores of a detector context's whole text (language/detect.ts), computed once per
 * context: the phone regions and the ASCII "eta" key of ages both ask for them on texts whose
 * dominant language alone does not decide. And whether a text may be in a language, from the
 * languages the engine detected (mayBeIn).
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

/**
 * Whether the text may be in `lang`: it is the dominant language or one of its close runners-up
 * the engine detected (DetectContext.languages). A form line in German among French ones is
 * detected as French, German close behind.
 */
export function mayBeIn(ctx: DetectContext, lang: string): boolean {
  return ctx.language === lang || (ctx.languages?.includes(lang) ?? false);
}
