/**
 * A place as a form's field writes it, for the detectors that read one after its label
 * (zip-city-field.ts, birthplace-field.ts): a capitalised word, then more capitalised words or
 * particles before one, joined by blanks or hyphens ("Frankfurt am Main", "Alcalá de Henares",
 * "VILA NOVA DE GAIA").
 */

/** Regex source of the place; `particles` an alternation group; `dots` whether a word may hold dots ("St."). */
export function placeWordsSource(particles: string, dots = true): string {
  const word = dots ? "\\p{Lu}[\\p{L}\\p{M}'’.]*" : "\\p{Lu}[\\p{L}\\p{M}'’]*";
  return `${word}(?:(?:-|[ \\t])(?:${word}|${particles}(?=[ \\t-]\\p{Lu})))*`;
}

/** Where a form's field ends: two blanks, a comma, semicolon, bar or bracket, or the line's end (look-ahead). */
export const FIELD_END = "(?=[ \\t]{2}|[ \\t]*(?:[,;|()\\r\\n]|$))";
