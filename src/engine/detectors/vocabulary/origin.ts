/**
 * ORIGIN: nationalities, ethnicities and peoples (adjectives, demonyms and their plurals), about
 * 200 entries, all capitalised (proper adjectives), which keeps "polish the floor", "china cups",
 * "turkey sandwich" out.
 * Context rule: "Black", "White", "Brown", "Native" and "Mixed" are also colours, sentence starts
 * and surnames; they need ethnicity words nearby ("race", "ethnicity", "identifies as").
 * Left out on purpose: "Pole", "Finn", "Dane", "Roma" (North Pole, given names, the city).
 * Names shared with languages (French, Tamil...) are read as LANGUAGE near language words and
 * as ORIGIN otherwise (see language.ts).
 */
import { term, withPlural, type VocabEntry, type VocabList } from "./types.js";

/** Forms whose plural is +s (American -> Americans). */
const PLURAL_S = [
  "american", "canadian", "mexican", "brazilian", "argentine", "argentinian", "chilean", "colombian",
  "peruvian", "venezuelan", "cuban", "puerto rican", "dominican", "haitian", "jamaican", "guatemalan",
  "honduran", "salvadoran", "nicaraguan", "costa rican", "panamanian", "ecuadorian", "bolivian",
  "paraguayan", "uruguayan", "trinidadian", "barbadian", "bahamian", "belizean", "italian", "belgian",
  "austrian", "hungarian", "romanian", "bulgarian", "russian", "ukrainian", "belarusian", "serbian",
  "croatian", "bosnian", "slovenian", "albanian", "macedonian", "estonian", "latvian", "lithuanian",
  "georgian", "armenian", "azerbaijani", "kazakh", "uzbek", "tajik", "kyrgyz", "turkmen", "israeli",
  "palestinian", "syrian", "jordanian", "iraqi", "iranian", "saudi", "emirati", "kuwaiti", "qatari",
  "bahraini", "yemeni", "omani", "egyptian", "libyan", "tunisian", "algerian", "moroccan",
  "ethiopian", "eritrean", "somali", "kenyan", "ugandan", "tanzanian", "rwandan", "burundian",
  "nigerian", "ghanaian", "ivorian", "malian", "cameroonian", "angolan", "zambian", "zimbabwean",
  "mozambican", "south african", "namibian", "botswanan", "liberian", "gambian", "mauritanian",
  "indian", "pakistani", "bangladeshi", "sri lankan", "afghan", "korean", "south korean",
  "north korean", "mongolian", "cambodian", "laotian", "malaysian", "singaporean", "indonesian",
  "filipino", "filipina", "australian", "new zealander", "fijian", "samoan", "tongan", "hawaiian",
  "european", "african", "asian", "african american", "asian american", "mexican american",
  "latin american", "native american", "pacific islander", "middle easterner", "scandinavian",
  "hispanic", "latino", "latina", "latinx", "caucasian", "arab", "kurd", "berber", "pashtun", "hmong",
  "maori", "māori", "uyghur", "tibetan", "cherokee", "navajo", "mestizo", "afro-caribbean",
  "caribbean", "aboriginal", "inuk", "briton", "brit", "spaniard", "swede", "turk", "scot", "slav",
  "tamil", "punjabi", "greek", "thai", "czech", "slovak",
];
/** Forms without a plural in -s (Chinese, British, Swiss...). */
const INVARIANT = [
  "british", "english", "scottish", "welsh", "irish", "french", "german", "spanish", "portuguese",
  "dutch", "flemish", "swiss", "swedish", "norwegian", "danish", "finnish", "icelandic", "polish",
  "turkish", "lebanese", "sudanese", "senegalese", "congolese", "togolese", "chinese", "japanese",
  "taiwanese", "vietnamese", "burmese", "nepalese", "nepali", "maltese", "portuguese", "malagasy",
  "bengali", "kurdish", "romani", "slavic", "celtic", "indigenous", "first nations", "métis", "metis",
  "inuit", "québécois", "quebecois", "biracial", "multiracial", "mixed-race", "mixed race",
  "middle eastern", "frenchman", "frenchwoman", "englishman", "englishwoman", "irishman",
  "irishwoman", "scotsman", "scotswoman", "welshman", "dutchman", "hispanic american", "persian",
  "malay", "khmer", "lao", "yoruba", "igbo", "hausa", "zulu", "xhosa", "basque", "catalan", "galician",
  "creole", "cree", "luxembourgish",
];
/** Words that are ethnicities only near ethnicity words (otherwise colours, sentence starts, names). */
const CONTEXT_ONLY = ["black", "white", "brown", "native", "mixed"];

const pluralEntries = PLURAL_S.map((o) => withPlural(o, "capitalized"));
// Irregular plurals folded into their singular's entry.
const IRREGULAR: Record<string, string[]> = {
  "new zealander": [], frenchman: ["frenchmen"], englishman: ["englishmen"], irishman: ["irishmen"],
  scotsman: ["scotsmen"], welshman: ["welshmen"], dutchman: ["dutchmen"],
  frenchwoman: ["frenchwomen"], englishwoman: ["englishwomen"], irishwoman: ["irishwomen"], scotswoman: ["scotswomen"],
};

const entries: VocabEntry[] = [
  ...pluralEntries,
  ...INVARIANT.filter((o) => !PLURAL_S.includes(o)).map((o) => term(o, "capitalized", ...(IRREGULAR[o] ?? []))),
  ...CONTEXT_ONLY.map((o) => term(o, "capitalized+context")),
];

export const ORIGIN: VocabList = {
  type: "ORIGIN",
  context: [
    "race", "racial", "ethnicity", "ethnic", "ethnically", "ethnic origin", "origin", "heritage",
    "descent", "nationality", "identifies as", "identify as", "background", "ancestry", "community",
  ],
  entries,
};
