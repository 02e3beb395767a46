/**
 * Checks that the exported ONNX emissions (run by onnxruntime-node, as in production) agree
 * with the PyTorch emissions that train.py saved for the same inputs.
 *
 *   node --import tsx models/train/check_onnx.ts [--model models/pii-ner-v2] [--check models/train/.work/onnx_check.json] [--tol 1e-4]
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import * as ort from "onnxruntime-node";

type Nested = number | Nested[];

function flat(x: Nested): number[] {
  return Array.isArray(x) ? x.flatMap(flat) : [x];
}
function shape(x: Nested): number[] {
  const s: number[] = [];
  let cur: Nested = x;
  while (Array.isArray(cur)) {
    s.push(cur.length);
    cur = cur[0]!;
  }
  return s;
}
const int64 = (x: Nested) => new ort.Tensor("int64", BigInt64Array.from(flat(x), (v) => BigInt(v)), shape(x));

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      model: { type: "string", default: "models/pii-ner-v2" },
      check: { type: "string", default: "models/train/.work/onnx_check.json" },
      tol: { type: "string", default: "1e-4" },
    },
  });
  const tol = Number(values.tol);
  const session = await ort.InferenceSession.create(join(values.model!, "model.onnx"), { intraOpNumThreads: 1 });
  const { cases } = JSON.parse(readFileSync(values.check!, "utf8")) as { cases: Record<string, Nested>[] };
  let worst = 0;
  for (const [i, c] of cases.entries()) {
    const out = await session.run({
      word_ids: int64(c.word_ids!),
      token_chars: int64(c.token_chars!),
      char_index: int64(c.char_index!),
      case_ids: int64(c.case_ids!),
    });
    const got = out.emissions!.data as Float32Array;
    const want = flat(c.emissions!);
    if (got.length !== want.length) throw new Error(`case ${i}: emissions size ${got.length}, expected ${want.length}`);
    // with lengths, positions past a row's length are padding: the graph's output there is not
    // compared (train.py computes each row's reference alone, unpadded)
    const [B, T, L] = out.emissions!.dims as number[];
    const lengths = (c.lengths as number[] | undefined) ?? Array<number>(B!).fill(T!);
    let maxDiff = 0;
    for (let b = 0; b < B!; b++) {
      for (let j = b * T! * L!; j < (b * T! + lengths[b]!) * L!; j++) maxDiff = Math.max(maxDiff, Math.abs(got[j]! - want[j]!));
    }
    console.log(`case ${i}: shape [${out.emissions!.dims.join(",")}], max |onnx - torch| = ${maxDiff.toExponential(2)}`);
    worst = Math.max(worst, maxDiff);
  }
  if (worst > tol) {
    console.error(`FAIL: max difference ${worst} above tolerance ${tol}`);
    process.exit(1);
  }
  console.log(`OK: ONNX and PyTorch emissions agree to ${worst.toExponential(2)} (tolerance ${tol})`);
}

await main();
