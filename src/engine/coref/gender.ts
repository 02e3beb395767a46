/**
 * The gender a given name suggests ("linda" f, "michael" m; "andrea" neither), from the generated
 * list (gender.generated.ts, built from @faker-js/faker's gendered first names). Loaded on first
 * use: most texts never need it.
 */
import { FEMALE, MALE } from "./gender.generated.js";

let table: Map<string, "f" | "m"> | undefined;

export function genderOfGiven(name: string): "f" | "m" | undefined {
  if (!table) {
    table = new Map();
    for (const w of FEMALE.split(" ")) table.set(w, "f");
    for (const w of MALE.split(" ")) table.set(w, "m");
  }
  const direct = table.get(name);
  if (direct) return direct;
  // "marie-claire", "jean-pierre": the first part's gender
  const dash = name.indexOf("-");
  return dash > 0 ? table.get(name.slice(0, dash)) : undefined;
}
