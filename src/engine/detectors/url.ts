/**
 * Internet addresses: "scheme://..." (http, https, ftp, ftps, sftp, ws, wss, ssh and git, and the
 * connection strings of databases and queues: postgres, mysql, mongodb, redis, amqp, ...; any
 * other scheme when the address holds "user:password@"), "www." forms, and
 * bare domains ("example.org/path") whose suffix tldts knows, the latter only with a path or with
 * web context words, since a bare "example.com" in prose is as often a company name. Trailing
 * sentence punctuation and unbalanced closing brackets are left out; email addresses are the
 * email detector's.
 */
import { parse as parseDomain } from "tldts";
import type { Candidate, DetectContext, Detector } from "../types.js";
import { contextWords, hasContext } from "./context.js";
import { tableCells } from "./table-cues.js";

const SCHEME_URL =
  /(?<![\p{L}\p{N}_+.-])(?:https?|ftps?|sftp|wss?|(?:git\+)?ssh|git|svn|postgres(?:ql)?|mysql|mariadb|mongodb(?:\+srv)?|rediss?|amqps?|mqtts?|ldaps?|smtps?|imaps?|pop3s?|sqlserver|mssql|oracle|cassandra|couchbases?|clickhouse|snowflake|kafka|nats|memcached|s3|gs|rtsp|telnet):\/\/[^\s<>"'`\u00a0\u2018-\u201f]+/giu;
/**
 * Any other scheme when the address carries a password ("scheme://user:secret@host"): a
 * connection string of a database or queue this list does not name still holds a credential.
 */
const CREDENTIAL_URL = /(?<![\p{L}\p{N}_+.-])[a-z][a-z0-9+.-]{1,31}:\/\/[^\s\/@:<>"'`]*:[^\s\/@<>"'`]+@[^\s<>"'`\u00a0\u2018-\u201f]+/giu;
const WWW_URL = /(?<![\p{L}\p{N}_.@\/-])www\.[^\s<>"'`\u00a0\u2018-\u201f]+/giu;
/** Host labels joined by dots, then an optional port and path. Not preceded by "@" (emails),
 * "/" (inside a URL or path) or a word character. */
const BARE_DOMAIN =
  /(?<![\p{L}\p{N}_@.\/\\-])(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}(?![\p{L}\p{N}_@-])(?::\d{1,5})?(?:[/?#][^\s<>"'`\u00a0\u2018-\u201f]*)?/iuy;
/** Cheap prefilter: a dot followed by letters (a TLD candidate); the literal dot scans fast. */
const DOT_LABEL = /\.[a-z]{2,24}(?![a-z0-9-])/gi;
const HOST_CHAR = /[A-Za-z0-9.-]/;
const TRAILING_PUNCT = /[.,;:!?*'"]+$/;

const WEB_WORDS = contextWords([
  "website", "web site", "site", "visit", "url", "link", "domain", "homepage", "home page",
  "web", "online", "browse", "go to", "page", "blog", "portal",
  // a CV's or a profile's own site: "Portfolio : camillerb.myportfolio.com"
  "portfolio", "profile", "perfil", "profil", "profiel", "profilo", "linkedin", "github", "sitio web", "site web",
  "página web", "webseite", "internetseite", "sito web", "sito", "webpagina", "homepage",
]);

const SCORE_SCHEME = 0.95;
const SCORE_WWW = 0.9;
const SCORE_BARE_PATH = 0.8;
const SCORE_BARE_CONTEXT = 0.75;

export const urlDetector: Detector = {
  name: "url",
  types: ["URL"],
  detect(ctx: DetectContext): Candidate[] {
    const { text } = ctx;
    const out: Candidate[] = [];
    const taken: Array<[number, number]> = [];
    const overlaps = (s: number, e: number) => taken.some(([a, b]) => s < b && e > a);
    // a URL that opens a table cell ends with it ("56;www.tiny-tuber.eu;new": the ";" is the delimiter)
    const cellEnd = (start: number, end: number): number => {
      if (!/[;,|\t]/.test(text.slice(start, end))) return end;
      const cell = tableCells(ctx).find((c) => c.start === start && c.end < end);
      return cell ? start + trimmedLength(text.slice(start, cell.end)) : end;
    };

    const hasScheme = text.includes("://");
    if (hasScheme) {
      for (const m of iterate(SCHEME_URL, text)) {
        const end = cellEnd(m.index, m.index + trimmedLength(m[0]));
        // a URL cut at a bracket it never opened: the next one may start right after ("...svg)](https://...")
        if (end < m.index + m[0].length) SCHEME_URL.lastIndex = Math.max(end, m.index + 1);
        const host = hostOf(text.slice(m.index, end));
        if (!host) continue;
        push(m.index, end, SCORE_SCHEME);
      }
      for (const m of iterate(CREDENTIAL_URL, text)) {
        if (overlaps(m.index, m.index + 1)) continue;
        const end = cellEnd(m.index, m.index + trimmedLength(m[0]));
        if (!hostOf(text.slice(m.index, end))) continue;
        push(m.index, end, SCORE_SCHEME);
      }
    }
    for (const m of iterate(WWW_URL, text)) {
      if (overlaps(m.index, m.index + 1)) continue;
      const end = cellEnd(m.index, m.index + trimmedLength(m[0]));
      // cut at its cell's end, the next cell may hold another
      if (end < m.index + m[0].length) WWW_URL.lastIndex = Math.max(end, m.index + 1);
      const host = text.slice(m.index, end).split(/[/?#:]/)[0]!;
      if (!knownSuffix(host)) continue;
      push(m.index, end, SCORE_WWW);
    }
    for (const { m, end } of bareDomains(text, (m) => cellEnd(m.index, m.index + trimmedLength(m[0])))) {
      if (overlaps(m.index, m.index + 1)) continue;
      const value = text.slice(m.index, end);
      const host = value.split(/[/?#:]/)[0]!;
      // An email's domain part ("jo@x.org") or a file name ("notes.md") is not a web address;
      // nor a YAML key that opens its line ("app.kubernetes.io/version: 2.14"), nor a container
      // image after "image:" or "FROM" (fourth exploratory test: the manifest broke)
      if (text[end] === "@" || !knownSuffix(host)) continue;
      if (YAML_KEY_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index)) && /^:(?:[ \t]|$)/m.test(text.slice(end, end + 2))) continue;
      if (IMAGE_BEFORE.test(text.slice(Math.max(0, m.index - 16), m.index))) continue;
      const hasPath = value.length > host.length && /[/?#]./.test(value.slice(host.length));
      if (hasPath) push(m.index, end, SCORE_BARE_PATH);
      else if (hasContext(ctx, m.index, end, WEB_WORDS, 32, 0)) push(m.index, end, SCORE_BARE_CONTEXT);
    }
    return out.sort((a, b) => a.start - b.start);

    function push(start: number, end: number, score: number) {
      taken.push([start, end]);
      out.push({ start, end, label: "URL", score, formatted: normalise(text.slice(start, end)), source: "url" });
    }
  },
};

/** Only blanks (and a YAML list's "- ") between the line's start and here. */
const YAML_KEY_BEFORE = /(?:^|\n)[ \t]*(?:-[ \t]+)?$/;
/** A container image reference's key or instruction. */
const IMAGE_BEFORE = /(?:(?:^|[\s"'])image["']?[ \t]*[:=][ \t]*["']?|(?:^|\n)[ \t]*FROM[ \t]+(?:--platform=\S+[ \t]+)?)$/;

/**
 * Bare-domain matches, found from their TLD dot and grown leftwards to the host start, each with
 * its end as `endOf` reads it (trimmed, cut at its table cell's end). The scan goes on from that
 * end: a CSV row's next cell may hold another ("...,OFFICIAL-RECOMMENDATION.ORG/MMM,FLICKERING-
 * FUND.BIZ/YIPPEE,CLOSED": the first match ran over the whole row, and the second URL was left
 * in clear: structured suite, fresh draw 6262).
 */
function* bareDomains(text: string, endOf: (m: RegExpExecArray) => number): Generator<{ m: RegExpExecArray; end: number }> {
  let done = 0;
  for (const dot of iterate(DOT_LABEL, text)) {
    if (dot.index < done) continue;
    let start = dot.index;
    while (start > done && dot.index - start < 253 && HOST_CHAR.test(text[start - 1]!)) start--;
    while (start < dot.index && (text[start] === "." || text[start] === "-")) start++;
    if (start === dot.index) continue;
    BARE_DOMAIN.lastIndex = start;
    const m = BARE_DOMAIN.exec(text);
    if (!m) continue;
    const end = endOf(m);
    done = end;
    DOT_LABEL.lastIndex = Math.max(DOT_LABEL.lastIndex, done);
    yield { m, end };
  }
}

function* iterate(regex: RegExp, text: string): Generator<RegExpExecArray> {
  regex.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = regex.exec(text)) !== null) yield m;
}

/**
 * Length after removing sentence punctuation and closing brackets the URL never opened. A closing
 * bracket the URL never opened ends it where it stands, not only at its end: a Markdown badge's
 * "badge.svg)](https://..." had run the image's URL into the link's (tenth exploratory test).
 */
function trimmedLength(url: string): number {
  let s = url.slice(0, unopenedClose(url));
  for (;;) {
    const before = s;
    s = s.replace(TRAILING_PUNCT, "");
    for (const [open, close] of [["(", ")"], ["[", "]"], ["{", "}"]] as const) {
      while (s.endsWith(close) && count(s, close) > count(s, open)) s = s.slice(0, -1);
    }
    if (s === before) return s.length;
  }
}

/** The index of the first closing bracket the URL has not opened ("(", "[", "{" each counted), or its length. */
function unopenedClose(url: string): number {
  const depth = { ")": 0, "]": 0, "}": 0 };
  for (let i = 0; i < url.length; i++) {
    const c = url[i]!;
    if (c === "(") depth[")"]++;
    else if (c === "[") depth["]"]++;
    else if (c === "{") depth["}"]++;
    else if (c === ")" || c === "]" || c === "}") {
      if (depth[c] === 0) return i;
      depth[c]--;
    }
  }
  return url.length;
}

function count(s: string, ch: string): number {
  let n = 0;
  for (let i = s.indexOf(ch); i !== -1; i = s.indexOf(ch, i + 1)) n++;
  return n;
}

function hostOf(url: string): string | null {
  try {
    const host = new URL(url).hostname;
    return host.length > 0 ? host : null;
  } catch {
    return rawCredentialHost(url);
  }
}

/**
 * The host of a connection string whose password holds characters a URL must encode and people
 * do not ("postgresql://crm_admin:Vq7!mRt2#pLs@10.20.4.17:5432/crm": the "#" starts a fragment
 * for the URL parser, which then fails): the host after the last "@" of the authority, when it is
 * a host name or an IPv4 address. Such a string was left in clear, password included.
 */
function rawCredentialHost(url: string): string | null {
  const m = /^[a-z][a-z0-9+.-]*:\/\/[^\s/@]*[^\s@]*@([a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(?=[:/?]|$)/i.exec(url);
  if (!m) return null;
  const host = m[1]!;
  return /^(?:\d{1,3}\.){3}\d{1,3}$/.test(host) || /\.[a-z]{2,}$/i.test(host) || host.toLowerCase() === "localhost" ? host : null;
}

function knownSuffix(host: string): boolean {
  const info = parseDomain(host.toLowerCase());
  return info.domain !== null && (info.isIcann === true || info.isPrivate === true);
}

/** Scheme and host lower-cased; path, query and fragment exactly as written. */
function normalise(url: string): string {
  const m = /^((?:[a-z][a-z0-9+.-]*:\/\/)?)([^/?#]*)(.*)$/is.exec(url);
  if (!m) return url;
  const authority = m[2]!;
  const at = authority.lastIndexOf("@");
  const userinfo = at >= 0 ? authority.slice(0, at + 1) : "";
  const hostPort = authority.slice(at + 1);
  return m[1]!.toLowerCase() + userinfo + hostPort.toLowerCase() + m[3]!;
}
