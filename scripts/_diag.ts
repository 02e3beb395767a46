import { loadDevSet } from "../scripts/coref/devset.js";
import { createEngine } from "../src/engine/engine.js";
import { loadDefaultNer } from "../scripts/eval/ner.js";
import { OffsetMap } from "../src/engine/text/offsets.js";
import type { AnalyzeResult } from "../src/contract/types.js";
const docs = loadDevSet("fixtures/coref-relations");
const ner = await loadDefaultNer();
const engine = createEngine({ seed: "x", ner });
const PERSON = new Set((process.env.TYPES ?? "AGE").split(","));
for (const doc of docs) {
  const inputs = doc.batch ? doc.text.split("\n") : [doc.text];
  const results = (await engine.analyze({ text: inputs, link_batch: doc.batch })) as AnalyzeResult[];
  const ents: any[] = [];
  let off = 0;
  results.forEach((r, i) => { const m = new OffsetMap(inputs[i]!); for (const e of r.entities) ents.push({ s: off + m.toUtf16(e.location.stt_idx), e: off + m.toUtf16(e.location.end_idx), l: e.best_label, c: e.coreference_id }); off += inputs[i]!.length + 1; });
  const out: string[] = [];
  for (const g of doc.mentions) {
    if (!PERSON.has(g.type)) continue;
    const hit = ents.filter((x) => x.s < g.end && x.e > g.start);
    const desc = hit.map((x) => `${doc.text.slice(x.s, x.e)}/${x.l}/${x.c}`).join(" + ");
    const exact = hit.length === 1 && hit[0].s === g.start && hit[0].e === g.end && PERSON.has(hit[0].l);
    if (!exact) out.push(`  ${g.group} "${g.text}" (${g.type}) -> ${desc || "MISSED"}`);
  }
  if (out.length) console.log(doc.id + "\n" + out.join("\n"));
}
await engine.close();
