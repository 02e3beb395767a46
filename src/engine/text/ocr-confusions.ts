/**
 * What detectors and the model read instead of a scanned form's text: OCR's confusions of the
 * digits 0 and 1 with the letters O and l/I undone, one character for one, so every offset stays
 * the text's own. In an OCR'd registration form every id, date and phone ("N° de sécurité
 * s0ciale : 1 85 O3 31 555 O12 44", "Téléph0ne : O6 33 2l 98 4O", "DN1/NIE: O5283716H") and every
 * name ("Th0mas", "J1MENEZ") stayed in clear (seventh exploratory test).
 *
 * A token is a run of letters and digits:
 * - digits with O, o, l or I among them and nothing else (a final capital after six digits or
 *   more allowed: a DNI's letter) read as digits: "O6" -> "06", "2l" -> "21", "O5283716H" -> "05283716H";
 * - three letters or more with a lone 0 or 1 between letters or at the end after a letter read
 *   as letters, capitals among capitals: "Th0mas" -> "Thomas", "J1MENEZ" -> "JIMENEZ", "DN1" -> "DNI";
 *   two digits together ("Win10"), any other digit ("covid19", "h2o") or hexadecimal letters only
 *   (a UUID's "e1ec") leave the token as written.
 * Only in a text with three such tokens or more: a scan has many, while one alone is a code, a
 * user name or a password ("Passwort: Geheim1x" keeps its digit).
 */

/** A token at a given offset (sticky). */
const TOKEN_AT = /[\p{L}\p{N}]+/uy;
const ASCII_DIGIT = /\d/g;
const WORD_CHAR = /^[\p{L}\p{N}]$/u;
const DIGITS_WITH_LETTERS = /^(?=.*\d)(?=.*[OolI])[0-9OolI]+$|^(?=(?:.*\d){6})(?=.*[OolI])[0-9OolI]+[A-Z]$/;
const MIN_TOKENS = 3;
const CONFUSION_HINT = /\d[OolI]|[OolI]\d|\p{L}[01](?:\p{L}|$)/mu;

/** The text with its OCR confusions undone (same length), or undefined when it shows none. */
export function ocrNormalised(text: string): string | undefined {
  // cheap gate: a digit beside one of the letters, or 0 or 1 between letters
  if (!CONFUSION_HINT.test(text)) return undefined;
  const changes: { at: number; to: string }[] = [];
  let tokens = 0;
  // only tokens with a digit can change (both readings below need one): found from their digits,
  // so the letters-only tokens of a long text are never taken apart one by one
  for (let m = nextTokenWithDigit(text, 0); m; m = nextTokenWithDigit(text, m.end)) {
    const before = changes.length;
    if (DIGITS_WITH_LETTERS.test(m.token)) asDigits(m.token, m.start, changes);
    else asLetters(m.token, m.start, changes);
    if (changes.length > before) tokens++;
  }
  if (tokens < MIN_TOKENS) return undefined;
  // changes come in text order, one character each: the text between them is copied a slice at a
  // time (an array of every character of a 500 KB text cost more than all the rest)
  const parts: string[] = [];
  let copied = 0;
  for (const { at, to } of changes) {
    parts.push(text.slice(copied, at), to);
    copied = at + 1;
  }
  parts.push(text.slice(copied));
  return parts.join("");
}

/** The next token (a run of letters and digits) at or after `from` that holds an ASCII digit. */
function nextTokenWithDigit(text: string, from: number): { token: string; start: number; end: number } | undefined {
  ASCII_DIGIT.lastIndex = from;
  const digit = ASCII_DIGIT.exec(text);
  if (!digit) return undefined;
  let start = digit.index;
  // back to the token's first character, a code point at a time (a letter may be a surrogate pair)
  while (start > from) {
    const pair = start >= 2 && isLowSurrogate(text.charCodeAt(start - 1)) ? text.slice(start - 2, start) : text[start - 1]!;
    if (!WORD_CHAR.test(pair)) break;
    start -= pair.length;
  }
  TOKEN_AT.lastIndex = start;
  const m = TOKEN_AT.exec(text)!;
  return { token: m[0], start, end: start + m[0].length };
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

function asDigits(token: string, at: number, changes: { at: number; to: string }[]): void {
  for (let i = 0; i < token.length; i++) {
    const c = token[i]!;
    if (c === "O" || c === "o") changes.push({ at: at + i, to: "0" });
    else if (c === "l" || c === "I") changes.push({ at: at + i, to: "1" });
  }
}

const isLetter = (c: string | undefined): boolean => c !== undefined && /\p{L}/u.test(c);
const isUpper = (c: string | undefined): boolean => c !== undefined && c !== c.toLowerCase();

/** Hexadecimal: every letter one of a-f (a UUID's or a hash's groups: "e1ec", "b0ce"). */
const HEX_TOKEN = /^[0-9a-f]+$|^[0-9A-F]+$/;

function asLetters(token: string, at: number, changes: { at: number; to: string }[]): void {
  // only 0 and 1, each alone (no digit beside it), and three letters or more; never hexadecimal
  if (/[2-9]|[01]{2}/.test(token) || !/[01]/.test(token) || HEX_TOKEN.test(token)) return;
  let letters = 0;
  for (const c of token) if (isLetter(c)) letters++;
  if (letters < 3) return;
  const found: { at: number; to: string }[] = [];
  for (let i = 0; i < token.length; i++) {
    const c = token[i];
    if (c !== "0" && c !== "1") continue;
    const prev = token[i - 1];
    const next = token[i + 1];
    // between two letters, or at the end after one; never at the start ("1st" is a word)
    if (!isLetter(prev) || (next !== undefined && !isLetter(next))) return;
    const upper = isUpper(prev) && (next === undefined || isUpper(next));
    found.push({ at: at + i, to: c === "0" ? (upper ? "O" : "o") : upper ? "I" : "l" });
  }
  changes.push(...found);
}
