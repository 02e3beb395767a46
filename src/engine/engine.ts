/**
 * createEngine(): the library's entry point. One engine serves the CLI and the HTTP service.
 */
import type { AnalyzeResult, NerResult, ProcessResult } from "../contract/types.js";
import { parseAnalyzeRequest, parseNerRequest, parseProcessRequest, type ParseOptions } from "../contract/validate.js";
import { detectionsRequest } from "./detections.js";
import { processResults } from "../redact/process.js";
import { analyzeRequest, type PipelineDeps } from "./analyze.js";
import type { Engine, EngineOptions } from "./api.js";
import { DEFAULT_DETECTORS } from "./detectors/registry.js";

export function createEngine(options: EngineOptions = {}): Engine {
  const deps: PipelineDeps = {
    detectors: options.detectors ?? DEFAULT_DETECTORS,
    ner: options.ner,
    seed: options.seed,
  };
  return {
    async analyze(body: unknown, parse?: ParseOptions): Promise<AnalyzeResult[]> {
      const req = parseAnalyzeRequest(body, parse);
      const analyzed = await analyzeRequest(req, deps);
      const returnEntities = req.entity_detection?.return_entity !== false;
      return analyzed.inputs.map((input) => {
        const result: AnalyzeResult = {
          entities: input.entities.map((a) => a.entity),
          entities_present: input.entities.length > 0,
          characters_processed: analyzed.charactersProcessed,
          languages_detected: input.languages,
        };
        // return_entity false: detection-only callers read entities_present; no entity list is sent
        if (!returnEntities) delete (result as Partial<AnalyzeResult>).entities;
        return result;
      });
    },
    async process(body: unknown, parse?: ParseOptions): Promise<ProcessResult[]> {
      const req = parseProcessRequest(body, parse);
      const analyzed = await analyzeRequest(req, deps);
      const results = await processResults(analyzed, req.processed_text);
      if (req.entity_detection?.return_entity === false) {
        for (const r of results) delete (r as Partial<ProcessResult>).entities;
      }
      return results;
    },
    async ner(body: unknown, parse?: ParseOptions): Promise<NerResult[]> {
      const req = parseNerRequest(body, parse);
      const results = await detectionsRequest(req, deps);
      if (req.entity_detection?.return_entity === false) {
        for (const r of results) delete (r as Partial<NerResult>).entities;
      }
      return results;
    },
    async close(): Promise<void> {
      const ner = options.ner as { close?: () => Promise<void> } | undefined;
      await ner?.close?.();
    },
  };
}
