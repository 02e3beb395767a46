/**
 * Summary of a usage log (see ./usage-log.ts) per project and day, for `pii usage`. Pure: lines
 * in, rows out. A line that is not a usage record is counted as skipped, never guessed at.
 */

export type UsageGrouping = "project-day" | "day" | "project";

export interface UsageRow {
  /** UTC day (YYYY-MM-DD); absent when grouping by project only. */
  day?: string;
  /** Absent when grouping by day only. */
  project_id?: string;
  requests: number;
  /** Requests answered with a status of 400 or more. */
  errors: number;
  characters: number;
  entities: number;
  /** Entities by type. */
  entity_types: Record<string, number>;
}

export interface UsageSummary {
  rows: UsageRow[];
  /** Lines that were not usage records (blank lines are ignored). */
  skipped: number;
}

interface ParsedRecord {
  day: string;
  project: string;
  status: number;
  characters: number;
  entities: Record<string, number>;
}

function parseRecord(line: string): ParsedRecord | undefined {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const r = value as Record<string, unknown>;
  if (typeof r.time !== "string" || typeof r.project_id !== "string" || typeof r.characters !== "number") return undefined;
  const time = new Date(r.time);
  if (Number.isNaN(time.getTime())) return undefined;
  const entities: Record<string, number> = {};
  if (typeof r.entities === "object" && r.entities !== null) {
    for (const [k, v] of Object.entries(r.entities)) if (typeof v === "number") entities[k] = v;
  }
  return {
    day: time.toISOString().slice(0, 10),
    project: r.project_id,
    status: typeof r.status === "number" ? r.status : 0,
    characters: r.characters,
    entities,
  };
}

export function summariseUsage(lines: Iterable<string>, by: UsageGrouping = "project-day"): UsageSummary {
  const rows = new Map<string, UsageRow>();
  let skipped = 0;
  for (const line of lines) {
    if (line.trim() === "") continue;
    const rec = parseRecord(line);
    if (!rec) {
      skipped++;
      continue;
    }
    const key = by === "day" ? rec.day : by === "project" ? rec.project : `${rec.project}\u0000${rec.day}`;
    let row = rows.get(key);
    if (!row) {
      row = { requests: 0, errors: 0, characters: 0, entities: 0, entity_types: {} };
      if (by !== "project") row.day = rec.day;
      if (by !== "day") row.project_id = rec.project;
      rows.set(key, row);
    }
    row.requests++;
    if (rec.status >= 400) row.errors++;
    row.characters += rec.characters;
    for (const [type, n] of Object.entries(rec.entities)) {
      row.entities += n;
      row.entity_types[type] = (row.entity_types[type] ?? 0) + n;
    }
  }
  const sorted = [...rows.values()].sort(
    (a, b) => (a.project_id ?? "").localeCompare(b.project_id ?? "") || (a.day ?? "").localeCompare(b.day ?? ""),
  );
  return { rows: sorted, skipped };
}

/** Plain-text table of the rows (columns aligned, numbers right-aligned). */
export function usageTable(rows: readonly UsageRow[], by: UsageGrouping = "project-day"): string {
  const header = [
    ...(by !== "day" ? ["project_id"] : []),
    ...(by !== "project" ? ["day"] : []),
    "requests",
    "errors",
    "characters",
    "entities",
  ];
  const body = rows.map((r) => [
    ...(by !== "day" ? [r.project_id ?? ""] : []),
    ...(by !== "project" ? [r.day ?? ""] : []),
    String(r.requests),
    String(r.errors),
    String(r.characters),
    String(r.entities),
  ]);
  const textColumns = header.length - 4;
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const fmt = (cells: string[]) =>
    cells.map((c, i) => (i < textColumns ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ").trimEnd();
  return [fmt(header), ...body.map(fmt)].join("\n") + "\n";
}
