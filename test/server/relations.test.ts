/** relation_detection over HTTP (issue 14): round trip, validation (400 naming the field) and the OpenAPI document. */
import { afterAll, describe, expect, it } from "vitest";
import { createEngine } from "../../src/engine/engine.js";
import type { AnalyzeResult } from "../../src/contract/types.js";
import { marked } from "../engine/coref/marked.js";
import { makeServer, post } from "./helpers.js";

const { texts, detector } = marked("[[Michael Carter|NAME]] was born on [[20/10/1975|DOB]]. Mr. [[Carter|NAME_FAMILY]] lives in [[Vancouver|LOCATION_CITY]].");
const app = makeServer({ engine: createEngine({ detectors: [detector], seed: "srv" }) });
afterAll(() => app.close());

describe("relation_detection over HTTP", () => {
  it("round-trips: coreference mode and relations on /analyze/text", async () => {
    for (const mode of ["heuristics", "model_prediction", "combined"]) {
      const res = await post(app, "/analyze/text", { text: texts, relation_detection: { coreference_resolution: mode, enable_relation_extraction: true } });
      expect(res.statusCode, mode).toBe(200);
      const [r] = res.json() as AnalyzeResult[];
      const michael = r!.entities.find((e) => e.text === "Michael Carter")!;
      const carter = r!.entities.find((e) => e.text === "Carter")!;
      const dob = r!.entities.find((e) => e.best_label === "DOB")!;
      expect(carter.coreference_id, mode).toBe(michael.coreference_id);
      expect(michael.relations, mode).toContainEqual({ coreference_id: dob.coreference_id, label: "DOB" });
      expect(carter.relations, mode).toContainEqual({ coreference_id: dob.coreference_id, label: "DOB" });
    }
  });

  it("the same request without relation extraction: relations are empty", async () => {
    const res = await post(app, "/analyze/text", { text: texts, relation_detection: { coreference_resolution: "combined" } });
    expect((res.json() as AnalyzeResult[])[0]!.entities.every((e) => e.relations.length === 0)).toBe(true);
  });

  it("an unknown mode is a 400 naming the field", async () => {
    const res = await post(app, "/analyze/text", { text: texts, relation_detection: { coreference_resolution: "magic" } });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain("relation_detection.coreference_resolution");
    const flag = await post(app, "/analyze/text", { text: texts, relation_detection: { enable_relation_extraction: "sometimes" } });
    expect(flag.statusCode).toBe(400);
    expect(JSON.stringify(flag.json())).toContain("relation_detection.enable_relation_extraction");
  });

  it("process/text numbers placeholders by the groups of the mode asked", async () => {
    const res = await post(app, "/process/text", { text: texts, processed_text: { coreference_resolution: "combined" } });
    expect(res.json()[0].processed_text).toBe("[NAME_1] was born on [DOB_1]. Mr. [NAME_1] lives in [LOCATION_CITY_1].");
  });

  it("the OpenAPI document names the modes and the relation labels", async () => {
    const doc = (await app.inject({ method: "GET", url: "/openapi.json" })).json();
    const rd = doc.components.schemas.AnalyzeRequest.properties.relation_detection;
    expect(rd.properties.coreference_resolution.enum).toEqual(["heuristics", "model_prediction", "combined", null]);
    expect(rd.properties.coreference_resolution.default).toBe("heuristics");
    expect(rd.properties.enable_relation_extraction.default).toBe(false);
    const entity = doc.components.schemas.AnalyzeResponse.items.properties.entities.items;
    expect(entity.properties.relations.items.properties.label.enum).toEqual([
      "DOB", "AGE", "KINSHIP", "ORIGIN", "LOCATION", "CONTACT", "IDENTIFIER", "AFFILIATION", "OCCUPATION", "HEALTH",
    ]);
  });
});
