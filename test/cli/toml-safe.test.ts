/**
 * A redacted TOML file stays TOML (eighth exploratory test: "birthday = [DOB_1]" made the file
 * fail to load).
 */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isTomlFile, tomlSafe } from "../../src/cli/toml-safe.js";
import { runCli, spansOf, tree } from "./helpers.js";

describe("tomlSafe", () => {
  it("writes a bare value that holds a replacement as a string: a key's value, an array's item, an inline table's value, a mask", () => {
    const text = 'dates = [[DATE_1], 2020-01-01] # x\npin = ####\nkids = { name = [NAME_2], age = [AGE_1] }\nborn = [DOB_1] 07:32:00\n';
    expect(tomlSafe(text, spansOf(text, ["[DATE_1]", "####", "[NAME_2]", "[AGE_1]", "[DOB_1]"]))).toBe(
      'dates = ["[DATE_1]", 2020-01-01] # x\npin = "####"\nkids = { name = "[NAME_2]", age = "[AGE_1]" }\nborn = "[DOB_1] 07:32:00"\n',
    );
  });

  it("leaves strings, table headers, comments, multi-line strings and untouched lines as they are", () => {
    const text = '[member]\nname = "[NAME_1]"\nalias = \'[NAME_2]\'\n# [NAME_3] wrote this\nbio = """\n[NAME_4] = x\n"""\nok = 1\n';
    expect(tomlSafe(text, spansOf(text, ["[NAME_1]", "[NAME_2]", "[NAME_3]", "[NAME_4]"]))).toBe(text);
  });

  it("writes the bare values of an array continued over lines as strings (review)", () => {
    const text = "dates = [\n  [DATE_1],\n  1980-02-11,\n]\nok = [DATE_2]\n";
    expect(tomlSafe(text, spansOf(text, ["[DATE_1]", "[DATE_2]"]))).toBe('dates = [\n  "[DATE_1]",\n  1980-02-11,\n]\nok = "[DATE_2]"\n');
  });

  it("handles a file of many replacements and a long dotted line without an '=' (review: both were quadratic)", () => {
    const lines = Array.from({ length: 20_000 }, (_, i) => `k${i} = [DOB_${i}]`);
    const text = `${lines.join("\n")}\n${"a.".repeat(20_000)}x\n`;
    const out = tomlSafe(text, spansOf(text, lines.map((_, i) => `[DOB_${i}]`)));
    expect(out.split("\n")[19_999]).toBe('k19999 = "[DOB_19999]"');
  });

  it("knows a TOML file by its name", () => {
    expect(isTomlFile("pyproject.toml")).toBe(true);
    expect(isTomlFile("a.TOML")).toBe(true);
    expect(isTomlFile("a.yaml")).toBe(false);
    expect(isTomlFile(undefined)).toBe(false);
  });
});

describe("pii redact on a .toml file", () => {
  it("writes a redacted date as a string, quoted values as they were", async () => {
    const dir = tree({ "in/member.toml": '[member]\nname = "Bas Jansen"\nbirthday = 1993-05-21\nemail = "bas.jansen@example.nl"\n' });
    const r = await runCli(["redact", "in", "--out-dir", "out"], { cwd: dir });
    expect([r.code, r.stderr]).toEqual([0, ""]);
    const out = readFileSync(join(dir, "out/member.toml"), "utf8");
    expect(out).toMatch(/^\[member\]\nname = "[^"]*"\nbirthday = "\[DOB_1\]"\nemail = "\[EMAIL_ADDRESS_1\]"\n$/);
  });
});
