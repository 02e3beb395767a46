/**
 * vCard and iCalendar properties whose value is personal by definition: the components of N and
 * ADR, FN and NICKNAME, the CN of an attendee or organiser; only in a text that is one of these
 * formats.
 */
import { describe, expect, it } from "vitest";
import { vcardDetector } from "../../../src/engine/detectors/vcard.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const found = (text: string) => vcardDetector.detect(makeDetectContext(text)).map((c) => [c.label, text.slice(c.start, c.end)]);

describe("vCard properties", () => {
  const card = [
    "BEGIN:VCARD",
    "VERSION:3.0",
    "N:Bianchi;Giulia;Maria;Dott.;",
    "FN:Giulia Bianchi",
    "NICKNAME:giuli",
    "ADR;TYPE=HOME:;;Via Garibaldi 22;Torino;;10122;Italia",
    "TEL:+39 347 123 4567",
    "END:VCARD",
  ].join("\r\n");

  it("reads each component of N, FN, NICKNAME and ADR with its type; an empty component is nothing", () => {
    expect(found(card)).toEqual([
      ["NAME_FAMILY", "Bianchi"],
      ["NAME_GIVEN", "Giulia"],
      ["NAME_GIVEN", "Maria"],
      ["NAME", "Giulia Bianchi"],
      ["NAME", "giuli"],
      ["LOCATION_ADDRESS_STREET", "Via Garibaldi 22"],
      ["LOCATION_CITY", "Torino"],
      ["LOCATION_ZIP", "10122"],
      ["LOCATION_COUNTRY", "Italia"],
    ]);
  });

  it("keeps an escaped semicolon inside its component", () => {
    expect(found("BEGIN:VCARD\nADR:;;Calle Mayor 5\\; 3º B;Madrid;;28013;España\nEND:VCARD")).toContainEqual(["LOCATION_ADDRESS_STREET", "Calle Mayor 5\\; 3º B"]);
  });

  it("reads ADR's value after a quoted LABEL parameter holding line breaks and colons (eighth exploratory test: region and postcode left)", () => {
    const text = 'BEGIN:VCARD\nADR;TYPE=home;LABEL="Via Lorenteggio 88\n20146 Milano: Italia":;;Via Lorenteggio 88;Milano;MI;20146;Italia\nEND:VCARD';
    expect(found(text)).toEqual([
      ["LOCATION_ADDRESS_STREET", "Via Lorenteggio 88"],
      ["LOCATION_CITY", "Milano"],
      ["LOCATION_STATE", "MI"],
      ["LOCATION_ZIP", "20146"],
      ["LOCATION_COUNTRY", "Italia"],
    ]);
  });

  it("reads nothing outside a vCard or iCalendar text", () => {
    expect(found("N: 45 patients\nFN:see below")).toEqual([]);
  });
});

describe("iCalendar attendees and organisers", () => {
  it("reads the CN parameter, quoted or not", () => {
    const ics = [
      "BEGIN:VEVENT",
      "ORGANIZER;CN=\"Weber, Anna\":mailto:praxis@example.de",
      "ATTENDEE;CN=Thomas Schulze;RSVP=TRUE:mailto:t.schulze@example.de",
      "END:VEVENT",
    ].join("\n");
    expect(found(ics)).toEqual([
      ["NAME", "Weber, Anna"],
      ["NAME", "Thomas Schulze"],
    ]);
  });
});
