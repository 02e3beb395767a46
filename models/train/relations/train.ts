/**
 * npx tsx models/train/relations/train.ts [--docs 8000] [--seed 14] [--out models/relations-v1]
 *
 * Trains the relation classifier (src/engine/relations/extract.ts) on synthetic documents
 * (generate.ts: templates in en, de, es, fr, it, nl, pt; never the hand-written dev set): every
 * candidate pair of features.ts with its gold label (the relation between the two gold groups, or
 * NONE), a multinomial logistic regression (../shared/linear-train.ts), then scores held-out
 * synthetic documents (another seed) and writes weights.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { RELATION_LABELS, type DevDoc } from "../../../scripts/coref/devset.js";
import { ALLOWED, candidates, type RelMention } from "../../../src/engine/relations/features.js";
import { relMentions as readMentions, relationsOf } from "../../../src/engine/relations/extract.js";
import { analysePeople, normalisedValue } from "../../../src/engine/coref/heuristic.js";
import { trainLinear, type Example } from "../shared/linear-train.js";
import { generateDocs } from "./generate.js";

const PERSON_TYPES = new Set(["NAME", "NAME_GIVEN", "NAME_FAMILY", "NAME_MEDICAL_PROFESSIONAL"]);
const LABELS = ["NONE", ...RELATION_LABELS];

const { values } = parseArgs({
  options: {
    docs: { type: "string", default: "8000" },
    seed: { type: "string", default: "14" },
    epochs: { type: "string", default: "8" },
    out: { type: "string", default: new URL("../../relations-v1", import.meta.url).pathname },
  },
});

/** The gold mentions as extraction reads them at run time (person readings and genders from the heuristics). */
function relMentions(doc: DevDoc): RelMention[] {
  const mentions = doc.mentions.map((m) => ({ start: m.start, end: m.end, best: m.type, text: m.text, value: normalisedValue(m.text, undefined) }));
  const rel = readMentions(mentions, doc.mentions.map((m) => m.group), analysePeople(doc.text, mentions));
  // the gold says who is a person
  return rel.map((r, i) => ({ ...r, person: PERSON_TYPES.has(doc.mentions[i]!.type) }));
}

function goldLabel(doc: DevDoc, a: string, b: string): string {
  const r = doc.relations.find((x) => (x.a === a && x.b === b) || (x.a === b && x.b === a));
  return r ? r.label : "NONE";
}

function examplesOf(docs: readonly DevDoc[]): Example[] {
  const out: Example[] = [];
  for (const doc of docs) {
    const rel = relMentions(doc);
    for (const c of candidates(doc.text, rel)) {
      const allowedLabels = ALLOWED[c.group];
      const label = goldLabel(doc, rel[c.p]!.key, rel[c.e]!.key);
      const gold = (allowedLabels as readonly string[]).includes(label) ? LABELS.indexOf(label) : 0;
      out.push({ features: c.features, allowed: [0, ...allowedLabels.map((l) => LABELS.indexOf(l))], gold });
    }
  }
  return out;
}

function score(model: ReturnType<typeof trainLinear>, docs: readonly DevDoc[], threshold: number): { p: number; r: number; f: number; perLabel: Record<string, string> } {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const per: Record<string, [number, number, number]> = {};
  for (const l of RELATION_LABELS) per[l] = [0, 0, 0];
  for (const doc of docs) {
    const pred = relationsOf(model, doc.text, relMentions(doc), threshold);
    const key = (a: string, b: string, l: string) => `${[a, b].sort().join("~")}|${l}`;
    const gold = new Set(doc.relations.map((r) => key(r.a, r.b, r.label)));
    const got = new Set(pred.map((r) => key(r.a, r.b, r.label)));
    for (const k of got) {
      const l = k.split("|")[1]!;
      if (gold.has(k)) (tp++, per[l]![0]++);
      else (fp++, per[l]![1]++);
    }
    for (const k of gold) if (!got.has(k)) (fn++, per[k.split("|")[1]!]![2]++);
  }
  const prf = (t: number, f1: number, f2: number) => {
    const p = t + f1 === 0 ? 1 : t / (t + f1);
    const r = t + f2 === 0 ? 1 : t / (t + f2);
    return { p, r, f: p + r === 0 ? 0 : (2 * p * r) / (p + r) };
  };
  const perLabel: Record<string, string> = {};
  for (const [l, [a, b, c]] of Object.entries(per)) perLabel[l] = prf(a, b, c).f.toFixed(3);
  return { ...prf(tp, fp, fn), perLabel };
}

const count = Number(values.docs);
const seed = Number(values.seed);
console.error(`relations: generating ${count} training documents (seed ${seed})`);
const train = generateDocs(count, seed);
const held = generateDocs(Math.max(700, Math.round(count / 8)), seed + 1000);
const examples = examplesOf(train);
const positives = examples.filter((e) => e.gold !== 0).length;
console.error(`relations: ${examples.length} candidate pairs, ${positives} related`);
const model = trainLinear(LABELS, examples, { epochs: Number(values.epochs), seed });
for (const t of [0.3, 0.4, 0.5, 0.6, 0.7]) {
  const s = score(model, held, t);
  console.error(`held-out synthetic, threshold ${t}: P ${s.p.toFixed(3)} R ${s.r.toFixed(3)} F1 ${s.f.toFixed(3)} ${JSON.stringify(s.perLabel)}`);
}
mkdirSync(values.out!, { recursive: true });
const file = join(values.out!, "weights.json");
writeFileSync(file, `${JSON.stringify({ ...model, trained: { docs: count, seed, examples: examples.length, positives } })}\n`);
console.error(`relations: ${Object.keys(model.weights).length} features written to ${file}`);
