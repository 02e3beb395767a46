/**
 * DICOM header dumps, as the tools print a file's data elements: DCMTK's dcmdump (and gdcmdump,
 * dcm4che's dcmdump) and pydicom. The elements that name the patient or the physicians are read by
 * their tag or keyword, as hl7.ts reads HL7 fields by position. Eighth exploratory test: in both
 * forms the patient's name, ID and birth date and the referring physician stayed in clear; the
 * model read a dcmdump name as a place and the VR "US" was a country.
 *
 *   (0010,0010) PN [DOE^JOHN]                 #   8, 1 PatientName        dcmdump (gdcmdump: "# 8,1 Patient's Name")
 *   (0010, 0010) Patient's Name          PN: 'DOE^JOHN'                   pydicom 2 ("(0010,0010)" in pydicom 3)
 *
 * The tag may be missing ("PN [DOE^JOHN] # 8, 1 PatientName", "Patient's Name  PN: 'DOE^JOHN'"); such
 * a line is read only for an element listed below, by its keyword or name, with its value
 * representation (VR).
 *
 * - PN person names, FAMILY^GIVEN^MIDDLE^PREFIX^SUFFIX, each component its own entity so the "^"
 *   stay (alphabetic=ideographic=phonetic groups alike; a value without "^" but with a space is
 *   the whole NAME): the patient's (PatientName, OtherPatientNames, PatientBirthName,
 *   PatientMotherBirthName, ResponsiblePerson) -> NAME_FAMILY, NAME_GIVEN, NAME_GIVEN; the
 *   physicians' and operators' (ReferringPhysicianName, PerformingPhysicianName,
 *   NameOfPhysiciansReadingStudy, PhysiciansOfRecord, RequestingPhysician, OperatorsName,
 *   ScheduledPerformingPhysicianName) -> NAME_MEDICAL_PROFESSIONAL; prefix and suffix (DR, MD) are
 *   left; any other tagged PN element is a person's name too (a clinician's in groups 0008, 0032
 *   and 0040: VerifyingObserverName; review);
 * - PatientID, OtherPatientIDs -> HEALTHCARE_NUMBER; PatientBirthDate -> DOB;
 * - PatientAddress, InstitutionAddress, ReferringPhysicianAddress -> LOCATION_ADDRESS;
 *   PatientTelephoneNumbers, ReferringPhysicianTelephoneNumbers -> PHONE_NUMBER;
 *   InstitutionName -> ORGANIZATION_MEDICAL_FACILITY.
 * A value of several (VM > 1, "\" in dcmdump, a list in pydicom) gives one entity each.
 *
 * The dump's own syntax (tag, VR, brackets and quotes, the "# length, VM keyword" comment, the
 * pydicom name, the separators inside a name, and DCMTK's header lines) is never an entity or part of one
 * (dicomSyntax: engine/analyze.ts cuts every candidate at it, ner/cell-boundaries.ts bars the
 * model's tokens on it). Score 0.9: the standard says what the element holds.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import type { Offsets } from "../text/markup-syntax.js";
import { wantsType } from "./make-context.js";
import { trimSpan } from "./span-trim.js";
import { execAll } from "../text/exec-all.js";

const SCORE = 0.9;
const SOURCE = "dicom";

type Kind = "patient" | "physician" | "id" | "dob" | "address" | "phone" | "facility";

/** tag, keyword, the standard's name (pydicom and gdcmdump print it), VR, what it holds. */
const ELEMENTS: readonly (readonly [string, string, string, string, Kind])[] = [
  ["00100010", "PatientName", "Patient's Name", "PN", "patient"],
  ["00101001", "OtherPatientNames", "Other Patient Names", "PN", "patient"],
  ["00101005", "PatientBirthName", "Patient's Birth Name", "PN", "patient"],
  ["00101060", "PatientMotherBirthName", "Patient's Mother's Birth Name", "PN", "patient"],
  ["00102297", "ResponsiblePerson", "Responsible Person", "PN", "patient"],
  ["00080090", "ReferringPhysicianName", "Referring Physician's Name", "PN", "physician"],
  ["00081050", "PerformingPhysicianName", "Performing Physician's Name", "PN", "physician"],
  ["00081060", "NameOfPhysiciansReadingStudy", "Name of Physician(s) Reading Study", "PN", "physician"],
  ["00081048", "PhysiciansOfRecord", "Physician(s) of Record", "PN", "physician"],
  ["00321032", "RequestingPhysician", "Requesting Physician", "PN", "physician"],
  ["00081070", "OperatorsName", "Operators' Name", "PN", "physician"],
  ["00400006", "ScheduledPerformingPhysicianName", "Scheduled Performing Physician's Name", "PN", "physician"],
  ["00100020", "PatientID", "Patient ID", "LO", "id"],
  ["00101000", "OtherPatientIDs", "Other Patient IDs", "LO", "id"],
  ["00100030", "PatientBirthDate", "Patient's Birth Date", "DA", "dob"],
  ["00101040", "PatientAddress", "Patient's Address", "LO", "address"],
  ["00080081", "InstitutionAddress", "Institution Address", "ST", "address"],
  ["00080092", "ReferringPhysicianAddress", "Referring Physician's Address", "ST", "address"],
  ["00102154", "PatientTelephoneNumbers", "Patient's Telephone Numbers", "SH", "phone"],
  ["00080094", "ReferringPhysicianTelephoneNumbers", "Referring Physician's Telephone Numbers", "SH", "phone"],
  ["00080080", "InstitutionName", "Institution Name", "LO", "facility"],
];

interface Element {
  vr: string;
  kind: Kind;
}

/** A keyword or name as a key: lower case, letters and digits only ("Patient's Name" -> "patientsname"). */
const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");
const BY_TAG = new Map<string, Element>(ELEMENTS.map(([tag, , , vr, kind]) => [tag, { vr, kind }]));
const BY_NAME = new Map<string, Element>(
  ELEMENTS.flatMap(([, keyword, name, vr, kind]) => [[key(keyword), { vr, kind }], [key(name), { vr, kind }]] as [string, Element][]),
);

/** The value representations of PS3.5 6.2. */
const VR = "AE|AS|AT|CS|DA|DS|DT|FD|FL|IS|LO|LT|OB|OD|OF|OL|OV|OW|PN|SH|SL|SQ|SS|ST|SV|TM|UC|UI|UL|UN|UR|US|UT|UV";
/** Text VRs whose value may hold a "\" that is not a separator of values. */
const SINGLE_VALUED = new Set(["LT", "ST", "UT", "UR"]);

/** Something of a dump in the text: a tag, or one of the VRs read here before a bracket or ": ". */
const GATE = /\([0-9A-Fa-f]{4}, ?[0-9A-Fa-f]{4}\)|\b(?:PN|LO|DA|SH|ST)(?: +(?:#\d+ +)?\[|: )/;
/**
 * A dcmdump line: an offset (dcm4che), the tag, the VR ("na" for DCMTK's items and delimiters), a
 * length (dcm4che), then the value in brackets and the comment or name after it, or a value
 * without brackets (a number, a note such as "(no value available)") before the "# length, VM
 * keyword" comment DCMTK writes on every line.
 */
const DCMDUMP_LINE = new RegExp(
  String.raw`^[ \t]*(?:\d+:[ \t]*)?(?:\((?<group>[0-9A-Fa-f]{4}),(?<element>[0-9A-Fa-f]{4})\)[ \t]+)?(?<vr>${VR}|na)[ \t]+(?:#\d+[ \t]+)?` +
    String.raw`(?:\[(?<value>[^\r\n]*?)\](?<after>(?:[ \t][^\r\n]*)?)|(?<bare>\([^\r\n]*?\)|[^\s\[#(](?:[^\r\n#]*?[^\s#])?)(?<comment>[ \t]+#[ \t]*\d+[ \t]*,[ \t]*\d+(?:[ \t][^\r\n]*)?))$`,
  "d",
);
/** pydicom: the VR and ":" after the element's name (the first such on the line). */
const PYDICOM_VR = new RegExp(String.raw`[ \t](?<vr>${VR}):(?=[ \t]|$)`);
/** pydicom: what comes before the VR, an optional tag and the name. */
const PYDICOM_HEAD = /^[ \t]*(?:\((?<group>[0-9A-Fa-f]{4}),[ \t]?(?<element>[0-9A-Fa-f]{4})\)[ \t]+)?(?<name>[A-Za-z][^\r\n]{0,80}?)[ \t]*$/;
/** The comment DCMTK and gdcmdump write after the value: "# length, VM", then the keyword or name. */
const COMMENT_HEAD = /^[ \t]*#[ \t]*\d+[ \t]*,[ \t]*\d+[ \t]*/;
/** The comment lines DCMTK's dcmdump opens a dump and its parts with. */
const DCMDUMP_HEADER = /^[ \t]*# (?:Dicom-File-Format|Dicom-Meta-Information-Header|Dicom-Data-Set|Dicom-Directory|Used TransferSyntax: [^\r\n]*)[ \t\r]*$/gm;
/**
 * The quoted strings of a pydicom value, read one after the other from the value's start (sticky):
 * a global search restarted at every escaped quote of an unclosed string, quadratic (review).
 */
const QUOTED = /[\s,[\]]*(?:'((?:[^'\\\r\n]|\\.)*)'|"((?:[^"\\\r\n]|\\.)*)")/dy;
/**
 * The longest line read: a value that prints on one line is at most an LT's 10,240 characters; a
 * longer line is no dump's, and no pattern here is tried on it (review: a blank run made the line
 * pattern quadratic).
 */
const MAX_LINE = 10_400;

/** One data element line of a dump. */
interface ElementLine {
  /** The element read (undefined: a tagged line of some other element). */
  element: Element | undefined;
  /** The line without its outer blanks. */
  start: number;
  end: number;
  /** Each value (VM > 1: several), without its brackets or quotes. */
  values: Offsets[];
}

/**
 * The data element lines of a dump in `text`, in order. The detector, the syntax cut (analyze.ts)
 * and the model's decoder (ner/cell-boundaries.ts) each ask for the same text's lines: the last
 * text's reading is kept, so a dump is parsed once.
 */
let lastText: string | undefined;
let lastLines: ElementLine[] = [];
function elementLines(text: string): ElementLine[] {
  if (text !== lastText) {
    lastLines = readElementLines(text);
    lastText = text;
  }
  return lastLines;
}

function readElementLines(text: string): ElementLine[] {
  if (!GATE.test(text)) return [];
  const out: ElementLine[] = [];
  for (let lineStart = 0; lineStart < text.length; ) {
    let lineEnd = text.indexOf("\n", lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const line = text.slice(lineStart, lineEnd);
    const read = line.includes("(") || line.includes("[") || line.includes(":") ? readLine(line, lineStart) : undefined;
    if (read) out.push(read);
    lineStart = lineEnd + 1;
  }
  return out;
}

/** The element a line names: by its tag, else (a line without one) by its keyword or name; and its VR must be the element's. */
function identify(group: string | undefined, element: string | undefined, name: string, vr: string): Element | undefined | null {
  if (group !== undefined && element !== undefined) {
    const known = BY_TAG.get((group + element).toUpperCase());
    if (known) return known.vr === vr ? known : undefined;
    // any other tagged person name (VR PN: VerifyingObserverName, ContentCreatorName...) is a
    // person's too; a clinician's in the study, procedure and workflow groups (review)
    if (vr === "PN") return { vr, kind: /^(?:0008|0032|0040)$/.test(group) ? "physician" : "patient" };
    return undefined;
  }
  const known = BY_NAME.get(key(name));
  // a line without a tag is a dump's only by an element this detector knows
  return known && known.vr === vr ? known : null;
}

function readLine(line: string, at: number): ElementLine | undefined {
  if (line.length > MAX_LINE) return undefined;
  const bounds = trimSpan(line, 0, line.length);
  if (!bounds) return undefined;
  const dcm = DCMDUMP_LINE.exec(line);
  if (dcm) {
    const g = dcm.groups!;
    const after = g.after ?? g.comment ?? "";
    const name = after.replace(COMMENT_HEAD, "").trim();
    const element = identify(g.group, g.element, name, g.vr!);
    if (element === null) return undefined;
    const values: Offsets[] = [];
    if (g.value !== undefined) {
      const [a, b] = dcm.indices!.groups!.value!;
      values.push(...splitValues(line, a, b, g.vr!, at));
    } else if (!/^\(.*\)$/.test(g.bare!.trim())) {
      // DCMTK's notes in parentheses ("(no value available)", "(Sequence with explicit length #=1)") are no value
      const [a, b] = dcm.indices!.groups!.bare!;
      values.push({ start: at + a, end: at + b });
    }
    return { element, start: at + bounds[0], end: at + bounds[1], values };
  }
  const vr = PYDICOM_VR.exec(line);
  if (!vr) return undefined;
  const head = PYDICOM_HEAD.exec(line.slice(0, vr.index));
  if (!head) return undefined;
  const element = identify(head.groups!.group, head.groups!.element, head.groups!.name!, vr.groups!.vr!);
  if (element === null) return undefined;
  const valueAt = vr.index + vr[0].length;
  const span = trimSpan(line, valueAt, line.length);
  return { element, start: at + bounds[0], end: at + bounds[1], values: span ? pydicomValues(line, span[0], span[1], at) : [] };
}

/** A dcmdump value split into the values of a multi-valued element ("A\B"). */
function splitValues(line: string, a: number, b: number, vr: string, at: number): Offsets[] {
  if (SINGLE_VALUED.has(vr)) return [{ start: at + a, end: at + b }];
  const out: Offsets[] = [];
  let from = a;
  for (let i = a; i <= b; i++) {
    if (i === b || line[i] === "\\") {
      out.push({ start: at + from, end: at + i });
      from = i + 1;
    }
  }
  return out;
}

/** A pydicom value: a quoted string, a list of them ("['A', 'B']"), or a bare number. */
function pydicomValues(line: string, a: number, b: number, at: number): Offsets[] {
  const value = line.slice(a, b);
  if (value[0] === "'" || value[0] === '"' || (value[0] === "[" && value.endsWith("]"))) {
    const out: Offsets[] = [];
    QUOTED.lastIndex = 0;
    for (let m = QUOTED.exec(value); m !== null && m[0].length > 0; m = QUOTED.exec(value)) {
      const [s, e] = m.indices![1] ?? m.indices![2]!;
      out.push({ start: at + a + s, end: at + a + e });
    }
    return out;
  }
  return [{ start: at + a, end: at + b }];
}

/** The components of a person name value: [start, end, index in its group] ("FAMILY^GIVEN=..."). */
function nameComponents(text: string, value: Offsets): [number, number, number][] {
  const out: [number, number, number][] = [];
  let from = value.start;
  let index = 0;
  for (let i = value.start; i <= value.end; i++) {
    const c = i === value.end ? "" : text[i];
    if (c === "" || c === "^" || c === "=") {
      out.push([from, i, index]);
      from = i + 1;
      index = c === "^" ? index + 1 : 0;
    }
  }
  return out;
}

/**
 * The syntax of the DICOM dump lines in `text`, in order and disjoint: each element line but its
 * values, and the "^" and "=" between a person name's components. Empty for a text without them.
 */
export function dicomSyntax(text: string): Offsets[] {
  const out: Offsets[] = [];
  for (const line of elementLines(text)) {
    const parts = line.element?.vr === "PN"
      ? line.values.flatMap((v) => nameComponents(text, v).map(([start, end]) => ({ start, end })))
      : line.values;
    let at = line.start;
    for (const p of parts) {
      if (p.start > at) out.push({ start: at, end: p.start });
      at = Math.max(at, p.end);
    }
    if (line.end > at) out.push({ start: at, end: line.end });
  }
  // in a dump, DCMTK's header lines too ("# Used TransferSyntax: Little Endian Explicit" was an organisation)
  if (out.length > 0 && (text.includes("# Dicom-") || text.includes("# Used TransferSyntax"))) {
    for (const m of execAll(DCMDUMP_HEADER, text)) {
      const span = trimSpan(text, m.index, m.index + m[0].length);
      if (span) out.push({ start: span[0], end: span[1] });
    }
    out.sort((a, b) => a.start - b.start);
  }
  return out;
}

const PATIENT_NAME = ["NAME_FAMILY", "NAME_GIVEN", "NAME_GIVEN"] as const;

export const dicomDetector: Detector = {
  name: SOURCE,
  types: ["NAME", "NAME_FAMILY", "NAME_GIVEN", "NAME_MEDICAL_PROFESSIONAL", "HEALTHCARE_NUMBER", "DOB", "LOCATION_ADDRESS", "PHONE_NUMBER", "ORGANIZATION_MEDICAL_FACILITY"],
  detect(ctx: DetectContext): Candidate[] {
    const { text } = ctx;
    const out: Candidate[] = [];
    const push = (label: string, start: number, end: number, formatted?: string) => {
      if (!wantsType(ctx, label)) return;
      const span = trimSpan(text, start, end);
      if (!span || !/[\p{L}\p{N}]/u.test(text.slice(span[0], span[1]))) return;
      out.push({ start: span[0], end: span[1], label, score: SCORE, source: SOURCE, ...(formatted ? { formatted } : {}) });
    };
    for (const line of elementLines(text)) {
      const kind = line.element?.kind;
      if (!kind) continue;
      for (const v of line.values) {
        const value = text.slice(v.start, v.end);
        switch (kind) {
          case "patient":
          case "physician": {
            const parts = nameComponents(text, v);
            if (parts.length === 1 && /\S\s+\S/.test(value.trim())) {
              // no components: the whole name, whichever part comes first
              push(kind === "patient" ? "NAME" : "NAME_MEDICAL_PROFESSIONAL", v.start, v.end);
              break;
            }
            for (const [s, e, k] of parts) {
              if (k < 3) push(kind === "patient" ? PATIENT_NAME[k]! : "NAME_MEDICAL_PROFESSIONAL", s, e);
            }
            break;
          }
          case "dob": {
            const date = /^\s*(\d{4})\.?(\d{2})\.?(\d{2})\s*$/.exec(value);
            if (date) push("DOB", v.start, v.end, `${date[1]}-${date[2]}-${date[3]}`);
            break;
          }
          case "phone":
            if (/\d{3}/.test(value)) push("PHONE_NUMBER", v.start, v.end);
            break;
          case "id":
            push("HEALTHCARE_NUMBER", v.start, v.end);
            break;
          case "address":
            push("LOCATION_ADDRESS", v.start, v.end);
            break;
          case "facility":
            push("ORGANIZATION_MEDICAL_FACILITY", v.start, v.end);
            break;
        }
      }
    }
    return out;
  },
};
