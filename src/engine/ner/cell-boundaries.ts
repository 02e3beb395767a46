/**
 * No model span runs across a tab, across a cell of a delimited table, or from one line into a
 * field label, a heading, a list item, a dated log line or (in a GEDCOM file) a level and tag that
 * opens the next line; and no entity sits on a numbered field label, a known form label, a
 * configuration key or a program's identifier that opens a line ("Field 1: ", "1. Surname: ",
 * "DB_PASSWORD=", "nhsNumber:"), on a vCard/iCalendar component line ("BEGIN:VCARD"), on a
 * heading's or list item's marker, on GEDCOM's levels, pointers and tags, on HL7's separators and
 * segment ids, on LDIF's attribute names and DN types, on a syslog line's header, on a boarding
 * pass's bar code, on a DICOM dump's syntax, on markup tags, or on an opaque machine value (a long
 * base64 run, a UUID, a random id of letters and digits, a tracker's issue key, a version number):
 * see
 * cellStartTokens and fieldLabelTokens for each rule and the finding behind it.
 *
 * - A tab: in tab-separated text it is a cell boundary, and no entity spans two cells. The
 *   tokenizer drops white space, so the model never sees the tab and read a row such as
 *   "10021<TAB>Roberto Galli<TAB>magazziniere" as one address.
 * - A cell of a delimited table (a header of three or more column names, then rows with as many
 *   cells under the same ",", ";", "|" or tab; table-cues.ts): the model read "col2,col3,status
 *   / 45" (a CSV header and the next row's first cell) as one street.
 * - A line that opens with a field label (1-5 words and a colon: "Versicherungsschein-Nr.: ",
 *   "Cognome: ", "ROUTING: "): a form's next field starts there, and no value runs into its label.
 *   The model, blind to the line break, read "Thomas Krüger / Versicherungsschein-Nr" as one name
 *   and "140B RUE DE LA PAIX, 51578 MONTREUIL / ROUTING" as one address.
 *
 * Applied as a constraint on the decoder, not a cut of its output: at the first token after such
 * a gap every I- tag gets an emission of -1e4, so Viterbi chooses the best path that starts a new
 * span there (or none), and the confidences come from the same constrained scores.
 *
 * Measured (each against the code before it):
 * - tabs: no corpus here has them, so no dev-set figure moves; coreference dev set (engine,
 *   combined) relations 0.709 -> 0.715.
 * - field labels: the 15 NER dev sets within 0.001 F1 (conll2003_en 0.833 -> 0.834, europeana_de
 *   0.696 -> 0.695; unredacted conll2003_en 4.6 % -> 4.7 %); meddocan dev, untuned, unredacted
 *   3.62 % -> 3.60 % (micro F1 0.954 both); structured suite precision 0.982 -> 0.985
 *   (LOCATION_ADDRESS 0.841 -> 0.884, recall 0.964 -> 0.961, one address more partly in clear);
 *   eval:clean 26.0 % -> 26.2 % (one text: the model now calls "Changelog" a name); coreference
 *   dev set person F1 0.872 -> 0.877, relations 0.712 -> 0.722.
 *
 * - table cells: structured suite LOCATION_ADDRESS precision 0.939 -> 0.956 (all types 0.991 ->
 *   0.992); coreference dev set relations 0.728 -> 0.729; the 15 NER dev sets, meddocan dev,
 *   eval:clean and eval:chat unchanged. Tables of two columns were barred too at first: prose
 *   lines with one comma each passed for them and europeana_de F1 fell 0.001, meddocan's
 *   unredacted share rose 2.05 % -> 2.08 %.
 *
 * - version numbers and (spans.ts) streets without a letter, 2026-11-29: structured suite
 *   LOCATION_ADDRESS precision 0.976 -> 0.981 (one false street each; exact 90.8 % -> 92.2 %);
 *   the 15 NER dev sets, meddocan dev, eval:realistic and eval:clean unchanged (no such spans in
 *   them): a constraint of what a name, place or street can be, kept for that reason and not
 *   for a gain measured on untuned corpora.
 *
 * - numbered field labels (their tokens get -1e4 on every B- and I- tag, so they decode as O):
 *   structured suite LOCATION_ADDRESS precision 0.956 -> 0.970 (all types 0.992 -> 0.993);
 *   wnut17 F1 0.645 -> 0.646; the other 14 dev sets, meddocan dev, eval:clean, eval:chat and the
 *   coreference dev set unchanged.
 *
 * Line breaks in general were tried the same way and are not barred. In the multi-line corpora
 * here (physionet_deid, meddocan, gum, echr_fr_es_manual, presidio_synth; 66,899 train and dev
 * spans) the only gold spans that contain one are 118 presidio_synth street addresses. Barring
 * them for every type but locations fixed names run into the next line on the coreference dev set
 * (coreference F1 0.828 -> 0.833, relations 0.709 -> 0.723), but it did not carry to the NER dev
 * sets, whose documents are sentences joined by line breaks: F1 better on 3 and worse on 5 of 15
 * (conll2002_nl 0.654 -> 0.650, europeana_nl 0.695 -> 0.689), and barring every type left more of
 * presidio_synth's multi-line addresses in clear (2.6 % -> 6.8 %).
 */
import type { TagSet } from "./labels.js";
import { tableCellStarts } from "../detectors/table-cues.js";
import { execAll } from "../text/exec-all.js";
import { MARKUP_TAG } from "../text/markup-syntax.js";
import { isGedcomFile } from "../detectors/gedcom.js";
import { hl7SegmentIds, isHl7Text } from "../detectors/hl7.js";
import { isLdifText, ldifSyntax } from "../detectors/ldif.js";
import { isKnownFieldLabel } from "../detectors/column-entity.js";
import { boardingPasses } from "../detectors/boarding-pass.js";
import { foldHeader } from "../detectors/table-cues.js";
import { dicomSyntax } from "../detectors/dicom.js";

const BARRED = -1e4;

interface Offsets {
  readonly start: number;
  readonly end: number;
}

const continuationsOf = new WeakMap<TagSet, number[]>();

function continuations(tags: TagSet): number[] {
  let list = continuationsOf.get(tags);
  if (!list) {
    list = [];
    for (let j = 0; j < tags.prefix.length; j++) if (tags.prefix[j] === "I") list.push(j);
    continuationsOf.set(tags, list);
  }
  return list;
}

/**
 * Indices of the tokens that start a cell (after a tab, or of a delimited table) or a line opening
 * with a field label, a heading, a list item, a dated log line, or a GEDCOM line in a GEDCOM file.
 */
export function cellStartTokens(tokens: readonly Offsets[], text: string): number[] {
  const tabs = text.includes("\t");
  const lines = text.includes("\n");
  // a GEDCOM file's lines each open a unit; "12 RUE DE LA PAIX" in an address block does not (review)
  const gedcom = lines && isGedcomFile(text);
  const fields = lines && text.includes(":");
  const cells = tableCellStarts(text);
  if (!tabs && !lines && cells.length === 0) return [];
  const starts: number[] = [];
  let cell = 0;
  for (let t = 1; t < tokens.length; t++) {
    // the white space between two tokens, read in place (no string per token: this runs on every text)
    let tab = false;
    let newline = false;
    for (let i = tokens[t - 1]!.end; i < tokens[t]!.start; i++) {
      const c = text.charCodeAt(i);
      if (c === 9) tab = true;
      else if (c === 10) newline = true;
    }
    // the first token at or after a table cell's start, where the previous token ends before it
    while (cell < cells.length && cells[cell]! < tokens[t - 1]!.end) cell++;
    const cellStart = cell < cells.length && cells[cell]! <= tokens[t]!.start;
    if (tabs && tab) starts.push(t);
    else if (cellStart) starts.push(t);
    else if (fields && newline && FIELD_LABEL.test(text.slice(tokens[t]!.start, tokens[t]!.start + 48))) starts.push(t);
    else if (newline && STRUCTURAL_LINE.test(text.slice(tokens[t]!.start, tokens[t]!.start + 24))) starts.push(t);
    else if (newline && gedcom && GEDCOM_LINE.test(text.slice(tokens[t]!.start, tokens[t]!.start + 48))) starts.push(t);
  }
  return starts;
}

/**
 * A line that opens with a field label: 1-5 words and a colon before a space ("Versicherungsschein-Nr.: ",
 * "Cognome: "), or an upper-case property name glued to its value, with parameters or without, as
 * vCard and iCalendar lines are written ("FN:Giulia Bianchi", "TEL;TYPE=CELL:+39 ...").
 */
const FIELD_LABEL = /^(?:\p{L}[\p{L}\p{M}\p{N}.'’\/-]*(?: [\p{L}\p{M}\p{N}.'’\/-]+){0,4}[ \t]*:(?:[ \t]|$)|[A-Z][A-Z0-9-]*(?:;[^:\n]{1,80})?:(?=\S))/u;

/**
 * A line that opens a unit of its own: a Markdown heading, a list item, a numbered item, a log
 * line's date and time (logcat's "04-22 14:03:13", ISO), and in a GEDCOM file a level and tag
 * ("2 SURN", GEDCOM_LINE). A span never continues into one: the model ran "# Security\n- Bumped lodash" into one
 * organisation and a log span over the next line's date, and the redaction took the next line's
 * structure with it (seventh exploratory test: a changelog, a logcat dump, a family tree).
 */
const STRUCTURAL_LINE = /^(?:#{1,6}[ \t]|[-*+\u2022][ \t]|\d{1,3}[.)][ \t]|\d{2}-\d{2}[ T]\d{2}:\d{2}|\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2})/;
/** The marker that opens such a line (a heading's "#"s, a bullet): syntax, never part of an entity. */
const LINE_MARKER = /^(?:#{1,6}|[-*+\u2022])(?=[ \t])/;

/**
 * A numbered field label opening a line: a word, a number of one or two digits and a colon ("Field
 * 1: ", "Campo 2: ", "Veld 1: ", "Line 3: "). It names a form's field, never a person or a place,
 * but a word and a number is the shape of a street to the model, which read "Field 1" and "Campo
 * 2" as addresses.
 */
const NUMBERED_LABEL = /^\p{L}+[ \t]\d{1,2}[ \t]*:(?:[ \t]|$)/u;
/**
 * The line that opens or closes a vCard or iCalendar component ("BEGIN:VCARD", "END:VEVENT"): the
 * whole line is syntax. The model read "VCARD" as an organisation and "VEVENT" as a city, which
 * broke the file's structure in the redacted output.
 */
const COMPONENT_LINE = /^(?:BEGIN|END):V[A-Z]+[ \t]*(?:\r?\n|$)/;
/**
 * A vCard or iCalendar property name opening a line, before its parameters or value
 * ("ORGANIZER;CN=...:mailto:...", "SUMMARY:..."): syntax, never a name, though the model read
 * "ORGANIZER" after a surname on the line before as the next surname. Only the names these
 * formats define (RFC 6350, RFC 5545) and extensions ("X-..."): a chat line "JOHN:hey" keeps its name.
 */
const PROPERTY_NAME =
  /^(?:VERSION|N|FN|ORG|TITLE|ROLE|TEL|EMAIL|ADR|LABEL|BDAY|ANNIVERSARY|NOTE|URL|UID|REV|PRODID|PHOTO|GENDER|NICKNAME|CATEGORIES|IMPP|LANG|TZ|GEO|KIND|MEMBER|RELATED|DTSTART|DTEND|DTSTAMP|DUE|SUMMARY|DESCRIPTION|LOCATION|ORGANIZER|ATTENDEE|STATUS|SEQUENCE|RRULE|EXDATE|TZID|CLASS|TRANSP|CREATED|LAST-MODIFIED|PRIORITY|CONTACT|COMMENT|METHOD|CALSCALE|ACTION|TRIGGER|X-[A-Z0-9-]+)(?=[;:])/;

/**
 * A configuration key opening a line: an upper-case identifier with an underscore before ":" or
 * "=" ("POSTGRES_USER: erik" in a docker-compose file, "DB_PASSWORD=..." in a .env file), or one
 * without an underscore right before "=" ("TZ=Europe/Berlin", "HOST=db1": a shell variable; a chat
 * line "JOHN: hey" keeps its name). The model read "POSTGRES" as a family name, and the redaction
 * renamed the variable (third exploratory test); it ran a place from the line before over "TZ="
 * (ninth session). The value after it stays the model's to read.
 */
const CONFIG_KEY = /^(?:export[ \t]+)?(?:[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+(?=[ \t]*[:=])|[A-Z][A-Z0-9]{1,30}(?==))/;
/**
 * A program's identifier as a key opening a line (after a YAML sequence's "- "): camelCase
 * ("nhsNumber:", "firstName ="), or lower-case words joined by dots ("spring.datasource.password="),
 * before ":" and a blank or the line's end, or "=". (A snake_case or hyphenated key may be a chat
 * handle or a name, "Maria_Jensen:", "Jean-Luc:": the known field labels among them are barred as
 * form labels are, below.)
 * The model read an OpenAPI schema's "nhsNumber" as a given name and a .properties key's "spring"
 * as a place, and the redaction renamed the key (ninth exploratory test; the YAML quoting then
 * wrapped the whole line). A name is not written so ("Anna: hi" and "Dr. Smith:" stay the model's).
 */
const IDENTIFIER_KEY = /^(?:-[ \t]+)?(?:[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+|[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+)(?=[ \t]*(?::(?:[ \t]|\r?$)|=))/;

/**
 * Indices of the tokens no entity may hold, in order: a numbered field label, a known form label, a
 * configuration key, a program's identifier or a vCard/iCalendar property name or component line
 * at the start of a line, a heading's or list item's marker, markup tags, opaque machine values,
 * HL7 and LDIF syntax, syslog headers, boarding passes and DICOM syntax.
 */
export function fieldLabelTokens(tokens: readonly Offsets[], text: string): number[] {
  const tags = markupTagTokens(tokens, text);
  const opaque = opaqueTokens(tokens, text);
  const labels = text.includes(":") || text.includes("=") ? lineLabelTokens(tokens, text) : [];
  const markers = lineMarkerTokens(tokens, text);
  const hl7 = isHl7Text(text) ? hl7SyntaxTokens(tokens, text) : [];
  const ldif = isLdifText(text) ? tokensIn(tokens, ldifSyntax(text)) : [];
  const syslog = text.includes("]:") || text.includes(": ") ? tokensIn(tokens, syslogHeaders(text)) : [];
  const passes = tokensIn(tokens, boardingPassLines(text));
  const jsonKeys = text.includes('":') || text.includes('" :') ? tokensIn(tokens, quotedKeys(text)) : [];
  // a DICOM dump's tags, VRs, brackets and comments, and the "^" inside a name (detectors/dicom.ts)
  const dicom = tokensIn(tokens, dicomSyntax(text));
  const signatures = /iPhone|iPad|Android|Outlook|Samsung|Galaxy|BlackBerry|mobile/i.test(text) ? tokensIn(tokens, clientSignatureLines(text)) : [];
  const lists = [labels, tags, opaque, markers, hl7, ldif, syslog, passes, dicom, jsonKeys, signatures].filter((l) => l.length > 0);
  if (lists.length <= 1) return lists[0] ?? [];
  return [...new Set(lists.flat())].sort((a, b) => a - b);
}

/**
 * A mail client's signature line ("Sent from my iPhone", "Von meinem iPhone gesendet", "Envoyé de mon
 * iPad", "Enviado desde mi Samsung Galaxy", "Inviato da iPhone", "Verzonden vanaf mijn iPhone",
 * "Enviado do meu iPhone", "Get Outlook for Android"): no entity sits on it. The model ran the
 * sender's name on the line before into it ("Emily" / "Sent" became one name, and the placeholder
 * took the signature's first word; tenth exploratory test).
 */
const CLIENT_SIGNATURE = /^[ \t>]*(?:Sent from my|Sent from|Von meinem|Envoy\u00e9 de mon|Envoy\u00e9 depuis mon|Enviado desde mi|Enviado do meu|Enviado de meu|Inviato da(?:l mio)?|Verzonden (?:vanaf|met) mijn|Get Outlook for)[ \t]+[\w .-]{1,40}?(?:[ \t]+gesendet)?[ \t]*$/gimu;

function clientSignatureLines(text: string): Offsets[] {
  return [...execAll(CLIENT_SIGNATURE, text)].map((m) => ({ start: m.index!, end: m.index! + m[0].length }));
}

/**
 * Opaque machine values: a base64 run of 40 characters or more (an attachment, a signature, a
 * data: URI's payload) and a UUID. The model read pieces of them as organisations and places (a
 * 40 KB base64 line got 173 of them, a UUID was cut inside; fourth exploratory test), and the
 * redaction destroyed the value. Detectors still read what they hold (an id under its name).
 */
const OPAQUE = /(?<![A-Za-z0-9+/])(?=[A-Za-z0-9+/]*[a-z])(?=[A-Za-z0-9+/]*[A-Z])(?=[A-Za-z0-9+/]*\d)[A-Za-z0-9+/]{40,}={0,2}|\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b/g;

/**
 * A run of 12 or more letters and digits that switches between them at least three times: a hex
 * event id ("fc6d8c0c43fc4630ad850ee518f1b9d0"), a random client id ("Zk3nT1vQ8eXy0hB2"), a VIN
 * ("5NMFCURP1P7S08292"). The model read "fc" as a football club and pieces of a VIN as a street,
 * and the redaction cut the id apart (seventh exploratory test, Sentry and browser exports;
 * eval:structured's street precision). Names and words do not switch so; a user name with a
 * number after it ("ROSSIMARCO85", "jdoe42") switches once and stays the model's to read.
 */
// parts joined by "_" are one id ("ch_3OqR2kLkdIwHu7ix0Zq8mN4P", "cus_Qc9Nz3Hq5v": a Stripe object's
// prefix was read as an organisation and pieces inside it too; ninth exploratory test)
const ALPHANUMERIC_RUN = /(?<![A-Za-z0-9_])(?=[A-Za-z0-9_]{12,})[A-Za-z0-9]+(?:_[A-Za-z0-9]+)*/g;
/**
 * A tracker's issue key ("ENG-1203", "SUP-4412"): a project's capitals, a hyphen and a number. The
 * model read "ENG" as a state (England) and the redaction broke the key (seventh exploratory test,
 * a Jira export); a person's or a place's name is never written so. Not one or two capitals before
 * four or five digits: a postal code after its country's prefix ("IT-00100", "DE-10115"; review).
 */
const ISSUE_KEY = /(?<![\p{L}\p{N}_-])(?![A-Z]{1,2}-\d{4,5}(?!\d))[A-Z][A-Z0-9]{1,9}-\d{1,7}(?![\p{L}\p{N}_]|-[\p{L}\p{N}])/gu;
/**
 * A software version or build number ("V10.2.1.4455", "v2.1", "4.18.2"): a "v" and dotted
 * numbers, or three dotted numbers or more. The model read a log line's build number as a street
 * (eval:structured's street precision) and the redaction cut it; no name, place or organisation is
 * written so (a dotted date or an IP address, the same shape, is the detectors' to read).
 */
const VERSION_NUMBER = /(?<![\p{L}\p{N}_.])(?:[vV]\d+(?:\.\d+)+|\d+(?:\.\d+){2,})(?![\p{L}\p{N}_]|\.\d)/gu;
const SWITCHES = /[A-Za-z](?=\d)|\d(?=[A-Za-z])/g;
const MIN_SWITCHES = 3;

function isMixedRun(run: string): boolean {
  let n = 0;
  SWITCHES.lastIndex = 0;
  while (SWITCHES.exec(run) !== null) if (++n >= MIN_SWITCHES) return true;
  return false;
}

function opaqueTokens(tokens: readonly Offsets[], text: string): number[] {
  if (text.length < 4) return [];
  const spans: Offsets[] = [];
  if (text.length >= 36) for (const m of execAll(OPAQUE, text)) spans.push({ start: m.index!, end: m.index! + m[0].length });
  for (const m of execAll(ALPHANUMERIC_RUN, text)) if (isMixedRun(m[0])) spans.push({ start: m.index!, end: m.index! + m[0].length });
  if (text.includes("-")) for (const m of execAll(ISSUE_KEY, text)) spans.push({ start: m.index!, end: m.index! + m[0].length });
  if (text.includes(".")) for (const m of execAll(VERSION_NUMBER, text)) spans.push({ start: m.index!, end: m.index! + m[0].length });
  if (spans.length === 0) return [];
  return tokensIn(tokens, spans.sort((a, b) => a.start - b.start));
}

/**
 * A markup tag ("<Nome>", "</Cognome>", '<td class="name">', "<cbc:PostalZone>"): syntax, never an
 * entity or part of one. The model reads "<", ">" and the tag's name as words and ran one span
 * over a whole XML record ("Anagrafica><Nome>Francesca</Nome><Cognome>De Luca</Cognome>
 * </Anagrafica>\n<Sede><Indirizzo" as an organisation), so redaction replaced the markup too.
 * A tag has a name and attributes of their syntax on one line: an address in angle brackets
 * ("<ana@x.es>") and OCR debris ("<i Fast neuer, gut e>", europeana_de) are no tags. A quoted
 * value of an attribute that holds text (title, alt, content, value, an XML record's firstName) is
 * text, not syntax: the model reads it ('title="Lotte Dekker"' was left in clear, third exploratory
 * test), and the barred quotes and names around it keep a span inside it. The values of markup's
 * own attributes (class, id, style, name, href, src, ...) stay barred.
 */
function markupTagTokens(tokens: readonly Offsets[], text: string): number[] {
  if (!text.includes("<") || !text.includes(">")) return [];
  const out: number[] = [];
  let t = 0;
  MARKUP_TAG.lastIndex = 0;
  for (const m of execAll(MARKUP_TAG, text)) {
    const start = m.index!;
    const end = start + m[0].length;
    const values = quotedValues(m[0], start);
    while (t < tokens.length && tokens[t]!.end <= start) t++;
    for (; t < tokens.length && tokens[t]!.start < end; t++) {
      const token = tokens[t]!;
      if (!values.some((v) => v.start <= token.start && token.end <= v.end)) out.push(t);
    }
  }
  return out;
}

const QUOTED_VALUE = /([A-Za-z_][\w.:-]*)[ \t]*=[ \t]*(?:"([^"\n<>]*)"|'([^'\n<>]*)')/dg;
/** Attributes of the markup itself: their values are syntax (a class, an address, a type), never text. */
const MARKUP_ATTRIBUTES = new Set([
  "class", "id", "style", "type", "name", "key", "rel", "lang", "for", "role", "width", "height", "align", "valign",
  "colspan", "rowspan", "border", "target", "method", "action", "charset", "http-equiv", "property", "itemprop",
  "itemtype", "href", "src", "srcset", "xmlns", "version", "encoding", "standalone", "dir", "tabindex", "media",
]);

/** The insides of a tag's quoted text-holding attribute values, as offsets in the text. */
function quotedValues(tag: string, at: number): Offsets[] {
  if (!tag.includes("=")) return [];
  const out: Offsets[] = [];
  for (const m of execAll(QUOTED_VALUE, tag)) {
    const name = m[1]!.toLowerCase();
    if (MARKUP_ATTRIBUTES.has(name) || name.startsWith("xmlns:") || name.startsWith("xml:")) continue;
    const [a, b] = m.indices![2] ?? m.indices![3]!;
    if (b > a) out.push({ start: at + a, end: at + b });
  }
  return out;
}

/**
 * HL7 v2 syntax: the separators "|", "^", "~", "&" and a segment's id at the start of a line
 * ("PID", "OBX"). The model read across them ("Hofmann^Katharina^Lena^^^^L|Weber" as one name,
 * "...|Dr.\rPID" with the next segment's id), and the redaction merged fields, so every later
 * field of the segment moved and the message no longer parsed (eighth exploratory test). The
 * detector (detectors/hl7.ts) reads each component on its own; the model may still tag inside one.
 */
const HL7_SEPARATOR = /^[|^~&]$/;

/** The separators' tokens and the segment ids' ("PID", "NK1": the tokenizer cuts "NK" and "1"). */
function hl7SyntaxTokens(tokens: readonly Offsets[], text: string): number[] {
  const ids = hl7SegmentIds(text);
  const out: number[] = [];
  let k = 0;
  for (let t = 0; t < tokens.length; t++) {
    const { start, end } = tokens[t]!;
    while (k < ids.length && ids[k]!.end <= start) k++;
    const inId = k < ids.length && ids[k]!.start <= start && end <= ids[k]!.end;
    if (inId || (end - start === 1 && HL7_SEPARATOR.test(text[start]!))) out.push(t);
  }
  return out;
}

/**
 * A syslog line's header: its time stamp (BSD "Oct  3 09:15:02" or RFC 3339), the host and the
 * program with its process id ("bastion01 sshd[21940]:"). The model read "bastion01 sshd" as a
 * street (ninth session: an auth.log); they are syntax, and a host named for its owner is the
 * detectors' (device-owner.ts). Without a process id, not two capitalised words: a chat line
 * "Oct  3 09:17:02 Oyelaran Adebisi: ..." names its speaker there (review).
 */
const SYSLOG_HEADER = /^(?:[A-Z][a-z]{2} [ \d]\d \d{2}:\d{2}:\d{2}|\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})?) (?:[\w.-]+ [\w.\/-]+\[\d+\]|(?=[\w.-]*?[a-z0-9])(?![A-Z][a-z]+ [A-Z])[\w.-]+ [\w.\/-]+):/gm;

function syslogHeaders(text: string): Offsets[] {
  const spans: Offsets[] = [];
  for (const m of execAll(SYSLOG_HEADER, text)) spans.push({ start: m.index!, end: m.index! + m[0].length });
  return spans;
}

/**
 * A boarding pass's bar code (detectors/boarding-pass.ts) to its line's end: fixed-width fields the
 * detector reads by position, never words. The model ran a street from one pass's status over the
 * line break into the next pass's name (eighth exploratory test: a gate scanner's dump).
 */
function boardingPassLines(text: string): Offsets[] {
  // one span from a line's first pass to its end: a span per pass overlapped the others on a line
  // of many passes and the tokens were walked once per pass (review)
  const out: Offsets[] = [];
  for (const { start, end } of boardingPasses(text)) {
    if (out.length > 0 && start < out[out.length - 1]!.end) continue;
    const lineEnd = text.indexOf("\n", end);
    out.push({ start, end: lineEnd < 0 ? text.length : lineEnd });
  }
  return out;
}

/**
 * A JSON object's key inside text, with its quotes: after "{" or "," and before ":" ("{\"name\":...",
 * ",\"newAddress\":{"): syntax, never a name. JSON in a log line, a Kafka dump or a database's JSON
 * column reaches the model as text, and it read the keys "newAddress" and "street" as family names
 * and "manager" as an occupation (ninth exploratory test, F6). A quoted word in prose before a
 * colon has no brace or comma right before it. The value stays the model's to read.
 */
const QUOTED_KEY = /[{,][ \t\r\n]*("[A-Za-z_][A-Za-z0-9_.-]{0,60}")(?=[ \t]*:)/dg;

function quotedKeys(text: string): Offsets[] {
  return [...execAll(QUOTED_KEY, text)].map((m) => ({ start: m.indices![1]![0], end: m.indices![1]![1] }));
}

/** Indices of the tokens that overlap any of `spans` (sorted by start), in order. */
function tokensIn(tokens: readonly Offsets[], spans: readonly Offsets[]): number[] {
  const out = new Set<number>();
  let t = 0;
  for (const { start, end } of spans) {
    while (t > 0 && tokens[t - 1]!.end > start) t--;
    while (t < tokens.length && tokens[t]!.end <= start) t++;
    for (let k = t; k < tokens.length && tokens[k]!.start < end; k++) out.add(k);
  }
  return [...out].sort((a, b) => a - b);
}

/**
 * A GEDCOM line's level, cross-reference and tag ("0 @I1@ INDI", "2 SURN Huber"), and a pointer
 * that is its value ("1 FAMS @F1@", "1 SUBM @SUB1@", read as a user name before): syntax, in a
 * text that is a GEDCOM file (detectors/gedcom.ts isGedcomFile). The model read "SURN Huber" as
 * one name and the redaction removed the tag (seventh exploratory test: a family tree). A standard
 * tag has three to five capitals, a custom one any length after "_" ("_MARNM", "_PHOTO").
 */
const GEDCOM_LINE = /^\d{1,2} (?:@[^@\s]+@ )?(?:_[A-Z0-9_]{2,30}|[A-Z][A-Z0-9_]{2,4})(?: @[^@\s]+@)?(?=[ \t\r\n]|$)/;

/** Tokens of the marker that opens a heading or list line (LINE_MARKER), and of a GEDCOM file's level and tag. */
function lineMarkerTokens(tokens: readonly Offsets[], text: string): number[] {
  const out: number[] = [];
  const gedcom = isGedcomFile(text);
  let t = 0;
  for (let lineStart = 0; lineStart < text.length; ) {
    let start = lineStart;
    while (text[start] === " " || text[start] === "\t") start++;
    const c = text[start];
    const marker =
      c === "#" || c === "-" || c === "*" || c === "+" || c === "\u2022"
        ? LINE_MARKER.exec(text.slice(start, start + 8))
        : gedcom && c !== undefined && c >= "0" && c <= "9"
          ? GEDCOM_LINE.exec(text.slice(start, start + 40))
          : null;
    if (marker) {
      while (t < tokens.length && tokens[t]!.start < start) t++;
      for (; t < tokens.length && tokens[t]!.start < start + marker[0].length; t++) out.push(t);
    }
    const newline = text.indexOf("\n", lineStart);
    if (newline < 0) break;
    lineStart = newline + 1;
  }
  return out;
}

/**
 * A form's field label opening a line, after an item number ("1. Surname (family name): ",
 * "Nationality: "), as detectors/column-entity.ts reads form fields: when the label is one that
 * detector knows (isKnownFieldLabel), it names the field and is never an entity. The model read a
 * visa form's "Surname" as a name and redacted the label (eighth exploratory test).
 */
const FORM_LABEL = /^(?:(?:\d{1,3}|[a-z])[.)][ \t]{1,3})?(?<label>\p{L}[\p{L}.'\u2019]*(?:[ _-]\p{L}[\p{L}.'\u2019]*){0,3})(?:[ \t]*\([^()\r\n:]{1,40}\))?[ \t]*:/u;

/**
 * Tokens of what opens a line as a field's name: a numbered field label, a vCard/iCalendar property
 * name or component line, a configuration key, a program's identifier, a known form label.
 */
function lineLabelTokens(tokens: readonly Offsets[], text: string): number[] {
  const out: number[] = [];
  let t = 0;
  // one test per line, at its first non-blank character; the tokens are walked once
  for (let lineStart = 0; lineStart < text.length; ) {
    let start = lineStart;
    while (text[start] === " " || text[start] === "\t") start++;
    const head = text.slice(start, start + 40);
    const numbered = NUMBERED_LABEL.exec(head);
    const component = numbered ? null : COMPONENT_LINE.exec(head);
    const property = numbered || component ? null : (PROPERTY_NAME.exec(head) ?? CONFIG_KEY.exec(head) ?? IDENTIFIER_KEY.exec(head));
    const field = numbered || component || property ? null : FORM_LABEL.exec(head);
    const end = numbered
      ? start + numbered[0].lastIndexOf(":")
      : component
        ? start + component[0].trimEnd().length
        : property
          ? start + property[0].length
          : field && isKnownFieldLabel(foldHeader(field.groups!.label!))
            ? // the label's words, not a note in brackets after them: "Patient (Adaeze Nwosu):" names someone there (review)
              start + field[0].indexOf(field.groups!.label!) + field.groups!.label!.length
            : -1;
    if (end >= 0) {
      while (t < tokens.length && tokens[t]!.start < start) t++;
      for (; t < tokens.length && tokens[t]!.start < end; t++) out.push(t);
    }
    const newline = text.indexOf("\n", lineStart);
    if (newline < 0) break;
    lineStart = newline + 1;
  }
  return out;
}

/** Bar every entity tag (B- and I-) at token t of `emissions`, in place: the token is O. */
export function barEntity(tags: TagSet, emissions: Float32Array, t: number): void {
  const row = t * tags.tags.length;
  for (let j = 0; j < tags.prefix.length; j++) if (tags.prefix[j] !== "O") emissions[row + j] = BARRED;
}

/** Bar every I- tag at token t of `emissions` (rows of L tags), in place. */
export function barRow(tags: TagSet, emissions: Float32Array, t: number): void {
  const row = t * tags.tags.length;
  for (const j of continuations(tags)) emissions[row + j] = BARRED;
}

/**
 * The emissions with every I- tag barred at the tokens cellStartTokens gives: the same array when no gap
 * holds a tab, else a copy (the caller's array is left as it was).
 */
export function barCellCrossings(tags: TagSet, emissions: Float32Array, tokens: readonly Offsets[], text: string): Float32Array {
  const starts = cellStartTokens(tokens, text);
  const labels = fieldLabelTokens(tokens, text);
  if (starts.length === 0 && labels.length === 0) return emissions;
  const out = Float32Array.from(emissions);
  for (const t of starts) barRow(tags, out, t);
  for (const t of labels) barEntity(tags, out, t);
  return out;
}
