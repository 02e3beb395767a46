/**
 * --shard K/N: split the work into N parts without coordination between the N jobs.
 * K is 1-based (1..N), as in `jest --shard=1/4` and `playwright test --shard=1/4`, so a CI matrix
 * index can be passed as is.
 *
 * --shard auto: K and N from the environment of a parallel job (shardFromEnv): a Kubernetes
 * Indexed Job's JOB_COMPLETION_INDEX with the count in PII_SHARD_COUNT (Kubernetes does not put
 * the Job's completions in the pod's environment), or a CI system's parallel-job variables.
 */
import { createHash } from "node:crypto";
import { InputError } from "./errors.js";

export interface Shard {
  /** 1-based part number. */
  readonly index: number;
  readonly count: number;
}

/** Where --shard auto looks: an index and a count variable, and whether the index counts from 0. */
export const SHARD_ENVIRONMENTS = [
  { system: "Kubernetes Indexed Job", index: "JOB_COMPLETION_INDEX", count: "PII_SHARD_COUNT", zeroBased: true },
  { system: "GitLab CI parallel", index: "CI_NODE_INDEX", count: "CI_NODE_TOTAL", zeroBased: false },
  { system: "CircleCI parallelism", index: "CIRCLE_NODE_INDEX", count: "CIRCLE_NODE_TOTAL", zeroBased: true },
  { system: "Buildkite parallelism", index: "BUILDKITE_PARALLEL_JOB", count: "BUILDKITE_PARALLEL_JOB_COUNT", zeroBased: true },
] as const;

function wholeNumber(env: Readonly<Record<string, string | undefined>>, name: string): number {
  const value = env[name]?.trim() ?? "";
  // the value is a number or it is reported by name only
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) throw new InputError(`--shard auto: ${name} must be a whole number`);
  return Number(value);
}

/**
 * --shard auto: the part of this job among its parallel siblings, from the first of
 * SHARD_ENVIRONMENTS whose index variable is set. An index without its count, a count of 0 or an
 * index beyond the count is an error naming the variables; so is an environment with none of them.
 */
export function shardFromEnv(env: Readonly<Record<string, string | undefined>>): Shard {
  const found = SHARD_ENVIRONMENTS.find((e) => (env[e.index]?.trim() ?? "") !== "");
  if (!found) {
    const pairs = SHARD_ENVIRONMENTS.map((e) => `${e.index} and ${e.count} (${e.system})`).join(", ");
    throw new InputError(`--shard auto: no shard index in the environment: set ${pairs}, or use --shard K/N`);
  }
  if ((env[found.count]?.trim() ?? "") === "") {
    const hint = found.count === "PII_SHARD_COUNT" ? " to the Job's completions (Kubernetes does not pass the count to the pod)" : "";
    throw new InputError(`--shard auto: ${found.index} is set (${found.system}) but ${found.count} is not; set ${found.count}${hint}`);
  }
  const raw = wholeNumber(env, found.index);
  const count = wholeNumber(env, found.count);
  if (count < 1) throw new InputError(`--shard auto: ${found.count} must be at least 1`);
  const index = found.zeroBased ? raw + 1 : raw;
  if (index < 1 || index > count) {
    const range = found.zeroBased ? `0 to ${count - 1}` : `1 to ${count}`;
    throw new InputError(`--shard auto: ${found.index} must be ${range} (${found.count} is ${count})`);
  }
  return { index, count };
}

/** A --shard value: "K/N", or "auto" (shardFromEnv). */
export function parseShard(spec: string, env: Readonly<Record<string, string | undefined>> = {}): Shard {
  if (spec.trim() === "auto") return shardFromEnv(env);
  const m = /^(\d+)\/(\d+)$/.exec(spec.trim());
  if (!m) throw new InputError("--shard: must be K/N with whole numbers, e.g. 1/4, or auto");
  const index = Number(m[1]);
  const count = Number(m[2]);
  if (count < 1) throw new InputError("--shard: N must be at least 1");
  if (index < 1 || index > count) throw new InputError("--shard: K must be between 1 and N");
  if (!Number.isSafeInteger(count)) throw new InputError("--shard: N is too large");
  return { index, count };
}

/**
 * Stable 32-bit hash of a file's relative path: a file's shard depends only on its own name, so
 * adding or removing other files never moves it to another shard.
 */
export function stableHash(key: string): number {
  return createHash("sha256").update(key, "utf8").digest().readUInt32BE(0);
}

export function fileInShard(relativePath: string, shard: Shard): boolean {
  return stableHash(relativePath) % shard.count === shard.index - 1;
}

/** recordIndex is 0-based (the first record of a file is index 0). */
export function recordInShard(recordIndex: number, shard: Shard): boolean {
  return recordIndex % shard.count === shard.index - 1;
}
