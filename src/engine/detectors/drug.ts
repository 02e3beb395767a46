/**
 * Medications, vitamins and supplements -> DRUG, in en, de, es, fr, it, nl and pt.
 *
 * Two readings (health/drugs.ts):
 * - the list: about 200 international non-proprietary names (metformin, ramipril, furosemide,
 *   apixaban, amoxicillin, insulin...) with their spellings in the other six languages derived by
 *   rule ("Metformin", "furosemida", "amoxicilline", "ibuprofeno", "metoprololo") or listed
 *   ("morfina", "acetilsalicílico"), and vitamins and supplements ("vitamin D", "ácido fólico");
 * - the WHO INN stems that end a drug's name ("-pril", "-sartan", "-olol", "-statin", "-prazole",
 *   "-mab", "-cillin", "-floxacin", "-gliflozin", "-xaban"... in their spellings), for a name the
 *   list lacks, on words of 7 letters or more (never "April", "abril").
 * Any case (German writes them capitalised). "lithium" is also a metal and needs a clinical or dose
 * cue; with a dose, a form (tablet, Tablette, comprimido, comprimé, compressa) or a prescription
 * word near, the score is 0.9, else 0.85 (list) or 0.8 (stem). formatted: the English INN where the
 * list gives it, else the word in lower case.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { contextWords, hasContext } from "./context.js";
import { wantsType } from "./make-context.js";
import { savedTermScanner } from "./term-scan.js";
import { DRUG_NAMES, EXTRA_FORMS, INN_STEMS, STEM_EXCEPTIONS, STEM_MIN_LENGTH, SUPPLEMENTS, drugVariants } from "./health/drugs.js";
import { CLINICAL_CUES } from "./health/rows.js";

interface Entry {
  canonical: string;
  weak: boolean;
}

const WEAK = new Set(["lithium", "litio", "lítio"]);
function* entries(): Generator<{ form: string; data: Entry }> {
  for (const name of DRUG_NAMES.split(/\s+/).filter(Boolean)) {
    for (const form of drugVariants(name)) yield { form, data: { canonical: name, weak: WEAK.has(form) } };
  }
  for (const line of EXTRA_FORMS.split("\n")) {
    const [name, forms] = line.split(":");
    if (!forms) continue;
    // forms are separated by spaces, except the multi-word ones, which the list writes joined by spaces too:
    // each listed phrase starts with its own first word, so take them as listed, word groups kept together by ", "
    for (const form of splitForms(forms)) yield { form, data: { canonical: name!.trim(), weak: WEAK.has(form) } };
  }
  for (const form of SUPPLEMENTS) yield { form, data: { canonical: form, weak: false } };
}

/** "ácido acetilsalicílico" and the like stay one form: a word that continues a phrase starts with a lower-case connective or follows "ácido/acide/acido/glyceryl". */
function splitForms(forms: string): string[] {
  const out: string[] = [];
  for (const word of forms.trim().split(/\s+/)) {
    const last = out[out.length - 1];
    if (last !== undefined && /(?:^|\s)(?:ácido|acide|acido|glyceryl|co-?)$/.test(last)) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

const SCANNER = savedTermScanner("drug", [DRUG_NAMES, EXTRA_FORMS, ...SUPPLEMENTS], entries);
const STEM_RE = new RegExp(
  `(?<![\\p{L}\\p{N}-])\\p{L}{${STEM_MIN_LENGTH - 3},}(?:${[...new Set(INN_STEMS)].sort((a, b) => b.length - a.length).join("|")})(?![\\p{L}\\p{N}])`,
  "gu",
);
const DOSE_CUES = contextWords([
  ...CLINICAL_CUES,
  "mg", "mcg", "µg", "ml", "iu", "units", "tablet", "tablets", "tab", "tabs", "capsule", "bid", "tid", "qd", "prn",
  "once daily", "twice daily", "dose", "dosage", "medication", "medications", "prescription", "tablette", "tabletten",
  "dosis", "medikation", "medikamente", "eingestellt auf", "täglich", "comprimido", "comprimidos", "medicación", "cada", "al día",
  "comprimé", "comprimés", "posologie", "par jour", "médicament", "compressa", "compresse", "al giorno", "farmaco", "in terapia con",
  "tabletten", "dagelijks", "per dag", "medicatie", "medicação", "por dia", "toma", "tomar", "takes", "nimmt", "prend", "prende",
  "neemt", "toma",
]);

export const drugDetector: Detector = {
  name: "drug",
  types: ["DRUG"],
  detect(ctx: DetectContext): Candidate[] {
    if (!wantsType(ctx, "DRUG")) return [];
    const out: Candidate[] = [];
    const { lower } = ctx;
    const taken = new Set<number>();
    for (const m of SCANNER.scan(lower)) {
      const e = m.entries.find((x) => !x.weak) ?? m.entries[0]!;
      const cue = hasContext(ctx, m.start, m.end, DOSE_CUES, 48, 32);
      if (e.weak && !cue) continue;
      out.push({ start: m.start, end: m.end, label: "DRUG", score: cue ? 0.9 : 0.85, formatted: e.canonical, source: "drug" });
      taken.add(m.start);
    }
    STEM_RE.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = STEM_RE.exec(lower)) !== null) {
      if (taken.has(m.index) || STEM_EXCEPTIONS.has(m[0])) continue;
      const end = m.index + m[0].length;
      const cue = hasContext(ctx, m.index, end, DOSE_CUES, 48, 32);
      out.push({ start: m.index, end, label: "DRUG", score: cue ? 0.9 : 0.8, formatted: m[0], source: "drug" });
    }
    return out.sort((a, b) => a.start - b.start);
  },
};
