/**
 * Names anchored by honorifics, credentials and kin words: what is found (the name only, never
 * the cue), its labels and subtypes, and the hard negatives each rule exists for.
 */
import { describe, expect, it } from "vitest";
import { personCueDetector } from "../../../src/engine/detectors/person-cue.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";
import { resolveCandidates } from "../../../src/engine/resolve/resolve.js";
import type { Candidate } from "../../../src/engine/types.js";

const detect = (text: string, opts: { language?: string; enabled?: string[] } = {}) =>
  personCueDetector.detect(makeDetectContext(text, opts)).map((c) => ({ ...c, text: text.slice(c.start, c.end) }));
const names = (text: string, language?: string) => detect(text, { language }).map((c) => c.text);

describe("honorifics", () => {
  it.each([
    ["Please call Mr. John Smith tomorrow.", "en", ["John Smith"]],
    ["Mrs Jones and Ms O'Neil arrived.", "en", ["Jones", "O'Neil"]],
    ["We spoke with Prof. Stord-Painter about it.", "en", ["Stord-Painter"]],
    ["Miss McCray signed the form.", "en", ["McCray"]],
    ["Ich habe mit Herrn Müller gesprochen, dann kam Frau Schröder-Köhler.", "de", ["Schröder-Köhler"]],
    ["Termin bei Herr von Weizsäcker am Montag.", "de", ["von Weizsäcker"]],
    ["M. Dupont et Mme Lefèvre sont arrivés.", "fr", ["Dupont", "Lefèvre"]],
    ["La Sra. García y el Sr. Pérez López llegaron.", "es", ["García", "Pérez López"]],
    ["Ha chiamato la Dott.ssa Rossi per il Sig. Bianchi.", "it", ["Rossi", "Bianchi"]],
    ["Afspraak met Mevr. van Dijk en Dhr. de Vries.", "nl", ["van Dijk", "de Vries"]],
    ["A Dra. Sousa falou com o Sr. Costa.", "pt", ["Sousa", "Costa"]],
  ])("%s", (text, language, expected) => {
    expect(names(text, language)).toEqual(expected);
  });

  it("stops at punctuation, lower-case words, weekdays and function words", () => {
    expect(names("Mr. Smith, the owner, left.")).toEqual(["Smith"]);
    expect(names("Ask Mr. Brown Monday about it.")).toEqual(["Brown"]);
    expect(names("Dr. Marder aware. EKG obtained.")).toEqual(["Marder"]);
    expect(names("Dr. Healey.PADS high")).toEqual(["Healey"]);
  });

  it("labels a lone token after a title as a family name, two tokens as given + family", () => {
    const [one] = detect("I met Mrs. Jones today.");
    expect(one).toMatchObject({ text: "Jones", label: "NAME_FAMILY", labels: { NAME_FAMILY: expect.any(Number), NAME: expect.any(Number) } });
    const [two] = detect("I met Mrs. Anna de la Cruz today.");
    expect(two).toMatchObject({ text: "Anna de la Cruz", label: "NAME" });
    expect(two!.subtypes?.map((s) => [s.label, s.formatted])).toEqual([
      ["NAME_GIVEN", "Anna"],
      ["NAME_FAMILY", "de la Cruz"],
    ]);
  });

  it("takes initials into the name as given names", () => {
    const [c] = detect("Seen by Dr. J. Smith in clinic.");
    expect(c).toMatchObject({ text: "J. Smith", label: "NAME_MEDICAL_PROFESSIONAL" });
    expect(c!.subtypes?.map((s) => [s.label, s.formatted])).toEqual([
      ["NAME_GIVEN", "J"],
      ["NAME_FAMILY", "Smith"],
    ]);
  });

  it("makes a doctor a medical professional by the documented rule", () => {
    // Dr + surname: a clinician
    expect(detect("Dr. Falco called back.")[0]).toMatchObject({ label: "NAME_MEDICAL_PROFESSIONAL" });
    // Dr + given + family outside clinical text, and Prof outside clinical text: a plain NAME
    expect(detect("Dr. Jane Goodall gave a talk on chimpanzees.")[0]).toMatchObject({ text: "Jane Goodall", label: "NAME" });
    expect(detect("Prof. Schmidt lectures on Kant.", { language: "de" })[0]).toMatchObject({ label: "NAME_FAMILY" });
    // clinical text around: a clinician
    expect(detect("The patient was admitted; Prof. Schmidt adjusted the medication.")[0]).toMatchObject({ label: "NAME_MEDICAL_PROFESSIONAL" });
  });

  it("reads both names after a plural title", () => {
    expect(names("NSICU team called and Drs Ferullo and Saeed in to see pt.")).toEqual(["Ferullo", "Saeed"]);
  });

  it("works in text without case, for one or two tokens, with a lower score", () => {
    const lower = detect("pt seen by dr healey. she arrived a&ox3");
    expect(lower.map((c) => c.text)).toEqual(["healey"]);
    expect(lower[0]!.score).toBeLessThan(0.7);
    expect(names("PER DR TYRO DR KLEIN HAD TALKED")).toEqual(["TYRO", "KLEIN"]);
    expect(names("MRS. JONES AWARE OF PLAN")).toEqual(["JONES"]);
    expect(names("talked to mr. john smith on the phone")).toEqual(["john smith"]);
    // French "M." in a French bank booking text in capitals (seventh exploratory test); not in English
    expect(detect("PRLV SEPA LOYER MAI APPT 12 M. DUBOIS-KANTE", { language: "fr" }).map((c) => c.text)).toEqual(["DUBOIS-KANTE"]);
    expect(detect("RUN 12 M. FAST ON THE TRACK", { language: "en" })).toEqual([]);
  });

  it("keeps mixed-case scores above the caseless ones and below the model's confident spans", () => {
    const [c] = detect("Mr. Smith left.");
    expect(c!.score).toBeGreaterThanOrEqual(0.7);
    expect(c!.score).toBeLessThanOrEqual(0.8);
  });

  it.each([
    ["street suffix", "She lives at 12 Oak Dr. Boston is far."],
    ["multiple sclerosis / mental status in capitals", "Monitor for changes in MS. Aspiration precautions."],
    ["sinus rhythm", "pt is maintaining SR. Esmolol weaned off"],
    ["MS in capitals", "SKIN: MS INCISION WITH DSD CDI"],
    ["mitral regurgitation in capitals", "ECHO: MILD MR AND TR"],
    ["beauty title", "She was Miss Universe in 1996 and Miss Poland before."],
    ["organisation", "an official of the Miss Venezuela Organisation said"],
    ["English 'me' is not French Maître", "Give Me Liberty"],
    ["Spanish D. in English text", "Plan D. Smith is not a title here"],
    ["title glued to a word", "The Mrsa screen was negative."],
    ["a function word after the title", "Dr. The best option"],
    ["a lower-case word after a non-doctor title", "Mr. smith"],
  ])("ignores: %s", (_why, text) => {
    expect(names(text, "en")).toEqual([]);
  });
});

describe("honorific lookups", () => {
  it("takes no word of the text for an honorific because an object has it ('constructor')", () => {
    // "Dr" after a capitalised word inside a sentence is a street ("Oak Dr."), unless that word
    // is itself a title; "Constructor" is no title, so it reads like "Oak"
    expect(names("We met Oak Dr. Smith today.", "en")).toEqual([]);
    expect(names("We met Constructor Dr. Smith today.", "en")).toEqual([]);
    expect(names("We met Mr. Dr. Smith today.", "en")).toContain("Smith");
  });
});

describe("credentials", () => {
  it.each([
    ["Stord-Painter MD plans to extubate.", ["Stord-Painter"]],
    ["Checked by J. Smith, RN at noon.", ["J. Smith"]],
    ["Patricia Nolan, RN", ["Patricia Nolan"]],
    ["Andrwe O'connell MD spoke with the family.", ["Andrwe O'connell"]],
    ["\n ANTHONY C. KOZICKI, RRT\n", ["ANTHONY C. KOZICKI"]],
    ["PRESSURE UP -> B. CLIFFORD MD AWARE", ["B. CLIFFORD"]],
    ["plan as above.\nirene snell, rn\n", ["irene snell"]],
  ])("%s", (text, expected) => {
    const found = detect(text);
    expect(found.map((c) => c.text)).toEqual(expected);
    for (const c of found) expect(c.label === "NAME_MEDICAL_PROFESSIONAL").toBe(true);
  });

  it.each([
    ["NOTE\nMURIELE WILLIAM RN\nNEXT LINE", ["MURIELE WILLIAM"]],
    ["note\nirene snell, rn\nnext", ["irene snell"]],
    ["LUNGS CLEAR.\nANTHONY KOZICKI, RRT\n", ["ANTHONY KOZICKI"]],
    ["note\nq. lander rrt.\nnext", ["q. lander"]],
  ])("reads a signature line alike with LF and CRLF line endings: %j", (text, expected) => {
    expect(names(text)).toEqual(expected);
    expect(names(text.replace(/\n/g, "\r\n"))).toEqual(expected);
  });

  it("labels a PhD a medical professional only in clinical text", () => {
    expect(detect("A talk by Ada Lovelace, PhD on engines.")[0]).toMatchObject({ text: "Ada Lovelace", label: "NAME" });
    expect(detect("The patient was seen by Ada Lovelace, PhD in the clinic.")[0]).toMatchObject({ label: "NAME_MEDICAL_PROFESSIONAL" });
  });

  it.each([
    ["abbreviations before the credential", "RLL MD aware, ICU RN at bedside"],
    ["clinical words", "Renal MD and Night RN agree; Covering NP paged."],
    ["a verb at a sentence start", "Called MD. Paged RN."],
    ["a US state", "Mail to Baltimore, MD 21201 or Pittsburgh, PA 15213."],
    ["a state after a place preposition", "margie from Middle River, MD"],
    ["capitals without a closing credential", "LUNGS COARSE, RN TO SUCTION. O2 SATS WNL"],
    ["lower-case credential words", "I do not know, md?"],
  ])("ignores: %s", (_why, text) => {
    expect(names(text)).toEqual([]);
  });
});

describe("kinship and role words", () => {
  it.each([
    ["Family: Son, Ed, was updated by MD today.", "en", ["Ed"]],
    ["1) proxy is grandaughter: Irene Czyzewicz- 204-943-1045", "en", ["Irene Czyzewicz"]],
    ["2) son: Vladimir Ericks", "en", ["Vladimir Ericks"]],
    ["His daughter Thelma in to visit.", "en", ["Thelma"]],
    ["Social- Sons David and Theodore talk with pt daily.", "en", ["David", "Theodore"]],
    ["The patient's wife is Maria.", "en", ["Maria"]],
    ["Kontakt: Tochter: Anna Becker", "de", ["Anna Becker"]],
    ["Seine Tochter heißt Lena.", "de", ["Lena"]],
    ["Contact : fille, Chloé Martin", "fr", ["Chloé Martin"]],
    ["Su hija se llama Lucía.", "es", ["Lucía"]],
    ["Contactpersoon: dochter: Fleur de Jong", "nl", ["Fleur de Jong"]],
    ["SOCIAL: DAUGHTER: PHILOMENA CALLED", "en", ["PHILOMENA"]],
  ])("%s", (text, language, expected) => {
    expect(names(text, language)).toEqual(expected);
  });

  it("labels a lone name after a kin word as a given name", () => {
    expect(detect("Family: Son, Ed, was updated.")[0]).toMatchObject({ text: "Ed", label: "NAME_GIVEN", labels: { NAME: expect.any(Number) } });
  });

  it("scores kin cues below honorifics", () => {
    const [kin] = detect("son: Vladimir Ericks");
    const [hon] = detect("Mr. Vladimir Ericks");
    expect(kin!.score).toBeLessThan(hon!.score);
  });

  it.each([
    ["son: 2 kids"],
    ["wife: at bedside"],
    ["Daughter: Here today"],
    ["friend, who visited"],
    ["South African partner Minorco received permission"],
    ["His wife is French."],
    ["The Sohn Gottes"],
    ["SPOKE WITH DAUGHTER PHILOMENA ON PHONE"], // no case and no colon: not enough
    ["Son, Daughter: present"],
  ])("ignores: %s", (text) => {
    expect(names(text, "en")).toEqual([]);
  });

  it("does not read French 'son' (his) as a kin word", () => {
    expect(names("Il a vu son Pierre hier.", "fr")).toEqual([]);
  });
});

describe("type selection and resolution", () => {
  it("emits nothing when no name type is enabled", () => {
    expect(detect("Mr. Smith", { enabled: ["EMAIL_ADDRESS"] })).toEqual([]);
  });

  it("loses to a more confident model span over the same name", () => {
    const text = "Seen by Dr. Marder today.";
    const model: Candidate = { start: 12, end: 18, label: "NAME_MEDICAL_PROFESSIONAL", score: 0.95, labels: { NAME_MEDICAL_PROFESSIONAL: 0.95, NAME: 0.97 }, source: "ner" };
    const ours = personCueDetector.detect(makeDetectContext(text));
    const [entity] = resolveCandidates([model, ...ours]);
    expect(entity!.winner.source).toBe("ner");
    expect(entity!.labels).toMatchObject({ NAME_MEDICAL_PROFESSIONAL: 0.95 });
  });
});

describe("names with an apostrophe after their first capital", () => {
  it("reads N'Diaye and M'Bala like O'Neil", () => {
    expect(names("Reçu de M. Jean-Baptiste N'Diaye, 14 bis avenue Jean Jaurès", "fr")).toEqual(["Jean-Baptiste N'Diaye"]);
    expect(names("Rendez-vous avec M. M'Bala demain", "fr")).toEqual(["M'Bala"]);
  });
});

describe("ranks, families and Doña", () => {
  it.each([
    ["Reporting officer: Ofc. R. Delgado  Badge #2093", "en", "R. Delgado"],
    ["Det. Sarah Kowalski arrived at 22:40", "en", "Sarah Kowalski"],
    ["Kontakt: Fam. Quandt-Oberle (Renate & Bernd)", "de", "Quandt-Oberle"],
    ["DENUNCIANTE: Dª. NEREA GOIKOETXEA ARANBURU, nacida en Donostia", "es", "NEREA GOIKOETXEA ARANBURU"],
  ])("%s", (text, language, name) => {
    expect(names(text, language)).toEqual([name]);
  });
  it("ends a name at a form's column gap of two spaces or a tab", () => {
    expect(names("Mr. John Smith  Room 12", "en")).toEqual(["John Smith"]);
    expect(names("Mr. John\tSmith", "en")).toEqual(["John"]);
  });
});

describe("'Frau' in a text of another language", () => {
  it("is the German honorific there too, as 'Herr' is: a German body under English mail headers (third exploratory test)", () => {
    expect(names("Subject: callback\n\nbitte Frau Annegret Vogelsang zurückrufen.", "en")).toEqual(["Annegret Vogelsang"]);
    expect(names("Please ask Frau Keller about it.", "en")).toEqual(["Keller"]);
  });
});

describe("Portuguese engineer's title (fifth exploratory test)", () => {
  it("reads the name after 'Eng.º' on a letter's address block, and after 'Eng.' in Portuguese text", () => {
    const names = (text: string, language: string) => personCueDetector.detect(makeDetectContext(text, { language })).filter((c) => c.label === "NAME").map((c) => text.slice(c.start, c.end));
    expect(names("Exmo. Senhor\nEng.º Duarte Nuno Vasconcelos\nRua das Flores 12", "pt")).toEqual(["Duarte Nuno Vasconcelos"]);
    expect(names("Eng. Duarte Sampaio chegou", "pt")).toEqual(["Duarte Sampaio"]);
    expect(names("the eng. team met", "en")).toEqual([]);
  });
});

describe("Dutch 'mw.' and Portuguese 'Dona' (tenth exploratory test: in clear, or half)", () => {
  const found = (text: string, language: string) => personCueDetector.detect(makeDetectContext(text, { language })).map((c) => text.slice(c.start, c.end));
  it("reads the name after them in their language", () => {
    expect(found("Graag contact met mw. Bakker-Smit opnemen.", "nl")).toEqual(["Bakker-Smit"]);
    expect(found("Falei com Dona Maria das Graças Santos ontem.", "pt")).toEqual(["Maria das Graças Santos"]);
  });
  it("leaves megawatts and an owner", () => {
    expect(found("The plant produces 5 mw. Bakker said so.", "en")).toEqual([]);
    expect(found("a dona da casa chegou", "pt")).toEqual([]);
  });
});

describe("a birth name after 'née', 'de soltera', 'nata' (eighth exploratory test, F17: left in clear)", () => {
  const birthNames = (text: string, language: string) =>
    detect(text, { language }).filter((c) => c.label === "NAME_FAMILY" && c.source === "person-cue").map((c) => c.text);
  it.each([
    ["Patiente : Mme MOREAU Claire, née LEFÈVRE le 09/08/1977", "fr", ["LEFÈVRE"]],
    ["Sra. Rosa Puchades, de soltera GIMENO", "es", ["GIMENO"]],
    ["Angela Carder (née Stone) was an American", "en", ["Stone"]],
    ["Jane Doe, nee Van der Berg, said", "en", ["Van der Berg"]],
    ["Jean Martin, né Durand, habite Lyon", "fr", ["Durand"]],
    ["la signora Maria Rossi, nata Bianchi", "it", ["Bianchi"]],
  ])("%s", (text, language, expected) => {
    expect(birthNames(text, language)).toEqual(expected);
  });

  it.each([
    ["Elle est née le 12 mars 1980 à Lyon.", "fr"],
    ["Née en 1977, elle vit à Paris.", "fr"],
    ["Maria è nata a Roma nel 1980.", "it"],
    ["nee Jan, dat klopt niet", "nl"],
    ["ele é legal, né Maria?", "pt"],
  ])("reads no name where the word means born, no or isn't it: %s", (text, language) => {
    expect(birthNames(text, language)).toEqual([]);
  });
});
