/**
 * End to end with the shipped model (models/pii-ner-v2): load it through the worker pool and find
 * the people's names in a few fixed sentences, as written and lower-cased. This checks that the
 * runtime (tokenizer, features, pool, windows, CRF decoding, assembly) matches what the model was
 * trained on; model quality as such is measured by `npm run eval`, not here.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNerSource, defaultModelDir, type NerSource } from "../../../src/engine/ner/index.js";
import type { Candidate } from "../../../src/engine/types.js";

const MODEL = defaultModelDir();
const present = existsSync(join(MODEL, "model.onnx"));
if (!present) console.warn(`model-e2e: skipped, the shipped model is missing from ${MODEL}`);

const NAME_LABELS = new Set(["NAME", "NAME_GIVEN", "NAME_FAMILY", "NAME_MEDICAL_PROFESSIONAL"]);

/** Sentences with the names a reader would redact in them. */
const CASES: { text: string; names: string[] }[] = [
  { text: "Yesterday John Smith called Maria Garcia about the invoice.", names: ["John Smith", "Maria Garcia"] },
  { text: "Please ask Emily Johnson to review the contract before Friday.", names: ["Emily Johnson"] },
  { text: "The report was written by David Miller and sent to the board.", names: ["David Miller"] },
  { text: "Hello, my name is Sarah Thompson and I would like to cancel my order.", names: ["Sarah Thompson"] },
];

/** Candidates with a name label that cover the whole of `name` in `text`. */
function nameFound(text: string, name: string, found: readonly Candidate[]): boolean {
  const start = text.indexOf(name);
  const end = start + name.length;
  return found.some((c) => NAME_LABELS.has(c.label) && c.start <= start && c.end >= end);
}

describe.skipIf(!present)("shipped NER model, end to end", () => {
  let ner: NerSource;
  beforeAll(async () => {
    ner = await createNerSource({ modelDir: MODEL, workers: 1, executionProviders: ["cpu"] });
  });
  afterAll(async () => {
    await ner?.close();
  });

  it.each([
    ["as written", (s: string) => s],
    ["lower-cased", (s: string) => s.toLowerCase()],
  ])("finds every name %s", async (_, transform) => {
    const cases = CASES.map((c) => ({ text: transform(c.text), names: c.names.map(transform) }));
    const out = await ner.detect(cases.map((c) => c.text), {});
    const missed = cases.flatMap((c, i) => c.names.filter((n) => !nameFound(c.text, n, out[i]!)));
    expect(missed).toEqual([]);
    for (const [i, c] of cases.entries()) {
      for (const cand of out[i]!) {
        expect(cand.source).toBe("ner");
        expect(cand.start).toBeGreaterThanOrEqual(0);
        expect(cand.end).toBeLessThanOrEqual(c.text.length);
        expect(cand.score).toBeGreaterThan(0);
        expect(cand.score).toBeLessThanOrEqual(1);
      }
    }
  });

  it("finds the same entities in a text whatever else is in the call (padding changes no scores)", async () => {
    const text = CASES[0]!.text;
    const long = "The quarterly report was prepared by the finance team in Geneva. ".repeat(60);
    const [alone] = await ner.detect([text], {});
    // a slightly longer text shares the padded batch with it; the others batch apart
    const [together] = await ner.detect([text, `${text} Thanks, see you.`, long, text.slice(0, 20)], {});
    expect(together).toEqual(alone);
  });

  it("never runs an entity across a blank line", async () => {
    // decoded as one path, the model read "fatura / Olá, / ok, então" and "1965 / Obrigado" as streets
    const text = "Assunto: RE: fatura\n\nOlá,\n\nok, então (21) 95147-3362. Data: 2 de outubro de 1965\n\nObrigado,\nMárcia Almeida";
    const [found] = await ner.detect([text], {});
    expect(found!.length).toBeGreaterThan(0);
    for (const c of found!) expect(text.slice(c.start, c.end)).not.toMatch(/\n[ \t]*\n/);
    expect(nameFound(text, "Márcia Almeida", found!)).toBe(true);
  });

  it("splits a full name into given and family subtypes", async () => {
    const text = "Yesterday John Smith called about the invoice.";
    const [found] = await ner.detect([text], {});
    const name = found!.find((c) => c.label === "NAME" && text.slice(c.start, c.end) === "John Smith");
    expect(name, "John Smith as one NAME").toBeDefined();
    expect(name!.subtypes?.map((s) => [s.label, s.formatted])).toEqual([
      ["NAME_GIVEN", "John"],
      ["NAME_FAMILY", "Smith"],
    ]);
  });
});
