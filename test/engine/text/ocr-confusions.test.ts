import { describe, expect, it } from "vitest";
import { ocrNormalised } from "../../../src/engine/text/ocr-confusions.js";

describe("OCR confusions (seventh exploratory test: every id, date, phone and name of a scanned form in clear)", () => {
  it("reads O, o, l, I among digits as digits and a lone 0 or 1 among letters as a letter, one character for one", () => {
    const form = "N° de sécurité s0ciale : 1 85 O3 31 555 O12 44\nTéléph0ne : O6 33 2l 98 4O\nNom : LAMBERT-OKAF0R   Prénom : Th0mas";
    const read = ocrNormalised(form)!;
    expect(read).toBe("N° de sécurité sociale : 1 85 03 31 555 012 44\nTéléphone : 06 33 21 98 40\nNom : LAMBERT-OKAFOR   Prénom : Thomas");
    expect(read.length).toBe(form.length);
    expect(ocrNormalised("Nombre: R0C1O  ape1lido: J1MENEZ\nDNI: O5283716H  Fecha: 2l/O9/1988")).toBe("Nombre: ROCIO  apellido: JIMENEZ\nDNI: 05283716H  Fecha: 21/09/1988");
  });
  it("leaves a text with fewer than three such tokens, and words with other digits or two together", () => {
    expect(ocrNormalised("Passwort: Geheim1x and Win10 and covid19 and H1N1 and 0x1f ids a0b1c2d3")).toBeUndefined();
    expect(ocrNormalised("Call me on 0612345678 about the 2024 report, room B1.")).toBeUndefined();
    expect(ocrNormalised("Win10, covid19, h2o, 1st, 2nd, x86 and mp3 are words")).toBeUndefined();
    // hexadecimal groups of ids and hashes are no words (the bench's UUIDs had read "e1ec" as "elec")
    expect(ocrNormalised("ids 3038ebd2-c98a-4c65-9b6e-e22506292313, e1ec-b0ce-a1be, FB0C-11AB")).toBeUndefined();
  });
});
