import { describe, expect, it } from "vitest";
import { DocBuilder } from "../../../scripts/suites/lib/doc.js";
import { emptyStructuredScore, rates, scoreDocument, worstTypes } from "../../../scripts/suites/structured/score.js";

// "Mail: anna.berg@example.com, IBAN DE89 3704 0044 0532 0130 00, born 5-May-2021T10:00Z ok 4111 1111 1111 1112"
function doc() {
  return new DocBuilder()
    .text("Mail: ")
    .gold("anna.berg@example.com", "EMAIL_ADDRESS", "email:first.last", true) // 6-27
    .text(", IBAN ")
    .gold("DE89 3704 0044 0532 0130 00", "BANK_ACCOUNT", "iban:DE:spaced", true) // 34-61
    .text(", on ")
    .gold("2021-05-05T10:00:00Z", "DATE", "date:iso-datetime", false) // 66-86
    .text(" ok ")
    .negative("4111 1111 1111 1112", "card:visa:spaced") // 90-109
    .build("t1", "en", "chat", "as-is");
}

describe("structured suite scoring", () => {
  it("builds gold spans in code points", () => {
    const d = doc();
    const cps = Array.from(d.text);
    expect(d.spans.map((s) => cps.slice(s.start, s.end).join(""))).toEqual(["anna.berg@example.com", "DE89 3704 0044 0532 0130 00", "2021-05-05T10:00:00Z"]);
    expect(d.spans.map((s) => [s.start, s.end])).toEqual([[6, 27], [34, 61], [66, 86]]);
    expect(d.negatives).toEqual([{ start: 90, end: 109, format: "card:visa:spaced" }]);
  });

  it("counts found, exact, partial, precision, negatives and confusions", () => {
    const score = emptyStructuredScore();
    scoreDocument(score, doc(), [
      // a name inside the email, no email: a miss of the email, partially redacted, a confusion
      { start: 6, end: 10, best_label: "NAME_GIVEN" },
      // the IBAN exactly
      { start: 34, end: 61, best_label: "BANK_ACCOUNT" },
      // the date-time split in two: DATE found (not exact), the "T" left in clear: partial
      { start: 66, end: 76, best_label: "DATE" },
      { start: 77, end: 86, best_label: "TIME" },
      // the invalid card taken as a card: a flagged negative and a false positive
      { start: 90, end: 109, best_label: "CREDIT_CARD" },
      // a phone read in a version string: a false positive of PHONE_NUMBER
      { start: 0, end: 4, best_label: "PHONE_NUMBER" },
    ]);
    expect(score.perType.EMAIL_ADDRESS).toMatchObject({ gold: 1, found: 0, exact: 0, partial: 1, predicted: 0 });
    expect(score.perType.BANK_ACCOUNT).toMatchObject({ gold: 1, found: 1, exact: 1, partial: 0, predicted: 1, correct: 1 });
    expect(score.perType.DATE).toMatchObject({ gold: 1, found: 1, exact: 0, partial: 1, predicted: 1, correct: 1 });
    expect(score.perType.CREDIT_CARD).toMatchObject({ gold: 0, predicted: 1, correct: 0 });
    expect(score.perType.PHONE_NUMBER).toMatchObject({ gold: 0, predicted: 1, correct: 0 });
    // NAME_GIVEN and TIME are not scored predictions
    expect(score.overall).toMatchObject({ gold: 3, found: 2, exact: 1, partial: 2, predicted: 4, correct: 2 });
    expect(rates(score.overall)).toMatchObject({ recall: 2 / 3, precision: 0.5, exactRate: 1 / 3 });
    expect(score.perLang.en).toMatchObject({ gold: 3, found: 2, predicted: 4, correct: 2 });
    expect(score.perCue).toMatchObject({ cue: { gold: 2, found: 1 }, "no cue": { gold: 1, found: 1 } });
    expect(score.perFormat["email:first.last"]).toMatchObject({ gold: 1, found: 0, partial: 1 });
    expect(score.negatives).toEqual({ total: 1, flagged: 1, perFormat: { "card:visa:spaced": { total: 1, flagged: 1, as: { CREDIT_CARD: 1 } } } });
    expect(score.confusions).toEqual({ EMAIL_ADDRESS: { NAME_GIVEN: 1 } });
    expect(worstTypes(score).map((w) => w.type)).toEqual(["EMAIL_ADDRESS", "CREDIT_CARD", "PHONE_NUMBER", "DATE"]);
  });

  it("accepts more specific types and address parts; a value with nothing covered is a miss, not a partial", () => {
    const d = new DocBuilder()
      .text("Adresse: ")
      .gold("Hauptstraße 12, 10115 Berlin", "LOCATION_ADDRESS", "address:de:full", true) // 9-37
      .text(" geboren ")
      .gold("3. Mai 1984", "DATE", "date:long", false) // 46-57
      .text(" Tel ")
      .gold("+49 30 1234567", "PHONE_NUMBER", "phone:DE:international", true) // 62-76
      .build("t2", "de", "form", "as-is");
    const score = emptyStructuredScore();
    scoreDocument(score, d, [
      { start: 9, end: 23, best_label: "LOCATION_ADDRESS_STREET" },
      { start: 25, end: 30, best_label: "LOCATION_ZIP" },
      { start: 31, end: 37, best_label: "LOCATION_CITY" },
      { start: 46, end: 57, best_label: "DOB" },
    ]);
    expect(score.perType.LOCATION_ADDRESS).toMatchObject({ gold: 1, found: 1, exact: 0, partial: 0, predicted: 2, correct: 2 });
    expect(score.perType.DATE).toMatchObject({ gold: 1, found: 1, exact: 1, predicted: 1, correct: 1 });
    expect(score.perType.PHONE_NUMBER).toMatchObject({ gold: 1, found: 0, partial: 0 });
  });

  it("keeps offsets right when a casing changes the length (ß -> SS) and counts code points (emoji)", () => {
    const d = new DocBuilder().text("Straße 😀 ").gold("Weißweg 5", "LOCATION_ADDRESS", "address:de:street-only", false).build("t3", "de", "chat", "upper");
    expect(d.text).toBe("STRASSE 😀 WEISSWEG 5");
    expect(Array.from(d.text).slice(d.spans[0]!.start, d.spans[0]!.end).join("")).toBe("WEISSWEG 5");
    expect(d.spans[0]).toMatchObject({ start: 10, end: 20 });
  });
});
