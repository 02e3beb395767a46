/**
 * Nationalities in Spanish, French, Italian and Portuguese -> ORIGIN, where the wording says the
 * adjective is someone's nationality: after a nationality word ("de nationalité sénégalaise",
 * "nacionalidad: peruana", "di nazionalità albanese"), after a citizen noun ("un ciudadano polaco",
 * "ressortissants turcs", "cittadina rumena", "cidadã brasileira", "un nacional nigeriano"), and
 * after an age in apposition to a name ("Ana Paula Gomes, 39 anos, brasileira,"). These languages
 * write nationality adjectives in lower case, which the capitalised English list
 * (vocabulary/origin.ts) cannot read, and alone the words are also cuisines and languages
 * ("cocina italiana", "parle français"): no cue, no match. Adjective lists: vocabulary/nationalities.ts.
 *
 * Measured where it was not written: echr_fr_es_manual (French and Spanish court reports with
 * NATIONALITY labels; `npm run eval` with NATIONALITY mapped to ORIGIN): train recall 0.676 ->
 * 0.777 (precision 0.962 -> 0.967), dev recall 0.500 -> 0.708 (precision 0.923 -> 0.944); the
 * unredacted share 12.57 -> 11.73 % and 21.02 -> 18.44 %. State adjectives ("le gouvernement
 * turc"), which that corpus labels too, stay out: they are no person's origin. On the
 * hand-written coreference dev set ORIGIN relations 0.706 -> 0.741; the 15 NER dev sets, the
 * structured suite and eval:clean (11 ORIGIN found either way) do not move.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { wantsType } from "./make-context.js";
import { isNationalityForm } from "./vocabulary/nationalities.js";

const SOURCE = "origin-phrase";
const SCORE = 0.85;

const CUE = new RegExp(
  "(?<![\\p{L}])(?:" +
    [
      // nationality words, a colon or "de" after them allowed
      "(?:de |di |da )?(?:nacionalidad|nationalité|nazionalità|nacionalidade)(?:[ \\t]*[:=])?",
      // citizens and nationals
      "ciudadan[oa]s?|súbdit[oa]s?|nacional(?:es)?|ressortissant(?:e|s|es)?|citoyen(?:ne|s|nes)?|cittadin[oaie]|cidad(?:ão|ã|ãos|ãs)",
      // an age in apposition: "39 anos, brasileira"
      "\\d{1,3}[ \\t]+(?:años|anos|ans|anni)[ \\t]*,",
    ].join("|") +
    ")[ \\t]+(?<word>\\p{L}[\\p{L}-]*)",
  "gu",
);

export const originPhraseDetector: Detector = {
  name: SOURCE,
  types: ["ORIGIN"],
  detect(ctx: DetectContext): Candidate[] {
    if (!wantsType(ctx, "ORIGIN")) return [];
    const out: Candidate[] = [];
    CUE.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = CUE.exec(ctx.lower)) !== null) {
      const word = m.groups!.word!;
      if (!isNationalityForm(word)) continue;
      const end = m.index + m[0].length;
      const start = end - word.length;
      out.push({ start, end, label: "ORIGIN", score: SCORE, formatted: word, source: SOURCE });
      // the next cue may begin inside this match ("ciudadanos polacos, nacional ...")
      CUE.lastIndex = end;
    }
    return out;
  },
};
