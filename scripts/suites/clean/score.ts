/**
 * Scoring of the PII-free corpus (pure: texts and predicted entities in, counts out). A text is
 * FLAGGED when the engine reports any entity of a FALSE_ALARM type in it: names, usernames,
 * contact and credential types, and every national, tax, health, vehicle, organisation, account,
 * card or bank identifier. Dates, times, money, places, organisations and the other types are
 * entity types of the service that PII-free text may legitimately hold; they are counted for
 * information only. Reports ids and types, never text.
 */
export const FALSE_ALARM_TYPES = new Set([
  "NAME", "NAME_GIVEN", "NAME_FAMILY", "NAME_MEDICAL_PROFESSIONAL",
  "USERNAME", "PHONE_NUMBER", "EMAIL_ADDRESS", "PASSWORD",
  "SSN", "PASSPORT_NUMBER", "DRIVER_LICENSE", "HEALTHCARE_NUMBER", "VEHICLE_ID", "ORGANIZATION_ID", "NUMERICAL_PII",
  "ACCOUNT_NUMBER", "BANK_ACCOUNT", "CREDIT_CARD", "CREDIT_CARD_EXPIRATION", "CVV", "ROUTING_NUMBER",
]);

export interface CleanTextIn {
  id: string;
  lang: string;
  kind: string;
}
export interface CleanPrediction {
  best_label: string;
}

export interface Share {
  texts: number;
  flagged: number;
}
export interface CleanScore {
  overall: Share;
  perLang: Record<string, Share>;
  perKind: Record<string, Share>;
  /** False-alarm type -> number of texts it was flagged in, and their ids. */
  perType: Record<string, { texts: number; entities: number; ids: string[] }>;
  /** Other types found (not false alarms), entity counts. */
  other: Record<string, number>;
}

export const emptyCleanScore = (): CleanScore => ({ overall: { texts: 0, flagged: 0 }, perLang: {}, perKind: {}, perType: {}, other: {} });

export function scoreCleanText(score: CleanScore, doc: CleanTextIn, predictions: readonly CleanPrediction[]): void {
  const alarms = predictions.filter((p) => FALSE_ALARM_TYPES.has(p.best_label));
  const flagged = alarms.length > 0;
  for (const share of [score.overall, (score.perLang[doc.lang] ??= { texts: 0, flagged: 0 }), (score.perKind[doc.kind] ??= { texts: 0, flagged: 0 })]) {
    share.texts++;
    if (flagged) share.flagged++;
  }
  const types = new Set<string>();
  for (const p of alarms) {
    const t = (score.perType[p.best_label] ??= { texts: 0, entities: 0, ids: [] });
    t.entities++;
    if (!types.has(p.best_label)) {
      types.add(p.best_label);
      t.texts++;
      t.ids.push(doc.id);
    }
  }
  for (const p of predictions) if (!FALSE_ALARM_TYPES.has(p.best_label)) score.other[p.best_label] = (score.other[p.best_label] ?? 0) + 1;
}

export const flaggedShare = (s: Share) => (s.texts === 0 ? NaN : s.flagged / s.texts);
export const CLEAN_TARGET = 0.01;
