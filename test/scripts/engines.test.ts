/**
 * Issue 15: "cookie@2 (through fastify's light-my-request) declares Node >= 22 while the README says
 * Node 20+; npm prints EBADENGINE on every install." Every package an install of pii brings (the
 * non-dev packages of package-lock.json, which is what a user's npm resolves to as long as pii's own
 * dependencies pin it, as light-my-request ~6.6.0 does) must admit the lowest Node version pii's
 * package.json declares. scripts/ci/pack-install.sh checks the real installs of the tarball too.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
type Version = [number, number, number];

function parse(v: string): Version {
  const [a = "0", b = "0", c = "0"] = v.replace(/^v/, "").split(".");
  const n = (s: string) => (/^\d+$/.test(s) ? Number(s) : 0);
  return [n(a), n(b), n(c)];
}
const cmp = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Whether an engines.node range admits version v (the forms npm packages use: >=, ^, ~, x, ||). */
export function admits(range: string, v: Version): boolean {
  return range.split("||").some((alt) => {
    const parts = alt.trim().match(/(>=|<=|>|<|\^|~|=)?\s*v?\d+(\.(\d+|x|\*))*(\.(\d+|x|\*))?/g) ?? [];
    if (parts.length === 0) return true; // "*" or empty
    return parts.every((p) => {
      const m = /^(>=|<=|>|<|\^|~|=)?\s*(.*)$/.exec(p.trim())!;
      const op = m[1] ?? (/\.(x|\*)|^\d+$|^\d+\.\d+$/.test(m[2]!) ? "x" : "=");
      const w = parse(m[2]!);
      const c = cmp(v, w);
      switch (op) {
        case ">=": return c >= 0;
        case ">": return c > 0;
        case "<=": return c <= 0;
        case "<": return c < 0;
        case "^": return c >= 0 && v[0] === w[0];
        case "~": return c >= 0 && v[0] === w[0] && v[1] === w[1];
        case "x": return v[0] === w[0] && (!/^\d+\.\d+/.test(m[2]!) || v[1] === w[1]);
        default: return c === 0;
      }
    });
  });
}

describe("Node versions", () => {
  const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { engines: { node: string } };
  const floor = parse(/\d+(\.\d+){0,2}/.exec(pkg.engines.node)![0]);

  it("reads ranges as npm does", () => {
    expect(admits(">=22", [20, 19, 0])).toBe(false);
    expect(admits("^20.19.0 || ^22.13.0 || >=24.0.0", [20, 19, 0])).toBe(true);
    expect(admits("^20.19.0 || ^22.13.0", [20, 0, 0])).toBe(false);
    expect(admits("^16 || ^18 || >=20", [20, 19, 0])).toBe(true);
    expect(admits(">= 10.x", [20, 19, 0])).toBe(true);
    expect(admits(">=18", [20, 19, 0])).toBe(true);
  });

  it("every package pii installs admits the lowest Node version pii declares", () => {
    const lock = JSON.parse(readFileSync(join(ROOT, "package-lock.json"), "utf8")) as {
      packages: Record<string, { dev?: boolean; engines?: { node?: string } | string[] }>;
    };
    const excluding = Object.entries(lock.packages)
      .filter(([path, p]) => path !== "" && !p.dev && p.engines && !Array.isArray(p.engines) && p.engines.node)
      .filter(([, p]) => !admits((p.engines as { node: string }).node, floor))
      .map(([path, p]) => `${path.replace(/^.*node_modules\//, "")} (node ${(p.engines as { node: string }).node})`);
    expect(excluding).toEqual([]);
  });
});
