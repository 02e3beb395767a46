/**
 * One sense per text for family names: a word that a text uses as the family name of a person it
 * names in full ("Marta Salvador") and that the model or the place list reads elsewhere in the same
 * text as a place or an organisation ("Salvador, que reside en Barcelona", read as the country) is
 * that person again. The entity keeps its span and becomes NAME_FAMILY with the person's score
 * (discounted as a propagated mention is), so coreference links it to the full name.
 *
 * Only contextual entities change (the model, the place and organisation lists, propagation):
 * never a structured detector's match, and never an entity whose own best score is higher than the
 * full name's: a confident place keeps its reading ("Jordan" the country beside a weaker
 * "Michael Jordan"). The word must match the family name exactly as written, capital first.
 *
 * Designed from one document of the coreference dev set ("Marta Salvador ... Salvador, que reside
 * en ..."), then measured where it was not designed:
 * - person coreference on GUM's dev split with the engine's mentions, combined mode (`npm run
 *   eval:coref -- --gum ../shared/datasets/gum/dev.jsonl`): F1 0.641 -> 0.682 (precision 0.881 ->
 *   0.890, recall 0.503 -> 0.553);
 * - the 15 NER dev sets (`npm run eval:dev`, F1): conll2003_en 0.834 -> 0.838 (PERSON recall 0.928
 *   -> 0.940), upper-cased 0.791 -> 0.794, conll2003_de 0.696 -> 0.699, conll2002_es 0.752 ->
 *   0.754, gum 0.723 -> 0.727; europeana_de 0.695 -> 0.693 (an OCR line "Steiermark Gratz" read as
 *   a person makes the town a name three times); the other 9 unchanged; the share of PII left in
 *   clear unchanged on all 15 (only labels change).
 * On the hand-written coreference dev set it designed from: persons 0.877 -> 0.888.
 *
 * Tried with it and left out: the same for given names (nothing gained: F1 1 better / 4 worse on
 * the dev sets against this version), and trimming a place span that runs on from the family name
 * into lower-case words ("Fontaine s'installe"): it fired only on the set it was designed on.
 *
 * Pure: entities in, entities out, same spans and order.
 */
import type { ResolvedEntity } from "../resolve/resolve.js";
import { strongest } from "../strongest.js";

const FULL_PERSON: ReadonlySet<string> = new Set(["NAME"]);
/** Readings a family name is mistaken for. */
const MISREAD: ReadonlySet<string> = new Set([
  "LOCATION", "LOCATION_CITY", "LOCATION_STATE", "LOCATION_COUNTRY", "ORGANIZATION",
]);
/** Sources whose readings are guesses from context or word lists, not validated values. */
const CONTEXTUAL_SOURCES: ReadonlySet<string> = new Set(["ner", "model", "place-name", "organization", "propagation"]);
/** A full name must be at least this sure to lend its reading. */
const MIN_PERSON_SCORE = 0.5;
const SCORE_FACTOR = 0.9;

/** The family names of the text's confident full person names, each with its strongest score. */
function familyNames(text: string, entities: readonly ResolvedEntity[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const e of entities) {
    const [label, score] = strongest(e.labels);
    if (!FULL_PERSON.has(label) || score < MIN_PERSON_SCORE) continue;
    const family = e.winner.subtypes?.filter((s) => s.label === "NAME_FAMILY").pop();
    if (!family) continue;
    const word = text.slice(family.start, family.end);
    // a family name of one word with letters; the full name must hold more than it
    if (!/^\p{Lu}[\p{L}\p{M}'’-]{2,}$/u.test(word) || family.end - family.start >= e.end - e.start) continue;
    out.set(word, Math.max(out.get(word) ?? 0, score));
  }
  return out;
}

/** `entities` with places and organisations that are a named person's family name read as that name. */
export function withFamilyNameSense(text: string, entities: readonly ResolvedEntity[]): ResolvedEntity[] {
  const families = familyNames(text, entities);
  if (families.size === 0) return [...entities];
  return entities.map((e) => {
    const [label, score] = strongest(e.labels);
    if (!MISREAD.has(label) || !CONTEXTUAL_SOURCES.has(e.winner.source)) return e;
    if (Object.keys(e.labels).some((l) => !MISREAD.has(l))) return e;
    const word = text.slice(e.start, e.end);
    const person = families.get(word);
    if (person === undefined || score >= person) return e;
    const s = Math.round(person * SCORE_FACTOR * 1e4) / 1e4;
    const labels = { NAME: s, NAME_FAMILY: s };
    return { start: e.start, end: e.end, labels, winner: { ...e.winner, label: "NAME_FAMILY", score: s, labels: { ...labels }, subtypes: undefined } };
  });
}
