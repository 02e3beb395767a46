/**
 * The build writes eld's extra-small n-gram database as JSON (scripts/build/eld-data.mjs) because
 * JSON.parse reads it several times faster than Node compiles eld's object-literal module (start-up,
 * issue 15 point 3). The detector built from the JSON must answer exactly as eld's own module does,
 * and anything off (no file, another eld version) must build the same table in memory (eld's own
 * module, the last fallback, slowed the detectors' regular expressions in the process that used it).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { eld } from "eld/extrasmall";
import { afterAll, describe, expect, it } from "vitest";
import { compactDetector, INDEX_AFTER } from "../../../src/engine/language/eld-detect.js";
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

  it("answers exactly as eld does on thousands of texts, before and after it indexes its table", async () => {
    const { detector } = await loadLanguageDetector(pathToFileURL(dataFile));
    const fixtures = ["fixtures/suites/clean.jsonl", "fixtures/suites/structured.jsonl"].flatMap((f) =>
      readFileSync(join(ROOT, f), "utf8")
        .split("\n")
        .filter(Boolean)
        .map((l) => (JSON.parse(l) as { text: string }).text),
    );
    const edge = [
      "", "   ", "1234 5678", "a", "ab", "abc", "abcd", "don't won’t rock`n`roll", "x".repeat(200), `${"wörd".repeat(30)} ende`,
      "😀 emoji 👍🏽 text", "مرحبا بالعالم", "שלום עולם", "Привет, мир", "こんにちは世界", "안녕하세요", "\ud83d lone surrogate \ude00",
      "Ça va? Très bien, merci. L'été est là.", `${"Lorem ipsum dolor sit amet ".repeat(80)}`,
    ];
    const texts = [...TEXTS, ...edge, ...fixtures];
    expect(texts.length).toBeGreaterThan(INDEX_AFTER * 10);
    for (const text of texts) {
      const a = detector.detect(text);
      const b = eld.detect(text);
      expect(a.language).toBe(b.language);
      const [sa, sb] = [a.getScores(), b.getScores()];
      expect(sa).toEqual(sb);
      expect(Object.keys(sa)).toEqual(Object.keys(sb)); // ranked the same way, ties included
      // the runners-up that detect.ts reads: getScores() cut at a share of the best, same order
      const best = sb[b.language] ?? 0;
      const within = Object.fromEntries(Object.entries(sb).filter(([, v]) => v >= best * 0.9));
      expect(Object.entries(a.getScoresWithin!(0.9))).toEqual(Object.entries(within));
    }
  });

  it("builds the same table in memory when the file is missing or came from another eld version (a checkout run from src/)", async () => {
    const missing = await loadLanguageDetector(pathToFileURL(join(out, "missing.json")));
    expect(missing.from).toBe("table");
    const saved = JSON.parse(readFileSync(dataFile, "utf8")) as { eld: string };
    const other = join(out, "other-version.json");
    writeFileSync(other, JSON.stringify({ ...saved, eld: "0.0.0-other" }));
    const { detector, from } = await loadLanguageDetector(pathToFileURL(other));
    expect(from).toBe("table");
    for (const text of TEXTS) {
      expect(detector.detect(text).language).toBe(eld.detect(text).language);
      expect(detector.detect(text).getScores()).toEqual(eld.detect(text).getScores());
    }
  });
});

describe("the compact n-gram table", () => {
  it("refuses a table whose keys and values differ in length, or languages not numbered from 0", () => {
    const text = { dictionary: Array<string>(256).fill(" "), separators: / +/gu };
    expect(() => compactDetector({ keys: "a\nb", values: "0:1" }, { "0": "en" }, text)).toThrow(/differ in length/);
    expect(() => compactDetector({ keys: "a", values: "0:1" }, { "1": "en" }, text)).toThrow(/numbered from 0/);
  });
});
