/**
 * IATA bar-coded boarding passes (BCBP, Resolution 792) as scanners and gate logs write them:
 * "M1HOFMANN/KATHARINAMRSEK7XQ2P MUCLISLH 1172 131Y023A00087 100". Fixed-width fields, no
 * separators: the passenger's name fills 20 characters, so a long one runs into the title and the
 * next fields ("KATHARINAMRSEK7XQ2P"), and word-based readers left it in clear (eighth exploratory
 * test; the model read a line break and the next pass as a street).
 *
 * Mandatory items: format code "M", the number of legs (1-4), the name (20), the electronic-ticket
 * indicator (1), the booking reference (7), from and to airports (3 + 3), the carrier (3), the
 * flight number (5), the Julian date (3), the compartment (1), the seat (4), the check-in sequence
 * (5) and the passenger status (1). Read: the name -> NAME (surname/given names, any title the
 * airline appended included), the booking reference -> ACCOUNT_NUMBER (a booking names its
 * passenger; account-number.ts reads one after its keyword). Only a line whose fixed fields all
 * have their shapes.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { execAll } from "../text/exec-all.js";
import { wantsType } from "./make-context.js";

const SOURCE = "boarding-pass";
const SCORE = 0.9;

/**
 * Where a pass may start: the format code and leg count, then a name's first letter. A dump of
 * three passes or more reads as a scan to the OCR view (text/ocr-confusions.ts), which takes the
 * "1" of "M1HOFMANN" for an "I": the detectors and the model read that view, so "MI" counts too.
 */
const START = /(?<![A-Za-z0-9])M[1-4I](?=[A-Z])/g;

/** The fixed fields after the format code, by their offsets from the pass's start, and their shapes. */
const FIELDS: readonly [number, number, RegExp][] = [
  [2, 22, /^[A-Z][A-Z' -]*\/[A-Z' -]*$/], // name: surname/given names, padded with blanks
  [22, 23, /^[E ]$/], // electronic ticket indicator
  [23, 30, /^[A-Z0-9]{5,7} *$/], // booking reference
  [30, 36, /^[A-Z]{6}$/], // from and to airports
  [36, 39, /^[A-Z0-9]{2}[A-Z ]$/], // carrier
  [39, 44, /^(?=.*\d)[0-9 ]{4}[0-9A-Z ]$/], // flight number
  [44, 47, /^\d{3}$/], // Julian date of the flight
  [47, 48, /^[A-Z]$/], // compartment
  [48, 52, /^[0-9A-Z ]{4}$/], // seat
  [52, 57, /^[0-9 ]{5}$/], // check-in sequence
];

/** The offsets of each boarding pass in `text` (from the format code to the check-in sequence's end). */
export function boardingPasses(text: string): { start: number; end: number }[] {
  // cheap gate: a format code and leg count, then a slash within the name's 20 characters
  // (bounded by the name field's 20 characters: unbounded, it was quadratic on "MIMIMI...", review)
  if (!/M[1-4I][A-Z][A-Z' -]{0,19}\//.test(text)) return [];
  const out: { start: number; end: number }[] = [];
  for (const m of execAll(START, text)) {
    const at = m.index!;
    if (FIELDS.every(([from, to, shape]) => shape.test(text.slice(at + from, at + to)))) out.push({ start: at, end: at + 57 });
  }
  return out;
}

export const boardingPassDetector: Detector = {
  name: SOURCE,
  types: ["NAME", "ACCOUNT_NUMBER"],
  detect(ctx: DetectContext): Candidate[] {
    const { text } = ctx;
    const out: Candidate[] = [];
    for (const { start: at } of boardingPasses(text)) {
      const nameAt = at + 2;
      const name = text.slice(nameAt, at + 22).trimEnd();
      if (wantsType(ctx, "NAME") && /[A-Z]{2}/.test(name)) {
        out.push({ start: nameAt, end: nameAt + name.length, label: "NAME", score: SCORE, source: SOURCE });
      }
      const pnrAt = at + 23;
      const pnr = text.slice(pnrAt, at + 30).trimEnd();
      if (wantsType(ctx, "ACCOUNT_NUMBER") && /\d/.test(pnr) && /[A-Z]/.test(pnr)) {
        out.push({ start: pnrAt, end: pnrAt + pnr.length, label: "ACCOUNT_NUMBER", score: SCORE, source: SOURCE });
      }
    }
    return out;
  },
};
