/**
 * The gazetteer of towns that confirms a street address's town (places/towns.ts): GeoNames' towns
 * of our countries, in any case and without accents, less the function words of our languages.
 */
import { describe, expect, it } from "vitest";
import { isGazetteerTown, opensLongerTown } from "../../../../src/engine/detectors/places/towns.js";

describe("the town gazetteer", () => {
  it("lists smaller towns of our countries in any case, with and without accents", () => {
    for (const town of ["Reutlingen", "TORRES NOVAS", "angra do heroísmo", "Alcala de Henares", "Alcalá de Henares", "Issy-les-Moulineaux"]) expect(isGazetteerTown(town)).toBe(true);
  });
  it("lists no function word, and no town of a country outside the list", () => {
    expect(isGazetteerTown("Auch")).toBe(false); // a town in Gers, and German for "also"
    expect(isGazetteerTown("Kraków")).toBe(false);
    expect(isGazetteerTown("Muratland")).toBe(false);
  });
  it("tells the first words of longer towns", () => {
    expect(opensLongerTown("Borgo")).toBe(true);
    expect(opensLongerTown("Torres")).toBe(true);
    expect(opensLongerTown("Perpignan")).toBe(false);
  });
});
