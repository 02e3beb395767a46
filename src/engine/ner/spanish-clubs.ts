/**
 * Clubs named after their city, in Spanish: "el Valencia", "del Parma", "al Madrid". Spanish gives
 * a city no article ("en Valencia"), so a city name right after the masculine article el (or its
 * contractions del, al) is the club, el equipo: the sports pages' way of naming it. The model and
 * the place lexicon read such a span as the city; in Spanish parts of the text it becomes an
 * ORGANIZATION at the same score (every source: the span is the same, only its type changes).
 * Cities whose name holds the article are left alone ("El Cairo", "El Paso": the lexicon's form
 * with the article). On the conll2002_es train split, 106 of the 114 such spans are gold
 * organisations; Italian Wikipedia text does not follow the rule ("la Roma antica"), so only
 * Spanish is read. Pure; one look at the few characters before each place candidate.
 */
import { cityFormSet } from "../detectors/places/forms.js";
import type { Candidate } from "../types.js";
import { partAt, type LanguagePart } from "./language-parts.js";

const ORGANIZATION = "ORGANIZATION";
const PLACE = /^LOCATION/;
/** The masculine article or its contractions right before the span ("el ", "del ", "Al "). */
const ARTICLE_BEFORE = /(?:^|[^\p{L}\p{N}])(?:el|del|al)[ \t]+$/iu;

/** The candidates with Spanish "el + city" spans relabelled as organisations (order kept). */
export function spanishClubs(text: string, candidates: readonly Candidate[], parts: readonly LanguagePart[]): Candidate[] {
  if (!parts.some((p) => p.language === "es")) return [...candidates];
  const forms = cityFormSet();
  return candidates.map((c) => {
    if (!PLACE.test(c.label)) return c;
    const name = text.slice(c.start, c.end);
    if (!forms.has(name) || forms.has(`El ${name}`)) return c;
    if (!ARTICLE_BEFORE.test(text.slice(Math.max(0, c.start - 8), c.start))) return c;
    if (partAt(parts, c.start)?.language !== "es") return c;
    return { ...c, label: ORGANIZATION, labels: { [ORGANIZATION]: c.score } };
  });
}
