/**
 * ZODIAC_SIGN: the twelve western signs, written with a capital.
 * Context rule: every sign but three is also a common word or brand (Cancer, Leo, Aries, Taurus,
 * Gemini, Virgo, Libra, Scorpio, Aquarius), so those need astrology words nearby ("star sign",
 * "zodiac", "horoscope", "I'm a Leo" is not enough). Sagittarius, Capricorn and Pisces stand
 * alone (still capitalised).
 */
import { term, type VocabList } from "./types.js";

export const ZODIAC_SIGN: VocabList = {
  type: "ZODIAC_SIGN",
  context: ["zodiac", "star sign", "sun sign", "moon sign", "rising sign", "sign", "horoscope", "astrology", "astrological", "born under"],
  entries: [
    term("aries", "capitalized+context"),
    term("taurus", "capitalized+context"),
    term("gemini", "capitalized+context", "geminis"),
    term("cancer", "capitalized+context"),
    term("leo", "capitalized+context", "leos"),
    term("virgo", "capitalized+context", "virgos"),
    term("libra", "capitalized+context", "libras"),
    term("scorpio", "capitalized+context", "scorpios"),
    term("sagittarius", "capitalized"),
    term("capricorn", "capitalized", "capricorns"),
    term("aquarius", "capitalized+context"),
    term("pisces", "capitalized"),
  ],
};
