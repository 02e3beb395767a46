/**
 * Output sinks: a writer that respects backpressure, and files written atomically (a temporary
 * file in the target directory, renamed over the target when complete) so a reader never sees a
 * half-written output and an interrupted run leaves no truncated file behind.
 *
 * Temporary files are named `.<target>.pii-<host>-<pid>-<random>.tmp`. Every open one is listed
 * here so a SIGINT/SIGTERM handler can remove them (removeOpenTempsSync); the ones a killed run
 * (SIGKILL, power loss) left behind are swept by the next run over the same output directory
 * (sweepStaleTemps), which removes only files of that pattern, older than its own start, and
 * either written by a process of this host that is gone or untouched for an hour.
 */
import { once } from "node:events";
import { createHash, randomBytes } from "node:crypto";
import { createWriteStream, rmSync, type WriteStream } from "node:fs";
import { lstat, rename, rm } from "node:fs/promises";
import { makeDirectories } from "./make-directories.js";
import { hostname } from "node:os";
import { basename, dirname, join } from "node:path";
import type { Writable } from "node:stream";

export interface Sink {
  /** Text (written as UTF-8) or bytes (an encoded output: cli/redact.ts). */
  write(chunk: string | Uint8Array): Promise<void>;
}

/** Write, and wait for "drain" when the stream's buffer is full. */
export function streamSink(stream: Writable): Sink {
  return {
    async write(chunk: string | Uint8Array): Promise<void> {
      if (chunk.length === 0) return;
      if (!stream.write(chunk)) await once(stream, "drain");
    },
  };
}

/** Eight hex digits naming this host in temporary file names (a pid only means something on its host). */
export const HOST_TAG = createHash("sha256").update(hostname()).digest("hex").slice(0, 8);

/** `.<target>.pii-<host>-<pid>-<random>.tmp`: host tag, pid and random part. */
export const TEMP_PATTERN = /^\..+\.pii-([0-9a-f]{8})-(\d+)-([0-9a-f]{8})\.tmp$/;

/** A temporary file nobody has written for this long is stale even when its writer may be alive elsewhere. */
export const STALE_AFTER_MS = 60 * 60 * 1000;

export function tempPathFor(target: string): string {
  return join(dirname(target), `.${basename(target)}.pii-${HOST_TAG}-${process.pid}-${randomBytes(4).toString("hex")}.tmp`);
}

/** Temporary files being written now, by this process. */
const openTemps = new Set<string>();

/** Remove every temporary file this process has open (from a signal or exit handler: synchronous). */
export function removeOpenTempsSync(): number {
  let removed = 0;
  for (const temp of openTemps) {
    try {
      rmSync(temp, { force: true });
      removed += 1;
    } catch {
      // nothing more can be done while exiting
    }
  }
  openTemps.clear();
  return removed;
}

export function openTempCount(): number {
  return openTemps.size;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Remove the temporary files earlier runs left under `dir`: names of our pattern only, modified
 * before `runStart`, and either from this host by a process that no longer runs, or untouched for
 * STALE_AFTER_MS (a run on another host sharing the volume may still be writing a newer one).
 * Returns how many were removed.
 */
export async function sweepStaleTemps(dir: string, runStart: number, now = Date.now()): Promise<number> {
  let candidates: string[];
  try {
    const fg = (await import("fast-glob")).default;
    candidates = await fg("**/.*.pii-*.tmp", { cwd: dir, dot: true, onlyFiles: true, absolute: true, followSymbolicLinks: false });
  } catch {
    return 0;
  }
  let removed = 0;
  for (const path of candidates) {
    const m = TEMP_PATTERN.exec(basename(path));
    if (!m) continue;
    const info = await lstat(path).catch(() => undefined);
    if (!info?.isFile() || info.mtimeMs >= runStart) continue;
    const pid = Number(m[2]);
    const ownHostGone = m[1] === HOST_TAG && pid !== process.pid && !processAlive(pid);
    if (!ownHostGone && now - info.mtimeMs < STALE_AFTER_MS) continue;
    await rm(path, { force: true }).then(
      () => (removed += 1),
      () => undefined,
    );
  }
  return removed;
}

export class AtomicFile implements Sink {
  private readonly stream: WriteStream;
  private readonly sink: Sink;
  private failure: Error | undefined;

  private constructor(
    readonly target: string,
    readonly temp: string,
  ) {
    this.stream = createWriteStream(temp, { flags: "wx" });
    this.stream.on("error", (err) => {
      this.failure = err;
    });
    this.sink = streamSink(this.stream);
  }

  static async open(target: string): Promise<AtomicFile> {
    await makeDirectories(dirname(target));
    const temp = tempPathFor(target);
    openTemps.add(temp);
    const file = new AtomicFile(target, temp);
    try {
      await once(file.stream, "open");
    } catch (err) {
      openTemps.delete(temp);
      throw err;
    }
    return file;
  }

  async write(chunk: string | Uint8Array): Promise<void> {
    if (this.failure) throw this.failure;
    await this.sink.write(chunk);
  }

  /** Flush, then rename the temporary file over the target. */
  async commit(): Promise<void> {
    if (this.failure) throw this.failure;
    this.stream.end();
    await once(this.stream, "finish");
    await rename(this.temp, this.target);
    openTemps.delete(this.temp);
  }

  /** Give up: remove the temporary file, leave any existing target untouched. */
  async abort(): Promise<void> {
    this.stream.destroy();
    await rm(this.temp, { force: true });
    openTemps.delete(this.temp);
  }
}
