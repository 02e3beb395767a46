import { describe, expect, it } from "vitest";
import { emailDetector } from "../../../src/engine/detectors/email.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const run = (text: string) =>
  emailDetector.detect(makeDetectContext(text)).map((c) => ({ ...c, text: text.slice(c.start, c.end) }));

describe("email detector", () => {
  it("scores a validated address in the library-validated band and names its source", () => {
    const [hit] = run("write to jane@example.com");
    expect(hit).toMatchObject({ label: "EMAIL_ADDRESS", score: 0.95, source: "email", text: "jane@example.com" });
  });

  it("keeps UTF-16 offsets right after astral characters", () => {
    const text = "😀😀 mail jane@example.com 😀";
    const [hit] = run(text);
    expect(hit?.start).toBe(text.indexOf("jane"));
    expect(hit?.text).toBe("jane@example.com");
  });

  it("finds several addresses separated only by punctuation", () => {
    expect(run("a@example.com,b@example.org;c@example.net").map((h) => h.text)).toEqual([
      "a@example.com",
      "b@example.org",
      "c@example.net",
    ]);
  });

  it("drops sentence punctuation and leading dots around the address", () => {
    expect(run("...jane@example.com...").map((h) => h.text)).toEqual(["jane@example.com"]);
    expect(run("(jane@example.com)").map((h) => h.text)).toEqual(["jane@example.com"]);
  });

  it("rejects local parts longer than the 64 characters RFC 5321 allows", () => {
    expect(run(`${"a".repeat(70)}@example.com`).map((h) => h.text)).not.toContain(`${"a".repeat(70)}@example.com`);
  });
});

describe("percent-encoded addresses", () => {
  const found = (text: string) => emailDetector.detect(makeDetectContext(text)).map((c) => [text.slice(c.start, c.end), c.formatted]);
  it("reads an address whose @ is %40, as a URL or form body writes it", () => {
    expect(found("GET /account/settings?email=jane%40example.com HTTP/1.1")).toEqual([["jane%40example.com", "jane@example.com"]]);
    expect(found("/subscribe?to=j.doe%2Bnews%40mail.example.org&x=1")).toEqual([["j.doe%2Bnews%40mail.example.org", "j.doe+news@mail.example.org"]]);
  });
  it("needs a domain with a suffix after the %40", () => {
    expect(found("price 100%40 off")).toEqual([]);
    expect(found("user%40localhost")).toEqual([]);
  });
});

describe("obfuscated addresses", () => {
  const found = (text: string) => emailDetector.detect(makeDetectContext(text)).map((c) => [text.slice(c.start, c.end), c.formatted]);
  it.each([
    ["email me at john.smith [at] gmail [dot] com", "john.smith [at] gmail [dot] com", "john.smith@gmail.com"],
    ["my email is john dot smith at gmail dot com", "john dot smith at gmail dot com", "john.smith@gmail.com"],
    ["contact: jsmith(at)example.org", "jsmith(at)example.org", "jsmith@example.org"],
    ["write to maria AT example DOT com", "maria AT example DOT com", "maria@example.com"],
    ["jane_doe at yahoo.com", "jane_doe at yahoo.com", "jane_doe@yahoo.com"],
  ])("reads %s", (text, span, address) => {
    expect(found(text)).toEqual([[span, address]]);
  });
  it.each(["look at this dot com bubble", "we met at google.com yesterday", "I work at acme.com", "arrive at 10.30 am", "meet me at noon dot com shop"])(
    "leaves prose alone: %s",
    (text) => {
      expect(found(text)).toEqual([]);
    },
  );
});

describe("a key, delimiter or quote glued before the address", () => {
  it("is not taken as its local part (before: 'to=max@web.de' whole, the key redacted with it)", () => {
    for (const [text, address] of [
      ["mail sent to=max@web.de; ok", "max@web.de"],
      ["ADMIN_EMAIL=admin@example.org", "admin@example.org"],
      ["user='max@web.de'", "max@web.de"],
      ["2024|Lars Eriksson|lars@example.se|fix", "lars@example.se"],
      ["ts=1 email=ana@example.org msg=x", "ana@example.org"],
    ]) {
      expect(run(text!).map((c) => text!.slice(c.start, c.end)), text).toEqual([address]);
    }
  });
});

describe("addresses spelled with the words for @ and . of our other languages", () => {
  const spelled = (text: string) => emailDetector.detect(makeDetectContext(text)).map((c) => [text.slice(c.start, c.end), c.formatted]);

  it("reads arroba, arobase, chiocciola, apenstaartje, klammeraffe with punto/ponto/point/punkt/punt (before: in clear)", () => {
    expect(spelled("mi correo es juan punto perez arroba gmail punto com")).toEqual([["juan punto perez arroba gmail punto com", "juan.perez@gmail.com"]]);
    expect(spelled("o meu email é ana ponto silva arroba gmail ponto com")).toEqual([["ana ponto silva arroba gmail ponto com", "ana.silva@gmail.com"]]);
    expect(spelled("écrivez à marie point dupont arobase orange point fr")).toEqual([["marie point dupont arobase orange point fr", "marie.dupont@orange.fr"]]);
    expect(spelled("scrivi a mario.rossi chiocciola libero.it")).toEqual([["mario.rossi chiocciola libero.it", "mario.rossi@libero.it"]]);
    expect(spelled("mail jan punt devries apenstaartje ziggo punt nl")).toEqual([["jan punt devries apenstaartje ziggo punt nl", "jan.devries@ziggo.nl"]]);
    expect(spelled("max punkt muster klammeraffe web punkt de")).toEqual([["max punkt muster klammeraffe web punkt de", "max.muster@web.de"]]);
  });

  it("leaves prose alone: an English point, a plain at without a handle, a domain that is no public suffix", () => {
    expect(spelled("we met at the point com")).toEqual([]);
    expect(spelled("see you at google dot com")).toEqual([]);
    expect(spelled("el punto arroba la lista punto final")).toEqual([]);
  });
});

describe("an address cut after its @ by a line break (seventh exploratory test: a certificate extracted from PDF)", () => {
  it("is one address across the break, formatted without it", () => {
    const text = "me joindre par courriel à jb.moreau-diallo@\natelier-verrier-vexin.fr.";
    const hits = run(text);
    expect(hits.map((h) => text.slice(h.start, h.end))).toEqual(["jb.moreau-diallo@\natelier-verrier-vexin.fr"]);
    expect(hits[0]!.formatted).toBe("jb.moreau-diallo@atelier-verrier-vexin.fr");
  });
  it("leaves a lone @ at a line's end, and a break before a word that is no domain", () => {
    expect(run("Voir aussi: @\nnext line")).toEqual([]);
    expect(run("ping me @\nlater today")).toEqual([]);
  });
});

describe("GPX's emailType (seventh exploratory test: a track author's address left in clear)", () => {
  it("reads the id attribute as the address's local part, formatted whole", () => {
    const text = '<author><name>Ingrid</name><email id="ingrid.solberg" domain="gmx.de"/></author>';
    const hits = run(text).filter((h) => h.text === "ingrid.solberg");
    expect(hits.map((h) => [h.label, h.formatted])).toEqual([["EMAIL_ADDRESS", "ingrid.solberg@gmx.de"]]);
  });
  it("leaves an id whose domain makes no address", () => {
    expect(run('<email id="x" domain="localhost"/>')).toEqual([]);
  });
});
