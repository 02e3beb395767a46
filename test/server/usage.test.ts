import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Writable } from "node:stream";
import { Command } from "commander";
import { describe, expect, it } from "vitest";
import { registerUsageCommand } from "../../src/cli/usage.js";
import { openUsageLog } from "../../src/server/usage-log.js";
import { summariseUsage, usageTable } from "../../src/server/usage-summary.js";
import { makeServer, post } from "./helpers.js";
import { scratchDir } from "../scratch.js";

const rec = (time: string, project: string, characters: number, entities: Record<string, number>, status = 200) =>
  JSON.stringify({ time, route: "/process/text", tier: "container", project_id: project, characters, entities, status, duration_ms: 1 });

const LINES = [
  rec("2025-01-01T10:00:00Z", "a", 100, { NAME: 2 }),
  rec("2025-01-01T23:59:59Z", "a", 50, { NAME: 1, EMAIL_ADDRESS: 1 }),
  rec("2025-01-02T00:00:00Z", "a", 10, {}, 400),
  rec("2025-01-01T12:00:00Z", "b", 7, { SSN: 3 }),
  "not json",
  "",
];

describe("usage log", () => {
  it("the server appends one record per request with counts and no text", async () => {
    const dir = scratchDir("pii-usage-");
    const path = join(dir, "u.ndjson");
    const usageLog = openUsageLog(path);
    const app = makeServer({ usageLog, apiKeys: undefined });
    await post(app, "/process/text", { text: ["a@b.co", "c@d.co x"], project_id: "proj-1" });
    await post(app, "/analyze/text", { text: "bad" });
    await app.close();
    await usageLog.close();
    const records = readFileSync(path, "utf8").trim().split("\n").map((l) => JSON.parse(l));
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({ route: "/process/text", tier: "container", project_id: "proj-1", characters: 14, entities: { EMAIL_ADDRESS: 2 }, status: 200 });
    expect(Number.isNaN(Date.parse(records[0].time))).toBe(false);
    expect(records[1]).toMatchObject({ route: "/analyze/text", project_id: "main", characters: 0, entities: {}, status: 400 });
  });

  it("summarises per project and day, per day, or per project", () => {
    const s = summariseUsage(LINES);
    expect(s.skipped).toBe(1);
    expect(s.rows).toEqual([
      { project_id: "a", day: "2025-01-01", requests: 2, errors: 0, characters: 150, entities: 4, entity_types: { NAME: 3, EMAIL_ADDRESS: 1 } },
      { project_id: "a", day: "2025-01-02", requests: 1, errors: 1, characters: 10, entities: 0, entity_types: {} },
      { project_id: "b", day: "2025-01-01", requests: 1, errors: 0, characters: 7, entities: 3, entity_types: { SSN: 3 } },
    ]);
    expect(summariseUsage(LINES, "day").rows.map((r) => [r.day, r.requests, r.characters])).toEqual([["2025-01-01", 3, 157], ["2025-01-02", 1, 10]]);
    expect(summariseUsage(LINES, "project").rows.map((r) => [r.project_id, r.requests, r.entities])).toEqual([["a", 3, 4], ["b", 1, 3]]);
    expect(usageTable(summariseUsage(LINES, "project").rows, "project")).toBe(
      ["project_id  requests  errors  characters  entities", "a                  3       1         160         4", "b                  1       0           7         3", ""].join("\n"),
    );
  });

  it("pii usage prints the table or JSON", async () => {
    const dir = scratchDir("pii-usage-");
    writeFileSync(join(dir, "u.ndjson"), LINES.join("\n"));
    const run = async (args: string[]) => {
      let out = "";
      const stdout = new Writable({ write(c, _e, done) { out += c.toString(); done(); } });
      const program = new Command("pii").exitOverride();
      registerUsageCommand(program, { cwd: dir, stdout });
      await program.parseAsync(["usage", ...args], { from: "user" });
      return out;
    };
    const table = await run(["u.ndjson", "--by", "day"]);
    expect(table.split("\n")[0]).toBe("day         requests  errors  characters  entities");
    expect(table).toContain("(1 lines were not usage records and were skipped)");
    const json = JSON.parse(await run(["u.ndjson", "--json"]));
    expect(json.rows).toHaveLength(3);
    await expect(run(["missing.ndjson"])).rejects.toThrow(/cannot read the file \(ENOENT\)/);
  });
});
