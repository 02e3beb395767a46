/**
 * E-mail addresses read out in call transcripts and voice notes: "darnell dot w eighty one at
 * gmail dot com", "maria punto lopez arroba hotmail punto es". Fifth exploratory test: such an
 * address was only partly redacted (the model took "darnell" as a name and left the rest).
 *
 * The "at" word (at, arroba, chiocciola, arobase, ät), a domain of words joined by "dot" words (dot,
 * punto, ponto, point, punkt, punt) ending in a top-level domain, and before the "at" the local
 * part: up to six words, numbers or number words joined by blanks or "dot", "underscore", "dash"
 * words, back to a stop word ("is", "es", "my", "email", ...) or the line's start. Taken when a
 * mail word stands within 48 characters before it ("email", "correo", "e-mail", "Mail",
 * "endereço", "adresse", "indirizzo") or the domain is a large mail provider's. Score 0.75;
 * formatted as the address it spells.
 *
 * Eighth exploratory test: "nadia point benali arobase chru tiret strasbourg point fr", "sarah dot
 * fairbanks at north dash energy dot co dot uk", "tiago ponto almeida arroba hsm ponto min traço
 * saude ponto pt" were left (the names in them in clear). The domain's words may be joined by
 * hyphen words too (tiret, dash, traço, guion, trattino, Bindestrich, streepje...). The at words
 * other than English "at" (arobase, arroba, chiocciola, ät) name the at sign and nothing else, so
 * they need no mail word near them: the voicemail said "m'écrire à", the agent "vou enviar a
 * confirmação para". And the words that send the mail to the address ("à", "para", "an", "naar",
 * "to"...) end the local part read backwards, as "is" and "my" did: "bestätigung an monika punkt
 * huber" had been read as a local part of five words.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { execAll } from "../text/exec-all.js";
import { contextWords, hasContext } from "./context.js";
import { digitsOfWord } from "./spoken-phone.js";

const SCORE = 0.75;
const AT = "(?:at|arroba|chiocciola|arobase|ät)";
const DOT = "(?:dot|punto|ponto|point|punkt|punt)";
/** Words for a hyphen between the words of a domain ("chru tiret strasbourg", "north dash energy"). */
const HYPHEN = "(?:dash|hyphen|tiret|tra\u00e7o|traco|gui\u00f3n|guion|trattino|bindestrich|streepje|h\u00edfen|hifen)";
const TLD = "(?:com|org|net|edu|gov|io|info|biz|de|es|fr|it|nl|pt|be|ch|at|uk|ie|eu|br|mx|ar|co|us|ca|au)";
/** "at" + domain words joined by dot words + a top-level domain (lower-cased text). */
const DOMAIN = new RegExp(`(?<![\\p{L}\\p{N}])(?<at>${AT})[ \\t]+(?<domain>[a-z0-9-]+(?:[ \\t]+(?:${DOT}|${HYPHEN})[ \\t]+[a-z0-9-]+)*?)[ \\t]+${DOT}[ \\t]+(?<tld>${TLD})(?:[ \\t]+${DOT}[ \\t]+(?<tld2>${TLD}))?(?![\\p{L}\\p{N}])`, "gu");
const SEPARATOR_WORDS: Readonly<Record<string, string>> = {
  dot: ".", punto: ".", ponto: ".", point: ".", punkt: ".", punt: ".",
  underscore: "_", "under score": "_", guion: "-", "guión": "-", dash: "-", hyphen: "-", trattino: "-", bindestrich: "-", "hífen": "-",
  hifen: "-", tiret: "-", "traço": "-", traco: "-", streepje: "-",
};
/** Domain words joined by dot or hyphen words, and the words between them. */
const DOMAIN_JOIN = new RegExp(`[ \\t]+(${DOT}|${HYPHEN})[ \\t]+`, "gu");
/** Words that end a local part read backwards: verbs, possessives, the mail words themselves. */
const STOP = new Set(
  "is es ist est è é era was my mi mio mia meu minha mon ma mein meine its it's the el la le o a il lo der die das email e-mail mail correo electrónico electronico endereço endereco adresse address indirizzo and y e und et en or o oder ou es: is: sorry yes no ok okay si sí sim oui ja à au al ad an aan naar to para per".split(" "),
);
/** Stop words that are given names too (Per, An, Al, Ad). */
const NAME_STOPS = new Set(["per", "an", "al", "ad"]);
const MAIL_WORDS = contextWords(["email", "e-mail", "mail", "correo", "correo electrónico", "endereço de email", "adresse mail", "adresse e-mail", "indirizzo email", "mailadres", "e-mailadres", "mailadresse"]);
const PROVIDERS = new Set(["gmail", "googlemail", "yahoo", "hotmail", "outlook", "live", "icloud", "me", "aol", "gmx", "web", "libero", "orange", "free", "wanadoo", "protonmail", "proton", "t-online", "telefonica", "movistar", "terra", "uol", "bol", "sapo", "ziggo", "kpnmail", "planet", "tiscali", "virgilio", "laposte", "sfr", "btinternet", "sky", "comcast", "verizon", "mail"]);

const WORD = /[\p{L}\p{N}'’-]+/gu;

interface Token {
  start: number;
  end: number;
  word: string;
}

/** The words before `end` on its line, nearest first (at most 12). */
function wordsBefore(lower: string, end: number): Token[] {
  const from = Math.max(lower.lastIndexOf("\n", end - 1) + 1, end - 120);
  const out: Token[] = [];
  for (const m of execAll(WORD, lower.slice(from, end))) out.push({ start: from + m.index, end: from + m.index + m[0].length, word: m[0] });
  return out.reverse().slice(0, 12);
}

/** The local part the words spell: separator words as their signs, number words as digits ("eighty one" = 81). */
function spell(words: readonly string[]): string {
  let out = "";
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const sign = SEPARATOR_WORDS[word];
    if (sign !== undefined) {
      out += sign;
      continue;
    }
    const digits = digitsOfWord(word);
    const unit = i + 1 < words.length ? digitsOfWord(words[i + 1]!) : "";
    if (/^[2-9]0$/.test(digits) && /^[1-9]$/.test(unit)) {
      out += String(Number(digits) + Number(unit));
      i++;
    } else out += digits || word;
  }
  return out;
}

export const spokenEmailDetector: Detector = {
  name: "spoken-email",
  types: ["EMAIL_ADDRESS"],
  detect(ctx: DetectContext): Candidate[] {
    const { lower } = ctx;
    const out: Candidate[] = [];
    if (!/\b(?:dot|punto|ponto|point|punkt|punt)\b/.test(lower)) return out;
    for (const m of execAll(DOMAIN, lower)) {
      const before = wordsBefore(lower, m.index);
      // the local part, read backwards: words, numbers, separator words between them
      const parts: Token[] = [];
      let words = 0;
      for (const t of before) {
        // a stop word that is also a given name ("per", "an", "al") is one before a dot word: "per
        // dot andersson" (review: "per" cut off)
        const nameBeforeDot = NAME_STOPS.has(t.word) && parts[0] !== undefined && parts[0].word in SEPARATOR_WORDS;
        if ((STOP.has(t.word) && !nameBeforeDot) || words >= 6) break;
        // a gap with punctuation (a comma, a full stop) ends it
        const next = parts[0]?.start ?? m.index;
        if (/[^ \t]/.test(lower.slice(t.end, next))) break;
        parts.unshift(t);
        if (!(t.word in SEPARATOR_WORDS)) words++;
      }
      while (parts.length > 0 && parts[0]!.word in SEPARATOR_WORDS) parts.shift();
      if (words === 0 || parts.length === 0) continue;
      const start = parts[0]!.start;
      const end = m.index + m[0].length;
      const domain = m.groups!.domain!;
      const provider = PROVIDERS.has(domain.split(/\s/)[0]!);
      // English "at" is a preposition too; arobase, arroba, chiocciola and ät only name the at sign
      if (m.groups!.at === "at" && !provider && !hasContext(ctx, start, end, MAIL_WORDS, 48, 0)) continue;
      const local = spell(parts.map((p) => p.word));
      const host = domain.replace(DOMAIN_JOIN, (_w, sign: string) => SEPARATOR_WORDS[sign] ?? ".");
      const formatted = `${local}@${host}.${m.groups!.tld}${m.groups!.tld2 ? `.${m.groups!.tld2}` : ""}`;
      out.push({ start, end, label: "EMAIL_ADDRESS", score: SCORE, formatted, source: "spoken-email" });
    }
    return out;
  },
};
