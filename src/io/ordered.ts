/**
 * Concurrent map that keeps input order and bounded memory: at most `concurrency` calls run at
 * once (p-limit) and at most `concurrency * 2` items are read ahead of the consumer. The consumer
 * pulls results one by one, so a slow stdout (backpressure) stops reading the input too.
 *
 * `fn` must not reject: callers turn failures into values, so no rejection sits unobserved in the
 * window while earlier items are awaited.
 */
import pLimit from "p-limit";

export async function* orderedMap<T, R>(
  source: AsyncIterable<T>,
  fn: (item: T) => Promise<R>,
  concurrency: number,
): AsyncGenerator<R> {
  const limit = pLimit(concurrency);
  const window: Promise<R>[] = [];
  const ahead = Math.max(1, concurrency * 2);
  for await (const item of source) {
    window.push(limit(() => fn(item)));
    if (window.length >= ahead) yield await window.shift()!;
  }
  while (window.length > 0) yield await window.shift()!;
}
