/**
 * A pass acts on the model's candidates after the model and the detectors have run: it vetoes,
 * fills or relabels. Passes are declared (passes/registry.ts), like detectors, so that each one is
 * named, says which languages it acts in and what it changes, and carries in its registry entry the
 * figures that justify it, measured on corpora it was not tuned on.
 */
import type { LanguagePart } from "../ner/language-parts.js";
import type { Candidate } from "../types.js";

export interface PassInput {
  /** The unit's text (one input, or all of them joined under link_batch); UTF-16 offsets. */
  readonly text: string;
  /** Candidates of every source so far. */
  readonly candidates: readonly Candidate[];
  /** The unit's parts with their dominant language, in text order. */
  readonly parts: readonly LanguagePart[];
  /** The parts of each language present (parts without a language left out). */
  readonly byLanguage: ReadonlyMap<string, readonly LanguagePart[]>;
}

export interface ModelPass {
  /** Stable name: how a run leaves the pass out (PipelineDeps.passes) and how figures refer to it. */
  readonly name: string;
  /** ISO 639-1 languages it acts in, or "all". */
  readonly languages: readonly string[] | "all";
  /** What it changes, in one line. */
  readonly changes: string;
  /**
   * Why it stays: dev F1 / unredacted share with and without it, on corpora it was not tuned on
   * (npm run eval:dev with and without the pass, EVAL_PASSES).
   */
  readonly evidence: string;
  run(input: PassInput): Candidate[] | Promise<Candidate[]>;
}
