/**
 * Bounded in-flight limiter: at most maxConcurrent requests run on the engine at once and at most
 * maxQueue wait for a slot. Beyond that, run() rejects with OverloadedError right away (the
 * server answers 503 with Retry-After), so a burst cannot grow memory without bound. A request
 * that waits or runs longer than timeoutMs rejects with RequestTimeoutError and gives its slot
 * back; one whose caller's signal aborts (the client went away) rejects with ClientGoneError the
 * same way. Either way the work's own AbortSignal (the argument of `work`) aborts, so the work
 * can drop what it has not started (the NER pool drops the request's queued batches); what is
 * already running finishes and its result is discarded.
 */

export class OverloadedError extends Error {
  override readonly name = "OverloadedError";
  constructor() {
    super("server is at capacity; retry later");
  }
}

export class RequestTimeoutError extends Error {
  override readonly name = "RequestTimeoutError";
  constructor(readonly timeoutMs: number) {
    super(`request took longer than ${timeoutMs} ms`);
  }
}

/** The caller's signal aborted (the HTTP client disconnected) before the work finished. */
export class ClientGoneError extends Error {
  override readonly name = "ClientGoneError";
  constructor() {
    super("the client went away");
  }
}

export interface LimiterOptions {
  maxConcurrent: number;
  maxQueue: number;
  /** 0 or undefined: no timeout. */
  timeoutMs?: number;
}

export interface LimiterStats {
  running: number;
  queued: number;
}

export class Limiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly options: LimiterOptions) {
    for (const [name, min] of [["maxConcurrent", 1], ["maxQueue", 0]] as const) {
      const v = options[name];
      if (!Number.isInteger(v) || v < min) throw new Error(`${name} must be an integer >= ${min}`);
    }
  }

  stats(): LimiterStats {
    return { running: this.running, queued: this.waiting.length };
  }

  /**
   * Run `work` when a slot is free. `signal`: the caller's (client disconnect). `work` gets a signal
   * that aborts when the request times out or the caller's signal aborts.
   */
  async run<T>(work: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    // a caller already gone takes no slot
    if (signal?.aborted) throw new ClientGoneError();
    const timeoutMs = this.options.timeoutMs ?? 0;
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    // settles (rejects) when the request ends early: timeout or caller gone
    const ended = new Promise<never>((_, reject) => {
      if (timeoutMs > 0) {
        timer = setTimeout(() => {
          reject(new RequestTimeoutError(timeoutMs));
          controller.abort();
        }, timeoutMs);
      }
      if (signal) {
        onAbort = () => {
          reject(new ClientGoneError());
          controller.abort();
        };
        signal.addEventListener("abort", onAbort, { once: true });
      }
    });
    ended.catch(() => undefined);
    try {
      await this.acquire(ended);
      try {
        const task = work(controller.signal);
        // a late failure of work abandoned on timeout must not become an unhandled rejection
        task.catch(() => undefined);
        return await Promise.race([task, ended]);
      } finally {
        this.release();
      }
    } finally {
      if (timer) clearTimeout(timer);
      if (onAbort) signal!.removeEventListener("abort", onAbort);
    }
  }

  /** Take a slot now, or wait in the queue for one handed over by release(). */
  private async acquire(ended: Promise<never>): Promise<void> {
    if (this.running < this.options.maxConcurrent) {
      this.running++;
      return;
    }
    if (this.waiting.length >= this.options.maxQueue) throw new OverloadedError();
    let wake!: () => void;
    const handedOver = new Promise<void>((resolve) => (wake = resolve));
    this.waiting.push(wake);
    try {
      await Promise.race([handedOver, ended]);
    } catch (e) {
      const i = this.waiting.indexOf(wake);
      if (i >= 0) this.waiting.splice(i, 1);
      // the slot may have been handed over in the same tick the timer fired: give it back
      else this.release();
      throw e;
    }
  }

  /** Hand the slot to the longest waiting request, or free it. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}
