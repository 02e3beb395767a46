/**
 * What coreference needs to know about a person mention: its name tokens (titles, credentials and
 * kin words taken off, case and accents folded), whether it is a full name (two or more name
 * tokens, not all initials), the title written before it (Mr., Frau, Sra., Mme, Dr. ...; with the
 * gender it implies) and whether it sits inside an e-mail address, URL or handle (then it is no
 * name mention).
 *
 * Pure; cost linear in the mention's length plus a look at most 12 characters before it.
 */
import { genderOfGiven } from "./gender.js";

/** Titles before a name, lower case without the final dot; f / m where the title says the gender. */
const TITLES: ReadonlyMap<string, "f" | "m" | undefined> = new Map<string, "f" | "m" | undefined>([
  // en
  ["mr", "m"], ["mrs", "f"], ["ms", "f"], ["miss", "f"], ["mx", undefined], ["dr", undefined], ["prof", undefined],
  ["sir", "m"], ["lady", "f"], ["madam", "f"], ["madame", "f"],
  // de
  ["herr", "m"], ["herrn", "m"], ["frau", "f"], ["hr", "m"], ["fr", "f"],
  // fr
  ["m", "m"], ["mme", "f"], ["mlle", "f"], ["monsieur", "m"], ["mademoiselle", "f"], ["me", undefined], ["pr", undefined],
  // es, pt
  ["sr", "m"], ["sra", "f"], ["srta", "f"], ["señor", "m"], ["señora", "f"], ["señorita", "f"], ["don", "m"], ["doña", "f"],
  ["d", "m"], ["dña", "f"], ["dra", "f"], ["senhor", "m"], ["senhora", "f"], ["dona", "f"],
  // it
  ["sig", "m"], ["sig.ra", "f"], ["sig.na", "f"], ["signor", "m"], ["signore", "m"], ["signora", "f"], ["signorina", "f"],
  ["dott", "m"], ["dott.ssa", "f"], ["ing", undefined], ["avv", undefined],
  // nl
  ["dhr", "m"], ["mevr", "f"], ["mevrouw", "f"], ["meneer", "m"], ["mw", "f"],
]);

/** Titles inside a span (the model sometimes takes them in): dropped from the name tokens. */
const INNER_TITLES = new Set([...TITLES.keys()].filter((t) => t.length > 1));

/** Credentials and generational suffixes after a name. */
const SUFFIXES = new Set(["md", "m.d", "phd", "ph.d", "rn", "np", "do", "jr", "sr", "ii", "iii", "iv", "dds", "msc", "bsc", "mba"]);

/** Kin words a model span may start with ("Tochter Lena"): not name tokens. */
const KIN_PREFIX = new Set([
  "son", "daughter", "wife", "husband", "mother", "father", "sister", "brother", "mom", "dad", "uncle", "aunt",
  "sohn", "tochter", "mutter", "vater", "bruder", "schwester", "ehefrau", "ehemann", "onkel", "tante", "oma", "opa",
  "fils", "fille", "épouse", "mari", "mère", "père", "frère", "sœur", "soeur", "oncle",
  "hijo", "hija", "esposa", "esposo", "madre", "padre", "hermano", "hermana", "tío", "tía", "abuela", "abuelo",
  "figlio", "figlia", "moglie", "marito", "fratello", "sorella", "zio", "zia", "nonna", "nonno",
  "zoon", "dochter", "moeder", "vader", "broer", "zus", "oom", "opa", "oma",
  "filho", "filha", "esposa", "marido", "mãe", "pai", "irmão", "irmã", "tio", "tia", "avó", "avô",
]);

/** Particles that belong to the family name ("van der Berg", "de la Cruz", "von Weizsäcker"). */
export const PARTICLES: ReadonlySet<string> = new Set([
  "van", "von", "de", "da", "di", "del", "della", "der", "den", "le", "la", "du", "dos", "das", "do", "ter", "ten", "zu",
  "bin", "ibn", "al", "el", "y", "e", "mc", "st", "dei", "degli",
]);

const WORD = /[\p{L}\p{M}]+(?:[-'’.][\p{L}\p{M}]+)*\.?/gu;

/** Lower case without accents: "Müller" -> "muller", "José" -> "jose". */
export function fold(word: string): string {
  return word.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase();
}

export interface NameShape {
  /** Name tokens, folded, titles/credentials/kin words removed; initials as one letter. */
  tokens: string[];
  /** Which tokens are initials ("M." or a lone capital). */
  initial: boolean[];
  /** Two or more tokens, at least two of them not initials: a full name. */
  full: boolean;
  /** The family-name part: tokens after the first (with particles), or the first before a comma. */
  family: string[];
  /** Given name (first token) of a full name; undefined for one-token mentions. */
  given?: string;
  /** A title stood before the mention or inside it. */
  title?: { gender?: "f" | "m" };
  /** Letters of all-capital initials written together ("MC", "M.C."), folded. */
  initials?: string;
}

/** A run of 2-3 capitals, with or without dots: "MC", "M.C.", "J.R.R." */
const INITIALS = /^(?:\p{Lu}\.?){2,3}$/u;

export function nameShape(text: string, before: string): NameShape {
  const raw = text.match(WORD) ?? [];
  const tokens: string[] = [];
  const initial: boolean[] = [];
  let title: NameShape["title"];
  let commaAfter = -1;
  const commaAt = text.indexOf(",");
  let pos = 0;
  for (const w of raw) {
    const at = text.indexOf(w, pos);
    pos = at + w.length;
    const bare = w.endsWith(".") ? w.slice(0, -1) : w;
    const f = fold(bare);
    if (tokens.length === 0 && (INNER_TITLES.has(f) || (TITLES.has(f) && w.endsWith(".")))) {
      title = { gender: TITLES.get(f) };
      continue;
    }
    if (tokens.length === 0 && KIN_PREFIX.has(f) && raw.length > 1) continue;
    if (tokens.length > 0 && SUFFIXES.has(f)) continue;
    if (commaAt >= 0 && commaAt < at && commaAfter < 0) commaAfter = tokens.length;
    const isInitial = bare.length === 1 || (bare.length <= 3 && /^\p{Lu}(?:\.\p{Lu})*$/u.test(bare));
    tokens.push(isInitial ? f.replace(/\./g, "").slice(0, 1) : f);
    initial.push(isInitial);
  }
  if (!title) {
    const m = /([\p{L}.]+)\.?[ \t\u00a0]+$/u.exec(before.slice(-12));
    const t = m ? fold(m[1]!.replace(/\.$/, "")) : undefined;
    if (t !== undefined && TITLES.has(t) && (t.length > 1 || before.trimEnd().endsWith("."))) title = { gender: TITLES.get(t) };
  }
  const initials = raw.length === 1 && INITIALS.test(raw[0]!) ? fold(raw[0]!.replace(/\./g, "")) : undefined;
  const named = tokens.filter((t, i) => !initial[i] && !PARTICLES.has(t)).length;
  const full = tokens.length >= 2 && named >= 2;
  let family: string[] = [];
  let given: string | undefined;
  if (tokens.length >= 2) {
    if (commaAfter > 0) {
      // "Carter, Michael": family first
      family = tokens.slice(0, commaAfter);
      given = tokens[commaAfter];
    } else if (tokens.length === 2 && !initial[0] && !initial[1] && genderOfGiven(tokens[1]!) && !genderOfGiven(tokens[0]!)) {
      // "Lefèvre Camille", "SMITH John": the family name written first (forms, lists)
      given = tokens[1];
      family = [tokens[0]!];
    } else {
      given = tokens[0];
      family = tokens.slice(1);
    }
  } else if (tokens.length === 1 && !initials) {
    family = [];
  }
  return { tokens, initial, full, family, ...(given !== undefined ? { given } : {}), ...(title ? { title } : {}), ...(initials ? { initials } : {}) };
}

/** The family tokens without particles ("van der berg" -> ["berg"]). */
export function familyCore(family: readonly string[]): string[] {
  return family.filter((t) => !PARTICLES.has(t));
}

/**
 * A mention inside an e-mail address, a URL or a handle: the run of non-space characters around
 * it holds "@" or "://" ("michael.carter@acme.com", "@mcarter"), or the mention itself is shaped
 * like a user name ("lucas.moreau", "tom_baker88"). Such a mention is no name mention.
 */
export function insideAddress(text: string, start: number, end: number): boolean {
  let a = start;
  while (a > 0 && a > start - 64 && !/\s/u.test(text[a - 1]!)) a--;
  let b = end;
  while (b < text.length && b < end + 64 && !/\s/u.test(text[b]!)) b++;
  const run = text.slice(a, b);
  if (run.includes("@") || run.includes("://") || /^www\./i.test(run)) return true;
  // a handle-shaped token ("lucas.moreau", "tom_baker88"): letters joined by . or _ without spaces
  const own = text.slice(start, end);
  return /^[\p{Ll}\d]+(?:[._][\p{Ll}\d]+)+$/u.test(own) || /_/.test(own);
}

/**
 * Optimal string alignment distance (Damerau-Levenshtein with adjacent transpositions), stopping
 * early once it exceeds `max`: "micheal"/"michael" is 1.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = a.length;
  const m = b.length;
  let prev2 = new Array<number>(m + 1).fill(0);
  let prev = Array.from({ length: m + 1 }, (_, j) => j);
  let cur = new Array<number>(m + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    let rowMin = cur[0]!;
    for (let j = 1; j <= m; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[m]!;
}

/** A misspelling of a name: both 5 letters or more, distance 1 (2 from 8 letters), same first letter. */
export function misspelt(a: string, b: string): boolean {
  if (a === b || a.length < 5 || b.length < 5 || a[0] !== b[0]) return false;
  const max = Math.min(a.length, b.length) >= 8 ? 2 : 1;
  return editDistance(a, b, max) <= max;
}
