/**
 * Running the structured detectors on one text as plain data in, plain data out: what the engine
 * does on its own thread, and what a model worker does for the texts it is handed with their
 * model work (engine/ner/worker.ts), so that both produce the same candidates in the same order.
 */
import type { Candidate, Detector, DetectorJob } from "../types.js";
import { makeDetectContext } from "./make-context.js";
import { DEFAULT_DETECTORS, detectorsFor } from "./registry.js";

export type { DetectorJob };

/** The per-text settings of a job, as the engine has them. */
export interface DetectorSettings {
  language?: string | undefined;
  locale?: string | undefined;
  field?: string | undefined;
}

/** A DetectorJob for `enabled` and `settings`, without the settings that are unset. */
export function detectorJob(enabled: readonly string[], settings: DetectorSettings): DetectorJob {
  return {
    enabled,
    ...(settings.language !== undefined ? { language: settings.language } : {}),
    ...(settings.locale !== undefined ? { locale: settings.locale } : {}),
    ...(settings.field !== undefined ? { field: settings.field } : {}),
  };
}
/** Every candidate the detectors find in `text`, detector by detector in registry order. */
export function runDetectors(text: string, job: DetectorSettings & { enabled: ReadonlySet<string> }, detectors: readonly Detector[]): Candidate[] {
  const ctx = makeDetectContext(text, {
    ...(job.locale !== undefined ? { locale: job.locale } : {}),
    ...(job.language !== undefined ? { language: job.language } : {}),
    enabled: job.enabled,
    ...(job.field !== undefined ? { field: job.field } : {}),
  });
  const out: Candidate[] = [];
  for (const d of detectors) {
    for (const c of d.detect(ctx)) out.push(c);
  }
  return out;
}

/** Detector lists by enabled-type set: requests of one run nearly always enable the same types. */
const byEnabled = new Map<string, { enabled: ReadonlySet<string>; detectors: Detector[] }>();
const MAX_CACHED = 32;

/** runDetectors with the default registry, for a job that travelled as plain data. */
export function runDetectorJob(text: string, job: DetectorJob): Candidate[] {
  const key = job.enabled.join("\u0000");
  let entry = byEnabled.get(key);
  if (!entry) {
    const enabled = new Set(job.enabled);
    entry = { enabled, detectors: detectorsFor(enabled, DEFAULT_DETECTORS) };
    if (byEnabled.size >= MAX_CACHED) byEnabled.clear();
    byEnabled.set(key, entry);
  }
  return runDetectors(text, { ...job, enabled: entry.enabled }, entry.detectors);
}
