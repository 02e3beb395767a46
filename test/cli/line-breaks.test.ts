/**
 * A redacted file keeps its line count (fifth exploratory test: 13 of 60 files lost lines when an
 * entity crossed a line break; syslog lines merged, a four-line address block became one line).
 * The CLI keeps an entity's line breaks after its placeholder (or in place in a mask); the service
 * interface (and --request) replaces an entity whole, as the reference does.
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../../src/engine/engine.js";
import { lineBreaksIn } from "../../src/redact/process.js";
import { maskOf } from "../../src/redact/mask.js";
import { runCli } from "./helpers.js";

const ADDRESS = "Ship to:\n42 Oak Street\nSpringfield, IL 62704\nthanks\n";
const IBAN = "IBAN DE89 3704 0044\r\n0532 0130 00 ok\r\nnext line\r\n";

describe("redact keeps the line breaks inside an entity", () => {
  it("a placeholder is followed by the entity's line breaks: the text after it stays on its own line", async () => {
    const r = await runCli(["redact", "--no-model", "--format", "txt", "-"], { stdin: ADDRESS });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("Ship to:\n[LOCATION_ADDRESS_1]\n\nthanks\n");
    const crlf = await runCli(["redact", "--no-model", "--format", "txt", "-"], { stdin: IBAN });
    expect(crlf.stdout).toBe("IBAN [BANK_ACCOUNT_1]\r\n ok\r\nnext line\r\n");
  });

  it("a quoted-printable soft break inside an address stays a soft break after its placeholder", async () => {
    const mail = "Content-Transfer-Encoding: quoted-printable\n\nPlease write to amelie.beaumont=\n@laposte.net or call us.\n";
    const r = await runCli(["redact", "--no-model", "--format", "txt", "-"], { stdin: mail });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("Content-Transfer-Encoding: quoted-printable\n\nPlease write to [EMAIL_ADDRESS_1]=\n or call us.\n");
  });

  it("a mask keeps them in place, so the mask keeps the entity's length and lines", async () => {
    const r = await runCli(["redact", "--no-model", "--format", "txt", "--marker", "mask", "-"], { stdin: ADDRESS });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`Ship to:\n${"#".repeat("42 Oak Street".length)}\n${"#".repeat("Springfield, IL 62704".length)}\nthanks\n`);
    expect(r.stdout.length).toBe(ADDRESS.length);
  });

  it("NDJSON and CSV values keep them too", async () => {
    const nd = await runCli(["redact", "--no-model", "--format", "ndjson"], { stdin: `${JSON.stringify({ note: ADDRESS })}\n` });
    expect(JSON.parse(nd.stdout).note).toBe("Ship to:\n[LOCATION_ADDRESS_1]\n\nthanks\n");
    const csv = await runCli(["redact", "--no-model", "--format", "csv"], { stdin: `id,note\n1,"${ADDRESS}"\n` });
    expect(csv.stdout).toBe(`id,note\n1,"Ship to:\n[LOCATION_ADDRESS_1]\n\nthanks\n"\n`);
  });
});

describe("a calendar's folds (sixth exploratory test: a name across a fold made the next line an invalid content line)", () => {
  it("a placeholder keeps the fold: the continuation stays a continuation", async () => {
    const ics = "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nATTENDEE;CN=Daniel K\r\n aufmann:mailto:d.kaufmann@x.com\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";
    const r = await runCli(["redact", "--no-model", "--format", "txt", "-"], { stdin: ics });
    expect(r.code).toBe(0);
    const lines = r.stdout.split("\r\n");
    expect(lines).toHaveLength(ics.split("\r\n").length);
    // every line is a property, a continuation (a leading blank) or empty: none opens with ":"
    for (const line of lines) expect(line).not.toMatch(/^:/);
    expect(r.stdout).not.toContain("aufmann");
    expect(r.stdout).not.toContain("d.kaufmann@x.com");
  });
});

describe("InputHints.keepLineBreaks in the library", () => {
  const engine = createEngine({ seed: "line-breaks" });
  const body = { text: [ADDRESS], entity_detection: { accuracy: "standard" } };

  it("replaces an entity whole without it, as the service interface does; the entity's processed span is the placeholder alone with it", async () => {
    const [whole] = await engine.process(body);
    expect(whole!.processed_text).toBe("Ship to:\n[LOCATION_ADDRESS_1]\nthanks\n");
    const [kept] = await engine.process(body, undefined, { keepLineBreaks: true });
    expect(kept!.processed_text).toBe("Ship to:\n[LOCATION_ADDRESS_1]\n\nthanks\n");
    const e = kept!.entities[0]!;
    expect([...kept!.processed_text].slice(e.location.stt_idx_processed!, e.location.end_idx_processed!).join("")).toBe("[LOCATION_ADDRESS_1]");
  });

  it("lineBreaksIn and maskOf", () => {
    expect(lineBreaksIn("a\r\nb\nc\rd")).toBe("\r\n\n\r");
    // a vCard or iCalendar fold stays a fold, an indent stays (sixth exploratory test)
    expect(lineBreaksIn("Daniel K\r\n aufmann")).toBe("\r\n ");
    expect(maskOf("Daniel K\n\taufmann", "#", true)).toBe("########\n\t#######");
    expect(lineBreaksIn("no breaks")).toBe("");
    // a quoted-printable soft break keeps its "=" (tenth exploratory test: it became a hard break)
    expect(lineBreaksIn("amelie.beaumont=\n@laposte.net")).toBe("=\n");
    expect(maskOf("ab\r\nc😀", "*", true)).toBe("**\r\n**");
    expect(maskOf("ab\r\nc", "*")).toBe("*****");
  });
});
