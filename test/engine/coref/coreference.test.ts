/**
 * Coreference of people (issue 14): which mentions share a coreference id and a placeholder, under
 * the heuristics (the default) and the learned modes.
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../src/engine/engine.js";
import type { AnalyzeResult, CoreferenceMode, ProcessResult } from "../../../src/contract/types.js";
import { isNickname } from "../../../src/engine/coref/diminutives.js";
import { editDistance, misspelt, nameShape } from "../../../src/engine/coref/names.js";
import { marked } from "./marked.js";

async function ids(source: string, mode?: CoreferenceMode): Promise<Map<string, string[]>> {
  const { texts, detector } = marked(source);
  const engine = createEngine({ detectors: [detector], seed: "coref" });
  const [r] = (await engine.analyze({ text: texts, ...(mode ? { relation_detection: { coreference_resolution: mode } } : {}) })) as [AnalyzeResult];
  const out = new Map<string, string[]>();
  for (const e of r.entities) out.set(e.text, [...(out.get(e.text) ?? []), e.coreference_id]);
  return out;
}

const same = (m: Map<string, string[]>, a: string, b: string) => m.get(a)![0] === m.get(b)![0];

describe("heuristic coreference of people", () => {
  it("title + surname, given name, surname, initials, a nickname and a misspelling join the one full name", async () => {
    const m = await ids(
      "[[Michael Carter|NAME]] was seen today. Mr. [[Carter|NAME_FAMILY]] reports pain. [[Micheal|NAME_GIVEN]] asked; " +
        "[[Mike|NAME_GIVEN]] agreed. Signed [[M. Carter|NAME]] and [[MC|NAME]]. [[Michael|NAME_GIVEN]] left.",
    );
    for (const t of ["Carter", "Micheal", "Mike", "M. Carter", "MC", "Michael"]) expect(same(m, "Michael Carter", t), t).toBe(true);
  });

  it("Frau/Herr, Sra., Mme, sig. and dhr. are titles too; accents and case do not matter", async () => {
    const de = await ids("Frau [[Anna Schneider|NAME]] kam. Frau [[Schneider|NAME_FAMILY]] sagte nichts. [[anna|NAME_GIVEN]]: ok");
    expect(same(de, "Anna Schneider", "Schneider")).toBe(true);
    expect(same(de, "Anna Schneider", "anna")).toBe(true);
    const es = await ids("[[José García|NAME]] llamó. El Sr. [[Garcia|NAME_FAMILY]] dijo que [[Pepe|NAME_GIVEN]] vendría.");
    expect(same(es, "José García", "Garcia")).toBe(true);
    expect(same(es, "José García", "Pepe")).toBe(true);
  });

  it("when two people fit, the mention stays on its own; a gendered title settles it", async () => {
    const m = await ids("[[Michael Carter|NAME]] and [[David Carter|NAME]] came. [[Carter|NAME_FAMILY]] left first.");
    expect(same(m, "Michael Carter", "David Carter")).toBe(false);
    expect(m.get("Carter")![0]).not.toBe(m.get("Michael Carter")![0]);
    expect(m.get("Carter")![0]).not.toBe(m.get("David Carter")![0]);
    const g = await ids("[[Michael Carter|NAME]] lives with [[Linda Carter|NAME]]. Mrs. [[Carter|NAME_FAMILY]] called.");
    expect(same(g, "Linda Carter", "Carter")).toBe(true);
  });

  it("a name inside an e-mail address or a user name is no name mention", async () => {
    const m = await ids("[[Michael Carter|NAME]] wrote from [[carter|NAME_FAMILY]]@acme.com as [[m.carter|NAME]].");
    expect(same(m, "Michael Carter", "carter")).toBe(false);
    expect(same(m, "Michael Carter", "m.carter")).toBe(false);
  });

  it("given and family names in two form fields are one person", async () => {
    const m = await ids("Nom : [[Benali|NAME_FAMILY]]\nPrénom : [[Yasmine|NAME_GIVEN]]\nLa patiente [[Yasmine Benali|NAME]] est venue.");
    expect(same(m, "Benali", "Yasmine")).toBe(true);
    expect(same(m, "Benali", "Yasmine Benali")).toBe(true);
  });

  it("links across the inputs of a link_batch request", async () => {
    const { texts, detector } = marked("[[Michael Carter|NAME]] joined.", "ok, [[carter|NAME_FAMILY]] is here");
    const engine = createEngine({ detectors: [detector], seed: "b" });
    const [a, b] = (await engine.analyze({ text: texts, link_batch: true })) as AnalyzeResult[];
    expect(a!.entities[0]!.coreference_id).toBe(b!.entities[0]!.coreference_id);
  });

  it("Mr. Carter gets the same [NAME_1] and the same fake family name as Michael Carter", async () => {
    const { texts, detector } = marked("[[Michael Carter|NAME]] and [[Jane Doe|NAME]] met. Mr. [[Carter|NAME_FAMILY]] left, [[Jane|NAME_GIVEN]] stayed.");
    const engine = createEngine({ detectors: [detector], seed: "m" });
    const [r] = (await engine.process({ text: texts })) as [ProcessResult];
    expect(r.processed_text).toBe("[NAME_1] and [NAME_2] met. Mr. [NAME_1] left, [NAME_2] stayed.");
    const [s] = (await engine.process({ text: texts, processed_text: { type: "SYNTHETIC" } })) as [ProcessResult];
    const [full, , family] = s.entities.map((e) => e.processed_text);
    expect(full!.split(" ").pop()).toBe(family);
  });
});

describe("learned coreference modes", () => {
  const source =
    "[[Katrin Oberhauser|NAME]] ist zurück. Begleitet wurde [[Oberhauser|NAME_FAMILY]] von ihrem Bruder [[Lukas Oberhauser|NAME]]. " +
    "[[Katrin|NAME_GIVEN]] dankte [[Peter Wendt|NAME]].";

  it("model_prediction and combined are accepted and keep different people apart", async () => {
    for (const mode of ["model_prediction", "combined"] as const) {
      const m = await ids(source, mode);
      expect(same(m, "Katrin Oberhauser", "Lukas Oberhauser"), mode).toBe(false);
      expect(same(m, "Katrin Oberhauser", "Peter Wendt"), mode).toBe(false);
      expect(same(m, "Katrin Oberhauser", "Katrin"), mode).toBe(true);
    }
  });

  it("combined keeps every link of the heuristics", async () => {
    const h = await ids(source);
    const c = await ids(source, "combined");
    const texts = [...h.keys()];
    for (const a of texts) for (const b of texts) if (same(h, a, b)) expect(same(c, a, b), `${a} ~ ${b}`).toBe(true);
  });
});

describe("name helpers", () => {
  it("edit distance counts a transposition as one", () => {
    expect(editDistance("micheal", "michael", 2)).toBe(1);
    expect(misspelt("micheal", "michael")).toBe(true);
    expect(misspelt("maria", "mario")).toBe(true);
    expect(misspelt("anna", "anne")).toBe(false); // under five letters
    expect(misspelt("michael", "rachael")).toBe(false);
  });

  it("diminutives in several languages", () => {
    expect(isNickname("mike", "michael")).toBe(true);
    expect(isNickname("sepp", "josef")).toBe(true);
    expect(isNickname("pepe", "jose")).toBe(true);
    expect(isNickname("toto", "salvatore")).toBe(true);
    expect(isNickname("bep", "elisabeth")).toBe(true);
    expect(isNickname("mike", "david")).toBe(false);
  });

  it("name shapes: titles off, family-first forms read", () => {
    expect(nameShape("Carter, James", "")).toMatchObject({ given: "james", family: ["carter"], full: true });
    expect(nameShape("Carter", "Mrs. ")).toMatchObject({ tokens: ["carter"], title: { gender: "f" }, full: false });
    expect(nameShape("De Vries", "")).toMatchObject({ full: false });
    expect(nameShape("Tochter Lena", "")).toMatchObject({ tokens: ["lena"] });
  });
});
