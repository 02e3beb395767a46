/**
 * Phone numbers read out a digit at a time (call and voicemail transcripts): digit words of our
 * seven languages and single digits, after a phone cue; never without one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spokenPhoneDetector } from "../../../src/engine/detectors/spoken-phone.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { createEngine } from "../../../src/engine/engine.js";
import { createNerSource, defaultModelDir, type NerSource } from "../../../src/engine/ner/index.js";
import type { AnalyzeResult } from "../../../src/contract/types.js";

const found = (text: string, language?: string) =>
  spokenPhoneDetector
    .detect(makeDetectContext(text, language ? { language } : {}))
    .map((c) => ({ text: text.slice(c.start, c.end), formatted: c.formatted }));

describe("phone numbers read out digit by digit", () => {
  it.each([
    ["call me on zero seven seven zero zero, nine zero zero, one two three", "zero seven seven zero zero, nine zero zero, one two three", "07700900123"],
    ["my number is 6 1 2, 3 4 5, 6 7 8 and", "6 1 2, 3 4 5, 6 7 8", "612345678"],
    ["mi número es seis uno dos, tres cuatro cinco, seis siete ocho", "seis uno dos, tres cuatro cinco, seis siete ocho", "612345678"],
    ["mein Handy: null eins sieben eins, zwei drei vier fünf sechs sieben acht", "null eins sieben eins, zwei drei vier fünf sechs sieben acht", "01712345678"],
    ["mon numéro c'est zéro six, un deux, trois quatre, cinq six, sept huit", "zéro six, un deux, trois quatre, cinq six, sept huit", "0612345678"],
    ["il mio numero è tre quattro sette, uno due tre, quattro cinque sei sette", "tre quattro sette, uno due tre, quattro cinque sei sette", "3471234567"],
    ["mijn nummer is nul zes een twee drie vier vijf zes zeven acht", "nul zes een twee drie vier vijf zes zeven acht", "0612345678"],
    ["o meu número é nove um dois, três quatro cinco, seis sete oito", "nove um dois, três quatro cinco, seis sete oito", "912345678"],
  ])("%s", (text, span, digits) => {
    expect(found(text)).toEqual([{ text: span, formatted: digits }]);
  });

  it.each([
    ["me puedes llamar al seis uno dos, treinta y ocho, cincuenta y uno, noventa y cuatro", "612385194"],
    ["rappelez-moi au zéro six, trente et un, quatre-vingt-huit, zéro neuf, cinquante-cinq", "0631880955"],
    ["bel me op nul vijf acht, twee één twee, vierendertig, negentien", "0582123419"],
  ])("reads numbers given in pairs of digits: %s", (text, digits) => {
    expect(found(text).map((c) => c.formatted)).toEqual([digits]);
  });

  it("expands 'double' and 'triple' and reads a leading 'plus'", () => {
    expect(found("reach me at plus four four seven double seven triple zero one two three")).toEqual([
      { text: "plus four four seven double seven triple zero one two three", formatted: "+44777000123" },
    ]);
  });

  it("reads a number read out again soon after one without a cue of its own", () => {
    const text = "U kunt me terugbellen op nul zes, twee drie, vier vijf, zes zeven, acht negen... nee sorry, acht nul. Nogmaals: nul zes twee drie vier vijf zes zeven acht nul.";
    expect(found(text).map((c) => c.formatted)).toEqual(["0623456789", "0623456780"]);
  });

  it("needs a phone cue: counting, a lottery draw or an id read out under a bare 'number' are no phone", () => {
    expect(found("we counted one two three four five six seven eight")).toEqual([]);
    expect(found("Winnend nummer : 9 6 3 1 2 6 5")).toEqual([]);
  });

  it("leaves digit groups to the phone detector and runs of fewer than seven digits alone", () => {
    expect(found("call me on 612 345 678")).toEqual([]);
    expect(found("call me at five five five one two")).toEqual([]);
  });
});

describe("through the engine (with the shipped model when present)", () => {
  const modelDir = defaultModelDir();
  let ner: NerSource | undefined;
  beforeAll(async () => {
    if (existsSync(join(modelDir, "model.onnx"))) ner = await createNerSource({ modelDir, workers: 1, executionProviders: ["cpu"] });
  });
  afterAll(async () => {
    await ner?.close();
  });

  it("reports the whole read-out number as one phone; the model had read 'zero' as a name", async () => {
    const text = "call me on zero seven seven zero zero, nine zero zero, one two three. thanks, Dave";
    const [r] = (await createEngine({ ner, seed: "spoken-phone" }).analyze({ text: [text] })) as [AnalyzeResult];
    const inNumber = r.entities!.filter((e) => e.location.stt_idx < text.indexOf("."));
    expect(inNumber.map((e) => [e.text, e.best_label])).toEqual([["zero seven seven zero zero, nine zero zero, one two three", "PHONE_NUMBER"]]);
  });
});

describe("'nine hundred' inside a number read out (fifth exploratory test)", () => {
  it("reads as a digit and two zeros; alone it is no phone", () => {
    const phones = (text: string) => spokenPhoneDetector.detect(makeDetectContext(text, { language: "en" })).map((c) => c.formatted);
    expect(phones("a contact number in case we get cut off\ncaller oh seven seven double oh nine hundred four six two")).toEqual(["07700900462"]);
    expect(phones("call me on nine hundred")).toEqual([]);
  });
});
