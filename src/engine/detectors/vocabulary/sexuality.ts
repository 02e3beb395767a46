/**
 * SEXUALITY: sexual orientation terms.
 * Context rule: "straight", "bi", "ace" and "questioning" are everyday words; they count only
 * next to orientation words ("sexual orientation: straight", "identifies as bi").
 */
import { term, withPlural, type VocabList } from "./types.js";

export const SEXUALITY: VocabList = {
  type: "SEXUALITY",
  context: ["sexuality", "sexual orientation", "orientation", "identifies as", "identify as", "came out as", "out as"],
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
  ],
};
