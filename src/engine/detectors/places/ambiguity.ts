/**
 * What makes a place-name match safe. The lexicon is precise only as far as its words are not
 * also common words, people's names or organisations, so each risky form is listed here with the
 * evidence it needs. Forms are written exactly as in the lexicon (case-sensitive).
 */

/**
 * Always need a location cue, even capitalised mid-sentence: given names and surnames used alone
 * (Jordan scored, Chad said, Victoria's, Eugene, Florence, Austin, Lincoln, Madison, Charlotte,
 * Santiago, Salvador, Santos, Nancy, Maurice, Dominique, León, Hamilton, Darwin, Nelson, Regina),
 * common nouns and adjectives that are capitalised in titles, headings and sentence starts, or in
 * German as nouns (Nice, Split, Reading, Bath, Mobile, Orange, Essen "food", Kiel "keel", Leiden "suffering", Roma
 * (the people), Natal
 * "Christmas" in pt, Vitória "victory", Island = Iceland in de, Tours, Lens, Angers, Cork, Derby,
 * Phoenix, Buffalo, Providence, Columbus, Jackson, Richmond, Springfield (dozens of towns),
 * Victoria, Georgia (country and US state), Washington (person, state, city), Santander and
 * Orange (banks/telecoms), Oxford and Cambridge (the universities), Medina, Mendoza, Montgomery
 * (surnames). A form that is a place in every reading (Congo, Korea, Granada) is not listed.
 */
export const NEEDS_CUE: ReadonlySet<string> = new Set([
  "Chad", "Jordan", "Georgia", "Victoria", "Florence", "Eugene", "Austin", "Lincoln", "Madison", "Charlotte",
  "Santiago", "Salvador", "Santos", "Nancy", "Maurice", "Dominique", "León", "Hamilton", "Darwin", "Regina",
  "Nice", "Split", "Reading", "Bath", "Mobile", "Orange", "Essen", "Kiel", "Natal", "Vitória", "Island",
  "Tours", "Lens", "Angers", "Cork", "Derby", "Phoenix", "Buffalo", "Providence", "Columbus", "Jackson", "Richmond",
  "Springfield", "Washington", "Santander", "Montgomery", "Kingston", "Georgetown", "Mendoza", "Cali", "Sucre",
  "Praia", "Medina", "Oxford", "Cambridge", "Queens", "Marche", "Acre", "Virginia", "Alberta", "Hesse", "Gales",
  "Orlando", "Raleigh", "Roma", "Leiden", "Hartford", "Albany", "Trenton", "Cheyenne", "Victoria", "Nelson", "Roseau", "Moroni",
  // Cipro (it: Cyprus) is the antibiotic's brand name in clinical notes; Florencia a given name
  "Cipro", "Florencia",
  // UK counties that are names or words too: Kent and Durham surnames, Devon and Angus given
  // names, Mayo a sauce and a surname, Surrey and Cumberland surnames, Fife a surname
  "Kent", "Durham", "Devon", "Angus", "Mayo", "Surrey", "Cumberland", "Fife", "Moray",
  // Réunion's names in Spanish, Portuguese and Italian are the words for a meeting ("para la
  // reunión del lunes", "a reunião de segunda-feira": third exploratory test)
  "Reunión", "Reunião", "Riunione",
]);

/**
 * Need a cue, as NEEDS_CUE, in German text only: a place's name in another language that is a
 * German noun, capitalised as every German noun is. Namur is "Namen" in Dutch (where it stays a
 * plain entry) and the German noun "Namen" (names): "IM NAMEN DES VOLKES" heads every German
 * judgment and was a city after "im" (eighth exploratory test, F24).
 */
export const NEEDS_CUE_IN_GERMAN: ReadonlySet<string> = new Set(["Namen"]);

/**
 * Safe when capitalised mid-sentence (a proper noun), but at the start of a sentence, where every
 * word is capitalised, they are just the common word and need a cue: Turkey (the bird), China
 * (porcelain), Como ("como" = how, es/pt), Porto (port), Fortaleza (fortress), Anchorage, Bordeaux
 * and Champagne-like wines, Valence, Mayotte... In text with no case distinction (all lower or all
 * upper), they are treated like NEEDS_CUE and need a strong cue.
 */
export const NEEDS_CUE_AT_SENTENCE_START: ReadonlySet<string> = new Set([
  "Turkey", "China", "Como", "Porto", "Fortaleza", "Anchorage", "Bordeaux", "Valence", "Réunion", "Bermuda",
  "Panama", "Cayenne", "Faro", "Palma", "Monaco", "Chile", "Cuba", "Malta", "Mali", "Niger", "Holland", "Canton",
  "America", "Amerika", "Asia", "Europa", "Guinea", "Jersey", "Guernsey", "Grenade", "Corse", "Gent", "Recife",
  "Parma", "Bologna", "Valencia", "Lima", "Delft", "Cannes",
]);

/**
 * Forms matched only as written in mixed-case text (never in all-lower or all-upper text, where
 * they collide with pronouns and words: "us", "US" in "TELL US").
 */
export const MIXED_CASE_ONLY: ReadonlySet<string> = new Set(["US", "USA", "DRC", "DDR", "BRD", "UAE", "NYC", "EUA", "UK"]);

/**
 * Capitalised words that start organisation names in front of a place even at a sentence start
 * ("Real Madrid won", "Bank of England said"): they always count as part of a longer name.
 */
export const NAME_PREFIXES: ReadonlySet<string> = new Set([
  "real", "atlético", "atletico", "inter", "sporting", "olympique", "dynamo", "dinamo", "racing", "deportivo",
  "borussia", "fc", "ac", "as", "sc", "sv", "vfb", "vfl", "tsv", "bank", "banco", "banque", "university",
  "universidad", "université", "università", "universiteit", "universität", "hotel", "air", "radio", "club",
  "lake", "mount", "port", "fort", "cape", "gulf", "bay", "river", "north", "south", "east", "west", "new",
]);

/**
 * Capitalised words next to a place that do not make it part of a longer name: function words in
 * title-case headings ("Flights To Paris"), weekdays and months in datelines ("in London Monday").
 */
export const NOT_NAME_WORDS: ReadonlySet<string> = new Set([
  "and", "or", "in", "on", "at", "to", "from", "of", "the", "for", "by", "with", "via", "near", "and", "vs",
  "und", "oder", "nach", "aus", "von", "im", "y", "o", "en", "a", "de", "del", "el", "la", "le", "les", "et", "ou",
  "à", "au", "aux", "e", "di", "da", "do", "em", "no", "na", "para", "van", "naar", "uit", "het",
  "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
  "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december",
  "i", "he", "she", "we", "they", "it", "is", "was", "has", "had", "will", "said", "says",
]);

/**
 * Connectors of a longer name ("Bank of England", "Universidad de Chile", "Banca d'Italia" is left
 * to the apostrophe rule): a capitalised word before one of these makes the place part of it.
 */
export const NAME_CONNECTORS: ReadonlySet<string> = new Set([
  "of", "de", "del", "des", "du", "di", "della", "dello", "van", "von", "der", "do", "da", "dos", "das",
]);

/**
 * Prepositions that, directly before the match (an article may sit between), mark a place:
 * "in paris", "from the uk", "nach berlin", "à lyon", "naar amsterdam", "em lisboa".
 * Used for unambiguous entries in text without case distinction.
 */
export const PLACE_PREPOSITIONS: readonly string[] = [
  "in", "from", "to", "at", "near", "via", "across", "throughout", "outside", "around", "towards", "toward", "into", "of",
  "nach", "aus", "bei", "von", "im", "ins", "nahe",
  "en", "de", "del", "desde", "hacia", "hasta", "a", "cerca de",
  "à", "au", "aux", "vers", "depuis", "dans", "près de",
  "nel", "nella", "dal", "dalla", "da", "di", "per", "verso",
  "naar", "uit", "te", "bij", "vanuit",
  "em", "no", "na", "nos", "nas", "para", "do", "perto de",
];

/**
 * Locative prepositions only (place, not direction or source): enough for an ambiguous entry in
 * mixed case ("in Jordan", "à Nice"), where "to Jordan" / "from Chad" are as often people.
 */
export const LOCATIVE_PREPOSITIONS: readonly string[] = [
  "in", "near", "across", "throughout", "outside", "nach", "nahe", "en", "à", "au", "aux", "dans", "nel", "nella",
  "naar", "em", "no", "na", "cerca de", "près de", "perto de",
];

/** Articles that may stand between the preposition and the place ("in the UK", "aux États-Unis"). */
export const ARTICLES: readonly string[] = ["the", "la", "le", "les", "l'", "l’", "el", "los", "las", "het", "de", "der", "die", "das", "den", "o", "os", "as", "il", "lo"];

/**
 * Words that make a place reading clear wherever they are in the sentence nearby: living,
 * moving, travelling, birth, and the kinds of place. Required (besides a neighbouring place) by
 * ambiguous entries in text without case distinction.
 */
export const STRONG_CUES: readonly string[] = [
  // en
  "born in", "lives in", "live in", "living in", "lived in", "moved to", "move to", "moving to", "relocated to",
  "travelled to", "traveled to", "travel to", "trip to", "flew to", "flight to", "flights to", "visit", "visited",
  "visiting", "based in", "resident of", "citizen of", "native of", "city of", "city", "town", "country", "capital",
  "province", "state of", "hometown", "embassy", "consulate", "border", "residing in", "resides in",
  // de
  "geboren in", "wohnt in", "wohnhaft in", "lebt in", "gezogen nach", "umgezogen nach", "reise nach", "reiste nach",
  "stadt", "hauptstadt", "land", "bundesland",
  // es
  "nació en", "nacido en", "nacida en", "vive en", "vivía en", "se mudó a", "viajó a", "viaje a", "ciudad de", "ciudad",
  "país", "capital de", "provincia de", "residente en",
  // fr
  "né à", "née à", "né en", "née en", "habite à", "habite en", "vit à", "vit en", "déménagé à", "voyage à", "ville de",
  "ville", "pays", "capitale",
  // it
  "nato a", "nata a", "nato in", "nata in", "vive a", "vive in", "abita a", "abita in", "trasferito a", "trasferita a",
  "viaggio a", "città di", "città", "paese", "capitale",
  // nl
  "geboren in", "woont in", "woonde in", "verhuisd naar", "reis naar", "stad", "hoofdstad", "provincie",
  // pt
  "nasceu em", "nascido em", "nascida em", "mora em", "morava em", "vive em", "mudou-se para", "viajou para",
  "cidade de", "cidade", "estado de", "capital",
];
