/**
 * npx tsx scripts/coref/pairs.ts DOC_ID [LABEL]
 *
 * The relation candidates of one dev-set document read with its gold mentions (combined
 * coreference): per pair, the probabilities the relation model gives and the pair's features.
 * For reading why a relation is missed or invented (the dev set's invented text only).
 */
import { analysePeople } from "../../src/engine/coref/heuristic.js";
import { combinedClusters } from "../../src/engine/coref/model.js";
import { ALLOWED, candidates } from "../../src/engine/relations/features.js";
import { relationModel, relMentions } from "../../src/engine/relations/extract.js";
import { predict } from "../../src/engine/relations/linear.js";
import { goldMentions, loadDevSet } from "./devset.js";

const [id, only] = process.argv.slice(2);
const doc = loadDevSet(new URL("../../fixtures/coref-relations", import.meta.url).pathname).find((d) => d.id === id);
if (!doc) throw new Error(`no document ${id}`);
const mentions = goldMentions(doc);
const analysis = analysePeople(doc.text, mentions);
const clusters = combinedClusters(doc.text, mentions, analysis);
const rel = relMentions(mentions, clusters.map((c) => c.key), analysis);
const model = relationModel()!;
const none = model.labels.indexOf("NONE");
for (const c of candidates(doc.text, rel)) {
  const labels = ALLOWED[c.group];
  if (only && !labels.includes(only as never)) continue;
  const probs = predict(model, c.features, [none, ...labels.map((l) => model.labels.indexOf(l))]);
  const p = rel[c.p]!;
  const e = rel[c.e]!;
  console.log(`${JSON.stringify(p.text)} ~ ${JSON.stringify(e.text)}: ${["NONE", ...labels].map((l, k) => `${l} ${probs[k]!.toFixed(2)}`).join(" ")}${c.indirect ? " (indirect)" : ""}`);
  const weighted = c.features.map((f) => ({ f, w: model.weights[f] ? model.weights[f]![model.labels.indexOf(labels[0]!)]! - model.weights[f]![none]! : 0 }));
  console.log(`   ${weighted.map((x) => `${x.f}${x.w ? `(${x.w.toFixed(1)})` : ""}`).join(" ")}`);
}
