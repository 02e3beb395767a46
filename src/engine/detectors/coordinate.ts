/**
 * Geographic coordinates -> LOCATION_COORDINATE, formatted "lat,long" in decimal degrees.
 *
 * - Degrees-minutes-seconds pairs with hemispheres: 45°30'06"N 73°34'02"W (also ′ ″ and ''), and
 *   with "deg" or "d" for the degree sign when minutes follow: exiftool's 41 deg 8' 43.92" N.
 * - One such half alone (minutes required) after coordinate words: exiftool's "GPS Latitude : ..."
 *   and "GPS Longitude : ..." lines.
 * - Decimal pairs: "45.5017, -73.5673", "45.5017° N, 73.5673° W". Latitude within [-90, 90] and
 *   longitude within [-180, 180]. Two numbers with a comma are also prices and measurements, so a
 *   pair stands on its own only with hemisphere letters or with 4+ decimals on both plus a minus
 *   sign or a 5th decimal (copied GPS positions; not 3.1416, 2.7183); otherwise it
 *   needs coordinate words nearby (lat, long, coordinates, GPS, location...).
 * - Labelled pairs: "lat: 45.5017, long: -73.5673" / "latitude 45.5 longitude -73.5"; the span runs
 *   from the first number to the second.
 * - One half of a position in a cell or field named for it ("lat", "longitude"...), three
 *   decimals or more: an export that splits the position over two columns.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { wantsType } from "./make-context.js";
import { contextWords, hasContext } from "./context.js";
import { tableCells } from "./table-cues.js";

const COORD_WORDS = contextWords([
  "lat", "lng", "lon", "long", "latitude", "longitude", "coordinates", "coordinate", "coords", "gps",
  "location", "position", "geo", "geolocation", "lat/long", "lat/lng", "waypoint",
  "koordinaten", "standort", "breitengrad", "längengrad", "coordenadas", "ubicación", "ubicacion", "localización",
  "coordonnées", "coordonnees", "position gps", "coordinate gps", "posizione", "coördinaten", "coordinaten", "locatie",
  "localização", "localizacao", "latitud", "longitud", "latitudine", "longitudine",
  // field names of app and analytics exports (fourth exploratory test: {"loc": "48.1371,11.5761"})
  "loc", "latlng", "latlon", "lat lng", "lat lon", "geoloc", "geo location", "last known location", "lastknownlocation",
  "current location", "currentlocation",
]);
/** Columns and fields that hold one half of a position: {"lat": "48.137154", "lon": "11.576124"}. */
const HALF_HEADERS: ReadonlyMap<string, number> = new Map([
  ["lat", 90], ["latitude", 90], ["latitud", 90], ["latitudine", 90], ["breitengrad", 90],
  ["lon", 180], ["lng", 180], ["long", 180], ["longitude", 180], ["longitud", 180], ["longitudine", 180], ["langengrad", 180],
]);
/** One coordinate written with three decimals or more (about 100 m). */
const HALF_VALUE = /^[-+]?\d{1,3}\.\d{3,}$/;
/** One coordinate in degrees times 10^7: an integer of up to ten digits (under 0.1°, near Greenwich or the equator, fewer than seven; review). */
const E7_VALUE = /^[-+]?\d{1,10}$/;

/**
 * The half of a position a header names, by its last word: "lat", "location lat", "start lat"
 * (camelCase "startLat"), "latitude e7" (Google's "latitudeE7", degrees times 10^7). A CDR's
 * "location_lat" and a location history's E7 integers were left in clear (seventh exploratory test).
 */
function halfHeader(header: string): { max: number; e7: boolean } | undefined {
  const words = header.split(" ");
  const e7 = words.length > 1 && words[words.length - 1] === "e7";
  const last = e7 ? words[words.length - 2]! : words[words.length - 1]!;
  const max = HALF_HEADERS.get(last);
  return max === undefined ? undefined : { max, e7 };
}

const DEC = "[-+−]?\\d{1,3}(?:\\.\\d+)?";
const SEC = `(?:["″]|'')`;
// exiftool's default output and GIS tools write "deg" or "d" for the degree sign (seventh
// exploratory test, F10: photo GPS positions left in clear); those need minutes after them.
const DMS_PART = (hemi: string): string =>
  `(?<deg${hemi}>\\d{1,3})(?<sign${hemi}>\\s?°|\\s?deg|d)\\s?(?:(?<min${hemi}>\\d{1,2}(?:\\.\\d+)?)\\s?['′]\\s?(?:(?<sec${hemi}>\\d{1,2}(?:\\.\\d+)?)\\s?${SEC})?)?\\s?(?<h${hemi}>[NSEWnsew])`;
const RE_DMS = new RegExp(`(?<![\\w.])${DMS_PART("1")}[,;\\s]{0,3}${DMS_PART("2")}(?![a-z])`, "g");
const RE_DMS_HALF = new RegExp(`(?<![\\w.])${DMS_PART("1")}(?![a-z])`, "g");
/** A degree sign written as a word ("deg", "d") stands for one only with minutes after it. */
const wordSignAlone = (sign: string, min: string | undefined): boolean => !sign.includes("°") && min === undefined;
/**
 * The longitude's degree sign and hemisphere follow it on its line, each after one blank at most,
 * and a blank is taken only before them: a pair that ends its line kept the line break, and a
 * next line's "E-MAIL-ADRESSE: ..." gave it an "E" (fresh draw 5555: the redacted line ran into
 * the next).
 */
const RE_DECIMAL_PAIR =
  /(?<lat>[-+−]?\d{1,2}(?:\.(?<latd>\d+))?)\s?°?\s?(?<hlat>[NS])?\s?[,;/]\s?(?<lon>[-+−]?\d{1,3}(?:\.(?<lond>\d+))?)(?:[ \t\u00a0]?°)?(?:[ \t\u00a0]?(?<hlon>[EW]))?(?![\w°]|[.,]\d)/g;
const RE_LABELLED = new RegExp(
  `(?<![a-z])lat(?:itude)?\\s*[:=]?\\s*(?<lat>${DEC})\\s*°?\\s*[,;]?\\s*(?:lng|lon|long|longitude)\\s*[:=]?\\s*(?<lon>${DEC})(?![\\d.])`,
  "gi",
);

const num = (s: string): number => Number(s.replace("−", "-"));
/** Decimal degrees with at most 6 decimals (about 10 cm), trailing zeros removed. */
const fmt = (n: number): string => String(Math.round(n * 1e6) / 1e6);

function signed(value: number, hemi: string | undefined): number {
  if (!hemi) return value;
  const h = hemi.toUpperCase();
  return h === "S" || h === "W" ? -Math.abs(value) : Math.abs(value);
}

const inRange = (lat: number, lon: number): boolean => Math.abs(lat) <= 90 && Math.abs(lon) <= 180;

export const coordinateDetector: Detector = {
  name: "coordinate",
  types: ["LOCATION_COORDINATE"],
  detect(ctx: DetectContext): Candidate[] {
    if (!wantsType(ctx, "LOCATION_COORDINATE")) return [];
    const { text } = ctx;
    const out: Candidate[] = [];
    const taken: Array<[number, number]> = [];
    const push = (start: number, end: number, score: number, lat: number, lon: number): void => {
      if (!inRange(lat, lon) || taken.some(([a, b]) => start < b && a < end)) return;
      taken.push([start, end]);
      out.push({ start, end, label: "LOCATION_COORDINATE", score, formatted: `${fmt(lat)},${fmt(lon)}`, source: "coordinate" });
    };
    const glued = (i: number): boolean => i > 0 && /[\w.,]/.test(text[i - 1]!);

    if (text.includes("°") || /\dd|\d\s?deg/.test(text)) {
      const value = (d: string, mi?: string, s?: string): number => num(d) + (mi ? num(mi) / 60 : 0) + (s ? num(s) / 3600 : 0);
      for (const m of text.matchAll(RE_DMS)) {
        const g = m.groups!;
        const h1 = g.h1!.toUpperCase();
        const h2 = g.h2!.toUpperCase();
        if (!"NS".includes(h1) || !"EW".includes(h2)) continue;
        if (wordSignAlone(g.sign1!, g.min1) || wordSignAlone(g.sign2!, g.min2)) continue;
        const lat = signed(value(g.deg1!, g.min1, g.sec1), h1);
        const lon = signed(value(g.deg2!, g.min2, g.sec2), h2);
        push(m.index, m.index + m[0].length, 0.9, lat, lon);
      }
      for (const m of text.matchAll(RE_DMS_HALF)) {
        const g = m.groups!;
        const start = m.index;
        const end = start + m[0].length;
        if (g.min1 === undefined || taken.some(([a, b]) => start < b && a < end)) continue;
        if (!hasContext(ctx, start, end, COORD_WORDS, 40, 0)) continue;
        const h = g.h1!.toUpperCase();
        const v = signed(value(g.deg1!, g.min1, g.sec1), h);
        if (Math.abs(v) > ("NS".includes(h) ? 90 : 180)) continue;
        taken.push([start, end]);
        out.push({ start, end, label: "LOCATION_COORDINATE", score: 0.85, formatted: fmt(v), source: "coordinate" });
      }
    }

    RE_LABELLED.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = RE_LABELLED.exec(text)) !== null) {
      const start = m.index + m[0].indexOf(m.groups!.lat!);
      push(start, m.index + m[0].length, 0.9, num(m.groups!.lat!), num(m.groups!.lon!));
    }

    RE_DECIMAL_PAIR.lastIndex = 0;
    while ((m = RE_DECIMAL_PAIR.exec(text)) !== null) {
      const g = m.groups!;
      if (glued(m.index)) {
        RE_DECIMAL_PAIR.lastIndex = m.index + 1;
        continue;
      }
      const hemis = g.hlat !== undefined && g.hlon !== undefined;
      // Copied GPS positions carry 4+ decimals and usually a sign or a 5th decimal; 3.1416, 2.7183 does not.
      const latd = g.latd?.length ?? 0;
      const lond = g.lond?.length ?? 0;
      const precise = latd >= 4 && lond >= 4 && (latd >= 5 || lond >= 5 || /[-−]/.test(m[0]));
      const decimals = g.latd !== undefined && g.lond !== undefined;
      const context = hasContext(ctx, m.index, m.index + m[0].length, COORD_WORDS, 40, 16);
      if (!(hemis || (precise && /,/.test(m[0])) || (context && (decimals || hemis)))) continue;
      const score = context || hemis ? 0.9 : 0.75;
      push(m.index, m.index + m[0].length, score, signed(num(g.lat!), g.hlat), signed(num(g.lon!), g.hlon));
    }
    // a cell or field that holds one half of a position, named for it
    for (const cell of tableCells(ctx)) {
      const half = halfHeader(cell.header);
      if (!half) continue;
      const value = text.slice(cell.start, cell.end);
      // degrees times 10^7, as an integer (Google's location history: "latitudeE7": 484012345)
      const degrees = half.e7 ? (E7_VALUE.test(value) ? Number(value) / 1e7 : Number.NaN) : HALF_VALUE.test(value) ? Number(value) : Number.NaN;
      if (Number.isNaN(degrees) || Math.abs(degrees) > half.max) continue;
      if (taken.some(([a, b]) => cell.start < b && a < cell.end)) continue;
      taken.push([cell.start, cell.end]);
      out.push({ start: cell.start, end: cell.end, label: "LOCATION_COORDINATE", score: 0.8, formatted: fmt(degrees), source: "coordinate" });
    }
    return out.sort((a, b) => a.start - b.start);
  },
};
