/**
 * Builds a synthetic document piece by piece so that every entity's span is exact by
 * construction, then applies document-wide noise (case changes, typos) that keeps spans exact.
 */

export interface Span {
  start: number; // UTF-16, end exclusive
  end: number;
  label: string;
}

export interface GeneratedDoc {
  id: string;
  lang: string;
  kind: string;
  text: string;
  spans: Span[];
  /** Offsets in spans are UTF-16 indexes (the shared datasets use code points). */
  offsetUnit: "utf16";
}

interface Piece {
  text: string;
  label?: string;
}

export class DocBuilder {
  private pieces: Piece[] = [];

  /** Plain text (no entity). */
  t(text: string): this {
    this.pieces.push({ text });
    return this;
  }

  /** One entity span. */
  e(label: string, text: string): this {
    this.pieces.push({ text, label });
    return this;
  }

  /** Maps every piece's text (case changes, typos) before assembly; spans follow. */
  mapPieces(fn: (text: string, label: string | undefined) => string): this {
    this.pieces = this.pieces.map((p) => ({ ...p, text: fn(p.text, p.label) }));
    return this;
  }

  build(id: string, lang: string, kind: string): GeneratedDoc {
    let text = "";
    const spans: Span[] = [];
    for (const p of this.pieces) {
      const start = text.length;
      text += p.text;
      if (p.label && p.text.trim().length > 0) {
        // spans never start or end on white space
        const lead = p.text.length - p.text.trimStart().length;
        const trail = p.text.length - p.text.trimEnd().length;
        spans.push({ start: start + lead, end: text.length - trail, label: p.label });
      }
    }
    return { id, lang, kind, text, spans, offsetUnit: "utf16" };
  }
}
