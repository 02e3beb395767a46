import type { DetectContext } from "../types.js";
import { ancestors, DEFAULT_ENABLED_TYPES } from "../../contract/catalog.js";

/** Build the context detectors read. The region comes from the locale's region subtag. */
export function makeDetectContext(
  text: string,
  opts: { locale?: string; language?: string; languages?: readonly string[]; enabled?: ReadonlySet<string> | Iterable<string>; field?: string } = {},
): DetectContext {
  let region: string | undefined;
  if (opts.locale) {
    try {
      region = new Intl.Locale(opts.locale).region;
    } catch {
      region = undefined;
    }
  }
  const lowered = text.toLowerCase();
  return {
    text,
    lower: lowered.length === text.length ? lowered : lowerSameLength(text),
    locale: opts.locale,
    language: opts.language ?? (opts.locale ? safeLanguage(opts.locale) : undefined),
    ...(opts.languages !== undefined ? { languages: opts.languages } : {}),
    region,
    // a set is read, never changed: shared, not copied for every text (runDetectors hands the same one to all)
    enabled: opts.enabled instanceof Set ? opts.enabled : new Set(opts.enabled ?? DEFAULT_ENABLED_TYPES),
    ...(opts.field !== undefined ? { field: opts.field } : {}),
  };
}

function safeLanguage(locale: string): string | undefined {
  try {
    return new Intl.Locale(locale).language;
  } catch {
    return undefined;
  }
}

/** Lower-case char by char where full lower-casing changes length (e.g. "İ"), keeping offsets aligned. */
function lowerSameLength(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const low = ch.toLowerCase();
    out += low.length === 1 ? low : ch;
  }
  return out;
}

/** True when the request wants `type`, directly or through an enabled parent (LOCATION for LOCATION_ZIP). */
export function wantsType(ctx: DetectContext, type: string): boolean {
  return ctx.enabled.has(type) || ancestors(type).some((a) => ctx.enabled.has(a));
}
