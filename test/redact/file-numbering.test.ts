/**
 * File-wide placeholder numbers (redact/file-numbering.ts; sixth exploratory test: every row's
 * customer of an orders CSV was [NAME_1]).
 */
import { describe, expect, it } from "vitest";
import type { ProcessResult } from "../../src/contract/types.js";
import { FileNumbering } from "../../src/redact/file-numbering.js";
import { createEngine } from "../../src/engine/engine.js";

const engine = createEngine({ seed: "file-numbering" });

/** One record's results as the engine gives them (numbers counted within the record). */
async function record(...fields: string[]): Promise<ProcessResult[]> {
  return engine.process({ text: fields, entity_detection: { accuracy: "standard" } }, undefined, { recordNumbering: true });
}

const texts = (results: readonly ProcessResult[]) => results.map((r) => r.processed_text);

describe("FileNumbering", () => {
  it("gives a value one number through the file and a new value the next number", async () => {
    const numbering = new FileNumbering();
    expect(texts(numbering.renumber(await record("ana@example.org", "+44 20 7946 0958")))).toEqual(["[EMAIL_ADDRESS_1]", "[PHONE_NUMBER_1]"]);
    expect(texts(numbering.renumber(await record("bo@example.org", "mail ANA@example.org")))).toEqual(["[EMAIL_ADDRESS_2]", "mail [EMAIL_ADDRESS_1]"]);
    expect(texts(numbering.renumber(await record("cy@example.org or bo@example.org")))).toEqual(["[EMAIL_ADDRESS_3] or [EMAIL_ADDRESS_2]"]);
  });

  it("moves the processed offsets of every entity after a placeholder whose length changed", async () => {
    const numbering = new FileNumbering();
    for (let i = 1; i <= 9; i++) numbering.renumber(await record(`u${i}@example.org`));
    const [out] = numbering.renumber(await record("😀 x@example.org then y@example.org and x@example.org"));
    expect(out!.processed_text).toBe("😀 [EMAIL_ADDRESS_10] then [EMAIL_ADDRESS_11] and [EMAIL_ADDRESS_10]");
    const cps = Array.from(out!.processed_text);
    for (const e of out!.entities) {
      expect(cps.slice(e.location.stt_idx_processed, e.location.end_idx_processed).join("")).toBe(`[${e.processed_text}]`);
    }
    expect(out!.entities.map((e) => e.processed_text)).toEqual(["EMAIL_ADDRESS_10", "EMAIL_ADDRESS_11", "EMAIL_ADDRESS_10"]);
  });

  it("keeps two entities of one record apart even when an earlier record gave their texts one number", () => {
    const numbering = new FileNumbering();
    const result = (entities: [string, string][]): ProcessResult => {
      let text = "";
      const out: ProcessResult = { processed_text: "", entities: [], entities_present: true, characters_processed: 0, languages_detected: {} };
      for (const [placeholder, original] of entities) {
        const start = text.length;
        text += `[${placeholder}] `;
        out.entities.push({ processed_text: placeholder, text: original, best_label: "NAME", labels: { NAME: 1 }, coreference_id: placeholder, location: { stt_idx: 0, end_idx: 0, stt_idx_processed: start, end_idx_processed: start + placeholder.length + 2 } });
      }
      out.processed_text = text;
      return out;
    };
    // one person, "Maria Jensen" and "Maria", in the first record
    expect(numbering.renumber([result([["NAME_1", "Maria Jensen"], ["NAME_1", "Maria"]])])[0]!.processed_text).toBe("[NAME_1] [NAME_1] ");
    // "Maria" alone later is that person
    expect(numbering.renumber([result([["NAME_1", "Maria"]])])[0]!.processed_text).toBe("[NAME_1] ");
    // a record that tells "Maria Jensen" and another "Maria" apart keeps them apart
    expect(numbering.renumber([result([["NAME_1", "Maria Jensen"], ["NAME_2", "maria"]])])[0]!.processed_text).toBe("[NAME_1] [NAME_2] ");
  });

  it("leaves a record without numbered placeholders as it is", async () => {
    const numbering = new FileNumbering();
    const before = await record("nothing here");
    expect(numbering.renumber(before)).toEqual(before);
  });
});
