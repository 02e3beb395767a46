/** Selector semantics: version-3 names, and which types a request enables. */
import { describe, expect, it } from "vitest";
import { DEFAULT_ENABLED_TYPES, grouping } from "../../src/contract/catalog.js";
import { parseAnalyzeRequest, resolveEnabledTypes, translateV3Selector } from "../../src/contract/validate.js";

const enable = (...value: string[]) => ({ type: "ENABLE" as const, value });
const disable = (...value: string[]) => ({ type: "DISABLE" as const, value });

describe("translateV3Selector", () => {
  it("splits GENDER_SEXUALITY into GENDER and SEXUALITY", () => {
    expect(translateV3Selector("GENDER_SEXUALITY")?.sort()).toEqual(["GENDER", "SEXUALITY"]);
  });

  it("maps PHI to HEALTH_INFORMATION", () => {
    expect(translateV3Selector("PHI")).toEqual(["HEALTH_INFORMATION"]);
  });

  it("maps HIPAA to version 3's broader membership, not HIPAA_SAFE_HARBOR's", () => {
    const v3 = translateV3Selector("HIPAA") ?? [];
    const safeHarbor = grouping("HIPAA_SAFE_HARBOR")!.members;
    for (const t of safeHarbor) expect(v3).toContain(t);
    expect(v3).toContain("CONDITION");
    expect(safeHarbor).not.toContain("CONDITION");
  });

  it("leaves version-4 names alone", () => {
    expect(translateV3Selector("NAME")).toBeUndefined();
    expect(translateV3Selector("HIPAA_SAFE_HARBOR")).toBeUndefined();
  });
});

describe("version-3 requests", () => {
  it("accept and translate the old names", () => {
    const body = {
      text: ["x"],
      entity_detection: { entity_types: [enable("GENDER_SEXUALITY", "PHI", "NAME"), disable("HIPAA")] },
    };
    const [en, dis] = parseAnalyzeRequest(body, { version: 3 }).entity_detection.entity_types;
    expect(en!.value).toEqual(["GENDER", "SEXUALITY", "HEALTH_INFORMATION", "NAME"]);
    expect(dis!.value).toEqual(translateV3Selector("HIPAA"));
  });

  it("still accept version-4 names", () => {
    const body = { text: ["x"], entity_detection: { entity_types: [enable("GENDER", "HIPAA_SAFE_HARBOR")] } };
    expect(parseAnalyzeRequest(body, { version: 3 }).entity_detection.entity_types[0]!.value).toEqual(["GENDER", "HIPAA_SAFE_HARBOR"]);
  });

  it("are rejected under version 4", () => {
    const body = { text: ["x"], entity_detection: { entity_types: [enable("PHI")] } };
    expect(() => parseAnalyzeRequest(body)).toThrow("version 3 name; use HEALTH_INFORMATION");
  });
});

describe("resolveEnabledTypes", () => {
  it("enables every non-beta type by default", () => {
    const enabled = resolveEnabledTypes(undefined);
    expect([...enabled].sort()).toEqual([...DEFAULT_ENABLED_TYPES].sort());
    expect(enabled.has("NAME")).toBe(true);
    expect(enabled.has("TREND")).toBe(false);
  });

  it("with ENABLE selectors, enables only their union", () => {
    expect([...resolveEnabledTypes({ entity_types: [enable("EMAIL_ADDRESS"), enable("DOB", "TREND")] })].sort()).toEqual([
      "DOB",
      "EMAIL_ADDRESS",
      "TREND",
    ]);
  });

  it("expands groupings", () => {
    expect([...resolveEnabledTypes({ entity_types: [enable("PCI")] })].sort()).toEqual([
      "BANK_ACCOUNT",
      "CREDIT_CARD",
      "CREDIT_CARD_EXPIRATION",
      "CVV",
      "ROUTING_NUMBER",
    ]);
  });

  it("removes DISABLE values from the default set", () => {
    const enabled = resolveEnabledTypes({ entity_types: [disable("HEALTH_INFORMATION", "OCCUPATION")] });
    expect(enabled.has("OCCUPATION")).toBe(false);
    expect(enabled.has("CONDITION")).toBe(false);
    expect(enabled.has("NAME")).toBe(true);
    expect(enabled.size).toBe(DEFAULT_ENABLED_TYPES.length - 8);
  });

  it("combines ENABLE and DISABLE as the C# example does", () => {
    const enabled = resolveEnabledTypes({
      entity_types: [enable("NAME", "NAME_GIVEN", "DOB"), disable("OCCUPATION", "ORGANIZATION")],
    });
    expect([...enabled].sort()).toEqual(["DOB", "NAME", "NAME_GIVEN"]);
  });

  it("lets DISABLE win over ENABLE whatever the order", () => {
    expect(resolveEnabledTypes({ entity_types: [disable("PCI"), enable("CREDIT_CARD", "EMAIL_ADDRESS")] })).toEqual(
      new Set(["EMAIL_ADDRESS"]),
    );
  });

  it("does not enable subtypes with their parent", () => {
    const enabled = resolveEnabledTypes({ entity_types: [enable("NAME")] });
    expect(enabled.has("NAME")).toBe(true);
    expect(enabled.has("NAME_GIVEN")).toBe(false);
  });

  it("works on the parsed request", () => {
    const parsed = parseAnalyzeRequest({ text: ["x"], entity_detection: { entity_types: [enable("GENDER_SEXUALITY")] } }, { version: 3 });
    expect(resolveEnabledTypes(parsed.entity_detection)).toEqual(new Set(["GENDER", "SEXUALITY"]));
  });
});
