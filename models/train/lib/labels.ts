/**
 * Our model's label set and the mapping of each gold corpus's labels onto it.
 * Shared by prepare.ts (training data) and evaluate.ts (dev figures).
 */
import { fakerDE, fakerEN_US, fakerES, fakerFR, fakerIT, fakerNL, fakerPT_PT } from "@faker-js/faker";
import { tokenize } from "../../../src/engine/ner/tokenize.js";

/** Entity types the model tags (BIO). NAME = a person's name whose parts are unknown (one word). */
export const ENTITY_LABELS = [
  "NAME",
  "NAME_GIVEN",
  "NAME_FAMILY",
  "NAME_MEDICAL_PROFESSIONAL",
  "LOCATION",
  "LOCATION_ADDRESS_STREET",
  "LOCATION_CITY",
  "LOCATION_STATE",
  "LOCATION_COUNTRY",
  "LOCATION_ZIP",
  "ORGANIZATION",
  "ORGANIZATION_MEDICAL_FACILITY",
  "OCCUPATION",
  "ORIGIN",
  "EVENT",
  // Social handles ("@jdoe"): the handle after the "@" (gold @mentions of btc/wnut17, synthetic posts)
  "USERNAME",
] as const;

export const TAGS: string[] = ["O", ...ENTITY_LABELS.flatMap((l) => [`B-${l}`, `I-${l}`])];

/** Coarse classes used to score against corpora that only know PER/LOC/ORG. */
export function coarse(label: string): string {
  if (label.startsWith("NAME")) return "PER";
  if (label.startsWith("LOCATION")) return "LOC";
  if (label.startsWith("ORGANIZATION")) return "ORG";
  return label;
}

export interface UnitSpan {
  start: number; // UTF-16
  end: number;
  label: string; // one of ENTITY_LABELS
}

// ---------- gazetteers used only to refine generic LOC spans of the gold corpora ----------
const REGION_CODES = (() => {
  const codes: string[] = [];
  const A = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  for (const a of A) for (const b of A) codes.push(a + b);
  return codes;
})();
const COUNTRIES = new Set<string>();
for (const lang of ["en", "de", "es", "nl", "fr", "it", "pt"]) {
  const dn = new Intl.DisplayNames([lang], { type: "region", fallback: "none" });
  for (const code of REGION_CODES) {
    try {
      const name = dn.of(code);
      if (name && !/^\d/.test(name)) COUNTRIES.add(name.toLowerCase());
    } catch {
      // not a region code
    }
  }
}
for (const extra of ["usa", "u.s.", "uk", "britain", "england", "scotland", "wales", "holland", "america", "russia", "u.s.a."]) COUNTRIES.add(extra);

const FAKERS = [fakerEN_US, fakerDE, fakerES, fakerNL, fakerFR, fakerIT, fakerPT_PT];
const STATES = new Set<string>();
const CITIES = new Set<string>();
for (const f of FAKERS) {
  const loc = f.rawDefinitions.location as Record<string, unknown> | undefined;
  for (const s of (loc?.state as string[] | undefined) ?? []) STATES.add(s.toLowerCase());
  for (const s of (loc?.city_name as string[] | undefined) ?? []) CITIES.add(s.toLowerCase());
}
for (const c of ["london", "paris", "berlin", "madrid", "rome", "amsterdam", "brussels", "vienna", "moscow", "beijing", "tokyo", "new york", "washington", "los angeles", "chicago", "sydney", "toronto", "barcelona", "munich", "frankfurt", "hamburg", "milan", "lisbon", "dublin", "bonn", "geneva", "zurich", "istanbul", "jerusalem", "cairo", "bangkok", "seoul", "hong kong", "singapore", "mexico city", "sao paulo", "rio de janeiro", "buenos aires", "johannesburg", "rotterdam", "antwerpen", "antwerp", "gent", "utrecht", "sevilla", "valencia", "bilbao", "köln", "stuttgart", "dresden", "leipzig"]) CITIES.add(c);

/** LOC of a newswire corpus -> the most specific location label we can justify. */
export function refineLocation(text: string): string {
  const key = text.toLowerCase().trim();
  if (COUNTRIES.has(key)) return "LOCATION_COUNTRY";
  if (STATES.has(key)) return "LOCATION_STATE";
  if (CITIES.has(key)) return "LOCATION_CITY";
  return "LOCATION";
}

const DEMONYMS = new Set(
  (
    "american british english french german spanish italian dutch portuguese belgian swiss austrian irish scottish welsh swedish norwegian danish finnish polish russian ukrainian czech slovak hungarian romanian bulgarian greek turkish serbian croatian bosnian albanian israeli palestinian arab arabic iranian iraqi syrian lebanese egyptian moroccan algerian tunisian libyan nigerian kenyan ethiopian somali sudanese south african chinese japanese korean indian pakistani afghan bangladeshi vietnamese thai indonesian filipino malaysian australian canadian mexican brazilian argentine argentinian colombian chilean peruvian venezuelan cuban european asian african latin hispanic latino jewish muslim christian catholic kurdish kurdistan tamil sikh hindu " +
    "deutsch deutsche deutscher deutschen französisch französische französischen britische britischen amerikanische amerikanischen russische russischen türkische türkischen italienische spanische polnische niederländische österreichische schweizer europäische " +
    "español española españoles españolas francés francesa británico británica alemán alemana italiano italiana estadounidense norteamericano ruso rusa chino china mexicano mexicana argentino argentina europeo europea vasco vasca catalán catalana gallego " +
    "nederlands nederlandse belgisch belgische duits duitse frans franse brits britse amerikaans amerikaanse vlaams vlaamse marokkaanse turkse europese " +
    "français française britannique allemand allemande italien italienne espagnol espagnole turc turque belge suisse européen européenne " +
    "português portuguesa brasileiro brasileira"
  ).split(/\s+/),
);

export function isDemonym(text: string): boolean {
  return DEMONYMS.has(text.toLowerCase().trim());
}

/**
 * A person's name span split into parts: 2+ words -> earlier words NAME_GIVEN, last word
 * NAME_FAMILY; one word -> NAME (we cannot tell given from family).
 */
export function splitPerson(text: string, start: number, end: number): UnitSpan[] {
  const toks = tokenize(text.slice(start, end)).filter((t) => /\p{L}/u.test(t.text));
  if (toks.length === 0) return [];
  if (toks.length === 1) return [{ start, end, label: "NAME" }];
  const last = toks[toks.length - 1]!;
  return [
    { start, end: start + toks[toks.length - 2]!.end, label: "NAME_GIVEN" },
    { start: start + last.start, end, label: "NAME_FAMILY" },
  ];
}

/** A gold span right after "@" (or "@ " where the corpus split the mention) is a social handle. */
function atHandle(text: string, start: number): boolean {
  return text[start - 1] === "@" || (text[start - 1] === " " && text[start - 2] === "@");
}

const TITLE_ONLY = /^(mr|mrs|ms|miss|dr|prof|sir|madam|mx)\.?$/i;

/** Gold span -> our spans (none when the type is not one the model learns). */
export function mapGold(dataset: string, label: string, text: string, start: number, end: number): UnitSpan[] {
  const one = (l: string): UnitSpan[] => [{ start, end, label: l }];
  const s = text.slice(start, end);
  switch (dataset) {
    case "conll2003_en":
    case "conll2003_de":
    case "conll2002_es":
    case "conll2002_nl":
    case "wikigold":
      if (label === "PER") return splitPerson(text, start, end);
      if (label === "LOC") return one(refineLocation(s));
      if (label === "ORG") return one("ORGANIZATION");
      if (label === "MISC" && isDemonym(s)) return one("ORIGIN");
      return [];
    case "uner":
      if (label === "PER") return splitPerson(text, start, end);
      if (label === "LOC") return one(refineLocation(s));
      if (label === "ORG") return one("ORGANIZATION");
      return [];
    case "norne":
      if (label === "PER") return splitPerson(text, start, end);
      if (label === "GPE_LOC" || label === "LOC") return one(refineLocation(s));
      if (label === "ORG" || label === "GPE_ORG") return one("ORGANIZATION");
      if (label === "EVT") return one("EVENT");
      return [];
    case "turku_ner":
      if (label === "PER") return splitPerson(text, start, end);
      if (label === "LOC") return one(refineLocation(s));
      if (label === "ORG") return one("ORGANIZATION");
      if (label === "EVENT") return one("EVENT");
      return [];
    case "btc":
      if (atHandle(text, start)) return one("USERNAME");
      if (label === "PER") return splitPerson(text, start, end);
      if (label === "LOC") return one(refineLocation(s));
      if (label === "ORG") return one("ORGANIZATION");
      return [];
    case "europeana_ner": {
      // OCR tokens keep their punctuation ("Dalfsen,"): strip it from the span (corpus README)
      let e = end;
      while (e > start && /[\p{P}\p{S}]/u.test(text[e - 1]!)) e--;
      if (e <= start) return [];
      if (label === "PER") return splitPerson(text, start, e);
      if (label === "LOC") return [{ start, end: e, label: refineLocation(text.slice(start, e)) }];
      if (label === "ORG") return [{ start, end: e, label: "ORGANIZATION" }];
      return [];
    }
    case "germeval2014":
      // NoSta-D: outer level only; -deriv of a place is mostly a nationality adjective
      // ("deutschen"); -part spans contain a name inside a longer word and are not names; OTH
      // (works, products, languages) is not PII.
      if (label === "PER") return splitPerson(text, start, end);
      if (label === "LOC") return one(refineLocation(s));
      if (label === "ORG") return one("ORGANIZATION");
      if (label === "LOCderiv") return one("ORIGIN");
      return [];
    case "gum":
      // named mentions only (prepare.ts keeps the PROPN-headed ones and trims them)
      if (label === "person") return splitPerson(text, start, end);
      if (label === "place") return one(refineLocation(s));
      if (label === "organization") return one("ORGANIZATION");
      return [];
    case "wnut17":
      if (atHandle(text, start)) return one("USERNAME");
      if (label === "person") return splitPerson(text, start, end);
      if (label === "location") return one(refineLocation(s));
      if (label === "corporation" || label === "group") return one("ORGANIZATION");
      return [];
    case "physionet_deid":
      if (label === "PTName" || label === "RelativeProxyName") return splitPerson(text, start, end);
      if (label === "PTNameInitial") return one("NAME_GIVEN");
      if (label === "HCPName") return one("NAME_MEDICAL_PROFESSIONAL");
      if (label === "Location") return one("LOCATION");
      return [];
    case "presidio_synth":
      if (label === "PERSON") return splitPerson(text, start, end);
      if (label === "STREET_ADDRESS") return one(/^\d+$/.test(s.trim()) ? "LOCATION_ZIP" : "LOCATION_ADDRESS_STREET");
      if (label === "GPE") return one(refineLocation(s));
      if (label === "ORGANIZATION") return one("ORGANIZATION");
      if (label === "TITLE") return TITLE_ONLY.test(s.trim()) ? [] : one("OCCUPATION");
      if (label === "NRP") return one("ORIGIN");
      if (label === "ZIP_CODE") return one("LOCATION_ZIP");
      return [];
    case "meddocan":
      if (label === "NOMBRE_SUJETO_ASISTENCIA") return splitPerson(text, start, end);
      if (label === "FAMILIARES_SUJETO_ASISTENCIA") {
        // mostly kinship words ("madre"); only capitalised names are names
        return /^(\p{Lu}[\p{L}-]*\s*)+$/u.test(s) ? splitPerson(text, start, end) : [];
      }
      if (label === "NOMBRE_PERSONAL_SANITARIO") return one("NAME_MEDICAL_PROFESSIONAL");
      if (label === "CALLE") return one("LOCATION_ADDRESS_STREET");
      if (label === "TERRITORIO") return one(/^\d+$/.test(s.trim()) ? "LOCATION_ZIP" : refineLocation(s) === "LOCATION" ? "LOCATION_CITY" : refineLocation(s));
      if (label === "PAIS") return one("LOCATION_COUNTRY");
      if (label === "HOSPITAL" || label === "CENTRO_SALUD") return one("ORGANIZATION_MEDICAL_FACILITY");
      if (label === "INSTITUCION") return one("ORGANIZATION");
      if (label === "PROFESION") return one("OCCUPATION");
      return [];
    case "echr_fr_es_manual":
      if (label === "PER" || label === "LEGAL_PROFESSIONAL") return splitPerson(text, start, end);
      if (label === "LOC") return one(refineLocation(s));
      if (label === "ORG") return one("ORGANIZATION");
      if (label === "NATIONALITY" || label === "ETHNIC_CATEGORY") return one("ORIGIN");
      return [];
    default:
      throw new Error(`dataset: no label mapping for ${dataset}`);
  }
}

/** Code-point offset -> UTF-16 index table for one text. */
export function cpToUtf16(text: string): Int32Array {
  const cps = Array.from(text);
  const map = new Int32Array(cps.length + 1);
  let u = 0;
  cps.forEach((c, i) => {
    map[i] = u;
    u += c.length;
  });
  map[cps.length] = u;
  return map;
}
