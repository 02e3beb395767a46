/**
 * Display names in mail headers and commit trailers: the header says whose address it is.
 */
import { describe, expect, it } from "vitest";
import { mailHeaderDetector } from "../../../src/engine/detectors/mail-header.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const found = (text: string) => mailHeaderDetector.detect(makeDetectContext(text)).map((c) => [c.label, text.slice(c.start, c.end), c.score]);

describe("display names in headers", () => {
  it("reads a MIME-encoded name, a quoted 'Surname, Given', a handle and a name of the address list", () => {
    const text = [
      "From: =?UTF-8?Q?Jo=C3=A3o_Pedro_Gon=C3=A7alves?= <jpgoncalves@sapo.pt>",
      'Cc: "Oduya, Tobi" <tobi.oduya@example.co.uk>, rsharma.a <rsharma@example.com>, Hamish McBride <hm@example.com>',
    ].join("\n");
    expect(found(text)).toEqual([
      ["NAME", "=?UTF-8?Q?Jo=C3=A3o_Pedro_Gon=C3=A7alves?=", 0.7],
      ["NAME", "Oduya, Tobi", 0.5],
      ["USERNAME", "rsharma.a", 0.6],
      ["NAME", "Hamish McBride", 0.5],
    ]);
  });
  it("reads a commit's author and trailers, but no bot", () => {
    const text = "Author: rkowalczyk <rafal.kowalczyk@users.noreply.github.com>\nSigned-off-by: Ana Ruiz <ana@example.es>\nCo-authored-by: dependabot[bot] <bot@example.com>";
    expect(found(text)).toEqual([
      ["USERNAME", "rkowalczyk", 0.6],
      ["NAME", "Ana Ruiz", 0.5],
    ]);
  });
  it("reads headers of other languages, and nothing outside a header line", () => {
    expect(found("Von: Jürgen Weiß <jw@example.de>")).toEqual([["NAME", "Jürgen Weiß", 0.5]]);
    expect(found("write to the team <team@example.com> today")).toEqual([]);
  });
});

describe("indented header lines (git log's commit trailers; third exploratory test)", () => {
  it("reads the names of indented trailers, as git log prints them (before: the family name in clear)", () => {
    const text = "commit 3f9a2b7\nAuthor: Ana Lopez <ana@example.org>\n\n    Fix rounding\n\n    Reported-by: Oluwaseun Adeyemi <seun.adeyemi@example.ng>\n    Signed-off-by: Chen Wei <chen.wei@example.cn>\n";
    const names = mailHeaderDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));
    expect(names).toEqual(["Ana Lopez", "Oluwaseun Adeyemi", "Chen Wei"]);
  });
});

describe("'Last, First' display names (Outlook; third exploratory test)", () => {
  const names = (text: string) => mailHeaderDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));

  it("keeps the family name before the comma with the given name (before: the family name in clear)", () => {
    expect(names("Von: Kowalczyk, Agnieszka <a.kowalczyk@example.pl>")).toEqual(["Kowalczyk, Agnieszka"]);
    expect(names("Cc: Smith, John <js@example.org>, Doe, Jane <jd@example.org>")).toEqual(["Smith, John", "Doe, Jane"]);
  });

  it("still parts a list of 'First Last <address>' at its commas", () => {
    expect(names("To: Ana Lopez <ana@example.org>, Bo Berg <bo@example.org>")).toEqual(["Ana Lopez", "Bo Berg"]);
  });
});

describe("a quoted 'Last, First' without an address (Outlook's address book; third exploratory test)", () => {
  it("is a NAME in a header line", () => {
    expect(found("Cc: 'Schröder, Till'")).toEqual([["NAME", "Schröder, Till", 0.5]]);
    expect(found('An: "Van Dijk, Anna Maria"; Lars Holm')).toEqual([["NAME", "Van Dijk, Anna Maria", 0.5]]);
  });

  it("is left alone outside header lines and before an address (the display name's reading)", () => {
    expect(found("We visited 'Paris, France' twice")).toEqual([]);
    expect(found('Cc: "Oduya, Tobi" <tobi@x.co.uk>')).toEqual([["NAME", "Oduya, Tobi", 0.5]]);
  });
});

describe("display names outside headers (sixth exploratory test: git shortlog, package.json)", () => {
  it("reads the name before an address at a line's start, after a count, in a quoted string and in a list", () => {
    expect(found("    142  Kateryna Shevchenko <ks@example.org>\n     12  Aoife Byrne <aoife@example.ie>")).toEqual([
      ["NAME", "Kateryna Shevchenko", 0.5],
      ["NAME", "Aoife Byrne", 0.5],
    ]);
    expect(found('{"author": "Ana Ruiz <ana@x.es> (https://ana.dev)", "contributors": ["Anna van der Berg <anna@x.nl>"]}')).toEqual([
      ["NAME", "Ana Ruiz", 0.5],
      ["NAME", "Anna van der Berg", 0.5],
    ]);
    expect(found("Jane Doe <jane@acme.io>, Tom Berg <tom@acme.io>")).toEqual([
      ["NAME", "Jane Doe", 0.5],
      ["NAME", "Tom Berg", 0.5],
    ]);
  });

  it("takes no single word, no phrase inside a sentence and no header name twice", () => {
    expect(found("Kateryna <ks@example.org>")).toEqual([]);
    expect(found("please write to our Billing Team <billing@acme.com> today")).toEqual([]);
    expect(found("From: Ana Ruiz <ana@x.es>")).toEqual([["NAME", "Ana Ruiz", 0.5]]);
  });
});
