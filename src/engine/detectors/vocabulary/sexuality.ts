/**
 * SEXUALITY: sexual orientation terms.
 * Context rule: "straight", "bi", "ace" and "questioning" are everyday words; they count only
 * next to orientation words ("sexual orientation: straight", "identifies as bi").
 *
 * The other languages' terms (de, es, fr, it, nl, pt) count only next to a label word of the type in that language ("Familienstand: verheiratet", "Religión: musulmana"): they were left in clear (an exploratory test, 2026-11-29), and several are everyday words.
 */
import { term, withPlural, type VocabList } from "./types.js";

export const SEXUALITY: VocabList = {
  type: "SEXUALITY",
  context: ["sexuality", "sexual orientation", "orientation", "identifies as", "identify as", "came out as", "out as", "sexuelle orientierung", "orientación sexual", "orientation sexuelle", "orientamento sessuale", "seksuele geaardheid", "seksuele oriëntatie", "orientação sexual", "geaardheid"],
  entries: [
    withPlural("gay"),
    withPlural("lesbian"),
    withPlural("bisexual"),
    withPlural("heterosexual"),
    withPlural("homosexual"),
    withPlural("asexual"),
    withPlural("pansexual"),
    withPlural("demisexual"),
    term("queer", "any"),
    term("straight", "context"),
    term("bi", "context"),
    term("ace", "context"),
    term("questioning", "context"),
    // other languages: these words name an orientation whatever the context
    term("homosexuell", "any", "heterosexuell", "bisexuell", "schwul", "lesbisch"),
    term("homoseksueel", "any", "heteroseksueel", "biseksueel", "lesbienne"),
    term("homosexuel", "any", "homosexuelle", "hétérosexuel", "hétérosexuelle", "bisexuelle"),
    term("omosessuale", "any", "eterosessuale", "bisessuale", "lesbica"),
    term("homossexual", "any", "heterossexual", "bissexual", "lésbica"),
  ],
};
