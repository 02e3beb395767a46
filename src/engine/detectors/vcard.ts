/**
 * vCard (RFC 6350, .vcf contact exports) and iCalendar (RFC 5545, .ics invitations): properties
 * whose value is personal by definition, read by their structure rather than their words.
 *
 * - N:family;given;additional;prefix;suffix -> NAME_FAMILY, NAME_GIVEN (the additional names too)
 * - FN:full name, NICKNAME -> NAME
 * - ADR:po box;extended;street;locality;region;postal code;country -> LOCATION_ADDRESS_STREET,
 *   LOCATION_CITY, LOCATION_STATE, LOCATION_ZIP, LOCATION_COUNTRY (and the po box and extended
 *   part as LOCATION_ADDRESS)
 * - the CN parameter of ATTENDEE and ORGANIZER -> NAME
 *
 * A postal code alone in an ADR value ("...;Torino;;10122;Italia") has no postal word next to it
 * and was left in clear; a rare name in FN or N depends on the model without this. Telephone,
 * e-mail and birthday values are left to their own detectors, which read them in any text.
 *
 * Only lines that open with the property name (parameters allowed: "ADR;TYPE=HOME:"), in a text
 * that has a BEGIN:VCARD or BEGIN:VCALENDAR/VEVENT line: the same names in prose ("N: 45") are not
 * this syntax. Escaped separators ("\;", "\,") stay inside their component.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { trimSpan } from "./span-trim.js";
import { execAll } from "../text/exec-all.js";

const SCORE = 0.9;
const SOURCE = "vcard";

/** The formats' begin line, anywhere in the text. */
const BEGIN = /^BEGIN:(?:VCARD|VCALENDAR|VEVENT)[ \t]*\r?$/m;
/**
 * A property line: name, parameters, ":" and the value up to the end of the line. A parameter's
 * value may be quoted (RFC 6350 3.3), and a quoted one may hold ":", ";" and the line breaks its
 * "\n" escapes stand for in the text detectors read (text/encoded-view.ts): 'ADR;LABEL="Via
 * Lorenteggio 88\n20146 Milano":...' lost its value's reading, and the region and postcode stayed
 * in clear (eighth exploratory test).
 */
const PROPERTY = /^(?<name>N|FN|NICKNAME|ADR|ATTENDEE|ORGANIZER)(?<params>;(?:"[^"]*"|[^:\r\n"])*)?:(?<value>[^\r\n]*)/gm;
/** The CN parameter's value, quoted or not. */
const CN = /;CN=(?:"(?<quoted>[^"\r\n]*)"|(?<plain>[^;:\r\n]*))/i;

const N_PARTS = ["NAME_FAMILY", "NAME_GIVEN", "NAME_GIVEN", undefined, undefined] as const;
const ADR_PARTS = [
  "LOCATION_ADDRESS",
  "LOCATION_ADDRESS",
  "LOCATION_ADDRESS_STREET",
  "LOCATION_CITY",
  "LOCATION_STATE",
  "LOCATION_ZIP",
  "LOCATION_COUNTRY",
] as const;

/** The components of a structured value: [start, end) offsets split at unescaped ";". */
function components(value: string, offset: number): [number, number][] {
  const out: [number, number][] = [];
  let start = 0;
  for (let i = 0; i <= value.length; i++) {
    if (i === value.length || (value[i] === ";" && value[i - 1] !== "\\")) {
      out.push([offset + start, offset + i]);
      start = i + 1;
    }
  }
  return out;
}

export const vcardDetector: Detector = {
  name: "vcard",
  types: ["NAME", "NAME_GIVEN", "NAME_FAMILY", "LOCATION_ADDRESS", "LOCATION_ADDRESS_STREET", "LOCATION_CITY", "LOCATION_STATE", "LOCATION_ZIP", "LOCATION_COUNTRY"],
  detect(ctx: DetectContext): Candidate[] {
    const { text } = ctx;
    if (!text.includes("BEGIN:V") || !BEGIN.test(text)) return [];
    const out: Candidate[] = [];
    const push = (label: string, start: number, end: number) => {
      const span = trimSpan(text, start, end);
      if (span) out.push({ start: span[0], end: span[1], label, score: SCORE, source: SOURCE });
    };
    PROPERTY.lastIndex = 0;
    for (const m of execAll(PROPERTY, text)) {
      const g = m.groups!;
      const valueStart = m.index! + m[0].length - g.value!.length;
      const valueEnd = m.index! + m[0].length;
      switch (g.name) {
        case "N":
          components(g.value!, valueStart).forEach(([s, e], i) => {
            const label = N_PARTS[i];
            if (label) push(label, s, e);
          });
          break;
        case "FN":
        case "NICKNAME":
          push("NAME", valueStart, valueEnd);
          break;
        case "ADR":
          components(g.value!, valueStart).forEach(([s, e], i) => {
            const label = ADR_PARTS[i];
            if (label) push(label, s, e);
          });
          break;
        default: {
          // ATTENDEE / ORGANIZER: the person is the CN parameter; the value is a mailto: address
          const params = g.params ?? "";
          const cn = CN.exec(params);
          if (!cn) break;
          const name = cn.groups!.quoted ?? cn.groups!.plain ?? "";
          const at = m.index! + g.name!.length + cn.index + cn[0].indexOf(name, 4);
          push("NAME", at, at + name.length);
        }
      }
    }
    return out;
  },
};
