import { createEngine } from "../src/engine/engine.js";
import { loadDefaultNer } from "./eval/ner.js";
const engine = createEngine({ seed: "x", ner: await loadDefaultNer() });
const t = process.argv[2]!.replace(/\\n/g, "\n");
const [r]: any = await engine.analyze({ text: [t] });
for (const e of r.entities) console.log(JSON.stringify(e.text), e.best_label, JSON.stringify(e.labels));
await engine.close();
