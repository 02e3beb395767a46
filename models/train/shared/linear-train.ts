/**
 * Training of a multinomial logistic regression over string features (src/engine/relations/linear.ts
 * reads what this writes): AdaGrad on the masked softmax (each example names the labels it may
 * take), L2 regularisation, a few epochs over shuffled examples. Small and dependency-free.
 */
import type { LinearModel } from "../../../src/engine/relations/linear.js";

export interface Example {
  features: readonly string[];
  /** Label indexes this example may take (the gold one among them). */
  allowed: readonly number[];
  gold: number;
  /** Weight of the example in the loss (default 1). */
  weight?: number;
}

export interface TrainOptions {
  epochs?: number;
  rate?: number;
  l2?: number;
  /** Features seen in fewer examples are dropped. */
  minCount?: number;
  seed?: number;
  /** Weights smaller than this (absolute) are left out of the written model. */
  prune?: number;
}

function shuffle<T>(xs: T[], rand: () => number): void {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
}

export function trainLinear(labels: readonly string[], examples: readonly Example[], options: TrainOptions = {}): LinearModel {
  const { epochs = 8, rate = 0.2, l2 = 1e-5, minCount = 2, prune = 1e-3 } = options;
  let seed = options.seed ?? 1;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  const counts = new Map<string, number>();
  for (const ex of examples) for (const f of new Set(ex.features)) counts.set(f, (counts.get(f) ?? 0) + 1);
  const index = new Map<string, number>();
  for (const [f, c] of counts) if (c >= minCount) index.set(f, index.size);
  const L = labels.length;
  const w = new Float64Array(index.size * L);
  const g2 = new Float64Array(index.size * L).fill(1e-8);
  const encoded = examples.map((ex) => ({ ...ex, ids: [...new Set(ex.features)].map((f) => index.get(f)).filter((i): i is number => i !== undefined) }));
  for (let epoch = 0; epoch < epochs; epoch++) {
    shuffle(encoded, rand);
    let loss = 0;
    for (const ex of encoded) {
      const scores = ex.allowed.map((l) => ex.ids.reduce((s, id) => s + w[id * L + l]!, 0));
      const max = Math.max(...scores);
      const exp = scores.map((s) => Math.exp(s - max));
      const sum = exp.reduce((a, b) => a + b, 0);
      const p = exp.map((e) => e / sum);
      const weight = ex.weight ?? 1;
      const gi = ex.allowed.indexOf(ex.gold);
      loss -= weight * Math.log(Math.max(1e-12, p[gi]!));
      ex.allowed.forEach((l, k) => {
        const grad = weight * (p[k]! - (k === gi ? 1 : 0));
        for (const id of ex.ids) {
          const j = id * L + l;
          const g = grad + l2 * w[j]!;
          g2[j]! += g * g;
          w[j]! -= (rate * g) / Math.sqrt(g2[j]!);
        }
      });
    }
    console.error(`  epoch ${epoch + 1}/${epochs}: loss ${(loss / encoded.length).toFixed(4)}`);
  }
  const weights: Record<string, number[]> = {};
  for (const [f, id] of index) {
    const row = Array.from({ length: L }, (_, l) => Math.round(w[id * L + l]! * 1e4) / 1e4);
    if (row.some((x) => Math.abs(x) >= prune)) weights[f] = row;
  }
  return { labels: [...labels], weights };
}
