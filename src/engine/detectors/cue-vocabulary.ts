/**
 * Every cue word the detectors declare (context words and keywords: "aba", "iban", "dni",
 * "fecha de nacimiento"...): the names of the fields their values fill. A table's header cell that
 * is one of them names a column, whatever the model reads into the lone word (the CLI's header
 * check: "aba" on its own scores 0.7+ as a given name, and a bank export with an "aba" column was
 * refused as a file whose header row holds PII).
 */
import { foldHeader } from "./table-cues.js";

const lists: (readonly string[])[] = [];
let folded: Set<string> | undefined;

/** Called by contextWords() and keywordRegex() with the words they are built from. */
export function declareCueWords(words: readonly string[]): void {
  lists.push(words);
  folded = undefined;
}

/** Whether `cell`, folded as headers are (table-cues.ts foldHeader; a trailing ":" or "#" dropped), is a declared cue word. */
export function isCueWord(cell: string): boolean {
  folded ??= new Set(lists.flatMap((words) => words.map(fold)));
  return folded.has(fold(cell));
}

function fold(s: string): string {
  return foldHeader(s.replace(/[:#\s]+$/u, ""));
}
