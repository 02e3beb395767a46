/**
 * Identifiers read out digit by digit (and letter by letter) in call transcripts, after the
 * agent asks for them: "me puede indicar su dni" / "cuatro ocho tres nueve dos cero uno siete
 * uve", "your account number" / "it's four four seven two nine one eight three six", "pode me
 * informar o seu cpf" / "cinco dois nove nove ...". Fifth exploratory test: a Spanish DNI, a
 * Brazilian CPF and an account number read out so were left in clear; the spoken-phone detector
 * reads phone numbers only, after a phone cue.
 *
 * A run is six digits (six tokens) at least, of digit words (any of our seven languages, spoken-phone.ts),
 * number words from 10 to 99, single digits, and single letters or the Spanish and Italian names
 * of letters ("uve", "zeta", "equis", "acca"...), separated by blanks or commas; it must start
 * within 48 characters after an id, account, card, passport or postcode word (the question, with
 * the caller's "yes" or name between). Labelled by that word: SSN, ACCOUNT_NUMBER, CREDIT_CARD
 * (when Luhn holds; an account number otherwise), PASSPORT_NUMBER or LOCATION_ZIP; score 0.7,
 * formatted as the digits and capital letters it reads.
 *
 * A postcode is shorter (eighth exploratory test: "postcode en huisnummer" / "een nul een zes g v",
 * "address and postcode" / "r g four eight j w" were left in clear, under the six digits): after a
 * postcode word, a run of four tokens or more whose value has a postcode's shape (four or five
 * digits, Dutch 1234 AB, a UK or Canadian code as postal-code.ts reads them) is LOCATION_ZIP too.
 *
 * IBANs read out (eighth exploratory test: "bräuchte ich ihre iban" / "d e vier vier fünf null
 * null eins ...", "rekening nl vierentwintig rabo nul drie ..." were left in clear): after a bank
 * or account word ("iban", "Konto", "rekening", "account", ...), a run whose tokens may also be
 * short words of letters (a country code or a bank code said as a word: "nl", "rabo") is searched
 * for tokens that spell a country code, its check digits and exactly the country's length, valid
 * by ibantools (mod-97 and the country's BBAN format, as bank-account.ts validates printed ones).
 * Those tokens are a BANK_ACCOUNT, score 0.85, formatted as the IBAN. The check digits decide, not
 * the words: a read-out number that is no IBAN is left to the runs above, as before.
 */
import { isValidIBAN } from "ibantools";
import type { Candidate, DetectContext, Detector } from "../types.js";
import { execAll } from "../text/exec-all.js";
import { COUNTRY_LENGTH } from "./bank-account.js";
import { luhnValid } from "./keyword-value.js";
import { RE_CA, RE_UK } from "./postal-code.js";
import { wantsType } from "./make-context.js";
import { alternatives, DIGIT_WORDS, digitsOfWord, PAIR_WORDS, REPEAT_WORDS } from "./spoken-phone.js";

const SCORE = 0.7;
const SCORE_IBAN = 0.85;
const MIN_DIGITS = 6;
const MIN_TOKENS = 6;
const MIN_POSTCODE_TOKENS = 4;
/** A postcode read out, compact: four or five digits, Dutch 1234 AB, a UK or a Canadian code. */
const POSTCODE_SHAPE = new RegExp(`^(?:\\d{4,5}|[1-9]\\d{3}(?!SA|SD|SS)[A-Z]{2}|${RE_UK.source}|${RE_CA.source.replace("(?<sep>[ -]?)", "")})$`);
const MAX_CHARACTERS = 24;
const CUE_REACH = 48;

/** Letter names of Spanish and Italian (single letters are read as themselves). */
const LETTER_NAMES: Readonly<Record<string, string>> = {
  uve: "V", "uve doble": "W", "doble uve": "W", zeta: "Z", equis: "X", jota: "J", hache: "H", efe: "F", ele: "L", eme: "M",
  ene: "N", erre: "R", ese: "S", acca: "H", elle: "L", emme: "M", enne: "N", esse: "S", "i griega": "Y", "i greca": "Y",
  "i lunga": "J", "doppia vu": "W", cu: "Q", ka: "K", vu: "V", gi: "G",
};

const REPEAT = alternatives(Object.keys(REPEAT_WORDS));
const WORD = `\\d|${alternatives([...PAIR_WORDS.keys(), ...Object.keys(DIGIT_WORDS), ...Object.keys(LETTER_NAMES)])}|[a-z]`;
const TOKEN_SOURCE = `(?:(?:${REPEAT})[ \\t]+)?(?:${WORD})(?![\\p{L}\\p{N}])`;
const GAP = "(?:[ \\t]*,[ \\t]*|[ \\t]+)";
const TOKEN = new RegExp(`(?:(?<rep>${REPEAT})[ \\t]+)?(?<word>${WORD})(?![\\p{L}\\p{N}])`, "giu");

/** The words that ask for an id, by the type of what follows. */
const CUES: readonly [RegExp, string][] = [
  [/(?<![\p{L}])(?:dni|nie|nif|cpf|nss|ssn|codice fiscale|c[oó]digo fiscal|social security(?: number)?|national insurance(?: number)?|steuer-?id|sozialversicherungsnummer|bsn|burgerservicenummer|num[eé]ro de s[eé]curit[eé] sociale|tax id|id number|n[uú]mero de identidad|carteira de identidade|rg)(?![\p{L}])/giu, "SSN"],
  [/(?<![\p{L}])(?:passport(?: number)?|pasaporte|passaporto|passaporte|passeport|reisepass)(?![\p{L}])/giu, "PASSPORT_NUMBER"],
  [/(?<![\p{L}])(?:card number|n[uú]mero de (?:la )?tarjeta|numero (?:della )?carta|n[uú]mero do cart[aã]o|kartennummer|num[eé]ro de carte)(?![\p{L}])/giu, "CREDIT_CARD"],
  [/(?<![\p{L}])(?:account number|customer number|member(?:ship)? number|policy number|reference number|n[uú]mero de (?:cuenta|cliente|socio|p[oó]liza|conta)|numero (?:di conto|cliente|di polizza)|kontonummer|kundennummer|klantnummer|rekeningnummer|num[eé]ro de (?:compte|client))(?![\p{L}])/giu, "ACCOUNT_NUMBER"],
  [/(?<![\p{L}])(?:post ?code|zip(?: code)?|c[oó]digo postal|cep|cap|postleitzahl|plz|postcode|code postal)(?![\p{L}])/giu, "LOCATION_ZIP"],
];

/**
 * Whether a postcode word may ask for a short postcode read out (four tokens): "cap" is a hat in
 * English and "zip" a verb ("zip it, one two three four": review), "cep" Portuguese; each only in
 * its language ("zip code" anywhere).
 */
function postcodeWord(word: string, language: string | undefined): boolean {
  if (word === "cap") return language === "it";
  if (word === "cep") return language === "pt";
  if (word === "zip") return false;
  return true;
}

/** A run of tokens, on one line, anchored where it is tried (the lookbehind is checked in code: runsFrom). */
const RUN_AT = new RegExp(`${TOKEN_SOURCE}(?:${GAP}${TOKEN_SOURCE}){${MIN_POSTCODE_TOKENS - 1},30}`, "iuy");

/**
 * Words that name a bank account: an IBAN may be read out after them. The check digits decide, so
 * the plain words ("account", "Konto", "rekening", as bank-account.ts's ACCOUNT_WORDS) may stand.
 */
const BANK_CUE = /(?<![\p{L}])(?:iban|bankverbindung|bank details|account|konto|kontonummer|bankrekening|rekening|rekeningnummer|compte|rib|cuenta|conto|conta|nib)(?![\p{L}])/giu;
/** A token of an IBAN read out: those above, or a short word of letters (a country or bank code said as a word). */
const IBAN_WORD = `${WORD}|[a-z]{2,4}`;
const IBAN_TOKEN_SOURCE = `(?:(?:${REPEAT})[ \\t]+)?(?:${IBAN_WORD})(?![\\p{L}\\p{N}])`;
const IBAN_TOKEN = new RegExp(`(?:(?<rep>${REPEAT})[ \\t]+)?(?<word>${IBAN_WORD})(?![\\p{L}\\p{N}])`, "giu");
/** Up to 34 characters (the longest IBAN) and the words around them. */
const IBAN_RUN_AT = new RegExp(`${IBAN_TOKEN_SOURCE}(?:${GAP}${IBAN_TOKEN_SOURCE}){5,45}`, "iuy");
/**
 * Where an IBAN run may start: its country code, one word of two letters ("nl") or two letters or
 * letter names ("d e", "e ese"). The run's alternation, tried at every word of a reach, cost more
 * than the rest of the detector on bench's 500 KB text (its "IBAN" and "account" words).
 */
const LETTER = `${alternatives(Object.keys(LETTER_NAMES))}|[a-z]`;
const COUNTRY_AT = new RegExp(`(?:(?<pair>[a-z]{2})|(?<first>${LETTER})${GAP}(?<second>${LETTER}))(?![\\p{L}\\p{N}])`, "iuy");
const WORD_CHAR = /[\p{L}\p{N}'\u2019]/u;

/**
 * The first letters-and-digits piece of every word a run may open with (a digit word, a number
 * word, a letter name, "double"): RUN_AT's alternation is tried only at a word that is one of
 * them, a digit or a single letter. Tried at every word of every reach, the alternation was the
 * detector's cost on bench's 500 KB text (127 of 748 ms of all detectors).
 */
const FIRST_PIECES: ReadonlySet<string> = new Set(
  [...PAIR_WORDS.keys(), ...Object.keys(DIGIT_WORDS), ...Object.keys(LETTER_NAMES), ...Object.keys(REPEAT_WORDS)].map((w) => w.toLowerCase().split(/[^\p{L}\p{N}]/u)[0]!),
);
const PIECE_AT = /[\p{L}\p{N}]+/uy;

/** Whether a run may start at `p`: its first piece is a digit, a single letter or one of FIRST_PIECES. */
function mayOpenRun(text: string, p: number): boolean {
  PIECE_AT.lastIndex = p;
  const piece = PIECE_AT.exec(text)?.[0];
  if (piece === undefined) return false;
  return /^\d/.test(piece) || piece.length === 1 || FIRST_PIECES.has(piece.toLowerCase());
}

/**
 * The runs of `text` that start in [from, to), in order and not overlapping: RUN_AT tried at each
 * word start of the reach only. A global scan from `from` would go on past `to` looking for the
 * next run, up to the text's end.
 */
function* runsFrom(text: string, from: number, to: number): Generator<{ start: number; run: string }> {
  const end = Math.min(to, text.length);
  for (let p = from; p < end; p++) {
    if (p > 0 && WORD_CHAR.test(text[p - 1]!)) continue;
    if (!mayOpenRun(text, p)) continue;
    RUN_AT.lastIndex = p;
    const m = RUN_AT.exec(text);
    if (!m) continue;
    yield { start: p, run: m[0] };
    p += m[0].length - 1;
  }
}

/** What a run reads out, and how many tokens it has. */
function readRun(run: string): { value: string; tokens: number } {
  let out = "";
  let tokens = 0;
  for (const m of execAll(TOKEN, run.toLowerCase())) {
    const word = m.groups!.word!.replace(/[ -]+/g, " ");
    const times = m.groups!.rep ? (REPEAT_WORDS[m.groups!.rep] ?? 1) : 1;
    const digits = digitsOfWord(word);
    out += (digits || LETTER_NAMES[word] || (/^[a-z]$/.test(word) ? word.toUpperCase() : "")).repeat(times);
    tokens++;
  }
  return { value: out, tokens };
}

/** The runs of `text` that start in [from, to) with a country code, in order and not overlapping. */
function* ibanRunsFrom(text: string, from: number, to: number): Generator<{ start: number; run: string }> {
  const end = Math.min(to, text.length);
  for (let p = from; p < end; p++) {
    if (p > 0 && WORD_CHAR.test(text[p - 1]!)) continue;
    COUNTRY_AT.lastIndex = p;
    const c = COUNTRY_AT.exec(text);
    if (!c) continue;
    const g = c.groups!;
    const letterOf = (w: string) => LETTER_NAMES[w.toLowerCase().replace(/[ -]+/g, " ")] ?? w.toUpperCase();
    const country = g.pair !== undefined ? g.pair.toUpperCase() : letterOf(g.first!) + letterOf(g.second!);
    if (!COUNTRY_LENGTH.has(country)) continue;
    IBAN_RUN_AT.lastIndex = p;
    const m = IBAN_RUN_AT.exec(text);
    if (!m) continue;
    yield { start: p, run: m[0] };
    p += m[0].length - 1;
  }
}

/** Where the cues' matches end, as the reaches after them (CUE_REACH each), merged. */
function reachesAfter(lower: string, cues: readonly RegExp[]): { start: number; end: number }[] {
  const reaches: { start: number; end: number }[] = [];
  for (const cue of cues) for (const c of execAll(cue, lower)) reaches.push({ start: c.index + c[0].length, end: c.index + c[0].length + CUE_REACH });
  reaches.sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const r of reaches) {
    const last = merged[merged.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else merged.push({ ...r });
  }
  return merged;
}

/**
 * The IBANs a run reads out: from each token that starts with a country code, the tokens that
 * spell exactly that country's length, when ibantools finds them valid.
 */
function ibansIn(run: string, at: number): Candidate[] {
  const tokens: { start: number; end: number; value: string }[] = [];
  for (const m of execAll(IBAN_TOKEN, run.toLowerCase())) {
    const word = m.groups!.word!.replace(/[ -]+/g, " ");
    const times = m.groups!.rep ? (REPEAT_WORDS[m.groups!.rep] ?? 1) : 1;
    const value = digitsOfWord(word) || LETTER_NAMES[word] || word.toUpperCase();
    tokens.push({ start: at + m.index, end: at + m.index + m[0].length, value: value.repeat(times) });
  }
  const out: Candidate[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!/^[A-Z]/.test(tokens[i]!.value)) continue;
    let value = "";
    for (let j = i; j < tokens.length; j++) {
      value += tokens[j]!.value;
      if (value.length < 4) continue;
      const length = /^[A-Z]{2}\d\d/.test(value) ? COUNTRY_LENGTH.get(value.slice(0, 2)) : undefined;
      if (length === undefined || value.length > length) break;
      if (value.length < length) continue;
      if (isValidIBAN(value)) {
        out.push({
          start: tokens[i]!.start, end: tokens[j]!.end, label: "BANK_ACCOUNT", score: SCORE_IBAN, formatted: value,
          validations: [{ provider: "iban_mod97", status: "valid" }], source: "spoken-id",
        });
        i = j;
      }
      break;
    }
  }
  return out;
}

export const spokenIdDetector: Detector = {
  name: "spoken-id",
  types: ["SSN", "PASSPORT_NUMBER", "CREDIT_CARD", "ACCOUNT_NUMBER", "LOCATION_ZIP", "BANK_ACCOUNT"],
  detect(ctx: DetectContext): Candidate[] {
    const { text, lower } = ctx;
    const out: Candidate[] = [];
    // where a run may start: within CUE_REACH after a cue, the reaches merged, so that no character
    // is scanned twice however many cues a text holds (65d996d); the run regex, a large alternation
    // tried at every word, ran over whole texts and cost 2 s on bench's 500 KB document.
    // First the IBANs after a bank word, then the runs after the other cues
    const ibans: Candidate[] = [];
    if (wantsType(ctx, "BANK_ACCOUNT")) {
      for (const { start: from, end: to } of reachesAfter(lower, [BANK_CUE])) {
        for (const { start, run } of ibanRunsFrom(text, from, to)) ibans.push(...ibansIn(run, start));
      }
    }
    out.push(...ibans);
    const merged = reachesAfter(lower, CUES.map(([cue]) => cue));
    // then every run that starts in a reach, and the word that asks for it just before it
    for (const { start: from, end: to } of merged) for (const { start, run } of runsFrom(text, from, to)) {
      const before = lower.slice(Math.max(0, start - CUE_REACH - 40), start);
      let cueLabel: string | undefined;
      let cueWord = "";
      let cueEnd = -1;
      for (const [cue, label] of CUES) {
        for (const c of execAll(cue, before)) {
          if (c.index + c[0].length > cueEnd) {
            cueEnd = c.index + c[0].length;
            cueLabel = label;
            cueWord = c[0].toLowerCase();
          }
        }
      }
      if (cueLabel === undefined || before.length - cueEnd > CUE_REACH) continue;
      const { value, tokens } = readRun(run);
      const postcode = cueLabel === "LOCATION_ZIP" && POSTCODE_SHAPE.test(value) && postcodeWord(cueWord, ctx.language);
      if (!postcode && (tokens < MIN_TOKENS || value.replace(/\D/g, "").length < MIN_DIGITS || value.length > MAX_CHARACTERS)) continue;
      const label = cueLabel === "CREDIT_CARD" && !(/^\d{13,19}$/.test(value) && luhnValid(value)) ? "ACCOUNT_NUMBER" : cueLabel;
      if (!wantsType(ctx, label)) continue;
      // an IBAN read out is the BANK_ACCOUNT above, whatever the run around it
      if (ibans.some((c) => c.start < start + run.length && start < c.end)) continue;
      out.push({ start, end: start + run.length, label, score: SCORE, formatted: value, source: "spoken-id" });
    }
    return out.sort((a, b) => a.start - b.start);
  },
};
