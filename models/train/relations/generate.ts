/**
 * Synthetic documents with gold coreference groups and relations, from the templates of
 * langs/*.ts: prose (bios, news, clinical notes), forms, e-mails with a signature, tables and
 * chats, in en, de, es, fr, it, nl, pt. Used to train the relation classifier (train.ts) and, with
 * gum, the mention-pair coreference scorer (../coref/train.ts). Never the dev set.
 *
 * A document comes out in the dev set's shape (scripts/coref/devset.ts DevDoc): text, mentions
 * (span, engine type, group) and relations between groups.
 */
import type { DevDoc, GoldMention, GoldRelation, Label } from "../../../scripts/coref/devset.js";
import { nicknamesOf } from "../../../src/engine/coref/diminutives.js";
import type { G, Gender, LangData } from "./lang.js";
import { digits, r, rand, setSeed } from "./rng.js";
import { de } from "./langs/de.js";
import { en } from "./langs/en.js";
import { es } from "./langs/es.js";
import { fr } from "./langs/fr.js";
import { it } from "./langs/it.js";
import { nl } from "./langs/nl.js";
import { pt } from "./langs/pt.js";

export const LANGS: Record<string, LangData> = { en, de, es, fr, it, nl, pt };

const pick = <T>(xs: readonly T[]): T => xs[r(xs.length)]!;
const chance = (p: number) => rand() < p;
const letters = (n: number) => Array.from({ length: n }, () => "ABCDEFGHJKLMNPRSTUVWXYZ"[r(23)]).join("");
const gw = (w: G, g: Gender) => (typeof w === "string" ? w : g === "m" ? w[0] : w[1]);
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const fold = (s: string) => s.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase();

interface Person {
  id: string;
  gender: Gender;
  given: string;
  family: string;
  /** A nickname or misspelling of the given name. */
  variant: string;
  /** Forms written so far (the first mention is the full name). */
  seen: boolean;
  values: Map<string, string>;
}

const SLOT_TYPE: Record<string, string> = {
  dob: "DOB", age: "AGE", born: "LOCATION_CITY", bornc: "LOCATION_COUNTRY", nat: "ORIGIN", city: "LOCATION_CITY",
  country: "LOCATION_COUNTRY", addr: "LOCATION_ADDRESS", phone: "PHONE_NUMBER", email: "EMAIL_ADDRESS", handle: "USERNAME",
  passport: "PASSPORT_NUMBER", natid: "SSN", account: "ACCOUNT_NUMBER", plate: "VEHICLE_ID", licence: "DRIVER_LICENSE",
  iban: "BANK_ACCOUNT", ip: "IP_ADDRESS", user: "USERNAME", healthno: "HEALTHCARE_NUMBER", org: "ORGANIZATION", org2: "ORGANIZATION",
  school: "ORGANIZATION", hosp: "ORGANIZATION_MEDICAL_FACILITY", occ: "OCCUPATION", cond: "CONDITION", drug: "DRUG",
  proc: "MEDICAL_PROCESS", date: "DATE",
};

const SLOT_LABEL: Record<string, Label> = {
  dob: "DOB", age: "AGE", born: "ORIGIN", bornc: "ORIGIN", nat: "ORIGIN", city: "LOCATION", country: "LOCATION", addr: "LOCATION",
  phone: "CONTACT", email: "CONTACT", handle: "CONTACT", passport: "IDENTIFIER", natid: "IDENTIFIER", account: "IDENTIFIER",
  plate: "IDENTIFIER", licence: "IDENTIFIER", iban: "IDENTIFIER", ip: "IDENTIFIER", user: "IDENTIFIER", healthno: "IDENTIFIER",
  org: "AFFILIATION", org2: "AFFILIATION", school: "AFFILIATION", hosp: "AFFILIATION", occ: "OCCUPATION", cond: "HEALTH", drug: "HEALTH", proc: "HEALTH",
};

const IBANS = ["DE89 3704 0044 0532 0130 00", "GB82 WEST 1234 5698 7654 32", "FR14 2004 1010 0505 0001 3M02 606", "ES91 2100 0418 4502 0005 1332", "IT60 X054 2811 1010 0000 0123 456", "NL91 ABNA 0417 1643 00", "PT50 0002 0123 1234 5678 9015 4"];

function misspell(name: string): string {
  if (name.length < 5) return name;
  const i = 1 + r(name.length - 3);
  return name.slice(0, i) + name[i + 1] + name[i] + name.slice(i + 2);
}

function makePerson(L: LangData, id: string, family?: string): Person {
  const gender: Gender = chance(0.5) ? "m" : "f";
  const given = pick(L.given[gender]);
  const nicks = [...nicknamesOf(fold(given))].filter((n) => n.length >= 2);
  const variant = nicks.length > 0 && chance(0.6) ? cap(pick(nicks)) : misspell(given);
  return { id, gender, given, family: family ?? pick(L.family), variant, seen: false, values: new Map() };
}

function value(L: LangData, p: Person | undefined, slot: string): string {
  const cached = p?.values.get(slot);
  if (cached !== undefined) return cached;
  const g: Gender = p?.gender ?? "m";
  const year = 1940 + r(65);
  let v: string;
  switch (slot) {
    case "dob":
    case "date":
      v = L.date(1 + r(28), 1 + r(12), slot === "date" ? 2018 + r(7) : year, chance(0.4));
      break;
    case "age":
      v = String(18 + r(75));
      break;
    case "born":
    case "city":
      v = pick(L.cities);
      break;
    case "bornc":
    case "country":
      v = pick(L.countries);
      break;
    case "nat":
      v = gw(pick(L.nationalities), g);
      break;
    case "addr":
      v = L.address(1 + r(180), pick(L.streets), L.zip(), pick(L.cities));
      break;
    case "phone":
      v = L.phone();
      break;
    case "email": {
      const local = p ? [`${fold(p.given)}.${fold(p.family)}`, `${fold(p.given)[0]}${fold(p.family)}`, `${fold(p.given)}${digits(2)}`][r(3)]! : `info${digits(2)}`;
      v = `${local.replace(/[^a-z0-9.]/g, "")}@${pick(L.emailDomains)}`;
      break;
    }
    case "handle":
      v = `@${p ? fold(p.given).replace(/[^a-z]/g, "") : "user"}${pick(["", "_", "."])}${chance(0.5) ? fold(p?.family ?? "x").replace(/[^a-z]/g, "").slice(0, 5) : digits(2)}`;
      break;
    case "user":
      v = `${p ? fold(p.given).replace(/[^a-z]/g, "").slice(0, 6) : "user"}${pick(["_", ".", ""])}${digits(2)}`;
      break;
    case "passport":
      v = chance(0.5) ? digits(9) : `${letters(2)}${digits(7)}`;
      break;
    case "natid":
      v = pick([`${digits(3)}-${digits(2)}-${digits(4)}`, `${letters(2)} ${digits(2)} ${digits(2)} ${digits(2)} ${letters(1)}`, digits(11), `${digits(8)}${letters(1)}`]);
      break;
    case "account":
      v = pick([`POL-${digits(4)}-${digits(4)}`, `${letters(2)}-${digits(6)}`, `ACC-${digits(8)}`, `${digits(3)}-${digits(6)}-${digits(2)}`]);
      break;
    case "plate":
      v = pick([`${letters(2)}${digits(2)} ${letters(3)}`, `${letters(2)}-${digits(3)}-${letters(2)}`, `${digits(4)} ${letters(3)}`, `${letters(1)}-${letters(2)} ${digits(4)}`]);
      break;
    case "licence":
      v = `${letters(5)}${digits(6)}${letters(2)}${digits(2)}`;
      break;
    case "iban":
      v = pick(IBANS);
      break;
    case "ip":
      v = `${pick(["203.0.113", "198.51.100", "192.0.2"])}.${1 + r(250)}`;
      break;
    case "healthno":
      v = chance(0.5) ? `${digits(3)} ${digits(3)} ${digits(4)}` : digits(7);
      break;
    case "org":
      v = pick(L.orgs);
      break;
    case "org2":
      do v = pick(L.orgs);
      while (v === p?.values.get("org"));
      break;
    case "school":
      v = pick(L.schools);
      break;
    case "hosp":
      v = pick(L.hospitals);
      break;
    case "occ":
      v = gw(pick(L.occupations), g);
      break;
    case "cond":
      v = pick(L.conditions);
      break;
    case "drug":
      v = pick(L.drugs);
      break;
    case "proc":
      v = pick(L.procedures);
      break;
    default:
      throw new Error(`unknown slot ${slot}`);
  }
  p?.values.set(slot, v);
  return v;
}

/** A document being written: text, mentions and relations. */
class Writer {
  text = "";
  mentions: GoldMention[] = [];
  relations: GoldRelation[] = [];
  private groupOfValue = new Map<string, string>();
  private usedValues = new Set<string>();
  private distractorValues = new Set<string>();
  private n = 0;

  constructor(readonly L: LangData, readonly people: Record<string, Person>) {}

  raw(s: string): void {
    this.text += s;
  }

  mention(surface: string, type: string, group: string): void {
    const start = this.text.length;
    this.text += surface;
    this.mentions.push({ start, end: this.text.length, text: surface, type, group });
  }

  /** The group of an attribute value: one value, one group (the same city twice is one entity). */
  groupFor(type: string, v: string): string {
    const k = `${type}\u0000${v}`;
    let g = this.groupOfValue.get(k);
    if (!g) this.groupOfValue.set(k, (g = `g${this.n++}`));
    return g;
  }

  relate(a: string, label: Label, b: string): void {
    if (a === b) return;
    if (!this.relations.some((x) => x.label === label && ((x.a === a && x.b === b) || (x.a === b && x.b === a)))) this.relations.push({ a, b, label });
  }

  /** A person mention in the given form (the first one is the full name unless `form` forces one). */
  person(p: Person, form: string, lower = false): void {
    let f = form;
    if (f === "" && !p.seen) f = "full";
    else if (f === "") f = pick(["full", "full", "t", "t", "g", "g", "f", "n"]);
    p.seen = true;
    const lc = (s: string) => (lower ? s.toLowerCase() : s);
    switch (f) {
      case "full":
        this.mention(lc(`${p.given} ${p.family}`), "NAME", p.id);
        break;
      case "g":
        this.mention(lc(p.given), "NAME_GIVEN", p.id);
        break;
      case "f":
        this.mention(lc(p.family), "NAME_FAMILY", p.id);
        break;
      case "n":
        this.mention(lc(p.variant), "NAME_GIVEN", p.id);
        break;
      case "t":
        this.raw(`${pick(this.L.titles[p.gender])} `);
        this.mention(lc(p.family), "NAME_FAMILY", p.id);
        break;
      default:
        throw new Error(`unknown person form ${f}`);
    }
  }

  /**
   * Render a template. `owner` is who {B.rel}/{B.kin} are kin of (A, or the chat speaker S);
   * `alias` maps template letters to people (S -> the speaker).
   */
  template(tpl: string, alias: Record<string, string>, opts: { lower?: boolean; capitalise?: boolean } = {}): void {
    const start = this.text.length;
    const parts = tpl.split(/(\{[A-Z](?:\.[a-zA-Z]+)?(?:\+[A-Z])?\})/);
    for (const part of parts) {
      const m = /^\{([A-Z])(?:\.([a-zA-Z]+))?(?:\+([A-Z]))?\}$/.exec(part);
      if (!m) {
        this.raw(opts.lower ? part.toLowerCase() : part);
        continue;
      }
      const letter = alias[m[1]!] ?? m[1]!;
      const slot = m[2] ?? "";
      const also = m[3] ? alias[m[3]] ?? m[3] : undefined;
      if (letter === "X") {
        // a distractor never shares its value with a person's attribute (one text, one group)
        let v = "";
        for (let tries = 0; tries < 20; tries++) {
          v = slot === "occ" ? gw(pick(this.L.occupations), "m") : value(this.L, undefined, slot);
          if (!this.usedValues.has(v)) break;
        }
        this.distractorValues.add(v);
        this.mention(v, SLOT_TYPE[slot]!, this.groupFor(SLOT_TYPE[slot]!, `X${v}`));
        continue;
      }
      const p = this.people[letter];
      if (!p) throw new Error(`template uses ${letter} but the document has no such person`);
      const kinOwner = this.people[alias["A"] ?? "A"] ?? this.people.A!;
      switch (slot) {
        case "":
          this.person(p, "", opts.lower);
          break;
        case "g":
        case "f":
        case "t":
        case "n":
          this.person(p, slot, opts.lower);
          break;
        case "pr":
          this.raw(this.L.pron[p.gender]);
          break;
        case "Pr":
          this.raw(cap(this.L.pron[p.gender]));
          break;
        case "role": {
          const word = pick(this.L.roles)[p.gender === "m" ? 0 : 1];
          this.raw(this.L.possKin(kinOwner.gender, word, p.gender));
          break;
        }
        case "rel":
        case "kin": {
          const rel = (p.values.get("_rel") as keyof LangData["kin"] | undefined) ?? pick(Object.keys(this.L.kin) as (keyof LangData["kin"])[]);
          p.values.set("_rel", rel);
          const word = this.L.kin[rel][p.gender === "m" ? 0 : 1];
          this.raw(slot === "rel" ? this.L.possKin(kinOwner.gender, word, p.gender) : word);
          this.relate(kinOwner.id, "KINSHIP", p.id);
          break;
        }
        default: {
          const type = SLOT_TYPE[slot];
          if (!type) throw new Error(`unknown slot ${slot}`);
          let v = value(this.L, p, slot);
          // nor does an attribute take a distractor's value
          for (let tries = 0; tries < 20 && this.distractorValues.has(v); tries++) {
            p.values.delete(slot);
            v = value(this.L, p, slot);
          }
          this.usedValues.add(v);
          // the engine often reads a date of birth as a plain DATE (no cue word it knows): so do some documents
          const shown = slot === "dob" && rand() < 0.3 ? "DATE" : type;
          const group = this.groupFor(type, v);
          const surface = opts.lower && (slot === "city" || slot === "occ") ? v.toLowerCase() : v;
          this.mention(surface, shown, group);
          this.relate(p.id, SLOT_LABEL[slot]!, group);
          if (also && this.people[also]) this.relate(this.people[also]!.id, SLOT_LABEL[slot]!, group);
        }
      }
    }
    if (opts.capitalise && this.text.length > start) {
      const first = this.text[start]!;
      if (first !== first.toUpperCase()) {
        this.text = this.text.slice(0, start) + first.toUpperCase() + this.text.slice(start + 1);
        for (const mm of this.mentions) if (mm.start === start) mm.text = this.text.slice(mm.start, mm.end);
      }
    }
  }
}

const usesB = (t: string) => /\{B[.}+]|\+B\}/.test(t);

const usesKin = (t: string) => /\{[BC]\.(?:rel|kin)\}/.test(t);

/** Two-person sentences: kin ones only when B is A's kin, the others always. */
function twoPersonTemplates(L: LangData, kin: boolean): string[] {
  const all = [...L.pairs, ...L.others];
  return kin ? all : all.filter((t) => !usesKin(t));
}

function prose(w: Writer, L: LangData, two: boolean, kin: boolean): void {
  const n = 3 + r(5);
  const pool = [...L.prose];
  const pairs = twoPersonTemplates(L, kin);
  // a news dateline: a place that is nobody's
  if (chance(0.2)) w.template(`{X.city} ${pick(["–", "-", "—", ":"])} `, {});
  // the first sentence names A in full
  w.template(pick(pool.filter((t) => t.startsWith("{A}"))), {}, { capitalise: true });
  for (let i = 1; i < n; i++) {
    w.raw(chance(0.2) ? "\n" : " ");
    const kind = rand();
    if (two && kind < 0.4) w.template(pick(pairs), {}, { capitalise: true });
    else if (kind < 0.6) w.template(pick(L.distractors.filter((t) => two || !usesB(t))), {}, { capitalise: true });
    else w.template(pick(pool.filter((t) => two || !usesB(t))), {}, { capitalise: true });
  }
}

const FIELD_SLOTS = ["dob", "born", "nat", "addr", "city", "phone", "email", "occ", "org", "age", "cond", "passport", "natid", "account", "plate", "iban", "healthno"] as const;

function field(w: Writer, L: LangData, label: string, sep: string): void {
  w.raw(`${label}${sep}`);
}

function form(w: Writer, L: LangData, two: boolean, kin: boolean): void {
  const A = w.people.A!;
  w.raw(`${pick(["FORM", "REGISTRATION", "CLAIM FORM", "RECORD", "FICHE", "FORMULAR", "MODULO", "FORMULARIO"])}\n`);
  const sep = pick([": ", ": ", ":\t", " : "]);
  if (chance(0.25)) {
    field(w, L, pick(L.labels.family), sep);
    w.person(A, "f");
    w.raw(chance(0.5) ? "\n" : "   ");
    field(w, L, pick(L.labels.given), sep);
    w.person(A, "g");
    A.seen = true;
  } else {
    field(w, L, pick(L.labels.name), sep);
    if (chance(0.15)) {
      w.raw(`${pick(L.titles[A.gender])} `);
    }
    if (chance(0.15)) {
      w.mention(`${A.family}, ${A.given}`, "NAME", A.id);
      A.seen = true;
    } else w.person(A, "full");
  }
  const slots = [...FIELD_SLOTS].sort(() => rand() - 0.5).slice(0, 3 + r(6));
  for (const slot of slots) {
    const labels = (L.labels as Record<string, readonly string[]>)[slot];
    if (!labels) continue;
    w.raw(chance(0.15) ? "   " : "\n");
    field(w, L, pick(labels), sep);
    w.template(`{A.${slot}}`, {});
  }
  if (two && chance(0.7)) {
    const B = w.people.B!;
    w.raw("\n");
    field(w, L, pick(L.labels.emergency), sep);
    w.template(pick(kin ? ["{B} ({B.kin}), {B.phone}", "{B}, {B.kin}, {B.phone}", "{B} ({B.kin})", "{B.kin}: {B}, {B.phone}"] : ["{B}, {B.phone}", "{B} {B.phone}", "{B}"]), {});
  }
  if (chance(0.35)) {
    // someone else on the form (agent, doctor, witness): no kin, their own phone
    w.raw("\n");
    field(w, L, pick(L.labels.other), sep);
    // with their employer or hospital as signature lines and forms write them ("Dr. X, Hospital Y")
    w.template(pick(["{C}", "{C}, {C.phone}", "Dr. {C}", "{C} ({C.email})", "Dr. {C}, {C.hosp}", "{C}, {C.org}", "{C} ({C.org})"]), {});
  }
  if (chance(0.4)) {
    w.raw("\n");
    w.template(pick(two ? [...L.distractors, ...twoPersonTemplates(L, kin)] : L.distractors.filter((t) => !usesB(t))), {}, { capitalise: true });
  }
}

const GREETINGS: Record<string, readonly string[]> = {
  en: ["Dear"], de: ["Sehr geehrte/r", "Sehr geehrter", "Sehr geehrte"], es: ["Estimado", "Estimada"], fr: ["Madame, Monsieur,\n\nÀ l'attention de"],
  it: ["Gentile", "Egregio"], nl: ["Geachte"], pt: ["Exmo.", "Caro", "Cara"],
};

/** A CV: the name on a line of its own, then lines about its subject that never name it. */
function cv(w: Writer, L: LangData, two: boolean, kin: boolean): void {
  if (chance(0.5)) w.raw(`${pick(["CV", "Curriculum vitae", "Lebenslauf", "Resume", "Currículum"])}\n`);
  if (chance(0.2)) w.raw(`${pick(["Dr.", "Prof."])} `);
  w.person(w.people.A!, "full");
  const lines = [...L.cv].filter((t) => (two && kin) || !/\{B[.}]/.test(t)).sort(() => rand() - 0.5).slice(0, 3 + r(5));
  for (const line of lines) {
    w.raw(pick(["\n", "\n", "\n• ", "\n- "]));
    w.template(line, {});
  }
}

/** A letter: a first-person body (the author's own details, "my mother ...") signed at the end. */
function letter(w: Writer, L: LangData, two: boolean, kin: boolean): void {
  const D = makePerson(L, "p4");
  w.people.D = D;
  if (chance(0.5)) {
    w.template("{X.city}, {X.date}", {});
    w.raw("\n\n");
  }
  w.raw(`${pick(GREETINGS[L.code] ?? ["Dear"])} ${pick(L.titles[D.gender])} `);
  w.person(D, "f");
  w.raw(",\n\n");
  const firstPerson = L.chat
    .map((t) => t.replace(/^\{S\.g\}\s*:\s*/, ""))
    .filter((t) => !/\bok\b/.test(t) && !t.includes("{O.") && (two && kin ? true : !usesKin(t)) && (two || !/\{B[.}]/.test(t)));
  const n = 2 + r(3);
  for (let i = 0; i < n; i++) {
    if (chance(0.25)) w.template(pick(L.distractors.filter((t) => !usesB(t))), {}, { capitalise: true });
    else w.template(`${pick(firstPerson)}.`, { S: "A", B: "B", A: "A" }, { capitalise: true });
    w.raw(chance(0.5) ? " " : "\n");
  }
  w.raw(`\n\n${pick(L.closings)}\n`);
  // a professional's letter signs with title, job and employer ("Dr. med. Jonas Feldmann /
  // Oberarzt, Klinikum Nordhessen")
  const professional = chance(0.3);
  if (professional && chance(0.5)) w.raw("Dr. ");
  w.person(w.people.A!, "full");
  if (professional) {
    w.raw("\n");
    w.template(pick(["{A.occ}, {A.org}", "{A.occ}, {A.hosp}", "{A.occ}\n{A.org}", "{A.org}"]), {});
  }
  if (chance(0.5)) {
    w.raw("\n");
    w.template(pick(["{A.email}", "{A.phone}", "{A.addr}"]), {});
  }
}

function email(w: Writer, L: LangData, two: boolean): void {
  const B = w.people.B;
  const A = w.people.A!;
  if (B) {
    w.raw(`${pick(["Hi", "Hello", "Dear", "Hallo", "Hola", "Bonjour", "Ciao", "Beste", "Olá"])} `);
    w.person(B, "g");
    w.raw(",\n\n");
  }
  const n = 1 + r(2);
  for (let i = 0; i < n; i++) {
    w.template(pick(L.distractors.filter((t) => two || !usesB(t))), {}, { capitalise: true });
    w.raw(" ");
  }
  w.raw(`\n\n${pick(L.closings)}\n`);
  w.person(A, "full");
  A.seen = true;
  const lines = [
    () => w.template("{A.occ}", {}),
    () => w.template("{A.org}", {}),
    () => w.template(`${pick(L.labels.phone)}: {A.phone}`, {}),
    () => w.template("{A.email}", {}),
    () => w.template("{A.occ} | {A.org}", {}),
    () => w.template("{A.occ}, {A.org}", {}),
    () => w.template("{A.occ} – {A.org}", {}),
    () => w.template("{A.occ}, {A.hosp}", {}),
    () => w.template("{A.hosp}", {}),
    () => w.template("{A.phone} | {A.email}", {}),
    () => w.template("{A.addr}", {}),
  ];
  const chosen = lines.sort(() => rand() - 0.5).slice(0, 2 + r(3));
  for (const line of chosen) {
    w.raw("\n");
    line();
  }
}

function table(w: Writer, L: LangData): void {
  const cols = ["name", ...["dob", "city", "phone", "email", "occ", "org"].sort(() => rand() - 0.5).slice(0, 2 + r(3))];
  const sep = pick([" | ", ";", "\t", " | "]);
  const header = (c: string) => pick((L.labels as Record<string, readonly string[]>)[c === "name" ? "name" : c] ?? [c]);
  w.raw(`${cols.map(header).join(sep)}\n`);
  const rows = 2 + r(3);
  for (let i = 0; i < rows; i++) {
    const p = makePerson(L, `p${i + 10}`);
    w.people[`R${i}`] = p;
    cols.forEach((c, k) => {
      if (k > 0) w.raw(sep);
      if (c === "name") w.person(p, "full");
      else w.template(`{R.${c}}`, { R: `R${i}` });
    });
    w.raw("\n");
  }
}

function chat(w: Writer, L: LangData): void {
  const speakers = ["A", "B"];
  const lower = chance(0.5);
  const turns = 3 + r(5);
  for (let i = 0; i < turns; i++) {
    const s = speakers[i % 2]!;
    const other = speakers[(i + 1) % 2]!;
    const tpl = pick(L.chat);
    if (chance(0.3)) w.raw(`[${10 + r(10)}:${10 + r(49)}] `);
    // {B} in a chat template is a third person (kin or friend of the speaker)
    w.template(tpl, { S: s, B: "C", A: s, O: other }, { lower });
    w.raw("\n");
  }
}

/** One synthetic document in language `lang` (genre drawn at random). */
export function generateDoc(lang: string, id: string): DevDoc {
  const L = LANGS[lang]!;
  const two = chance(0.6);
  const A = makePerson(L, "p1");
  const people: Record<string, Person> = { A };
  // family members often share the family name (the coreference case the heuristics cannot settle)
  if (two) people.B = makePerson(L, "p2", chance(0.35) ? A.family : undefined);
  people.C = makePerson(L, "p3", chance(0.3) ? A.family : undefined);
  const kin = two && chance(0.5);
  const w = new Writer(L, people);
  const genre = pick(["prose", "prose", "prose", "form", "form", "email", "letter", "cv", "table", "chat"]);
  switch (genre) {
    case "prose":
      prose(w, L, two, kin);
      break;
    case "form":
      form(w, L, two, kin);
      break;
    case "email":
      email(w, L, two);
      break;
    case "letter":
      letter(w, L, two, kin);
      break;
    case "cv":
      cv(w, L, two, kin);
      break;
    case "table":
      table(w, L);
      break;
    case "chat":
      if (!people.B) people.B = makePerson(L, "p2");
      chat(w, L);
      break;
  }
  // a relation to someone the text never names (a kin word alone) is no relation between groups
  const groups = new Set(w.mentions.map((m) => m.group));
  const relations = w.relations.filter((x) => groups.has(x.a) && groups.has(x.b));
  return { id, lang, genre, batch: genre === "chat", text: w.text.replace(/\n+$/, ""), mentions: w.mentions, relations };
}

export function generateDocs(count: number, seed: number): DevDoc[] {
  setSeed(seed);
  const langs = Object.keys(LANGS);
  const out: DevDoc[] = [];
  for (let i = 0; i < count; i++) out.push(generateDoc(langs[i % langs.length]!, `syn-${seed}-${i}`));
  return out;
}
