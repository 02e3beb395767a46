/**
 * IPv4 and IPv6 addresses. IPv4: four dotted octets, not inside a longer dotted sequence (version
 * strings such as 1.2.3.4.5, OIDs) and without leading zeros (node's isIPv4 rejects "01.2.3.4",
 * whose meaning differs between parsers). IPv6: every colon starts a cheap look around it over
 * hex digits, colons and dots (embedded IPv4), with an optional zone id; node's isIPv6 decides, so
 * MAC addresses (six groups) and times (12:30:45) fail. A label glued on with one colon
 * ("ip:2001:db8::1") is not part of the address. A CIDR prefix length ("10.0.0.0/8",
 * "2001:db8::/32") is part of the span and of the formatted value. Formatted: the canonical text
 * form (RFC 5952: lower case, no leading zeros, longest zero run compressed; IPv4-mapped kept dotted).
 *
 * Not IPv4 addresses of anyone (fourth exploratory test: every web log line was corrupted): a
 * product's version after its name and a slash ("Chrome/122.0.0.0", Chrome's reduced user agent
 * ends in .0.0.0), a size before its unit ("10.0.0.1 GB"), the unspecified address 0.0.0.0, the
 * loopback network 127.0.0.0/8 and masks and broadcast (255.x.x.x): they name no host of a person.
 *
 * An IPv4 address written into a host name with hyphens, as providers name their subscribers'
 * addresses in reverse DNS ("host86-151-44-201.range86-151.btcentralplus.com", "ip-10-0-0-12.ec2.
 * internal", "c-73-92-11-5.hsd1.ca.comcast.net"): the octets, after a letter or "-" that follows
 * one, before a dot and a domain label, are the address (0.8; formatted dotted); not a version
 * ("v1-2-3-4") nor a file's name ("build-1-2-3-4.tar.gz"). Sixth exploratory
 * test: a mail's Received: header gave the client's address in clear this way.
 */
import { isIPv4, isIPv6 } from "node:net";
import type { Candidate, DetectContext, Detector } from "../types.js";
import { execAll } from "../text/exec-all.js";

const IPV4 = /(?<![\p{L}\p{N}_.\-:]|\d\.)\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\p{L}\p{N}_\-]|\.\d|:\p{L})/gu;
/** Characters an IPv6 literal (with an embedded IPv4 tail) is made of. */
const IPV6_CHAR = /[0-9A-Fa-f:.]/;
const ZONE = /%[0-9A-Za-z._~-]{1,32}/y;
const MAX_IPV6 = 45;
const SCORE_V4 = 0.9;
const SCORE_V6 = 0.95;
const SCORE_HOST_NAME = 0.8;
const IPV4_IN_HOST_NAME = /(?<=\p{L}-?)(?<![vV]-?)(\d{1,3})-(\d{1,3})-(\d{1,3})-(\d{1,3})(?=\.[\p{L}\d-]*\p{L})(?!\.(?:tar|t?gz|zip|bz2|xz|7z|jar|whl|deb|rpm|exe|msi|dmg|iso|img|txt|log|json|ya?ml|csv|pdf|png|jpe?g)\b)/gu;

export const ipAddressDetector: Detector = {
  name: "ip-address",
  types: ["IP_ADDRESS"],
  detect(ctx: DetectContext): Candidate[] {
    const { text } = ctx;
    const out: Candidate[] = [];
    IPV4.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = IPV4.exec(text)) !== null) {
      if (!isIPv4(m[0])) continue;
      const end = m.index + m[0].length;
      if (notAHost(m[0]) || PRODUCT_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index)) || UNIT_AFTER.test(text.slice(end, end + 8))) continue;
      const prefix = cidrPrefix(text, end, 32);
      out.push(candidate(m.index, end + prefix.length, SCORE_V4, m[0] + prefix));
    }
    if (text.includes("-")) {
      for (const h of execAll(IPV4_IN_HOST_NAME, text)) {
        const dotted = h.slice(1, 5).join(".");
        if (!isIPv4(dotted) || notAHost(dotted)) continue;
        out.push(candidate(h.index!, h.index! + h[0].length, SCORE_HOST_NAME, dotted));
      }
    }
    let colon = text.indexOf(":");
    while (colon !== -1) {
      const found = ipv6Around(text, colon);
      if (found.address) {
        const { start, end } = found.address;
        const prefix = text[end - 1] === "%" ? "" : cidrPrefix(text, end, 128);
        out.push(candidate(start, end + prefix.length, SCORE_V6, canonicalIPv6(text.slice(start, end)) + prefix));
      }
      // Colons inside the run just scanned would give the same run again: skip past it, which
      // keeps long colon/hex sequences linear.
      colon = text.indexOf(":", Math.max(colon + 1, found.scanned));
    }
    // An IPv4-mapped IPv6 address contains an IPv4 match: the longer IPv6 reading wins.
    const v6 = out.filter((c) => c.score === SCORE_V6);
    return out
      .filter((c) => c.score === SCORE_V6 || !v6.some((o) => o.start <= c.start && o.end >= c.end))
      .sort((a, b) => a.start - b.start);
  },
};

/** A product name and its slash right before ("Chrome/", "Version/", "Edg/"); not a URL's "//". */
const PRODUCT_BEFORE = /(?<![\p{L}\p{N}_.\/-])\p{L}[\p{L}\p{N}_.-]*\/$/u;
/** A size unit right after: the dotted number is an amount of data. */
const UNIT_AFTER = /^[ \t]?(?:[kmgtpe]i?b|bytes?)(?![\p{L}\p{N}])/iu;

/** The unspecified address, the loopback network, masks and broadcast. */
function notAHost(address: string): boolean {
  return address === "0.0.0.0" || address.startsWith("127.") || address.startsWith("255.");
}

/**
 * A CIDR prefix length right after an address ("10.0.0.0/8", "2001:db8::/32"): part of the
 * address's span, so no piece of the network is left in clear. Not when more of a path follows
 * ("10.0.0.1/8/x", "/24.5").
 */
function cidrPrefix(text: string, end: number, max: number): string {
  const m = /^\/(\d{1,3})(?![\p{L}\p{N}_]|[./]\p{N})/u.exec(text.slice(end, end + 6));
  return m && Number(m[1]) <= max && !/^0\d/.test(m[1]!) ? m[0] : "";
}

function candidate(start: number, end: number, score: number, formatted: string): Candidate {
  return { start, end, label: "IP_ADDRESS", score, formatted, source: "ip-address" };
}

function ipv6Around(text: string, colon: number): { address?: { start: number; end: number }; scanned: number } {
  let start = colon;
  while (start > 0 && colon - start < MAX_IPV6 && IPV6_CHAR.test(text[start - 1]!)) start--;
  let end = colon + 1;
  while (end < text.length && end - colon < MAX_IPV6 && IPV6_CHAR.test(text[end]!)) end++;
  if (end - start > MAX_IPV6) return { scanned: end };
  const scanned = end;
  // A label glued on with one colon ("ip:2001:db8::1", "addr:fe80::1"): the colon is not the address's.
  // (the label may end in hex letters or digits: "ipv6:fe80::1" scans back to "6:fe80::1").
  let labelled = false;
  if (/\p{L}/u.test(text[start - 1] ?? "")) {
    const first = text.indexOf(":", start);
    if (first >= 0 && first + 1 < end && text[first + 1] !== ":") {
      start = first + 1;
      labelled = true;
    }
  }
  // Part of a longer token (a word, a hash, a path, a run too long to be one address).
  if (!labelled && /[\p{L}\p{N}_:.]/u.test(text[start - 1] ?? "")) return { scanned };
  // Sentence punctuation after the address: "... at ::1." or "fe80::1:".
  while (end > colon + 1 && /[.:]/.test(text[end - 1]!) && !text.slice(start, end).endsWith("::")) end--;
  if (/[\p{L}\p{N}_]/u.test(text[end] ?? "")) return { scanned };
  const literal = text.slice(start, end);
  // A decimal digit is required so that code such as "a::b" or "dead::beef" in prose stays out.
  if (!/[0-9]/.test(literal) || !isIPv6(literal)) return { scanned };
  // An AsciiDoc description list's "::" after a number ("Term 1:: definition", "2025-03-01::",
  // "10:30::"; tenth exploratory test): an address that ends in "::" needs a group of three or more
  // hex digits or one with a hex letter before it ("fe80::", "2001:db8::"), not short decimals alone.
  if (literal.endsWith("::") && !/(?:^|:)(?:[0-9A-Fa-f]{3,4}|[0-9A-Fa-f]*[A-Fa-f][0-9A-Fa-f]*):/.test(literal)) return { scanned };
  // a path after it: "1500:1500::/home/deploy" is a passwd line's ids and home (eighth exploratory
  // test), an address's prefix length is digits ("2001:db8::/32")
  if (text[end] === "/" && /\p{L}/u.test(text[end + 1] ?? "")) return { scanned };
  ZONE.lastIndex = end;
  const zone = ZONE.exec(text);
  if (zone) end = ZONE.lastIndex;
  return { address: { start, end }, scanned: Math.max(scanned, end) };
}

/** RFC 5952 text form; the zone id (interface name) is kept as written. */
export function canonicalIPv6(address: string): string {
  const pct = address.indexOf("%");
  const zone = pct >= 0 ? address.slice(pct) : "";
  const literal = pct >= 0 ? address.slice(0, pct) : address;
  const groups = toGroups(literal);
  const mappedV4 = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  let best = -1;
  let bestLen = 1;
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLen) {
      best = i;
      bestLen = j - i;
    }
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (mappedV4) {
    const [a, b] = [groups[6]!, groups[7]!];
    return `::ffff:${a >> 8}.${a & 255}.${b >> 8}.${b & 255}${zone}`;
  }
  if (best < 0) return hex.join(":") + zone;
  return `${hex.slice(0, best).join(":")}::${hex.slice(best + bestLen).join(":")}${zone}`;
}

function toGroups(literal: string): number[] {
  let text = literal.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const left = head ? head.split(":").map((g) => parseInt(g, 16)) : [];
  if (tail === undefined) return left;
  const right = tail ? tail.split(":").map((g) => parseInt(g, 16)) : [];
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}
