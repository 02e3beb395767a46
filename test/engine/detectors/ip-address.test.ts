import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalIPv6, ipAddressDetector } from "../../../src/engine/detectors/ip-address.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const run = (text: string) =>
  ipAddressDetector.detect(makeDetectContext(text)).map((c) => ({ ...c, text: text.slice(c.start, c.end) }));

describe("canonicalIPv6", () => {
  it.each([
    ["2001:DB8:0:0:8:800:200C:417A", "2001:db8::8:800:200c:417a"],
    ["FF01:0:0:0:0:0:0:101", "ff01::101"],
    ["0:0:0:0:0:0:0:0", "::"],
    ["2001:db8:0:1:1:1:1:1", "2001:db8:0:1:1:1:1:1"], // a single zero group is not compressed (RFC 5952 4.2.2)
    ["2001:0:0:1:0:0:0:1", "2001:0:0:1::1"], // the longest run wins (4.2.3)
    ["::FFFF:129.144.52.38", "::ffff:129.144.52.38"],
    ["fe80::1%en0", "fe80::1%en0"],
  ])("%s -> %s", (input, expected) => {
    expect(canonicalIPv6(input)).toBe(expected);
  });

  it("agrees with the WHATWG URL serialiser on every uncompressed address", () => {
    const group = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 0xffff }));
    fc.assert(
      fc.property(fc.array(group, { minLength: 8, maxLength: 8 }), (groups) => {
        fc.pre(!(groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff));
        const full = groups.map((g) => g.toString(16).padStart(4, "0")).join(":");
        const viaUrl = new URL(`http://[${full}]/`).hostname.slice(1, -1);
        expect(canonicalIPv6(full)).toBe(viaUrl);
      }),
    );
  });
});

describe("ip-address detector", () => {
  it("finds every valid IPv4 address of a host written inside prose", () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        fc.pre(!/(^|\.)0\d/.test(ip));
        // the unspecified address, loopback, masks and broadcast name no one's host (see below)
        fc.pre(ip !== "0.0.0.0" && !/^(?:127|255)\./.test(ip));
        expect(run(`host ${ip} is up`).map((h) => h.text)).toEqual([ip]);
      }),
    );
  });

  it("reports an IPv4-mapped IPv6 address once, as IPv6", () => {
    expect(run("peer ::ffff:10.0.0.1 connected").map((h) => h.text)).toEqual(["::ffff:10.0.0.1"]);
  });

  it("reads no AsciiDoc description-list marker after a number as an address, and keeps prefixes that end in '::' (tenth exploratory test)", () => {
    expect(run("2025-03-01:: Versão 2.0\nTerm 1:: definition\n10:30:: meeting\n")).toEqual([]);
    expect(run("prefixes fe80:: and 2001:db8:: and ::1").map((c) => c.text)).toEqual(["fe80::", "2001:db8::", "::1"]);
  });

  it("ignores addresses inside longer tokens", () => {
    expect(run("hash abc2001:db8::1 and v1.2.3.4")).toEqual([]);
  });
});

describe("issue 13 gaps", () => {
  it("keeps a CIDR prefix length inside the address span", () => {
    expect(run("Route 10.0.0.0/8 via gw").map((h) => [h.text, h.formatted])).toEqual([["10.0.0.0/8", "10.0.0.0/8"]]);
    expect(run("net 2001:db8::/32 and fe80::1/64.").map((h) => h.text)).toEqual(["2001:db8::/32", "fe80::1/64"]);
  });
  it("leaves a prefix out when it is out of range or a longer path follows", () => {
    expect(run("10.0.0.0/33 x").map((h) => h.text)).toEqual(["10.0.0.0"]);
    expect(run("10.0.0.0/8.5 x").map((h) => h.text)).toEqual(["10.0.0.0"]);
  });
  it("reads an IPv6 address glued to a label with one colon as one address", () => {
    expect(run("ip:2001:db8::1").map((h) => h.text)).toEqual(["2001:db8::1"]);
    expect(run("ipv6:fe80::1 up").map((h) => h.text)).toEqual(["fe80::1"]);
    expect(run("Time:12:30:45 mac:00:1A:2B:3C:4D:5E")).toEqual([]);
  });
  it("finds a full IPv6 address as one span", () => {
    const text = "Server at 2001:0db8:85a3:0000:0000:8a2e:0370:7334 is down";
    expect(run(text).map((h) => [h.text, h.formatted])).toEqual([
      ["2001:0db8:85a3:0000:0000:8a2e:0370:7334", "2001:db8:85a3::8a2e:370:7334"],
    ]);
  });
});

describe("dotted quads that are no one's address (fourth exploratory test: web logs corrupted)", () => {
  const ips = (text: string) => ipAddressDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));

  it("leaves a product's version, a size, 0.0.0.0, loopback, masks and broadcast alone", () => {
    expect(ips("Mozilla/5.0 (X11; Linux x86_64) Chrome/122.0.0.0 Safari/537.36")).toEqual([]);
    expect(ips("listen 127.0.0.1:8080; bind 0.0.0.0; netmask 255.255.255.0")).toEqual([]);
    expect(ips("Downloaded 10.0.0.1 GB of 12.0.0.0GB")).toEqual([]);
  });

  it("still reads a client's address in the same line, and an address in a URL or a path", () => {
    expect(ips("86.142.77.19 - - \"GET / HTTP/1.1\" 200 \"Chrome/122.0.0.0\"")).toEqual(["86.142.77.19"]);
    expect(ips("http://10.1.30.57/x GET /api/hosts/10.20.4.17 gateway 10.0.0.1")).toEqual(["10.1.30.57", "10.20.4.17", "10.0.0.1"]);
  });
});

describe("an address written into a host name with hyphens (sixth exploratory test: a Received: header)", () => {
  const hosts = (text: string) => run(text).map((c) => [text.slice(c.start, c.end), c.formatted]);
  it("reads the octets of a provider's reverse-DNS name", () => {
    expect(hosts("Received: from x (host86-151-44-201.range86-151.btcentralplus.com.)")).toEqual([["86-151-44-201", "86.151.44.201"]]);
    expect(hosts("ip-10-0-0-12.ec2.internal")).toEqual([["10-0-0-12", "10.0.0.12"]]);
    expect(hosts("c-73-92-11-5.hsd1.ca.comcast.net")).toEqual([["73-92-11-5", "73.92.11.5"]]);
  });
  it("takes no version, file name, date or out-of-range octet", () => {
    expect(hosts("v1-2-3-4.tar.gz pkg-1-2-3-4.tar.gz release-2024-01-12-15.example.com host300-1-2-3.example.net")).toEqual([]);
  });
});
