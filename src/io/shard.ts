/**
 * --shard K/N: split the work into N parts without coordination between the N jobs.
 * K is 1-based (1..N), as in `jest --shard=1/4` and `playwright test --shard=1/4`, so a CI matrix
 * index can be passed as is.
 */
import { createHash } from "node:crypto";
import { InputError } from "./errors.js";

export interface Shard {
  /** 1-based part number. */
  readonly index: number;
  readonly count: number;
}

export function parseShard(spec: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(spec.trim());
  if (!m) throw new InputError("--shard: must be K/N with whole numbers, e.g. 1/4");
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
