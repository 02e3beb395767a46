/**
 * How deep a parsed JSON record nests. JSON.parse accepts any depth, but everything after it that
 * walks a record (field selection, redaction, output) recurses, and a line of a few kilobytes
 * nested some thousands of levels deep overflowed the stack: the run stopped with an internal
 * error and the records after it were lost. A record deeper than MAX_RECORD_DEPTH is a bad record
 * instead (its error record names the rule), and the run goes on. Real exports nest a few levels;
 * 256 leaves them room.
 */
export const MAX_RECORD_DEPTH = 256;

export const DEPTH_RULE = `nested deeper than ${MAX_RECORD_DEPTH} levels`;

/** Whether `value` has arrays or objects nested more than `limit` levels (iterative: any depth is safe to ask). */
export function nestedDeeperThan(value: unknown, limit: number = MAX_RECORD_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== "object") continue;
    if (depth + 1 > limit) return true;
    const children = Array.isArray(node) ? node : Object.values(node as Record<string, unknown>);
    for (const child of children) if (child !== null && typeof child === "object") stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * Whether a JSON text nests arrays or objects more than `limit` levels, read from the text before
 * parsing (brackets outside strings; one pass, no recursion). The HTTP server refuses such a body
 * with 400: a request body nested some thousands of levels deep in a field the interface ignores
 * answered 500 (the stack overflowed after parsing).
 */
export function jsonTextDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > limit) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return false;
}
