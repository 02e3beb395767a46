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
  it("finds every valid IPv4 address written inside prose", () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        fc.pre(!/(^|\.)0\d/.test(ip));
        expect(run(`host ${ip} is up`).map((h) => h.text)).toEqual([ip]);
      }),
    );
  });

  it("reports an IPv4-mapped IPv6 address once, as IPv6", () => {
    expect(run("peer ::ffff:10.0.0.1 connected").map((h) => h.text)).toEqual(["::ffff:10.0.0.1"]);
  });

  it("ignores addresses inside longer tokens", () => {
    expect(run("hash abc2001:db8::1 and v1.2.3.4")).toEqual([]);
  });
});
