/**
 * Relation extraction (issue 14): entities carry relations [{coreference_id, label}] to the other
 * group, on every mention of both groups, when relation_detection.enable_relation_extraction is on.
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../src/engine/engine.js";
import { RequestError } from "../../../src/contract/errors.js";
import type { AnalyzeResult, Entity } from "../../../src/contract/types.js";
import { layoutOf } from "../../../src/engine/relations/layout.js";
import { subjectsOf } from "../../../src/engine/relations/subjects.js";
import { marked } from "../coref/marked.js";

async function analyze(source: string | string[], extra: Record<string, unknown> = {}): Promise<AnalyzeResult[]> {
  const { texts, detector } = marked(...(Array.isArray(source) ? source : [source]));
  const engine = createEngine({ detectors: [detector], seed: "rel" });
  return (await engine.analyze({ text: texts, relation_detection: { enable_relation_extraction: true }, ...extra })) as AnalyzeResult[];
}

/** "A LABEL B" for every relation of the result, by entity text (each group once per label). */
function pairs(results: readonly AnalyzeResult[]): Set<string> {
  const all = results.flatMap((r) => r.entities);
  const textOf = (id: string) => all.find((e) => e.coreference_id === id)!.text;
  const out = new Set<string>();
  for (const e of all) for (const r of e.relations) out.add(`${textOf(e.coreference_id)} ${r.label} ${textOf(r.coreference_id)}`);
  return out;
}

const byText = (r: AnalyzeResult, text: string): Entity[] => r.entities.filter((e) => e.text === text);

describe("relations", () => {
  it("are off by default: every entity carries an empty list", async () => {
    const { texts, detector } = marked("[[Michael Carter|NAME]] was born on [[20/10/1975|DOB]].");
    const [r] = (await createEngine({ detectors: [detector] }).analyze({ text: texts })) as [AnalyzeResult];
    expect(r.entities.every((e) => e.relations.length === 0)).toBe(true);
  });

  it("sit on every mention of both groups and name the other group's coreference id", async () => {
    const [r] = await analyze("[[Michael Carter|NAME]] was born on [[20/10/1975|DOB]] in [[Toronto|LOCATION_CITY]]. Mr. [[Carter|NAME_FAMILY]] is a [[nurse|OCCUPATION]].");
    const michael = byText(r!, "Michael Carter")[0]!;
    const carter = byText(r!, "Carter")[0]!;
    const dob = byText(r!, "20/10/1975")[0]!;
    expect(carter.coreference_id).toBe(michael.coreference_id);
    for (const e of [michael, carter]) {
      expect(e.relations).toContainEqual({ coreference_id: dob.coreference_id, label: "DOB" });
      expect(e.relations).toContainEqual({ coreference_id: byText(r!, "Toronto")[0]!.coreference_id, label: "ORIGIN" });
      expect(e.relations).toContainEqual({ coreference_id: byText(r!, "nurse")[0]!.coreference_id, label: "OCCUPATION" });
    }
    expect(dob.relations).toEqual([{ coreference_id: michael.coreference_id, label: "DOB" }]);
  });

  it("kinship, residence and contact in a clinical note", async () => {
    const got = pairs(
      await analyze(
        "[[Anna Keller|NAME]], [[71|AGE]], lives in [[Basel|LOCATION_CITY]] with her husband [[Urs Keller|NAME]]. " +
          "She was diagnosed with [[asthma|CONDITION]]. Her daughter [[Eva|NAME_GIVEN]] can be reached on [[+41 79 123 45 67|PHONE_NUMBER]].",
      ),
    );
    for (const rel of ["Anna Keller AGE 71", "Anna Keller LOCATION Basel", "Anna Keller KINSHIP Urs Keller", "Anna Keller HEALTH asthma", "Anna Keller KINSHIP Eva", "Eva CONTACT +41 79 123 45 67"]) {
      expect(got, rel).toContain(rel);
    }
    expect(got).not.toContain("Anna Keller CONTACT +41 79 123 45 67");
  });

  it("a kin word that introduces a third person is no evidence of kinship between the other two", async () => {
    const got = pairs(
      await analyze(
        "Patient: [[Greta Lindqvist|NAME]]\nMrs. [[Lindqvist|NAME_FAMILY]] came with her son [[Jonas|NAME_GIVEN]] for a check of her kidneys.\n" +
          "Treating physician: Dr. [[Paul Becker|NAME_MEDICAL_PROFESSIONAL]]",
      ),
    );
    expect(got).toContain("Greta Lindqvist KINSHIP Jonas");
    // "son" introduces Jonas: it says nothing of the patient and her physician
    expect([...got].filter((r) => r.includes("KINSHIP") && r.includes("Greta Lindqvist") && r.includes("Paul Becker"))).toEqual([]);
  });

  it("a travel destination, a meeting place and an employer someone only calls are no relations", async () => {
    const got = pairs(
      await analyze(
        "[[Laura Weiss|NAME]] works as a [[teacher|OCCUPATION]] at [[Hillside School|ORGANIZATION]]. " +
          "Last week [[Laura|NAME_GIVEN]] flew to [[Lisbon|LOCATION_CITY]] for a conference and met a client at the [[Marriott|ORGANIZATION]] in [[Porto|LOCATION_CITY]]. " +
          "She called [[Vodafone|ORGANIZATION]] to complain about her bill.",
      ),
    );
    expect(got).toContain("Laura Weiss AFFILIATION Hillside School");
    for (const e of ["Lisbon", "Porto", "Marriott", "Vodafone"]) expect([...got].some((g) => g.includes(e)), e).toBe(false);
  });

  it("a signature's job and employer are the signer's, not those of a colleague the body names", async () => {
    const got = pairs(
      await analyze(
        "Buongiorno [[Stefano|NAME_GIVEN]],\nti inoltro il verbale della riunione di ieri a [[Torino|LOCATION_CITY]]. [[Davide|NAME_GIVEN]] ha chiesto una copia anche per la banca.\n\n" +
          "Cordiali saluti,\n[[Francesca Greco|NAME]]\n[[Responsabile Acquisti|OCCUPATION]] – [[Officine Lombarde S.p.A.|ORGANIZATION]]\ntel. [[011 876 5432|PHONE_NUMBER]]",
      ),
    );
    expect(got).toContain("Francesca Greco AFFILIATION Officine Lombarde S.p.A.");
    expect(got).toContain("Francesca Greco OCCUPATION Responsabile Acquisti");
    for (const who of ["Davide", "Stefano"]) expect([...got].some((g) => g.startsWith(`${who} `) || g.endsWith(` ${who}`)), who).toBe(false);
  });

  it("a form's field label is no value: an organisation read in a label gets no relation, a job title label does", async () => {
    const got = pairs(
      await analyze(
        "PARTICIPAÇÃO DE SINISTRO\nTomador do seguro: [[Luís Carlos Ribeiro|NAME]]\n[[Apólice n.º|ORGANIZATION]]: AP-2023-556677\n" +
          "Matrícula: 45-AB-67\n[[Médica|OCCUPATION]]: Dra. [[Inês Carvalho|NAME]]",
      ),
    );
    expect([...got].some((g) => g.includes("Apólice")), [...got].join("; ")).toBe(false);
    expect(got).toContain("Inês Carvalho OCCUPATION Médica");
  });

  it("a form block: each field belongs to the form's person, the emergency contact's phone to the contact", async () => {
    const got = pairs(
      await analyze(
        "Employee name: [[Priya Raman|NAME]]\nDate of birth: [[14/03/1991|DOB]]\nMobile: [[+44 7700 900461|PHONE_NUMBER]]\n" +
          "Emergency contact: [[Arjun Raman|NAME]] (husband), [[+44 7700 900982|PHONE_NUMBER]]",
      ),
    );
    expect(got).toContain("Priya Raman DOB 14/03/1991");
    expect(got).toContain("Priya Raman CONTACT +44 7700 900461");
    expect(got).toContain("Priya Raman KINSHIP Arjun Raman");
    expect(got).toContain("Arjun Raman CONTACT +44 7700 900982");
    expect(got).not.toContain("Priya Raman CONTACT +44 7700 900982");
  });

  it("a table row relates its own cells; a chat turn relates the speaker's own details", async () => {
    const table = pairs(
      await analyze("Name | Phone | City\n[[Oliver Grant|NAME]] | [[07700 900771|PHONE_NUMBER]] | [[Leeds|LOCATION_CITY]]\n[[Ben Whitaker|NAME]] | [[07700 900654|PHONE_NUMBER]] | [[York|LOCATION_CITY]]"),
    );
    expect(table).toContain("Oliver Grant CONTACT 07700 900771");
    expect(table).toContain("Ben Whitaker CONTACT 07700 900654");
    expect(table).not.toContain("Oliver Grant CONTACT 07700 900654");
    const chat = pairs(await analyze(["[[lena|NAME_GIVEN]]: meine nummer ist [[0151 23456789|PHONE_NUMBER]]", "[[max|NAME_GIVEN]]: ok"], { link_batch: true }));
    expect(chat).toContain("lena CONTACT 0151 23456789");
    expect(chat).not.toContain("max CONTACT 0151 23456789");
  });

  it("a relation found across the inputs of a link_batch request is on both inputs' entities", async () => {
    const [a, b] = await analyze(["[[Sofia Rossi|NAME]]:", "la mia email è [[sofia.rossi@libero.it|EMAIL_ADDRESS]]"], { link_batch: true });
    expect(a!.entities[0]!.relations).toEqual([{ coreference_id: b!.entities[0]!.coreference_id, label: "CONTACT" }]);
  });

  it("the subjects view lists each person with mentions and related groups by label", async () => {
    const results = await analyze("[[Michael Carter|NAME]] (DOB [[20/10/1975|DOB]]) and his sister [[Linda Carter|NAME]]. Mr. [[Carter|NAME_FAMILY]] lives in [[Vancouver|LOCATION_CITY]].");
    const subjects = subjectsOf(results);
    const michael = subjects.find((s) => s.mentions.some((m) => m.text === "Michael Carter"))!;
    expect(michael.mentions.map((m) => m.text)).toEqual(["Michael Carter", "Carter"]);
    expect(michael.related.DOB?.[0]?.texts).toEqual(["20/10/1975"]);
    expect(michael.related.KINSHIP?.[0]?.texts).toEqual(["Linda Carter"]);
    expect(michael.related.LOCATION?.[0]?.texts).toEqual(["Vancouver"]);
    expect(subjects.map((s) => s.mentions[0]!.text)).toEqual(["Michael Carter", "Linda Carter"]);
  });
});

describe("relation_detection is validated like every other field", () => {
  const engine = createEngine({ detectors: [] });
  it("an unknown mode or a non-boolean flag is a RequestError naming the field", async () => {
    await expect(engine.analyze({ text: ["x"], relation_detection: { coreference_resolution: "magic" } })).rejects.toMatchObject({
      field: "relation_detection.coreference_resolution",
    });
    await expect(engine.analyze({ text: ["x"], relation_detection: { enable_relation_extraction: "sometimes" } })).rejects.toBeInstanceOf(RequestError);
  });
});

describe("layout", () => {
  it("reads form fields, table headers, chat speakers and signatures", () => {
    const text = "Name: Ann Lee   DOB: 01/02/1990\n\nA | Phone | City\nx | 1 | y\n\nann: hi there\n\nKind regards,\nAnn Lee\nann@x.org";
    const layout = layoutOf(text, (s, e) => text.slice(s, e) === "ann");
    expect(layout.lines[0]!.fields.map((f) => text.slice(f.start, f.end))).toEqual(["Name", "DOB"]);
    expect(layout.lines[3]!.header?.[1]?.cues).toContain("CONTACT");
    expect(layout.lines[5]!.speakerEnd).toBeDefined();
    expect(layout.lines[8]!.signature).toBe(layout.lines[9]!.signature);
    expect(layout.lines[8]!.signature).toBeDefined();
  });
});
