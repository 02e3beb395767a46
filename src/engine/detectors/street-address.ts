/**
 * Street addresses -> LOCATION_ADDRESS_STREET, or LOCATION_ADDRESS when a postcode or a city
 * follows (with LOCATION_ADDRESS_STREET, LOCATION_ZIP, LOCATION_CITY, LOCATION_STATE subtypes), in
 * the usual forms of English, German, Spanish (and Catalan), French, Italian, Dutch and Portuguese:
 *
 * - number, name, street type: "221B Baker Street", "1600 Pennsylvania Avenue NW", "42 oak street",
 *   "350 5th Ave, Apt 4B";
 * - number, street type, name (French): "12 rue de la Paix", "3, avenue des Champs-Élysées",
 *   "12 bis bd Haussmann";
 * - street type, name, number: "rue de la Paix 12", "via Roma 5", "Via Giuseppe Garibaldi, 12/A",
 *   "calle Mayor 3", "C/ del Abedul 5-7, 2º dcha", "Avenida de Córdoba s/n", "carrer de Balmes 20",
 *   "rua Augusta 100", "Rua das Flores, nº 12", "Laan van Meerdervoort 12", "Platz der Republik 1";
 * - a German or Dutch compound and number: "Hauptstraße 5", "Hauptstr. 5", "Karl-Marx-Allee 90",
 *   "Berliner Straße 12a", "Kalverstraat 12", "Dorpsweg 3", "Stationslaan 7", "Prinsengracht 263",
 *   "Burgemeester de Monchyplein 4"; a capitalised preposition mid-sentence: "Am Markt 3";
 * - then, optionally, a unit ("Apt 4B", "2º dcha", "int. 3"), a postcode and city ("75002 Paris",
 *   "1012 NX Amsterdam", "1100-053 Lisboa"), a listed city ("London"), a US city, state and ZIP
 *   ("Springfield, IL 62704"), a UK postcode after the city ("London NW1 6XE"); a town's
 *   qualifier ("Frankfurt (Oder)", "Polignano a Mare"); a city that ends where a log line's next
 *   field starts ("Terkaple queue=3", "vila real gps -39.11");
 * - a street without a type when a postcode and place confirm it: "Hummelsheim 165, 70290 Herford",
 *   or an address label before it: "Dirección: Extramuros Daniel, 166", "Address: 43 Ibrahim Land";
 * - the whole cell of an address column ("address", "Anschrift", "adres", "morada"...), or a
 *   CSV column / JSON field of that name analysed alone: "AM KREISPARK 25".
 *
 * Case: in a line with both cases the name's words are capitalised ("Baker Street", "de la Paix");
 * lower-case names are read in all-lower and all-caps lines, after an address cue ("at", "en",
 * "wohne", "address:"...) or after a capitalised street type ("Calle del pez, 28"). Never: a count
 * before a plural or a thing ("the 3 roads", "4 wheel drive car", "a 2 lane road"), a street type
 * followed by a noun ("5 Main Street shops" is read up to "Street" only when the next word can end
 * an address), a type-first phrase whose number is a quantity ("via email 24 hours", "Platz 3",
 * "auf Tabellenplatz 3"), a channel or brand after "via" ("via FedEx 2"), a name without a number
 * ("via Roma", "Route 66" without a name). Scores: 0.9 capitalised, 0.8 lower case, 0.95 with a
 * postcode or city; below a confident model span of the same characters, above the place and
 * postcode lexicons.
 */
import type { Candidate, CandidateSubtype, DetectContext, Detector } from "../types.js";
import { wantsType } from "./make-context.js";
import { atSentenceStart, inTitledLine, lineAt } from "./lines.js";
import { logMessageStart } from "./log-message.js";
import { cityFormSet, placeFormSet } from "./places/forms.js";
import { isGazetteerTown, opensLongerTown } from "./places/towns.js";
import { COUNTRY_LANGUAGES } from "./places/countries.js";
import { ADDRESS_COLUMN_PREFIX, fillsTableCell, inTableCell, tableCells, type TableCell } from "./table-cues.js";
import { isKnownFamilyName, isKnownGivenName, isListedGivenName } from "./name-lexicon.js";
import { mayBeIn } from "./language-scores.js";
import { FUNCTION_WORD_LANGUAGES, functionWordsWithNames } from "../ner/function-words.js";
import { LOG_COUNTER_AFTER, LOG_FIELD_AFTER } from "../text/log-fields.js";

const SCORE_CAPITALISED = 0.9;
const SCORE_LOWER = 0.8;
const SCORE_WITH_CITY = 0.95;
/** A whole cell of an address column: the header is as strong a cue as a postcode. */
const SCORE_ADDRESS_COLUMN = 0.95;

const alternation = (words: Iterable<string>): string =>
  [...new Set(words)].sort((a, b) => b.length - a.length).map((w) => w.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("|");

// ---------------------------------------------------------------------------------------------
// Vocabulary (lower case)

/** English street types written after the name. */
const EN_TYPES = [
  "street", "st", "road", "rd", "avenue", "ave", "av", "boulevard", "blvd", "lane", "ln", "drive", "dr", "court", "ct",
  "place", "pl", "square", "sq", "terrace", "way", "crescent", "cres", "close", "parkway", "pkwy", "highway", "hwy",
  "circle", "cir", "trail", "trl", "row", "alley", "grove", "gardens", "mews", "walk", "hill", "plaza", "path", "pike",
  "freeway", "expressway", "turnpike", "crossing", "crossroad", "loop", "ridge", "oval", "heights",
  // plural suffixes of USPS Publication 28 (appendix C1): "96 Alexandria Roads", "12 Hunter Courts".
  // Capitalised or after a cue only: they are in neither lower-case list below.
  "roads", "rds", "streets", "courts", "cts", "drives", "squares", "crossroads",
];
/**
 * The street suffixes of USPS Publication 28 (appendix C1, primary names, lower case) that
 * EN_TYPES leaves out. After an address label a number, one to three words and such a suffix are
 * the street even when the field goes on ("address=59 wolf extension cache hit 87%": the
 * structured suite's log line was missed whole); elsewhere only with a city, state, ZIP or
 * postcode after them ("165b Douglas-Erdman Harbor, Duncanville, TX 33867", structured suite seed
 * 101), as many of them are everyday words.
 */
const USPS_SUFFIXES = new Set(
  ("branch bridge brook brooks burg burgs bypass camp canyon cape causeway center centers circles cliff cliffs club common " +
    "corner corners course cove coves creek crest curve dale dam divide estate estates extension extensions fall falls ferry " +
    "field fields flat flats ford fords forest forge forges fork forks fort garden gateway glen glens green greens groves " +
    "harbor harbors haven hills hollow inlet island islands isle junction junctions key keys knoll knolls lake lakes land " +
    "landing light lights loaf lock locks lodge mall manor manors meadow meadows mill mills mission motorway mount mountain " +
    "mountains neck orchard overpass park parks parkways pass passage pine pines plain plains point points port ports prairie " +
    "radial ramp ranch rapid rapids rest ridges river route run shoal shoals shore shores skyway spring springs spur spurs " +
    "station stravenue stream summit throughway trace track trafficway tunnel underpass union unions valley valleys via " +
    "viaduct view views village villages ville vista walks wall ways well wells").split(" "),
);

/** English types that may follow a lower-case name without an address cue ("42 oak street"). */
const EN_TYPES_LOWER_OK = new Set(["street", "st", "road", "rd", "avenue", "ave", "boulevard", "blvd", "lane", "drive", "highway", "hwy", "parkway", "pkwy"]);
/** English types read in lines without case without an address cue: whole words only. */
const EN_WHOLE_TYPES = new Set([
  "street", "road", "avenue", "boulevard", "lane", "highway", "parkway", "drive", "terrace", "crescent", "freeway",
  "expressway", "turnpike", "crossing", "crossroad",
]);

/** French types written after the number: "12 rue de la Paix". */
const FR_TYPES = [
  "rue", "avenue", "av", "boulevard", "bd", "bld", "bvd", "boul", "chemin", "ch", "place", "pl", "allée", "allee", "impasse",
  "imp", "quai", "route", "rte", "cours", "passage", "square", "sentier", "voie", "rond-point", "esplanade", "promenade",
  "faubourg", "fg", "montée", "parvis", "cité", "résidence", "hameau", "villa", "lieu-dit", "lieudit",
];
/** French types read in lines without case without an address cue: whole words only. */
const FR_WHOLE_TYPES = new Set(["rue", "avenue", "boulevard", "chemin", "allée", "allee", "impasse", "quai", "route", "place", "faubourg", "voie", "sentier"]);
/** French types that are English words too: after them the name needs a connector or a capital ("3 place settings"). */
const FR_TYPES_AMBIGUOUS = new Set(["place", "pl", "route", "cours", "passage", "square", "avenue", "av", "boulevard", "villa", "promenade", "esplanade"]);

/**
 * Street types of the Spanish cadastre (tipos de vía) and Colombian grid streets that are everyday
 * words elsewhere ("Monte Carlo 2", "Grupo 5"): read in Spanish text or after an address cue only.
 */
const SPANISH_ONLY_TYPES = [
  "calleja", "cañada", "plazuela", "prolongación", "prolongacion", "autovía", "autovia", "ramal", "grupo", "monte",
  "acceso", "senda", "muelle", "carrera", "transversal", "diagonal",
  // the rest of the INE street-type list (Callejero), less its everyday words ("lado", "lugar",
  // "salida", "entrada", "solar", "colegio"...) and "sección" (a court's chamber in echr_fr_es):
  // "Explanada Hernán Mares, 92", "Ferrocarril Anni, 170" were read as people and their numbers
  // left in clear (structured suite, seed 101)
  "aldea", "arrabal", "arroyo", "barranco", "bloque", "chalet", "edificio", "escalinata", "explanada", "extramuros",
  "extrarradio", "ferrocarril", "huerta", "jardines", "parcela", "poblado", "rampa", "riera", "rincón", "rincon",
  "torrente", "mercado", "parque", "puente", "gran subida",
  // and the two the lists above had left out (2026-12-01)
  "autopista", "raconada",
];
const SPANISH_ONLY = new Set(SPANISH_ONLY_TYPES);
/**
 * The INE types that are everyday words, read only in Spanish (or Spanish among the likely
 * languages, or after a cue) and only where a postcode or a listed town confirms the address after
 * the number: "Sección Adriana, 224, Palencia", "salida leticia navarro marín, 225, 24112
 * hospitalet de llobregat" were a person and a town with the rest in clear (structured suite,
 * seeds 707, 303, 101); "la sección tercera" of a court (echr_fr_es) has no number and town.
 */
const SPANISH_CONFIRMED_TYPES = [
  "lado", "lugar", "salida", "entrada", "solar", "colegio", "sección", "seccion", "puerta",
  // the INE list's everyday words the lists had left out (2026-12-01: "VER MANZANA ALFREDO ARAÑA
  // PABÓN, 7, 86818 TARRASA" lost its type word, fresh draw 4949); "campo" stays out, a form's
  // "Campo 2:" labels a field
  "manzana", "municipio", "conjunto", "terrenos", "zona", "valle", "diseminado",
];
const SPANISH_CONFIRMED = new Set(SPANISH_CONFIRMED_TYPES);

/** Types written before the name and number (Romance languages; Dutch and German with a connector). */
const B_TYPES = [
  // Spanish and Catalan
  "calle", "c/", "cl", "avenida", "avda", "avd", "av", "paseo", "pº", "p.º", "plaza", "pza", "pl", "carretera", "ctra",
  "camino", "ronda", "travesía", "travesia", "glorieta", "callejón", "callejon", "pasaje", "rambla", "urbanización",
  "urbanizacion", "urb", "bulevar", "vía", "via", "costanilla", "cuesta", "carrer", "avinguda", "passeig", "pg",
  "plaça", "travessera", "polígono", "poligono", "quinta", "caserío", "caserio", "bajada", "subida", "masía",
  "masia", "barrio", "barriada", "colonia", "vereda", "paraje", "partida", "residencial", "sector",
  // more of the Spanish cadastre's street types (tipos de vía), and Latin American grid streets
  ...SPANISH_ONLY_TYPES,
  ...SPANISH_CONFIRMED_TYPES,
  // Italian
  "viale", "v.le", "piazza", "p.za", "p.zza", "piazzale", "corso", "c.so", "largo", "vicolo", "strada", "contrada",
  "lungomare", "lungotevere", "borgo", "salita", "galleria", "località", "loc", "frazione", "fraz", "traversa",
  "circonvallazione", "incrocio", "rotonda", "piazzetta", "stradone", "stradella", "vico",
  // Portuguese
  "rua", "r", "travessa", "tv", "praça", "pç", "estrada", "alameda", "rodovia", "beco", "calçada", "praceta", "rotunda", "ladeira",
  "viela", "caminho", "bairro", "urbanização", "urbanizacao", "azinhaga", "escadas", "jardim", "acesso", "marginal",
  // Polish: "ul. Długa 17", "al. Jerozolimskie 44", "pl. Solny 3", "os. Kalinowe 5" (fifth exploratory test)
  "ul", "ulica", "al", "aleja", "plac", "os", "osiedle",
  // French (Belgium, Switzerland, Luxembourg write the number last)
  "rue", "avenue", "boulevard", "bd", "chemin", "allée", "impasse", "quai", "route", "cours", "passage",
  // Dutch and German, only with a connector right after ("Laan van Meerdervoort 12", "Platz der Republik 1")
  "laan", "plein", "straße", "strasse", "platz", "allee",
];
/** Of B_TYPES, those that need a connector after them. */
const B_TYPES_WITH_CONNECTOR = new Set(["laan", "plein", "straße", "strasse", "platz", "allee"]);
/** Of B_TYPES, abbreviations that must end in a dot or slash ("C/ Mayor", "Av. Paulista", "R. Augusta"). */
const B_TYPES_DOTTED = new Set(["cl", "av", "avd", "pl", "r", "tv", "pg", "loc", "fraz", "urb", "avda", "pza", "ctra", "ul", "al", "os"]);

/** German and Dutch street words, glued to the name ("Hauptstraße") or, for some, after it ("Berliner Straße"). */
const COMPOUND_SUFFIXES = [
  "straße", "strasse", "str.", "weg", "platz", "allee", "gasse", "damm", "ufer", "chaussee", "steig", "pfad",
  "straat", "laan", "plein", "gracht", "kade", "singel", "dijk", "dreef", "steeg", "plantsoen",
  // Nordic street words, always glued to the name and ending no English or Romance word: Swedish
  // "Storgatan 12", Norwegian "Storgata 5", "Parkveien 3", Danish "Strandvejen 7", "Nørregade"
  // (not "-gade": brigade), Finnish "Mannerheimintie 5", "Aleksanterinkatu 9", Icelandic
  // "Laugavegur 22" (fifth exploratory test: all left in clear before their postcode and city)
  "gatan", "vägen", "gränd", "torget", "gata", "gaten", "veien", "vegen", "vej", "vejen", "stræde", "katu", "kuja",
  "polku", "vegur", "stræti", "braut",
];
/** Suffixes that end ordinary words too; read in their own language only ("During 2019", "iPad 2"). */
const COMPOUND_SUFFIXES_BY_LANGUAGE: Record<string, string[]> = { de: ["ring", "markt", "hof"], nl: ["hof", "pad", "wal", "markt", "park"] };
/** Every language's own suffixes, once each. */
const LANGUAGE_SUFFIXES = [...new Set(Object.values(COMPOUND_SUFFIXES_BY_LANGUAGE).flat())];
/** Street words that stand after a separate word: "Berliner Straße", "Lange Gasse", "Kölner Ring". */
const SEPARATE_SUFFIXES = new Set(["straße", "strasse", "str.", "allee", "platz", "weg", "gasse", "ring", "damm", "ufer", "chaussee", "steig", "markt"]);
/** Compounds with a street word that are no streets: "Arbeitsplatz 3", "Tabellenplatz 3", "Rückweg". */
const NOT_STREETS = new Set([
  "arbeitsplatz", "parkplatz", "stellplatz", "sitzplatz", "spielplatz", "tabellenplatz", "listenplatz", "startplatz",
  "studienplatz", "ausbildungsplatz", "campingplatz", "flugplatz", "sportplatz", "fußballplatz", "tennisplatz",
  "golfplatz", "bauplatz", "lagerplatz", "abstellplatz", "ehrenplatz", "podestplatz", "stammplatz", "kindergartenplatz",
  "heimweg", "rückweg", "umweg", "ausweg", "fußweg", "radweg", "schulweg", "arbeitsweg", "hinweg", "lösungsweg",
  "rechtsweg", "dienstweg", "werdegang", "wanderweg", "lebensweg", "mittelweg", "seeweg", "luftweg", "landweg",
  "postweg", "bremsweg", "irrweg", "zickzackweg", "rundweg", "jakobsweg",
  "fietspad", "wandelpad", "voetpad", "ipad", "notepad", "keypad", "touchpad", "trackpad", "launchpad",
  "supermarkt", "arbeitsmarkt", "wohnungsmarkt", "binnenmarkt", "weltmarkt", "aktienmarkt", "automarkt",
  "hinterhof", "bahnhof", "friedhof", "flughafen",
]);

/** Words that join the parts of a street name ("rue de la Paix", "Via dei Mille", "Laan van Meerdervoort"). */
const CONNECTORS = new Set([
  "de", "del", "della", "delle", "dello", "dei", "degli", "di", "du", "des", "la", "le", "les", "l'", "l’", "d'", "d’",
  "do", "da", "dos", "das", "van", "von", "der", "den", "het", "'t", "ter", "ten", "am", "zum", "zur", "sur", "sous",
  "aux", "au", "à", "el", "los", "las", "lo", "il", "san", "sant", "sant'", "santa", "santo", "são", "st", "st.", "ste",
  "ste.", "saint", "sainte", "of", "the", "dal", "dalla", "al", "alla", "sul", "sulla",
]);
/**
 * Words that end a street name: pronouns, conjunctions, prepositions, common verbs and adverbs in
 * the seven languages (connectors excepted), and channels that follow "via" ("via email").
 */
const STOP_WORDS = new Set([
  // English
  "and", "or", "but", "with", "in", "at", "on", "near", "since", "for", "from", "to", "by", "i", "you", "he", "she", "we",
  "they", "it", "is", "was", "are", "were", "be", "been", "will", "would", "can", "could", "please", "pls", "thanks",
  "thank", "tomorrow", "today", "tonight", "yesterday", "now", "then", "so", "because", "if", "when", "where", "which",
  "who", "that", "this", "these", "those", "my", "your", "our", "his", "her", "their", "its", "a", "an", "all", "some",
  "any", "no", "not", "just", "also", "there", "here", "what", "how", "why", "about", "after", "before", "into", "over",
  "under", "up", "down", "out", "off", "again", "very", "too", "more", "most", "im", "i'm", "ive", "its", "it's", "u",
  "ur", "cant", "dont", "won't", "minutes", "hours", "days", "weeks", "months", "years", "times",
  // unit words that follow a street ("Suite 910", "Apt. 4"): the name ends before them
  "suite", "apt", "apt.", "apartment", "unit", "flat", "floor", "piso", "planta", "puerta", "étage", "appartement", "wohnung",
  "andar", "interno", "scala", "piano", "apto", "apartamento", "bloco", "dpto", "depto", "departamento",
  // German
  "und", "oder", "aber", "mit", "bei", "seit", "für", "nach", "zu", "ich", "du", "er", "sie", "wir", "ihr", "ist",
  "sind", "war", "waren", "dass", "wo", "wann", "wenn", "mein", "meine", "dein", "unser", "morgen", "heute", "gestern",
  "jetzt", "dann", "auch", "noch", "nicht", "kein", "keine", "ein", "eine", "einen", "einem", "einer", "wohne", "wohnt",
  "bitte", "danke", "hier", "dort", "ab", "bis", "um", "vor", "über", "unter", "durch",
  "between", "entre", "tra", "zwischen", "tussen",
  // Spanish
  "o", "pero", "con", "en", "a", "desde", "para", "por", "cerca", "yo", "tú", "tu", "él", "ella", "nosotros", "es",
  "está", "esta", "son", "era", "que", "donde", "cuando", "si", "mi", "mis", "su", "sus", "este", "ese", "esa", "mañana",
  "hoy", "ayer", "ahora", "también", "no", "un", "una", "uno", "vivo", "vive", "hasta", "entre", "sin", "muy",
  // French
  "ou", "mais", "avec", "dans", "chez", "depuis", "pour", "par", "près", "je", "j'", "j’", "il", "elle", "nous", "vous",
  "ils", "elles", "on", "est", "sont", "était", "qui", "que", "qu'", "où", "quand", "mon", "ma", "mes", "ton", "ta",
  "ce", "cette", "ces", "demain", "aujourd'hui", "hier", "maintenant", "aussi", "ne", "pas", "une", "habite", "merci",
  "entre", "sans", "très", "après", "avant",
  // Italian
  "ma", "con", "in", "per", "presso", "vicino", "io", "lui", "lei", "noi", "voi", "loro", "è", "sono", "che", "dove",
  "quando", "se", "mio", "mia", "tuo", "suo", "questo", "questa", "domani", "oggi", "ieri", "ora", "anche", "non", "uno",
  "abito", "vivo", "grazie", "tra", "fra", "senza", "molto", "dopo", "prima",
  // Dutch
  "en", "of", "maar", "met", "op", "bij", "sinds", "voor", "naar", "te", "ik", "jij", "je", "hij", "zij", "ze", "wij",
  "we", "jullie", "zijn", "dat", "waar", "wanneer", "als", "mijn", "jouw", "ons", "onze", "vandaag", "gisteren", "nu",
  "dan", "ook", "niet", "geen", "een", "woon", "woont", "tot", "om", "dank",
  // Portuguese
  "mas", "com", "em", "no", "na", "nos", "nas", "ao", "aos", "eu", "ele", "ela", "nós", "é", "são", "onde", "meu",
  "minha", "seu", "sua", "amanhã", "hoje", "ontem", "agora", "também", "não", "um", "uma", "moro", "até",
  "obrigado", "obrigada", "gracias", "merci", "grazie", "bedankt", "groeten", "saludos", "cumprimentos", "cordialement",
  "saluti", "grüße", "gruß", "regards", "cheers", "ok", "okay", "vale", "genial", "perfecto", "perfeito", "perfetto",
  // days and years: "Am Dienstag, 20.", "Im Jahre 1753"
  "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "montag", "dienstag", "mittwoch",
  "donnerstag", "freitag", "samstag", "sonntag", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo",
  "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche", "lunedì", "martedì", "mercoledì", "giovedì",
  "venerdì", "sabato", "domenica", "maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag",
  "segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "jahr", "jahre", "jahres", "anfang",
  "ende", "mitte", "year", "año", "année", "anno", "jaar", "ano",
  // channels, services and things reached "via"
  "email", "e-mail", "mail", "phone", "telephone", "tel", "telefono", "teléfono", "telefone", "whatsapp", "sms", "text",
  "skype", "zoom", "teams", "slack", "twitter", "facebook", "instagram", "linkedin", "telegram", "signal", "app", "web",
  "website", "internet", "online", "post", "courier", "fedex", "ups", "dhl", "usps", "amazon", "paypal", "bank",
  "transfer", "link", "api", "ssh", "vpn", "http", "https", "ftp", "git", "github", "bus", "train", "tram", "metro",
  "subway", "car", "taxi", "uber", "plane", "flight", "ferry", "boat", "route", "highway", "interstate", "exit", "gate",
  "platform", "track", "level", "page", "chapter", "room", "box", "version", "model", "series", "season", "episode",
  "channel", "line", "number", "nr", "radio", "tv", "satellite", "cable", "fax", "wire", "wifi", "bluetooth", "usb",
]);

/** What may follow an English "number name type" address: the end of the clause or a word that can end an address. */
const EN_FOLLOW =
  /^(?:[ \t]*(?:[.,;:!?)(\]\n\r"”'’]|$)|\s+(?:and|or|in|at|on|near|apt|apartment|suite|ste|unit|flat|fl|floor|is|was|which|where|then|to|from|for|with|but|i|we|you|he|she|it|they|my|our|so|because|tomorrow|today|tonight|now|please|pls|thanks|by|north|south|east|west|n|s|e|w|ne|nw|se|sw|\d|#|-|–)(?![\p{L}]))/u;

/** Units, counts and currencies after a number: then it is a quantity, not a house number. */
const UNIT_AFTER = new RegExp(
  "^\\s*(?:[%‰€$£¥°]|x(?![\\p{L}])|(?:" +
    [
      "euros?|eur|dollars?|usd|pounds?|gbp|francs?|km|m|cm|mm|kg|g|mg|mcg|l|ml|cc|h|hrs?|min|mins|s|sec|secs|kw|ps|hp|mb|gb|tb|mph|kmh|mmhg|bpm|lpm|meq|mmol|iu|units?|u|gtts?|doses?|tabs?|tablets?|pills?|caps?",
      "minutes?|hours?|days?|weeks?|months?|years?|times|people|persons|stars?|points?|pages?|items?|pieces?|cases?|copies|goals?|votes?|steps?|miles?|meters?|metres?|feet|ft|inches?|laps?|rounds?|games?|matches|wins?|losses|seconds?|wheels?",
      "minuten|stunden|tage|tagen|wochen|monate|monaten|jahre|jahren|mal|personen|leute|sterne|punkte|seiten|stück|tore|meter|kilometer",
      "minutos|horas|días|dias|semanas|meses|años|anos|veces|vezes|personas|pessoas|estrellas|estrelas|puntos|pontos|páginas|paginas|metros|kilómetros|kilometros|goles|gols",
      "heures|jours|semaines|mois|ans|années|fois|personnes|étoiles|pages|mètres|kilomètres|buts",
      "minuti|ore|giorni|settimane|mesi|anni|volte|persone|stelle|punti|pagine|metri|chilometri|gol",
      "uur|dagen|weken|maanden|jaar|jaren|keer|mensen|personen|sterren|punten|pagina's|kilometer",
    ].join("|") +
    ")(?![\\p{L}]))",
  "u",
);

/** The words of an address label, in our languages. */
const ADDRESS_LABEL_WORDS = "(?:address|addr|adress|adresse|dirección|direccion|indirizzo|adres|endereço|endereco|anschrift|morada|domicilio)";
/** An address cue right before an address: then its name may be written in lower case. */
const STRONG_CUE_WORDS = [
  // a label: "address:", "adresse=", "(dirección) es", "mijn adres is", "Anschrift:"
  `${ADDRESS_LABEL_WORDS}\\)?\\s*(?:[:=]|\\s(?:is|est|es|è|ist|é|was|era|war))?`,
  // living somewhere
  "live at|lives at|living at|live on|lives on|located at|moved to|ship to|deliver to|send to|im at|i'm at|meet me at",
  "vivo en|vive en|vivimos en|habite|habite au|habite à|habitons|abito in|abito a|vivo in|vive in|sito in|woon|woon op|woon in|woon aan|woont|wonen|moro na|moro no|moro em|mora na|mora no|wohne|wohne in der|wohne am|wohnt|wohnt in der",
];
/** A strong address cue right before an address: then even an everyday-word type may carry a lower-case name. */
const STRONG_CUE = new RegExp(`(?<![\\p{L}])(?:${STRONG_CUE_WORDS.join("|")})\\s*[:=\\-]?\\s*$`, "u");
/** A strong cue or a place preposition right before an address: then a street-type name may be in lower case. */
const ADDRESS_CUE = new RegExp(
  "(?<![\\p{L}])(?:" +
    [
      ...STRONG_CUE_WORDS,
      "at|on|in|to|from|near|live|lives|living|located",
      "en|à|au|chez|dans|a|presso|op|aan|na|no|em|in der|an der|auf der",
    ].join("|") +
    ")\\s*[:=\\-]?\\s*$",
  "u",
);

// ---------------------------------------------------------------------------------------------
// Patterns (run on the lower-cased text; case is checked in code against the original)

// "12", "221B", "12-a", "76 a" closing the field (not "10 m": a unit; not "5 a Torino": a preposition), "5-7",
// Dutch additions after a hyphen ("42-hs" huis, "42-bg" begane grond, "42-II" the floor),
// "510 - 514", "12/A" (no spaces around a slash: "SCF 281 / 02" is a model number)
const HOUSE_NUMBER = "\\d{1,5}(?:-?(?:bis|ter)|-(?:hs|huis|bg|boven|zw|ii|iii|iv)|-?[a-z]| (?![mhsglx])[a-z](?=[ \\t]*(?:[,;.)\"\\n\\r\\u00b7\\u2022|]|$)))?(?![\\p{L}\\d])(?:(?: ?[-–] ?|/)(?:\\d{1,5}[a-z]?|[a-z])(?![\\p{L}\\d]|-\\d))?";
/** A house number after a type-first name: "5", "12/A", "5-7", "nº 12", "s/n", "km 12,500". */
const B_NUMBER = new RegExp(
  `^(?:[ \\t]*,)?[ \\t]*(?:(?<km>km\\.?\\s?\\d{1,3}(?:[.,]\\d{1,3})?)|(?:(?:n[º°o]|n\\.[º°o]|nº|nr|núm|num|no|n|número|numero|nummer)\\.?\\s*)?(?<num>${HOUSE_NUMBER}(?: ?(?:bis|ter)(?![\\p{L}])(?![ \\t]*\\d))?|s\\/n|s\\.n\\.|sn(?![\\p{L}])))(?![\\d])`,
  "u",
);

/** "221B Baker Street": number, up to four name words, type; a police report's block ("1800 blk S Glenstone Ave", "the 1800 block of Main Street"). */
const RE_EN = new RegExp(
  `(?<num>${HOUSE_NUMBER})[ \\t]+(?<blk>(?:blk|block)\\.?(?:[ \\t]+of)?[ \\t]+)?(?<name>(?:(?:\\d{1,3}(?:st|nd|rd|th)|[\\p{L}][\\p{L}'’.-]*)[ \\t]+){1,4})(?<type>${alternation(EN_TYPES)})(?<dot>\\.)?(?![\\p{L}\\p{N}])`,
  "gdu",
);
/** The same with the USPS suffixes EN_TYPES leaves out, read after RE_EN and only where a city, state or postcode follows. */
const RE_EN_USPS = new RegExp(
  `(?<num>${HOUSE_NUMBER})[ \\t]+(?<blk>(?:blk|block)\\.?(?:[ \\t]+of)?[ \\t]+)?(?<name>(?:(?:\\d{1,3}(?:st|nd|rd|th)|[\\p{L}][\\p{L}'’.-]*)[ \\t]+){1,4})(?<type>${alternation(USPS_SUFFIXES)})(?<dot>\\.)?(?![\\p{L}\\p{N}])`,
  "gdu",
);
/** "12 rue de la Paix", "17 bis, rue des Tanneurs": number, optional bis/ter, French type; the name is read in code. */
const RE_FR = new RegExp(`(?<num>${HOUSE_NUMBER}),?[ \\t]+(?:(?:bis|ter|b),?[ \\t]+)?(?<type>${alternation(FR_TYPES)})(?<dot>\\.)?[ \\t]+`, "gdu");
/** "via Roma 5": a type before the name; the name and number are read in code. */
const RE_B = new RegExp(`(?<![\\p{L}\\p{N}])(?<type>${alternation(B_TYPES)})(?<dot>\\.)?(?:[ \\t]+|(?<=/))`, "gdu");
/**
 * "Hauptstraße 5", "Kalverstraat 12": a word ending in a street word, then the number. Not inside
 * a word after its apostrophe; after a quote that opens a value it may start ("'Hauptstr. 5'", an
 * SQL tuple's cell, was left in clear).
 */
function compoundPattern(suffixes: readonly string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}’-]|[\\p{L}\\p{N}]')(?<word>(?:[\\p{L}][\\p{L}'’-]*?)?(?:${alternation(suffixes)}))(?<dot>\\.)?[ \\t]*(?=\\d)`, "gdu");
}
const RE_COMPOUND = compoundPattern(COMPOUND_SUFFIXES);
/**
 * Finnish "-tie" and Danish "-gade" end English words too (necktie, brigade): only after four
 * letters of a name at least, capitalised even in a line without case ("Mannerheimintie 5",
 * "Vesterbrogade 12"); German and Nordic "-aktie" (a share: "Vorzugsaktie 5", europeana_ner) is none.
 */
const RE_COMPOUND_LONG = /(?<![\p{L}\p{N}’-]|[\p{L}\p{N}]')(?<word>\p{L}[\p{L}'’-]{3,}?(?:(?<!ak)tie|gade))(?<dot>\.)?[ \t]*(?=\d)/gdu;
/**
 * A language's own suffix after a hyphenated name of capitalised parts, in any text ("Karl-Carstens-
 * Ring 198" alone in a CSV cell, whose language no detector could tell: the model read the name as
 * a place and left the number in clear, fresh draw 9292): named after a person so, it is a street.
 * In lines with case only, where the capitals tell a name.
 */
const RE_COMPOUND_HYPHENATED = new RegExp(
  `(?<![\\p{L}\\p{N}’-])(?<word>\\p{L}{2,}(?:-\\p{L}{2,})*-(?:${alternation(LANGUAGE_SUFFIXES)}))(?<dot>\\.)?[ \\t]*(?=\\d)`,
  "gdu",
);
const COMPOUND_LANGUAGES = Object.keys(COMPOUND_SUFFIXES_BY_LANGUAGE);
const compoundPatterns = new Map<string, RegExp>();
/** The compound pattern of the languages' own suffixes together (built once per set), or undefined for none. */
function compoundPatternOf(languages: readonly string[]): RegExp | undefined {
  if (languages.length === 0) return undefined;
  const key = languages.join(",");
  let re = compoundPatterns.get(key);
  if (!re) compoundPatterns.set(key, (re = compoundPattern([...new Set(languages.flatMap((l) => COMPOUND_SUFFIXES_BY_LANGUAGE[l]!))])));
  return re;
}
/**
 * "Am Markt 3", "An der Alster 12", "Unter den Linden 5": German street names opening with a
 * preposition. The longer forms come first: "zur" tried before "zur alten" left "Zur alten Fabrik
 * 176" to be read from "Fabrik" (structured suite seed 303). "An" alone before a saint's name ("An
 * St. Agatha 5", "An Sankt Swidbert 3"; fresh draws 1818 and 3838 left "An" in clear).
 */
const RE_DE_PREPOSITION = /(?<![\p{L}\p{N}])(?<prep>zum alten|zur alten|am alten|am|an der|an den|an(?=\s+(?:st\.|sankt\s))|auf der|auf dem|auf den|im|in der|in den|unter den|unter dem|zum|zur|hinter der|hinter dem|vor dem|bei der)\s+(?=\p{L})/gdu;

// ---------------------------------------------------------------------------------------------
// Reading names

interface Word {
  start: number;
  end: number;
  lower: string;
}

const WORD = /[\p{L}\d][\p{L}\d'’´.-]*/uy;

/** The words of text[from, to) split on white space (no line breaks crossed: the caller's range). */
function wordsIn(ctx: DetectContext, from: number, to: number): Word[] {
  const out: Word[] = [];
  const re = /[^\s]+/g;
  re.lastIndex = 0;
  const slice = ctx.lower.slice(from, to);
  let m: RegExpExecArray | null;
  while ((m = re.exec(slice)) !== null) out.push({ start: from + m.index, end: from + m.index + m[0].length, lower: m[0] });
  return out;
}

function capitalised(ctx: DetectContext, w: Word): boolean {
  const c = ctx.text[w.start]!;
  return c !== ctx.lower[w.start] || /\d/.test(c);
}

const ROMAN = /^[ivxlc]+$/;

/** Name-reading policy for one candidate. */
interface NamePolicy {
  /** Lower-case content words are allowed (no case information, a cue, or a capitalised type). */
  lowerOk: boolean;
}

/** A connector and a capitalised word right after `pos` (" de Cambra", " do Lobo"). */
function placeNameAfter(ctx: DetectContext, pos: number): boolean {
  const m = /^[ \t]+(\p{L}+)[ \t]+(\p{Lu})/u.exec(ctx.text.slice(pos, pos + 24));
  return m !== null && CONNECTORS.has(m[1]!.toLowerCase()) && m[1] === m[1]!.toLowerCase();
}

/** A town of the gazetteer in three or four words from `start`, its second a connector ("vale de cambra"). */
function gazetteerTownFrom(ctx: DetectContext, start: number): boolean {
  const m = /^\p{L}+[ \t]+\p{L}+[ \t]+\p{L}[\p{L}'’-]*(?:[ \t]+\p{L}[\p{L}'’-]*)?/u.exec(ctx.text.slice(start, start + 48));
  if (!m) return false;
  const words = m[0].split(/[ \t]+/);
  if (!CONNECTORS.has(words[1]!.toLowerCase())) return false;
  return isGazetteerTown(words.slice(0, 3).join(" ")) || (words.length === 4 && isGazetteerTown(words.join(" ")));
}

/**
 * Reads a street name forward from `from` (after a type word): content words and connectors, up
 * to `maxWords` words, stopping at a line break, punctuation other than hyphens and apostrophes, a
 * stop word, a lower-case word where capitals are required, or a number that is not part of a name
 * ("25 de Abril", "2 de Mayo" are). Returns the words and every place the name may end (after each
 * content word), or undefined when there is no content word.
 */
function readNameForward(
  ctx: DetectContext,
  from: number,
  policy: NamePolicy,
  maxWords = 6,
): { words: Word[]; ends: number[] } | undefined {
  const { lower } = ctx;
  let pos = from;
  const words: Word[] = [];
  const ends: number[] = [];
  for (let n = 0; n < maxWords; n++) {
    // one run of spaces or tabs between words (no line break, no comma)
    let p = pos;
    while (p < lower.length && (lower[p] === " " || lower[p] === "\t" || lower[p] === "\u00a0")) p++;
    if (n > 0 && p === pos) break;
    WORD.lastIndex = p;
    const m = WORD.exec(lower);
    if (!m) break;
    let token = m[0];
    // a trailing dot belongs to an abbreviation only ("St.", "Dr."): otherwise it ends the sentence
    if (token.endsWith(".") && !/^(?:st|ste|dr|gen|prof|pres|sgt|ing|dott|sen|av|mgr|ev|evgl|kath)\.$/.test(token)) token = token.slice(0, -1);
    // a trailing apostrophe is the quote that closes a value ("'Calle Sierpes 48, 41004 Sevilla'",
    // SQL and Python literals, a triple quote too), unless another name word follows ("Queens'
    // Road"); one inside a word stays ("dell'Arte", "O'Connell")
    if (/['\u2019]$/.test(token) && !/^[ \t]+\p{L}/u.test(lower.slice(p + token.length, p + token.length + 2))) token = token.replace(/['\u2019]+$/, "");
    if (token === "") break;
    const w: Word = { start: p, end: p + token.length, lower: token };
    // "queue=3", "RETRY=0": a log field's key, no name word ("201 Place de Presbourg queue=3", fresh draw 4141)
    if (lower[w.end] === "=") break;
    // "v10.2.1.4455", "NW1": letters and digits in one token are no name word
    if (/\d/.test(token) && /\p{L}/u.test(token)) break;
    if (/^\d/.test(token)) {
      // a number inside a name ("XX Settembre", "25 de Abril", "17. Juni") only before a name word
      if (!/^\d{1,2}\.?$/.test(token)) break;
      const next = /^\s+(?:(?:de|di|del)\s+)?(\p{L}[\p{L}'’-]*)/u.exec(lower.slice(w.end, w.end + 32));
      if (!next || STOP_WORDS.has(next[1]!) || CONNECTORS.has(next[1]!) || UNIT_AFTER.test(lower.slice(w.end, w.end + 24))) break;
      const nextStart = w.end + next[0].length - next[1]!.length;
      if (!policy.lowerOk && ctx.text[nextStart] === lower[nextStart]) break;
      words.push(w);
      pos = w.end;
      continue;
    }
    if (CONNECTORS.has(token)) {
      words.push(w);
      pos = w.end;
      continue;
    }
    // a stop word opens a name only capitalised before a connector and a capitalised word: the
    // Portuguese "Vale" of "Vale de Cambra", a town after a street's comma (fresh draw 3232, where
    // the town stayed out), is the Spanish "vale" (ok) elsewhere
    // (or a town of the gazetteer in any case, "2708-693 Vale De Cambra" in a title-cased line and
    // "3978-740 vale de cambra" in lower case, where the town was left to the model or in clear:
    // fresh draws 8585, 9191)
    if (STOP_WORDS.has(token) && !(n === 0 && ((capitalised(ctx, w) && placeNameAfter(ctx, w.end)) || gazetteerTownFrom(ctx, w.start)))) break;
    // an elided connector glued to the word: "d'Assas", "dell'Indipendenza", "l'Église"; or the
    // connector capitalised in its stead, as a title-casing export writes it ("85 Impasse
    // D'argenteuil" in a CSV cell: the model read the rest as an organisation and left the number
    // in clear, fresh draw 6363)
    const elided = /^(?:d|l|dell|dall|all|nell|sull|sant|de l)['’´](?=\p{L})/u.exec(token);
    if (elided) {
      const inner: Word = { start: w.start + elided[0].length, end: w.end, lower: token.slice(elided[0].length) };
      if (!policy.lowerOk && !capitalised(ctx, inner) && !capitalised(ctx, w)) break;
      words.push(w);
      ends.push(w.end);
      pos = w.end;
      continue;
    }
    const original = ctx.text.slice(w.start, w.end);
    const isRoman = token.length <= 5 && ROMAN.test(token) && original === original.toUpperCase();
    if (!isRoman && !policy.lowerOk && !capitalised(ctx, w)) break;
    words.push(w);
    ends.push(w.end);
    pos = w.end;
  }
  if (ends.length === 0) return undefined;
  const last = ends[ends.length - 1]!;
  return { words: words.filter((w) => w.end <= last), ends };
}

// ---------------------------------------------------------------------------------------------
// Tails: unit, postcode, city

/**
 * "Apt 4B", "Suite 100", "2º dcha", "5 B", "int. 3", "bus 2", "Whg. 3", "apto 42", "dpto. 5", "portal F"
 * (a Spanish building's entrance: meddocan train's "Av. de los Andes 22, portal F, 1ºA 28042 Madrid"), and
 * the ordinal with its dot ("3.º Esq.", "2.º Dto.", "2.º-A": eval:realistic's Portuguese lease left
 * the floor and the postcode and town after it out; meddocan train's gold streets hold their floor
 * so, "C/ Manuel Caballero Venzala, 12, 2.º A"); not a coordinate's degrees ("42°29'").
 */
const UNIT_TAIL = new RegExp(
  "^(?:\\s*,)?\\s*(?:(?:(?:apartamento|apartment|appartement|apto|apt|suite|ste|unit|flat|fl|floor|piso|planta|portal|puerta|pta|escalera|esc|interno|int|scala|sc|piano|appt|app|bâtiment|bât|étage|wohnung|whg|bus|andar|ap|bloque|bloco|bl|sala|departamento|dpto|depto|conj|cj)(?![\\p{L}])|#)\\.?\\s*#?\\s*[\\w-]{1,6}(?![\\p{L}\\d])|\\d{1,2}\\.?\\s?[ºª°](?![\\d'′])(?:\\s|-(?=[a-z]))?(?:(?:dcha|izda|izq|drcha|der|dto|dt|esq|andar|direito|esquerdo|derecha|izquierda)\\.?|[a-z](?![\\p{L}\\d]))?|bajo(?:s)?(?![\\p{L}]))",
  "u",
);
/**
 * A postcode then a city: "75002 Paris", "D-10115 Berlin", "1012 NX Amsterdam", "1100-053 Lisboa",
 * Polish "31-147 Kraków", Swedish "111 23 Stockholm" (not a bare three-digit code: "BP 130-140 SYS"
 * and "Nibelungenplatz 265 000 Mark" in physionet_deid and conll2003_de train read as addresses).
 */
/**
 * The separator before the postcode: a comma, a hyphen, blanks, or a middle dot or bar as CVs and
 * letterheads set address parts ("Hauptstr. 12 b · 83646 Bad Tölz"; fourth exploratory test).
 */
const ZIP_CITY = /^(?:\s*,\s*|\s*-\s*|\s*[\u00b7\u2022|]\s*|\s+)(?<zip>\d{4}\s?[a-z]{2}(?![\p{L}])|(?:[a-z]{1,2}-)?\d{4,5}(?!\d)(?:-\d{3,4})?|\d{2}-\d{3}(?!\d)|\d{3} \d{2}(?!\d))\s+(?=\p{L})/u;
/** A comma, then a city (checked in code), optionally a UK postcode or a US state and ZIP. */
/** "CEDEX" and its office number after a French town. */
const CEDEX = /^[ \t]+cedex(?:[ \t]+\d{1,3})?(?![\p{L}\d])/u;
const COMMA_CITY = /^\s*,\s*(?=\p{L})/u;
const UK_POSTCODE = /^\s+(?<post>[a-z]{1,2}\d[a-z\d]?\s?\d[a-z]{2})(?![\p{L}\d])/u;
const US_STATE_ZIP = /^\s*,?\s+(?<state>[a-z]{2})\s+(?<zip>\d{5}(?:-\d{4})?)(?!\d)/u;
const US_STATES = new Set(
  "al ak az ar ca co ct de dc fl ga hi id il in ia ks ky la me md ma mi mn ms mo mt ne nv nh nj nm ny nc nd oh ok or pa ri sc sd tn tx ut vt va wa wv wi wy pr".split(" "),
);
const PROVINCE = /^\s*\([a-z]{2}\)/u;
/** A German city's river or region in brackets after its name: "Frankfurt (Oder)", "Halle (Saale)", "Neustadt (Wied)", "Marburg (Lahn)". */
const CITY_QUALIFIER = /^ ?\((?:\p{Lu}\p{Ll}+\.?)(?:[ -]\p{Lu}\p{Ll}+\.?)?\)/u;
/** The same in a line without case: "42492 stolberg (rheinland)", "FRANKFURT (ODER)"; three letters at least (two are a province's code). */
const CITY_QUALIFIER_CASELESS = /^ ?\((?:\p{L}{3,}\.?)(?:[ -]\p{L}+\.?)?\)/u;

/**
 * The length of a city's qualifier at `at` (CITY_QUALIFIER: part of the city's name, "Frankfurt
 * (Oder)" is not "Frankfurt"), 0 when none follows. In a line without case in that case ("goethestr.
 * 100, 42492 stolberg (rheinland)" kept the region in clear: structured suite, fresh draw 3636).
 */
function qualifierAfter(ctx: DetectContext, at: number): number {
  const caseless = lineAt(ctx, at).case !== "mixed";
  const qualifier = (caseless ? CITY_QUALIFIER_CASELESS : CITY_QUALIFIER).exec(ctx.text.slice(at, at + 28));
  return (qualifier ?? (caseless ? CITY_ALIAS_CASELESS : CITY_ALIAS).exec(ctx.text.slice(at, at + 40)))?.[0].length ?? 0;
}
/**
 * A town's other name in brackets: "Vila Baleira (a.k.a. Porto Santo)" left the other name in
 * clear after the address (fresh structured draws 7171, 7575, 7676; 20 addresses over 55 draws).
 */
const cityAlias = (word: string): RegExp => new RegExp(`^ ?\\((?:a\\.k\\.a\\.|A\\.K\\.A\\.|aka|AKA)[ \\t]+${word}(?:[ -]${word}){0,2}\\)`, "u");
const CITY_ALIAS = cityAlias("\\p{Lu}[\\p{L}'’.-]*");
const CITY_ALIAS_CASELESS = cityAlias("\\p{L}[\\p{L}'’.-]*");
/** The end of a clause, a field or a cell after a city. */
const CLAUSE_END = /^[ \t]*(?:[.;!?)"”'\]\n\r]|$)/u;
/** After a city: the end of the clause or field, or a comma before what follows ("Roana, grazie"). */
const CITY_END = /^[ \t]*(?:[.,;!?)"”'\]\n\r(]|$)/u;
/**
 * After a city, the next field's label: a word and a colon ("Hauptstraße 5, Berlin Tel: 030 ...",
 * "agora é Rua do Carmo 144, Évora Endereço: ...", "AZRADIJK 5, RENKUM ABA: 221206447": the town
 * stayed in clear, structured suite fresh draws 3838 and 3939). Not a URL's scheme ("http:"). One
 * word: the longest reading wins, so a label of two capitalised words gives the town its first
 * ("València Correo" before "electrónico:", over-redacted), where a reading that allowed two cut
 * meddocan train's "Donostia-San Sebastián E-mail:" to "Donostia-San".
 */
const FIELD_LABEL_AFTER = /^[ \t]+\p{L}[\p{L}.-]*[ \t]*:(?![/\d])/u;

/**
 * After a city, another value that no town's name goes on with: a handle, a URL, an e-mail address,
 * or letters and digits mixed and joined by separators ("Kirchgasse 22, Martenburg @tjark_hiller",
 * "Bahnhofstr. 154, Muratland 33-2e-Fa-81-Ce-18": the town was left in clear, fresh draws
 * 1111-6666). A number or a date is none ("Berlin 10115", "Vendas Novas ver 1984-11-23").
 */
const VALUE_AFTER = /^[ \t]+(?:@\w|https?:\/\/|www\.|[\p{L}\d._%+-]+@[\p{L}\d-]+\.|(?=[\p{L}\d:.-]*\d)(?=[\d:.-]*\p{L})[\p{L}\d]+(?:[-:.][\p{L}\d]+){2,})/u;

/**
 * Whether another value (VALUE_AFTER) follows a town's capitalised last word, in a line with case:
 * a lower-case word or a function word before it is a sentence's ("Vendas Novas ver ...", "Lake
 * Jaunitacester See ...", a title-cased line's "4351 Me Heidekantambacht Zie ..."), and a line
 * without case tells no town's word from the next.
 */
function valueAfterTown(ctx: DetectContext, end: number): boolean {
  if (lineAt(ctx, end).case !== "mixed" || !VALUE_AFTER.test(ctx.lower.slice(end, end + 40))) return false;
  const last = /(\p{L}[\p{L}'’-]*)$/u.exec(ctx.text.slice(Math.max(0, end - 40), end))?.[1];
  return last !== undefined && /^\p{Lu}/u.test(last) && !functionWordTest(ctx)(last.toLowerCase());
}

/**
 * Whether a log line's next field follows a street (`after` is the text after it): a field
 * (LOG_FIELD_AFTER), or a counter in the line's message, which goes on with it and not with the
 * street's words ("validation passed : 55B Maple Avenue cache hit 87%" was missed whole;
 * structured suite, fresh draw 3131).
 */
function logFieldAfter(ctx: DetectContext, start: number, after: string): boolean {
  return LOG_FIELD_AFTER.test(after) || (LOG_COUNTER_AFTER.test(after) && logMessageStart(ctx, start) !== undefined);
}

/**
 * "a Mare", "in Chianti" after an Italian town's first words; "an der Brenz", "ob der Tauber", "bei
 * Coburg", "im Schwarzwald" after a German one ("94515 Heidenheim an der Brenz" was cut to
 * "Heidenheim": structured suite, fresh draw 1818); "aan den IJssel", "op Zoom", "bij Duurstede"
 * after a Dutch one ("5008 HA Strateris aan de IJssel": fresh draw 2525).
 */
const CITY_PREPOSITION = /^[ \t]+(?<preposition>a|in|am|(?:an|in|ob|vor)[ \t]+der|bei|im|aan[ \t]+den?|op|bij)[ \t]+(?<word>\p{L}[\p{L}'’-]+)/iu;
/**
 * Of CITY_PREPOSITION's, those that join a town's name to its river or region and hardly anything
 * else before the end of a field: read in lines without case too ("91504 brandenburg an der
 * havel", "frankfurt am main"; "boston in summer." keeps "in" out).
 */
const TOWN_QUALIFIER = /^(?:am|(?:an|ob)[ \t]+der|aan[ \t]+den?)$/i;

/** TOWN_QUALIFIER's, and the Italian coast's "a mare" ("caretti a mare shard 4/16": fresh draw 4040). */
function townQualifier(m: RegExpExecArray): boolean {
  return TOWN_QUALIFIER.test(m.groups!.preposition!) || (m.groups!.preposition!.toLowerCase() === "a" && m.groups!.word!.toLowerCase() === "mare");
}

/** City words after a postcode or comma: capitalised words (any case in lines without case), connectors between. */
function readCity(ctx: DetectContext, from: number, lowerOk: boolean): { end: number; listed: boolean; closed: boolean } | undefined {
  const name = readNameForward(ctx, from, { lowerOk }, 6);
  if (!name) return undefined;
  // a main city (cities.ts) read as one, or a smaller town of the gazetteer (places/towns.ts):
  // the reading is listed, which confirms the street before it ("Chalet José Luis, 174, Parla",
  // "praça artur braga 236, cartaxo" were left partly in clear). Only a main city cuts a
  // capitalised run short ("London NW1 6XE"): towns of the gazetteer open faker's and real towns'
  // longer names ("Newton Abbott Cross", "Quarto Elogio")
  const main = (end: number): boolean => {
    const text = ctx.text.slice(from, end);
    return cityFormSet().has(text) || cityFormSet().has(capitalise(text));
  };
  const gazetteer = (end: number): boolean => isGazetteerTown(ctx.text.slice(from, end));
  const listed = (end: number): boolean => main(end) || gazetteer(end);
  const closed = (end: number): boolean => {
    const endsField = (rest: string): boolean => CITY_END.test(rest) || LOG_FIELD_AFTER.test(rest) || FIELD_LABEL_AFTER.test(rest);
    const after = ctx.lower.slice(end, end + 40);
    if (endsField(after) || valueAfterTown(ctx, end)) return true;
    // a UK postcode after the town, then the end of the field: "west jakubowski-hessel bs14 9gf",
    // or a log line's next field ("88 CHURCH ROAD, LITTLE HAMILL GARDENS LS4 1LG RETRY=0" kept the
    // town in clear: fresh draw 3131)
    const uk = UK_POSTCODE.exec(after);
    return uk !== null && endsField(after.slice(uk[0].length));
  };
  // the longest reading that closes the field ("palma de mallorca" then a line break), then the
  // longest listed one ("London" of "London NW1 6XE"), then the first word in a line without case
  // ("breno build ..."), else the whole capitalised run
  for (let k = name.ends.length - 1; k >= 0; k--) if (closed(name.ends[k]!)) return { end: name.ends[k]!, listed: listed(name.ends[k]!), closed: true };
  const lineCase = lineAt(ctx, from).case;
  // a capitalised town in a line with case reads as one where lower-case words are allowed too
  // (after a cue: "Indirizzo Via Garibaldi 196, Simone a mare, grazie" had lost its town; fresh
  // draws 8787 and 8888, and four Italian towns "a mare" read whole on 59 earlier draws; the
  // readings on the train and dev splits of the 14 corpora identical)
  const capitalTown = !lowerOk || (lineCase === "mixed" && /^\p{Lu}/u.test(ctx.text.slice(from, from + 1)));
  if (capitalTown) {
    // a capitalised city with one or two lower-case words after it that close the field
    // ("60372 Asia sardo\n", "78867 Clemenzia nell'emilia.", "Vila Nova de foz côa,")
    // (words, not a handle: "51569 Gandía Usuario crespoaponte.guadalupe," took the user name,
    // fresh draw 3030)
    const wider = readNameForward(ctx, from, { lowerOk: true }, 6);
    const last = name.ends[name.ends.length - 1]!;
    // (by position: the reading's words hold its connectors, its ends do not)
    const handleAt = wider?.words.find((w) => w.start >= last && /[._@]/.test(w.lower))?.start;
    const extra = wider ? wider.ends.filter((e) => e > last && (handleAt === undefined || e <= handleAt)) : [];
    for (let k = Math.min(extra.length, 2) - 1; k >= 0; k--) if (closed(extra[k]!)) return { end: extra[k]!, listed: listed(extra[k]!), closed: true };
  }
  // Italian towns "a Mare", "in Chianti" ("Polignano a Mare", "Castellina in Chianti"): the
  // preposition is a stop word of street names, inside a town's name only before a word that
  // closes the field, in a line with case; after "in" a capitalised one ("Boston in summer." is no
  // town), after "a" any ("Polignano a mare" as chats write it, and faker's Italian towns: the
  // structured suite's one address left partly in clear)
  const last = name.ends[name.ends.length - 1]!;
  const prepositional = CITY_PREPOSITION.exec(ctx.text.slice(last, last + 32));
  const capitalOrA = (m: RegExpExecArray): boolean => /^\p{Lu}/u.test(m.groups!.word!) || /^[ \t]+a[ \t]/.test(m[0]);
  // (in a line of capitals too: the word after the preposition is a capitalised one there)
  const caseless = lowerOk && lineCase === "lower";
  if (prepositional && (caseless ? townQualifier(prepositional) : (capitalTown || lineCase === "upper") && capitalOrA(prepositional)) && closed(last + prepositional[0].length)) {
    const end = last + prepositional[0].length;
    return { end, listed: listed(end), closed: true };
  }
  for (let k = name.ends.length - 1; k >= 0; k--) if (main(name.ends[k]!)) return { end: name.ends[k]!, listed: true, closed: false };
  // the words before a UK postcode, up to four: the postcode ends the town ("64 Louie Loaf, Upper
  // Volkman N5 6FN for the rest": only "Upper" was read, which no postcode followed; fresh draw 4242)
  for (let k = Math.min(name.ends.length, 4) - 1; k > 0; k--) if (UK_POSTCODE.test(ctx.lower.slice(name.ends[k]!, name.ends[k]! + 24))) return { end: name.ends[k]!, listed: listed(name.ends[k]!), closed: false };
  if (lowerOk) {
    // in a line without case, the longest town of the gazetteer, else the first word ("8701-586
    // TORRES NOVAS ELA FEZ ...", "5175-916 angra do heroísmo agora é ...": the first word alone was
    // read, the rest left in clear; fresh draws 1111-6666)
    for (let k = name.ends.length - 1; k > 0; k--) if (gazetteer(name.ends[k]!)) return { end: name.ends[k]!, listed: true, closed: false };
  }
  // (a first word that opens longer towns of the gazetteer is no town alone where more words follow:
  // "20000 BORGO OLIMPIO CARTA DI CREDITO" is read to the function word, caselessTownEnd)
  const end = lowerOk ? name.ends[0]! : name.ends[name.ends.length - 1]!;
  const opens = lowerOk && name.ends.length > 1 && opensLongerTown(ctx.text.slice(from, end));
  return { end, listed: opens ? main(end) : listed(end), closed: false };
}

/** A listed country after a city, and its postcode: ", Spain 16200", " Iceland 72399". */
const COUNTRY_AFTER = /^[ \t]*,?[ \t]*(?<country>\p{Lu}[\p{L}'’.-]*(?: \p{Lu}[\p{L}'’.-]*){0,2})(?:[ \t]+\d{4,6}(?![\d\p{L}]))?/u;

/** One line of an address block: a unit, a place (with a state code or postcode), a postcode and place, a postcode. */
const ADDRESS_LINE = new RegExp(
  "^[ \\t]*(?:" +
    [
      "(?:(?:apartamento|apto|apt|suite|unit|flat|fl|floor|piso|planta|puerta|bus|whg|appt|app|ap|bloque|bloco|dpto|depto)(?![\\p{L}])|#)\\.?\\s*#?\\s*[\\w-]{1,6}",
      "(?:\\p{Lu}[\\p{L}'’.-]*)(?:[ -]+(?:\\p{Lu}[\\p{L}'’.-]*|de|da|do|del|la|le|les|sur|am|an|der|den|di|du|of|on|upon|nan|\\([^)\\n]{1,20}\\)))*(?:[ \\t]*,[ \\t]*(?:\\p{Lu}{2}|nan))?(?:[ \\t]*,?[ \\t]*(?:\\d{4,6}(?:-\\d{3,4})?|\\p{Lu}{1,2}\\d[\\p{Lu}\\d]? ?\\d\\p{Lu}{2}))?",
      "(?:\\p{Lu}{1,2}-)?\\d{4,5}(?:-\\d{3})?[ \\t]+\\p{Lu}[\\p{L}'’. -]{1,40}",
      ",?[ \\t]*(?:\\p{Lu}{2}|nan)?[ \\t]*\\d{4,6}",
      ",[ \\t]*(?:\\p{Lu}{2}|nan)",
    ].join("|") +
    ")[ \\t]*,?[ \\t]*$",
  "u",
);
/** Lines that open a letter or close it, never address lines: "Dear John,", "Best regards,". */
const NOT_ADDRESS_LINE = /^[ \t]*(?:dear|hi|hello|hey|hallo|hola|bonjour|ciao|beste|cher|chère|liebe|lieber|sehr|estimado|estimada|querido|querida|caro|cara|best|kind|regards|thanks|thank|sincerely|cheers|saludos|cordialement|grazie|groeten|obrigado|mit|met|con|avec|com)(?![\p{L}])/iu;

/**
 * The end of the address lines after a street that ends its line: up to four lines of address
 * shape, with a postcode or a listed place among them (a block without one is no address:
 * "Oak Street\nJohn Smith"); a blank line or another line ends the block.
 */
function addressLines(ctx: DetectContext, streetEnd: number): number | undefined {
  const { text } = ctx;
  if (!/^[ \t]*,?[ \t]*\r?\n/.test(text.slice(streetEnd, streetEnd + 8))) return undefined;
  const places = placeFormSet({ countryLanguages: COUNTRY_LANGUAGES });
  let pos = text.indexOf("\n", streetEnd) + 1;
  let end: number | undefined;
  let blockEnd = streetEnd;
  let strong = false;
  for (let k = 0; k < 4 && pos > 0 && pos < text.length; k++) {
    let lineEnd = text.indexOf("\n", pos);
    if (lineEnd < 0) lineEnd = text.length;
    // a tag that closes the line's markup is none of the address ("London NW1 4DG</p>", an HTML
    // mail's block read with its "<br>" as line breaks: text/encoded-view.ts)
    const whole = text.slice(pos, lineEnd).replace(/\r$/, "").replace(/(?:<\/?[A-Za-z][^<>\n]{0,80}>[ \t]*)+$/, "");
    if (whole.trim() === "" || NOT_ADDRESS_LINE.test(whole)) break;
    // the line, or its part before a comma where other text goes on ("Caxias do Sul, RS 24893, and ...")
    let line = whole;
    while (!ADDRESS_LINE.test(line) && line.includes(",")) line = line.slice(0, line.lastIndexOf(","));
    if (!ADDRESS_LINE.test(line)) break;
    const words = line.replace(/[\d,()-]/g, " ").replace(/\s+/g, " ").trim();
    const listed = places.has(words) || places.has(capitalise(words.toLowerCase()));
    // a postcode first ("10115 Berlin"), a state code and ZIP ("Springfield, IL 62704"), a UK
    // postcode, or a listed place (with its postcode: "South Africa 68793"); words and a number
    // alone are no postcode line ("Total 12345", "Version 12345")
    if (/^[ \t]*(?:\p{Lu}{1,2}-)?\d{4,5}(?:-\d{3})?[ \t]+\p{Lu}/u.test(line) || /\b\p{Lu}{2}[ \t]*\d{5}(?:-\d{4})?[ \t,]*$/u.test(line) ||
      /\b\p{Lu}{1,2}\d[\p{Lu}\d]? ?\d\p{Lu}{2}\b/u.test(line) || listed || (lastListed(words, places) && /\d{4,6}[ \t,]*$/.test(line))) strong = true;
    blockEnd = pos + line.replace(/[ \t,]+$/, "").length;
    if (strong) end = blockEnd;
    if (line !== whole) break;
    pos = lineEnd + 1;
  }
  return strong ? end : undefined;
}

/** Whether the words end with a listed place of one to three words ("Cape Town", "South Africa"). */
function lastListed(words: string, places: ReadonlySet<string>): boolean {
  const w = words.split(" ");
  for (let n = 1; n <= 3 && n <= w.length; n++) {
    const tail = w.slice(-n).join(" ");
    if (places.has(tail) || places.has(capitalise(tail.toLowerCase()))) return true;
  }
  return false;
}

interface Tail {
  end: number;
  subtypes: CandidateSubtype[];
  city: boolean;
  /** A postcode, a listed city or a US state and ZIP: what confirms a street reading on its own. */
  strong: boolean;
}

/**
 * Whether a city follows the street that ends at `end` right after its comma, and its field or line
 * ends with it. Not a person's name ("66 Stephen Field, Paul Lawrie": golf scores in conll2003_en train).
 */
function cityEndsField(ctx: DetectContext, end: number): boolean {
  if (ctx.text[end] !== ",") return false;
  const tail = readTail(ctx, end, false);
  if (!tail.city || !/^[ \t]*(?:["';|,\t\r\n]|$)/.test(ctx.text.slice(tail.end, tail.end + 3))) return false;
  return !personAfterComma(ctx, end);
}

/** Whether the first word after the comma at `end` is a given name (no word after it counts as one). */
function personAfterComma(ctx: DetectContext, end: number): boolean {
  const first = /^,[ \t]*(\p{L}+)/u.exec(ctx.text.slice(end, end + 40))?.[1];
  return first === undefined || isKnownGivenName(first.toLowerCase());
}

/**
 * In a line with case, a capitalised town after the street's comma that a lower-case word ends:
 * the sentence goes on after the address ("Veenstraweg 13, Poffert het is nu ...", "Caminho Fábio
 * Cunha 34, Valongo segue o dado": fresh draws 1616, 1717, where the town stayed in clear). Its
 * words are capitalised, not in capitals ("Orteusteingasse 4, IIIS Möbel", europeana_ner de
 * train's OCR); not a given name ("12 Main Street, John and I" goes on with a person); not in
 * German, which capitalises its nouns ("Hauptstraße 5, Möbel aller Art").
 */
function lowerWordEnds(ctx: DetectContext, start: number, end: number): boolean {
  if (lineAt(ctx, start).case !== "mixed" || mayBeIn(ctx, "de")) return false;
  if (!/^[ \t]+\p{Ll}/u.test(ctx.text.slice(end, end + 3))) return false;
  const words = ctx.text.slice(start, end).split(/[ \t]+/);
  if (!words.every((w) => /^\p{Lu}\p{Ll}/u.test(w) || CONNECTORS.has(w))) return false;
  return !isKnownGivenName(words[0]!.toLowerCase().replace(/[^\p{L}]+$/u, ""));
}

/**
 * In a line without case (a chat in lower case, a mail in capitals), the town after the street's
 * comma that a function word of the text's languages ends: the sentence goes on after the address
 * ("83 PARK LANE, LINDDON THEN.", "rua augusta 111, almada ela aos 40 anos": the town stayed in
 * clear, fresh draw 2222; "goetheplatz 40, dormagen jetzt gilt ...", 2121). One to three
 * words, none a function word, the first no given name ("12 oak street, john and i"), one of
 * three letters or more. Not a strong reading: a postcode or a listed place still makes that.
 */
function caselessTownEnd(ctx: DetectContext, start: number): number | undefined {
  // (a title-cased line's capitals say no more than a line without case: "C'est 108 Allée
  // Bonaparte, Issy-Les-Moulineaux Maintenant", "It Is 60 W 5th Street, Muellerington Now" left
  // the town in clear, fresh draws 1111-6666)
  if (lineAt(ctx, start).case === "mixed" && !inTitledLine(ctx, start)) return undefined;
  const functionWord = functionWordTest(ctx);
  const { lower } = ctx;
  let pos = start;
  let long = false;
  for (let k = 0; k < 3; k++) {
    const word = /^\p{L}[\p{L}'’-]*/u.exec(lower.slice(pos, pos + 40))?.[0];
    if (word === undefined || word.length < 2 || functionWord(word) || CONNECTORS.has(word)) return undefined;
    if (k === 0 && isKnownGivenName(word)) return undefined;
    long ||= word.length >= 3;
    const end = pos + word.length;
    const next = /^[ \t]+(\p{L}+)(?![\p{L}\p{N}'’-])/u.exec(lower.slice(end, end + 40));
    if (!next) return undefined;
    if (functionWord(next[1]!)) return long ? end : undefined;
    pos = end + next[0].length - next[1]!.length;
  }
  return undefined;
}

/** A test for the function words of the text's languages, or of all of ours when none of them is known (lower case). */
function functionWordTest(ctx: DetectContext): (word: string) => boolean {
  const known = [ctx.language, ...(ctx.languages ?? [])].filter((l): l is string => l !== undefined && FUNCTION_WORD_LANGUAGES.includes(l));
  return functionWordTestOf(known.length > 0 ? known : FUNCTION_WORD_LANGUAGES);
}

/** A test for the function words of `languages` and the street reader's stop words (lower case). */
function functionWordTestOf(languages: readonly string[]): (word: string) => boolean {
  const lists = [...new Set(languages)].map((l) => functionWordsWithNames(l)!);
  return (w: string): boolean => STOP_WORDS.has(w) || lists.some((list) => list.has(w));
}

/** Whether what follows a street confirms it as an address (a postcode, a listed city, a US state and ZIP). */
function confirmed(ctx: DetectContext, end: number): boolean {
  return readTail(ctx, end, true).strong;
}

/** Two-letter prepositions and conjunctions of our languages that CONNECTORS leaves out: after a number they open a phrase, no postcode. */
const TWO_LETTER_WORDS = new Set(["en", "op", "in", "te", "om", "im", "zu", "em", "no", "na", "ao", "et", "to", "at", "on", "is", "or", "ou", "se", "si", "ja", "ne", "un", "ad", "by"]);

/**
 * In a line without case, a Dutch postcode whose letters spell a short word ("en", "at", "op")
 * before a town that ends the field or the log message's words: "prinsengracht 158, 4398 en
 * beetgumer took 153 ms", '"marktplein 58, 6808 at kapel";' (fresh draw 6363: the postcode and
 * town were left in clear). A word after a year goes on with the sentence instead ("kerkstraat 5,
 * 1990 en later verhuisd"): Dutch postcodes never start with 0, and the town must close its field.
 */
function wordLettersBeforeTown(ctx: DetectContext, zipAt: number, zip: string, townAt: number): boolean {
  const letters = zip.slice(-2);
  if (lineAt(ctx, zipAt).case === "mixed" || !TWO_LETTER_WORDS.has(letters) || CONNECTORS.has(letters) || zip.startsWith("0")) return false;
  const town = readCity(ctx, townAt, true);
  if (town === undefined || !(town.closed || logFieldAfter(ctx, zipAt, ctx.lower.slice(town.end, town.end + 48)))) return false;
  // a town's words, not a clause's ("1990 en later verhuisd")
  const words = ctx.lower.slice(townAt, town.end).split(/[ \t]+/);
  return words.length <= 3 && !words.some(functionWordTestOf(["nl"]));
}

/** A UK postcode right after `at` (UK_POSTCODE), as a subtype. */
function ukPostcode(ctx: DetectContext, at: number): CandidateSubtype | undefined {
  const uk = UK_POSTCODE.exec(ctx.lower.slice(at, at + 24));
  if (!uk) return undefined;
  const start = at + uk[0].indexOf(uk.groups!.post!);
  const end = start + uk.groups!.post!.length;
  return { label: "LOCATION_ZIP", start, end, formatted: ctx.text.slice(start, end).toUpperCase() };
}

/**
 * A British address's post town and postcode after its locality: "14 Larkspur Close, Hedge End,
 * Southampton SO30 4QW" (eval:realistic: the town and postcode were left out after "Hedge End").
 */
function postTownAfterLocality(ctx: DetectContext, pos: number, lowerOk: boolean): CandidateSubtype[] | undefined {
  const comma = COMMA_CITY.exec(ctx.lower.slice(pos, pos + 8));
  if (!comma) return undefined;
  const townStart = pos + comma[0].length;
  const town = readCity(ctx, townStart, lowerOk || lineAt(ctx, townStart).case !== "mixed");
  if (!town || town.end - townStart > 40) return undefined;
  const postcode = ukPostcode(ctx, town.end);
  if (!postcode) return undefined;
  return [{ label: "LOCATION_CITY", start: townStart, end: town.end, formatted: ctx.text.slice(townStart, town.end) }, postcode];
}

/** Unit, postcode, city, state after a street that ends at `end`. */
function readTail(ctx: DetectContext, end: number, lowerOk: boolean): Tail {
  const { lower } = ctx;
  const subtypes: CandidateSubtype[] = [];
  let pos = end;
  // units: "Suite 697 Apt. 397", "3º B"
  for (let k = 0; k < 3; k++) {
    const unit = UNIT_TAIL.exec(lower.slice(pos, pos + 40));
    if (!unit) break;
    pos += unit[0].length;
  }
  const streetEnd = pos;
  let city = false;
  let strong = false;
  let zc = ZIP_CITY.exec(lower.slice(pos, pos + 24));
  // a Dutch postcode's letters are capitals ("1012 NX"); "2800 la Coruña" is a number and a city.
  // In a line without case they are in lower case like every word ("dorpsstraat 141, 7513 tv
  // tonsel": the structured suite's city was left out), but an article or preposition is no postcode's.
  // In a title-cased line they are capitalised like every word ("Moosstraat 233, 9670 We
  // Vuilpan" in a CRM export: the postcode and town were left in clear, fresh draw 4747), but an
  // article is still none ("2800 La Coruña").
  if (zc && /[a-z]{2}$/.test(zc.groups!.zip!)) {
    const zipAt = pos + zc[0].indexOf(zc.groups!.zip!);
    const letters = ctx.text.slice(zipAt + zc.groups!.zip!.length - 2, zipAt + zc.groups!.zip!.length);
    const caseless = lineAt(ctx, zipAt).case !== "mixed" && !CONNECTORS.has(letters.toLowerCase()) && !TWO_LETTER_WORDS.has(letters.toLowerCase());
    const titled = /^\p{Lu}\p{Ll}$/u.test(letters) && !CONNECTORS.has(letters.toLowerCase()) && inTitledLine(ctx, zipAt);
    if (letters !== letters.toUpperCase() && !caseless && !titled && !wordLettersBeforeTown(ctx, zipAt, zc.groups!.zip!, pos + zc[0].length)) zc = /^(?:\s*,\s*|\s*-\s*|\s+)(?<zip>\d{4})\s+(?=\p{L})/u.exec(lower.slice(pos, pos + 24));
  }
  if (zc) {
    const zipStart = pos + zc.index + zc[0].indexOf(zc.groups!.zip!);
    const zipEnd = zipStart + zc.groups!.zip!.length;
    const mixed = lineAt(ctx, pos).case === "mixed";
    const c = readCity(ctx, pos + zc[0].length, !mixed);
    if (c) {
      subtypes.push({ label: "LOCATION_ZIP", start: zipStart, end: zipEnd, formatted: ctx.text.slice(zipStart, zipEnd).toUpperCase() });
      const cityStart = pos + zc[0].length;
      const prov = PROVINCE.exec(lower.slice(c.end, c.end + 6));
      // in a line without case, a town that a function word ends, as after a street's comma
      // ("8701-586 TORRES NOVAS ELA FEZ 42 ANOS", "28284 OST DENISE HIER DIE IBAN": the town's
      // first word alone was read, the rest left in clear; fresh draws 1111-6262)
      const caseless = c.closed || c.listed ? undefined : caselessTownEnd(ctx, cityStart);
      // a qualifier is part of the city's name; a province code is not
      const cityEnd = caseless ?? c.end + (prov ? 0 : qualifierAfter(ctx, c.end));
      subtypes.push({ label: "LOCATION_CITY", start: cityStart, end: cityEnd, formatted: ctx.text.slice(cityStart, cityEnd) });
      pos = cityEnd + (prov ? prov[0].length : 0);
      // a French business address's delivery office after the town: "13002 Marseille CEDEX 02"
      const cedex = CEDEX.exec(lower.slice(pos, pos + 16));
      if (cedex) pos += cedex[0].length;
      city = true;
      strong = true;
    }
  } else {
    const comma = COMMA_CITY.exec(lower.slice(pos, pos + 8));
    if (comma) {
      const cityStart = pos + comma[0].length;
      const c = readCity(ctx, cityStart, lowerOk || lineAt(ctx, cityStart).case !== "mixed");
      if (c && c.end - cityStart <= 40) {
        const cityText = ctx.text.slice(cityStart, c.end);
        const after = lower.slice(c.end, c.end + 24);
        const us = US_STATE_ZIP.exec(after);
        const uk = UK_POSTCODE.exec(after);
        const listed = c.listed;
        const usState = us !== null && US_STATES.has(us.groups!.state!);
        // in a line without case, a town that a function word ends (caselessTownEnd)
        const caseless = usState || listed || uk || c.closed ? undefined : caselessTownEnd(ctx, cityStart);
        const cityEnd = caseless ?? c.end + qualifierAfter(ctx, c.end);
        if (usState) {
          const stateStart = c.end + us[0].indexOf(us.groups!.state!);
          const zipStart = c.end + us[0].lastIndexOf(us.groups!.zip!);
          subtypes.push({ label: "LOCATION_CITY", start: cityStart, end: c.end, formatted: cityText });
          subtypes.push({ label: "LOCATION_STATE", start: stateStart, end: stateStart + 2, formatted: us.groups!.state!.toUpperCase() });
          subtypes.push({ label: "LOCATION_ZIP", start: zipStart, end: zipStart + us.groups!.zip!.length, formatted: us.groups!.zip! });
          pos = c.end + us[0].length;
          city = true;
          strong = true;
        } else if (listed || uk || caseless !== undefined || ((c.closed || lowerWordEnds(ctx, cityStart, c.end)) && /\p{L}{3}/u.test(cityText))) {
          // a listed city, or one outside the lexicon confirmed by a UK postcode or closing the
          // clause ("Hauptstraße 5, Timmermannstadt."): only the first two make the address strong
          subtypes.push({ label: "LOCATION_CITY", start: cityStart, end: cityEnd, formatted: ctx.text.slice(cityStart, cityEnd) });
          pos = cityEnd;
          // the postcode, or a British post town and its postcode after the locality
          const rest = uk ? [ukPostcode(ctx, c.end)!] : postTownAfterLocality(ctx, pos, lowerOk);
          if (rest) {
            subtypes.push(...rest);
            pos = rest[rest.length - 1]!.end;
          }
          city = true;
          strong = listed || rest !== undefined;
        }
      }
    }
  }
  if (city) {
    // a country after the city: "Mora de Rubielos, Spain 16200"
    const country = COUNTRY_AFTER.exec(ctx.text.slice(pos, pos + 48));
    if (country && placeFormSet({ countryLanguages: COUNTRY_LANGUAGES }).has(country.groups!.country!)) pos += country[0].length;
  } else {
    // an address written over lines: "1737 Cheriton Dr\n Apt. 724\n Hibberdene\n South Africa 68793"
    const block = addressLines(ctx, streetEnd);
    if (block !== undefined) {
      pos = block;
      city = true;
      strong = true;
    }
  }
  if (city) subtypes.unshift({ label: "LOCATION_ADDRESS_STREET", start: -1, end: streetEnd, formatted: "" });
  return { end: city ? pos : streetEnd, subtypes, city, strong };
}

const capitalise = (s: string): string => s.replace(/(^|[\s-])(\p{L})/gu, (_m, a: string, b: string) => a + b.toUpperCase());

// ---------------------------------------------------------------------------------------------
// Candidates

interface Hit {
  start: number;
  /** End of the street part (number included). */
  end: number;
  /** Whether every name word was capitalised (a stronger reading than a lower-case one). */
  capitalisedName: boolean;
  lowerOk: boolean;
}

/** The text an address cue before `pos` is looked for in (STRONG_CUE, ADDRESS_CUE). */
function cueWindow(ctx: DetectContext, pos: number): string {
  return ctx.lower.slice(Math.max(0, pos - 32), pos);
}

/**
 * The line's casing at `start` and whether an address cue stands right before it. Lower-case
 * names are read where the line has no case or after a cue; in lines without case (chat, clinical
 * notes in capitals) abbreviated and everyday-word types need the cue too.
 */
function lowerAllowed(ctx: DetectContext, start: number): { lowerOk: boolean; mixed: boolean; cue: boolean; strong: boolean } {
  const mixed = lineAt(ctx, start).case === "mixed";
  const before = cueWindow(ctx, start);
  const strong = STRONG_CUE.test(before);
  const cue = strong || ADDRESS_CUE.test(before);
  return { lowerOk: cue || !mixed, mixed, cue, strong };
}

/** The house number after a type-first name, checked not to be a quantity. */
function houseNumberAfter(ctx: DetectContext, nameEnd: number, yearNeedsCue: boolean): number | undefined {
  const after = ctx.lower.slice(nameEnd, nameEnd + 40);
  const m = B_NUMBER.exec(after);
  if (!m) return undefined;
  let end = nameEnd + m[0].length;
  // a Finnish or Swedish staircase and flat after the house number ("Mannerheimintie 5 A 12"): a
  // capital letter, not the range word of "5 a 12" (fifth exploratory test)
  // and a Polish flat ("ul. Długa 17 m. 4,"; "m." is no metre there: a comma or the line's end follows)
  const staircase = /^(?: [A-Z] \d{1,4}(?![\p{L}\p{N}])| m\. ?\d{1,4}(?=[ \t]*(?:,|\r?\n|$)))/u.exec(ctx.text.slice(end, end + 12));
  if (staircase) end += staircase[0].length;
  const rest = ctx.lower.slice(end, end + 24);
  // "5,5 km", "50-90cc/hr", "130-200/hour": a decimal, a range or a rate goes on past the number;
  // but " - 1100-053 Lisboa" is a Portuguese postcode after the number, as addresses there are written
  const ptPostcode = /^\s?[-–]\s?\d{4}-\d{3}(?!\d)/.test(rest);
  if (UNIT_AFTER.test(rest) || (!ptPostcode && /^(?:[.,:]\d|\d|\s?[-–/]\s?\d|\/\p{L}|\s+(?:bis|to|till|à|a|al|au|tot|hasta|até|fino)\s+\d)/u.test(rest))) return undefined;
  const num = m.groups!.num;
  // ", 75002 Paris": after a comma, a postcode before a city, not a house number
  if (num && /^\s*,/.test(after) && /^\d{4,5}$/.test(num) && /^\s+\p{L}/u.test(rest)) return undefined;
  // "Route du Rhum 2018", "via Roma 2019": a year after a name is rarely a house number; after a
  // comma it is one ("Avenida Paulista, 1578", "Alameda Santos, 1893": Brazilian numbers run high)
  if (yearNeedsCue && num && /^(?:1[5-9]|20)\d\d$/.test(num) && !/^\s*,/.test(after) && !/^\s*,\s*\d{4,5}\s/.test(rest)) return undefined;
  return end;
}

function englishHits(ctx: DetectContext, hits: Hit[]): void {
  englishHitsOf(ctx, hits, RE_EN, false);
  // a USPS suffix outside EN_TYPES: where no typed reading is, confirmed by what follows
  const usps: Hit[] = [];
  englishHitsOf(ctx, usps, RE_EN_USPS, true);
  const typed = hits.slice();
  for (const h of usps) if (!typed.some((t) => t.start < h.end && h.start < t.end)) hits.push(h);
}

/**
 * A unit word and its number or letter after "St": "St Apt 3R", "St Unit B", "St Suite 300" (not
 * "St Ste Marie"). Not tuned on any corpus: on the 14 corpora's train and dev splits it adds 3
 * readings, each a gold street of presidio_synth (train "2202 Rissik St Apt. 050", "2437 Main St
 * Suite 442"; dev "81 Thornton St Suite 451"), and nothing else.
 */
const ST_UNIT_AFTER = /^[ \t]+(?:Apt|Apartment|Unit|Suite|Ste|Flat|Floor|Fl|Bldg|Building|Room|Rm)\.?[ \t]*#?[ \t]*(?:\d[\p{L}\d-]{0,5}|\p{L})(?![\p{L}\d])/u;

function englishHitsOf(ctx: DetectContext, hits: Hit[], re: RegExp, confirm: boolean): void {
  const { lower, text } = ctx;
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(lower)) !== null) {
    const start = m.index;
    const retry = (): void => {
      re.lastIndex = start + 1;
    };
    // glued to what is before it, after "/ " ("SCF 281 / 02 Microwave St"), or with a leading zero: no house number
    if ((start > 0 && /[\p{L}\p{N}.,/:#$€£-]/u.test(lower[start - 1]!)) || /[/#]\s*$/.test(lower.slice(Math.max(0, start - 3), start)) || lower[start] === "0") {
      retry();
      continue;
    }
    const [nameStart, nameEnd] = m.indices!.groups!.name!;
    const type = m.groups!.type!;
    // "2 HR ST", "500 ML HESPAN. CT": a unit after the number, or a sentence end inside the name.
    // A compass letter before the name is no unit: "1215 S Fremont Ave" (s is seconds elsewhere).
    const compass = /^[nsew]\.?[ \t]+(?=\S)/.exec(lower.slice(nameStart, nameEnd));
    // (in a line without case a lower-case one too: '"40 s bridge street"' in a CSV export, fresh draw 3434)
    const unitFrom = nameStart + (compass && (text[nameStart] !== lower[nameStart] || lineAt(ctx, start).case !== "mixed") ? compass[0].length : 0);
    if (UNIT_AFTER.test(lower.slice(unitFrom - 1, unitFrom + 12))) {
      retry();
      continue;
    }
    const words = wordsIn(ctx, nameStart, nameEnd);
    if (words.some((w) => /[.,;:]$/.test(w.lower) && !/^(?:st|ste|mt|ft|dr|n|s|e|w)\.$/.test(w.lower))) {
      retry();
      continue;
    }
    const content = words.filter((w) => !CONNECTORS.has(w.lower));
    if (content.length === 0 || content.some((w) => STOP_WORDS.has(w.lower.replace(/[.,]$/, "")))) {
      retry();
      continue;
    }
    const { lowerOk, mixed, cue, strong } = lowerAllowed(ctx, start);
    // without case information ("2 MEDIASTINAL CT", "99-104 NSR ST"): a whole street word, a cue, or a city after
    const needsConfirmation = !mixed && !cue && !EN_WHOLE_TYPES.has(type);
    const allCapital = content.every((w) => capitalised(ctx, w));
    // a lower-case name: in a line without case or after an address cue, and before a plain street
    // word; before a USPS suffix, after an address label or a verb of living only ("address 14
    // neva plains", structured suite seed 202), or filling its field ("field 2: 28 stephen
    // centers", structured suite seed 606), or confirmed by a postcode or a listed town after it
    // ("see 171a abdiel plains, ziemannridge g5 8sa for the rest": fresh draw 1313)
    const matchEnd = m.index + m[0].length - (m.groups!.dot ? 1 : 0);
    // (not a score and a person: "66 Stephen Field", a given name then a family name that is a
    // suffix, or a given name after its comma, "66 Stephen Field, Paul Lawrie")
    const ownField =
      !personNamed(content, type) && fillsField(ctx, start, matchEnd) && (ctx.text[matchEnd] !== "," || !personAfterComma(ctx, matchEnd));
    if (!allCapital && !(lowerOk && (confirm ? strong || ownField || confirmed(ctx, matchEnd) : EN_TYPES_LOWER_OK.has(type) || ownField))) {
      retry();
      continue;
    }
    // in a mixed line an abbreviated type is capitalised or dotted ("5 Elm St", "5 Elm st."), a word otherwise
    const typeStart = m.indices!.groups!.type![0];
    if (mixed && type.length <= 4 && !EN_TYPES_LOWER_OK.has(type) && text[typeStart] === lower[typeStart] && !m.groups!.dot) {
      retry();
      continue;
    }
    // "a 2 lane road", "the 3 Oak Street houses": an article before makes the number a count
    if (!m.groups!.blk && /(?<![\p{L}])(?:a|an|the|his|her|my|our|their|this|that|these|those|every|each|per)\s+$/u.test(lower.slice(Math.max(0, start - 8), start))) {
      retry();
      continue;
    }
    // "in 2019 Oxford Street ...": a year, not a house number
    const num = m.groups!.num!;
    if (/^(?:1[89]|20)\d\d$/.test(num) && /(?<![\p{L}])(?:in|since|by|until|from|of|before|after)\s+$/u.test(lower.slice(Math.max(0, start - 8), start))) continue;
    let end = m.index + m[0].length;
    // the dot of "St." is the abbreviation's, the dot after "Street." ends the sentence
    if (m.groups!.dot && type.length > 4) end--;
    // "Paris St Germain", "Zenit St Petersburg": "St" before a capitalised word is a saint's, unless
    // the word is a unit's and a unit's number or letter follows ("4410 W Marlow St Unit B, Tulsa, OK
    // 74107", "500 Market St Suite 300": eval:realistic, where the address was left to the model)
    if (type === "st" && /^[ \t]+\p{Lu}\p{Ll}/u.test(text.slice(end, end + 4)) && !ST_UNIT_AFTER.test(text.slice(end, end + 16))) continue;
    // a direction after the type, in capitals: "Pennsylvania Avenue NW"
    const dir = /^\s+(?:n|s|e|w|ne|nw|se|sw)\.?(?![\p{L}\d])/u.exec(lower.slice(end, end + 5));
    if (dir) {
      const letters = text.slice(end, end + dir[0].length).replace(/[\s.]/g, "");
      if (letters === letters.toUpperCase()) end += dir[0].length;
    }
    // "the 5 Main Street shops": the type is followed by what can end an address
    const after = lower.slice(end, end + 24);
    // (a log line's next field ends it too, as it ends a city: "request accepted : 110 station road
    // retry=0", "230 State Road build 20240512.3")
    if (!cue && !EN_FOLLOW.test(after) && !logFieldAfter(ctx, start, after) && !/^\s+\p{Lu}/u.test(text.slice(end, end + 3))) continue;
    // a USPS suffix (or any type in a line without case): confirmed, or a capitalised name with a
    // city that ends the field ("77 Gerardo Summit, New Brannon" in a CSV cell, structured suite
    // seed 202), or the street filling its field alone or with a town: a CSV cell, a form's value,
    // a line after its label ('"216 Marlene Forge"', "FIELD 2: 28A TERRY OVAL, LAKE KIRSTENVIEW",
    // which the model read as a person or a company: seeds 707, 101, 606, 1001)
    if ((needsConfirmation || (confirm && !strong)) && !confirmed(ctx, end) && !(confirm && mixed && allCapital && cityEndsField(ctx, end)) && !ownField) continue;
    hits.push({ start: start - unitBefore(lower, start), end, capitalisedName: allCapital && mixed, lowerOk });
  }
}

/** Whether a street's name words and type read as a person's given and family name ("Stephen Field", "Margarette Brooks"). */
function personNamed(content: readonly Word[], type: string): boolean {
  return content.length === 1 && isKnownGivenName(content[0]!.lower) && isKnownFamilyName(type);
}

/** A flat or unit written before the house number, as British addresses do: "Flat 4, 31 Ryhall Road". */
const UNIT_BEFORE = /(?<![\p{L}\p{N}])(?:flat|apartment|apt\.?|unit|suite)[ \t]+[\p{L}\p{N}]{1,4},?[ \t]+$/u;

/** How many characters before an English address's house number belong to it (a unit), or 0. */
function unitBefore(lower: string, start: number): number {
  return UNIT_BEFORE.exec(lower.slice(Math.max(0, start - 20), start))?.[0].length ?? 0;
}

const COMMA_TOWN = /^,[ \t]*\p{L}[\p{L}'’-]*(?:[ \t]+\p{L}[\p{L}'’-]*){0,3}/u;
/** Whether a comma and a town (words without digits) follow `end` and close the table cell that `start` opens. */
function cellWithTown(ctx: DetectContext, start: number, end: number): boolean {
  const town = COMMA_TOWN.exec(ctx.lower.slice(end, end + 60));
  return town !== null && fillsTableCell(ctx, start, end + town[0].length);
}

function frenchHits(ctx: DetectContext, hits: Hit[]): void {
  const { lower } = ctx;
  RE_FR.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = RE_FR.exec(lower)) !== null) {
    const start = m.index;
    if (start > 0 && /[\p{L}\p{N}.,/:#$€£-]/u.test(lower[start - 1]!)) continue;
    const type = m.groups!.type!;
    // abbreviations need their dot ("5 av. Foch"), except the boulevard's
    if (/^(?:av|boul|ch|pl|imp|rte|fg)$/.test(type) && !m.groups!.dot) continue;
    const { lowerOk, mixed, cue } = lowerAllowed(ctx, start);
    // in French text the types that are English words too are French words only ("142 passage
    // pastourelle", "157 avenue victor hugo" in lower case: structured suite seeds 101 and 202)
    const french = ctx.language === "fr";
    const needsConfirmation = !mixed && !cue && !FR_WHOLE_TYPES.has(type) && !(french && FR_TYPES_AMBIGUOUS.has(type));
    const numEnd = m.indices!.groups!.num![1];
    if (UNIT_AFTER.test(lower.slice(numEnd, numEnd + 12))) continue;
    const nameFrom = m.index + m[0].length;
    const name = readNameForward(ctx, nameFrom, { lowerOk });
    if (!name) continue;
    // "3 place settings", "5 boulevard cafes": types that are English words need a connector or a capital first
    const first = name.words[0]!;
    const end = name.ends[name.ends.length - 1]!;
    const elided = /^(?:d|l)['’´]/.test(first.lower);
    // a table cell that holds number, type, a name of two words or more and a town after a comma,
    // and nothing else, is an address whatever its case ('379;"94 avenue victor hugo,
    // noisy-le-grand";closed' in a CSV export: the town is no listed one, and the model read "avenue
    // victor hugo" as a person's name, leaving the number in clear; structured suite seed 2828;
    // '"12 avenue trees, lined"' stays out)
    // Alone in its cell, an avenue or a boulevard before its name is one too: English puts the
    // type after the name ('260;"70 boulevard pastourelle";60' and '"122 avenue victor hugo"' in
    // CSV exports left the number in clear: fresh draws 7171, 7272)
    const addressCell =
      !mixed &&
      ((name.words.filter((w) => w.end <= end).length >= 2 && cellWithTown(ctx, start, end)) ||
        ((type === "avenue" || type === "boulevard") && fillsTableCell(ctx, start, end)));
    if (
      FR_TYPES_AMBIGUOUS.has(type) && !french && !CONNECTORS.has(first.lower) && !elided && !capitalised(ctx, first) &&
      !/^(?:saint|sainte|st|ste)-/.test(first.lower) && !addressCell && !confirmed(ctx, end)
    ) continue;
    if (UNIT_AFTER.test(lower.slice(end, end + 12)) && /^\d/.test(first.lower)) continue;
    if (needsConfirmation && !addressCell && !confirmed(ctx, end)) continue;
    const capitalisedName = mixed && name.words.every((w) => CONNECTORS.has(w.lower) || capitalised(ctx, w));
    hits.push({ start, end, capitalisedName, lowerOk });
  }
}

/** Types whose capitalised form still needs capitalised names: they are words at a sentence start too. */
const TYPE_WORDS =
  /^(?:via|place|route|passage|plaza|largo|corso|strada|camino|paseo|ronda|cours|galleria|borgo|salita|contrada|estrada|cuesta|loc|r|quinta|conjunto|colonia|sector|lado|lugar|salida|entrada|solar|colegio|secci[oó]n|puerta|bajada|subida|barrio|bairro|caminho|incrocio|rotonda|partida|residencial|vereda|paraje|vico|grupo|monte|acceso|senda|muelle|carrera|transversal|diagonal|ramal|plazuela|calleja|cañada|mercado|parque|puente|huerta|edificio|bloque|jardines|aldea|arroyo|barranco|rincón|rincon|escadas|jardim|marginal)$/;
/** Everyday-word types never read without a cue or a postcode and city in lines without case ("VIA FOLEY 50"). */
const CUE_ONLY_TYPES = /^(?:via|place|route|passage)$/;
/** What "via" names when it is no street: a channel, a carrier, a way to pay. */
const VIA_CHANNELS = /^(?:e-?mail|mail|posta|pec|fax|sms|whatsapp|telegram|signal|skype|zoom|teams|telefono|web|internet|app|chat|dhl|ups|gls|tnt|sda|brt|bartolini|fedex|corriere|bonifico|paypal|satispay)$/;
/** The languages whose streets are written type first with these everyday words ("via", "place", "route"). */
const ROMANCE = ["it", "es", "pt", "fr", "ca"];
/** The language of the cadastre's types (SPANISH_ONLY, SPANISH_CONFIRMED). */
const SPANISH = ["es"];
/** The language of the preposition streets (RE_DE_PREPOSITION). */
const GERMAN = ["de"];

/**
 * Whether a street at `start` may be written in one of `languages`: the text's language or one of
 * its likely ones is, or the street is in a table's cell, which has no language of its own
 * (table-cues.ts): '"RINCÓN PABLO, 104"' and '"VIA DEI MILLE 57"' in CSV rows detected as English
 * were left in clear (structured suite, seeds 303, 606, 1001). Not when no language is known.
 */
function readsAs(ctx: DetectContext, languages: readonly string[], start: number): boolean {
  return (ctx.language !== undefined && languages.some((l) => mayBeIn(ctx, l))) || inTableCell(ctx, start, start + 1);
}

function typeFirstHits(ctx: DetectContext, hits: Hit[]): void {
  const { lower, text } = ctx;
  RE_B.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = RE_B.exec(lower)) !== null) {
    const start = m.index;
    const type = m.groups!.type!;
    const dotted = m.groups!.dot !== undefined || type.endsWith("/");
    if (B_TYPES_DOTTED.has(type) && !dotted) continue;
    // "R. Blakey 109" (a cricket score): "R." is Rua/rue only in lower case or in Portuguese and French text
    if (type === "r" && text[start] !== lower[start] && ctx.language !== "pt" && ctx.language !== "fr") continue;
    // "place. Stated ...": a dot after a whole word ends a sentence
    if (m.groups!.dot !== undefined && !B_TYPES_DOTTED.has(type) && !/^(?:avda|avd|pza|ctra|v\.le|p\.za|p\.zza|c\.so|urb|fraz|loc|pç|tv|pg|bd)$/.test(type)) continue;
    const nameFrom = m.index + m[0].length;
    const typeCapitalised = text[start] !== lower[start];
    if (B_TYPES_WITH_CONNECTOR.has(type)) {
      // "Laan van Meerdervoort 12", "Platz der Republik 1": a capitalised type, a connector next
      if (!typeCapitalised || !/^(?:van|de|der|des|den|het)\s/.test(lower.slice(nameFrom, nameFrom + 5))) continue;
    }
    const { mixed, cue: anyCue, strong } = lowerAllowed(ctx, start);
    const bare = type.replace(/[./]/g, "");
    const everyday = TYPE_WORDS.test(bare);
    // "au cours de la semaine 15", "in place": a preposition is a cue for street words only, not for everyday words
    const cue = everyday ? strong : anyCue;
    if ((SPANISH_ONLY.has(bare) || SPANISH_CONFIRMED.has(bare)) && !readsAs(ctx, SPANISH, start) && !cue) continue;
    // "au cours de", "en cours", "in place": idioms, not streets
    if (/^(?:cours|place|route|passage)$/.test(bare) && /(?<![\p{L}])(?:au|en|du|des|les|aux|ce|ces|mon|son|un|le|in|of|the|a|this|its)\s+$/u.test(lower.slice(Math.max(0, start - 6), start))) continue;
    // without case information ("VIA FOLEY 50", "r. wbc 20"), abbreviations and everyday words need a
    // cue, a postcode or city after them, or (not "via") a number that closes the field
    // ("c/" is Spanish for calle and nothing else)
    const needsConfirmation = !mixed && !cue && (everyday || (dotted && type !== "c/") || B_TYPES_DOTTED.has(type));
    // "Calle del pez, 28", "Av de burgos 7": a capitalised type word may carry a lower-case name
    const lowerOk = cue || !mixed || (typeCapitalised && !everyday);
    const name = readNameForward(ctx, nameFrom, { lowerOk });
    if (!name) continue;
    // "via PICC 2", "via TLC 11": an acronym after an everyday type word is a device or a service
    if (everyday && mixed && name.words.some((w) => w.lower.length >= 2 && /\p{L}/u.test(w.lower) && ctx.text.slice(w.start, w.end) === ctx.text.slice(w.start, w.end).toUpperCase() && !ROMAN.test(w.lower))) continue;
    let found: { end: number; nameEnd: number } | undefined;
    for (let k = name.ends.length - 1; k >= 0 && !found; k--) {
      const numEnd = houseNumberAfter(ctx, name.ends[k]!, true);
      if (numEnd !== undefined) found = { end: numEnd, nameEnd: name.ends[k]! };
    }
    if (!found) continue;
    // (or filling a table's cell with a capitalised name: '"Salida José Lemus Elizondo, 221b"' in a
    // CSV export, fresh draw 1616; "Entrada principal 2" names no street)
    // (or after an address word: "Dirección Lugar Gerardo Loera Galarza, 1, gracias" left "Lugar" in
    // clear beside the model's street, fresh draw 3131)
    // (or filling a form's field or a log message's value so, in a line without case too: "Campo
    // 2: Puerta Samuel, 213", "CAMPO 1: PUERTA ADELA, 30", "... solicitud aceptada : lugar esteban
    // rocha serna, 155, castellón de la plana retry=0" were people and their numbers left in clear,
    // fresh draws 1111-6262)
    if (
      SPANISH_CONFIRMED.has(bare) && !strong && !confirmed(ctx, found.end) &&
      !((!mixed || capitalisedWords(ctx, name.words, found.nameEnd)) && (fillsTableCell(ctx, start, found.end) || fillsField(ctx, start, found.end) || spanishCommaNumber(ctx, start, found)))
    ) continue;
    if (needsConfirmation && !confirmed(ctx, found.end)) {
      // the number closes the field, or a log line's next field or counter follows ("LARGO DO
      // CHIADO 64 BUILD 20240512.3", "PLAZA DANIELA FERRER CENTENO, 23 CACHE HIT 87%": a place name
      // never ends in a number, see text/log-fields.ts; the second left in clear, fresh draw 4242)
      const next = lower.slice(found.end, found.end + 8);
      const closes = /^[ \t]*,/.test(next) || CLAUSE_END_AFTER.test(next) || logFieldAfter(ctx, start, lower.slice(found.end, found.end + 48));
      // (an everyday-word type only where the street fills its field in a language that writes
      // it so: "CAMPO 2: VIA GARIBALDI 157" in Italian; "VIA FOLEY 50" in English notes stays out)
      const ownField = CUE_ONLY_TYPES.test(bare) && readsAs(ctx, ROMANCE, start) && fillsField(ctx, start, found.end);
      // in Italian text "via", a name and a number that closes the clause are a street in any case
      // ("OK, ALLORA VIA ROMA 41.": fresh draw 3030; the issue's "via roma 5" needed a cue), unless the
      // name is a channel ("via email 2.")
      const italianClause = bare === "via" && ctx.language === "it" && !VIA_CHANNELS.test(name.words[0]!.lower);
      if ((CUE_ONLY_TYPES.test(bare) && !ownField && !italianClause) || dotted || !closes) continue;
    }
    const capitalisedName = mixed && capitalisedWords(ctx, name.words, found.nameEnd);
    // the town after it is read by the line's case: a capitalised type carries a lower-case name, not
    // a lower-case town ("Piazza Dante 57, Polignano a Mare" was cut to its first word, and
    // "Viale Europa 202, Quarto Godiva a mare" lost its town: fresh draws 5151, 5353)
    hits.push({ start, end: found.end, capitalisedName, lowerOk: cue || !mixed });
  }
}

/** The end of a clause or field right after a value: a sentence's or a quote's punctuation, a bracket, a line break. */
const CLAUSE_END_AFTER = /^[ \t]*(?:[.;!?)"”'\]\n\r]|$)/;

/**
 * The Spanish cadastre's order, in Spanish text: the name, a comma, the house number, and the end
 * of the clause ("Colegio Benjamín, 231b. Tel.: ...", "MANZANA LETICIA, 31" on its line: fresh
 * draws 8686, 9494, where the model read type and name as a person and left the number in clear).
 */
function spanishCommaNumber(ctx: DetectContext, start: number, found: { end: number; nameEnd: number }): boolean {
  return (
    /^[ \t]*,[ \t]*\d/.test(ctx.text.slice(found.nameEnd, found.end)) &&
    CLAUSE_END_AFTER.test(ctx.text.slice(found.end, found.end + 4)) &&
    readsAs(ctx, SPANISH, start)
  );
}

/** Whether the name's words up to `nameEnd` are capitalised, connectors aside. */
function capitalisedWords(ctx: DetectContext, words: readonly Word[], nameEnd: number): boolean {
  return words.filter((w) => w.end <= nameEnd).every((w) => CONNECTORS.has(w.lower) || capitalised(ctx, w));
}

/**
 * Where a compound's capital is asked for: in lines with case only ("mixed", the default; a line
 * without case reads it in any case), in every line ("capitalised"), or only lines with case are
 * read at all ("casedLines").
 */
type CompoundCase = "mixed" | "capitalised" | "casedLines";

function compoundHits(ctx: DetectContext, re: RegExp, hits: Hit[], caseRule: CompoundCase = "mixed"): void {
  const { lower, text } = ctx;
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(lower)) !== null) {
    const word = m.groups!.word!;
    let start = m.index;
    const suffix = COMPOUND_ENDING.exec(word)![0];
    const base = word.slice(0, word.length - suffix.length);
    if (NOT_STREETS.has(word) || NOT_STREETS.has(word.replace(/-/g, ""))) continue;
    const line = lineAt(ctx, start);
    const mixed = line.case === "mixed";
    if (caseRule === "casedLines" && !mixed) continue; // (where capitals tell a name: "AFTERWARDS-PAD 19" in a note in capitals is none)
    if ((mixed || caseRule === "capitalised") && text[start] === lower[start]) continue; // a compound street name is capitalised
    const numEnd = houseNumberAfter(ctx, start + word.length + (m.groups!.dot ? 1 : 0), false);
    if (numEnd === undefined) continue;
    if (base.replace(/[-']/g, "").length < 2) {
      // the street word alone ("Straße 5", "Weg 3"): it needs a word before it ("Berliner Straße")
      if (!SEPARATE_SUFFIXES.has(suffix)) continue;
      const prev = wordBefore(ctx, start);
      if (!prev || STOP_WORDS.has(prev.lower) || CONNECTORS.has(prev.lower)) continue;
      if (mixed && !capitalised(ctx, prev)) continue;
      if (mixed && atSentenceStart(text, prev.start) && /^(?:die|der|das|den|dem|des|eine?|in|an|auf|zur|zum)$/.test(prev.lower)) continue;
      start = prev.start;
      // a second capitalised word: "Karl Marx Straße", "Frankfurter Allee" stays one
      const prev2 = wordBefore(ctx, start);
      // (at a sentence's start too where it is a given name or a title: "Max Planck Straße 5")
      if (prev2 && mixed && capitalised(ctx, prev2) && !STOP_WORDS.has(prev2.lower) && !CONNECTORS.has(prev2.lower) && (!atSentenceStart(text, prev2.start) || isNamesake(ctx, prev2))) start = prev2.start;
      // an adjective before them, in any case ("alt steinbücheler weg 95": fresh draw 3030)
      start = adjectiveBefore(ctx, start, mixed);
    } else {
      start = particlesBefore(ctx, start, mixed);
      start = adjectiveBefore(ctx, start, mixed);
      if (start === m.index && readsAs(ctx, GERMAN, start)) start = adjectiveBefore(ctx, start, mixed, isPlaceAdjective);
      start = namesakeBefore(ctx, start, mixed);
    }
    // a building number alone before the street ("077 Mellemstræde 74", "5049 Harjukuja 54": the
    // generator of presidio_synth writes Nordic addresses so), right after a line's start or a
    // separator: part of the address, not left in clear beside it
    const lead = /\d{1,5}[ \t]+$/.exec(text.slice(Math.max(0, start - 12), start));
    if (lead) {
      const numberStart = start - lead[0].length;
      const before = text.slice(Math.max(line.start, numberStart - 8), numberStart);
      const atLineStart = numberStart - line.start <= 8 && /^[ \t]*$/.test(before);
      if ((atLineStart || /[>,;:|(][ \t]*$/.test(before)) && !/\d$/.test(before)) start = numberStart;
    }
    hits.push({ start, end: numEnd, capitalisedName: mixed, lowerOk: !mixed });
  }
}

const COMPOUND_ENDING = new RegExp(`(?:${alternation([...COMPOUND_SUFFIXES, "tie", "gade", ...LANGUAGE_SUFFIXES])})$`);

const PARTICLES = /^(?:van|de|der|den|het|'t|ter|ten|von|vom)$/;

/** Titles that open a street named after their bearer: "Prins Hendrikkade", "Graf-Adolf-Straße" written apart. */
const NAMESAKE_TITLES = new Set([
  "prins", "prinses", "koning", "koningin", "graaf", "gravin", "hertog", "burgemeester", "dokter", "pastoor", "pater",
  "professor", "generaal", "admiraal", "kapitein", "sint", "prinz", "prinzessin", "könig", "königin", "graf", "gräfin",
  "herzog", "fürst", "bischof", "kardinal", "pfarrer", "bürgermeister", "kaiser", "kaiserin", "sankt",
]);

/**
 * The given name (or title) of the person a glued street is named after, with a second name
 * between ("Johannes Vermeerstraat 12", "Pieter Cornelisz Hooftstraat 3", "Prins Hendrikkade 10",
 * "Jan van Goyenkade 10"): read from the compound on, the street left the given name apart,
 * redacted as a person at best and in clear where the model missed it. In a line with case only,
 * capitalised, the first of them a listed given name or a title, so that a sentence's capitalised
 * noun before a street ("Treffpunkt Goethestraße 5") stays out. Not tuned on any corpus: on the 14
 * corpora's train and dev splits it changes 4 readings, each now a gold span exactly (conll2002_nl
 * train "Jan Breydelstraat 5", "William Boothlaan 17a"; europeana_ner train "Prinz Haudjerystraße
 * 83/84", "Prinz Humbert-Straße 22"), and nothing on the dev splits or the structured draws.
 */
function namesakeBefore(ctx: DetectContext, start: number, mixed: boolean): number {
  if (!mixed) return start;
  // one space between the words: a tab or a run of spaces parts a table's cells
  const before = (pos: number): Word | undefined => {
    const w = wordBefore(ctx, pos);
    return w && ctx.text.slice(w.end, pos) === " " ? w : undefined;
  };
  const near = before(start);
  if (!near || STOP_WORDS.has(near.lower)) return start;
  // a second name between ("Pieter Cornelisz"); a surname's particles are already the street's
  // (particlesBefore: "van Goyenkade")
  const far = before(near.start);
  if (far && !STOP_WORDS.has(far.lower) && isNamesake(ctx, far) && capitalised(ctx, near)) return far.start;
  return !PARTICLES.test(near.lower) && isNamesake(ctx, near) ? near.start : start;
}

/** A capitalised title or listed given name (everyday word or not: "Jan" is January too). */
function isNamesake(ctx: DetectContext, w: Word): boolean {
  return capitalised(ctx, w) && (NAMESAKE_TITLES.has(w.lower) || isListedGivenName(w.lower));
}

/**
 * German and Dutch adjectives that open a street name before a glued street word: "Alte
 * Landstraße", "Bergische Landstr.", "Hohen Ufer", "Nieuwe Binnenweg", "Korte Leidsedwarsstraat".
 * Without them the street was read from its compound on and the adjective stayed in clear beside
 * the redacted rest ("bergische landstr. 35": structured suite seed 2828). Regional adjectives in
 * "-isch" and a closed list of the common ones, inflected; a sentence's own adjective is not
 * capitalised in German or Dutch, so in a mixed line the word must be. "Alt" and "Neu" uninflected
 * too ("Alt Steinbücheler Weg", "Neu Wulmstorfer Str.").
 */
const STREET_ADJECTIVE = /^(?:alt|neu|(?:alt|neu|hoh|lang|kurz|breit|gro(?:ß|ss)|klein|ober|unter|mittler|hinter|vorder|grün|rot|wei(?:ß|ss)|schwarz|krumm|schmal|still|tief|(?:west|öst|nörd|süd)lich|\p{L}{3,}isch)(?:e|en|er|es)|oude|nieuwe|lange|korte|hoge|lage|grote|kleine|brede|smalle)$/u;

function adjectiveBefore(ctx: DetectContext, start: number, mixed: boolean, isAdjective = (lower: string) => STREET_ADJECTIVE.test(lower)): number {
  const prev = wordBefore(ctx, start);
  if (!prev || !isAdjective(prev.lower)) return start;
  return mixed && !capitalised(ctx, prev) ? start : prev.start;
}

/**
 * A town's adjective in "-er" (lower case), as German names streets after the town they lead to or
 * lie in: "Dünnwalder Grenzweg 46", "Neusser Landstraße 2" (fresh draw 4242: the model read
 * "Dünnwalder Grenzweg" as a person and left "Dünnwalder" apart from the street). Five letters at
 * least and no function word ("oder", "aber", "unser", "hinter" stay out). Before a glued street
 * word it opens the street as STREET_ADJECTIVE's do (capitalised in a mixed line).
 */
function isPlaceAdjective(lower: string): boolean {
  return /^\p{L}{3,}er$/u.test(lower) && functionWordsWithNames("de")?.has(lower) !== true;
}

/**
 * The start of a compound street name with its particles: "van der Meulenpark", "De Haandijk",
 * "Burgemeester de Monchyplein". Particles are taken when they open the field (line start, after
 * punctuation) or, in a mixed line, when the first is capitalised mid-sentence; a capitalised word
 * before lower-case particles is taken too in a mixed line ("Burgemeester de"). "in de
 * Kalverstraat 12" keeps the article out. In a line without case, two particles in a row are taken
 * ("NU VAN DER VELDENWEG 164B"): an article is one word; in a mixed line too when they are "van
 * den" or "van der", a surname's particles in lower case, which modern Dutch no longer writes as
 * a preposition and an article ("mijn adres is van den Heuvelstraat 192": structured suite seeds
 * 303 and 707, where "Heuvelstraat 192" alone was redacted; "bewoners van de Kalverstraat 12"
 * keeps "van de" out).
 */
function particlesBefore(ctx: DetectContext, start: number, mixed: boolean): number {
  const { text } = ctx;
  let chainStart = start;
  let first: Word | undefined;
  let particles = 0;
  for (; particles < 3; particles++) {
    const prev = wordBefore(ctx, chainStart);
    if (!prev || !PARTICLES.test(prev.lower)) break;
    first = prev;
    chainStart = prev.start;
  }
  if (!first) return start;
  const opens = /(?:^|[\n\r"“'(;:=,])[ \t]*$/.test(text.slice(Math.max(0, chainStart - 3), chainStart));
  if (opens || (mixed && capitalised(ctx, first) && !atSentenceStart(text, chainStart))) return chainStart;
  // where case says nothing (an all-capitals or all-lower-case line), two particles in a row open
  // a name ("NU VAN DER VELDENWEG 164B"): an article before a street is one word ("in de")
  if (particles >= 2 && (!mixed || /^van[ \t]+(?:den|der)[ \t]/.test(ctx.lower.slice(chainStart, start)))) return chainStart;
  // right after an address label the particles open the name whatever the case ("adres is van de
  // Veenplantsoen 210": no preposition there; fresh draw 3232, where "van de" stayed in clear)
  if (particles >= 2 && STRONG_CUE.test(cueWindow(ctx, chainStart))) return chainStart;
  // a lone "van" in lower case right before the capitalised compound, with no article between: a
  // surname's particle, as modern Dutch writes it ("ok, dus van Ierselstraat 136B": fresh draw
  // 2121, where "van" stayed in clear); a preposition takes the article ("van de Kalverstraat")
  // In a line without case the same: "adres van damplantsoen 116" (fresh draw 2525).
  if (particles === 1 && first.lower === "van") return chainStart;
  if (mixed) {
    const name = wordBefore(ctx, chainStart);
    if (name && capitalised(ctx, name) && !STOP_WORDS.has(name.lower) && !PARTICLES.test(name.lower)) return name.start;
  }
  // a lone article after no preposition is the surname's particle that opens the name ("mijn adres
  // is de Cortepark 50", "adres is de jongedijk 174": fresh draw 2525, where "de" stayed in
  // clear); after a preposition it is the article the preposition takes ("in de Kalverstraat 12")
  if (particles === 1 && ARTICLE_PARTICLES.has(first.lower)) {
    const before = wordBefore(ctx, chainStart);
    if (!before || !ARTICLE_PREPOSITIONS.has(before.lower)) return chainStart;
  }
  return start;
}

/** The particles that are also Dutch and German articles. */
const ARTICLE_PARTICLES = new Set(["de", "het", "'t", "der", "den"]);

/** Dutch and German prepositions that take an article before a street ("op het Spui", "an der Alster"). */
const ARTICLE_PREPOSITIONS = new Set([
  "in", "op", "aan", "naar", "bij", "uit", "door", "langs", "over", "voor", "achter", "tegenover", "richting", "via", "vanaf", "tot", "met", "om", "onder", "nabij", "van",
  "an", "auf", "aus", "bei", "nach", "von", "zu", "durch", "über", "unter", "vor", "hinter", "neben", "zwischen", "mit", "für", "gegen", "entlang",
]);

/** The word right before `pos` (one run of spaces or tabs between). */
function wordBefore(ctx: DetectContext, pos: number): Word | undefined {
  const m = /([\p{L}][\p{L}'’.-]*)[ \t]+$/u.exec(ctx.lower.slice(Math.max(0, pos - 40), pos));
  if (!m) return undefined;
  const start = pos - m[0].length;
  return { start, end: start + m[1]!.length, lower: m[1]! };
}

function germanPrepositionHits(ctx: DetectContext, hits: Hit[]): void {
  const { lower, text } = ctx;
  RE_DE_PREPOSITION.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = RE_DE_PREPOSITION.exec(lower)) !== null) {
    const start = m.index;
    // German, or German among the text's likely languages ("Adresse: Am Markt 18, 38927 ..." in a
    // form detected as French: structured suite seed 303), or a table's cell; or no language known
    if (ctx.language !== undefined && !readsAs(ctx, GERMAN, start)) continue;
    // a capitalised preposition mid-sentence in a mixed line ("wohne Am Markt 3"), or after an
    // address cue ("Anschrift: Am Markt 62"), or before a postcode or city
    const { mixed, cue: anyCue, strong } = lowerAllowed(ctx, start);
    const capital = text[start] !== lower[start];
    const midSentence = mixed && capital && !atSentenceStart(text, start);
    // in a mixed line the preposition is capitalised ("am Anfang des Schuljahres 11" is no street)
    if (mixed && !capital) continue;
    const cue = mixed ? anyCue : strong;
    const name = readNameForward(ctx, start + m[0].length, { lowerOk: !mixed }, 3);
    if (!name) continue;
    const numEnd = houseNumberAfter(ctx, name.ends[name.ends.length - 1]!, true);
    if (numEnd === undefined) continue;
    if (!midSentence && !cue && !confirmed(ctx, numEnd) && !fillsField(ctx, start, numEnd)) continue;
    hits.push({ start, end: numEnd, capitalisedName: midSentence, lowerOk: !mixed || cue });
  }
}

/**
 * Whether a street from `start` to `end` fills its field: a form's value after its label, a CSV
 * cell, a line of its own ("Feld 1: Am Markt 43, Matsstadt", '"Am Markt 224";'), with at most a
 * town after a comma. A preposition and a name before a number that stand alone so are a street
 * (structured suite seeds 101, 404, 505: "Am Markt", "Unter dem Schildchen" at a field's start,
 * where "Am" opens the sentence and no cue stands before it). The town's words are capitalised
 * in a line with case, in any case in a line without ("campo 1: via dei mille 30, oscar umbro",
 * "feld 2: am markt 58, neu jeremie": structured suite seeds 303 and 1001). A log line's next
 * field ends a field too ("Request Accepted : 58 Lila Bypass Queue=3": fresh draws 1616, 1717).
 */
function fillsField(ctx: DetectContext, start: number, end: number): boolean {
  const line = lineAt(ctx, start);
  const before = ctx.text.slice(line.start, start);
  if (!FIELD_START.test(before)) return false;
  const endsField = (at: number): boolean =>
    (line.case === "mixed" ? FIELD_END : FIELD_END_ANY_CASE).test(ctx.text.slice(at, at + 64)) ||
    // after a colon only: a line's start and a word and a number are prose too ("Im Vergleichszeitraum
    // Juni 1990 bis Juni 1991", conll2003_de train)
    // (a log line's counter too: "payment processed : 215 welch tunnel cache hit 87%", fresh draw 3434)
    (/:[ \t]*$/.test(before) && logFieldAfter(ctx, start, ctx.lower.slice(at, at + 64)));
  if (endsField(end)) return true;
  // or the street and the town after it fill the field ("Datensatz Aktualisiert : Am Markt 56b,
  // Ritosekburg Took 153 Ms", a log line: fresh draw 2222)
  const tail = readTail(ctx, end, line.case !== "mixed");
  return tail.city && endsField(tail.end);
}
const FIELD_START = /(?:^|[:;"\t])[ \t]*$/;
const FIELD_END = /^(?:,[ \t]*\p{Lu}[\p{L}'’.-]*(?:[ \t-]+\p{Lu}[\p{L}'’.-]*){0,3})?[ \t]*(?:["';\t\r\n]|$)/u;
const FIELD_END_ANY_CASE = /^(?:,[ \t]*\p{L}[\p{L}'’.-]*(?:[ \t-]+\p{L}[\p{L}'’.-]*){0,3})?[ \t]*(?:["';\t\r\n]|$)/u;

/**
 * A street named without a street type, as many German, Dutch and Swiss streets are ("Zeil 106",
 * "Jungfernstieg 7", "Hummelsheim 165", "Unter den Linden 77"): capitalised words and a house
 * number, read only when a comma, a postcode of the continental forms (five digits, "1012 NX",
 * "1100-053"; four digits before a listed town: "Sonnenhang 7, 6020 Innsbruck", left in clear
 * after a donor's name in the sixth exploratory test) and a place follow, which confirm it
 * ("Hummelsheim 165, 70290 Herford"), and
 * only where no reading with a street type overlaps it. Runs after the typed readings.
 */
const RE_TYPELESS =
  /(?<![\p{L}\p{N}@#_./&'’-])\p{Lu}[\p{L}'’.-]{2,}(?:[ \t]+(?:\p{Lu}[\p{L}'’.-]+|de|der|den|dem|am|im|an|auf|van|la|le|del|di|du|des)){0,3}?[ \t]+\d{1,4}[a-zA-Z]?(?![\p{L}\p{N}])(?=[ \t]*,[ \t]*(?:\d{5}|\d{4}[ \t]?\p{Lu}{2}|\d{4}-\d{3}|(?<four>\d{4}))[ \t]+\p{L})/gu;
/**
 * The town after an Austrian, Swiss, Belgian or Danish four-digit postcode: a listed one, and the
 * code no year of the last two centuries ("Seite 7, 2019 Berlin", "Kapitel 7, 2020 Antwerpen" read
 * the same; Lower Austria's 2xxx codes are left to a cue).
 */
const FOUR_DIGIT_TOWN = /^[ \t]*,[ \t]*(?!19\d\d|20\d\d)\d{4}[ \t]+(?<town>\p{Lu}[\p{L}'\u2019.-]*(?:[ \t]+\p{Lu}[\p{L}'\u2019.-]*){0,2})/u;

/** Whether the words after a four-digit postcode at `end` start with a listed town ("6020 Innsbruck", "8001 Zürich"). */
function fourDigitTownListed(ctx: DetectContext, end: number): boolean {
  const town = FOUR_DIGIT_TOWN.exec(ctx.text.slice(end, end + 64))?.groups!.town;
  if (!town) return false;
  const words = town.split(/[ \t]+/);
  for (let n = words.length; n >= 1; n--) if (cityFormSet().has(words.slice(0, n).join(" "))) return true;
  return false;
}

/**
 * The same in a line without case ("feld 1: schnepfenflucht 61, 96195 eladorf", fresh draw 4242,
 * where the model read the town as a given name), read on the lower-cased text: one word of any
 * case, or two joined by a connector ("unter den linden 77"), after a town's adjective in -er
 * ("faßbacher hof 32, 19104 langenfeld"; isPlaceAdjective), as no capital tells where the
 * name starts ("anschrift lautet schäfershütte 64, ..." is no street from "anschrift" on); the comma,
 * postcode and town confirm them as in a line with case; a function word does not open a street
 * ("bis 61, 96195 ...").
 */
const RE_TYPELESS_CASELESS =
  /(?<![\p{L}\p{N}@#_./&'’-])(?:(?<adjective>\p{L}{3,}er)[ \t]+)?\p{L}[\p{L}'’.-]{2,}(?:[ \t]+(?:de|der|den|dem|am|im|an|auf|van|la|le|del|di|du|des)[ \t]+\p{L}[\p{L}'’.-]+)?[ \t]+\d{1,4}[a-z]?(?![\p{L}\p{N}])(?=[ \t]*,[ \t]*(?:\d{5}|\d{4}[ \t]?[a-z]{2}|\d{4}-\d{3}|(?<four>\d{4}))[ \t]+\p{L})/gu;

function typelessHits(ctx: DetectContext, hits: Hit[]): void {
  typelessHitsOf(ctx, hits, false);
  typelessHitsOf(ctx, hits, true);
}

function typelessHitsOf(ctx: DetectContext, hits: Hit[], caseless: boolean): void {
  const re = caseless ? RE_TYPELESS_CASELESS : RE_TYPELESS;
  const text = caseless ? ctx.lower : ctx.text;
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    const end = m.index + m[0].length;
    let start = m.index;
    if (caseless) {
      // a function word in -er ("oder", "aber") is no town's adjective: the street starts after it
      const adjective = m.groups!.adjective;
      if (adjective !== undefined && !isPlaceAdjective(adjective)) start += /^\p{L}+[ \t]+/u.exec(m[0])![0].length;
      if (lineAt(ctx, start).case === "mixed" || STOP_WORDS.has(/^\p{L}+/u.exec(text.slice(start, end))![0])) continue;
    }
    // a reading with a street type is the better one ("Indirizzo Largo Augusto 113, 80594 ...")
    if (hits.some((h) => h.start < end && start < h.end)) continue;
    if (m.groups!.four !== undefined && !fourDigitTownListed(ctx, end)) continue;
    if (!readTail(ctx, end, caseless).strong) continue;
    hits.push({ start, end, capitalisedName: !caseless, lowerOk: caseless });
  }
}

/**
 * A French postal box in place of the street: "BP 123" (boîte postale), "CS 70001" (course
 * spéciale), "TSA 40111" (tri service arrivée), then a postcode and town, which confirm it
 * ("M. Karim Haddad, BP 123, 13002 Marseille CEDEX 02": left in clear, third exploratory test).
 * In capitals, as La Poste writes them.
 */
const RE_POSTAL_BOX = /(?<![\p{L}\p{N}])(?:B\.?P\.?|CS|TSA)[ \t]+\d{1,5}(?![\p{L}\p{N}])/gu;

function postalBoxHits(ctx: DetectContext, hits: Hit[]): void {
  RE_POSTAL_BOX.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = RE_POSTAL_BOX.exec(ctx.text)) !== null) {
    const end = m.index + m[0].length;
    if (hits.some((h) => h.start < end && m!.index < h.end)) continue;
    if (!ZIP_CITY.test(ctx.lower.slice(end, end + 24)) || !readTail(ctx, end, false).strong) continue;
    hits.push({ start: m.index, end, capitalisedName: true, lowerOk: false });
  }
}

/**
 * A street without a type after an address label and its colon, equals sign or copula
 * ("Dirección: Extramuros Daniel, 166", "DOMICILIO: COLEGIO FERNANDO, 19", "direccion=salida
 * ángel, 77", "Address: 43 Ibrahim Land"): the label says the value is an address, so name words
 * and a house number after it are a street, whatever the words. Street types outside the lists
 * here are common (faker's "Extramuros", "Ramal", "Land"), and the model reads such names as
 * people, which left the house number in clear. The value is read as name words then a number
 * (continental order) or a number then name words up to the field's end (English order), in the
 * label's field only, and only where no reading with a street type overlaps it. Not after "email",
 * "IP", "MAC", "web", "wallet" or "server" ("IP-Adresse:", "email address:"); a qualifier after the
 * label ("adresse e-mail :", "dirección de correo:") already stops it. In a line with both cases
 * every word of the value is capitalised (conll2003_de: "Name und Anschrift ist am Samstag , 31").
 */
// (German "lautet" and Dutch "luidt", "reads", state an address as a copula does: "ANSCHRIFT
// LAUTET AM MARKT 220B" in capitals was left to the model, which read no part of it; fresh draw 9292)
const RE_ADDRESS_LABEL = new RegExp(`(?<![\\p{L}])${ADDRESS_LABEL_WORDS}\\)?[ \\t]*(?:[:=]|[ \\t](?:is|est|es|è|ist|é|lautet|luidt)[ \\t])[ \\t]*`, "gu");
/** What makes the label another kind of address: "email address:", "IP-Adresse:", "MAC address =". */
const OTHER_ADDRESS_BEFORE = /(?:e-?mail|mail|ip|mac|web|wallet|server|host|bitcoin|btc|eth|ipv[46])[ _-]?$/;
const LABELLED_NAME_WORD = /^[\p{L}][\p{L}'’.-]*/u;
/** A number, then one to four name words that end the field: "43 ibrahim land". */
const LABELLED_NUMBER_FIRST =
  /^(?<num>\d{1,5}[a-z]?)[ \t]+(?<name>[\p{L}][\p{L}'’.-]*(?:[ \t]+[\p{L}][\p{L}'’.-]*){0,3})(?=[ \t]*(?:[,;|\t\n\r]|$))/u;

function labelledHits(ctx: DetectContext, hits: Hit[]): void {
  const { lower } = ctx;
  RE_ADDRESS_LABEL.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = RE_ADDRESS_LABEL.exec(lower)) !== null) {
    if (OTHER_ADDRESS_BEFORE.test(lower.slice(Math.max(0, m.index - 8), m.index))) continue;
    const start = m.index + m[0].length;
    const lineEnd = lower.indexOf("\n", start);
    const field = lower.slice(start, Math.min(lineEnd < 0 ? lower.length : lineEnd, start + 80));
    const hit = numberFirst(start, field) ?? nameFirst(ctx, start, field);
    if (!hit || hits.some((h) => h.start < hit.end && hit.start < h.end)) continue;
    // in a line with both cases the name is capitalised ("Name und Anschrift ist am Samstag , 31" is prose)
    const words = wordsIn(ctx, hit.start, hit.end).filter((w) => /\p{L}/u.test(w.lower));
    const mixed = lineAt(ctx, start).case === "mixed";
    const allCapitalised = words.every((w) => capitalised(ctx, w));
    if (mixed && !allCapitalised) continue;
    hits.push({ ...hit, capitalisedName: mixed, lowerOk: true });
  }
}


/** English order in a labelled field: "43 Ibrahim Land" (the words end the field; not a quantity). */
function numberFirst(start: number, field: string): { start: number; end: number } | undefined {
  const m = LABELLED_NUMBER_FIRST.exec(field);
  if (!m) return suffixedNumberFirst(start, field);
  const afterNumber = field.slice(m.groups!.num!.length);
  if (UNIT_AFTER.test(afterNumber)) return undefined;
  return { start, end: start + m[0].length };
}

/** A number, one to three name words and a USPS suffix opening a labelled field that goes on (the longest such street). */
function suffixedNumberFirst(start: number, field: string): { start: number; end: number } | undefined {
  const number = /^\d{1,5}[a-z]?(?=[ \t])/.exec(field);
  if (!number || UNIT_AFTER.test(field.slice(number[0].length))) return undefined;
  const words = [...field.slice(number[0].length).matchAll(/[ \t]+([\p{L}][\p{L}'’.-]*)/guy)];
  let end: number | undefined;
  for (let k = 1; k < Math.min(words.length, 4); k++) {
    if (STOP_WORDS.has(words[k - 1]![1]!)) break;
    if (USPS_SUFFIXES.has(words[k]![1]!)) end = number[0].length + words.slice(0, k + 1).reduce((n, w) => n + w[0].length, 0);
  }
  return end === undefined ? undefined : { start, end: start + end };
}

/** Continental order in a labelled field: one to five name words, then the house number. */
function nameFirst(ctx: DetectContext, start: number, field: string): { start: number; end: number } | undefined {
  let pos = 0;
  for (let n = 0; n < 5; n++) {
    const word = LABELLED_NAME_WORD.exec(field.slice(pos));
    if (!word) return undefined;
    pos += word[0].length;
    const numEnd = houseNumberAfter(ctx, start + pos, true);
    if (numEnd !== undefined) return { start, end: numEnd };
    const gap = /^[ \t]+/.exec(field.slice(pos));
    if (!gap) return undefined;
    pos += gap[0].length;
  }
  return undefined;
}

/**
 * Column headers (folded, table-cues.ts) that say a cell holds a postal address: the cue word of a
 * table, as "Anschrift:" is in prose. Not "email address", "ip address" and the like: only headers
 * that are an address word alone or with a qualifier of a postal address, and ISO 20022's AdrLine.
 */
const ADDRESS_HEADER =
  /^(?:(?:home|street|postal|mailing|billing|shipping|ship|ship to|bill to|delivery|residential|physical|customer|patient)? ?(?:address|addr)(?: ?(?:line )?1)?|adress|adresse(?: postale)?|direccion(?: postal)?|domicilio|indirizzo|residenza|adres|woonadres|anschrift|wohnadresse|strasse|endereco|morada|adrline)$/;
/** A cell that may be an address: letters and a house number, on one line, no e-mail or URL in it. */
const ADDRESS_CELL_MAX = 120;

/**
 * The cells of an address column (or a CSV column / JSON field analysed alone under such a name)
 * that hold letters and a number: the whole cell is the address, whatever its street type, casing
 * or city ("AM KREISPARK 25", "211 DAVIS PATH, ROLFSONBURY"). Read only where the cell is no other
 * value's: it carries an "@" or "://", or no digit, and it is left to the other detectors.
 */
function addressCells(ctx: DetectContext): TableCell[] {
  const out: TableCell[] = [];
  for (const cell of tableCells(ctx)) {
    if (!ADDRESS_HEADER.test(cell.header)) continue;
    const value = ctx.text.slice(cell.start, cell.end);
    if (value.length > ADDRESS_CELL_MAX || /[\n@]|:\/\//.test(value)) continue;
    if (!/\d/.test(value) || !/\p{L}{2}/u.test(value)) continue;
    out.push(cell);
  }
  return out;
}

export const streetAddressDetector: Detector = {
  name: "street-address",
  types: ["LOCATION_ADDRESS", "LOCATION_ADDRESS_STREET"],
  detect(ctx: DetectContext): Candidate[] {
    const wantStreet = wantsType(ctx, "LOCATION_ADDRESS_STREET");
    const wantAddress = wantsType(ctx, "LOCATION_ADDRESS");
    if (!wantStreet && !wantAddress) return [];
    const splitColumns = splitAddressCells(ctx, wantStreet ? "LOCATION_ADDRESS_STREET" : "LOCATION_ADDRESS");
    // every form holds a digit (or "s/n", no number): texts without one cost one scan
    if (!/\d|s\/n/i.test(ctx.text)) return splitColumns;
    const hits: Hit[] = [];
    englishHits(ctx, hits);
    frenchHits(ctx, hits);
    typeFirstHits(ctx, hits);
    compoundHits(ctx, RE_COMPOUND, hits);
    compoundHits(ctx, RE_COMPOUND_LONG, hits, "capitalised");
    // a language's own suffixes in the languages the text may be in ("Veld 1: Brouwerpark 239", a
    // Dutch form's line, was detected as Albanian first and Dutch fourth: structured suite, fresh
    // draw 1111); suffixes two languages share are read once
    const byLanguage = compoundPatternOf(COMPOUND_LANGUAGES.filter((l) => mayBeIn(ctx, l)));
    if (byLanguage) compoundHits(ctx, byLanguage, hits);
    compoundHits(ctx, RE_COMPOUND_HYPHENATED, hits, "casedLines");
    germanPrepositionHits(ctx, hits);
    typelessHits(ctx, hits);
    postalBoxHits(ctx, hits);
    labelledHits(ctx, hits);
    // earliest, then longest, of overlapping readings
    hits.sort((a, b) => a.start - b.start || b.end - a.end);
    const kept: Hit[] = [];
    for (const h of hits) if (kept.length === 0 || h.start >= kept[kept.length - 1]!.end) kept.push(h);
    const out: Candidate[] = [];
    for (const h of kept) {
      // a building number before the street ("975 3968 Bay Street", "0304 Rua Cidade 468"), not a year
      const lead = /(?<num>\d{1,6})[ \t]+$/.exec(ctx.text.slice(Math.max(0, h.start - 12), h.start));
      if (lead && !/^(?:19|20)\d\d$/.test(lead.groups!.num!)) {
        const numStart = h.start - lead[0].length;
        const free = out.length === 0 || out[out.length - 1]!.end <= numStart;
        // only where the number opens its line or field, never after a word ("Item 3 12 Oak Street")
        const before = ctx.text.slice(Math.max(0, numStart - 40), numStart);
        if (free && /(?:^|[\n:;,("=])[ \t]*$/.test(before)) h.start = numStart;
      }
      const tail = readTail(ctx, h.end, h.lowerOk);
      const score = tail.city ? SCORE_WITH_CITY : h.capitalisedName ? SCORE_CAPITALISED : SCORE_LOWER;
      if (tail.city && wantAddress) {
        const street = tail.subtypes[0]!;
        street.start = h.start;
        street.formatted = ctx.text.slice(h.start, street.end);
        out.push({ start: h.start, end: tail.end, label: "LOCATION_ADDRESS", score, subtypes: tail.subtypes, source: "street-address" });
      } else {
        const streetEnd = tail.city ? tail.subtypes[0]!.end : tail.end;
        const label = wantStreet ? "LOCATION_ADDRESS_STREET" : "LOCATION_ADDRESS";
        out.push({ start: h.start, end: streetEnd, label, score, source: "street-address" });
      }
    }
    const withColumns = withAddressColumns(ctx, out, wantAddress ? "LOCATION_ADDRESS" : "LOCATION_ADDRESS_STREET");
    if (splitColumns.length === 0) return withColumns;
    const taken = (c: Candidate) => withColumns.some((o) => o.start < c.end && c.start < o.end);
    return [...withColumns, ...splitColumns.filter((c) => !taken(c))].sort((a, b) => a.start - b.start);
  },
};

/**
 * An export that splits the address over columns or fields: a street column ("street", "Straße",
 * "calle", "rue", "straat", "rua") holds the street without its number, a house-number column
 * ("house_number", "Hausnummer", "huisnummer", "numero civico") the number alone. Neither value has
 * the shape the readings above need ("Hauptstraße" has no number, "5" no street), and both were left
 * in clear. Google Contacts adds an address's second line and its PO box ("Address 1 - Extended
 * Address", "Address 1 - PO Box"). The column's name says what they are. ISO 20022's elements (SEPA payment and statement
 * files: StrtNm, BldgNb) name them too (seventh exploratory test: a payroll file's addresses in clear).
 */
/** Google Contacts' numbered address ("Address 1 - Extended Address", "Address 2 - PO Box", folded). */
const NUMBERED_ADDRESS = String.raw`(?:addr|address) \d{1,2} `;
const STREET_HEADER = new RegExp(
  // "via" only alone: "ship via" names a carrier
  String.raw`^(?:via|${ADDRESS_COLUMN_PREFIX}(?:street|street name|streetname|strasse|stra\u00dfe|strassenname|stra\u00dfenname|calle|nombre de (?:la )?calle|rue|nom de (?:la )?rue|straat|straatnaam|rua|logradouro|strtnm)|${NUMBERED_ADDRESS}(?:extended address|po box))$`,
);
const HOUSE_NUMBER_HEADER = new RegExp(
  String.raw`^(?:${ADDRESS_COLUMN_PREFIX}(?:house ?(?:number|no|nr|num)|housenumber|street ?number|building ?number|hausnummer|hausnr|haus nr|huisnummer|huisnr|numero ?civico|civico|numero de (?:la )?calle|numero da rua|numero de rue|nr huis|bldgnb)|${NUMBERED_ADDRESS}po box)$`,
);
const HOUSE_NUMBER_CELL = /^\d{1,5}(?: ?[a-z]{1,3})?(?:[-/]\d{1,5}[a-z]?)?$/i;

function splitAddressCells(ctx: DetectContext, label: string): Candidate[] {
  const out: Candidate[] = [];
  for (const cell of tableCells(ctx)) {
    const value = ctx.text.slice(cell.start, cell.end);
    const street = STREET_HEADER.test(cell.header) && value.length <= ADDRESS_CELL_MAX && /\p{L}{2}/u.test(value) && !/[\n@]|:\/\//.test(value);
    const number = HOUSE_NUMBER_HEADER.test(cell.header) && HOUSE_NUMBER_CELL.test(value);
    if (street || number) out.push({ start: cell.start, end: cell.end, label, score: SCORE_ADDRESS_COLUMN, source: "street-address" });
  }
  return out;
}

/** The readings, with each address column's cell as one address that replaces the readings inside it. */
function withAddressColumns(ctx: DetectContext, out: Candidate[], label: string): Candidate[] {
  const cells = addressCells(ctx);
  if (cells.length === 0) return out;
  const inCell = (cell: TableCell, c: Candidate) => cell.start <= c.start && c.end <= cell.end;
  const merged = out.filter((c) => !cells.some((cell) => inCell(cell, c)));
  for (const cell of cells) {
    const inside = out.filter((c) => inCell(cell, c));
    // what was read inside keeps its parts: a street alone becomes the address's street
    const subtypes = inside.flatMap((c) =>
      c.subtypes ?? (c.label === "LOCATION_ADDRESS_STREET" ? [{ label: c.label, start: c.start, end: c.end, formatted: ctx.text.slice(c.start, c.end) }] : []),
    );
    const score = Math.max(SCORE_ADDRESS_COLUMN, ...inside.map((c) => c.score));
    merged.push({ start: cell.start, end: cell.end, label, score, ...(subtypes.length ? { subtypes } : {}), source: "street-address" });
  }
  return merged.sort((a, b) => a.start - b.start);
}
