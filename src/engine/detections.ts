/**
 * /ner/text semantics: every detection as found, overlaps NOT merged (reference-notes 3.2:
 * "John Smith" gives NAME 18-28, NAME_GIVEN 18-22 and NAME_FAMILY 23-28). Each label a candidate
 * carries, and each typed part of it, is one detection.
 */
import { codePointLength, OffsetMap } from "./text/offsets.js";
import type { AnalyzeRequest, NerEntity, NerResult } from "../contract/types.js";
import { collectCandidates, type PipelineDeps } from "./analyze.js";
import { applyAllowFilters } from "./resolve/filters.js";
import { selectLabels } from "./resolve/select.js";
import { isEntityType } from "../contract/catalog.js";

export async function detectionsRequest(req: AnalyzeRequest, deps: PipelineDeps): Promise<NerResult[]> {
  const { units, candidates, languages, enabled, filters } = await collectCandidates(req, deps);
  const perInput: { start: number; end: number; entity: NerEntity }[][] = req.text.map(() => []);
  units.forEach((unit, u) => {
    const spans = candidates[u]!.flatMap((c) => {
      const whole = [{ start: c.start, end: c.end, label: c.label, score: c.score, c }];
      const labels = Object.entries(c.labels ?? {}).filter(([l]) => l !== c.label)
        .map(([label, score]) => ({ start: c.start, end: c.end, label, score, c }));
      const parts = (c.subtypes ?? []).filter((s) => isEntityType(s.label) && enabled.has(s.label))
        .map((s) => ({ start: s.start, end: s.end, label: s.label, score: c.score, c }));
      return [...whole, ...labels, ...parts];
    });
    // allow filters judge each detection on its own span
    const kept = applyAllowFilters(
      unit.text,
      spans.map((s) => ({ start: s.start, end: s.end, labels: { [s.label]: s.score }, winner: s.c })),
      filters,
    );
    const seen = new Set<string>();
    for (const k of kept) {
      const [label, score] = Object.entries(k.labels)[0]!;
      const selected = selectLabels({ [label]: score }, enabled, false);
      if (!selected) continue;
      for (const part of unit.parts) {
        const start = Math.max(k.start, part.start);
        const end = Math.min(k.end, part.end);
        if (start >= end) continue;
        const key = `${part.input}:${start}:${end}:${selected.best}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const text = req.text[part.input]!.slice(start - part.start, end - part.start);
        const entity: NerEntity = {
          text,
          label: selected.best,
          likelihood: Math.round(score * 10_000) / 10_000,
          location: { stt_idx: start - part.start, end_idx: end - part.start },
        };
        const validations = k.winner.validations ?? [];
        if (validations.length > 0) {
          entity.validation_results = validations.map((v) => ({
            ...(k.winner.formatted !== undefined ? { formatted: String(k.winner.formatted) } : {}),
            validation_method: v.provider,
            status: v.status,
          }));
        }
        perInput[part.input]!.push({ start, end, entity });
      }
    }
  });
  const characters = req.text.reduce((n, t) => n + codePointLength(t), 0);
  return perInput.map((list, i) => {
    const map = new OffsetMap(req.text[i]!);
    const entities = list
      .sort((a, b) => a.start - b.start || b.end - a.end)
      .map(({ entity }) => ({
        ...entity,
        location: { stt_idx: map.toCodePoint(entity.location.stt_idx), end_idx: map.toCodePoint(entity.location.end_idx) },
      }));
    return { entities, entities_present: entities.length > 0, characters_processed: characters, languages_detected: languages[i]! };
  });
}
