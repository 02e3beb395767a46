/**
 * What detectors and the model read instead of the text when parts of it are encoded: a view with
 * the encoding undone, whose spans are mapped back to the text (an encoded sequence inside a span
 * is redacted with it). Texts with nothing encoded (nearly all) are not copied.
 *
 * HTML space entities between the parts of a value ("4111&nbsp;1111&nbsp;1111&nbsp;1111",
 * "Tel.&nbsp;0171&nbsp;2345678", "+49&#160;171&#160;2345678"): HTML e-mails and ticket exports
 * write them, and no detector's pattern takes "&nbsp;" as the space it stands for, so the card,
 * IBAN or phone stayed in clear (exploratory test, 2026-11-29): each such entity reads as one
 * space, and an at sign's entity as "@". Every other character reference that stands for a letter,
 * a digit or a character of an address ("Fran&ccedil;ois M&uuml;ller", "J&#252;rgen",
 * "m&#46;albrecht&#64;gmx&#46;net") reads as that character: HTML mails and pages write accented
 * names so, and the name stopped at the reference (tenth exploratory test). References to markup
 * characters (&lt; &gt; &amp; &quot;) stay as written, so escaped markup does not become markup.
 *
 * HTML line breaks ("<br>", "<br/>") and block ends ("</div>", "</p>") read as line feeds, block
 * starts as nothing: an HTML mail's address block or signature is then read as its plain-text form
 * is (tenth exploratory test).
 *
 * Quoted-printable mail bodies (a text that names "quoted-printable" as its transfer encoding):
 * a soft line break ("=" at a line's end) joins the line with the next, as a mail reader shows
 * it, and "=40", "=3D", "=20" read as "@", "=", " ". An address broken by the encoder
 * ("hans.meier.privat@exam=\nple.ch") had stayed in clear whole. A run of escaped bytes reads as
 * the UTF-8 text it encodes ("Am=C3=A9lie", "Lindenstra=C3=9Fe"), or as Latin-1 / Windows-1252
 * where the text names such a charset; a run that decodes to neither stays as written (tenth
 * exploratory test: accented names and streets stayed in clear, or were cut at the escape).
 *
 * Invisible and look-alike characters (a third exploratory test): no-break, narrow no-break,
 * figure and thin spaces read as " " (French typography and word processors put them between the
 * groups of a card, an IBAN, a NIR or a phone, which then stayed in clear); zero-width characters,
 * soft hyphens and direction marks read as nothing ("Ha\u00adrald Schnei\u00adder",
 * "anna.schmidt@exa\u00admple.de" were missed or half redacted); hyphen variants, a minus sign and
 * an en dash between digits read as "-" ("536\u201390\u20134417", an SSN as word processors
 * rewrite it); full-width forms read as their ASCII letters, digits and signs.
 *
 * vCard and iCalendar line folding (RFC 6350, 5545: a line break followed by a space or a tab
 * continues the line): exporters fold every line longer than 75 octets, so an address broken at
 * the fold ("reinhold.baumgartner@a" / " on.at") stayed in clear. In a text holding
 * BEGIN:VCARD or BEGIN:VCALENDAR a fold reads as nothing, and a value's escapes ("\,", "\;",
 * "\\", "\n") as what they stand for: "LOCATION:Praxis Dr. Edith Wallner\, Mariahilfer Straße"
 * had its backslash read into the name, and redacted with it.
 *
 * Percent-encoded query strings (access logs, callback URLs: "?phone=%2B34612384920",
 * "?name=M%C3%BCller", "?email=ana%40example.org"): in a text with a query parameter holding a
 * percent escape, each run of escapes reads as the UTF-8 text it encodes (a run that does not
 * decode stays as written). The phone and the name had stayed in clear. A "+" between two letters
 * of a query value is a form-encoded space ("q=Dr+Fatima+Al-Hassan"), and so is one between two
 * digits ("nhs=943+476+5919", an NHS number left in clear: fifth exploratory test); a "+" that
 * opens the value or follows a separator stays (a phone written raw in a URL, "phone=+4420...").
 * A W3C extended log (IIS) writes the query as its own field, cs-uri-query, with no "?": after the
 * method and the cs-uri-stem field ("GET /hr/search.aspx q=%C3%96zlem+Arslan&dept=..."), the
 * query opens as after a "?" (eighth exploratory test: the name in it stayed in clear).
 *
 * Unicode escapes written out ("J\u00fcrgen M\u00fcller"): Java .properties files (native2ascii),
 * JSON written by Python's json.dumps (ensure_ascii, its default) and then logged or stored as a
 * string, JSON inside a log line. Each "\uXXXX" (a surrogate pair as one) reads as the character it
 * stands for; every non-ASCII name in such files had stayed in clear (third exploratory test). A
 * lone surrogate's escape stays as written.
 *
 * MIME encoded words (RFC 2047) in mail headers: "=?UTF-8?B?UsO8Y2tydWYgRnJhdSBWb2dlbHNhbmc=?=",
 * "=?utf-8?Q?R=C3=BCckruf_Frau_Vogelsang?=". Mail clients write every subject and display name
 * with a non-ASCII letter this way, and the name inside stayed in clear (third exploratory test).
 * Each word reads as its text (UTF-8, Latin-1 and Windows-1252); a span inside it redacts the
 * whole encoded word, the only unit that can be replaced without breaking the header.
 *
 * Base64 mail bodies (a text that names "Content-Transfer-Encoding: base64"; Gmail and Outlook send
 * UTF-8 text that way): a block of base64 lines after a blank line reads as the text it encodes,
 * when that is UTF-8 text (an attachment's bytes are not, and stay as written). Each character maps
 * back to the base64 quads that hold its bytes, so a value is redacted where its quads stand and
 * the rest of the block is kept (third exploratory test: the body's name, phone and IBAN were in
 * clear).
 *
 * Base64 query values ("/reset-password?u=bHVjaWEuZ2FyY2lhLmxvcGV6QGdtYWlsLmNvbQ=="): reset,
 * unsubscribe and tracking links carry the user's address so (eighth exploratory test: in clear).
 * A whole query value of twelve base64 characters or more (standard or URL-safe alphabet) reads as
 * the text it encodes only when that is printable UTF-8 holding an e-mail address; a token's, a
 * hash's or a word's bytes are not, and such a value is read as before.
 */
import type { Candidate } from "../types.js";
import { decodeHTMLStrict } from "entities";
import { execAll } from "./exec-all.js";
import { decodeStrict, singleByteChars } from "./single-byte.js";
import { firstAtLeast } from "./sorted-spans.js";

/**
 * &nbsp; &#160; &#xA0; and the narrow and thin spaces' entities, read as " "; the at sign's
 * entities (&#64; &commat;, which hide an address from harvesters, "jane&#64;example.com"), read as "@".
 * Case-insensitive.
 */
const SPACE_ENTITY = /&(?:nbsp|#160|#x0*a0|ensp|emsp|thinsp|#8239|#x202f|#8201|#x2009|#64|#x0*40|commat);/gi;
/** Any character reference (named, decimal, hexadecimal); which ones are read is decided per reference. */
const CHARACTER_REFERENCE = /&(?:[A-Za-z][A-Za-z0-9]{1,31}|#\d{1,7}|#[xX][0-9A-Fa-f]{1,6});/g;
// the gate leaves out the markup characters' references, which are never read (a text with only those is not copied)
const HINT = /&(?!(?:amp|lt|gt|quot|apos);)(?:[A-Za-z][A-Za-z0-9]{1,31}|#\d{1,7}|#[xX][0-9A-Fa-f]{1,6});/;
/** What a character reference may be read as: a letter, a mark, a digit, or a character of an address or a name. */
const READ_REFERENCE = /^(?:[\p{L}\p{M}\p{N}]|[@.\-_+'\u2019])$/u;

export interface EncodedView {
  /** The text with its encoded sequences decoded. */
  readonly text: string;
  /** Start offset in the original text of each UTF-16 unit of `text`, and its length at the end. */
  readonly origin: Int32Array;
  /**
   * End offset in the original text of what each UTF-16 unit of `text` was decoded from: a span
   * ending inside a decoded sequence ends where the sequence ends.
   */
  readonly originEnd: Int32Array;
}

/** The invisible and look-alike characters read as others (see the module comment). */
const LOOK_ALIKE = String.raw`[\u00a0\u00ad\u2002\u2003\u2007\u2009\u200b-\u200f\u2010-\u2012\u202a-\u202f\u2060\u2066-\u2069\u2212\u3000\ufeff\uff01-\uff5e]|(?<=\d)\u2013(?=\d)`;
const LOOK_ALIKE_HINT = new RegExp(LOOK_ALIKE);

/** A folded line's break and its leading space or tab, in vCard and iCalendar text. */
const FOLD = String.raw`\r?\n[ \t]`;
/**
 * A vCard or iCalendar text: its BEGIN line, or, in an event pasted into a ticket or a mail without
 * it, a line opening with an attendee or organizer property (sixth exploratory test: "CN=Daniel K"
 * / " aufmann" left the rest of the surname in clear).
 */
const FOLD_HINT = /BEGIN:(?:VCARD|VCALENDAR|VEVENT)|^(?:ATTENDEE|ORGANIZER)[;:]/im;

/** An escape inside a vCard or iCalendar value (RFC 6350 3.4, RFC 5545 3.3.11). */
const VALUE_ESCAPE = String.raw`\\[,;\\nN]`;

/** A run of percent escapes, in a text with a query parameter that holds one. */
const PERCENT_RUN = String.raw`(?:%[0-9A-Fa-f]{2})+`;
/** Where a query string opens: "?", "&", or a W3C log's cs-uri-query field after the method and the stem. */
const QUERY_OPEN = String.raw`(?:[?&]|\b(?:GET|POST|HEAD|PUT|DELETE|PATCH|OPTIONS)[ \t]\/[^\s?]{0,512}[ \t])`;
const PERCENT_HINT = new RegExp(String.raw`${QUERY_OPEN}[\w.\-[\]]+=[^\s&#]*%[0-9A-Fa-f]{2}`);
/**
 * A whole value that is percent-encoded, outside any URL: a JSON field or a Postman query value
 * written encoded ("%2B393497712084", "Luca%20Bianco"; ninth exploratory test: the phone and the
 * surname stayed in clear). One token of URL characters with an escape in it, of bounded length;
 * its runs are decoded as a query value's are.
 */
const WHOLE_PERCENT = /^[\w.~!*'()+@,;:/=-]*%[0-9A-Fa-f]{2}[\w.~!*'()+@,;:/=%-]*$/;
const MAX_WHOLE_PERCENT = 2048;
// the key and the value before a "+" are bounded: unbounded, the lookbehind scanned back to the "="
// from every "+" of a long value (review: 1.5 s at 80,000 characters); a space further than 256
// characters into a value is read as written
const FORM_SPACE = String.raw`(?:(?<=${QUERY_OPEN}[\w.\-[\]]{1,64}=[^\s&#=]{0,256}\p{L})\+(?=\p{L})|(?<=${QUERY_OPEN}[\w.\-[\]]{1,64}=[^\s&#=]{0,256}\d)\+(?=\d))`;
const FORM_SPACE_HINT = new RegExp(FORM_SPACE, "u");

/** A "\uXXXX" escape, or two that write a surrogate pair. */
const UNICODE_ESCAPE = String.raw`\\u[dD][89abAB][0-9a-fA-F]{2}\\u[dD][c-fC-F][0-9a-fA-F]{2}|\\u[0-9a-fA-F]{4}`;
const UNICODE_ESCAPE_HINT = /\\u[0-9a-fA-F]{4}/;

/** An RFC 2047 encoded word: charset, B (base64) or Q (quoted-printable-like), the encoded text. */
const ENCODED_WORD = String.raw`=\?[A-Za-z0-9_-]{1,40}(?:\*[A-Za-z-]{1,20})?\?[BbQq]\?[^?\s]{1,2000}\?=`;
const ENCODED_WORD_HINT = /=\?[A-Za-z0-9_-]{1,40}\?[BbQq]\?/;
const ENCODED_WORD_PARTS = /^=\?([A-Za-z0-9_-]+)(?:\*[A-Za-z-]+)?\?([BbQq])\?([^?\s]*)\?=$/;

/**
 * A base64 body: after a blank line, lines of 16 or more base64 characters, the last one
 * possibly shorter and padded, up to the end of a line.
 */
const BASE64_BODY = String.raw`(?<=\n[ \t]*\r?\n)(?:[A-Za-z0-9+/]{16,}[ \t]*\r?\n)*[A-Za-z0-9+/]{2,}={0,2}(?=[ \t]*(?:\r?\n|$))`;
const BASE64_HINT = /content-transfer-encoding:[ \t]*base64/i;

/**
 * A whole query value in base64, standard or URL-safe, of 12 to 1024 characters (an address, or a
 * small JSON object holding one): the only ones tried (see base64QueryValues).
 */
const BASE64_QUERY = new RegExp(String.raw`(?<=${QUERY_OPEN}[\w.\-[\]]+=)[A-Za-z0-9+/_-]{12,1024}(?:={0,2}|(?:%3[Dd]){1,2})(?=[&#\s"'<>]|$)`, "g");
/** An e-mail address in a decoded value (tried from the start of each run of its characters only: linear). */
const DECODED_ADDRESS = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;

/**
 * RTF's escapes of characters outside ASCII: "\'ed" (a byte of the document's code page, Windows-1252
 * by default) and "\u237?" (a UTF-16 unit, then its one-character fallback). Read as written they
 * split words: "Dom\'ednguez", "Bel\'e9n Ortega" left the surnames in clear (ninth exploratory test,
 * F12). Only in an RTF text ("{\rtf").
 */
const RTF_ESCAPE = String.raw`\\'[0-9a-fA-F]{2}|\\u-?\d{1,5} ?\??`;
const RTF_HINT = /\{\\rtf/;
/**
 * The markup between two text runs of one paragraph of WordprocessingML (Word's document.xml):
 * "</w:t></w:r><w:r><w:rPr>...</w:rPr><w:t>". Word cuts a paragraph's text into runs wherever
 * formatting, spelling marks or revisions change, and each piece read alone hid what it holds: a
 * Steuer-ID split into "4730185" + "2642" stayed in clear, and of "Kath" + "arina Hof" + "mann" only
 * the middle was found (ninth exploratory test, F2). Read as nothing, the paragraph's text is read
 * whole; an entity found across it is redacted piece by piece outside the markup (analyze.ts). Not
 * across a paragraph's end, a tab or a break, which part words.
 */
const WORD_RUN_GAP = String.raw`</w:t>(?:(?!</w:p>|<w:(?:tab|br|cr)\b|<w:t[\s>])[^]){0,600}?<w:t(?:\s[^>]{0,100})?>`;
const WORD_HINT = /<w:t[\s>]/;
/**
 * HTML's line breaks: "<br>", "<br/>", "<br />", and the end of a block ("</p>", "</div>", "</li>",
 * "</tr>", "</h2>", "</address>"), each read as a line feed, a block's start without attributes
 * ("<div>", "<p>") as nothing (one with attributes stays as written: its title, alt or data
 * values are read as they were). In an HTML mail or page they are the line breaks a reader sees, and
 * address blocks and signatures are written with them ("Flat 2, 41 Albert Road<br>London NW1 4DG",
 * Outlook's "<div>...</div><div>...</div>": the street was not read before the tag, and the model
 * took "Albert Road" for a name; tenth exploratory test). So read, such a block is read as its
 * plain-text form is.
 */
const HTML_BREAK = String.raw`<br[ \t]*\/?>|<\/(?:p|div|li|tr|h[1-6]|address|blockquote)[ \t]*>|<(?:p|div|li|tr|h[1-6]|address|blockquote)[ \t]*>`;
const HTML_BREAK_HINT = /<br[ \t]*\/?>|<\/(?:p|div|li|tr|h[1-6]|address|blockquote)[ \t]*>/i;

/** A soft line break, or a run of escaped bytes. */
const QP_SEQUENCE = /=\r?\n|(?:=[0-9A-Fa-f]{2})+/g;
const QP_HINT = /quoted-printable/i;
/** A single-byte charset a mail part names ("charset=iso-8859-1", "charset=\"windows-1252\""). */
const QP_SINGLE_BYTE_CHARSET = /charset=["']?(?:iso-8859-(?:1|15)|latin-?1|windows-1252|cp1252|us-ascii)\b/i;

/** The charset a quoted-printable text's escaped bytes are read in: a single-byte one where the text names one. */
function qpByteCharset(text: string): string {
  return QP_SINGLE_BYTE_CHARSET.test(text) && !/charset=["']?utf-?8/i.test(text) ? "windows-1252" : "utf-8";
}

/** A run of quoted-printable escapes as the text its bytes encode, or as written when they do not decode. */
function qpBytes(run: string, charset: string): string {
  const bytes = Uint8Array.from(run.slice(1).split("="), (h) => parseInt(h, 16));
  try {
    // Windows-1252 by its own table: Node's TextDecoder drops its bytes 0x80-0x9F ("=80" is "€"; single-byte.ts)
    const decoded = decodeStrict(bytes, charset);
    // a control character is no text: "=00" in an unquoted MIME boundary ("boundary=00a1...") is not an escape
    return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/.test(decoded) ? run : decoded;
  } catch {
    return run;
  }
}

/** A character reference as its character, where that is one READ_REFERENCE allows; as written otherwise. */
function referenceText(reference: string): string {
  if (SPACE_REFERENCE.test(reference)) return /^&(?:#64|#x0*40|commat);$/i.test(reference) ? "@" : " ";
  const decoded = decodeHTMLStrict(reference);
  return decoded !== reference && READ_REFERENCE.test(decoded) ? decoded : reference;
}
const SPACE_REFERENCE = new RegExp(`^(?:${SPACE_ENTITY.source})$`, "i");

/** The view, or undefined when nothing in the text is encoded. */
export function encodedView(text: string): EncodedView | undefined {
  const entities = text.includes("&") && HINT.test(text);
  const qp = QP_HINT.test(text) && /=\r?\n|=[0-9A-Fa-f]{2}/.test(text);
  const qpCharset = qp ? qpByteCharset(text) : "utf-8";
  const lookAlike = LOOK_ALIKE_HINT.test(text);
  const calendar = FOLD_HINT.test(text);
  const folded = calendar && /\n[ \t]/.test(text);
  const valueEscapes = calendar && /\\[,;\\nN]/.test(text);
  const percent = PERCENT_HINT.test(text) || (text.length <= MAX_WHOLE_PERCENT && text.includes("%") && WHOLE_PERCENT.test(text.trim()));
  const formSpaces = text.includes("+") && FORM_SPACE_HINT.test(text);
  const escapes = text.includes("\\u") && UNICODE_ESCAPE_HINT.test(text);
  const encodedWords = text.includes("=?") && ENCODED_WORD_HINT.test(text);
  const base64 = (text.includes("ase64") || text.includes("ASE64")) && BASE64_HINT.test(text);
  const queryValues = text.includes("=") ? base64QueryValues(text) : [];
  const rtf = text.includes("{\\rtf") && RTF_HINT.test(text);
  const word = text.includes("</w:t>") && WORD_HINT.test(text);
  const htmlBreaks = text.includes("<") && HTML_BREAK_HINT.test(text);
  if (!entities && !qp && !lookAlike && !folded && !percent && !formSpaces && !escapes && !encodedWords && !base64 && !valueEscapes && queryValues.length === 0 && !rtf && !word && !htmlBreaks) {
    return undefined;
  }
  const sources = [
    base64 ? BASE64_BODY : "",
    entities ? CHARACTER_REFERENCE.source : "",
    qp ? QP_SEQUENCE.source : "",
    lookAlike ? LOOK_ALIKE : "",
    folded ? FOLD : "",
    valueEscapes ? VALUE_ESCAPE : "",
    percent ? PERCENT_RUN : "",
    formSpaces ? FORM_SPACE : "",
    // RTF's "\\u237?" before the JSON-style "\\u00ed" reading: an RTF text's are decimal
    rtf ? RTF_ESCAPE : "",
    word ? WORD_RUN_GAP : "",
    htmlBreaks ? HTML_BREAK : "",
    escapes ? UNICODE_ESCAPE : "",
    // matched whole from its "=?": the "=C3" escapes inside a Q word are its own
    encodedWords ? ENCODED_WORD : "",
  ].filter(Boolean);
  // "u" only where a form-space lookbehind needs \p{L}: the other sources are the same either way
  const pattern = new RegExp(sources.length > 0 ? sources.join("|") : "(?!)", formSpaces ? "giu" : "gi");
  let out = "";
  const origin: number[] = [];
  const originEnd: number[] = [];
  let at = 0;
  for (const m of withQueryValues(execAll(pattern, text), queryValues)) {
    for (let i = at; i < m.index; i++) {
      origin.push(i);
      originEnd.push(i + 1);
    }
    out += text.slice(at, m.index);
    const body = m.body ?? (base64 && m[0].length >= 16 && /^[A-Za-z0-9+/]/.test(m[0]) ? base64Body(m[0], m.index) : undefined);
    if (body) {
      out += body.text;
      // a loop, not push(...): a large body's arrays would overflow the call's argument stack
      for (let k = 0; k < body.origin.length; k++) {
        origin.push(body.origin[k]!);
        originEnd.push(body.originEnd[k]!);
      }
    } else {
      const replacement = base64 && /^[A-Za-z0-9+/]{2}/.test(m[0]) ? m[0] : replacementOf(m[0], qpCharset);
      out += replacement;
      if (replacement === m[0]) {
        for (let k = 0; k < replacement.length; k++) {
          origin.push(m.index + k);
          originEnd.push(m.index + k + 1);
        }
      } else {
        for (let k = 0; k < replacement.length; k++) {
          origin.push(m.index);
          originEnd.push(m.index + m[0].length);
        }
      }
    }
    at = m.index + m[0].length;
  }
  for (let i = at; i < text.length; i++) {
    origin.push(i);
    originEnd.push(i + 1);
  }
  out += text.slice(at);
  origin.push(text.length);
  return { text: out, origin: Int32Array.from(origin), originEnd: Int32Array.from(originEnd) };
}

type Decoded = { text: string; origin: number[]; originEnd: number[] };

/** The base64 query values of the text that decode to printable text holding an e-mail address, with their decoding. */
function base64QueryValues(text: string): { index: number; 0: string; body: Decoded }[] {
  const out: { index: number; 0: string; body: Decoded }[] = [];
  for (const m of execAll(BASE64_QUERY, text)) {
    // the URL-safe alphabet's "-" and "_" as "+" and "/": the same length, so the same places
    // a percent-encoded padding ("%3D%3D", review) as "=": at the end, so no base64 character moves
    const body = base64Body(m[0].replace(/-/g, "+").replace(/_/g, "/").replace(/%3[Dd]/g, "="), m.index);
    if (body && body.text.includes("@") && DECODED_ADDRESS.test(body.text)) out.push({ index: m.index, 0: m[0], body });
  }
  return out;
}

/**
 * The pattern's matches and the decoded query values, in text order; a match that overlaps a
 * value (a form-encoded space inside it, "+" being a base64 character) is the value's.
 */
function* withQueryValues(
  matches: Iterable<RegExpExecArray>,
  values: readonly { index: number; 0: string; body: Decoded }[],
): Generator<{ index: number; 0: string; body?: Decoded }> {
  let v = 0;
  for (const m of matches) {
    while (v < values.length && values[v]!.index <= m.index) yield values[v++]!;
    const last = values[v - 1];
    const next = values[v];
    if (last && m.index < last.index + last[0].length) continue;
    if (next && next.index < m.index + m[0].length) continue;
    yield m;
  }
  while (v < values.length) yield values[v++]!;
}

/** A view that is another text of the same length, read character for character (ocr-confusions.ts). */
export function sameLengthView(text: string): EncodedView {
  const origin = new Int32Array(text.length + 1);
  const originEnd = new Int32Array(text.length);
  for (let i = 0; i < text.length; i++) {
    origin[i] = i;
    originEnd[i] = i + 1;
  }
  origin[text.length] = text.length;
  return { text, origin, originEnd };
}

function replacementOf(sequence: string, qpCharset: string): string {
  if (sequence === "+") return " "; // a form-encoded space in a query value
  if (sequence.length === 1) return lookAlikeOf(sequence.charCodeAt(0));
  if (/^\r?\n[ \t]$/.test(sequence)) return ""; // a vCard or iCalendar fold
  if (/^\\[,;\\nN]$/.test(sequence)) return /[nN]/.test(sequence[1]!) ? "\n" : sequence[1]!; // a vCard or iCalendar value's escape
  if (sequence.startsWith("</w:t>")) return ""; // the markup between two runs of a Word paragraph
  if (/^<(?:br|\/)/i.test(sequence)) return "\n"; // an HTML line break or a block's end
  if (/^<[a-z]/i.test(sequence)) return ""; // a block's start
  if (sequence.startsWith("\\'")) return cp1252(parseInt(sequence.slice(2), 16)); // RTF's byte escape
  if (/^\\u-?\d{1,5} ?\??$/.test(sequence)) return rtfUnit(sequence); // RTF's UTF-16 escape (decimal)
  if (sequence.startsWith("\\u")) return unescaped(sequence);
  if (sequence.startsWith("=?")) return encodedWordText(sequence);
  if (/^(?:%[0-9A-Fa-f]{2})+$/.test(sequence)) return percentDecoded(sequence);
  if (sequence.startsWith("&")) return referenceText(sequence);
  if (/^=[0-9A-Fa-f]{2}/.test(sequence)) return qpBytes(sequence, qpCharset);
  return ""; // a soft line break reads as nothing
}

/** A Windows-1252 byte as its character. */
function cp1252(byte: number): string {
  return singleByteChars("windows-1252")![byte]!;
}

/** RTF's "\\uN" (a signed decimal UTF-16 unit; its fallback character and a blank after N read as nothing). */
function rtfUnit(sequence: string): string {
  const n = Number(/-?\d+/.exec(sequence)![0]);
  return String.fromCharCode(n < 0 ? n + 65536 : n);
}

/** A run of percent escapes as the text it encodes, or as written when it is not UTF-8. */
function percentDecoded(run: string): string {
  try {
    return decodeURIComponent(run);
  } catch {
    return run;
  }
}

/** A base64 mail body of a text: where it stands, and its decoding as the view reads it. */
export interface Base64Body {
  /** UTF-16 offsets of the block in the text (its base64 lines, from the first character to the last). */
  readonly start: number;
  readonly end: number;
  /** The UTF-8 text the block encodes. */
  readonly text: string;
  /** Text offset of the quad that holds each UTF-16 unit's first byte, and the end of the quad of its last. */
  readonly origin: readonly number[];
  readonly originEnd: readonly number[];
}

/**
 * The base64 mail bodies of a text that the view reads as text (see the module comment): the
 * redacting writer re-encodes them, so that a placeholder stands in the decoded body and not
 * among the quads (cli/base64-safe.ts).
 */
export function base64Bodies(text: string): Base64Body[] {
  if (!(text.includes("ase64") || text.includes("ASE64")) || !BASE64_HINT.test(text)) return [];
  const out: Base64Body[] = [];
  for (const m of execAll(new RegExp(BASE64_BODY, "g"), text)) {
    if (m[0].length < 16 || !/^[A-Za-z0-9+/]/.test(m[0])) continue;
    const body = base64Body(m[0], m.index);
    if (body) out.push({ start: m.index, end: m.index + m[0].length, ...body });
  }
  return out;
}

/**
 * A base64 block decoded, with the origin of each UTF-16 unit: the start of the quad holding its
 * first byte and the end of the quad holding its last. Undefined when the bytes are not UTF-8 text.
 */
function base64Body(block: string, at: number): Decoded | undefined {
  // where each base64 character stands in the text
  const places: number[] = [];
  let chars = "";
  for (let i = 0; i < block.length; i++) {
    const c = block[i]!;
    if (/[A-Za-z0-9+/=]/.test(c)) {
      chars += c;
      places.push(at + i);
    }
  }
  if (chars.replace(/=+$/, "").length % 4 === 1) return undefined;
  const bytes = Buffer.from(chars, "base64");
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  // text only: a binary part may decode as UTF-8 by chance, but not without control characters
  if (/[\u0000-\u0008\u000e-\u001f\u007f]/.test(text)) return undefined;
  const quadStart = (byte: number) => places[Math.min(places.length - 1, Math.floor(byte / 3) * 4)]!;
  const quadEnd = (byte: number) => places[Math.min(places.length - 1, Math.floor(byte / 3) * 4 + 3)]! + 1;
  const origin: number[] = [];
  const originEnd: number[] = [];
  let byte = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    for (let u = 0; u < ch.length; u++) {
      origin.push(quadStart(byte));
      originEnd.push(quadEnd(byte + size - 1));
    }
    byte += size;
  }
  return { text, origin, originEnd };
}

/** An RFC 2047 encoded word's text, or the word as written when it does not decode. */
function encodedWordText(word: string): string {
  const parts = ENCODED_WORD_PARTS.exec(word);
  if (!parts) return word;
  const [, charset, encoding, data] = parts as unknown as [string, string, string, string];
  let bytes: Buffer;
  if (encoding.toUpperCase() === "B") {
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data)) return word;
    bytes = Buffer.from(data, "base64");
  } else {
    bytes = Buffer.from(data.replace(/_/g, " ").replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1");
  }
  try {
    // Windows-1252 (and Latin-1, which names it) by its own table (single-byte.ts)
    return decodeStrict(bytes, charset.toLowerCase());
  } catch {
    return word; // an unknown charset or bytes it does not hold
  }
}

/** "\uXXXX" (or a surrogate pair's two) as its character; a lone surrogate as written. */
function unescaped(sequence: string): string {
  const units = sequence.split("\\u").slice(1).map((hex) => parseInt(hex, 16));
  if (units.length === 1 && units[0]! >= 0xd800 && units[0]! <= 0xdfff) return sequence;
  return String.fromCharCode(...units);
}

/** What one invisible or look-alike character reads as. */
function lookAlikeOf(code: number): string {
  if (code >= 0xff01 && code <= 0xff5e) return String.fromCharCode(code - 0xfee0); // full-width ASCII
  if (code === 0x00a0 || code === 0x2002 || code === 0x2003 || code === 0x2007 || code === 0x2009 || code === 0x202f || code === 0x3000) return " ";
  if ((code >= 0x2010 && code <= 0x2013) || code === 0x2212) return "-";
  return ""; // zero-width, soft hyphen, direction marks and embeddings, BOM
}

/** The view offset of a text offset: the first unit decoded from there or later (origin is non-decreasing). */
export function toEncodedView(view: EncodedView, offset: number): number {
  // origin ends with the text's length, so an offset past every unit gives that last entry
  return Math.min(firstAtLeast(view.origin, offset), view.origin.length - 1);
}

/** A candidate found in the view, with its offsets (and its subtypes') in the original text. */
export function fromEncodedView(view: EncodedView, c: Candidate): Candidate {
  const map = (i: number) => view.origin[Math.min(i, view.origin.length - 1)]!;
  // the end of what the span's last unit was decoded from (a span ending inside an encoded word
  // ends with the word), but never before the next unit's start (removed characters after the
  // span, such as a soft hyphen, stay with it as before)
  const mapEnd = (start: number, end: number) => (end > start ? Math.max(view.originEnd[end - 1]!, map(end)) : map(end));
  const out: Candidate = { ...c, start: map(c.start), end: mapEnd(c.start, c.end) };
  if (c.subtypes) out.subtypes = c.subtypes.map((s) => ({ ...s, start: map(s.start), end: mapEnd(s.start, s.end) }));
  return out;
}

/**
 * Whether a piece of text holds an encoding of the kinds this view reads: an RFC 2047 encoded word,
 * a character reference, a quoted-printable escape. Such a piece has no words of its own as written
 * (a mention's text taken from the text, not the view: coref/propagate.ts).
 */
export function writtenEncoded(text: string): boolean {
  return WRITTEN_ENCODING.test(text);
}
const WRITTEN_ENCODING = /=\?[^?\s]{1,40}\?[BbQq]\?|&(?:#\d{1,7}|#[xX][0-9A-Fa-f]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});|=[0-9A-F]{2}/;

/**
 * A text with its HTML space and at-sign entities decoded (a span's text: the value an ALLOW filter
 * is matched against and a SYNTHETIC fake is made from, "4111&nbsp;1111" -> "4111 1111").
 */
export function decodedText(text: string): string {
  return encodedView(text)?.text ?? text;
}
