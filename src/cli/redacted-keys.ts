/**
 * Redacted object keys (fields.ts isFieldNameKey: a map keyed by e-mail address, phone number or
 * id). A key is replaced like a value; two keys of one object that would become the same text
 * ("[EMAIL_ADDRESS]" twice under --pattern BEST_ENTITY_TYPE, two masks of one length) are told
 * apart by " #2", " #3"..., because a JSON object with a duplicate key loses one of its values.
 */
import type { ProcessResult } from "../contract/types.js";
import { fieldKey, getAtPath, type StringField } from "../io/fields.js";

/** Each field's output text: the processed text, keys made unique within their object. */
export function outputTexts(value: unknown, fields: readonly StringField[], results: readonly ProcessResult[]): string[] {
  const texts = fields.map((f, i) => results[i]?.processed_text ?? f.value);
  const taken = new Map<string, Set<string>>();
  fields.forEach((f, i) => {
    if (!f.objectKey || texts[i] === f.value) return;
    const parentPath = f.path.slice(0, -1);
    const parent = fieldKey(parentPath);
    let keys = taken.get(parent);
    if (!keys) {
      // the object's keys that stay as they are
      const renamed = new Set(fields.filter((g, j) => g.objectKey && texts[j] !== g.value && fieldKey(g.path.slice(0, -1)) === parent).map((g) => g.value));
      const container = getAtPath(value, parentPath);
      keys = new Set(Object.keys(container !== null && typeof container === "object" ? container : {}).filter((k) => !renamed.has(k)));
      taken.set(parent, keys);
    }
    let unique = texts[i]!;
    for (let n = 2; keys.has(unique); n++) unique = `${texts[i]} #${n}`;
    texts[i] = unique;
    keys.add(unique);
  });
  return texts;
}

/**
 * Renames the redacted keys of a parsed record in place, key order kept. Call after the values
 * are set (their paths name the old keys); deeper keys are renamed first, so a key's path still
 * leads to it when its turn comes.
 */
export function renameKeys(value: unknown, fields: readonly StringField[], texts: readonly string[]): void {
  const renames = fields
    .map((f, i) => ({ f, to: texts[i]! }))
    .filter(({ f, to }) => f.objectKey && to !== f.value)
    .sort((a, b) => b.f.path.length - a.f.path.length);
  for (const { f, to } of renames) {
    const parent = getAtPath(value, f.path.slice(0, -1));
    if (parent === null || typeof parent !== "object" || Array.isArray(parent)) continue;
    const object = parent as Record<string, unknown>;
    const entries = Object.entries(object);
    for (const k of Object.keys(object)) delete object[k];
    for (const [k, v] of entries) Object.defineProperty(object, k === f.value ? to : k, { value: v, enumerable: true, writable: true, configurable: true });
  }
}
