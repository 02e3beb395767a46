import { describe, expect, it } from "vitest";
import { filenameDetector } from "../../../src/engine/detectors/filename.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";
import { FILE_EXTENSIONS } from "../../../src/engine/detectors/file-extensions.js";
import { parse } from "tldts";

const run = (text: string) =>
  filenameDetector.detect(makeDetectContext(text)).map((c) => ({ ...c, text: text.slice(c.start, c.end) }));

describe("filename detector", () => {
  it("scores paths above bare names, and file context raises the score", () => {
    const [path] = run("see /srv/data/x.csv");
    const [bare] = run("see x.csv today");
    const [withContext] = run("the attached file x.csv");
    expect(path!.score).toBeGreaterThan(bare!.score);
    expect(withContext!.score).toBeGreaterThan(bare!.score);
  });

  it("lists no extension that is one of the most common web top-level domains", () => {
    for (const tld of ["com", "net", "org", "io", "ai", "co", "me", "uk", "de", "edu", "gov", "info", "biz"]) {
      expect(FILE_EXTENSIONS).not.toContain(tld);
    }
    // tldts agrees these are real suffixes, so excluding them keeps "example.<tld>" a domain.
    expect(parse("example.io").isIcann).toBe(true);
  });

  it("does not run a Windows path into the prose before a later bare name", () => {
    expect(run("Put C:\\Temp as the folder for all the notes.txt files").map((h) => h.text)).toEqual(["notes.txt"]);
  });

  it("keeps two file names on one line apart", () => {
    expect(run("C:\\a\\one.txt and C:\\b\\two.txt").map((h) => h.text)).toEqual(["C:\\a\\one.txt", "C:\\b\\two.txt"]);
  });

  it("formats the name as written", () => {
    expect(run("open Report.PDF").map((h) => h.formatted)).toEqual(["Report.PDF"]);
  });
});

describe("names next to an e-mail address or a label (eighth exploratory test: 'EMAIL:' of a vCard swallowed)", () => {
  it("takes no e-mail address's local part for a file name", () => {
    expect(run("EMAIL:maria.c@web.de")).toEqual([]);
    expect(run("Contact:j.h@example.com or x.py@lists.example.org")).toEqual([]);
  });
  it("keeps a path before an '@' (a Perforce revision; review)", () => {
    expect(run("p4 sync //depot/users/jdoe/notes.txt@12345 done").map((h) => h.text)).toEqual(["//depot/users/jdoe/notes.txt"]);
  });
  it("stays linear with many root and profile paths (review: each match asked every earlier one)", () => {
    expect(run("C:/Users/a ".repeat(20_000)).length).toBe(20_000);
    expect(run("x /home/a/b ".repeat(20_000)).length).toBe(20_000);
  });
  it("leaves a label before a bare name out of it, and keeps a path's colons", () => {
    expect(run("Anhang:bericht.pdf").map((h) => h.text)).toEqual(["bericht.pdf"]);
    expect(run("in C:\\Temp\\a.log").map((h) => h.text)).toEqual(["C:\\Temp\\a.log"]);
  });
  it("keeps the vCard line whole through redaction", async () => {
    const { createEngine } = await import("../../../src/engine/engine.js");
    const engine = createEngine({ seed: "filename" });
    const text = "BEGIN:VCARD\r\nVERSION:3.0\r\nEMAIL:maria.c@web.de\r\nEND:VCARD";
    const [r] = await engine.process({ text: [text], entity_detection: { accuracy: "standard" } });
    expect(r!.processed_text).toBe("BEGIN:VCARD\r\nVERSION:3.0\r\nEMAIL:[EMAIL_ADDRESS_1]\r\nEND:VCARD");
  });
});

describe("home directories named by their user (third exploratory test: the account left in clear)", () => {
  const paths = (text: string) => filenameDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));

  it("reads '~user/...' paths and UNC paths without an extension", () => {
    expect(paths("Config at ~jkowalczyk/.ssh/id_rsa")).toEqual(["~jkowalczyk/.ssh/id_rsa"]);
    expect(paths("Home Directory:\t\t\\\\fs01\\home\\hkarlsson")).toEqual(["\\\\fs01\\home\\hkarlsson"]);
    expect(paths("mapped \\\\fs01\\home\\hkarlsson\\ at logon.")).toEqual(["\\\\fs01\\home\\hkarlsson"]);
  });

  it("leaves escaped backslashes, a lone share name and '~' before a word alone", () => {
    expect(paths(String.raw`the regex \\d+\\s and "a\\n"`)).toEqual([]);
    expect(paths(String.raw`server \\fs01 is down`)).toEqual([]);
    expect(paths("about ~20 users, ~ok")).toEqual([]);
  });

  it.each([
    ["Minidump written to C:\\Users\\oarslan\\AppData\\Local\\CrashDumps\\LohnPro.exe.7412.dmp", "C:\\Users\\oarslan\\AppData\\Local\\CrashDumps\\LohnPro.exe.7412.dmp"],
    ["profile dir C:\\Users\\oarslan\\AppData\\Local\\CrashDumps.", "C:\\Users\\oarslan\\AppData\\Local\\CrashDumps"],
    ["under C:\\Users\\oarslan\\ today", "C:\\Users\\oarslan"],
    ["C:\\Documents and Settings\\mstahl\\Desktop\\x.bak1", "C:\\Documents and Settings\\mstahl\\Desktop\\x.bak1"],
    ["cache at c:/users/jdoe/.cache/x", "c:/users/jdoe/.cache/x"],
    ['"path":"C:\\\\Users\\\\mstahl\\\\AppData"', "C:\\\\Users\\\\mstahl\\\\AppData"],
    ["C:\\Users\\Maria Rossi\\Desktop\\notes", "C:\\Users\\Maria Rossi\\Desktop\\notes"],
  ])("reads a Windows user-profile path whatever its extension (eighth exploratory test, F4): %s", (text, path) => {
    expect(paths(text)).toEqual([path]);
  });

  it("leaves a profile root without an account and system folders alone", () => {
    expect(paths("C:\\Users\\ and C:\\Windows\\System32\\drivers")).toEqual([]);
  });
});
