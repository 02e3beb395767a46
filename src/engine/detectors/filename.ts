/**
 * File names and paths. We look for ".<known extension>" at a word end (a quick scan for the dot),
 * then grow leftwards over the characters of a path: a Windows path (drive letter or UNC share,
 * directory names may hold spaces), a POSIX path (/home/x/..., ~/..., ./...), a relative path or a
 * bare name. Paths without an extension are taken only under well-known POSIX roots
 * (/home/jdoe/notes, /etc/passwd), on a share (UNC) and in a Windows user profile
 * (C:\Users\jdoe\...). URLs, domain names ("example.com" has no file extension in the
 * list) and numbers (an extension is letters) stay out.
 */
import { parse as parseDomain } from "tldts";
import type { Candidate, DetectContext, Detector } from "../types.js";
import { contextWords, hasContext } from "./context.js";
import { FILE_EXTENSIONS } from "./file-extensions.js";
import { execAll } from "../text/exec-all.js";

const EXT_ALTERNATION = [...FILE_EXTENSIONS].sort((a, b) => b.length - a.length).join("|");
/** ".ext" closing a token: not followed by a word character or by ".word" (a longer name). */
const EXTENSION = new RegExp(`\\.(?:${EXT_ALTERNATION})(?![\\p{L}\\p{N}_]|[.\\-][\\p{L}\\p{N}])`, "giu");
/** Characters of a path token without spaces. */
const TOKEN_CHAR = /[\p{L}\p{N}\p{M}_.@+~$%&=!#-]|[/\\:]/u;
/** A Windows path ending right at the extension's dot; directory names may hold spaces, the
 * file name up to two (more would swallow the sentence before a bare name). */
const WINDOWS_TAIL = /(?:(?<![\p{L}\p{N}_])[A-Za-z]:\\|\\\\[\p{L}\p{N}_.$-]+\\)(?:[^\\/:*?"<>|\r\n\t]{1,128}\\){0,32}[^\s\\/:*?"<>|]+(?: [^\s\\/:*?"<>|]+){0,2}$/u;
/**
 * A path under a POSIX root, or under a home directory named by its user ("~jkowalczyk/.ssh/id_rsa":
 * the account name is the path's first part; it was left in clear, third exploratory test). After
 * a field's colon too ("...:,,,:/home/lucia.garcia:/bin/bash", a passwd line; eighth exploratory
 * test), not after a word's ("C:/home", "host:/home" stay as they were).
 */
const POSIX_ROOT_PATH =
  /(?<![\p{L}\p{N}_./\\~-]|[\p{L}\p{N}]:)(?:~(?:[A-Za-z_][\w.-]{0,31})?|\/(?:home|Users|etc|var|usr|tmp|opt|root|mnt|srv|media|private|Volumes))\/[\p{L}\p{N}_.@+-]+(?:\/[\p{L}\p{N}_.@+-]+)*\/?/gu;
/**
 * A UNC path without a file extension ("\\\\fs01\\home\\hkarlsson", a Windows event's home directory):
 * a share and at least one folder, whose names are often an account's. Spaces end it.
 */
const UNC_PATH = /(?<![\p{L}\p{N}_\\])\\\\[\p{L}\p{N}_.$-]+(?:\\[\p{L}\p{N}_.$@-]+)+\\?/gu;
/**
 * A path into a Windows user profile whatever it ends in ("C:\Users\oarslan\AppData\Local\CrashDumps",
 * "...\LohnPro.exe.7412.dmp"): the folder after Users (Documents and Settings before Vista) is the
 * account's name. Read only where a file extension was known, it stayed in clear (eighth
 * exploratory test: a crash report's minidump path). A folder may hold spaces ("C:\Users\Maria
 * Rossi\Desktop") as in WINDOWS_TAIL; the last part, with no separator after it, may not. A JSON
 * string in a log doubles the backslashes ("C:\\Users\\oarslan").
 */
const PROFILE_PATH = new RegExp(
  String.raw`(?<![\p{L}\p{N}_])[A-Za-z]:SEP(?:Users|Documents and Settings)(?:SEP[^\s\\/:*?"<>|][^\\/:*?"<>|\r\n\t]{0,127}(?=SEP))*(?:SEP[\p{L}\p{N}_.$@~+-]+)?`
    .replaceAll("SEP", String.raw`(?:\\\\?|/)`),
  "giu",
);
const MAX_TOKEN = 512;

const FILE_WORDS = contextWords([
  "file", "files", "filename", "file name", "attachment", "attached", "attach", "document",
  "saved", "save", "open", "opened", "download", "downloaded", "upload", "uploaded", "path",
  "folder", "directory", "script", "log",
]);

const SCORE_PATH = 0.9;
const SCORE_NAME = 0.8;
const SCORE_ROOT_PATH = 0.85;
const SCORE_CONTEXT_BONUS = 0.05;

export const filenameDetector: Detector = {
  name: "filename",
  types: ["FILENAME"],
  detect(ctx: DetectContext): Candidate[] {
    const { text } = ctx;
    const out: Candidate[] = [];
    let floor = 0;
    EXTENSION.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = EXTENSION.exec(text)) !== null) {
      const dot = m.index;
      const end = dot + m[0].length;
      const ext = m[0].slice(1);
      const found = nameEndingAt(text, dot, end, ext, floor);
      if (!found) continue;
      const score = found.path ? SCORE_PATH : SCORE_NAME;
      out.push(make(found.start, end, score + (hasContext(ctx, found.start, end, FILE_WORDS) ? SCORE_CONTEXT_BONUS : 0)));
      floor = end;
    }
    // what the loops below take is checked against the spans before them, in text order: asking
    // every earlier candidate for every match was quadratic (review)
    const taken = new TakenSpans(out);
    if (text.includes("/")) {
      POSIX_ROOT_PATH.lastIndex = 0;
      while ((m = POSIX_ROOT_PATH.exec(text)) !== null) {
        let end = m.index + m[0].length;
        while (text[end - 1] === "." || text[end - 1] === "-") end--;
        const start = m.index;
        if (taken.overlaps(start, end)) continue;
        if (!text.slice(start, end).includes("/", 2)) continue;
        // after a field's colon only a home ("...:/home/lucia.garcia:"); a passwd line's shell
        // "/usr/sbin/nologin" names no one (review)
        if (text[start - 1] === ":" && !/^\/(?:home|Users)\//.test(text.slice(start, end))) continue;
        taken.add(out, make(start, end, SCORE_ROOT_PATH));
      }
    }
    if (text.includes("\\\\")) {
      UNC_PATH.lastIndex = 0;
      while ((m = UNC_PATH.exec(text)) !== null) {
        const start = m.index;
        let end = start + m[0].length;
        while (text[end - 1] === "." || text[end - 1] === "\\") end--;
        if (taken.overlaps(start, end)) continue;
        taken.add(out, make(start, end, SCORE_ROOT_PATH));
      }
    }
    if (text.includes(":\\") || text.includes(":/")) {
      for (const p of execAll(PROFILE_PATH, text)) {
        const start = p.index;
        let end = start + p[0].length;
        while (/[.\\/\s-]/.test(text[end - 1]!)) end--;
        // the account's folder at least ("C:\Users\" alone names nobody)
        if (!/(?:Users|Settings)(?:\\\\?|\/)[\p{L}\p{N}_$]/iu.test(text.slice(start, end))) continue;
        if (taken.overlaps(start, end)) continue;
        taken.add(out, make(start, end, SCORE_ROOT_PATH));
      }
    }
    return out.sort((a, b) => a.start - b.start);

    function make(start: number, end: number, score: number): Candidate {
      return { start, end, label: "FILENAME", score: Math.min(1, Math.round(score * 100) / 100), formatted: text.slice(start, end), source: "filename" };
    }
  },
};

/**
 * The candidates taken so far, as disjoint spans sorted by start, asked in the text order of each
 * loop's matches with a cursor; a loop's own matches are added as it goes (each loop starts its
 * cursor again). Linear per loop, where a check of every candidate per match was quadratic.
 */
class TakenSpans {
  private readonly spans: { start: number; end: number }[];
  private cursor = 0;
  private lastStart = -1;

  constructor(candidates: readonly { start: number; end: number }[]) {
    this.spans = candidates.map((c) => ({ start: c.start, end: c.end })).sort((a, b) => a.start - b.start);
  }

  overlaps(start: number, end: number): boolean {
    if (start < this.lastStart) this.cursor = 0;
    this.lastStart = start;
    while (this.cursor < this.spans.length && this.spans[this.cursor]!.end <= start) this.cursor++;
    for (let k = this.cursor; k < this.spans.length && this.spans[k]!.start < end; k++) if (this.spans[k]!.end > start) return true;
    return false;
  }

  add(out: Candidate[], candidate: Candidate): void {
    out.push(candidate);
    // insert in order (a loop's matches come in text order: usually at the end)
    let k = this.spans.length;
    while (k > 0 && this.spans[k - 1]!.start > candidate.start) k--;
    this.spans.splice(k, 0, { start: candidate.start, end: candidate.end });
    if (k < this.cursor) this.cursor = 0;
  }
}

function nameEndingAt(
  text: string,
  dot: number,
  end: number,
  ext: string,
  floor: number,
): { start: number; path: boolean } | null {
  // Windows paths first: they are the only ones whose directories may contain spaces.
  // Look back at most MAX_TOKEN units (searching the whole text for a newline would make long
  // single-line inputs quadratic), not past the previous match, not past a line break.
  const windowStart = Math.max(floor, dot - MAX_TOKEN);
  const window = text.slice(windowStart, dot);
  const lineStart = windowStart + window.lastIndexOf("\n") + 1;
  const head = text.slice(lineStart, dot);
  if (head.includes(":\\") || head.includes("\\\\")) {
    const w = WINDOWS_TAIL.exec(head);
    if (w && /[^\\]$/.test(w[0])) return { start: lineStart + w.index, path: true };
  }
  let start = dot;
  while (start > lineStart && TOKEN_CHAR.test(text[start - 1]!)) start--;
  // Punctuation that opens or decorates the token is not part of the name.
  while (start < dot && /[.:~!#=&%+-]/.test(text[start]!) && !/^(?:~\/|\.{1,2}\/)/.test(text.slice(start, dot))) start++;
  if (start >= dot) return null;
  // an e-mail address's local part ("maria.c@web.de", "j.h@example.com"): the address is the
  // e-mail detector's, and a file name over "EMAIL:maria.c" had merged with it and swallowed a
  // vCard's property name (eighth exploratory test); a path is never one ("//depot/jdoe/a.txt@123",
  // a Perforce revision: review)
  if (text[end] === "@" && !/[/\\]/.test(text.slice(start, dot))) return null;
  // a label before a bare name ("Anhang:bericht.pdf") is no part of it; a path keeps its colons
  if (!/[/\\]/.test(text.slice(start, dot))) {
    const colon = text.lastIndexOf(":", dot - 1);
    if (colon >= start) start = colon + 1;
    if (start >= dot) return null;
  }
  const token = text.slice(start, end);
  if (/:\/\/|^www\./i.test(token) || token.includes("@") && !token.includes("/")) return null;
  // Preceded by "@" or "/" after trimming means we are inside an email or URL we cut.
  if (/[@]/.test(text[start - 1] ?? "")) return null;
  const base = token.slice(Math.max(token.lastIndexOf("/"), token.lastIndexOf("\\")) + 1, dot - start);
  if (!/[\p{L}\p{N}_]/u.test(base)) return null;
  const path = /[/\\]/.test(token);
  // The first segment of a relative path being a domain ("example.org/a.pdf") makes it a URL.
  if (path) {
    const first = token.split(/[/\\]/)[0]!;
    if (first.includes(".") && parseDomain(first.toLowerCase()).isIcann && !FILE_EXTENSION_SET.has(first.split(".").pop()!.toLowerCase())) return null;
    if (first.endsWith(":") && first.length > 2) return null;
  }
  // One-letter extensions (c, h, r) only in lower case after a real name; "Node.js"-style
  // product names are not files.
  if (ext.length === 1 && (ext !== ext.toLowerCase() || base.length < 2)) return null;
  if (!path && ext.toLowerCase() === "js" && /^\p{Lu}/u.test(base)) return null;
  return { start, path };
}

const FILE_EXTENSION_SET = new Set(FILE_EXTENSIONS);
