import { readJsonl, predict } from "./suites/lib/engine.js";
const docs: any[] = await readJsonl("fixtures/suites/realistic.jsonl");
const { predictions } = await predict(docs.map((d) => d.text), { model: true, concurrency: 4 });
const want = process.argv[2];
docs.forEach((d, k) => {
  const t = [...d.text];
  const cov = new Array(t.length).fill(false);
  for (const p of predictions[k]!) for (let i = p.start; i < p.end; i++) cov[i] = true;
  const used = new Set<number>();
  for (const v of d.pii) {
    if (want && v.type !== want) continue;
    const vt = [...v.value];
    // find occurrences
    const s = d.text; let idx = -1; let found = false;
    const cps = t.join("");
    for (let i = 0; i + vt.length <= t.length; i++) {
      if (t.slice(i, i + vt.length).join("") !== v.value) continue;
      const al = vt.map((c: string, j: number) => (/[\p{L}\p{N}]/u.test(c) ? (cov[i + j] ? 1 : 0) : -1)).filter((x: number) => x >= 0);
      const c = al.filter((x: number) => x === 1).length;
      if (c < al.length) console.log(c === 0 ? "MISS" : "PART", d.id, v.type, JSON.stringify(t.slice(Math.max(0, i - 50), i).join("") + "⟦" + v.value + "⟧" + t.slice(i + vt.length, i + vt.length + 30).join("")));
      break;
    }
  }
});
process.exit(0);
