/** Temporary files of --out-dir runs: recognisable names, removal of open ones, sweeping of stale ones. */
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { AtomicFile, HOST_TAG, openTempCount, removeOpenTempsSync, STALE_AFTER_MS, sweepStaleTemps, TEMP_PATTERN, tempPathFor } from "../../src/io/sink.js";
import { scratchDir } from "../scratch.js";

/** A pid no process has: above the kernel's pid_max default (4194304 at most). */
const DEAD_PID = 4_194_999;

function touch(path: string, ageMs: number): void {
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, "partial [EMAIL_ADDRESS_1]");
  const t = (Date.now() - ageMs) / 1000;
  utimesSync(path, t, t);
}

describe("temporary files", () => {
  it("are named .<target>.pii-<host>-<pid>-<random>.tmp next to the target", () => {
    const temp = tempPathFor("/x/out/data.csv");
    expect(temp.startsWith("/x/out/.data.csv.pii-")).toBe(true);
    const m = TEMP_PATTERN.exec(basename(temp));
    expect(m?.[1]).toBe(HOST_TAG);
    expect(Number(m?.[2])).toBe(process.pid);
  });

  it("removeOpenTempsSync removes the ones still open (what the SIGINT/SIGTERM handler calls)", async () => {
    const dir = scratchDir("pii-temps-");
    const f = await AtomicFile.open(join(dir, "a.txt"));
    await f.write("half");
    expect(readdirSync(dir)).toHaveLength(1);
    expect(openTempCount()).toBe(1);
    expect(removeOpenTempsSync()).toBe(1);
    expect(readdirSync(dir)).toEqual([]);
    await f.abort();
    expect(openTempCount()).toBe(0);
  });

  it("a sweep removes only our pattern, older than the run, from a dead process here or untouched for an hour", async () => {
    const dir = scratchDir("pii-sweep-");
    const name = (target: string, host: string, pid: number): string => `.${target}.pii-${host}-${pid}-0123abcd.tmp`;
    const files = {
      deadHere: join(dir, "sub", name("a.txt", HOST_TAG, DEAD_PID)),
      aliveHere: join(dir, name("b.txt", HOST_TAG, process.pid)),
      otherHostRecent: join(dir, name("c.txt", "ffffffff", 12)),
      otherHostOld: join(dir, "deep/er", name("d.txt", "ffffffff", 12)),
      notOurs: join(dir, ".e.txt.12345.tmp"),
      userFile: join(dir, "f.pii-00000000-1-00000000.tmp"),
      newerThanRun: join(dir, name("g.txt", HOST_TAG, DEAD_PID)),
    };
    touch(files.deadHere, 60_000);
    touch(files.aliveHere, 60_000);
    touch(files.otherHostRecent, 60_000);
    touch(files.otherHostOld, STALE_AFTER_MS + 60_000);
    touch(files.notOurs, STALE_AFTER_MS + 60_000);
    touch(files.userFile, STALE_AFTER_MS + 60_000);
    touch(files.newerThanRun, -60_000);
    const runStart = Date.now();
    expect(await sweepStaleTemps(dir, runStart)).toBe(2);
    expect(Object.fromEntries(Object.entries(files).map(([k, p]) => [k, existsSync(p)]))).toEqual({
      deadHere: false,
      aliveHere: true,
      otherHostRecent: true,
      otherHostOld: false,
      notOurs: true,
      userFile: true,
      newerThanRun: true,
    });
  });

  it("a sweep of a directory that does not exist yet removes nothing", async () => {
    expect(await sweepStaleTemps(join(tmpdir(), "pii-no-such-dir-for-sweep"), Date.now())).toBe(0);
  });
});
