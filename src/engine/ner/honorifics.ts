/**
 * Honorifics (and, below, greetings and kin words) out of the model's name spans. The interface's NAME is "a person's name, without
 * titles", but the model, trained partly on data that includes them, often tags the title with
 * the name: "Mrs Brown", "Frau Müller", "Mme Dupont". A name span whose first token is an
 * honorific starts at the next token instead (after the title's "."), and a span that is only an
 * honorific is dropped. The titles are the ones that are titles in every language before a name;
 * ambiguous ones are left alone: Don (a given name), and French "M." (in English text an initial:
 * CoNLL's "M. Dziekanowski"). Pure: works on the decoded spans before they are assembled into candidates.
 */
import { NAME_TYPES } from "./labels.js";
import type { TagSpan } from "./spans.js";

/** Forms as written, compared without a trailing "." (the tokenizer splits it off). */
const TITLES: ReadonlySet<string> = new Set([
  "Mr", "Mrs", "Ms", "Mx", "Miss", "Dr", "Drs", "Prof", "MR", "MRS", "MS", "DR", "PROF",
  "Herr", "Frau", "Hr", "Fr", "Mme", "Mlle", "Mmes", "Sr", "Sra", "Srta", "Dña", "Sig", "Dott",
  "Dhr", "Mevr", "Dra", "HERR", "FRAU", "MME",
  // the full forms: titles before a name in every one of our languages (not English "Madam" and
  // "Mister": "Madam Speaker", "Mister President" address an office, and GUM marks them as the person)
  "Madame", "Mademoiselle", "Monsieur", "Mevrouw", "Meneer", "Mijnheer", "Signor", "Signora",
  "Signorina", "Señor", "Señora", "Señorita", "Senhor", "Senhora", "Senhorita", "Doktor", "Dottor", "Dottoressa",
  "Doctora", "Professor", "Professore", "Professoressa", "Professora",
  "madame", "monsieur", "mevrouw", "meneer", "signora", "señor", "señora", "senhor", "senhora",
  // chat text writes them in lower case: "mr smith"
  "mr", "mrs", "ms", "dr", "prof", "herr", "frau", "mme", "mlle",
  // ranks of police and armed forces, titles before a name as "Dr" is ("Officer R. Patel", "Sgt
  // Miller"); not "Major" or "General", words and surnames too. A definition (NAME is the name
  // without titles): the 15 dev sets, the structured suite and eval:clean unchanged; coreference
  // dev set relations 0.804 -> 0.805 ("Officer R" had been read as a given name)
  "Officer", "Sergeant", "Sgt", "Detective", "Det", "Constable", "Inspector", "Insp", "Lieutenant", "Lt", "Captain",
  "Capt", "Colonel", "Col", "Corporal", "Cpl", "Sheriff", "Superintendent", "Supt", "Commissioner",
]);
interface TokenText {
  readonly text: string;
}

function isTitle(tokens: readonly TokenText[], t: number): boolean {
  const word = tokens[t]?.text;
  return word !== undefined && TITLES.has(word);
}

/**
 * Words the model takes into a name span's start that are no part of the name (the catalog's NAME
 * is the name only, as the cue detectors report it): greetings ("Bonjour Marc", "Buenos días
 * Laura", "jaja José"), salutation words ("Dear", "Liebe", "Estimado"), and kin and role nouns,
 * with a possessive before them ("Ehemann Gerhard", "Kollegin Brandt", "mia cugina Sara"). Unlike
 * a title, such a word is kept when nothing follows it in the span (it may be the name itself).
 * Left out: words that are also common names or surnames ("son", "Mann", "Cara", "Primo", "Dia").
 * A definition, not a tuned rule: the 15 dev sets, the structured suite and eval:clean are
 * unchanged with it (overlap scoring; the trimmed words are no gold PII); the coreference dev set's
 * relations 0.722 -> 0.723.
 */
const GREETINGS: ReadonlySet<string> = new Set([
  "hi", "hello", "hey", "dear", "bonjour", "bonsoir", "salut", "coucou", "hola", "ciao", "buongiorno", "buonasera",
  "salve", "hallo", "moin", "servus", "hoi", "olá", "oi", "jaja", "haha", "liebe", "lieber", "querido", "querida",
  "estimado", "estimada", "prezado", "prezada", "gentile", "gentilissima", "gentilissimo", "geachte",
]);
const GREETING_PAIRS: ReadonlySet<string> = new Set([
  "buenos días", "buenos dias", "buenas tardes", "buenas noches", "bom dia", "boa tarde", "boa noite", "good morning",
  "good afternoon", "good evening", "guten tag", "guten morgen", "guten abend", "goede morgen", "goedemiddag",
]);
const KIN: ReadonlySet<string> = new Set([
  // en
  "husband", "wife", "brother", "sister", "mother", "father", "daughter", "grandson", "granddaughter", "grandmother",
  "grandfather", "uncle", "aunt", "cousin", "nephew", "niece", "colleague", "mum", "mom", "dad", "neighbour", "neighbor",
  // de
  "ehemann", "ehefrau", "bruder", "schwester", "mutter", "vater", "tochter", "sohn", "oma", "opa", "onkel", "tante",
  "cousine", "kollege", "kollegin", "nachbar", "nachbarin", "chefin",
  // fr
  "mari", "épouse", "frère", "sœur", "soeur", "mère", "père", "fille", "fils", "oncle", "collègue", "voisin", "voisine",
  // it
  "marito", "moglie", "fratello", "sorella", "figlio", "figlia", "zio", "zia", "cugino", "cugina", "collega", "nonno", "nonna",
  // es
  "esposo", "esposa", "hermano", "hermana", "hijo", "hija", "tío", "tía", "compañero", "compañera", "abuelo", "abuela",
  // nl
  "echtgenoot", "echtgenote", "broer", "zus", "moeder", "vader", "zoon", "dochter", "oom", "collega's", "buurman", "buurvrouw",
  // pt
  "marido", "irmão", "irmã", "mãe", "pai", "filho", "filha", "tio", "tia", "avô", "avó", "colega",
]);
const POSSESSIVES: ReadonlySet<string> = new Set([
  "my", "our", "his", "her", "mein", "meine", "meinem", "meiner", "unser", "unsere", "mon", "ma", "notre", "mio", "mia",
  "nostro", "nostra", "mi", "nuestro", "nuestra", "mijn", "onze", "meu", "minha", "nosso", "nossa",
]);

/** Index of the first token of the span after its leading greetings and kin words (never past `last`). */
function afterLeadingWords(tokens: readonly TokenText[], first: number, last: number): number {
  let f = first;
  for (;;) {
    const w = tokens[f]?.text.toLowerCase() ?? "";
    const next = tokens[f + 1]?.text.toLowerCase() ?? "";
    if (f + 1 < last && GREETING_PAIRS.has(`${w} ${next}`)) f += 2;
    else if (f < last && (GREETINGS.has(w) || KIN.has(w))) f++;
    else if (f + 1 < last && POSSESSIVES.has(w) && KIN.has(next)) f += 2;
    else if (f < last && w === "," && f > first) f++; // "Hi, Tom" read as one span
    else return f;
  }
}

/** The spans with leading honorifics removed from name spans (offsets follow the tokens). */
export function withoutHonorifics(spans: readonly TagSpan[], tokens: readonly (TokenText & { start: number })[]): TagSpan[] {
  const out: TagSpan[] = [];
  for (const [k, span] of spans.entries()) {
    if (!NAME_TYPES.has(span.type)) {
      out.push(span);
      continue;
    }
    // The model often tags the greeting or kin word as a name part of its own ("Bonjour" given name,
    // "Marc" family name), which assembly would join into one name: drop such a part before a name.
    const next = spans[k + 1];
    if (next && NAME_TYPES.has(next.type) && next.first === span.last + 1 && afterLeadingWords(tokens, span.first, span.last + 1) > span.last) continue;
    let first = afterLeadingWords(tokens, span.first, span.last);
    if (isTitle(tokens, first)) {
      first++;
      if (tokens[first]?.text === "." && first <= span.last) first++;
      if (first > span.last) continue; // only the title
    }
    out.push(first === span.first ? span : { ...span, first, start: tokens[first]!.start });
  }
  return out;
}
