/**
 * Honorifics out of the model's name spans. The interface's NAME is "a person's name, without
 * titles", but the model, trained partly on data that includes them, often tags the title with
 * the name: "Mrs Brown", "Frau Müller", "Mme Dupont". A name span whose first token is an
 * honorific starts at the next token instead (after the title's "."), and a span that is only an
 * honorific is dropped. The titles are the ones that are titles in every language before a name;
 * ambiguous ones are left alone: Don (a given name), and French "M." (in English text an initial:
 * CoNLL's "M. Dziekanowski"). Pure: works on the decoded spans before they are assembled into candidates.
 */
import type { TagSpan } from "./spans.js";

const NAME_TYPES: ReadonlySet<string> = new Set(["NAME", "NAME_GIVEN", "NAME_FAMILY", "NAME_MEDICAL_PROFESSIONAL"]);

/** Forms as written, compared without a trailing "." (the tokenizer splits it off). */
const TITLES: ReadonlySet<string> = new Set([
  "Mr", "Mrs", "Ms", "Mx", "Miss", "Dr", "Drs", "Prof", "MR", "MRS", "MS", "DR", "PROF",
  "Herr", "Frau", "Hr", "Fr", "Mme", "Mlle", "Mmes", "Sr", "Sra", "Srta", "Dña", "Sig", "Dott",
  "Dhr", "Mevr", "Dra", "HERR", "FRAU", "MME",
  // chat text writes them in lower case: "mr smith"
  "mr", "mrs", "ms", "dr", "prof", "herr", "frau", "mme", "mlle",
]);
interface TokenText {
  readonly text: string;
}

function isTitle(tokens: readonly TokenText[], t: number): boolean {
  const word = tokens[t]?.text;
  return word !== undefined && TITLES.has(word);
}

/** The spans with leading honorifics removed from name spans (offsets follow the tokens). */
export function withoutHonorifics(spans: readonly TagSpan[], tokens: readonly (TokenText & { start: number })[]): TagSpan[] {
  const out: TagSpan[] = [];
  for (const span of spans) {
    if (!NAME_TYPES.has(span.type) || !isTitle(tokens, span.first)) {
      out.push(span);
      continue;
    }
    let first = span.first + 1;
    if (tokens[first]?.text === "." && first <= span.last) first++;
    if (first > span.last) continue; // only the title
    out.push({ ...span, first, start: tokens[first]!.start });
  }
  return out;
}
