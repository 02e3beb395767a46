/**
 * Nationalities in Spanish, French, Italian and Portuguese after a nationality cue: found in every
 * gender and number; never alone (a cuisine, a language).
 */
import { describe, expect, it } from "vitest";
import { originPhraseDetector } from "../../../src/engine/detectors/origin-phrase.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";
import { isNationalityForm } from "../../../src/engine/detectors/vocabulary/nationalities.js";

const found = (text: string) => originPhraseDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));

describe("nationalities after a cue", () => {
  it.each([
    ["Moussa Diallo, 52 ans, de nationalité sénégalaise, chauffeur-livreur", "sénégalaise"],
    ["la requête introduite par quatre ressortissants turcs, M. Galip Yalman", "turcs"],
    ["por un ciudadano polaco, el Sr. M.", "polaco"],
    ["Nacionalidad: peruana", "peruana"],
    ["una cittadina rumena residente a Torino", "rumena"],
    ["por Ana Paula Gomes, 39 anos, brasileira, residente em Almada", "brasileira"],
    ["es un nacional nigeriano nacido en 1960", "nigeriano"],
    ["Nationalité : Britannique", "Britannique"],
  ])("%s -> %s", (text, origin) => {
    expect(found(text)).toEqual([origin]);
  });

  it("takes no adjective without a cue: a cuisine, a language, a government", () => {
    expect(found("Nos encanta la cocina italiana y el vino francés.")).toEqual([]);
    expect(found("Il parle français et espagnol.")).toEqual([]);
    expect(found("Le gouvernement turc a répondu.")).toEqual([]);
    expect(found("de nacionalidad desconocida")).toEqual([]);
  });

  it("inflects each language's adjectives", () => {
    for (const w of ["suecas", "británicos", "alemana", "norvégiennes", "polonaise", "polacchi", "tedesche", "espanhóis", "alemã", "europeias"]) {
      expect(isNationalityForm(w), w).toBe(true);
    }
    expect(isNationalityForm("cocina")).toBe(false);
  });
});
