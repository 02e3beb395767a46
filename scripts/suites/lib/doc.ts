/**
 * Builds a suite document from pieces, some of them gold values, and computes their offsets in
 * Unicode code points (the product's offsets) after the document's casing is applied piece by
 * piece, so that a case change that alters the length (ß -> SS) never shifts a gold span.
 */
export type Casing = "as-is" | "lower" | "upper" | "title";

export interface GoldSpan {
  start: number;
  end: number;
  label: string;
  /** What produced the value, e.g. "phone:DE:national", "id:de.idnr:spaced". */
  format: string;
  /** true when a cue word (the type's keyword, a field name) is next to the value. */
  cue: boolean;
}

export interface NegativeSpan {
  start: number;
  end: number;
  /** The look-alike: a value of this format whose check digit fails, e.g. "id:es.dni". */
  format: string;
}

export interface SuiteDocument {
  id: string;
  lang: string;
  kind: string;
  casing: Casing;
  text: string;
  spans: GoldSpan[];
  negatives: NegativeSpan[];
}

type Piece =
  | { kind: "text"; text: string }
  | { kind: "gold"; text: string; label: string; format: string; cue: boolean }
  | { kind: "negative"; text: string; format: string };

export function applyCasing(text: string, casing: Casing): string {
  switch (casing) {
    case "lower":
      return text.toLowerCase();
    case "upper":
      return text.toUpperCase();
    case "title":
      // first letter of every run of letters upper-cased, the rest lower-cased
      return text.toLowerCase().replace(/(^|[^\p{L}\p{N}'’])(\p{L})/gu, (_m, before: string, letter: string) => before + letter.toUpperCase());
    default:
      return text;
  }
}

export const codePoints = (s: string): number => {
  let n = 0;
  for (const _ of s) n++;
  return n;
};

export class DocBuilder {
  private readonly pieces: Piece[] = [];

  text(s: string): this {
    if (s) this.pieces.push({ kind: "text", text: s });
    return this;
  }

  gold(value: string, label: string, format: string, cue: boolean): this {
    this.pieces.push({ kind: "gold", text: value, label, format, cue });
    return this;
  }

  negative(value: string, format: string): this {
    this.pieces.push({ kind: "negative", text: value, format });
    return this;
  }

  get goldCount(): number {
    return this.pieces.filter((p) => p.kind !== "text").length;
  }

  build(id: string, lang: string, kind: string, casing: Casing): SuiteDocument {
    // Title casing works on the whole text (a word may span pieces), so it is computed on the
    // joined text and then cut back into pieces; the other casings keep lengths per piece.
    let cased: string[];
    if (casing === "title") {
      const joined = this.pieces.map((p) => p.text).join("");
      const titled = applyCasing(joined, "title");
      if (titled.length !== joined.length) throw new Error("title casing changed the length");
      cased = [];
      let at = 0;
      for (const p of this.pieces) {
        cased.push(titled.slice(at, at + p.text.length));
        at += p.text.length;
      }
    } else {
      cased = this.pieces.map((p) => applyCasing(p.text, casing));
    }
    let text = "";
    let offset = 0;
    const spans: GoldSpan[] = [];
    const negatives: NegativeSpan[] = [];
    this.pieces.forEach((p, k) => {
      const s = cased[k]!;
      const n = codePoints(s);
      if (p.kind === "gold") spans.push({ start: offset, end: offset + n, label: p.label, format: p.format, cue: p.cue });
      else if (p.kind === "negative") negatives.push({ start: offset, end: offset + n, format: p.format });
      text += s;
      offset += n;
    });
    return { id, lang, kind, casing, text, spans, negatives };
  }
}

/**
 * Fills a template "... {v} ..." (one {v}) with a gold value; other {name} slots come from vars.
 * Returns the builder for chaining.
 */
export function fill(b: DocBuilder, template: string, vars: Record<string, string>, value: () => void): DocBuilder {
  const at = template.indexOf("{v}");
  const sub = (s: string) => s.replace(/\{(\w+)\}/g, (m, name: string) => vars[name] ?? m);
  if (at < 0) return b.text(sub(template));
  b.text(sub(template.slice(0, at)));
  value();
  b.text(sub(template.slice(at + 3)));
  return b;
}
