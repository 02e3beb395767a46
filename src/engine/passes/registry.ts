/**
 * The declared list of passes over the model's candidates, in the order they run. Each entry
 * names its languages, what it changes and its evidence; the implementations live next to the
 * model code (engine/ner). A pass stays only if it improves F1 or the unredacted share on at least
 * two corpora it was not tuned on; `npm run eval:dev` with EVAL_PASSES=<list> measures any subset.
 */
import { FUNCTION_WORD_LANGUAGES, functionWordsWithNames } from "../ner/function-words.js";
import { loadAllGermanNouns } from "../ner/german-nouns.js";
import { fillGivenNames } from "../ner/given-name-fill.js";
import { isKnownFamilyName, isKnownGivenName } from "../detectors/name-lexicon.js";
import type { ModelPass, PassInput } from "./types.js";

/** The word lists the fills ask before reading a word as a name (ner/common-words.ts). */
async function commonWordLists(input: PassInput) {
  return {
    functionWords: functionWordsWithNames,
    languages: FUNCTION_WORD_LANGUAGES,
    germanNouns: input.byLanguage.has("de") ? await loadAllGermanNouns() : undefined,
  };
}

/*
 * Model v2 ablation (npm run eval:ablate; sets the passes were never tuned on: btc, gum, europeana
 * de/nl/fr, conll2003_en upper-cased; each figure is the change when the pass is LEFT OUT, F1 /
 * unredacted points). Kept:
 *   given-name-fill    btc +0.000/+0.1, europeana_de +0.002/+0.2, nl +0.003/+0.1, fr +0.002/+0.2:
 *                      fewer characters in clear on four corpora (F1 a little lower on three)
 * Rerun with the BiLSTM build of v2 (README): given-name-fill unredacted +0.1 btc, +0.2 gum, +0.1
 * europeana de/nl/fr when left out (kept).
 * Deleted with the BiLSTM build: coordinated-names (gum +0.001/+0.2 when left out, no change
 * elsewhere: one untuned corpus; under the first v2 build it had helped gum, europeana de and fr).
 * Deleted with model v2 (no gain on two untuned corpora): german-noun-veto (europeana_de -0.002 F1
 * but -0.4 unredacted: it hid names), function-word-veto (|change| <= 0.001 everywhere),
 * countries-as-places (conll2003_en upper only, a variant of the corpus it was tuned on),
 * spanish-clubs (no change), demonyms-as-origin (gum +0.004 F1 without it).
 */
export const MODEL_PASSES: readonly ModelPass[] = [
  {
    name: "given-name-fill",
    languages: "all",
    changes: "adds NAME_GIVEN (score 0.3) on listed given names the model left untagged in mixed-case lines",
    evidence: "left out: unredacted +0.1 btc, +0.2 europeana_de, +0.1 europeana_nl, +0.2 europeana_fr (points)",
    run: async (input) =>
      fillGivenNames({ text: input.text, candidates: input.candidates, parts: input.parts, isGivenName: isKnownGivenName, isFamilyName: isKnownFamilyName, ...(await commonWordLists(input)) }),
  },
];

/** The passes to run: all of them, or the named ones (in registry order). Unknown names are an error. */
export function selectPasses(names?: readonly string[]): readonly ModelPass[] {
  if (!names) return MODEL_PASSES;
  for (const n of names) if (!MODEL_PASSES.some((p) => p.name === n)) throw new Error(`passes: unknown pass "${n}" (known: ${MODEL_PASSES.map((p) => p.name).join(", ")})`);
  return MODEL_PASSES.filter((p) => names.includes(p.name));
}
