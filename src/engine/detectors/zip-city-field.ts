/**
 * A form's combined postcode-and-town field: "PLZ/Ort: 30177 Hannover", "Postcode/plaats: 5461 BH
 * Veghel", "Code postal / ville : 56400 Pluneret", "CAP/Città: 40121 Bologna", "Código postal y
 * localidad: 28013 Madrid", "ZIP/City: 02115 Boston". The label says what both parts are, so the
 * town needs no lexicon (small towns are in none) and the code no country's shape rules.
 *
 * The value: a postcode (4-5 digits with an optional country letter prefix and Dutch letters,
 * 1234-567, 12-345), blanks, then capitalised words (with their particles: "Frankfurt am Main",
 * "Villeneuve-d'Ascq", "Alcalá de Henares") up to the end of the line, two blanks or a
 * punctuation mark. LOCATION_ZIP and LOCATION_CITY, scored as the postal-code detector scores a
 * code after a postal word.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { wantsType } from "./make-context.js";
import { FIELD_END, placeWordsSource } from "./place-field.js";

/** The label (lower case, any spacing around "/", "and" words), then its colon or equals sign. */
const LABEL = new RegExp(
  "(?<![\\p{L}])(?:" +
    [
      "plz[ \\t]*(?:/|und|u\\.)[ \\t]*(?:ort|wohnort)",
      "postleitzahl[ \\t]*(?:/|und)[ \\t]*(?:ort|wohnort)",
      "postcode[ \\t]*(?:/|en)[ \\t]*(?:woon)?plaats",
      "code[ \\t]+postal[ \\t]*(?:/|et)[ \\t]*(?:ville|localité|commune)",
      "cp[ \\t]*/[ \\t]*(?:ville|localité|localidad|población|poblacion|localidade)",
      "cap[ \\t]*(?:/|e)[ \\t]*(?:città|citta|comune|località|localita)",
      "c[óo]digo[ \\t]+postal[ \\t]*(?:/|y|e)[ \\t]*(?:localidad|población|poblacion|ciudad|municipio|localidade|cidade|concelho)",
      "(?:zip|zip[ \\t]+code|postal[ \\t]+code|postcode)[ \\t]*(?:/|&|and)[ \\t]*(?:city|town)",
    ].join("|") +
    ")[ \\t]*[:=][ \\t]*",
  "gu",
);
const POSTCODE = /\d{4}-\d{3}|\d{2}-\d{3}|(?:[A-Z]{1,2}-)?\d{4,5}(?:[ \t]?[A-Z]{2}(?![\p{L}]))?/uy;
/** Capitalised words and the particles between them, up to the field's end. */
const TOWN = new RegExp(
  `[ \\t]+(${placeWordsSource("(?:a|am|an|im|in|de|del|della|di|do|da|dos|das|la|le|les|sur|sous|en|y|e|aan|op|ter|ten|d['’]\\p{Lu}[\\p{L}\\p{M}]*)")})${FIELD_END}`,
  "uy",
);

const SCORE_ZIP = 0.85;
const SCORE_TOWN = 0.8;

export const zipCityFieldDetector: Detector = {
  name: "zip-city-field",
  types: ["LOCATION_ZIP", "LOCATION_CITY"],
  detect(ctx: DetectContext): Candidate[] {
    const out: Candidate[] = [];
    if (!wantsType(ctx, "LOCATION_ZIP") && !wantsType(ctx, "LOCATION_CITY")) return out;
    LABEL.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = LABEL.exec(ctx.lower)) !== null) {
      const zipStart = m.index + m[0].length;
      POSTCODE.lastIndex = zipStart;
      const zip = POSTCODE.exec(ctx.text);
      if (!zip) continue;
      const zipEnd = zipStart + zip[0].length;
      TOWN.lastIndex = zipEnd;
      const town = TOWN.exec(ctx.text);
      if (!town) continue;
      if (wantsType(ctx, "LOCATION_ZIP")) out.push({ start: zipStart, end: zipEnd, label: "LOCATION_ZIP", score: SCORE_ZIP, formatted: zip[0].toUpperCase(), source: "zip-city-field" });
      const townEnd = zipEnd + town[0].length;
      const townStart = townEnd - town[1]!.length;
      if (wantsType(ctx, "LOCATION_CITY")) out.push({ start: townStart, end: townEnd, label: "LOCATION_CITY", score: SCORE_TOWN, formatted: town[1]!, source: "zip-city-field" });
    }
    return out;
  },
};
