import { describe, expect, it } from "vitest";
import { ldifDetector } from "../../../src/engine/detectors/ldif.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const found = (text: string) => ldifDetector.detect(makeDetectContext(text)).map((c) => [c.label, text.slice(c.start, c.end)]);

const EXPORT = [
  "dn: uid=akowalski,ou=People,dc=example,dc=org",
  "objectClass: inetOrgPerson",
  "uid: akowalski",
  "cn: Aleksandra Kowalski",
  "sn: Kowalski",
  "givenName: Aleksandra",
  "mail: aleksandra.kowalski@example.org",
  "employeeNumber: 40213",
  "postalAddress: ul. Marszałkowska 84/92$00-514 Warszawa$Poland",
  "userPassword: {SSHA}W6ph5Mm5Pz8GgiULbPgzG37mj9g=",
  "",
  "dn: uid=tnguyen,ou=People,dc=example,dc=org",
  "displayName:: VGjDoG5oIE5ndXnhu4Vu",
  "userPassword: Sommer2024!",
  "manager: uid=akowalski,ou=People,dc=example,dc=org",
  "member: cn=admin,dc=example,dc=org",
  "l: Kraków",
  "",
].join("\n");

describe("ldif detector (fifth exploratory test: passwords, uids and names of an LDAP export in clear)", () => {
  it("reads each attribute by its name, base64 values and the uid/cn parts of distinguished names", () => {
    expect(found(EXPORT)).toEqual([
      ["USERNAME", "akowalski"],
      ["USERNAME", "akowalski"],
      ["NAME", "Aleksandra Kowalski"],
      ["NAME_FAMILY", "Kowalski"],
      ["NAME_GIVEN", "Aleksandra"],
      ["ACCOUNT_NUMBER", "40213"],
      ["LOCATION_ADDRESS", "ul. Marszałkowska 84/92$00-514 Warszawa$Poland"],
      ["PASSWORD", "{SSHA}W6ph5Mm5Pz8GgiULbPgzG37mj9g="],
      ["USERNAME", "tnguyen"],
      ["NAME", "VGjDoG5oIE5ndXnhu4Vu"],
      ["PASSWORD", "Sommer2024!"],
      ["USERNAME", "akowalski"],
      ["LOCATION_CITY", "Kraków"],
    ]);
  });

  it("needs a dn: line: the same names in prose or a YAML file are not LDIF", () => {
    expect(found("uid: akowalski\nuserPassword: x\ncn: Anna")).toEqual([]);
    expect(found("the dn: field is required; uid: 42")).toEqual([]);
  });

  it("reports only the types the request enables", () => {
    const ctx = makeDetectContext(EXPORT, { enabled: ["PASSWORD"] });
    expect(ldifDetector.detect(ctx).map((c) => c.label)).toEqual(["PASSWORD", "PASSWORD"]);
  });
});
