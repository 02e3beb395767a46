/**
 * Model calls of many records, made as one: a wrapper around the model source (NER) that gathers
 * the detect() calls the engine makes for concurrent requests and sends their texts to the worker
 * pool together, so that short records fill the pool's batches (it packs sequences of similar
 * lengths from everything one run() holds) instead of each record making its own small batches.
 *
 * Each request still goes through the engine alone (its own detectors, resolution, coreference
 * ids, placeholder numbering and characters_processed): only the model's work is shared, and the
 * model's output for a text does not depend on the other texts of its batch (padding changes no
 * scores: the graph gives its LSTM each sequence's length; see engine/ner/pool.ts). So grouping
 * changes speed, not results.
 *
 * Calls are held until the current turn of the event loop ends (the batch pipeline starts all
 * records of its window in one turn) or until `maxChars` characters are waiting, whichever comes
 * first.
 */
import type { AsyncCandidateSource, Candidate } from "../engine/types.js";

type DetectContext = Parameters<AsyncCandidateSource["detect"]>[1];

interface Waiting {
  readonly texts: readonly string[];
  /** Per text, the detectors to run with it (AsyncCandidateSource.runsDetectors), if any. */
  readonly jobs: DetectContext["detectorJobs"];
  readonly resolve: (out: Candidate[][]) => void;
  readonly reject: (err: unknown) => void;
}

interface Group {
  readonly ctx: DetectContext;
  readonly calls: Waiting[];
  chars: number;
}

export interface BatchingStats {
  /** detect() calls received. */
  calls: number;
  /** detect() calls made to the wrapped source. */
  flushes: number;
  /** Texts sent, over all flushes. */
  texts: number;
}

export interface BatchingSource extends AsyncCandidateSource {
  /** Send what is waiting now. */
  flush(): void;
  stats(): BatchingStats;
  /** Close the wrapped source (the engine's close() calls it). */
  close(): Promise<void>;
}

export const DEFAULT_BATCH_CHARS = 64 * 1024;

/** Calls are merged when these match; their detector jobs travel per text (send). */
function contextKey(ctx: DetectContext): string {
  return JSON.stringify([ctx?.language ?? null, ctx?.accuracy ?? null]);
}

export function batchingSource(inner: AsyncCandidateSource, options: { maxChars?: number } = {}): BatchingSource {
  const maxChars = options.maxChars ?? DEFAULT_BATCH_CHARS;
  /** Waiting calls by context (calls with different hints are never merged). */
  const groups = new Map<string, Group>();
  let scheduled: NodeJS.Immediate | undefined;
  const stats: BatchingStats = { calls: 0, flushes: 0, texts: 0 };

  const send = (group: Group): void => {
    const texts = group.calls.flatMap((c) => c.texts);
    // the calls' detector jobs, aligned with their texts (none for a call that sent none)
    const jobs = group.calls.some((c) => c.jobs !== undefined) ? group.calls.flatMap((c) => c.texts.map((_, i) => c.jobs?.[i])) : undefined;
    stats.flushes += 1;
    stats.texts += texts.length;
    let out: Promise<Candidate[][]>;
    try {
      out = inner.detect(texts, { ...group.ctx, ...(jobs ? { detectorJobs: jobs } : {}) });
    } catch (err) {
      out = Promise.reject(err);
    }
    out.then(
      (results) => {
        let next = 0;
        for (const call of group.calls) {
          call.resolve(results.slice(next, next + call.texts.length));
          next += call.texts.length;
        }
      },
      (err: unknown) => {
        for (const call of group.calls) call.reject(err);
      },
    );
  };

  const flush = (): void => {
    if (scheduled) clearImmediate(scheduled);
    scheduled = undefined;
    const all = [...groups.values()];
    groups.clear();
    for (const group of all) send(group);
  };

  return {
    name: inner.name,
    types: inner.types,
    ...(inner.runsDetectors === true ? { runsDetectors: true } : {}),
    detect(texts, ctx) {
      stats.calls += 1;
      if (texts.length === 0) return Promise.resolve([]);
      return new Promise<Candidate[][]>((resolve, reject) => {
        const key = contextKey(ctx);
        let group = groups.get(key);
        if (!group) {
          group = { ctx, calls: [], chars: 0 };
          groups.set(key, group);
        }
        group.calls.push({ texts, jobs: ctx?.detectorJobs, resolve, reject });
        for (const t of texts) group.chars += t.length;
        if (group.chars >= maxChars) {
          groups.delete(key);
          send(group);
        } else {
          scheduled ??= setImmediate(flush);
        }
      });
    },
    flush,
    stats: () => ({ ...stats }),
    async close() {
      flush();
      await (inner as { close?: () => Promise<void> }).close?.();
    },
  };
}
