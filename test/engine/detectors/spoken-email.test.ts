import { describe, expect, it } from "vitest";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";
import { spokenEmailDetector } from "../../../src/engine/detectors/spoken-email.js";

const found = (text: string) => spokenEmailDetector.detect(makeDetectContext(text)).map((c) => [text.slice(c.start, c.end), c.formatted]);

describe("spoken-email detector (fifth exploratory test: an address read out in a call, partly redacted)", () => {
  it("reads an address spelled out with 'at' and 'dot' words, number words as digits", () => {
    expect(found("agent and your email\ncaller its darnell dot w eighty one at gmail dot com")).toEqual([
      ["darnell dot w eighty one at gmail dot com", "darnell.w81@gmail.com"],
    ]);
    expect(found("mi correo es maria punto lopez arroba hotmail punto es gracias")).toEqual([["maria punto lopez arroba hotmail punto es", "maria.lopez@hotmail.es"]]);
    expect(found("my email address is j underscore smith at acme dot com")).toEqual([["j underscore smith at acme dot com", "j_smith@acme.com"]]);
  });

  it("needs a mail word near it or a mail provider's domain: a web site or a sentence with 'at' is none", () => {
    expect(found("look at google dot com for that")).toEqual([]);
    expect(found("we met at school dot com")).toEqual([]);
  });
});

describe("spoken-email detector: hyphen words in the domain (eighth exploratory test: addresses with a hyphen word left, the names in them in clear)", () => {
  it.each([
    ["French tiret, arobase with no mail word", "ou m'écrire à nadia point benali arobase chru tiret strasbourg point fr bonne soirée", "nadia point benali arobase chru tiret strasbourg point fr", "nadia.benali@chru-strasbourg.fr"],
    ["English dash", "her email is sarah dot fairbanks at north dash energy dot co dot uk", "sarah dot fairbanks at north dash energy dot co dot uk", "sarah.fairbanks@north-energy.co.uk"],
    ["Portuguese traço", "vou enviar a confirmação para tiago ponto almeida arroba hsm ponto min traço saude ponto pt", "tiago ponto almeida arroba hsm ponto min traço saude ponto pt", "tiago.almeida@hsm.min-saude.pt"],
    ["Spanish guion", "mi correo es ana punto ruiz arroba clinica guion norte punto es", "ana punto ruiz arroba clinica guion norte punto es", "ana.ruiz@clinica-norte.es"],
    ["Dutch streepje", "mijn mailadres is piet at bakkerij streepje jansen punt nl", "piet at bakkerij streepje jansen punt nl", "piet@bakkerij-jansen.nl"],
  ])("reads the address with its hyphen word (%s)", (_case, text, span, address) => {
    expect(found(text)).toEqual([[span, address]]);
  });

  it.each([
    ["German an", "sie bekommen eine bestätigung an monika punkt huber at web punkt de", "monika punkt huber at web punkt de", "monika.huber@web.de"],
    ["Dutch naar", "ik stuur de bevestiging naar anneke punt visser at hotmail punt com", "anneke punt visser at hotmail punt com", "anneke.visser@hotmail.com"],
  ])("a word that sends the mail to the address ends its local part (%s)", (_case, text, span, address) => {
    expect(found(text)).toEqual([[span, address]]);
  });

  it.each([
    ["a hyphen word and 'at' with no mail word", "we met at north dash east dot com"],
    ["a dash in a sentence with no at word", "the north dash energy dot com website"],
  ])("leaves what is no address (%s)", (_case, text) => {
    expect(found(text)).toEqual([]);
  });
});

describe("a stop word that is a given name (review: 'per' cut off)", () => {
  it("is the local part's first word before a dot word, and still ends it otherwise", () => {
    expect(found("my email is per dot andersson at gmail dot com")).toEqual([["per dot andersson at gmail dot com", "per.andersson@gmail.com"]]);
    expect(found("schreib an anna punkt weber ät gmx punkt de")).toEqual([["anna punkt weber ät gmx punkt de", "anna.weber@gmx.de"]]);
  });
});
