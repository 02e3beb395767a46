/**
 * Every written form of the lexicon's places, as one list: for the detectors that must know a word
 * is a place in order to leave it alone (an organisation cue before "Boston", a name rule on
 * "paris", a credential after a city). place-name.ts keeps its own typed tables.
 */
import { CITIES } from "./cities.js";
import { STATES } from "./states.js";
import { countryNames } from "./countries.js";

export interface PlaceFormOptions {
  /** Include first-level divisions (states, provinces, Länder...). Default true. */
  states?: boolean;
  /** Languages of the country names (CLDR through Intl.DisplayNames, plus the short forms). Default en. */
  countryLanguages?: readonly string[];
}

/** City, state and country forms as written ("München", "Munich", "Nordrhein-Westfalen", "Côte d’Ivoire"). */
export function placeForms(options: PlaceFormOptions = {}): string[] {
  const forms = CITIES.flatMap((c) => c.split("|"));
  if (options.states !== false) forms.push(...STATES.flatMap((s) => s.split("|")));
  forms.push(...countryNames(options.countryLanguages ?? ["en"], true));
  return forms;
}

const sets = new Map<string, ReadonlySet<string>>();

/**
 * placeForms as a Set, built on first use per options and shared by every caller that asks the
 * same question ("is this word a place?"): the country names come from a CLDR walk, and each
 * detector building its own copy paid for it again.
 */
export function placeFormSet(options: PlaceFormOptions = {}): ReadonlySet<string> {
  const key = `${options.states !== false}|${(options.countryLanguages ?? ["en"]).join(",")}`;
  let set = sets.get(key);
  if (!set) {
    set = new Set(placeForms(options));
    sets.set(key, set);
  }
  return set;
}

/** City forms as written ("München", "Munich", "El Cairo"), built once. */
let cityForms: ReadonlySet<string> | undefined;
export function cityFormSet(): ReadonlySet<string> {
  cityForms ??= new Set(CITIES.flatMap((c) => c.split("|")));
  return cityForms;
}
