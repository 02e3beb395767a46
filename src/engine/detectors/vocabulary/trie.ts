/**
 * One regex for a whole word list, factored as a trie ("trans(?:gender|\s+woman|...)?"), so the
 * scan tests a handful of characters per word start instead of every alternative: a flat
 * alternation of several hundred words scans prose many times slower.
 */
import { precomputed, precomputedKey } from "../../startup/precomputed.js";
interface Node {
  end: boolean;
  next: Map<string, Node>;
}

const escapeChar = (c: string): string => (c === " " ? "\\s+" : c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

/** Regex source matching exactly the given (lower-case) words, longest alternative first. */
export function trieSource(words: Iterable<string>): string {
  const list = [...words];
  return precomputed(precomputedKey("trie", list), () => buildTrieSource(list));
}

function buildTrieSource(words: readonly string[]): string {
  const root: Node = { end: false, next: new Map() };
  for (const w of words) {
    let node = root;
    for (const c of w) {
      let child = node.next.get(c);
      if (!child) {
        child = { end: false, next: new Map() };
        node.next.set(c, child);
      }
      node = child;
    }
    node.end = true;
  }
  const build = (node: Node): string => {
    if (node.next.size === 0) return "";
    const alts = [...node.next.entries()].map(([c, child]) => escapeChar(c) + build(child));
    const body = alts.length === 1 ? alts[0]! : `(?:${alts.join("|")})`;
    // Greedy optional: the longer word is tried first, the shorter one on backtracking.
    return node.end ? `(?:${body})?` : body;
  };
  return build(root);
}
