import { describe, expect, it } from "vitest";
import { credentialsDetector } from "../../../src/engine/detectors/credentials.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const run = (text: string, enabled?: string[]) =>
  credentialsDetector
    .detect(makeDetectContext(text, { enabled }))
    .map((c) => ({ ...c, text: text.slice(c.start, c.end) }));

describe("credentials detector", () => {
  it("gives well-known secret formats a high score without context", () => {
    const [hit] = run("xoxb-1234567890-abcdefghij in the log");
    expect(hit).toMatchObject({ label: "PASSWORD", text: "xoxb-1234567890-abcdefghij" });
    expect(hit!.score).toBeGreaterThanOrEqual(0.95);
  });

  it("scores a bare social handle lower than one with social context", () => {
    const [bare] = run("thanks @jdoe42");
    const [social] = run("follow @jdoe42 on instagram");
    expect(bare!.score).toBeGreaterThanOrEqual(0.5);
    expect(social!.score).toBeGreaterThan(bare!.score);
  });

  it("scores a value after ':' or '=' above one after a plain space", () => {
    const [strong] = run("username: jdoe42");
    const [weak] = run("username jdoe42");
    expect(strong!.score).toBeGreaterThan(weak!.score);
  });

  it("takes only the body of a PEM private key", () => {
    const body = "MIIBOgIBAAJBAKj34GkxFhD90vcNLYLInFEX6Ppy1tPf9Cnzj4p4WGeKLs1Pt8Qu";
    const text = `-----BEGIN RSA PRIVATE KEY-----\n${body}\n-----END RSA PRIVATE KEY-----`;
    expect(run(text).map((h) => [h.label, h.text])).toEqual([["PASSWORD", body]]);
  });

  it("emits only the enabled types", () => {
    const text = "username: jdoe, password: Hunter2!";
    expect(run(text, ["USERNAME"]).map((h) => h.label)).toEqual(["USERNAME"]);
    expect(run(text, ["PASSWORD"]).map((h) => h.label)).toEqual(["PASSWORD"]);
  });

  it("finds the value after a credential word that was followed by prose", () => {
    expect(run("username and password: x9!Q").map((h) => [h.label, h.text])).toEqual([["PASSWORD", "x9!Q"]]);
  });
});
