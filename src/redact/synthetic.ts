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
import { idCheck } from "./check-digits.js";

const faker = new Faker({ locale: [en] });

export function syntheticValue(entity: Entity, key: string, seed: string): string {
  const digest = createHash("sha256").update(`${seed}\u0000${key}`).digest();
  faker.seed(digest.readUInt32BE(0));
  // made from the decoded value: "4111&nbsp;1111..." fakes to digits and spaces, not to "&ayjg;"
  const original = decodedText(entity.text);
  // (subtype offsets are the written text's: a decoded date is faked by its shape instead)
  const plain = original === entity.text ? entity : { ...entity, text: original, analysis_result: { ...entity.analysis_result, subtypes: [] } };
  const generate = GENERATORS[entity.best_label];
  const make = () => (generate ? generate(plain) : formatPreserving(original));
  // an id validated by a check digit or letter gets a fake that passes the same check
  const check = idCheck(plain);
  if (!check) return matchCase(original, make());
  // an original that passed shows its shape can: ids with a date inside (PESEL, Belgian national
  // number) pass 1 draw in a few hundred; one that failed may have a shape none passes (a digit
  // short), not worth as many draws
  const draws = plain.analysis_result.validation_assertions.every((a) => a.status === "valid") ? 2000 : 50;
  return matchCase(original, passing(make, check, draws));
}

const LAST_ALNUM = /[A-Za-z0-9](?=[^A-Za-z0-9]*$)/;
const ALTERNATIVES: Record<string, string> = { digit: "0123456789", upper: "ABCDEFGHIJKLMNOPQRSTUVWXYZ", lower: "abcdefghijklmnopqrstuvwxyz" };

/**
 * A fake that passes `check`: drawn again until one does, each draw tried with every value of its
 * last letter or digit, where most ids keep their check character. Past `draws`, the last draw.
 */
function passing(make: () => string, check: (fake: string) => boolean, draws: number): string {
  let fake = "";
  for (let draw = 0; draw < draws; draw++) {
    fake = make();
    if (check(fake)) return fake;
    const last = LAST_ALNUM.exec(fake);
    if (!last) continue;
    const kind = /\d/.test(last[0]) ? "digit" : last[0] === last[0].toUpperCase() ? "upper" : "lower";
    for (const c of ALTERNATIVES[kind]!) {
      const other = fake.slice(0, last.index) + c + fake.slice(last.index + 1);
      if (check(other)) return other;
    }
  }
  return fake;
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
  TIME: (e) => fakeTime(e.text),
  DURATION: (e) => fakeDuration(e.text),
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

/**
 * US SSN shape with a valid area (001-665, 667-899), group and serial; other ids keep their format
 * (an ITIN, 9XX-XX-XXXX, too: no SSN starts with 9, and its ranges are held by its check). A Swiss
 * AHV number keeps its 756, the country code every one starts with.
 */
function fakeSsnLike(text: string): string {
  if (/^756[.\s]?\d{4}/.test(text)) return "756" + formatPreserving(text.slice(3));
  const digits = text.replace(/\D/g, "");
  if (digits.length !== 9 || digits.startsWith("9")) return formatPreserving(text);
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

interface DatePart {
  label: string;
  text: string;
  /** Offsets in the date's text. */
  from: number;
  to: number;
}

/**
 * A different valid date written the way the original was: DAY/MONTH/YEAR subtypes say where each
 * part is, or, without them, the numbers' shape (numericDateParts).
 */
function fakeDate(e: Entity): string {
  const start = e.location.stt_idx;
  const subtypes = e.analysis_result.subtypes.map((p) => ({ label: p.label, text: p.text, from: p.location.stt_idx - start, to: p.location.end_idx - start }));
  const read = subtypes.length > 0 ? { parts: subtypes, dayUpTo12: false } : numericDateParts(e.text);
  if (!read) return formatPreserving(e.text);
  const date = faker.date.between({ from: "1940-01-01", to: "2025-12-31" });
  if (read.dayUpTo12) date.setUTCDate(faker.number.int({ min: 1, max: 12 }));
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
  // replace from the right so earlier offsets stay valid
  const ordered = [...read.parts].sort((a, b) => b.from - a.from);
  for (const p of ordered) {
    const make = value[p.label];
    if (make) chars.splice(p.from, p.to - p.from, make(p.text));
  }
  return chars.join("");
}

/**
 * The parts of an all-numeric date that came without subtypes (a decoded "17&#47;1&#47;80", a
 * model's span), by shape: a 4-digit first number is the year (1980-01-17), else the last one is;
 * of the other two, one over 12 is the day. Where neither is over 12 the order is unknown, so the
 * fake's day is 1-12 too: a valid date read either way. (Digit by digit, these faked to month 13.)
 */
function numericDateParts(text: string): { parts: DatePart[]; dayUpTo12: boolean } | undefined {
  const runs = [...text.matchAll(/\d+/g)];
  if (runs.length !== 3 || /\p{L}/u.test(text)) return undefined;
  const part = (label: string, r: RegExpMatchArray): DatePart => ({ label, text: r[0], from: r.index!, to: r.index! + r[0].length });
  const [a, b, c] = runs as [RegExpMatchArray, RegExpMatchArray, RegExpMatchArray];
  if (a[0].length === 4 && b[0].length <= 2 && c[0].length <= 2) return { parts: [part("YEAR", a), part("MONTH", b), part("DAY", c)], dayUpTo12: false };
  if (a[0].length > 2 || b[0].length > 2 || (c[0].length !== 2 && c[0].length !== 4)) return undefined;
  const monthFirst = Number(a[0]) <= 12 && Number(b[0]) > 12;
  const [day, month] = monthFirst ? [b, a] : [a, b];
  return { parts: [part("DAY", day), part("MONTH", month), part("YEAR", c)], dayUpTo12: Number(a[0]) <= 12 && Number(b[0]) <= 12 };
}

/**
 * A clock time in the original's layout: hours 0-23, or 1-12 where am/pm is written (am or pm
 * drawn, written as the original's was: "AM", "p.m."), minutes and seconds 0-59; what follows (a
 * zone, "Uhr") stays. Digit by digit, "10:15 AM" had faked to "52:24 XA".
 */
function fakeTime(text: string): string {
  const m = /^(\D*?)(\d{1,2})((?:[:.h]\d{2}){0,2})(.*)$/is.exec(text);
  if (!m) return formatPreserving(text);
  const [, before, hour, rest, after] = m as unknown as [string, string, string, string, string];
  const meridiem = /^(\s?)([ap])(\.?\s?m(?![a-z]))/i.exec(after);
  const h = faker.number.int(meridiem ? { min: 1, max: 12 } : { min: 0, max: 23 });
  const minutes = rest.replace(/\d{2}/g, () => pad2(faker.number.int({ min: 0, max: 59 })));
  let tail = after;
  if (meridiem) {
    const letter = faker.helpers.arrayElement(["a", "p"]);
    const written = meridiem[2] === meridiem[2]!.toUpperCase() ? letter.toUpperCase() : letter;
    tail = meridiem[1] + written + after.slice(meridiem[1]!.length + 1);
  }
  // "09:15" and "14:30" keep two hour digits; "11 a.m." fakes to "2 a.m."
  return before + (rest ? String(h).padStart(hour.length, "0") : String(h)) + minutes + tail;
}

const pad2 = (n: number): string => String(n).padStart(2, "0");

const NUMBER_WORD =
  /\b(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)\b/gi;

/**
 * A duration with the original's unit words and another number: "45 minutes" -> "17 minutes", "6
 * Tage" -> "3 Tage", "six months" -> "nine months" (digit and letter by letter it had faked to "03
 * yzdswyo"). Minutes after a colon or "h" ("1:30 hours", "1h30m") stay 0-59, and so does a later
 * part ("2 hours and 15 minutes"); a 1 (or "one", "a") stays, as its unit is singular.
 */
function fakeDuration(text: string): string {
  let first = true;
  return text
    .replace(/\d+/g, (digits, at: number) => {
      const before = text.slice(0, at);
      if (/(?::|\dh\s?)$/i.test(before)) return pad2(faker.number.int({ min: 0, max: 59 }));
      if (/[.,]$/.test(before)) return formatPreserving(digits); // decimals, thousands
      const later = !first;
      first = false;
      if (digits === "1") return digits;
      const min = Math.max(2, 10 ** (digits.length - 1));
      const max = 10 ** digits.length - 1;
      return String(faker.number.int({ min, max: later && min < 59 ? Math.min(59, max) : max }));
    })
    .replace(NUMBER_WORD, (word) => {
      const other = faker.helpers.arrayElement(["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twelve"]);
      return word[0] === word[0]!.toUpperCase() ? other[0]!.toUpperCase() + other.slice(1) : other;
    });
}
