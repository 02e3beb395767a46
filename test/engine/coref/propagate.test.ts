/**
 * Mention propagation: repetitions of a found name, organisation or place become entities; the
 * risky one-word forms stay where capitals mark a name; nothing is doubled; linear on long text.
 */
import { describe, expect, it } from "vitest";
import { propagateMentions, withRepeatedMentions } from "../../../src/engine/coref/propagate.js";
import type { ResolvedEntity } from "../../../src/engine/resolve/resolve.js";
import type { Candidate, Detector } from "../../../src/engine/types.js";
import { createEngine } from "../../../src/engine/engine.js";
import type { AnalyzeResult } from "../../../src/contract/types.js";

/** A resolved entity over the first occurrence of `words` in `text`. */
function entity(text: string, words: string, labels: Record<string, number>, subtypes: Candidate["subtypes"] = undefined): ResolvedEntity {
  const start = text.indexOf(words);
  if (start < 0) throw new Error("test text lacks the words");
  const label = Object.entries(labels).sort((a, b) => b[1] - a[1])[0]![0];
  const winner: Candidate = { start, end: start + words.length, label, score: labels[label]!, labels, subtypes, source: "ner" };
  return { start, end: start + words.length, labels, winner };
}

const spans = (text: string, found: readonly ResolvedEntity[]) => found.map((e) => [text.slice(e.start, e.end), e.winner.label, e.winner.score]);

describe("propagateMentions", () => {
  it("finds a person's family name and full name where they recur", () => {
    const text = "Gary Lauck was arrested in 1995. Lauck 's lawyer said Gary Lauck would appeal.";
    const source = entity(text, "Gary Lauck", { NAME: 0.9 }, [
      { label: "NAME_GIVEN", start: 0, end: 4, formatted: "Gary" },
      { label: "NAME_FAMILY", start: 5, end: 10, formatted: "Lauck" },
    ]);
    expect(spans(text, propagateMentions(text, [source]))).toEqual([
      ["Lauck", "NAME_FAMILY", 0.81],
      ["Gary Lauck", "NAME", 0.81],
    ]);
  });

  it("propagates nothing from a name written encoded: a MIME word's charset is no given name (tenth exploratory test)", async () => {
    const mail = "From: =?UTF-8?Q?J=C3=BCrgen_M=C3=BCller?= <jm@gmx.de>\nSubject: =?UTF-8?Q?Unterlagen_f=C3=BCr_2023?=\nContent-Type: text/plain; charset=UTF-8\n\nHallo\n";
    const [r] = await createEngine({ seed: "s" }).process({ text: [mail] });
    expect(r!.processed_text).toBe("From: [NAME_1] <[EMAIL_ADDRESS_1]>\nSubject: =?UTF-8?Q?Unterlagen_f=C3=BCr_2023?=\nContent-Type: text/plain; charset=UTF-8\n\nHallo\n");
  });

  it("finds organisations and places again, also in an ALL-CAPS headline", () => {
    const text = "DEUTSCHE BANK SALES FALL, PORSCHE SAYS\nDeutsche Bank said sales fell. Analysts expect Porsche to recover. Porsche in Stuttgart and Stuttgart alone.";
    const bank = entity(text, "Deutsche Bank", { ORGANIZATION: 0.8 });
    const org = entity(text, "Porsche", { ORGANIZATION: 0.8 });
    const city = entity(text, "Stuttgart", { LOCATION_CITY: 0.7, LOCATION: 0.7 });
    const found = spans(text, propagateMentions(text, [bank, org, city].sort((a, b) => a.start - b.start)));
    // one-word forms stay out of the ALL-CAPS line ("PORSCHE"); two-word forms match it in capitals
    expect(found.map((f) => f[0])).toEqual(["DEUTSCHE BANK", "Porsche", "Stuttgart"]);
    expect(found.map((f) => f[1])).toEqual(["ORGANIZATION", "ORGANIZATION", "LOCATION_CITY"]);
  });

  it("keeps one-word forms out of longer capitalised names and out of lines without case", () => {
    const text = "Washington agreed. George Washington Bridge traffic grew.\nwe drove to washington then.";
    const place = entity(text, "Washington", { LOCATION_STATE: 0.9 });
    expect(propagateMentions(text, [place])).toEqual([]);
  });

  it("propagates full names, and family names that are no everyday word, in all-lower lines", () => {
    const text = "spoke to john kowalski today\nlater john kowalski called back, kowalski was upset";
    const person = entity(text, "john kowalski", { NAME: 0.8 });
    expect(spans(text, propagateMentions(text, [person]))).toEqual([
      ["john kowalski", "NAME", 0.72],
      ["kowalski", "NAME_FAMILY", 0.72],
    ]);
  });

  it("leaves a caseless family name alone when it is an everyday word", () => {
    const text = "saw neil young live\nthe band was young and loud, young fans everywhere";
    const person = entity(text, "neil young", { NAME: 0.8 });
    expect(propagateMentions(text, [person])).toEqual([]);
  });

  it("never doubles an entity, and ignores weak sources and structured types", () => {
    const text = "Acme Corp hired Ann Lee. Acme Corp and Ann Lee met at ann@acme.example, ann@acme.example.";
    const org = entity(text, "Acme Corp", { ORGANIZATION: 0.9 });
    const second = text.indexOf("Acme Corp", 10);
    const orgAgain: ResolvedEntity = { ...org, start: second, end: second + 9, winner: { ...org.winner, start: second, end: second + 9 } };
    const weak = entity(text, "Ann Lee", { NAME: 0.3 });
    const email = entity(text, "ann@acme.example", { EMAIL_ADDRESS: 1 });
    expect(propagateMentions(text, [org, weak, orgAgain, email].sort((a, b) => a.start - b.start))).toEqual([]);
  });

  it("takes up a short name defined right after the entity", () => {
    const text = "The International Monetary Fund (IMF) said so. IMF staff agreed. Acme Widgets Inc. (\"Acme\") pays. Acme shall deliver.";
    const imf = entity(text, "International Monetary Fund", { ORGANIZATION: 0.9 });
    const acme = entity(text, "Acme Widgets Inc.", { ORGANIZATION: 0.9 });
    expect(spans(text, propagateMentions(text, [imf, acme])).map((f) => f[0])).toEqual(["IMF", "IMF", "Acme", "Acme"]);
  });

  it("leaves out a defined role that is no part of the name, and an acronym of other initials", () => {
    const text = "John Smith (\"Employee\") and the Employee agree. Bank of Lagos (XYZ) and XYZ.";
    const person = entity(text, "John Smith", { NAME: 0.9 });
    const bank = entity(text, "Bank of Lagos", { ORGANIZATION: 0.9 });
    expect(propagateMentions(text, [person, bank])).toEqual([]);
  });

  it("returns the repetitions merged in text order", () => {
    const text = "Lauck left. Then Ms Ray met Lauck.";
    const lauck = entity(text, "Lauck", { NAME: 0.8 });
    const ray = entity(text, "Ray", { NAME: 0.7 });
    const merged = withRepeatedMentions(text, [lauck, ray]);
    expect(merged.map((e) => text.slice(e.start, e.end))).toEqual(["Lauck", "Ray", "Lauck"]);
  });

  it("stays linear on a long text without newlines", () => {
    const text = "Lauck ".repeat(200_000) + "Gary Lauck.";
    const source = entity(text, "Gary Lauck", { NAME: 0.9 });
    const found = propagateMentions(text, [source]);
    // every "Lauck" is a capitalised word in a run of capitalised words: none stands alone
    expect(found).toEqual([]);
  });

  it("stays linear with many forms that share a first word (1 MB)", () => {
    // 20,000 organisations "Bank of Xn" and 100,000 bare "Bank": each "Bank" once tried every form
    const parts: string[] = [];
    const entities: ResolvedEntity[] = [];
    let at = 0;
    for (let n = 0; n < 20_000; n++) {
      const name = `Bank of X${n}`;
      entities.push({ start: at, end: at + name.length, labels: { ORGANIZATION: 0.9 }, winner: { start: at, end: at + name.length, label: "ORGANIZATION", score: 0.9, source: "ner" } });
      parts.push(name, ". ");
      at += name.length + 2;
    }
    const text = parts.join("") + "Bank. ".repeat(100_000) + "Bank of X7 and Bank of X19999.";
    const found = propagateMentions(text, entities);
    expect(found.map((e) => text.slice(e.start, e.end))).toEqual(["Bank of X7", "Bank of X19999"]);
  });

  it("stays linear on a very long entity whose prefix fills the rest of the text (1 MB)", () => {
    // a run-on span of 100,000 words: matching it from each token of its repeated prefix was quadratic
    const runOn = "Aaa ".repeat(100_000) + "Bbb";
    const text = `${runOn}. ${"Aaa ".repeat(100_000)}Acme Corp and Acme Corp.`;
    const long: ResolvedEntity = { start: 0, end: runOn.length, labels: { ORGANIZATION: 0.9 }, winner: { start: 0, end: runOn.length, label: "ORGANIZATION", score: 0.9, source: "ner" } };
    const acme = text.indexOf("Acme Corp");
    const org: ResolvedEntity = { start: acme, end: acme + 9, labels: { ORGANIZATION: 0.9 }, winner: { start: acme, end: acme + 9, label: "ORGANIZATION", score: 0.9, source: "ner" } };
    const found = propagateMentions(text, [long, org]);
    expect(found.map((e) => [e.start, text.slice(e.start, e.end)])).toEqual([[text.lastIndexOf("Acme Corp"), "Acme Corp"]]);
  });

  it("matches a form whose words are not simply capitalised in an ALL-CAPS line", () => {
    // the upper-case form of "O'Neill" is "O'NEILL", which capitalising the first letter alone never gave back
    const text = "Gary O'Neill left DeepMind Technologies. O'Neill returned.\nO'NEILL QUITS DEEPMIND TECHNOLOGIES";
    const person = entity(text, "Gary O'Neill", { NAME: 0.9 });
    const org = entity(text, "DeepMind Technologies", { ORGANIZATION: 0.9 });
    expect(spans(text, propagateMentions(text, [person, org]))).toEqual([
      ["O'Neill", "NAME_FAMILY", 0.81],
      ["O'NEILL", "NAME_FAMILY", 0.81],
      ["DEEPMIND TECHNOLOGIES", "ORGANIZATION", 0.81],
    ]);
  });
});

describe("nicknames of a full name's given name", () => {
  it("finds a listed diminutive, with case and accents folded, as NAME_GIVEN", () => {
    const text = "Patient: William Foster, admitted Monday. Bill was mobilising well. Salvatore Esposito came; Totò smiled.";
    const william = entity(text, "William Foster", { NAME: 1 });
    const salvatore = entity(text, "Salvatore Esposito", { NAME: 1 });
    const found = spans(text, propagateMentions(text, [william, salvatore]));
    expect(found.filter((f) => f[1] === "NAME_GIVEN")).toEqual([
      ["Bill", "NAME_GIVEN", 0.9],
      ["Totò", "NAME_GIVEN", 0.9],
    ]);
  });

  it("takes no nickname inside a run of capitalised words, in lower case, or from a lone given name", () => {
    const text = "Henry Adams read Harry Potter. the amendment bill passed; Parliament passed the Amendment Bill Act.";
    const henry = entity(text, "Henry Adams", { NAME: 1 });
    expect(propagateMentions(text, [henry]).map((e) => text.slice(e.start, e.end))).toEqual([]);
    const alone = "William said yes. Bill agreed.";
    expect(propagateMentions(alone, [entity(alone, "William", { NAME: 1, NAME_GIVEN: 1 })])).toEqual([]);
  });
});

describe("a full name's given name alone", () => {
  it("is found where it recurs, as NAME_GIVEN, as a nickname is", () => {
    const text = "Employee: Oluwaseun Adebayo-Fitzgerald, hired in May. Oluwaseun led the migration; Oluwaseun disclosed a condition.";
    const person = entity(text, "Oluwaseun Adebayo-Fitzgerald", { NAME: 1 });
    expect(spans(text, propagateMentions(text, [person])).filter((f) => f[1] === "NAME_GIVEN")).toEqual([
      ["Oluwaseun", "NAME_GIVEN", 0.9],
      ["Oluwaseun", "NAME_GIVEN", 0.9],
    ]);
  });
  it("is not taken when it is an everyday word, in lower case, or inside a run of capitals", () => {
    const text = "Will Smith arrived. We will see; Will Turner came.";
    expect(propagateMentions(text, [entity(text, "Will Smith", { NAME: 1 })]).map((e) => text.slice(e.start, e.end))).toEqual([]);
  });
});

describe("propagation in the engine", () => {
  /** Finds only the first "Ilse Brunswijk": what the model does when later context is weaker. */
  const firstOnly: Detector = {
    name: "first-only",
    types: ["NAME", "NAME_FAMILY"],
    detect(ctx) {
      const start = ctx.text.indexOf("Ilse Brunswijk");
      if (start < 0) return [];
      return [{ start, end: start + 14, label: "NAME", score: 0.9, labels: { NAME: 0.9 }, source: "ner" }];
    },
  };
  const engine = createEngine({ detectors: [firstOnly], seed: "propagation" });

  it("redacts every mention under one placeholder and one coreference id", async () => {
    const text = "Ilse Brunswijk, 35, denied it. Later Brunswijk said: ask Brunswijk.";
    const [result] = (await engine.analyze({ text: [text] })) as [AnalyzeResult];
    expect(result.entities.map((e) => [e.text, e.best_label])).toEqual([
      ["Ilse Brunswijk", "NAME"],
      ["Brunswijk", "NAME_FAMILY"],
      ["Brunswijk", "NAME_FAMILY"],
    ]);
    expect(new Set(result.entities.map((e) => e.coreference_id)).size).toBe(1);
  });

  it("gives a nickname the full name's placeholder group", async () => {
    const fullOnly: Detector = {
      name: "full-only",
      types: ["NAME"],
      detect(ctx) {
        const start = ctx.text.indexOf("William Foster");
        return start < 0 ? [] : [{ start, end: start + 14, label: "NAME", score: 0.95, labels: { NAME: 0.95 }, source: "ner" }];
      },
    };
    const text = "Patient: William Foster, admitted Monday. Bill was mobilising well by day 4.";
    const [result] = (await createEngine({ detectors: [fullOnly], seed: "nickname" }).analyze({ text: [text] })) as [AnalyzeResult];
    expect(result.entities.map((e) => [e.text, e.best_label])).toEqual([
      ["William Foster", "NAME"],
      ["Bill", "NAME_GIVEN"],
    ]);
    expect(new Set(result.entities.map((e) => e.coreference_id)).size).toBe(1);
  });
});
