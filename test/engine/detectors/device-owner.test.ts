import { describe, expect, it } from "vitest";
import { deviceOwnerDetector } from "../../../src/engine/detectors/device-owner.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const owners = (text: string) => deviceOwnerDetector.detect(makeDetectContext(text)).map((c) => [c.label, text.slice(c.start, c.end)]);

describe("device owners in default host names (seventh exploratory test: a DHCP log's host names in clear)", () => {
  it("reads the name after a device and a preposition of possession, whatever the name", () => {
    expect(owners("DHCPACK on 192.168.40.88 to 8c:85:90:1d:2f:77 (iPhone-von-Konstantin) via eth1")).toEqual([["NAME_GIVEN", "Konstantin"]]);
    expect(owners("(MacBook-Pro-de-Lea) joined; iPad van Sanne-Marie left")).toEqual([["NAME_GIVEN", "Lea"], ["NAME_GIVEN", "Sanne-Marie"]]);
  });
  it("reads a listed given name with a possessive before a device", () => {
    expect(owners("host Annas-iPhone joined; Johns MacBook Pro and Anna’s iPad")).toEqual([["NAME_GIVEN", "Anna"], ["NAME_GIVEN", "John"], ["NAME_GIVEN", "Anna"]]);
  });
  it("reads a name ending in s, and an apostrophe alone (review)", () => {
    expect(owners("Thomas-iPhone joined; Jonas' iPad left")).toEqual([["NAME_GIVEN", "Thomas"], ["NAME_GIVEN", "Jonas"]]);
  });
  it("leaves plurals, models, devices without an owner, and words that name other things (review)", () => {
    expect(owners("Officers iPad reset; Galaxy-S23 and iPhone-15-Pro; the laptop of mine")).toEqual([]);
    expect(owners("Surface du Terrain : 500 m²\nSurface de Plancher : 120 m²; the Galaxy of Stars")).toEqual([]);
  });
});
