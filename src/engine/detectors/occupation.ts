/**
 * Occupations and job titles -> OCCUPATION, in en, de, es, fr, it, nl and pt.
 *
 * Readings:
 * 1. The lexicon (occupations/lexicon.ts, several hundred base forms with their regular feminine and
 *    plural forms: "nurse", "Physiotherapeutin", "Kardiologen", "pneumologue", "pescatore",
 *    "verpleegkundige", "eletricista", "marine biologist", "chauffeur-livreur"), whole words in
 *    any case. A form is read without a cue when it is unambiguous in the text's language; an
 *    ambiguous one ("chef", "agent", "trainer", "designer", Italian "fisica", French "serveur"), a
 *    form of another language than the text's ("arts" is a Dutch doctor, not English "arts"), and a
 *    capitalised form that is also a family name ("Fischer", "Baker", "Zimmermann") need a cue: an
 *    occupation word right before ("works as a", "arbeitet als", "trabaja como", "en tant que",
 *    "di professione", "werkt als"), an article before and a capitalised name after ("a agente
 *    Sofia Martins", "the chef Marco"), or a field label ("Beruf:").
 * 2. Compound titles: a head that takes a complement, extended over a preposition and one or two
 *    words of the same case ("Head of Partnerships", "Leiterin der Rechtsabteilung", "Responsable
 *    des achats", "Gestora de Projeto", "técnico de mantenimiento") or over capitalised adjectives
 *    after a capitalised head of a Romance language in Romance text ("Directora Comercial",
 *    "Responsabile Risorse Umane"); an English capitalised head with the capitalised words before
 *    it, in English text ("Recruitment Officer", "Senior Data Analyst"). Known given names never
 *    join a title ("Gerente Juan" stays out). Adjectives after the head were read in every
 *    language until 2026-11-28 and took family names into titles ("President Trump", "President
 *    Saddam"), and German possessives before an English head ("Schumachers Manager"); limited to
 *    the languages whose word order it follows, conll2002_nl F1 0.654 -> 0.655 (PERSON recall
 *    0.752 -> 0.755), the other 14 dev sets, the structured suite, eval:clean and the coreference
 *    dev set unchanged.
 * 3. Fields and table columns: the value of a field labelled occupation, Beruf, profesión, métier,
 *    mansione, beroep, profissão... (up to five words of letters), and the cells of a table column
 *    with such a header ("Role", "Mansione").
 * Scores: 0.85 with a cue or a field, 0.75 otherwise (the NER model's OCCUPATION and NAME readings
 * of the same words usually score higher where they are sure). formatted: the lower-case text.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { wantsType } from "./make-context.js";
import { matchAll } from "./context.js";
import { savedTermScanner } from "./term-scan.js";
import { isKnownGivenName, isListedNamePart } from "./name-lexicon.js";
import { isNamingAttributeValue } from "./table-cues.js";
import { EN_TITLE_HEADS, OCCUPATIONS, OCCUPATION_CUES, OCCUPATION_FIELDS, TITLE_HEADS } from "./occupations/lexicon.js";

interface Entry {
  lang: string;
  weak: boolean;
  head: boolean;
}

/** The regular inflections of a base form in its language. */
export function occupationForms(base: string, lang: string): string[] {
  const out = new Set([base]);
  const words = base.split(" ");
  const last = words[words.length - 1]!;
  const stem = words.slice(0, -1).join(" ");
  const put = (w: string) => out.add(stem ? `${stem} ${w}` : w);
  const first = (w: string) => out.add([w, ...words.slice(1)].join(" "));
  if (lang === "en") put(last.endsWith("s") || last.endsWith("sh") || last.endsWith("ch") ? `${last}es` : last.endsWith("man") ? `${last.slice(0, -3)}men` : `${last}s`);
  else if (lang === "de") {
    if (last.endsWith("e")) ["n", "r"].forEach((s) => put(last + s)), put(`${last.slice(0, -1)}in`), put(`${last.slice(0, -1)}innen`);
    else if (last.endsWith("er")) ["in", "innen", "n", "s"].forEach((s) => put(last + s));
    else if (last.endsWith("in") || last.endsWith("frau") || last.endsWith("mann") || last.endsWith("kraft")) put(last.endsWith("mann") ? `${last.slice(0, -4)}leute` : last.endsWith("in") ? `${last}nen` : `${last}en`);
    else ["in", "innen", "en", "s"].forEach((s) => put(last + s));
  } else if (lang === "es" || lang === "it" || lang === "pt") {
    const w = words[0]!; // Romance titles inflect their first word (técnico de mantenimiento)
    if (/o$/.test(w)) ["a", "os", "as", "i", "e"].forEach((s) => first(w.slice(0, -1) + s));
    else if (/[oó]r$/.test(w)) ["a", "es", "as"].forEach((s) => first(w.replace(/ó(r)$/, "o$1") + s)), lang === "it" && first(`${w.slice(0, -3)}rice`);
    else if (/ore$/.test(w)) (first(`${w.slice(0, -1)}i`), first(`${w.slice(0, -3)}rice`));
    else if (/e$/.test(w)) first(`${w.slice(0, -1)}i`), first(`${w}s`);
    else if (/a$/.test(w)) first(`${w.slice(0, -1)}e`), first(`${w.slice(0, -1)}i`), first(`${w}s`);
    else if (/[ln]$/.test(w)) first(`${w}es`), first(`${w.replace(/[áéíóú](?=[ln]$)/, (c) => "aeiou"["áéíóú".indexOf(c)]!)}a`);
    else if (/ista$/.test(w)) first(`${w}s`);
  } else if (lang === "fr") {
    const w = words[0]!;
    if (w.endsWith("teur")) first(`${w.slice(0, -4)}trice`), first(`${w.slice(0, -4)}teuse`);
    else if (w.endsWith("eur")) first(`${w.slice(0, -3)}euse`);
    else if (w.endsWith("ien")) first(`${w}ne`);
    else if (w.endsWith("ier")) first(`${w.slice(0, -3)}ière`);
    else if (w.endsWith("er")) first(`${w.slice(0, -2)}ère`);
    else if (!w.endsWith("e")) first(`${w}e`);
    for (const f of [...out]) out.add(f.replace(/^(\S+)/, "$1s"));
  } else if (lang === "nl") {
    if (last.endsWith("e")) put(`${last}n`);
    else put(`${last}s`), put(`${last}en`);
  }
  return [...out];
}

function* lexiconEntries(): Generator<{ form: string; data: Entry }> {
  for (const [lang, list] of Object.entries(OCCUPATIONS)) {
    for (let base of list.split(",").map((s) => s.trim().replace(/\s+/g, " ")).filter(Boolean)) {
      const weak = base.startsWith("?");
      if (weak) base = base.slice(1);
      // the feminine of a Romance -ico noun is also an adjective or a field (médica, física, política, música)
      const ico = (lang === "es" || lang === "it" || lang === "pt") && /ico$/.test(base.split(" ")[0]!);
      for (const form of occupationForms(base, lang)) yield { form, data: { lang, weak: weak || (ico && /ic(?:a|as|he)$/.test(form.split(" ")[0]!)), head: false } };
    }
  }
  for (const h of TITLE_HEADS) yield { form: h, data: { lang: "any", weak: true, head: true } };
}

const SCANNER = savedTermScanner("occupation", [...Object.entries(OCCUPATIONS).flat(), ...TITLE_HEADS], lexiconEntries);
const HEADS = new Set(TITLE_HEADS);
const EN_HEADS = new Set(EN_TITLE_HEADS);
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
const alt = (words: readonly string[]) => [...new Set(words)].sort((a, b) => b.length - a.length).map(esc).join("|");
/** A cue right before the occupation, with an optional article ("works as a", "als", "come", "en tant que"). */
const CUE_BEFORE = new RegExp(`(?<![\\p{L}])(?:${alt(OCCUPATION_CUES)})\\s+(?:(?:a|an|the|ein|eine|einen|un|una|une|uno|um|uma|een|de|la|le|il|lo|el|o)\\s+)?$`, "u");
const FIELD_BEFORE = new RegExp(`(?:^|[\\n\\t|;])[ \\t]*(?:${alt(OCCUPATION_FIELDS)})[ \\t]*(?:\\([^)\\n]{0,20}\\))?[ \\t]*[:=][ \\t]*$`, "u");
const ARTICLE_BEFORE = /(?:^|[\s(])(?:a|an|the|der|die|das|ein|eine|el|la|le|il|lo|l'|o|a|de|het|un|una|une|um|uma)\s+$/i;
const NAME_AFTER = /^\s+\p{Lu}\p{Ll}+/u;
/** A complement: preposition (+ article) and one or two words. */
const COMPLEMENT = /^[ \t]+(?:of|for|der|des|für|de|del|de la|des|du|d'|di|della|delle|degli|del|dei|do|da|dos|das|van|voor)(?:[ \t]+(?:la|le|les|el|los|las|the|o|a|os|as|de))?[ \t]+([\p{L}-]+)(?:[ \t]+([\p{L}-]+))?/du;
const ADJECTIVES = /^[ \t]+(\p{Lu}[\p{Ll}-]+)(?:[ \t]+(\p{Lu}[\p{Ll}-]+))?/du;
const STOP_WORDS = new Set([
  "at", "in", "of", "and", "the", "for", "with", "from", "bei", "im", "in", "und", "mit", "seit", "en", "y", "con", "desde", "para",
  "chez", "et", "au", "à", "pour", "presso", "e", "a", "al", "con", "da", "dal", "bij", "en", "sinds", "met", "op", "em", "no", "na",
  "com", "desde", "que", "who", "which", "der", "die", "das", "den", "dem", "le", "la", "les", "el", "los", "il", "lo", "o", "os",
]);
const FIELD_HEADER = new Set(OCCUPATION_FIELDS);

const isCapitalised = (s: string) => /^\p{Lu}/u.test(s);
/** A word of the name lists, with or without its accents (Héctor). */
const isNamePart = (w: string) => isListedNamePart(w) || isListedNamePart(w.normalize("NFD").replace(/\p{M}/gu, ""));

/**
 * Only blanks between the line's start and here, or the colon that opens a reStructuredText field
 * (":Auteur: Claire Martin", ":Author:" in a document's bibliographic fields; tenth exploratory test).
 */
const LINE_LABEL_BEFORE = /(?:^|\n)[ \t]*:?$/;

/** ".name(" right after the word: a method call on it. */
const CODE_MEMBER_AFTER = /^\.[A-Za-z_]\w*\(/;
/** A word right after "object." (a lower-case identifier, no space): a member, not a word of prose. */
const CODE_MEMBER_BEFORE = /(?:^|[^\w.])[a-z_]\w*\.$/;

export const occupationDetector: Detector = {
  name: "occupation",
  types: ["OCCUPATION"],
  detect(ctx: DetectContext): Candidate[] {
    if (!wantsType(ctx, "OCCUPATION")) return [];
    const { text, lower } = ctx;
    const out: Candidate[] = [];
    const push = (start: number, end: number, score: number) => {
      if (out.some((c) => c.start < end && start < c.end)) return;
      out.push({ start, end, label: "OCCUPATION", score, formatted: lower.slice(start, end).replace(/\s+/g, " "), source: "occupation" });
    };
    for (const m of SCANNER.scan(lower)) {
      let { start, end } = m;
      // '<meta name="author" ...>': markup, not a job; nor a word of an identifier ("GIT_AUTHOR_EMAIL",
      // "doctor_id": fourth exploratory test)
      if (isNamingAttributeValue(text, start, end) || text[start - 1] === "_" || text[end] === "_") continue;
      // a name in code: a member access ("Editor.open(url:)", "provider.get()") or a member itself
      // ("self.driver", "config.editor =") is an identifier (fifth exploratory test: a crash report's
      // stack frame redacted as an occupation)
      if (CODE_MEMBER_AFTER.test(text.slice(end, end + 40)) || CODE_MEMBER_BEFORE.test(text.slice(Math.max(0, start - 40), start))) continue;
      // a one-word label that opens its line: "Author: Jane Roe <...>" in a git log, "Manager: ..."
      // in a form; the value after it is the person, the word names the field (third exploratory test)
      if (LINE_LABEL_BEFORE.test(text.slice(Math.max(0, start - 40), start)) && /^:[ \t]/.test(text.slice(end, end + 2)) && !/\s/.test(text.slice(start, end))) continue;
      const raw = text.slice(start, end);
      const before = lower.slice(Math.max(0, start - 40), start);
      const field = FIELD_BEFORE.test(text.slice(Math.max(0, start - 40), start).toLowerCase());
      const cue = field || CUE_BEFORE.test(before);
      const nextWord = NAME_AFTER.exec(text.slice(end, end + 24));
      const named = nextWord !== null && ARTICLE_BEFORE.test(before) && isNamePart(nextWord[0].trim().toLowerCase());
      const isHead = m.entries.every((e) => e.head);
      const strong = m.entries.some((e) => !e.weak && !e.head && (ctx.language === undefined || e.lang === ctx.language));
      // a capitalised form that is also a family name (Fischer, Baker, Zimmermann) needs a cue right before it
      const surname = isCapitalised(raw) && !raw.includes(" ") && isListedNamePart(m.entries.length ? lower.slice(start, end) : "");
      // compound titles: a head with its complement or capitalised adjectives
      let extended = false;
      if (HEADS.has(lower.slice(start, end))) {
        const rest = text.slice(end, end + 60);
        const comp = COMPLEMENT.exec(rest);
        const words = comp ? [comp[1], comp[2]].filter((w): w is string => w !== undefined) : [];
        if (comp && words.length > 0 && !STOP_WORDS.has(words[0]!.toLowerCase()) && !isKnownGivenName(words[0]!.toLowerCase())) {
          const second = words[1];
          const both = second !== undefined && !STOP_WORDS.has(second.toLowerCase()) && isCapitalised(second) === isCapitalised(words[0]!) && !isListedNamePart(second.toLowerCase());
          end += comp.indices![both ? 2 : 1]![1];
          extended = true;
        } else if (isCapitalised(raw) && romance(m.entries, ctx.language)) {
          // adjectives follow the noun in the Romance languages only: "President Trump" is a title and a name
          const adj = ADJECTIVES.exec(rest);
          if (adj && !isKnownGivenName(adj[1]!.toLowerCase()) && !isListedNamePart(adj[1]!.toLowerCase()) && !STOP_WORDS.has(adj[1]!.toLowerCase())) {
            const two = adj[2] !== undefined && !isListedNamePart(adj[2].toLowerCase()) && !STOP_WORDS.has(adj[2].toLowerCase());
            end += adj.indices![two ? 2 : 1]![1];
            extended = true;
          }
        }
      }
      // English title case: capitalised words before a capitalised head ("Recruitment Officer")
      if (isCapitalised(raw) && (ctx.language === undefined || ctx.language === "en") && EN_HEADS.has(lower.slice(m.start, m.end).split(" ").pop()!)) {
        let s = start;
        for (let k = 0; k < 3; k++) {
          const prev = /(\p{Lu}[\p{Ll}&-]*)[ \t]+$/u.exec(text.slice(Math.max(0, s - 30), s));
          if (!prev) break;
          const w = prev[1]!.toLowerCase();
          if (STOP_WORDS.has(w) || isKnownGivenName(w) || isListedNamePart(w)) break;
          s -= prev[0].length;
          extended = true;
        }
        start = s;
      }
      if (isHead && (!extended || !isCapitalised(raw)) && !cue) continue;
      if (!isHead && !strong && !cue && !named && !extended) continue;
      if (surname && !cue) continue;
      // a capitalised word right after a given name is a family name ("Héctor Pastor", "Anna Fischer")
      const prev = isCapitalised(raw) ? /(\p{Lu}\p{Ll}+)[ \t]+$/u.exec(text.slice(Math.max(0, m.start - 24), m.start)) : null;
      if (prev && isNamePart(prev[1]!.toLowerCase()) && !cue) continue;
      push(start, end, cue || extended ? 0.85 : 0.75);
    }
    fieldValues(ctx, push);
    return out.sort((a, b) => a.start - b.start);
  },
};

const ROMANCE = new Set(["es", "fr", "it", "pt"]);

/** A head of a Romance language's lexicon, in a text of a Romance language (or of none detected). */
function romance(entries: readonly { lang: string }[], language: string | undefined): boolean {
  return entries.some((e) => ROMANCE.has(e.lang)) && (language === undefined || ROMANCE.has(language));
}

/** "Position: Data Analyst" on a line of its own (built once: it was rebuilt per text, ~3 % of a short record's analysis). */
const FIELD_VALUE = new RegExp(`(?:^|\\n)[ \\t]*(?:${alt(OCCUPATION_FIELDS)})[ \\t]*[:=][ \\t]*([\\p{L}][\\p{L} '’-]{1,60})[ \\t]*(?=\\r?\\n|$)`, "gu");

/** Values of occupation fields ("Position: Data Analyst") and cells of an occupation column ("Role", "Mansione"). */
function fieldValues(ctx: DetectContext, push: (start: number, end: number, score: number) => void): void {
  const { lower } = ctx;
  for (const m of matchAll(lower, FIELD_VALUE)) {
    const value = m[1]!.trimEnd();
    if (value.split(/\s+/).length > 5) continue;
    const start = m.index + m[0].indexOf(m[1]!);
    push(start, start + value.length, 0.85);
  }
  // table columns
  const lines = lower.split("\n");
  let offset = 0;
  const starts: number[] = [];
  for (const l of lines) starts.push(offset), (offset += l.length + 1);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.replace(/\r$/, "");
    for (const delimiter of ["\t", "|", ";", ","]) {
      if (!line.includes(delimiter)) continue;
      const header = line.split(delimiter).map((c) => c.trim());
      const col = header.findIndex((c) => FIELD_HEADER.has(c));
      if (col < 0) continue;
      for (let r = i + 1; r < lines.length; r++) {
        const row = lines[r]!.replace(/\r$/, "");
        const cells = row.split(delimiter);
        if (row.trim() === "" || cells.length !== header.length) break;
        const before = cells.slice(0, col).reduce((n, c) => n + c.length + 1, 0);
        const cell = cells[col]!;
        const value = cell.trim();
        if (!/^\p{L}[\p{L} '’-]{0,60}$/u.test(value) || value.split(/\s+/).length > 5) continue;
        const start = starts[r]! + before + cell.indexOf(value);
        push(start, start + value.length, 0.85);
      }
      break;
    }
  }
}
