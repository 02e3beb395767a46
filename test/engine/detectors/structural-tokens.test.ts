/**
 * Structural tokens of logs and mail that detectors took for PII (third exploratory test: the
 * redaction broke the files): a systemd unit's instance read as an e-mail address, the domain of a
 * bot's address as a handle, a PAM module's management group as a password, a line's label as an
 * occupation.
 */
import { describe, expect, it } from "vitest";
import { credentialsDetector } from "../../../src/engine/detectors/credentials.js";
import { durationDetector } from "../../../src/engine/detectors/duration.js";
import { emailDetector } from "../../../src/engine/detectors/email.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";
import { moneyDetector } from "../../../src/engine/detectors/money.js";
import { urlDetector } from "../../../src/engine/detectors/url.js";
import { occupationDetector } from "../../../src/engine/detectors/occupation.js";
import type { Detector } from "../../../src/engine/types.js";

const found = (d: Detector, text: string) => d.detect(makeDetectContext(text, { language: "en" })).map((c) => [c.label, text.slice(c.start, c.end)]);

describe("structural tokens are no PII", () => {
  it("a systemd template unit's instance is no e-mail address; an address with a real top-level domain is", () => {
    expect(found(emailDetector, "Started User Manager for UID 1001 user@1001.service.")).toEqual([]);
    expect(found(emailDetector, "getty@tty1.service openvpn@client.socket")).toEqual([]);
    expect(found(emailDetector, "mail x@y.services or jane@service.com")).toEqual([
      ["EMAIL_ADDRESS", "x@y.services"],
      ["EMAIL_ADDRESS", "jane@service.com"],
    ]);
  });

  it("the domain of 'dependabot[bot]@...' is no handle; a handle after a space still is", () => {
    expect(found(credentialsDetector, "Co-authored-by: dependabot[bot] <dependabot[bot]@users.noreply.github.com>")).toEqual([]);
    expect(found(credentialsDetector, "ping @jdoe_92 please")).toEqual([["USERNAME", "@jdoe_92"]]);
  });

  it("a PAM module's management group is no password; a value after 'passwd:' elsewhere is", () => {
    expect(found(credentialsDetector, "passwd[1]: pam_unix(passwd:chauthtok): password changed for jdoe").filter(([l]) => l === "PASSWORD")).toEqual([]);
    expect(found(credentialsDetector, "passwd: chauthtok1")).toEqual([["PASSWORD", "chauthtok1"]]);
  });

  it("a one-word label opening its line is no occupation; the word in a sentence is", () => {
    expect(found(occupationDetector, "commit 4f2a\nAuthor: Jane Roe <jane@x.org>\nDate: today")).toEqual([]);
    expect(found(occupationDetector, "She is an author of books")).toEqual([["OCCUPATION", "author"]]);
  });

  it("a reStructuredText field's name is no occupation (tenth exploratory test)", () => {
    expect(found(occupationDetector, ":Auteur: Claire Martin\n:Version: 2.1")).toEqual([]);
    expect(found(occupationDetector, "ask the author: Jane")).toEqual([["OCCUPATION", "author"]]);
  });
});

describe("a Windows machine account", () => {
  it("'WS-0142$' is no amount; a negative amount still is", () => {
    expect(found(moneyDetector, "Workstation Name:\tWS-0142$")).toEqual([]);
    expect(found(moneyDetector, "paid -50$ today")).toEqual([["MONEY", "50$"]]);
  });
});

describe("a job word inside an identifier", () => {
  it("is no occupation: 'GIT_AUTHOR_EMAIL', 'doctor_id' (fourth exploratory test)", () => {
    expect(found(occupationDetector, 'export GIT_AUTHOR_EMAIL=leo@example.de GIT_AUTHOR_NAME="Leo"')).toEqual([]);
    expect(found(occupationDetector, "doctor_id=42, the doctor said")).toEqual([["OCCUPATION", "doctor"]]);
  });
});

describe("configuration syntax that looks like a bare domain", () => {
  it("a YAML key and a container image are no URL; a bare domain with a path in prose is (fourth exploratory test)", () => {
    const yaml = 'metadata:\n  labels:\n    app.kubernetes.io/version: "2.14.3"\n  image: registry.example.com/billing/api@sha256:2cf24d\nFROM registry.example.com/base/node:20\n';
    expect(found(urlDetector, yaml)).toEqual([]);
    expect(found(urlDetector, "see example.org/path here")).toEqual([["URL", "example.org/path"]]);
  });
});

describe("pieces of a base64 run", () => {
  it("are no duration ('/1h+' inside a blob; fourth exploratory test), a duration in prose is", () => {
    expect(found(durationDetector, "sig: QUJD/1h+RUZH/4H=")).toEqual([]);
    expect(found(durationDetector, "it took 1h in total")).toEqual([["DURATION", "1h"]]);
  });
});
