/**
 * GENDER: gender identity terms.
 * Context rule: "man", "woman", "men", "women", "boy", "girl", "m", "f", "trans", "cis" and
 * "other" are everyday words or letters; they count only next to gender words ("Gender: woman",
 * "Sex: F", "identifies as a man"). Identity terms (female, non-binary, transgender...) stand alone.
 *
 * The other languages' terms (de, es, fr, it, nl, pt) count only next to a label word of the type in that language ("Familienstand: verheiratet", "Religión: musulmana"): they were left in clear (an exploratory test, 2026-11-29), and several are everyday words.
 */
import { term, withPlural, type VocabList } from "./types.js";

export const GENDER: VocabList = {
  type: "GENDER",
  context: ["gender", "sex", "identifies as", "identify as", "identified as", "gender identity", "pronouns", "assigned", "geschlecht", "sexo", "sexe", "genre", "sesso", "genere", "geslacht", "gênero", "género"],
  entries: [
    withPlural("female"),
    withPlural("male"),
    term("non-binary", "any", "nonbinary", "non binary", "enby"),
    term("transgender", "any", "transgendered"),
    term("trans woman", "any", "trans women", "transwoman", "transwomen", "trans-woman", "trans female"),
    term("trans man", "any", "trans men", "transman", "transmen", "trans-man", "trans male"),
    term("trans", "context"),
    term("cisgender", "any"),
    term("cis woman", "any", "cis women", "cis female"),
    term("cis man", "any", "cis men", "cis male"),
    term("cis", "context"),
    term("genderqueer", "any", "gender queer"),
    term("genderfluid", "any", "gender-fluid", "gender fluid"),
    term("agender", "any"),
    term("bigender", "any"),
    term("demigirl", "any"),
    term("demiboy", "any"),
    term("two-spirit", "any", "two spirit"),
    term("intersex", "any"),
    term("woman", "context", "women"),
    term("man", "context", "men"),
    term("girl", "context", "girls"),
    term("boy", "context", "boys"),
    term("m", "upper+context"),
    term("f", "upper+context"),
    term("x", "upper+context"),
    // other languages: only next to a label word (see the header)
    term("weiblich", "context", "männlich", "divers"),
    term("femenino", "context", "masculino", "mujer", "hombre"),
    term("féminin", "context", "masculin", "femme", "homme"),
    term("femminile", "context", "maschile", "donna", "uomo"),
    term("vrouwelijk", "context", "mannelijk", "vrouw", "man"),
    term("feminino", "context", "masculino", "mulher", "homem"),
  ],
};
