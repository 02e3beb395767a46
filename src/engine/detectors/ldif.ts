/**
 * LDIF (RFC 2849): LDAP directory exports and change files (`ldapsearch`, Active Directory and
 * OpenLDAP dumps), read by their attribute names, as vcard.ts reads vCard properties. Fifth
 * exploratory test: `userPassword: Sommer2024!` and `{SSHA}...` hashes, `uid` values, a `givenName`,
 * a base64 `displayName::` and an employee number were left in clear in a users.ldif.
 *
 * - cn, displayName, name, gecos -> NAME; sn, surname -> NAME_FAMILY; givenName, gn -> NAME_GIVEN
 * - uid, userid, sAMAccountName, userPrincipalName, memberUid -> USERNAME
 * - userPassword, unicodePwd, sambaNTPassword, sambaLMPassword -> PASSWORD (clear text or a
 *   `{SCHEME}` hash alike: a hash is cracked offline)
 * - employeeNumber, employeeID -> ACCOUNT_NUMBER
 * - postalAddress, homePostalAddress, registeredAddress -> LOCATION_ADDRESS (lines joined by "$");
 *   street -> LOCATION_ADDRESS_STREET, l -> LOCATION_CITY, st -> LOCATION_STATE, postalCode ->
 *   LOCATION_ZIP, co -> LOCATION_COUNTRY
 * - in a distinguished name (dn:, manager:, member:, ...): the value of each uid= component ->
 *   USERNAME, of each cn= component -> NAME (system accounts such as cn=admin left out)
 *
 * A value given as base64 (`attr:: ...`, which LDIF uses for non-ASCII text) is the same entity:
 * the base64 characters are redacted. Mail, telephone and home-directory values are left to their
 * own detectors. Only in a text with a `dn:` line at a line start; the same names in prose are not
 * this syntax.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { SYSTEM_ACCOUNTS } from "./credentials.js";
import { wantsType } from "./make-context.js";
import { trimSpan } from "./span-trim.js";
import { execAll } from "../text/exec-all.js";

const SCORE = 0.9;
const SOURCE = "ldif";

/** An LDIF record starts with its distinguished name. */
const DN_LINE = /^dn::?[ \t]/m;
/** Whether `text` is LDIF: a `dn:` line at a line start (DN_LINE). */
export function isLdifText(text: string): boolean {
  return text.includes("dn:") && DN_LINE.test(text);
}

/** An attribute line: name, options (";lang-de", ";binary"), ":" or "::" (base64), the value. */
const ATTRIBUTE = /^(?<name>[A-Za-z][\w-]*)(?:;[\w;-]+)?(?<sep>::?)[ \t]*(?<value>[^\r\n]*)/gm;
/** A uid= or cn= component of a distinguished name, up to the next unescaped "," or "+". */
const RDN = /(?:^|[,+])[ \t]*(?<type>uid|cn)=(?<value>(?:[^,+\\\r\n]|\\.)+)/gi;

const BY_ATTRIBUTE: Readonly<Record<string, string>> = {
  cn: "NAME",
  commonname: "NAME",
  displayname: "NAME",
  name: "NAME",
  gecos: "NAME",
  sn: "NAME_FAMILY",
  surname: "NAME_FAMILY",
  givenname: "NAME_GIVEN",
  gn: "NAME_GIVEN",
  uid: "USERNAME",
  userid: "USERNAME",
  samaccountname: "USERNAME",
  userprincipalname: "USERNAME",
  memberuid: "USERNAME",
  userpassword: "PASSWORD",
  unicodepwd: "PASSWORD",
  sambantpassword: "PASSWORD",
  sambalmpassword: "PASSWORD",
  employeenumber: "ACCOUNT_NUMBER",
  employeeid: "ACCOUNT_NUMBER",
  postaladdress: "LOCATION_ADDRESS",
  homepostaladdress: "LOCATION_ADDRESS",
  registeredaddress: "LOCATION_ADDRESS",
  street: "LOCATION_ADDRESS_STREET",
  streetaddress: "LOCATION_ADDRESS_STREET",
  l: "LOCATION_CITY",
  st: "LOCATION_STATE",
  postalcode: "LOCATION_ZIP",
  co: "LOCATION_COUNTRY",
};

/** Attributes whose value is a distinguished name. */
const DN_VALUED = new Set(["dn", "manager", "member", "uniquemember", "owner", "secretary", "seealso", "memberof", "modifiersname", "creatorsname"]);

/**
 * LDIF's syntax, for the model's decoder (ner/cell-boundaries.ts): each line's attribute name,
 * options and colons ("displayName:", "cn::", "mail;lang-de:"), and a distinguished name's attribute
 * types with their "=" ("CN=", "OU=", "DC="), sorted by start. The model read "displayName" as a
 * family name and ran an organisation from "Users" over ",DC=corp,DC=example,DC=de", and the
 * redaction broke the file (eighth exploratory test: an Active Directory export).
 */
export function ldifSyntax(text: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  // the name and its options hold no ":", so the first one opens the separator
  for (const m of execAll(ATTRIBUTE, text)) spans.push({ start: m.index, end: m.index + m[0].indexOf(":") + m.groups!.sep!.length });

  for (const m of execAll(RDN_TYPE, text)) spans.push({ start: m.index, end: m.index + m[0].length });
  return spans.sort((a, b) => a.start - b.start);
}
// the lookbehind's blanks are bounded: unbounded, it scanned back over a whole blank run at every
// position (review: 9.4 s at 100,000 characters)
const RDN_TYPE = /(?<=[=:,+][ \t]{0,16}|^)(?:cn|ou|dc|o|l|st|c|uid|street|mail|sn|givenName)=/gim;

export const ldifDetector: Detector = {
  name: "ldif",
  types: [...new Set(Object.values(BY_ATTRIBUTE))],
  detect(ctx: DetectContext): Candidate[] {
    const { text } = ctx;
    if (!isLdifText(text)) return [];
    const out: Candidate[] = [];
    const push = (label: string, start: number, end: number) => {
      if (!wantsType(ctx, label)) return;
      const span = trimSpan(text, start, end);
      if (span) out.push({ start: span[0], end: span[1], label, score: SCORE, source: SOURCE });
    };
    for (const m of execAll(ATTRIBUTE, text)) {
      const g = m.groups!;
      const name = g.name!.toLowerCase();
      const value = g.value!;
      const valueStart = m.index + m[0].length - value.length;
      if (g.sep === "::") {
        // base64: the same entity as the plain value would be; a DN in base64 is left whole to its type
        const label = BY_ATTRIBUTE[name];
        if (label && /^[A-Za-z0-9+/]+={0,2}$/.test(value.trim())) push(label, valueStart, valueStart + value.length);
        continue;
      }
      if (DN_VALUED.has(name)) {
        for (const rdn of execAll(RDN, value)) {
          const person = rdn.groups!.value!.trim();
          if (SYSTEM_ACCOUNTS.has(person.toLowerCase()) || /^(?:config|schema|monitor|directory manager|replicator)$/i.test(person)) continue;
          const at = valueStart + rdn.index + rdn[0].length - rdn.groups!.value!.length;
          push(rdn.groups!.type!.toLowerCase() === "uid" ? "USERNAME" : "NAME", at, at + rdn.groups!.value!.length);
        }
        continue;
      }
      const label = BY_ATTRIBUTE[name];
      if (!label) continue;
      if (label === "USERNAME" && SYSTEM_ACCOUNTS.has(value.trim().toLowerCase())) continue;
      push(label, valueStart, valueStart + value.length);
    }
    return out;
  },
};
