/**
 * Packs token sequences into the model's int64 inputs (pure; the pool sends the result to a
 * worker, the evaluation and the tests run it in-thread through feeds.ts):
 *
 *   word_ids    [B, T]  word id per position
 *   case_ids    [B, T]  casing class per position
 *   token_chars [U, C]  the char ids of each distinct token of the batch, once
 *   char_index  [B, T]  the token_chars row each position reads
 *
 * A token's char-CNN features depend on its characters only, so each distinct token needs them
 * once: sending every position its own 20 chars made the char CNN about half of the model's
 * time, while a 10 KB English document has about a third as many distinct tokens as positions.
 * Row 0 of token_chars is all padding and serves the padding positions of sequences shorter
 * than T (the model gives a token without characters zero char features, and the width C never
 * changes a token's features, so C is just the widest distinct token).
 *
 * Distinct tokens are found within each featurised text through its `distinctRow` table (see
 * featurize.ts), and across the texts of a batch by a hash of each such token's char ids (once
 * per distinct token of a text). The second matters for short records: a padded batch of twenty
 * support tickets repeats most of its words between tickets, while one ticket repeats few.
 * Measured in one thread on 1,500 ticket records in groups of 64 (bench/short-records.ts text):
 * padded batches without the cross-text rows ran no faster than batches of one length (the
 * character path grew with the batch); with them, about 1.4x as many tokens per second.
 */

import type { DetectorJob } from "../types.js";

/** A run of tokens [start, end) of one featurised text (features as featurize.ts makes them). */
export interface SeqView {
  readonly wordIds: Int32Array;
  /** [tokens * charWidth], PAD_ID (0) after each token's characters. */
  readonly charIds: Int32Array;
  readonly caseIds: Int32Array;
  /** [tokens] the first token of the text with the same characters (its own index if none before). */
  readonly distinctRow: Int32Array;
  readonly charWidth: number;
  readonly start: number;
  readonly end: number;
  /**
   * The whole text when this sequence is all of it (one window): the worker that runs it decodes
   * it too (worker.ts), so the caller gets candidates instead of decoding the emissions itself.
   */
  readonly wholeText?: string;
  /**
   * With wholeText: the detectors to run on it too (detectors/run.ts), by the worker when it has
   * loaded them (pool.ts); otherwise the caller runs them.
   */
  readonly detectorJob?: DetectorJob;
}

export interface PackedBatch {
  B: number;
  T: number;
  /** Rows of token_chars, padding row included. */
  U: number;
  C: number;
  wordIds: BigInt64Array;
  caseIds: BigInt64Array;
  tokenChars: BigInt64Array;
  charIndex: BigInt64Array;
}

export const seqLength = (s: SeqView): number => s.end - s.start;

/**
 * Packs `seqs` into tensors of length T (at least the longest sequence; shorter ones are padded
 * with id 0 and the padding char row).
 */
export function packBatch(seqs: readonly SeqView[], T: number = Math.max(0, ...seqs.map(seqLength))): PackedBatch {
  const B = seqs.length;
  const wordIds = new BigInt64Array(B * T);
  const caseIds = new BigInt64Array(B * T);
  const charIndex = new BigInt64Array(B * T);
  // Ids are small non-negative integers: write each int64 as its low 32-bit word (little-endian,
  // high word stays 0), far cheaper than a BigInt per value.
  const words32 = new Int32Array(wordIds.buffer);
  const cases32 = new Int32Array(caseIds.buffer);
  const index32 = new Int32Array(charIndex.buffer);
  // Per featurised text: its token index -> batch row (0 = not assigned yet).
  const rowsOf = new Map<Int32Array, Int32Array>();
  // Where each batch row's chars come from, and the widest row.
  const fromText: SeqView[] = [];
  const fromToken: number[] = [];
  const byHash = new Map<number, number[]>();
  let C = 1;
  for (let b = 0; b < B; b++) {
    const s = seqs[b]!;
    const n = seqLength(s);
    if (n > T) throw new RangeError(`packBatch: a sequence of ${n} tokens does not fit T = ${T}`);
    let rows = rowsOf.get(s.charIds);
    if (!rows) rowsOf.set(s.charIds, (rows = new Int32Array(s.distinctRow.length)));
    for (let t = 0; t < n; t++) {
      const token = s.start + t;
      const at = b * T + t;
      words32[2 * at] = s.wordIds[token]!;
      cases32[2 * at] = s.caseIds[token]!;
      const first = s.distinctRow[token]!;
      let row = rows[first]!;
      if (row === 0) {
        // the same characters in another text of the batch share its row (looked up by a hash of
        // the char ids, compared in full on a hit)
        const base = first * s.charWidth;
        let end = base;
        while (end < base + s.charWidth && s.charIds[end] !== 0) end++;
        const hash = charHash(s.charIds, base, end);
        const candidates = byHash.get(hash);
        const same = candidates?.find((r) => sameChars(fromText[r - 1]!, fromToken[r - 1]!, s.charIds, base, end));
        if (same !== undefined) {
          row = rows[first] = same;
        } else {
          row = rows[first] = fromText.length + 1;
          fromText.push(s);
          fromToken.push(first);
          if (candidates) candidates.push(row);
          else byHash.set(hash, [row]);
          C = Math.max(C, end - base);
        }
      }
      index32[2 * at] = row;
    }
  }
  const U = fromText.length + 1;
  const tokenChars = new BigInt64Array(U * C);
  const chars32 = new Int32Array(tokenChars.buffer);
  for (let r = 1; r < U; r++) {
    const s = fromText[r - 1]!;
    const base = fromToken[r - 1]! * s.charWidth;
    for (let c = 0; c < C && c < s.charWidth; c++) chars32[2 * (r * C + c)] = s.charIds[base + c]!;
  }
  return { B, T, U, C, wordIds, caseIds, tokenChars, charIndex };
}

/** FNV-1a over a token's char ids [from, to). */
function charHash(ids: Int32Array, from: number, to: number): number {
  let h = 0x811c9dc5;
  for (let i = from; i < to; i++) h = Math.imul(h ^ ids[i]!, 0x01000193);
  return h;
}

/** Whether the token at `token` of `s` has exactly the char ids [from, to) of `ids`. */
function sameChars(s: SeqView, token: number, ids: Int32Array, from: number, to: number): boolean {
  const base = token * s.charWidth;
  const n = to - from;
  if (n < s.charWidth && s.charIds[base + n] !== 0) return false;
  for (let i = 0; i < n; i++) if (s.charIds[base + i] !== ids[from + i]) return false;
  return true;
}

// The int64 packing above writes low words only, which is right on little-endian machines.
if (new Uint8Array(new Uint16Array([1]).buffer)[0] !== 1) throw new Error("NER batches: a little-endian machine is required");
