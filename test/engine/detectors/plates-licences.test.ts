/**
 * Structured-suite gaps (issue 13 point 6): plates after a plate word in the document's case and
 * in NL/PT/IT/ES layouts, licence numbers after log keys and before other words.
 */
import { describe, expect, it } from "vitest";
import { driverLicenseDetector } from "../../../src/engine/detectors/driver-license.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";
import { vehicleIdDetector } from "../../../src/engine/detectors/vehicle-id.js";
import type { Detector } from "../../../src/engine/types.js";

const values = (d: Detector, text: string) => d.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));

describe("licence plates after a plate word", () => {
  it.each([
    ["Amtliches Kennzeichen: M-Ou 1346", "M-Ou 1346"],
    ["licence_plate=te21 auf build 20240512", "te21 auf"],
    ["kenteken=73-TTL-5 retry=0", "73-TTL-5"],
    ["matrícula: SU-31-GJ", "SU-31-GJ"],
    ["TARGA: GX 797FR", "GX 797FR"],
    ["plaque d'immatriculation: vk-994-zb.", "vk-994-zb"],
    ["matrícula 1234 BCD", "1234 BCD"],
  ])("%s", (text, plate) => {
    expect(values(vehicleIdDetector, text)).toEqual([plate]);
  });
  it.each(["the plate is fine", "registration is open until 2025", "reg 12 items", "kennzeichen ist unbekannt", "targa: 12-34"])("%s stays out", (text) => {
    expect(values(vehicleIdDetector, text)).toEqual([]);
  });
});

describe("driver's licence numbers", () => {
  it.each([
    ["payment processed fuhrerscheinnummer=z28694t6988 http 200", "z28694t6988"],
    ["processed dl=e0776-28701-13160 v10.2.1.4455", "e0776-28701-13160"],
    ["driver_s_license=W1249-40307-73207 took 153 ms", "W1249-40307-73207"],
    ["numéro de permis de conduire : 565446981918", "565446981918"],
    ["NUMERO_PATENTE=DA6740649Z CACHE HIT", "DA6740649Z"],
  ])("%s", (text, value) => {
    expect(values(driverLicenseDetector, text)).toEqual([value]);
  });
  it.each(["la patente 12345678 è scaduta", "dl 2024 release", "driver's license renewal 12 days"])("%s stays out", (text) => {
    expect(values(driverLicenseDetector, text)).toEqual([]);
  });
});

