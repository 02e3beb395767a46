/**
 * MASK redaction: the entity's characters become one mask character each (length kept, in code
 * points); with `keepLineBreaks`, line breaks stay as they are (InputHints.keepLineBreaks), with
 * the blanks that open the next line (a vCard or iCalendar fold, an indent: lineBreaksIn).
 */
export function maskOf(text: string, maskCharacter: string, keepLineBreaks = false): string {
  if (!keepLineBreaks || !/[\r\n]/.test(text)) return maskCharacter.repeat([...text].length);
  return text
    .split(/((?:\r\n|\r|\n)[ \t]*)/)
    .map((part, i) => (i % 2 === 1 ? part : maskCharacter.repeat([...part].length)))
    .join("");
}
