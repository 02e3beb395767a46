/**
 * API keys: which key may use which tier (spec 5, reference-notes 1.2).
 *
 * Keys come from PII_API_KEYS or a file, both in the form `key=tier[,tier];key2=tier` (the file
 * may also put one entry per line). Keys are kept only as SHA-256 digests and compared with
 * crypto.timingSafeEqual against every configured key, without an early exit, so neither the
 * comparison nor the lookup time depends on how much of a key an attacker guessed. Keys never
 * appear in errors or logs: a malformed entry is reported by its position.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { readFileSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import { HOSTED_TIERS, type HostedTier } from "./routes.js";

export interface KeyStore {
  /** Number of configured keys. */
  readonly size: number;
  /** Tiers the key may use; empty for an unknown key. Constant time in the key's content. */
  tiersOf(key: string): ReadonlySet<HostedTier>;
}

function digest(value: string): Buffer {
  return createHash("sha256").update(value, "utf8").digest();
}

/** Parse `key=tier[,tier];key2=tier` (entries separated by ';' or newlines; blank entries skipped). */
export function parseApiKeys(spec: string, source = "PII_API_KEYS"): KeyStore {
  const entries: { hash: Buffer; tiers: Set<HostedTier> }[] = [];
  const raw = spec.split(/[;\n\r]+/).map((e) => e.trim()).filter((e) => e !== "" && !e.startsWith("#"));
  raw.forEach((entry, i) => {
    const eq = entry.indexOf("=");
    const key = eq < 0 ? "" : entry.slice(0, eq).trim();
    const tierList = eq < 0 ? [] : entry.slice(eq + 1).split(",").map((t) => t.trim()).filter((t) => t !== "");
    if (key === "" || tierList.length === 0) {
      throw new Error(`${source}: entry ${i + 1} must have the form key=tier[,tier]`);
    }
    const tiers = new Set<HostedTier>();
    for (const t of tierList) {
      if (!(HOSTED_TIERS as readonly string[]).includes(t)) {
        throw new Error(`${source}: entry ${i + 1} names a tier that is not one of: ${HOSTED_TIERS.join(", ")}`);
      }
      tiers.add(t as HostedTier);
    }
    entries.push({ hash: digest(key), tiers });
  });
  return {
    size: entries.length,
    tiersOf(key: string): ReadonlySet<HostedTier> {
      const candidate = digest(key);
      let found: Set<HostedTier> | undefined;
      for (const e of entries) {
        // every entry is compared, whatever matched before
        if (timingSafeEqual(candidate, e.hash) && !found) found = e.tiers;
      }
      return found ?? new Set();
    },
  };
}

/** Keys from a file (same format as PII_API_KEYS), read once at start-up. */
export function readApiKeysFile(path: string): KeyStore {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    throw new Error(`--api-keys-file: cannot read the file (${(e as NodeJS.ErrnoException).code ?? "error"})`);
  }
  return parseApiKeys(text, "--api-keys-file");
}

/**
 * The key a request presents: the x-api-key header (any case; node lower-cases header names) or
 * `Authorization: Bearer <key>`, which the official Python client can send instead.
 */
export function presentedKey(headers: IncomingHttpHeaders): string | undefined {
  const x = headers["x-api-key"];
  const value = Array.isArray(x) ? x[0] : x;
  if (value !== undefined && value !== "") return value;
  const auth = headers.authorization;
  const m = typeof auth === "string" ? /^Bearer\s+(\S+)\s*$/i.exec(auth) : null;
  return m?.[1];
}

/** A secret kept as its SHA-256 digest, compared in constant time (the metrics key). */
export function secretMatcher(secret: string): (candidate: string | undefined) => boolean {
  const expected = digest(secret);
  return (candidate) => timingSafeEqual(digest(candidate ?? ""), expected) && candidate !== undefined;
}

export interface OperationalAccess {
  /** Container routes need a key (--require-key): /metrics and /openapi.json then need one too. */
  requireKey: boolean;
  /** A separate key for /metrics (PII_METRICS_KEY): when set, /metrics takes that key and no other. */
  metricsKey?: (candidate: string | undefined) => boolean;
}

/**
 * May this request read /metrics or /openapi.json? Open by default like the container routes;
 * under --require-key any valid API key (any tier). A metrics key, when configured, is the only
 * key /metrics accepts (a scraper gets its own credential, clients do not see other projects'
 * counts), and it also opens /openapi.json. / and /healthz are always open (probes).
 */
export function isOperationalAuthorised(keys: KeyStore, headers: IncomingHttpHeaders, path: "/metrics" | "/openapi.json", access: OperationalAccess): boolean {
  const key = presentedKey(headers);
  if (access.metricsKey) {
    const isMetricsKey = access.metricsKey(key);
    if (path === "/metrics") return isMetricsKey;
    if (isMetricsKey) return true;
  }
  if (!access.requireKey) return true;
  const tiers = keys.tiersOf(key ?? "");
  return key !== undefined && tiers.size > 0;
}

/** May this request use this tier? Container routes need a key only under --require-key (any tier). */
export function isAuthorised(
  keys: KeyStore,
  headers: IncomingHttpHeaders,
  tier: "container" | HostedTier,
  requireKeyOnContainer: boolean,
): boolean {
  if (tier === "container" && !requireKeyOnContainer) return true;
  const key = presentedKey(headers);
  // hash a dummy so a missing key costs what a wrong one does
  const tiers = keys.tiersOf(key ?? "");
  if (key === undefined) return false;
  return tier === "container" ? tiers.size > 0 : tiers.has(tier);
}
