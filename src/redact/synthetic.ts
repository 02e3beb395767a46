/**
 * SYNTHETIC redaction: each entity becomes a realistic fake value of the same type and format
 * (@faker-js/faker). The fake is a pure function of (request seed, entity type, normalised value),
 * so every mention of one entity gets the same fake within a request, and a fixed seed (CLI
 * --seed) gives stable pseudonyms across runs.
 */
import { createHash } from "node:crypto";
import { Faker, en } from "@faker-js/faker";
import type { Entity } from "../contract/types.js";
import { decodedText } from "../engine/text/encoded-view.js";

const faker = new Faker({ locale: [en] });

export function syntheticValue(entity: Entity, key: string, seed: string): string {
  const digest = createHash("sha256").update(`${seed}\u0000${key}`).digest();
  faker.seed(digest.readUInt32BE(0));
  // made from the decoded value: "4111&nbsp;1111..." fakes to digits and spaces, not to "&ayjg;"
  const original = decodedText(entity.text);
  // (subtype offsets are the written text's: a decoded date is faked by its shape instead)
  const plain = original === entity.text ? entity : { ...entity, text: original, analysis_result: { ...entity.analysis_result, subtypes: [] } };
  const generate = GENERATORS[entity.best_label];
  const fake = generate ? generate(plain) : formatPreserving(original);
  return matchCase(original, fake);
}

type Generator = (e: Entity) => string;

const fullName: Generator = () => `${faker.person.firstName()} ${faker.person.lastName()}`;

const GENERATORS: Record<string, Generator> = {
  NAME: (e) => (e.text.trim().includes(" ") ? fullName(e) : faker.person.firstName()),
  NAME_GIVEN: () => faker.person.firstName(),
  // drawn after a first name, as fullName does, so "Jensen" fakes to the family name "Maria Jensen" fakes to
  NAME_FAMILY: () => (faker.person.firstName(), faker.person.lastName()),
  NAME_MEDICAL_PROFESSIONAL: (e) => (e.text.trim().includes(" ") ? fullName(e) : faker.person.lastName()),
  EMAIL_ADDRESS: () => faker.internet.email().toLowerCase(),
  USERNAME: (e) => (e.text.startsWith("@") ? "@" : "") + faker.internet.username().toLowerCase(),
  URL: (e) => (/^https?:/i.test(e.text) ? faker.internet.url() : faker.internet.domainName()),
  IP_ADDRESS: (e) => (e.text.includes(":") ? faker.internet.ipv6() : faker.internet.ipv4()),
  LOCATION_CITY: () => faker.location.city(),
  LOCATION_STATE: (e) => (e.text.length <= 3 ? faker.location.state({ abbreviated: true }) : faker.location.state()),
  LOCATION_COUNTRY: () => faker.location.country(),
  LOCATION_ADDRESS_STREET: () => faker.location.streetAddress(),
  LOCATION_ADDRESS: () => `${faker.location.streetAddress()}, ${faker.location.city()}`,
  LOCATION: () => faker.location.city(),
  ORGANIZATION: () => faker.company.name(),
  ORGANIZATION_MEDICAL_FACILITY: () => `${faker.location.city()} ${faker.helpers.arrayElement(["General Hospital", "Medical Center", "Clinic"])}`,
  OCCUPATION: () => faker.person.jobTitle(),
  CREDIT_CARD: (e) => withLuhnCheckDigit(formatPreserving(e.text)),
  CREDIT_CARD_EXPIRATION: (e) => fakeExpiry(e.text),
  PHONE_NUMBER: (e) => fakePhone(e.text),
  BANK_ACCOUNT: (e) => fakeBankAccount(e.text),
  SSN: (e) => fakeSsnLike(e.text),
  AGE: (e) => String(faker.number.int({ min: 18, max: 90 })).padStart(digitCount(e.text), "0"),
  DATE: (e) => fakeDate(e),
  DOB: (e) => fakeDate(e),
  GENDER: () => faker.helpers.arrayElement(["female", "male", "non-binary"]),
  ZODIAC_SIGN: () => faker.person.zodiacSign(),
  BLOOD_TYPE: () => faker.helpers.arrayElement(["A+", "A-", "B+", "B-", "AB+", "AB-", "O+", "O-"]),
  MARITAL_STATUS: () => faker.helpers.arrayElement(["married", "single", "divorced", "widowed"]),
};

/** Replace digits by digits and letters by letters of the same case; keep everything else. */
export function formatPreserving(text: string): string {
  let out = "";
  for (const ch of text) {
    if (ch >= "0" && ch <= "9") out += String(faker.number.int({ min: 0, max: 9 }));
    else if (/\p{Lu}/u.test(ch)) out += faker.string.alpha({ length: 1, casing: "upper" });
    else if (/\p{Ll}/u.test(ch)) out += faker.string.alpha({ length: 1, casing: "lower" });
    else out += ch;
  }
  return out;
}

/** Keep the original's casing style (chat text in lower case stays lower case). */
function matchCase(original: string, fake: string): string {
  const letters = original.replace(/[^\p{L}]/gu, "");
  if (letters.length < 2) return fake;
  if (letters === letters.toLowerCase()) return fake.toLowerCase();
  if (letters === letters.toUpperCase()) return fake.toUpperCase();
  return fake;
}

function digitCount(text: string): number {
  return Math.max(1, (text.match(/\d/g) ?? []).length);
}

/** Fix the last digit so the number passes Luhn, like a real card number. */
function withLuhnCheckDigit(text: string): string {
  const positions = [...text].map((c, i) => (c >= "0" && c <= "9" ? i : -1)).filter((i) => i >= 0);
  if (positions.length < 2) return text;
  const chars = [...text];
  chars[positions[0]!] = String(faker.helpers.arrayElement([4, 5]));
  let sum = 0;
  for (let k = positions.length - 2, double = true; k >= 0; k--, double = !double) {
    let d = Number(chars[positions[k]!]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  chars[positions[positions.length - 1]!] = String((10 - (sum % 10)) % 10);
  return chars.join("");
}

/** US SSN shape with a valid area (001-665, 667-899), group and serial; other ids keep their format. */
function fakeSsnLike(text: string): string {
  const digits = text.replace(/\D/g, "");
  if (digits.length !== 9) return formatPreserving(text);
  let area = faker.number.int({ min: 1, max: 899 });
  if (area === 666) area = 667;
  const fresh =
    String(area).padStart(3, "0") +
    String(faker.number.int({ min: 1, max: 99 })).padStart(2, "0") +
    String(faker.number.int({ min: 1, max: 9999 })).padStart(4, "0");
  let k = 0;
  return text.replace(/\d/g, () => fresh[k++]!);
}

/**
 * A card expiry the way the original was written ("09/27", "9-2027"): a month from 01 to 12 and a
 * year in the next six (format-preserving digits wrote "49/81").
 */
function fakeExpiry(text: string): string {
  const m = /^(\D*)(\d{1,2})(\D+)(\d{2}|\d{4})(\D*)$/.exec(text);
  if (!m) return formatPreserving(text);
  const month = String(faker.number.int({ min: 1, max: 12 })).padStart(m[2]!.length, "0");
  const year = String(new Date().getUTCFullYear() + faker.number.int({ min: 1, max: 6 })).slice(-m[4]!.length);
  return `${m[1]}${month}${m[3]}${year}${m[5]}`;
}

/**
 * A phone number in the original's format; an international one keeps its country calling code
 * (random digits there gave codes no country has, "+22 ..."), so the fake still reads as a
 * number of that country.
 */
function fakePhone(text: string): string {
  const code = /^(\+|00)(\d{1,3})(?=[\s.\-()/]|$)/.exec(text);
  // a national number keeps its trunk prefix "0"
  if (!code) return text.startsWith("0") ? "0" + formatPreserving(text.slice(1)) : formatPreserving(text);
  return code[0] + formatPreserving(text.slice(code[0].length));
}

/**
 * An IBAN keeps its country code and gets check digits that hold for its fake account part (a
 * format-preserving fake wrote letters no country has, "WO50 ..."); other account numbers keep
 * their format.
 */
function fakeBankAccount(text: string): string {
  const compact = text.replace(/[\s-]/g, "");
  if (!/^[A-Za-z]{2}\d{2}[A-Za-z0-9]{8,30}$/.test(compact)) return formatPreserving(text);
  const country = compact.slice(0, 2).toUpperCase();
  const bban = formatPreserving(compact.slice(4));
  const numeric = (bban + country + "00").toUpperCase().replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const d of numeric) remainder = (remainder * 10 + Number(d)) % 97;
  const check = String(98 - remainder).padStart(2, "0");
  // written back in the original's layout: the same separators after the same characters
  const fresh = country + check + bban;
  let k = 0;
  return text.replace(/[A-Za-z0-9]/g, () => fresh[k++]!);
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** A different valid date written the way the original was: DAY/MONTH/YEAR subtypes say where each part is. */
function fakeDate(e: Entity): string {
  const parts = e.analysis_result.subtypes;
  if (parts.length === 0) return formatPreserving(e.text);
  const date = faker.date.between({ from: "1940-01-01", to: "2025-12-31" });
  const value: Record<string, (written: string) => string> = {
    DAY: (w) => String(date.getUTCDate()).padStart(w.length >= 2 ? 2 : 1, "0"),
    MONTH: (w) => {
      if (/^\d+$/.test(w)) return String(date.getUTCMonth() + 1).padStart(w.length, "0");
      const name = MONTHS[date.getUTCMonth()]!;
      return w.length <= 4 ? name.slice(0, 3) + (w.endsWith(".") ? "." : "") : name;
    },
    YEAR: (w) => String(date.getUTCFullYear()).slice(-w.length),
  };
  const chars = [...e.text];
  const start = e.location.stt_idx;
  // replace from the right so earlier offsets stay valid
  const ordered = [...parts].sort((a, b) => b.location.stt_idx - a.location.stt_idx);
  for (const p of ordered) {
    const make = value[p.label];
    if (!make) continue;
    const from = p.location.stt_idx - start;
    const to = p.location.end_idx - start;
    chars.splice(from, to - from, make(p.text));
  }
  return chars.join("");
}
