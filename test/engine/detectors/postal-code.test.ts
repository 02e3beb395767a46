/**
 * Postal codes: the shapes read on their own (Canadian and UK codes with their space), those that
 * need a state or a postal word (US ZIP, other numeric codes), and whole cells of a column or field
 * named for the postal code.
 */
import { describe, expect, it } from "vitest";
import { postalCodeDetector } from "../../../src/engine/detectors/postal-code.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const found = (text: string, field?: string) =>
  postalCodeDetector.detect(makeDetectContext(text, field !== undefined ? { field } : {})).map((c) => text.slice(c.start, c.end));

describe("postal codes in running text", () => {
  it("reads Canadian and UK codes written with their space", () => {
    expect(found("Ottawa ON K1A 0B1, Canada")).toEqual(["K1A 0B1"]);
    expect(found("London SW1A 1AA")).toEqual(["SW1A 1AA"]);
  });
  it("reads a US ZIP after a state, and a numeric code after a postal word", () => {
    expect(found("Springfield, IL 62704")).toEqual(["62704"]);
    // not the head of a longer number: "OK," before a British mobile number (fresh draw 9090)
    expect(found("OK, 07988 251838 THEN.")).toEqual([]);
    expect(found("PLZ 80331 München")).toEqual(["80331"]);
  });
  it("reads a Dutch or Portuguese code that opens a bracket before its town, not an era (tenth exploratory test)", () => {
    expect(found("Ik woon op nummer 42 (8011 VN Zwolle).")).toEqual(["8011 VN"]);
    expect(found("morada (4000-446 Porto)")).toEqual(["4000-446"]);
    expect(found("built (1500 BC Egypt)")).toEqual([]);
  });

  it("leaves a bare five-digit number alone", () => {
    expect(found("We shipped 75001 units")).toEqual([]);
  });
});

describe("a column or field named for the postal code", () => {
  it.each([
    ["75001", "postcode"],
    ["94105", "zip"],
    ["10115", "shipping.zip_code"],
    ["01234-567", "cep"],
    ["1016 GV", "billing_postal_code"],
    ["00-950", "kod_pocztowy"],
  ])("reads %s in field %s", (value, field) => {
    expect(found(value, field)).toEqual([value]);
  });
  it("reads the whole cell of a CSV zip column", () => {
    expect(found("name,zip,city\nJohn Smith,94105,San Francisco")).toEqual(["94105"]);
  });
  it("reads Salesforce's \"Zip/Postal Code\" columns, the last of two names given with a slash (ninth exploratory test, F8)", () => {
    expect(found("1100-053", "Zip/Postal Code")).toEqual(["1100-053"]);
    expect(found("20124", "Mailing Zip/Postal Code")).toEqual(["20124"]);
    expect(found("Id,Billing Zip/Postal Code\n7,1054 GE")).toEqual(["1054 GE"]);
    // a slash before another word is no postal column
    expect(found("20124", "Zip/Postal Count")).toEqual([]);
    expect(found("20124", "Postal/Parcel Count")).toEqual([]);
  });
  it("leaves values that are no postal code, and other fields, alone", () => {
    expect(found("n/a", "zip")).toEqual([]);
    expect(found("75001", "count")).toEqual([]);
  });
});

describe("a postal word and a verb before the code", () => {
  it.each([
    ["its 0048291733 and my zip is 30301", "30301"],
    ["mi código postal es 28013", "28013"],
    ["the zip code was 60647.", "60647"],
  ])("%s", (text, code) => {
    expect(found(text)).toEqual([code]);
  });
});

describe("Dutch and Portuguese codes where an address line puts them", () => {
  it.each([
    ["Adres: Twijnstraat 41bis, 3511 ZH Utrecht", "3511 ZH"],
    ["Postcode/plaats:   5461 BH  Veghel", "5461 BH"],
    ["Kerkstraat 12\n5461BH Veghel", "5461BH"],
    ["Rua de Santa Catarina, n.º 612, 3.º Esq., 4000-446 Porto, telemóvel", "4000-446"],
  ])("%s", (text, code) => {
    expect(found(text)).toEqual([code]);
  });
  it("takes the shape nowhere else", () => {
    expect(found("In 1500 BC Egypt was rich")).toEqual([]);
    expect(found("the 2024 EU Summit")).toEqual([]);
    expect(found("ratio 1000-100 Lisbon")).toEqual([]);
  });
});

describe("postal-code: shaped codes right after postal words, whatever follows", () => {
  it("takes the whole Dutch, Portuguese and Brazilian code (before: the letters or the digits after the hyphen in clear)", () => {
    expect(found("Mijn postcode is 1016 DV en huisnummer 221.")).toEqual(["1016 DV"]);
    expect(found("O meu código postal é 4000-123.")).toEqual(["4000-123"]);
    expect(found("My zip code is 90010-170")).toEqual(["90010-170"]);
    expect(found("CP: 40140-280. NHC: 270136.")).toEqual(["40140-280"]);
  });

  it("reads a verb and an article between the words and the code", () => {
    expect(found("Mon code postal est le 75011.")).toEqual(["75011"]);
  });

  it("still needs the postal words", () => {
    expect(found("score 1016 DV en huisnummer")).toEqual([]);
    expect(found("the ratio was 4000-123 today")).toEqual([]);
  });
});

describe("postal codes after their country's prefix", () => {
  it("reads the one-letter and the ISO prefixes with their country's digits (review: IT-00100, DE-10115 had no detector)", () => {
    expect(found("Via Roma 1, IT-00100 Roma; Hauptstraße 5, DE-10115 Berlin; DK-2100 København; CH-8001 Zürich; D-10115 Berlin")).toEqual([
      "IT-00100",
      "DE-10115",
      "DK-2100",
      "CH-8001",
      "D-10115",
    ]);
  });
  it("leaves codes glued to a word and other digit counts", () => {
    expect(found("part XD-12345, ticket IT-1234, order DK-21000")).toEqual([]);
  });
  it("reads a car-code prefixed code only before its town (eighth exploratory test, F24: an SKU was a postcode)", () => {
    expect(found("Río Júcar, s/n E-28935 Móstoles (Madrid); A-1010 Wien; D-10115 BERLIN; Postbus 66, B-4780 St-Vith")).toEqual([
      "E-28935",
      "A-1010",
      "D-10115",
      "B-4780",
    ]);
    expect(found("sku\tdescription\tqty\nA-1042\tStainless bolt M8x40\t1200")).toEqual([]);
    expect(found("A-1042", "sku")).toEqual([]);
    expect(found("entre su intersección con la A-2128 y el límite")).toEqual([]);
  });
});

describe("a postal key's quoted value, and camelCase and snake_case keys (ninth exploratory test, F6: quoted zips in clear)", () => {
  it("reads the value in quotes after the key, quoted or not", () => {
    expect(found('zip="34117"')).toEqual(["34117"]);
    expect(found('zip: "34117"')).toEqual(["34117"]);
    expect(found('"zip":"34117"')).toEqual(["34117"]);
    expect(found('{"name":"x","zip": 34117}')).toEqual(["34117"]);
    expect(found('Postcode: "1016 GV"')).toEqual(["1016 GV"]);
  });
  it("reads a key's words", () => {
    expect(found("codePostal: '69100',")).toEqual(["69100"]);
    expect(found('postal_code: "12345"')).toEqual(["12345"]);
    expect(found('billingZip = "90210"')).toEqual(["90210"]);
  });
  it("takes no quoted word without a key's separator, nor a key that only starts with a postal word", () => {
    expect(found('the "cap" 12345')).toEqual([]);
    expect(found('zipper: "34117"')).toEqual([]);
    expect(found('capacity: "34117"')).toEqual([]);
  });
});
