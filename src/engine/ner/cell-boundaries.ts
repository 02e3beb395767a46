/**
 * No model span runs across a tab: in tab-separated text a tab is a cell boundary, and no entity
 * spans two cells. The tokenizer drops white space, so the model never sees the tab and reads a
 * row such as "10021<TAB>Roberto Galli<TAB>magazziniere" as one address.
 *
 * Applied as a constraint on the decoder, not a cut of its output: at the first token after a
 * gap holding a tab, every I- tag gets an emission of -1e4, so Viterbi chooses the best path that
 * starts a new span there (or none), and the confidences come from the same constrained scores.
 *
 * Line breaks were tried the same way and are not barred. In the multi-line corpora here
 * (physionet_deid, meddocan, gum, echr_fr_es_manual, presidio_synth; 66,899 train and dev spans)
 * the only gold spans that contain one are 118 presidio_synth street addresses. Barring them for every type but locations fixed names run into the
 * next line on the coreference dev set (coreference F1 0.828 -> 0.833, relations 0.709 -> 0.723), but
 * it did not carry to the NER dev sets, whose documents are sentences joined by line breaks: F1
 * better on 3 and worse on 5 of 15 (conll2002_nl 0.654 -> 0.650, europeana_nl 0.695 -> 0.689), and
 * barring every type left more of presidio_synth's multi-line addresses in clear (2.6 % -> 6.8 %).
 * No corpus here has tabs, so this constraint changes none of the dev-set figures.
 */
import type { TagSet } from "./labels.js";

const BARRED = -1e4;

interface Offsets {
  readonly start: number;
  readonly end: number;
}

const continuationsOf = new WeakMap<TagSet, number[]>();

function continuations(tags: TagSet): number[] {
  let list = continuationsOf.get(tags);
  if (!list) {
    list = [];
    for (let j = 0; j < tags.prefix.length; j++) if (tags.prefix[j] === "I") list.push(j);
    continuationsOf.set(tags, list);
  }
  return list;
}

/** Indices of the tokens that follow a tab (the first token of a cell after the first). */
export function cellStartTokens(tokens: readonly Offsets[], text: string): number[] {
  if (!text.includes("\t")) return [];
  const starts: number[] = [];
  for (let t = 1; t < tokens.length; t++) {
    if (text.slice(tokens[t - 1]!.end, tokens[t]!.start).includes("\t")) starts.push(t);
  }
  return starts;
}

/** Bar every I- tag at token t of `emissions` (rows of L tags), in place. */
export function barRow(tags: TagSet, emissions: Float32Array, t: number): void {
  const row = t * tags.tags.length;
  for (const j of continuations(tags)) emissions[row + j] = BARRED;
}

/**
 * The emissions with every I- tag barred at tokens that follow a tab: the same array when no gap
 * holds a tab, else a copy (the caller's array is left as it was).
 */
export function barCellCrossings(tags: TagSet, emissions: Float32Array, tokens: readonly Offsets[], text: string): Float32Array {
  const starts = cellStartTokens(tokens, text);
  if (starts.length === 0) return emissions;
  const out = Float32Array.from(emissions);
  for (const t of starts) barRow(tags, out, t);
  return out;
}
