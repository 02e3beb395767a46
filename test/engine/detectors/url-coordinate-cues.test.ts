/**
 * A URL in a CSV cell ends at the cell's delimiter; coordinate cue words in the seven languages
 * (issue 13 structured suite).
 */
import { describe, expect, it } from "vitest";
import { coordinateDetector } from "../../../src/engine/detectors/coordinate.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";
import { urlDetector } from "../../../src/engine/detectors/url.js";
import type { Detector } from "../../../src/engine/types.js";

const values = (d: Detector, text: string) => d.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));

describe("URLs in table cells", () => {
  it.each([
    ["id;col2;lien;status\n397;3674-339489-1751;www.bleme-electorat.eu;pending", "www.bleme-electorat.eu"],
    ["Id;Col2;Col3;Status\n215;0635.445.119;Www.Intrepide-Commissionnaire.Fr;Ok", "Www.Intrepide-Commissionnaire.Fr"],
    ["ID,COL2,DATE,STATUS\n338,FRIVOLOUS-GRIPPER.US/SADLY,2019-05-02,OK", "FRIVOLOUS-GRIPPER.US/SADLY"],
  ])("%j", (text, url) => {
    expect(values(urlDetector, text)).toEqual([url]);
  });
  it("reads the next cell's URL after one cut at its cell (fresh draw 6262: the second was left in clear)", () => {
    expect(values(urlDetector, "ID,COL2,COL3,STATUS\n329,OFFICIAL-RECOMMENDATION.ORG/MMM,FLICKERING-FUND.BIZ/YIPPEE,CLOSED")).toEqual([
      "OFFICIAL-RECOMMENDATION.ORG/MMM",
      "FLICKERING-FUND.BIZ/YIPPEE",
    ]);
    expect(values(urlDetector, "id;a;b\n1;www.tiny-tuber.eu;www.bleme-electorat.eu")).toEqual(["www.tiny-tuber.eu", "www.bleme-electorat.eu"]);
  });
  it("a ';' inside a URL outside a table stays in it", () => {
    expect(values(urlDetector, "see https://a.example.com/x;y=1 now")).toEqual(["https://a.example.com/x;y=1"]);
  });
});

describe("coordinate cue words", () => {
  it.each([
    ["segue o dado (coordenadas): 32.6591, 23.7688. x", "32.6591, 23.7688"],
    ["Koordinaten 39.4353, 150.2048, danke", "39.4353, 150.2048"],
    ["coordonnées : 48.8566, 2.3522", "48.8566, 2.3522"],
  ])("%j", (text, value) => {
    expect(values(coordinateDetector, text)).toEqual([value]);
  });
  it("no cue, no coordinate pair of plain decimals", () => {
    expect(values(coordinateDetector, "preis 32.65, 23.76 euro")).toEqual([]);
  });
  it("a pair that ends its line keeps neither the line break nor the next line's first letter (fresh draw 5555)", () => {
    expect(values(coordinateDetector, "Coordinates: -44.7104, 14.9811\n")).toEqual(["-44.7104, 14.9811"]);
    expect(values(coordinateDetector, "GPS: -33.3179, 120.1136\nE-MAIL-ADRESSE: x")).toEqual(["-33.3179, 120.1136"]);
    // on its own line, the degree sign and hemisphere are the pair's, a blank before each
    expect(values(coordinateDetector, "at 45.5017° N, 73.5673° W ok")).toEqual(["45.5017° N, 73.5673° W"]);
  });
});

describe("positions in app and analytics exports (fourth exploratory test: left in clear)", () => {
  const coords = (text: string, field?: string) =>
    coordinateDetector.detect(makeDetectContext(text, field ? { field } : {})).map((c) => [text.slice(c.start, c.end), c.formatted]);

  it("reads a pair under 'loc' or a camelCase location key, and one half under 'lat' or 'lon'", () => {
    expect(coords('{"loc":"48.1371,11.5761"}')).toEqual([["48.1371,11.5761", "48.1371,11.5761"]]);
    expect(coords("48.1371, 11.5761", "device.lastKnownLocation")).toEqual([["48.1371, 11.5761", "48.1371,11.5761"]]);
    expect(coords("48.137154", "geo.lat")).toEqual([["48.137154", "48.137154"]]);
    expect(coords("id,lat,lng\n1,48.137154,11.576124\n")).toEqual([["48.137154", "48.137154"], ["11.576124", "11.576124"]]);
  });

  it("reads a half under a prefixed or camelCase name, and degrees times 10^7 under an E7 name (seventh exploratory test)", () => {
    expect(coords("imsi,location_lat,location_lon\n268061234567890,41.1496,-8.6109\n")).toEqual([["41.1496", "41.1496"], ["-8.6109", "-8.6109"]]);
    expect(coords("40.4251", "trip.startLat")).toEqual([["40.4251", "40.4251"]]);
    expect(coords("484012345", "placeVisit.location.latitudeE7")).toEqual([["484012345", "48.401235"]]);
    expect(coords("-98765432", "longitudeE7")).toEqual([["-98765432", "-9.876543"]]);
    // under 0.1 degree, near Greenwich (review)
    expect(coords("-123456", "longitudeE7")).toEqual([["-123456", "-0.012346"]]);
  });

  it("leaves short numbers and out-of-range halves alone", () => {
    expect(coords("4840123456", "latitudeE7")).toEqual([]);
    expect(coords("484012345", "lat")).toEqual([]);
    expect(coords("12.3456", "playlist")).toEqual([]);
    expect(coords("48.1", "lat")).toEqual([]);
    expect(coords("123.4567", "lat")).toEqual([]);
    expect(coords("12.3456", "total")).toEqual([]);
  });
});

describe("exiftool's degree notation (seventh exploratory test, F10: photo GPS left in clear)", () => {
  const coords = (text: string) => coordinateDetector.detect(makeDetectContext(text)).map((c) => [text.slice(c.start, c.end), c.formatted]);
  const exif = [
    "Owner Name                      : Joaquim Pereira",
    `GPS Latitude                    : 41 deg 8' 43.92" N`,
    `GPS Longitude                   : 8 deg 36' 31.15" W`,
    `GPS Position                    : 41 deg 8' 43.92" N, 8 deg 36' 31.15" W`,
  ].join("\n");

  it("reads 'deg' as the degree sign, in the position pair and in each labelled half", () => {
    expect(coords(exif)).toEqual([
      [`41 deg 8' 43.92" N`, "41.145533"],
      [`8 deg 36' 31.15" W`, "-8.608653"],
      [`41 deg 8' 43.92" N, 8 deg 36' 31.15" W`, "41.145533,-8.608653"],
    ]);
  });

  it("reads a 'd' glued to the degrees when minutes follow", () => {
    expect(coords(`Pos: 41d 8' 43.92" N, 8d 36' 31.15" W`)).toEqual([[`41d 8' 43.92" N, 8d 36' 31.15" W`, "41.145533,-8.608653"]]);
  });

  it("leaves a 'd' or 'deg' without minutes, and a lone half without coordinate words", () => {
    expect(coords("Hull marking 41d N, 8d W")).toEqual([]);
    expect(coords(`Heading: 41 deg 8' 43.92" N`)).toEqual([]);
  });
});
