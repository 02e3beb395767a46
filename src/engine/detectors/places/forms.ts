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
