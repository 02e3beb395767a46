/**
 * Values kept whole (issue 13: no partly redacted value): a password with "&" in a log line, the
 * Norwegian "NO ... MVA" with its prefix and suffix, an Austrian Firmenbuch number in another case,
 * a user name after a plain "Login" when it is shaped like a handle.
 */
import { describe, expect, it } from "vitest";
import { credentialsDetector } from "../../../src/engine/detectors/credentials.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";
import { organizationIdDetector } from "../../../src/engine/detectors/organization-id.js";
import { nationalIdDetector } from "../../../src/engine/detectors/national-id.js";
import type { Detector } from "../../../src/engine/types.js";

const values = (d: Detector, text: string) =>
  d.detect(makeDetectContext(text, { enabled: ["PASSWORD", "USERNAME", "ORGANIZATION_ID"] })).map((c) => text.slice(c.start, c.end));

describe("whole values", () => {
  it("a password with '&' in a log line; a query string still splits at '&key='", () => {
    expect(values(credentialsDetector, "pagamento elaborato parola_d_ordine=d34y&Wpsjt9fM7 build 2024")).toEqual(["d34y&Wpsjt9fM7"]);
    expect(values(credentialsDetector, "?user=bob&pwd=x1&next=2")).toEqual(["bob", "x1"]);
  });
  it("NO ... MVA after its keyword, in any case", () => {
    expect(values(organizationIdDetector, "organisasjonsnummer: no 874001015 mva.")).toEqual(["no 874001015 mva"]);
    expect(values(organizationIdDetector, "ORGANISASJONSNUMMER: NO 995195879 MVA")).toEqual(["NO 995195879 MVA"]);
  });
  it("a Firmenbuch number in a lower- or upper-cased text (three digits at least, the letter attached)", () => {
    expect(values(organizationIdDetector, "vale, entonces fn 526109d.")).toEqual(["fn 526109d"]);
    expect(values(organizationIdDetector, '77;"FN 74833G";"7 MARS 1956"')).toEqual(["FN 74833G"]);
    expect(values(organizationIdDetector, "fn 2a")).toEqual([]);
  });
  it("'Login' and a handle-shaped value; not 'login failed'", () => {
    expect(values(credentialsDetector, "Login asel_zijlstra, bedankt")).toEqual(["asel_zijlstra"]);
    expect(values(credentialsDetector, "login failed")).toEqual([]);
    expect(values(credentialsDetector, "Login now")).toEqual([]);
  });
  it("a noun for the user in our languages and a handle-shaped value; not a bare word or number", () => {
    expect(values(credentialsDetector, "buenos días,\n\nusuario ortaguillen.marialuisa, gracias")).toEqual(["ortaguillen.marialuisa"]);
    expect(values(credentialsDetector, "o utilizador mia_alves entrou")).toEqual(["mia_alves"]);
    expect(values(credentialsDetector, "el usuario juan no existe")).toEqual([]);
    expect(values(credentialsDetector, "el usuario 123 no existe")).toEqual([]);
    // letters only: a handle built from names, an initial and a family name or two names glued (fresh draws 1414, 1515)
    expect(values(credentialsDetector, "Identifiant tgonzalez\npas de souci")).toEqual(["tgonzalez"]);
    expect(values(credentialsDetector, "USUARIO RGODOYBOTELLO, GRACIAS")).toEqual(["RGODOYBOTELLO"]);
    expect(values(credentialsDetector, "el usuario maria no existe")).toEqual([]);
    expect(values(credentialsDetector, "usuario bloqueado, identifiant incorrect")).toEqual([]);
    // the English "user" starts everyday phrases: still a key only with ":" or "is"
    expect(values(credentialsDetector, "see the user v2.0 guide")).toEqual([]);
  });
});

describe("a keyword right after a number is that number's suffix (structured suite, fresh draw 1717)", () => {
  it("names nothing after it; a keyword as a label (with ':') still does", () => {
    expect(values(organizationIdDetector, "sincronização terminada : CHE-618.069.135 MWST build 20240512.3")).toEqual(["CHE-618.069.135 MWST"]);
    expect(values(organizationIdDetector, "Pos. 3 USt-IdNr: DE136695976")).toEqual(["DE136695976"]);
    // and a value right after its fillers ("lautet") is its own
    expect(nationalIdDetector.detect(makeDetectContext("no38 8032 7585 812 utr lautet 67003 41877")).map((c) => c.start)).toEqual([30]);
  });
});

describe("register numbers and acronym keywords (structured suite, fresh draw 1919)", () => {
  it("a Handelsregister number takes no label after it as its court's letters", () => {
    expect(values(organizationIdDetector, "Gebruik graag HRB 178673 IP 220.189.205.195, bedankt")).toEqual(["HRB 178673"]);
    expect(values(organizationIdDetector, "HRB 178673 B, danke")).toEqual(["HRB 178673 B"]);
  });
  it("an acronym keyword in lower or title case before a copula is a label", () => {
    expect(values(organizationIdDetector, "my cro is 285033")).toEqual(["285033"]);
    expect(values(organizationIdDetector, "Cro Lautet 69990\nOk Danke")).toEqual(["69990"]);
    expect(values(organizationIdDetector, "the cro of the team, 285033 fans")).toEqual([]);
  });
});
