/**
 * The syntax of markup in a text: tag names and brackets, attribute names, the values of the
 * attributes that name a schema or an encoding (xmlns, xsi:schemaLocation, version, encoding), and
 * XML declarations, xml-stylesheet instructions and DOCTYPEs. No entity may hold any of it: the model's tokens inside tags are
 * barred already (ner/cell-boundaries.ts), but detectors and the passes after the model read the
 * raw text, and "<Meta>" became "<[NAME_GIVEN_1]>" (the given-name fill), "<author>" an
 * occupation and a namespace URI a URL, so the redacted XML no longer parsed or changed its
 * document type (seventh exploratory test, KeePass, GPX and Windows event exports).
 *
 * What stays text: the words after a tag's name that have no "=" (WebVTT's "<v Karim Benali>",
 * HTML's boolean attributes) and every other attribute's quoted value (a title, an alt text, an
 * href's address), which detectors and the model read as before.
 */
import { execAll } from "./exec-all.js";
import { firstEndingAfter } from "./sorted-spans.js";

/** A span of the text (UTF-16 offsets, end exclusive). */
export interface Offsets {
  start: number;
  end: number;
}

/**
 * A tag on one line: "<", an optional "/", a name, attributes, an optional "/", ">". The model's
 * decoder bars every such run but its text-holding values (ner/cell-boundaries.ts); the detectors'
 * side (markupSyntax) takes only what closes or carries attributes as a tag.
 */
export const MARKUP_TAG = /<\/?[A-Za-z_][\w.:-]*(?:[ \t]+[A-Za-z_][\w.:-]*(?:[ \t]*=[ \t]*(?:"[^"\n<>]*"|'[^'\n<>]*'|[^\s<>"']+))?)*[ \t]*\/?>/g;
/** Inside a tag: an attribute with its value (groups: name, double-quoted, single-quoted, bare value). */
const ATTRIBUTE = /([A-Za-z_][\w.:-]*)[ \t]*=[ \t]*(?:"([^"\n<>]*)"|'([^'\n<>]*)'|([^\s<>"']+))/dg;
/**
 * An XML declaration or xml-stylesheet instruction, and a DOCTYPE, on one line. Not other
 * processing instructions: a template's "<?php echo '...'; ?>" holds text (review: an e-mail, a
 * phone and a password inside one were dropped). Each stops at the next "<" or ">", so a line of
 * unclosed openers costs one pass (the first version scanned to the line's end from each).
 */
const DECLARATION = /<\?xml[\w-]*[^\n<>]*?\?>|<!DOCTYPE[^\n<>]*>/gi;
/**
 * Attributes whose value is syntax, never text: a schema or an encoding, and markup's own
 * attributes of presentation and structure ('class="author"', 'rel="author"', 'data-role="nurse"'
 * had become occupations, and the page's styles and links broke: tenth exploratory test). Values
 * that may hold a person's data (href, src, title, alt, content, value, datetime, data-* others)
 * stay text.
 */
const SYNTAX_VALUED = /^(?:xmlns(?::[\w.-]+)?|xsi:schemalocation|xsi:nonamespaceschemalocation|version|encoding|standalone|class|id|style|rel|role|data-role|type|lang|dir|target|method|for|tabindex|width|height|align|valign|colspan|rowspan|border|cellpadding|cellspacing|bgcolor|charset|http-equiv|itemprop|itemtype|property|media|autocomplete|inputmode)$/i;

/** The syntax spans of `text`, in order, not overlapping. */
export function markupSyntax(text: string): Offsets[] {
  if (!text.includes("<") || !text.includes(">")) return [];
  const out: Offsets[] = [];
  for (const m of execAll(DECLARATION, text)) out.push({ start: m.index!, end: m.index! + m[0].length });
  const tags = [...execAll(MARKUP_TAG, text)];
  const closed = new Set<string>();
  for (const m of tags) if (m[0][1] === "/") closed.add(/^<\/([^\s/>]+)/.exec(m[0])![1]!);
  for (const m of tags) {
    const start = m.index!;
    const tag = m[0];
    const name = /^<\/?[A-Za-z_][\w.:-]*/.exec(tag)![0];
    if (!isTag(tag, name, closed)) continue;
    // the tag minus its text: start with all of it, then give back the bare words and the text-holding values
    const textParts: Offsets[] = [];
    let covered = name.length;
    for (const a of execAll(ATTRIBUTE, tag)) {
      const aStart = a.index!;
      // bare words between the last attribute (or the name) and this one are text
      bareWords(tag, covered, aStart, start, textParts);
      const value = a.indices![2] ?? a.indices![3] ?? a.indices![4]!;
      if (!SYNTAX_VALUED.test(a[1]!) && value[1] > value[0]) textParts.push({ start: start + value[0], end: start + value[1] });
      covered = aStart + a[0].length;
    }
    bareWords(tag, covered, /[ \t]*\/?>$/.exec(tag)!.index, start, textParts);
    let at = start;
    for (const t of textParts) {
      if (t.start > at) out.push({ start: at, end: t.start });
      at = t.end;
    }
    out.push({ start: at, end: start + tag.length });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** HTML's elements without a closing tag. */
const VOID_ELEMENTS = new Set(["br", "hr", "img", "input", "meta", "link", "area", "base", "col", "embed", "param", "source", "track", "wbr"]);

/**
 * Whether a tag-shaped run is markup: a closing tag, a self-closing one, one with an attribute
 * and its value, an HTML element without a closing tag, or an opening tag that the text closes.
 * A bare "<AT386889781425282484>" or "<John Smith>" is a value in angle brackets, as an address
 * is, and stays text (the containment property test found the bank account dropped).
 */
function isTag(tag: string, name: string, closed: ReadonlySet<string>): boolean {
  if (tag[1] === "/" || tag.endsWith("/>") || tag.includes("=")) return true;
  const element = name.slice(1);
  return VOID_ELEMENTS.has(element.toLowerCase()) || closed.has(element);
}

/** The words of tag[from, to) without their surrounding blanks, as text (offsets from `at`). */
function bareWords(tag: string, from: number, to: number, at: number, out: Offsets[]): void {
  while (from < to && (tag[from] === " " || tag[from] === "\t")) from++;
  while (to > from && (tag[to - 1] === " " || tag[to - 1] === "\t")) to--;
  if (to > from) out.push({ start: at + from, end: at + to });
}

/**
 * `spans` without the parts that lie on markup syntax: a span inside syntax goes, a span across a
 * tag becomes its pieces outside it (an address written "Hauptstraße 5<br/>10115 Berlin" stays two
 * redacted pieces, not one leak). `piece(span, start, end)` makes a piece of a span, or nothing
 * (resolve/piece.ts candidatePiece: trimmed, only with a letter or digit).
 */
export function outsideMarkup<T extends Offsets>(spans: readonly T[], syntax: readonly Offsets[], piece: (span: T, start: number, end: number) => T | undefined): T[] {
  if (syntax.length === 0) return spans as T[];
  const out: T[] = [];
  const keep = (s: T, a: number, b: number) => {
    const p = piece(s, a, b);
    if (p) out.push(p);
  };
  for (const s of spans) {
    // syntax spans are sorted and disjoint: the first that ends after s starts
    const lo = firstEndingAfter(syntax, s.start);
    if (lo === syntax.length || syntax[lo]!.start >= s.end) {
      out.push(s);
      continue;
    }
    let at = s.start;
    for (let k = lo; k < syntax.length && syntax[k]!.start < s.end; k++) {
      if (syntax[k]!.start > at) keep(s, at, syntax[k]!.start);
      at = Math.max(at, syntax[k]!.end);
    }
    if (at < s.end) keep(s, at, s.end);
  }
  return out;
}
