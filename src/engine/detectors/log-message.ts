/**
 * The language of a log line's message. A log's scaffolding (date, level, component, "retry=0")
 * is English whatever language its messages are written in, and a whole log is detected as
 * English; the message's own words say which language, and so which countries and which words,
 * its values belong to ("... WARN [forms] profilo salvato : 347 018 2215", an Italian mobile;
 * "... CONVALIDA SUPERATA ETA=71", an Italian age key).
 */
import { detectLanguages } from "../language/detect.js";
import type { DetectContext } from "../types.js";
import { lineAt } from "./lines.js";
import { LANGUAGE_REGIONS } from "./phone-regions.js";

/**
 * A log line's head: a date-time or a time, a level, and the component in brackets
 * ("2024-05-02T10:17:55.431Z WARN [auth] "); the message follows.
 */
const LOG_HEAD = /^[ \t]*(?:\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2})?(?:[.,]\d+)?(?:Z|[+-]\d{2}:?\d{2})?|\d{2}:\d{2}:\d{2}(?:[.,]\d+)?)[ \t]+\[?(?:trace|debug|info|notice|warn|warning|error|err|fatal|crit|critical)\]?[ \t]+(?:\[[^\]\n]{1,40}\][ \t]*)?/i;

/** How far below the first a language may score and still count as the message's ("convalida superata" is Spanish by a hair, Italian close behind). */
const MESSAGE_LANGUAGE_MARGIN = 0.03;

/**
 * The languages of the log message that `at` sits in, ours only (LANGUAGE_REGIONS), most likely
 * first, those within MESSAGE_LANGUAGE_MARGIN of the first; none when `at` is in no log line, the
 * message has fewer than two words before it, or its leading language is not one of ours.
 */
export function logMessageLanguages(ctx: DetectContext, at: number): readonly string[] {
  const start = logMessageStart(ctx, at);
  if (start === undefined) return [];
  const words = ctx.text.slice(start, at).match(/\p{L}{2,}/gu);
  if (!words || words.length < 2) return [];
  const message = words.join(" ");
  let cache = messageCaches.get(ctx);
  if (!cache) messageCaches.set(ctx, (cache = new Map()));
  let languages = cache.get(message);
  if (languages === undefined) {
    const scored = Object.entries(detectLanguages(message)).sort((a, b) => b[1] - a[1]);
    const top = scored[0]?.[1] ?? 0;
    const ours = scored.filter(([lang, score]) => lang in LANGUAGE_REGIONS && top - score <= MESSAGE_LANGUAGE_MARGIN).map(([lang]) => lang);
    languages = scored[0] && ours[0] === scored[0][0] ? ours : [];
    cache.set(message, languages);
  }
  return languages;
}

/** Whether a line opens as a log line does: a time stamp and a level ("2024-05-02T10:11:12Z INFO [auth] ..."). */
export function isLogLine(line: string): boolean {
  return LOG_HEAD.test(line);
}

/** Where the message of the log line that `at` sits in begins (after its head); undefined outside log lines. */
export function logMessageStart(ctx: DetectContext, at: number): number | undefined {
  const line = lineAt(ctx, at);
  const head = LOG_HEAD.exec(ctx.text.slice(line.start, at));
  return head ? line.start + head[0].length : undefined;
}

/**
 * The languages of the messages already read in a text: a log repeats its messages line after
 * line, and the language detector costs about 50 µs a message (200 KB of log lines with a number
 * on each: the phone, age and street detectors took 300 ms without the cache, 165 ms before the
 * message was read at all, about 210 ms with it). Kept with the text's context only, so nothing
 * of one request outlives it.
 */
const messageCaches = new WeakMap<DetectContext, Map<string, readonly string[]>>();
