/**
 * People's names after a public or professional title -> NAME (NAME_GIVEN / NAME_FAMILY subtypes)
 * or NAME_FAMILY: "Palestinian President Arafat", "Agriculture Secretary Dan Glickman", "General
 * Kutuzov", "Innenminister Glogowski", "Trainer Daum", "el presidente Aznar", "premier Kok". A
 * post-processing signal next to the NER model, which reads most of these but misses a name it
 * has seen too little of, most of all in German (conll2003_de dev: 12 of the 39 names after such a
 * title missed, conll2003_en 9 of 137).
 *
 * Rule, in lines with both cases only (in text without case a title word says nothing of the
 * words after it):
 * - a title word, lower-case or capitalised (the Romance languages and Dutch write titles in
 *   lower case): presidents, ministers, secretaries, senators, governors, mayors, judges,
 *   ambassadors, spokespeople, chairs, coaches, party and army ranks, monarchs and clergy in the
 *   seven languages; German compounds ending in -minister, -kanzler, -präsident, -sprecher, -chef,
 *   -trainer ("Außenminister", "Regierungssprecher"). Forms that are other words in some languages
 *   (premier, papa, re, general) count only in the languages where they are titles (or where the
 *   language is unknown);
 * - then, after one run of spaces, 1-3 capitalised name tokens, read as person-cue.ts reads them
 *   after an honorific (initials and particles included, a possessive "'s" ends the name);
 * - the name ends before the next title ("Trainer Daum den Innenminister Glogowski": two names);
 * - no token of the name is an everyday word that is no listed name ("Cook" and "Bush" are
 *   surnames too), an organisation or company word ("General
 *   Motors", "General Dynamics", "Premier League", "Chief Executive") or a Dutch or German compound
 *   naming a building or a body ("Koningin Elisabethzaal", "Koning Boudewijnstichting"), the name is no place ("King Street" stops at "Street";
 *   "President Kennedy Airport" at "Airport"), and no organisation word follows it.
 * One token is a NAME_FAMILY, two or more a NAME. Score 0.6: below the model's confident spans (the
 * model's span wins where both overlap), like person-cue's kin words.
 *
 * Speed: one regex scan over the lower-case text anchored on the title words, then a sticky read of
 * the name after each hit: linear in the text.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { wantsType } from "./make-context.js";
import { wordAlternation } from "./context.js";
import { lineAt } from "./lines.js";
import { placeFormSet } from "./places/forms.js";
import { isEverydayWord, isListedNamePart } from "./name-lexicon.js";
import { ORGANIZATION_WORDS } from "./names/common-words.js";
import { readName, skipSpaces, toCandidate, type Part } from "./person-cue.js";

const TYPES = ["NAME", "NAME_GIVEN", "NAME_FAMILY"] as const;
const SOURCE = "title-cue";
const SCORE = 0.6;

/** Titles in every language (a word that is no other word anywhere). */
const TITLES = [
  // en
  "president", "vice-president", "president-elect", "chancellor", "minister", "secretary", "senator", "sen.",
  "governor", "gov.", "mayor", "judge", "ambassador", "envoy", "chairman", "chairwoman", "spokesman",
  "spokeswoman", "coach", "leader", "king", "queen", "prince", "princess", "pope", "sheikh", "lieutenant",
  "colonel", "captain", "sergeant", "commander", "admiral", "inspector", "detective", "ceo", "cfo", "cto", "coo", "archbishop",
  "bishop", "cardinal", "congressman", "congresswoman", "lawmaker", "deputy",
  // de
  "präsident", "kanzler", "minister", "bürgermeister", "oberbürgermeister", "kapitän", "papst", "könig",
  "königin", "prinz", "prinzessin", "sprecher", "sprecherin", "vorsitzende", "vorsitzender", "trainer",
  "generalsekretär", "botschafter", "richter",
  // es, pt, it
  "presidente", "presidenta", "ministro", "ministra", "secretario", "secretaria", "secretário", "alcalde",
  "alcaldesa", "rey", "reina", "príncipe", "juez", "jueza", "portavoz", "senador", "senadora", "gobernador",
  "entrenador", "diputado", "diputada", "prefeito", "prefeita", "rainha", "juiz", "porta-voz", "governador",
  "treinador", "deputado", "segretario", "sindaco", "regina", "principe", "generale", "giudice", "portavoce",
  "senatore", "deputato", "allenatore", "técnico", "tecnico",
  // fr
  "président", "présidente", "ministre", "secrétaire", "maire", "roi", "reine", "général", "juge",
  "porte-parole", "sénateur", "député", "entraîneur", "pape",
  // nl
  "staatssecretaris", "burgemeester", "koning", "koningin", "prins", "prinses", "generaal", "rechter",
  "woordvoerder", "woordvoerster", "voorzitter", "bondscoach", "minister-president",
];

/** Titles that are other words in other languages: counted only in these languages (or an unknown one). */
const TITLES_BY_LANGUAGE: ReadonlyMap<string, readonly string[]> = new Map([
  ["general", ["en", "es", "pt"]], // "general" is an adjective in most of them, but capitalised before a name it is the rank
  ["premier", ["en", "fr", "it", "nl"]],
  ["papa", ["es", "it", "pt"]], // en "papa" is a father
  ["re", ["it"]],
]);

/** German compound titles: "Außenminister", "Bundeskanzler", "Ministerpräsident", "Regierungssprecher", "Parteichef". */
const GERMAN_TITLE_ENDINGS = ["minister", "ministerin", "kanzler", "kanzlerin", "präsident", "präsidentin", "sprecher", "sprecherin", "chef", "chefin", "trainer"];

/**
 * Capitalised words after a title that make it the name of something else, beside the everyday and
 * organisation words of name-lexicon.ts: company words ("General Dynamics", "General Electric"),
 * bodies and places ("Secretary General", "King Street", "Queen Hotel").
 */
const NOT_NAME_WORDS = new Set([
  "executive", "officer", "division", "assembly", "council", "committee", "commission", "hotel", "motors",
  "dynamics", "electric", "mills", "foods", "systems", "technologies", "invest", "investments", "staff",
  "general", "secretary", "office", "house", "palace", "prize", "award", "trophy", "cup", "edition",
  "series", "class", "mode", "size", "suite",
]);
/**
 * Compounds named after a monarch or a saint in Dutch and German: a hall, a stadium, a foundation,
 * a street ("Koningin Elisabethzaal", "Koning Boudewijnstichting", "König-Ludwig-Straße").
 */
const INSTITUTION_ENDING = /(?:zaal|stadion|stichting|maatschappij|straat|laan|plein|kerk|school|halle|platz|stra(?:ß|ss)e|weg|brücke|brug|park|haus|huis|museum|fonds)$/u;

const TITLE_WORDS: ReadonlySet<string> = new Set([...TITLES, ...TITLES_BY_LANGUAGE.keys()]);
const GERMAN_TITLE_ENDING = new RegExp(`\\p{L}(?:${GERMAN_TITLE_ENDINGS.join("|")})$`, "u");
const TITLE_RE = new RegExp(
  `(?<![\\p{L}\\p{N}\\p{M}@_.-])(?:${wordAlternation(TITLE_WORDS)}|\\p{L}+(?:${GERMAN_TITLE_ENDINGS.join("|")}))(?![\\p{L}\\p{N}\\p{M}@_-])`,
  "gu",
);
const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;
/** Titles written as acronyms: in capitals they are still titles ("CEO Tim Cook"). */
const ACRONYM_TITLES: ReadonlySet<string> = new Set(["ceo", "cfo", "cto", "coo"]);
const TITLE_SET: ReadonlySet<string> = new Set(TITLES);
const ORGANIZATION_WORD_SET: ReadonlySet<string> = new Set(ORGANIZATION_WORDS);

function isPlace(name: string): boolean {
  return placeFormSet().has(name);
}

/** Whether the word matched at a title position is a title in this text's language. */
function isTitle(word: string, language: string | undefined): boolean {
  const languages = TITLES_BY_LANGUAGE.get(word);
  if (languages) return language === undefined || languages.includes(language);
  if (TITLE_SET.has(word)) return true;
  // a German compound ("außenminister"): German or unknown text only
  return language === undefined || language === "de";
}

/** A title word, German compounds included ("innenminister"). */
function isTitleWord(lowerWord: string): boolean {
  return TITLE_WORDS.has(lowerWord) || GERMAN_TITLE_ENDING.test(lowerWord);
}

/**
 * A word that makes a capitalised run after a title no person: an organisation or company word, a
 * building, or an everyday word that is no listed name ("League", "Executive"; but "Cook", "Bush",
 * "Young" are surnames as well as words, and after a title they are the surnames).
 */
function isNotNameWord(lowerWord: string): boolean {
  if (NOT_NAME_WORDS.has(lowerWord) || ORGANIZATION_WORD_SET.has(lowerWord) || INSTITUTION_ENDING.test(lowerWord)) return true;
  return isEverydayWord(lowerWord) && !isListedNamePart(lowerWord);
}

/**
 * The name's parts up to the next title ("Trainer Daum den Innenminister Glogowski": "Daum"), or
 * undefined where a word of the run makes it no person's name ("President Foreign Minister").
 */
function nameBeforeNextTitle(parts: readonly Part[], lower: string): Part[] | undefined {
  const kept: Part[] = [];
  for (const part of parts) {
    const word = lower.slice(part.start, part.end);
    if (part.kind === "word" && isTitleWord(word)) {
      // a title right after a capitalised word makes the run another title ("Foreign Minister");
      // after a particle a new title begins ("Trainer Daum den Innenminister Glogowski")
      if (kept.length > 0 && kept[kept.length - 1]!.kind === "word") return undefined;
      break;
    }
    if (part.kind === "word" && isNotNameWord(word)) return undefined;
    kept.push(part);
  }
  while (kept.length > 0 && kept[kept.length - 1]!.kind !== "word") kept.pop();
  return kept.length > 0 ? kept : undefined;
}

export const titleCueDetector: Detector = {
  name: SOURCE,
  types: TYPES,
  detect(ctx: DetectContext): Candidate[] {
    if (!TYPES.some((t) => wantsType(ctx, t))) return [];
    const { text, lower } = ctx;
    const out: Candidate[] = [];
    TITLE_RE.lastIndex = 0;
    for (let m = TITLE_RE.exec(lower); m !== null; m = TITLE_RE.exec(lower)) {
      const start = m.index;
      const end = start + m[0].length;
      const written = text.slice(start, end);
      // lower-case or capitalised: an ALL-CAPS "KING" or "GENERAL" in mixed text is a heading or an acronym
      if (written.length > 1 && !LOWER.test(written.slice(1)) && !ACRONYM_TITLES.has(m[0])) continue;
      if (!isTitle(m[0], ctx.language)) continue;
      const line = lineAt(ctx, start);
      if (line.case !== "mixed") continue;
      const from = skipSpaces(text, end);
      if (from === end || from >= line.end || !UPPER.test(text[from]!)) continue;
      const read = readName(text, lower, from, line.end, { mode: "mixed", max: 3, allowUpper: false, leadingParticle: false });
      const parts = read && nameBeforeNextTitle(read, lower);
      if (!parts) continue;
      const nameEnd = parts[parts.length - 1]!.end;
      // the name, or the title with it, is a place: "Prince Rupert", "Prince George"
      if (isPlace(text.slice(parts[0]!.start, nameEnd)) || isPlace(text.slice(start, nameEnd))) continue;
      const next = /^[ \t\u00a0]+(\p{Lu}[\p{L}\p{M}]*)/u.exec(text.slice(nameEnd, nameEnd + 40));
      // an organisation word after the name, or a title right after it ("Foreign Minister")
      if (next && (isNotNameWord(next[1]!.toLowerCase()) || isTitleWord(next[1]!.toLowerCase()))) continue;
      out.push({ ...toCandidate(text, parts, "honorific", false, SCORE), source: SOURCE });
      TITLE_RE.lastIndex = Math.max(TITLE_RE.lastIndex, nameEnd);
    }
    return out;
  },
};
