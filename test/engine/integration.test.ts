/**
 * The engine with the real detector registry: locale-dependent dates, realistic mixed text,
 * and invariants of every result (entities sorted, disjoint, offsets pointing at their text).
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../../src/engine/engine.js";
import type { AnalyzeResult, ProcessResult } from "../../src/contract/types.js";

const engine = createEngine({ seed: "integration" });

async function analyzeOne(text: string, extra: Record<string, unknown> = {}): Promise<AnalyzeResult> {
  const [r] = await engine.analyze({ text: [text], ...extra });
  return r!;
}

describe("locale-dependent dates", () => {
  const text = "The appointment is on 12-10-2024 at the clinic.";
  it.each([
    ["en-US", "2024-12-10"],
    ["en-CA", "2024-10-12"],
    ["en-GB", "2024-10-12"],
  ])("%s reads 12-10-2024 as %s", async (locale, iso) => {
    const r = await analyzeOne(text, { locale });
    const date = r.entities.find((e) => e.best_label === "DATE");
    expect(date?.text).toBe("12-10-2024");
    expect(date?.analysis_result.formatted).toBe(iso);
    const parts = Object.fromEntries(date!.analysis_result.subtypes.map((s) => [s.label, s.formatted]));
    expect(parts).toEqual({ YEAR: "2024", MONTH: iso.slice(5, 7), DAY: iso.slice(8, 10) });
  });
});

describe("realistic text", () => {
  const ticket =
    "Hi, it's 😀 Zoë again. My card 4111 1111 1111 1111 (exp 09/27, CVV 123) was charged twice on 03/14/2024. " +
    "Email me at zoe.k@example.com or call +1 415-555-0132. Refund to IBAN GB82 WEST 1234 5698 7654 32 please. " +
    "My SSN is 536-22-1234 and I logged in from 192.168.10.25.";

  it("finds each identifier once with its type, formatted value and validation", async () => {
    const r = await analyzeOne(ticket);
    const byText = Object.fromEntries(r.entities.map((e) => [e.text, e]));
    expect(byText["4111 1111 1111 1111"]).toMatchObject({ best_label: "CREDIT_CARD", analysis_result: { formatted: "4111 1111 1111 1111" } });
    expect(byText["4111 1111 1111 1111"]!.analysis_result.validation_assertions).toContainEqual({ provider: "luhn", status: "valid" });
    expect(byText["zoe.k@example.com"]?.best_label).toBe("EMAIL_ADDRESS");
    expect(byText["GB82 WEST 1234 5698 7654 32"]).toMatchObject({ best_label: "BANK_ACCOUNT", analysis_result: { formatted: "GB82WEST12345698765432" } });
    expect(byText["536-22-1234"]?.best_label).toBe("SSN");
    expect(byText["192.168.10.25"]?.best_label).toBe("IP_ADDRESS");
    expect(byText["03/14/2024"]?.analysis_result.formatted).toBe("2024-03-14");
    const phone = r.entities.find((e) => e.best_label === "PHONE_NUMBER");
    expect(phone?.analysis_result.formatted).toBe("+14155550132");
    expect(r.entities.some((e) => e.best_label === "CVV" && e.text === "123")).toBe(true);
  });

  it("returns sorted, disjoint entities whose code-point offsets point at their text", async () => {
    const r = await analyzeOne(ticket);
    const cps = [...ticket];
    let lastEnd = 0;
    for (const e of r.entities) {
      expect(e.location.stt_idx).toBeGreaterThanOrEqual(lastEnd);
      expect(cps.slice(e.location.stt_idx, e.location.end_idx).join("")).toBe(e.text);
      for (const s of e.analysis_result.subtypes) {
        expect(cps.slice(s.location.stt_idx, s.location.end_idx).join("")).toBe(s.text);
      }
      lastEnd = e.location.end_idx;
    }
  });

  it("redacts with numbered markers and leaves prose alone", async () => {
    const [r] = (await engine.process({ text: ["Mail a@b.co and A@B.CO, then c@d.io."] })) as [ProcessResult];
    expect(r.processed_text).toBe("Mail [EMAIL_ADDRESS_1] and [EMAIL_ADDRESS_1], then [EMAIL_ADDRESS_2].");
  });

  it("finds nothing in plain prose", async () => {
    const r = await analyzeOne("The release shipped on time and the team went home early after the retrospective.");
    expect(r.entities).toEqual([]);
    expect(r.entities_present).toBe(false);
  });
});

describe("the detected languages reach the detectors", () => {
  it("reads a number in the countries of a close runner-up language (Spanish and Portuguese nearly tied)", async () => {
    const log =
      "2021-10-08T08:58:12.570Z INFO [API-GATEWAY] PERFIL GUARDADO : 011 5604-7928 QUEUE=3\n" +
      "2019-01-03T04:58:34.820Z WARN [API-GATEWAY] REGISTRO ACTUALIZADO TARJETA_DE_CREDITO=3531 0310 8835 6198 RETRY=0";
    const r = await analyzeOne(log);
    // the scores the engine reports: two of our languages close together
    expect(Object.keys(r.languages_detected).filter((l) => l === "es" || l === "pt")).toHaveLength(2);
    const phone = r.entities.find((e) => e.best_label === "PHONE_NUMBER");
    expect(phone?.text).toBe("011 5604-7928");
    expect(phone?.analysis_result.formatted).toBe("+541156047928");
  });
});
