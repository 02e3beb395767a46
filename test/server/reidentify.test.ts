import { describe, expect, it } from "vitest";
import { markerType, maskSensitive, reidentify } from "../../src/redact/reidentify.js";
import { makeServer, post } from "./helpers.js";

describe("reidentify", () => {
  const entities = [
    { processed_text: "NAME_1", text: "John" },
    { processed_text: "NAME_12", text: "Ann" },
    { processed_text: "CREDIT_CARD_1", text: "4111 1111 1111 1111" },
    { processed_text: "SSN_1", text: "123-45-6789" },
  ];

  it("puts values back for bracketed and bare markers, whole tokens only, in one pass", () => {
    const out = reidentify({
      processed_text: ["[NAME_1] met NAME_12; XNAME_1 and NAME_1x stay", "card [CREDIT_CARD_1], ssn SSN_1"],
      entities: [...entities, { processed_text: "NAME_2", text: "[NAME_1]" }],
      reidentify_sensitive_fields: true,
    });
    expect(out).toEqual(["John met Ann; XNAME_1 and NAME_1x stay", "card 4111 1111 1111 1111, ssn 123-45-6789"]);
    // a value that looks like a marker is not replaced again
    expect(reidentify({ processed_text: ["[NAME_2]"], entities: [{ processed_text: "NAME_2", text: "[NAME_1]" }, entities[0]!], reidentify_sensitive_fields: true })).toEqual(["[NAME_1]"]);
  });

  it("masks sensitive types with '#' when reidentify_sensitive_fields is false, keeping a card's last quarter", () => {
    const out = reidentify({ processed_text: ["[NAME_1] [CREDIT_CARD_1] [SSN_1]"], entities, reidentify_sensitive_fields: false });
    expect(out).toEqual(["John #### #### #### 1111 ###########"]);
    expect(maskSensitive("CREDIT_CARD", "4111111111111111")).toBe("############1111");
    expect(maskSensitive("PASSWORD", "pässwörd😀")).toBe("#########");
  });

  it("reads the type from numbered and hashed markers", () => {
    expect(markerType("NAME_GIVEN_2")).toBe("NAME_GIVEN");
    expect(markerType("CREDIT_CARD_a1b2c3d4")).toBe("CREDIT_CARD");
    expect(markerType("EMPLOYEE_ID")).toBe("EMPLOYEE_ID"); // [BEST_ENTITY_TYPE] markers carry no suffix
  });

  it("round-trips process/text output through the route, sensitive fields masked on request", async () => {
    const app = makeServer();
    const text = "Mail john@example.com, card 4111 1111 1111 1111";
    const processed = (await post(app, "/process/text", { text: [text] })).json()[0];
    const back = await post(app, "/process/text/reidentify", { processed_text: [processed.processed_text], entities: processed.entities });
    expect(back.json()).toEqual([text]);
    const masked = await post(app, "/v3/process/text/reidentify", { processed_text: [processed.processed_text], entities: processed.entities, reidentify_sensitive_fields: "false" });
    expect(masked.json()).toEqual(["Mail john@example.com, card #### #### #### 1111"]);
    await app.close();
  });
});
