/**
 * Email addresses. We look for "@" (cheap: prose rarely has one), grow the local part leftwards
 * and the domain rightwards over the characters each may hold, then let validator's isEmail
 * decide. Trailing sentence punctuation never joins the domain because every dot in the domain
 * must be followed by a label character; "mailto:" stops the local part at the colon.
 */
import { parse as parseDomain } from "tldts";
// only isEmail: the package index brings all of validator (0.27 MB of the CLI bundle, read and compiled at every start)
import isEmailModule from "validator/lib/isEmail.js";
import type { Candidate, DetectContext, Detector } from "../types.js";
import { execAll } from "../text/exec-all.js";

/** validator's CommonJS module: its function is both module.exports and module.exports.default. */
const isEmail = isEmailModule.default;

/** Characters an unquoted local part may hold (RFC 5322 atext, plus any letter or digit for
 * internationalised addresses), minus "/" and "`" which in prose are mostly delimiters. */
const LOCAL_CHAR = /[\p{L}\p{N}\p{M}.!#$%&'*+=?^_{|}~-]/u;
/** Domain: labels of letters/digits/hyphens joined by single dots, ending in a label. */
const DOMAIN = /[\p{L}\p{N}\p{M}](?:[\p{L}\p{N}\p{M}-]{0,62})(?:\.[\p{L}\p{N}\p{M}](?:[\p{L}\p{N}\p{M}-]{0,62}))+/uy;
const MAX_LOCAL = 64;
const SCORE = 0.95;

export const emailDetector: Detector = {
  name: "email",
  types: ["EMAIL_ADDRESS"],
  detect(ctx: DetectContext): Candidate[] {
    const { text } = ctx;
    const out: Candidate[] = [];
    let at = text.indexOf("@");
    let minStart = 0;
    while (at !== -1) {
      const found = addressAround(text, at, minStart);
      if (found) {
        out.push({
          start: found.start,
          end: found.end,
          label: "EMAIL_ADDRESS",
          score: SCORE,
          // without the line break of an address cut after its "@"
          formatted: text.slice(found.start, found.end).replace(/\s+/g, "").toLowerCase(),
          source: "email",
        });
        minStart = found.end;
        at = text.indexOf("@", found.end);
      } else {
        at = text.indexOf("@", at + 1);
      }
    }
    if (text.includes("%40")) out.push(...percentEncoded(text, out));
    if (text.includes("domain=")) out.push(...gpxEmails(text));
    if (HINT_BRACKETS.test(text) || spokenHint(text)) out.push(...obfuscated(text, out));
    return out.sort((a, b) => a.start - b.start);
  },
};

/**
 * An address percent-encoded in a URL or a form body ("?email=jane%40example.com",
 * "to=j.doe%2Bnews%40mail.example"), as web server logs record it: its "@" is "%40", so the scan
 * above never sees it. The local part stops at the query's delimiters; the decoded address must
 * pass the same validation. formatted: the decoded address.
 */
const ENCODED_LOCAL = /[\p{L}\p{N}._+-]|%[0-9A-Fa-f]{2}/uy;
function percentEncoded(text: string, found: readonly Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  for (let at = text.indexOf("%40"); at !== -1; at = text.indexOf("%40", at + 3)) {
    let start = at;
    for (;;) {
      const back = /%[0-9A-Fa-f]{2}$/.test(text.slice(Math.max(0, start - 3), start)) ? 3 : 1;
      ENCODED_LOCAL.lastIndex = start - back;
      const m = start - back >= 0 ? ENCODED_LOCAL.exec(text) : null;
      if (!m || m.index + m[0].length !== start || at - start >= MAX_LOCAL * 3) break;
      start -= back;
    }
    while (start < at && /[.\-]/.test(text[start]!)) start++;
    if (start === at) continue;
    DOMAIN.lastIndex = at + 3;
    const d = DOMAIN.exec(text);
    if (!d) continue;
    let end = at + 3 + d[0].length;
    while (text[end - 1] === "-") end--;
    if (found.some((c) => c.start < end && c.end > start)) continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(text.slice(start, end));
    } catch {
      continue;
    }
    if (!isEmail(decoded, { allow_utf8_local_part: true, require_tld: true })) continue;
    out.push({ start, end, label: "EMAIL_ADDRESS", score: SCORE, formatted: decoded.toLowerCase(), source: "email" });
  }
  return out;
}

function addressAround(text: string, at: number, minStart: number): { start: number; end: number } | null {
  let start = at;
  while (start > minStart && at - start < MAX_LOCAL && LOCAL_CHAR.test(charBefore(text, start))) {
    start -= charBefore(text, start).length;
  }
  // Leading dots, quotes and hyphens are punctuation around the address, not part of it.
  while (start < at && /[.'\-=?^{|}~]/.test(text[start]!)) start++;
  // A key, a delimiter or a quote glued before the address is not its local part, though RFC 5322
  // allows those characters there: "to=max@web.de", "ADMIN_EMAIL=admin@x.org" (logfmt, .env),
  // "user='max@web.de'", "|Lars Eriksson|lars@..." (a pipe-separated log). The address starts
  // after the last "=", "|", "'" or "`" before the "@" (the redaction had taken the key with it).
  const local = text.slice(start, at);
  // "^" and "~" too: legal in a local part but HL7's component and repetition separators, where an
  // address ended a telecom field's components and had swallowed the phone before it (fourth
  // exploratory test); no mailbox here was seen to hold one
  const cut = Math.max(local.lastIndexOf("="), local.lastIndexOf("|"), local.lastIndexOf("'"), local.lastIndexOf("`"), local.lastIndexOf("^"), local.lastIndexOf("~"));
  if (cut >= 0) start += cut + 1;
  while (start < at && /[.'\-=?^{|}~]/.test(text[start]!)) start++;
  if (start === at) return null;
  let domainAt = at + 1;
  DOMAIN.lastIndex = domainAt;
  let m = DOMAIN.exec(text);
  if (!m) {
    // an address broken after its "@" by a line break, as PDF text extraction and hard-wrapped
    // mail leave it ("jb.moreau-diallo@\natelier-verrier-vexin.fr": seventh exploratory test)
    const brk = LINE_BREAK_AFTER_AT.exec(text.slice(domainAt, domainAt + 8));
    if (!brk) return null;
    domainAt += brk[0].length;
    DOMAIN.lastIndex = domainAt;
    m = DOMAIN.exec(text);
    if (!m) return null;
  }
  let end = domainAt + m[0].length;
  // A hyphen cannot end a domain label: trim it (e.g. "a@b.com-").
  while (text[end - 1] === "-") end--;
  const candidate = text.slice(start, at + 1) + text.slice(domainAt, end);
  if (!isEmail(candidate, { allow_utf8_local_part: true, require_tld: true }) || SYSTEMD_UNIT.test(candidate)) return null;
  return { start, end };
}

/**
 * GPX's emailType writes an address in two attributes, `<email id="ingrid.solberg" domain="gmx.de"/>`
 * (a track's author): the id is the address's local part, left in clear while the domain was read
 * as a URL (seventh exploratory test). The id's value is the address, formatted whole.
 */
const GPX_EMAIL = /<email[ \t]+id=(["'])([^"'<>\s@]{1,64})\1[ \t]+domain=(["'])([^"'<>\s@]{1,253})\3/dg;

function gpxEmails(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of execAll(GPX_EMAIL, text)) {
    const address = `${m[2]}@${m[4]}`;
    if (!isEmail(address, { allow_utf8_local_part: true, require_tld: true })) continue;
    const [start, end] = m.indices![2]!;
    out.push({ start, end, label: "EMAIL_ADDRESS", score: SCORE, formatted: address.toLowerCase(), source: "email" });
  }
  return out;
}

/** Blanks, one line break and blanks: the break inside an address cut after its "@". */
const LINE_BREAK_AFTER_AT = /^[ \t]*\r?\n[ \t]*/;

/**
 * A systemd template unit's instance ("user@1001.service", "getty@tty1.service",
 * "openvpn@client.service"): a unit name in every journal line, no address; its "TLD" is a unit
 * type, none of which is a top-level domain (third exploratory test: redacted as an e-mail).
 */
const SYSTEMD_UNIT = /@[\w.\\-]+\.(?:service|socket|target|timer|mount|automount|slice|scope|path|device|swap)$/i;

/** The code point ending at `index` (one or two UTF-16 units). */
function charBefore(text: string, index: number): string {
  const low = text.charCodeAt(index - 1);
  if (low >= 0xdc00 && low <= 0xdfff && index >= 2) {
    const high = text.charCodeAt(index - 2);
    if (high >= 0xd800 && high <= 0xdbff) return text.slice(index - 2, index);
  }
  return text[index - 1] ?? "";
}

/**
 * An address written to dodge spam filters: "john.smith [at] gmail [dot] com", "jsmith(at)example.org",
 * "john dot smith at gmail dot com", "maria AT example DOT com", "jane_doe at yahoo.com". The "at"
 * must be bracketed or in capitals, or the local part must look like a handle (a dot, "_", a digit
 * or a spoken "dot"): "we met at google.com" and "look at this dot com" are prose. The rebuilt
 * address must be valid and end in a public suffix. formatted: the rebuilt address.
 */
/** Cheap tests that some obfuscated address may be there; most texts have " at " but none of these. */
const HINT_BRACKETS = /[[({<]\s*(?:at|dot)\s*[\])}>]/i;
/**
 * The words for "@" of our other languages, which name nothing else: "juan punto perez arroba
 * gmail punto com", "marie point dupont arobase orange point fr", "mario punto rossi chiocciola
 * libero punto it", "jan punt devries apenstaartje ziggo punt nl", "max punkt muster klammeraffe
 * web punkt de". An address spelled with them needs no handle-like local part.
 */
const AT_WORDS = String.raw`arroba|arobase|arrobase|chiocciola|apenstaartje|klammeraffe`;
const AT_WORD_HINT = new RegExp(String.raw`(?:^|\s)(?:${AT_WORDS})\s`, "i");
/** The words for "." that spelled addresses use, in our languages. */
const DOT_WORDS = String.raw`dot|punto|ponto|point|punkt|punt`;
function spokenHint(text: string): boolean {
  if (text.includes(" AT ") || text.includes(" dot ") || text.includes(" DOT ")) return true;
  if (AT_WORD_HINT.test(text)) return true;
  // " at " after a word with a dot, "_" or a digit ("jane_doe at yahoo.com")
  for (let at = text.indexOf(" at "); at !== -1; at = text.indexOf(" at ", at + 1)) {
    let start = at;
    while (start > 0 && at - start < 64 && text[start - 1] !== " " && text[start - 1] !== "\n") start--;
    if (/[._\d]/.test(text.slice(start, at))) return true;
  }
  return false;
}
const DOT_SEP = String.raw`(?:\s*[[({<]\s*(?:${DOT_WORDS})\s*[\])}>]\s*|\s+(?:${DOT_WORDS})\s+|\.)`;
const AT_SEP = String.raw`(?<bracketed>\s*[[({<]\s*at\s*[\])}>]\s*)|\s+(?<plain>at)\s+|\s+(?<word>${AT_WORDS})\s+`;
const LABEL = String.raw`[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?`;
const OBFUSCATED = new RegExp(
  String.raw`(?<![\p{L}\p{N}_.@%+-])(?<local>[a-z0-9_%+-]+(?:${DOT_SEP}[a-z0-9_%+-]+){0,3})(?:${AT_SEP})(?<domain>${LABEL}(?:${DOT_SEP}${LABEL}){1,4})(?![\p{L}\p{N}_-])`,
  "giu",
);
const SPOKEN_DOT = new RegExp(DOT_SEP, "gi");

function obfuscated(text: string, found: readonly Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  OBFUSCATED.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = OBFUSCATED.exec(text)) !== null) {
    const { local, domain, bracketed, plain, word } = m.groups!;
    const start = m.index;
    const end = start + m[0].length;
    const handle = /[._\d]/.test(local!) || /\sdot\s|[[({<]/i.test(local!);
    // an English "point" or "punt" is prose more often than a dot: only with a word for "@" that is no English word
    const foreignDots = new RegExp(String.raw`\s(?:${DOT_WORDS})\s`, "i").test(`${local} ${domain}`.replace(/\sdot\s/gi, " "));
    if (foreignDots && word === undefined) {
      OBFUSCATED.lastIndex = start + 1;
      continue;
    }
    const capitalAt = plain === "AT" && local !== local!.toUpperCase();
    const bracketedDot = /[[({<]\s*dot/i.test(domain!);
    const trusted = bracketed !== undefined || word !== undefined || capitalAt || handle || bracketedDot;
    const address = `${local!.replace(SPOKEN_DOT, ".")}@${domain!.replace(SPOKEN_DOT, ".")}`;
    const suffix = parseDomain(domain!.replace(SPOKEN_DOT, "."));
    const ok =
      trusted &&
      !found.some((c) => c.start < end && c.end > start) &&
      suffix.isIcann === true &&
      suffix.domain !== null &&
      isEmail(address, { require_tld: true });
    if (!ok) {
      OBFUSCATED.lastIndex = start + 1;
      continue;
    }
    out.push({
      start,
      end,
      label: "EMAIL_ADDRESS",
      score: bracketed !== undefined || capitalAt || word !== undefined ? 0.9 : 0.8,
      formatted: address.toLowerCase(),
      source: "email",
    });
  }
  return out;
}
