/**
 * A country's bare name is a place. The model reads countries that act as teams or governments as
 * organisations ("Romania beat Lithuania 2-1", "Israel said on Friday"): its newswire training text
 * is synthetic, and its sports templates name national sides. For a redaction tool a country is a
 * location whatever it stands for in the sentence (and conll2003_en, our newswire yardstick, tags
 * such mentions LOC). So a model ORGANIZATION candidate whose whole text is a country name (CLDR
 * names in the seven generator languages plus common short and historic forms: places/countries.ts)
 * becomes LOCATION_COUNTRY at the same score. Longer names that contain a country stay
 * organisations ("Bank of Lithuania", "Air France"): only an exact match counts, as written, in
 * capitals (an ALL-CAPS headline), or in lower case for names of four letters or more ("us" is a
 * pronoun).
 */
import { countryNames } from "../detectors/places/countries.js";
import type { Candidate } from "../types.js";

const MODEL_SOURCE = "ner";
const ORGANIZATION = "ORGANIZATION";
const COUNTRY = "LOCATION_COUNTRY";
const MIN_LOWER_CASE_LENGTH = 4;

let forms: ReadonlySet<string> | undefined;

/** A country name as written, in capitals, or (four letters or more) in lower case. */
export function isCountryName(text: string): boolean {
  if (!forms) {
    const all = new Set<string>();
    for (const name of countryNames()) {
      all.add(name);
      all.add(name.toUpperCase());
      if (name.length >= MIN_LOWER_CASE_LENGTH) all.add(name.toLowerCase());
    }
    forms = all;
  }
  return forms.has(text);
}

/** The candidates, with the model's organisations that are bare country names relabelled as countries (order kept). */
export function countriesAsPlaces(text: string, candidates: readonly Candidate[]): Candidate[] {
  return candidates.map((c) => {
    if (c.source !== MODEL_SOURCE || c.label !== ORGANIZATION || !isCountryName(text.slice(c.start, c.end))) return c;
    return { ...c, label: COUNTRY, labels: { [COUNTRY]: c.score, LOCATION: c.score } };
  });
}
