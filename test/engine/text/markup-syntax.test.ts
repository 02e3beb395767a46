import { describe, expect, it } from "vitest";
import { markupSyntax, outsideMarkup, type Offsets } from "../../../src/engine/text/markup-syntax.js";
import { trimmedStretch } from "../../../src/engine/resolve/piece.js";

const syntaxOf = (text: string) => markupSyntax(text).map((s) => text.slice(s.start, s.end));
const pieces = (text: string, spans: Offsets[]) =>
  outsideMarkup(spans, markupSyntax(text), (_s, start, end) => trimmedStretch(start, end, text)).map((s) => text.slice(s.start, s.end));

describe("markup syntax", () => {
  it("is the tags, their attribute names and schema attributes' values, not their text", () => {
    expect(syntaxOf('<Meta><a href="mailto:x@y.nl" title="Jan de Vries">mail</a></Meta>')).toEqual([
      "<Meta>",
      "<a href=\"",
      "\" title=\"",
      "\">",
      "</a>",
      "</Meta>",
    ]);
    expect(syntaxOf('<Event xmlns="http://schemas.microsoft.com/win/2004/08/events/event">')).toEqual([
      '<Event xmlns="http://schemas.microsoft.com/win/2004/08/events/event">',
    ]);
    expect(syntaxOf('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE html>')).toEqual(['<?xml version="1.0" encoding="UTF-8"?>', "<!DOCTYPE html>"]);
  });

  it("takes the values of markup's own attributes as syntax, and leaves those that may hold a person's data as text (tenth exploratory test)", () => {
    expect(syntaxOf('<span class="author">x</span><a rel="author" href="/u/jdoe">y</a><div data-role="nurse">z</div>')).toEqual([
      '<span class="author">',
      "</span>",
      '<a rel="author" href="',
      '">',
      "</a>",
      '<div data-role="nurse">',
      "</div>",
    ]);
    expect(syntaxOf('<time datetime="2025-03-04">4 March</time>')).toEqual(['<time datetime="', '">', "</time>"]);
  });

  it("leaves the words of a WebVTT voice tag and an address in angle brackets as text", () => {
    expect(syntaxOf("<v Karim Benali>Bonsoir.")).toEqual([]);
    expect(syntaxOf("<v Karim Benali>Bonsoir.</v>")).toEqual(["<v ", ">", "</v>"]);
    expect(syntaxOf("From: Ana <ana@x.es>")).toEqual([]);
    // a value in angle brackets that nothing closes (the containment property test's bank account)
    expect(syntaxOf("soy Ana: <AT386889781425282484> from <John Smith>")).toEqual([]);
    expect(syntaxOf("line<br>next<hr/>end")).toEqual(["<br>", "<hr/>"]);
    expect(syntaxOf("5 < 7 and 9 > 3")).toEqual([]);
  });

  it("drops spans on syntax and cuts spans across a tag into their pieces outside it", () => {
    const text = "<author>Hauptstraße 5<br/>10115 Berlin</author>";
    const at = (s: string) => ({ start: text.indexOf(s), end: text.indexOf(s) + s.length });
    expect(pieces(text, [at("author"), at("Hauptstraße 5<br/>10115 Berlin"), at("<br/>")])).toEqual(["Hauptstraße 5", "10115 Berlin"]);
    expect(pieces("no markup here", [{ start: 3, end: 9 }])).toEqual(["markup"]);
  });

  it("leaves a template's processing instruction as text, and reads an unclosed run of openers in one pass (review)", () => {
    expect(syntaxOf('<p>Kontakt</p><?php echo "anna.schmidt@example.com"; ?>')).toEqual(["<p>", "</p>"]);
    expect(syntaxOf('<?xml-stylesheet type="text/xsl" href="style.xsl"?>')).toEqual(['<?xml-stylesheet type="text/xsl" href="style.xsl"?>']);
    // 500,000 characters of openers that never close: a quadratic scan took minutes; this returns
    expect(syntaxOf("<?a".repeat(170_000))).toEqual([]);
    expect(syntaxOf("<!DOCTYPE ".repeat(50_000))).toEqual([]);
  });
});
