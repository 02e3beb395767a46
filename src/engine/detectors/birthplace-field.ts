/**
 * A form's place-of-birth field: "Luogo e data di nascita: TORINO, 30/01/1995", "Place of birth:
 * Leeds", "Lieu de naissance : Pluneret (56)", "Geburtsort: Wunstorf", "Lugar de nacimiento:
 * Alcalá de Henares", "Geboorteplaats: Schiedam", "Local de nascimento: Porto". The label says the
 * value is a place, so a town no lexicon lists (or one in capitals) is found: with the birth date
 * beside it, it narrows a person down.
 *
 * The value: capitalised or all-capital words (with their particles) up to a comma, a bracket, two
 * blanks or the end of the line. Also a birth date followed by its place (BORN_ON_IN). No train
 * split of the 14 corpora here holds either form. LOCATION_CITY, scored as a city after a postal code.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { wantsType } from "./make-context.js";
import { FIELD_END, placeWordsSource } from "./place-field.js";

const LABEL = new RegExp(
  "(?<![\\p{L}])(?:" +
    [
      "place[ \\t]+of[ \\t]+birth",
      "birth[ \\t]*place",
      "lieu[ \\t]+de[ \\t]+naissance",
      "geburtsort",
      "lugar[ \\t]+de[ \\t]+nacimiento",
      "luogo(?:[ \\t]+e[ \\t]+data)?[ \\t]+di[ \\t]+nascita",
      "geboorteplaats",
      "local[ \\t]+de[ \\t]+nascimento",
      "naturalidade",
    ].join("|") +
    // Markdown's emphasis around the label ("**Geburtsort:** Bad Tölz", a CV; fourth exploratory test)
    ")(?:[ \\t]+(?:and|et|und|y|e|en)[ \\t]+(?:date|datum|fecha|data)(?:[ \\t]+(?:of[ \\t]+birth|de[ \\t]+naissance))?)?[ \\t]*(?:\\*\\*|__|\\*|_)?[ \\t]*[:=][ \\t]*(?:\\*\\*|__|\\*|_)?[ \\t]*",
  "gu",
);
const PARTICLE = "(?:a|am|an|im|in|de|del|della|di|do|da|dos|das|la|le|les|sur|sous|en|y|e|aan|op|ter|ten|upon|on)";
/** Capitalised or all-capital words and the particles between them, up to the field's end. */
const PLACE = new RegExp(`(${placeWordsSource(`(?:${PARTICLE}|${PARTICLE.toUpperCase()})`)})${FIELD_END}`, "uy");
/** In a sentence the place ends at its last capitalised word, whatever follows ("a Torino e residente"). */
const PLACE_IN_SENTENCE = new RegExp(placeWordsSource(PARTICLE, false), "uy");
const SCORE = 0.8;

/**
 * The same in a sentence or a form line: a birth word, the date, then the place after its
 * preposition ("Geboren: 17-08-1979 te Schiedam", "né le 03/06/1982 à Vannes", "nato il
 * 30/01/1995 a Torino", "geboren am 12.03.1980 in Wunstorf", "nacido el 19-02-1990 en Donostia",
 * "born on 04/03/1988 in Leeds"). The date between makes the phrase a birth record's.
 */
const BORN_ON_IN = new RegExp(
  "(?<![\\p{L}])(?:geboren|né|née|nato|nata|nacido|nacida|nascido|nascida|born)(?:[ \\t]+(?:op|le|il|am|el|em|on))?[ \\t]*:?[ \\t]*" +
    "\\d{1,2}[./-]\\d{1,2}[./-]\\d{2,4}[ \\t]+(?:te|in|à|a|en|em)[ \\t]+",
  "gu",
);

/**
 * A form's combined label with the date first, then the date and the place ("Geburtsdatum/-ort:
 * 17.09.1984 / Bad Tölz", "Date et lieu de naissance : 12/05/1980 à Nantes", "Fecha y lugar de
 * nacimiento: 3-4-1975, Sevilla"): a CV's usual line, whose town was left in clear (fourth
 * exploratory test).
 */
const DATE_THEN_PLACE = new RegExp(
  "(?<![\\p{L}])(?:geburtsdatum[ \\t]*(?:/|und|u\\.)[ \\t]*-?[ \\t]*ort|date[ \\t]+(?:and|&)[ \\t]+place[ \\t]+of[ \\t]+birth|date[ \\t]+et[ \\t]+lieu[ \\t]+de[ \\t]+naissance|fecha[ \\t]+y[ \\t]+lugar[ \\t]+de[ \\t]+nacimiento|data[ \\t]+e[ \\t]+luogo[ \\t]+di[ \\t]+nascita|data[ \\t]+e[ \\t]+local[ \\t]+de[ \\t]+nascimento|geboortedatum[ \\t]+en[ \\t]+-?plaats)" +
    "[ \\t]*(?:\\*\\*|__)?[ \\t]*[:=][ \\t]*(?:\\*\\*|__)?[ \\t]*\\d{1,2}[./-]\\d{1,2}[./-]\\d{2,4}[ \\t]*(?:[/,;]|[ \\t](?:in|à|a|en|em|te))[ \\t]*",
  "gu",
);

/** Each place that `place` reads right after a match of `lead` (on the lower-cased text). */
function placesAfter(ctx: DetectContext, lead: RegExp, place: RegExp, out: Candidate[]): void {
  lead.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = lead.exec(ctx.lower)) !== null) {
    const start = m.index + m[0].length;
    place.lastIndex = start;
    const found = place.exec(ctx.text);
    if (!found || out.some((c) => c.start === start)) continue;
    out.push({ start, end: start + found[0].length, label: "LOCATION_CITY", score: SCORE, formatted: found[0], source: "birthplace-field" });
  }
}

export const birthplaceFieldDetector: Detector = {
  name: "birthplace-field",
  types: ["LOCATION_CITY"],
  detect(ctx: DetectContext): Candidate[] {
    const out: Candidate[] = [];
    if (!wantsType(ctx, "LOCATION_CITY")) return out;
    placesAfter(ctx, LABEL, PLACE, out);
    placesAfter(ctx, BORN_ON_IN, PLACE_IN_SENTENCE, out);
    placesAfter(ctx, DATE_THEN_PLACE, PLACE, out);
    return out;
  },
};
