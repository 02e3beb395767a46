/**
 * What the synthetic relation documents are made of, per language (langs/*.ts): names, places,
 * organisations, occupations, health words, kin words, form labels, closings, and sentence
 * templates with slots.
 *
 * Template slots (generate.ts fills them and derives the gold relations from who owns a slot):
 *   {A} {A.g} {A.f} {A.t} {A.n}  person A: full name, given name, family name, title + family name,
 *                                a nickname or misspelt given name (falls back to the given name)
 *   {A.pr} {A.Pr}                A's subject pronoun (lower / capitalised): no mention, the subject carries over
 *   {B} {B.g} ...                a second person; {B.rel} is "<A's possessive> <kin word>" and {B.kin}
 *                                the bare kin word: either makes B kin of A (KINSHIP); {B.role} is
 *                                "<A's possessive> <role>" (friend, colleague, doctor): no relation
 *   {O.g} ...                    in a chat, the other speaker (the one addressed)
 *   {A.dob} {A.age} {A.born} {A.bornc} {A.nat}            DOB, AGE, ORIGIN (birth city / country, nationality)
 *   {A.city} {A.country} {A.addr}                          LOCATION
 *   {A.phone} {A.email} {A.handle}                         CONTACT
 *   {A.passport} {A.natid} {A.account} {A.plate} {A.licence} {A.iban} {A.ip} {A.user} {A.healthno}   IDENTIFIER
 *   {A.org} {A.org2} {A.school} {A.hosp}                   AFFILIATION (employer, a former employer, school, a clinician's hospital)
 *   {A.occ}                                                OCCUPATION
 *   {A.cond} {A.drug} {A.proc}                             HEALTH
 *   {X.city} {X.country} {X.org} {X.date} {X.hosp} {X.occ} {X.cond}   distractors: no relation to anyone
 * A slot of B (or C) relates to B. A template may use A and B only when the document has two people.
 */

export type Gender = "m" | "f";
/** A gendered word: the same form for both, or [masculine, feminine]. */
export type G = string | readonly [string, string];

export interface LangData {
  code: string;
  given: { m: readonly string[]; f: readonly string[] };
  family: readonly string[];
  titles: { m: readonly string[]; f: readonly string[] };
  pron: { m: string; f: string };
  cities: readonly string[];
  countries: readonly string[];
  nationalities: readonly G[];
  streets: readonly string[];
  /** An address from a number, a street, a postcode and a city. */
  address: (n: number, street: string, zip: string, city: string) => string;
  zip: () => string;
  orgs: readonly string[];
  schools: readonly string[];
  hospitals: readonly string[];
  occupations: readonly G[];
  conditions: readonly string[];
  drugs: readonly string[];
  procedures: readonly string[];
  /** Role nouns for someone who is no kin (friend, colleague, doctor, lawyer ...): [of a man, of a woman]. */
  roles: readonly (readonly [string, string])[];
  /** Kin words by relation: [as said of a man, of a woman]. */
  kin: Record<"sibling" | "spouse" | "child" | "parent" | "cousin" | "grandchild" | "inlaw", readonly [string, string]>;
  /** "<owner's possessive> <kin word>" ("his sister", "sa sœur", "o seu irmão"). */
  possKin: (owner: Gender, kinWord: string, kin: Gender) => string;
  months: readonly string[];
  /** A date as written in running text or a form. */
  date: (d: number, m: number, y: number, long: boolean) => string;
  phone: () => string;
  emailDomains: readonly string[];
  /** Form field labels. */
  labels: {
    name: readonly string[];
    given: readonly string[];
    family: readonly string[];
    dob: readonly string[];
    born: readonly string[];
    nat: readonly string[];
    addr: readonly string[];
    city: readonly string[];
    phone: readonly string[];
    email: readonly string[];
    occ: readonly string[];
    org: readonly string[];
    age: readonly string[];
    cond: readonly string[];
    passport: readonly string[];
    natid: readonly string[];
    account: readonly string[];
    plate: readonly string[];
    iban: readonly string[];
    healthno: readonly string[];
    emergency: readonly string[];
    /** A field naming someone else who is no kin (agent, referring doctor, witness). */
    other: readonly string[];
    header: readonly string[];
  };
  closings: readonly string[];
  /** Sentences relating A (and B) to their attributes. */
  prose: readonly string[];
  /** Sentences that mention places, organisations or dates with no relation to the people in them. */
  distractors: readonly string[];
  /** Chat turns: {S} is the speaker, {S.*} the speaker's attributes, {B} someone else. */
  chat: readonly string[];
  /** Sentences relating two people (B.rel / B.kin) and their attributes. */
  pairs: readonly string[];
  /** Lines of a CV under its subject's name (no name in them; "married to {B}" makes B kin). */
  cv: readonly string[];
  /** Sentences with two people who are not kin (a doctor, a colleague, a reporter) and whose attributes. */
  others: readonly string[];
}
