/**
 * pii as a library: `import { createEngine } from "pii"`.
 */
export { createEngine } from "./engine/engine.js";
export type { Engine, EngineOptions, InputHints } from "./engine/api.js";
export type * from "./contract/types.js";
export { RequestError } from "./contract/errors.js";
export { ENTITY_TYPES, GROUPINGS } from "./contract/catalog.js";
export { DEFAULT_DETECTORS } from "./engine/detectors/registry.js";
export type { Candidate, Detector, DetectContext, AsyncCandidateSource } from "./engine/types.js";
