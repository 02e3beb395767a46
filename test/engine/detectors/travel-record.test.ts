import { describe, expect, it } from "vitest";
import { travelRecordDetector } from "../../../src/engine/detectors/travel-record.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const found = (text: string) => travelRecordDetector.detect(makeDetectContext(text)).map((c) => [c.label, text.slice(c.start, c.end)]);

const PNR = [
  "RP/LON1S2100/LON1S2100            AA/SU  12FEB24/0912Z   7JQ3XD",
  "  1.HALVORSEN/SIGRID MS   2.HALVORSEN/ERIK",
  "  4 AP LON 44 20 7946 0958 - A",
  "  8 SSR DOCS SK HK1 P/NOR/P1234567/NOR/05MAY88/F/11JAN30/HALVORSEN/SIGRID/P1",
  " 11 FP CCVI4532015112830366/0827*CV/GBP520.40/P1-2",
].join("\n");

describe("travel-record detector (fifth exploratory test: a raw PNR's passports, names, card and phone in clear)", () => {
  it("reads passenger names, SSR DOCS, the FP card and the AP phone", () => {
    expect(found(PNR)).toEqual([
      ["NAME", "HALVORSEN/SIGRID"],
      ["NAME", "HALVORSEN/ERIK"],
      ["PHONE_NUMBER", "44 20 7946 0958"],
      ["PASSPORT_NUMBER", "P1234567"],
      ["DOB", "05MAY88"],
      ["NAME", "HALVORSEN/SIGRID"],
      ["CREDIT_CARD", "4532015112830366"],
      ["CREDIT_CARD_EXPIRATION", "0827"],
    ]);
  });

  it("takes a name with its title anywhere, a numbered one only in a booking record", () => {
    expect(found("Passenger SMITH/JOHN MR boarded")).toEqual([["NAME", "SMITH/JOHN"]]);
    expect(found("Steps: 1.TCP/IP then 2.DNS/DHCP")).toEqual([]);
  });

  it("leaves a card number that fails Luhn and a number that is no phone", () => {
    expect(found("FP CCVI4532015112830367/0827\nAP LON 12 34")).toEqual([]);
  });
});

describe("SSR FOID (eighth exploratory test, F6: the passport number in clear there, read in SSR DOCS)", () => {
  it.each([
    [" 13 SSR FOID LH HK1 PP C4RF7J2K9/P1", [["PASSPORT_NUMBER", "C4RF7J2K9"]]],
    ["SSR FOID YY HK1 PPC4RF7J2K9", [["PASSPORT_NUMBER", "C4RF7J2K9"]]],
    ["  9 SSR FOID AZ HK1 NI AX1234567/P2", [["PASSPORT_NUMBER", "AX1234567"]]],
    ["  9 SSR FOID BA HK1 DLSMITH801234JX9/P1", [["DRIVER_LICENSE", "SMITH801234JX9"]]],
  ])("reads the form of identification's number by its type: %s", (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it("leaves other types and other SSR elements", () => {
    expect(found("SSR FOID LH HK1 CN 7JQ3XD/P1\nSSR FQTV LH HK1 PP 12345678")).toEqual([]);
  });
});

describe("FA and FHE ticket elements (eighth exploratory test, F27: the e-ticket number in clear)", () => {
  it.each([
    [" 14 FA PAX 220-4409182735/ETLH/EUR612.40/10MAY24/MUCLH08AA/22345621/P1", [["ACCOUNT_NUMBER", "220-4409182735"]]],
    ["  9 FA INF 2204409182736/ETLH/EUR61.00/10MAY24/MUCLH08AA/22345621/P3", [["ACCOUNT_NUMBER", "2204409182736"]]],
    ["  7 FHE 125-2418937465-66/P1", [["ACCOUNT_NUMBER", "125-2418937465-66"]]],
  ])("reads the ticket number: %s", (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it("not a number of another shape after FA", () => {
    expect(found("FA Cup 2024/25: 3-1 win, FA 12-34/5")).toEqual([]);
  });
});
