/**
 * Output sinks: a writer that respects backpressure, and files written atomically (a temporary
 * file in the target directory, renamed over the target when complete) so a reader never sees a
 * half-written output and an interrupted run leaves no truncated file behind.
 */
import { once } from "node:events";
import { createWriteStream, type WriteStream } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import type { Writable } from "node:stream";
import { randomBytes } from "node:crypto";

export interface Sink {
  write(chunk: string): Promise<void>;
}

/** Write, and wait for "drain" when the stream's buffer is full. */
export function streamSink(stream: Writable): Sink {
  return {
    async write(chunk: string): Promise<void> {
      if (chunk.length === 0) return;
      if (!stream.write(chunk)) await once(stream, "drain");
    },
  };
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
    await mkdir(dirname(target), { recursive: true });
    const temp = join(dirname(target), `.${basename(target)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
    const file = new AtomicFile(target, temp);
    await once(file.stream, "open");
    return file;
  }

  async write(chunk: string): Promise<void> {
    if (this.failure) throw this.failure;
    await this.sink.write(chunk);
  }

  /** Flush, then rename the temporary file over the target. */
  async commit(): Promise<void> {
    if (this.failure) throw this.failure;
    this.stream.end();
    await once(this.stream, "finish");
    await rename(this.temp, this.target);
  }

  /** Give up: remove the temporary file, leave any existing target untouched. */
  async abort(): Promise<void> {
    this.stream.destroy();
    await rm(this.temp, { force: true });
  }
}
