/**
 * process/text results from an analysed request: MARKER (numbered, best type, all types,
 * hashed), MASK or SYNTHETIC replacement of every entity.
 */
import type { MarkerPattern, ProcessedTextOptions, ProcessResult } from "../contract/types.js";
import type { AnalyzedRequest } from "../engine/analyze.js";
import { markerTexts } from "./markers.js";
import { maskOf } from "./mask.js";
import { renderInput, type Replacement } from "./render.js";

/**
 * `acrossInputs`: numbered placeholders count across the inputs (InputHints.recordNumbering);
 * `keepLineBreaks`: an entity's line breaks stay in the output (InputHints.keepLineBreaks).
 */
export async function processResults(
  analyzed: AnalyzedRequest,
  options: ProcessedTextOptions = {},
  acrossInputs = false,
  keepLineBreaks = false,
): Promise<ProcessResult[]> {
  const type = options.type ?? "MARKER";
  // faker's tables cost about 40 MB: load them only when a request asks for synthetic values
  const syntheticValue = type === "SYNTHETIC" ? (await import("./synthetic.js")).syntheticValue : undefined;
  const pattern: MarkerPattern = options.pattern ?? "[UNIQUE_NUMBERED_ENTITY_TYPE]";
  const markers = type === "MARKER" ? markerTexts(analyzed.inputs, pattern, analyzed.seed, acrossInputs) : undefined;
  return analyzed.inputs.map((input) => {
    const replacementOf = (i: number): Replacement => {
      const a = input.entities[i]!;
      const after = keepLineBreaks ? lineBreaksIn(input.text.slice(a.start, a.end)) : "";
      if (markers) {
        const m = markers.get(a)!;
        return { inText: `[${m}]`, label: m, ...(after ? { after } : {}) };
      }
      if (type === "MASK") {
        const value = maskOf(a.entity.text, options.mask_character ?? "#", keepLineBreaks);
        return { inText: value, label: value };
      }
      const value = syntheticValue!(a.entity, `${a.unit}\u0000${a.value}`, analyzed.seed);
      return { inText: value, label: value, ...(after ? { after } : {}) };
    };
    const rendered = renderInput(input, replacementOf);
    return {
      processed_text: rendered.processed_text,
      entities: rendered.entities,
      entities_present: rendered.entities.length > 0,
      characters_processed: analyzed.charactersProcessed,
      languages_detected: input.languages,
    };
  });
}

/**
 * The line breaks of `text` in their order ("\r\n" kept as one), each with the blanks that open
 * the next line: a vCard or iCalendar fold ("\n ") stays a fold, so a name broken at one does not
 * turn its continuation into a new, invalid content line (sixth exploratory test: "CN=[NAME_1]" then
 * ":mailto:..." at a line's start), and an indented block keeps its indent. A quoted-printable soft
 * break ("=" ending the line) keeps its "=": without it the break became a hard one inside the
 * decoded text (tenth exploratory test: "amelie.beaumont=" / "@laposte.net" redacted to a
 * placeholder, a line break and a space in the mail as read).
 */
export function lineBreaksIn(text: string): string {
  return text.match(/=?(?:\r\n|\r|\n)[ \t]*/g)?.join("") ?? "";
}
