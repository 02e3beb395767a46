/**
 * The build writes eld's extra-small n-gram database as JSON (scripts/build/eld-data.mjs) because
 * JSON.parse reads it several times faster than Node compiles eld's object-literal module (start-up,
 * issue 15 point 3). The detector built from the JSON must answer exactly as eld's own module does,
 * and anything off (no file, another eld version) must fall back to that module.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { eld } from "eld/extrasmall";
import { afterAll, describe, expect, it } from "vitest";
import { decodeAll, lazyNgrams } from "../../../src/engine/language/eld-ngrams.js";
import { DECODE_ALL_AFTER } from "../../../src/engine/language/eld-saved.js";
import { loadLanguageDetector } from "../../../src/engine/language/eld-instance.js";

const ROOT = join(import.meta.dirname, "../../..");
const out = mkdtempSync(join(tmpdir(), "pii-eld-data-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));
mkdirSync(join(out, "engine", "language"), { recursive: true });
execFileSync(process.execPath, [join(ROOT, "scripts/build/eld-data.mjs"), out]);
const dataFile = join(out, "engine", "language", "eld-extrasmall.json");

const TEXTS = [
  "Please call Maria Gonzalez at +1 415-555-0132 before Friday.",
  "Der Patient wurde gestern in die Klinik in München eingeliefert.",
  "El paciente llamó ayer desde Sevilla para pedir una cita.",
  "Le client a écrit à notre service depuis Lyon la semaine dernière.",
  "De klant belde gisteren vanuit Utrecht over zijn factuur.",
  "Il paziente è stato visitato a Milano il 3 marzo.",
  "Москва — столица России.",
  "東京都に住んでいます。",
  "ok",
];

describe("eld's database as JSON", () => {
  it("gives the same languages and scores as eld's own module", async () => {
    const { detector, from } = await loadLanguageDetector(pathToFileURL(dataFile));
    expect(from).toBe("json");
    for (const text of TEXTS) {
      const a = detector.detect(text);
      const b = eld.detect(text);
      expect(a.language).toBe(b.language);
      expect(a.getScores()).toEqual(b.getScores());
    }
  });

  it("answers the same before and after it swaps to the fully decoded table (a long run)", async () => {
    const { detector } = await loadLanguageDetector(pathToFileURL(dataFile));
    for (let i = 0; i < DECODE_ALL_AFTER * 2 + TEXTS.length; i++) {
      const text = TEXTS[i % TEXTS.length]!;
      expect(detector.detect(text).getScores()).toEqual(eld.detect(text).getScores());
    }
  });

  it("falls back to eld's module when the file is missing or came from another eld version", async () => {
    expect((await loadLanguageDetector(pathToFileURL(join(out, "missing.json")))).from).toBe("module");
    const saved = JSON.parse(readFileSync(dataFile, "utf8")) as { eld: string };
    const other = join(out, "other-version.json");
    writeFileSync(other, JSON.stringify({ ...saved, eld: "0.0.0-other" }));
    const { detector, from } = await loadLanguageDetector(pathToFileURL(other));
    expect(from).toBe("module");
    expect(detector.detect(TEXTS[1]!).language).toBe("de");
  });
});

describe("the compact n-gram table", () => {
  it("decodes every entry of eld's own table to the same object, and nothing else", async () => {
    const { ngramsData } = (await import(join(ROOT, "node_modules/eld/src/ngrams/extrasmall.js"))) as {
      ngramsData: { ngrams: Record<string, Record<string, number>> };
    };
    const saved = JSON.parse(readFileSync(dataFile, "utf8")) as { keys: string[]; values: string[] };
    const lazy = lazyNgrams(saved);
    const own = ngramsData.ngrams;
    expect(saved.keys.length).toBe(Object.keys(own).length);
    for (const [key, entry] of Object.entries(own)) {
      expect(lazy[key]).toEqual(entry);
      // eld sums scores in the order of the entry's keys
      expect(Object.keys(lazy[key]!)).toEqual(Object.keys(entry));
    }
    for (const miss of [" zzzz", "", "constructor", "__proto__", "toString"]) {
      if (!Object.hasOwn(own, miss)) expect(lazy[miss]).toBeUndefined();
    }
  });

  it("decodes the whole table at once to the same entries", () => {
    const saved = JSON.parse(readFileSync(dataFile, "utf8")) as { keys: string[]; values: string[] };
    const all = decodeAll(saved);
    const lazy = lazyNgrams(saved);
    expect(Object.keys(all)).toHaveLength(saved.keys.length);
    for (const key of saved.keys.slice(0, 2000)) expect(all[key]).toEqual(lazy[key]);
  });

  it("refuses a table whose keys and values differ in length", () => {
    expect(() => lazyNgrams({ keys: ["a", "b"], values: ["0:1"] })).toThrow(/differ in length/);
  });
});
