/**
 * eld's database as the build saved it (scripts/build/eld-data.mjs), turned into a detector
 * (eld-detect.ts). Synchronous, so that both the ES-module loader (eld-instance.ts) and the
 * CommonJS bundle's (scripts/build/bundle.mjs) use it.
 */
import { readFileSync } from "node:fs";
import { compactDetector, type EldText, type LanguageDetector } from "./eld-detect.js";

export type { EldText, LanguageDetector };

/** eld's database in the layout the build saves (scripts/build/eld-data.mjs compactEldData). */
export interface SavedEldData {
  eld?: string;
  header?: { languages?: Record<string, string> };
  /** The sorted n-grams, "\n"-joined. */
  keys?: string;
  /** Their "lang:score,..." lists in the same order, "\n"-joined. */
  values?: string;
}

/**
 * The detector for the saved database at dataUrl. Throws when the file is missing or was saved
 * from another eld version than eldVersion (the one eldText, its dictionary and separators, comes
 * from), or does not have the saved shape.
 */
export function detectorFromSaved(dataUrl: URL, eldVersion: string | undefined, eldText: EldText): LanguageDetector {
  return detectorFromData(JSON.parse(readFileSync(dataUrl, "utf8")) as SavedEldData, eldVersion, eldText);
}

/** The detector for saved data read or built in memory, with detectorFromSaved's checks. */
export function detectorFromData(saved: SavedEldData, eldVersion: string | undefined, eldText: EldText): LanguageDetector {
  if (eldVersion !== saved.eld) throw new Error("eld version changed");
  if (!saved.header?.languages || typeof saved.keys !== "string" || typeof saved.values !== "string") throw new Error("eld data: unexpected shape");
  if (!Array.isArray(eldText.dictionary) || eldText.dictionary.length !== 256 || !(eldText.separators instanceof RegExp)) throw new Error("eld source: unexpected shape");
  return compactDetector({ keys: saved.keys, values: saved.values }, saved.header.languages, eldText);
}
