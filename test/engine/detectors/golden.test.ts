/**
 * Golden fixtures for each detector: fixtures/detectors/<detector>.json holds true positives,
 * near misses that must not fire, and checksum failures. Each case lists every entity the
 * detector must produce on the text (label and exact text, optionally formatted value and
 * validation statuses); anything else it produces fails the case.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_DETECTORS } from "../../../src/engine/detectors/registry.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

interface Expected {
  label: string;
  text: string;
  formatted?: string | number;
  validation?: Record<string, "valid" | "invalid">;
  subtypes?: { label: string; text: string; formatted?: string }[];
}
interface GoldenCase {
  name: string;
  text: string;
  locale?: string;
  expect: Expected[];
}
interface GoldenFile {
  detector: string;
  cases: GoldenCase[];
}

const dir = join(import.meta.dirname, "../../../fixtures/detectors");
const files = readdirSync(dir).filter((f) => f.endsWith(".json"));

describe.each(files)("golden %s", (file) => {
  const golden = JSON.parse(readFileSync(join(dir, file), "utf8")) as GoldenFile;
  const detector = DEFAULT_DETECTORS.find((d) => d.name === golden.detector);
  it("names a registered detector", () => {
    expect(detector, `detector ${golden.detector} is registered`).toBeDefined();
  });
  it.each(golden.cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const found = detector!
      .detect(makeDetectContext(c.text, { locale: c.locale }))
      .map((cand) => ({ cand, text: c.text.slice(cand.start, cand.end) }));
    const actual = found.map((f) => `${f.cand.label}:${f.text}`).sort();
    const wanted = c.expect.map((e) => `${e.label}:${e.text}`).sort();
    expect(actual).toEqual(wanted);
    for (const e of c.expect) {
      const hit = found.find((f) => f.cand.label === e.label && f.text === e.text)!;
      if (e.formatted !== undefined) expect(hit.cand.formatted).toEqual(e.formatted);
      for (const [provider, status] of Object.entries(e.validation ?? {})) {
        expect(hit.cand.validations ?? []).toContainEqual({ provider, status });
      }
      for (const s of e.subtypes ?? []) {
        const sub = (hit.cand.subtypes ?? []).find((x) => x.label === s.label);
        expect(sub, `subtype ${s.label}`).toBeDefined();
        expect(c.text.slice(sub!.start, sub!.end)).toBe(s.text);
        if (s.formatted !== undefined) expect(sub!.formatted).toBe(s.formatted);
      }
    }
  });
});
