/**
 * HL7 version 2 messages (ADT, ORU, ORM...: the pipe-delimited messages hospital systems exchange):
 * the fields that hold a person's data by definition, read by their position rather than their
 * words, as vcard.ts reads vCards. Fourth exploratory test: with the model, a patient's name came
 * out as a LOCATION, the house number, record number and birth date stayed in clear; without it,
 * everything but the phone and the SSN did.
 *
 * Segments (a line, or a part between CRs, that opens with its id and "|"), fields split at "|",
 * repetitions at "~", components at "^". Each non-empty component is its own entity, so the
 * separators stay and the message still parses after redaction:
 * - person names (XPN: family^given^middle^suffix^prefix): PID-5 patient, PID-6 mother's maiden
 *   name, PID-9 alias, NK1-2 next of kin, IN1-16 insured, GT1-3 guarantor -> NAME_FAMILY,
 *   NAME_GIVEN;
 * - practitioners (XCN: id^family^given^...): PV1-7 attending, PV1-8 referring, PV1-9 consulting,
 *   PV1-17 admitting, ORC-12 and OBR-16 ordering -> NAME_MEDICAL_PROFESSIONAL, the id
 *   HEALTHCARE_NUMBER (a practitioner's registration number is one here, healthcare-number.ts);
 * - addresses (XAD: street^other^city^state^zip^country): PID-11, NK1-4, IN1-19, GT1-5 ->
 *   LOCATION_ADDRESS_STREET, LOCATION_CITY, LOCATION_STATE, LOCATION_ZIP, LOCATION_COUNTRY;
 * - telephone numbers (XTN, first component): PID-13, PID-14, NK1-5, NK1-6, GT1-6 -> PHONE_NUMBER
 *   (an e-mail address in its fourth component is the e-mail detector's);
 * - birth dates (TS, eight digits and more): PID-7, IN1-18, GT1-8 -> DOB;
 * - identifiers (CX: id^^^authority^type): PID-2, PID-3, PID-4 -> HEALTHCARE_NUMBER (SSN when
 *   the type code is SS); PID-18 account -> ACCOUNT_NUMBER; PID-19 and GT1-12 -> SSN; PID-20 ->
 *   DRIVER_LICENSE; IN1-36 policy number -> ACCOUNT_NUMBER.
 * - the operator of an event (XCN: login^family^given): EVN-5 -> USERNAME, NAME_FAMILY, NAME_GIVEN;
 *   OBX-16, the responsible observer, as a practitioner.
 * Only in an HL7 text (isHl7Text): the same shapes elsewhere are not this syntax. Score 0.9: the standard says what the field holds.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { trimSpan } from "./span-trim.js";
import { execAll } from "../text/exec-all.js";

const SCORE = 0.9;
const SOURCE = "hl7";

/**
 * An HL7 v2 text: an MSH segment, or a line that opens with a standard segment id and "|" and holds
 * three fields more. The second form is one segment alone, as `--lines` gives each line of a
 * CR-separated file (eighth exploratory test: NK1 and IN1 lines read as prose, their fields merged
 * by the model and a birth date left in clear). Not a markdown table ("| PID |" opens with "|").
 */
const MESSAGE = /(?:^|[\r\n])(?:MSH\|[\^~\\&]{4}|(?:EVN|PID|PD1|NK1|PV1|PV2|IN1|IN2|GT1|OBR|OBX|ORC|AL1|DG1|NTE|MRG|ROL|FT1|PR1|SPM|RXA|RXE|RXO|TXA|SCH)\|(?:[^|\r\n]*\|){3})/;

/** Whether `text` is an HL7 v2 message or segment (MESSAGE). */
export function isHl7Text(text: string): boolean {
  return text.includes("|") && MESSAGE.test(text);
}
/** A segment: its id, "|", and the rest up to the next CR or LF. */
const SEGMENT = /(?:^|(?<=[\r\n]))(?<id>[A-Z][A-Z0-9]{2})\|(?<fields>[^\r\n]*)/g;

/** Where each segment's id stands ("PID", "NK1"), for the model's decoder (ner/cell-boundaries.ts). */
export function hl7SegmentIds(text: string): { start: number; end: number }[] {
  return [...execAll(SEGMENT, text)].map((m) => ({ start: m.index, end: m.index + m.groups!.id!.length }));
}

type Kind = "name" | "practitioner" | "operator" | "address" | "phone" | "dob" | "id" | { label: string };

/** Segment id -> field number (1-based, as the standard numbers them) -> what it holds. */
const FIELDS: Readonly<Record<string, Readonly<Record<number, Kind>>>> = {
  PID: {
    2: "id", 3: "id", 4: "id", 5: "name", 6: "name", 7: "dob", 9: "name", 11: "address", 13: "phone", 14: "phone",
    18: { label: "ACCOUNT_NUMBER" }, 19: { label: "SSN" }, 20: { label: "DRIVER_LICENSE" },
  },
  NK1: { 2: "name", 4: "address", 5: "phone", 6: "phone" },
  PV1: { 7: "practitioner", 8: "practitioner", 9: "practitioner", 17: "practitioner" },
  // EVN-5 the operator who triggered the event (a clerk's login and name); OBX-16 the observer
  EVN: { 5: "operator" },
  ORC: { 12: "practitioner" },
  OBR: { 16: "practitioner" },
  OBX: { 16: "practitioner" },
  IN1: { 16: "name", 18: "dob", 19: "address", 36: { label: "ACCOUNT_NUMBER" } },
  GT1: { 3: "name", 5: "address", 6: "phone", 8: "dob", 12: { label: "SSN" } },
};

const NAME_PARTS = ["NAME_FAMILY", "NAME_GIVEN", "NAME_GIVEN"] as const;
const ADDRESS_PARTS = ["LOCATION_ADDRESS_STREET", "LOCATION_ADDRESS_STREET", "LOCATION_CITY", "LOCATION_STATE", "LOCATION_ZIP", "LOCATION_COUNTRY"] as const;

/** [start, end) of each piece of text[start, end) split at `separator`. */
function pieces(text: string, start: number, end: number, separator: string): [number, number][] {
  const out: [number, number][] = [];
  let at = start;
  for (let i = start; i <= end; i++) {
    if (i === end || text[i] === separator) {
      out.push([at, i]);
      at = i + 1;
    }
  }
  return out;
}

export const hl7Detector: Detector = {
  name: "hl7",
  types: [
    "NAME_FAMILY", "NAME_GIVEN", "NAME_MEDICAL_PROFESSIONAL", "DOB", "LOCATION_ADDRESS_STREET", "LOCATION_CITY",
    "LOCATION_STATE", "LOCATION_ZIP", "LOCATION_COUNTRY", "PHONE_NUMBER", "SSN", "HEALTHCARE_NUMBER", "ACCOUNT_NUMBER",
    "DRIVER_LICENSE", "USERNAME",
  ],
  detect(ctx: DetectContext): Candidate[] {
    const { text } = ctx;
    if (!isHl7Text(text)) return [];
    const out: Candidate[] = [];
    const push = (label: string, start: number, end: number, formatted?: string) => {
      const span = trimSpan(text, start, end);
      if (!span || !/[\p{L}\p{N}]/u.test(text.slice(span[0], span[1]))) return;
      out.push({ start: span[0], end: span[1], label, score: SCORE, source: SOURCE, ...(formatted ? { formatted } : {}) });
    };
    for (const m of execAll(SEGMENT, text)) {
      const kinds = FIELDS[m.groups!.id!];
      if (!kinds) continue;
      const fieldsStart = m.index! + m[0].length - m.groups!.fields!.length;
      pieces(text, fieldsStart, m.index! + m[0].length, "|").forEach(([fs, fe], i) => {
        const kind = kinds[i + 1];
        if (!kind || fe <= fs) return;
        for (const [rs, re] of pieces(text, fs, fe, "~")) read(kind, pieces(text, rs, re, "^"));
      });
    }
    return out.sort((a, b) => a.start - b.start);

    function read(kind: Kind, parts: [number, number][]): void {
      const part = (k: number) => parts[k];
      if (typeof kind === "object") {
        const first = part(0);
        if (first) push(kind.label, first[0], first[1]);
        return;
      }
      switch (kind) {
        case "name":
          NAME_PARTS.forEach((label, k) => part(k) && push(label, ...part(k)!));
          break;
        case "practitioner":
          if (part(0)) push("HEALTHCARE_NUMBER", ...part(0)!);
          for (const k of [1, 2, 3]) if (part(k)) push("NAME_MEDICAL_PROFESSIONAL", ...part(k)!);
          break;
        case "operator":
          if (part(0)) push("USERNAME", ...part(0)!);
          if (part(1)) push("NAME_FAMILY", ...part(1)!);
          for (const k of [2, 3]) if (part(k)) push("NAME_GIVEN", ...part(k)!);
          break;
        case "address":
          ADDRESS_PARTS.forEach((label, k) => part(k) && push(label, ...part(k)!));
          break;
        case "phone": {
          // the first component is the number as written; an e-mail address sits in the fourth
          const first = part(0);
          if (first && /\d{3}/.test(text.slice(first[0], first[1]))) push("PHONE_NUMBER", ...first);
          break;
        }
        case "dob": {
          const first = part(0);
          const value = first ? text.slice(first[0], first[1]) : "";
          const date = /^(\d{4})(\d{2})(\d{2})/.exec(value);
          if (first && date) push("DOB", first[0], first[1], `${date[1]}-${date[2]}-${date[3]}`);
          break;
        }
        case "id": {
          const first = part(0);
          if (!first) break;
          const type = part(4) ? text.slice(...part(4)!).trim() : "";
          push(type === "SS" ? "SSN" : "HEALTHCARE_NUMBER", ...first);
          break;
        }
      }
    }
  },
};
