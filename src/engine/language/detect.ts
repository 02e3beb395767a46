/**
 * Language identification with ELD (Efficient Language Detector, n-gram based, ISO 639-1 codes).
 * The reference service runs fastText language-ID on every request and reports a map of
 * likelihoods that need not sum to 1; we report the detected language and any close runners-up.
 */
import { readFileSync } from "node:fs";

/** The part of an eld instance we use. */
interface LanguageDetector {
  detect(text: string): { language: string; getScores(): Record<string, number> };
}

/**
 * The extra-small n-gram database: same 60 languages, about 100 MB less resident memory than
 * "medium". eld ships it as a 950 KB JavaScript object literal, which V8 compiles and builds in
 * about a third of a one-line `pii redact`'s start (0.5-0.7 s CPU on a loaded 2-core host); the
 * build writes the same data as JSON next to this module (scripts/build/eld-data.mjs), which
 * JSON.parse reads several times faster, and hands it to eld's own loader. Any mismatch (no JSON,
 * as when running from src/; another eld version than the one the JSON came from; eld's layout
 * changed) falls back to eld's static module: same results, slower start.
 */
export async function loadLanguageDetector(
  dataUrl: URL = new URL("./eld-extrasmall.json", import.meta.url),
): Promise<{ detector: LanguageDetector; from: "json" | "module" }> {
  try {
    const saved = JSON.parse(readFileSync(dataUrl, "utf8")) as {
      eld: string;
      ngramsData: unknown;
    };
    const entry = import.meta.resolve("eld/extrasmall");
    const version = (JSON.parse(readFileSync(new URL("../../package.json", entry), "utf8")) as { version?: string }).version;
    if (version !== saved.eld) throw new Error("eld version changed");
    const { createEld } = (await import(new URL("../languageDetector.js", entry).href)) as {
      createEld: () => { instance: LanguageDetector; loadData: (data: unknown) => unknown };
    };
    const { instance, loadData } = createEld();
    if (!loadData(saved.ngramsData)) throw new Error("eld refused the data");
    return { detector: instance, from: "json" };
  } catch {
    return { detector: (await import("eld/extrasmall")).eld, from: "module" };
  }
}

const eld = (await loadLanguageDetector()).detector;

/** Longest prefix we look at: language is a property of the text, not of its length. */
const SAMPLE_CHARS = 4096;
/** Runners-up within this share of the best score are reported too (mixed-language text). */
const RUNNER_UP_SHARE = 0.9;

export function detectLanguages(text: string): Record<string, number> {
  const sample = text.length > SAMPLE_CHARS ? text.slice(0, SAMPLE_CHARS) : text;
  if (!/\p{L}/u.test(sample)) return {};
  const result = eld.detect(sample);
  if (!result.language) return {};
  const scores = result.getScores();
  const best = scores[result.language] ?? 0;
  const out: Record<string, number> = {};
  for (const [lang, score] of Object.entries(scores)) {
    if (lang === result.language || score >= best * RUNNER_UP_SHARE) out[lang] = round4(score);
  }
  return out;
}

/** The most likely language, or undefined when none could be told. */
export function dominantLanguage(languages: Record<string, number>): string | undefined {
  let best: string | undefined;
  let bestScore = -1;
  for (const [lang, score] of Object.entries(languages)) {
    if (score > bestScore) {
      best = lang;
      bestScore = score;
    }
  }
  return best;
}

function round4(x: number): number {
  return Math.round(x * 10_000) / 10_000;
}
