/**
 * Concurrent map that keeps input order and bounded memory: a window of items in flight, at most
 * `maxItems` of them, and a new item enters only while their total weight is below `maxWeight`
 * (the batch pipeline weighs records by their characters of text), so the weight in flight stays
 * under maxWeight plus one item. Every item's call starts as soon as it is
 * read, so the calls of one window start together: the model's work for all of them can then be
 * sent to the worker pool as one batch (cli/ner-batch.ts).
 *
 * Results come out in input order, each as soon as it and everything before it is done: a slow
 * source (a log stream on stdin) does not hold back results that are ready. The consumer pulls
 * results one by one, so a slow stdout (backpressure) stops reading the input too.
 *
 * `fn` must not reject: callers turn failures into values, so no rejection sits unobserved in the
 * window while earlier items are awaited.
 */

export interface WindowOptions<T> {
  /** Most items in flight (at least 1). */
  readonly maxItems: number;
  /** An item enters while the weight in flight is below this (so one item always can). */
  readonly maxWeight?: number;
  readonly weight?: (item: T) => number;
}

interface Slot<R> {
  readonly promise: Promise<R>;
  readonly weight: number;
  done: boolean;
  value?: R;
}

type Step<T> = { readonly kind: "item"; readonly next: IteratorResult<T> } | { readonly kind: "head" };

export async function* orderedWindow<T, R>(source: AsyncIterable<T>, fn: (item: T) => Promise<R>, options: WindowOptions<T>): AsyncGenerator<R> {
  const maxItems = Math.max(1, options.maxItems);
  const maxWeight = options.maxWeight ?? Number.POSITIVE_INFINITY;
  const weigh = options.weight ?? (() => 0);
  const it = source[Symbol.asyncIterator]();
  const window: Slot<R>[] = [];
  let inFlight = 0;
  /** A read from the source not consumed yet (kept across turns when a result came first). */
  let reading: Promise<IteratorResult<T>> | undefined;
  let exhausted = false;
  try {
    for (;;) {
      while (window.length > 0 && window[0]!.done) {
        const slot = window.shift()!;
        inFlight -= slot.weight;
        yield slot.value as R;
      }
      const room = window.length === 0 || (window.length < maxItems && inFlight < maxWeight);
      if (!exhausted && room) {
        reading ??= it.next();
        let step: Step<T>;
        if (window.length === 0) {
          step = { kind: "item", next: await reading };
        } else {
          // Whichever comes first: the next item, or the oldest result (written without waiting for input).
          step = await Promise.race([
            reading.then((next): Step<T> => ({ kind: "item", next })),
            window[0]!.promise.then((): Step<T> => ({ kind: "head" })),
          ]);
        }
        if (step.kind === "head") continue;
        reading = undefined;
        if (step.next.done) {
          exhausted = true;
          continue;
        }
        const item = step.next.value;
        const weight = weigh(item);
        const slot: Slot<R> = {
          weight,
          done: false,
          promise: fn(item).then((value) => {
            slot.done = true;
            slot.value = value;
            return value;
          }),
        };
        window.push(slot);
        inFlight += weight;
        continue;
      }
      if (window.length === 0) return;
      await window[0]!.promise;
    }
  } finally {
    // The consumer stopped early (or the source failed): stop reading. A read still waiting (on
    // standard input, say) must not keep this from ending: its generator finishes it on its own.
    if (!exhausted) {
      const ended = it.return?.(undefined);
      if (reading) ended?.catch(() => undefined);
      else await ended;
    }
  }
}
