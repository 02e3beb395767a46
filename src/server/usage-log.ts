/**
 * The per-request usage log: one NDJSON line per text-API request, appended to a file named by
 * `pii serve --usage-log FILE`. A record holds counts only (time, route, tier, project_id,
 * characters, entities by type, status, duration), never text, so the log can be shipped to
 * billing or reporting systems without becoming a store of personal data.
 */
import { createWriteStream, type WriteStream } from "node:fs";

export interface UsageRecord {
  /** ISO 8601 time the response was sent. */
  time: string;
  route: string;
  tier: string;
  project_id: string;
  /** Input characters (Unicode code points). */
  characters: number;
  /** Entities returned, by entity type. */
  entities: Record<string, number>;
  status: number;
  duration_ms: number;
}

export interface UsageLog {
  write(record: UsageRecord): void;
  close(): Promise<void>;
}

export function openUsageLog(path: string): UsageLog {
  const stream: WriteStream = createWriteStream(path, { flags: "a", encoding: "utf8" });
  let failed = false;
  // A full disk must not take the service down; report once, by error code only.
  stream.on("error", (e: NodeJS.ErrnoException) => {
    if (!failed) process.stderr.write(`pii serve: usage log write failed (${e.code ?? e.name})\n`);
    failed = true;
  });
  return {
    write(record) {
      if (!failed) stream.write(`${JSON.stringify(record)}\n`);
    },
    close() {
      return new Promise((resolve) => stream.end(() => resolve()));
    },
  };
}
