/** scripts/eval/run.ts --min-score: only entities whose best label scores at least the threshold are scored. */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type Analyzer, evaluateSet } from "../../scripts/eval/run.js";

const text = "Anna Weber met Tom Frami in Leeds.";
const entity = (value: string, label: string, score: number) => {
  const start = text.indexOf(value);
  return { text: value, best_label: label, labels: { [label]: score }, location: { stt_idx: start, end_idx: start + value.length } };
};
// a sure name, an unsure one and an unsure place
const fake: Analyzer = {
  analyze: async () => [{ entities: [entity("Anna Weber", "NAME", 0.95), entity("Tom Frami", "NAME", 0.6), entity("Leeds", "LOCATION_CITY", 0.7)] }],
};

function spec() {
  const dir = mkdtempSync(join(tmpdir(), "pii-eval-min-score-"));
  const span = (value: string, label: string) => ({ start: text.indexOf(value), end: text.indexOf(value) + value.length, label });
  writeFileSync(join(dir, "dev.jsonl"), `${JSON.stringify({ id: "d1", text, spans: [span("Anna Weber", "PER"), span("Tom Frami", "PER"), span("Leeds", "LOC")] })}\n`);
  writeFileSync(join(dir, "map.json"), JSON.stringify({ $person: ["PER"], PER: ["NAME"], LOC: ["LOCATION"] }));
  return { name: "tiny", file: join(dir, "dev.jsonl"), map: join(dir, "map.json") };
}

describe("evaluateSet minScore", () => {
  it("scores every entity by default", async () => {
    const report = await evaluateSet(fake, spec(), { accuracy: "high_automatic" });
    expect(report.person?.recall).toBe(1);
    expect(report.micro.recall).toBe(1);
  });

  it("leaves out the entities below the threshold, as a gate with --fail-min-score would", async () => {
    const report = await evaluateSet(fake, spec(), { accuracy: "high_automatic", minScore: 0.65 });
    expect(report.person?.recall).toBe(0.5);
    expect(report.micro.recall).toBeCloseTo(2 / 3, 6);
    expect(report.leakRate).toBeGreaterThan(0);
  });
});
