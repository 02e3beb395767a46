/**
 * Other numerical identifiers (NUMERICAL_PII): MAC addresses (colon, hyphen and Cisco dot forms),
 * IMEIs (15 digits, Luhn), and identifiers that are personal only by what they name: UUIDs/GUIDs
 * and other ids next to words such as device, session, cookie, advertising (IDFA/GAID), visitor,
 * serial. A bare 15-digit Luhn-valid number is as likely a card (Amex) or an account, so an IMEI
 * needs either its context word or the IMEI grouping (NN-NNNNNN-NNNNNN-N).
 *
 * A SIM card's ICCID ("89" for telecom, then 16-18 digits, the last a Luhn check) needs no word:
 * valid, it stands alone; after "ICCID" a failed check is kept too. An IMSI (15 digits, a mobile
 * country code 2xx-7xx first) only after "imsi" and ":" or "=", or in a column or field named imsi:
 * it has no check digit. Both tie a person to a SIM in CDRs and device logs (seventh exploratory
 * test, F14: left in clear).
 *
 * An ORCID iD, a researcher's lifelong identifier ("ORCID: 0000-0002-1825-0097"; sixth exploratory
 * test: left in clear outside its orcid.org URL): four groups of four, issued from 0000-0001 to
 * 0000-0003, the last character an ISO 7064 11-2 check (X for 10); valid: 0.85 without a keyword.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { checksumCandidate } from "./checksum.js";
import { contextWords, hasContext } from "./context.js";
import { tableCells } from "./table-cues.js";

const MAC_SEPARATED = /(?<![\p{L}\p{N}_:.-])[0-9A-Fa-f]{2}([:-])[0-9A-Fa-f]{2}(?:\1[0-9A-Fa-f]{2}){4}(?![\p{L}\p{N}_]|[:-][0-9A-Fa-f])/gu;
const MAC_CISCO = /(?<![\p{L}\p{N}_.])[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}(?![\p{L}\p{N}_]|\.[0-9A-Fa-f])/uy;
/** Prefilter for the Cisco form: its middle group between dots (a literal dot scans fast). */
const CISCO_MIDDLE = /\.[0-9A-Fa-f]{4}\./g;
// a compact run ends at its last digit, whatever follows a blank ("IMEI: 012550819900549 4906 9094
// 4712 8579": a card after it); a grouped one may not go on with another group
const IMEI = /(?<![\p{L}\p{N}_-])(?:\d{15}(?![\p{L}\p{N}_]|-\d)|\d{2}[ -]\d{6}[ -]\d{6}[ -]\d(?![\p{L}\p{N}_]|[ -]\d))/gu;
const IMEI_GROUPED = /^\d{2}([ -])\d{6}\1\d{6}\1\d$/;
const ICCID = /(?<![\p{L}\p{N}_-])89\d{16,18}(?![\p{L}\p{N}_])/gu;
const IMSI_LABELLED = /(?<![\p{L}\p{N}_])imsi["']?[ \t]*[:=][ \t]*["']?([2-7]\d{14})(?![\p{L}\p{N}_])/giu;
const IMSI_VALUE = /^[2-7]\d{14}$/;
const UUID = /(?<![\p{L}\p{N}_-])[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}(?![\p{L}\p{N}_-])/uy;
/** Prefilter for UUIDs: the middle groups, led by a literal hyphen that scans fast. */
const UUID_MIDDLE = /-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-/g;
/**
 * "<id word> [id|identifier|number] : value" for opaque ids; the value must hold a digit. Found
 * from the separator (fast literal scan) and checked backwards for the label, on the lower-cased
 * copy of the text (same offsets).
 */
const ID_SEPARATOR = /[:=#]\s*["']?(?=[a-z0-9][a-z0-9_-]{7})/g;
const ORCID = /(?<![\p{L}\p{N}-])0000-000[1-3]-\d{4}-\d{3}[\dX](?![\p{L}\p{N}]|-\d)/gu;
const SCORE_ORCID = 0.85;

/** ISO 7064 MOD 11-2 over an ORCID iD's first 15 digits, against its last character. */
export function orcidValid(id: string): boolean {
  const digits = id.replace(/-/g, "");
  let total = 0;
  for (const d of digits.slice(0, 15)) total = (total + Number(d)) * 2;
  const check = (12 - (total % 11)) % 11;
  return digits[15] === (check === 10 ? "X" : String(check));
}
const ID_LABEL_BEFORE =
  /(?<![a-z0-9])(?:device|session|cookie|visitor|tracking|client|android|advertis(?:ing|er)|ad|idf[av]|gaid|aaid|install(?:ation)?|serial)[ _-]?(?:id|identifier|number|no\.?|#)?\s*$/;
const ID_VALUE = /[A-Za-z0-9][A-Za-z0-9_-]{7,127}(?![A-Za-z0-9_-])/y;
/**
 * The same labels when a plain space separates the value ("serial number C02XK1ZQJG5J", "Android
 * ID 9774d56d682e549c"): only the labels that name an id outright, and a value with a digit.
 */
const ID_LABEL_SPACED =
  /(?<![a-z0-9])(?:(?:device|android|advertising|installation|session|cookie)[ _-]?(?:id|identifier)|serial[ _-]?(?:number|no\.?|#)|s\/n|idf[av]|gaid|aaid)[ \t]+(?=[a-z0-9])/g;

const MAC_WORDS = contextWords(["mac", "mac address", "hardware address", "ethernet", "wifi", "wi-fi"]);
const IMEI_WORDS = contextWords(["imei", "imei number", "imei no", "handset", "device", "phone serial", "meid"]);
const ICCID_WORDS = contextWords(["iccid", "sim serial", "sim serial number", "sim card number"]);
const ID_WORDS = contextWords([
  "device id", "device", "session", "session id", "cookie", "cookie id", "visitor", "visitor id",
  "tracking id", "client id", "user id", "customer id", "android id", "advertising id",
  "advertising identifier", "ad id", "idfa", "idfv", "gaid", "aaid", "installation id",
  "install id", "guid", "uuid", "identifier", "id",
]);

const SCORE_MAC = 0.9;
const SCORE_MAC_CISCO = 0.8;
const SCORE_IMEI_CONTEXT = 0.9;
const SCORE_IMEI_GROUPED = 0.8;
const SCORE_UUID = 0.8;
const SCORE_ICCID_CONTEXT = 0.9;
const SCORE_ICCID = 0.8;
const SCORE_IMSI = 0.85;
const SCORE_LABELLED = 0.75;

export const numericalPiiDetector: Detector = {
  name: "numerical-pii",
  types: ["NUMERICAL_PII"],
  detect(ctx: DetectContext): Candidate[] {
    const { text } = ctx;
    const out: Candidate[] = [];
    const add = (c: Omit<Candidate, "label" | "source">) => {
      if (out.some((o) => c.start < o.end && c.end > o.start)) return;
      out.push({ ...c, label: "NUMERICAL_PII", source: "numerical-pii" });
    };

    if (text.includes("0000-000")) {
      for (const m of iterate(ORCID, text)) {
        if (orcidValid(m[0])) add({ start: m.index, end: m.index + m[0].length, score: SCORE_ORCID, formatted: m[0], validations: [{ provider: "orcid_mod11_2", status: "valid" }] });
      }
    }
    for (const m of iterate(MAC_SEPARATED, text)) {
      add({ start: m.index, end: m.index + m[0].length, score: SCORE_MAC, formatted: m[0].toLowerCase().replace(/-/g, ":") });
    }
    for (const middle of iterate(CISCO_MIDDLE, text)) {
      MAC_CISCO.lastIndex = middle.index - 4;
      const m = middle.index >= 4 ? MAC_CISCO.exec(text) : null;
      if (!m) continue;
      CISCO_MIDDLE.lastIndex = m.index + m[0].length;
      const hex = m[0].replace(/\./g, "").toLowerCase();
      // All-digit dotted triples are more often numbers than MACs.
      if (/^\d+$/.test(hex) && !hasContext(ctx, m.index, m.index + m[0].length, MAC_WORDS)) continue;
      add({ start: m.index, end: m.index + m[0].length, score: SCORE_MAC_CISCO, formatted: hex.match(/../g)!.join(":") });
    }
    if (text.includes("89")) {
      for (const m of iterate(ICCID, text)) {
        const start = m.index;
        const end = start + m[0].length;
        const context = hasContext(ctx, start, end, ICCID_WORDS, 32, 0);
        const candidate = checksumCandidate({
          start,
          end,
          label: "NUMERICAL_PII",
          source: "numerical-pii",
          formatted: m[0],
          provider: "luhn",
          valid: luhnValid(m[0]),
          validScore: context ? SCORE_ICCID_CONTEXT : SCORE_ICCID,
          keepInvalid: context,
        });
        if (candidate) add(candidate);
      }
    }
    if (ctx.lower.includes("imsi")) {
      for (const m of iterate(IMSI_LABELLED, text)) {
        const end = m.index + m[0].length;
        add({ start: end - m[1]!.length, end, score: SCORE_IMSI, formatted: m[1]! });
      }
    }
    // the header is in the text (a table) or is the field the text came from
    if (ctx.lower.includes("imsi") || /imsi/i.test(ctx.field ?? "")) {
      for (const cell of tableCells(ctx)) {
        if (cell.header !== "imsi" || !IMSI_VALUE.test(text.slice(cell.start, cell.end))) continue;
        add({ start: cell.start, end: cell.end, score: SCORE_IMSI, formatted: text.slice(cell.start, cell.end) });
      }
    }
    for (const m of iterate(IMEI, text)) {
      const start = m.index;
      const end = start + m[0].length;
      const digits = m[0].replace(/\D/g, "");
      const valid = luhnValid(digits);
      const context = hasContext(ctx, start, end, IMEI_WORDS, 32, 16);
      if (valid && !context && !IMEI_GROUPED.test(m[0])) continue;
      const candidate = checksumCandidate({
        start,
        end,
        label: "NUMERICAL_PII",
        source: "numerical-pii",
        formatted: digits,
        provider: "luhn",
        valid,
        validScore: context ? SCORE_IMEI_CONTEXT : SCORE_IMEI_GROUPED,
        // A failed check only right after the word "IMEI" itself, not after "device" or "handset".
        keepInvalid: context && /imei/.test(ctx.lower.slice(Math.max(0, start - 32), start)),
      });
      if (candidate) add(candidate);
    }
    for (const middle of iterate(UUID_MIDDLE, text)) {
      UUID.lastIndex = middle.index - 8;
      const m = middle.index >= 8 ? UUID.exec(text) : null;
      if (!m) continue;
      const end = m.index + m[0].length;
      if (!hasContext(ctx, m.index, end, ID_WORDS, 40, 0)) continue;
      add({ start: m.index, end, score: SCORE_UUID, formatted: m[0].toLowerCase() });
    }
    for (const sep of iterate(ID_SEPARATOR, ctx.lower)) {
      if (!ID_LABEL_BEFORE.test(ctx.lower.slice(Math.max(0, sep.index - 40), sep.index))) continue;
      const start = sep.index + sep[0].length;
      ID_VALUE.lastIndex = start;
      const value = ID_VALUE.exec(text)?.[0];
      if (!value || !/\d/.test(value)) continue;
      add({ start, end: start + value.length, score: SCORE_LABELLED, formatted: value });
    }
    for (const label of iterate(ID_LABEL_SPACED, ctx.lower)) {
      const start = label.index + label[0].length;
      ID_VALUE.lastIndex = start;
      const value = ID_VALUE.exec(text)?.[0];
      if (!value || !/\d/.test(value)) continue;
      add({ start, end: start + value.length, score: SCORE_LABELLED, formatted: value });
    }
    return out.sort((a, b) => a.start - b.start);
  },
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function* iterate(regex: RegExp, text: string): Generator<RegExpExecArray> {
  regex.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = regex.exec(text)) !== null) yield m;
}
