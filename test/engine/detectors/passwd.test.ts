import { describe, expect, it } from "vitest";
import { passwdDetector } from "../../../src/engine/detectors/passwd.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";
import { createEngine } from "../../../src/engine/engine.js";

const found = (text: string) => passwdDetector.detect(makeDetectContext(text)).map((c) => [c.label, text.slice(c.start, c.end)]);

const PASSWD = [
  "root:x:0:0:root:/root:/bin/bash",
  "postgres:x:112:120:PostgreSQL administrator,,,:/var/lib/postgresql:/bin/bash",
  "mrossi:x:1001:1001:Maria Rossi,Stanza 214,+39 02 1234567,:/home/mrossi:/bin/bash",
  "lucia.garcia:$6$Qw3r$hT9kVx2:1003:1003:,,,:/home/lucia.garcia:/bin/bash",
  "deploy:x:1500:1500::/home/deploy:/bin/sh",
].join("\n");

describe("/etc/passwd lines (eighth exploratory test: logins in clear, '1500:1500::' read as an IPv6 address)", () => {
  it("reads a person's login, full name, home directory and a password hash by their fields", () => {
    expect(found(PASSWD)).toEqual([
      ["USERNAME", "mrossi"],
      ["NAME", "Maria Rossi"],
      ["FILENAME", "/home/mrossi"],
      ["USERNAME", "lucia.garcia"],
      ["PASSWORD", "$6$Qw3r$hT9kVx2"],
      ["FILENAME", "/home/lucia.garcia"],
      ["USERNAME", "deploy"],
      ["FILENAME", "/home/deploy"],
    ]);
  });

  it("reads nothing in other colon-separated lines or prose", () => {
    expect(found("meeting: 10:30:12:00 with Maria:/home")).toEqual([]);
    expect(found("a:b:c:d:e:f:g")).toEqual([]);
  });

  it("keeps every field of the file through redaction", async () => {
    const engine = createEngine({ seed: "passwd" });
    const [r] = await engine.process({ text: [PASSWD], entity_detection: { accuracy: "standard" } });
    const out = r!.processed_text;
    expect(out.split("\n").map((l) => l.split(":").length)).toEqual(PASSWD.split("\n").map((l) => l.split(":").length));
    expect(out).not.toMatch(/mrossi|Maria Rossi|lucia\.garcia|hT9kVx2/);
    expect(out).toContain("root:x:0:0:root:/root:/bin/bash");
  });
});

describe("system accounts of other distributions (review: RHEL counts them down from 999)", () => {
  it("reads no service account, nobody, or an account without a person's home", () => {
    const text = [
      "systemd-coredump:x:999:997:systemd Core Dumper:/:/usr/sbin/nologin",
      "polkitd:x:998:996:User for polkitd:/:/sbin/nologin",
      "nfsnobody:x:65534:65534:Anonymous NFS User:/var/lib/nfs:/sbin/nologin",
      "jenkins:x:1001:1001:Jenkins:/var/lib/jenkins:/bin/false",
      "anna:x:501:20:Anna Berg:/Users/anna:/bin/zsh",
    ].join("\n");
    expect(found(text)).toEqual([
      ["USERNAME", "anna"],
      ["NAME", "Anna Berg"],
      ["FILENAME", "/Users/anna"],
    ]);
  });
});
