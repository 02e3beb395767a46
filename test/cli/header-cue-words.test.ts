/**
 * A CSV header cell that is a detector's cue word ("aba", "dni", "bsn"...) names a column: the
 * header check does not take it for PII, though the model reads some of them alone as given names
 * (before: a bank export with an "aba" column was refused, exit 2). The shipped model runs.
 */
import { describe, expect, it } from "vitest";
import { isCueWord } from "../../src/engine/detectors/cue-vocabulary.js";
import "../../src/engine/detectors/registry.js";
import { runCli, tree } from "./helpers.js";

describe("header cells that are cue words", () => {
  it("are column names to the header check", async () => {
    const dir = tree({ "bank.csv": "id,aba,amount\n1,011000015,12.50\n" });
    const r = await runCli(["redact", "bank.csv"], { cwd: dir, model: true });
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("id,aba,amount\n1,[ROUTING_NUMBER_1],12.50\n");
  });

  it("a first row with PII is still refused, cue words in it or not", async () => {
    const dir = tree({ "people.csv": "Ana Lopez,ana.lopez@example.com,aba\nBo Berg,bo@example.com,x\n" });
    const r = await runCli(["redact", "people.csv"], { cwd: dir, model: true });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain("the header row holds PII");
  });

  it("folds cells as headers are folded", () => {
    for (const cell of ["aba", "ABA", "Routing_Number", "routing number:", "IBAN", "Fecha de nacimiento", "dni"]) expect(isCueWord(cell), cell).toBe(true);
    for (const cell of ["ana", "amount", "Maria"]) expect(isCueWord(cell), cell).toBe(false);
  });
});
