/**
 * npx tsx models/train/coref/train.ts [--gum DIR] [--synthetic 3000] [--out models/coref-v1]
 *
 * Trains the mention-pair coreference scorer (src/engine/coref/model.ts): logistic regression
 * over the pair features of model.ts, on
 * - gum (../shared/datasets/gum, CC BY 4.0 annotations): its named person mentions (label person,
 *   head PROPN; a mention inside another person mention left out) with their coreference ids;
 * - synthetic documents of the relation generator (../relations/generate.ts, seven languages):
 *   full names, given and family names, titles, nicknames and misspellings, relatives sharing a
 *   family name.
 * Every person mention is paired with the person mentions before it that the scorer sees at run
 * time (model.ts scoredPairs: at most 80 back, names that can fit; label: same entity or not). Scores pairwise F1 of best-first decoding on gum dev and held-out synthetic
 * documents (never the hand-written dev set), against the heuristics, and writes weights.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { DevDoc } from "../../../scripts/coref/devset.js";
import { loadGumDocs } from "../../../scripts/coref/gum.js";
import { analysePeople, clusterMentions, normalisedValue, type Mention, type MentionCluster } from "../../../src/engine/coref/heuristic.js";
import { modelClusters, pairContext, scoredPairs, setCorefModel } from "../../../src/engine/coref/model.js";
import { generateDocs } from "../relations/generate.js";
import { trainLinear, type Example } from "../shared/linear-train.js";

const { values } = parseArgs({
  options: {
    gum: { type: "string", default: new URL("../../../../shared/datasets/gum", import.meta.url).pathname },
    synthetic: { type: "string", default: "3000" },
    seed: { type: "string", default: "14" },
    epochs: { type: "string", default: "6" },
    out: { type: "string", default: new URL("../../coref-v1", import.meta.url).pathname },
  },
});

interface Doc {
  text: string;
  mentions: Mention[];
  groups: string[];
}

const PERSON_TYPES = new Set(["NAME", "NAME_GIVEN", "NAME_FAMILY", "NAME_MEDICAL_PROFESSIONAL"]);

/** Person mentions of dev-set-shaped documents (synthetic ones, or GUM's through scripts/coref/gum.ts) with their gold groups. */
function personDocs(docs: readonly DevDoc[]): Doc[] {
  return docs.map((d) => {
    const ms = d.mentions.filter((m) => PERSON_TYPES.has(m.type));
    return {
      text: d.text,
      mentions: ms.map((m) => ({ start: m.start, end: m.end, best: m.type, value: normalisedValue(m.text, undefined), text: m.text })),
      groups: ms.map((m) => m.group),
    };
  });
}

function examplesOf(docs: readonly Doc[], weight = 1): Example[] {
  const out: Example[] = [];
  for (const doc of docs) {
    const analysis = analysePeople(doc.text, doc.mentions);
    const ctx = pairContext(doc.text, doc.mentions, analysis);
    // the pairs the scorer sees at run time (names that cannot fit each other are never scored)
    for (const { a, m, features } of scoredPairs(ctx)) out.push({ features, allowed: [0, 1], gold: doc.groups[a] === doc.groups[m] ? 1 : 0, weight });
  }
  return out;
}

function pairwise(docs: readonly Doc[], cluster: (d: Doc) => MentionCluster[]): { p: number; r: number; f: number } {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const d of docs) {
    const c = cluster(d);
    for (let i = 0; i < d.mentions.length; i++) {
      for (let k = i + 1; k < d.mentions.length; k++) {
        const g = d.groups[i] === d.groups[k];
        const p = c[i]!.key === c[k]!.key;
        if (g && p) tp++;
        else if (p) fp++;
        else if (g) fn++;
      }
    }
  }
  const p = tp + fp === 0 ? 1 : tp / (tp + fp);
  const r = tp + fn === 0 ? 1 : tp / (tp + fn);
  return { p, r, f: p + r === 0 ? 0 : (2 * p * r) / (p + r) };
}

const seed = Number(values.seed);
const gumTrain = personDocs(loadGumDocs(join(values.gum!, "train.jsonl")));
const gumDev = personDocs(loadGumDocs(join(values.gum!, "dev.jsonl")));
const synTrain = personDocs(generateDocs(Number(values.synthetic), seed + 7));
const synHeld = personDocs(generateDocs(700, seed + 2000));
console.error(`coref: gum train ${gumTrain.length} documents, ${gumTrain.reduce((n, d) => n + d.mentions.length, 0)} person mentions; synthetic ${synTrain.length}`);
const examples = [...examplesOf(gumTrain, 2), ...examplesOf(synTrain)];
console.error(`coref: ${examples.length} pairs, ${examples.filter((e) => e.gold === 1).length} coreferent`);
const model = trainLinear(["NONE", "COREF"], examples, { epochs: Number(values.epochs), seed });
const show = (name: string, s: { p: number; r: number; f: number }) => console.error(`${name.padEnd(40)} P ${s.p.toFixed(3)} R ${s.r.toFixed(3)} F1 ${s.f.toFixed(3)}`);
const heuristic = (d: Doc) => clusterMentions(d.text, d.mentions);
setCorefModel(model);
const learned = (d: Doc) => modelClusters(d.text, d.mentions, analysePeople(d.text, d.mentions));
show("gum dev, heuristics", pairwise(gumDev, heuristic));
show("gum dev, model_prediction", pairwise(gumDev, learned));
show("synthetic held-out, heuristics", pairwise(synHeld, heuristic));
show("synthetic held-out, model_prediction", pairwise(synHeld, learned));
mkdirSync(values.out!, { recursive: true });
const file = join(values.out!, "weights.json");
writeFileSync(file, `${JSON.stringify({ ...model, trained: { gum: gumTrain.length, synthetic: synTrain.length, seed, pairs: examples.length } })}\n`);
console.error(`coref: ${Object.keys(model.weights).length} features written to ${file}`);
