import { describe, expect, it } from "vitest";
import { zipCityFieldDetector } from "../../../src/engine/detectors/zip-city-field.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const found = (text: string) => zipCityFieldDetector.detect(makeDetectContext(text)).map((c) => [c.label, text.slice(c.start, c.end)]);

describe("a form's combined postcode-and-town field", () => {
  it("gives the code and the town, however small, in the seven languages", () => {
    expect(found("Postcode/plaats:   5461 BH  Veghel\nTelefoon: 0413 123456")).toEqual([["LOCATION_ZIP", "5461 BH"], ["LOCATION_CITY", "Veghel"]]);
    expect(found("PLZ/Ort: 60311 Frankfurt am Main\n")).toEqual([["LOCATION_ZIP", "60311"], ["LOCATION_CITY", "Frankfurt am Main"]]);
    expect(found("Code postal / ville : 56400 Pluneret")).toEqual([["LOCATION_ZIP", "56400"], ["LOCATION_CITY", "Pluneret"]]);
    expect(found("CAP/Città: 40121 Bologna")).toEqual([["LOCATION_ZIP", "40121"], ["LOCATION_CITY", "Bologna"]]);
    expect(found("Código postal y localidad: 28801 Alcalá de Henares")).toEqual([["LOCATION_ZIP", "28801"], ["LOCATION_CITY", "Alcalá de Henares"]]);
    expect(found("Código postal/Localidade: 4000-446 Porto")).toEqual([["LOCATION_ZIP", "4000-446"], ["LOCATION_CITY", "Porto"]]);
    expect(found("ZIP/City: 02115 Boston, MA")).toEqual([["LOCATION_ZIP", "02115"], ["LOCATION_CITY", "Boston"]]);
  });
  it("needs both parts: a code without a town, or a town without the label, is no field", () => {
    expect(found("zip/city: 12345 tbd")).toEqual([]);
    expect(found("PLZ: 30177 Hannover")).toEqual([]);
  });
});
