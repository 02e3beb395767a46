/**
 * The declared list of passes over the model's candidates, in the order they run. Each entry
 * names its languages, what it changes and its evidence; the implementations live next to the
 * model code (engine/ner). A pass stays only if it improves F1 or the unredacted share on at least
 * two corpora it was not tuned on; `npm run eval:dev` with EVAL_PASSES=<list> measures any subset.
 */
import { isCountryName, countriesAsPlaces } from "../ner/country-names.js";
import { fillCoordinatedNames } from "../ner/coordinated-names.js";
import { DEMONYM_LANGUAGES, demonyms } from "../ner/demonyms.js";
import { demonymsAsOrigin } from "../ner/demonyms-as-origin.js";
import { vetoFunctionWords } from "../ner/function-word-veto.js";
import { FUNCTION_WORD_LANGUAGES, functionWords, functionWordsWithNames } from "../ner/function-words.js";
import { loadAllGermanNouns, loadGermanNouns } from "../ner/german-nouns.js";
import { fillGivenNames } from "../ner/given-name-fill.js";
import { vetoGermanCommonNouns } from "../ner/noun-veto.js";
import { spanishClubs } from "../ner/spanish-clubs.js";
import { isEverydayWord, isKnownFamilyName, isKnownGivenName, isListedNamePart } from "../detectors/name-lexicon.js";
import type { Candidate } from "../types.js";
import type { ModelPass, PassInput } from "./types.js";

/** The word lists the fills ask before reading a word as a name (ner/common-words.ts). */
async function commonWordLists(input: PassInput) {
  return {
    functionWords: functionWordsWithNames,
    languages: FUNCTION_WORD_LANGUAGES,
    germanNouns: input.byLanguage.has("de") ? await loadAllGermanNouns() : undefined,
  };
}

export const MODEL_PASSES: readonly ModelPass[] = [
  {
    name: "german-noun-veto",
    languages: ["de"],
    changes: "drops one-word model names, and unsure places/organisations, that are German common nouns",
    evidence: "see ner/noun-veto.ts",
    run: async (input) => {
      const german = input.byLanguage.get("de");
      if (!german) return [...input.candidates];
      return vetoGermanCommonNouns({ text: input.text, candidates: input.candidates, nouns: await loadGermanNouns(), german });
    },
  },
  {
    name: "function-word-veto",
    languages: FUNCTION_WORD_LANGUAGES,
    changes: "drops one-word model candidates that are function words of their part's language",
    evidence: "see ner/function-word-veto.ts",
    run: (input) => {
      let out: Candidate[] = [...input.candidates];
      for (const [language, ranges] of input.byLanguage) {
        const words = functionWords(language);
        if (words) out = vetoFunctionWords(input.text, out, words, ranges);
      }
      return out;
    },
  },
  {
    name: "countries-as-places",
    languages: "all",
    changes: "a model span that is exactly a country name becomes LOCATION_COUNTRY",
    evidence: "see ner/country-names.ts",
    run: (input) => countriesAsPlaces(input.text, input.candidates),
  },
  {
    name: "spanish-clubs",
    languages: ["es"],
    changes: "a city right after el/del/al in Spanish text becomes ORGANIZATION (the club)",
    evidence: "see ner/spanish-clubs.ts",
    run: (input) => spanishClubs(input.text, input.candidates, input.parts),
  },
  {
    name: "demonyms-as-origin",
    languages: DEMONYM_LANGUAGES,
    changes: "a model person/place/organisation that is only a nationality word becomes ORIGIN",
    evidence: "see ner/demonyms-as-origin.ts",
    run: (input) =>
      demonymsAsOrigin({
        text: input.text,
        candidates: input.candidates,
        parts: input.parts,
        demonyms,
        languages: DEMONYM_LANGUAGES,
        isCountryName,
        isNamePart: isListedNamePart,
      }),
  },
  {
    name: "given-name-fill",
    languages: "all",
    changes: "adds NAME_GIVEN (score 0.3) on listed given names the model left untagged in mixed-case lines",
    evidence: "see ner/given-name-fill.ts",
    run: async (input) =>
      fillGivenNames({ text: input.text, candidates: input.candidates, parts: input.parts, isGivenName: isKnownGivenName, isFamilyName: isKnownFamilyName, ...(await commonWordLists(input)) }),
  },
  {
    name: "coordinated-names",
    languages: "all",
    changes: "adds the capitalised word joined by 'and' (and six other languages' conjunctions) to a one-word person name",
    evidence: "see ner/coordinated-names.ts",
    run: async (input) => fillCoordinatedNames({ text: input.text, candidates: input.candidates, parts: input.parts, isEverydayWord, ...(await commonWordLists(input)) }),
  },
];

/** The passes to run: all of them, or the named ones (in registry order). Unknown names are an error. */
export function selectPasses(names?: readonly string[]): readonly ModelPass[] {
  if (!names) return MODEL_PASSES;
  for (const n of names) if (!MODEL_PASSES.some((p) => p.name === n)) throw new Error(`passes: unknown pass "${n}" (known: ${MODEL_PASSES.map((p) => p.name).join(", ")})`);
  return MODEL_PASSES.filter((p) => names.includes(p.name));
}
