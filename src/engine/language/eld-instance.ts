/**
 * The language detector instance detect.ts uses, loaded once when this module is first imported.
 * A module of its own so that the single-file CommonJS bundle (scripts/build/bundle.mjs) can swap
 * it for a synchronous loader: a CommonJS script cannot await at its top level. Both load the
 * same data through eld-saved.ts.
 */
import { readFileSync } from "node:fs";
import { detectorFromData, detectorFromSaved, type LanguageDetector, type SavedEldData } from "./eld-saved.js";

export type { LanguageDetector };

/**
 * The extra-small n-gram database: same 60 languages, about 100 MB less resident memory than
 * "medium". eld ships it as a 950 KB JavaScript object literal, which V8 compiles and builds in
 * about a third of a one-line `pii redact`'s start (0.5-0.7 s CPU on a loaded 2-core host); the
 * build writes the same data as JSON next to this module (scripts/build/eld-data.mjs), which
 * JSON.parse reads several times faster, and detects with it as eld does (eld-detect.ts: eld's
 * text processing and scoring over the compact table). Without a JSON of the installed eld version
 * (running from src/, or another eld version's) the same table is built in memory; where that
 * fails too (eld's layout changed) eld's static module is used: same results, slower start.
 */
export async function loadLanguageDetector(
  dataUrl: URL = new URL("./eld-extrasmall.json", import.meta.url),
): Promise<{ detector: LanguageDetector; from: "json" | "table" | "module" }> {
  try {
    const entry = import.meta.resolve("eld/extrasmall");
    // eld's byte dictionary and separator regex, by path: the package does not export them
    const { dictionary } = (await import(new URL("../dictionary.js", entry).href)) as { dictionary: string[] };
    const { separators } = (await import(new URL("../regexPatterns.js", entry).href)) as { separators: RegExp };
    const { version } = JSON.parse(readFileSync(new URL("../../package.json", entry), "utf8")) as { version?: string };
    try {
      return { detector: detectorFromSaved(dataUrl, version, { dictionary, separators }), from: "json" };
    } catch {
      // No JSON (a checkout run from src/, where tests, evals and `npm run bench` run) or another
      // eld version's: the same compact table built in memory by the build's own step. eld's module
      // detects the same languages, but once it has detected a text the detectors' regular
      // expressions ran 2-3 times slower for the rest of the process (a 500 KB document's detector
      // job 0.3 -> 0.95 s), so the bench measured what no installed package does.
      const build = (await import(new URL("../../../scripts/build/eld-data.mjs", import.meta.url).href)) as { compactEldData(): Promise<SavedEldData> };
      return { detector: detectorFromData(await build.compactEldData(), version, { dictionary, separators }), from: "table" };
    }
  } catch {
    return { detector: (await import("eld/extrasmall")).eld, from: "module" };
  }
}

export const eld: LanguageDetector = (await loadLanguageDetector()).detector;
