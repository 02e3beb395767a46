/**
 * Airline booking records as reservation systems print them (Amadeus, Sabre, Galileo "PNR"
 * displays, e-ticket receipts): slash-separated elements that no other detector reads. Fifth
 * exploratory test: passport numbers, names, a card number and a phone were left in clear in a
 * raw PNR, which travel agencies and airlines paste into tickets and logs.
 *
 * - Passenger names "SURNAME/GIVEN NAMES TITLE" ("HALVORSEN/SIGRID MS", "1.OKONKWO/CHIDINMA
 *   MRS"): NAME, surname and given names as one (two passengers of one family stay two people:
 *   the surname alone would tie them together). In capitals, with the title airlines add (MR, MRS, MS,
 *   MISS, MSTR, DR, CHD, INF) or a name-element number before it ("2.HALVORSEN/ERIK") in a text
 *   that shows it is a booking record (an RP/ header, SSR elements, "ETKT", "E-TICKET", "PNR");
 *   elsewhere only with MR, MRS, MISS or MSTR after a surname of one or two words.
 * - SSR DOCS (travel document, APIS): the document number -> PASSPORT_NUMBER, the birth date ->
 *   DOB, surname and given names -> NAME (the expiry is the date detector's).
 * - SSR FOID (the form of identification shown at check-in): a passport's or an identity card's
 *   number (PP, NI) -> PASSPORT_NUMBER, a driving licence's (DL) -> DRIVER_LICENSE. Eighth
 *   exploratory test: "SSR FOID LH HK1 PP C4RF7J2K9/P1" was left in clear, the same number read in
 *   SSR DOCS.
 * - FA and FHE/FHM (the ticket issued, automated or manual): the 13-digit ticket number ->
 *   ACCOUNT_NUMBER, as account-number.ts reads one after "ETKT" (eighth exploratory test, F27:
 *   "FA PAX 220-4409182735/ETLH/..." was left in clear).
 * - FP CC (form of payment): the card number, when it passes Luhn -> CREDIT_CARD, and its expiry
 *   -> CREDIT_CARD_EXPIRATION.
 * - AP contact elements: the number after the city code, with its country code but no "+" ("AP
 *   LON 44 20 7946 0958"), when valid as an international number -> PHONE_NUMBER.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import type { Candidate, DetectContext, Detector } from "../types.js";
import { execAll } from "../text/exec-all.js";
import { luhnValid } from "./keyword-value.js";
import { wantsType } from "./make-context.js";

const SOURCE = "travel-record";
const SCORE = 0.9;

const TITLE = String.raw`(?:MR|MRS|MS|MISS|MSTR|DR|PROF|CHD|INF)`;
/** A capitalised name part: letters, inner apostrophes and hyphens. */
const PART = String.raw`[A-Z](?:[A-Z'-]*[A-Z])?`;
/** "SURNAME/GIVEN NAMES" with an element number before it or a title after it. */
const PASSENGER = new RegExp(
  String.raw`(?<![A-Za-z0-9/])(?:(?<number>\d{1,2}\.\d?[ ]?))?(?<family>${PART}(?: ${PART}){0,2})\/(?<given>${PART}(?: ${PART}){0,3}?)(?: (?<title>${TITLE}))?(?![A-Za-z0-9/])`,
  "g",
);
/** Signs of a booking record, where a numbered "SURNAME/GIVEN" is a passenger without its title. */
const BOOKING_MARKERS = /^RP\/|\bSSR [A-Z]{4}\b|\bE-?TKT\b|\bE-TICKET\b|\bPNR\b|\bBOOKING REF/im;
/** SSR DOCS: type/issuer/number/nationality/birth/sex/expiry/surname/given names. */
const SSR_DOCS = /\bSSR DOCS [A-Z0-9]{2} [A-Z]{2}\d[ ]+\/?[A-Z]{1,2}\/[A-Z]{3}\/(?<doc>[A-Z0-9]{5,20})\/[A-Z]{3}\/(?<birth>\d{2}[A-Z]{3}\d{2})\/[MFU]I?\/\d{2}[A-Z]{3}\d{2}\/(?<family>[A-Z][A-Z' -]*)\/(?<given>[A-Z][A-Z' -]*?)(?=\/|\s*$)/gm;
/** SSR FOID: airline, status and count, then the document's type and number ("PP C4RF7J2K9", "NI123456789"). */
const SSR_FOID = /\bSSR FOID [A-Z0-9]{2} [A-Z]{2}\d[ ]+(?<type>PP|NI|DL)[ ]?(?<id>[A-Z0-9]{4,20})(?![A-Za-z0-9])/g;
const FOID_TYPES: Readonly<Record<string, string>> = { PP: "PASSPORT_NUMBER", NI: "PASSPORT_NUMBER", DL: "DRIVER_LICENSE" };
/** FA / FHE / FHM: the airline's 3 digits, the 10-digit serial, an optional conjunction suffix ("220-4409182735-36"). */
const TICKET = /\bF(?:A|H[EM]) (?:(?:PAX|INF) )?(?<ticket>\d{3}-?\d{10}(?:-\d{2})?)(?=\/|\s|$)/gm;
/** FP CC: "FP CCVI4532015112830366/0827", "FP PAX CCCA5555555555554444/1226". */
const FP_CARD = /\bFP (?:PAX |INF )?\*?(?:O\/)?CC[A-Z]{2}(?<card>\d{12,19})\/(?<expiry>\d{4})\b/g;
/** AP element: a city code, then the number with its country code. */
const AP_PHONE = /\bAP[HBM]? [A-Z]{3} (?<phone>\+?\d[\d -]{5,18}\d)\b/g;

export const travelRecordDetector: Detector = {
  name: SOURCE,
  types: ["NAME", "PASSPORT_NUMBER", "DRIVER_LICENSE", "DOB", "ACCOUNT_NUMBER", "CREDIT_CARD", "CREDIT_CARD_EXPIRATION", "PHONE_NUMBER"],
  detect(ctx: DetectContext): Candidate[] {
    const { text } = ctx;
    const foid = text.includes("SSR FOID");
    if (!text.includes("/") && !foid) return [];
    const out: Candidate[] = [];
    const push = (label: string, start: number, end: number, score = SCORE) => {
      if (!wantsType(ctx, label) || out.some((c) => c.start < end && start < c.end)) return;
      out.push({ start, end, label, score, source: SOURCE });
    };
    if (foid) {
      for (const m of execAll(SSR_FOID, text)) {
        const end = m.index + m[0].length;
        push(FOID_TYPES[m.groups!.type!]!, end - m.groups!.id!.length, end);
      }
    }
    if (text.includes("SSR DOCS")) {
      for (const m of execAll(SSR_DOCS, text)) {
        const doc = m.index + m[0].indexOf(`/${m.groups!.doc!}/`) + 1;
        push("PASSPORT_NUMBER", doc, doc + m.groups!.doc!.length);
        // the element's fifth field is the passenger's birth date (the date detector reads it as a date)
        const birth = doc + m.groups!.doc!.length + 5;
        push("DOB", birth, birth + m.groups!.birth!.length, 0.95);
        // surname "/" given names, the match's last fields: found from its end
        const givenEnd = m.index + m[0].lastIndexOf(m.groups!.given!) + m.groups!.given!.length;
        const familyAt = givenEnd - m.groups!.given!.length - 1 - m.groups!.family!.length;
        push("NAME", familyAt, givenEnd);
      }
    }
    const booking = BOOKING_MARKERS.test(text);
    for (const m of execAll(PASSENGER, text)) {
      const g = m.groups!;
      // outside a booking record only with an unambiguous title ("MS" is mental status and "DR"
      // a doctor in all-caps clinical notes: physionet_deid train had "DIMINISHED UO/ALTERED MS")
      if (!booking && (g.title === undefined || !/^(?:MR|MRS|MISS|MSTR)$/.test(g.title) || g.family!.split(" ").length > 2)) continue;
      if (booking && g.title === undefined && g.number === undefined) continue;
      const familyAt = m.index + (g.number?.length ?? 0);
      push("NAME", familyAt, familyAt + g.family!.length + 1 + g.given!.length);
    }
    if (text.includes("FA ") || text.includes("FH")) {
      for (const m of execAll(TICKET, text)) {
        const end = m.index + m[0].length;
        push("ACCOUNT_NUMBER", end - m.groups!.ticket!.length, end);
      }
    }
    if (text.includes("FP ")) {
      for (const m of execAll(FP_CARD, text)) {
        if (!luhnValid(m.groups!.card!)) continue;
        const card = m.index + m[0].indexOf(m.groups!.card!);
        push("CREDIT_CARD", card, card + m.groups!.card!.length, 0.95);
        const expiry = card + m.groups!.card!.length + 1;
        push("CREDIT_CARD_EXPIRATION", expiry, expiry + 4);
      }
    }
    if (text.includes("AP")) {
      for (const m of execAll(AP_PHONE, text)) {
        const raw = m.groups!.phone!;
        const parsed = parsePhoneNumberFromString(raw.startsWith("+") ? raw : `+${raw}`);
        if (!parsed?.isValid()) continue;
        const at = m.index + m[0].length - raw.length;
        push("PHONE_NUMBER", at, at + raw.length);
      }
    }
    return out.sort((a, b) => a.start - b.start);
  },
};
