/**
 * Language identification with ELD (Efficient Language Detector, n-gram based, ISO 639-1 codes).
 * The reference service runs fastText language-ID on every request and reports a map of
 * likelihoods that need not sum to 1; we report the detected language and any close runners-up.
 */
import { eld } from "./eld-instance.js";
import { strongest } from "../strongest.js";

/** Longest prefix we look at: language is a property of the text, not of its length. */
const SAMPLE_CHARS = 4096;
/** Runners-up within this share of the best score are reported too (mixed-language text). */
const RUNNER_UP_SHARE = 0.9;

export function detectLanguages(text: string): Record<string, number> {
  const sample = text.length > SAMPLE_CHARS ? text.slice(0, SAMPLE_CHARS) : text;
  if (!/\p{L}/u.test(sample)) return {};
  const result = eld.detect(sample);
  if (!result.language) return {};
  const scores = result.getScoresWithin?.(RUNNER_UP_SHARE) ?? result.getScores();
  const best = scores[result.language] ?? 0;
  const out: Record<string, number> = {};
  for (const [lang, score] of Object.entries(scores)) {
    if (lang === result.language || score >= best * RUNNER_UP_SHARE) out[lang] = round4(score);
  }
  return out;
}

/** The most likely language, or undefined when none could be told. */
export function dominantLanguage(languages: Record<string, number>): string | undefined {
  return strongest(languages)[0] || undefined;
}

/** The languages of a detectLanguages map, most likely first (the dominant one first on ties, as dominantLanguage). */
export function languagesByScore(languages: Record<string, number>): string[] {
  return Object.entries(languages)
    .sort((a, b) => b[1] - a[1])
    .map(([lang]) => lang);
}

function round4(x: number): number {
  return Math.round(x * 10_000) / 10_000;
}
