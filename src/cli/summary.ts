/**
 * Counts what --fail-on-pii reports: entities per type and records with at least one entity.
 * Only counts and type names leave this module, never entity text.
 */
import type { AnalyzeResult, ProcessResult } from "../contract/types.js";

export class PiiTally {
  private readonly byType = new Map<string, number>();
  records = 0;
  recordsWithPii = 0;
  entities = 0;

  /**
   * `noun`: what a unit is called in the summary ("record"; "input" for --request). `minScore`:
   * the --fail-min-score floor: only entities whose best label scores at least this are counted,
   * and the summary names it when above 0 (the output still holds the entities below it).
   */
  constructor(
    private readonly noun = "record",
    private readonly minScore = 0,
  ) {}

  /** One output record: the results of its inputs. */
  addRecord(results: readonly (AnalyzeResult | ProcessResult)[]): void {
    const labels = results.flatMap((r) => (r.entities ?? []).filter((e) => (e.labels[e.best_label] ?? 0) >= this.minScore).map((e) => e.best_label));
    this.records += 1;
    if (labels.length > 0) this.recordsWithPii += 1;
    for (const label of labels) {
      this.entities += 1;
      this.byType.set(label, (this.byType.get(label) ?? 0) + 1);
    }
  }

  /** "pii: found 12 entities in 3 of 10 records: EMAIL_ADDRESS 5, PHONE_NUMBER 4, ..." */
  message(): string {
    const floor = this.minScore > 0 ? ` scoring >= ${this.minScore}` : "";
    if (this.entities === 0) return `pii: no entities${floor} found in ${this.records} ${plural(this.records, this.noun)}`;
    const types = [...this.byType.entries()]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .map(([type, n]) => `${type} ${n}`)
      .join(", ");
    return `pii: found ${this.entities} ${plural(this.entities, "entity", "entities")}${floor} in ${this.recordsWithPii} of ${this.records} ${plural(this.records, this.noun)}: ${types}`;
  }
}

function plural(n: number, one: string, many = `${one}s`): string {
  return n === 1 ? one : many;
}
