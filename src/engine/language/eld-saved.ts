/**
 * eld's database as the build saved it (scripts/build/eld-data.mjs), turned into a detector with
 * eld's own loader. Synchronous, so that both the ES-module loader (eld-instance.ts) and the
 * CommonJS bundle's (scripts/build/bundle.mjs) use it.
 */
import { readFileSync } from "node:fs";
import { decodeAll, lazyNgrams } from "./eld-ngrams.js";

/** The part of an eld instance we use. */
export interface LanguageDetector {
  detect(text: string): { language: string; getScores(): Record<string, number> };
}

/** eld's languageDetector.js createEld(), which the package does not export by name. */
export type CreateEld = () => { instance: LanguageDetector; loadData: (data: unknown) => unknown };

/**
 * Texts after which the detector swaps the lazy n-gram table for a fully decoded one. A one-line
 * run never gets there and keeps the fast start; a batch of short records does early, and then
 * looks n-grams up as fast as eld's own table does (the lazy table's lookups were about 3 % of a
 * 300-character record's analysis).
 */
export const DECODE_ALL_AFTER = 64;

/**
 * The detector for the saved database at dataUrl. Throws when the file is missing, was saved from
 * another eld version than eldVersion (the one createEld comes from), or eld refuses it.
 */
export function detectorFromSaved(dataUrl: URL, eldVersion: string | undefined, createEld: CreateEld): LanguageDetector {
  const saved = JSON.parse(readFileSync(dataUrl, "utf8")) as {
    eld: string;
    header: Record<string, unknown>;
    keys: string[];
    values: string[];
  };
  if (eldVersion !== saved.eld) throw new Error("eld version changed");
  const { instance, loadData } = createEld();
  if (!loadData({ ...saved.header, ngrams: lazyNgrams(saved) })) throw new Error("eld refused the data");
  let texts = 0;
  return {
    detect(text: string) {
      if (++texts === DECODE_ALL_AFTER) loadData({ ...saved.header, ngrams: decodeAll(saved) });
      return instance.detect(text);
    },
  };
}
