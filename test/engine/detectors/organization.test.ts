/**
 * Organisation names: legal forms, institution heads in several languages, English frames, the
 * abbreviations and places that look like organisations, and the score against the resolver.
 */
import { describe, expect, it } from "vitest";
import { organizationDetector } from "../../../src/engine/detectors/organization.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";
import { resolveCandidates } from "../../../src/engine/resolve/resolve.js";

const found = (text: string, opts: { enabled?: string[]; language?: string } = {}) =>
  organizationDetector.detect(makeDetectContext(text, opts)).map((c) => text.slice(c.start, c.end));

describe("organization: legal forms", () => {
  it.each([
    ["The invoice came from Acme Widgets Inc. last week.", "Acme Widgets Inc."],
    ["Funded by Lichtwer Pharma GmbH and others.", "Lichtwer Pharma GmbH"],
    ["She signed with Johnson & Johnson Ltd in May.", "Johnson & Johnson Ltd"],
    ["A contract with Telefónica, S.A. was signed.", "Telefónica, S.A."],
    ["Payments go to Northwind Traders LLC now.", "Northwind Traders LLC"],
    ["The buyer, Ericsson AB said on Monday.", "Ericsson AB"],
    ["Shares of Royal Dutch Shell plc fell.", "Royal Dutch Shell plc"],
    ["Wir arbeiten mit der Müller Logistik GmbH zusammen.", "Müller Logistik GmbH"],
    // Portugal's "Limitada" (Brazil writes Ltda.)
    ["A fatura foi emitida pela Nortech Soluções, Lda. em março.", "Nortech Soluções, Lda."],
  ])("%s", (text, name) => {
    expect(found(text)).toEqual([name]);
  });

  it("reads company forms in ALL-CAPS lines only where they end the name", () => {
    expect(found("BILL TO: ACME WIDGETS INC.\n")).toEqual(["ACME WIDGETS INC."]);
    // INC for incision in a nursing note
    expect(found("SKIN: STERNAL INC OTA W/ CLIPS NO DRNG.")).toEqual([]);
  });

  it.each([
    "Our office is in Adelaide, SA 5000.",
    "He moved to Las Vegas, NV last year.",
    "Quinton cath remains in Left SC and L SC TLC.",
    "Given SL NTG x6 and started on a drip.",
    "Allergies ASA, PCN and shellfish.",
    "Ventilated on AC 14x300 with peep 5.",
  ])("no company in: %s", (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe("organization: family-firm endings", () => {
  it.each([
    ["Cordialement,\nOlivier Masson\nMenuiserie Masson & Fils\n", "Menuiserie Masson & Fils"],
    ["The pianos were built by Steinway & Sons in Hamburg.", "Steinway & Sons"],
    ["Het schip van Jacob den Breems en Zoon lag in de haven.", "Jacob den Breems en Zoon"],
    ["The bank Rothschild & Cie was advising.", "Rothschild & Cie"],
    ["Die Möbel kamen von Brandt und Söhne aus Kassel.", "Brandt und Söhne"],
  ])("%s", (text, name) => {
    expect(found(text)).toEqual([name]);
  });

  it.each([
    // a person's kin, not a firm: singular "and Son", German "und Sohn", an ending with no name before it
    "Visited by Daughter and Son this afternoon.",
    "Auch an Vater und Sohn Hara ging ein Brief.",
    "She thanked everyone & Sons of Anarchy fans.",
  ])("no firm in %s", (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe("organization: institution heads", () => {
  it.each([
    ["said the head of the International Monetary Fund on Monday", "International Monetary Fund"],
    ["Ka Wah Bank 's certificates pay a coupon", "Ka Wah Bank"],
    ["the trial was funded by the British Heart Foundation", "British Heart Foundation"],
    ["rates set by the Bank of England today", "Bank of England"],
    ["Ukraine joined the Council of Europe in 1995", "Council of Europe"],
    ["the Federal Reserve Bank of New York said", "Federal Reserve Bank of New York"],
    ["según el Banco de España en su informe", "Banco de España"],
    ["el Partido Popular ganó las elecciones", "Partido Popular"],
    ["volgens het Ministerie van Financiën vandaag", "Ministerie van Financiën"],
    ["The Garmin Orchestra was founded in 1971.", "Garmin Orchestra"],
    ["a match against FC Barcelona tonight", "FC Barcelona"],
  ])("%s", (text, name) => {
    expect(found(text)).toEqual([name]);
  });

  it("leaves places, competitions and bank business alone", () => {
    expect(found("Settlers in the West Bank protested.")).toEqual([]);
    expect(found("He led the team in the National League last year.")).toEqual([]);
    expect(found("Please check your Chase Bank account balance.")).toEqual([]);
    expect(found("The Bank raised rates.")).toEqual([]);
    expect(found("Join our Birthday Party and the Focus Group tonight.")).toEqual([]);
    expect(found("Trust me, Real Estate Lawyer fees are high.")).toEqual([]);
  });

  it("reads a Dutch university of applied sciences on either side of its name", () => {
    expect(found("Ze studeerde aan de Avans Hogeschool in Breda.", { language: "nl" })).toEqual(["Avans Hogeschool"]);
    expect(found("Later gaf ze les aan de Hogeschool Utrecht.", { language: "nl" })).toEqual(["Hogeschool Utrecht"]);
  });

  it("reads German heads only where the capitals can mean a name", () => {
    expect(found("Die Dresdner Bank meldet Gewinne.", { language: "de" })).toEqual(["Dresdner Bank"]);
    expect(found("Sie promovierte an der Medizinischen Hochschule in Hannover.", { language: "de" })).toEqual(["Medizinischen Hochschule"]);
    expect(found("Die Hochschule ist Mitglied im Verbund.", { language: "de" })).toEqual([]);
    // every German noun is capitalised: these are no names
    expect(found("Jeder Verein ist da für Überraschungen gut.", { language: "de" })).toEqual([]);
    expect(found("Die Organisation des Sommerfestes war gut.", { language: "de" })).toEqual([]);
    expect(found("Wer nach der anderen Partei Ausschau hielt, wartete.", { language: "de" })).toEqual([]);
    expect(found("Der Verein Ende der achtziger Jahre", { language: "de" })).toEqual([]);
  });

  it("does nothing in all-lower lines, where nothing marks the name's extent", () => {
    expect(found("funded by the british heart foundation")).toEqual([]);
  });

  it.each([
    ["El portavoz del Gobierno anunció ayer nuevas medidas.", ["Gobierno"]],
    ["La oposición criticó al Ejecutivo por la reforma.", ["Ejecutivo"]],
    ["Según el Ejército, la operación terminó.", ["Ejército"]],
    ["Il Governo ha approvato il decreto.", ["Governo"]],
    ["O Senado aprovou a lei.", ["Senado"]],
    ["Le Sénat a voté le texte.", ["Sénat"]],
    ["El Gobierno central y la Guardia Civil firmaron el acuerdo.", ["Gobierno", "Guardia Civil"]],
  ])("a Romance institution named by a capitalised noun after an article: %s", (text, names) => {
    expect(found(text)).toEqual(names);
  });

  it("reads a longer institution name in full, and no institution noun without its article", () => {
    expect(found("El Gobierno Vasco y el Gobierno de Aragón firmaron.")).toEqual(["Gobierno Vasco", "Gobierno de Aragón"]);
    expect(found("Gobierno y sindicatos negocian hoy.")).toEqual([]);
    expect(found("Estado de la cuestión")).toEqual([]);
    expect(found("el gobierno decidió")).toEqual([]);
  });

  it("reads a Dutch institution after de, het or der in Dutch text only", () => {
    expect(found("Volgens de Commissie moet de Senaat het advies van de Raad volgen.", { language: "nl" })).toEqual(["Commissie", "Senaat", "Raad"]);
    expect(found("Volgens de Commissie moet de Senaat het advies van de Raad volgen.", { language: "en" })).toEqual([]);
    expect(found("Un golpe de Estado en de Raad.", { language: "es" })).toEqual([]);
  });
});

describe("organization: English frames", () => {
  it.each([
    ["Coden is a design agency based in Naantali.", "Coden"],
    ["Persint is an German multinational investment bank.", "Persint"],
    ["Brightwell is a 501(c)3 that invites songwriters.", "Brightwell"],
    ["My sister works at Plotwatt as an engineer.", "Plotwatt"],
    ["He is employed by Northwind Traders.", "Northwind Traders"],
  ])("%s", (text, name) => {
    expect(found(text)).toEqual([name]);
  });

  it.each([
    "Smith is a bank manager in town.",
    "She works at Boston now.",
    "Paris is a city of lights.",
    "a spokesman for the Rwandan army said",
    "the founder of Stansted airport",
  ])("no organisation in: %s", (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe("organization: a company noun before the name", () => {
  it.each([
    ["Según su representante, Pablo Ibáñez de la agencia Sonora Producciones, las entradas se agotaron.", "Sonora Producciones"],
    ["el parvulario de la empresa Sniace, en el barrio", "Sniace"],
    ["Il travaille pour la société Axa depuis 2010.", "Axa"],
    ["het bedrijf Philips maakte bekend dat", "Philips"],
    ["Sie arbeitet bei der Firma Alpenstahl in München.", "Firma Alpenstahl"],
    ["lavora per l'azienda Brembo da anni", "Brembo"],
  ])("%s -> %s", (text, name) => {
    expect(found(text)).toEqual([name]);
  });
  it("reads no owner after 'de', no lower-case word, no verb 'holding' and no town after the name", () => {
    expect(found("la empresa de Juan García cerró")).toEqual([]);
    expect(found("the company said on Monday")).toEqual([]);
    expect(found("recommend holding PM dose of insulin")).toEqual([]);
    expect(found("Angestellte der Firma Parolini Berlin sagte")).toEqual(["Firma Parolini"]);
  });
});

describe("organization: engine integration", () => {
  it("emits nothing when ORGANIZATION is not enabled", () => {
    expect(found("Acme Widgets Inc. and the Bank of England", { enabled: ["NAME"] })).toEqual([]);
  });

  it("a legal form outranks a model reading of the words as a person", () => {
    const text = "Payments go to Northwind Traders LLC now.";
    const org = organizationDetector.detect(makeDetectContext(text))[0]!;
    const start = text.indexOf("Northwind");
    const person = { start, end: start + "Northwind Traders".length, label: "NAME", score: 0.8, source: "ner" };
    const [entity] = resolveCandidates([person, org]);
    expect(entity!.winner.label).toBe("ORGANIZATION");
    expect(text.slice(entity!.start, entity!.end)).toBe("Northwind Traders LLC");
  });

  it("never starts or ends a name inside a word cut by the reading window", () => {
    // the words are read 120 units around the trigger: a longer word there was read from the cut
    const cutBefore = "See " + "y".repeat(10) + "Quantum" + "y".repeat(200) + " Fund now.";
    const head = cutBefore.indexOf(" Fund") + 1;
    const before = cutBefore.slice(0, head - 120) + "Q" + cutBefore.slice(head - 119); // a capital where the window starts
    expect(found(before)).toEqual([]);
    expect(found("rates set by the Bank of Ab" + "c".repeat(200) + " today")).toEqual([]);
    // a name well inside the window is still read
    expect(found("rates set by the Bank of England " + "c".repeat(200))).toEqual(["Bank of England"]);
  });

  it("stays linear on long runs of head words and capitalised words without a newline", () => {
    const text = "Bank of Union Fund ".repeat(40_000) + "Acme Inc. " + "Xx ".repeat(100_000);
    const out = organizationDetector.detect(makeDetectContext(text));
    expect(out.length).toBeGreaterThan(0);
    for (const c of out) expect(c.end - c.start).toBeLessThan(300);
    expect(out.some((c) => text.slice(c.start, c.end).endsWith("Acme Inc."))).toBe(true);
  });
});
