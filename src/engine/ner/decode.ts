/**
 * From one text's window emissions to candidates: stitch the windows, bar spans across tab cells
 * (cell-boundaries.ts), Viterbi per paragraph, BIO spans (honorifics and user names handled),
 * confidences from forward-backward near the spans, assembled candidates.
 *
 * A long text's windows come back from the workers one batch at a time. EmissionDecoder takes them as
 * they come and runs the stitching and Viterbi's forward pass over every leading run of tokens
 * whose windows are all in, so that work overlaps the model's instead of waiting for the last
 * batch (on one 500 KB document it was about a quarter of the analysis). Only the backtracking,
 * the spans and their confidences wait for finish(). A text of one window (short records, most
 * texts) is decoded at finish() on the shared scratch arrays, as before: nothing is allocated for it.
 */
import type { Candidate } from "../types.js";
import { barCellCrossings, barEntity, barRow, cellStartTokens, fieldLabelTokens } from "./cell-boundaries.js";
import { marginalsNear, viterbi, ViterbiStream } from "./crf.js";
import { withoutHonorifics } from "./honorifics.js";
import type { NerModel } from "./model.js";
import type { TagSet } from "./labels.js";
import { assembleCandidates, marginalScorer, tagsToSpans, withoutImpossiblePlaces, withoutImpossibleStreets, withoutUnitLetters, type TagSpan } from "./spans.js";
import type { Token } from "./tokenize.js";
import { handleUsernames } from "./usernames.js";
import { ownerOfTokens, type TokenWindow } from "./windows.js";

/** How a token's emissions are barred: no I- tag (a cell starts there), or no entity tag at all (a field label). */
const BAR_CONTINUATION = 1;
const BAR_ENTITY = 2;

const BLANK_LINE = /\n[ \t\r\f\v\u00a0]*\n/;

/**
 * Token indices where a paragraph starts: the gap before the token holds a blank line. No gold
 * entity of any corpus here crosses one (0 of the dev and train spans of physionet_deid, the one
 * corpus with blank lines), but the tokenizer drops whitespace, so the model cannot see them.
 * Viterbi runs over each paragraph on its own: a span never runs across a blank line ("RE: fatura /
 * Olá, / ok, então" read as one street). The emissions still come from the whole window, so each
 * paragraph keeps its neighbours as context.
 */
export function paragraphStarts(tokens: readonly Token[], text: string): number[] {
  const starts: number[] = [];
  for (let i = 1; i < tokens.length; i++) {
    const gapStart = tokens[i - 1]!.end;
    const gapEnd = tokens[i]!.start;
    if (gapEnd - gapStart >= 2 && BLANK_LINE.test(text.slice(gapStart, gapEnd))) starts.push(i);
  }
  return starts;
}

/**
 * The spans of a decoded tag path, through the pure span stages in order: honorifics out of names,
 * @handles, then the streets, temperature units and places that cannot be what the model read.
 */
export function decodedSpans(tags: TagSet, path: ArrayLike<number>, tokens: readonly Token[], text: string): TagSpan[] {
  let spans = withoutHonorifics(tagsToSpans(tags, path, tokens), tokens);
  spans = handleUsernames(spans, tokens, text);
  spans = withoutImpossibleStreets(spans, text, tokens);
  spans = withoutUnitLetters(spans, text);
  return withoutImpossiblePlaces(spans, text);
}

/** Decodes one text whose windows' emissions arrive in any order (accept), then finish(). */
export class EmissionDecoder {
  private readonly n: number;
  private readonly L: number;
  private readonly single: boolean;
  private readonly windowEmissions: (Float32Array | undefined)[];
  /** Streaming state, for texts of several windows (created at the first window). */
  private streaming: Streaming | undefined;

  constructor(
    private readonly model: Pick<NerModel, "tags" | "crf">,
    private readonly text: string,
    private readonly tokens: readonly Token[],
    private readonly windows: readonly TokenWindow[],
  ) {
    this.n = tokens.length;
    this.L = model.tags.tags.length;
    this.single = windows.length <= 1;
    this.windowEmissions = windows.map(() => undefined);
  }

  /** The emissions [window length, L] of window k. */
  accept(k: number, emissions: Float32Array): void {
    const w = this.windows[k];
    if (!w) throw new Error(`decode: no window ${k}`);
    if (emissions.length < (w.end - w.start) * this.L) throw new Error(`windows: emissions of window ${k} too short`);
    if (this.windowEmissions[k]) throw new Error(`decode: window ${k} given twice`);
    this.windowEmissions[k] = emissions;
    if (this.single) return;
    const st = (this.streaming ??= this.startStreaming());
    const L = this.L;
    const { owner, stitched, barred } = st;
    // the window's own tokens (a run in its middle, windows.ts) copied a run at a time
    for (let t = w.start; t < w.end; ) {
      if (owner[t] !== k) {
        t++;
        continue;
      }
      let end = t + 1;
      while (end < w.end && owner[end] === k) end++;
      stitched.set(emissions.subarray((t - w.start) * L, (end - w.start) * L), t * L);
      for (let u = t; u < end; u++) {
        if (barred[u] === BAR_CONTINUATION) barRow(this.model.tags, stitched, u);
        else if (barred[u] === BAR_ENTITY) barEntity(this.model.tags, stitched, u);
      }
      t = end;
    }
    while (st.ready < this.n && this.windowEmissions[st.owner[st.ready]!]) st.ready++;
    this.pump(st);
  }

  /** The text's candidates; every window must have been accepted. */
  finish(): Candidate[] {
    const k = this.windowEmissions.findIndex((e) => !e);
    if (k >= 0) throw new Error(`decode: window ${k} missing`);
    if (this.n === 0) return [];
    let emissions: Float32Array;
    let path: Int32Array;
    if (this.single) {
      emissions = barCellCrossings(this.model.tags, this.windowEmissions[0]!, this.tokens, this.text);
      path = this.decodeByParagraph(emissions);
    } else {
      const st = this.streaming!;
      this.pump(st);
      emissions = st.stitched;
      path = st.path;
    }
    // the windows' arrays are no longer needed: let them go before the spans are built
    this.windowEmissions.fill(undefined);
    const { model, tokens, text } = this;
    const spans = decodedSpans(model.tags, path, tokens, text);
    if (spans.length === 0) return [];
    const scorer = marginalScorer(model.tags, marginalsNear(model.crf, emissions, this.n, spans));
    return assembleCandidates(text, spans, scorer);
  }

  private decodeByParagraph(emissions: Float32Array): Int32Array {
    const { n, L, model } = this;
    const starts = paragraphStarts(this.tokens, this.text);
    if (starts.length === 0) return viterbi(model.crf, emissions, n);
    const path = new Int32Array(n);
    const bounds = [0, ...starts, n];
    for (let p = 0; p + 1 < bounds.length; p++) {
      const a = bounds[p]!;
      const b = bounds[p + 1]!;
      path.set(viterbi(model.crf, emissions.subarray(a * L, b * L), b - a), a);
    }
    return path;
  }

  private startStreaming(): Streaming {
    const { n, L } = this;
    const barred = new Uint8Array(n);
    for (const t of cellStartTokens(this.tokens, this.text)) barred[t] = BAR_CONTINUATION;
    for (const t of fieldLabelTokens(this.tokens, this.text)) barred[t] = BAR_ENTITY;
    return {
      stitched: new Float32Array(n * L),
      owner: ownerOfTokens(n, this.windows),
      barred,
      ready: 0,
      bounds: [0, ...paragraphStarts(this.tokens, this.text), n],
      paragraph: 0,
      stream: undefined,
      path: new Int32Array(n),
    };
  }

  /** Run the forward pass over the tokens that are in, paragraph by paragraph; backtrack each finished paragraph. */
  private pump(st: Streaming): void {
    const { L } = this;
    const { bounds } = st;
    while (st.paragraph + 1 < bounds.length) {
      const a = bounds[st.paragraph]!;
      const b = bounds[st.paragraph + 1]!;
      if (st.ready <= a) return;
      st.stream ??= new ViterbiStream(this.model.crf, b - a);
      st.stream.advance(st.stitched.subarray(a * L, b * L), Math.min(st.ready, b) - a);
      if (st.stream.consumed < b - a) return;
      st.stream.finish(st.path, a);
      st.stream = undefined;
      st.paragraph++;
    }
  }
}

interface Streaming {
  /** The text's emissions [n, L], each token's row from the window that owns it (windows.ts). */
  stitched: Float32Array;
  owner: Int32Array;
  /** BAR_CONTINUATION at tokens that start a cell, BAR_ENTITY at those of a numbered field label (cell-boundaries.ts). */
  barred: Uint8Array;
  /** Leading tokens whose rows are in `stitched`. */
  ready: number;
  /** Paragraph bounds [0, ...starts, n] and the paragraph being decoded. */
  bounds: number[];
  paragraph: number;
  stream: ViterbiStream | undefined;
  path: Int32Array;
}
