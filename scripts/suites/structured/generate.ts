/**
 * The multilingual structured suite (issue 13 point 6): documents in en, de, es, fr, it, nl, pt of
 * five kinds (email, chat, form, CSV, log), each holding a few structured values with their exact
 * gold spans (code points, catalog type names), and invalid-check-digit look-alikes as negatives.
 *
 * Coverage is planned, not left to chance: a list of "recipes" (type x with/without cue, every
 * identifier format x written variant, negatives) is built first, shuffled with the seed and dealt
 * to the documents; languages and kinds rotate so every language x kind cell is filled; the
 * casing (as written, lower, upper, title) is drawn per document and applied to the whole text.
 * Deterministic: the same seed gives byte-identical output.
 */
import { fakerDE, fakerEN_GB, fakerEN_US, fakerES, fakerFR, fakerIT, fakerNL, fakerPT_PT, type Faker } from "@faker-js/faker";
import { DocBuilder, fill, type Casing, type SuiteDocument } from "../lib/doc.js";
import { Rng } from "../lib/rng.js";
import { ID_FORMATS, invalidValue, validValue, type IdFormat, type IdVariant } from "./ids.js";
import { AGE_FRAMES, CHAT_FILLERS, CUE_FRAMES, CUES, EMAIL_PARTS, FORM_PARTS, LEADS, LOG_EXTRAS, LOG_MESSAGES, PLAIN_FRAMES, SERVICES } from "./lang.js";
import * as V from "./values.js";
import { LANGS, type Lang, type Value } from "./values.js";

export const DEFAULT_SEED = 13;
export const DEFAULT_DOCS = 2450;
export const KINDS = ["email", "chat", "form", "csv", "log"] as const;
type Kind = (typeof KINDS)[number];

interface Recipe {
  type: string;
  cue: boolean;
  negative?: boolean;
  id?: { format: IdFormat; variant: IdVariant };
}

/** A concrete value placed in a document. */
interface Item {
  label: string;
  format: string;
  value: string;
  cue: boolean;
  cueWord: string;
  negative: boolean;
  /** Running-text words around an age ("aged " / " next week"). */
  pre?: string;
  post?: string;
}

/** How many values of each type, and which share carries a cue (1: always, 0: never). */
const PLAN: Array<[type: string, count: number, cueShare: number]> = [
  ["EMAIL_ADDRESS", 320, 0.5],
  ["PHONE_NUMBER", 640, 0.5],
  ["BANK_ACCOUNT", 260, 0.5],
  ["CREDIT_CARD", 260, 0.5],
  ["IP_ADDRESS", 260, 0.5],
  ["URL", 200, 0.5],
  ["DATE", 360, 0.5],
  ["AGE", 280, 0.5],
  ["LOCATION_ADDRESS", 360, 0.5],
  ["USERNAME", 160, 0.5],
  ["PASSWORD", 100, 1],
  ["ACCOUNT_NUMBER", 100, 1],
  ["CVV", 80, 1],
  ["CREDIT_CARD_EXPIRATION", 80, 1],
  ["ROUTING_NUMBER", 60, 1],
  ["numerical:mac", 100, 0.5],
  ["numerical:imei", 60, 1],
  ["LOCATION_COORDINATE", 100, 0.5],
];
const NEGATIVES: Array<[type: string, count: number]> = [
  ["CREDIT_CARD", 80],
  ["BANK_ACCOUNT", 80],
];
/** Per identifier format and written variant: without cue (distinctive variants only) and with cue. */
const ID_WITHOUT_CUE = 3;
const ID_WITH_CUE = 3;
const ID_CUE_ONLY = 4;
const ID_NEGATIVES = 3;

function recipes(r: Rng): Recipe[] {
  const out: Recipe[] = [];
  for (const [type, count, share] of PLAN) {
    const withCue = Math.round(count * share);
    for (let i = 0; i < count; i++) out.push({ type, cue: i < withCue });
  }
  for (const [type, count] of NEGATIVES) for (let i = 0; i < count; i++) out.push({ type, cue: false, negative: true });
  for (const format of ID_FORMATS) {
    for (const variant of format.variants) {
      if (variant.keywordless) {
        for (let i = 0; i < ID_WITHOUT_CUE; i++) out.push({ type: "id", cue: false, id: { format, variant } });
        for (let i = 0; i < ID_WITH_CUE; i++) out.push({ type: "id", cue: true, id: { format, variant } });
      } else {
        for (let i = 0; i < ID_CUE_ONLY; i++) out.push({ type: "id", cue: true, id: { format, variant } });
      }
    }
    const distinctive = format.variants.find((v) => v.keywordless);
    if (format.check && distinctive) for (let i = 0; i < ID_NEGATIVES; i++) out.push({ type: "id", cue: false, negative: true, id: { format, variant: distinctive } });
  }
  return r.shuffle(out);
}

const FAKERS: Record<Lang, Faker> = { en: fakerEN_US, de: fakerDE, es: fakerES, fr: fakerFR, it: fakerIT, nl: fakerNL, pt: fakerPT_PT };

function item(recipe: Recipe, lang: Lang, kind: Kind, r: Rng): Item {
  const f = FAKERS[lang];
  const cueWord = (key: string) => r.pick(CUES[key]![lang]);
  const plain = (label: string, v: Value, cue: boolean, key = label): Item => ({ label, format: v.format, value: v.value, cue, cueWord: cue ? cueWord(key) : "", negative: false });
  if (recipe.id) {
    const { format, variant } = recipe.id;
    const compact = recipe.negative ? invalidValue(format, r)! : validValue(format, r);
    return {
      label: format.label,
      format: `id:${format.key}:${variant.name}`,
      value: variant.render(compact),
      cue: recipe.cue,
      cueWord: recipe.cue ? r.pick(format.keywords) : "",
      negative: !!recipe.negative,
    };
  }
  if (recipe.negative) {
    const v = recipe.type === "CREDIT_CARD" ? V.card(r, false) : V.ibanInvalid(r);
    return { label: recipe.type, format: v.format, value: v.value, cue: false, cueWord: "", negative: true };
  }
  switch (recipe.type) {
    case "EMAIL_ADDRESS":
      return plain("EMAIL_ADDRESS", V.email(r, f), recipe.cue);
    case "PHONE_NUMBER":
      return plain("PHONE_NUMBER", V.phone(r, lang), recipe.cue);
    case "BANK_ACCOUNT":
      return plain("BANK_ACCOUNT", V.iban(r), recipe.cue);
    case "CREDIT_CARD":
      return plain("CREDIT_CARD", V.card(r), recipe.cue);
    case "IP_ADDRESS":
      return plain("IP_ADDRESS", V.ip(r), recipe.cue);
    case "URL":
      return plain("URL", V.url(r, f), recipe.cue);
    case "DATE":
      return plain("DATE", V.date(r, lang), recipe.cue);
    case "AGE": {
      // in running text an age needs its words; in fields a label or the unit
      if ((kind === "email" || kind === "chat") && !(recipe.cue && r.chance(0.4))) {
        const a = V.age(r, lang, recipe.cue);
        return { label: "AGE", format: a.format, value: a.value, cue: recipe.cue, cueWord: "", negative: false, pre: a.pre, post: a.post };
      }
      return plain("AGE", V.ageField(r, lang, recipe.cue), recipe.cue);
    }
    case "LOCATION_ADDRESS":
      return plain("LOCATION_ADDRESS", V.address(r, lang, f, fakerEN_GB), recipe.cue);
    case "USERNAME":
      return plain("USERNAME", V.username(r, f, !recipe.cue), recipe.cue);
    case "PASSWORD": {
      const v = V.password(r);
      return plain("PASSWORD", v, true, v.format === "password:pin" ? "password:pin" : "PASSWORD");
    }
    case "ACCOUNT_NUMBER":
      return plain("ACCOUNT_NUMBER", V.accountNumber(r), true);
    case "CVV":
      return plain("CVV", V.cvv(r), true);
    case "CREDIT_CARD_EXPIRATION":
      return plain("CREDIT_CARD_EXPIRATION", V.expiry(r), true);
    case "ROUTING_NUMBER":
      return plain("ROUTING_NUMBER", V.routing(r), true);
    case "numerical:mac":
      return plain("NUMERICAL_PII", V.mac(r), recipe.cue, "numerical:mac");
    case "numerical:imei":
      return plain("NUMERICAL_PII", V.imei(r), true, "numerical:imei");
    case "LOCATION_COORDINATE":
      return plain("LOCATION_COORDINATE", V.coordinate(r, !recipe.cue), recipe.cue);
    default:
      throw new Error(`unknown recipe type ${recipe.type}`);
  }
}

const put = (b: DocBuilder, it: Item) => (it.negative ? b.negative(it.value, it.format) : b.gold(it.value, it.label, it.format, it.cue));

/** A cue word inside a sentence: "Phone" -> "phone", acronyms and keywords with capitals inside stay. */
function midSentence(cue: string): string {
  return /^\p{Lu}\p{Ll}+(?:[\s-]\p{Ll}.*)?$/u.test(cue) ? cue[0]!.toLowerCase() + cue.slice(1) : cue;
}

function sentence(b: DocBuilder, it: Item, lang: Lang, r: Rng): void {
  const lead = r.pick(LEADS[lang]);
  if (it.pre !== undefined) {
    const frame = r.pick(AGE_FRAMES[lang]);
    fill(b, frame, {}, () => {
      b.text(it.pre!);
      put(b, it);
      b.text(it.post ?? "");
    });
    return;
  }
  if (it.cue) {
    const frame = r.pick(CUE_FRAMES[lang]);
    const cue = frame.startsWith("{cue}") ? it.cueWord : midSentence(it.cueWord);
    fill(b, frame, { cue, lead }, () => put(b, it));
  } else {
    fill(b, r.pick(PLAIN_FRAMES[lang]), { lead }, () => put(b, it));
  }
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/ø/g, "o")
    .replace(/æ/g, "ae")
    .replace(/œ/g, "oe")
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");

function renderEmail(b: DocBuilder, items: Item[], lang: Lang, r: Rng): void {
  const parts = EMAIL_PARTS[lang];
  const subject = { en: "Subject", de: "Betreff", es: "Asunto", fr: "Objet", it: "Oggetto", nl: "Onderwerp", pt: "Assunto" }[lang];
  b.text(`${subject}: ${r.pick(parts.subjects)}\n\n${r.pick(parts.greetings)}\n\n`);
  items.forEach((it, k) => {
    sentence(b, it, lang, r);
    b.text(k < items.length - 1 ? (r.chance(0.5) ? "\n" : " ") : "\n\n");
  });
  b.text(`${r.pick(parts.closings)}\n${FAKERS[lang].person.fullName()}`);
}

function renderChat(b: DocBuilder, items: Item[], lang: Lang, r: Rng): void {
  items.forEach((it, k) => {
    if (k > 0) b.text(`\n${r.pick(CHAT_FILLERS[lang])}\n`);
    sentence(b, it, lang, r);
  });
  if (r.chance(0.5)) b.text(`\n${r.pick(CHAT_FILLERS[lang])}`);
}

function renderForm(b: DocBuilder, items: Item[], lang: Lang, r: Rng): void {
  const parts = FORM_PARTS[lang];
  b.text(`${r.pick(parts.titles)}\n`);
  let n = 1;
  const extra = () => {
    const [label, values] = r.pick(parts.extra);
    b.text(`${label}: ${r.pick(values)}\n`);
  };
  if (r.chance(0.5)) extra();
  for (const it of items) {
    const label = it.cue ? it.cueWord : `${parts.field} ${n}`;
    n++;
    b.text(`${label}: `);
    put(b, it);
    b.text("\n");
  }
  if (r.chance(0.5)) extra();
}

function renderCsv(b: DocBuilder, items: Item[], lang: Lang, r: Rng): void {
  const sep = lang === "en" ? "," : ";";
  const header = ["id", ...items.map((it, k) => (it.cue ? slug(it.cueWord) : `col${k + 2}`)), "status"];
  b.text(header.join(sep) + "\n");
  b.text(`${r.int(1, 400)}${sep}`);
  for (const it of items) {
    const quote = it.value.includes(sep) || it.value.includes('"') || it.value.includes(" ") ? '"' : "";
    b.text(quote);
    put(b, it);
    b.text(quote + sep);
  }
  b.text(r.pick(["ok", "new", "closed", "pending"]));
}

function renderLog(b: DocBuilder, items: Item[], lang: Lang, r: Rng): void {
  const svc = r.pick(SERVICES);
  items.forEach((it, k) => {
    if (k > 0) b.text("\n");
    const ts = V.isoDateTime(r);
    b.gold(ts.value, "DATE", "date:log-timestamp", false);
    b.text(` ${r.pick(["INFO", "INFO", "WARN", "DEBUG"])} [${svc}] ${r.pick(LOG_MESSAGES[lang])} `);
    if (it.cue) b.text(`${slug(it.cueWord)}=`);
    else b.text(": ");
    put(b, it);
    b.text(` ${r.pick(LOG_EXTRAS)}`);
  });
}

const CASINGS: Casing[] = ["as-is", "as-is", "as-is", "as-is", "lower", "lower", "upper", "upper", "title"];

export function generateStructured(seed = DEFAULT_SEED, docs = DEFAULT_DOCS): SuiteDocument[] {
  const r = new Rng(seed);
  for (const f of [...Object.values(FAKERS), fakerEN_GB]) f.seed(r.seed());
  const plan = recipes(r);
  const perDoc: Recipe[][] = Array.from({ length: docs }, () => []);
  plan.forEach((rec, k) => perDoc[k % docs]!.push(rec));
  const out: SuiteDocument[] = [];
  for (let i = 0; i < docs; i++) {
    const lang = LANGS[i % LANGS.length]!;
    const kind = KINDS[Math.floor(i / LANGS.length) % KINDS.length]!;
    const casing = r.pick(CASINGS);
    const items = perDoc[i]!.map((rec) => item(rec, lang, kind, r));
    const b = new DocBuilder();
    if (kind === "email") renderEmail(b, items, lang, r);
    else if (kind === "chat") renderChat(b, items, lang, r);
    else if (kind === "form") renderForm(b, items, lang, r);
    else if (kind === "csv") renderCsv(b, items, lang, r);
    else renderLog(b, items, lang, r);
    out.push(b.build(`s${String(i + 1).padStart(4, "0")}`, lang, kind, casing));
  }
  return out;
}
