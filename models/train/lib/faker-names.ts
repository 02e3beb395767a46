/**
 * Person names from every @faker-js/faker locale, for the word lists that must never treat a
 * name as a common noun: the German noun veto's list (scripts/build-german-nouns.ts) and the
 * German prose generator's noun pool (generate/german-prose.ts).
 */
import { allLocales } from "@faker-js/faker";

/** Every string under the given person definitions (first_name, last_name...) of every locale. */
export function fakerPersonNames(fields: readonly string[]): Set<string> {
  const names = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === "string") names.add(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === "object") Object.values(value).forEach(collect);
  };
  for (const locale of Object.values(allLocales)) {
    const person = (locale as { person?: Record<string, unknown> }).person;
    if (person) for (const field of fields) collect(person[field]);
  }
  return names;
}
