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
import { contextWords, hasContext, windowAfter, windowBefore } from "./context.js";
import { wantsType } from "./make-context.js";
import { execAll } from "../text/exec-all.js";
import { savedTermScanner } from "./term-scan.js";
import { tableCells } from "./table-cues.js";
import { CONDITION_ROWS } from "./health/conditions.js";
import { BODY_PARTS, COMPOUND_HEADS, COMPOUND_STEMS, INJURY_HEADS, INJURY_ROWS } from "./health/injuries.js";
import { CLINICAL_CUES, parseRows, type HealthTerm } from "./health/rows.js";

interface Entry extends HealthTerm {
  type: "CONDITION" | "INJURY";
}

const SCANNER = savedTermScanner<Entry>("medical-condition", [CONDITION_ROWS, INJURY_ROWS], () =>
  [
    ...parseRows(CONDITION_ROWS).map((t) => ({ ...t, type: "CONDITION" as const })),
    ...parseRows(INJURY_ROWS).map((t) => ({ ...t, type: "INJURY" as const })),
  ].map((e) => ({ form: e.form, data: e })),
);
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
  let before = windowBefore(ctx.lower, Math.max(0, start - 60), start);
  const cut = before.search(/[.!?;]\s[^.!?;]*$|\n[^\n]*$/);
  if (cut >= 0) before = before.slice(cut + 1);
  let after = windowAfter(ctx.lower, end, Math.min(ctx.lower.length, end + 40));
  const stop = after.search(SENTENCE_END);
  if (stop >= 0) after = after.slice(0, stop);
  return CUES.regex.test(before) || CUES.regex.test(after);
}

const TYPES = ["CONDITION", "INJURY"];

/**
 * Allergies -> CONDITION: what a person is allergic to, after an allergy field's label ("Allergies:
 * peanuts, penicillin", "Alergias: frutos secos, lactosa", "Allergien: Nüsse") or "allergic to" in
 * the seven languages ("allergia alle arachidi", "alérgico a la lactosa"). The allergen stands for
 * the allergy, health data of the person; no list names them all (sixth exploratory test: food
 * allergens in a school's records were left in clear). Each item of the field's list (commas,
 * slashes, "and" words between), one to three words of letters, none of the "none" words; after the
 * phrase, the items up to the clause's end (three at most). Score 0.8: a drug among them ("penicillin")
 * stays the drug detector's DRUG, with CONDITION beside it.
 */
const ALLERGY_FIELD =
  /(?<![\p{L}])(?:allerg(?:ies|ien|ie\u00ebn|ie|y|ia|eni)|alerg(?:ias?|ies)|intoleranc(?:es?|ias?)|unvertr\u00e4glichkeit(?:en)?)[ \t]*[:=][ \t]*(?<list>[^\n\r;.:]{1,160})/giu;
const ALLERGY_PHRASE =
  /(?<![\p{L}])(?:allergic to|allergisch gegen|allergisch (?:op|voor)|al\u00e9rgic[oa]s? (?:a|al|a la|a los|a las|ao|\u00e0|aos|\u00e0s)|allergique (?:\u00e0|aux|au)|allergic[oa] (?:a|al|alla|alle|ai|agli)|allergia (?:a|al|alla|alle|ai|agli)|alergia (?:a|al|a la|ao|\u00e0)|intoleran(?:cia|ce|za|z|tie) (?:to|gegen|voor|a|al|a la|\u00e0|au|aux|alla|al|ao)) (?<list>[\p{L}'\u2019 -]{2,60})/giu;
const ALLERGEN_SPLIT = /[ \t]*(?:,|\/|\+|&|\b(?:and|or|und|oder|y|o|e|et|ou|en|of)\b)[ \t]*/iu;
const ALLERGEN = /^\p{L}[\p{L}'\u2019-]*(?: \p{L}[\p{L}'\u2019-]*){0,2}$/u;
const NO_ALLERGY = /^(?:none|no|nil|nkda|nka|nkfa|n\/?a|keine|kein|ninguna|ninguno|aucune|aucun|nessuna|nessuno|geen|nenhuma|nenhum|unknown|unbekannt)$/i;
const CLAUSE_STOP = /[.;:!?\n]|\b(?:but|aber|pero|mais|ma|maar|mas|since|seit|desde|depuis|da|sinds)\b/iu;

function allergens(ctx: DetectContext, out: Candidate[]): void {
  if (!/allerg|alerg|intoleran|unvertr/i.test(ctx.text)) return;
  const push = (start: number, item: string) => {
    const trimmed = item.replace(/^(?:the|die|der|das|el|la|los|las|le|les|il|lo|gli|i|de|het|o|a|os|as)\s+/iu, "");
    start += item.length - trimmed.length;
    if (!ALLERGEN.test(trimmed) || NO_ALLERGY.test(trimmed) || out.some((c) => c.start < start + trimmed.length && start < c.end)) return;
    // below a drug's 0.85: "penicillin" stays a DRUG, with CONDITION beside it
    out.push({ start, end: start + trimmed.length, label: "CONDITION", score: 0.8, formatted: `allergy: ${trimmed.toLowerCase()}`, source: "medical-condition" });
  };
  for (const re of [ALLERGY_FIELD, ALLERGY_PHRASE]) {
    for (const m of execAll(re, ctx.text)) {
      const written = m.groups!.list!;
      const listStart = m.index + m[0].length - written.length;
      const stop = re === ALLERGY_PHRASE ? written.search(CLAUSE_STOP) : -1;
      const list = stop >= 0 ? written.slice(0, stop) : written;
      const items = list.split(ALLERGEN_SPLIT);
      let pos = 0;
      // after the phrase, three items at most: the sentence goes on after them
      for (const item of re === ALLERGY_PHRASE ? items.slice(0, 3) : items) {
        const offset = list.indexOf(item, pos);
        if (offset < 0) continue;
        pos = offset + item.length;
        const lead = item.length - item.trimStart().length;
        push(listStart + offset + lead, item.trim());
      }
    }
  }
}

/** A test's or a condition's status as a record writes it. */
const STATUS_VALUE = /^(?:positive|negative|pos|neg|reactive|non-?reactive|detected|not detected|undetectable|yes|no|true|false|positivo|negativo|positiv|negativ|positif|n[ée]gatif|positief|negatief|[+-])$/i;

/**
 * A status under a column or field named for a condition ({"hiv_status": "positive"},
 * "covid_test;negative"): the header says which condition, the cell whether the person has it,
 * health data either way (seventh exploratory test: a dating export's HIV status left in clear).
 * The whole cell is a CONDITION, formatted as the header's condition.
 */
function conditionStatusCells(ctx: DetectContext, out: Candidate[]): void {
  for (const cell of tableCells(ctx)) {
    const value = ctx.text.slice(cell.start, cell.end);
    if (!STATUS_VALUE.test(value) || out.some((c) => c.start < cell.end && cell.start < c.end)) continue;
    const condition = SCANNER.scan(cell.header).flatMap((m) => m.entries).find((e) => e.type === "CONDITION");
    if (condition) out.push({ start: cell.start, end: cell.end, label: "CONDITION", score: 0.85, formatted: `${condition.canonical}: ${value.toLowerCase()}`, source: "medical-condition" });
  }
}

/**
 * A diagnosis written as its ICD-10 code after a diagnosis label, the description after it on the
 * line included: "Diagnose (nur für Krankenkasse): J06.9 G  Akute Infektion der oberen Atemwege",
 * "Diagnosis: F32.1 moderate depressive episode" (a German sick note's diagnoses were left in clear:
 * seventh exploratory test); and a code alone under an ICD column. The code is a letter, a digit,
 * a digit or letter and an optional subcategory of up to four characters (ICD-10-CM's included);
 * German certainty marks (G, V, A, Z) may follow.
 */
const DIAGNOSIS_LABEL = /(?<![\p{L}])(?:diagnos[ei]s?|diagnostic|diagn[oó]stico|diagnose[nr]?|icd(?:-?10)?|cie-?10|cim-?10)\b[^:\n]{0,40}:[ \t]*/giu;
// ICD-10 and ICD-10-CM: a letter, a digit, a digit or letter ("C7A"), up to four characters after
// the dot with a 7th-character extension ("S72.001A", "T84.50XA"; review: US codes were missed)
const ICD_CODE = /^(?:[A-Z]\d[0-9A-Z](?:\.[0-9A-Z]{1,4})?)(?:[ \t]+[GVAZ](?=[ \t]|$))?/;
const ICD_HEADER = /^(?:icd|icd ?10|icd code|icd 10 code|diagnosis code|diagnose code|cie ?10|cim ?10|codice icd|diagnosecode)$/;
const MAX_DIAGNOSIS = 100;
/** The code without a German certainty mark after it ("J06.9 G" -> "J06.9"): the formatted value. */
const codeOf = (match: string): string => match.split(/[ \t]/)[0]!;

function icdDiagnoses(ctx: DetectContext, out: Candidate[]): void {
  const { text } = ctx;
  // the whole diagnosis replaces the words of its description read alone ("depressive Episode");
  // a reading that reaches out of it keeps its place and the diagnosis is not added
  const add = (start: number, end: number, formatted: string) => {
    // a reading across the capped end extends the diagnosis to it (review: a term crossing the cap
    // had vetoed the whole diagnosis, the code left in clear)
    for (const c of out) if (c.start >= start && c.start < end && c.end > end) end = c.end;
    if (out.some((c) => c.start < end && start < c.end && (c.start < start || c.end > end))) return;
    for (let i = out.length - 1; i >= 0; i--) if (start <= out[i]!.start && out[i]!.end <= end) out.splice(i, 1);
    out.push({ start, end, label: "CONDITION", score: 0.9, formatted, source: "medical-condition" });
  };
  if (/diagn|icd|cie|cim/i.test(text)) {
    for (const m of execAll(DIAGNOSIS_LABEL, text)) {
      const at = m.index! + m[0].length;
      const code = ICD_CODE.exec(text.slice(at, at + 16));
      if (!code) continue;
      const lineEnd = text.indexOf("\n", at);
      let end = Math.min(lineEnd < 0 ? text.length : lineEnd, at + MAX_DIAGNOSIS);
      while (end > at && /\s/.test(text[end - 1]!)) end--;
      add(at, end, codeOf(code[0]));
    }
  }
  for (const cell of tableCells(ctx)) {
    if (!ICD_HEADER.test(cell.header)) continue;
    const value = text.slice(cell.start, cell.end);
    const code = ICD_CODE.exec(value);
    if (code && code[0].length === value.length) add(cell.start, cell.end, codeOf(code[0]));
  }
}

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
    if (wantCondition) allergens(ctx, out);
    if (wantCondition) conditionStatusCells(ctx, out);
    if (wantCondition) icdDiagnoses(ctx, out);
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
