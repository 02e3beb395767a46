/**
 * The machine-readable zone of a passport or identity card (ICAO 9303), as scans, check-in
 * systems and travel bookings copy it:
 *
 *   P<PRTALVES<CARDOSO<<RODRIGO<MIGUEL<<<<<<<<<<
 *   CB482913<8PRT8606154M3003079<<<<<<<<<<<<<<06
 *
 * Each line was left in clear but for the words the model read in the first one. The zone is
 * read by its layout and taken only when its check digits hold (document number and birth date,
 * weights 7-3-1): TD3 (passports, 2 lines of 44), TD2 (2 of 36) and TD1 (identity cards, 3 of 30).
 *
 * - the holder's name (SURNAME<<GIVEN<NAMES) -> NAME, its "<" fillers inside the span;
 * - the document number -> PASSPORT_NUMBER on a passport ("P..."), SSN on an identity card;
 * - the birth date -> DOB; the expiry date -> DATE;
 * - the optional personal number (a national id on many passports) -> SSN when it holds a digit.
 * Issuing state, nationality, sex and check digits identify nobody and are left as they are.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";

const SOURCE = "mrz";
const SCORE = 0.95;
const LINE = /^[A-Z0-9<]+$/;

interface Line {
  start: number;
  text: string;
}

/** ICAO 9303 check digit: weights 7, 3, 1; A-Z are 10-35, "<" is 0. */
export function mrzCheckDigit(field: string): number {
  let sum = 0;
  for (let i = 0; i < field.length; i++) {
    const c = field.charCodeAt(i);
    const v = c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 90 ? c - 55 : 0;
    sum += v * [7, 3, 1][i % 3]!;
  }
  return sum % 10;
}

const checks = (field: string, digit: string | undefined): boolean => digit !== undefined && /\d/.test(digit) && mrzCheckDigit(field) === Number(digit);

/** The text's lines of MRZ characters only, with their offsets (blanks around them trimmed). */
function mrzLines(text: string): Line[] {
  const out: Line[] = [];
  let start = 0;
  for (const raw of text.split("\n")) {
    const lead = raw.length - raw.trimStart().length;
    const body = raw.trim();
    if ((body.length === 30 || body.length === 36 || body.length === 44) && body.includes("<") && LINE.test(body)) out.push({ start: start + lead, text: body });
    start += raw.length + 1;
  }
  return out;
}

/** [from, to) of a field without its trailing "<" fillers, or undefined when it is all fillers. */
function filled(line: Line, from: number, to: number): [number, number] | undefined {
  let end = to;
  while (end > from && line.text[end - 1] === "<") end--;
  let begin = from;
  while (begin < end && line.text[begin] === "<") begin++;
  return end > begin ? [line.start + begin, line.start + end] : undefined;
}

export const mrzDetector: Detector = {
  name: "mrz",
  types: ["NAME", "PASSPORT_NUMBER", "SSN", "DOB", "DATE"],
  detect(ctx: DetectContext): Candidate[] {
    if (!ctx.text.includes("<<")) return [];
    const lines = mrzLines(ctx.text);
    const out: Candidate[] = [];
    const push = (label: string, span: [number, number] | undefined) => {
      if (span) out.push({ start: span[0], end: span[1], label, score: SCORE, source: SOURCE });
    };
    for (let i = 0; i + 1 < lines.length; i++) {
      const a = lines[i]!;
      const b = lines[i + 1]!;
      const width = a.text.length;
      if (b.text.length !== width) continue;
      if (width === 44 || width === 36) {
        // TD3 / TD2: name on the first line, numbers on the second
        const l2 = b.text;
        if (!checks(l2.slice(0, 9), l2[9]) || !checks(l2.slice(13, 19), l2[19])) continue;
        const passport = a.text.startsWith("P");
        push("NAME", filled(a, 5, width));
        push(passport ? "PASSPORT_NUMBER" : "SSN", filled(b, 0, 9));
        push("DOB", filled(b, 13, 19));
        push("DATE", filled(b, 21, 27));
        const personal = filled(b, 28, width === 44 ? 42 : 35);
        if (personal && /\d/.test(ctx.text.slice(personal[0], personal[1]))) push("SSN", personal);
        i++;
      } else if (width === 30 && i + 2 < lines.length && lines[i + 2]!.text.length === 30) {
        // TD1: document number on the first line, dates on the second, name on the third
        const c = lines[i + 2]!;
        if (!checks(a.text.slice(5, 14), a.text[14]) || !checks(b.text.slice(0, 6), b.text[6])) continue;
        push(a.text.startsWith("P") ? "PASSPORT_NUMBER" : "SSN", filled(a, 5, 14));
        const optional = filled(a, 15, 30);
        if (optional && /\d/.test(ctx.text.slice(optional[0], optional[1]))) push("SSN", optional);
        push("DOB", filled(b, 0, 6));
        push("DATE", filled(b, 8, 14));
        push("NAME", filled(c, 0, 30));
        i += 2;
      }
    }
    return out;
  },
};
