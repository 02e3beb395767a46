/**
 * The chat-speaker fixture (fixtures/chat-speakers/transcripts.txt): "### <id> | <lang> | <format>"
 * starts a transcript; a speaker label is marked [[surface|TYPE]] (a person type or USERNAME, or
 * ROLE for a label that is no personal data); lines starting with "#" (but not "###") are comments.
 */
export interface Label {
  start: number;
  end: number;
  type: string;
  text: string;
}

export interface Transcript {
  id: string;
  lang: string;
  format: string;
  text: string;
  labels: Label[];
}

const MARK = /\[\[([^|\]]+)\|([A-Z_]+)\]\]/g;

export function parseTranscripts(source: string): Transcript[] {
  const out: Transcript[] = [];
  for (const block of source.split(/^### /m).slice(1)) {
    const lines = block.split("\n");
    const [id = "", lang = "", format = ""] = lines[0]!.split("|").map((s) => s.trim());
    const body = lines.slice(1).filter((l) => !(l.startsWith("#") && !l.startsWith("###")));
    while (body.length > 0 && body[body.length - 1]!.trim() === "") body.pop();
    const raw = body.join("\n");
    let text = "";
    const labels: Label[] = [];
    let last = 0;
    for (const m of raw.matchAll(MARK)) {
      text += raw.slice(last, m.index);
      labels.push({ start: text.length, end: text.length + m[1]!.length, type: m[2]!, text: m[1]! });
      text += m[1]!;
      last = m.index! + m[0].length;
    }
    text += raw.slice(last);
    if (text.includes("[[") || text.includes("]]")) throw new Error(`${id}: unbalanced [[ ]] markup`);
    out.push({ id, lang, format, text, labels });
  }
  return out;
}

