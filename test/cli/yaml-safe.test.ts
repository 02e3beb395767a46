/**
 * A redacted YAML file stays YAML (sixth exploratory test: "DB_USER: [USERNAME_1]" loaded as a
 * list, "- [FILENAME_1]:/data" did not load, a mask after a blank became a comment).
 */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isYamlFile, yamlSafe } from "../../src/cli/yaml-safe.js";
import { runCli, spansOf, tree } from "./helpers.js";

describe("yamlSafe", () => {
  it("quotes a value that a replacement starts, in a mapping and in a sequence", () => {
    const text = "env:\n  DB_USER: [USERNAME_1]\nvolumes:\n  - [FILENAME_1]:/data\n";
    expect(yamlSafe(text, spansOf(text, ["[USERNAME_1]", "[FILENAME_1]"]))).toBe("env:\n  DB_USER: '[USERNAME_1]'\nvolumes:\n  - '[FILENAME_1]:/data'\n");
  });

  it("quotes a value holding a mask after a blank, keeps an original comment out of it, and doubles quotes", () => {
    const text = "owner: Jan ###### # team lead\nnote: it's ####\n";
    expect(yamlSafe(text, spansOf(text, ["######", "####"]))).toBe("owner: 'Jan ######' # team lead\nnote: 'it''s ####'\n");
  });

  it("leaves quoted values, block scalars, replacements inside a plain scalar and untouched lines", () => {
    const text = 'a: "[NAME_1]"\nb: |\n  [NAME_2] wrote\nc: call [PHONE_NUMBER_1] now\nlabels: [x, y]\n';
    expect(yamlSafe(text, spansOf(text, ["[NAME_1]", "[NAME_2]", "[PHONE_NUMBER_1]"]))).toBe(text);
  });

  it("quotes each plain scalar of a flow collection that holds a replacement (eighth exploratory test: '{name: [NAME_1]}' loaded as a list)", () => {
    const text = 'backup: {name: [NAME_1], phone: "[PHONE_NUMBER_1]"}\nnote: {text: call [PHONE_NUMBER_2] now, tag: x}\nlist: [[NAME_2], y, ####]\nlabels: [x, y]\n';
    expect(yamlSafe(text, spansOf(text, ["[NAME_1]", "[PHONE_NUMBER_1]", "[PHONE_NUMBER_2]", "[NAME_2]", "####"]))).toBe(
      "backup: {name: '[NAME_1]', phone: \"[PHONE_NUMBER_1]\"}\nnote: {text: 'call [PHONE_NUMBER_2] now', tag: x}\nlist: ['[NAME_2]', y, '####']\nlabels: [x, y]\n",
    );
  });

  it("keeps a comment after a flow collection a comment, and handles a long one-line flow (review)", () => {
    const text = "owner: {name: [NAME_1]}  # backup contact [NAME_2]\n";
    expect(yamlSafe(text, spansOf(text, ["[NAME_1]", "[NAME_2]"]))).toBe("owner: {name: '[NAME_1]'}  # backup contact [NAME_2]\n");
    const items = Array.from({ length: 20_000 }, (_, i) => `k${i}: [NAME_${i}]`);
    const flow = `all: {${items.join(", ")}}\n`;
    const out = yamlSafe(flow, spansOf(flow, items.map((_, i) => `[NAME_${i}]`)));
    expect(out.endsWith("k19999: '[NAME_19999]'}\n")).toBe(true);
  });

  it("quotes the plain scalars of a flow collection written over several lines, keeping its commas and comments (review: '[NAME_1],' swallowed the comma)", () => {
    const text = "env: {\n  name: [NAME_1],\n  phone: [PHONE_NUMBER_1], # mobile [NAME_2]\n  team: ops\n}  # owner\nnext: [USERNAME_1]\npeople: [\n  [NAME_3],\n  call [PHONE_NUMBER_2] now,\n  \"[NAME_4]\"\n]\n";
    expect(yamlSafe(text, spansOf(text, ["[NAME_1]", "[PHONE_NUMBER_1]", "[NAME_2]", "[USERNAME_1]", "[NAME_3]", "[PHONE_NUMBER_2]", "[NAME_4]"]))).toBe(
      "env: {\n  name: '[NAME_1]',\n  phone: '[PHONE_NUMBER_1]', # mobile [NAME_2]\n  team: ops\n}  # owner\nnext: '[USERNAME_1]'\npeople: [\n  '[NAME_3]',\n  'call [PHONE_NUMBER_2] now',\n  \"[NAME_4]\"\n]\n",
    );
  });

  it("reads the lines after a flow collection that never closes one by one, as before, in one pass", () => {
    const text = "broken: [\n  a,\nowner: [NAME_1]\n" + "x: [\n".repeat(20_000);
    const out = yamlSafe(text, spansOf(text, ["[NAME_1]"]));
    expect(out.startsWith("broken: [\n  a,\nowner: '[NAME_1]'\n")).toBe(true);
    expect(out.length).toBe(text.length + 2);
  });

  it("knows a YAML file by its name", () => {
    expect(isYamlFile("deploy/k8s.yaml")).toBe(true);
    expect(isYamlFile("compose.YML")).toBe(true);
    expect(isYamlFile("notes.txt")).toBe(false);
    expect(isYamlFile(undefined)).toBe(false);
  });
});

describe("pii redact on a .yml file", () => {
  it("writes values a YAML reader loads as the strings shown, markers and masks alike", async () => {
    const dir = tree({ "in/compose.yml": "services:\n  worker:\n    environment:\n      OWNER_EMAIL: jan.devries@example.nl\n    volumes:\n      - /home/jmueller/data:/data\n" });
    const marked = await runCli(["redact", "in", "--out-dir", "out"], { cwd: dir });
    expect(marked.code).toBe(0);
    expect(readFileSync(join(dir, "out/compose.yml"), "utf8")).toBe(
      "services:\n  worker:\n    environment:\n      OWNER_EMAIL: '[EMAIL_ADDRESS_1]'\n    volumes:\n      - '[FILENAME_1]:/data'\n",
    );
    const masked = await runCli(["redact", "in/compose.yml", "--marker", "mask"], { cwd: dir });
    expect(masked.stdout).toContain(`OWNER_EMAIL: '${"#".repeat("jan.devries@example.nl".length)}'`);
  });
});
