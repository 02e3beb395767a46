/**
 * Model-only throughput in onnxruntime-node, one thread, of one or more model folders, run one
 * after the other in one process: compare encoders interleaved on the same machine (a shared host's
 * speed drifts; list the folders twice, A B A B). Featurisation and packing are done before the clock.
 *
 *   node --import tsx bench/model-only.bench.ts models/pii-ner-v2 /tmp/other-model models/pii-ner-v2 /tmp/other-model
 */
import * as ort from "onnxruntime-node";
import { loadModel } from "../src/engine/ner/model.js";
import { featurize, MAX_CHARS } from "../src/engine/ner/featurize.js";
import { tokenize } from "../src/engine/ner/tokenize.js";
import { packBatch } from "../src/engine/ner/batch.js";
import { modelFeeds } from "../src/engine/ner/feeds.js";
import { plantedText } from "./corpus.js";
const dirs = process.argv.slice(2);
const docs = Array.from({ length: 20 }, (_, i) => plantedText(10_000, 1000 + i));
for (const dir of dirs) {
  const model = loadModel(dir);
  const sess = await ort.InferenceSession.create(model.onnxPath, { intraOpNumThreads: 1, interOpNumThreads: 1, graphOptimizationLevel: "all", ...(process.env.DAZ ? { extra: { session: { set_denormal_as_zero: "1" } } } : {}) });
  const batches = [];
  let tokens = 0, chars = 0;
  for (const d of docs) {
    const toks = tokenize(d);
    const f = featurize(toks, model.vocab);
    const seqs = [];
    for (let s = 0; s < toks.length; s += 256) seqs.push({ ...f, charWidth: MAX_CHARS, start: s, end: Math.min(toks.length, s + 256) });
    batches.push(modelFeeds(packBatch(seqs)));
    tokens += toks.length; chars += d.length;
  }
  for (const b of batches.slice(0, 3)) await sess.run(b);
  const t = performance.now();
  for (let r = 0; r < 3; r++) for (const b of batches) await sess.run(b);
  const s = (performance.now() - t) / 1000 / 3;
  console.log(dir, Math.round(tokens / s), "tokens/s", Math.round(chars / s), "chars/s (ORT only, 1 thread)");
}
