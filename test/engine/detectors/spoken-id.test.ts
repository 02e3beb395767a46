import { describe, expect, it } from "vitest";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";
import { spokenIdDetector } from "../../../src/engine/detectors/spoken-id.js";

const found = (text: string) => spokenIdDetector.detect(makeDetectContext(text)).map((c) => [c.label, text.slice(c.start, c.end), c.formatted]);

describe("spoken-id detector (fifth exploratory test: ids read out in call transcripts in clear)", () => {
  it("reads an id, an account number and a postcode read out after the question that asks for them", () => {
    expect(found("agente me puede indicar su dni por favor\ncliente sí cuatro ocho tres nueve dos cero uno siete uve")).toEqual([
      ["SSN", "cuatro ocho tres nueve dos cero uno siete uve", "48392017V"],
    ]);
    expect(found("mi può dare il codice fiscale\nsì c n t l s n ottantadue a zero uno f due zero cinque zeta")).toEqual([
      ["SSN", "c n t l s n ottantadue a zero uno f due zero cinque zeta", "CNTLSN82A01F205Z"],
    ]);
    expect(found("agent and your account number please\ncaller yeah it's four four seven two nine one eight three six")).toEqual([
      ["ACCOUNT_NUMBER", "four four seven two nine one eight three six", "447291836"],
    ]);
  });

  it("a card number when Luhn holds, an account number otherwise", () => {
    expect(found("card number four one one one, one one one one, one one one one, one one one one")[0]?.[0]).toBe("CREDIT_CARD");
    expect(found("card number four one one one, one one one one, one one one one, one one one two")[0]?.[0]).toBe("ACCOUNT_NUMBER");
  });

  it("needs the asking word close before it, and six digits", () => {
    expect(found("my dni is fine. " + "x".repeat(60) + " cuatro ocho tres nueve dos cero uno siete")).toEqual([]);
    expect(found("your dni please: a b c d e f")).toEqual([]);
    expect(found("one two three four five six seven, without a question")).toEqual([]);
  });
});

describe("runs are read only where a cue's reach lets them start", () => {
  it("reads a run within the reach of each cue of a long text, and none beyond it", () => {
    const far = "filler words ".repeat(8);
    const text = `${far}su dni es cuatro ocho tres nueve dos cero uno siete uve. ${far}uno dos tres cuatro cinco seis siete. ${far}your account number is four four seven two nine one eight three six`;
    expect(found(text).map(([label, , value]) => [label, value])).toEqual([
      ["SSN", "48392017V"],
      ["ACCOUNT_NUMBER", "447291836"],
    ]);
  });
  it("starts no run inside a word", () => {
    expect(found("su dni es xcuatro ocho tres nueve dos cero uno siete").map(([, run]) => run)).toEqual(["ocho tres nueve dos cero uno siete"]);
  });
});

describe("spoken-id detector: IBANs read out (eighth exploratory test: an IBAN read out in a call transcript left in clear)", () => {
  it.each([
    [
      "German",
      "agent: für die rückerstattung bräuchte ich ihre iban\nkunde: d e vier vier fünf null null eins null fünf eins sieben fünf vier null sieben drei zwei vier neun drei eins",
      "d e vier vier fünf null null eins null fünf eins sieben fünf vier null sieben drei zwei vier neun drei eins",
      "DE44500105175407324931",
    ],
    [
      "Dutch, the bank code said as a word",
      "medewerker: ik zie dat het bedrag naar rekening nl vierentwintig rabo nul drie een twee acht vier vijf zes zeven twee gaat klopt dat",
      "nl vierentwintig rabo nul drie een twee acht vier vijf zes zeven twee",
      "NL24RABO0312845672",
    ],
    [
      "English",
      "agent: can i take your iban please\ncaller: yes it's g b eight two w e s t one two three four five six nine eight seven six five four three two thanks",
      "g b eight two w e s t one two three four five six nine eight seven six five four three two",
      "GB82WEST12345698765432",
    ],
  ])("reads a valid IBAN spelled out after a bank word as BANK_ACCOUNT (%s)", (_language, text, run, iban) => {
    expect(found(text)).toEqual([["BANK_ACCOUNT", run, iban]]);
  });

  it.each([
    // one digit changed: the check digits fail
    ["check digits that fail", "agent: can i take your iban please\ncaller: yes it's g b eight two w e s t one two three four five six nine eight seven six five four three one thanks"],
    ["letters and digits that spell no IBAN", "what is on the account d e four five six seven eight nine one two three four five six seven eight nine"],
  ])("leaves a read-out run that is no valid IBAN (%s)", (_case, text) => {
    expect(found(text).filter(([label]) => label === "BANK_ACCOUNT")).toEqual([]);
  });

  it("an account number read out in digits only stays an account number", () => {
    expect(found("agent and your account number please\ncaller yeah it's four four seven two nine one eight three six")).toEqual([
      ["ACCOUNT_NUMBER", "four four seven two nine one eight three six", "447291836"],
    ]);
  });
});

describe("spoken-id detector: postcodes read out (eighth exploratory test: postcodes under six digits left in clear)", () => {
  it.each([
    ["Dutch 1234 AB", "medewerker: wat is uw postcode en huisnummer\nklant: een nul een zes g v huisnummer tweehonderdeenentwintig", "een nul een zes g v", "1016GV"],
    ["UK", "agent: and the first line of your address and postcode\ncustomer: twenty two willow crescent reading r g four eight j w", "r g four eight j w", "RG48JW"],
    ["German, a pair word", "agent: und ihre postleitzahl\nkunde: achtzig sechs sechs neun münchen", "achtzig sechs sechs neun", "80669"],
    ["Spanish, five digits", "su código postal por favor\ncero ocho cero dos ocho", "cero ocho cero dos ocho", "08028"],
  ])("reads a postcode read out after a postcode word (%s)", (_case, text, run, value) => {
    expect(found(text)).toEqual([["LOCATION_ZIP", run, value]]);
  });

  it.each([
    ["letters only", "what's your postcode\ncaller: it's a b c d"],
    ["three digits", "what's your postcode\ncaller: one two three"],
    ["four digits and one letter", "what's your postcode\ncaller: one two three four b"],
    ["five digits after an id word: ids keep their six", "your dni please: uno dos tres cuatro cinco"],
  ])("leaves a short run that is no postcode (%s)", (_case, text) => {
    expect(found(text)).toEqual([]);
  });
});

describe("short postcodes read out after an ambiguous word (review)", () => {
  const zips = (text: string, language?: string) =>
    spokenIdDetector.detect(makeDetectContext(text, language ? { language } : {})).filter((c) => c.label === "LOCATION_ZIP").map((c) => text.slice(c.start, c.end));
  it("reads none after an English 'cap' or 'zip', and one after 'zip code' or Italian 'cap'", () => {
    expect(zips("I forgot my cap, the blue one, in room four one two three.", "en")).toEqual([]);
    expect(zips("Please zip it, one two three four, go!", "en")).toEqual([]);
    expect(zips("what is your zip code? one zero one one eight", "en")).toEqual(["one zero one one eight"]);
    expect(zips("il suo cap? due zero uno due uno", "it")).toEqual(["due zero uno due uno"]);
  });
});

