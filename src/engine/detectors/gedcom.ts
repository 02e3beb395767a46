/**
 * GEDCOM (.ged family trees): lines whose value is personal by definition, read by their tag
 * rather than their words. A family tree lists living people with their births, places and
 * addresses; the model read "Ömer" as nothing and "Demir" as a place (seventh exploratory test).
 *
 * - NAME Given /Surname/ -> the given names NAME_GIVEN, the surname between the slashes NAME_FAMILY;
 *   a NAME without slashes -> NAME
 * - GIVN -> NAME_GIVEN, SURN and _MARNM -> NAME_FAMILY, NICK -> NAME_GIVEN
 * - PLAC -> LOCATION (a place list "Town, County, Country" whole), ADDR and ADR1/ADR2 ->
 *   LOCATION_ADDRESS, CITY -> LOCATION_CITY, STAE -> LOCATION_STATE, POST -> LOCATION_ZIP, CTRY ->
 *   LOCATION_COUNTRY, OCCU -> OCCUPATION
 *
 * Dates, phones and e-mails are left to their own detectors. Only in a text that is a GEDCOM file
 * (a "0 HEAD" line or a record line "0 @I1@ INDI"); the level, cross-reference and tag of each line
 * are syntax and no model span holds them (ner/cell-boundaries.ts).
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { wantsType } from "./make-context.js";
import { trimSpan } from "./span-trim.js";
import { execAll } from "../text/exec-all.js";

const SCORE = 0.9;
const SOURCE = "gedcom";

const GEDCOM_FILE = /^0 (?:HEAD|@[^@\s]+@ [A-Z_]{3,5})\b/m;

/** Whether a text is a GEDCOM file: a "0 HEAD" line or a record line ("0 @I1@ INDI"). */
export function isGedcomFile(text: string): boolean {
  return GEDCOM_FILE.test(text);
}
/** A line: level, an optional cross-reference, the tag, the value to the line's end. */
const LINE = /^[ \t]*\d{1,2} (?:@[^@\s]+@ )?(?<tag>[A-Z_][A-Z0-9_]{2,5})[ \t]+(?<value>[^\r\n]+)/dgm;
const TAG_TYPES: Readonly<Record<string, string>> = {
  GIVN: "NAME_GIVEN",
  NICK: "NAME_GIVEN",
  SURN: "NAME_FAMILY",
  _MARNM: "NAME_FAMILY",
  PLAC: "LOCATION",
  ADDR: "LOCATION_ADDRESS",
  ADR1: "LOCATION_ADDRESS",
  ADR2: "LOCATION_ADDRESS",
  CITY: "LOCATION_CITY",
  STAE: "LOCATION_STATE",
  POST: "LOCATION_ZIP",
  CTRY: "LOCATION_COUNTRY",
  OCCU: "OCCUPATION",
};
/** The surname of a NAME value, between slashes ("Katharina /Huber/", "/Demir/ Ömer"). */
const SURNAME = /\/([^/\r\n]*)\//d;

export const gedcomDetector: Detector = {
  name: SOURCE,
  types: ["NAME", "NAME_GIVEN", "NAME_FAMILY", "LOCATION", "LOCATION_ADDRESS", "LOCATION_CITY", "LOCATION_STATE", "LOCATION_ZIP", "LOCATION_COUNTRY", "OCCUPATION"],
  detect(ctx: DetectContext): Candidate[] {
    const { text } = ctx;
    if (!isGedcomFile(text)) return [];
    const out: Candidate[] = [];
    const push = (start: number, end: number, label: string) => {
      const span = trimSpan(text, start, end);
      if (span && wantsType(ctx, label) && /\p{L}|\d/u.test(text.slice(span[0], span[1]))) {
        out.push({ start: span[0], end: span[1], label, score: SCORE, source: SOURCE });
      }
    };
    for (const m of execAll(LINE, text)) {
      const tag = m.groups!.tag!;
      const [start, end] = m.indices!.groups!.value!;
      if (tag === "NAME") {
        const surname = SURNAME.exec(text.slice(start, end));
        if (!surname) {
          // no surname marked: the whole name ("1 NAME Katharina Huber" of a submitter)
          push(start, end, "NAME");
          continue;
        }
        const [a, b] = surname.indices![1]!;
        push(start, start + surname.index, "NAME_GIVEN");
        push(start + a, start + b, "NAME_FAMILY");
        push(start + surname.index + surname[0].length, end, "NAME_GIVEN");
        continue;
      }
      const label = TAG_TYPES[tag];
      if (label) push(start, end, label);
    }
    return out;
  },
};
