/**
 * Medical treatments, procedures and tests -> MEDICAL_PROCESS, in en, de, es, fr, it, nl and pt:
 * the terms of health/procedures.ts (chemotherapy, dialysis, physiotherapy, MRI, CT scan, X-ray,
 * ECG, colonoscopy, biopsy, blood test, appendectomy, hip replacement, bypass, caesarean section,
 * vaccination...; "Strahlentherapie", "resonancia magnética", "prise de sang", "emocromo",
 * "bloedonderzoek", "ecografia"), whole words in any case, abbreviations in upper case only.
 * Ambiguous forms ("CT" is also Connecticut, "echo", French "scanner") need a clinical cue
 * (health/rows.ts) near. Scores 0.9 with a cue, 0.8 without. formatted: the English name.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { contextWords, hasContext } from "./context.js";
import { wantsType } from "./make-context.js";
import { savedTermScanner } from "./term-scan.js";
import { PROCEDURE_ROWS } from "./health/procedures.js";
import { CLINICAL_CUES, parseRows } from "./health/rows.js";

const SCANNER = savedTermScanner("medical-process", [PROCEDURE_ROWS], () => parseRows(PROCEDURE_ROWS).map((t) => ({ form: t.form, data: t })));
const CUES = contextWords([...CLINICAL_CUES, "scheduled", "performed", "underwent", "booked", "results", "ergebnis", "resultado", "résultat", "risultato", "uitslag"]);

export const medicalProcessDetector: Detector = {
  name: "medical-process",
  types: ["MEDICAL_PROCESS"],
  detect(ctx: DetectContext): Candidate[] {
    if (!wantsType(ctx, "MEDICAL_PROCESS")) return [];
    const out: Candidate[] = [];
    for (const m of SCANNER.scan(ctx.lower)) {
      const raw = ctx.text.slice(m.start, m.end);
      const entries = m.entries.filter((e) => !e.upper || raw === raw.toUpperCase());
      if (entries.length === 0) continue;
      const e = entries.find((x) => x.weak) ?? entries[0]!;
      const cue = hasContext(ctx, m.start, m.end, CUES, 48, 32);
      if (e.weak && !cue) continue;
      out.push({ start: m.start, end: m.end, label: "MEDICAL_PROCESS", score: cue ? 0.9 : 0.8, formatted: e.canonical, source: "medical-process" });
    }
    return out;
  },
};
