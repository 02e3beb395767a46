/**
 * The model's tag set (BIO tags such as "O", "B-NAME_GIVEN", "I-NAME_GIVEN"), parsed once so the
 * decoder and the span builder can work with small integers instead of strings.
 */

export type TagPrefix = "O" | "B" | "I";

/** The model's person-name types: the spans the name passes (honorifics, temperature units) look at. */
export const NAME_TYPES: ReadonlySet<string> = new Set(["NAME", "NAME_GIVEN", "NAME_FAMILY", "NAME_MEDICAL_PROFESSIONAL"]);

export interface TagSet {
  /** The tags in model output order (index = emission column). */
  readonly tags: readonly string[];
  readonly prefix: readonly TagPrefix[];
  /** Entity type of each tag; "" for O. */
  readonly type: readonly string[];
  /** Entity types in first-seen order. */
  readonly types: readonly string[];
}

/**
 * Parse BIO tags. Throws (naming the rule, with `what` as the field) when a tag is neither "O" nor
 * "B-X"/"I-X", when a tag repeats, or when an I-X has no B-X: such a tag set cannot be decoded.
 */
export function parseTagSet(tags: readonly string[], what = "labels"): TagSet {
  if (tags.length === 0) throw new Error(`${what}: must list at least one tag`);
  const prefix: TagPrefix[] = [];
  const type: string[] = [];
  const types: string[] = [];
  const seen = new Set<string>();
  for (const [i, tag] of tags.entries()) {
    if (typeof tag !== "string") throw new Error(`${what}[${i}]: must be a string`);
    if (seen.has(tag)) throw new Error(`${what}[${i}]: duplicate tag`);
    seen.add(tag);
    if (tag === "O") {
      prefix.push("O");
      type.push("");
      continue;
    }
    const m = /^([BI])-(.+)$/.exec(tag);
    if (!m) throw new Error(`${what}[${i}]: must be "O", "B-<TYPE>" or "I-<TYPE>"`);
    prefix.push(m[1] as TagPrefix);
    type.push(m[2]!);
    if (!types.includes(m[2]!)) types.push(m[2]!);
  }
  if (!prefix.includes("O")) throw new Error(`${what}: must contain the tag "O"`);
  for (const [i, p] of prefix.entries()) {
    if (p === "I" && !tags.includes(`B-${type[i]}`)) throw new Error(`${what}[${i}]: I- tag without a matching B- tag`);
  }
  return { tags: [...tags], prefix, type, types };
}

/** May tag `to` follow tag `from`? BIO: I-X only after B-X or I-X. */
export function transitionAllowed(set: TagSet, from: number, to: number): boolean {
  if (set.prefix[to] !== "I") return true;
  return set.prefix[from] !== "O" && set.type[from] === set.type[to];
}

/** May a sequence start with this tag? Not with an I- tag. */
export function startAllowed(set: TagSet, tag: number): boolean {
  return set.prefix[tag] !== "I";
}
