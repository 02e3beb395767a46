/**
 * Medical conditions -> CONDITION, bodily injuries -> INJURY, in en, de, es, fr, it, nl and pt.
 *
 * Conditions: the terms of health/conditions.ts (about 80 concepts: diabetes, hypertension, asthma,
 * COPD, heart failure, atrial fibrillation, infarction, stroke, cancers, depression, dementia,
 * dyslexia, gout, low back pain, dyspnoea...; every language's name, "Vorhofflimmern",
 * "insuficiencia cardíaca", "BPCO", "nierinsufficiëntie"), matched as whole words in any case,
 * abbreviations in upper case only. A term with a qualifier joined to it is taken whole where the
 * list has the longer form ("Diabetes mellitus Typ 2", "community-acquired pneumonia",
 * "hypertension artérielle").
 * Injuries: the terms of health/injuries.ts (concussion, whiplash, sprained ankle...) and the
 * grammar of an injury noun and a body part: "fracture of the left hip", "fractura de cadera",
 * "frattura del femore", "fracture du col du fémur", "hip fracture", "broken wrist", and the German
 * and Dutch compounds "Hüftfraktur", "Oberschenkelhalsbruch", "heupfractuur".
 *
 * Validation: an ambiguous term ("depression" of the economy, a "stroke" of luck, Spanish "gota" =
 * drop, "Parkinson" the surname) needs a clinical cue (health/rows.ts: diagnosed, history of, leidet
 * an, padece, atteint de, affetto da, lijdt aan, sofre de...) within the sentence around it; so
 * does a capitalised "Cancer" (the zodiac sign). Scores: 0.9 with a cue, 0.8 without.
 * formatted: the concept's English name ("vorhofflimmern" -> "atrial fibrillation").
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { contextWords, hasContext } from "./context.js";
import { wantsType } from "./make-context.js";
import { termScanner } from "./term-scan.js";
import { CONDITION_ROWS } from "./health/conditions.js";
import { BODY_PARTS, COMPOUND_HEADS, COMPOUND_STEMS, INJURY_HEADS, INJURY_ROWS } from "./health/injuries.js";
import { CLINICAL_CUES, parseRows, type HealthTerm } from "./health/rows.js";

interface Entry extends HealthTerm {
  type: "CONDITION" | "INJURY";
}

const ENTRIES: Entry[] = [
  ...parseRows(CONDITION_ROWS).map((t) => ({ ...t, type: "CONDITION" as const })),
  ...parseRows(INJURY_ROWS).map((t) => ({ ...t, type: "INJURY" as const })),
];
const SCANNER = termScanner(ENTRIES.map((e) => ({ form: e.form, data: e })));
const CUES = contextWords(CLINICAL_CUES);

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
const alt = (words: readonly string[]) => [...new Set(words)].sort((a, b) => b.length - a.length).map(esc).join("|");
const SIDE = "(?:(?:left|right|linken|rechten|linke|rechte|izquierda|izquierdo|derecha|derecho|gauche|droite|droit|sinistra|sinistro|destra|destro|linker|rechter|esquerda|esquerdo|direita|direito)\\s+)?";
const PREP = "(?:of\\s+the|of\\s+his|of\\s+her|of|de\\s+la|del|de|du|des|d'|della|dello|dell'|di|van\\s+de|van\\s+het|van|do|da|dos|das|am|des|der)";
/** Injury noun, preposition, body part: "fracture of the left hip", "fractura de cadera derecha". */
const RE_HEAD_PART = new RegExp(
  `(?<![\\p{L}\\p{N}-])(?:${alt(INJURY_HEADS)})\\s+(?:${PREP}\\s*)?${SIDE}(?:${alt(BODY_PARTS)})(?:\\s+(?:izquierda|izquierdo|derecha|derecho|gauche|droite|droit|sinistra|sinistro|destra|destro|esquerda|esquerdo|direita|direito))?(?![\\p{L}\\p{N}])`,
  "gu",
);
/** The English body parts (the list starts with them). */
const EN_PARTS = BODY_PARTS.slice(0, BODY_PARTS.indexOf("hüfte"));
/** Body part, injury noun (English order): "hip fracture", "left wrist sprain"; "broken" before the part. */
const RE_PART_HEAD = new RegExp(
  `(?<![\\p{L}\\p{N}-])(?:${SIDE}(?:${alt(EN_PARTS)})\\s+(?:fracture|fractures|sprain|dislocation|injury)|broken\\s+${SIDE}(?:${alt(EN_PARTS)}))(?![\\p{L}\\p{N}])`,
  "gu",
);
const RE_COMPOUND = new RegExp(`(?<![\\p{L}\\p{N}-])(?:${alt(COMPOUND_STEMS)})(?:s|en|n|e)?-?(?:${alt(COMPOUND_HEADS)})(?![\\p{L}\\p{N}])`, "gu");

const SENTENCE_END = /[.!?;]\s|\n/;

/** A clinical cue in the same sentence, within 60 characters before or 40 after. */
function clinicalCue(ctx: DetectContext, start: number, end: number): boolean {
  let before = ctx.lower.slice(Math.max(0, start - 60), start);
  const cut = before.search(/[.!?;]\s[^.!?;]*$|\n[^\n]*$/);
  if (cut >= 0) before = before.slice(cut + 1);
  let after = ctx.lower.slice(end, end + 40);
  const stop = after.search(SENTENCE_END);
  if (stop >= 0) after = after.slice(0, stop);
  return CUES.regex.test(before) || CUES.regex.test(after);
}

const TYPES = ["CONDITION", "INJURY"];

export const medicalConditionDetector: Detector = {
  name: "medical-condition",
  types: TYPES,
  detect(ctx: DetectContext): Candidate[] {
    const wantCondition = wantsType(ctx, "CONDITION");
    const wantInjury = wantsType(ctx, "INJURY");
    if (!wantCondition && !wantInjury) return [];
    const out: Candidate[] = [];
    const { text, lower } = ctx;
    for (const m of SCANNER.scan(lower)) {
      const raw = text.slice(m.start, m.end);
      const entries = m.entries.filter((e) => (e.type === "CONDITION" ? wantCondition : wantInjury) && (!e.upper || raw === raw.toUpperCase()));
      if (entries.length === 0) continue;
      const e = entries.find((x) => x.weak) ?? entries[0]!;
      const cue = clinicalCue(ctx, m.start, m.end);
      // "Cancer" capitalised inside a line is the zodiac sign unless a clinical cue says otherwise
      const zodiac = e.form === "cancer" && raw === "Cancer" && m.start > 0 && !/[\n.:]\s*$/.test(text.slice(Math.max(0, m.start - 3), m.start));
      if ((e.weak || zodiac) && !cue) continue;
      out.push({ start: m.start, end: m.end, label: e.type, score: cue ? 0.9 : 0.8, formatted: e.canonical, source: "medical-condition" });
    }
    if (wantInjury) {
      for (const re of [RE_HEAD_PART, RE_PART_HEAD, RE_COMPOUND]) {
        re.lastIndex = 0;
        let m: RegExpExecArray | null;
        while ((m = re.exec(lower)) !== null) {
          const start = m.index;
          const end = start + m[0].length;
          if (out.some((c) => c.start < end && start < c.end)) continue;
          const cue = hasContext(ctx, start, end, CUES, 60, 40);
          // "a broken arm" needs no cue; the bare noun+part reading of English prose does ("strain of the leg" is rare outside notes)
          out.push({ start, end, label: "INJURY", score: cue ? 0.9 : 0.8, formatted: m[0].replace(/\s+/g, " "), source: "medical-condition" });
        }
      }
    }
    return out.sort((a, b) => a.start - b.start);
  },
};
