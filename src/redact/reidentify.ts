/**
 * POST /process/text/reidentify (reference-notes 2.5): put the original values back into text
 * that carries markers, typically an LLM's answer to a redacted prompt.
 *
 * - Each entity pairs a marker without brackets ("NAME_1") with its original text ("John").
 * - A marker is found with its brackets ("[NAME_1]") or bare ("NAME_1", as LLMs often drop the
 *   brackets), but only as a whole token: NAME_1 never matches inside NAME_12 or XNAME_1.
 * - Replacement is one pass over the text, so an original value that itself looks like a marker
 *   is never replaced again.
 * - reidentify_sensitive_fields false: values of sensitive types (the catalog marks them: bank
 *   and card data, government ids, passwords...) come back masked with '#', one per character,
 *   except the last quarter of a CREDIT_CARD's digits, which stay readable (separators kept).
 *
 * The `model` field names the LLM that produced the text; the matching above already covers the
 * bracket loss such models cause, so it does not change the result.
 */
import { entityType } from "../contract/catalog.js";
import type { ReidentifyRequest } from "../contract/types.js";

/** Marker -> entity type: strip the _<n> counter or _<hash> suffix (NAME_GIVEN_2 -> NAME_GIVEN). */
export function markerType(marker: string): string {
  return marker.replace(/_(?:\d+|[0-9a-f]{8})$/, "");
}

const CARD_SEPARATOR = /[\s\-.]/u;

/** '#' for every character; a CREDIT_CARD keeps its last quarter of digits (and its separators). */
export function maskSensitive(type: string, value: string): string {
  const chars = Array.from(value);
  if (type !== "CREDIT_CARD") return "#".repeat(chars.length);
  const digits = chars.filter((c) => /\d/.test(c)).length;
  let visible = Math.floor(digits / 4);
  const out = new Array<string>(chars.length);
  for (let i = chars.length - 1; i >= 0; i--) {
    const c = chars[i]!;
    if (CARD_SEPARATOR.test(c)) out[i] = c;
    else if (visible > 0 && /\d/.test(c)) {
      out[i] = c;
      visible--;
    } else out[i] = "#";
  }
  return out.join("");
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export function reidentify(req: Pick<ReidentifyRequest, "processed_text" | "entities" | "reidentify_sensitive_fields">): string[] {
  const values = new Map<string, string>();
  for (const e of req.entities) {
    if (e.processed_text === "" || values.has(e.processed_text)) continue; // first pairing wins
    const sensitive = req.reidentify_sensitive_fields === false && entityType(markerType(e.processed_text))?.sensitive === true;
    values.set(e.processed_text, sensitive ? maskSensitive(markerType(e.processed_text), e.text) : e.text);
  }
  if (values.size === 0) return [...req.processed_text];
  // longest first, so the alternation prefers NAME_12 over NAME_1
  const alternation = [...values.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp).join("|");
  const pattern = new RegExp(`\\[(${alternation})\\]|(?<![\\p{L}\\p{N}_])(${alternation})(?![\\p{L}\\p{N}_])`, "gu");
  return req.processed_text.map((text) =>
    text.replace(pattern, (_m, bracketed: string | undefined, bare: string | undefined) => values.get(bracketed ?? bare ?? "") ?? _m),
  );
}
