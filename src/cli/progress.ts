/**
 * A progress bar on stderr (cli-progress), shown only where a person is watching: stderr is a
 * terminal, --quiet is off, and the run is long enough to need one (several files, or one input
 * over a few megabytes). Never in pipes, CI logs or tests.
 */
import type { Writable } from "node:stream";

/** Inputs larger than this get a bar even when they are a single file. */
export const PROGRESS_MIN_BYTES = 4 * 1024 * 1024;

export interface ProgressPlan {
  readonly isTTY: boolean;
  readonly quiet: boolean;
  readonly fileCount: number;
  readonly totalBytes: number;
}

export function wantsProgress(plan: ProgressPlan): boolean {
  return plan.isTTY && !plan.quiet && (plan.fileCount > 1 || plan.totalBytes > PROGRESS_MIN_BYTES);
}

export interface Progress {
  /** Set the amount done (bytes read so far). */
  update(done: number): void;
  stop(): void;
}

const NO_PROGRESS: Progress = { update() {}, stop() {} };

export async function startProgress(enabled: boolean, stream: Writable, totalBytes: number): Promise<Progress> {
  if (!enabled) return NO_PROGRESS;
  // loaded only when a bar is shown
  const { Presets, SingleBar } = await import("cli-progress");
  const bar = new SingleBar(
    {
      stream: stream as unknown as NodeJS.WritableStream,
      format: "pii [{bar}] {percentage}% | {value_mb}/{total_mb} MB | {eta_formatted}",
      hideCursor: true,
      clearOnComplete: true,
      etaBuffer: 50,
    },
    Presets.shades_classic,
  );
  const mb = (bytes: number): string => (bytes / 1048576).toFixed(1);
  bar.start(Math.max(1, totalBytes), 0, { value_mb: mb(0), total_mb: mb(totalBytes) });
  return {
    update(done: number) {
      bar.update(Math.min(done, totalBytes), { value_mb: mb(done) });
    },
    stop() {
      bar.stop();
    },
  };
}
