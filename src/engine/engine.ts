/**
 * createEngine(): the library's entry point. One engine serves the CLI and the HTTP service.
 */
import type { AnalyzeResult, NerResult, ProcessResult } from "../contract/types.js";
import { parseAnalyzeRequest, parseNerRequest, parseProcessRequest, type ParseOptions } from "../contract/validate.js";
import { detectionsRequest } from "./detections.js";
import { processResults } from "../redact/process.js";
import { analyzeRequest, type PipelineDeps } from "./analyze.js";
import type { Engine, EngineOptions, InputHints } from "./api.js";
import { DEFAULT_DETECTORS } from "./detectors/registry.js";

export function createEngine(options: EngineOptions = {}): Engine {
  const deps: PipelineDeps = {
    detectors: options.detectors ?? DEFAULT_DETECTORS,
    ner: options.ner,
    seed: options.seed,
    passes: options.passes,
  };
  return {
    async analyze(body: unknown, parse?: ParseOptions, hints?: InputHints): Promise<AnalyzeResult[]> {
      const req = parseAnalyzeRequest(body, parse);
      const analyzed = await analyzeRequest(req, deps, hints);
      const results = analyzed.inputs.map((input): AnalyzeResult => ({
        entities: input.entities.map((a) => a.entity),
        entities_present: input.entities.length > 0,
        characters_processed: analyzed.charactersProcessed,
        languages_detected: input.languages,
      }));
      return withoutEntitiesUnless(req.entity_detection?.return_entity, results);
    },
    async process(body: unknown, parse?: ParseOptions, hints?: InputHints): Promise<ProcessResult[]> {
      const req = parseProcessRequest(body, parse);
      const analyzed = await analyzeRequest(req, deps, hints);
      return withoutEntitiesUnless(req.entity_detection?.return_entity, await processResults(analyzed, req.processed_text, hints?.recordNumbering === true, hints?.keepLineBreaks === true));
    },
    async ner(body: unknown, parse?: ParseOptions): Promise<NerResult[]> {
      const req = parseNerRequest(body, parse);
      return withoutEntitiesUnless(req.entity_detection?.return_entity, await detectionsRequest(req, deps));
    },
    async close(): Promise<void> {
      const ner = options.ner as { close?: () => Promise<void> } | undefined;
      await ner?.close?.();
    },
  };
}

/**
 * return_entity false: no entity list is sent; entities_present still says whether PII was found,
 * which is what detection-only callers read.
 */
function withoutEntitiesUnless<R extends { entities?: unknown }>(returnEntity: boolean | undefined, results: R[]): R[] {
  if (returnEntity !== false) return results;
  for (const r of results) delete r.entities;
  return results;
}
