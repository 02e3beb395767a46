/**
 * LANGUAGE: names of natural languages (about 100), capitalised.
 * Context rule: a language name that is also a nationality or people adjective (English, French,
 * Tamil, Kurdish...) is a LANGUAGE only near language words ("speaks French", "language: Tamil",
 * "translated into German", "French-speaking"); elsewhere the origin list reads it as ORIGIN.
 * "in French" also counts when the next word is not capitalised ("said in French", not
 * "in French Guiana"; checked in the detector, "in" alone is too common a context word).
 * Names that are only languages (Mandarin, Hindi, Swahili, Esperanto...) stand alone.
 * "Latin" needs context too (Latin America, Latin dance).
 */
import { term, type VocabEntry, type VocabList } from "./types.js";

/** Language names that are not also used as nationality/people adjectives. */
const ONLY_LANGUAGES = [
  "mandarin", "cantonese", "hindi", "urdu", "bengali", "bangla", "marathi", "gujarati", "telugu",
  "kannada", "malayalam", "farsi", "pashto", "dari", "tagalog", "swahili", "kiswahili", "amharic",
  "afrikaans", "esperanto", "yiddish", "hebrew", "arabic", "quechua", "guarani", "inuktitut",
  "tigrinya", "wolof", "lingala", "kinyarwanda", "sinhala", "sinhalese", "haitian creole",
  "american sign language", "british sign language", "asl", "bsl",
];

/** Language names that are also nationality or people adjectives (ORIGIN without context). */
const SHARED_WITH_ORIGIN = [
  "english", "french", "spanish", "german", "italian", "portuguese", "dutch", "flemish", "russian",
  "ukrainian", "polish", "czech", "slovak", "hungarian", "romanian", "bulgarian", "serbian", "croatian",
  "bosnian", "slovenian", "greek", "turkish", "persian", "punjabi", "tamil", "nepali", "chinese",
  "japanese", "korean", "vietnamese", "thai", "lao", "khmer", "burmese", "malay", "indonesian",
  "filipino", "somali", "yoruba", "igbo", "hausa", "zulu", "xhosa", "swedish", "norwegian", "danish",
  "finnish", "icelandic", "estonian", "latvian", "lithuanian", "irish", "gaelic", "scottish gaelic",
  "welsh", "basque", "catalan", "galician", "albanian", "macedonian", "armenian", "georgian",
  "azerbaijani", "kazakh", "uzbek", "mongolian", "tibetan", "kurdish", "maori", "māori", "hawaiian",
  "samoan", "cree", "navajo", "creole", "latin", "berber", "uyghur", "hmong", "maltese", "luxembourgish",
];

const entries: VocabEntry[] = [
  ...ONLY_LANGUAGES.map((l) => term(l, l === l.toUpperCase() || l.length <= 3 ? "upper" : "capitalized")),
  ...SHARED_WITH_ORIGIN.map((l) => term(l, "capitalized+context")),
];

export const LANGUAGE: VocabList = {
  type: "LANGUAGE",
  context: [
    "speak", "speaks", "spoke", "spoken", "speaking", "speaker", "speakers", "-speaking", "language",
    "languages", "fluent", "fluently", "fluency", "bilingual", "trilingual", "multilingual",
    "mother tongue", "first language", "second language", "translate", "translated", "translation",
    "translator", "interpreter", "written in", "write in", "lessons", "course", "class", "classes",
    "subtitles", "dubbed", "dialect", "accent", "learn", "learning", "study", "studies", "teach",
    "teaches", "teacher", "proficient", "proficiency",
  ],
  entries,
};
