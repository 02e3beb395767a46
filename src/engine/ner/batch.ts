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
 * featurize.ts): rows from different texts are not compared, which would cost a hash per token.
 */

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
        row = rows[first] = fromText.length + 1;
        fromText.push(s);
        fromToken.push(first);
        const base = first * s.charWidth;
        let width = C;
        while (width < s.charWidth && s.charIds[base + width] !== 0) width++;
        C = width;
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

// The int64 packing above writes low words only, which is right on little-endian machines.
if (new Uint8Array(new Uint16Array([1]).buffer)[0] !== 1) throw new Error("NER batches: a little-endian machine is required");
