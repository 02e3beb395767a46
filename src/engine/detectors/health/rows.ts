/**
 * Reading of the health word lists (conditions.ts, injuries.ts, procedures.ts): one concept a row,
 * the languages en|de|es|fr|it|nl|pt separated by "|", alternatives by "/". A form written with a
 * leading "?" is ambiguous (it needs a clinical cue near); a form written in upper case (COPD,
 * MRI) is an abbreviation, matched only where the text writes it in upper case.
 */
export const ROW_LANGUAGES = ["en", "de", "es", "fr", "it", "nl", "pt"] as const;

export interface HealthTerm {
  /** Lower-case form. */
  form: string;
  /** The concept's first English form, lower case: the formatted value. */
  canonical: string;
  lang: string;
  /** Needs a clinical cue near. */
  weak: boolean;
  /** Matched only in upper case. */
  upper: boolean;
}

export function parseRows(rows: string): HealthTerm[] {
  const out: HealthTerm[] = [];
  for (const row of rows.split("\n")) {
    if (!row.trim()) continue;
    const cells = row.split("|");
    const canonical = cells[0]!.split("/")[0]!.replace(/^\?/, "").toLowerCase().trim();
    cells.forEach((cell, i) => {
      for (let form of cell.split("/")) {
        form = form.trim();
        if (!form) continue;
        const weak = form.startsWith("?");
        if (weak) form = form.slice(1);
        const upper = form === form.toUpperCase() && form !== form.toLowerCase();
        out.push({ form: form.toLowerCase(), canonical, lang: ROW_LANGUAGES[i] ?? "en", weak, upper });
      }
    });
  }
  return out;
}

/**
 * Clinical cues in the seven languages: a diagnosis, a history, a complaint, a treatment. An
 * ambiguous term counts only with one of them near; any term scores higher with one.
 */
export const CLINICAL_CUES = [
  // en
  "diagnosed", "diagnosis", "dx", "history of", "hx", "pmh", "suffers from", "suffering from", "known", "treated for", "treatment",
  "presents with", "presented with", "complains of", "chronic", "acute", "patient", "pt", "symptoms", "admitted", "underwent",
  "scheduled for", "referred for", "due to", "secondary to", "recovering from", "prescribed", "started on", "taking", "mg", "daily",
  // de
  "diagnose", "diagnostiziert", "leidet an", "leidet unter", "bekannte", "bekannter", "bekanntem", "vorgeschichte", "anamnese",
  "behandlung", "behandelt", "chronische", "chronischer", "akute", "akuter", "patient", "patientin", "zustand nach", "bei",
  "verordnet", "therapie", "beschwerden",
  // es
  "diagnóstico", "diagnosticado", "diagnosticada", "padece", "antecedentes de", "tratamiento", "tratado", "tratada", "crónica",
  "crónico", "aguda", "agudo", "paciente", "por", "ingresó", "ingresa", "presenta", "refiere", "síntomas",
  // fr
  "diagnostic", "diagnostiqué", "diagnostiquée", "atteint de", "atteinte de", "souffre de", "antécédents de", "antécédent de",
  "traitement", "traité", "traitée", "chronique", "aiguë", "aigu", "patient", "patiente", "hospitalisé", "hospitalisée", "pour",
  "présente",
  // it
  "diagnosi", "diagnosticato", "diagnosticata", "affetto da", "affetta da", "soffre di", "anamnesi", "terapia", "trattamento",
  "cronica", "cronico", "acuta", "acuto", "paziente", "ricoverato", "ricoverata", "per", "presenta", "riferisce",
  // nl
  "gediagnosticeerd", "lijdt aan", "bekend met", "voorgeschiedenis", "behandeling", "behandeld", "chronische", "acute",
  "patiënt", "patiënte", "opgenomen", "klachten", "wegens",
  // pt
  "diagnosticado", "diagnosticada", "sofre de", "antecedentes", "tratamento", "tratado", "tratada", "crónica", "crônica",
  "doente", "utente", "internado", "internada", "apresenta", "queixa", "queixas",
];
