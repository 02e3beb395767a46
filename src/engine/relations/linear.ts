/**
 * A linear model over string features (multinomial logistic regression), as the training scripts
 * write it: labels, and per feature one weight per label. Used by relation extraction and by the
 * mention-pair coreference scorer.
 */
import { readFileSync } from "node:fs";

export interface LinearModel {
  labels: string[];
  /** feature -> weight per label (labels[i]); features not listed weigh 0. */
  weights: Record<string, number[]>;
}

/** Probabilities of the `allowed` label indexes given the features (softmax over those only). */
export function predict(model: LinearModel, features: readonly string[], allowed: readonly number[]): number[] {
  const scores = allowed.map(() => 0);
  for (const f of features) {
    const w = model.weights[f];
    if (!w) continue;
    for (let k = 0; k < allowed.length; k++) scores[k]! += w[allowed[k]!] ?? 0;
  }
  const max = Math.max(...scores);
  const exp = scores.map((s) => Math.exp(s - max));
  const sum = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / sum);
}

/** Read a model file (JSON), checking its shape; undefined when the file is missing. */
export function loadLinearModel(url: URL): LinearModel | undefined {
  let raw: string;
  try {
    raw = readFileSync(url, "utf8");
  } catch {
    return undefined;
  }
  const json = JSON.parse(raw) as Partial<LinearModel>;
  if (!Array.isArray(json.labels) || typeof json.weights !== "object" || json.weights === null) {
    throw new Error(`linear model ${url.pathname}: expected {labels, weights}`);
  }
  return { labels: json.labels, weights: json.weights };
}
