/**
 * The towns that confirm a street address's town: GeoNames' towns of at least 5,000 people in the
 * countries whose addresses we read (towns.generated.ts, built by scripts/build-town-gazetteer.ts),
 * less the function words of our languages ("Auch", "Este", "Much" are towns too). Only street-address.ts
 * reads it, after a street's comma or postcode, where a town is expected: running text's places
 * are the place detectors' (cities.ts), which this longer list would flood with villages named as
 * everyday words are.
 */
import { isFunctionWordInAny } from "../../ner/function-words.js";
import { TOWNS } from "./towns.generated.js";

let towns: ReadonlySet<string> | undefined;
let openers: ReadonlySet<string> | undefined;

const fold = (name: string): string => name.toLowerCase().replace(/’/g, "'");

function townSet(): ReadonlySet<string> {
  return (towns ??= new Set(TOWNS.split("|").filter((t) => !isFunctionWordInAny(t))));
}

/** Whether `name` (any case, one or more words) is a listed town. The list is read on first use. */
export function isGazetteerTown(name: string): boolean {
  return townSet().has(fold(name));
}

/**
 * Whether `word` is the first word of longer listed towns ("Borgo" of "Borgo San Lorenzo", "Newton"
 * of "Newton Abbot", "Torres" of "Torres Novas"): alone before more words, it says little of where
 * the town ends.
 */
export function opensLongerTown(word: string): boolean {
  openers ??= new Set([...townSet()].filter((t) => t.includes(" ")).map((t) => t.slice(0, t.indexOf(" "))));
  return openers.has(fold(word));
}
