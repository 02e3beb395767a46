/**
 * Clock times -> TIME: 14:30, 09:15:22, 2:30 pm, 2pm, 11 a.m., 14h30, with an optional time zone
 * (UTC, EST, CET, Z, +02:00, UTC+2) that stays inside the span. formatted is 24-hour "HH:MM" or
 * "HH:MM:SS" (the zone is not part of formatted).
 *
 * Not times: "1:30 hours" (a DURATION), ratios and scores ("won 3:2" has a 1-digit minute; a
 * 2-digit one next to score words is skipped unless am/pm is written), Bible-style references
 * and anything glued to other digits, dots or slashes.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { wantsType } from "./make-context.js";
import { contextWords, hasContext } from "./context.js";

const ZONES = [
  // Zone abbreviations that are also words after a time ("ist", "west", "ast") are left out.
  "utc", "gmt", "z", "est", "edt", "cst", "cdt", "mst", "mdt", "pst", "pdt", "akst", "akdt",
  "adt", "ndt", "bst", "cet", "cest", "eet", "eest", "wet", "jst", "kst",
  "aest", "aedt", "acst", "awst", "nzst", "nzdt", "msk", "sgt", "hkt",
].sort((a, b) => b.length - a.length);

const ZONE = `(?:\\s?(?<zone>(?:${ZONES.join("|")})(?:\\s?[+-]\\s?\\d{1,2}(?::?\\d{2})?)?|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)(?![a-z0-9]))?`;
/**
 * After am/pm: no letter, nor digits that an identifier's letter or hyphen goes on from
 * ("7AM8-VX9-HH41" is a Medicare Beneficiary Identifier, not 7 am, fresh draw 8181; "@ 12am0 OGT"
 * in a nurse's note stays a time).
 */
const MERIDIEM_END = "(?![a-z]|\\d+[a-z-])";
const MERIDIEM = `(?<ampm>[ap]\\.?\\s?m\\.?${MERIDIEM_END})`;
/**
 * A time may not be glued to a word, number, dot, colon or slash before it, except the "T" of an
 * ISO date-time (2024-10-12T14:30). Checked in code: a lookbehind alternation in the pattern
 * made the scan 30x slower.
 */
function gluedBefore(lower: string, i: number): boolean {
  if (i === 0) return false;
  const c = lower[i - 1]!;
  if (c === "t" && i >= 2 && /\d/.test(lower[i - 2]!)) return false;
  return /[\w.:/,-]/.test(c);
}

// All patterns run on the lower-cased text.
const RE_COLON = new RegExp(
  `(?<h>[01]?\\d|2[0-3]):(?<m>[0-5]\\d)(?::(?<s>[0-5]\\d)(?:\\.\\d{1,6})?)?(?!\\d|[.:,/]\\d)(?:\\s?${MERIDIEM})?${ZONE}`,
  "g",
);
const RE_BARE_MERIDIEM = new RegExp(`(?<h>1[0-2]|0?[1-9])\\s?(?<ampm>[ap]\\.?m\\.?${MERIDIEM_END})${ZONE}`, "g");
/** French/European "14h30" (minutes required: "24h" alone is usually a duration). */
const RE_H = new RegExp(`(?<h>[01]?\\d|2[0-3])h(?<m>[0-5]\\d)(?![\\w.,:]\\d|[a-z])${ZONE}`, "g");

/** Units after the number that make it a duration ("1:30 hours"). */
const DURATION_AFTER = /^\s*(?:h|hrs?|hours?|mins?|minutes?|secs?|seconds?)\b/;
const SCORE_WORDS = contextWords([
  "score", "scored", "won", "win", "wins", "lost", "lose", "beat", "defeated", "draw", "drew", "leads", "led",
  "victory", "defeat", "ratio", "odds", "verse", "verses", "chapter", "aspect ratio",
]);

function hour24(h: number, ampm: string | undefined): number | undefined {
  if (!ampm) return h;
  if (h < 1 || h > 12) return undefined;
  const pm = ampm.startsWith("p");
  if (h === 12) return pm ? 12 : 0;
  return pm ? h + 12 : h;
}

const pad2 = (n: number): string => String(n).padStart(2, "0");

/**
 * A subtitle cue's timing ("00:00:01.000 --> 00:00:04.000", WebVTT and SRT): a position in a
 * recording, not a time of day; redacting it broke the file (third exploratory test).
 */
const CUE_ARROW_AFTER = /^[\d:.,]*[ \t]*-->/;
const CUE_ARROW_BEFORE = /-->[ \t]*[\d:.,]*$/;
function cueTiming(lower: string, start: number, end: number): boolean {
  return CUE_ARROW_AFTER.test(lower.slice(end, end + 16)) || CUE_ARROW_BEFORE.test(lower.slice(Math.max(0, start - 16), start));
}

export const timeDetector: Detector = {
  name: "time",
  types: ["TIME"],
  detect(ctx: DetectContext): Candidate[] {
    if (!wantsType(ctx, "TIME")) return [];
    const out: Candidate[] = [];
    const taken: Array<[number, number]> = [];
    const overlaps = (s: number, e: number): boolean => taken.some(([a, b]) => s < b && a < e);
    const emit = (start: number, end: number, score: number, formatted: string): void => {
      // Trailing whitespace belongs to nobody (an optional zone group can leave it out).
      while (end > start && /\s/.test(ctx.text[end - 1]!)) end--;
      if (overlaps(start, end)) return;
      taken.push([start, end]);
      out.push({ start, end, label: "TIME", score, formatted, source: "time" });
    };

    for (const re of [RE_COLON, RE_BARE_MERIDIEM, RE_H]) {
      re.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = re.exec(ctx.lower)) !== null) {
        const g = m.groups!;
        const start = m.index;
        let end = start + m[0].length;
        if (gluedBefore(ctx.lower, start) || cueTiming(ctx.lower, start, end)) {
          re.lastIndex = start + 1;
          continue;
        }
        // "at 12:15 pm." : the sentence's full stop is not part of the time.
        if (!g.zone && g.ampm && /^[ap]\s?m\.$/.test(g.ampm)) end--;
        const ampm = g.ampm?.replace(/[.\s]/g, "");
        const h = hour24(Number(g.h), ampm);
        if (h === undefined) continue;
        const min = g.m ? Number(g.m) : 0;
        const sec = g.s;
        if (re === RE_COLON) {
          if (!g.ampm && !g.zone && DURATION_AFTER.test(ctx.lower.slice(end, end + 12))) continue;
          if (!g.ampm && !g.zone && hasContext(ctx, start, end, SCORE_WORDS, 32, 16)) continue;
        }
        let score = 0.85;
        if (g.ampm || g.zone || sec !== undefined) score = 0.9;
        if (re === RE_H) score = 0.8;
        emit(start, end, score, `${pad2(h)}:${pad2(min)}${sec !== undefined ? `:${sec}` : ""}`);
      }
    }
    return out.sort((a, b) => a.start - b.start);
  },
};
