import { describe, expect, it } from "vitest";
import { base64Safe } from "../../src/cli/base64-safe.js";
import type { ProcessResult } from "../../src/contract/types.js";
import { runCli } from "./helpers.js";

const HEADER = "From: a@b.example\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: base64\n\n";

function mail(body: string, width = 76, eol = "\n", header = HEADER): string {
  const encoded = Buffer.from(body, "utf8").toString("base64");
  const lines: string[] = [];
  for (let i = 0; i < encoded.length; i += width) lines.push(encoded.slice(i, i + width));
  return header.replace(/\n/g, eol) + lines.join(eol) + eol;
}

/** The base64 lines after the header's blank line, decoded. */
function decodedBody(text: string): string {
  const body = text.split(/\r?\n\r?\n/)[1]!;
  return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
}

describe("pii redact: base64 mail bodies", () => {
  it("writes the body as base64 again, with the placeholders in its text", async () => {
    const body = "Hello,\nplease write to anna.becker@example.org or call +1 415 555 0134.\nThanks\n";
    const r = await runCli(["redact"], { stdin: mail(body) });
    expect(r.code).toBe(0);
    expect(r.stdout.startsWith("From: [EMAIL_ADDRESS_1]\n")).toBe(true);
    expect(r.stdout.split("\n\n")[1]!.trim()).toMatch(/^[A-Za-z0-9+/=\n]+$/);
    expect(decodedBody(r.stdout)).toBe("Hello,\nplease write to [EMAIL_ADDRESS_2] or call [PHONE_NUMBER_1].\nThanks\n");
  });

  it("gives the body the same text as the plain text's redaction", async () => {
    const body = "Seine IBAN: DE89 3704 0044 0532 0130 00\nMail: jürgen.weiß@example.de\n";
    const plain = await runCli(["redact"], { stdin: body });
    const encoded = await runCli(["redact"], { stdin: mail(body, 60, "\n", "Content-Transfer-Encoding: base64\n\n") });
    expect(decodedBody(encoded.stdout)).toBe(plain.stdout);
  });

  it("keeps the input's line length and CRLF line breaks, and what follows the body", async () => {
    const body = "Kontakt: maria.rossi@example.it, IBAN IT60 X054 2811 1010 0000 0123 456, grazie mille per tutto\n";
    const input = `${mail(body, 64, "\r\n")}--boundary42--\r\n`;
    const r = await runCli(["redact"], { stdin: input });
    const lines = r.stdout.split("\r\n");
    const bodyLines = lines.slice(lines.indexOf("") + 1).filter((l) => /^[A-Za-z0-9+/=]+$/.test(l));
    expect(bodyLines.length).toBeGreaterThan(1);
    expect(bodyLines.slice(0, -1).every((l) => l.length === 64)).toBe(true);
    expect(r.stdout.endsWith("--boundary42--\r\n")).toBe(true);
    expect(decodedBody(r.stdout)).toBe("Kontakt: [EMAIL_ADDRESS_2], IBAN [BANK_ACCOUNT_1], grazie mille per tutto\n");
  });

  it("leaves a body without entities, and an attachment's bytes, as they were", async () => {
    const clean = mail("The meeting is moved to the blue room.\n");
    expect((await runCli(["redact"], { stdin: clean })).stdout).toBe(clean.replace("a@b.example", "[EMAIL_ADDRESS_1]"));
    const binary = `${HEADER}iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk\n`;
    expect((await runCli(["redact"], { stdin: binary })).stdout).toBe(binary.replace("a@b.example", "[EMAIL_ADDRESS_1]"));
  });
});

describe("base64Safe", () => {
  const text = mail("Hallo Anna Becker, bis morgen\n", 76, "\n", "Content-Transfer-Encoding: base64\n\n");
  const bodyStart = text.indexOf("\n\n") + 2;
  const quads = text.slice(bodyStart).trim();

  /** A result replacing the quads [from, to) of the body with `label`, as render.ts writes it. */
  function resultFor(from: number, to: number, label: string): ProcessResult {
    const start = bodyStart + from;
    const end = bodyStart + to;
    return {
      processed_text: `${text.slice(0, start)}[${label}]${text.slice(end)}`,
      entities: [{ processed_text: label, text: text.slice(start, end), best_label: "NAME", labels: { NAME: 0.9 }, coreference_id: "x", location: { stt_idx: start, end_idx: end, stt_idx_processed: start, end_idx_processed: start + label.length + 2 } }],
      entities_present: true,
      characters_processed: text.length,
      languages_detected: {},
    };
  }

  it("replaces the entity's characters, not its quads' neighbours", () => {
    // "Hallo Anna Becker": bytes 6-16; quads 2-5 hold bytes 6-17 ("Anna Becker,")
    expect(quads.slice(8, 24)).toBe(Buffer.from("Anna Becker,", "utf8").toString("base64"));
    expect(decodedBody(base64Safe(text, resultFor(8, 24, "NAME_1")))).toBe("Hallo [NAME_1], bis morgen\n");
  });

  it("replaces a quad's neighbours when no word starts or ends inside it", () => {
    // quads 1-2 hold "lo Ann": the entity's first quad has no word start after "l"; its last ends inside "Anna"
    expect(decodedBody(base64Safe(text, resultFor(4, 12, "X")))).toBe("Hal[X]a Becker, bis morgen\n");
  });

  it("returns the processed text as it was when nothing is in a base64 body", () => {
    const plain: ProcessResult = { ...resultFor(0, 4, "N"), processed_text: "no mail here" };
    plain.entities = [];
    expect(base64Safe("no mail here", plain)).toBe("no mail here");
  });
});
