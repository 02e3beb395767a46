/**
 * The header labels of a mail, and of a forwarded or quoted one as mail clients write them in our
 * languages (Outlook's "De: / Enviada: / Para: / Assunto:"), folded as foldHeader folds them (lower
 * case, no accents). Such a label that opens a line is syntax, never a name: "Assunto" (also an
 * Italian given name) was redacted as one after "Para: X <c@d.pt>" (tenth exploratory test).
 */
export const MAIL_HEADER_LABELS: ReadonlySet<string> = new Set([
  "from", "to", "cc", "bcc", "subject", "sent", "date", "reply to",
  "von", "an", "betreff", "gesendet", "datum", "kopie",
  "de", "a", "objet", "envoye", "envoye le",
  "para", "asunto", "enviado", "enviada", "fecha", "assunto", "enviado em",
  "da", "oggetto", "inviato", "data",
  "van", "aan", "onderwerp", "verzonden", "verzonden op",
]);

/** Whether the word at `start` of `text` opens its line as a mail header label ("Assunto: ..."). */
export function isMailHeaderLabelAt(text: string, start: number, end: number, folded: string): boolean {
  if (!MAIL_HEADER_LABELS.has(folded) || !/^[ \t]*:/.test(text.slice(end, end + 4))) return false;
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  return /^[ \t>]*$/.test(text.slice(lineStart, start));
}
